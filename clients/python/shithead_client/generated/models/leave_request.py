from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.leave_request_bot import LeaveRequestBot
from ..types import UNSET, Unset






T = TypeVar("T", bound="LeaveRequest")



@_attrs_define
class LeaveRequest:
    """ 
        Attributes:
            bot (LeaveRequestBot | Unset): The built-in bot that plays the seat from now on (default `heuristic`).
     """

    bot: LeaveRequestBot | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        bot: str | Unset = UNSET
        if not isinstance(self.bot, Unset):
            bot = self.bot.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if bot is not UNSET:
            field_dict["bot"] = bot

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _bot = d.pop("bot", UNSET)
        bot: LeaveRequestBot | Unset
        if isinstance(_bot,  Unset):
            bot = UNSET
        else:
            bot = LeaveRequestBot(_bot)




        leave_request = cls(
            bot=bot,
        )

        return leave_request


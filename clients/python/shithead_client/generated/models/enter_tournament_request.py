from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="EnterTournamentRequest")



@_attrs_define
class EnterTournamentRequest:
    """ A registered bot's entry in an open tournament (`POST /v1/tournaments/{id}/entries`).

        Example:
            {'bot': 'my-bot'}

        Attributes:
            bot (None | str | Unset): The bot entering: the token's own (the default); no other may be named.
     """

    bot: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        bot: None | str | Unset
        if isinstance(self.bot, Unset):
            bot = UNSET
        else:
            bot = self.bot


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if bot is not UNSET:
            field_dict["bot"] = bot

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_bot(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        bot = _parse_bot(d.pop("bot", UNSET))


        enter_tournament_request = cls(
            bot=bot,
        )

        return enter_tournament_request


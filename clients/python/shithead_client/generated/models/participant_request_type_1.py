from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.participant_request_type_1_bot import ParticipantRequestType1Bot
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ParticipantRequestType1")



@_attrs_define
class ParticipantRequestType1:
    """ 
        Attributes:
            bot (ParticipantRequestType1Bot):
            name (None | str | Unset):
     """

    bot: ParticipantRequestType1Bot
    name: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        bot = self.bot.value

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "bot": bot,
        })
        if name is not UNSET:
            field_dict["name"] = name

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bot = ParticipantRequestType1Bot(d.pop("bot"))




        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))


        participant_request_type_1 = cls(
            bot=bot,
            name=name,
        )

        return participant_request_type_1


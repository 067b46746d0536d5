from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="CreatedSeatLeft")



@_attrs_define
class CreatedSeatLeft:
    """ The seat's player left (`POST /v1/games/{game_id}/leave`): from `version` on, the built-in bot `bot` plays it; only
    on such a seat. A rating counts the game as the leaver's loss.

        Attributes:
            version (int): The log's version after the leave.
            bot (str): The built-in bot that plays the seat since.
     """

    version: int
    bot: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        version = self.version

        bot = self.bot


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "version": version,
            "bot": bot,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        version = d.pop("version")

        bot = d.pop("bot")

        created_seat_left = cls(
            version=version,
            bot=bot,
        )


        created_seat_left.additional_properties = d
        return created_seat_left

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="MatchSeat")



@_attrs_define
class MatchSeat:
    """ 
        Attributes:
            seat (int): A seat number, 0-based.
            name (str):
            open_ (bool): Nobody has taken this seat yet (join it in the current game).
            bot (None | str): The built-in bot playing this seat, `push` for a push bot, or null.
     """

    seat: int
    name: str
    open_: bool
    bot: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        name = self.name

        open_ = self.open_

        bot: None | str
        bot = self.bot


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "name": name,
            "open": open_,
            "bot": bot,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        name = d.pop("name")

        open_ = d.pop("open")

        def _parse_bot(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        bot = _parse_bot(d.pop("bot"))


        match_seat = cls(
            seat=seat,
            name=name,
            open_=open_,
            bot=bot,
        )


        match_seat.additional_properties = d
        return match_seat

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

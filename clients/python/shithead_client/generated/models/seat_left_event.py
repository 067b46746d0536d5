from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seat_left_event_type import SeatLeftEventType






T = TypeVar("T", bound="SeatLeftEvent")



@_attrs_define
class SeatLeftEvent:
    """ ``seat``'s player left the table: the built-in bot ``bot`` plays the seat from here on.

        Attributes:
            type_ (SeatLeftEventType):
            seat (int): A seat number, 0-based.
            bot (str): The built-in bot that plays the seat from now on.
     """

    type_: SeatLeftEventType
    seat: int
    bot: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        seat = self.seat

        bot = self.bot


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "seat": seat,
            "bot": bot,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = SeatLeftEventType(d.pop("type"))




        seat = d.pop("seat")

        bot = d.pop("bot")

        seat_left_event = cls(
            type_=type_,
            seat=seat,
            bot=bot,
        )


        seat_left_event.additional_properties = d
        return seat_left_event

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

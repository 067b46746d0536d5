from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seat_resigned_event_type import SeatResignedEventType






T = TypeVar("T", bound="SeatResignedEvent")



@_attrs_define
class SeatResignedEvent:
    """ ``seat`` resigned: it is the loser, and the :class:`GameEnded` that follows ends the game.

        Attributes:
            type_ (SeatResignedEventType):
            seat (int): A seat number, 0-based.
     """

    type_: SeatResignedEventType
    seat: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        seat = self.seat


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = SeatResignedEventType(d.pop("type"))




        seat = d.pop("seat")

        seat_resigned_event = cls(
            type_=type_,
            seat=seat,
        )


        seat_resigned_event.additional_properties = d
        return seat_resigned_event

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

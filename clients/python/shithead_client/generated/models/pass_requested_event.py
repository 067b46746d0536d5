from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pass_requested_event_type import PassRequestedEventType
from typing import cast






T = TypeVar("T", bound="PassRequestedEvent")



@_attrs_define
class PassRequestedEvent:
    """ Every seat in ``seats`` must pass ``each`` cards on (black jacks); then ``seat`` plays
    (``again``: it goes on with its own turn).

        Attributes:
            type_ (PassRequestedEventType):
            each (int):
            seats (list[int]):
            seat (int): A seat number, 0-based.
            again (bool): `seat` goes on with its own turn.
     """

    type_: PassRequestedEventType
    each: int
    seats: list[int]
    seat: int
    again: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        each = self.each

        seats = self.seats



        seat = self.seat

        again = self.again


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "each": each,
            "seats": seats,
            "seat": seat,
            "again": again,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = PassRequestedEventType(d.pop("type"))




        each = d.pop("each")

        seats = cast(list[int], d.pop("seats"))


        seat = d.pop("seat")

        again = d.pop("again")

        pass_requested_event = cls(
            type_=type_,
            each=each,
            seats=seats,
            seat=seat,
            again=again,
        )


        pass_requested_event.additional_properties = d
        return pass_requested_event

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

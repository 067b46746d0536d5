from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.deal_forfeited_event_type import DealForfeitedEventType
from typing import cast






T = TypeVar("T", bound="DealForfeitedEvent")



@_attrs_define
class DealForfeitedEvent:
    """ The deadline passed before ``seats`` committed or revealed: they forfeit, and the game
    ends undealt.

        Attributes:
            type_ (DealForfeitedEventType):
            seats (list[int]): The seats that had not committed or revealed in time.
     """

    type_: DealForfeitedEventType
    seats: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        seats = self.seats




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "seats": seats,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = DealForfeitedEventType(d.pop("type"))




        seats = cast(list[int], d.pop("seats"))


        deal_forfeited_event = cls(
            type_=type_,
            seats=seats,
        )


        deal_forfeited_event.additional_properties = d
        return deal_forfeited_event

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

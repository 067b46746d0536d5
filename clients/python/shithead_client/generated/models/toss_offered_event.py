from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.toss_offered_event_type import TossOfferedEventType
from typing import cast






T = TypeVar("T", bound="TossOfferedEvent")



@_attrs_define
class TossOfferedEvent:
    """ After ``by``'s play, ``seats`` may each toss cards of its rank out of turn, or decline.

        Attributes:
            type_ (TossOfferedEventType):
            by (int): A seat number, 0-based.
            seats (list[int]):
     """

    type_: TossOfferedEventType
    by: int
    seats: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        by = self.by

        seats = self.seats




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "by": by,
            "seats": seats,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = TossOfferedEventType(d.pop("type"))




        by = d.pop("by")

        seats = cast(list[int], d.pop("seats"))


        toss_offered_event = cls(
            type_=type_,
            by=by,
            seats=seats,
        )


        toss_offered_event.additional_properties = d
        return toss_offered_event

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

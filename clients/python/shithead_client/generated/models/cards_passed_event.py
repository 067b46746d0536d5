from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cards_passed_event_type import CardsPassedEventType






T = TypeVar("T", bound="CardsPassedEvent")



@_attrs_define
class CardsPassedEvent:
    """ The cards given to the pass reach the next player in ``direction``, all at once.

        Attributes:
            type_ (CardsPassedEventType):
            direction (int): 1: clockwise, -1: counterclockwise.
     """

    type_: CardsPassedEventType
    direction: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        direction = self.direction


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "direction": direction,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = CardsPassedEventType(d.pop("type"))




        direction = d.pop("direction")

        cards_passed_event = cls(
            type_=type_,
            direction=direction,
        )


        cards_passed_event.additional_properties = d
        return cards_passed_event

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

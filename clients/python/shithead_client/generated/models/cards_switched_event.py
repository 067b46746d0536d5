from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cards_switched_event_type import CardsSwitchedEventType
from typing import cast






T = TypeVar("T", bound="CardsSwitchedEvent")



@_attrs_define
class CardsSwitchedEvent:
    """ ``cards`` laid in place of the top play, whose ``taken`` cards go to the hand.

        Attributes:
            type_ (CardsSwitchedEventType):
            seat (int): A seat number, 0-based.
            cards (list[str]):
            taken (list[str]):
     """

    type_: CardsSwitchedEventType
    seat: int
    cards: list[str]
    taken: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        seat = self.seat

        cards = self.cards



        taken = self.taken




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "seat": seat,
            "cards": cards,
            "taken": taken,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = CardsSwitchedEventType(d.pop("type"))




        seat = d.pop("seat")

        cards = cast(list[str], d.pop("cards"))


        taken = cast(list[str], d.pop("taken"))


        cards_switched_event = cls(
            type_=type_,
            seat=seat,
            cards=cards,
            taken=taken,
        )


        cards_switched_event.additional_properties = d
        return cards_switched_event

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

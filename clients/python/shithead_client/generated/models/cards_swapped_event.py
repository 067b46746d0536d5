from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cards_swapped_event_type import CardsSwappedEventType
from typing import cast






T = TypeVar("T", bound="CardsSwappedEvent")



@_attrs_define
class CardsSwappedEvent:
    """ 
        Attributes:
            type_ (CardsSwappedEventType):
            seat (int): A seat number, 0-based.
            hand_card (None | str): null: a card the reader may not see (or none).
            table_card (None | str): null: a card the reader may not see (or none).
     """

    type_: CardsSwappedEventType
    seat: int
    hand_card: None | str
    table_card: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        seat = self.seat

        hand_card: None | str
        hand_card = self.hand_card

        table_card: None | str
        table_card = self.table_card


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "seat": seat,
            "hand_card": hand_card,
            "table_card": table_card,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = CardsSwappedEventType(d.pop("type"))




        seat = d.pop("seat")

        def _parse_hand_card(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        hand_card = _parse_hand_card(d.pop("hand_card"))


        def _parse_table_card(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        table_card = _parse_table_card(d.pop("table_card"))


        cards_swapped_event = cls(
            type_=type_,
            seat=seat,
            hand_card=hand_card,
            table_card=table_card,
        )


        cards_swapped_event.additional_properties = d
        return cards_swapped_event

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

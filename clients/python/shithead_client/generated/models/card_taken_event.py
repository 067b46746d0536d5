from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.card_taken_event_type import CardTakenEventType
from typing import cast






T = TypeVar("T", bound="CardTakenEvent")



@_attrs_define
class CardTakenEvent:
    """ A blind face-down table card taken into its owner's hand unseen by others.

        Attributes:
            type_ (CardTakenEventType):
            seat (int): A seat number, 0-based.
            card (None | str): null: a card the reader may not see (or none).
            slot (int):
     """

    type_: CardTakenEventType
    seat: int
    card: None | str
    slot: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        seat = self.seat

        card: None | str
        card = self.card

        slot = self.slot


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "seat": seat,
            "card": card,
            "slot": slot,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = CardTakenEventType(d.pop("type"))




        seat = d.pop("seat")

        def _parse_card(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        card = _parse_card(d.pop("card"))


        slot = d.pop("slot")

        card_taken_event = cls(
            type_=type_,
            seat=seat,
            card=card,
            slot=slot,
        )


        card_taken_event.additional_properties = d
        return card_taken_event

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

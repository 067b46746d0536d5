from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cards_played_event_source import CardsPlayedEventSource
from ..models.cards_played_event_type import CardsPlayedEventType
from typing import cast






T = TypeVar("T", bound="CardsPlayedEvent")



@_attrs_define
class CardsPlayedEvent:
    """ 
        Attributes:
            type_ (CardsPlayedEventType):
            seat (int): A seat number, 0-based.
            cards (list[str]):
            source (CardsPlayedEventSource):
            as_card (None | str): null: a card the reader may not see (or none).
            link (list[str]):
     """

    type_: CardsPlayedEventType
    seat: int
    cards: list[str]
    source: CardsPlayedEventSource
    as_card: None | str
    link: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        seat = self.seat

        cards = self.cards



        source = self.source.value

        as_card: None | str
        as_card = self.as_card

        link = self.link




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "seat": seat,
            "cards": cards,
            "source": source,
            "as_card": as_card,
            "link": link,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = CardsPlayedEventType(d.pop("type"))




        seat = d.pop("seat")

        cards = cast(list[str], d.pop("cards"))


        source = CardsPlayedEventSource(d.pop("source"))




        def _parse_as_card(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        as_card = _parse_as_card(d.pop("as_card"))


        link = cast(list[str], d.pop("link"))


        cards_played_event = cls(
            type_=type_,
            seat=seat,
            cards=cards,
            source=source,
            as_card=as_card,
            link=link,
        )


        cards_played_event.additional_properties = d
        return cards_played_event

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="SequencedDealtEventPileItem")



@_attrs_define
class SequencedDealtEventPileItem:
    """ 
        Attributes:
            seat (int | None):
            link (bool): The entry holds link cards (Link2), not a play.
            cards (list[str]):
            as_ (None | str):
     """

    seat: int | None
    link: bool
    cards: list[str]
    as_: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seat: int | None
        seat = self.seat

        link = self.link

        cards = self.cards



        as_: None | str
        as_ = self.as_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "link": link,
            "cards": cards,
            "as": as_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        link = d.pop("link")

        cards = cast(list[str], d.pop("cards"))


        def _parse_as_(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        as_ = _parse_as_(d.pop("as"))


        sequenced_dealt_event_pile_item = cls(
            seat=seat,
            link=link,
            cards=cards,
            as_=as_,
        )


        sequenced_dealt_event_pile_item.additional_properties = d
        return sequenced_dealt_event_pile_item

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

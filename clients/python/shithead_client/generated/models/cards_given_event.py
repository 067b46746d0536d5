from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cards_given_event_type import CardsGivenEventType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="CardsGivenEvent")



@_attrs_define
class CardsGivenEvent:
    """ ``seat`` gives ``cards`` from its hand or face-up table cards, and the blind top card
    of each of ``slots``, to seat ``to`` (-1: to the pass, delivered once everyone has given).
    Only the giver and the receiver see the cards; the giver never sees the blind ones.

        Attributes:
            type_ (CardsGivenEventType):
            seat (int): A seat number, 0-based.
            to (int): The seat given to; -1: to the pass (delivered once everyone has given).
            cards (list[str] | None):
            slots (list[int]): The table slots whose blind top card is given too.
            count (int | Unset): How many cards (in a reader's copy, even when it may not see them).
     """

    type_: CardsGivenEventType
    seat: int
    to: int
    cards: list[str] | None
    slots: list[int]
    count: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        seat = self.seat

        to = self.to

        cards: list[str] | None
        if isinstance(self.cards, list):
            cards = self.cards


        else:
            cards = self.cards

        slots = self.slots



        count = self.count


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "seat": seat,
            "to": to,
            "cards": cards,
            "slots": slots,
        })
        if count is not UNSET:
            field_dict["count"] = count

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = CardsGivenEventType(d.pop("type"))




        seat = d.pop("seat")

        to = d.pop("to")

        def _parse_cards(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                cards_type_0 = cast(list[str], data)

                return cards_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        cards = _parse_cards(d.pop("cards"))


        slots = cast(list[int], d.pop("slots"))


        count = d.pop("count", UNSET)

        cards_given_event = cls(
            type_=type_,
            seat=seat,
            to=to,
            cards=cards,
            slots=slots,
            count=count,
        )


        cards_given_event.additional_properties = d
        return cards_given_event

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

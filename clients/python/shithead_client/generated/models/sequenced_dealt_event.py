from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.sequenced_dealt_event_type import SequencedDealtEventType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.cause import Cause
  from ..models.seat_view import SeatView
  from ..models.sequenced_dealt_event_pile_item import SequencedDealtEventPileItem





T = TypeVar("T", bound="SequencedDealtEvent")



@_attrs_define
class SequencedDealtEvent:
    """ The shuffled deck, top card first; dealing from it is fixed by the ruleset's layout.

        Attributes:
            type_ (SequencedDealtEventType):
            deck (list[str] | None): The deck, top card first; null when redacted.
            seq (int): The event's number; the game's version after it.
            deck_size (int | Unset):
            seats (list[SeatView] | Unset): The table as the reader sees it once dealt (a redacted deal).
            pile (list[SequencedDealtEventPileItem] | Unset):
            stock_count (int | Unset):
            cause (Cause | Unset): The action that caused an event (on the first event of the action's batch). Actions
                are public, except the cards of another seat's `place` and `swap` when the ruleset's
                top layer is not public (Cutthroat): those `cards` are null. `bot` names the built-in
                bot that chose the action (`push` for a push bot), for seats played by one; `default`
                says why a push bot's seat (or a tournament's stalled pull bot's) played the default move
                instead of the bot's answer.
                The contributed deal's deadline is logged with `seat` null and the action
                `{"kind": "timeout"}`.
     """

    type_: SequencedDealtEventType
    deck: list[str] | None
    seq: int
    deck_size: int | Unset = UNSET
    seats: list[SeatView] | Unset = UNSET
    pile: list[SequencedDealtEventPileItem] | Unset = UNSET
    stock_count: int | Unset = UNSET
    cause: Cause | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.cause import Cause # noqa: PLC0415
        from ..models.seat_view import SeatView # noqa: PLC0415
        from ..models.sequenced_dealt_event_pile_item import SequencedDealtEventPileItem # noqa: PLC0415
        type_ = self.type_.value

        deck: list[str] | None
        if isinstance(self.deck, list):
            deck = self.deck


        else:
            deck = self.deck

        seq = self.seq

        deck_size = self.deck_size

        seats: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.seats, Unset):
            seats = []
            for seats_item_data in self.seats:
                seats_item = seats_item_data.to_dict()
                seats.append(seats_item)



        pile: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.pile, Unset):
            pile = []
            for pile_item_data in self.pile:
                pile_item = pile_item_data.to_dict()
                pile.append(pile_item)



        stock_count = self.stock_count

        cause: dict[str, Any] | Unset = UNSET
        if not isinstance(self.cause, Unset):
            cause = self.cause.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "deck": deck,
            "seq": seq,
        })
        if deck_size is not UNSET:
            field_dict["deck_size"] = deck_size
        if seats is not UNSET:
            field_dict["seats"] = seats
        if pile is not UNSET:
            field_dict["pile"] = pile
        if stock_count is not UNSET:
            field_dict["stock_count"] = stock_count
        if cause is not UNSET:
            field_dict["cause"] = cause

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.cause import Cause # noqa: PLC0415
        from ..models.seat_view import SeatView # noqa: PLC0415
        from ..models.sequenced_dealt_event_pile_item import SequencedDealtEventPileItem # noqa: PLC0415
        d = dict(src_dict)
        type_ = SequencedDealtEventType(d.pop("type"))




        def _parse_deck(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                deck_type_0 = cast(list[str], data)

                return deck_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        deck = _parse_deck(d.pop("deck"))


        seq = d.pop("seq")

        deck_size = d.pop("deck_size", UNSET)

        _seats = d.pop("seats", UNSET)
        seats: list[SeatView] | Unset = UNSET
        if _seats is not UNSET:
            seats = []
            for seats_item_data in _seats:
                seats_item = SeatView.from_dict(seats_item_data)



                seats.append(seats_item)


        _pile = d.pop("pile", UNSET)
        pile: list[SequencedDealtEventPileItem] | Unset = UNSET
        if _pile is not UNSET:
            pile = []
            for pile_item_data in _pile:
                pile_item = SequencedDealtEventPileItem.from_dict(pile_item_data)



                pile.append(pile_item)


        stock_count = d.pop("stock_count", UNSET)

        _cause = d.pop("cause", UNSET)
        cause: Cause | Unset
        if isinstance(_cause,  Unset):
            cause = UNSET
        else:
            cause = Cause.from_dict(_cause)




        sequenced_dealt_event = cls(
            type_=type_,
            deck=deck,
            seq=seq,
            deck_size=deck_size,
            seats=seats,
            pile=pile,
            stock_count=stock_count,
            cause=cause,
        )


        sequenced_dealt_event.additional_properties = d
        return sequenced_dealt_event

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

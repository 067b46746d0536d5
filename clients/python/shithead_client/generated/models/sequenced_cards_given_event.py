from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.sequenced_cards_given_event_type import SequencedCardsGivenEventType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.cause import Cause





T = TypeVar("T", bound="SequencedCardsGivenEvent")



@_attrs_define
class SequencedCardsGivenEvent:
    """ ``seat`` gives ``cards`` from its hand or face-up table cards, and the blind top card
    of each of ``slots``, to seat ``to`` (-1: to the pass, delivered once everyone has given).
    Only the giver and the receiver see the cards; the giver never sees the blind ones.

        Attributes:
            type_ (SequencedCardsGivenEventType):
            seat (int): A seat number, 0-based.
            to (int): The seat given to; -1: to the pass (delivered once everyone has given).
            cards (list[str] | None):
            slots (list[int]): The table slots whose blind top card is given too.
            seq (int): The event's number; the game's version after it.
            count (int | Unset): How many cards (in a reader's copy, even when it may not see them).
            cause (Cause | Unset): The action that caused an event (on the first event of the action's batch). Actions
                are public, except the cards of another seat's `place` and `swap` when the ruleset's
                top layer is not public (Cutthroat): those `cards` are null. `bot` names the built-in
                bot that chose the action (`push` for a push bot), for seats played by one; `default`
                says why a push bot's seat (or a tournament's stalled pull bot's) played the default move
                instead of the bot's answer.
                The contributed deal's deadline is logged with `seat` null and the action
                `{"kind": "timeout"}`.
     """

    type_: SequencedCardsGivenEventType
    seat: int
    to: int
    cards: list[str] | None
    slots: list[int]
    seq: int
    count: int | Unset = UNSET
    cause: Cause | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.cause import Cause # noqa: PLC0415
        type_ = self.type_.value

        seat = self.seat

        to = self.to

        cards: list[str] | None
        if isinstance(self.cards, list):
            cards = self.cards


        else:
            cards = self.cards

        slots = self.slots



        seq = self.seq

        count = self.count

        cause: dict[str, Any] | Unset = UNSET
        if not isinstance(self.cause, Unset):
            cause = self.cause.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "seat": seat,
            "to": to,
            "cards": cards,
            "slots": slots,
            "seq": seq,
        })
        if count is not UNSET:
            field_dict["count"] = count
        if cause is not UNSET:
            field_dict["cause"] = cause

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.cause import Cause # noqa: PLC0415
        d = dict(src_dict)
        type_ = SequencedCardsGivenEventType(d.pop("type"))




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


        seq = d.pop("seq")

        count = d.pop("count", UNSET)

        _cause = d.pop("cause", UNSET)
        cause: Cause | Unset
        if isinstance(_cause,  Unset):
            cause = UNSET
        else:
            cause = Cause.from_dict(_cause)




        sequenced_cards_given_event = cls(
            type_=type_,
            seat=seat,
            to=to,
            cards=cards,
            slots=slots,
            seq=seq,
            count=count,
            cause=cause,
        )


        sequenced_cards_given_event.additional_properties = d
        return sequenced_cards_given_event

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

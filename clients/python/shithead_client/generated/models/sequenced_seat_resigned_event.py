from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.sequenced_seat_resigned_event_type import SequencedSeatResignedEventType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.cause import Cause





T = TypeVar("T", bound="SequencedSeatResignedEvent")



@_attrs_define
class SequencedSeatResignedEvent:
    """ ``seat`` resigned: it is the loser, and the :class:`GameEnded` that follows ends the game.

        Attributes:
            type_ (SequencedSeatResignedEventType):
            seat (int): A seat number, 0-based.
            seq (int): The event's number; the game's version after it.
            cause (Cause | Unset): The action that caused an event (on the first event of the action's batch). Actions
                are public, except the cards of another seat's `place` and `swap` when the ruleset's
                top layer is not public (Cutthroat): those `cards` are null. `bot` names the built-in
                bot that chose the action (`push` for a push bot), for seats played by one; `default`
                says why a push bot's seat (or a tournament's stalled pull bot's) played the default move
                instead of the bot's answer.
                The contributed deal's deadline is logged with `seat` null and the action
                `{"kind": "timeout"}`.
     """

    type_: SequencedSeatResignedEventType
    seat: int
    seq: int
    cause: Cause | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.cause import Cause # noqa: PLC0415
        type_ = self.type_.value

        seat = self.seat

        seq = self.seq

        cause: dict[str, Any] | Unset = UNSET
        if not isinstance(self.cause, Unset):
            cause = self.cause.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "seat": seat,
            "seq": seq,
        })
        if cause is not UNSET:
            field_dict["cause"] = cause

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.cause import Cause # noqa: PLC0415
        d = dict(src_dict)
        type_ = SequencedSeatResignedEventType(d.pop("type"))




        seat = d.pop("seat")

        seq = d.pop("seq")

        _cause = d.pop("cause", UNSET)
        cause: Cause | Unset
        if isinstance(_cause,  Unset):
            cause = UNSET
        else:
            cause = Cause.from_dict(_cause)




        sequenced_seat_resigned_event = cls(
            type_=type_,
            seat=seat,
            seq=seq,
            cause=cause,
        )


        sequenced_seat_resigned_event.additional_properties = d
        return sequenced_seat_resigned_event

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

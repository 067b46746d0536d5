from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_aborted_event_type import GameAbortedEventType
from typing import cast






T = TypeVar("T", bound="GameAbortedEvent")



@_attrs_define
class GameAbortedEvent:
    """ The game was called off before its first play, with no result: ``reason`` ``abort``
    (``seats``: the seat that aborted it) or ``expired`` (``seats``: the open seats nobody
    took in time). The :class:`GameEnded` that follows ends it.

        Attributes:
            type_ (GameAbortedEventType):
            reason (str): `abort`: a seat called the game off before its first play (`seats`: that seat); `expired`: nobody
                took the open seats in time (`seats`: those seats).
            seats (list[int]):
     """

    type_: GameAbortedEventType
    reason: str
    seats: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        reason = self.reason

        seats = self.seats




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "reason": reason,
            "seats": seats,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = GameAbortedEventType(d.pop("type"))




        reason = d.pop("reason")

        seats = cast(list[int], d.pop("seats"))


        game_aborted_event = cls(
            type_=type_,
            reason=reason,
            seats=seats,
        )


        game_aborted_event.additional_properties = d
        return game_aborted_event

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_ended_event_type import GameEndedEventType
from typing import cast






T = TypeVar("T", bound="GameEndedEvent")



@_attrs_define
class GameEndedEvent:
    """ 
        Attributes:
            type_ (GameEndedEventType):
            reason (str): `last_player` (one player is left holding cards), `first_out`, `turn_cap`, `forfeit`, `resigned`
                or `aborted`.
            order (list[int]):
            loser (int | None):
            winner (int | None):
     """

    type_: GameEndedEventType
    reason: str
    order: list[int]
    loser: int | None
    winner: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        reason = self.reason

        order = self.order



        loser: int | None
        loser = self.loser

        winner: int | None
        winner = self.winner


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "reason": reason,
            "order": order,
            "loser": loser,
            "winner": winner,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = GameEndedEventType(d.pop("type"))




        reason = d.pop("reason")

        order = cast(list[int], d.pop("order"))


        def _parse_loser(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        loser = _parse_loser(d.pop("loser"))


        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))


        game_ended_event = cls(
            type_=type_,
            reason=reason,
            order=order,
            loser=loser,
            winner=winner,
        )


        game_ended_event.additional_properties = d
        return game_ended_event

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

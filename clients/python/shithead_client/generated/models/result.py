from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.result_reason import ResultReason
from typing import cast






T = TypeVar("T", bound="Result")



@_attrs_define
class Result:
    """ How the game ended.

        Attributes:
            reason (ResultReason): `last_player` (one player is left holding cards), `first_out`, `turn_cap` (a
                draw) or `forfeit` (a contributed deal's seats missed the deadline: `order` holds
                the seats on time, `loser` a lone late seat, `winner` a lone seat on time; or a
                seat's time ran out: `loser` is that seat, `order` every other seat);
                `resigned` (`loser` resigned, `order` every other seat, as a forfeit orders them);
                `aborted` (called off before the first play, or its open seats expired: no
                result, `order` empty, no winner or loser).
            order (list[int]): Seats in the order they went out.
            loser (int | None):
            winner (int | None):
            draw (bool):
     """

    reason: ResultReason
    order: list[int]
    loser: int | None
    winner: int | None
    draw: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        reason = self.reason.value

        order = self.order



        loser: int | None
        loser = self.loser

        winner: int | None
        winner = self.winner

        draw = self.draw


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "reason": reason,
            "order": order,
            "loser": loser,
            "winner": winner,
            "draw": draw,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reason = ResultReason(d.pop("reason"))




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


        draw = d.pop("draw")

        result = cls(
            reason=reason,
            order=order,
            loser=loser,
            winner=winner,
            draw=draw,
        )


        result.additional_properties = d
        return result

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

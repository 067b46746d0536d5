from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.tournament_game_result_reason import TournamentGameResultReason
from typing import cast






T = TypeVar("T", bound="TournamentGameResult")



@_attrs_define
class TournamentGameResult:
    """ 
        Attributes:
            index (int):
            scores (list[float]): Each seat's points.
            reason (TournamentGameResultReason):
            strikes (list[int]):
            events (int):
            log_hash (str): The `hash` of the last event of the game's replay.
     """

    index: int
    scores: list[float]
    reason: TournamentGameResultReason
    strikes: list[int]
    events: int
    log_hash: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        index = self.index

        scores = self.scores



        reason = self.reason.value

        strikes = self.strikes



        events = self.events

        log_hash = self.log_hash


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "index": index,
            "scores": scores,
            "reason": reason,
            "strikes": strikes,
            "events": events,
            "log_hash": log_hash,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        index = d.pop("index")

        scores = cast(list[float], d.pop("scores"))


        reason = TournamentGameResultReason(d.pop("reason"))




        strikes = cast(list[int], d.pop("strikes"))


        events = d.pop("events")

        log_hash = d.pop("log_hash")

        tournament_game_result = cls(
            index=index,
            scores=scores,
            reason=reason,
            strikes=strikes,
            events=events,
            log_hash=log_hash,
        )


        tournament_game_result.additional_properties = d
        return tournament_game_result

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

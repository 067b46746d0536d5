from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="TournamentResultsGamesItem")



@_attrs_define
class TournamentResultsGamesItem:
    """ 
        Attributes:
            index (int):
            round_ (int):
            table (int):
            deal (int):
            rotation (int):
            seats (list[int]):
            game_id (None | str):
            final_hash (str):
            events (int):
            scores (list[float]):
            reason (str):
            strikes (list[int]):
     """

    index: int
    round_: int
    table: int
    deal: int
    rotation: int
    seats: list[int]
    game_id: None | str
    final_hash: str
    events: int
    scores: list[float]
    reason: str
    strikes: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        index = self.index

        round_ = self.round_

        table = self.table

        deal = self.deal

        rotation = self.rotation

        seats = self.seats



        game_id: None | str
        game_id = self.game_id

        final_hash = self.final_hash

        events = self.events

        scores = self.scores



        reason = self.reason

        strikes = self.strikes




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "index": index,
            "round": round_,
            "table": table,
            "deal": deal,
            "rotation": rotation,
            "seats": seats,
            "game_id": game_id,
            "final_hash": final_hash,
            "events": events,
            "scores": scores,
            "reason": reason,
            "strikes": strikes,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        index = d.pop("index")

        round_ = d.pop("round")

        table = d.pop("table")

        deal = d.pop("deal")

        rotation = d.pop("rotation")

        seats = cast(list[int], d.pop("seats"))


        def _parse_game_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        game_id = _parse_game_id(d.pop("game_id"))


        final_hash = d.pop("final_hash")

        events = d.pop("events")

        scores = cast(list[float], d.pop("scores"))


        reason = d.pop("reason")

        strikes = cast(list[int], d.pop("strikes"))


        tournament_results_games_item = cls(
            index=index,
            round_=round_,
            table=table,
            deal=deal,
            rotation=rotation,
            seats=seats,
            game_id=game_id,
            final_hash=final_hash,
            events=events,
            scores=scores,
            reason=reason,
            strikes=strikes,
        )


        tournament_results_games_item.additional_properties = d
        return tournament_results_games_item

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

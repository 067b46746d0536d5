from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.tournament_game_result import TournamentGameResult





T = TypeVar("T", bound="TournamentGame")



@_attrs_define
class TournamentGame:
    """ 
        Attributes:
            index (int):
            round_ (int):
            table (int):
            deal (int):
            rotation (int):
            seats (list[int]): The participant in each seat.
            game_id (None | str):
            replay (None | str): `/v1/games/{game_id}/replay` once the game exists.
            result (None | TournamentGameResult):
     """

    index: int
    round_: int
    table: int
    deal: int
    rotation: int
    seats: list[int]
    game_id: None | str
    replay: None | str
    result: None | TournamentGameResult
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.tournament_game_result import TournamentGameResult # noqa: PLC0415
        index = self.index

        round_ = self.round_

        table = self.table

        deal = self.deal

        rotation = self.rotation

        seats = self.seats



        game_id: None | str
        game_id = self.game_id

        replay: None | str
        replay = self.replay

        result: dict[str, Any] | None
        if isinstance(self.result, TournamentGameResult):
            result = self.result.to_dict()
        else:
            result = self.result


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
            "replay": replay,
            "result": result,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tournament_game_result import TournamentGameResult # noqa: PLC0415
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


        def _parse_replay(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        replay = _parse_replay(d.pop("replay"))


        def _parse_result(data: object) -> None | TournamentGameResult:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = TournamentGameResult.from_dict(data)



                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TournamentGameResult, data)

        result = _parse_result(d.pop("result"))


        tournament_game = cls(
            index=index,
            round_=round_,
            table=table,
            deal=deal,
            rotation=rotation,
            seats=seats,
            game_id=game_id,
            replay=replay,
            result=result,
        )


        tournament_game.additional_properties = d
        return tournament_game

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.result import Result





T = TypeVar("T", bound="MatchGame")



@_attrs_define
class MatchGame:
    """ 
        Attributes:
            index (int):
            game_id (str):
            replay (str): `/v1/games/{game_id}/replay`.
            dealer (int): A seat number, 0-based.
            starter (int | None): The seat that plays first because it won the game before (null when the ruleset decides as
                usual).
            spoils (int | None): The seat dealt the start card face down as its spoils (the game before's winner), or null.
            no_swap (list[int]): Seats that may not swap in this game's setup (the game before's loser, where the ruleset
                says so).
            result (None | Result):
     """

    index: int
    game_id: str
    replay: str
    dealer: int
    starter: int | None
    spoils: int | None
    no_swap: list[int]
    result: None | Result
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.result import Result # noqa: PLC0415
        index = self.index

        game_id = self.game_id

        replay = self.replay

        dealer = self.dealer

        starter: int | None
        starter = self.starter

        spoils: int | None
        spoils = self.spoils

        no_swap = self.no_swap



        result: dict[str, Any] | None
        if isinstance(self.result, Result):
            result = self.result.to_dict()
        else:
            result = self.result


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "index": index,
            "game_id": game_id,
            "replay": replay,
            "dealer": dealer,
            "starter": starter,
            "spoils": spoils,
            "no_swap": no_swap,
            "result": result,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.result import Result # noqa: PLC0415
        d = dict(src_dict)
        index = d.pop("index")

        game_id = d.pop("game_id")

        replay = d.pop("replay")

        dealer = d.pop("dealer")

        def _parse_starter(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        starter = _parse_starter(d.pop("starter"))


        def _parse_spoils(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        spoils = _parse_spoils(d.pop("spoils"))


        no_swap = cast(list[int], d.pop("no_swap"))


        def _parse_result(data: object) -> None | Result:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = Result.from_dict(data)



                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Result, data)

        result = _parse_result(d.pop("result"))


        match_game = cls(
            index=index,
            game_id=game_id,
            replay=replay,
            dealer=dealer,
            starter=starter,
            spoils=spoils,
            no_swap=no_swap,
            result=result,
        )


        match_game.additional_properties = d
        return match_game

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

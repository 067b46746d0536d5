from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.ladder_results_seat import LadderResultsSeat





T = TypeVar("T", bound="LadderResultsGame")



@_attrs_define
class LadderResultsGame:
    """ 
        Attributes:
            index (int):
            game_id (str):
            final_hash (str): The last hash of the game's replay.
            seats (list[LadderResultsSeat]):
     """

    index: int
    game_id: str
    final_hash: str
    seats: list[LadderResultsSeat]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.ladder_results_seat import LadderResultsSeat # noqa: PLC0415
        index = self.index

        game_id = self.game_id

        final_hash = self.final_hash

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "index": index,
            "game_id": game_id,
            "final_hash": final_hash,
            "seats": seats,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ladder_results_seat import LadderResultsSeat # noqa: PLC0415
        d = dict(src_dict)
        index = d.pop("index")

        game_id = d.pop("game_id")

        final_hash = d.pop("final_hash")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = LadderResultsSeat.from_dict(seats_item_data)



            seats.append(seats_item)


        ladder_results_game = cls(
            index=index,
            game_id=game_id,
            final_hash=final_hash,
            seats=seats,
        )


        ladder_results_game.additional_properties = d
        return ladder_results_game

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

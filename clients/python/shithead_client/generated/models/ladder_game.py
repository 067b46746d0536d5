from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.ladder_game_seat import LadderGameSeat





T = TypeVar("T", bound="LadderGame")



@_attrs_define
class LadderGame:
    """ A rated game of the ladder.

        Attributes:
            game (str):
            ended (float): When it was rated (Unix seconds).
            reason (str): How the game ended (its result's `reason`).
            seats (list[LadderGameSeat]):
     """

    game: str
    ended: float
    reason: str
    seats: list[LadderGameSeat]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.ladder_game_seat import LadderGameSeat # noqa: PLC0415
        game = self.game

        ended = self.ended

        reason = self.reason

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game": game,
            "ended": ended,
            "reason": reason,
            "seats": seats,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ladder_game_seat import LadderGameSeat # noqa: PLC0415
        d = dict(src_dict)
        game = d.pop("game")

        ended = d.pop("ended")

        reason = d.pop("reason")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = LadderGameSeat.from_dict(seats_item_data)



            seats.append(seats_item)


        ladder_game = cls(
            game=game,
            ended=ended,
            reason=reason,
            seats=seats,
        )


        ladder_game.additional_properties = d
        return ladder_game

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

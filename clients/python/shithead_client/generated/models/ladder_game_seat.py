from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="LadderGameSeat")



@_attrs_define
class LadderGameSeat:
    """ 
        Attributes:
            seat (int): A seat number, 0-based.
            bot (str):
            score (float): 1 a win, 0.5 a draw, 0 a loss.
            rating_before (float):
            rating_after (float):
     """

    seat: int
    bot: str
    score: float
    rating_before: float
    rating_after: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        bot = self.bot

        score = self.score

        rating_before = self.rating_before

        rating_after = self.rating_after


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "bot": bot,
            "score": score,
            "rating_before": rating_before,
            "rating_after": rating_after,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        bot = d.pop("bot")

        score = d.pop("score")

        rating_before = d.pop("rating_before")

        rating_after = d.pop("rating_after")

        ladder_game_seat = cls(
            seat=seat,
            bot=bot,
            score=score,
            rating_before=rating_before,
            rating_after=rating_after,
        )


        ladder_game_seat.additional_properties = d
        return ladder_game_seat

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

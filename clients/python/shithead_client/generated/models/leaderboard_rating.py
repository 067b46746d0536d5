from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="LeaderboardRating")



@_attrs_define
class LeaderboardRating:
    """ A bot's rating after one rated game.

        Attributes:
            game (str):
            at (float): When it was rated (Unix seconds).
            rating (float):
            mu (float):
            sigma (float):
            score (float): The bot's score in the game: a win 1, a draw 0.5, a loss 0.
            ladder (str | Unset): The ladder whose game it was.
            tournament (str | Unset): The rated tournament whose game it was.
     """

    game: str
    at: float
    rating: float
    mu: float
    sigma: float
    score: float
    ladder: str | Unset = UNSET
    tournament: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        game = self.game

        at = self.at

        rating = self.rating

        mu = self.mu

        sigma = self.sigma

        score = self.score

        ladder = self.ladder

        tournament = self.tournament


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game": game,
            "at": at,
            "rating": rating,
            "mu": mu,
            "sigma": sigma,
            "score": score,
        })
        if ladder is not UNSET:
            field_dict["ladder"] = ladder
        if tournament is not UNSET:
            field_dict["tournament"] = tournament

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game = d.pop("game")

        at = d.pop("at")

        rating = d.pop("rating")

        mu = d.pop("mu")

        sigma = d.pop("sigma")

        score = d.pop("score")

        ladder = d.pop("ladder", UNSET)

        tournament = d.pop("tournament", UNSET)

        leaderboard_rating = cls(
            game=game,
            at=at,
            rating=rating,
            mu=mu,
            sigma=sigma,
            score=score,
            ladder=ladder,
            tournament=tournament,
        )


        leaderboard_rating.additional_properties = d
        return leaderboard_rating

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

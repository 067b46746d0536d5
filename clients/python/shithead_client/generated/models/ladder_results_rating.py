from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="LadderResultsRating")



@_attrs_define
class LadderResultsRating:
    """ 
        Attributes:
            bot (str):
            mu (float):
            sigma (float):
            ordinal (float):
            games (int):
            wins (int):
            draws (int):
            losses (int):
     """

    bot: str
    mu: float
    sigma: float
    ordinal: float
    games: int
    wins: int
    draws: int
    losses: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        bot = self.bot

        mu = self.mu

        sigma = self.sigma

        ordinal = self.ordinal

        games = self.games

        wins = self.wins

        draws = self.draws

        losses = self.losses


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "bot": bot,
            "mu": mu,
            "sigma": sigma,
            "ordinal": ordinal,
            "games": games,
            "wins": wins,
            "draws": draws,
            "losses": losses,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bot = d.pop("bot")

        mu = d.pop("mu")

        sigma = d.pop("sigma")

        ordinal = d.pop("ordinal")

        games = d.pop("games")

        wins = d.pop("wins")

        draws = d.pop("draws")

        losses = d.pop("losses")

        ladder_results_rating = cls(
            bot=bot,
            mu=mu,
            sigma=sigma,
            ordinal=ordinal,
            games=games,
            wins=wins,
            draws=draws,
            losses=losses,
        )


        ladder_results_rating.additional_properties = d
        return ladder_results_rating

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

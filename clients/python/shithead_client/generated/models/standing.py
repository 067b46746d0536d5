from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="Standing")



@_attrs_define
class Standing:
    """ 
        Attributes:
            participant (int): The participant's position in the request's list.
            name (str):
            games (int):
            wins (int):
            draws (int): Games ended by the turn cap.
            losses (int):
            points (float): 1 a win, 0.5 a draw.
            strikes (int):
            byes (int):
            mu (float): OpenSkill (Plackett-Luce) rating mean, 25 at the start.
            sigma (float): The rating's uncertainty (standard deviation).
            ordinal (float): mu - 3 sigma, a conservative estimate of skill.
     """

    participant: int
    name: str
    games: int
    wins: int
    draws: int
    losses: int
    points: float
    strikes: int
    byes: int
    mu: float
    sigma: float
    ordinal: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        participant = self.participant

        name = self.name

        games = self.games

        wins = self.wins

        draws = self.draws

        losses = self.losses

        points = self.points

        strikes = self.strikes

        byes = self.byes

        mu = self.mu

        sigma = self.sigma

        ordinal = self.ordinal


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "participant": participant,
            "name": name,
            "games": games,
            "wins": wins,
            "draws": draws,
            "losses": losses,
            "points": points,
            "strikes": strikes,
            "byes": byes,
            "mu": mu,
            "sigma": sigma,
            "ordinal": ordinal,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        participant = d.pop("participant")

        name = d.pop("name")

        games = d.pop("games")

        wins = d.pop("wins")

        draws = d.pop("draws")

        losses = d.pop("losses")

        points = d.pop("points")

        strikes = d.pop("strikes")

        byes = d.pop("byes")

        mu = d.pop("mu")

        sigma = d.pop("sigma")

        ordinal = d.pop("ordinal")

        standing = cls(
            participant=participant,
            name=name,
            games=games,
            wins=wins,
            draws=draws,
            losses=losses,
            points=points,
            strikes=strikes,
            byes=byes,
            mu=mu,
            sigma=sigma,
            ordinal=ordinal,
        )


        standing.additional_properties = d
        return standing

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

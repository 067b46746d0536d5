from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="LeaderboardRow")



@_attrs_define
class LeaderboardRow:
    """ A bot's rating in one ruleset, across every rated game.

        Attributes:
            bot (str):
            rating (float): The OpenSkill (Plackett-Luce) ordinal, `mu - 3 sigma`: the board's order.
            mu (float):
            sigma (float):
            games (int): Rated games.
            wins (int):
            draws (int):
            losses (int):
            provisional (bool): Fewer rated games than `provisional_games`: the rating is still uncertain.
            online (bool): Heard from within `BOT_ONLINE_SECONDS`.
            last_seen (float | None): When the bot was last heard from (Unix seconds); null: never.
     """

    bot: str
    rating: float
    mu: float
    sigma: float
    games: int
    wins: int
    draws: int
    losses: int
    provisional: bool
    online: bool
    last_seen: float | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        bot = self.bot

        rating = self.rating

        mu = self.mu

        sigma = self.sigma

        games = self.games

        wins = self.wins

        draws = self.draws

        losses = self.losses

        provisional = self.provisional

        online = self.online

        last_seen: float | None
        last_seen = self.last_seen


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "bot": bot,
            "rating": rating,
            "mu": mu,
            "sigma": sigma,
            "games": games,
            "wins": wins,
            "draws": draws,
            "losses": losses,
            "provisional": provisional,
            "online": online,
            "last_seen": last_seen,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bot = d.pop("bot")

        rating = d.pop("rating")

        mu = d.pop("mu")

        sigma = d.pop("sigma")

        games = d.pop("games")

        wins = d.pop("wins")

        draws = d.pop("draws")

        losses = d.pop("losses")

        provisional = d.pop("provisional")

        online = d.pop("online")

        def _parse_last_seen(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        last_seen = _parse_last_seen(d.pop("last_seen"))


        leaderboard_row = cls(
            bot=bot,
            rating=rating,
            mu=mu,
            sigma=sigma,
            games=games,
            wins=wins,
            draws=draws,
            losses=losses,
            provisional=provisional,
            online=online,
            last_seen=last_seen,
        )


        leaderboard_row.additional_properties = d
        return leaderboard_row

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

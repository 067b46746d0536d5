from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.leaderboard_rating import LeaderboardRating





T = TypeVar("T", bound="BotLeaderboard")



@_attrs_define
class BotLeaderboard:
    """ A bot's rating in one ruleset and how it got there.

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
            ruleset (str):
            provisional_games (int):
            history (list[LeaderboardRating]): Its rating after each rated game, newest first (at most 200).
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
    ruleset: str
    provisional_games: int
    history: list[LeaderboardRating]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.leaderboard_rating import LeaderboardRating # noqa: PLC0415
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

        ruleset = self.ruleset

        provisional_games = self.provisional_games

        history = []
        for history_item_data in self.history:
            history_item = history_item_data.to_dict()
            history.append(history_item)




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
            "ruleset": ruleset,
            "provisional_games": provisional_games,
            "history": history,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.leaderboard_rating import LeaderboardRating # noqa: PLC0415
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


        ruleset = d.pop("ruleset")

        provisional_games = d.pop("provisional_games")

        history = []
        _history = d.pop("history")
        for history_item_data in (_history):
            history_item = LeaderboardRating.from_dict(history_item_data)



            history.append(history_item)


        bot_leaderboard = cls(
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
            ruleset=ruleset,
            provisional_games=provisional_games,
            history=history,
        )


        bot_leaderboard.additional_properties = d
        return bot_leaderboard

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.ladder_rating import LadderRating





T = TypeVar("T", bound="LadderEntry")



@_attrs_define
class LadderEntry:
    """ A bot's line of the leaderboard.

        Attributes:
            rank (int):
            bot (str):
            rating (float): The OpenSkill (Plackett-Luce) ordinal, `mu - 3 sigma`: what the board is ordered by.
            mu (float):
            sigma (float):
            games (int):
            wins (int):
            draws (int):
            losses (int):
            win_rate (float | None): Wins per game; null before its first game.
            enrolled (bool): Whether it is enrolled now (a bot that left keeps its line).
            online (bool): Whether the bot was heard from within `BOT_ONLINE_SECONDS`: the scheduler pairs only online bots.
            last_seen (float | None): When the bot was last heard from (Unix seconds); null: never.
            paused (float | None): When the scheduler paused the bot after `LADDER_PAUSE_FORFEITS` forfeits in a row (Unix
                seconds); null: not paused. A paused bot is paired again once heard from after it.
            forfeits_in_a_row (int): Its latest ladder games it forfeited on time, in a row.
            history (list[LadderRating]): Its latest ratings, newest first (at most 20).
     """

    rank: int
    bot: str
    rating: float
    mu: float
    sigma: float
    games: int
    wins: int
    draws: int
    losses: int
    win_rate: float | None
    enrolled: bool
    online: bool
    last_seen: float | None
    paused: float | None
    forfeits_in_a_row: int
    history: list[LadderRating]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.ladder_rating import LadderRating # noqa: PLC0415
        rank = self.rank

        bot = self.bot

        rating = self.rating

        mu = self.mu

        sigma = self.sigma

        games = self.games

        wins = self.wins

        draws = self.draws

        losses = self.losses

        win_rate: float | None
        win_rate = self.win_rate

        enrolled = self.enrolled

        online = self.online

        last_seen: float | None
        last_seen = self.last_seen

        paused: float | None
        paused = self.paused

        forfeits_in_a_row = self.forfeits_in_a_row

        history = []
        for history_item_data in self.history:
            history_item = history_item_data.to_dict()
            history.append(history_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "rank": rank,
            "bot": bot,
            "rating": rating,
            "mu": mu,
            "sigma": sigma,
            "games": games,
            "wins": wins,
            "draws": draws,
            "losses": losses,
            "win_rate": win_rate,
            "enrolled": enrolled,
            "online": online,
            "last_seen": last_seen,
            "paused": paused,
            "forfeits_in_a_row": forfeits_in_a_row,
            "history": history,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ladder_rating import LadderRating # noqa: PLC0415
        d = dict(src_dict)
        rank = d.pop("rank")

        bot = d.pop("bot")

        rating = d.pop("rating")

        mu = d.pop("mu")

        sigma = d.pop("sigma")

        games = d.pop("games")

        wins = d.pop("wins")

        draws = d.pop("draws")

        losses = d.pop("losses")

        def _parse_win_rate(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        win_rate = _parse_win_rate(d.pop("win_rate"))


        enrolled = d.pop("enrolled")

        online = d.pop("online")

        def _parse_last_seen(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        last_seen = _parse_last_seen(d.pop("last_seen"))


        def _parse_paused(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        paused = _parse_paused(d.pop("paused"))


        forfeits_in_a_row = d.pop("forfeits_in_a_row")

        history = []
        _history = d.pop("history")
        for history_item_data in (_history):
            history_item = LadderRating.from_dict(history_item_data)



            history.append(history_item)


        ladder_entry = cls(
            rank=rank,
            bot=bot,
            rating=rating,
            mu=mu,
            sigma=sigma,
            games=games,
            wins=wins,
            draws=draws,
            losses=losses,
            win_rate=win_rate,
            enrolled=enrolled,
            online=online,
            last_seen=last_seen,
            paused=paused,
            forfeits_in_a_row=forfeits_in_a_row,
            history=history,
        )


        ladder_entry.additional_properties = d
        return ladder_entry

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

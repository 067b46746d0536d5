"""The leaderboards: one OpenSkill rating per bot and ruleset, across every rated game.

A game is rated on the leaderboard of its ruleset (the ruleset's name, as ``GET
/v1/rulesets`` names it) when it is a ladder's game that the ladder rated (:mod:`.ladders`),
or a game of a tournament created with ``rated: true`` whose seats are all registered bots.
Each is rated once per bot (the store's marker), with OpenSkill's Plackett-Luce model and
the seats' scores as a ladder rates them (a win 1, a draw 0.5, a loss 0; a seat whose bot
left has lost): the same update as the ladder's own ratings, from the bot's rating across
every rated game instead of the ladder's alone. The rating shown is the ordinal,
``mu - 3 sigma``; a bot with fewer than ``LEADERBOARD_PROVISIONAL_GAMES`` rated games is
``provisional``.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from typing import Any

from engine import ladder

from ..games.errors import NotFound, Unprocessable
from ..store.errors import StoreError
from ..store.leaderboards import LeaderboardStore, whole_rating
from ..store.presence import Presence

log = logging.getLogger("shithead.leaderboards")

#: Times a game's ratings are computed again when another game rated one of its bots meanwhile.
RETRIES = 5
#: Rated games below which a bot's rating is ``provisional`` (the setting's default).
PROVISIONAL_GAMES = 10
#: Ratings ``GET /v1/leaderboards/{ruleset}/{bot}`` shows at most.
HISTORY_SHOWN = 200
#: A ruleset's name as a path segment.
RULESET_NAME = re.compile(r"^[A-Za-z0-9_.:+-]{1,80}$")


def check_ruleset(name: str) -> str:
    if not RULESET_NAME.match(name):
        raise Unprocessable(f"{name!r} is not a ruleset's name", code="invalid_parameter")
    return name


def encode_cursor(score: float, name: str) -> str:
    return f"{score!r}~{name}"


def decode_cursor(raw: str) -> tuple[float, str]:
    score, sep, name = raw.partition("~")
    try:
        value = float(score)
    except ValueError:
        value = float("nan")
    if not sep or not name or value != value or value in (float("inf"), float("-inf")):
        raise Unprocessable("cursor must come from next_cursor", code="invalid_parameter")
    return value, name


class Leaderboards:
    def __init__(
        self,
        store: LeaderboardStore,
        presence: Presence,
        *,
        provisional_games: int = PROVISIONAL_GAMES,
    ) -> None:
        self.store = store
        self.presence = presence
        self.provisional_games = provisional_games
        self.model = ladder.model()

    # == rating ===========================================================================

    def rate_game(
        self,
        ruleset: str,
        game_id: str,
        seated: Sequence[str],
        scores: Sequence[float],
        at: float,
        source: dict[str, Any],
    ) -> None:
        """Rate a finished game's bots on ``ruleset``'s board, once per bot (a failure is
        logged: the game itself is not undone)."""
        left = set(seated)  # the bots not written yet
        try:
            for _ in range(RETRIES):  # again while another game rates one of them meanwhile
                raw = self.store.raw_ratings(ruleset, list(seated))
                before = [whole_rating(raw[n]) or ladder.fresh(self.model) for n in seated]
                after = ladder.rate(self.model, before, scores)
                for name, rating, score in zip(seated, after, scores, strict=True):
                    if name not in left:
                        continue
                    entry = {
                        "game": game_id,
                        "at": at,
                        "rating": rating["ordinal"],
                        "mu": rating["mu"],
                        "sigma": rating["sigma"],
                        "score": score,
                        **source,
                    }
                    rated = {**rating, "updated": at}
                    if self.store.rate(ruleset, game_id, name, rated, entry, raw[name]) >= 0:
                        left.discard(name)
                if not left:
                    return
            log.warning("game %s: %s not rated on %s", game_id, sorted(left), ruleset)
        except StoreError as exc:
            log.warning("game %s: leaderboard %s not updated: %s", game_id, ruleset, exc)

    def rate_loaded(self, loaded: Any, game_id: str, at: float, source: dict[str, Any]) -> bool:
        """Rate a finished game whose seats are all registered bots (``loaded``: the game
        service's :class:`~api.games.repository.Loaded`); False (nothing rated) for a game not
        over, aborted, or with a seat that is no registered bot's."""
        st = loaded.state
        seated = [loaded.meta.get(f"account:{i}", "") for i in range(loaded.game.players)]
        if st.result is None or st.result.reason == ladder.ABORTED or not all(seated):
            return False
        if len(set(seated)) != len(seated):  # a bot against itself rates nothing
            return False
        r = st.result
        scores = ladder.seat_scores(
            r.reason,
            r.winner,
            r.loser,
            loaded.game.ruleset.objective,
            [i for i, sub in enumerate(st.substitutes) if sub],
            loaded.game.players,
        )
        self.rate_game(loaded.game.ruleset.name, game_id, seated, scores, at, source)
        return True

    # == reading ==========================================================================

    def _row(self, name: str, rating: dict[str, Any], seen: float | None) -> dict[str, Any]:
        games = int(rating["games"])
        return {
            "bot": name,
            "rating": rating["ordinal"],
            "mu": rating["mu"],
            "sigma": rating["sigma"],
            "games": games,
            "wins": int(rating["wins"]),
            "draws": int(rating["draws"]),
            "losses": int(rating["losses"]),
            "provisional": games < self.provisional_games,
            "online": self.presence.is_online(seen),
            "last_seen": seen,
        }

    def rows(self, ruleset: str, entries: list[tuple[str, float]]) -> list[dict[str, Any]]:
        """Board entries as rows, in order; an entry whose rating was cleared is dropped."""
        names = [name for name, _ in entries]
        ratings = self.store.ratings(ruleset, names)
        cleared = [name for name in names if ratings[name] is None]
        self.store.drop(ruleset, cleared)
        seen = self.presence.last_seen(names)
        return [
            self._row(name, rating, seen[name])
            for name in names
            if (rating := ratings[name]) is not None
        ]

    def board(self, ruleset: str, cursor: str | None, limit: int) -> dict[str, Any]:
        """One page of the board, best first."""
        check_ruleset(ruleset)
        if cursor is None:
            entries = self.store.page(ruleset, 0, limit + 1)
        else:
            entries = self.store.below(ruleset, *decode_cursor(cursor), limit + 1)
        more = len(entries) > limit
        entries = entries[:limit]
        rows = self.rows(ruleset, entries)
        last = entries[-1] if entries else None
        return {
            "ruleset": ruleset,
            "provisional_games": self.provisional_games,
            "bots": rows,
            "next_cursor": encode_cursor(last[1], last[0]) if more and last else None,
        }

    def bot(self, ruleset: str, name: str, limit: int = HISTORY_SHOWN) -> dict[str, Any]:
        """A bot's rating in ``ruleset`` with its history, newest first."""
        check_ruleset(ruleset)
        rating = self.store.ratings(ruleset, [name])[name]
        if rating is None:
            raise NotFound(f"bot {name} has no rating in {ruleset}")
        seen = self.presence.last_seen([name])[name]
        return {
            "ruleset": ruleset,
            "provisional_games": self.provisional_games,
            **self._row(name, rating, seen),
            "history": self.store.history(ruleset, name, limit),
        }

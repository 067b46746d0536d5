"""A registered bot's whole history: its finished games, newest first, filtered and paged by
cursor (``GET /v1/bots/{name}/games``), and each one's replay document in turn for an export.

The history is the store's index (:mod:`api.store.bot_games`), written when each game ends;
a page reads one index from its cursor, so its cost does not grow with the games stored. A
replay is the game's, read as ``GET /v1/games/{id}/replay`` reads it: a finished game whose
deal another game still plays (a duplicate tournament's) is withheld, as it is there.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from datetime import datetime
from typing import Any

from ..games.errors import NotFound, ServiceError, Unprocessable
from ..games.service import GameService
from ..store.bot_games import BadCursor, Filters
from ..store.bots import BotStore

#: The outcomes a seat's game may have: one word set, here, in the profile's results, the
#: feed's ``game_ended`` and the Python client's ``outcome()``.
OUTCOMES = ("win", "loss", "draw", "placed")
#: A version tag: what ``PATCH /v1/bots/{name}`` accepts and the history filters by.
VERSION_TAG = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._+-]{0,39}$")
BOT_NAME = re.compile(r"^[A-Za-z0-9_-]{1,40}$")
RULESET = re.compile(r"^[A-Za-z0-9_.:-]{1,64}$")
#: Entries a page holds by default, and at most.
PAGE = 20
MAX_PAGE = 100
#: Entries an export reads from the index at a time (what it holds besides one document).
EXPORT_PAGE = 25


def _invalid(detail: str) -> Unprocessable:
    return Unprocessable(detail, code="invalid_parameter")


def parse_time(name: str, raw: str) -> int:
    """A time a query gives, as Unix seconds (``1764300000.5``) or ISO 8601 with its offset
    (``2026-11-28T13:00:00Z``): ms since the epoch."""
    try:
        return int(float(raw) * 1000)
    except ValueError:
        pass
    try:
        at = datetime.fromisoformat(raw.replace("Z", "+00:00").replace("z", "+00:00"))
    except ValueError:
        raise _invalid(f"{name} must be Unix seconds or an ISO 8601 time") from None
    if at.tzinfo is None:
        raise _invalid(f"{name} must give its UTC offset (…Z or …+01:00)")
    return int(at.timestamp() * 1000)


def filters_of(args: Mapping[str, str]) -> Filters:
    """The filters of a history query's parameters, each checked (422 ``invalid_parameter``)."""
    checks = {"ruleset": RULESET, "opponent": BOT_NAME, "version": VERSION_TAG}
    for key, pattern in checks.items():
        value = args.get(key)
        if value is not None and not pattern.match(value):
            raise _invalid(f"{key} is not a valid {key} name")
    outcome = args.get("outcome")
    if outcome is not None and outcome not in OUTCOMES:
        raise _invalid(f"outcome must be one of {', '.join(OUTCOMES)}")
    since = parse_time("since", args["since"]) if args.get("since") is not None else None
    until = parse_time("until", args["until"]) if args.get("until") is not None else None
    if since is not None and until is not None and since > until:
        raise _invalid("since is after until")
    return Filters(
        ruleset=args.get("ruleset"),
        outcome=outcome,
        opponent=args.get("opponent"),
        version=args.get("version"),
        since_ms=since,
        until_ms=until,
    )


class BotHistory:
    """The bots' histories, over the bot store's index and the game service's replays."""

    def __init__(self, store: BotStore, games: GameService) -> None:
        self.store = store
        self.games = games

    def _known(self, name: str) -> None:
        if self.store.get(name) is None:
            raise NotFound(f"no bot {name}")

    def page(
        self, name: str, filters: Filters, limit: int = PAGE, cursor: str | None = None
    ) -> dict[str, Any]:
        """A page of the bot's finished games, newest first, and the next page's cursor."""
        self._known(name)
        try:
            entries, after = self.store.history.page(name, filters, limit, cursor)
        except BadCursor:
            raise _invalid("cursor is not one this service gave") from None
        return {"games": entries, "next_cursor": after}

    def replays(self, name: str, filters: Filters) -> Iterator[dict[str, Any]]:
        """Each matching game's replay document, newest first, read a page of the index at a
        time (one game's document held at once). A game whose deal another game still plays
        gives ``{"withheld": <id>, "code": "deal_in_play"}`` instead; a game gone (expired
        since its entry was read) gives nothing."""
        self._known(name)
        for entry in self.store.history.all(name, filters, EXPORT_PAGE):
            try:
                yield self.games.replay(entry["id"], None)
            except NotFound:
                continue
            except ServiceError as exc:
                if exc.code != "deal_in_play":
                    raise
                yield {"withheld": entry["id"], "code": exc.code, "detail": exc.detail}


__all__ = ["OUTCOMES", "PAGE", "VERSION_TAG", "BotHistory", "filters_of", "parse_time"]

"""The bots' directory, ``GET /v1/bots``: registered bots found by name, filtered by the
ruleset they are rated in and by presence, in name or rating order, a page at a time.

Name order walks the index of names (``bots:names``) from the cursor (the last name shown);
rating order walks the ruleset's leaderboard (:mod:`api.store.leaderboards`) from the cursor
(the last rating and name shown). Either way the filters are applied a batch at a time, and
a page stops after looking at :data:`SCAN_BUDGET` bots: a page may hold fewer than
``limit`` bots with a ``next_cursor`` still to follow, so one request's cost is bounded
however few bots match.
"""

from __future__ import annotations

import time
from typing import Any

from ..games.errors import Unprocessable
from ..store.bots import BotStore
from .leaderboards import Leaderboards, check_ruleset, decode_cursor, encode_cursor

#: Bots a page looks at, at most, whatever the filters keep.
SCAN_BUDGET = 2_000
#: Bots read per batch.
BATCH = 200


class Directory:
    def __init__(self, bots: BotStore, leaderboards: Leaderboards) -> None:
        self.bots = bots
        self.leaderboards = leaderboards

    def page(
        self,
        *,
        q: str | None,
        ruleset: str | None,
        online: bool | None,
        sort: str,
        cursor: str | None,
        limit: int,
    ) -> dict[str, Any]:
        if ruleset is not None:
            check_ruleset(ruleset)
        if sort == "rating" and ruleset is None:
            raise Unprocessable("sort=rating needs a ruleset", code="invalid_parameter")
        needle = q.lower() if q else None
        now = time.time()
        out: list[dict[str, Any]] = []
        looked = 0
        last: str | None = None
        exhausted = False
        while len(out) < limit and looked < SCAN_BUDGET:
            batch = self._batch(ruleset, sort, cursor if last is None else last)
            if not batch:
                exhausted = True
                break
            names = [name for name, _ in batch]
            looked += len(names)
            kept = self._filter(names, needle, ruleset, online, now)
            for name, score in batch:
                last = name if sort == "name" else encode_cursor(score, name)
                if name in kept:
                    out.append(kept[name])
                    if len(out) == limit:
                        break
            if len(batch) < BATCH and len(out) < limit:
                exhausted = True
                break
        if len(out) == limit and not exhausted:
            exhausted = not self._batch(ruleset, sort, last)
        return {"bots": out, "next_cursor": None if exhausted else last}

    def _batch(self, ruleset: str | None, sort: str, after: str | None) -> list[tuple[str, float]]:
        if sort == "name":
            return [(n, 0.0) for n in self.bots.names_after(after or "", BATCH)]
        assert ruleset is not None
        store = self.leaderboards.store
        if after is None:
            return store.page(ruleset, 0, BATCH)
        return store.below(ruleset, *decode_cursor(after), BATCH)

    def _filter(
        self,
        names: list[str],
        needle: str | None,
        ruleset: str | None,
        online: bool | None,
        now: float,
    ) -> dict[str, dict[str, Any]]:
        """The bots of a batch the filters keep, as the directory shows them."""
        names = [n for n in names if needle is None or needle in n.lower()]
        if not names:
            return {}
        presence = self.leaderboards.presence
        seen = presence.last_seen(names)
        names = [n for n in names if online is None or presence.is_online(seen[n], now) == online]
        rows: dict[str, dict[str, Any]] = {}
        if ruleset is not None and names:
            ratings = self.leaderboards.store.ratings(ruleset, names)
            names = [n for n in names if ratings[n] is not None]
            rows = {r["bot"]: r for r in self.leaderboards.rows(ruleset, [(n, 0.0) for n in names])}
        records = self.bots.records(names)
        return {
            name: {
                "name": name,
                "kind": record["kind"],
                "description": record.get("description") or None,
                "status": "disabled" if record.get("disabled") else "active",
                "online": presence.is_online(seen[name], now),
                "last_seen": seen[name],
                "rating": rows.get(name),
            }
            for name in names
            if (record := records[name]) is not None
        }

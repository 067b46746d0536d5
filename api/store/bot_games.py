"""A registered bot's whole history of finished games, indexed so that a page of it costs the
same with ten games stored as with ten thousand.

Keys (hash-tagged by the bot's name, as :mod:`api.store.bots`' are, so one bot's history sits
on one Cluster slot and a script may write all of it at once):

- ``b:{name}:h`` every finished game of the bot, a sorted set of game ids scored by the
  game's finish time (ms since the epoch);
- ``b:{name}:h:<filter>:<value>`` the same, only the games that match one filter's value:
  ``r:<ruleset>``, ``o:<outcome>``, ``vs:<opponent>`` (a registered bot it met) and
  ``v:<version>`` (the version tag the bot played with);
- ``b:{name}:h:e`` each game's entry (JSON by game id): its seat, ruleset, outcome,
  result, opponents, version and finish time, what a history page shows.

``bot-history:bots`` (a set, its own slot) names the bots that have a history, so the
retention sweep finds the entries of the games it lets expire without scanning keys.

A page (:meth:`BotGames.page`) reads the smallest index of the filters it is given, newest
first, from its cursor, and checks the other filters on each entry it reads, reading at most
:data:`SCAN_CAP` entries: a page that found fewer matches than asked within the cap still
has a cursor, and the next page goes on from there.
"""

from __future__ import annotations

import base64
import binascii
import time
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .. import jsontext
from .errors import translated

#: Entries one page reads at most, however few of them match its filters.
SCAN_CAP = 1000
#: The set naming every bot with a history.
BOTS_WITH_HISTORY = "bot-history:bots"
#: The filters that have an index of their own, and their keys' parts.
INDEXED = {"ruleset": "r", "outcome": "o", "opponent": "vs", "version": "v"}

#: KEYS: the whole index, the entries, then each filter index the game belongs to. ARGV: the
#: game id, its score, its entry's JSON. A game is recorded once (its end is told once, but a
#: retried tell must not count it twice).
_RECORD = """
if redis.call('HSETNX', KEYS[2], ARGV[1], ARGV[3]) == 0 then return 0 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[1])
for i = 3, #KEYS do redis.call('ZADD', KEYS[i], ARGV[2], ARGV[1]) end
return 1
"""
#: KEYS: the whole index, the entries, then every filter index of the games to drop. ARGV:
#: the games' ids.
_DROP = """
for i = 1, #ARGV do
  redis.call('HDEL', KEYS[2], ARGV[i])
  for k = 1, #KEYS do
    if k ~= 2 then redis.call('ZREM', KEYS[k], ARGV[i]) end
  end
end
return #ARGV
"""


def _h(name: str, part: str = "") -> str:
    return f"b:{{{name}}}:h" + (f":{part}" if part else "")


def filter_key(name: str, field: str, value: str) -> str:
    """The index of ``name``'s games whose ``field`` (a key of :data:`INDEXED`) is ``value``."""
    return _h(name, f"{INDEXED[field]}:{value}")


def entry_keys(name: str, entry: Mapping[str, Any]) -> list[str]:
    """The filter indexes a game's entry belongs to."""
    keys = [filter_key(name, "ruleset", entry["ruleset"])]
    keys.append(filter_key(name, "outcome", entry["outcome"]))
    keys += [filter_key(name, "opponent", o) for o in sorted(set(entry["opponents"]))]
    if entry.get("version"):
        keys.append(filter_key(name, "version", entry["version"]))
    return keys


class BadCursor(ValueError):
    """A cursor this store did not give."""


def encode_cursor(score: int, game_id: str) -> str:
    return base64.urlsafe_b64encode(f"{score}:{game_id}".encode()).decode().rstrip("=")


def decode_cursor(cursor: str) -> tuple[int, str]:
    try:
        raw = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4)).decode()
        score, _, game_id = raw.partition(":")
        if not game_id:
            raise ValueError(raw)
        return int(score), game_id
    except (ValueError, binascii.Error, UnicodeDecodeError):
        raise BadCursor("not a cursor this service gave") from None


@dataclass(frozen=True)
class Filters:
    """What a history page asks for: each ``None`` is no filter; times in ms."""

    ruleset: str | None = None
    outcome: str | None = None
    opponent: str | None = None
    version: str | None = None
    since_ms: int | None = None
    until_ms: int | None = None

    def indexed(self) -> dict[str, str]:
        return {f: v for f in INDEXED if (v := getattr(self, f)) is not None}

    def match(self, entry: Mapping[str, Any]) -> bool:
        return (
            (self.ruleset is None or entry["ruleset"] == self.ruleset)
            and (self.outcome is None or entry["outcome"] == self.outcome)
            and (self.opponent is None or self.opponent in entry["opponents"])
            and (self.version is None or (entry.get("version") or None) == self.version)
        )


class BotGames:
    """The bots' histories (see the module's docstring). ``ttl_s``: how long a finished game
    is kept (``FINISHED_GAME_TTL_S``; 0: for ever); older entries are never shown, and the
    retention sweep drops them (:meth:`drop_expired`)."""

    def __init__(self, client: Any, ttl_s: float = 0.0) -> None:
        self.r = client
        self.ttl_s = ttl_s
        self._record = client.register_script(_RECORD)
        self._drop = client.register_script(_DROP)

    def record(self, name: str, game_id: str, finished_ms: int, entry: Mapping[str, Any]) -> bool:
        """Add a finished game to ``name``'s history (``entry`` has its ``ruleset``,
        ``outcome``, ``opponents`` and ``version``); False if it was there already."""
        keys = [_h(name), _h(name, "e"), *entry_keys(name, entry)]
        with translated(write=True):
            done = bool(self._record(keys=keys, args=[game_id, finished_ms, jsontext.dumps(entry)]))
            if done:
                self.r.sadd(BOTS_WITH_HISTORY, name)
        return done

    def count(self, name: str) -> int:
        with translated():
            return int(self.r.zcard(_h(name)))

    def page(
        self, name: str, filters: Filters, limit: int, cursor: str | None = None
    ) -> tuple[list[dict[str, Any]], str | None]:
        """A page of ``name``'s history, newest first: up to ``limit`` entries matching
        ``filters`` after ``cursor``, and the cursor of the next page (None: no more)."""
        low = filters.since_ms if filters.since_ms is not None else 0
        if self.ttl_s > 0:  # older games are gone, or going
            low = max(low, int((time.time() - self.ttl_s) * 1000))
        high: int | None = filters.until_ms
        after: str | None = None
        if cursor is not None:
            score, game = decode_cursor(cursor)
            if high is None or score <= high:  # the cursor's game read, and those above it
                high, after = score, game
        with translated():
            key = self._narrowest(name, filters)
            out: list[dict[str, Any]] = []
            read = 0
            last: tuple[int, str] | None = None
            while read < SCAN_CAP:
                batch = min(SCAN_CAP - read, max(limit - len(out), 1) + 20)
                rows = self._rows(key, low, high, after, batch)
                if not rows:
                    return out, None
                ids = [gid for gid, _ in rows]
                raw = self.r.hmget(_h(name, "e"), ids)
                for (gid, score), text in zip(rows, raw, strict=True):
                    read += 1
                    last = (score, gid)
                    if text is None:
                        continue  # dropped meanwhile
                    entry = jsontext.loads(text)
                    if filters.match(entry):
                        out.append({"id": gid, "finished": score / 1000, **entry})
                        if len(out) == limit:
                            return out, encode_cursor(score, gid)
                assert last is not None
                high, after = last
            assert last is not None
            return out, encode_cursor(*last)

    def _narrowest(self, name: str, filters: Filters) -> str:
        """The smallest of the indexes the filters name (the whole index without one)."""
        keys = [filter_key(name, f, v) for f, v in filters.indexed().items()]
        if not keys:
            return _h(name)
        pipe = self.r.pipeline(transaction=False)
        for key in keys:
            pipe.zcard(key)
        sizes = pipe.execute()
        return min(zip(sizes, keys, strict=True))[1]

    def _rows(
        self, key: str, low: int, high: int | None, after: str | None, count: int
    ) -> list[tuple[str, int]]:
        """Up to ``count`` of ``key``'s games scored ``low``..``high``, newest first, after
        the game ``after`` (scored ``high``): games of one score come in reverse order of id,
        so those of ``high`` with an id at or above ``after`` were read already."""
        top = "+inf" if high is None else high
        skipped = 0
        while True:
            num = count + skipped
            rows = self.r.zrevrangebyscore(key, top, low, start=0, num=num, withscores=True)
            out = [
                (gid.decode(), int(score))
                for gid, score in rows
                if not (after is not None and int(score) == high and gid.decode() >= after)
            ]
            seen = len(rows) - len(out)
            if len(rows) < num or seen == skipped:
                return out[:count]
            skipped = seen

    def all(self, name: str, filters: Filters, page: int = 100) -> Iterator[dict[str, Any]]:
        """Every entry matching ``filters``, newest first, read a page at a time."""
        cursor: str | None = None
        while True:
            entries, cursor = self.page(name, filters, page, cursor)
            yield from entries
            if cursor is None:
                return

    # -- retention ---------------------------------------------------------------------------

    def drop(self, name: str, game_ids: Sequence[str]) -> int:
        """Drop games from ``name``'s history (their entries and every index they are in)."""
        if not game_ids:
            return 0
        with translated(write=True):
            raw = self.r.hmget(_h(name, "e"), list(game_ids))
            keys: set[str] = set()
            for text in raw:
                if text is not None:
                    keys.update(entry_keys(name, jsontext.loads(text)))
            return int(
                self._drop(keys=[_h(name), _h(name, "e"), *sorted(keys)], args=list(game_ids))
            )

    def drop_expired(self, before: float, batch: int = 500) -> int:
        """Drop, from every bot's history, the games finished before ``before`` (Unix
        seconds): the retention sweep's part, as their keys expire. How many."""
        dropped = 0
        cutoff = int(before * 1000)
        with translated():
            names = [n.decode() for n in self.r.sscan_iter(BOTS_WITH_HISTORY, count=200)]
        for name in names:
            while True:
                with translated():
                    old = self.r.zrangebyscore(_h(name), "-inf", f"({cutoff}", start=0, num=batch)
                if not old:
                    break
                dropped += self.drop(name, [gid.decode() for gid in old])
                if len(old) < batch:
                    break
        return dropped


__all__ = [
    "BOTS_WITH_HISTORY",
    "SCAN_CAP",
    "BadCursor",
    "BotGames",
    "Filters",
    "decode_cursor",
    "encode_cursor",
    "filter_key",
]

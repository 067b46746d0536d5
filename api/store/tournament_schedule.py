"""Scheduled tournaments in Redis: their entries, the upcoming ones by start time, and the
results callbacks still to deliver.

Beside a tournament's record (``t:{id}:meta``, :mod:`api.store.records`):

* ``t:{id}:entries``    hash: the registered bots entered in an upcoming tournament ->
                        when each entered (Unix seconds); in the record's slot, so an entry
                        is checked against the record's status and cap in one script
* ``t:{tag}:upcoming``  sorted sets, split into shards by the tournament's id
                        (:mod:`api.store.shards`): the tournaments still to start, scored by
                        their start time. A worker reads the due heads of every shard in one
                        pipeline; a listing of the upcoming ones reads them soonest first.
* ``t:callbacks``       sorted set: the tournaments whose results are still to be POSTed to
                        their callback URL, scored by when the next attempt is due (a
                        claim moves it a lease ahead, so a sender that dies leaves it to
                        another). Small: only the deliveries under way.
"""

from __future__ import annotations

import math
from typing import Any

import redis

from .errors import translated
from .shards import shard_key, shard_of, shards

#: The family of the upcoming shards (``t:{tag}:upcoming``) and the callbacks' key.
PREFIX = "t"
CALLBACKS = f"{PREFIX}:callbacks"

#: Entered (1), already entered (2), not upcoming (0), its start has come (-1), full (-2).
ENTERED, ALREADY, NOT_UPCOMING, STARTED, FULL = 1, 2, 0, -1, -2

#: KEYS: meta, entries. ARGV: the bot, now, the cap. An entry, only while the tournament is
#: upcoming, before its start and under its cap (idempotent: an entered bot is answered 2).
_ENTER = """
local status = redis.call('HGET', KEYS[1], 'status')
if status ~= 'upcoming' then return 0 end
if redis.call('HEXISTS', KEYS[2], ARGV[1]) == 1 then return 2 end
if tonumber(ARGV[2]) >= tonumber(redis.call('HGET', KEYS[1], 'starts_at')) then return -1 end
if redis.call('HLEN', KEYS[2]) >= tonumber(ARGV[3]) then return -2 end
redis.call('HSET', KEYS[2], ARGV[1], ARGV[2])
return 1
"""

#: KEYS: meta, entries. ARGV: the bot. A withdrawal, only while upcoming: 1 withdrawn, 2 it
#: was not entered, 0 not upcoming.
_WITHDRAW = """
if redis.call('HGET', KEYS[1], 'status') ~= 'upcoming' then return 0 end
if redis.call('HDEL', KEYS[2], ARGV[1]) == 1 then return 1 end
return 2
"""

#: KEYS: the callbacks. ARGV: now, the lease's end. The first delivery due, moved to the
#: lease's end (its sender's), or nil.
_CLAIM = """
local due = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, 1)
if #due == 0 then return false end
redis.call('ZADD', KEYS[1], ARGV[2], due[1])
return due[1]
"""


class ScheduleStore:
    """The entries of upcoming tournaments, their start times and the results callbacks."""

    def __init__(self, client: redis.Redis) -> None:
        self.r: Any = client
        self._enter = client.register_script(_ENTER)
        self._withdraw = client.register_script(_WITHDRAW)
        self._claim = client.register_script(_CLAIM)

    @staticmethod
    def _k(tid: str, part: str) -> str:
        return f"{PREFIX}:{{{tid}}}:{part}"

    @staticmethod
    def _upcoming_key(tid: str) -> str:
        return shard_key(PREFIX, shard_of(tid), "upcoming")

    # -- entries ---------------------------------------------------------------------------

    def enter(self, tid: str, bot: str, now: float, cap: int) -> int:
        """Enter ``bot``: :data:`ENTERED`, :data:`ALREADY`, :data:`NOT_UPCOMING`,
        :data:`STARTED` or :data:`FULL` (one script: the status, the start and the cap are
        checked with the write)."""
        with translated(write=True):
            return int(
                self._enter(
                    keys=[self._k(tid, "meta"), self._k(tid, "entries")],
                    args=[bot, repr(now), str(cap)],
                )
            )

    def withdraw(self, tid: str, bot: str) -> int:
        """1 withdrawn, 2 it was not entered, 0 the tournament is no longer upcoming."""
        with translated(write=True):
            return int(
                self._withdraw(keys=[self._k(tid, "meta"), self._k(tid, "entries")], args=[bot])
            )

    def entries(self, tid: str) -> list[tuple[str, float]]:
        """The bots entered, in the order they entered (then by name)."""
        with translated():
            raw = self.r.hgetall(self._k(tid, "entries"))
        rows = [(k.decode(), float(v)) for k, v in raw.items()]
        return sorted(rows, key=lambda row: (row[1], row[0]))

    # -- the upcoming ones -----------------------------------------------------------------

    def schedule(self, tid: str, starts_at: float) -> None:
        with translated(write=True):
            self.r.zadd(self._upcoming_key(tid), {tid: starts_at})

    def unschedule(self, tid: str) -> None:
        with translated(write=True):
            self.r.zrem(self._upcoming_key(tid), tid)

    def due(self, now: float, limit: int = 100) -> list[str]:
        """Up to ``limit`` tournaments whose start has come, from every shard (one pipeline)."""
        with translated():
            pipe = self.r.pipeline(transaction=False)
            for shard in shards():
                pipe.zrangebyscore(
                    shard_key(PREFIX, shard, "upcoming"), "-inf", repr(now), start=0, num=limit
                )
            return sorted({m.decode() for part in pipe.execute() for m in part})[:limit]

    def soonest(self, after: float, limit: int) -> list[tuple[str, float]]:
        """Up to ``limit`` upcoming tournaments starting after ``after`` (``-math.inf``: all),
        soonest first, with their start times: the head of every shard, merged."""
        low = "-inf" if after == -math.inf else f"({after!r}"
        with translated():
            pipe = self.r.pipeline(transaction=False)
            for shard in shards():
                pipe.zrangebyscore(
                    shard_key(PREFIX, shard, "upcoming"),
                    low,
                    "+inf",
                    start=0,
                    num=limit,
                    withscores=True,
                )
            rows = [(m.decode(), float(s)) for part in pipe.execute() for m, s in part]
        rows.sort(key=lambda row: (row[1], row[0]))
        return rows[:limit]

    # -- results callbacks -----------------------------------------------------------------

    def queue_callback(self, tid: str, at: float) -> None:
        """Deliver ``tid``'s results at ``at`` (Unix seconds)."""
        with translated(write=True):
            self.r.zadd(CALLBACKS, {tid: at})

    def claim_callback(self, now: float, lease_s: float) -> str | None:
        """The first delivery due, held for ``lease_s`` seconds (then due again); None."""
        with translated(write=True):
            got = self._claim(keys=[CALLBACKS], args=[repr(now), repr(now + lease_s)])
        return got.decode() if got else None

    def callback_done(self, tid: str) -> None:
        with translated(write=True):
            self.r.zrem(CALLBACKS, tid)

    def next_callback(self) -> float | None:
        """When the next delivery is due (None: none is queued)."""
        with translated():
            rows = self.r.zrange(CALLBACKS, 0, 0, withscores=True)
        return float(rows[0][1]) if rows else None

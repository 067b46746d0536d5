"""The due set: the games whose service-played seats are to act, kept in Redis for every
process (the bot policy's drivers, :mod:`api.play.policy`, mark and claim them).

Sorted sets of game ids, scored with when each is due (milliseconds, Redis's clock) or,
while a driver plays it, when that driver's lease runs out. The set is split into shards
(:mod:`api.store.shards`, by the game's id): shard ``s`` is ``bots:{tag-s}:due`` with its
``bots:{tag-s}:again``, so no key takes every game's traffic and each script touches one
slot of a Redis Cluster. A mark publishes the shard on the channel ``bots:wake``
(:class:`api.store.wakeups.Wakeups` hands it to a waiting driver). A game marked while a
driver holds it goes into ``again`` instead, and is due again when the driver lets go.
"""

from __future__ import annotations

import itertools
import os
import threading
from dataclasses import dataclass, replace
from typing import Any

import redis

from .errors import translated
from .legacy import by_shard, move_set, move_sorted_set
from .shards import shard_key, shard_of, shards
from .wakeups import Wakeups

#: How long a claim holds a game without being renewed (a dead driver's game waits this long).
DEFAULT_LEASE_MS = 10_000

#: The keys' family: ``<prefix>:{tag}:due``, ``<prefix>:{tag}:again`` per shard, and the
#: channel ``<prefix>:wake``.
KEY_PREFIX = "bots"

# Redis's clock, in milliseconds: every process that marks and claims reads the same one.
_NOW = """
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
"""

#: KEYS: due, again (one shard's). ARGV: game id, "lost" (a read restoring a mark) or "",
#: the wake-up channel, the shard. Due now unless a driver holds the game: then again once
#: it lets go (a restored mark adds nothing while the game is in the set). Publishes the
#: shard, to wake a driver, when the game is due.
_MARK = (
    _NOW
    + """
local held = redis.call('ZSCORE', KEYS[1], ARGV[1])
if held then
  if ARGV[2] == 'lost' then return 0 end
  if tonumber(held) > now then
    redis.call('SADD', KEYS[2], ARGV[1])
    return 0
  end
else
  redis.call('ZADD', KEYS[1], now, ARGV[1])
end
redis.call('PUBLISH', ARGV[3], ARGV[4])
return 1
"""
)

#: KEYS: due, again. ARGV: lease in ms. The first due game, its score moved to its lease's end.
_CLAIM = (
    _NOW
    + """
local game = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now, 'LIMIT', 0, 1)[1]
if not game then return false end
local lease = now + tonumber(ARGV[1])
redis.call('ZADD', KEYS[1], lease, game)
redis.call('SREM', KEYS[2], game)
return {game, lease}
"""
)

#: KEYS: due. ARGV: game id, the lease held, lease in ms. The new lease; false: not held.
_RENEW = (
    _NOW
    + """
local held = redis.call('ZSCORE', KEYS[1], ARGV[1])
if not held or tonumber(held) ~= tonumber(ARGV[2]) then return false end
local lease = now + tonumber(ARGV[3])
redis.call('ZADD', KEYS[1], lease, ARGV[1])
return lease
"""
)

#: KEYS: due, again. ARGV: game id, the lease held, "again" (more to do) or "", the wake-up
#: channel, the shard. 0: the lease was no longer held (someone else has the game); 1: done, the
#: game left the set; 2: due again now (marked meanwhile, or the driver has more to do).
_RELEASE = (
    _NOW
    + """
local held = redis.call('ZSCORE', KEYS[1], ARGV[1])
if not held or tonumber(held) ~= tonumber(ARGV[2]) then return 0 end
local marked = redis.call('SREM', KEYS[2], ARGV[1])
if marked == 1 or ARGV[3] == 'again' then
  redis.call('ZADD', KEYS[1], now, ARGV[1])
  redis.call('PUBLISH', ARGV[4], ARGV[5])
  return 2
end
redis.call('ZREM', KEYS[1], ARGV[1])
return 1
"""
)


#: KEYS: due, again (one shard's). ARGV: "due" and pairs of game id and score (a due set's
#: entry an earlier version kept: when it was due, or a lease's end), or "again" and game
#: ids (its again-marks). An entry joins the shard unless the game is there already: then,
#: when a driver holds it, it is marked again. An again-mark is kept as one when the game is
#: in the shard; otherwise nobody here holds it, and it is due now.
_MOVE = (
    _NOW
    + """
local step = ARGV[1] == 'due' and 2 or 1
for i = 2, #ARGV, step do
  local game = ARGV[i]
  local held = redis.call('ZSCORE', KEYS[1], game)
  if held then
    if step == 1 or tonumber(held) > now then redis.call('SADD', KEYS[2], game) end
  else
    redis.call('ZADD', KEYS[1], step == 2 and ARGV[i + 1] or now, game)
  end
end
return 1
"""
)


@dataclass(frozen=True)
class Lease:
    """A driver's hold on a due game: the game and when the hold runs out (ms, Redis's clock)."""

    game_id: str
    until_ms: int


class DueSet:
    """The games whose service-played seats are to act, kept in Redis for every process."""

    def __init__(self, client: redis.Redis, prefix: str = KEY_PREFIX) -> None:
        # redis-py's stubs type replies as unions of every RESP type; we know ours
        self.r: Any = client
        self.prefix = prefix
        #: The wake-up channel (classic pub/sub: a cluster broadcasts it to every node).
        self.channel = f"{prefix}:wake"
        #: The metric's name for the set's size (all shards).
        self.due_key = f"{prefix}:due"
        self.wakeups = Wakeups(client, self.channel)
        self._mark = client.register_script(_MARK)
        self._claim = client.register_script(_CLAIM)
        self._renew = client.register_script(_RENEW)
        self._release = client.register_script(_RELEASE)
        self._move = client.register_script(_MOVE)
        #: Where the next sweep starts: drivers of many processes do not all start at shard 0.
        self._rotate = itertools.count(int.from_bytes(os.urandom(2), "big"))

    def keys(self, shard: int) -> list[str]:
        """Shard ``shard``'s due and again keys (one hash tag: one slot)."""
        return [shard_key(self.prefix, shard, "due"), shard_key(self.prefix, shard, "again")]

    def _keys_of(self, game_id: str) -> tuple[int, list[str]]:
        shard = shard_of(game_id)
        return shard, self.keys(shard)

    @translated(write=True)
    def mark(self, game_id: str, *, lost: bool = False) -> bool:
        """Mark the game due (``lost``: a read restoring a mark; nothing if it is in the set).
        Whether a driver was woken for it."""
        shard, keys = self._keys_of(game_id)
        return bool(
            self._mark(keys=keys, args=[game_id, "lost" if lost else "", self.channel, shard])
        )

    @translated()
    def size(self) -> int:
        """The games in the set: due, or held by a driver playing them (one ZCARD per shard:
        a read of every shard, for the metrics)."""
        pipe = self.r.pipeline(transaction=False)
        for shard in shards():
            pipe.zcard(self.keys(shard)[0])
        return sum(int(n) for n in pipe.execute())

    def claim(self, lease_ms: int = DEFAULT_LEASE_MS, shard: int | None = None) -> Lease | None:
        """Hold the first due game of ``shard`` (None: of any shard, looked through from a
        rotating start, one round trip each) for ``lease_ms``; None when no game is due."""
        if shard is not None:
            return self._claim_in(shard, lease_ms)
        n = len(shards())
        start = next(self._rotate) % n
        for i in range(n):
            lease = self._claim_in((start + i) % n, lease_ms)
            if lease is not None:
                return lease
        return None

    @translated(write=True)
    def _claim_in(self, shard: int, lease_ms: int) -> Lease | None:
        found = self._claim(keys=self.keys(shard), args=[lease_ms])
        if not found:
            return None
        game_id, until = found
        return Lease(game_id.decode() if isinstance(game_id, bytes) else str(game_id), int(until))

    @translated(write=True)
    def renew(self, lease: Lease, lease_ms: int = DEFAULT_LEASE_MS) -> Lease | None:
        """The lease held for another ``lease_ms``; None when it is no longer held."""
        _, keys = self._keys_of(lease.game_id)
        until = self._renew(keys=keys[:1], args=[lease.game_id, lease.until_ms, lease_ms])
        return replace(lease, until_ms=int(until)) if until else None

    @translated(write=True)
    def release(self, lease: Lease, *, again: bool = False) -> int:
        """Let go of a held game: 1 when it leaves the set, 2 when it is due again (marked
        meanwhile, or ``again``: the holder has more to do), 0 when the lease ran out first."""
        shard, keys = self._keys_of(lease.game_id)
        return int(
            self._release(
                keys=keys,
                args=[lease.game_id, lease.until_ms, "again" if again else "", self.channel, shard],
            )
        )

    @translated()
    def score(self, game_id: str) -> float | None:
        """When the game is due or its lease runs out (ms); None when it is not in the set."""
        found = self.r.zscore(self._keys_of(game_id)[1][0], game_id)
        return None if found is None else float(found)

    @translated(write=True)
    def forget(self, game_id: str) -> None:
        """Drop the game's mark, as a process that dies before marking leaves it."""
        self.r.zrem(self._keys_of(game_id)[1][0], game_id)

    @translated(write=True)
    def migrate_legacy(self, batch: int = 500) -> int:
        """Move the games of the single due set and again set earlier versions kept
        (``<prefix>:due``, ``<prefix>:again``) to their shards (:mod:`api.store.legacy`:
        scores kept, repeatable, safe beside old processes); how many were moved. A game an
        earlier version's driver holds keeps its lease's end as its score: a driver here
        claims it once that passes (the earlier driver's release then finds it gone)."""

        def put_due(rows: list[tuple[str, float]]) -> None:
            for shard, part in by_shard(rows, lambda row: shard_of(row[0])).items():
                self._move(
                    keys=self.keys(shard),
                    args=["due", *(x for game, score in part for x in (game, int(score)))],
                )

        def put_again(ids: list[str]) -> None:
            for shard, part in by_shard(ids, shard_of).items():
                self._move(keys=self.keys(shard), args=["again", *part])

        moved = move_sorted_set(self.r, f"{self.prefix}:due", put_due, batch) + move_set(
            self.r, f"{self.prefix}:again", put_again, batch
        )
        self.r.delete(self.channel)  # the wake-up tokens earlier versions pushed (a list)
        return moved

    def wait(self, seconds: float, stop: threading.Event | None = None) -> int | None:
        """Wait for a mark's wake-up, at most ``seconds``: the shard it names, or None (the
        time ran out, the subscriber asks for a look everywhere, or ``stop`` is set)."""
        self.wakeups.start()
        hint = self.wakeups.wait(seconds, stop)
        return int(hint) if hint else None

"""Ladders in Redis: their records, enrolled bots, ratings, rating histories and games.

Keys are hash-tagged by the ladder's id (``l:{id}:...``), so a Redis Cluster keeps one
ladder on one shard and the script that rates a game runs there. Per ladder ``id``:

* ``l:{id}:meta``    hash: the ladder (ruleset, seats per game, games per hour, clock,
                     creator, status ``active`` | ``cancelled``, created, ``last_tick``: when
                     a scheduler last looked at it)
* ``l:{id}:bots``    hash: enrolled bot -> when it enrolled
* ``l:{id}:ratings`` hash: bot -> JSON ``{mu, sigma, ordinal, games, wins, draws, losses}``
* ``l:{id}:history:<bot>`` list: the bot's rating after each of its rated games, newest
                     first, capped at :data:`HISTORY_MAX`
* ``l:{id}:starts:<bot>`` sorted set: the bot's ladder games scored by their start time
                     (its cadence; entries older than an hour are dropped)
* ``l:{id}:live``    hash: game id -> JSON ``{bots, started}``, the ladder games being played
* ``l:{id}:rated``   hash: game id -> when it was rated (a game is rated once)
* ``l:{id}:recent``  list: the latest rated games, newest first, capped at :data:`RECENT_MAX`
* ``l:{id}:log``     list: every rated game, oldest first, with its replay's last hash and
                     each seat's rating before and after (the ladder's results document)
* ``l:{id}:forfeits`` hash: bot -> how many of its latest ladder games in a row it
                     forfeited on time (0 once it plays one out)
* ``l:{id}:paused``  hash: bot -> when the scheduler paused it after a run of forfeits (it
                     is paired again once seen after that time)

and, split into shards by the ladder's id (:mod:`api.store.shards`), ``l:{tag}:index``
(the ladders by creation time, for the list: a listing merges the top of every shard, one
pipeline) and ``l:{tag}:active`` (the ladders a scheduler visits: active ones, and
cancelled ones until their last game is rated; a tick reads every shard, one pipeline),
and ``ladders:scheduler`` (the lease of the one scheduler that ticks at a time: one small
key renewed every few seconds).
"""

from __future__ import annotations

from typing import Any

import redis

from .. import jsontext
from .connections import is_cluster
from .errors import translated
from .legacy import move_set, move_sorted_set, put_members, put_scored
from .records import LEASE_SCRIPT, TRANSITION_SCRIPT
from .shards import CREATE_GRACE_S, members_across, newest_across, shard_key, shard_of, shards

#: Ratings a bot's history keeps per ladder.
HISTORY_MAX = 100
#: Rated games a ladder shows.
RECENT_MAX = 50
#: The parts of the sharded keys: ``l:{tag}:active``, ``l:{tag}:index``.
ACTIVE = "active"
INDEX = "index"
SCHEDULER_LEASE = "ladders:scheduler"
#: The single keys earlier versions kept instead of the shards (see :meth:`LadderStore.migrate_legacy`).
LEGACY_INDEX, LEGACY_ACTIVE = "l:index", "l:active"

#: Rate a game once: KEYS rated, ratings, live, recent, log, then one history key per bot;
#: ARGV game id, now, the recent entry, the recent cap, the history cap, the log entry, then
#: per bot: its name, its rating JSON, its history entry. 0 if the game was rated before
#: (nothing is written).
_RATE = """
if redis.call('HSETNX', KEYS[1], ARGV[1], ARGV[2]) == 0 then return 0 end
redis.call('HDEL', KEYS[3], ARGV[1])
redis.call('LPUSH', KEYS[4], ARGV[3])
redis.call('LTRIM', KEYS[4], 0, tonumber(ARGV[4]) - 1)
redis.call('RPUSH', KEYS[5], ARGV[6])
local n = (#ARGV - 6) / 3
for i = 0, n - 1 do
  local name, rating, entry = ARGV[7 + 3 * i], ARGV[8 + 3 * i], ARGV[9 + 3 * i]
  redis.call('HSET', KEYS[2], name, rating)
  redis.call('LPUSH', KEYS[6 + i], entry)
  redis.call('LTRIM', KEYS[6 + i], 0, tonumber(ARGV[5]) - 1)
end
return 1
"""


def _k(ladder_id: str, part: str) -> str:
    return f"l:{{{ladder_id}}}:{part}"


def _shard(part: str, ladder_id: str) -> str:
    return shard_key("l", shard_of(ladder_id), part)


def _text(raw: dict[bytes, bytes]) -> dict[str, str]:
    return {k.decode(): v.decode() for k, v in raw.items()}


class LadderStore:
    def __init__(self, client: redis.Redis) -> None:
        self.r: Any = client
        self._rate = client.register_script(_RATE)
        self._lease = client.register_script(LEASE_SCRIPT)
        self._transition = client.register_script(TRANSITION_SCRIPT)
        self.cluster = is_cluster(client)

    # -- the records -------------------------------------------------------------------------

    def create(self, ladder_id: str, meta: dict[str, str], bots: dict[str, float]) -> None:
        """Store a new ladder with its index and active entries. On a single server all in one
        transaction; on a cluster the entries (one slot: the shard's) first, then the record
        (one slot: the ladder's), so a crash between leaves entries without a ladder, which
        listings and the scheduler skip and drop once older than ``CREATE_GRACE_S``
        (:meth:`drop_missing`), never a ladder that is not listed or scheduled."""
        with translated(write=True):
            pipe = self.r.pipeline(transaction=True)
            pipe.zadd(_shard(INDEX, ladder_id), {ladder_id: float(meta["created"])})
            pipe.sadd(_shard(ACTIVE, ladder_id), ladder_id)
            if self.cluster:
                pipe.execute()
                pipe = self.r.pipeline(transaction=True)
            pipe.hset(_k(ladder_id, "meta"), mapping=meta)
            if bots:
                pipe.hset(_k(ladder_id, "bots"), mapping={b: repr(t) for b, t in bots.items()})
            pipe.execute()

    def drop_missing(self, ladder_id: str, now: float) -> bool:
        """A listed or active ladder that does not exist: drop its entries once older than
        ``CREATE_GRACE_S`` (a younger one may be being created); whether they were dropped
        (False too when Redis fails: the next look tries again)."""
        try:
            score = self.r.zscore(_shard(INDEX, ladder_id), ladder_id)
            if score is not None and now - float(score) < CREATE_GRACE_S:
                return False
            if self.r.exists(_k(ladder_id, "meta")):
                return False
            pipe = self.r.pipeline(transaction=True)  # one slot: the shard's
            pipe.zrem(_shard(INDEX, ladder_id), ladder_id)
            pipe.srem(_shard(ACTIVE, ladder_id), ladder_id)
            pipe.execute()
            return True
        except redis.RedisError:
            return False

    def migrate_legacy(self, batch: int = 500) -> int:
        """Move the members of the single index and active set earlier versions kept
        (``l:index``, ``l:active``) to their shards (:mod:`.legacy`: scores kept,
        repeatable, safe beside old processes); how many were moved."""
        with translated(write=True):
            index = put_scored(self.r, lambda lid: _shard(INDEX, lid))
            return move_sorted_set(self.r, LEGACY_INDEX, index, batch) + move_set(
                self.r,
                LEGACY_ACTIVE,
                put_members(self.r, lambda shard: shard_key("l", shard, ACTIVE)),
                batch,
            )

    def meta(self, ladder_id: str) -> dict[str, str] | None:
        with translated():
            raw = self.r.hgetall(_k(ladder_id, "meta"))
        return _text(raw) if raw else None

    def read(self, ladder_id: str) -> dict[str, Any] | None:
        """One round trip: the record, its enrolled bots, ratings, live games and recent
        games (None: no such ladder)."""
        with translated():
            pipe = self.r.pipeline(transaction=False)
            pipe.hgetall(_k(ladder_id, "meta"))
            pipe.hgetall(_k(ladder_id, "bots"))
            pipe.hgetall(_k(ladder_id, "ratings"))
            pipe.hgetall(_k(ladder_id, "live"))
            pipe.lrange(_k(ladder_id, "recent"), 0, RECENT_MAX - 1)
            pipe.hgetall(_k(ladder_id, "paused"))
            pipe.hgetall(_k(ladder_id, "forfeits"))
            meta, bots, ratings, live, recent, paused, forfeits = pipe.execute()
        if not meta:
            return None
        return {
            "meta": _text(meta),
            "bots": {k.decode(): float(v) for k, v in bots.items()},
            "ratings": {k.decode(): jsontext.loads(v) for k, v in ratings.items()},
            "live": {k.decode(): jsontext.loads(v) for k, v in live.items()},
            "recent": [jsontext.loads(v) for v in recent],
            "paused": {k.decode(): float(v) for k, v in paused.items()},
            "forfeits": {k.decode(): int(v) for k, v in forfeits.items()},
        }

    def histories(
        self, ladder_id: str, names: list[str], limit: int
    ) -> dict[str, list[dict[str, Any]]]:
        """Each bot's latest ``limit`` ratings, newest first."""
        with translated():
            pipe = self.r.pipeline(transaction=False)
            for name in names:
                pipe.lrange(_k(ladder_id, f"history:{name}"), 0, limit - 1)
            rows = pipe.execute()
        return {
            name: [jsontext.loads(v) for v in row] for name, row in zip(names, rows, strict=True)
        }

    def newest(self, before: float, limit: int) -> list[tuple[str, float]]:
        with translated():
            return newest_across(
                self.r, [shard_key("l", shard, INDEX) for shard in shards()], before, limit
            )

    def set_meta(self, ladder_id: str, fields: dict[str, str]) -> None:
        with translated(write=True):
            self.r.hset(_k(ladder_id, "meta"), mapping=fields)

    def transition(self, ladder_id: str, status: str, fields: dict[str, str]) -> bool:
        args: list[str] = [status]
        for k, v in fields.items():
            args += [k, v]
        with translated(write=True):
            return bool(self._transition(keys=[_k(ladder_id, "meta")], args=args))

    # -- enrolment ---------------------------------------------------------------------------

    def enrol(self, ladder_id: str, name: str, at: float) -> bool:
        """Enrol a bot; False if it was enrolled already."""
        with translated(write=True):
            return bool(self.r.hsetnx(_k(ladder_id, "bots"), name, repr(at)))

    def leave(self, ladder_id: str, name: str) -> bool:
        with translated(write=True):
            return bool(self.r.hdel(_k(ladder_id, "bots"), name))

    # -- the scheduler's --------------------------------------------------------------------

    def active(self) -> list[str]:
        with translated():
            return members_across(self.r, [shard_key("l", shard, ACTIVE) for shard in shards()])

    def retire(self, ladder_id: str) -> None:
        """No scheduler visits the ladder any more (cancelled, its last game rated)."""
        with translated(write=True):
            self.r.srem(_shard(ACTIVE, ladder_id), ladder_id)

    def ticked(self, ladder_id: str, at: float) -> None:
        with translated(write=True):
            self.r.hset(_k(ladder_id, "meta"), "last_tick", repr(at))

    def lease(self, owner: str, ttl_ms: int) -> bool:
        """Take or renew the scheduler's lease; False while another scheduler holds it."""
        with translated(write=True):
            return bool(self._lease(keys=[SCHEDULER_LEASE], args=[owner, ttl_ms]))

    def release(self, owner: str) -> None:
        with translated(write=True):
            if self.r.get(SCHEDULER_LEASE) == owner.encode():
                self.r.delete(SCHEDULER_LEASE)

    def starts(self, ladder_id: str, names: list[str], since: float) -> dict[str, list[float]]:
        """Each bot's ladder game start times since ``since`` (older ones are dropped)."""
        with translated():
            pipe = self.r.pipeline(transaction=False)
            for name in names:
                pipe.zremrangebyscore(_k(ladder_id, f"starts:{name}"), "-inf", f"({since!r}")
                pipe.zrange(_k(ladder_id, f"starts:{name}"), 0, -1, withscores=True)
            rows = pipe.execute()
        return {name: [score for _, score in rows[2 * i + 1]] for i, name in enumerate(names)}

    def started(self, ladder_id: str, game_id: str, names: list[str], at: float) -> None:
        """A ladder game was created for ``names``: it is live, and counts in their cadence."""
        with translated(write=True):
            pipe = self.r.pipeline(transaction=True)  # one slot: the ladder's
            pipe.hset(
                _k(ladder_id, "live"), game_id, jsontext.dumps({"bots": names, "started": at})
            )
            for name in names:
                pipe.zadd(_k(ladder_id, f"starts:{name}"), {game_id: at})
            pipe.execute()

    def drop_live(self, ladder_id: str, game_id: str) -> bool:
        """The game is live no more; False if it was not (another tick dropped it)."""
        with translated(write=True):
            return bool(self.r.hdel(_k(ladder_id, "live"), game_id))

    def count_forfeits(
        self, ladder_id: str, forfeited: str | None, played: list[str], at: float, run: int
    ) -> bool:
        """After one ended game: ``forfeited`` (the bot that forfeited it on time, if one did)
        has one more forfeit in a row, paused at ``at`` once it has ``run``; the bots in
        ``played`` played it out and start again from none. Whether ``forfeited`` was paused."""
        with translated(write=True):
            pipe = self.r.pipeline(transaction=True)  # one slot: the ladder's
            if played:
                pipe.hdel(_k(ladder_id, "forfeits"), *played)
            if forfeited is not None:
                pipe.hincrby(_k(ladder_id, "forfeits"), forfeited, 1)
            done = pipe.execute()
            if forfeited is None or int(done[-1]) < run:
                return False
            self.r.hsetnx(_k(ladder_id, "paused"), forfeited, repr(at))
            return True

    def unpause(self, ladder_id: str, name: str) -> None:
        """The bot was seen after its pause began: paired again, its run of forfeits forgotten."""
        with translated(write=True):
            pipe = self.r.pipeline(transaction=True)  # one slot: the ladder's
            pipe.hdel(_k(ladder_id, "paused"), name)
            pipe.hdel(_k(ladder_id, "forfeits"), name)
            pipe.execute()

    def rate(
        self,
        ladder_id: str,
        game_id: str,
        at: float,
        recent: dict[str, Any],
        ratings: dict[str, dict[str, Any]],
        history: dict[str, dict[str, Any]],
        logged: dict[str, Any],
    ) -> bool:
        """Record a game's ratings once, and its entry in the ladder's rating log: False if
        it was rated before (nothing written)."""
        names = list(ratings)
        args: list[Any] = [
            game_id,
            repr(at),
            jsontext.dumps(recent),
            RECENT_MAX,
            HISTORY_MAX,
            jsontext.dumps(logged),
        ]
        for name in names:
            args += [name, jsontext.dumps(ratings[name]), jsontext.dumps(history[name])]
        keys = [_k(ladder_id, p) for p in ("rated", "ratings", "live", "recent", "log")]
        keys += [_k(ladder_id, f"history:{name}") for name in names]
        with translated(write=True):
            return bool(self._rate(keys=keys, args=args))

    def rating_log(
        self, ladder_id: str
    ) -> tuple[list[dict[str, Any]], dict[str, dict[str, Any]], int]:
        """In one transaction: the ladder's rating log (oldest first), its bots' ratings, and
        how many games it has rated (more than the log holds when it rated games before it
        kept one)."""
        with translated():
            pipe = self.r.pipeline(transaction=True)  # one slot: the ladder's
            pipe.lrange(_k(ladder_id, "log"), 0, -1)
            pipe.hgetall(_k(ladder_id, "ratings"))
            pipe.hlen(_k(ladder_id, "rated"))
            log, ratings, rated = pipe.execute()
        return (
            [jsontext.loads(e) for e in log],
            {k.decode(): jsontext.loads(v) for k, v in ratings.items()},
            int(rated),
        )

    def was_rated(self, ladder_id: str, game_id: str) -> bool:
        with translated():
            return bool(self.r.hexists(_k(ladder_id, "rated"), game_id))

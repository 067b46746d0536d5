"""Records of several stored games (matches, tournaments, whatever comes next) in Redis.

One store for every kind of record: a kind is only its key prefix, its name and the field
that says a record is whole. Keys are hash-tagged by the record's id, like a game's, so a
Redis Cluster keeps a record on one shard. Per record, with the kind's prefix ``p``:

* ``p:{id}:meta``     hash: the record itself (a match's ruleset, seats, seat token hashes,
                      games, seed, status; a tournament's spec, seats, status, total, error)
* ``p:{id}:games``    hash: game index -> the id of the stored game playing it
* ``p:{id}:results``  hash: game index -> the game's result (JSON: a match's ``GameEnded``
                      event, a tournament's game result)
* ``p:{id}:lease``    string: the id of the runner playing the record, with a TTL (the
                      tournaments the service plays hold one)

and the index, sorted sets of the records' ids scored by their creation time (the lists),
split into shards (:mod:`api.store.shards`, by the record's id): ``p:{tag}:index`` per
shard, so no one key takes every creation; a listing reads the top of every shard in one
pipeline and merges them, newest first (a cluster-wide read of ``SHARDS`` keys, each
``O(log n + limit)``). Records that workers advance (tournaments) also have the running
set, the ids still to be played, sharded the same way (``p:{tag}:running``: a worker's
look at every shard is one pipeline of ``SHARDS`` SMEMBERS), ``p:workers``, a sorted set of
the workers alive scored by their last heartbeat (Unix seconds; small: one entry per
worker, silent ones dropped after an hour), and ``p:wake``, a list a new record is pushed
onto to wake an idle worker at once (at most ``WAKE_TOKENS`` entries; written only when a
record starts).

A record is created with its index entry in one script on a single server; on a cluster (two
slots) the entry first, then the record, so a listing may meet an entry whose record is not
there: it skips it, and drops it once older than ``CREATE_GRACE_S`` (:meth:`RecordStore.drop_missing`).
Earlier versions kept the index and running set in single keys (``p:index``, ``p:running``):
:meth:`RecordStore.migrate_legacy` moves them to the shards.

The games themselves are ordinary games in the event store. Matches are under ``m:``,
tournaments under ``t:``, as they always were, so stored records stay readable.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import redis

from .connections import is_cluster
from .errors import translated
from .legacy import move_set, move_sorted_set, put_members, put_scored
from .shards import CREATE_GRACE_S, members_across, newest_across, shard_key, shard_of, shards

#: Wake-up entries kept at most: enough to wake every idle worker of a few processes.
WAKE_TOKENS = 64

#: Take or renew a lease (KEYS[1]) for ARGV[1], ARGV[2] ms.
LEASE_SCRIPT = """
local cur = redis.call('GET', KEYS[1])
if cur and cur ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1
"""

#: Write fields only if the status is still ARGV[1].
TRANSITION_SCRIPT = """
if redis.call('HGET', KEYS[1], 'status') ~= ARGV[1] then return 0 end
for i = 2, #ARGV, 2 do redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1]) end
return 1
"""

#: A new record: its fields ARGV[3]... in KEYS[1] unless it exists, and (on a single server)
#: its index entry, id ARGV[1] scored ARGV[2] in KEYS[2], in the same step. 0: it existed.
_CREATE = """
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
for i = 3, #ARGV, 2 do redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1]) end
if KEYS[2] then redis.call('ZADD', KEYS[2], 'NX', ARGV[2], ARGV[1]) end
return 1
"""

#: KEYS: meta, started. ARGV: the status, the game's index. Note that game ARGV[2] started,
#: only while the record's status is ARGV[1]: 1 (noted now or before), 0 (another status).
_START = """
if redis.call('HGET', KEYS[1], 'status') ~= ARGV[1] then return 0 end
redis.call('HSETNX', KEYS[2], ARGV[2], '1')
return 1
"""

_RELEASE = """
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
"""


@dataclass(frozen=True)
class RecordKind:
    """What tells one kind of record from another in Redis."""

    #: The keys' prefix: ``<prefix>:{id}:meta``...
    prefix: str
    #: What errors call a record of this kind ("match", "tournament").
    noun: str
    #: The field every whole record has (a record without it is not there: one an earlier
    #: version was writing in two steps, claiming the id and then the fields).
    whole_when: str


MATCHES = RecordKind("m", "match", "ruleset")
TOURNAMENTS = RecordKind("t", "tournament", "spec")


class UnknownRecordError(KeyError):
    """No record of the store's kind has this id."""


class RecordExistsError(ValueError):
    """A record of the store's kind already has this id."""


class RecordStore:
    """Records of one kind (:data:`MATCHES`, :data:`TOURNAMENTS`) in Redis."""

    def __init__(self, client: redis.Redis, kind: RecordKind) -> None:
        self.r: Any = client
        self.kind = kind
        self._lease = client.register_script(LEASE_SCRIPT)
        self._release = client.register_script(_RELEASE)
        self._transition = client.register_script(TRANSITION_SCRIPT)
        self._start = client.register_script(_START)
        self._create = client.register_script(_CREATE)
        self.cluster = is_cluster(client)

    def _k(self, record_id: str, part: str) -> str:
        return f"{self.kind.prefix}:{{{record_id}}}:{part}"

    def _shard_key(self, part: str, shard: int) -> str:
        return shard_key(self.kind.prefix, shard, part)

    def index_key(self, record_id: str) -> str:
        """The index shard the record is listed in."""
        return self._shard_key("index", shard_of(record_id))

    def _running_key(self, record_id: str) -> str:
        return self._shard_key("running", shard_of(record_id))

    def create(self, record_id: str, meta: dict[str, str]) -> None:
        """Store a new record and its index entry; :class:`RecordExistsError` if its id is
        taken. On a single server both are written in one script. On a cluster they are in
        different slots: the index entry first, then the record (one script), so a crash
        between leaves an entry without a record, which listings skip and drop once older
        than ``CREATE_GRACE_S`` (:meth:`drop_missing`), never a record that is not listed."""
        score = meta.get("created", "0")
        fields: list[str] = []
        for name, value in {"created": score, **meta}.items():
            fields += [name, value]
        index = self.index_key(record_id)
        with translated(write=True):
            if self.cluster:
                self.r.zadd(index, {record_id: float(score)}, nx=True)
            keys = [self._k(record_id, "meta"), *([] if self.cluster else [index])]
            if not self._create(keys=keys, args=[record_id, repr(float(score)), *fields]):
                raise RecordExistsError(f"{self.kind.noun} {record_id} exists")

    def drop_missing(self, record_id: str, now: float) -> bool:
        """A listed record that does not exist: drop its index entry once it is older than
        ``CREATE_GRACE_S`` (a younger one may be of a record being created); whether it was
        dropped (False too when Redis fails: the next listing tries again)."""
        index = self.index_key(record_id)
        try:
            score = self.r.zscore(index, record_id)
            if score is None or now - float(score) < CREATE_GRACE_S:
                return False
            if self.r.exists(self._k(record_id, "meta")):
                return False
            return bool(self.r.zrem(index, record_id))
        except redis.RedisError:
            return False

    def migrate_legacy(self, batch: int = 500) -> int:
        """Move the members of the single index and running set earlier versions kept
        (``<prefix>:index``, ``<prefix>:running``) to their shards (:mod:`.legacy`: scores
        kept, repeatable, safe beside old processes); how many were moved."""
        p = self.kind.prefix
        with translated(write=True):
            return move_sorted_set(
                self.r, f"{p}:index", put_scored(self.r, self.index_key), batch
            ) + move_set(
                self.r,
                f"{p}:running",
                put_members(self.r, lambda shard: self._shard_key("running", shard)),
                batch,
            )

    def newest(self, before: float, limit: int) -> list[tuple[str, float]]:
        """Up to ``limit`` records created before ``before`` (``math.inf``: all), newest
        first, with their creation times: the top ``limit`` of every index shard (one
        pipeline), merged."""
        with translated():
            return newest_across(
                self.r, [self._shard_key("index", shard) for shard in shards()], before, limit
            )

    def read(self, record_id: str) -> tuple[dict[str, str], dict[int, str], dict[int, str]]:
        """One round trip: (meta, game ids by index, result JSON by index)."""
        with translated():
            pipe = self.r.pipeline(transaction=False)
            pipe.hgetall(self._k(record_id, "meta"))
            pipe.hgetall(self._k(record_id, "games"))
            pipe.hgetall(self._k(record_id, "results"))
            meta, games, results = pipe.execute()
        if not meta or self.kind.whole_when.encode() not in meta:
            raise UnknownRecordError(record_id)
        return (
            {k.decode(): v.decode() for k, v in meta.items()},
            {int(k): v.decode() for k, v in games.items()},
            {int(k): v.decode() for k, v in results.items()},
        )

    def set_meta(self, record_id: str, fields: dict[str, str]) -> None:
        with translated(write=True):
            self.r.hset(self._k(record_id, "meta"), mapping=fields)

    def transition(self, record_id: str, status: str, fields: dict[str, str]) -> bool:
        """Write ``fields`` (a new ``status`` among them) only if the record's status is still
        ``status``: whether it was. Two writers ending a record (its runner finishing it, a
        request cancelling it) cannot both end it."""
        args: list[str] = [status]
        for k, v in fields.items():
            args += [k, v]
        with translated(write=True):
            return bool(self._transition(keys=[self._k(record_id, "meta")], args=args))

    def fields(self, record_id: str, names: list[str]) -> list[str | None]:
        """Some of the record's fields (None where one is not set)."""
        if not names:
            return []
        with translated():
            raw = self.r.hmget(self._k(record_id, "meta"), names)
        return [v.decode() if v is not None else None for v in raw]

    def status(self, record_id: str) -> str | None:
        """The record's ``status`` field alone (None: no such record)."""
        with translated():
            raw = self.r.hget(self._k(record_id, "meta"), "status")
        return raw.decode() if raw is not None else None

    def claim_game(self, record_id: str, index: int, game_id: str) -> str:
        """The stored game playing game ``index``: ``game_id`` if this is the first claim,
        else the first claimant's."""
        with translated(write=True):
            self.r.hsetnx(self._k(record_id, "games"), str(index), game_id)
            return str(self.r.hget(self._k(record_id, "games"), str(index)).decode())

    def start_game(self, record_id: str, index: int, status: str = "running") -> bool:
        """Note that game ``index`` starts, unless the record's status is no longer
        ``status`` (one step: once a cancel changed it, no game starts); whether it may."""
        with translated(write=True):
            return bool(
                self._start(
                    keys=[self._k(record_id, "meta"), self._k(record_id, "started")],
                    args=[status, str(index)],
                )
            )

    def started_games(self, record_id: str) -> set[int]:
        """The games noted started (:meth:`start_game`) or named (:meth:`claim_game`)."""
        with translated():
            pipe = self.r.pipeline(transaction=False)
            pipe.hkeys(self._k(record_id, "started"))
            pipe.hkeys(self._k(record_id, "games"))
            started, named = pipe.execute()
        return {int(i) for i in [*started, *named]}

    def put_result(self, record_id: str, index: int, result: str) -> None:
        """Record game ``index``'s result once: it follows from the game's log, so a second
        writer's (a runner that lost its lease, a request racing another) is the same and is
        dropped."""
        with translated(write=True):
            self.r.hsetnx(self._k(record_id, "results"), str(index), result)

    def lease(self, record_id: str, owner: str, ttl_ms: int) -> bool:
        """Take or extend the lease on playing the record; False if another runner holds it."""
        with translated(write=True):
            return bool(self._lease(keys=[self._k(record_id, "lease")], args=[owner, ttl_ms]))

    def release(self, record_id: str, owner: str) -> None:
        with translated(write=True):
            self._release(keys=[self._k(record_id, "lease")], args=[owner])

    def leased(self, record_id: str) -> bool:
        with translated():
            return bool(self.r.exists(self._k(record_id, "lease")))

    # -- the records workers advance -------------------------------------------------------

    def activate(self, record_id: str, *, wake: bool = True) -> None:
        """Count the record among those to play, and wake an idle worker for it."""
        with translated(write=True):
            pipe = self.r.pipeline(transaction=False)
            pipe.sadd(self._running_key(record_id), record_id)
            if wake:
                pipe.lpush(f"{self.kind.prefix}:wake", record_id)
                pipe.ltrim(f"{self.kind.prefix}:wake", 0, WAKE_TOKENS - 1)
            pipe.execute()

    def deactivate(self, record_id: str) -> None:
        with translated(write=True):
            self.r.srem(self._running_key(record_id), record_id)

    def active(self) -> list[str]:
        """The records still to play, sorted: every running shard, in one pipeline."""
        with translated():
            return members_across(self.r, [self._shard_key("running", shard) for shard in shards()])

    def wait_for_work(self, seconds: float) -> bool:
        """Block until a record is activated, or ``seconds`` pass (keep it under the client's
        socket timeout); whether one was."""
        with translated():
            return (
                self.r.blpop([f"{self.kind.prefix}:wake"], timeout=max(seconds, 0.01)) is not None
            )

    def beat(self, worker: str, now: float, *, forget_after: float = 3600.0) -> None:
        """A worker's heartbeat (``now``: Unix seconds); long-silent workers are dropped."""
        with translated(write=True):
            pipe = self.r.pipeline(transaction=False)
            pipe.zadd(f"{self.kind.prefix}:workers", {worker: now})
            pipe.zremrangebyscore(f"{self.kind.prefix}:workers", "-inf", now - forget_after)
            pipe.execute()

    def retire(self, worker: str) -> None:
        """A worker that stops says so: it is not counted alive until its beat runs out."""
        with translated(write=True):
            self.r.zrem(f"{self.kind.prefix}:workers", worker)

    def last_beat(self) -> float | None:
        """When a worker last beat (Unix seconds); None if none ever did (or all retired)."""
        with translated():
            rows = self.r.zrevrange(f"{self.kind.prefix}:workers", 0, 0, withscores=True)
        return float(rows[0][1]) if rows else None

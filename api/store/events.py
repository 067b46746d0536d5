"""The Redis event store: one append-only log per game, appended by one atomic Lua script.

Keys of a game are hash-tagged by its id (``g:{<id>}:...``) so a Redis Cluster keeps a game
on one shard. Per game:

* ``g:{id}:meta``   hash: the game's fixed record (ruleset, seats, token hashes, seed...);
                    its ``ruleset`` field names the ruleset by digest (``#<sha256>``), the
                    ruleset's JSON being kept once for every game that plays it, in
                    ``rulesets:{<sha256>}`` (a string; games of earlier versions hold the
                    JSON itself, and are read as they are)
* ``g:{id}:log``    list: log entries (JSON), entry ``i`` is event number ``i + 1``
* ``g:{id}:idempotency`` hash: ``<seat>:<key>`` -> a submit's idempotency record (when it
                    was written, its fingerprint and its answer, compact); a record older than
                    the window is not answered, and the hash expires a window after its last
                    write (see :mod:`api.store.idempotency`)
* ``g:{id}:idem``   hash: idempotency records of the old format (read, no longer written)
* ``g:{id}:snap``   string: the latest state snapshot (JSON with its version)
* ``g:{id}:watched`` string: set while a long poll waits for the game (expires on its own)
* ``g:{id}:news``   stream: the version of the last append made while the game was watched
                    (dropped a minute after that append)
* ``g:{id}:notices`` hash: the notices sent about the game, one field each (``HSETNX``: a
                    notice is sent once, whichever process gets to it)
* ``g:{id}:acked``  string: written before an idempotent retry's stored answer is given
                    again with ``REDIS_WAIT_REPLICAS`` set (a minute; see
                    :meth:`EventStore.confirm_replicated`)

Games are listed from sorted sets (member: game id, score: creation time) split into
``SHARDS`` shards (:mod:`api.store.shards`); a game's entries are in shard
:func:`~api.store.shards.shard_of` its id, ``games:{<tag>}:<part>`` with part ``all``,
``preset:<p>``, ``status:<s>``, ``open`` (the lobby: playing with a seat anyone may join),
``preset:<p>:status:<s>`` and ``preset:<p>:open``; ``games:{<tag>}:presets`` (set) names the
presets the shard has seen. See :meth:`EventStore.index_page` and docs/architecture.md.

The version of a game is the length of its log. ``append`` checks the expected version and
the idempotency key and writes the entries (with any snapshot and record fields that go with
them), all inside one script, so concurrent writers can neither lose nor duplicate an
event: exactly one of several racing appends with the same expected version succeeds and
the others get a conflict with the current version.
It can also check fields of the game's record (``meta_check``), so a writer that rendered
its answer from a record it read earlier appends only if the record still says the same.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import math
import os
import socket
import struct
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import redis
from redis.exceptions import AskError, ClusterDownError, MovedError, NoScriptError, TryAgainError

from .. import jsontext
from ..metrics import APPENDS, EVENTS_APPENDED
from . import idempotency
from .errors import (
    AlreadySeated,
    ConflictError,
    GameExistsError,
    StaleMetaError,
    StoreError,
    UnknownGameError,
    translated,
)
from .legacy import move_sorted_set
from .shards import newest_across, shard_key, shard_of, shards

#: The single index of every game that earlier versions kept; games found in it are moved
#: to the sharded indexes by :meth:`EventStore.migrate_legacy_index` (run when the app starts).
GAMES_INDEX = "games:index"
#: The statuses a game's record may hold (``status`` field).
STATUSES = ("playing", "over")
#: A listing drops an index entry whose game does not exist only once the entry is this old
#: (seconds): on a cluster a game's index entries are written just before the game itself.
CREATE_GRACE_S = 60.0
#: After each successful append, wait until this many replicas have it (``WAIT``), at most
#: ``REDIS_WAIT_TIMEOUT_MS``; fewer answer the append with a failure that may have written.
WAIT_REPLICAS = int(os.environ.get("REDIS_WAIT_REPLICAS", "0"))
WAIT_TIMEOUT_MS = int(os.environ.get("REDIS_WAIT_TIMEOUT_MS", "500"))
#: A long poll blocks in Redis for at most ``BLOCK_SLICE`` seconds at a time, well under the
#: clients' five-second socket timeout, and marks its game watched for ``WATCH_MARGIN``
#: seconds past each block.
BLOCK_SLICE = 2.0
WATCH_MARGIN = 2.0
#: A game's news stream is dropped this long after its last append (waiters of a quiet
#: game are still served: a new append makes it anew, with a later entry id).
NEWS_TTL_S = 60
#: A game record's ``ruleset`` field holds this and the digest of a shared ruleset.
RULESET_REF = "#"
#: Shared rulesets this process keeps decoded (by digest; content-addressed, so never stale).
RULESET_CACHE_MAX = 1024
#: On a cluster a create writes its shared ruleset (a round trip of its own: another slot)
#: only when this process has not written it for this long (seconds); on one server the
#: create script writes it every time, at no cost.
RULESET_RECHECK_S = 60.0
#: How long a finished game's keys are kept after its last append, in seconds
#: (``FINISHED_GAME_TTL_S``; 0, the default, keeps them for ever).
FINISHED_GAME_TTL_S = 0

_APPEND = """
local log, idem, meta, snap, watched, news = KEYS[1], KEYS[2], KEYS[3], KEYS[4], KEYS[5], KEYS[6]
local records, notices = KEYS[7], KEYS[8]
local expected = tonumber(ARGV[1])
local key, stored_record = ARGV[2], ARGV[3]
local record_ttl, finished_ttl = tonumber(ARGV[4]), tonumber(ARGV[5])
if redis.call('EXISTS', meta) == 0 then
  return {'missing', ''}
end
local now = 0
if key ~= '' then
  local t = redis.call('TIME')
  now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
  local stored = redis.call('HGET', records, key)
  if stored then
    -- '<written at, ms>:<record>'; one older than the window is not answered
    local colon = string.find(stored, ':', 1, true)
    if record_ttl == 0 or now - tonumber(string.sub(stored, 1, colon - 1)) < record_ttl then
      return {'replayed', string.sub(stored, colon + 1)}
    end
  else
    stored = redis.call('HGET', idem, key)
    if stored then
      return {'replayed', stored}
    end
  end
end
local len = redis.call('LLEN', log)
if len ~= expected then
  return {'conflict', tostring(len)}
end
local checks = tonumber(ARGV[6])
for i = 7, 6 + 2 * checks, 2 do
  if (redis.call('HGET', meta, ARGV[i]) or '') ~= ARGV[i + 1] then
    return {'stale', ARGV[i]}
  end
end
local sets_at = 7 + 2 * checks
local sets = tonumber(ARGV[sets_at])
local incrs_at = sets_at + 2 * sets + 1
local incrs = tonumber(ARGV[incrs_at])
local snapshot = ARGV[incrs_at + incrs + 1]
local first = incrs_at + incrs + 2
for i = first, #ARGV do
  redis.call('RPUSH', log, ARGV[i])
end
local version = len + #ARGV - first + 1
redis.call('HSET', meta, 'version', version)
for i = sets_at + 1, sets_at + 2 * sets, 2 do
  redis.call('HSET', meta, ARGV[i], ARGV[i + 1])
end
for i = incrs_at + 1, incrs_at + incrs do
  redis.call('HINCRBY', meta, ARGV[i], 1)
end
if snapshot ~= '' then
  redis.call('SET', snap, snapshot)
end
if key ~= '' then
  redis.call('HSET', records, key, string.format('%.0f', now) .. ':' .. stored_record)
  if record_ttl > 0 then
    redis.call('PEXPIRE', records, record_ttl)
  end
end
-- a finished game's keys expire together (retention; 0 keeps them), its records at the latest
if finished_ttl > 0 and redis.call('HGET', meta, 'status') == 'over' then
  for _, k in ipairs({log, idem, meta, snap, notices}) do
    redis.call('PEXPIRE', k, finished_ttl)
  end
  if record_ttl == 0 or finished_ttl < record_ttl then
    redis.call('PEXPIRE', records, finished_ttl)
  end
end
if redis.call('EXISTS', watched) == 1 then
  redis.call('XADD', news, 'MAXLEN', '1', '*', 'version', version)
  redis.call('PEXPIRE', news, NEWS_TTL_MS)
  redis.call('PUBLISH', news, version)
end
return {'ok', tostring(version)}
""".replace("NEWS_TTL_MS", str(NEWS_TTL_S * 1000))


#: Claim a notice (``HSETNX``); a finished game's notices expire with its record.
_NOTICE = """
local claimed = redis.call('HSETNX', KEYS[1], ARGV[1], '1')
local ttl = redis.call('PTTL', KEYS[2])
if claimed == 1 and ttl > 0 then
  redis.call('PEXPIRE', KEYS[1], ttl)
end
return claimed
"""


#: A game's record and first entries (KEYS 1, 2) and, on a single server, its shared ruleset
#: and index entries: the ruleset's JSON ARGV 5 is kept in KEYS 3 (``SET NX``; none when
#: ARGV 5 is empty), game ARGV 2 joins the set of presets KEYS 4 as ARGV 4 and the sorted
#: sets KEYS 5... with score ARGV 3 (``ZADD NX``), all in one step.
_CREATE = """
if redis.call('EXISTS', KEYS[1]) == 1 or redis.call('EXISTS', KEYS[2]) == 1 then
  return 0
end
local n = tonumber(ARGV[1])
for i = 6, n + 5, 2 do
  redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1])
end
for i = n + 6, #ARGV do
  redis.call('RPUSH', KEYS[2], ARGV[i])
end
if #KEYS >= 3 and ARGV[5] ~= '' then
  redis.call('SET', KEYS[3], ARGV[5], 'NX')
end
if #KEYS >= 4 and ARGV[4] ~= '' then
  redis.call('SADD', KEYS[4], ARGV[4])
end
for i = 5, #KEYS do
  redis.call('ZADD', KEYS[i], 'NX', ARGV[3], ARGV[2])
end
return 1
"""

#: Index upkeep in one shard: add game ARGV[1] (score ARGV[2]) to the first ARGV[3] keys,
#: remove it from the others; ARGV[4], when given, joins the shard's set of presets (the last
#: key when ARGV[4] is given).
_INDEX = """
local adds = tonumber(ARGV[3])
local last = #KEYS
if ARGV[4] ~= '' then
  redis.call('SADD', KEYS[last], ARGV[4])
  last = last - 1
end
for i = 1, adds do
  redis.call('ZADD', KEYS[i], 'NX', ARGV[2], ARGV[1])
end
for i = adds + 1, last do
  redis.call('ZREM', KEYS[i], ARGV[1])
end
return 1
"""


#: The field of a game's record counting the changes to its seats since it was created
#: (a join filling an open seat, a push bot's strike): the same count means the same seats.
SEATS_REVISION = "seats_rev"

_CLAIM = """
if redis.call('EXISTS', KEYS[1]) == 0 then return false end
local field = 'token:' .. ARGV[1]
if redis.call('HGET', KEYS[1], field) ~= '' then return false end
if ARGV[4] and ARGV[4] ~= '' then
  -- one registered bot, one seat: a bot already seated here is refused in the same step
  local players = tonumber(redis.call('HGET', KEYS[1], 'players') or '0')
  for i = 0, players - 1 do
    if redis.call('HGET', KEYS[1], 'account:' .. i) == ARGV[4] then return 0 end
  end
end
redis.call('HSET', KEYS[1], field, ARGV[2])
if ARGV[3] ~= '' then redis.call('HSET', KEYS[1], 'name:' .. ARGV[1], ARGV[3]) end
if ARGV[4] and ARGV[4] ~= '' then redis.call('HSET', KEYS[1], 'account:' .. ARGV[1], ARGV[4]) end
redis.call('HINCRBY', KEYS[1], 'seats_rev', 1)
return redis.call('HGET', KEYS[1], 'name:' .. ARGV[1])
"""


@dataclass(frozen=True)
class AppendResult:
    version: int
    #: When the idempotency key was seen before: (fingerprint, stored response).
    replayed: tuple[str, str] | None = None


def _k(game_id: str, part: str) -> str:
    return f"g:{{{game_id}}}:{part}"


def ruleset_key(digest: str) -> str:
    """The key of the shared ruleset with this digest (its own slot on a cluster)."""
    return f"rulesets:{{{digest}}}"


def ruleset_digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def _is_cluster(client: Any) -> bool:
    from redis.cluster import RedisCluster

    from .redis_conn import LazyCluster

    return isinstance(client, RedisCluster | LazyCluster)


def _created(meta: Mapping[str, str]) -> float:
    return float(meta.get("created") or time.time())


def lobby_open(meta: Mapping[str, str]) -> bool:
    """Whether the game is in the lobby: being played, with a seat nobody (no person, no
    bot) holds."""
    return meta.get("status") == "playing" and any(
        not (meta.get(f"token:{i}") or meta.get(f"bot:{i}") or meta.get(f"account:{i}"))
        for i in range(int(meta.get("players") or 0)))


def index_part(preset: str | None, status: str | None) -> str:
    """The index part listing the games of ``preset`` (None: any) with ``status`` (None: any;
    ``open``: the lobby)."""
    kind = "open" if status == "open" else f"status:{status}" if status else ""
    if preset:
        return f"preset:{preset}:{kind}" if kind else f"preset:{preset}"
    return kind or "all"


def index_parts(meta: Mapping[str, str]) -> list[str]:
    """Every index part a game with this record belongs in."""
    preset, status = meta.get("preset", ""), meta.get("status", "")
    parts = ["all"]
    if preset:
        parts.append(f"preset:{preset}")
    kinds = ([f"status:{status}"] if status else []) + (["open"] if lobby_open(meta) else [])
    for kind in kinds:
        parts.append(kind)
        if preset:
            parts.append(f"preset:{preset}:{kind}")
    return parts


def _changing_parts(presets: Sequence[str], status: str) -> list[str]:
    """The parts of the presets a game moves between as its status and seats change."""
    kinds = [*(f"status:{s}" for s in dict.fromkeys((*STATUSES, *([status] if status else [])))), "open"]
    return kinds + [f"preset:{p}:{kind}" for p in presets for kind in kinds]


def _snapshot_text(version: int, state: dict[str, Any]) -> str:
    """A stored snapshot: the state at ``version`` (see :meth:`EventStore.snapshot`)."""
    return jsontext.dumps({"version": version, "state": state})


class _ThreadConnection(threading.local):
    """Connections of this thread's own (see :meth:`EventStore._run_script`): one per server
    (one on a single server; on a cluster one per master it has sent an append to)."""

    def __init__(self) -> None:
        self.conns: dict[str, Any] = {}
        self.pid = 0

    def open(self, pool: Any, name: str = "") -> Any:
        """This thread's connection to the server of ``pool``, made anew in a forked process:
        the pool's settings, with its read and write timeout kept by the kernel (see
        :meth:`_kernel_timeouts`)."""
        if self.pid != os.getpid():
            self.conns, self.pid = {}, os.getpid()
        conn = self.conns.get(name)
        if conn is None:
            conn = self.conns[name] = pool.connection_class(**pool.connection_kwargs)
            conn.register_connect_callback(self._kernel_timeouts)
        return conn

    @property
    def conn(self) -> Any:
        """The connection to a single server (None before the first append)."""
        return self.conns.get("")

    def drop(self, name: str) -> None:
        conn = self.conns.pop(name, None)
        if conn is not None:
            conn.disconnect()

    def _kernel_timeouts(self, conn: Any) -> None:
        """Move the socket's timeout from Python to the kernel (``SO_RCVTIMEO`` and
        ``SO_SNDTIMEO``), on a socket just connected.

        A Python socket with a timeout polls before every send and every receive: twice
        the system calls, and twice the hand-overs of the interpreter lock, on every
        append. A blocking socket whose kernel timeouts are set fails the same way when
        Redis does not answer in time (the read raises, the call fails with a
        ``ConnectionError``). Where the kernel does not take the option, Python keeps the
        timeout.
        """
        seconds = conn.socket_timeout
        sock = conn._sock
        if not seconds or sock is None:
            return
        tv = struct.pack("ll", int(seconds), int(seconds % 1 * 1_000_000))
        try:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVTIMEO, tv)
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDTIMEO, tv)
        except OSError:
            return
        sock.settimeout(None)


class EventStore:
    def __init__(self, client: redis.Redis, *, idempotency_ttl_s: float = idempotency.IDEMPOTENCY_TTL_S,
                 finished_game_ttl_s: float = FINISHED_GAME_TTL_S, share_rulesets: bool = True) -> None:
        """``idempotency_ttl_s``: how long a submit's idempotency record is kept;
        ``finished_game_ttl_s``: how long a game's keys are kept once it is over (0: for ever
        in both); ``share_rulesets``: new games name their ruleset by digest (kept once in
        ``rulesets:{<digest>}``) instead of holding its JSON (which earlier versions need to
        read them). Games of either kind are read alike."""
        # redis-py's stubs type replies as unions of every RESP type; we know ours
        self.r: Any = client
        self.idempotency_ttl_ms = max(0, int(idempotency_ttl_s * 1000))
        self.finished_game_ttl_ms = max(0, int(finished_game_ttl_s * 1000))
        self._notice = client.register_script(_NOTICE)
        self._append = client.register_script(_APPEND)
        self._own = _ThreadConnection()
        self._create = client.register_script(_CREATE)
        self._claim = client.register_script(_CLAIM)
        self._index = client.register_script(_INDEX)
        #: On a Redis Cluster (redis-py's ``RedisCluster``): a game's keys and its index
        #: entries (and its shared ruleset) are in different slots, so they are written in two
        #: steps (see :meth:`create`).
        self.cluster = _is_cluster(client)
        self.wait_replicas = WAIT_REPLICAS
        self.wait_timeout_ms = WAIT_TIMEOUT_MS
        self.share_rulesets = share_rulesets
        #: Shared rulesets' JSON by digest (see :meth:`_records`).
        self._rulesets: dict[str, str] = {}
        #: On a cluster, when this process last wrote (``SET NX``) each shared ruleset
        #: (time.monotonic()); a create writes it again once ``RULESET_RECHECK_S`` passed.
        self._stored: dict[str, float] = {}

    # -- games --------------------------------------------------------------------------------

    def create(self, game_id: str, meta: dict[str, str], entries: Sequence[str]) -> None:
        """Create a game with its first log entries and its index entries; refuses an
        existing id.

        On a single server it is one script: the game, its shared ruleset and its index
        entries appear together or not at all. On a cluster the game's keys, its ruleset and
        its index shard are in different slots, which no script spans: the ruleset (when
        this process has not written it in the last ``RULESET_RECHECK_S``) and the index
        entries are written first, then the game (a script). A crash before the game is
        written leaves index entries of a game that does not exist, which every listing
        skips, and drops once older than ``CREATE_GRACE_S`` (a listing that meets the
        entries of a game being created skips them and leaves them).

        With ``wait_replicas`` set, the game (and a ruleset written on a cluster) is waited
        for as an append is (see :meth:`confirm_replicated`).
        """
        ruleset = meta.get("ruleset", "")
        digest = ruleset_digest(ruleset) if ruleset and self.share_rulesets else ""
        fields: list[str] = []
        for k, v in {**meta, "version": str(len(entries))}.items():
            fields += [k, RULESET_REF + digest if k == "ruleset" and digest else v]
        score = _created(meta)
        adds, _ = self._index_parts(meta)
        shard = shard_of(game_id)
        index_keys = [shard_key("games", shard, part) for part in ("presets", *adds)]
        shared = ruleset_key(digest or "none")
        with translated(write=True):
            if self.cluster:  # the shared ruleset and the index entries first, each its slot
                if digest and time.monotonic() - self._stored.get(digest, -math.inf) > RULESET_RECHECK_S:
                    if self.wait_replicas > 0:
                        self._write_replicated(shared, "SET", shared, ruleset, "NX")
                    else:
                        self.r.set(shared, ruleset, nx=True)
                    if len(self._stored) >= RULESET_CACHE_MAX:
                        self._stored.clear()
                    self._stored[digest] = time.monotonic()
                self._reindex(game_id, meta)
            ok = self._create(
                keys=[_k(game_id, "meta"), _k(game_id, "log"), *([] if self.cluster else [shared, *index_keys])],
                args=[len(fields), game_id, repr(score), meta.get("preset", ""),
                      "" if self.cluster or not digest else ruleset, *fields, *entries],
            )
        if not ok:
            raise GameExistsError(f"game {game_id} exists")
        if digest:
            self._rulesets.setdefault(digest, ruleset)
        self.confirm_replicated(game_id)  # a game acknowledged is one its replicas hold

    def claim_seat(self, game_id: str, seat: int, token_hash: str, name: str,
                   account: str = "") -> str | None:
        """Give an open seat its token (and name) in one step; None if it was taken.
        ``account``: the registered bot that takes it (its own token acts in the seat); a
        bot that holds another seat of the game already is refused in the same step
        (:class:`AlreadySeated`), so racing joins never seat it twice."""
        with translated(write=True):
            got = self._claim(keys=[_k(game_id, "meta")], args=[seat, token_hash, name, account])
        if got is None:
            return None
        if got == 0:
            raise AlreadySeated(account)
        self._reindex_after_change(game_id)  # a seat filled: the game may leave the lobby
        self.confirm_replicated(game_id)  # the seat's token is one its replicas hold
        return str(got.decode() if isinstance(got, bytes) else got)

    def meta(self, game_id: str) -> dict[str, str]:
        with translated():
            raw = self.r.hgetall(_k(game_id, "meta"))
        record = self._records([raw])[0]
        if record is None:
            raise UnknownGameError(game_id)
        return record

    def _records(self, raws: Sequence[Mapping[bytes, bytes] | None]) -> list[dict[str, str] | None]:
        """Game records as read (``HGETALL``; None or empty: no such game), decoded, with
        each shared ruleset's JSON in place of its digest: from this process's copies, or
        read (one pipeline for all that are missing)."""
        records = [{k.decode(): v.decode() for k, v in raw.items()} if raw and b"ruleset" in raw else None
                   for raw in raws]
        refs = {m["ruleset"][len(RULESET_REF):] for m in records
                if m is not None and m["ruleset"].startswith(RULESET_REF)}
        missing = sorted(refs - self._rulesets.keys())
        if missing:
            with translated():
                pipe = self.r.pipeline(transaction=False)
                for digest in missing:
                    pipe.get(ruleset_key(digest))
                found = pipe.execute()
            if len(self._rulesets) + len(missing) > RULESET_CACHE_MAX:
                self._rulesets.clear()
            for digest, text in zip(missing, found, strict=True):
                if text is None:
                    raise StoreError(f"the ruleset {digest} that games name is not in the store")
                self._rulesets[digest] = text.decode()
        for m in records:
            if m is not None and m["ruleset"].startswith(RULESET_REF):
                m["ruleset"] = self._rulesets[m["ruleset"][len(RULESET_REF):]]
        return records

    # -- the indexes ----------------------------------------------------------------------------

    @staticmethod
    def _index_parts(meta: Mapping[str, str]) -> tuple[list[str], list[str]]:
        """The index parts a game with this record is in, and those of its preset it is not
        in that a change of status or seats could have put it in."""
        adds = index_parts(meta)
        preset = meta.get("preset", "")
        removes = [p for p in _changing_parts([preset] if preset else [], meta.get("status", ""))
                   if p not in adds]
        return adds, removes

    def _reindex(self, game_id: str, meta: Mapping[str, str], stale: str = "") -> None:
        adds, removes = self._index_parts(meta)
        if stale and stale not in adds and stale not in removes:
            removes.append(stale)
        shard = shard_of(game_id)
        keys = [shard_key("games", shard, part) for part in (*adds, *removes)]
        preset = meta.get("preset", "")
        if preset:
            keys.append(shard_key("games", shard, "presets"))
        self._index(keys=keys, args=[game_id, repr(_created(meta)), len(adds), preset])

    def reindex(self, game_id: str, meta: Mapping[str, str], stale: str = "") -> None:
        """Put the game in the indexes its record (``meta``) says, and out of the others of
        its preset and out of part ``stale`` (the upkeep after a change of status or seats,
        and a listing's repair of a stale entry it read in ``stale``)."""
        with translated(write=True):
            self._reindex(game_id, meta, stale)

    def _reindex_after_change(self, game_id: str) -> None:
        """The upkeep right after a write that changed the game's status or seats, from its
        record read anew. A failure here leaves a stale entry that listings repair, so it
        does not fail the write."""
        try:
            raw = self.r.hgetall(_k(game_id, "meta"))
            if raw and b"ruleset" in raw:
                self._reindex(game_id, {k.decode(): v.decode() for k, v in raw.items()})
        except redis.RedisError:
            pass

    def unindex(self, game_ids: Sequence[str]) -> None:
        """Take games out of every index (games that no longer exist, or are trimmed)."""
        by_shard: dict[int, list[str]] = {}
        for game_id in game_ids:
            by_shard.setdefault(shard_of(game_id), []).append(game_id)
        with translated(write=True):
            for shard, ids in by_shard.items():
                presets = sorted(x.decode() for x in self.r.smembers(shard_key("games", shard, "presets")))
                parts = ["all", *(f"preset:{p}" for p in presets), *_changing_parts(presets, "")]
                keys = [shard_key("games", shard, part) for part in parts]
                for game_id in ids:
                    self._index(keys=keys, args=[game_id, "0", 0, ""])

    def index_page(self, part: str, before: float, limit: int) -> list[tuple[str, float]]:
        """Up to ``limit`` entries of index ``part`` (see :func:`index_part`) created before
        ``before`` (Unix seconds; ``math.inf``: all), newest first, with their creation times.

        Reads at most ``limit`` entries from each shard (one pipeline; on a cluster redis-py
        sends it in one batch per node) and merges them: the newest ``limit`` of all are
        among them. The entries may be stale: the caller checks the records.
        """
        with translated():
            return newest_across(self.r, [shard_key("games", shard, part) for shard in shards()], before, limit)

    def list_games(self, before: float, limit: int) -> list[tuple[str, float]]:
        """Up to ``limit`` games created before ``before`` (Unix seconds; ``math.inf``: all),
        newest first, with their creation times."""
        return self.index_page("all", before, limit)

    def metas(self, game_ids: Sequence[str]) -> list[dict[str, str] | None]:
        """The records of games (None for a game that does not exist), in one pipeline."""
        with translated():
            pipe = self.r.pipeline(transaction=False)
            for game_id in game_ids:
                pipe.hgetall(_k(game_id, "meta"))
            replies = pipe.execute()
        return self._records(replies)

    def trim_indexes(self, older_than: float, batch: int = 500) -> int:
        """Drop the index entries of finished games created before ``older_than`` (Unix
        seconds): those whose keys a retention policy lets expire. Games are read from each
        shard's ``status:over`` part, ``batch`` at a time; answers how many were dropped."""
        dropped = 0
        with translated():
            for shard in shards():
                key = shard_key("games", shard, "status:over")
                while True:
                    ids = [x.decode() for x in self.r.zrangebyscore(key, "-inf", f"({older_than!r}",
                                                                    start=0, num=batch)]
                    if not ids:
                        break
                    self.unindex(ids)
                    dropped += len(ids)
        return dropped

    def drop_expired_entries(self, created_before: float, batch: int = 500) -> int:
        """Drop the index entries of finished games created before ``created_before`` (Unix
        seconds) whose keys are gone (expired under ``FINISHED_GAME_TTL_S``); answers how
        many. Reads each shard's ``status:over`` part from its oldest, ``batch`` at a time,
        and checks each game's record: those still kept stay listed."""
        dropped = 0
        with translated():
            for shard in shards():
                key = shard_key("games", shard, "status:over")
                start = 0
                while True:
                    ids = [x.decode() for x in self.r.zrangebyscore(
                        key, "-inf", f"({created_before!r}", start=start, num=batch)]
                    if not ids:
                        break
                    pipe = self.r.pipeline(transaction=False)
                    for game_id in ids:
                        pipe.exists(_k(game_id, "meta"))
                    gone = [g for g, kept in zip(ids, pipe.execute(), strict=True) if not kept]
                    if gone:
                        self.unindex(gone)
                    dropped += len(gone)
                    start += len(ids) - len(gone)
        return dropped

    def migrate_legacy_index(self, batch: int = 500) -> int:
        """Move the games of the single index earlier versions kept (``games:index``) to the
        sharded indexes, ``batch`` at a time, emptying it (:mod:`api.store.legacy`: an entry
        leaves only while it holds the score that was moved; an entry whose game is gone is
        dropped); answers how many entries left it. Run when the app starts: repeating it (or
        running it in several processes at once) is harmless."""

        def put(rows: list[tuple[str, float]]) -> None:
            metas = self.metas([game_id for game_id, _ in rows])
            for (game_id, score), meta in zip(rows, metas, strict=True):
                if meta is not None:
                    self._reindex(game_id, {"created": repr(score), **meta})

        with translated():
            return move_sorted_set(self.r, GAMES_INDEX, put, batch)

    def first_notice(self, game_id: str, notice: str) -> bool:
        """Claim the sending of ``notice`` about the game: True for the first caller only."""
        with translated(write=True):
            return bool(self._notice(keys=[_k(game_id, "notices"), _k(game_id, "meta")], args=[notice]))

    # -- the log ------------------------------------------------------------------------------

    def version(self, game_id: str) -> int:
        with translated():
            return int(self.r.llen(_k(game_id, "log")))

    def wait_for_version(self, game_id: str, after: int, seconds: float) -> int:
        """The game's version as soon as it is past ``after``, or when ``seconds`` have passed.

        A long poll that blocks in Redis instead of asking again and again: the waiter marks
        the game watched (a key that expires shortly after the wait), and while it is, every
        append adds the new version to the game's news stream (one entry kept). The waiter
        notes the stream's last entry and the version in one round trip, then blocks
        reading the stream past that entry; an append between the two is seen either by the
        version or by the read. Blocks last at most ``BLOCK_SLICE`` seconds each, under
        the client's socket timeout.
        """
        deadline = time.monotonic() + max(0.0, seconds)
        log, watched, news = _k(game_id, "log"), _k(game_id, "watched"), _k(game_id, "news")
        with translated():
            while True:
                left = deadline - time.monotonic()
                block = min(left, BLOCK_SLICE)
                pipe = self.r.pipeline(transaction=False)
                if block > 0:
                    pipe.set(watched, 1, px=int((block + WATCH_MARGIN) * 1000))
                pipe.xrevrange(news, count=1)
                pipe.llen(log)
                *_, last, version = pipe.execute()
                if version > after or block <= 0:
                    return int(version)
                self.r.xread({news: last[0][0] if last else b"0-0"}, count=1,
                             block=max(1, int(block * 1000)))

    def entries(self, game_id: str, start: int = 0, stop: int = -1) -> list[dict[str, Any]]:
        """Log entries ``start`` .. ``stop`` (0-based, inclusive; -1 is the last)."""
        with translated():
            raw = self.r.lrange(_k(game_id, "log"), start, stop)
        return [json.loads(x) for x in raw]

    def append(
        self,
        game_id: str,
        expected_version: int,
        entries: Sequence[str],
        *,
        idempotency_key: str = "",
        fingerprint: str = "",
        response: str = "",
        meta_check: Mapping[str, str] | None = None,
        meta_set: Mapping[str, str] | None = None,
        meta_incr: Sequence[str] = (),
        snapshot: dict[str, Any] | None = None,
        meanwhile: Callable[[], object] | None = None,
    ) -> AppendResult:
        """Append ``entries`` if the log is at ``expected_version``, in one step.

        In this order: an unknown game raises :class:`UnknownGameError`; an idempotency key
        already stored answers its record (``replayed``) and writes nothing; another version
        raises :class:`ConflictError`; a field of ``meta_check`` that the game's record does
        not hold as given (a missing field holds "") raises :class:`StaleMetaError`. Only then
        are the entries written, with the fields of ``meta_set`` in the game's record (and
        those of ``meta_incr`` counted up by one: a push bot's strike lands with its move), the
        ``snapshot`` of the state the entries lead to (the newest there can be, so it replaces
        any kept one) and the key's record (``fingerprint`` and ``response``).

        ``meanwhile`` is called once the append is sent, before its reply is read: work
        that does not depend on the outcome is done while Redis runs the append.
        """
        # nothing is kept for a request without a key
        record = idempotency.encode(game_id, fingerprint, response) if idempotency_key else b""
        args: list[Any] = [expected_version, idempotency_key, record, self.idempotency_ttl_ms,
                           self.finished_game_ttl_ms]
        for fields in (meta_check or {}, meta_set or {}):
            args.append(len(fields))
            for name, value in fields.items():
                args += [name, value]
        args.append(len(meta_incr))
        args += meta_incr
        args.append("" if snapshot is None else _snapshot_text(expected_version + len(entries), snapshot))
        args += entries
        keys = [_k(game_id, "log"), _k(game_id, "idem"), _k(game_id, "meta"), _k(game_id, "snap"),
                _k(game_id, "watched"), _k(game_id, "news"),
                _k(game_id, "idempotency"), _k(game_id, "notices")]
        with translated(write=True):
            (status, value), resent = self._run_script(self._append, keys, args, meanwhile,
                                                       wait=True)
        status = status.decode()
        if status == "replayed":
            return AppendResult(version=-1, replayed=idempotency.decode(game_id, value))
        text = value.decode()
        if status == "ok":
            APPENDS.inc()
            EVENTS_APPENDED.inc(len(entries))
            if meta_set and "status" in meta_set:
                self._reindex_after_change(game_id)  # the game moves between the indexes
            return AppendResult(version=int(text))
        if status == "conflict":
            if resent:
                # the first try may have been the append that moved the version on: whether
                # it was is unknown (with an idempotency key the retry would have said so)
                raise StoreError("the connection broke after the append was sent; the retry "
                                 f"found the game at version {text}", maybe_written=True)
            raise ConflictError(int(text))
        if status == "stale":
            raise StaleMetaError(text)
        raise UnknownGameError(game_id)

    def _run_script(self, script: Any, keys: list[str], args: list[Any],
                    meanwhile: Callable[[], object] | None = None,
                    wait: bool = False) -> tuple[Any, bool]:
        """A registered script's reply, run on a connection this thread keeps for itself,
        and whether it was sent again after a connection failed once it had been sent (the
        first may then have run too).

        The append is on every submit's path, so it skips what the client adds to each
        command: taking a connection from the pool (a lock and a poll of the socket) and the
        command layer's retries and metrics hooks. The thread's connection has the pool's
        settings (timeouts, health checks) and a socket without Python's polls (see
        :class:`_ThreadConnection`); one that fails is closed and the call tried
        once more on a new one (a repeated append is harmless: the version check refuses
        it, and :meth:`append` then says that the first may have run). A server that does not
        know the script is sent it first. ``meanwhile`` runs
        (once) between sending the script and reading its reply.

        On a cluster the connection is to the master serving the slot of ``keys``: one per
        master and thread. A ``MOVED``/``ASK``/``TRYAGAIN``/``CLUSTERDOWN`` answer (the script
        did not run) or a broken connection means the slots moved (a failover): the topology
        is learnt anew and the call tried once more, on the master serving the slot now.

        ``wait`` (the append) with ``wait_replicas`` set: once the script answered ``ok``,
        ``WAIT`` on the same connection until that many replicas have it, at most
        ``wait_timeout_ms``; fewer raise :class:`StoreError` that may have written.
        """
        sent = resent = False
        for attempt in (0, 1):
            conn, name = self._script_connection(keys[0])
            try:
                conn.send_command("EVALSHA", script.sha, len(keys), *keys, *args)
                resent, sent = sent, True
                if meanwhile is not None:
                    meanwhile()
                    meanwhile = None
                reply = conn.read_response()
                if wait and self.wait_replicas > 0 and reply and reply[0] == b"ok":
                    self._wait_replicas(conn)
                return reply, resent
            except NoScriptError:
                if attempt:
                    raise
                conn.send_command("SCRIPT", "LOAD", script.script)
                script.sha = conn.read_response().decode()
                sent = resent  # refused unrun
            except (MovedError, AskError, TryAgainError, ClusterDownError) as exc:
                # refused unrun: the slot is served elsewhere now
                self._own.drop(name)
                sent = resent
                if attempt:
                    raise StoreError(str(exc), maybe_written=sent) from exc
                self._learn_topology()
            except (redis.ConnectionError, redis.TimeoutError) as exc:
                self._own.drop(name)
                if attempt:
                    raise StoreError(str(exc), maybe_written=sent) from exc
                if self.cluster:
                    self._learn_topology()
            except BaseException:
                self._own.drop(name)  # a reply may be left half read
                raise
        raise AssertionError("unreachable")

    def _script_connection(self, key: str) -> tuple[Any, str]:
        """This thread's connection to the server of ``key`` (on a cluster: the master
        serving its slot), and its name."""
        if not self.cluster:
            return self._own.open(self.r.connection_pool), ""
        node = self.r.get_node_from_key(key)
        pool = self.r.get_redis_connection(node).connection_pool
        return self._own.open(pool, node.name), node.name

    def _learn_topology(self) -> None:
        """Ask the cluster again which master serves which slots."""
        with contextlib.suppress(redis.RedisError):  # the retry fails and says so
            self.r.nodes_manager.initialize()

    def confirm_replicated(self, game_id: str) -> None:
        """With ``wait_replicas`` set, before an answer stored earlier is given again (an
        idempotent retry): wait until that many replicas hold everything the game's master
        holds now, so a replayed answer is as safe as a first one. The append it answers
        may have been acknowledged by no replica (its first answer was lost); ``WAIT`` counts
        only its own connection's writes, so the connection writes first (``g:{id}:acked``,
        a short-lived key of the game's), and replication, being in order, brings the
        append along. Fewer replicas raise :class:`StoreError`, as for an append."""
        if self.wait_replicas <= 0:
            return
        key = _k(game_id, "acked")
        self._write_replicated(key, "SET", key, "1", "PX", 60_000)

    def _write_replicated(self, key: str, *command: Any) -> None:
        """Run ``command`` (a write of ``key``) on this thread's connection to the server of
        ``key`` and, with ``wait_replicas`` set, ``WAIT`` for the replicas there (as
        :meth:`confirm_replicated`; fewer raise a :class:`StoreError` that may have written)."""
        with translated():
            try:
                conn, name = self._script_connection(key)
                try:
                    conn.send_command(*command)
                    conn.read_response()
                    if self.wait_replicas > 0:
                        self._wait_replicas(conn)
                except BaseException:
                    self._own.drop(name)
                    raise
            except (MovedError, AskError, TryAgainError, ClusterDownError):
                self._learn_topology()  # a failover moved the slot: the next try goes there
                raise

    def _wait_replicas(self, conn: Any) -> None:
        conn.send_command("WAIT", self.wait_replicas, self.wait_timeout_ms)
        acked = int(conn.read_response())
        if acked < self.wait_replicas:
            raise StoreError(f"the write reached {acked} of {self.wait_replicas} replicas in "
                             f"{self.wait_timeout_ms} ms", maybe_written=True)

    def read(
        self, game_id: str, *, log_from: int, with_snapshot: bool, idempotency_key: str = ""
    ) -> tuple[dict[str, str], int, list[dict[str, Any]], tuple[int, dict[str, Any]] | None, str | None]:
        """One round trip: (meta, version, log entries from ``log_from``, snapshot, idempotency record)."""
        with translated():
            pipe = self.r.pipeline(transaction=False)
            pipe.hgetall(_k(game_id, "meta"))
            pipe.llen(_k(game_id, "log"))
            pipe.lrange(_k(game_id, "log"), log_from, -1)
            if with_snapshot:
                pipe.get(_k(game_id, "snap"))
            if idempotency_key:
                pipe.hget(_k(game_id, "idempotency"), idempotency_key)
                pipe.hget(_k(game_id, "idem"), idempotency_key)
            replies = pipe.execute()
        meta = self._records([replies[0]])[0]
        if meta is None:
            raise UnknownGameError(game_id)
        version = int(replies[1])
        entries = [json.loads(x) for x in replies[2]]
        snap = None
        i = 3
        if with_snapshot:
            if replies[i] is not None:
                data = json.loads(replies[i])
                snap = (int(data["version"]), data["state"])
            i += 1
        idem = None
        if idempotency_key:
            found = self._record(game_id, replies[i], replies[i + 1])
            idem = None if found is None else "\n".join(found)
        return meta, version, entries, snap, idem

    def idempotent_response(self, game_id: str, key: str) -> tuple[str, str] | None:
        """(fingerprint, answer) of the submit with ``key`` (seat-scoped), if still kept."""
        with translated():
            pipe = self.r.pipeline(transaction=False)
            pipe.hget(_k(game_id, "idempotency"), key)
            pipe.hget(_k(game_id, "idem"), key)
            record, old = pipe.execute()
        return self._record(game_id, record, old)

    def _record(self, game_id: str, record: bytes | None, old: bytes | None) -> tuple[str, str] | None:
        """(fingerprint, answer) of a record as read (an old-format one if there is no other),
        None if there is none or it is older than the window (by this host's clock; the
        append goes by Redis's)."""
        if record is not None:
            payload = idempotency.unwrap(record, time.time() * 1000, self.idempotency_ttl_ms)
            return None if payload is None else idempotency.decode(game_id, payload)
        return None if old is None else idempotency.decode(game_id, old)

    # -- snapshots ----------------------------------------------------------------------------

    def snapshot(self, game_id: str) -> tuple[int, dict[str, Any]] | None:
        with translated():
            raw = self.r.get(_k(game_id, "snap"))
        if raw is None:
            return None
        data = json.loads(raw)
        return int(data["version"]), data["state"]

    def ping(self) -> bool:
        try:
            return bool(self.r.ping())
        except redis.RedisError:
            return False

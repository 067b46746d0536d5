"""The Redis event store: one append-only log per game, appended by one atomic Lua script.

The version of a game is the length of its log (``g:{id}:log``, :mod:`api.store.keys`).
``append`` checks the expected version and the idempotency key and writes the entries (with
any snapshot and record fields that go with them), all inside one script
(``lua/append.lua``), so concurrent writers can neither lose nor duplicate an event: exactly
one of several racing appends with the same expected version succeeds and the others get a
conflict with the current version. It can also check fields of the game's record
(``meta_check``), so a writer that rendered its answer from a record it read earlier appends
only if the record still says the same.

:class:`EventStore` is the games' store: the logs here, the records it inherits from
:class:`~api.store.games.GameRecords`, the index that goes with them
(:class:`~api.store.index.GameIndex`, its ``index``). The store's other rooms: its errors
(:mod:`api.store.errors`), key names (:mod:`api.store.keys`), scripts
(:mod:`api.store.scripts`) and the connections the append goes out on
(:mod:`api.store.connections`).
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import orjson
import redis

from .. import jsontext
from ..metrics import APPENDS, EVENTS_APPENDED
from . import idempotency, scripts
from .errors import ConflictError, StaleMetaError, StoreError, UnknownGameError, translated
from .game_record import STATUS
from .games import GameRecords
from .keys import game_key

#: A long poll blocks in Redis for at most ``BLOCK_SLICE`` seconds at a time, well under the
#: clients' five-second socket timeout, and marks its game watched for ``WATCH_MARGIN``
#: seconds past each block.
BLOCK_SLICE = 2.0
WATCH_MARGIN = 2.0
#: How long a finished game's keys are kept after its last append, in seconds
#: (``FINISHED_GAME_TTL_S``; 0, the default, keeps them for ever).
FINISHED_GAME_TTL_S = 0
#: The game's keys the append script takes, in its order (``lua/append.lua``).
_APPEND_KEYS = ("log", "idem", "meta", "snap", "watched", "news", "idempotency", "notices")


@dataclass(frozen=True)
class AppendResult:
    version: int
    #: When the idempotency key was seen before: (fingerprint, stored response).
    replayed: tuple[str, str] | None = None


#: A text's digits as ``0`` and everything else as a space, and a run of digits that may be an
#: integer past 64 bits (a card set of a ruleset with more than 64 cards): orjson reads those
#: as floats, the standard library exactly. (A translation and a substring search are
#: several times faster than a regular expression's search.)
_DIGITS = bytes(48 if 48 <= i < 58 else 32 for i in range(256))
_LONG_NUMBER = b"0" * 19


def decoded(raw: bytes) -> Any:
    """A stored JSON text (a log entry, a snapshot) as its value: orjson, several times the
    standard library's speed, unless the text holds a number orjson would not read exactly
    (an integer past 64 bits, which :mod:`api.jsontext` writes with the standard library)."""
    if _LONG_NUMBER not in raw.translate(_DIGITS):
        return orjson.loads(raw)
    return json.loads(raw)


def _snapshot_text(version: int, state: dict[str, Any]) -> str:
    """A stored snapshot: the state at ``version`` (see :meth:`EventStore.snapshot`)."""
    return jsontext.dumps({"version": version, "state": state})


class EventStore(GameRecords):
    """The games' logs, with their records (:class:`~api.store.games.GameRecords`) and index
    (``index``)."""

    def __init__(
        self,
        client: redis.Redis,
        *,
        idempotency_ttl_s: float = idempotency.IDEMPOTENCY_TTL_S,
        finished_game_ttl_s: float = FINISHED_GAME_TTL_S,
        share_rulesets: bool = True,
    ) -> None:
        """``idempotency_ttl_s``: how long a submit's idempotency record is kept;
        ``finished_game_ttl_s``: how long a game's keys are kept once it is over (0: for ever
        in both); ``share_rulesets``: see :class:`~api.store.games.GameRecords`."""
        super().__init__(client, share_rulesets=share_rulesets)
        self.idempotency_ttl_ms = max(0, int(idempotency_ttl_s * 1000))
        self.finished_game_ttl_ms = max(0, int(finished_game_ttl_s * 1000))
        self._append = client.register_script(scripts.APPEND)

    def version(self, game_id: str) -> int:
        with translated():
            return int(self.r.llen(game_key(game_id, "log")))

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
        log, watched, news = (
            game_key(game_id, "log"),
            game_key(game_id, "watched"),
            game_key(game_id, "news"),
        )
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
                self.r.xread(
                    {news: last[0][0] if last else b"0-0"}, count=1, block=max(1, int(block * 1000))
                )

    def entries(self, game_id: str, start: int = 0, stop: int = -1) -> list[dict[str, Any]]:
        """Log entries ``start`` .. ``stop`` (0-based, inclusive; -1 is the last)."""
        with translated():
            raw = self.r.lrange(game_key(game_id, "log"), start, stop)
        return [decoded(x) for x in raw]

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
        args: list[Any] = [
            expected_version,
            idempotency_key,
            record,
            self.idempotency_ttl_ms,
            self.finished_game_ttl_ms,
        ]
        for fields in (meta_check or {}, meta_set or {}):
            args.append(len(fields))
            for name, value in fields.items():
                args += [name, value]
        args.append(len(meta_incr))
        args += meta_incr
        args.append(
            "" if snapshot is None else _snapshot_text(expected_version + len(entries), snapshot)
        )
        args += entries
        keys = [game_key(game_id, part) for part in _APPEND_KEYS]
        with translated(write=True):
            (status, value), resent = self.connections.run(
                self._append, keys, args, meanwhile, wait=True
            )
        status = status.decode()
        if status == "replayed":
            return AppendResult(version=-1, replayed=idempotency.decode(game_id, value))
        text = value.decode()
        if status == "ok":
            APPENDS.inc()
            EVENTS_APPENDED.inc(len(entries))
            if meta_set and STATUS in meta_set:
                self.index.refresh(game_id)  # the game moves between the indexes
            return AppendResult(version=int(text))
        if status == "conflict":
            if resent:
                # the first try may have been the append that moved the version on: whether
                # it was is unknown (with an idempotency key the retry would have said so)
                raise StoreError(
                    "the connection broke after the append was sent; the retry "
                    f"found the game at version {text}",
                    maybe_written=True,
                )
            raise ConflictError(int(text))
        if status == "stale":
            raise StaleMetaError(text)
        raise UnknownGameError(game_id)

    def read(
        self, game_id: str, *, log_from: int, with_snapshot: bool, idempotency_key: str = ""
    ) -> tuple[
        dict[str, str], int, list[dict[str, Any]], tuple[int, dict[str, Any]] | None, str | None
    ]:
        """One round trip: (meta, version, log entries from ``log_from``, snapshot, idempotency record)."""
        with translated():
            pipe = self.r.pipeline(transaction=False)
            pipe.hgetall(game_key(game_id, "meta"))
            pipe.llen(game_key(game_id, "log"))
            pipe.lrange(game_key(game_id, "log"), log_from, -1)
            if with_snapshot:
                pipe.get(game_key(game_id, "snap"))
            if idempotency_key:
                pipe.hget(game_key(game_id, "idempotency"), idempotency_key)
                pipe.hget(game_key(game_id, "idem"), idempotency_key)
            replies = pipe.execute()
        meta = self._records([replies[0]])[0]
        if meta is None:
            raise UnknownGameError(game_id)
        version = int(replies[1])
        entries = [decoded(x) for x in replies[2]]
        snap = None
        i = 3
        if with_snapshot:
            if replies[i] is not None:
                data = decoded(replies[i])
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
            pipe.hget(game_key(game_id, "idempotency"), key)
            pipe.hget(game_key(game_id, "idem"), key)
            record, old = pipe.execute()
        return self._record(game_id, record, old)

    def _record(
        self, game_id: str, record: bytes | None, old: bytes | None
    ) -> tuple[str, str] | None:
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
            raw = self.r.get(game_key(game_id, "snap"))
        if raw is None:
            return None
        data = decoded(raw)
        return int(data["version"]), data["state"]

    def ping(self) -> bool:
        try:
            return bool(self.r.ping())
        except redis.RedisError:
            return False


__all__ = ["BLOCK_SLICE", "FINISHED_GAME_TTL_S", "WATCH_MARGIN", "AppendResult", "EventStore"]

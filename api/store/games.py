"""The games' records in Redis: a game created with its first entries, its seats taken, its
record read (with its shared ruleset), its notices claimed.

A game's record is the hash ``g:{id}:meta`` (:mod:`api.store.keys`;
:class:`~api.store.game_record.GameRecord` reads its fields). Its ``ruleset`` field names
the ruleset by digest (``#<sha256>``); the ruleset's JSON is kept once for every game that
plays it, in ``rulesets:{<sha256>}``, and each process keeps the rulesets it has read
(content-addressed: never stale), so a read of a record carries about 1.7 KB instead of
4-7 KB. Games of earlier versions hold the JSON itself, and are read as they are.

:class:`GameRecords` is the part of :class:`~api.store.events.EventStore` that keeps the
records; the log is the other.
"""

from __future__ import annotations

import math
import time
from collections.abc import Mapping, Sequence
from typing import Any

from . import scripts
from .connections import OwnConnections
from .errors import AlreadySeated, GameExistsError, StoreError, UnknownGameError, translated
from .game_record import PRESET, RULESET, SEATS_REVISION, VERSION, GameRecord
from .index import GameIndex, created
from .keys import game_key, index_key, ruleset_digest, ruleset_key
from .shards import shard_of

#: A game record's ``ruleset`` field holds this and the digest of a shared ruleset.
RULESET_REF = "#"
#: Shared rulesets this process keeps decoded (by digest; content-addressed, so never stale).
RULESET_CACHE_MAX = 1024
#: On a cluster a create writes its shared ruleset (a round trip of its own: another slot)
#: only when this process has not written it for this long (seconds); on one server the
#: create script writes it every time, at no cost.
RULESET_RECHECK_S = 60.0


class GameRecords:
    """The games' records (see the module's notes)."""

    def __init__(self, client: Any, *, share_rulesets: bool = True) -> None:
        """``share_rulesets``: new games name their ruleset by digest (kept once in
        ``rulesets:{<digest>}``) instead of holding its JSON (which earlier versions need to
        read them). Games of either kind are read alike."""
        # redis-py's stubs type replies as unions of every RESP type; we know ours
        self.r: Any = client
        #: The thread's own connections: the append's, and the writes replicas must hold.
        self.connections = OwnConnections(client)
        #: On a Redis Cluster (redis-py's ``RedisCluster``): a game's keys and its index
        #: entries (and its shared ruleset) are in different slots, so they are written in two
        #: steps (see :meth:`create`).
        self.cluster = self.connections.cluster
        #: The games' index, kept as games are created and change.
        self.index = GameIndex(client)
        self.share_rulesets = share_rulesets
        self._create = client.register_script(scripts.CREATE)
        self._claim = client.register_script(scripts.CLAIM_SEAT)
        self._seat_bot = client.register_script(scripts.SEAT_BOT)
        self._notice = client.register_script(scripts.NOTICE)
        #: Shared rulesets' JSON by digest (see :meth:`_records`).
        self._rulesets: dict[str, str] = {}
        #: On a cluster, when this process last wrote (``SET NX``) each shared ruleset
        #: (time.monotonic()); a create writes it again once ``RULESET_RECHECK_S`` passed.
        self._stored: dict[str, float] = {}

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
        ruleset = meta.get(RULESET, "")
        digest = ruleset_digest(ruleset) if ruleset and self.share_rulesets else ""
        fields: list[str] = []
        for k, v in {**meta, VERSION: str(len(entries))}.items():
            fields += [k, RULESET_REF + digest if k == RULESET and digest else v]
        score = created(meta)
        adds, _ = self.index.parts(meta)
        shard = shard_of(game_id)
        index_keys = [index_key(shard, part) for part in ("presets", *adds)]
        shared = ruleset_key(digest or "none")
        with translated(write=True):
            if self.cluster:  # the shared ruleset and the index entries first, each its slot
                if (
                    digest
                    and time.monotonic() - self._stored.get(digest, -math.inf) > RULESET_RECHECK_S
                ):
                    if self.connections.wait_replicas > 0:
                        self.connections.write_replicated(shared, "SET", shared, ruleset, "NX")
                    else:
                        self.r.set(shared, ruleset, nx=True)
                    if len(self._stored) >= RULESET_CACHE_MAX:
                        self._stored.clear()
                    self._stored[digest] = time.monotonic()
                self.index.reindex(game_id, meta)
            ok = self._create(
                keys=[
                    game_key(game_id, "meta"),
                    game_key(game_id, "log"),
                    *([] if self.cluster else [shared, *index_keys]),
                ],
                args=[
                    len(fields),
                    game_id,
                    repr(score),
                    meta.get(PRESET, ""),
                    "" if self.cluster or not digest else ruleset,
                    *fields,
                    *entries,
                ],
            )
        if not ok:
            raise GameExistsError(f"game {game_id} exists")
        if digest:
            self._rulesets.setdefault(digest, ruleset)
        self.confirm_replicated(game_id)  # a game acknowledged is one its replicas hold

    def claim_seat(
        self,
        game_id: str,
        seat: int,
        token_hash: str,
        name: str,
        account: str = "",
        version: str = "",
    ) -> str | None:
        """Give an open seat its token (and name) in one step; None if it was taken.
        ``account``: the registered bot that takes it (its own token acts in the seat); a
        bot that holds another seat of the game already is refused in the same step
        (:class:`AlreadySeated`), so racing joins never seat it twice; ``version``: that
        bot's version tag, recorded with the seat."""
        with translated(write=True):
            got = self._claim(
                keys=[game_key(game_id, "meta")], args=[seat, token_hash, name, account, version]
            )
        if got is None:
            return None
        if got == 0:
            raise AlreadySeated(account)
        self.index.refresh(game_id)  # a seat filled: the game may leave the lobby
        self.confirm_replicated(game_id)  # the seat's token is one its replicas hold
        return str(got.decode() if isinstance(got, bytes) else got)

    def seat_bots(
        self,
        game_id: str,
        seats: Sequence[int],
        bot: str,
        name: str,
        contribution: Mapping[int, str],
    ) -> list[int]:
        """Give each open seat of ``seats`` to the built-in bot ``bot`` named ``name`` (with
        its deal contribution, when the game has a contributed deal), each in one step as a
        join takes a seat: the seats it filled (a seat taken meanwhile is left)."""
        filled = []
        with translated(write=True):
            for seat in seats:
                if self._seat_bot(
                    keys=[game_key(game_id, "meta")],
                    args=[seat, bot, name, contribution.get(seat, "")],
                ):
                    filled.append(seat)
        if filled:
            self.index.refresh(game_id)  # the game leaves the lobby
        return filled

    def meta(self, game_id: str) -> dict[str, str]:
        """The game's record (:class:`UnknownGameError`: no such game)."""
        with translated():
            raw = self.r.hgetall(game_key(game_id, "meta"))
        record = self._records([raw])[0]
        if record is None:
            raise UnknownGameError(game_id)
        return record

    def stamp(self, game_id: str) -> tuple[int, str] | None:
        """The record's version and seats' revision, which every write to it moves (None: no
        such game, or a record of a version that did not keep its own)."""
        with translated():
            version, seats = self.r.hmget(game_key(game_id, "meta"), VERSION, SEATS_REVISION)
        if version is None:
            return None
        return int(version), seats.decode() if seats is not None else ""

    def record(self, game_id: str) -> GameRecord:
        """The game's record, typed (:class:`UnknownGameError`: no such game)."""
        return GameRecord(self.meta(game_id))

    def metas(self, game_ids: Sequence[str]) -> list[dict[str, str] | None]:
        """The records of games (None for a game that does not exist), in one pipeline."""
        with translated():
            pipe = self.r.pipeline(transaction=False)
            for game_id in game_ids:
                pipe.hgetall(game_key(game_id, "meta"))
            replies = pipe.execute()
        return self._records(replies)

    def _records(self, raws: Sequence[Mapping[bytes, bytes] | None]) -> list[dict[str, str] | None]:
        """Game records as read (``HGETALL``; None or empty: no such game), decoded, with
        each shared ruleset's JSON in place of its digest: from this process's copies, or
        read (one pipeline for all that are missing)."""
        whole = RULESET.encode()  # a record without it is not there
        records = [
            {k.decode(): v.decode() for k, v in raw.items()} if raw and whole in raw else None
            for raw in raws
        ]
        refs = {
            m[RULESET][len(RULESET_REF) :]
            for m in records
            if m is not None and m[RULESET].startswith(RULESET_REF)
        }
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
            if m is not None and m[RULESET].startswith(RULESET_REF):
                m[RULESET] = self._rulesets[m[RULESET][len(RULESET_REF) :]]
        return records

    def first_notice(self, game_id: str, notice: str) -> bool:
        """Claim the sending of ``notice`` about the game: True for the first caller only."""
        with translated(write=True):
            return bool(
                self._notice(
                    keys=[game_key(game_id, "notices"), game_key(game_id, "meta")], args=[notice]
                )
            )

    def confirm_replicated(self, game_id: str) -> None:
        """With ``wait_replicas`` set, before an answer stored earlier is given again (an
        idempotent retry): wait until that many replicas hold everything the game's master
        holds now, so a replayed answer is as safe as a first one. The append it answers
        may have been acknowledged by no replica (its first answer was lost); ``WAIT`` counts
        only its own connection's writes, so the connection writes first (``g:{id}:acked``,
        a short-lived key of the game's), and replication, being in order, brings the
        append along. Fewer replicas raise :class:`StoreError`, as for an append."""
        if self.connections.wait_replicas <= 0:
            return
        key = game_key(game_id, "acked")
        self.connections.write_replicated(key, "SET", key, "1", "PX", 60_000)


__all__ = ["RULESET_CACHE_MAX", "RULESET_RECHECK_S", "RULESET_REF", "GameRecords"]

"""The games' index: sorted sets of game ids by creation time, split by preset, status and
the lobby, and sharded so that no key takes every create.

Games are listed from sorted sets (member: game id, score: creation time) split into
``SHARDS`` shards (:mod:`api.store.shards`); a game's entries are in shard
:func:`~api.store.shards.shard_of` its id, ``games:{<tag>}:<part>`` with part ``all``,
``preset:<p>``, ``status:<s>``, ``open`` (the lobby: playing with a seat anyone may join),
``preset:<p>:status:<s>`` and ``preset:<p>:open``; ``games:{<tag>}:presets`` (set) names the
presets the shard has seen. A game's index entries are in other slots than the game, so no
script writes both on a cluster: the entries are written first, and may be stale (the
listing checks the records it reads, and repairs what it finds: :mod:`api.games.listing`).
See :meth:`GameIndex.page` and docs/architecture.md.
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from typing import Any

import redis

from . import scripts
from .errors import translated
from .game_record import CREATED, RULESET, GameRecord
from .keys import GAMES_INDEX, game_key, index_key
from .legacy import move_sorted_set
from .shards import newest_across, shard_of, shards

#: The statuses a game's record may hold (``status`` field).
STATUSES = ("playing", "over")


def created(meta: Mapping[str, str]) -> float:
    """The game's creation time (Unix seconds): its index entries' score."""
    at = GameRecord(meta).created
    return time.time() if at is None else at


def _decoded(raw: Mapping[bytes, bytes]) -> dict[str, str]:
    return {k.decode(): v.decode() for k, v in raw.items()}


def lobby_open(meta: Mapping[str, str]) -> bool:
    """Whether the game with this record is in the lobby (:attr:`GameRecord.lobby_open`)."""
    return GameRecord(meta).lobby_open


def index_part(preset: str | None, status: str | None) -> str:
    """The index part listing the games of ``preset`` (None: any) with ``status`` (None: any;
    ``open``: the lobby)."""
    kind = "open" if status == "open" else f"status:{status}" if status else ""
    if preset:
        return f"preset:{preset}:{kind}" if kind else f"preset:{preset}"
    return kind or "all"


def index_parts(meta: Mapping[str, str]) -> list[str]:
    """Every index part a game with this record belongs in."""
    record = GameRecord(meta)
    preset, status = record.preset, record.status
    parts = ["all"]
    if preset:
        parts.append(f"preset:{preset}")
    kinds = ([f"status:{status}"] if status else []) + (["open"] if record.lobby_open else [])
    for kind in kinds:
        parts.append(kind)
        if preset:
            parts.append(f"preset:{preset}:{kind}")
    return parts


def changing_parts(presets: Sequence[str], status: str) -> list[str]:
    """The parts of the presets a game moves between as its status and seats change."""
    kinds = [
        *(f"status:{s}" for s in dict.fromkeys((*STATUSES, *([status] if status else [])))),
        "open",
    ]
    return kinds + [f"preset:{p}:{kind}" for p in presets for kind in kinds]


class GameIndex:
    """The games' index in Redis (see the module's notes): its upkeep as games are created
    and change, and its pages."""

    def __init__(self, client: Any) -> None:
        self.r: Any = client
        self._index = client.register_script(scripts.INDEX)

    @staticmethod
    def parts(meta: Mapping[str, str]) -> tuple[list[str], list[str]]:
        """The index parts a game with this record is in, and those of its preset it is not
        in that a change of status or seats could have put it in."""
        adds = index_parts(meta)
        record = GameRecord(meta)
        preset = record.preset
        removes = [
            p for p in changing_parts([preset] if preset else [], record.status) if p not in adds
        ]
        return adds, removes

    def _reindex(self, game_id: str, meta: Mapping[str, str], stale: str = "") -> None:
        """As :meth:`reindex`, raising redis-py's errors (its callers translate them)."""
        adds, removes = self.parts(meta)
        if stale and stale not in adds and stale not in removes:
            removes.append(stale)
        shard = shard_of(game_id)
        keys = [index_key(shard, part) for part in (*adds, *removes)]
        preset = GameRecord(meta).preset
        if preset:
            keys.append(index_key(shard, "presets"))
        self._index(keys=keys, args=[game_id, repr(created(meta)), len(adds), preset])

    def reindex(self, game_id: str, meta: Mapping[str, str], stale: str = "") -> None:
        """Put the game in the indexes its record (``meta``) says, and out of the others of
        its preset and out of part ``stale`` (the upkeep after a change of status or seats,
        and a listing's repair of a stale entry it read in ``stale``)."""
        with translated(write=True):
            self._reindex(game_id, meta, stale)

    def refresh(self, game_id: str) -> None:
        """The upkeep right after a write that changed the game's status or seats, from its
        record read anew. A failure here leaves a stale entry that listings repair, so it
        does not fail the write."""
        try:
            raw = self.r.hgetall(game_key(game_id, "meta"))
            if raw and RULESET.encode() in raw:
                self._reindex(game_id, _decoded(raw))
        except redis.RedisError:
            pass

    def unindex(self, game_ids: Sequence[str]) -> None:
        """Take games out of every index (games that no longer exist, or are trimmed)."""
        by_shard: dict[int, list[str]] = {}
        for game_id in game_ids:
            by_shard.setdefault(shard_of(game_id), []).append(game_id)
        with translated(write=True):
            for shard, ids in by_shard.items():
                presets = sorted(x.decode() for x in self.r.smembers(index_key(shard, "presets")))
                parts = ["all", *(f"preset:{p}" for p in presets), *changing_parts(presets, "")]
                keys = [index_key(shard, part) for part in parts]
                for game_id in ids:
                    self._index(keys=keys, args=[game_id, "0", 0, ""])

    def page(self, part: str, before: float, limit: int) -> list[tuple[str, float]]:
        """Up to ``limit`` entries of index ``part`` (see :func:`index_part`) created before
        ``before`` (Unix seconds; ``math.inf``: all), newest first, with their creation times.

        Reads at most ``limit`` entries from each shard (one pipeline; on a cluster redis-py
        sends it in one batch per node) and merges them: the newest ``limit`` of all are
        among them. The entries may be stale: the caller checks the records.
        """
        with translated():
            return newest_across(
                self.r, [index_key(shard, part) for shard in shards()], before, limit
            )

    def newest(self, before: float, limit: int) -> list[tuple[str, float]]:
        """Up to ``limit`` games created before ``before`` (Unix seconds; ``math.inf``: all),
        newest first, with their creation times."""
        return self.page("all", before, limit)

    def trim(self, older_than: float, batch: int = 500) -> int:
        """Drop the index entries of finished games created before ``older_than`` (Unix
        seconds): those whose keys a retention policy lets expire. Games are read from each
        shard's ``status:over`` part, ``batch`` at a time; answers how many were dropped."""
        dropped = 0
        with translated():
            for shard in shards():
                key = index_key(shard, "status:over")
                while True:
                    ids = [
                        x.decode()
                        for x in self.r.zrangebyscore(
                            key, "-inf", f"({older_than!r}", start=0, num=batch
                        )
                    ]
                    if not ids:
                        break
                    self.unindex(ids)
                    dropped += len(ids)
        return dropped

    def drop_expired(self, created_before: float, batch: int = 500) -> int:
        """Drop the index entries of finished games created before ``created_before`` (Unix
        seconds) whose keys are gone (expired under ``FINISHED_GAME_TTL_S``); answers how
        many. Reads each shard's ``status:over`` part from its oldest, ``batch`` at a time,
        and checks each game's record: those still kept stay listed."""
        dropped = 0
        with translated():
            for shard in shards():
                key = index_key(shard, "status:over")
                start = 0
                while True:
                    ids = [
                        x.decode()
                        for x in self.r.zrangebyscore(
                            key, "-inf", f"({created_before!r}", start=start, num=batch
                        )
                    ]
                    if not ids:
                        break
                    pipe = self.r.pipeline(transaction=False)
                    for game_id in ids:
                        pipe.exists(game_key(game_id, "meta"))
                    gone = [g for g, kept in zip(ids, pipe.execute(), strict=True) if not kept]
                    if gone:
                        self.unindex(gone)
                    dropped += len(gone)
                    start += len(ids) - len(gone)
        return dropped

    def migrate_legacy(self, batch: int = 500) -> int:
        """Move the games of the single index earlier versions kept (``games:index``) to the
        sharded indexes, ``batch`` at a time, emptying it (:mod:`api.store.legacy`: an entry
        leaves only while it holds the score that was moved; an entry whose game is gone is
        dropped); answers how many entries left it. Run when the app starts: repeating it (or
        running it in several processes at once) is harmless."""

        def put(rows: list[tuple[str, float]]) -> None:
            pipe = self.r.pipeline(transaction=False)
            for game_id, _ in rows:
                pipe.hgetall(game_key(game_id, "meta"))
            for (game_id, score), raw in zip(rows, pipe.execute(), strict=True):
                if raw and RULESET.encode() in raw:  # a whole record: the game exists
                    self._reindex(game_id, {CREATED: repr(score), **_decoded(raw)})

        with translated():
            return move_sorted_set(self.r, GAMES_INDEX, put, batch)


__all__ = [
    "STATUSES",
    "GameIndex",
    "changing_parts",
    "created",
    "index_part",
    "index_parts",
    "lobby_open",
]

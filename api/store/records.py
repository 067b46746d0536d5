"""Tournaments and matches in Redis: records of several stored games, and their results."""

from __future__ import annotations

from typing import Any

import redis

from .events import StoreError, _failed_write

# -- tournaments ------------------------------------------------------------------------------

_LEASE = """
local cur = redis.call('GET', KEYS[1])
if cur and cur ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1
"""

_RELEASE = """
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
"""


class UnknownTournamentError(KeyError):
    pass


def _t(tournament_id: str, part: str) -> str:
    return f"t:{{{tournament_id}}}:{part}"


class TournamentStore:
    """Tournaments in Redis, keys hash-tagged by tournament id like a game's:

    * ``t:{id}:meta``     hash: the tournament (spec, seats, status, total, created, error)
    * ``t:{id}:games``    hash: game index -> the id of the stored game playing it
    * ``t:{id}:results``  hash: game index -> the game's result (JSON)
    * ``t:{id}:lease``    string: the id of the runner playing the tournament, with a TTL

    The games themselves are ordinary games in the event store.
    """

    def __init__(self, client: redis.Redis) -> None:
        self.r: Any = client
        self._lease = client.register_script(_LEASE)
        self._release = client.register_script(_RELEASE)

    def create(self, tournament_id: str, meta: dict[str, str]) -> None:
        try:
            if not self.r.hsetnx(_t(tournament_id, "meta"), "created", meta.get("created", "0")):
                raise ValueError(f"tournament {tournament_id} exists")
            self.r.hset(_t(tournament_id, "meta"), mapping=meta)
        except redis.RedisError as exc:
            raise _failed_write(exc) from exc

    def read(self, tournament_id: str) -> tuple[dict[str, str], dict[int, str], dict[int, str]]:
        """One round trip: (meta, game ids by index, result JSON by index)."""
        try:
            pipe = self.r.pipeline(transaction=False)
            pipe.hgetall(_t(tournament_id, "meta"))
            pipe.hgetall(_t(tournament_id, "games"))
            pipe.hgetall(_t(tournament_id, "results"))
            meta, games, results = pipe.execute()
        except redis.RedisError as exc:
            raise StoreError(str(exc)) from exc
        if not meta or b"spec" not in meta:
            raise UnknownTournamentError(tournament_id)
        return (
            {k.decode(): v.decode() for k, v in meta.items()},
            {int(k): v.decode() for k, v in games.items()},
            {int(k): v.decode() for k, v in results.items()},
        )

    def set_meta(self, tournament_id: str, fields: dict[str, str]) -> None:
        try:
            self.r.hset(_t(tournament_id, "meta"), mapping=fields)
        except redis.RedisError as exc:
            raise _failed_write(exc) from exc

    def claim_game(self, tournament_id: str, index: int, game_id: str) -> str:
        """The stored game playing ``index``: ``game_id`` if it is the first claim, else the first."""
        try:
            self.r.hsetnx(_t(tournament_id, "games"), str(index), game_id)
            return str(self.r.hget(_t(tournament_id, "games"), str(index)).decode())
        except redis.RedisError as exc:
            raise _failed_write(exc) from exc

    def put_result(self, tournament_id: str, index: int, result: str) -> None:
        try:
            self.r.hset(_t(tournament_id, "results"), str(index), result)
        except redis.RedisError as exc:
            raise _failed_write(exc) from exc

    def lease(self, tournament_id: str, owner: str, ttl_ms: int) -> bool:
        """Take or extend the lease on running the tournament; False if another runner holds it."""
        try:
            return bool(self._lease(keys=[_t(tournament_id, "lease")], args=[owner, ttl_ms]))
        except redis.RedisError as exc:
            raise _failed_write(exc) from exc

    def release(self, tournament_id: str, owner: str) -> None:
        try:
            self._release(keys=[_t(tournament_id, "lease")], args=[owner])
        except redis.RedisError as exc:
            raise _failed_write(exc) from exc

    def leased(self, tournament_id: str) -> bool:
        try:
            return bool(self.r.exists(_t(tournament_id, "lease")))
        except redis.RedisError as exc:
            raise StoreError(str(exc)) from exc


# -- matches ----------------------------------------------------------------------------------


class UnknownMatchError(KeyError):
    pass


def _m(match_id: str, part: str) -> str:
    return f"m:{{{match_id}}}:{part}"


class MatchStore:
    """Matches in Redis, keys hash-tagged by match id like a game's:

    * ``m:{id}:meta``     hash: the match (ruleset, seats, seat token hashes, games, seed, status)
    * ``m:{id}:games``    hash: game index -> the id of the stored game playing it
    * ``m:{id}:results``  hash: game index -> the game's ``GameEnded`` event (JSON)

    The games themselves are ordinary games in the event store.
    """

    def __init__(self, client: redis.Redis) -> None:
        self.r: Any = client

    def create(self, match_id: str, meta: dict[str, str]) -> None:
        try:
            if not self.r.hsetnx(_m(match_id, "meta"), "created", meta.get("created", "0")):
                raise ValueError(f"match {match_id} exists")
            self.r.hset(_m(match_id, "meta"), mapping=meta)
        except redis.RedisError as exc:
            raise _failed_write(exc) from exc

    def read(self, match_id: str) -> tuple[dict[str, str], dict[int, str], dict[int, str]]:
        """One round trip: (meta, game ids by index, result JSON by index)."""
        try:
            pipe = self.r.pipeline(transaction=False)
            pipe.hgetall(_m(match_id, "meta"))
            pipe.hgetall(_m(match_id, "games"))
            pipe.hgetall(_m(match_id, "results"))
            meta, games, results = pipe.execute()
        except redis.RedisError as exc:
            raise StoreError(str(exc)) from exc
        if not meta or b"ruleset" not in meta:
            raise UnknownMatchError(match_id)
        return (
            {k.decode(): v.decode() for k, v in meta.items()},
            {int(k): v.decode() for k, v in games.items()},
            {int(k): v.decode() for k, v in results.items()},
        )

    def set_meta(self, match_id: str, fields: dict[str, str]) -> None:
        try:
            self.r.hset(_m(match_id, "meta"), mapping=fields)
        except redis.RedisError as exc:
            raise _failed_write(exc) from exc

    def claim_game(self, match_id: str, index: int, game_id: str) -> str:
        """The stored game playing game ``index``: ``game_id`` if this is the first claim."""
        try:
            self.r.hsetnx(_m(match_id, "games"), str(index), game_id)
            return str(self.r.hget(_m(match_id, "games"), str(index)).decode())
        except redis.RedisError as exc:
            raise _failed_write(exc) from exc

    def put_result(self, match_id: str, index: int, result: str) -> None:
        """Record game ``index``'s result once (a second writer's is the same and is dropped)."""
        try:
            self.r.hsetnx(_m(match_id, "results"), str(index), result)
        except redis.RedisError as exc:
            raise _failed_write(exc) from exc

"""The store's errors, and the one place where Redis's errors become them.

Every store speaks to Redis inside :func:`translated`: a ``redis.RedisError`` that escapes
it leaves as a :class:`StoreError`, which the HTTP layer answers 503 ``store_unavailable``
(saying whether anything may have been written) and the background threads log and
outlive. Callers above the store catch these types only, never redis-py's.
"""

from __future__ import annotations

import contextlib
from types import TracebackType

import redis
from redis.exceptions import RedisClusterException

#: What redis-py raises when the store did not answer: its errors, and a cluster none of
#: whose nodes can be reached (which redis-py does not make a ``RedisError``).
REDIS_FAILURES = (redis.RedisError, RedisClusterException)


class StoreError(Exception):
    """The store is unreachable or failed.

    ``maybe_written``: a write was sent and the connection failed before its reply came
    back, so Redis may have applied it; otherwise nothing was written.
    """

    def __init__(self, message: str, *, maybe_written: bool = False) -> None:
        super().__init__(message)
        self.maybe_written = maybe_written


class ConflictError(Exception):
    """An append expected another version of the game's log."""

    def __init__(self, version: int) -> None:
        super().__init__(f"expected version is stale; the game is at version {version}")
        self.version = version


class UnknownGameError(KeyError):
    """No game has this id."""


class GameExistsError(ValueError):
    """A game was created with an id that is taken (two writers creating the same game)."""


class StaleMetaError(Exception):
    """A field of the game's record differs from the one the append was checked against."""

    def __init__(self, field: str) -> None:
        super().__init__(f"the game's {field} changed")
        self.field = field


class AlreadySeated(Exception):
    """A registered bot asked for a second seat in a game it sits in already."""


def store_error(
    exc: redis.RedisError | RedisClusterException, *, write: bool = False
) -> StoreError:
    """The :class:`StoreError` of a command that failed with ``exc``.

    A read wrote nothing. A write whose connection broke (or timed out) once it may have been
    sent leaves its outcome unknown (``maybe_written``); a failure to connect, or an error
    Redis answered (a full Redis refusing writes, a cluster's ``CLUSTERDOWN``), means the
    write did not run.
    """
    lost = (
        write
        and isinstance(exc, redis.ConnectionError | redis.TimeoutError)
        and "connecting to" not in str(exc)
    )
    return StoreError(str(exc), maybe_written=lost)


class _Translated(contextlib.ContextDecorator):
    """:func:`translated`'s context (and decorator): stateless, so two are made once."""

    __slots__ = ("write",)

    def __init__(self, write: bool) -> None:
        self.write = write

    def __enter__(self) -> None:
        return None

    def __exit__(
        self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        if isinstance(exc, REDIS_FAILURES):
            raise store_error(exc, write=self.write) from exc


_READING, _WRITING = _Translated(False), _Translated(True)


def translated(*, write: bool = False) -> _Translated:
    """A context (or a decorator) inside which a ``redis.RedisError`` (or a cluster none of
    whose nodes answers) becomes the store's
    :class:`StoreError` (:func:`store_error`): ``write`` for commands that change what is
    stored, whose failure may leave them written.

    ::

        with translated(write=True):
            self.r.hset(key, mapping=fields)
    """
    return _WRITING if write else _READING


__all__ = [
    "REDIS_FAILURES",
    "AlreadySeated",
    "ConflictError",
    "GameExistsError",
    "StaleMetaError",
    "StoreError",
    "UnknownGameError",
    "store_error",
    "translated",
]

"""Registered bots' presence: when each was last heard from, and whether it is online.

A bot's contact is any call the service gets from it or answers for it: a request its token
authenticates (a submit, a feed read, a join, ...), every second of a stream or long poll it
holds open with its token, a push call it answered. Each is one ``ZADD`` into one sorted set,
``bots:seen`` (bot -> the time it was last seen, never moved back: ``GT``), at most once a
second per bot and process (:data:`EVERY_S`), so a bot that polls flat out costs no more
than one that polls once a second. A failed write is logged and forgotten: presence is a
hint for pairing and the directory, never a reason to fail the call that gave it.

A bot is **online** when it was seen within ``online_s`` seconds (the ``BOT_ONLINE_SECONDS``
setting). The rooms above ask :class:`Presence` (:meth:`Presence.last_seen`,
:meth:`Presence.online`); the ladders pair only online bots, the directory lists them.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Iterable
from typing import Any

import redis

from .errors import translated

log = logging.getLogger("shithead.presence")

#: The sorted set of every bot's last contact (bot name -> Unix time).
SEEN = "bots:seen"
#: A bot's contacts are written at most this often per process (seconds).
EVERY_S = 1.0
#: A bot seen within this many seconds is online (the ``BOT_ONLINE_SECONDS`` default).
ONLINE_S = 60.0


class Presence:
    """Bots' last contacts in Redis, and whether each is online (seen within ``online_s``)."""

    def __init__(
        self, client: redis.Redis, *, online_s: float = ONLINE_S, every_s: float = EVERY_S
    ) -> None:
        self.r: Any = client
        self.online_s = online_s
        self.every_s = every_s
        #: When this process last wrote each bot's contact (its own clock: time.monotonic()).
        self._written: dict[str, float] = {}

    def seen(self, name: str, at: float | None = None) -> bool:
        """Note a contact from bot ``name`` (at ``at``, default now); whether it was written
        (False: one was written less than ``every_s`` ago by this process, or Redis failed)."""
        tick = time.monotonic()
        last = self._written.get(name)
        if last is not None and tick - last < self.every_s:
            return False
        self._written[name] = tick
        try:
            self.r.zadd(SEEN, {name: time.time() if at is None else at}, gt=True)
        except redis.RedisError as exc:
            self._written.pop(name, None)
            log.warning("bot %s's contact not recorded: %s", name, exc)
            return False
        return True

    def last_seen(self, names: Iterable[str]) -> dict[str, float | None]:
        """Each bot's last contact (Unix time; None: never seen), one round trip."""
        wanted = list(dict.fromkeys(names))
        if not wanted:
            return {}
        with translated():
            scores = self.r.zmscore(SEEN, wanted)
        return {
            name: float(score) if score is not None else None
            for name, score in zip(wanted, scores, strict=True)
        }

    def online(self, name: str, now: float | None = None) -> bool:
        """Whether bot ``name`` was seen within ``online_s`` seconds of ``now``."""
        at = self.last_seen([name])[name]
        return self.is_online(at, now)

    def is_online(self, last_seen: float | None, now: float | None = None) -> bool:
        """Whether a bot last seen at ``last_seen`` is online at ``now``."""
        now = time.time() if now is None else now
        return last_seen is not None and now - last_seen <= self.online_s

    def online_since(self, now: float | None = None) -> set[str]:
        """Every bot online at ``now`` (the set's tail, one round trip)."""
        now = time.time() if now is None else now
        with translated():
            rows = self.r.zrangebyscore(SEEN, now - self.online_s, "+inf")
        return {row.decode() for row in rows}

    def forget(self, name: str) -> None:
        """Drop this process's note of ``name``'s last write, so its next contact is written."""
        self._written.pop(name, None)

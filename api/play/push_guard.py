"""Push bots' hosts shared fairly: a cap on the calls one host holds at once, and a breaker
that stops calling a host that keeps timing out.

The bot drivers (:mod:`api.play.policy`) are few (``BOT_DRIVERS`` a process) and every game's
service seats share them; a push call holds one for up to its ``timeout_ms``. So a host that
never answers, seated in many games, would hold every driver and starve the built-in bots
and the healthy push hosts. Two guards keep that from happening, both kept in Redis so every
process of the deployment sees the same (keys hash-tagged by host, one slot each):

- **The cap** (``PUSH_HOST_CONCURRENCY``, default 2; 0: none): the drivers of the whole
  deployment call one host (``host:port``) at most this many times at once
  (``push:{host}:busy``, a sorted set of the calls under way scored by when each must be
  over, so a call whose process died stops counting by itself). A driver whose call would
  pass it does not wait: it leaves the game due again a moment later
  (:class:`HostBusy`) and plays another game meanwhile. The cap is the drivers' alone: a
  tournament's runner threads and a create with ``play_out`` are bounded by their own
  caps, and wait for their answer.
- **The breaker** (``PUSH_BREAKER_FAILURES``, default 3; 0: none): that many calls to a
  host that time out or cannot connect (``unreachable``) within ``PUSH_BREAKER_OPEN_S``
  (default 30) open it (``push:{host}:open``) for ``PUSH_BREAKER_OPEN_S``: while it is open
  the host is not called at all, and its seats play the default move at once, with a
  strike, logged with the cause a time-out gives (``"default": "unreachable"``). An answer
  (any answer, even a bad one) clears the count. After the open time the next call tries
  the host again, and a host still hanging opens again after as many time-outs. The
  notices of its games' start and end (:mod:`api.play.notices`) are not sent to it either.

A Redis script per step keeps both exact under concurrency: the check of the breaker and the
taking of a place under the cap are one step, as the count of a failure and the opening.
"""

from __future__ import annotations

import logging
import threading
import time
import uuid
from dataclasses import dataclass
from urllib.parse import urlsplit

import redis

from ..settings import Settings

log = logging.getLogger("shithead.push_guard")

#: Calls one push host gets from the drivers at once, deployment-wide (0: no cap); the
#: service's are its settings' (``PUSH_HOST_CONCURRENCY`` and the two below).
CONCURRENCY = Settings.push_host_concurrency
#: Time-outs within the open time that open a host's breaker (0: no breaker).
FAILURES = Settings.push_breaker_failures
#: Seconds an open breaker stays open (and the window its failures are counted in).
OPEN_S = Settings.push_breaker_open_s
#: How long a driver leaves a game whose push host is at its cap before it is due again (ms).
DEFER_MS = 250

#: Take a place under the cap (KEYS: open, busy; ARGV: now ms, call id, its end ms, cap):
#: -1 the breaker is open, 0 the host has ``cap`` calls under way, 1 taken (cap 0: no place
#: is taken, only the breaker is asked).
_ENTER = """
if redis.call('EXISTS', KEYS[1]) == 1 then return -1 end
local cap = tonumber(ARGV[4])
if cap <= 0 then return 1 end
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[2]) >= cap then return 0 end
redis.call('ZADD', KEYS[2], ARGV[3], ARGV[2])
redis.call('PEXPIREAT', KEYS[2], ARGV[3] + 1000)
return 1
"""
#: A call that timed out (KEYS: fails, open; ARGV: window ms, failures, open ms): 1 when it
#: opened the breaker.
_FAILED = """
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
if n >= tonumber(ARGV[2]) then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
  redis.call('DEL', KEYS[1])
  return 1
end
return 0
"""

_local = threading.local()


class HostBusy(Exception):
    """A driver's push call would pass its host's cap: the game is to be played a moment
    later (the driver leaves it due again)."""

    def __init__(self, host: str) -> None:
        super().__init__(f"push host {host} has as many calls under way as it may")
        self.host = host


def host_of(url: str) -> str:
    """A push bot's place as the guards count it: ``host:port``."""
    parts = urlsplit(url)
    port = parts.port or (443 if parts.scheme == "https" else 80)
    return f"{(parts.hostname or '').lower()}:{port}"


class driving:
    """While entered, this thread is a bot driver: its push calls count under the cap."""

    def __enter__(self) -> None:
        _local.driving = True

    def __exit__(self, *exc: object) -> None:
        _local.driving = False


def is_driving() -> bool:
    return bool(getattr(_local, "driving", False))


@dataclass(frozen=True)
class Entry:
    """A call let through: its host and its place under the cap ("" when it took none)."""

    host: str
    call: str


class PushGuard:
    def __init__(
        self,
        client: redis.Redis,
        *,
        concurrency: int = CONCURRENCY,
        failures: int = FAILURES,
        open_s: float = OPEN_S,
    ) -> None:
        self.r = client
        self.concurrency = concurrency
        self.failures = failures
        self.open_s = open_s
        self._enter = client.register_script(_ENTER)
        self._failed = client.register_script(_FAILED)

    @staticmethod
    def _keys(host: str) -> tuple[str, str, str]:
        return f"push:{{{host}}}:open", f"push:{{{host}}}:busy", f"push:{{{host}}}:fails"

    def enter(self, url: str, timeout_ms: int) -> Entry | None:
        """Before a call to ``url``: None when its host's breaker is open (do not call it);
        raises :class:`HostBusy` when a driver's call would pass the cap; else the entry to
        :meth:`leave` with the call's outcome. A store that fails lets the call through."""
        host = host_of(url)
        cap = self.concurrency if is_driving() else 0
        if cap <= 0 and self.failures <= 0:
            return Entry(host, "")
        opened, busy, _ = self._keys(host)
        call = uuid.uuid4().hex if cap > 0 else ""
        now = int(time.time() * 1000)
        try:
            got = int(
                self._enter(
                    keys=[opened, busy], args=[now, call or "-", now + timeout_ms + 5000, cap]
                )
            )
        except redis.RedisError as exc:
            log.warning("push guard: store unavailable, calling %s unguarded: %s", host, exc)
            return Entry(host, "")
        if got < 0:
            return None
        if got == 0:
            raise HostBusy(host)
        return Entry(host, call)

    def is_open(self, url: str) -> bool:
        """Whether ``url``'s host is not to be called now (its breaker is open)."""
        if self.failures <= 0:
            return False
        try:
            return bool(self.r.exists(self._keys(host_of(url))[0]))
        except redis.RedisError:
            return False

    def leave(self, entry: Entry, reason: str | None) -> None:
        """After the call: give its place back, and count it against the host's breaker
        when it timed out or could not connect (``reason`` ``unreachable``)."""
        opened, busy, fails = self._keys(entry.host)
        try:
            if entry.call:
                self.r.zrem(busy, entry.call)
            if self.failures <= 0:
                return
            if reason != "unreachable":
                self.r.delete(fails)
                return
            window = int(self.open_s * 1000)
            if int(self._failed(keys=[fails, opened], args=[window, self.failures, window])):
                log.warning(
                    "push host %s timed out %d times: not called for %.0f s, its seats play "
                    "the default move",
                    entry.host,
                    self.failures,
                    self.open_s,
                )
        except redis.RedisError as exc:
            log.warning("push guard: store unavailable after a call to %s: %s", entry.host, exc)

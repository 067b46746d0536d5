"""The clocks' watcher: a thread that logs a timeout when its deadline passes, with no request.

Every append to a clocked game sets its next deadline in the deadline set
(:class:`api.store.deadlines.DeadlineSet`). The watcher blocks until the earliest one (or
until an earlier one is set), claims the game with a lease, and reads it through the game
service, whose read logs every timeout that is due (:meth:`GameService.load`); the read's
appends set the game's next deadline. A read by anyone else applies a passed deadline in
the same way, and the store's version check makes whichever comes first the only one, so
the log is the same whoever enforces it. A watcher that dies holding a claim leaves its
lease to run out; the next watcher takes the game then.

It runs beside the bot policy's drivers (:class:`api.play.policy.BotPolicy` starts and stops
it), in the web workers with ``BOT_DRIVERS`` and in ``shithead worker --bots N``.
"""

from __future__ import annotations

import contextlib
import logging
import threading
import uuid

import redis

from ..games.clocks import now_ms
from ..games.errors import NotFound
from ..games.service import GameService

log = logging.getLogger("shithead.clocks")

#: How long a claim holds a game (a watcher that dies holding one delays its timeout this long).
LEASE_MS = 5_000
#: The longest a watcher blocks before looking again (under the Redis client's socket timeout).
IDLE_WAIT_S = 1.0


class ClockWatcher:
    """One daemon thread enforcing the clocked games' deadlines."""

    def __init__(self, service: GameService, *, lease_ms: int = LEASE_MS,
                 idle_wait: float = IDLE_WAIT_S) -> None:
        self.service = service
        self.deadlines = service.deadlines
        self.lease_ms = lease_ms
        self.idle_wait = idle_wait
        self._stop = threading.Event()
        self._stop_key = f"{self.deadlines.wake_key}:stop:{uuid.uuid4().hex}"
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        if self._thread is not None:
            return
        self._stop.clear()
        self._thread = threading.Thread(target=self._watch, name="clock-watcher", daemon=True)
        self._thread.start()

    def stop(self, timeout: float = 10.0) -> None:
        if self._thread is None:
            return
        self._stop.set()
        try:
            self.deadlines.r.rpush(self._stop_key, "stop")
            self.deadlines.r.expire(self._stop_key, 60)
        except redis.RedisError:
            pass  # the watcher sees the stop after its current wait
        self._thread.join(timeout)
        self._thread = None
        with contextlib.suppress(redis.RedisError):
            self.deadlines.r.delete(self._stop_key)

    def enforce_due(self) -> int:
        """Log every timeout due now; the games read. Then the next deadline, if any."""
        done = 0
        while not self._stop.is_set():
            game_id, _ = self.deadlines.claim(now_ms(), self.lease_ms)
            if game_id is None:
                return done
            self._enforce(game_id)
            done += 1
        return done

    def _enforce(self, game_id: str) -> None:
        try:
            self.service.enforce_clock(game_id)
        except NotFound:
            self.deadlines.set(game_id, None, 1 << 62)  # the game is gone: no deadline

    def _watch(self) -> None:
        while not self._stop.is_set():
            try:
                now = now_ms()
                game_id, nxt = self.deadlines.claim(now, self.lease_ms)
                if game_id is not None:
                    self._enforce(game_id)
                    continue
                wait = self.idle_wait if nxt is None else min(max((nxt - now) / 1000.0, 0.002), self.idle_wait)
                self.deadlines.wait(wait, self._stop_key)
            except redis.RedisError as exc:
                log.warning("clock watcher: store unavailable: %s", exc)
                self._stop.wait(self.idle_wait)
            except Exception:
                log.exception("clock watcher failed")
                self._stop.wait(self.idle_wait)


__all__ = ["ClockWatcher"]

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

import logging
import threading
import time

from ..games.clocks import now_ms
from ..games.errors import NotFound
from ..games.service import GameService
from ..store.errors import StoreError
from ..store.shards import shards

log = logging.getLogger("shithead.clocks")

#: How long a claim holds a game (a watcher that dies holding one delays its timeout this long).
LEASE_MS = 5_000
#: The longest a watcher sleeps before sweeping every shard again (a lost wake-up, a lease
#: that ran out, a deadline set by a process whose publish was lost: noticed within this).
IDLE_WAIT_S = 1.0


class ClockWatcher:
    """One daemon thread enforcing the clocked games' deadlines."""

    def __init__(
        self, service: GameService, *, lease_ms: int = LEASE_MS, idle_wait: float = IDLE_WAIT_S
    ) -> None:
        self.service = service
        self.deadlines = service.deadlines
        self.lease_ms = lease_ms
        self.idle_wait = idle_wait
        self._stop = threading.Event()
        #: The earliest deadline known per shard (ms): from the last sweep and the wake-ups.
        self._next: dict[int, int] = {}
        self._swept = 0.0
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
        self.deadlines.wakeups.wake_all()
        self._thread.join(timeout)
        self._thread = None
        self.deadlines.wakeups.stop()

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

    def _drain(self, shard: int) -> None:
        """Enforce every passed deadline of ``shard``; note its next one."""
        while not self._stop.is_set():
            game_id, nxt = self.deadlines.claim_in(shard, now_ms(), self.lease_ms)
            if game_id is None:
                if nxt is None:
                    self._next.pop(shard, None)
                else:
                    self._next[shard] = nxt
                return
            self._enforce(game_id)

    def _watch(self) -> None:
        self.deadlines.wakeups.start()
        while not self._stop.is_set():
            try:
                if time.monotonic() - self._swept >= self.idle_wait:
                    self._swept = time.monotonic()
                    for shard in shards():
                        self._drain(shard)
                now = now_ms()
                for shard in [s for s, at in self._next.items() if at <= now]:
                    self._drain(shard)
                now = now_ms()
                until_sweep = self._swept + self.idle_wait - time.monotonic()
                earliest = min(self._next.values(), default=None)
                wait = (
                    until_sweep if earliest is None else min((earliest - now) / 1000.0, until_sweep)
                )
                hint = self.deadlines.wait(max(wait, 0.002), self._stop)
                if hint is not None:
                    shard, at = hint
                    self._next[shard] = min(at, self._next.get(shard, at))
            except StoreError as exc:
                log.warning("clock watcher: store unavailable: %s", exc)
                self._stop.wait(self.idle_wait)
            except Exception:
                log.exception("clock watcher failed")
                self._stop.wait(self.idle_wait)


__all__ = ["ClockWatcher"]

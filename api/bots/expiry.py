"""The challenges' watcher: a thread that expires a challenge when its time runs out, with no read.

Every pending challenge is in the challenges' deadline set
(:meth:`api.store.bots.BotStore.due_challenges`), scored with its expiry. The watcher sleeps
until the earliest one (or until a new challenge is made, whose creation publishes on
``challenges:wake``: :class:`api.store.wakeups.Wakeups`), then runs the same deadline check
a read runs (:meth:`ChallengeService.expire_due`): an expired challenge is settled and
announced on every invited bot's feed as ``challenge_ended``, as if a read had found it. A
read still expires a challenge whose time is up on the spot, and the settling is one
status change in Redis, so whichever comes first announces it, once; several processes'
watchers may run side by side.

It runs beside the bot policy's drivers (as the clocks' watcher does), in the web workers
with ``BOT_DRIVERS`` and in ``shithead worker --bots N``.
"""

from __future__ import annotations

import logging
import threading
import time

import redis

from ..store.bots import CHALLENGE_WAKE
from ..store.errors import StoreError
from ..store.wakeups import Wakeups
from .challenges import ChallengeService

log = logging.getLogger("shithead.challenges")

#: The longest the watcher sleeps before looking again (a wake-up lost while its subscriber
#: reconnected costs at most this).
IDLE_WAIT_S = 1.0
#: The shortest sleep between two looks (a deadline due again at once cannot make it spin).
MIN_WAIT_S = 0.01


class ChallengeWatcher:
    """One daemon thread expiring the challenges whose time ran out."""

    def __init__(self, challenges: ChallengeService, *, idle_wait: float = IDLE_WAIT_S) -> None:
        self.challenges = challenges
        self.idle_wait = idle_wait
        self.wakeups = Wakeups(challenges.store.r, CHALLENGE_WAKE)
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        if self._thread is not None:
            return
        self._stop.clear()
        self.wakeups.start()
        self._thread = threading.Thread(target=self._watch, name="challenge-watcher", daemon=True)
        self._thread.start()

    def stop(self, timeout: float = 10.0) -> None:
        if self._thread is None:
            return
        self._stop.set()
        self.wakeups.wake_all()
        self._thread.join(timeout)
        self._thread = None
        self.wakeups.stop()

    def _next_wait(self) -> float:
        """Seconds until the earliest challenge's expiry (a little after it), at most the idle wait."""
        nxt = self.challenges.store.next_challenge_deadline()
        if nxt is None:
            return self.idle_wait
        return min(max(nxt - time.time() + MIN_WAIT_S, MIN_WAIT_S), self.idle_wait)

    def _watch(self) -> None:
        while not self._stop.is_set():
            try:
                self.challenges.expire_due()
                self.wakeups.wait(self._next_wait(), self._stop)
            except (StoreError, redis.RedisError) as exc:
                log.warning("challenge watcher: store unavailable: %s", exc)
                self._stop.wait(self.idle_wait)
            except Exception:
                log.exception("challenge watcher failed")
                self._stop.wait(self.idle_wait)


__all__ = ["ChallengeWatcher"]

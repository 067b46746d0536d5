"""Advancing the service's tournaments off the web requests: the loop ``shithead worker``
runs (and a process run with ``TOURNAMENT_WORKER=1``, such as ``shithead serve --worker``).

A scheduled tournament is started by the first worker step after its ``starts_at``
(:mod:`api.play.tournament_schedule`), and the results callbacks are delivered by threads of
their own (:mod:`api.play.tournament_callbacks`). The web process only records a tournament (:meth:`TournamentService.create` puts it in the
set of running tournaments and wakes an idle worker). Each worker beats its heart in Redis
about once a second, and takes every running tournament that no runner holds: it starts a
runner (:meth:`TournamentService.start`) that takes the tournament's lease, so of several
workers one plays it, and when that one dies its lease runs out and another takes it over,
resuming the game it was playing. With no worker alive, a running tournament says so in its
``waiting`` field (:meth:`TournamentService.waiting`): nothing moves until one starts.
"""

from __future__ import annotations

import contextlib
import logging
import threading
import time
import uuid

from ..store.errors import StoreError
from .tournament_callbacks import CallbackSender
from .tournaments import TournamentService

log = logging.getLogger("shithead.tournament_worker")

#: How long an idle worker waits to be woken before it looks again (and beats its heart);
#: under the Redis client's socket timeout.
IDLE_WAIT_S = 1.0
#: The longest one blocking wait of an idle worker lasts: it looks at its own stop between
#: them, so a stopping process (a gunicorn worker, a test's app) waits at most this long.
WAIT_SLICE_S = 0.2


class TournamentWorker:
    """One process's loop taking running tournaments that no runner holds."""

    def __init__(
        self,
        service: TournamentService,
        *,
        idle_wait_s: float = IDLE_WAIT_S,
        callbacks: CallbackSender | None = None,
    ) -> None:
        self.service = service
        self.idle_wait_s = idle_wait_s
        #: The threads that deliver the results callbacks, beside this loop.
        self.callbacks = callbacks
        self.id = uuid.uuid4().hex
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        if self._thread is not None:
            return
        self._thread = threading.Thread(target=self._loop, name="tournament-worker", daemon=True)
        self._thread.start()
        if self.callbacks is not None:
            self.callbacks.start()

    def stop(self, timeout: float = 5.0) -> None:
        """Stop taking tournaments (the runners already started play on until the process
        ends; their leases then run out and another worker resumes them)."""
        self._stop.set()
        if self.callbacks is not None:
            self.callbacks.stop(timeout)
        if self._thread is not None:
            self._thread.join(timeout)
            self._thread = None
        with contextlib.suppress(StoreError):  # else its heartbeat goes stale instead
            self.service.store.retire(self.id)

    def step(self) -> list[str]:
        """Beat, and start a runner for each running tournament no runner holds; their ids."""
        store = self.service.store
        store.beat(self.id, time.time())
        # the scheduled tournaments whose start has come run from now on (activated)
        self.service.scheduler.start_due(time.time())
        started = []
        for tid in store.active():
            if store.status(tid) != "running":
                store.deactivate(tid)  # ended or cancelled meanwhile
                continue
            if not store.leased(tid):
                self.service.start(tid)
                started.append(tid)
        return started

    def _idle(self) -> None:
        """Wait until a tournament is activated, ``idle_wait_s`` pass or the worker stops."""
        deadline = time.monotonic() + self.idle_wait_s
        while not self._stop.is_set():
            left = deadline - time.monotonic()
            if left <= 0 or self.service.store.wait_for_work(min(left, WAIT_SLICE_S)):
                return

    def _loop(self) -> None:
        while not self._stop.is_set():
            try:
                self.step()
                self._idle()
            except StoreError as exc:
                log.warning("tournament worker: store unavailable: %s", exc)
                self._stop.wait(self.idle_wait_s)
            except Exception:
                log.exception("tournament worker: unexpected failure")
                self._stop.wait(self.idle_wait_s)

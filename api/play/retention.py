"""The listings' side of retention: with ``FINISHED_GAME_TTL_S`` set, a finished game's keys
expire on their own (the append that ends it sets their expiry), but its entries in the
sharded game indexes are other keys, in other slots. A listing drops the entries it meets
of games that are gone; this sweep drops the others, so the indexes do not grow with every
game ever finished.

A thread beside the tournament worker (``shithead worker``, ``TOURNAMENT_WORKER=1``) every
``RETENTION_SWEEP_S`` seconds: it reads the entries of finished games created more than the
window ago (no game can expire sooner) and drops those whose record is gone; and from the
registered bots' histories (:mod:`api.store.bot_games`) the games that finished more than the
window ago, whose keys have expired. Several processes sweeping at once drop the same
entries, harmlessly.
"""

from __future__ import annotations

import logging
import threading
import time

from ..store.bot_games import BotGames
from ..store.errors import StoreError
from ..store.events import EventStore

log = logging.getLogger("shithead.retention")

#: Seconds between sweeps (``RETENTION_SWEEP_S``).
SWEEP_S = 600.0


class RetentionSweeper:
    """One process's thread dropping the index entries of expired games."""

    def __init__(
        self,
        store: EventStore,
        ttl_s: float,
        *,
        interval_s: float = SWEEP_S,
        histories: BotGames | None = None,
    ) -> None:
        self.store = store
        self.histories = histories
        self.ttl_s = ttl_s
        self.interval_s = interval_s
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def sweep(self) -> int:
        """Drop the entries of the games gone now (the indexes', the bots' histories'); how
        many."""
        before = time.time() - self.ttl_s
        dropped = self.store.index.drop_expired(before)
        if self.histories is not None:
            dropped += self.histories.drop_expired(before)
        return dropped

    def start(self) -> None:
        if self._thread is None:
            self._thread = threading.Thread(
                target=self._loop, name="retention-sweeper", daemon=True
            )
            self._thread.start()

    def stop(self, timeout: float = 5.0) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout)
            self._thread = None

    def _loop(self) -> None:
        while not self._stop.wait(self.interval_s):
            try:
                dropped = self.sweep()
                if dropped:
                    log.info("retention: dropped the index entries of %d expired games", dropped)
            except StoreError as exc:
                log.warning("retention sweep: store unavailable: %s", exc)
            except Exception:
                log.exception("retention sweep: unexpected failure")

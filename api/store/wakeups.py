"""Wake-ups of idle threads across processes: classic Redis pub/sub, one subscriber per set.

A sharded work set (the bots' due set, the clocks' deadlines) cannot wake its idle threads
with a blocking pop: ``BLPOP`` on keys of different slots is refused by a Redis Cluster,
and one wake-up list every process blocks on would be one hot key. Instead a write that
makes work due publishes the work's shard on the set's channel (``PUBLISH``, from its Lua
script); one subscriber thread per set per process turns each message into a hint that the
process's idle threads wait on (:meth:`Wakeups.wait`), so one of them claims from the hinted
shard within milliseconds, in one round trip.

Pub/sub delivers at most once: a message sent while a subscriber reconnects (a failover) is
lost. The threads fall back on a sweep of every shard once per idle interval, so lost
wake-ups cost a delay of at most that interval, never lost work. On a cluster a classic
``PUBLISH`` reaches every node's subscribers (the cluster bus broadcasts it), so the
subscriber may listen on any node.
"""

from __future__ import annotations

import collections
import contextlib
import logging
import threading
import time
from typing import Any

import redis

log = logging.getLogger("shithead.wakeups")

#: Hints kept at most while no thread takes them (older ones are dropped: a sweep finds them).
MAX_HINTS = 256


#: The first retry's wait after the store went away, and the longest one it backs off to.
RETRY_MIN_S = 0.2
RETRY_MAX_S = 5.0
#: How often an outage that goes on is logged again.
LOG_EVERY_S = 60.0
#: The longest the subscriber waits for a message before it looks at its own stop.
LISTEN_S = 0.5


class Wakeups:
    """The hints published on ``channel``, for this process's idle threads."""

    def __init__(self, client: Any, channel: str) -> None:
        self.r = client
        self.channel = channel
        self._hints: collections.deque[str] = collections.deque(maxlen=MAX_HINTS)
        self._cond = threading.Condition()
        self._closed = False
        self._thread: threading.Thread | None = None
        #: Set once the subscription is in place (a test waits for it before publishing).
        self.listening = threading.Event()

    # -- the subscriber -------------------------------------------------------------------

    def start(self) -> None:
        """Start the subscriber thread (once; a daemon)."""
        with self._cond:
            if self._thread is not None:
                return
            self._closed = False
            self._thread = threading.Thread(
                target=self._listen, name=f"wakeups-{self.channel}", daemon=True
            )
            self._thread.start()

    def stop(self, timeout: float = 5.0) -> None:
        """Stop the subscriber and wake every waiting thread (they see their own stop)."""
        with self._cond:
            self._closed = True
            thread, self._thread = self._thread, None
            self._cond.notify_all()
        if thread is not None:
            if self.listening.is_set():
                # the subscriber waits for a message up to LISTEN_S: one on its own channel
                # ends the wait now (other processes' threads take it as a hint to look, as
                # after a resubscription)
                with contextlib.suppress(redis.RedisError, OSError):
                    self.r.publish(self.channel, "")
            thread.join(timeout)
        self.listening.clear()

    def _listen(self) -> None:
        # while the store is away: retries back off (to RETRY_MAX_S) and the log says so
        # once an outage and then once a LOG_EVERY_S, not once a retry
        delay, logged_at = RETRY_MIN_S, None
        while not self._closed:
            pubsub: Any = None
            try:
                pubsub = self.r.pubsub(ignore_subscribe_messages=True)
                pubsub.subscribe(self.channel)
                self.listening.set()
                if logged_at is not None:
                    log.info("wake-ups on %s: the store is back", self.channel)
                delay, logged_at = RETRY_MIN_S, None
                # a wake-up may have been lost while (re)subscribing: the threads look now
                self.hint("")
                while not self._closed:
                    msg = pubsub.get_message(timeout=LISTEN_S)
                    if msg and msg.get("type") == "message":
                        data = msg["data"]
                        self.hint(data.decode() if isinstance(data, bytes) else str(data))
            except (redis.RedisError, OSError, AttributeError) as exc:
                # AttributeError: redis-py's cluster pub/sub after its node went away
                self.listening.clear()
                if not self._closed:
                    now = time.monotonic()
                    if logged_at is None or now - logged_at >= LOG_EVERY_S:
                        log.warning("wake-ups on %s: store unavailable: %s", self.channel, exc)
                        logged_at = now
                    with self._cond:  # a stop wakes the retry's wait
                        if not self._closed:
                            self._cond.wait(delay)
                    delay = min(delay * 2, RETRY_MAX_S)
            finally:
                if pubsub is not None:
                    with contextlib.suppress(Exception):
                        pubsub.close()

    # -- the waiting threads --------------------------------------------------------------

    def hint(self, payload: str) -> None:
        """Hand ``payload`` to a waiting thread (or the next one to wait)."""
        with self._cond:
            self._hints.append(payload)
            self._cond.notify()

    def wake_all(self) -> None:
        """Wake every waiting thread with no hint (a stop)."""
        with self._cond:
            self._cond.notify_all()

    def wait(self, seconds: float, stop: threading.Event | None = None) -> str | None:
        """The next hint, waiting for one at most ``seconds``; None when none came (time
        for a sweep) or ``stop`` is set."""
        deadline = time.monotonic() + seconds
        with self._cond:
            while not self._hints:
                if stop is not None and stop.is_set():
                    return None
                left = deadline - time.monotonic()
                if left <= 0:
                    return None
                self._cond.wait(left)
            return self._hints.popleft()


__all__ = ["Wakeups"]

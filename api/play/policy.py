"""Bots play as a policy: a reaction to an append, off the request that made it.

A person's action is appended and answered at once; the seats the service plays (built-in
and push bots) answer it afterwards, on driver threads, and clients see their moves on the
events page and long poll like any other player's. The pieces:

- **The due set** (:class:`api.store.due.DueSet`): sorted sets of game ids, scored with when each is due
  (milliseconds, Redis's clock) or, while a driver plays it, when that driver's lease runs
  out. The set is split into shards (:mod:`api.store.shards`, by the game's id): shard
  ``s`` is ``bots:{tag-s}:due`` with its ``bots:{tag-s}:again``, so no key takes every
  game's traffic and each script touches one slot of a Redis Cluster. A mark publishes the
  shard on the channel ``bots:wake``; one subscriber thread per process
  (:class:`api.store.wakeups.Wakeups`) hands it to an idle driver, which claims from that
  shard in one round trip, within milliseconds. A driver that hears nothing for an idle
  interval sweeps every shard (one sweep per process per interval), which also picks up
  leases that ran out and wake-ups pub/sub lost.
- **Marking** (:meth:`BotPolicy.after_append`, a subscriber of the game service's appends,
  :mod:`api.games.appended`): after a create, a person's action or a seat left to a bot
  that leaves a service-played seat to act, the game is marked due (a driver playing a
  game follows its own moves, and a timeout's read marks it). A game
  marked while a driver holds it goes into ``bots:again`` instead, and the driver puts it
  back as due when it lets go: there is more to do, but two drivers never play one game at
  once (a push bot is asked once per move).
- **The log says what is due**: a process may die between an append and its mark. Every
  read of a game through the service's ``load`` that sees a service seat to act tells the
  subscribers again (``READ``) and the game is marked (``ZADD NX``: no write when it is in
  the set already), so the next read restores a lost mark.
- **Drivers** (:class:`BotPolicy`): ``drivers`` daemon threads per process, so one slow
  push bot does not hold other games up; and a push host is called by a few of them at
  once at most, a game whose host is at its cap left due again a moment later, and a host
  that keeps timing out is not called for a while (:mod:`api.play.push_guard`). Each claims the first due game atomically with a
  lease (a Lua script: the first member scored at or before now, its score moved to now
  plus the lease), plays it with :func:`api.play.seats.play_bots`, and removes it only if its
  score is still that lease. A heartbeat renews the leases held while a push bot takes its
  time; a driver (or process) that dies leaves its lease to run out, and the next driver
  picks the game up.

Nothing here knows about HTTP; the app factory starts the drivers when its config asks for
them (``BOT_DRIVERS``), and stops them when the worker exits.
"""

from __future__ import annotations

import logging
import threading
import time
import weakref

import redis

from engine.causes import LEAVE

from ..games.appended import ACTION, CREATE, READ, Appended
from ..games.errors import NotFound
from ..games.service import GameService, service_seat_to_act
from ..store.due import DEFAULT_LEASE_MS, KEY_PREFIX, DueSet, Lease
from ..store.errors import StoreError
from ..store.shards import shard_of
from .clocks import ClockWatcher
from .push_guard import DEFER_MS, HostBusy, driving
from .seats import play_bots

log = logging.getLogger("shithead.bot_policy")

#: Driver threads per process unless the config says otherwise.
DEFAULT_DRIVERS = 4
#: An idle driver waits this long for a wake-up before sweeping every shard; a lease that ran
#: out (or a wake-up pub/sub lost) is noticed within this time.
IDLE_WAIT_S = 1.0

#: The appends after which the policy marks a game due (when a service seat is to act):
#: a create's, a person's action, a seat left to a bot; and a read that finds one so.
MARKED_AFTER = (CREATE, ACTION, LEAVE, READ)

#: The policies whose drivers run in this process (see :func:`stop_all`).
_RUNNING: weakref.WeakSet[BotPolicy] = weakref.WeakSet()


class BotPolicy:
    """Plays the service's seats after appends: marks games due and runs the drivers."""

    def __init__(
        self,
        service: GameService,
        client: redis.Redis,
        *,
        drivers: int = DEFAULT_DRIVERS,
        lease_ms: int = DEFAULT_LEASE_MS,
        idle_wait: float = IDLE_WAIT_S,
        prefix: str = KEY_PREFIX,
    ) -> None:
        self.service = service
        self.due = DueSet(client, prefix)
        self.drivers = drivers
        self.lease_ms = lease_ms
        self.idle_wait = idle_wait
        self._stop = threading.Event()
        #: When this process's drivers last swept every shard (time.monotonic()): one sweep
        #: per idle interval, whichever driver's wait runs out first.
        self._swept = 0.0
        self._sweep_lock = threading.Lock()
        self._threads: list[threading.Thread] = []
        #: The lease each driver holds now, by driver; the heartbeat renews them under the lock
        #: that release takes too, so a renewal never crosses a release.
        self._held: dict[int, Lease] = {}
        self._held_lock = threading.Lock()
        #: Enforces the clocked games' deadlines beside the drivers (api.play.clocks).
        self.clock_watcher = ClockWatcher(service)

    # -- marking ---------------------------------------------------------------------------

    def after_append(self, appended: Appended) -> None:
        """The subscriber: mark the game due when a service seat is to act after ``appended``
        (a read's :data:`READ` restores a mark a dead process never wrote). A create whose
        bots are played in its request is marked by the read that follows them. The append is
        in the log already: a failure here fails no request, the next read marks it again."""
        if (
            appended.by not in MARKED_AFTER
            or (appended.by == CREATE and appended.play_out)
            or not service_seat_to_act(appended.meta, appended.state)
        ):
            return
        try:
            self.due.mark(appended.game_id, lost=appended.again)
        except Exception:
            log.exception(
                "game %s has a bot to act, but it could not be marked due", appended.game_id
            )

    # -- driving ---------------------------------------------------------------------------

    def start(self) -> None:
        """Start the drivers and the heartbeat (daemon threads; nothing when ``drivers`` is 0)."""
        if self._threads or self.drivers <= 0:
            return
        self._stop.clear()
        for i in range(self.drivers):
            self._threads.append(
                threading.Thread(target=self._drive, args=(i,), name=f"bot-driver-{i}", daemon=True)
            )
        self._threads.append(
            threading.Thread(target=self._heartbeat, name="bot-lease-heartbeat", daemon=True)
        )
        for thread in self._threads:
            thread.start()
        self.clock_watcher.start()
        _RUNNING.add(self)

    def stop(self, timeout: float = 10.0) -> None:
        """Stop the drivers: idle ones return at once, busy ones after the move they are
        making (each waited for at most ``timeout`` seconds); a game they leave with bots
        still to act is due again at once, for any other driver."""
        _RUNNING.discard(self)
        if not self._threads:
            return
        self.clock_watcher.stop(timeout)
        self._stop.set()
        self.due.wakeups.wake_all()
        for thread in self._threads:
            thread.join(timeout)
        self._threads = []
        self.due.wakeups.stop()

    def _sweep_due(self) -> bool:
        """Whether this driver is to sweep every shard now: none of this process's drivers
        did within the idle interval."""
        with self._sweep_lock:
            now = time.monotonic()
            if now - self._swept < self.idle_wait * 0.9:
                return False
            self._swept = now
            return True

    def _drive(self, index: int) -> None:
        with driving():  # this thread's push calls count under their host's cap
            self._driving(index)

    def _driving(self, index: int) -> None:
        self.due.wakeups.start()
        shard: int | None = None  # where to look: a wake-up's shard, the last game's; None: all
        sweep = True
        while not self._stop.is_set():
            try:
                lease = None
                if shard is not None:
                    lease = self.due.claim(self.lease_ms, shard)
                elif sweep or self._sweep_due():
                    lease = self.due.claim(self.lease_ms)
                sweep = False
                if lease is None:
                    shard = self.due.wait(self.idle_wait, self._stop)
                    continue
                shard = shard_of(lease.game_id)  # the shard may hold more: look there first
                self.play(lease, index)
            except StoreError as exc:
                log.warning("bot driver %d: store unavailable: %s", index, exc)
                self._stop.wait(self.idle_wait)
            except Exception:
                log.exception("bot driver %d failed", index)
                self._stop.wait(self.idle_wait)

    def play(self, lease: Lease, index: int = 0) -> int:
        """Play the held game's service seats, then let go of it; the moves made.

        If playing fails, the lease is left to run out: the game is tried again then, which
        spaces the retries of a game whose store is failing.
        """
        with self._held_lock:
            self._held[index] = lease
        again = False
        try:
            moves = play_bots(self.service, lease.game_id, stop=self._stop.is_set)
            with self.service.playing_bots():  # a read of the game this driver holds: no mark
                loaded = self.service.load(lease.game_id)
            # a conflict (someone else moved), the move limit or a stop: whoever is due plays on
            again = service_seat_to_act(loaded.meta, loaded.state)
        except NotFound:  # the game is gone: nothing is due
            moves = 0
        except HostBusy:
            # its push host has as many of the drivers' calls as it may: the game is due
            # again in a moment (its lease cut short), and this driver plays another
            with self._held_lock:
                held = self._held.pop(index, lease)
                self.due.renew(held, DEFER_MS)
            return 0
        except Exception:
            with self._held_lock:
                self._held.pop(index, None)
            raise
        with self._held_lock:
            held = self._held.pop(index, lease)
            self.due.release(held, again=again)
        return moves

    def _heartbeat(self) -> None:
        while not self._stop.wait(self.lease_ms / 3000.0):
            with self._held_lock:
                for index, lease in list(self._held.items()):
                    try:
                        renewed = self.due.renew(lease, self.lease_ms)
                    except StoreError:
                        continue  # the lease runs out unless the store comes back in time
                    if renewed is not None:
                        self._held[index] = renewed


def stop_all() -> None:
    """Stop every policy's drivers in this process: before its Redis goes away (a test
    session's embedded server), whoever made the apps."""
    for policy in list(_RUNNING):
        policy.stop()

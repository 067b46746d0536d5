"""Bots play as a policy: a reaction to an append, off the request that made it.

A person's action is appended and answered at once; the seats the service plays (built-in
and push bots) answer it afterwards, on driver threads, and clients see their moves on the
events page and long poll like any other player's. The pieces:

- **The due set** (:class:`DueSet`): a Redis sorted set ``bots:due`` of game ids, scored
  with when each is due (milliseconds, Redis's clock) or, while a driver plays it, when
  that driver's lease runs out. A mark also pushes onto the list ``bots:wake``, which idle
  drivers block on, so a driver reacts within milliseconds, not after a polling interval.
- **Marking** (:meth:`BotPolicy.bots_due`, the game service's ``on_bots_due`` hook): after
  any append that leaves a service-played seat to act, the game is marked due. A game
  marked while a driver holds it goes into ``bots:again`` instead, and the driver puts it
  back as due when it lets go: there is more to do, but two drivers never play one game at
  once (a push bot is asked once per move).
- **The log says what is due**: a process may die between an append and its mark. Every
  read of a game through the service's ``load`` that sees a service seat to act marks it
  (``ZADD NX``: no write when it is in the set already), so the next read restores a lost
  mark.
- **Drivers** (:class:`BotPolicy`): ``drivers`` daemon threads per process, so one slow
  push bot does not hold other games up. Each claims the first due game atomically with a
  lease (a Lua script: the first member scored at or before now, its score moved to now
  plus the lease), plays it with :func:`api.play.seats.play_bots`, and removes it only if its
  score is still that lease. A heartbeat renews the leases held while a push bot takes its
  time; a driver (or process) that dies leaves its lease to run out, and the next driver
  picks the game up.

Nothing here knows about HTTP; the app factory starts the drivers when its config asks for
them (``BOT_DRIVERS``), and stops them when the worker exits.
"""

from __future__ import annotations

import contextlib
import logging
import threading
import uuid
import weakref
from dataclasses import dataclass, replace
from typing import Any

import redis

from ..games.errors import NotFound
from ..games.service import GameService, service_seat_to_act
from .clocks import ClockWatcher
from .seats import play_bots

log = logging.getLogger("shithead.bot_policy")

#: Driver threads per process unless the config says otherwise.
DEFAULT_DRIVERS = 4
#: How long a claim holds a game without being renewed (a dead driver's game waits this long).
DEFAULT_LEASE_MS = 10_000
#: An idle driver blocks this long on the wake-up list before looking again (under the Redis
#: client's socket timeout); a lease that ran out is noticed within this time.
IDLE_WAIT_S = 1.0
#: Wake-up tokens kept at most: enough to wake every idle driver of a few processes.
WAKE_TOKENS = 64

#: The policies whose drivers run in this process (see :func:`stop_all`).
_RUNNING: weakref.WeakSet[BotPolicy] = weakref.WeakSet()

#: The keys' prefix: ``<prefix>:due``, ``<prefix>:again``, ``<prefix>:wake``.
KEY_PREFIX = "bots"

# Redis's clock, in milliseconds: every process that marks and claims reads the same one.
_NOW = """
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
"""

#: KEYS: due, again, wake. ARGV: game id, "lost" (a read restoring a mark) or "".
#: Due now unless a driver holds the game: then again once it lets go (a restored mark
#: adds nothing while the game is in the set). Wakes a driver when the game is due.
_MARK = _NOW + """
local held = redis.call('ZSCORE', KEYS[1], ARGV[1])
if held then
  if ARGV[2] == 'lost' then return 0 end
  if tonumber(held) > now then
    redis.call('SADD', KEYS[2], ARGV[1])
    return 0
  end
else
  redis.call('ZADD', KEYS[1], now, ARGV[1])
end
redis.call('LPUSH', KEYS[3], '1')
redis.call('LTRIM', KEYS[3], 0, tonumber(ARGV[3]) - 1)
return 1
"""

#: KEYS: due, again. ARGV: lease in ms. The first due game, its score moved to its lease's end.
_CLAIM = _NOW + """
local game = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now, 'LIMIT', 0, 1)[1]
if not game then return false end
local lease = now + tonumber(ARGV[1])
redis.call('ZADD', KEYS[1], lease, game)
redis.call('SREM', KEYS[2], game)
return {game, lease}
"""

#: KEYS: due. ARGV: game id, the lease held, lease in ms. The new lease; false: not held.
_RENEW = _NOW + """
local held = redis.call('ZSCORE', KEYS[1], ARGV[1])
if not held or tonumber(held) ~= tonumber(ARGV[2]) then return false end
local lease = now + tonumber(ARGV[3])
redis.call('ZADD', KEYS[1], lease, ARGV[1])
return lease
"""

#: KEYS: due, again, wake. ARGV: game id, the lease held, "again" (more to do) or "", wake
#: tokens kept. 0: the lease was no longer held (someone else has the game); 1: done, the
#: game left the set; 2: due again now (marked meanwhile, or the driver has more to do).
_RELEASE = _NOW + """
local held = redis.call('ZSCORE', KEYS[1], ARGV[1])
if not held or tonumber(held) ~= tonumber(ARGV[2]) then return 0 end
local marked = redis.call('SREM', KEYS[2], ARGV[1])
if marked == 1 or ARGV[3] == 'again' then
  redis.call('ZADD', KEYS[1], now, ARGV[1])
  redis.call('LPUSH', KEYS[3], '1')
  redis.call('LTRIM', KEYS[3], 0, tonumber(ARGV[4]) - 1)
  return 2
end
redis.call('ZREM', KEYS[1], ARGV[1])
return 1
"""


@dataclass(frozen=True)
class Lease:
    """A driver's hold on a due game: the game and when the hold runs out (ms, Redis's clock)."""

    game_id: str
    until_ms: int


class DueSet:
    """The games whose service-played seats are to act, kept in Redis for every process."""

    def __init__(self, client: redis.Redis, prefix: str = KEY_PREFIX) -> None:
        # redis-py's stubs type replies as unions of every RESP type; we know ours
        self.r: Any = client
        self.due_key, self.again_key, self.wake_key = (f"{prefix}:due", f"{prefix}:again",
                                                       f"{prefix}:wake")
        self._mark = client.register_script(_MARK)
        self._claim = client.register_script(_CLAIM)
        self._renew = client.register_script(_RENEW)
        self._release = client.register_script(_RELEASE)

    def mark(self, game_id: str, *, lost: bool = False) -> bool:
        """Mark the game due (``lost``: a read restoring a mark; nothing if it is in the set).
        Whether a driver was woken for it."""
        return bool(self._mark(keys=[self.due_key, self.again_key, self.wake_key],
                               args=[game_id, "lost" if lost else "", WAKE_TOKENS]))

    def size(self) -> int:
        """The games in the set: due, or held by a driver playing them."""
        return int(self.r.zcard(self.due_key))

    def claim(self, lease_ms: int = DEFAULT_LEASE_MS) -> Lease | None:
        """Hold the first due game for ``lease_ms``; None when no game is due."""
        found = self._claim(keys=[self.due_key, self.again_key], args=[lease_ms])
        if not found:
            return None
        game_id, until = found
        return Lease(game_id.decode() if isinstance(game_id, bytes) else str(game_id), int(until))

    def renew(self, lease: Lease, lease_ms: int = DEFAULT_LEASE_MS) -> Lease | None:
        """The lease held for another ``lease_ms``; None when it is no longer held."""
        until = self._renew(keys=[self.due_key], args=[lease.game_id, lease.until_ms, lease_ms])
        return replace(lease, until_ms=int(until)) if until else None

    def release(self, lease: Lease, *, again: bool = False) -> int:
        """Let go of a held game: 1 when it leaves the set, 2 when it is due again (marked
        meanwhile, or ``again``: the holder has more to do), 0 when the lease ran out first."""
        return int(self._release(keys=[self.due_key, self.again_key, self.wake_key],
                                 args=[lease.game_id, lease.until_ms, "again" if again else "",
                                       WAKE_TOKENS]))

    def score(self, game_id: str) -> float | None:
        """When the game is due or its lease runs out (ms); None when it is not in the set."""
        found = self.r.zscore(self.due_key, game_id)
        return None if found is None else float(found)

    def forget(self, game_id: str) -> None:
        """Drop the game's mark, as a process that dies before marking leaves it."""
        self.r.zrem(self.due_key, game_id)

    def wait(self, seconds: float, *also: str) -> None:
        """Block until a mark wakes this caller (or a key of ``also`` is pushed to), at most
        ``seconds``."""
        self.r.blpop([self.wake_key, *also], timeout=seconds)


class BotPolicy:
    """Plays the service's seats after appends: marks games due and runs the drivers."""

    def __init__(self, service: GameService, client: redis.Redis, *,
                 drivers: int = DEFAULT_DRIVERS, lease_ms: int = DEFAULT_LEASE_MS,
                 idle_wait: float = IDLE_WAIT_S, prefix: str = KEY_PREFIX) -> None:
        self.service = service
        self.due = DueSet(client, prefix)
        self.drivers = drivers
        self.lease_ms = lease_ms
        self.idle_wait = idle_wait
        #: This policy's own wake-up list: stop() pushes to it so its idle drivers return now.
        self._stop_key = f"{prefix}:stop:{uuid.uuid4().hex}"
        self._stop = threading.Event()
        self._threads: list[threading.Thread] = []
        #: The lease each driver holds now, by driver; the heartbeat renews them under the lock
        #: that release takes too, so a renewal never crosses a release.
        self._held: dict[int, Lease] = {}
        self._held_lock = threading.Lock()
        service.on_bots_due = self.bots_due
        #: Enforces the clocked games' deadlines beside the drivers (api.play.clocks).
        self.clock_watcher = ClockWatcher(service)

    # -- marking ---------------------------------------------------------------------------

    def bots_due(self, game_id: str, lost: bool) -> None:
        """The game service's hook: a service seat is to act in ``game_id`` (``lost``: a read
        found it so, which restores a mark a dead process never wrote)."""
        self.due.mark(game_id, lost=lost)

    # -- driving ---------------------------------------------------------------------------

    def start(self) -> None:
        """Start the drivers and the heartbeat (daemon threads; nothing when ``drivers`` is 0)."""
        if self._threads or self.drivers <= 0:
            return
        self._stop.clear()
        for i in range(self.drivers):
            self._threads.append(threading.Thread(target=self._drive, args=(i,),
                                                  name=f"bot-driver-{i}", daemon=True))
        self._threads.append(threading.Thread(target=self._heartbeat, name="bot-lease-heartbeat",
                                              daemon=True))
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
        try:
            self.due.r.rpush(self._stop_key, *["stop"] * self.drivers)
            self.due.r.expire(self._stop_key, 60)
        except redis.RedisError:
            pass  # the drivers see the stop after their current wait
        for thread in self._threads:
            thread.join(timeout)
        self._threads = []
        with contextlib.suppress(redis.RedisError):
            self.due.r.delete(self._stop_key)

    def _drive(self, index: int) -> None:
        while not self._stop.is_set():
            try:
                lease = self.due.claim(self.lease_ms)
                if lease is None:
                    self.due.wait(self.idle_wait, self._stop_key)
                    continue
                self.play(lease, index)
            except redis.RedisError as exc:
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
                    except redis.RedisError:
                        continue  # the lease runs out unless the store comes back in time
                    if renewed is not None:
                        self._held[index] = renewed


def stop_all() -> None:
    """Stop every policy's drivers in this process: before its Redis goes away (a test
    session's embedded server), whoever made the apps."""
    for policy in list(_RUNNING):
        policy.stop()

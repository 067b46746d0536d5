"""Who may start work: organiser credentials, the quotas every credential draws on, and the
slots a tournament's games are played in.

**Organisers** are minted by the operator (``shithead organiser create``). The token is
shown once; only its SHA-256 is kept. Per organiser ``o``:

* ``org:{o}:meta``     hash: name, token hash, quota (``max_running``, ``max_games_per_day``),
                       created, revoked (a time, or empty)
* ``org:token:<hash>`` string: the organiser a token hash belongs to
* ``org:index``        sorted set of every organiser's id by creation time

**Quotas** are kept per credential (an organiser, or whatever else may start work), named
by its key ``kind:id``, with keys hash-tagged by that key so one script checks and counts:

* ``quota:{key}:running``    set: the credential's tournaments still running
* ``quota:{key}:day:<date>`` counter: games scheduled on that (UTC) calendar day, kept two days

**Game slots** bound how many tournament games are played at once, across the deployment, per
credential and per tournament. Each scope is a sorted set of the games holding a slot in it,
scored by when the hold runs out (a runner that dies holds nothing for long: its holds are
purged once they run out, and a live runner renews its own). The scopes share one hash tag,
so taking a slot in all of them at once is one script, and each keeps the most games it ever
held at once (``slots:{tournament-games}:peak``).

The deployment's slots (scope ``all``) are **shared fairly between creators**, round robin
rather than first come: a game that finds none it may take waits in line
(``slots:{tournament-games}:waiting``, with its creator in ``...:owners``), and a free slot
goes to the waiting creator served longest ago (``...:served``, each creator's last turn).
So a creator whose runner threads ask again the instant they give a slot back cannot keep
the slots from another creator's games; bot tokens' tournaments also share a budget of
their own (scope ``bots``, ``BOT_TOURNAMENT_SLOTS``).
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import time
import uuid
from dataclasses import dataclass
from typing import Any

import redis

from .errors import translated

#: Organiser tokens start with this, so a token says what kind of credential it is.
TOKEN_PREFIX = "org_"

_ADMIT = """
local running = redis.call('SCARD', KEYS[1])
if redis.call('SISMEMBER', KEYS[1], ARGV[1]) == 1 then return {0, running} end
if running >= tonumber(ARGV[3]) then return {1, running} end
local today = tonumber(redis.call('GET', KEYS[2]) or '0')
if today + tonumber(ARGV[2]) > tonumber(ARGV[4]) then return {2, today} end
redis.call('SADD', KEYS[1], ARGV[1])
redis.call('INCRBY', KEYS[2], ARGV[2])
redis.call('PEXPIRE', KEYS[2], ARGV[5])
return {0, running + 1}
"""

_SPEND = """
local today = tonumber(redis.call('GET', KEYS[1]) or '0')
if today + tonumber(ARGV[1]) > tonumber(ARGV[2]) then return {2, today} end
redis.call('INCRBY', KEYS[1], ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return {0, today + tonumber(ARGV[1])}
"""

#: KEYS: a day's games counter. ARGV: games. Give back up to ARGV[1] games (never below 0;
#: a counter that expired stays gone); how many were given back.
_REFUND = """
local today = tonumber(redis.call('GET', KEYS[1]) or '0')
local back = math.min(today, tonumber(ARGV[1]))
if back > 0 then redis.call('DECRBY', KEYS[1], back) end
return back
"""

#: Take a slot for a holder in every scope, or in none.
#: KEYS: the scopes' sets, the peak hash, the waiters (holder -> when its wait runs out),
#: their owners (holder -> creator) and when each creator was last served (creator -> turn).
#: ARGV: now, the hold's end, the holder, its creator ("" : none), when its wait runs out,
#: which scope is the shared one (1-based; 0: none), then each scope's cap (0: none).
#: The holder's own scopes (its creator's, its tournament's, the bots') are checked first;
#: the shared scope's free slots then go to the waiting creators served longest ago: a
#: holder takes one only if fewer creators that wait and were served before it than there
#: are free slots (round robin between creators, not first come).
_ACQUIRE = """
local n = #KEYS - 4
local now = tonumber(ARGV[1])
local holder, creator, shared = ARGV[3], ARGV[4], tonumber(ARGV[6])
local waiters, owners, served = KEYS[n + 2], KEYS[n + 3], KEYS[n + 4]
local function unwait()
  redis.call('ZREM', waiters, holder)
  redis.call('HDEL', owners, holder)
end
for i = 1, n do
  redis.call('ZREMRANGEBYSCORE', KEYS[i], '-inf', now)
  local cap = tonumber(ARGV[6 + i])
  if i ~= shared and cap > 0 and redis.call('ZSCORE', KEYS[i], holder) == false
     and redis.call('ZCARD', KEYS[i]) >= cap then
    unwait()
    return 0
  end
end
if shared > 0 and redis.call('ZSCORE', KEYS[shared], holder) == false then
  local cap = tonumber(ARGV[6 + shared])
  if cap > 0 then
    local free = cap - redis.call('ZCARD', KEYS[shared])
    if creator ~= '' then
      redis.call('ZADD', waiters, ARGV[5], holder)
      redis.call('HSET', owners, holder, creator)
      for _, gone in ipairs(redis.call('ZRANGEBYSCORE', waiters, '-inf', now)) do
        redis.call('ZREM', waiters, gone)
        redis.call('HDEL', owners, gone)
      end
    end
    if free <= 0 then return 0 end
    if creator ~= '' then
      local mine = tonumber(redis.call('HGET', served, creator) or '0')
      local ahead, count = {}, 0
      for _, other in ipairs(redis.call('ZRANGE', waiters, 0, -1)) do
        local c = redis.call('HGET', owners, other)
        if c and c ~= creator and not ahead[c] then
          local t = tonumber(redis.call('HGET', served, c) or '0')
          if t < mine or (t == mine and c < creator) then
            ahead[c] = true
            count = count + 1
          end
        end
      end
      if count >= free then return 0 end
    end
  end
end
for i = 1, n do
  redis.call('ZADD', KEYS[i], ARGV[2], holder)
  local held = redis.call('ZCARD', KEYS[i])
  local peak = tonumber(redis.call('HGET', KEYS[n + 1], KEYS[i]) or '0')
  if held > peak then redis.call('HSET', KEYS[n + 1], KEYS[i], held) end
end
if creator ~= '' then
  unwait()
  redis.call('HSET', served, creator, redis.call('HINCRBY', served, '#turn', 1))
  redis.call('PEXPIRE', served, 86400000)  -- a day without a game served forgets the turns
end
return 1
"""

_RENEW = """
for i = 1, #KEYS do redis.call('ZADD', KEYS[i], 'XX', ARGV[1], ARGV[2]) end
return 1
"""


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


@dataclass(frozen=True)
class Organiser:
    """An organiser as stored (never its token)."""

    id: str
    name: str
    max_running: int
    max_games_per_day: int
    created: float
    revoked: float | None

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "name": self.name,
            "max_running": self.max_running,
            "max_games_per_day": self.max_games_per_day,
            "created": self.created,
            "revoked": self.revoked,
        }


class OrganiserStore:
    """Organiser credentials in Redis: minted, listed, revoked, and looked up by token."""

    def __init__(self, client: redis.Redis) -> None:
        self.r: Any = client

    @staticmethod
    def _meta(organiser_id: str) -> str:
        return f"org:{{{organiser_id}}}:meta"

    def create(
        self, name: str, *, max_running: int, max_games_per_day: int
    ) -> tuple[Organiser, str]:
        """A new organiser and its token (the only time the token is seen)."""
        if max_running < 1 or max_games_per_day < 1:
            raise ValueError("an organiser's quotas are at least 1")
        organiser_id = uuid.uuid4().hex
        token = TOKEN_PREFIX + secrets.token_urlsafe(32)
        created = time.time()
        with translated(write=True):
            pipe = self.r.pipeline(transaction=False)
            pipe.hset(
                self._meta(organiser_id),
                mapping={
                    "name": name,
                    "token": token_hash(token),
                    "max_running": str(max_running),
                    "max_games_per_day": str(max_games_per_day),
                    "created": repr(created),
                    "revoked": "",
                },
            )
            pipe.set(f"org:token:{token_hash(token)}", organiser_id)
            pipe.zadd("org:index", {organiser_id: created})
            pipe.execute()
        return Organiser(organiser_id, name, max_running, max_games_per_day, created, None), token

    def get(self, organiser_id: str) -> Organiser | None:
        with translated():
            raw = self.r.hgetall(self._meta(organiser_id))
        if not raw:
            return None
        meta = {k.decode(): v.decode() for k, v in raw.items()}
        return Organiser(
            organiser_id,
            meta["name"],
            int(meta["max_running"]),
            int(meta["max_games_per_day"]),
            float(meta["created"]),
            float(meta["revoked"]) if meta["revoked"] else None,
        )

    def by_token(self, token: str) -> Organiser | None:
        """The organiser holding ``token``, revoked or not; None for any other token."""
        digest = token_hash(token)
        with translated():
            found = self.r.get(f"org:token:{digest}")
        if found is None:
            return None
        organiser = self.get(found.decode())
        if organiser is None:
            return None
        # the lookup was by the hash; the stored hash is compared again in constant time
        stored = self.r.hget(self._meta(organiser.id), "token")
        if stored is None or not hmac.compare_digest(stored.decode(), digest):
            return None
        return organiser

    def list(self) -> list[Organiser]:
        with translated():
            ids = [i.decode() for i in self.r.zrange("org:index", 0, -1)]
        return [o for o in map(self.get, ids) if o is not None]

    def revoke(self, organiser_id: str) -> Organiser | None:
        """Revoke the organiser's token (its tournaments play on); None if there is no such organiser."""
        organiser = self.get(organiser_id)
        if organiser is None:
            return None
        if organiser.revoked is None:
            with translated(write=True):
                self.r.hset(self._meta(organiser_id), "revoked", repr(time.time()))
        return self.get(organiser_id)


@dataclass(frozen=True)
class Refusal:
    """Why a quota refuses: ``running`` (tournaments at once) or ``games_per_day``."""

    quota: str
    limit: int
    used: int


class QuotaStore:
    """The counters a credential's quota is checked against."""

    def __init__(self, client: redis.Redis) -> None:
        self.r: Any = client
        self._admit = client.register_script(_ADMIT)
        self._spend = client.register_script(_SPEND)
        self._refund = client.register_script(_REFUND)

    @staticmethod
    def _k(key: str, part: str) -> str:
        return f"quota:{{{key}}}:{part}"

    def admit(
        self,
        key: str,
        tournament_id: str,
        games: int,
        *,
        max_running: int,
        max_games_per_day: int,
        day: str,
    ) -> Refusal | None:
        """Count a new running tournament of ``games`` games against the credential ``key``,
        unless that would pass a quota: then nothing is counted and the refusal says which."""
        with translated(write=True):
            code, used = self._admit(
                keys=[self._k(key, "running"), self._k(key, f"day:{day}")],
                args=[tournament_id, games, max_running, max_games_per_day, 2 * 86_400_000],
            )
        if code == 1:
            return Refusal("running", max_running, int(used))
        if code == 2:
            return Refusal("games_per_day", max_games_per_day, int(used))
        return None

    def spend(self, key: str, games: int, *, max_games_per_day: int, day: str) -> Refusal | None:
        """Count ``games`` more games scheduled today by the credential ``key`` (a ladder's
        games, counted one by one as they start), unless that would pass its quota: then
        nothing is counted."""
        with translated(write=True):
            code, used = self._spend(
                keys=[self._k(key, f"day:{day}")], args=[games, max_games_per_day, 2 * 86_400_000]
            )
        if code == 2:
            return Refusal("games_per_day", max_games_per_day, int(used))
        return None

    def refund(self, key: str, games: int, *, day: str) -> int:
        """Give back ``games`` games the credential ``key`` scheduled on ``day`` and will not
        play (a cancelled tournament's); how many were given back."""
        with translated(write=True):
            return int(self._refund(keys=[self._k(key, f"day:{day}")], args=[games]))

    def finish(self, key: str, tournament_id: str) -> None:
        """The tournament no longer runs (done, failed, cancelled): it stops counting."""
        with translated(write=True):
            self.r.srem(self._k(key, "running"), tournament_id)

    def running(self, key: str) -> set[str]:
        with translated():
            return {m.decode() for m in self.r.smembers(self._k(key, "running"))}

    def games_on(self, key: str, day: str) -> int:
        with translated():
            return int(self.r.get(self._k(key, f"day:{day}")) or 0)


#: The scope every tournament game of the deployment holds a slot in: the one shared fairly.
SHARED = "all"
#: How long a holder that stopped asking keeps its place in line (ms).
WAIT_MS = 5000


class GameSlots:
    """Slots for tournament games, in nested scopes (``all``, a credential, a tournament),
    each with its cap (0: none)."""

    TAG = "tournament-games"

    def __init__(self, client: redis.Redis) -> None:
        self.r: Any = client
        self._acquire = client.register_script(_ACQUIRE)
        self._renew = client.register_script(_RENEW)

    def _k(self, scope: str) -> str:
        return f"slots:{{{self.TAG}}}:{scope}"

    def acquire(
        self,
        holder: str,
        scopes: dict[str, int],
        *,
        hold_ms: int,
        creator: str = "",
        wait_ms: int = WAIT_MS,
    ) -> bool:
        """Take a slot for ``holder`` in every scope (name -> cap), or in none if any is full.

        With ``creator``, the shared scope (:data:`SHARED`) is shared fairly: a holder that
        finds no slot it may take waits in line for ``wait_ms`` (asking again renews its
        place), and a free slot goes to the waiting creator served longest ago."""
        now = int(time.time() * 1000)
        names = list(scopes)
        shared = names.index(SHARED) + 1 if SHARED in scopes else 0
        with translated(write=True):
            return bool(
                self._acquire(
                    keys=[
                        *map(self._k, names),
                        self._k("peak"),
                        self._k("waiting"),
                        self._k("owners"),
                        self._k("served"),
                    ],
                    args=[
                        now,
                        now + hold_ms,
                        holder,
                        creator,
                        now + wait_ms,
                        shared,
                        *(scopes[n] for n in names),
                    ],
                )
            )

    def stop_waiting(self, holder: str) -> None:
        """``holder`` no longer waits for a slot (its tournament stopped)."""
        with translated(write=True):
            pipe = self.r.pipeline(transaction=False)
            pipe.zrem(self._k("waiting"), holder)
            pipe.hdel(self._k("owners"), holder)
            pipe.execute()

    def renew(self, holder: str, scopes: list[str], *, hold_ms: int) -> None:
        """Hold ``holder``'s slots ``hold_ms`` longer (a slot already purged stays free)."""
        with translated(write=True):
            self._renew(
                keys=list(map(self._k, scopes)), args=[int(time.time() * 1000) + hold_ms, holder]
            )

    def release(self, holder: str, scopes: list[str]) -> None:
        with translated(write=True):
            pipe = self.r.pipeline(transaction=False)
            for scope in scopes:
                pipe.zrem(self._k(scope), holder)
            pipe.execute()

    def held(self, scope: str) -> int:
        """Slots held in ``scope`` now (holds that ran out not counted)."""
        with translated():
            return int(self.r.zcount(self._k(scope), int(time.time() * 1000) + 1, "+inf"))

    def peak(self, scope: str) -> int:
        """The most slots ever held at once in ``scope``."""
        with translated():
            return int(self.r.hget(self._k("peak"), self._k(scope)) or 0)

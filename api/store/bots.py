"""Registered bots in Redis: their records, tokens, feeds, recent games and challenges.

Keys (hash-tagged by the bot's name, so one bot's keys sit on one Cluster slot):

- ``b:{name}`` the record: ``name``, ``kind`` (``pull`` | ``push``), ``url``,
  ``description``, ``owner``, ``created``, ``token`` (the token's SHA-256; ``""`` once
  revoked), ``secret`` (a push bot's webhook signing secret, ``whsec_...``),
  ``disabled`` (``"1"`` once its token is revoked);
- ``b:{name}:feed`` the bot's feed, a stream, one field ``d`` holding each event's JSON;
  each event kind keeps its own :data:`FEED_MAX` newest (``b:{name}:feed:<kind>``, a list
  of the kind's ids, the oldest dropped from the stream once there are more), so a flood
  of one kind (challenges) never evicts another (a ``seat_assigned``);
- ``b:{name}:pending`` the pending challenges that invite it, by expiry time (at most
  :data:`MAX_PENDING_CHALLENGES` while pending), and ``b:{name}:challenged`` the
  challenges it was sent in the current minute; ``challenger:{who}`` those a challenger
  (a bot, or an address) sent in the current minute;
- ``b:{name}:games`` its recent games, newest first (``<game id>:<seat>``), and
  ``b:{name}:results`` each ended game's result for its seat (JSON by game id);
- ``b:{name}:ratings`` its rating per ruleset, across every rated game (:mod:`.leaderboards`);
- ``b:{name}:h...`` its whole history of finished games and their indexes
  (:mod:`api.store.bot_games`, :attr:`BotStore.history`);
- ``bot-token:<sha256>`` the name a token hash belongs to;
- ``bots:names`` every registered bot's name (a sorted set, every score 0: in name order),
  the directory's index (:meth:`BotStore.names_after`); ``bots:names:complete`` says the
  bots registered before it were added (:meth:`BotStore.index_names`).

Challenges are ``ch:{id}`` hashes and the deadlines, sorted sets of the pending challenges
by expiry time split into shards by challenge id (``challenges:{tag}:deadlines``,
:mod:`api.store.shards`): the deadline check reads the due head of every shard in one
pipeline (on a cluster, one round trip per master).
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets
import time
from collections.abc import Iterable
from typing import Any

import redis

from .. import jsontext, tokens_accepted
from .bot_games import BotGames
from .errors import translated
from .leaderboards import board_key
from .legacy import move_sorted_set, put_scored
from .presence import Presence
from .shards import shard_key, shard_of, shards

#: Entries a bot's feed keeps of each event kind (:data:`FEED_KINDS`, the rest as one).
FEED_MAX = 1000
#: The event kinds a feed bounds each on its own; any other kind is bounded as ``other``.
FEED_KINDS = frozenset(
    {
        "seat_assigned",
        "game_started",
        "game_ended",
        "challenge",
        "challenge_ended",
        "tournament_invited",
    }
)
#: Recent games a bot's profile keeps.
RECENT_GAMES = 50
#: The family and part of the sharded deadline keys: ``challenges:{tag}:deadlines``.
DEADLINES = "deadlines"
#: The directory's index of every registered bot's name, and the mark of its first filling.
NAMES, NAMES_COMPLETE = "bots:names", "bots:names:complete"
#: The single deadline key earlier versions kept (see :meth:`BotStore.migrate_legacy`).
LEGACY_DEADLINES = "challenges:deadlines"


#: The channel a new challenge's creation is published on, for the challenges' watchers
#: (:mod:`api.bots.expiry`) asleep until a later deadline.
CHALLENGE_WAKE = "challenges:wake"
#: KEYS: a deadline shard. ARGV: the expiry, the challenge, the wake-up channel.
_SET_DEADLINE = """
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[2])
redis.call('PUBLISH', ARGV[3], ARGV[1])
return 1
"""


def _deadlines(challenge_id: str) -> str:
    return shard_key("challenges", shard_of(challenge_id), DEADLINES)


def _b(name: str, part: str = "") -> str:
    return f"b:{{{name}}}" + (f":{part}" if part else "")


def _ch(challenge_id: str) -> str:
    return f"ch:{{{challenge_id}}}"


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def new_token() -> str:
    return "bot_" + secrets.token_urlsafe(32)


def new_webhook_secret() -> str:
    """A Standard Webhooks signing secret: ``whsec_`` and the base64 of 32 random bytes."""
    return "whsec_" + base64.b64encode(secrets.token_bytes(32)).decode()


def _text(raw: dict[bytes, bytes]) -> dict[str, str]:
    return {k.decode(): v.decode() for k, v in raw.items()}


#: Register: the record, only if the name is free. (Each script touches one bot's keys
#: only, so a Redis Cluster can run it; the token index is written beside it, and a token
#: counts only while the record holds its hash, so a stale index entry is never honoured.)
_REGISTER = """
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
for i = 1, #ARGV, 2 do redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1]) end
return 1
"""
#: Change fields of a record that exists (ARGV: field, value, ...): 0 without one.
_UPDATE = """
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
for i = 1, #ARGV, 2 do redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1]) end
return 1
"""
#: Swap the token (ARGV[1]: the old hash, checked; ARGV[2]: the new one, "" to revoke).
_SWAP_TOKEN = """
local current = redis.call('HGET', KEYS[1], 'token')
if not current or current ~= ARGV[1] or current == '' then return 0 end
redis.call('HSET', KEYS[1], 'token', ARGV[2])
if ARGV[2] == '' then redis.call('HSET', KEYS[1], 'disabled', '1') end
return 1
"""
#: A challenge's change of status, only from the one expected (ARGV: the expected status,
#: the new one, then fields).
_SETTLE = """
if redis.call('HGET', KEYS[1], 'status') ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 'status', ARGV[2])
for i = 3, #ARGV, 2 do redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1]) end
return 1
"""
#: An acceptance: ARGV[1] the bot; 1 when it was the last one needed, 0 when more are, -1
#: when the challenge is not pending or the bot is not invited.
_ACCEPT = """
if redis.call('HGET', KEYS[1], 'status') ~= 'pending' then return -1 end
local invited = cjson.decode(redis.call('HGET', KEYS[1], 'invited'))
local found = false
for _, name in ipairs(invited) do if name == ARGV[1] then found = true end end
if not found then return -1 end
redis.call('HSET', KEYS[1], 'accepted:' .. ARGV[1], '1')
for _, name in ipairs(invited) do
  if redis.call('HEXISTS', KEYS[1], 'accepted:' .. name) == 0 then return 0 end
end
redis.call('HSET', KEYS[1], 'status', 'starting')
return 1
"""


#: Add an event to a feed (KEYS[1] the stream, KEYS[2] its kind's list of ids; ARGV[1] the
#: event's JSON, ARGV[2] the kind's bound, ARGV[3] the whole stream's): the kind's oldest
#: beyond its bound leave the stream, and nothing of another kind does.
_ANNOUNCE = """
local id = redis.call('XADD', KEYS[1], 'MAXLEN', '~', ARGV[3], '*', 'd', ARGV[1])
redis.call('RPUSH', KEYS[2], id)
local over = redis.call('LLEN', KEYS[2]) - tonumber(ARGV[2])
if over > 0 then
  local old = redis.call('LPOP', KEYS[2], over)
  redis.call('XDEL', KEYS[1], unpack(old))
end
return id
"""
#: A pending challenge counted against an invited bot (KEYS[1] its pending set; ARGV[1]
#: now, ARGV[2] the challenge, ARGV[3] its expiry, ARGV[4] the bound): 0 when the bot has
#: as many pending as it may, else 1 (expired ones are dropped first).
_PEND = """
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[4]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[3], ARGV[2])
redis.call('EXPIREAT', KEYS[1], math.ceil(tonumber(ARGV[3])) + 60)
return 1
"""
#: Count one against a per-minute budget (KEYS[1]; ARGV[1] the budget): 1 within it, else 0
#: (and nothing counted).
_SPEND = """
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
if used >= tonumber(ARGV[1]) then return 0 end
redis.call('INCR', KEYS[1])
if used == 0 then redis.call('EXPIRE', KEYS[1], 60) end
return 1
"""


class BotStore:
    def __init__(self, client: redis.Redis, presence: Presence | None = None) -> None:
        self.r: Any = client  # bytes in, bytes out (the client does not decode)
        #: Every bot's last contact: a token accepted, a held stream's check, a push call
        #: answered each count as one (:mod:`.presence`).
        self.presence = presence if presence is not None else Presence(client)
        self._register = client.register_script(_REGISTER)
        self._swap = client.register_script(_SWAP_TOKEN)
        self._settle = client.register_script(_SETTLE)
        self._accept = client.register_script(_ACCEPT)
        self._announce = client.register_script(_ANNOUNCE)
        self._pend = client.register_script(_PEND)
        self._spend = client.register_script(_SPEND)
        self._update = client.register_script(_UPDATE)
        self._set_deadline = client.register_script(_SET_DEADLINE)
        #: Every bot's finished games, indexed (its ``ttl_s`` set by the app).
        self.history = BotGames(client)

    # -- the records ----------------------------------------------------------------------------

    def register(self, record: dict[str, str], token_hash: str) -> bool:
        """Store a new bot's record; False if the name is taken."""
        fields: list[str] = []
        for k, v in {**record, "token": token_hash}.items():
            fields += [k, v]
        with translated(write=True):
            if not self._register(keys=[_b(record["name"])], args=fields):
                return False
            self.r.set(f"bot-token:{token_hash}", record["name"])
            self.r.zadd(NAMES, {record["name"]: 0})
            return True

    def names_after(self, after: str, count: int) -> list[str]:
        """Registered bots' names after ``after`` (``""``: from the first), in name order."""
        with translated():
            rows = self.r.zrangebylex(NAMES, f"({after}" if after else "-", "+", start=0, num=count)
        return [row.decode() for row in rows]

    def records(self, names: list[str]) -> dict[str, dict[str, str] | None]:
        """Many bots' records, one pipeline (None: no such bot)."""
        with translated():
            pipe = self.r.pipeline(transaction=False)
            for name in names:
                pipe.hgetall(_b(name))
            raw = pipe.execute()
        return {name: _text(rec) if rec else None for name, rec in zip(names, raw, strict=True)}

    def index_names(self, batch: int = 500) -> int:
        """Add the bots registered before the directory's index kept them (a scan of the
        records' keys, once: ``bots:names:complete`` marks it done); how many were added."""
        with translated(write=True):
            if self.r.exists(NAMES_COMPLETE):
                return 0
            added = 0
            for key in self.r.scan_iter(match="b:{*}", count=batch):
                name = key.decode()[3:-1]
                if name and "}" not in name:
                    added += int(self.r.zadd(NAMES, {name: 0}))
            self.r.set(NAMES_COMPLETE, "1")
            return added

    def get(self, name: str) -> dict[str, str] | None:
        with translated():
            raw = self.r.hgetall(_b(name))
        return _text(raw) if raw else None

    def record_push_call(self, name: str, latency_ms: int, failure: str | None, at: float) -> None:
        """Count a call to a push bot: the last one's latency, failure and time."""
        with translated(), self.r.pipeline(transaction=False) as pipe:
            pipe.hset(
                _b(name, "push"),
                mapping={
                    "last_latency_ms": str(latency_ms),
                    "last_failure": failure or "",
                    "last_at": repr(at),
                },
            )
            pipe.hincrby(_b(name, "push"), "calls", 1)
            if failure:
                pipe.hincrby(_b(name, "push"), "failures", 1)
            pipe.execute()
        if not failure:  # an answered call is the bot's contact
            self.presence.seen(name)

    def push_calls(self, name: str) -> dict[str, str]:
        """A push bot's counted calls (:meth:`record_push_call`); empty if never called."""
        with translated():
            return _text(self.r.hgetall(_b(name, "push")))

    def update(self, name: str, fields: dict[str, str]) -> bool:
        """Change fields of an existing bot's record (``description``, ``url``,
        ``version``); False if there is no such bot."""
        with translated(write=True):
            return bool(
                self._update(keys=[_b(name)], args=[x for kv in fields.items() for x in kv])
            )

    def name_of_token(self, token: str) -> str | None:
        """The bot a token belongs to (None: no bot's, or a revoked one)."""
        digest = hash_token(token)
        with translated():
            name = self.r.get(f"bot-token:{digest}")
            if name is None:
                return None
            stored = self.r.hget(_b(name.decode()), "token")
        if not stored or not hmac.compare_digest(stored.decode(), digest):
            return None
        tokens_accepted.accepted()
        bot = str(name.decode())
        self.presence.seen(bot)
        return bot

    def token_hash(self, name: str) -> str | None:
        """The SHA-256 of the bot's token as its record holds it (``""``: none, revoked or no
        such bot); None when Redis did not answer (one read: what open streams check, every
        second, so a stream the bot holds open counts as its contact)."""
        try:
            stored = self.r.hget(_b(name), "token")
        except redis.RedisError:
            return None
        if stored:
            self.presence.seen(name)
        return stored.decode() if stored else ""

    def swap_token(self, name: str, old_hash: str, new_hash: str) -> bool:
        """Replace the bot's token (``new_hash`` ``""``: revoke it, disabling the bot)."""
        with translated(write=True):
            if new_hash:  # indexed first: the record names it only once the swap is made
                self.r.set(f"bot-token:{new_hash}", name)
            if not self._swap(keys=[_b(name)], args=[old_hash, new_hash]):
                if new_hash:
                    self.r.delete(f"bot-token:{new_hash}")
                return False
            self.r.delete(f"bot-token:{old_hash}")
            return True

    def webhook_secret(self, name: str) -> str | None:
        with translated():
            raw = self.r.hget(_b(name), "secret")
        return raw.decode() if raw else None

    def ratings(self, name: str) -> dict[str, Any]:
        with translated():
            raw = self.r.hgetall(_b(name, "ratings"))
        return {k.decode(): jsontext.loads(v) for k, v in raw.items()}

    def set_rating(self, name: str, ruleset: str, rating: dict[str, Any]) -> None:
        """The bot's rating in ``ruleset``: the one its profile shows and the ruleset's
        leaderboard orders (:mod:`.leaderboards`, which rates every rated game)."""
        with translated(write=True):
            self.r.hset(_b(name, "ratings"), ruleset, jsontext.dumps(rating))
            if "ordinal" in rating:  # a rating without one is no board's
                self.r.zadd(board_key(ruleset), {name: float(rating["ordinal"])})

    def reset_ratings(self, name: str) -> None:
        """Forget the bot's rating in every ruleset (a new version that starts afresh)."""
        with translated(write=True):
            self.r.delete(_b(name, "ratings"))

    # -- games ------------------------------------------------------------------------------

    def add_game(self, name: str, game_id: str, seat: int) -> None:
        pipe = self.r.pipeline(transaction=False)
        pipe.lpush(_b(name, "games"), f"{game_id}:{seat}")
        pipe.ltrim(_b(name, "games"), 0, RECENT_GAMES - 1)
        with translated(write=True):
            pipe.execute()

    def set_result(self, name: str, game_id: str, result: dict[str, Any]) -> None:
        with translated(write=True):
            self.r.hset(_b(name, "results"), game_id, jsontext.dumps(result))

    def recent_games(self, name: str, limit: int = 20) -> list[dict[str, Any]]:
        """The bot's games, newest first: id, seat and its result (null while playing)."""
        with translated():
            rows = [r.decode() for r in self.r.lrange(_b(name, "games"), 0, limit - 1)]
            ids = [row.rpartition(":")[0] for row in rows]
            results = self.r.hmget(_b(name, "results"), ids) if ids else []
        out = []
        for row, result in zip(rows, results, strict=True):
            gid, _, seat = row.rpartition(":")
            out.append(
                {"id": gid, "seat": int(seat), "result": jsontext.loads(result) if result else None}
            )
        return out

    # -- the feed ---------------------------------------------------------------------------

    def announce(self, names: Iterable[str], event: dict[str, Any]) -> None:
        """Add ``event`` to each bot's feed, within its kind's bound (:data:`FEED_MAX`)."""
        data = jsontext.dumps(event)
        kind = event.get("type") if event.get("type") in FEED_KINDS else "other"
        whole = FEED_MAX * (len(FEED_KINDS) + 1)
        with translated(write=True):
            for name in names:
                self._announce(
                    keys=[_b(name, "feed"), _b(name, f"feed:{kind}")], args=[data, FEED_MAX, whole]
                )

    def feed(self, name: str, after: str, block_ms: int, count: int = 100) -> list[dict[str, Any]]:
        """The feed's events after ``after`` (a stream id; ``"0"``: from the start), waiting up
        to ``block_ms`` for one when there is none (0: no wait). Each has its ``id``."""
        key = _b(name, "feed")
        with translated():
            try:
                rows = self.r.xrange(key, f"({after}" if after != "0" else "-", "+", count=count)
                if not rows and block_ms > 0:
                    got = self.r.xread({key: after}, count=count, block=block_ms)
                    rows = got[0][1] if got else []
            except redis.ResponseError as exc:  # not a stream id
                raise ValueError(str(exc)) from None
        return [{"id": rid.decode(), **jsontext.loads(fields[b"d"])} for rid, fields in rows]

    def last_feed_id(self, name: str) -> str:
        with translated():
            rows = self.r.xrevrange(_b(name, "feed"), count=1)
        return rows[0][0].decode() if rows else "0"

    # -- challenges ---------------------------------------------------------------------------

    def spend_challenge(self, key: str, per_minute: int) -> bool:
        """Count one challenge against ``key``'s budget for the current minute (a
        challenger's ``challenger:<who>``, or an invited bot's); False, nothing counted, once
        it is spent."""
        with translated(write=True):
            return bool(self._spend(keys=[key], args=[per_minute]))

    @staticmethod
    def challenger_key(who: str) -> str:
        return f"challenger:{{{who}}}"

    @staticmethod
    def challenged_key(name: str) -> str:
        return _b(name, "challenged")

    def pend(
        self, names: Iterable[str], challenge_id: str, expires: float, limit: int
    ) -> str | None:
        """Count a new challenge as pending for each invited bot; the first bot that has
        ``limit`` pending already (the others' counts are taken back), else None."""
        now = time.time()
        done: list[str] = []
        with translated(write=True):
            for name in names:
                if not self._pend(
                    keys=[_b(name, "pending")], args=[now, challenge_id, expires, limit]
                ):
                    self.unpend(done, challenge_id)
                    return name
                done.append(name)
        return None

    def unpend(self, names: Iterable[str], challenge_id: str) -> None:
        """The challenge is pending for these bots no more."""
        with translated(write=True):
            for name in names:
                self.r.zrem(_b(name, "pending"), challenge_id)

    def create_challenge(self, challenge_id: str, record: dict[str, str], expires: float) -> None:
        pipe = self.r.pipeline(transaction=False)  # two slots in a Cluster: no MULTI
        pipe.hset(_ch(challenge_id), mapping=record)
        pipe.expire(_ch(challenge_id), 7 * 86400)
        with translated(write=True):
            pipe.execute()
            # its deadline, and a wake-up for the watchers asleep until a later one (a script on
            # the deadline's shard: a cluster routes it, and relays the publish to every node)
            self._set_deadline(
                keys=[_deadlines(challenge_id)], args=[expires, challenge_id, CHALLENGE_WAKE]
            )

    def challenge(self, challenge_id: str) -> dict[str, str] | None:
        with translated():
            raw = self.r.hgetall(_ch(challenge_id))
        return _text(raw) if raw else None

    def settle(
        self, challenge_id: str, status: str, *, was: str = "pending", **fields: str
    ) -> bool:
        """Move a challenge from ``was`` to ``status`` (with ``fields``); False if it was not
        ``was``."""
        args: list[str] = [was, status]
        for k, v in fields.items():
            args += [k, v]
        with translated(write=True):
            done = bool(self._settle(keys=[_ch(challenge_id)], args=args))
            if done:
                self.r.zrem(_deadlines(challenge_id), challenge_id)
            return done

    def accept(self, challenge_id: str, name: str) -> int:
        with translated(write=True):
            return int(self._accept(keys=[_ch(challenge_id)], args=[name]))

    def set_challenge(self, challenge_id: str, **fields: str) -> None:
        with translated(write=True):
            if fields:
                self.r.hset(_ch(challenge_id), mapping=fields)
            self.r.zrem(_deadlines(challenge_id), challenge_id)

    def due_challenges(self, now: float | None = None, limit: int = 100) -> list[str]:
        """Pending challenges whose expiry has passed (up to ``limit`` of every shard, one
        pipeline), the longest expired first."""
        until = now if now is not None else time.time()
        with translated():
            pipe = self.r.pipeline(transaction=False)
            for shard in shards():
                pipe.zrangebyscore(
                    shard_key("challenges", shard, DEADLINES),
                    "-inf",
                    until,
                    start=0,
                    num=limit,
                    withscores=True,
                )
            found = pipe.execute()
        rows = sorted(((float(score), cid.decode()) for part in found for cid, score in part))
        return [cid for _, cid in rows[:limit]]

    def next_challenge_deadline(self) -> float | None:
        """The earliest deadline in the challenges' deadline set (None: it is empty): the
        head of every shard, one pipeline."""
        with translated():
            pipe = self.r.pipeline(transaction=False)
            for shard in shards():
                pipe.zrange(shard_key("challenges", shard, DEADLINES), 0, 0, withscores=True)
            heads = pipe.execute()
        return min((float(score) for head in heads for _, score in head), default=None)

    def defer_challenge(self, challenge_id: str, until: float) -> None:
        """Move the challenge's deadline to ``until``, if it still has one."""
        with translated(write=True):
            self.r.zadd(_deadlines(challenge_id), {challenge_id: until}, xx=True)

    def migrate_legacy(self, batch: int = 500) -> int:
        """Move the pending challenges' deadlines of the single key earlier versions kept
        (``challenges:deadlines``) to their shards (:mod:`.legacy`: expiry times kept,
        repeatable, safe beside old processes); how many were moved."""
        with translated(write=True):
            return move_sorted_set(self.r, LEGACY_DEADLINES, put_scored(self.r, _deadlines), batch)

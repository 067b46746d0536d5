"""Registered bots in Redis: their records, tokens, feeds, recent games and challenges.

Keys (hash-tagged by the bot's name, so one bot's keys sit on one Cluster slot):

- ``b:{name}`` the record: ``name``, ``kind`` (``pull`` | ``push``), ``url``,
  ``description``, ``owner``, ``created``, ``token`` (the token's SHA-256; ``""`` once
  revoked), ``secret`` (a push bot's webhook signing secret, ``whsec_...``),
  ``disabled`` (``"1"`` once its token is revoked);
- ``b:{name}:feed`` the bot's feed, a stream trimmed to about :data:`FEED_MAX` entries, one
  field ``d`` holding each event's JSON;
- ``b:{name}:games`` its recent games, newest first (``<game id>:<seat>``), and
  ``b:{name}:results`` each ended game's result for its seat (JSON by game id);
- ``b:{name}:ratings`` its rating per ruleset (filled by the ladder);
- ``bot-token:<sha256>`` the name a token hash belongs to.

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

from .. import jsontext
from .events import StoreError, _failed_write
from .legacy import move_sorted_set, put_scored
from .shards import shard_key, shard_of, shards

#: Entries a bot's feed keeps (about: the stream is trimmed with ``MAXLEN ~``).
FEED_MAX = 1000
#: Recent games a bot's profile keeps.
RECENT_GAMES = 50
#: The family and part of the sharded deadline keys: ``challenges:{tag}:deadlines``.
DEADLINES = "deadlines"
#: The single deadline key earlier versions kept (see :meth:`BotStore.migrate_legacy`).
LEGACY_DEADLINES = "challenges:deadlines"


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


class BotStore:
    def __init__(self, client: redis.Redis) -> None:
        self.r: Any = client  # bytes in, bytes out (the client does not decode)
        self._register = client.register_script(_REGISTER)
        self._swap = client.register_script(_SWAP_TOKEN)
        self._settle = client.register_script(_SETTLE)
        self._accept = client.register_script(_ACCEPT)

    # -- the records ----------------------------------------------------------------------------

    def register(self, record: dict[str, str], token_hash: str) -> bool:
        """Store a new bot's record; False if the name is taken."""
        fields: list[str] = []
        for k, v in {**record, "token": token_hash}.items():
            fields += [k, v]
        try:
            if not self._register(keys=[_b(record["name"])], args=fields):
                return False
            self.r.set(f"bot-token:{token_hash}", record["name"])
            return True
        except redis.RedisError as exc:
            raise _failed_write(exc) from exc

    def get(self, name: str) -> dict[str, str] | None:
        try:
            raw = self.r.hgetall(_b(name))
        except redis.RedisError as exc:
            raise StoreError(str(exc)) from exc
        return _text(raw) if raw else None

    def record_push_call(self, name: str, latency_ms: int, failure: str | None, at: float) -> None:
        """Count a call to a push bot: the last one's latency, failure and time."""
        try:
            with self.r.pipeline(transaction=False) as pipe:
                pipe.hset(_b(name, "push"), mapping={"last_latency_ms": str(latency_ms),
                                                     "last_failure": failure or "", "last_at": repr(at)})
                pipe.hincrby(_b(name, "push"), "calls", 1)
                if failure:
                    pipe.hincrby(_b(name, "push"), "failures", 1)
                pipe.execute()
        except redis.RedisError as exc:
            raise StoreError(str(exc)) from exc

    def push_calls(self, name: str) -> dict[str, str]:
        """A push bot's counted calls (:meth:`record_push_call`); empty if never called."""
        try:
            return _text(self.r.hgetall(_b(name, "push")))
        except redis.RedisError as exc:
            raise StoreError(str(exc)) from exc

    def name_of_token(self, token: str) -> str | None:
        """The bot a token belongs to (None: no bot's, or a revoked one)."""
        digest = hash_token(token)
        try:
            name = self.r.get(f"bot-token:{digest}")
            if name is None:
                return None
            stored = self.r.hget(_b(name.decode()), "token")
        except redis.RedisError as exc:
            raise StoreError(str(exc)) from exc
        if not stored or not hmac.compare_digest(stored.decode(), digest):
            return None
        return str(name.decode())

    def swap_token(self, name: str, old_hash: str, new_hash: str) -> bool:
        """Replace the bot's token (``new_hash`` ``""``: revoke it, disabling the bot)."""
        try:
            if new_hash:  # indexed first: the record names it only once the swap is made
                self.r.set(f"bot-token:{new_hash}", name)
            if not self._swap(keys=[_b(name)], args=[old_hash, new_hash]):
                if new_hash:
                    self.r.delete(f"bot-token:{new_hash}")
                return False
            self.r.delete(f"bot-token:{old_hash}")
            return True
        except redis.RedisError as exc:
            raise _failed_write(exc) from exc

    def webhook_secret(self, name: str) -> str | None:
        try:
            raw = self.r.hget(_b(name), "secret")
        except redis.RedisError as exc:
            raise StoreError(str(exc)) from exc
        return raw.decode() if raw else None

    def ratings(self, name: str) -> dict[str, Any]:
        try:
            raw = self.r.hgetall(_b(name, "ratings"))
        except redis.RedisError as exc:
            raise StoreError(str(exc)) from exc
        return {k.decode(): jsontext.loads(v) for k, v in raw.items()}

    def set_rating(self, name: str, ruleset: str, rating: dict[str, Any]) -> None:
        """The bot's rating in ``ruleset`` as its profile shows it (a ladder's latest)."""
        try:
            self.r.hset(_b(name, "ratings"), ruleset, jsontext.dumps(rating))
        except redis.RedisError as exc:
            raise _failed_write(exc) from exc

    # -- games ------------------------------------------------------------------------------

    def add_game(self, name: str, game_id: str, seat: int) -> None:
        pipe = self.r.pipeline(transaction=False)
        pipe.lpush(_b(name, "games"), f"{game_id}:{seat}")
        pipe.ltrim(_b(name, "games"), 0, RECENT_GAMES - 1)
        try:
            pipe.execute()
        except redis.RedisError as exc:
            raise _failed_write(exc) from exc

    def set_result(self, name: str, game_id: str, result: dict[str, Any]) -> None:
        try:
            self.r.hset(_b(name, "results"), game_id, jsontext.dumps(result))
        except redis.RedisError as exc:
            raise _failed_write(exc) from exc

    def recent_games(self, name: str, limit: int = 20) -> list[dict[str, Any]]:
        """The bot's games, newest first: id, seat and its result (null while playing)."""
        try:
            rows = [r.decode() for r in self.r.lrange(_b(name, "games"), 0, limit - 1)]
            ids = [row.rpartition(":")[0] for row in rows]
            results = self.r.hmget(_b(name, "results"), ids) if ids else []
        except redis.RedisError as exc:
            raise StoreError(str(exc)) from exc
        out = []
        for row, result in zip(rows, results, strict=True):
            gid, _, seat = row.rpartition(":")
            out.append({"id": gid, "seat": int(seat),
                        "result": jsontext.loads(result) if result else None})
        return out

    # -- the feed ---------------------------------------------------------------------------

    def announce(self, names: Iterable[str], event: dict[str, Any]) -> None:
        """Add ``event`` to each bot's feed."""
        data = jsontext.dumps(event)
        pipe = self.r.pipeline(transaction=False)
        for name in names:
            pipe.xadd(_b(name, "feed"), {"d": data}, maxlen=FEED_MAX, approximate=True)
        try:
            pipe.execute()
        except redis.RedisError as exc:
            raise _failed_write(exc) from exc

    def feed(self, name: str, after: str, block_ms: int, count: int = 100) -> list[dict[str, Any]]:
        """The feed's events after ``after`` (a stream id; ``"0"``: from the start), waiting up
        to ``block_ms`` for one when there is none (0: no wait). Each has its ``id``."""
        key = _b(name, "feed")
        try:
            rows = self.r.xrange(key, f"({after}" if after != "0" else "-", "+", count=count)
            if not rows and block_ms > 0:
                got = self.r.xread({key: after}, count=count, block=block_ms)
                rows = got[0][1] if got else []
        except redis.ResponseError as exc:
            raise ValueError(str(exc)) from None
        except redis.RedisError as exc:
            raise StoreError(str(exc)) from exc
        return [{"id": rid.decode(), **jsontext.loads(fields[b"d"])} for rid, fields in rows]

    def last_feed_id(self, name: str) -> str:
        try:
            rows = self.r.xrevrange(_b(name, "feed"), count=1)
        except redis.RedisError as exc:
            raise StoreError(str(exc)) from exc
        return rows[0][0].decode() if rows else "0"

    # -- challenges ---------------------------------------------------------------------------

    def create_challenge(self, challenge_id: str, record: dict[str, str], expires: float) -> None:
        pipe = self.r.pipeline(transaction=False)  # two slots in a Cluster: no MULTI
        pipe.hset(_ch(challenge_id), mapping=record)
        pipe.expire(_ch(challenge_id), 7 * 86400)
        pipe.zadd(_deadlines(challenge_id), {challenge_id: expires})
        try:
            pipe.execute()
        except redis.RedisError as exc:
            raise _failed_write(exc) from exc

    def challenge(self, challenge_id: str) -> dict[str, str] | None:
        try:
            raw = self.r.hgetall(_ch(challenge_id))
        except redis.RedisError as exc:
            raise StoreError(str(exc)) from exc
        return _text(raw) if raw else None

    def settle(self, challenge_id: str, status: str, *, was: str = "pending", **fields: str) -> bool:
        """Move a challenge from ``was`` to ``status`` (with ``fields``); False if it was not
        ``was``."""
        args: list[str] = [was, status]
        for k, v in fields.items():
            args += [k, v]
        try:
            done = bool(self._settle(keys=[_ch(challenge_id)], args=args))
            if done:
                self.r.zrem(_deadlines(challenge_id), challenge_id)
            return done
        except redis.RedisError as exc:
            raise _failed_write(exc) from exc

    def accept(self, challenge_id: str, name: str) -> int:
        try:
            return int(self._accept(keys=[_ch(challenge_id)], args=[name]))
        except redis.RedisError as exc:
            raise _failed_write(exc) from exc

    def set_challenge(self, challenge_id: str, **fields: str) -> None:
        try:
            if fields:
                self.r.hset(_ch(challenge_id), mapping=fields)
            self.r.zrem(_deadlines(challenge_id), challenge_id)
        except redis.RedisError as exc:
            raise _failed_write(exc) from exc

    def due_challenges(self, now: float | None = None, limit: int = 100) -> list[str]:
        """Pending challenges whose expiry has passed (up to ``limit`` of every shard, one
        pipeline), the longest expired first."""
        until = now if now is not None else time.time()
        try:
            pipe = self.r.pipeline(transaction=False)
            for shard in shards():
                pipe.zrangebyscore(shard_key("challenges", shard, DEADLINES), "-inf", until,
                                   start=0, num=limit, withscores=True)
            found = pipe.execute()
        except redis.RedisError as exc:
            raise StoreError(str(exc)) from exc
        rows = sorted(((float(score), cid.decode()) for part in found for cid, score in part))
        return [cid for _, cid in rows[:limit]]

    def migrate_legacy(self, batch: int = 500) -> int:
        """Move the pending challenges' deadlines of the single key earlier versions kept
        (``challenges:deadlines``) to their shards (:mod:`.legacy`: expiry times kept,
        repeatable, safe beside old processes); how many were moved."""
        try:
            return move_sorted_set(self.r, LEGACY_DEADLINES, put_scored(self.r, _deadlines), batch)
        except redis.RedisError as exc:
            raise _failed_write(exc) from exc

"""The clocks' deadlines: sorted sets of game ids, scored by each game's next deadline.

The set is split into shards (:mod:`api.store.shards`, by the game's id). Shard ``s``'s
``clocks:{tag-s}:due`` holds its clocked games whose clocks run, scored with their next
deadline (milliseconds since the epoch, the server's time); ``clocks:{tag-s}:ver`` the
game's version that deadline was computed at, so a writer with an older version never
overwrites a newer one's deadline. Both share a hash tag: each script touches one slot.
Setting a deadline earlier than every other one of its shard publishes ``shard deadline``
on the channel ``clocks:wake`` (:class:`api.store.wakeups.Wakeups`), so a watcher asleep
until a later deadline wakes for the new one and knows which shard to claim from.

A watcher claims a game whose deadline passed by moving its score a lease ahead: if it dies
before the game's read logs the timeout, the lease runs out and the next watcher takes it.
"""

from __future__ import annotations

import threading
from typing import Any

import redis

from .errors import translated
from .legacy import by_shard, move_hash, move_sorted_set, remove_same_fields
from .shards import shard_key, shard_of, shards
from .wakeups import Wakeups

KEY_PREFIX = "clocks"

#: KEYS: due, ver (one shard's). ARGV: game id, deadline ("" for none), version, the wake-up
#: channel, the shard.
_SET = """
local stored = redis.call('HGET', KEYS[2], ARGV[1])
if stored and tonumber(stored) > tonumber(ARGV[3]) then return 0 end
if ARGV[2] == '' then
  redis.call('ZREM', KEYS[1], ARGV[1])
  redis.call('HDEL', KEYS[2], ARGV[1])
  return 0
end
local first = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[1])
redis.call('HSET', KEYS[2], ARGV[1], ARGV[3])
if first[2] == nil or tonumber(ARGV[2]) < tonumber(first[2]) then
  redis.call('PUBLISH', ARGV[4], ARGV[5] .. ' ' .. ARGV[2])
  return 1
end
return 0
"""

#: KEYS: due. ARGV: now (ms), lease (ms). {game, ""}: a game whose deadline passed, held for
#: the lease; {"", next}: none yet, the next deadline ("" when no clock runs anywhere).
_CLAIM = """
local game = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, 1)[1]
if game then
  redis.call('ZADD', KEYS[1], tonumber(ARGV[1]) + tonumber(ARGV[2]), game)
  return {game, ''}
end
local first = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
return {'', first[2] or ''}
"""


#: KEYS: due, ver (one shard's). ARGV: triples of game id, deadline ("": the version alone),
#: version ("": none known). A deadline moved from the single keys earlier versions kept,
#: unless the shard holds one of the same or a newer version already.
_MOVE = """
for i = 1, #ARGV, 3 do
  local game, deadline, version = ARGV[i], ARGV[i + 1], ARGV[i + 2]
  local stored = redis.call('HGET', KEYS[2], game)
  local newer = stored and (version == '' or tonumber(stored) >= tonumber(version))
  if not newer and not (deadline == '' and version == '') then
    if deadline ~= '' then redis.call('ZADD', KEYS[1], deadline, game) end
    if version ~= '' then redis.call('HSET', KEYS[2], game, version) end
  end
end
return 1
"""


def _text(v: Any) -> str:
    return v.decode() if isinstance(v, bytes) else str(v)


class DeadlineSet:
    """Every clocked game's next deadline, in Redis for every process."""

    def __init__(self, client: redis.Redis, prefix: str = KEY_PREFIX) -> None:
        self.r: Any = client
        self.prefix = prefix
        self.channel = f"{prefix}:wake"
        self.wakeups = Wakeups(client, self.channel)
        self._set = client.register_script(_SET)
        self._claim = client.register_script(_CLAIM)
        self._move = client.register_script(_MOVE)

    def keys(self, shard: int) -> list[str]:
        """Shard ``shard``'s due and ver keys (one hash tag: one slot)."""
        return [shard_key(self.prefix, shard, "due"), shard_key(self.prefix, shard, "ver")]

    @translated(write=True)
    def set(self, game_id: str, deadline_ms: int | None, version: int) -> None:
        """The game's next deadline at ``version`` (None: no clock runs); ignored when a
        later version's is set already."""
        shard = shard_of(game_id)
        self._set(
            keys=self.keys(shard),
            args=[
                game_id,
                "" if deadline_ms is None else int(deadline_ms),
                version,
                self.channel,
                shard,
            ],
        )

    @translated(write=True)
    def claim_in(self, shard: int, now_ms: int, lease_ms: int) -> tuple[str | None, int | None]:
        """A game of ``shard`` whose deadline passed by ``now_ms``, held for ``lease_ms``, or
        (None, the shard's next deadline; None when it has none). One round trip."""
        game, nxt = self._claim(keys=self.keys(shard)[:1], args=[now_ms, lease_ms])
        game_s, nxt_s = _text(game), _text(nxt)
        if game_s:
            return game_s, None
        return None, int(float(nxt_s)) if nxt_s else None

    def claim(self, now_ms: int, lease_ms: int) -> tuple[str | None, int | None]:
        """A game of any shard whose deadline passed by ``now_ms``, held for ``lease_ms``, or
        (None, the next deadline of all; None when there is none): a sweep, one round trip
        per shard until a game is found."""
        nxt: int | None = None
        for shard in shards():
            game, shard_next = self.claim_in(shard, now_ms, lease_ms)
            if game is not None:
                return game, None
            if shard_next is not None and (nxt is None or shard_next < nxt):
                nxt = shard_next
        return None, nxt

    @translated()
    def score(self, game_id: str) -> int | None:
        found = self.r.zscore(self.keys(shard_of(game_id))[0], game_id)
        return None if found is None else int(found)

    @translated(write=True)
    def forget(self, *game_ids: str) -> None:
        """Drop the games' deadlines (a test's games, that no watcher is to read after it)."""
        for game_id in game_ids:
            due, ver = self.keys(shard_of(game_id))
            self.r.zrem(due, game_id)
            self.r.hdel(ver, game_id)

    @translated(write=True)
    def migrate_legacy(self, batch: int = 500) -> int:
        """Move the deadlines of the single keys earlier versions kept (``<prefix>:due``
        with the versions in ``<prefix>:ver``) to their shards, each with its version, never
        over a newer version's (:mod:`.legacy`: repeatable, safe beside old processes); how
        many were moved. A game a watcher of the earlier version held keeps its lease's end
        as its score: a watcher claims it once that passes."""
        old_due, old_ver = f"{self.prefix}:due", f"{self.prefix}:ver"

        def write(rows: list[tuple[str, str, str]]) -> None:
            for shard, part in by_shard(rows, lambda row: shard_of(row[0])).items():
                self._move(keys=self.keys(shard), args=[x for row in part for x in row])

        def put_due(rows: list[tuple[str, float]]) -> None:
            versions = self.r.hmget(old_ver, [game for game, _ in rows])
            write(
                [
                    (game, str(int(score)), "" if v is None else _text(v))
                    for (game, score), v in zip(rows, versions, strict=True)
                ]
            )
            remove_same_fields(
                self.r,
                old_ver,
                [
                    (game, _text(v))
                    for (game, _), v in zip(rows, versions, strict=True)
                    if v is not None
                ],
            )

        def put_ver(rows: list[tuple[str, str]]) -> None:  # versions without a deadline
            write([(game, "", version) for game, version in rows])

        moved = move_sorted_set(self.r, old_due, put_due, batch) + move_hash(
            self.r, old_ver, put_ver, batch
        )
        self.r.delete(self.channel)  # the wake-up tokens earlier versions pushed (a list)
        return moved

    def wait(self, seconds: float, stop: threading.Event | None = None) -> tuple[int, int] | None:
        """Wait for an earlier deadline to be set, at most ``seconds``: (its shard, the
        deadline), or None (the time ran out, a look everywhere is due, or ``stop``)."""
        self.wakeups.start()
        hint = self.wakeups.wait(seconds, stop)
        if not hint:
            return None
        shard, _, deadline = hint.partition(" ")
        return int(shard), int(float(deadline))


__all__ = ["DeadlineSet"]

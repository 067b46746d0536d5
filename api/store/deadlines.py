"""The clocks' deadlines: one sorted set of game ids, scored by each game's next deadline.

``clocks:due`` holds every clocked game whose clocks run, scored with its next deadline
(milliseconds since the epoch, the server's time); ``clocks:ver`` the game's version that
deadline was computed at, so a writer with an older version never overwrites a newer one's
deadline. Setting a deadline earlier than every other one pushes onto ``clocks:wake``,
which the watchers block on (:mod:`api.play.clocks`), so a watcher asleep until a later
deadline wakes for the new one.

A watcher claims a game whose deadline passed by moving its score a lease ahead: if it dies
before the game's read logs the timeout, the lease runs out and the next watcher takes it.
"""

from __future__ import annotations

from typing import Any

import redis

KEY_PREFIX = "clocks"
#: Wake-up tokens kept at most.
WAKE_TOKENS = 16

#: KEYS: due, ver, wake. ARGV: game id, deadline ("" for none), version.
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
  redis.call('LPUSH', KEYS[3], '1')
  redis.call('LTRIM', KEYS[3], 0, WAKE_TOKENS - 1)
  return 1
end
return 0
""".replace("WAKE_TOKENS", str(WAKE_TOKENS))

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


def _text(v: Any) -> str:
    return v.decode() if isinstance(v, bytes) else str(v)


class DeadlineSet:
    """Every clocked game's next deadline, in Redis for every process."""

    def __init__(self, client: redis.Redis, prefix: str = KEY_PREFIX) -> None:
        self.r: Any = client
        self.due_key, self.ver_key, self.wake_key = f"{prefix}:due", f"{prefix}:ver", f"{prefix}:wake"
        self._set = client.register_script(_SET)
        self._claim = client.register_script(_CLAIM)

    def set(self, game_id: str, deadline_ms: int | None, version: int) -> None:
        """The game's next deadline at ``version`` (None: no clock runs); ignored when a
        later version's is set already."""
        self._set(keys=[self.due_key, self.ver_key, self.wake_key],
                  args=[game_id, "" if deadline_ms is None else int(deadline_ms), version])

    def claim(self, now_ms: int, lease_ms: int) -> tuple[str | None, int | None]:
        """A game whose deadline passed by ``now_ms``, held for ``lease_ms``, or (None, the
        next deadline; None when there is none)."""
        game, nxt = self._claim(keys=[self.due_key], args=[now_ms, lease_ms])
        game_s, nxt_s = _text(game), _text(nxt)
        if game_s:
            return game_s, None
        return None, int(float(nxt_s)) if nxt_s else None

    def score(self, game_id: str) -> int | None:
        found = self.r.zscore(self.due_key, game_id)
        return None if found is None else int(found)

    def wait(self, seconds: float, *also: str) -> None:
        """Block until an earlier deadline is set (or a key of ``also`` is pushed to), at most
        ``seconds``."""
        self.r.blpop([self.wake_key, *also], timeout=seconds)


__all__ = ["DeadlineSet"]

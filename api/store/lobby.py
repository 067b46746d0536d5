"""The games each address holds in the lobby, so that one address cannot fill it.

``lobby-by:{<address>}`` is a sorted set per client address of the games it created with an
open seat (scored 0), and of reservations (``r:<id>``, scored by when they were made) for
creates under way. A create with an open seat reserves a place first: one script that adds the
reservation only while the set holds fewer than the bound. Before that, the games that have
left the lobby (a seat filled, the game over or expired) and reservations older than
:data:`RESERVATION_S` are dropped; so the bound counts the games the address has open now.
Each script touches the one address's key, so a Redis Cluster runs it.
"""

from __future__ import annotations

import secrets
import time
from typing import Any

import redis

from .errors import translated
from .events import EventStore
from .index import lobby_open

#: Seconds after which a reservation whose create never finished is dropped.
RESERVATION_S = 60.0
#: Seconds an address's set is kept after its last create with an open seat.
KEEP_S = 7 * 24 * 3600

_RESERVE = """
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[3])
redis.call('EXPIRE', KEYS[1], ARGV[4])
return 1
"""


def _key(address: str) -> str:
    return f"lobby-by:{{{address}}}"


class LobbyHolds:
    def __init__(self, client: redis.Redis, store: EventStore) -> None:
        self.r: Any = client
        self.store = store
        self._reserve = client.register_script(_RESERVE)

    def reserve(self, address: str, bound: int) -> str | None:
        """A place for one more open game of ``address`` (its reservation), or None when it
        holds ``bound`` already."""
        key = _key(address)
        with translated():
            self._drop_closed(key)
            reservation = "r:" + secrets.token_hex(8)
            if not self._reserve(keys=[key], args=[bound, time.time(), reservation, KEEP_S]):
                return None
            return reservation

    def settle(self, address: str, reservation: str, game_id: str | None) -> None:
        """The reservation becomes the game made (None: the create failed, the place is free)."""
        key = _key(address)
        with translated():
            pipe = self.r.pipeline(transaction=False)
            pipe.zrem(key, reservation)
            if game_id is not None:
                pipe.zadd(key, {game_id: 0})
            pipe.execute()

    def open_games(self, address: str) -> int:
        """How many games ``address`` holds in the lobby (reservations included)."""
        key = _key(address)
        with translated():
            self._drop_closed(key)
            return int(self.r.zcard(key))

    def _drop_closed(self, key: str) -> None:
        members = [m.decode() for m in self.r.zrange(key, 0, -1)]
        games = [m for m in members if not m.startswith("r:")]
        gone = [
            gid
            for gid, meta in zip(games, self.store.metas(games), strict=True)
            if meta is None or not lobby_open(meta)
        ]
        pipe = self.r.pipeline(transaction=False)
        if gone:
            pipe.zrem(key, *gone)
        pipe.zremrangebyscore(key, 1, time.time() - RESERVATION_S)  # stale reservations
        pipe.execute()

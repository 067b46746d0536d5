"""Who watches each game, counted across the server's processes.

Each process's stream hub counts the streams it has open on a game; it writes its count (and
the seats among them) as its own field of the game's ``g:{id}:watching`` hash, stamped with
the time it was written, again whenever it changes and every few seconds while it is not
zero, and takes it out at zero. A reader adds up the fields written lately: a process that
died stops writing, and its streams stop counting once its stamp is ``STALE_S`` old. The
hash itself expires once nobody writes it.
"""

from __future__ import annotations

import time
import uuid
from collections.abc import Iterable
from typing import Any

import orjson

from .. import jsontext
from .errors import translated
from .keys import game_key

#: Seconds after which a process's count that was not written again no longer counts.
STALE_S = 15.0
#: Seconds between the writes of a count that did not change (well inside ``STALE_S``).
REFRESH_S = 5.0
#: Seconds the hash outlives its last write.
TTL_S = 60


def watching_key(game_id: str) -> str:
    return game_key(game_id, "watching")


class Watching:
    """One process's side of the counts: its own field, and the sums of everyone's."""

    def __init__(self, client: Any) -> None:
        self.r = client
        #: This process's field: a fresh one each start, so a restart never adds to the old.
        self.field = uuid.uuid4().hex

    def write(self, counts: dict[str, tuple[int, list[int]]]) -> None:
        """This process's streams per game: ``{game: (streams open, seats among them)}``; a
        game with no stream left is taken out."""
        self.exchange(counts, ())

    def read(self, game_ids: Iterable[str]) -> dict[str, dict[str, Any]]:
        """Every process's streams of each game added up: ``{"watching": n, "seats": [...]}``."""
        return self.exchange({}, game_ids)

    def exchange(
        self, counts: dict[str, tuple[int, list[int]]], game_ids: Iterable[str]
    ) -> dict[str, dict[str, Any]]:
        """:meth:`write` ``counts``, then :meth:`read` ``game_ids``, in one round trip."""
        ids = list(game_ids)
        if not counts and not ids:
            return {}
        now = time.time()
        with translated(write=bool(counts)):
            pipe = self.r.pipeline(transaction=False)
            for game_id, (n, seated) in counts.items():
                key = watching_key(game_id)
                if n:
                    pipe.hset(key, self.field, jsontext.dumps({"n": n, "seats": seated, "at": now}))
                    pipe.expire(key, TTL_S)
                else:
                    pipe.hdel(key, self.field)
            for game_id in ids:
                pipe.hvals(watching_key(game_id))
            answers = pipe.execute()
        answers = answers[sum(2 if n else 1 for n, _ in counts.values()) :]
        fresh = now - STALE_S
        totals = {}
        for game_id, values in zip(ids, answers, strict=True):
            n, seats = 0, set()
            for raw in values:
                count = orjson.loads(raw)
                if count["at"] >= fresh:
                    n += count["n"]
                    seats.update(count["seats"])
            totals[game_id] = {"watching": n, "seats": sorted(seats)}
        return totals

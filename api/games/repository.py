"""Where a game's state comes from: the states this worker built, and the store."""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

from engine.game import Game, State


@dataclass
class Loaded:
    game_id: str
    meta: dict[str, Any]
    game: Game
    state: State
    #: The stored idempotency record (fingerprint and response) when one was asked for.
    idempotency: str | None = None


@dataclass(frozen=True)
class Kept:
    """A game as a worker last built it: the state, and the record it was read with.

    Neither is ever changed once kept (a reader copies the state before using it).
    """

    state: State
    meta: dict[str, str]


class StateCache:
    """The last states this worker built, with their records, by game id (bounded, thread-safe)."""

    def __init__(self, size: int = 1024) -> None:
        self.size = size
        self._states: OrderedDict[str, Kept] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, game_id: str) -> Kept | None:
        with self._lock:
            kept = self._states.get(game_id)
            if kept is not None:
                self._states.move_to_end(game_id)
            return kept

    def put(self, game_id: str, state: State, meta: dict[str, str], *, owned: bool = False) -> None:
        """Keep ``state`` and ``meta`` (copies of them unless ``owned``: the caller hands
        them over and never changes them again) unless a later state is kept already."""
        kept = Kept(state, meta) if owned else Kept(state.copy(), dict(meta))
        with self._lock:
            cur = self._states.get(game_id)
            if cur is not None and cur.state.version > state.version:
                return
            self._states[game_id] = kept
            self._states.move_to_end(game_id)
            while len(self._states) > self.size:
                self._states.popitem(last=False)

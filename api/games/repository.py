"""Where a game's state comes from: the states this worker built, and the store.

:class:`GameRepository` is the one place that rebuilds a game (kept state fast-forwarded
with the log after it, else snapshot plus log); :class:`StateCache` is what it keeps.
"""

from __future__ import annotations

import json
import threading
from collections import OrderedDict
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine.clock import Clock
from engine.events import event_from_dict
from engine.game import Game, State, evolve
from engine.rules import ruleset_from_dict

from ..metrics import EVENTS_FOLDED, STATE_CACHE_HITS, STATE_CACHE_MISSES, STATES_REBUILT
from ..store.errors import UnknownGameError
from ..store.events import EventStore
from ..store.game_record import GameRecord
from .clocks import ClockFold, time_control
from .errors import NotFound

if TYPE_CHECKING:  # the facts read the record with the rooms that import this one
    from .facts import RecordFacts


@dataclass
class Loaded:
    game_id: str
    meta: dict[str, Any]
    game: Game
    state: State
    #: The stored idempotency record (fingerprint and response) when one was asked for.
    idempotency: str | None = None
    #: Every seat's clock at this version (a game with a time control; None otherwise).
    clock: Clock | None = None
    #: An earlier version (``at_version``): its clocks are shown as they stood then.
    past: bool = False


@dataclass(frozen=True)
class Kept:
    """A game as a worker last built it: the state, and the record it was read with.

    Neither is ever changed once kept (a reader copies the state before using it).
    """

    state: State
    meta: dict[str, str]
    clock: Clock | None = None
    #: What the submit path reads of ``meta``, once read (:class:`api.games.facts.RecordFacts`).
    facts: RecordFacts | None = None


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

    def put(
        self,
        game_id: str,
        state: State,
        meta: dict[str, str],
        *,
        owned: bool = False,
        clock: Clock | None = None,
        facts: RecordFacts | None = None,
    ) -> None:
        """Keep ``state`` and ``meta`` (copies of them unless ``owned``: the caller hands
        them over and never changes them again), with the clocks at that version and the
        ``facts`` read from ``meta``, unless a later state is kept already."""
        kept = (
            Kept(state, meta, clock, facts)
            if owned
            else Kept(state.copy(), dict(meta), clock.copy() if clock is not None else None, facts)
        )
        with self._lock:
            cur = self._states.get(game_id)
            if cur is not None and cur.state.version > state.version:
                return
            self._states[game_id] = kept
            self._states.move_to_end(game_id)
            while len(self._states) > self.size:
                self._states.popitem(last=False)


# Games are immutable parameter sets; building one validates and compiles its ruleset.
_GAMES: dict[tuple[str, int, int, int, int, tuple[int, ...]], Game] = {}
_NO_ENTRIES = 1 << 40  # a log index past any real log: LRANGE returns nothing
# the counters' children, bound once (a read or a submit counts one of them)
_HIT_READ, _MISS_READ = STATE_CACHE_HITS.labels("read"), STATE_CACHE_MISSES.labels("read")
_HIT_SUBMIT, _MISS_SUBMIT = STATE_CACHE_HITS.labels("submit"), STATE_CACHE_MISSES.labels("submit")


class GameRepository:
    """The one place that rebuilds a game from the store, as eventsourcing's ``Repository.get``.

    The store is the only source of truth. This worker keeps the states it built last (by
    game, with the record they were read with): a read fetches only the log after the kept
    state's version and folds it on a copy (the log is append-only, so a kept state is always
    a valid prefix); without a kept state, the latest snapshot and the log after it. Every
    writer asks it for the state at the version it expects, and decides once on that.
    """

    def __init__(self, store: EventStore, cache: StateCache | None = None) -> None:
        self.store = store
        self.cache = cache if cache is not None else StateCache()

    def meta(self, game_id: str) -> dict[str, str]:
        """The game's record; 404 for an unknown game."""
        try:
            return self.store.meta(game_id)
        except UnknownGameError:
            raise NotFound(f"no game {game_id}") from None

    def game_of(self, meta: dict[str, str]) -> Game:
        """The game's fixed parameters (built once per worker for each distinct record)."""
        record = GameRecord(meta)
        starter, spoils, no_swap = record.carry
        key = (record.ruleset, record.players, record.dealer, starter, spoils, no_swap)
        game = _GAMES.get(key)
        if game is None:
            rs = ruleset_from_dict(json.loads(record.ruleset))
            game = Game(
                rs,
                record.players,
                dealer=record.dealer,
                starter=starter,
                spoils=spoils,
                no_swap=no_swap,
            )
            if len(_GAMES) > 512:
                _GAMES.clear()
            _GAMES[key] = game
        return game

    def kept_at(self, game_id: str, version: int) -> Kept | None:
        """The game as this worker keeps it, if it keeps it at ``version`` (the caller copies
        the state before changing it); None otherwise: then only a read can tell."""
        kept = self.cache.get(game_id)
        if kept is None or kept.state.version != version:
            _MISS_SUBMIT.inc()
            return None
        _HIT_SUBMIT.inc()
        return kept

    def keep(
        self,
        game_id: str,
        state: State,
        meta: dict[str, str],
        *,
        owned: bool = False,
        clock: Clock | None = None,
        facts: RecordFacts | None = None,
    ) -> None:
        """Keep ``state`` as the game's latest (see :meth:`StateCache.put`)."""
        self.cache.put(game_id, state, meta, owned=owned, clock=clock, facts=facts)

    def get(self, game_id: str, *, idempotency_key: str = "") -> Loaded:
        """The game's state now, read from the store (with the stored answer under
        ``idempotency_key``, if one is asked for, in the same round trip)."""
        kept = self.cache.get(game_id)
        cached = kept.state if kept is not None else None
        # without a kept state, read the snapshot first and the log from its version after
        start = cached.version if cached is not None else _NO_ENTRIES
        meta, version, entries, snap, idem = self._read(
            game_id, start, with_snapshot=cached is None, idempotency_key=idempotency_key
        )
        game = self.game_of(meta)
        control = time_control(meta)
        clock: Clock | None = None
        if (
            cached is not None
            and kept is not None
            and cached.game is game
            and version >= start
            and (control is None or kept.clock is not None)
        ):
            _HIT_READ.inc()
            state = cached.copy()
            clock = kept.clock.copy() if kept.clock is not None else None
        else:
            _MISS_READ.inc()
            STATES_REBUILT.inc()
            state = State(game)
            if control is None:  # a clocked game folds its clocks from the start of the log
                if cached is not None:  # the kept state was stale: look for a snapshot now
                    _, _, _, snap, _ = self._read(game_id, _NO_ENTRIES, with_snapshot=True)
                if snap is not None and snap[0] <= version:
                    state = State.from_snapshot(game, snap[1])
            entries = self.store.entries(game_id, state.version, -1)
        if control is None:
            for entry in entries:
                evolve(state, event_from_dict(entry["e"]))
        else:
            clock = ClockFold(control, meta, state, clock).fold(entries)
        EVENTS_FOLDED.inc(len(entries))
        self.cache.put(game_id, state, meta, clock=clock)
        return Loaded(game_id, meta, game, state, idem, clock)

    def at_version(self, game_id: str, version: int) -> Loaded:
        """The game as it was at ``version`` (its record as it is now): the log folded up to it."""
        meta = self.meta(game_id)
        game = self.game_of(meta)
        state = State(game)
        STATES_REBUILT.inc()
        control = time_control(meta)
        entries = self.store.entries(game_id, 0, version - 1) if version > 0 else []
        EVENTS_FOLDED.inc(len(entries))
        if control is None:
            for entry in entries:
                evolve(state, event_from_dict(entry["e"]))
            return Loaded(game_id, meta, game, state)
        clock = ClockFold(control, meta, state, None).fold(entries)
        return Loaded(game_id, meta, game, state, clock=clock, past=True)

    def _read(
        self, game_id: str, start: int, *, with_snapshot: bool, idempotency_key: str = ""
    ) -> Any:
        try:
            return self.store.read(
                game_id,
                log_from=start,
                with_snapshot=with_snapshot,
                idempotency_key=idempotency_key,
            )
        except UnknownGameError:
            raise NotFound(f"no game {game_id}") from None

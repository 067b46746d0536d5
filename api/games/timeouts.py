"""Time in a game the engine does not keep: a contributed deal's deadline, the seats' clocks.

The engine has no clock; the service stamps each action of a clocked game with the time
(:meth:`Timeouts.stamp`), refuses one whose seat's time ran out, and logs what a passed
deadline gives: a contributed deal's forfeit (:meth:`Timeouts.time_out`) or a seat's timeout
(:meth:`Timeouts.clock_out`), whoever reads the game first (a request, or the clock
watchers of :mod:`api.play.clocks`). Each is appended with the version check: whoever
appends first wins, and the others read again.
"""

from __future__ import annotations

import time
from typing import Any

from engine import causes
from engine.causes import apply_cause
from engine.clock import Clock
from engine.game import State

from ..metrics import CLOCK_TIMEOUT_LATENESS, VERSION_CONFLICTS
from ..store.errors import ConflictError
from ..store.events import EventStore
from .appended import CLOCK, DEAL_FORFEIT, Appended
from .appending import Appending, entries, seat_kinds, wire
from .clocks import now_ms, time_control
from .replays import deal_deadline
from .repository import Loaded


def deadline_passed(state: State, meta: dict[str, str]) -> bool:
    """Whether the contributed deal's deadline passed with seats still to commit or reveal."""
    deadline = deal_deadline(meta)
    return (
        deadline is not None and state.phase == 0 and bool(state.commits) and time.time() > deadline
    )


def clock_expired(clock: Clock, at_ms: int | None = None) -> bool:
    """Whether a seat's deadline passed (at ``at_ms``; now by default)."""
    nxt = clock.next_deadline()
    return nxt is not None and nxt[0] <= (now_ms() if at_ms is None else at_ms)


def stamp(clock: Clock | None, seat: int, cause: dict[str, Any]) -> tuple[bool, Clock | None]:
    """Stamp ``cause`` (a seat's action) with the time (a clocked game): (whether it is
    in time, the clocks after it, to be settled on the state after it). An action whose
    seat's deadline passed is not logged: the read that applies the timeout goes first."""
    if clock is None:
        return True, None
    at = max(now_ms(), clock.at_ms)
    if clock_expired(clock, at):
        return False, None
    causes.stamped(cause, at)
    return True, clock.copy()


class Timeouts:
    """Logs what a passed deadline gives, and starts a new game's clocks."""

    def __init__(self, store: EventStore, appending: Appending) -> None:
        self.store = store
        self.appending = appending

    def start_clock(self, game_id: str, meta: dict[str, str], state: State) -> Clock | None:
        """A new game's clocks (None without a time control), kept and scheduled."""
        control = time_control(meta)
        if control is None:
            self.appending.schedule(game_id, state, None, meta)  # the open seats' expiry, if any
            return None
        clock = Clock.start(control, state.game.players, int(meta["clock_start"]), state)
        self.appending.repository.keep(game_id, state, meta, clock=clock)
        self.appending.schedule(game_id, state, clock, meta)
        return clock

    def time_out(self, game_id: str, state: State, meta: dict[str, str]) -> Loaded | None:
        """The contributed deal's deadline passed with seats still to commit or reveal: they
        forfeit (the engine has no clock; the first request after the deadline says so).
        None: someone acted, or timed it out, first (read again)."""
        st = state.copy()
        version = st.version
        cause = causes.deal_forfeit()
        events = apply_cause(st, cause, seat_kinds(meta))
        try:
            self.store.append(
                game_id,
                version,
                entries(wire(events), cause),
                **self.appending.also_written(st, version),
            )
        except ConflictError:
            VERSION_CONFLICTS.labels("timeout").inc()
            return None
        meta = {**meta, "status": "over"}
        self.appending.appended(Appended(game_id, meta, st, version, DEAL_FORFEIT, tuple(events)))
        return Loaded(game_id, meta, st.public_game(), st)

    def clock_out(self, game_id: str, loaded: Loaded) -> None:
        """A seat's time ran out (``loaded``'s clocks say so): log its timeout, which the
        game's ``on_timeout`` makes a forfeit or its default move with a strike (the fifth
        forfeits); the caller reads again (a later deadline may have passed too). Whoever
        appends first wins: the watcher, a read or the seat's own action, through the
        version check."""
        clock = loaded.clock
        assert clock is not None
        nxt = clock.next_deadline()
        assert nxt is not None
        deadline, seat = nxt
        st = loaded.state.copy()
        at = max(now_ms(), deadline, clock.at_ms)
        bot = loaded.meta.get(f"bot:{seat}") or None
        if clock.forfeits(seat):
            cause = causes.clock_forfeit(seat, deadline, at, bot)
        else:
            cause = causes.clock_default(seat, st.legal_actions(seat)[0], deadline, at, bot)
        events = apply_cause(
            st, cause, seat_kinds(loaded.meta), clock=clock, server_seed=loaded.meta["seed"]
        )
        after = clock.copy()
        after.fold(cause, st)
        version = loaded.state.version
        try:
            self.store.append(
                game_id,
                version,
                entries(wire(events), cause),
                **self.appending.also_written(st, version),
            )
        except ConflictError:
            VERSION_CONFLICTS.labels("clock").inc()  # someone acted, or timed it out, first
            return
        CLOCK_TIMEOUT_LATENESS.labels("default" if "default" in cause else "forfeit").observe(
            (at - deadline) / 1000.0
        )
        meta = {**loaded.meta, "status": "over"} if st.is_over() else loaded.meta
        self.appending.appended(
            Appended(game_id, meta, st, version, CLOCK, tuple(events), seat), clock=after
        )


__all__ = ["Timeouts", "clock_expired", "deadline_passed", "stamp"]

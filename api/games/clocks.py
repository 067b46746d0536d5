"""A game's clocks as the service keeps them: the time control in the game's record, the
fold of the log's times (:class:`engine.clock.Clock`), and the ``clock`` object views show.

The rules are :mod:`engine.clock`'s (the replay verifier folds the same way); here is what
the store and the answers need: the record's fields (``clock``: the time control's JSON,
``clock_start``: when the deal was stored, in ms), the fold over stored log entries, and
the server's time.
"""

from __future__ import annotations

import json
import time
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from engine.clock import Clock, TimeControl, TimeControlError
from engine.events import event_from_dict
from engine.game import State, evolve

from ..store.game_record import CLOCK, GameRecord
from .errors import Unprocessable


def now_ms() -> int:
    """The server's time, milliseconds since the epoch (what the log records)."""
    return time.time_ns() // 1_000_000


@lru_cache(maxsize=256)
def _parsed(text: str) -> TimeControl:
    return TimeControl.from_dict(json.loads(text))


def time_control(meta: Mapping[str, str]) -> TimeControl | None:
    """The game's time control; None for a game without one."""
    text = meta.get(CLOCK)
    return _parsed(text) if text else None


def request_time_control(clock: Mapping[str, Any] | None) -> TimeControl | None:
    """The time control a create request asks for; 422 ``invalid_clock`` for one that cannot be."""
    if not clock:
        return None
    try:
        return TimeControl(
            initial_ms=clock.get("initial_ms"),
            increment_ms=clock.get("increment_ms") or 0,
            move_ms=clock.get("move_ms"),
            on_timeout=clock.get("on_timeout") or "auto",
        )
    except TimeControlError as exc:
        raise Unprocessable(str(exc), code="invalid_clock") from None


def clock_meta(control: TimeControl, start_ms: int) -> dict[str, str]:
    """The record's fields of a game with ``control`` dealt at ``start_ms``."""
    return {"clock": json.dumps(control.to_dict(), sort_keys=True), "clock_start": str(start_ms)}


def clock_header(meta: Mapping[str, str]) -> dict[str, Any] | None:
    """The time control as the replay's header binds it (with ``start_ms``); None without one."""
    control = time_control(meta)
    if control is None:
        return None
    return {**control.to_dict(), "start_ms": GameRecord(meta).clock_start}


class ClockFold:
    """Folds stored log entries into a state and the clocks beside it.

    The clocks move once per logged action (its cause's ``at_ms``), on the state after all
    of that action's events; the first batch (the deal, no cause) starts them.
    """

    def __init__(
        self, control: TimeControl, meta: Mapping[str, str], state: State, clock: Clock | None
    ) -> None:
        self.control = control
        self.start_ms = GameRecord(meta).clock_start
        self.state = state
        self.clock = clock

    def _close(self, cause: Mapping[str, Any] | None) -> None:
        if self.clock is None:
            self.clock = Clock.start(
                self.control, self.state.game.players, self.start_ms, self.state
            )
        else:
            self.clock.fold(cause, self.state)

    def fold(self, entries: Sequence[Mapping[str, Any]]) -> Clock | None:
        """Fold ``entries`` (each a whole action's batch, as appends store them); the clocks
        after them (None while no entry has been folded into a new game)."""
        pending: Mapping[str, Any] | None = None
        in_batch = False
        for entry in entries:
            cause = entry.get("c")
            if cause is not None:
                if in_batch:
                    self._close(pending)
                pending = cause
            in_batch = True
            evolve(self.state, event_from_dict(entry["e"]))
        if in_batch:
            self._close(pending)
        return self.clock


def clock_view(
    clock: Clock | None, meta: Mapping[str, str], at_ms: int | None = None
) -> dict[str, Any] | None:
    """The ``clock`` object views show: the time control, and for every seat its time left
    at ``at_ms`` (default now), whether its clock runs and its timeouts; the next deadline
    (server time, ms since the epoch) and the seat it is for."""
    control = time_control(meta)
    if control is None or clock is None:
        return None
    now = now_ms() if at_ms is None else at_ms
    nxt = clock.next_deadline()
    return {
        "time_control": control.to_dict(),
        "seats": [
            {
                "seat": s,
                "remaining_ms": clock.remaining_at(s, now),
                "running": s in clock.runs,
                "timeouts": clock.strikes[s],
            }
            for s in range(len(clock.remaining))
        ],
        "running": list(clock.runs),
        "deadline_ms": nxt[0] if nxt else None,
        "deadline_seat": nxt[1] if nxt else None,
        "server_time_ms": now,
    }


__all__ = [
    "ClockFold",
    "clock_header",
    "clock_meta",
    "clock_view",
    "now_ms",
    "request_time_control",
    "time_control",
]

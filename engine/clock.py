"""Time controls: a clock per seat, folded over the times the log records.

The engine has no clock: time comes in as data. A clocked game's log records, in the cause
of every action, ``at_ms`` (the server's time of the append, milliseconds since the epoch),
and its replay header the time control and ``start_ms`` (when the deal was stored). From
those and the states between the actions, :class:`Clock` knows at every version how much
time each seat has left, which seats' clocks run, and when the next deadline falls; the
service enforces that deadline, and the replay verifier checks every timeout the log holds
against the same fold (:func:`check_timeout`).

The rules (docs/clocks.md):

* A seat's clock runs while it is to act (:meth:`engine.state.State.to_act`): in setup every
  seat not yet ready, in play the seat whose turn (or answer) it is. Nobody's runs while the
  contributed deal waits for contributions (its own deadline governs that) or once the game
  is over.
* ``initial_ms`` and ``increment_ms`` are a Fischer clock: each seat starts with
  ``initial_ms``; the time its clock runs is taken off; when the seat's own action stops its
  clock (its turn, or its setup, is done) ``increment_ms`` is added.
* ``move_ms`` limits one move: the time from when a seat's clock starts running to when its
  action stops it again (a turn of several actions is one move).
* A seat's deadline is the earlier of the two; when it passes, the game's ``on_timeout``
  applies: ``forfeit`` (the seat forfeits: :mod:`engine.forfeits`) or ``auto`` (the seat's
  default move, the first of its legal actions, and a strike; its :data:`MAX_STRIKES`-th
  timeout forfeits instead).

A timeout's cause is ``{"seat", "action", "timeout": deadline_ms, "at_ms"}``: with the
default move as its action (``auto``), or ``{"kind": "timeout"}`` (a forfeit); its kinds, as
every cause's, are :mod:`engine.causes`'.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .phases import DEALING, OVER

#: What happens to a seat whose time runs out.
ON_TIMEOUT = ("forfeit", "auto")
#: Timeouts after which an ``auto`` seat forfeits (its last timeout is the forfeit).
MAX_STRIKES = 5
#: Bounds of the time control's fields, in milliseconds.
MIN_INITIAL_MS, MAX_INITIAL_MS = 100, 86_400_000
MAX_INCREMENT_MS = 3_600_000
MIN_MOVE_MS, MAX_MOVE_MS = 100, 86_400_000


class TimeControlError(ValueError):
    """A time control that cannot be (a bound or a missing limit)."""


@dataclass(frozen=True)
class TimeControl:
    """A game's time control (None for a limit it does not have)."""

    initial_ms: int | None = None
    increment_ms: int = 0
    move_ms: int | None = None
    on_timeout: str = "auto"

    def __post_init__(self) -> None:
        if self.initial_ms is None and self.move_ms is None:
            raise TimeControlError("a clock needs initial_ms or move_ms (or both)")
        if self.initial_ms is None and self.increment_ms:
            raise TimeControlError("increment_ms adds to initial_ms: give initial_ms too")
        if self.initial_ms is not None and not MIN_INITIAL_MS <= self.initial_ms <= MAX_INITIAL_MS:
            raise TimeControlError(f"initial_ms is from {MIN_INITIAL_MS} to {MAX_INITIAL_MS}")
        if not 0 <= self.increment_ms <= MAX_INCREMENT_MS:
            raise TimeControlError(f"increment_ms is from 0 to {MAX_INCREMENT_MS}")
        if self.move_ms is not None and not MIN_MOVE_MS <= self.move_ms <= MAX_MOVE_MS:
            raise TimeControlError(f"move_ms is from {MIN_MOVE_MS} to {MAX_MOVE_MS}")
        if self.on_timeout not in ON_TIMEOUT:
            raise TimeControlError(f"on_timeout is one of {', '.join(ON_TIMEOUT)}")

    def to_dict(self) -> dict[str, Any]:
        return {
            "initial_ms": self.initial_ms,
            "increment_ms": self.increment_ms,
            "move_ms": self.move_ms,
            "on_timeout": self.on_timeout,
        }

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> TimeControl:
        """The time control of its wire form (:class:`TimeControlError` for anything else)."""
        if not isinstance(d, Mapping) or set(d) - {
            "initial_ms",
            "increment_ms",
            "move_ms",
            "on_timeout",
        }:
            raise TimeControlError(
                "a time control has initial_ms, increment_ms, move_ms and on_timeout"
            )
        for key in ("initial_ms", "increment_ms", "move_ms"):
            v = d.get(key)
            if v is not None and (not isinstance(v, int) or isinstance(v, bool)):
                raise TimeControlError(f"{key} is a whole number of milliseconds")
        return cls(
            initial_ms=d.get("initial_ms"),
            increment_ms=d.get("increment_ms") or 0,
            move_ms=d.get("move_ms"),
            on_timeout=d.get("on_timeout", "auto"),
        )


def running(state: Any) -> tuple[int, ...]:
    """The seats whose clocks run in ``state``: those to act, outside the contributed
    deal's wait and the end."""
    if state.phase == DEALING or state.phase == OVER:
        return ()
    return tuple(state.to_act())


@dataclass
class Clock:
    """Every seat's clock at one version of a game: a fold over the actions' times.

    ``at_ms`` is the time of the last entry folded; ``remaining`` each seat's time left then
    (None without ``initial_ms``), ``since`` when each running seat's clock started (its
    move's start), ``strikes`` each seat's timeouts so far.
    """

    control: TimeControl
    at_ms: int
    remaining: list[int | None]
    since: list[int | None]
    strikes: list[int]
    runs: tuple[int, ...] = field(default=())

    @classmethod
    def start(cls, control: TimeControl, players: int, start_ms: int, state: Any) -> Clock:
        """The clocks of a game dealt at ``start_ms`` into ``state``."""
        c = cls(control, start_ms, [control.initial_ms] * players, [None] * players, [0] * players)
        c._settle(state, None)
        return c

    def copy(self) -> Clock:
        return Clock(
            self.control,
            self.at_ms,
            list(self.remaining),
            list(self.since),
            list(self.strikes),
            self.runs,
        )

    def advance(self, at_ms: int) -> None:
        """Run the clocks up to ``at_ms`` (never backwards: an earlier time counts as now)."""
        at_ms = max(at_ms, self.at_ms)
        spent = at_ms - self.at_ms
        for s in self.runs:
            r = self.remaining[s]
            if r is not None:
                self.remaining[s] = r - spent
        self.at_ms = at_ms

    def fold(self, cause: Mapping[str, Any] | None, state_after: Any) -> None:
        """An action logged with ``cause`` (its ``at_ms``) left the game in ``state_after``."""
        actor: int | None = None
        if cause is not None:
            at = cause.get("at_ms")
            if isinstance(at, int) and not isinstance(at, bool):
                self.advance(at)
            seat = cause.get("seat")
            actor = seat if isinstance(seat, int) and not isinstance(seat, bool) else None
            if actor is not None and "timeout" in cause:
                self.strikes[actor] += 1
        self._settle(state_after, actor)

    def _settle(self, state: Any, actor: int | None) -> None:
        now = running(state)
        inc = self.control.increment_ms
        for s in self.runs:
            if s not in now:
                self.since[s] = None
                if s == actor and inc and self.remaining[s] is not None:
                    self.remaining[s] = (self.remaining[s] or 0) + inc
        for s in now:
            if s not in self.runs or self.since[s] is None:
                self.since[s] = self.at_ms
        self.runs = now

    def deadline(self, seat: int) -> int | None:
        """When ``seat``'s time runs out (ms since the epoch); None while its clock is stopped."""
        if seat not in self.runs:
            return None
        found: int | None = None
        r = self.remaining[seat]
        if r is not None:
            found = self.at_ms + r
        since = self.since[seat]
        if self.control.move_ms is not None and since is not None:
            limit = since + self.control.move_ms
            found = limit if found is None else min(found, limit)
        return found

    def next_deadline(self) -> tuple[int, int] | None:
        """The earliest deadline and its seat (the lowest seat of a tie); None if no clock runs."""
        best: tuple[int, int] | None = None
        for s in self.runs:
            d = self.deadline(s)
            if d is not None and (best is None or d < best[0]):
                best = (d, s)
        return best

    def remaining_at(self, seat: int, now_ms: int) -> int | None:
        """``seat``'s time left at ``now_ms`` (never below 0; its move's time left when that
        is less; None without a limit)."""
        d = self.deadline(seat)
        if d is None:
            r = self.remaining[seat]
            if r is None:
                return None if self.control.move_ms is None else self.control.move_ms
            return max(r, 0)
        return max(d - max(now_ms, self.at_ms), 0)

    def forfeits(self, seat: int) -> bool:
        """Whether a timeout of ``seat`` now is a forfeit (rather than a default move)."""
        return self.control.on_timeout == "forfeit" or self.strikes[seat] + 1 >= MAX_STRIKES


def check_timeout(clock: Clock, cause: Mapping[str, Any]) -> str | None:
    """Why a timeout ``cause`` does not hold against ``clock`` (the clocks just before it);
    None when it does: its seat's deadline is the one it names, and its time reached it."""
    seat = cause.get("seat")
    deadline = cause.get("timeout")
    at = cause.get("at_ms")
    if not isinstance(seat, int) or not isinstance(deadline, int) or not isinstance(at, int):
        return "a timeout names its seat, its deadline and its time"
    want = clock.deadline(seat)
    if want is None:
        return f"seat {seat}'s clock is not running"
    if deadline != want:
        return f"seat {seat}'s deadline is {want}, not {deadline}"
    if at < deadline:
        return f"the timeout is logged at {at}, before the deadline {deadline}"
    return None


__all__ = [
    "MAX_STRIKES",
    "ON_TIMEOUT",
    "Clock",
    "TimeControl",
    "TimeControlError",
    "check_timeout",
    "running",
]

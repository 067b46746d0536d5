"""Why a log entry was appended: the cause kinds, one table, for the service and the verifier.

Every action the log records carries its *cause* on the first event of its batch (the deal
has none). The service writes a cause with one of the builders below and decides its events
with :func:`apply_cause`; the replay verifier (:mod:`engine.replays`) re-applies every cause
it reads with the same function. So what the service writes is, by construction, what the
verifier accepts, and a new kind of cause is one more row of :data:`CAUSES`.

The kinds (docs/replays.md, "Causes"); the wire form of each is what the service has always
written, so stored games verify as they did:

========================  =========================================================================
``move``                  a seat's own action: ``{"seat", "action"}``, with ``"bot"`` for a seat a
                          built-in or push bot plays (its name, or ``push``)
``default``               the default move (the first legal action) played for a seat whose bot did
                          not give one: ``{"seat", "action", "default": <reason>}``; a push bot's
                          seat (``"bot": "push"``) or a tournament's registered pull bot's
``clock_default``         a seat's time ran out and it plays the default move (``on_timeout: auto``):
                          ``{"seat", "action", "default": "timeout", "timeout": <deadline>}``
``clock_forfeit``         a seat's time ran out and it forfeits: ``{"seat", "action": {"kind":
                          "timeout"}, "timeout": <deadline>}``
``deal_forfeit``          the contributed deal's deadline passed, no seat acted:
                          ``{"seat": null, "action": {"kind": "timeout"}}``
``resign``                the seat resigned, and is the loser: ``{"seat", "action": {"kind": "resign"}}``
``leave``                 the seat's player left; the built-in bot named plays it from then on:
                          ``{"seat", "action": {"kind": "leave", "bot": <name>}}``
``abort``                 the seat called the game off before its first play, with no result:
                          ``{"seat", "action": {"kind": "abort"}}``
``expire``                the open seats were not taken by the time the game's creator set, so
                          the game is aborted: ``{"seat": null, "action": {"kind": "expire",
                          "seats": [...]}}`` (the time is the game's record's, not the log's: no
                          verifier could check it)
========================  =========================================================================

After a ``leave``, the seat's causes name its substitute as their ``bot`` (:func:`_seat`).

In a clocked game every cause of a seat also has ``at_ms``, the time of its append.
The kind is read from the cause's fields (:func:`kind_of`): the wire form names no kind.
A seat's own ``move`` may also have ``note``, a short public text the seat sent with it
(:mod:`engine.notes`); no other kind has one.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from .actions import Action
from .clock import Clock, check_timeout
from .errors import EngineError
from .exits import abort as abort_game
from .exits import expire as expire_seats
from .exits import leave as leave_seat
from .exits import resign as resign_seat
from .fairness import contributed_deck
from .forfeits import forfeit
from .game import State
from .notes import NOTE, note_problem

#: The action kind a cause records when time ran out and seats forfeit (a seat's clock with
#: ``on_timeout: forfeit`` or its last strike, the contributed deal's deadline): not an
#: action a seat may take.
TIMED_OUT: Final = "timeout"
#: The action kinds of a seat's exits (:mod:`engine.exits`) and of open seats that expired:
#: not actions of the game, so never among a seat's legal moves.
RESIGN: Final = "resign"
LEAVE: Final = "leave"
ABORT: Final = "abort"
EXPIRE: Final = "expire"
EXITS: Final = (RESIGN, LEAVE, ABORT)
#: Every field a cause may have.
CAUSE_KEYS: Final = frozenset({"seat", "action", "bot", "default", "at_ms", "timeout"})
#: The fields a cause may have besides :data:`CAUSE_KEYS`: a move's note.
NOTE_KEYS: Final = frozenset({NOTE})
#: Why a seat played the default move, by the seat's kind: a push bot that did not answer
#: with a legal move (``connection_error`` and ``timeout`` in games logged before every
#: failure to answer was ``unreachable``), or was dropped after too many strikes or revoked;
#: a tournament's registered pull bot (a ``person`` seat) that did not move in time, or was
#: revoked.
PUSH_REASONS: Final = ("unreachable", "http_status", "malformed", "illegal", "setup_cap", "dropped")
DEFAULT_REASONS: Final[Mapping[str, tuple[str, ...]]] = {
    "push": (*PUSH_REASONS, "timeout", "connection_error"),
    "person": ("timeout", "dropped"),
}
#: The reason of a default move that counts no strike: the seat is not asked any more.
DROPPED: Final = "dropped"
#: The reason a clock's default move records.
CLOCK_REASON: Final = "timeout"

#: A game's seats as the replay header shows them: ``{"kind": person|bot|push, "bot": name or None}``.
Seats = Sequence[Mapping[str, Any]]


class CauseError(ValueError):
    """A cause that is not one of the kinds, or does not hold where it is logged: ``path``
    (the fields inside the cause, a JSON pointer's steps) and why."""

    def __init__(self, path: tuple[str, ...], reason: str) -> None:
        super().__init__(reason)
        self.path = path
        self.reason = reason


class CauseRefused(CauseError):
    """The engine refused the cause's action (``error``: its typed error, as the service
    answers it)."""

    def __init__(self, reason: str, error: EngineError) -> None:
        super().__init__((), f"{reason}: {error}")
        self.error = error


@dataclass(frozen=True)
class _Context:
    seats: Seats
    clock: Clock | None
    timed: bool
    action: Action | None


@dataclass(frozen=True)
class CauseKind:
    """A row of :data:`CAUSES`: how a cause of this kind is applied to a state (its
    events), and what the engine's refusal of it is called."""

    apply: Callable[[State, dict[str, Any], _Context], list[Any]]
    refused: str
    #: Whether the seat's result counts a strike for it (a tournament's ``strikes``).
    strike: Callable[[Mapping[str, Any]], bool] | None = None


# == the builders: every cause the service writes =============================================


def move(seat: int, action: Action, bot: str | None = None) -> dict[str, Any]:
    """A seat's own action (``bot``: the built-in bot's name, or ``push``, that chose it)."""
    cause: dict[str, Any] = {"seat": seat, "action": action.to_dict()}
    if bot:
        cause["bot"] = bot
    return cause


def default(seat: int, action: Action, reason: str, bot: str | None = None) -> dict[str, Any]:
    """The default move ``action`` played for a seat, and why (:data:`DEFAULT_REASONS`)."""
    return {**move(seat, action, bot), "default": reason}


def clock_default(
    seat: int, action: Action, deadline: int, at_ms: int, bot: str | None = None
) -> dict[str, Any]:
    """The seat's time ran out at ``deadline``, logged at ``at_ms``: its default move."""
    return {**default(seat, action, CLOCK_REASON, bot), "timeout": deadline, "at_ms": at_ms}


def clock_forfeit(seat: int, deadline: int, at_ms: int, bot: str | None = None) -> dict[str, Any]:
    """The seat's time ran out at ``deadline``, logged at ``at_ms``: it forfeits."""
    cause: dict[str, Any] = {"seat": seat, "action": {"kind": TIMED_OUT}}
    if bot:
        cause["bot"] = bot
    return {**cause, "timeout": deadline, "at_ms": at_ms}


def deal_forfeit() -> dict[str, Any]:
    """The contributed deal's deadline passed: the seats still to commit or reveal forfeit."""
    return {"seat": None, "action": {"kind": TIMED_OUT}}


def exit_cause(
    kind: str, seat: int, bot: str | None = None, substitute: str | None = None
) -> dict[str, Any]:
    """The seat resigned, left (to the built-in bot ``substitute``) or aborted the game
    (``kind``: one of :data:`EXITS`); ``bot``: who plays the seat, as :func:`move` names it."""
    action: dict[str, Any] = {"kind": kind}
    if kind == LEAVE:
        action["bot"] = substitute
    cause: dict[str, Any] = {"seat": seat, "action": action}
    if bot:
        cause["bot"] = bot
    return cause


def expire(seats: Sequence[int]) -> dict[str, Any]:
    """The open ``seats`` were not taken in time: the game is aborted."""
    return {"seat": None, "action": {"kind": EXPIRE, "seats": list(seats)}}


def stamped(cause: dict[str, Any], at_ms: int) -> dict[str, Any]:
    """``cause`` with the time of its append (a clocked game's), set in place."""
    cause["at_ms"] = at_ms
    return cause


# == reading and applying ======================================================================


def kind_of(cause: Any) -> str:
    """The kind of ``cause`` (a key of :data:`CAUSES`), read from its fields; a
    :class:`CauseError` for anything that is not a cause."""
    if not isinstance(cause, dict):
        raise CauseError((), "an event with no action causing it")
    for key in cause:
        if key not in CAUSE_KEYS and key not in NOTE_KEYS:
            raise CauseError((key,), f"unknown field {key!r} in a cause")
    action = cause.get("action")
    named = action.get("kind") if isinstance(action, dict) else None
    if cause.get("seat") is None:
        return "expire" if named == EXPIRE else "deal_forfeit"
    if "timeout" in cause:
        return "clock_forfeit" if cause.get("action") == {"kind": TIMED_OUT} else "clock_default"
    if "default" in cause:
        return "default"
    if named in EXITS:
        return str(named)
    return "move"


def apply_cause(
    state: State,
    cause: Any,
    seats: Seats,
    *,
    clock: Clock | None = None,
    timed: bool = True,
    action: Action | None = None,
    server_seed: str | None = None,
) -> list[Any]:
    """Apply ``cause`` to ``state`` (a game whose seats are ``seats``): the events it gives,
    folded into ``state``. A :class:`CauseError` when the cause is not one of the kinds or
    does not hold here (a :class:`CauseRefused` when the engine refuses its action).

    ``clock``: the game's clocks just before the cause (None: the game has none), against
    which a timeout and every action's ``at_ms`` are checked; with ``timed`` False the
    times are not checked (the service stamps a bot's move with its time at the append,
    whose check comes first). ``action``: the cause's action already read (the service's,
    which built the cause from it). ``server_seed``: when given, a contributed deal that the
    cause completes is dealt too (the verifier checks the logged deal itself).
    """
    kind_name = kind_of(cause)
    kind = CAUSES[kind_name]
    if NOTE in cause:
        _check_note(cause, kind_name)
    try:
        events = kind.apply(state, cause, _Context(seats, clock, timed, action))
    except EngineError as exc:
        raise CauseRefused(kind.refused, exc) from exc
    if server_seed is not None and state.deal_due():
        events += state.deal(contributed_deck(state.game, server_seed, state.contributions))
    return events


def strike(cause: Any) -> bool:
    """Whether ``cause`` counts a strike against its seat (a default move for a bot that
    failed, not yet dropped); a tournament's results count them."""
    try:
        counts = CAUSES[kind_of(cause)].strike
    except CauseError:
        return False
    return counts is not None and counts(cause)


def _check_note(cause: Mapping[str, Any], kind: str) -> None:
    """A note is a seat's own, beside its own move, and within its bounds."""
    if kind != "move":
        raise CauseError((NOTE,), "only a seat's own move has a note")
    why = note_problem(cause[NOTE])
    if why is not None:
        raise CauseError((NOTE,), why)


def _seat(state: State, cause: Mapping[str, Any], ctx: _Context) -> int:
    """The cause's seat, once its ``bot`` is the one its seat is played by."""
    seat = cause.get("seat")
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < state.game.players:
        raise CauseError(("seat",), "the cause names no seat")
    substitute = state.substitutes[seat]
    if substitute:  # the seat's player left: its bot plays it
        if cause.get("bot") != substitute:
            raise CauseError(("bot",), f"seat {seat} was left to {substitute}, who plays it")
        return seat
    info = ctx.seats[seat]
    kind, bot = info.get("kind"), info.get("bot")
    if cause.get("bot") != bot or ("bot" in cause) != (kind != "person"):
        raise CauseError(("bot",), f"seat {seat}'s moves are played by {bot or 'a person'}")
    return seat


def _times(cause: Mapping[str, Any], seat: int, ctx: _Context) -> None:
    """A seat's action in time: a clocked game's has its time, before its seat's deadline
    (a timeout's, at its deadline: :func:`engine.clock.check_timeout`)."""
    if not ctx.timed:
        return
    clock = ctx.clock
    if clock is None:
        for key in ("at_ms", "timeout"):
            if key in cause:
                raise CauseError((key,), "a game without a clock logs no times")
        return
    at = cause.get("at_ms")
    if not isinstance(at, int) or isinstance(at, bool):
        raise CauseError(("at_ms",), "a clocked game's action has its time")
    if "timeout" in cause:
        why = check_timeout(clock, cause)
        if why is not None:
            raise CauseError(("timeout",), why)
        return
    deadline = clock.deadline(seat)
    if deadline is not None and at > deadline:
        raise CauseError(
            ("at_ms",), f"seat {seat} acted at {at}, after its time ran out at {deadline}"
        )


def _action(cause: Mapping[str, Any], ctx: _Context) -> Action:
    if ctx.action is not None:
        return ctx.action
    try:
        action = Action.from_dict(cause.get("action"))
    except (EngineError, TypeError, ValueError) as exc:
        raise CauseError(("action",), f"the action cannot be read: {exc}") from None
    if action.to_dict() != cause["action"]:
        raise CauseError(("action",), "the action is not in the engine's wire form")
    return action


def _first_legal(state: State, seat: int, action: Action, what: str) -> None:
    legal = state.legal_actions(seat)
    if not legal or action != legal[0]:
        raise CauseError(("action",), f"{what} plays the first legal action")


def _move(state: State, cause: dict[str, Any], ctx: _Context) -> list[Any]:
    seat = _seat(state, cause, ctx)
    _times(cause, seat, ctx)
    return state.apply(seat, _action(cause, ctx))


def _default(state: State, cause: dict[str, Any], ctx: _Context) -> list[Any]:
    seat = _seat(state, cause, ctx)
    _times(cause, seat, ctx)
    reason = cause["default"]
    if reason not in DEFAULT_REASONS.get(str(ctx.seats[seat].get("kind")), ()):
        raise CauseError(
            ("default",),
            "only a push bot's seat, or a tournament's registered bot's, has "
            "a move played for it, with the reason",
        )
    action = _action(cause, ctx)
    _first_legal(state, seat, action, "a default move")
    return state.apply(seat, action)


def _clock_default(state: State, cause: dict[str, Any], ctx: _Context) -> list[Any]:
    seat = _seat(state, cause, ctx)
    _times(cause, seat, ctx)
    if ctx.timed and ctx.clock is not None and ctx.clock.forfeits(seat):
        raise CauseError(("action",), f"seat {seat}'s timeout is a forfeit")
    if cause.get("default") != CLOCK_REASON:
        raise CauseError(("default",), "a timeout plays the default move")
    action = _action(cause, ctx)
    _first_legal(state, seat, action, "a timeout")
    return state.apply(seat, action)


def _clock_forfeit(state: State, cause: dict[str, Any], ctx: _Context) -> list[Any]:
    seat = _seat(state, cause, ctx)
    _times(cause, seat, ctx)
    if ctx.timed and ctx.clock is not None and not ctx.clock.forfeits(seat):
        raise CauseError(
            ("action",), f"seat {seat}'s timeout plays the default move, it does not forfeit"
        )
    if "default" in cause:
        raise CauseError(("default",), f"seat {seat}'s timeout is a forfeit")
    return forfeit(state, seat)


def _deal_forfeit(state: State, cause: dict[str, Any], ctx: _Context) -> list[Any]:
    if cause != deal_forfeit():
        raise CauseError(("seat",), "the cause names no seat")
    return state.time_out()


def _exit_fields(cause: Mapping[str, Any], extra: frozenset[str] = frozenset()) -> None:
    action = cause["action"]
    if "default" in cause or "timeout" in cause:
        raise CauseError(("action",), "a seat's exit is its own, not a default move")
    for key in action:
        if key != "kind" and key not in extra:
            raise CauseError(("action", key), f"unknown field {key!r} in the exit's action")


def _resign(state: State, cause: dict[str, Any], ctx: _Context) -> list[Any]:
    seat = _seat(state, cause, ctx)
    _times(cause, seat, ctx)
    _exit_fields(cause)
    return resign_seat(state, seat)


def _leave(state: State, cause: dict[str, Any], ctx: _Context) -> list[Any]:
    seat = _seat(state, cause, ctx)
    _times(cause, seat, ctx)
    _exit_fields(cause, frozenset({"bot"}))
    bot = cause["action"].get("bot")
    if not isinstance(bot, str):
        raise CauseError(("action", "bot"), "a seat is left to a built-in bot, by its name")
    return leave_seat(state, seat, bot)


def _abort(state: State, cause: dict[str, Any], ctx: _Context) -> list[Any]:
    seat = _seat(state, cause, ctx)
    _times(cause, seat, ctx)
    _exit_fields(cause)
    return abort_game(state, seat)


def _expire(state: State, cause: dict[str, Any], ctx: _Context) -> list[Any]:
    if "seat" not in cause:
        raise CauseError(("seat",), "the cause names no seat")
    for key in cause:
        if key not in ("seat", "action"):
            raise CauseError((key,), "open seats that expired are no seat's action")
    _exit_fields(cause, frozenset({"seats"}))
    seats = cause["action"].get("seats")
    if not isinstance(seats, list) or not all(
        isinstance(s, int) and not isinstance(s, bool) for s in seats
    ):
        raise CauseError(("action", "seats"), "the open seats that expired")
    for s in seats:
        if 0 <= s < len(ctx.seats) and ctx.seats[s].get("kind") != "person":
            raise CauseError(
                ("action", "seats"), f"seat {s} was never an open seat: a bot sat there"
            )
    return expire_seats(state, tuple(seats))


def _strikes_unless_dropped(cause: Mapping[str, Any]) -> bool:
    return cause.get("default") != DROPPED


#: Every kind of cause: how it applies (as MOVES has one function per action kind).
CAUSES: Final[dict[str, CauseKind]] = {
    "move": CauseKind(_move, "the action is not legal here"),
    "default": CauseKind(_default, "the action is not legal here", strike=_strikes_unless_dropped),
    "clock_default": CauseKind(_clock_default, "the action is not legal here"),
    "clock_forfeit": CauseKind(_clock_forfeit, "the forfeit is not possible here"),
    "deal_forfeit": CauseKind(_deal_forfeit, "the deadline's forfeit is not possible here"),
    "resign": CauseKind(_resign, "the resignation is not possible here"),
    "leave": CauseKind(_leave, "leaving is not possible here"),
    "abort": CauseKind(_abort, "the game cannot be aborted here"),
    "expire": CauseKind(_expire, "the open seats cannot expire here"),
}


__all__ = [
    "ABORT",
    "CAUSES",
    "CAUSE_KEYS",
    "CLOCK_REASON",
    "DEFAULT_REASONS",
    "DROPPED",
    "EXITS",
    "EXPIRE",
    "LEAVE",
    "NOTE_KEYS",
    "PUSH_REASONS",
    "RESIGN",
    "TIMED_OUT",
    "CauseError",
    "CauseKind",
    "CauseRefused",
    "Seats",
    "apply_cause",
    "clock_default",
    "clock_forfeit",
    "deal_forfeit",
    "default",
    "exit_cause",
    "expire",
    "kind_of",
    "move",
    "stamped",
    "strike",
]

"""Seats that come and go: a seat resigns, leaves the table to a built-in bot, or aborts the
game before its first play; open seats nobody took in time abort it.

None of the rule texts says what happens when a player gives up, so every ruleset treats it
alike (docs/api.md, "Resign, leave, abort"):

- **Resign**: the resigning seat is the loser, and the game ends at once with reason
  ``resigned``, every other seat placed as a forfeit places them
  (:func:`engine.forfeits.placings`). The texts play the game to find one player, the
  shithead ("the last player left holding cards is the loser"; "a beating game in which the
  players try to avoid being the last"): a seat that resigns is that player, so the game has
  its answer, with two players or eight. Playing on would find no one the texts name, and a
  hole in the seats' order would change the game for those left (who passes to whom, who
  plays after whom) in ways no text describes.
- **Leave**: the built-in bot named plays the seat from then on (:class:`SeatLeft`); the
  game goes on, and its result counts the seat's player as its loser wherever a rating asks.
- **Abort**: before the first play (the contributed deal, or setup) any seat may call the
  game off; it ends with reason ``aborted``, no order, no winner and no loser.
- **Expiry**: the game's open seats were not taken in time: it ends as an abort does.

Pure, as the rest of the engine: the service decides who asks, and the replay verifier
re-applies each with the same functions (:mod:`engine.causes`).
"""

from __future__ import annotations

from typing import Any, Final

from .errors import GameOverError, IllegalActionError, UnknownSeatError
from .events import GameAborted, GameEnded, SeatLeft, SeatResigned
from .forfeits import placings
from .phases import DEALING, OVER, SETUP
from .turns import emit, emitting

#: ``GameEnded.reason`` of a resignation and of an abort (by a seat, or as seats expired).
RESIGNED: Final = "resigned"
ABORTED: Final = "aborted"
#: ``GameAborted.reason``: a seat aborted, or the open seats expired.
BY_SEAT: Final = "abort"
EXPIRED: Final = "expired"
#: The most characters a substitute's name has (the built-in bots' names are short).
MAX_BOT_NAME: Final = 40


def _seat_in_play(st: Any, seat: int) -> None:
    if not 0 <= seat < st.game.players:
        raise UnknownSeatError(f"no seat {seat}")
    if st.phase == OVER:
        raise GameOverError("the game is over")


def resign(st: Any, seat: int) -> list[Any]:
    """``seat`` resigns: the events (folded into ``st``) that end the game, ``seat`` its loser."""
    _seat_in_play(st, seat)
    if st.phase == DEALING:
        raise IllegalActionError("the contributed deal is not dealt yet: abort the game instead")
    if seat in st.finished:
        raise IllegalActionError(f"seat {seat} is out already")
    order = placings(st, seat)  # every seat but the loser, as a forfeit orders them

    def end() -> None:
        emit(st, SeatResigned(seat))
        emit(st, GameEnded(RESIGNED, order, seat, order[0]))

    return emitting(st, end)


def leave(st: Any, seat: int, bot: str) -> list[Any]:
    """``seat``'s player leaves: ``bot`` plays the seat from here on (the events, folded)."""
    _seat_in_play(st, seat)
    if not bot or len(bot) > MAX_BOT_NAME:
        raise IllegalActionError("a seat is left to a built-in bot, by its name")
    if st.phase == DEALING:
        raise IllegalActionError("the contributed deal is not dealt yet: abort the game instead")
    if seat in st.finished:
        raise IllegalActionError(f"seat {seat} is out already")
    if st.substitutes[seat]:
        raise IllegalActionError(f"seat {seat} was left already; {st.substitutes[seat]} plays it")
    return emitting(st, lambda: emit(st, SeatLeft(seat, bot)))


def abortable(st: Any) -> bool:
    """Whether the game may still be aborted: nothing has been played (its deal, or setup)."""
    return st.phase in (DEALING, SETUP)


def abort(st: Any, seat: int) -> list[Any]:
    """``seat`` calls the game off before its first play: the events that end it, with no result."""
    _seat_in_play(st, seat)
    if not abortable(st):
        raise IllegalActionError("the game has begun: only its deal and setup may be aborted")
    return _aborted(st, BY_SEAT, (seat,))


def expire(st: Any, seats: tuple[int, ...]) -> list[Any]:
    """The open ``seats`` were not taken in time: the events that end the game, with no result."""
    if st.phase == OVER:
        raise GameOverError("the game is over")
    if (
        not seats
        or any(not 0 <= s < st.game.players for s in seats)
        or list(seats) != sorted(set(seats))
    ):
        raise UnknownSeatError("the seats that expired are open seats of the game, in order")
    return _aborted(st, EXPIRED, seats)


def _aborted(st: Any, reason: str, seats: tuple[int, ...]) -> list[Any]:
    def end() -> None:
        emit(st, GameAborted(reason, seats))
        emit(st, GameEnded(ABORTED, (), -1, -1))

    return emitting(st, end)


__all__ = [
    "ABORTED",
    "BY_SEAT",
    "EXPIRED",
    "MAX_BOT_NAME",
    "RESIGNED",
    "abort",
    "abortable",
    "expire",
    "leave",
    "resign",
]

"""A seat that forfeits (its time ran out): the events that end the game for it.

None of the rule texts says what happens when a player leaves a game, so every ruleset
treats it alike (docs/clocks.md, "A seat that forfeits"): the game ends at once with
reason ``forfeit``; the forfeiting seat is the loser (it places last, as the shithead does);
the seats that had gone out keep their places, and those still holding cards follow them,
fewest cards first (hand, table and stock cards counted), a tie going to the seat nearer the
forfeiting seat's left. The winner is the first placed.

Pure, as the rest of the engine: the service decides that a seat's time ran out
(:mod:`engine.clock`) and the replay verifier re-applies it.
"""

from __future__ import annotations

from typing import Any

from .errors import GameOverError, IllegalActionError, UnknownSeatError
from .events import GameEnded
from .phases import DEALING, OVER
from .turns import emit, emitting

REASON = "forfeit"


def _cards_left(st: Any, seat: int) -> int:
    tables = sum(len(slot) for slot in st.tables[seat])
    own_stock = len(st.stocks[seat]) if st.stocks else 0
    return int(st.hands[seat]).bit_count() + tables + own_stock


def placings(st: Any, seat: int) -> tuple[int, ...]:
    """The order the game ends in when ``seat`` forfeits (every seat but ``seat``)."""
    n = st.game.players
    out = list(st.finished)
    left = [s for s in ((seat + k) % n for k in range(1, n)) if s not in st.finished]
    left.sort(
        key=lambda s: _cards_left(st, s)
    )  # stable: the seat nearer the forfeiting seat's left first
    return tuple(out + left)


def forfeit(st: Any, seat: int) -> list[Any]:
    """``seat`` forfeits: the events (folded into ``st``) that end the game."""
    if not 0 <= seat < st.game.players:
        raise UnknownSeatError(f"no seat {seat}")
    if st.phase == OVER:
        raise GameOverError("the game is over")
    if st.phase == DEALING:
        raise IllegalActionError("the contributed deal has its own deadline")
    if seat in st.finished:
        raise IllegalActionError(f"seat {seat} is out already")
    order = placings(st, seat)
    return emitting(st, lambda: emit(st, GameEnded(REASON, order, seat, order[0] if order else -1)))


__all__ = ["REASON", "forfeit", "placings"]

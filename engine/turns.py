"""How a turn moves on: emitting events, refilling hands, ending a turn and starting the
next, seats going out and the game ending. Every move of :mod:`engine.flow` ends here.

``emit`` folds each event into the state as it is decided (:mod:`engine.evolve`), so what a
move decides next sees the state its earlier events made.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final

from .cards import RANK_MASK, cards_of, mask_of, parse_rank, rank_of
from .events import (
    CardsDrawn,
    CardsThrownIn,
    DirectionReversed,
    GameEnded,
    PassRequested,
    PlayersSkipped,
    SeatFinished,
    TurnContinued,
    TurnStarted,
    new_event,
)
from .evolve import fold
from .phases import OVER

if TYPE_CHECKING:
    from .state import State


def emit(st: State, ev: Any) -> None:
    """Fold ``ev`` into the state now and record it among the events of the move."""
    fold(st, ev)
    st.version += 1
    out = st.emitted
    if out is not None:
        out.append(ev)


def emitting(st: State, decide: Callable[[], None]) -> list[Any]:
    """The events ``decide`` emits (a move outside ``apply``: the deal, its deadline)."""
    out: list[Any] = []
    st.emitted = out
    try:
        decide()
    finally:
        st.emitted = None
    return out


def begin_play(st: State) -> None:
    start_turn(st, _first_player(st))


def throw_in(st: State) -> None:
    """Dealt hand cards of the throw-in rank go to the pile; the seat after the last starts."""
    rs = st.game.ruleset
    if not rs.throw_in:
        return
    n = st.game.players
    order = [(st.game.dealer + 1 + i) % n for i in range(n)]
    for sym in rs.throw_in[st.mode if len(rs.throw_in) > 1 else 0]:
        mask = RANK_MASK[parse_rank(sym)]
        throwers = [s for s in order if st.hands[s] & mask]
        if not throwers:
            continue
        for s in throwers:  # each throw-in makes the next seat the starter: the last one wins
            emit(st, CardsThrownIn(s, st.hands[s] & mask))
        for s in throwers:
            refill(st, s)
        return


def _first_player(st: State) -> int:
    g = st.game
    n = g.players
    left = (g.dealer + 1) % n
    if g.starter >= 0:
        return g.starter
    if st.first_seat >= 0:
        return st.first_seat
    if g.ruleset.first_player == "left_of_dealer":
        return left
    # A card laid face up in the setup still counts: the setup moves cards only between
    # a seat's own hand and its top layer, so they are the cards it was dealt to hold.
    held = [st.hands[s] | _laid_in_setup(st, s) for s in range(n)]
    if g.ruleset.first_player == "lowest_card":
        for sym in g.ruleset.first_player_ranks:
            for c in sorted(cards_of(RANK_MASK[parse_rank(sym)])):  # clubs first
                for seat in range(n):
                    if held[seat] >> c & 1:
                        return seat
        return left
    # Where the cards were dealt decides (002: "the first 3 dealt face-up", else "the
    # first person to call a three in a hand"): a card dealt face up counts as such even
    # if swapped into the hand, and a hand card as one even if laid face up.
    for sym in g.ruleset.first_player_ranks:
        r = parse_rank(sym)
        for seat, c in st.dealt_up:
            if rank_of(c) == r:
                return seat
        for i in range(n):
            seat = (left + i) % n
            if held[seat] & RANK_MASK[r]:
                return seat
    return left


def _laid_in_setup(st: State, seat: int) -> int:
    """The cards on ``seat``'s top table layer (and stacked on it) once the setup is
    over: laid from its hand, or dealt there and kept (``lowest_dealt`` finds a card
    dealt face up among ``dealt_up`` first)."""
    lay = st.game.ruleset.layout
    if lay.setup == "none":
        return 0
    stop = st.game.slot_top
    m = 0
    for i, slot in enumerate(st.tables[seat]):
        for c in slot[stop[i] :]:
            m |= 1 << c
    return m


def gambit_done(st: State, seat: int) -> None:
    """The gambit is resolved: play continues off the pile with the gambit player's next."""
    refill(st, seat)
    finish_if_out(st, seat)
    if st.phase != OVER:
        end_turn(st, st.pending_by, 0, 0)


def refill(st: State, seat: int) -> None:
    if st.rules.out_before_refill and not st.hands[seat] and not any(st.tables[seat]):
        return  # out of cards: the player goes out before drawing
    need = st.rules.hand_min - st.hands[seat].bit_count()
    stock = st.stock_of(seat)
    if need > 0 and stock:
        emit(st, new_event(CardsDrawn, (seat, mask_of(stock[-1 : -need - 1 : -1]))))


def after_burn(st: State, seat: int) -> None:
    finish_if_out(st, seat)
    if st.phase == OVER:
        return
    if seat in st.finished:
        start_turn(st, st.next_seat(seat, 1))
    else:
        continue_turn(st, seat)


def end_turn(st: State, seat: int, skip: int, reverse: int) -> None:
    """Pass the turn on from ``seat`` (reverse = -1 reverses the direction first)."""
    if reverse:
        emit(st, DirectionReversed(-st.direction))
    nxt = st.next_seat(seat, 1)
    skip += st.skips_due
    if skip:
        skipped = []
        for _ in range(skip):
            skipped.append(nxt)
            nxt = st.next_seat(nxt, 1)
        emit(st, PlayersSkipped(tuple(skipped)))
    start_turn(st, nxt)


def after_pickup(st: State, seat: int) -> None:
    if st.game.ruleset.after_pickup == "picker":
        continue_turn(st, seat)
    else:
        end_turn(st, seat, 0, 0)


def continue_turn(st: State, seat: int) -> None:
    if st.pass_due:
        _request_pass(st, seat, True)
        return
    emit(st, _TURN_CONTINUED[seat])


def _request_pass(st: State, seat: int, again: bool) -> None:
    """Before ``seat`` plays: every seat still in passes the cards the play asked for."""
    count, st.pass_due = st.pass_due, 0
    playing = tuple(s for s in range(st.game.players) if s not in st.finished)
    emit(st, PassRequested(count, playing, seat, again))


def start_turn(st: State, seat: int) -> None:
    R = st.rules
    if st.pass_due:
        _request_pass(st, seat, False)
        return
    if st.turns >= R.turn_cap:
        emit(st, GameEnded("turn_cap", tuple(st.finished), -1, -1))
        return
    emit(st, _TURN_STARTED[seat])
    stock = st.stock_of(seat)
    if R.turn_draw_required and stock and st.hands[seat].bit_count() <= R.hand_min:
        emit(st, CardsDrawn(seat, 1 << stock[-1]))


def finish_if_out(st: State, seat: int) -> None:
    if st.hands[seat] or seat in st.finished or any(st.tables[seat]):
        return
    emit(st, SeatFinished(seat, len(st.finished) + 1))
    n = st.game.players
    if st.game.ruleset.objective == "first_out":
        emit(st, GameEnded("first_out", tuple(st.finished), -1, seat))
        return
    left = [s for s in range(n) if s not in st.finished]
    if len(left) <= 1:
        loser = left[0] if left else -1
        emit(st, GameEnded("last_player", tuple(st.finished), loser, st.finished[0]))


#: The most seats a ruleset allows (engine.rules.model checks ``max_players`` against it).
MAX_SEATS: Final = 8
#: The events that start or continue a seat's turn, made once: events are immutable, and
#: one of these is emitted on nearly every move.
_TURN_STARTED: Final = tuple(TurnStarted(seat) for seat in range(MAX_SEATS))
_TURN_CONTINUED: Final = tuple(TurnContinued(seat) for seat in range(MAX_SEATS))

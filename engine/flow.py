"""Deciding what a move causes: ``apply`` checks a move, then ``MOVES`` (one function per
action kind, as ``EVOLVE`` has one per event kind) emits the events it causes.

Every check comes in the same three forms, as for every operation in pokerkit:
``verify_apply`` raises the reason a move is refused, ``can_apply`` says whether it would be
accepted, ``apply`` makes it. Refusals come in a fixed order (a malformed action, an unknown
seat, the game's phase, whose turn it is, then the legal moves) with the error kinds of
:mod:`engine.errors`. A move's events are folded into the state as they are emitted
(:func:`engine.turns.emit`), so a move decides each consequence on the state its earlier
events left; a replay then folds the events and decides nothing. The plays themselves (and
the answers to them) are in :mod:`engine.flow_play`; ending and starting turns in
:mod:`engine.turns`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Final

from .actions import (
    CALL,
    CHANCE,
    CHOOSE,
    COMMIT,
    DISCARD,
    DRAW,
    FLIP,
    GIVE,
    PASS,
    PICKUP,
    PLACE,
    PLAY,
    READY,
    REVEAL,
    STACK,
    SWAP,
    SWITCH,
    TAKE,
    Action,
)
from .cards import N_CARDS, lowest, mask_of
from .deal import CONTRIBUTED_DEAL_ALGORITHM, commitment
from .errors import (
    EngineError,
    GameOverError,
    IllegalActionError,
    InvalidActionError,
    NotStartedError,
    NotYourTurnError,
    UnknownSeatError,
)
from .events import (
    CardLeftFaceUp,
    CardsDiscarded,
    CardsDrawn,
    CardsGiven,
    CardsPassed,
    CardsSwapped,
    CardsSwitched,
    CardStacked,
    CardTaken,
    CardTurned,
    ChoiceMade,
    ContributionCommitted,
    ContributionRevealed,
    ContributionsRequested,
    DealForfeited,
    Dealt,
    FaceUpPlaced,
    GameEnded,
    ModeChanged,
    PileBurned,
    ResponseRequested,
    SeatReady,
    TossDeclined,
)
from .flow_play import pickup, play, resolve_turned
from .legal import legal_actions
from .phases import (
    CHOOSING,
    DEALING,
    OVER,
    PASSING,
    PLAYING,
    RESPOND_BURN,
    RESPOND_GAMBIT,
    RUN,
    SAMPLE_ANSWER,
    SAMPLE_RETURN,
    SETUP,
    TOSSING,
    TURNED,
)
from .pile import RANK_OF
from .turns import (
    after_burn,
    begin_play,
    continue_turn,
    emit,
    emitting,
    end_turn,
    finish_if_out,
    gambit_done,
    refill,
    start_turn,
    throw_in,
)

if TYPE_CHECKING:
    from .state import State


# == checking and applying a move ==============================================================


def verify_apply(st: State, seat: int, action: Action) -> None:
    """Raise the reason ``seat`` may not take ``action`` now; return if it may."""
    if (st.phase == PLAYING or st.phase == SETUP) and 0 <= seat < st.game.players:
        # one of the actions listed for the seat, itself (a bot's or a driver's choice):
        # every check below would pass, since the list is empty where one would not
        for listed in legal_actions(st, seat):
            if listed is action:
                return
    if not isinstance(action, Action):
        raise InvalidActionError("not an action")
    if (action.cards | action.link) >> N_CARDS or not -1 <= action.as_card < N_CARDS:
        raise InvalidActionError("the action names a card that does not exist")
    if not 0 <= seat < st.game.players:
        raise UnknownSeatError(f"no seat {seat}")
    if st.phase == OVER:
        raise GameOverError("the game is over")
    if st.phase == DEALING:
        if not st.commits:
            raise NotStartedError("the cards have not been dealt")
        _verify_contribution(st, seat, action)
        return
    if st.phase == SETUP:
        if st.mode < 0 and seat != st.game.dealer:
            raise NotYourTurnError(f"the dealer (seat {st.game.dealer}) calls the game first")
        if st.ready[seat]:
            raise NotYourTurnError(f"seat {seat} has finished arranging its cards")
    elif st.step == TOSSING:
        if not st.tossers >> seat & 1:
            raise NotYourTurnError(f"seat {seat} may not toss now")
    elif st.step == PASSING:
        if not st.passers >> seat & 1:
            raise NotYourTurnError(f"seat {seat} has no cards to pass now")
    elif seat != st.turn:
        raise NotYourTurnError(f"it is seat {st.turn}'s turn, not seat {seat}'s")
    legal = legal_actions(st, seat)
    if action not in legal:
        raise IllegalActionError(_why_illegal(st, seat, action, legal))


def can_apply(st: State, seat: int, action: Action) -> bool:
    """Whether ``apply(seat, action)`` would be accepted now."""
    try:
        verify_apply(st, seat, action)
    except EngineError:
        return False
    return True


def apply(st: State, seat: int, action: Action) -> list[Any]:
    """Apply ``seat``'s action; return the events it caused. Raises without changing anything."""
    verify_apply(st, seat, action)
    if st.phase == DEALING:
        return emitting(st, lambda: _contribute(st, seat, action))
    out: list[Any] = []
    st.emitted = out
    st.pass_due = 0
    try:
        kind = action.kind
        # the two moves of nearly every turn called by name (compiled, a direct call; see
        # engine.evolve.fold), the others through the table
        if kind == PLAY:
            play(st, seat, action)
        elif kind == PICKUP:
            pickup(st, seat, action)
        else:
            MOVES[kind](st, seat, action)
    finally:
        st.emitted = None
        st.pass_due = 0
    return out


def _why_illegal(st: State, seat: int, action: Action, legal: list[Action]) -> str:
    kinds = sorted({a.kind for a in legal})
    if action.kind not in kinds:
        return f"'{action.kind}' is not possible now; possible: {', '.join(kinds)}"
    return f"'{action.text()}' is not allowed now"


# == the contributed deal ======================================================================
# Before the deal every seat commits to a contribution, then (once all have committed)
# reveals it; the deck is then dealt from the server's seed and the contributions (the
# service, which holds the seed, calls deal). See engine.fairness.


def open_contributions(st: State) -> list[Any]:
    """Start the contributed deal: the seats' commitments are awaited."""
    if st.phase != DEALING or st.commits or st.version:
        raise IllegalActionError("the contributed deal opens a game")
    return emitting(st, lambda: emit(st, ContributionsRequested(CONTRIBUTED_DEAL_ALGORITHM)))


def _verify_contribution(st: State, seat: int, action: Action) -> None:
    if action.kind not in (COMMIT, REVEAL):
        raise IllegalActionError(f"'{action.kind}' is not possible now; possible: commit, reveal")
    if seat not in st.contributors():
        raise NotYourTurnError(
            f"seat {seat} has committed and revealed"
            if st.contributions[seat]
            else f"seat {seat} has committed; contributions are revealed once every seat has"
        )
    if not (
        len(action.value) == 64
        and action.cards == action.link == 0
        and action.slot == action.as_card == -1
        and not action.choice
    ):
        raise IllegalActionError(f"{action.kind} takes 64 lower-case hex digits and nothing else")
    if action.kind == COMMIT:
        if st.commits[seat]:
            raise IllegalActionError("every seat has committed: reveal the contribution now")
        return
    if not st.commits[seat] or any(not c for c in st.commits):
        raise IllegalActionError(
            "commit first: contributions are revealed once every seat has committed"
        )
    if commitment(action.value) != st.commits[seat]:
        raise IllegalActionError(f"this is not the contribution seat {seat} committed to")


def _contribute(st: State, seat: int, action: Action) -> None:
    if action.kind == COMMIT:
        emit(st, ContributionCommitted(seat, action.value))
    else:
        emit(st, ContributionRevealed(seat, action.value))


def time_out(st: State) -> list[Any]:
    """The deadline of the contributed deal passed: the seats still to commit or reveal
    forfeit, and the game ends undealt (a lone late seat is the loser; with one seat on
    time, it is the winner). The engine has no clock: the service decides it is late."""
    if st.phase != DEALING or not st.commits:
        raise IllegalActionError("only the contributed deal has a deadline")
    late = tuple(st.contributors())
    on_time = tuple(s for s in range(st.game.players) if s not in late)

    def forfeit() -> None:
        emit(st, DealForfeited(late))
        emit(
            st,
            GameEnded(
                "forfeit",
                on_time,
                late[0] if len(late) == 1 else -1,
                on_time[0] if len(on_time) == 1 else -1,
            ),
        )

    return emitting(st, forfeit)


# == deal and setup ============================================================================


def deal(st: State, deck: Sequence[int]) -> list[Any]:
    """Deal ``deck`` (top first): the hands and table, a throw-in, and play if there is no setup."""
    if st.phase != DEALING:
        raise IllegalActionError("already dealt")
    if st.commits and not st.deal_due():
        raise IllegalActionError("the contributions are not all revealed")
    out: list[Any] = []
    st.emitted = out
    try:
        emit(st, Dealt(tuple(deck)))
        if st.mode >= 0:
            throw_in(st)
        if st.game.ruleset.layout.setup == "none":
            begin_play(st)
    finally:
        st.emitted = None
    return out


def call_game(st: State, seat: int, a: Action) -> None:
    """The dealer calls the game normal or reversed; the throw-in follows the call."""
    emit(st, ModeChanged(_MODE_NAMES.index(a.choice)))
    throw_in(st)


def place(st: State, seat: int, a: Action) -> None:
    emit(st, FaceUpPlaced(seat, lowest(a.cards)))


def swap(st: State, seat: int, a: Action) -> None:
    h = a.cards & st.hands[seat]
    emit(st, CardsSwapped(seat, lowest(h), lowest(a.cards & ~h)))
    _arranged(st, seat)


def stack(st: State, seat: int, a: Action) -> None:
    c = lowest(a.cards)
    slot = next(
        i
        for i, sl in enumerate(st.tables[seat])
        if len(sl) > st.game.slot_top[i] and RANK_OF[sl[-1]] == RANK_OF[c]
    )
    emit(st, CardStacked(seat, c, slot))
    _arranged(st, seat)


def _arranged(st: State, seat: int) -> None:
    if st.arrangements_left(seat) == 0:
        # the setup cap: however a seat keeps rearranging, its setup ends
        _ready(st, seat)


def ready(st: State, seat: int, a: Action) -> None:
    _ready(st, seat)


def _ready(st: State, seat: int) -> None:
    emit(st, SeatReady(seat))
    if all(st.ready):
        begin_play(st)


# == a turn's moves besides the plays ==========================================================


def draw(st: State, seat: int, a: Action) -> None:
    emit(st, CardsDrawn(seat, 1 << st.stock_of(seat)[-1]))


def flip(st: State, seat: int, a: Action) -> None:
    c = st.tables[seat][a.slot][-1]
    emit(st, CardTurned(seat, c, a.slot))
    resolve_turned(st, seat)


def chance(st: State, seat: int, a: Action) -> None:
    emit(st, CardTurned(seat, st.stock_of(seat)[-1], -1))
    resolve_turned(st, seat)


def switch(st: State, seat: int, a: Action) -> None:
    taken, _ = st.top_play()
    emit(st, CardsSwitched(seat, a.cards, taken))
    end_turn(st, seat, 0, 0)


def choose(st: State, seat: int, a: Action) -> None:
    """A gambit's choice: discard, draw, force the next player to draw, or take face-down
    cards."""
    choice = a.choice
    rule = st.rules.gambit_rules[st.gambit]
    if choice == "discard":
        emit(st, ChoiceMade(seat, choice, min(rule.count, st.hands[seat].bit_count())))
    elif choice == "bottom":
        blind = sum(1 for slot in st.tables[seat] for _ in slot)
        emit(st, ChoiceMade(seat, choice, min(rule.bottom, blind)))
    else:
        emit(st, ChoiceMade(seat, choice, 0))
        who = seat if choice == "draw" else st.next_seat(seat, 1)
        emit(st, CardsDrawn(who, mask_of(st.stock_of(who)[-1 : -rule.count - 1 : -1])))
        gambit_done(st, seat)


def discard(st: State, seat: int, a: Action) -> None:
    emit(st, CardsDiscarded(seat, a.cards))
    if not st.owed or not st.hands[seat]:
        gambit_done(st, seat)


def take(st: State, seat: int, a: Action) -> None:
    c = st.tables[seat][a.slot][-1]
    emit(st, CardTaken(seat, c, a.slot))
    if not st.owed or not st.accessible(seat)[1]:
        gambit_done(st, seat)


def pass_(st: State, seat: int, a: Action) -> None:
    """What a pass means depends on the step (``PASSES``)."""
    PASSES[st.step](st, seat)


def end_run(st: State, seat: int) -> None:
    end_turn(st, seat, 0, 0)


def let_clear_stand(st: State, seat: int) -> None:
    by = st.pending_by
    emit(st, PileBurned(by, "clear"))
    after_burn(st, by)


def leave_face_up(st: State, seat: int) -> None:
    emit(st, CardLeftFaceUp(seat, st.turned, st.turned_slot))


def let_gambit_stand(st: State, seat: int) -> None:
    """The gambit stands: its player chooses."""
    emit(st, ResponseRequested(st.pending_by, "gambit_choice", st.pending_by))


def decline_toss(st: State, seat: int) -> None:
    emit(st, TossDeclined(seat))
    if not st.tossers:
        end_turn(st, st.pending_by, 0, 0)


def give(st: State, seat: int, a: Action) -> None:
    """What a give means depends on the step (``GIVES``)."""
    GIVES[st.step](st, seat, a.cards)


def give_to_pass(st: State, seat: int, cards: int) -> None:
    """Cards given to the pass, delivered once everyone has given."""
    blind = _blind_slots(st, seat, cards, st.owed - cards.bit_count())
    emit(st, CardsGiven(seat, -1, cards, blind))
    if not st.passers:
        then, again = divmod(st.resume, 2)
        emit(st, CardsPassed(st.direction))
        if again:
            continue_turn(st, then)
        else:
            start_turn(st, then)


def answer_sample(st: State, seat: int, cards: int) -> None:
    """The sampled player gives the cards asked for; the sampler gives a group back."""
    other = st.pending_by
    emit(st, CardsGiven(seat, other, cards, ()))
    emit(st, ResponseRequested(other, "sample_return", seat))


def return_sample(st: State, seat: int, cards: int) -> None:
    """The sampler gave a group back: both top up, and the turn passes on from the sampler."""
    other = st.pending_by
    emit(st, CardsGiven(seat, other, cards, ()))
    for s in (seat, other):
        refill(st, s)
    for s in (other, seat):
        finish_if_out(st, s)
        if st.phase == OVER:
            return
    end_turn(st, seat, 0, 0)


def _blind_slots(st: State, seat: int, cards: int, need: int) -> tuple[int, ...]:
    """The slots whose blind top cards make up a pass once ``cards`` leave the table:
    slot by slot, round after round."""
    svis = st.game.slot_vis
    tables = [[c for c in slot if not cards >> c & 1] for slot in st.tables[seat]]
    out: list[int] = []
    while need:
        took = False
        for i, slot in enumerate(tables):
            if need and slot and not svis[i][len(slot) - 1] and not st.revealed >> slot[-1] & 1:
                slot.pop()
                out.append(i)
                need -= 1
                took = True
        if not took:
            break
    return tuple(out)


_MODE_NAMES: Final = ("normal", "reversed")

#: What each kind of action causes (the checks are done: the action is legal here).
MOVES: Final[dict[str, Callable[[State, int, Action], None]]] = {
    # setup
    CALL: call_game,
    PLACE: place,
    SWAP: swap,
    STACK: stack,
    READY: ready,
    # play
    PLAY: play,
    PICKUP: pickup,
    PASS: pass_,
    DRAW: draw,
    FLIP: flip,
    CHANCE: chance,
    SWITCH: switch,
    CHOOSE: choose,
    DISCARD: discard,
    TAKE: take,
    GIVE: give,
}

#: What a pass decides, by step; what a give decides, by step: the steps of the state
#: machine that admit one (:data:`engine.phases.STAGES`; tests/test_phases.py holds these
#: tables to that one).
PASSES: Final[dict[int, Callable[[State, int], None]]] = {
    RUN: end_run,
    RESPOND_BURN: let_clear_stand,
    TURNED: leave_face_up,
    RESPOND_GAMBIT: let_gambit_stand,
    CHOOSING: gambit_done,
    TOSSING: decline_toss,
}
GIVES: Final[dict[int, Callable[[State, int, int], None]]] = {
    PASSING: give_to_pass,
    SAMPLE_ANSWER: answer_sample,
    SAMPLE_RETURN: return_sample,
}

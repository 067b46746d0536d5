"""Folding events into a state: one function per event kind (the ``EVOLVE`` table),
``evolve`` for one event and ``replay`` for a whole log.

A fold decides nothing: every consequence of the rules was decided when the event was
emitted (:mod:`engine.flow`), so a replay of a recorded log reaches the same state with no
rules consulted but the ones that say where cards lie.

The folds of the events before the first turn (the deal, its contributions, the table's
setup) are in :mod:`engine.evolve_setup`; this module holds the play's and the table.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, Final, Protocol, TypeVar

from .cards import mask_of
from .errors import ReplayError
from .events import (
    CardLeftFaceUp,
    CardsDiscarded,
    CardsDrawn,
    CardsGiven,
    CardsPassed,
    CardsPlayed,
    CardsRemoved,
    CardsSwapped,
    CardsSwitched,
    CardStacked,
    CardsThrownIn,
    CardTaken,
    CardTurned,
    ChoiceMade,
    ContributionCommitted,
    ContributionRevealed,
    ContributionsRequested,
    DealForfeited,
    Dealt,
    DirectionReversed,
    FaceUpPlaced,
    GambitCalled,
    GameAborted,
    GameEnded,
    HandsPassed,
    ModeChanged,
    PassRequested,
    PileBurned,
    PileTaken,
    PlayersSkipped,
    ResponseRequested,
    RunOffered,
    SampleRequested,
    SeatFinished,
    SeatLeft,
    SeatReady,
    SeatResigned,
    SkipsDeferred,
    TossDeclined,
    TossOffered,
    TurnContinued,
    TurnStarted,
)
from .evolve_setup import (
    ev_committed,
    ev_contributions_requested,
    ev_dealt,
    ev_face_up_placed,
    ev_forfeited,
    ev_ready,
    ev_revealed,
    ev_stacked,
    ev_swapped,
    ev_thrown_in,
)
from .phases import (
    CHOOSING,
    DISCARDING,
    LINK,
    LINK_ENTRY,
    OVER,
    PASSING,
    PLAYING,
    REQUESTS,
    RESPOND_BURN,
    RESPOND_FORCED,
    RESPOND_GAMBIT,
    RESPOND_SHOT,
    RUN,
    SAMPLE_ANSWER,
    SAMPLE_RETURN,
    START,
    TAKING,
    TOSSING,
    TURNED,
)
from .pile_moves import land, leave_pile, refold

if TYPE_CHECKING:
    from .state import State

_S = TypeVar("_S", bound="State")
_S_co = TypeVar("_S_co", bound="State", covariant=True)


class MakesStates(Protocol[_S_co]):
    """What ``replay`` folds from: anything that makes a fresh state (``engine.game.Game``),
    named by what it does so this module need not import the face that is built on it."""

    def new_state(self) -> _S_co: ...


def _ev_mode(st: State, ev: ModeChanged) -> None:
    st.mode = ev.mode


def _ev_turn_started(st: State, ev: TurnStarted) -> None:
    st.phase = PLAYING
    st.turn = ev.seat
    st.step = START
    st.drew = False
    st.fresh = 0
    st.turns += 1
    st.left = -1
    st.chain = 0
    st.gambit = -1
    st.pending_by = -1
    st.tossers = 0
    st.sample = -1


def _ev_turn_continued(st: State, ev: TurnContinued) -> None:
    st.turn = ev.seat
    st.step = START
    st.fresh = 0
    st.left = -1
    st.chain = 0
    st.tossers = 0


def _ev_drawn(st: State, ev: CardsDrawn) -> None:
    n = ev.cards.bit_count()
    stock = st.stocks[ev.seat] if st.stocks else st.stock
    got = 0
    for _ in range(n):
        got |= 1 << stock.pop()
    if got != ev.cards:
        raise ReplayError("drawn cards are not the top of the stock")
    st.hands[ev.seat] |= got
    st.fresh = got
    if st.step == START:
        st.drew = True


def _ev_turned(st: State, ev: CardTurned) -> None:
    st.turned_slot = ev.slot
    st.free_look = False
    if ev.slot >= 0:
        slot = st.tables[ev.seat][ev.slot]
        if not slot or slot[-1] != ev.card:
            raise ReplayError("turned card is not on top of its slot")
        slot.pop()
        bit = 1 << ev.seat
        if st.rules.first_blind_free and not st.free_used & bit:
            st.free_used |= bit  # the player's first blind card: a free look
            st.free_look = True
    else:
        stock = st.stocks[ev.seat] if st.stocks else st.stock
        if not stock or stock[-1] != ev.card:
            raise ReplayError("chance card is not the top of the stock")
        stock.pop()
    st.turned = ev.card
    st.revealed |= 1 << ev.card
    st.step = TURNED


def _take_turned(st: State, cards: int) -> int:
    """Take the turned card out of ``cards`` if it is among them; return the rest."""
    if st.turned >= 0 and cards >> st.turned & 1:
        cards &= ~(1 << st.turned)
        st.turned = -1
        st.free_look = False
    return cards


def _take_from_table(st: State, seat: int, cards: int) -> int:
    """Lift ``cards`` off ``seat``'s table tops (a stack's equal cards count as its top).

    Returns the cards that were not found there.
    """
    stop = st.game.slot_top
    for i, slot in enumerate(st.tables[seat]):
        first = min(stop[i], len(slot) - 1)
        if slot and any(cards >> c & 1 for c in slot[first:]):
            kept = slot[:first] + [c for c in slot[first:] if not cards >> c & 1]
            for c in slot[first:]:
                cards &= ~(1 << c)
            slot[:] = kept
    return cards


def _ev_played(st: State, ev: CardsPlayed) -> None:
    cards = ev.cards
    seat = ev.seat
    if ev.link:
        if ev.link & ~st.hands[seat]:
            raise ReplayError("link cards are not in the player's hand")
        st.hands[seat] &= ~ev.link
        st.chain |= ev.link
    rest = _take_turned(st, cards)
    if rest:
        hand = st.hands[seat]
        st.hands[seat] = hand & ~rest
        rest &= ~hand
        if rest and _take_from_table(st, seat, rest):
            raise ReplayError("played cards are not in the player's hand or on the table")
    if cards:
        land(st, seat, cards, ev.as_card, ev.link)
    elif ev.link:  # a link laid straight on the top card
        st.pile.append((seat, ev.link, LINK_ENTRY))
        st.pile_mask |= ev.link
    else:
        raise ReplayError("a play of no cards")
    if st.step == TOSSING:
        st.tossers &= ~(1 << seat)
    else:
        st.step = LINK if ev.link else START
    st.fresh = 0


def _ev_left_face_up(st: State, ev: CardLeftFaceUp) -> None:
    if st.turned != ev.card:
        raise ReplayError("the card left face up is not the turned card")
    st.tables[ev.seat][ev.slot].append(ev.card)  # back on its slot, now face up
    st.turned = -1
    st.free_look = False
    st.left = ev.card
    st.step = START


def _ev_taken(st: State, ev: PileTaken) -> None:
    if ev.cards != st.pile_for(ev.seat):
        raise ReplayError("taken cards are not the pile the player takes")
    extra = ev.extra
    rest = _take_turned(st, extra)
    if rest and _take_from_table(st, ev.seat, rest):
        raise ReplayError("cards taken along are not on the player's table")
    st.hands[ev.seat] |= ev.cards | extra
    leave_pile(st, ev.seat, 0)
    st.pending_by = -1


def _ev_burned(st: State, ev: PileBurned) -> None:
    seat = ev.seat
    clearing = 0
    if st.stocks:  # the clearing play goes with the other player's pile
        clearing = next((m for s, m, a in reversed(st.pile) if s == seat and a != LINK_ENTRY), 0)
    st.removed |= st.pile_for(seat) | clearing
    leave_pile(st, seat, clearing)
    st.pending_by = -1
    st.tossers = 0


def _ev_removed(st: State, ev: CardsRemoved) -> None:
    if ev.cards & ~st.pile_mask:
        raise ReplayError("removed cards are not on the pile")
    st.removed |= ev.cards
    st.pile_mask &= ~ev.cards
    from_top = bool(st.pile and st.pile[-1][1] & ev.cards)
    st.pile = [(s, m & ~ev.cards, a) for s, m, a in st.pile if m & ~ev.cards]
    if from_top:
        refold(st)


def _ev_hands_passed(st: State, ev: HandsPassed) -> None:
    n = st.game.players
    playing = [s for s in range(n) if s not in st.finished]
    hands = list(st.hands)
    for i, s in enumerate(playing):
        hands[playing[(i + ev.direction) % len(playing)]] = st.hands[s]
    st.hands = hands
    st.fresh = 0


def _ev_pass_requested(st: State, ev: PassRequested) -> None:
    st.step = PASSING
    st.owed = ev.each
    st.passers = mask_of(ev.seats)
    st.resume = ev.seat * 2 + ev.again


def _ev_given(st: State, ev: CardsGiven) -> None:
    seat = ev.seat
    hand = st.hands[seat]
    st.hands[seat] = hand & ~ev.cards
    rest = ev.cards & ~hand
    if rest and _take_from_table(st, seat, rest):
        raise ReplayError("given cards are not in the giver's hand or on its table")
    given = ev.cards
    for i in ev.slots:
        slot = st.tables[seat][i]
        if not slot:
            raise ReplayError("a blind card given from an empty slot")
        given |= 1 << slot.pop()
    if ev.to >= 0:
        st.hands[ev.to] |= given
    else:
        st.outbox[seat] |= given
        st.passers &= ~(1 << seat)
    st.fresh = 0


def _ev_passed(st: State, ev: CardsPassed) -> None:
    n = st.game.players
    playing = [s for s in range(n) if s not in st.finished]
    for i, s in enumerate(playing):
        st.hands[playing[(i + ev.direction) % len(playing)]] |= st.outbox[s]
    st.outbox = [0] * n
    st.owed = 0
    st.resume = -1


def _ev_sample_requested(st: State, ev: SampleRequested) -> None:
    st.step = SAMPLE_ANSWER
    st.turn = ev.target
    st.pending_by = ev.seat
    st.sample = REQUESTS.index(ev.request)


def _ev_skips_deferred(st: State, ev: SkipsDeferred) -> None:
    st.skips_due = ev.skips


def _ev_toss_offered(st: State, ev: TossOffered) -> None:
    st.step = TOSSING
    st.pending_by = ev.by
    st.tossers = mask_of(ev.seats)


def _ev_toss_declined(st: State, ev: TossDeclined) -> None:
    if not st.tossers >> ev.seat & 1:
        raise ReplayError("a seat that could not toss declined")
    st.tossers &= ~(1 << ev.seat)


def _ev_gambit_called(st: State, ev: GambitCalled) -> None:
    st.gambit = ev.rank


def _ev_choice(st: State, ev: ChoiceMade) -> None:
    st.owed = ev.owed
    if ev.choice == "discard":
        st.step = DISCARDING
    elif ev.choice == "bottom":
        st.step = TAKING


def _ev_discarded(st: State, ev: CardsDiscarded) -> None:
    if ev.cards & ~st.hands[ev.seat]:
        raise ReplayError("discarded cards are not in the hand")
    st.hands[ev.seat] &= ~ev.cards
    st.removed |= ev.cards
    st.owed = max(0, st.owed - ev.cards.bit_count())


def _ev_taken_card(st: State, ev: CardTaken) -> None:
    slot = st.tables[ev.seat][ev.slot]
    if not slot or slot[-1] != ev.card:
        raise ReplayError("taken card is not on top of its slot")
    slot.pop()
    st.hands[ev.seat] |= 1 << ev.card
    st.owed = max(0, st.owed - 1)


def _ev_switched(st: State, ev: CardsSwitched) -> None:
    if ev.cards & ~st.hands[ev.seat] or ev.taken & ~st.pile_mask:
        raise ReplayError("switched cards are not in the hand or on the pile")
    pile = st.pile
    taken = ev.taken
    while pile and pile[-1][1] & taken:
        taken &= ~pile.pop()[1]
    if taken:
        raise ReplayError("switched cards are not the top play")
    st.pile_mask &= ~ev.taken
    refold(st)
    st.hands[ev.seat] = st.hands[ev.seat] & ~ev.cards | ev.taken
    land(st, ev.seat, ev.cards, -1, 0)


def _ev_reversed(st: State, ev: DirectionReversed) -> None:
    st.direction = ev.direction


def _ev_skipped(st: State, ev: PlayersSkipped) -> None:
    st.skips_due = 0


def _ev_run(st: State, ev: RunOffered) -> None:
    st.step = RUN


_RESPONSE_STEPS: Final = {
    "burn": RESPOND_BURN,
    "forced_pickup": RESPOND_FORCED,
    "gambit": RESPOND_GAMBIT,
    "gambit_choice": CHOOSING,
    "shot": RESPOND_SHOT,
    "sample_return": SAMPLE_RETURN,
}


def _ev_response(st: State, ev: ResponseRequested) -> None:
    st.turn = ev.seat
    st.pending_by = ev.by
    st.step = _RESPONSE_STEPS[ev.reason]
    if st.step != SAMPLE_RETURN:
        st.sample = -1


def _ev_finished(st: State, ev: SeatFinished) -> None:
    st.finished.append(ev.seat)


def _ev_resigned(st: State, ev: SeatResigned) -> None:
    pass  # the GameEnded that follows ends the game, the seat its loser


def _ev_left(st: State, ev: SeatLeft) -> None:
    st.substitutes[ev.seat] = ev.bot


def _ev_aborted(st: State, ev: GameAborted) -> None:
    pass  # the GameEnded that follows ends the game, with no result


def _ev_ended(st: State, ev: GameEnded) -> None:
    st.phase = OVER
    st.result = ev
    st.step = START


EVOLVE: Final[dict[type, Any]] = {
    ContributionsRequested: ev_contributions_requested,
    ContributionCommitted: ev_committed,
    ContributionRevealed: ev_revealed,
    DealForfeited: ev_forfeited,
    Dealt: ev_dealt,
    FaceUpPlaced: ev_face_up_placed,
    CardsSwapped: ev_swapped,
    CardStacked: ev_stacked,
    ModeChanged: _ev_mode,
    CardsThrownIn: ev_thrown_in,
    SeatReady: ev_ready,
    TurnStarted: _ev_turn_started,
    TurnContinued: _ev_turn_continued,
    CardsDrawn: _ev_drawn,
    CardTurned: _ev_turned,
    CardsPlayed: _ev_played,
    PileTaken: _ev_taken,
    CardLeftFaceUp: _ev_left_face_up,
    PileBurned: _ev_burned,
    CardsRemoved: _ev_removed,
    DirectionReversed: _ev_reversed,
    PlayersSkipped: _ev_skipped,
    RunOffered: _ev_run,
    ResponseRequested: _ev_response,
    GambitCalled: _ev_gambit_called,
    ChoiceMade: _ev_choice,
    CardsDiscarded: _ev_discarded,
    CardTaken: _ev_taken_card,
    CardsSwitched: _ev_switched,
    TossOffered: _ev_toss_offered,
    HandsPassed: _ev_hands_passed,
    PassRequested: _ev_pass_requested,
    CardsGiven: _ev_given,
    CardsPassed: _ev_passed,
    SampleRequested: _ev_sample_requested,
    SkipsDeferred: _ev_skips_deferred,
    TossDeclined: _ev_toss_declined,
    SeatFinished: _ev_finished,
    SeatResigned: _ev_resigned,
    SeatLeft: _ev_left,
    GameAborted: _ev_aborted,
    GameEnded: _ev_ended,
}


def fold(st: State, ev: Any) -> None:
    """Fold ``ev`` into ``st`` by its kind's function in ``EVOLVE``. The kinds nearly every
    move makes are called by name first: compiled, that is a direct call, where a call
    through the table goes through the function's Python-level entry (its arguments
    checked and boxed), which for these few was a tenth of a move's cost."""
    kind = type(ev)
    if kind is TurnStarted:
        _ev_turn_started(st, ev)
    elif kind is CardsPlayed:
        _ev_played(st, ev)
    elif kind is PileTaken:
        _ev_taken(st, ev)
    elif kind is CardsDrawn:
        _ev_drawn(st, ev)
    else:
        EVOLVE[kind](st, ev)


def evolve(state: State, event: Any) -> State:
    """Fold one event into ``state`` (in place) and return it."""
    try:
        handler = EVOLVE[type(event)]
    except KeyError:
        raise ReplayError(f"unknown event {event!r}") from None
    handler(state, event)
    state.version += 1
    return state


def replay(game: MakesStates[_S], events: Iterable[Any]) -> _S:
    """The state reached by folding ``events`` from the start: no rules are decided again.

    >>> from engine import Action, Game, build_ruleset, replay
    >>> game = Game(build_ruleset("classic"), 2)
    >>> state, log = game.start(seed="doc")
    >>> log += state.apply(0, Action.parse("ready"))
    >>> replay(game, log) == state
    True
    """
    st = game.new_state()
    n = 0
    try:
        for ev in events:
            fold(st, ev)
            n += 1
    except (IndexError, KeyError, TypeError, AttributeError) as exc:
        raise ReplayError(f"event {n} cannot be applied: {exc!r}") from None
    st.version = n
    return st

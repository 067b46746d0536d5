"""Deciding a play: its kind's powers (again, reverse, skip, burn, forced pick-up, gambits,
shots, samples, tosses), the answers other seats give to it, and picking up the pile.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .actions import Action
from .cards import RANK_MASK, cards_of
from .events import (
    FROM_HAND,
    FROM_TABLE,
    FROM_TURNED,
    CardsPlayed,
    CardsRemoved,
    DirectionReversed,
    GambitCalled,
    HandsPassed,
    ModeChanged,
    PileBurned,
    PileTaken,
    ResponseRequested,
    RunOffered,
    SampleRequested,
    SkipsDeferred,
    TossOffered,
    new_event,
)
from .legal import turned_plays
from .phases import (
    OVER,
    REQUESTS,
    RESPOND_BURN,
    RESPOND_FORCED,
    RESPOND_GAMBIT,
    RESPOND_SHOT,
    TOSSING,
    TURNED,
)
from .pile import RANK_OF, transparent_run
from .turns import (
    after_burn,
    after_pickup,
    continue_turn,
    emit,
    end_turn,
    finish_if_out,
    refill,
    start_turn,
)

if TYPE_CHECKING:
    from .state import State


def resolve_turned(st: State, seat: int) -> None:
    """A blind card was turned: played at once where there is one way to play it, picked up
    with the pile where there is none, else the player chooses (step TURNED)."""
    plays = turned_plays(st, seat)
    if st.free_look:
        return  # the first blind card: play it or leave it face up (step TURNED)
    if not plays:
        placer = st.placer_takes(seat)
        if placer >= 0:
            # the reversed game: the placer takes the pile, the turned card joins the hand
            emit(st, PileTaken(placer, st.pile_mask, 0))
            emit(st, PileTaken(seat, 0, 1 << st.turned))
            continue_turn(st, seat)
            return
        extra = 1 << st.turned
        if st.left >= 0 and RANK_OF[st.left] == RANK_OF[st.turned]:
            extra |= 1 << st.left  # an equal card left face up goes along: pairs are pairs
        emit(st, PileTaken(seat, st.pile_for(seat), extra))
        after_pickup(st, seat)
    elif len(plays) == 1:
        play(st, seat, plays[0])


def play(st: State, seat: int, a: Action) -> None:
    """A play: the cards land, then what their kind does (or what they answer) follows."""
    R = st.rules
    hand = st.hands[seat]
    cards = a.cards
    if st.turned >= 0 and cards == 1 << st.turned:
        source = FROM_TURNED
    elif cards & hand == cards:
        source = FROM_HAND
    elif cards & hand:
        source = FROM_HAND  # last hand cards joined by equal table cards
    else:
        source = FROM_TABLE
    responding = st.step
    by = st.pending_by
    on_empty = not st.pile
    emit(st, new_event(CardsPlayed, (seat, cards, source, a.as_card, a.link)))
    if a.link:
        return  # the chained play must follow (step LINK)
    if a.choice in REQUESTS and cards & R.sample_mask:
        emit(st, SampleRequested(seat, a.slot, a.choice))  # the neighbour answers
        return
    if ((responding >= RESPOND_FORCED and responding != TURNED) or a.slot >= 0) and _answer(
        st, seat, a, responding, by
    ):
        return  # a reply out of the turn's plain flow
    low = (cards & -cards).bit_length() - 1
    played_kind = R.kinds[
        R.play_kind(cards, a.as_card)
        if R.mixed_ranks
        else R.kind_of[a.as_card if a.as_card >= 0 else low]
    ]
    go_again = played_kind.again
    reverse = played_kind.reverse
    if played_kind.reverse_each:
        reverse = cards.bit_count() % 2 == 1  # two laid together cancel out
    skip = played_kind.skip
    toggle = played_kind.mode_toggle
    if played_kind.mode_toggle_each:
        toggle = cards.bit_count() % 2 == 1  # two laid together cancel out
    if go_again and not played_kind.again_on_empty and on_empty:
        go_again = False  # a free play for oneself that gives no go on an empty pile
    if played_kind.transparent and st.top >= 0 and R.kinds[st.top].again:
        go_again = True  # seen through: the go-again card below plays again
    if played_kind.mimic and st.top >= 0 and st.top != played_kind.index:
        mimicked = R.kinds[st.top]  # a mimic takes on the effects of what it copies
        go_again = go_again or mimicked.again
        reverse = reverse or mimicked.reverse
        skip += mimicked.skip
        toggle = toggle or mimicked.mode_toggle
    if toggle:
        emit(st, ModeChanged(1 - st.mode))
    if skip:
        skip *= cards.bit_count()
    if R.together and cards & ~R.kind_cards[played_kind.index]:
        # four of a rank laid together although they work differently: every card's power
        skip = sum(R.kinds[R.kind_of[c]].skip for c in cards_of(cards))
    if R.pass_mask:
        st.pass_due = (cards & R.pass_mask).bit_count()  # before the next turn starts
    # refill while the stock lasts
    refill(st, seat)
    r = RANK_OF[low]
    forcing = played_kind.forced_pickup and not played_kind.mimic
    gambit = (
        R.gambit_rules.get(r)
        if cards.bit_count() == 4 and a.as_card < 0 and responding != RESPOND_BURN
        else None
    )
    if gambit is not None and gambit.optional and a.choice != "gambit":
        gambit = None  # four of the rank played for their value
    if gambit is not None and gambit.choice:
        _call_gambit(st, seat, r, gambit)
        return
    if forcing or gambit is not None:
        nxt = st.next_seat(seat, 1)
        if nxt != seat:
            finish_if_out(st, seat)
            if st.phase == OVER:
                return
            emit(st, ResponseRequested(nxt, "forced_pickup", seat))
            return
    burn_now = False
    if played_kind.burn and not played_kind.mimic:
        if R.burn_cancellable:
            nxt = st.next_seat(seat, 1)
            if nxt != seat:
                finish_if_out(st, seat)
                if st.phase == OVER:
                    return
                emit(st, ResponseRequested(nxt, "burn", seat))
                return
        emit(st, PileBurned(seat, "clear"))
        burn_now = True
    elif played_kind.hand_pass and st.run_count >= (R.x4_count or 4):
        emit(st, HandsPassed(st.direction))  # four on top: every hand moves on
        n = st.game.players
        for i in range(1, n):  # an empty hand passed on may leave a player with nothing
            finish_if_out(st, (seat + st.direction * i) % n)
            if st.phase == OVER:
                return
    elif R.x4_count and played_kind.transparent and cards.bit_count() >= R.x4_count:
        emit(st, PileBurned(seat, "four_of_a_kind"))  # four invisible cards laid together
        burn_now = R.x4_go_again
    elif (
        R.x4_transparent_runs
        and played_kind.transparent
        and (not R.x4_ranks or R.x4_ranks >> r & 1)
        and transparent_run(R, st.pile, r) >= R.x4_count
    ):
        emit(st, PileBurned(seat, "four_of_a_kind"))  # four of them on top, laid in a row
        burn_now = R.x4_go_again
    elif (
        R.x4_count
        and st.run_count >= R.x4_count
        and (not R.x4_ranks or R.x4_ranks >> r & 1)
        and (not R.x4_in_one_play or cards.bit_count() >= R.x4_count)
    ):
        emit(st, PileBurned(seat, "four_of_a_kind"))
        burn_now = R.x4_go_again  # else the turn passes on (with its skips) as usual
    if burn_now:
        if skip and R.skips_after_again:
            emit(st, SkipsDeferred(skip))
        after_burn(st, seat)
        return
    finish_if_out(st, seat)
    if st.phase == OVER:
        return
    if go_again and seat not in st.finished:
        if reverse:
            emit(st, DirectionReversed(-st.direction))
        continue_turn(st, seat)
        return
    if (
        R.runs_of_drawn
        and source == FROM_HAND
        and seat not in st.finished
        and st.hands[seat] & st.fresh & RANK_MASK[r]
        and st.run_rank == r
    ):
        if reverse:
            emit(st, DirectionReversed(-st.direction))
        emit(st, RunOffered(seat, r))
        return
    if r == R.toss_rank and _offer_toss(st, seat, reverse):
        return
    end_turn(st, seat, skip, 0 if not reverse else -1)


def _offer_toss(st: State, seat: int, reverse: bool) -> bool:
    """Open the toss: every other player with a hand may toss cards of this rank."""
    n = st.game.players
    d = -st.direction if reverse else st.direction
    others = tuple(
        s for s in ((seat + d * i) % n for i in range(1, n)) if s not in st.finished and st.hands[s]
    )
    if not others:
        return False
    if reverse:
        emit(st, DirectionReversed(d))
    emit(st, TossOffered(seat, others))
    return True


def _tossed(st: State, seat: int, by: int) -> None:
    """Cards tossed out of turn: the tosser refills; a four of a kind still clears."""
    R = st.rules
    refill(st, seat)
    finish_if_out(st, seat)
    if st.phase == OVER:
        return
    r = st.run_rank
    if (
        R.x4_count
        and st.run_count >= R.x4_count
        and (not R.x4_ranks or R.x4_ranks >> r & 1)
        and not R.x4_in_one_play
    ):
        emit(st, PileBurned(seat, "four_of_a_kind"))
        if R.x4_go_again:
            after_burn(st, seat)
        else:
            end_turn(st, by, 0, 0)
        return
    if not st.tossers:
        end_turn(st, by, 0, 0)


def _answer(st: State, seat: int, a: Action, responding: int, by: int) -> bool:
    """A play that answers something (a toss, a shot, a gambit's stop, a forced pick-up);
    False for a plain play in answer to a shot, which goes on as any play."""
    R = st.rules
    cards = a.cards
    if responding == TOSSING:
        _tossed(st, seat, by)
        return True
    if a.slot >= 0 or (
        responding == RESPOND_SHOT and R.kinds[R.play_kind(cards, a.as_card)].transparent
    ):
        # a shot (or an invisible card shooting it back): the target must answer
        target = a.slot if a.slot >= 0 else by
        refill(st, seat)
        finish_if_out(st, seat)
        if st.phase != OVER:
            if target in st.finished:
                end_turn(st, seat, 0, 0)
            else:
                emit(st, ResponseRequested(target, "shot", seat))
        return True
    if responding == RESPOND_GAMBIT:  # a stopper: it leaves the game with the gambit's effect
        emit(st, CardsRemoved(cards))
        refill(st, seat)
        if R.gambit_rules[st.gambit].steal:
            emit(st, ResponseRequested(seat, "gambit_choice", by))
        else:
            end_turn(st, by, 0, 0)
        return True
    if responding == RESPOND_FORCED:
        rule, cause = st.pending_forced(before_top=True)
        if cards & rule.stoppers:
            # stopped: nobody picks up; the stopper and the cause's spent card leave the
            # game and the stopping player plays on
            emit(st, CardsRemoved(cards | (cause & rule.spent & st.pile_mask)))
            refill(st, seat)
            finish_if_out(st, seat)
            if st.phase != OVER:
                start_turn(st, seat)
            return True
        if cards.bit_count() == 4 and rule.blocked_by_four:
            # four of a kind discards the cause; play goes on off the four
            spent = rule.spent & st.pile_mask & ~cards
            if spent:
                emit(st, CardsRemoved(spent))
            refill(st, seat)
            finish_if_out(st, seat)
            if st.phase != OVER:
                end_turn(st, seat, 0, 0)
        elif rule.reflect:
            forced_pickup(st, by)  # back to the player who forced it
        else:
            refill(st, seat)
            finish_if_out(st, seat)
            if st.phase != OVER:  # on to the next player, who may pass it on again
                emit(st, ResponseRequested(st.next_seat(seat, 1), "forced_pickup", seat))
        return True
    return False


def _call_gambit(st: State, seat: int, rank: int, rule: Any) -> None:
    """A choice gambit: its spade leaves the game, the next player may stop it, then its
    player chooses (discard, draw, force; or take face-down cards)."""
    emit(st, GambitCalled(seat, rank))
    spent = rule.spent & st.pile_mask
    if spent:
        emit(st, CardsRemoved(spent))
    finish_if_out(st, seat)
    if st.phase == OVER:
        return
    if seat in st.finished:
        end_turn(st, seat, 0, 0)
        return
    nxt = st.next_seat(seat, 1)
    if nxt != seat and rule.stoppers & ~st.removed:
        emit(st, ResponseRequested(nxt, "gambit", seat))
    else:
        emit(st, ResponseRequested(seat, "gambit_choice", seat))


def pickup(st: State, seat: int, a: Action) -> None:
    """A pick-up: the pile (and ``a.cards``, a face-up card taken along), or in answer to a
    forced pick-up, the forced one."""
    extra = a.cards
    if st.step == RESPOND_FORCED:
        forced_pickup(st, seat)
        return
    placer = st.placer_takes(seat)
    if placer >= 0:
        # the reversed game: who laid the card that could not be beaten takes the pile,
        # and the player who could not beat it starts the new one
        emit(st, PileTaken(placer, st.pile_mask, 0))
        continue_turn(st, seat)
        return
    emit(st, new_event(PileTaken, (seat, st.pile_for(seat), extra)))
    after_pickup(st, seat)


def forced_pickup(st: State, seat: int) -> None:
    rule, _ = st.pending_forced()
    spent = rule.spent & st.pile_mask
    if spent:
        emit(st, CardsRemoved(spent))
    emit(st, PileTaken(seat, st.pile_for(seat), 0))
    after_pickup(st, seat)

"""What a seat may do: the legal-move generators, one per stage of :data:`engine.phases.STAGES`.

``legal_actions`` answers for any seat; while a seat's turn lasts, the list is kept until
the state's version moves on (``State.legal_cache``), since the service and the bots ask
again and again. Each generator is a plain function of the state, so the hot loops look
their helpers up as module globals, not as attributes.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from typing import TYPE_CHECKING, Final

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
    PLACE,
    PLAY,
    READY,
    REVEAL,
    STACK,
    SWAP,
    TAKE,
    Action,
)
from .cards import N_CARDS, RANK_MASK, cards_of, lowest, mask_of, rank_of
from .errors import UnknownSeatError
from .legal_plays import (
    GIVE_NOTHING,
    PICKUP_ALL,
    aimed,
    groups,
    groups_to_give,
    linked_off_clear,
    links_off_top,
    pickups,
    sampled,
    single_plays,
    submasks,
    switches,
    targets_of,
)
from .phases import (
    CHOOSING,
    DEALING,
    DISCARDING,
    LINK,
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
    SETUP,
    START,
    TAKING,
    TOSSING,
    TURNED,
)
from .pile import RANK_OF

if TYPE_CHECKING:
    from .state import State


def legal_actions(st: State, seat: int) -> list[Action]:
    """Every action ``seat`` may take now; each is accepted verbatim by :meth:`State.apply`."""
    if not 0 <= seat < st.game.players:
        raise UnknownSeatError(f"no seat {seat}")
    if st.phase == SETUP:
        if st.mode < 0:
            return _CALLS if seat == st.game.dealer else []
        return [] if st.ready[seat] else setup_actions(st, seat)
    if st.phase == DEALING and st.commits:
        return contribution_templates(st, seat)
    if st.phase != PLAYING:
        return []
    if st.step == TOSSING:
        return toss_actions(st, seat) if st.tossers >> seat & 1 else []
    if st.step == PASSING:
        return pass_actions(st, seat) if st.passers >> seat & 1 else []
    if seat != st.turn:
        return []
    key = st.version
    if st.legal_version == key and st.legal_cache is not None:
        return st.legal_cache
    # the turn's first play by name (compiled, a direct call; see engine.evolve.fold)
    acts: list[Action] = start_actions(st, seat) if st.step == START else LISTS[st.step](st, seat)
    st.legal_cache = acts
    st.legal_version = key
    return acts


# == dealing and setup ========================================================================


def contribution_templates(st: State, seat: int) -> list[Action]:
    """Templates: the client adds the value only it knows (see :mod:`engine.fairness`)."""
    if seat not in st.contributors():
        return []
    return [_COMMIT] if not st.commits[seat] else [_REVEAL]


def setup_actions(st: State, seat: int) -> list[Action]:
    hand = st.hands[seat]
    stop = st.game.slot_top
    slots = st.tables[seat]
    if any(len(s) <= stop[i] for i, s in enumerate(slots[: st.game.ruleset.layout.top_count()])):
        return [Action(PLACE, 1 << c) for c in cards_of(hand)]
    acts = [_A_READY]
    if seat in st.game.no_swap:
        return acts  # the previous loser may not swap
    table = 0
    tops = 0
    for i, s in enumerate(slots):
        if len(s) == stop[i] + 1:
            table |= 1 << s[stop[i]]
        tops |= RANK_MASK[RANK_OF[s[-1]]]
    for h in cards_of(hand):
        for t in cards_of(table):
            acts.append(_swap(h, t))
    if st.rules.rs.stacking:
        for h in cards_of(hand & tops):
            acts.append(Action(STACK, 1 << h))
    return acts


def _swap(hand_card: int, table_card: int) -> Action:
    """The swap of two cards (made once per pair: setups list the same swaps again and again)."""
    row = _SWAPS[hand_card]
    swap = row[table_card]
    if swap is None:
        swap = row[table_card] = Action(SWAP, (1 << hand_card) | (1 << table_card))
    return swap


# == a turn's own moves =======================================================================


def start_actions(st: State, seat: int) -> list[Action]:
    """The turn's first play (START), or the play chained to a link just laid (LINK)."""
    R = st.rules
    step = st.step
    hand = st.hands[seat]
    acts: list[Action] = []
    if hand:
        src = hand
        blind: list[int] = []
        combine = 0
        if R.combine_with_table and not st.stock_of(seat) and step == START:
            rank = rank_of(lowest(hand))
            if hand & ~RANK_MASK[rank] == 0:
                known, _ = st.accessible(seat)
                combine = known & RANK_MASK[rank]
    else:
        src, blind = st.accessible(seat)
        combine = 0
        if st.left >= 0 and blind:
            return [Action(FLIP, slot=slot) for slot in blind]
    if step == LINK and linked_off_clear(st):
        # a link laid on one's own clear: only a card that cancels it may follow
        single_plays(st, acts, src, True)
        return acts
    accept = R.accept(st.top, st.top_active, st.top_wild, st.mode)
    ok = src & accept
    if ok:
        groups(st, acts, src, ok, src == hand and bool(hand))
    if step == START and hand and st.pile and R.links_off_top and hand & R.link_mask:
        links_off_top(st, acts, hand, accept)
    switch_count = len(acts)
    if hand and step == START and hand & R.switch_mask and st.pile:
        switches(st, acts, hand)
    # every action listed so far is a play but the switches (counted here, so the checks
    # below need not read each action's kind)
    switch_count = len(acts) - switch_count
    if R.shoot_mask and src & R.shoot_mask:
        aimed(st, acts, seat)
    if R.sample_mask and src & R.sample_mask:
        sampled(st, acts, seat)
    if combine and accept & hand:
        for sub in submasks(combine):
            acts.append(Action(PLAY, hand | sub))
    if R.has_singles:
        single_plays(st, acts, src, False)
    if step == LINK:
        return acts
    plays = len(acts) - switch_count
    for slot in blind:
        acts.append(Action(FLIP, slot=slot))
    plays_or_flips = plays + len(blind)
    if (
        R.turn_draw
        and not st.drew
        and st.stock_of(seat)
        and (not R.hand_max or hand.bit_count() < R.hand_max)
    ):
        acts.append(_A_DRAW)
    if R.chance_card and st.stock_of(seat) and hand and not (R.chance_when_stuck and plays):
        acts.append(_A_CHANCE)
    # a pick-up is forced when nothing can be played (a draw does not change that)
    if st.pile_mask and (
        not plays_or_flips
        or (
            R.voluntary_pickup
            and (not R.hand_max or (hand | st.pile_mask).bit_count() <= R.hand_max)
        )
    ):
        if hand or R.face_up_stay or st.placer_takes(seat) >= 0:
            if hand or src:
                acts.append(PICKUP_ALL)
        elif src:
            pickups(st, acts, seat, src)
    return acts


def run_actions(st: State, seat: int) -> list[Action]:
    """Freshly drawn cards of the rank just played, or pass."""
    acts: list[Action] = []
    fresh = st.hands[seat] & st.fresh & RANK_MASK[st.run_rank]
    for sub in submasks(fresh):
        acts.append(Action(PLAY, sub))
    acts.append(_A_PASS)
    return acts


def turned_plays(st: State, seat: int) -> list[Action]:
    c = st.turned
    acts: list[Action] = []
    R = st.rules
    if R.accept(st.top, st.top_active, st.top_wild, st.mode) >> c & 1:
        acts.append(Action(PLAY, 1 << c))
        left = st.left
        if left >= 0 and RANK_OF[left] == RANK_OF[c]:
            acts.append(Action(PLAY, (1 << c) | (1 << left)))  # pairs are pairs after all
    if R.has_singles and c in R.singles:
        single_plays(st, acts, 1 << c, False)
    if R.shoot_mask >> c & 1:
        aimed(st, acts, seat)
    if R.sample_mask >> c & 1:
        sampled(st, acts, seat)
    if st.free_look:
        acts.append(_A_PASS)  # leave it face up and turn another
    return acts


def gambit_choices(st: State, seat: int) -> list[Action]:
    rule = st.rules.gambit_rules[st.gambit]
    acts = []
    if st.hands[seat]:
        acts.append(_A_DISCARD)
    if st.stock_of(seat):
        acts.append(_A_DRAW4)
        if st.next_seat(seat, 1) != seat:
            acts.append(_A_FORCE)
    elif rule.bottom and seat == st.pending_by and not st.hands[seat] and st.accessible(seat)[1]:
        acts.append(_A_BOTTOM)  # the gambit was the last hand cards: take face-down cards
    return acts or [_A_PASS]


def discards(st: State, seat: int) -> list[Action]:
    return [Action(DISCARD, 1 << c) for c in cards_of(st.hands[seat])]


def takes(st: State, seat: int) -> list[Action]:
    return [Action(TAKE, slot=i) for i in st.accessible(seat)[1]]


def sample_returns(st: State, seat: int) -> list[Action]:
    return groups_to_give(st, st.hands[seat])


# == answers to another seat's play ===========================================================


def burn_answers(st: State, seat: int) -> list[Action]:
    """A card that cancels the clear, or pass (the clear stands)."""
    acts: list[Action] = []
    src = st.hands[seat] or st.accessible(seat)[0]
    single_plays(st, acts, src, True)
    acts.append(_A_PASS)
    return acts


def forced_answers(st: State, seat: int) -> list[Action]:
    """A counter or a stopper, four of a kind where that blocks, or the pick-up."""
    R = st.rules
    acts: list[Action] = []
    rule, _ = st.pending_forced()
    src = st.hands[seat] or st.accessible(seat)[0]
    if not (rule.reflect and st.pending_by in st.finished):
        for c in cards_of(src & rule.counters):
            acts.append(Action(PLAY, 1 << c))
    for c in cards_of(src & rule.stoppers & ~rule.counters):
        acts.append(Action(PLAY, 1 << c))
    if rule.blocked_by_four:
        m = src
        wilds = src & R.wild_mask if rule.wild_fourth else 0
        while m:
            group = m & _RANK_MASK_OF_CARD[(m & -m).bit_length() - 1]
            m ^= group
            if group.bit_count() == 4:
                acts.append(Action(PLAY, group))
            elif group.bit_count() == 3 and wilds:
                # three of a kind completed by a wild card called as the fourth
                for w in cards_of(wilds & ~group):
                    call = _RANK_MASK_OF_CARD[lowest(group)] & ~group & ~R.singles[w].wild_exclude
                    if call:
                        acts.append(Action(PLAY, group | 1 << w, as_card=lowest(call)))
    acts.append(PICKUP_ALL)
    return acts


def gambit_stops(st: State, seat: int) -> list[Action]:
    """A card that stops the gambit, or pass (it stands)."""
    acts: list[Action] = []
    src = st.hands[seat] or st.accessible(seat)[0]
    for c in cards_of(src & st.rules.gambit_rules[st.gambit].stoppers):
        acts.append(Action(PLAY, 1 << c))
    acts.append(_A_PASS)
    return acts


def shot_answers(st: State, seat: int) -> list[Action]:
    """A shot's target: shoot on (an ace or a shooting card, at anyone), shoot back (an
    invisible card), play on it as usual, or pick up."""
    R = st.rules
    src = st.hands[seat] or st.accessible(seat)[0]
    acts: list[Action] = []
    accept = R.accept(st.top, st.top_active, st.top_wild, st.mode)
    m = src & (accept | R.shoot_answer)
    while m:
        group = m & R.group_mask[(m & -m).bit_length() - 1]
        m ^= group
        for sub in submasks(group):
            if sub & R.shoot_answer:
                acts.extend(Action(PLAY, sub, slot=t) for t in targets_of(st, seat))
            else:
                acts.append(Action(PLAY, sub))
    acts.append(PICKUP_ALL)
    return acts


def sample_answers(st: State, seat: int) -> list[Action]:
    """The groups a sampled player may give: specials (or masquerade cards) for
    ``special``; else the groups of the lowest or highest value among the other cards."""
    R = st.rules
    hand = st.hands[seat] & ~R.sample_mask
    specials = 0
    plain = 0
    for c in cards_of(hand):
        r = RANK_OF[c]
        if (R.sample_specials | R.sample_masquerade) >> r & 1:
            specials |= 1 << c
        if not R.sample_specials >> r & 1:
            plain |= 1 << c
    request = REQUESTS[st.sample]
    if request == "special":
        return groups_to_give(st, specials)
    if not plain:
        return [GIVE_NOTHING]
    kinds = R.kinds_by_mode[max(st.mode, 0)]
    values = {c: kinds[R.kind_of[c]].value for c in cards_of(plain)}
    best = (min if request == "low" else max)(values.values())
    return groups_to_give(st, mask_of(c for c, v in values.items() if v == best))


# == moves out of turn: every seat offered them acts at once ==================================


def toss_actions(st: State, seat: int) -> list[Action]:
    R = st.rules
    fives = st.hands[seat] & RANK_MASK[R.toss_rank]
    fives &= R.accept(st.top, st.top_active, st.top_wild, st.mode)
    return [*(Action(PLAY, sub) for sub in submasks(fives)), _A_PASS]


def pass_actions(st: State, seat: int) -> list[Action]:
    """The cards ``seat`` may pass on: ``owed`` hand cards; short of them, the whole hand
    and face-up table cards (the blind ones that may still be missing are taken in slot
    order when the cards are given)."""
    k = st.owed
    hand = st.hands[seat]
    if hand.bit_count() >= k:
        return [Action(GIVE, mask_of(cs)) for cs in combinations(cards_of(hand), k)]
    need = k - hand.bit_count()
    up = st.accessible(seat)[0]
    if up.bit_count() <= need:
        return [Action(GIVE, hand | up)]
    return [Action(GIVE, hand | mask_of(cs)) for cs in combinations(cards_of(up), need)]


_A_PASS: Final = Action(PASS)
_A_DRAW: Final = Action(DRAW)
_A_CHANCE: Final = Action(CHANCE)
_A_DISCARD: Final = Action(CHOOSE, choice="discard")
_A_DRAW4: Final = Action(CHOOSE, choice="draw")
_A_FORCE: Final = Action(CHOOSE, choice="force")
_A_BOTTOM: Final = Action(CHOOSE, choice="bottom")
_A_READY: Final = Action(READY)
_CALLS: Final = [Action(CALL, choice="normal"), Action(CALL, choice="reversed")]
_COMMIT: Final = Action(COMMIT)
_REVEAL: Final = Action(REVEAL)
_SWAPS: Final[list[list[Action | None]]] = [[None] * N_CARDS for _ in range(N_CARDS)]
_RANK_MASK_OF_CARD: Final = tuple(RANK_MASK[rank_of(c)] for c in range(N_CARDS))

#: The generator of each step's moves, by the steps of the state machine
#: (:data:`engine.phases.STAGES`; tests/test_phases.py holds this table to that one).
LISTS: Final[dict[int, Callable[[State, int], list[Action]]]] = {
    START: start_actions,
    RUN: run_actions,
    LINK: start_actions,
    RESPOND_BURN: burn_answers,
    RESPOND_FORCED: forced_answers,
    TURNED: turned_plays,
    RESPOND_GAMBIT: gambit_stops,
    CHOOSING: gambit_choices,
    DISCARDING: discards,
    TAKING: takes,
    TOSSING: toss_actions,
    RESPOND_SHOT: shot_answers,
    PASSING: pass_actions,
    SAMPLE_ANSWER: sample_answers,
    SAMPLE_RETURN: sample_returns,
}

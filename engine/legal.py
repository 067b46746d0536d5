"""What a seat may do: the legal-move generators, one per stage of :data:`engine.phases.STAGES`.

``legal_actions`` answers for any seat; while a seat's turn lasts, the list is kept until
the state's version moves on (``State.legal_cache``), since the service and the bots ask
again and again. Each generator is a plain function of the state, so the hot loops look
their helpers up as module globals, not as attributes.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from typing import TYPE_CHECKING

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
from .cards import N_CARDS, RANK_MASK, cards_of, lowest, mask_of, rank_of
from .errors import UnknownSeatError
from .evolve import RANK_OF, identity_of
from .phases import (
    DEALING,
    LINK,
    LINK_ENTRY,
    PASSING,
    PLAY_STAGES,
    PLAYING,
    REQUESTS,
    SETUP,
    START,
    TOSSING,
)

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
    acts: list[Action] = LISTS[st.step](st, seat)
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
            acts.append(Action(SWAP, (1 << h) | (1 << t)))
    if st.rules.rs.stacking:
        for h in cards_of(hand & tops):
            acts.append(Action(STACK, 1 << h))
    return acts


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
    if step == LINK and _linked_off_clear(st):
        # a link laid on one's own clear: only a card that cancels it may follow
        _single_plays(st, acts, src, True)
        return acts
    accept = R.accept(st.top, st.top_active, st.top_wild, st.mode)
    ok = src & accept
    if ok:
        _groups(st, acts, src, ok, src == hand and bool(hand))
    if step == START and hand and st.pile and R.links_off_top and hand & R.link_mask:
        _links_off_top(st, acts, hand, accept)
    if hand and step == START and hand & R.switch_mask and st.pile:
        _switches(st, acts, hand)
    if R.shoot_mask and src & R.shoot_mask:
        _aimed(st, acts, seat)
    if R.sample_mask and src & R.sample_mask:
        _sampled(st, acts, seat)
    if combine and accept & hand:
        for sub in submasks(combine):
            acts.append(Action(PLAY, hand | sub))
    if R.has_singles:
        _single_plays(st, acts, src, False)
    if step == LINK:
        return acts
    for slot in blind:
        acts.append(Action(FLIP, slot=slot))
    if R.turn_draw and not st.drew and st.stock_of(seat) and (
        not R.hand_max or hand.bit_count() < R.hand_max
    ):
        acts.append(_A_DRAW)
    if R.chance_card and st.stock_of(seat) and hand and not (
        R.chance_when_stuck and any(a.kind == PLAY for a in acts)
    ):
        acts.append(_A_CHANCE)
    # a pick-up is forced when nothing can be played (a draw does not change that)
    if st.pile_mask and (
        not any(a.kind == PLAY or a.kind == FLIP for a in acts)
        or (
            R.voluntary_pickup
            and (not R.hand_max or (hand | st.pile_mask).bit_count() <= R.hand_max)
        )
    ):
        if hand or R.face_up_stay or st.placer_takes(seat) >= 0:
            if hand or src:
                acts.append(_A_PICKUP)
        elif src:
            _pickups(st, acts, seat, src)
    return acts


def run_actions(st: State, seat: int) -> list[Action]:
    """Freshly drawn cards of the rank just played, or pass."""
    acts: list[Action] = []
    fresh = st.hands[seat] & st.fresh & RANK_MASK[st.run_rank]
    for sub in submasks(fresh):
        acts.append(Action(PLAY, sub))
    acts.append(_A_PASS)
    return acts


def discards(st: State, seat: int) -> list[Action]:
    return [Action(DISCARD, 1 << c) for c in cards_of(st.hands[seat])]


def takes(st: State, seat: int) -> list[Action]:
    return [Action(TAKE, slot=i) for i in st.accessible(seat)[1]]


def sample_returns(st: State, seat: int) -> list[Action]:
    return _groups_to_give(st, st.hands[seat])


# == answers to another seat's play ===========================================================


def burn_answers(st: State, seat: int) -> list[Action]:
    """A card that cancels the clear, or pass (the clear stands)."""
    acts: list[Action] = []
    src = st.hands[seat] or st.accessible(seat)[0]
    _single_plays(st, acts, src, True)
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
    acts.append(_A_PICKUP)
    return acts


def gambit_stops(st: State, seat: int) -> list[Action]:
    """A card that stops the gambit, or pass (it stands)."""
    acts: list[Action] = []
    src = st.hands[seat] or st.accessible(seat)[0]
    for c in cards_of(src & st.rules.gambit_rules[st.gambit].stoppers):
        acts.append(Action(PLAY, 1 << c))
    acts.append(_A_PASS)
    return acts

# == helpers ===================================================================================


def _linked_off_clear(st: State) -> bool:
    """Whether the link just laid follows the player's own clearing card (a 10)."""
    if len(st.pile) < 2:
        return False
    seat, cards, as_card = st.pile[-2]
    if as_card == LINK_ENTRY or seat != st.turn:
        return False
    R = st.rules
    return R.kinds[R.play_kind(cards, as_card)].burn

def _targets(st: State, seat: int) -> list[int]:
    return [s for s in range(st.game.players) if s != seat and s not in st.finished]

def _aimed(st: State, acts: list[Action], seat: int) -> None:
    """Each play of a shooting card once per target seat."""
    R = st.rules
    if not R.shoot_mask:
        return
    targets = _targets(st, seat)
    out: list[Action] = []
    for a in acts:
        if a.kind == PLAY and not a.link and R.kinds[R.play_kind(a.cards, a.as_card)].shoot:
            out.extend(a._replace(slot=t) for t in targets)
        else:
            out.append(a)
    acts[:] = out

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
                acts.extend(Action(PLAY, sub, slot=t) for t in _targets(st, seat))
            else:
                acts.append(Action(PLAY, sub))
    acts.append(_A_PICKUP)
    return acts

def toss_actions(st: State, seat: int) -> list[Action]:
    R = st.rules
    fives = st.hands[seat] & RANK_MASK[R.toss_rank]
    fives &= R.accept(st.top, st.top_active, st.top_wild, st.mode)
    return [*(Action(PLAY, sub) for sub in submasks(fives)), _A_PASS]

def _neighbours(st: State, seat: int) -> list[int]:
    """The nearest seats still in on either side (one seat when they are the same)."""
    n = st.game.players
    out: list[int] = []
    for d in (1, -1):
        s = seat
        for _ in range(n - 1):
            s = (s + d) % n
            if s not in st.finished:
                if s not in out:
                    out.append(s)
                break
    return out

def _sampled(st: State, acts: list[Action], seat: int) -> None:
    """Each play of a sample card as each request of each neighbour."""
    R = st.rules
    targets = _neighbours(st, seat)
    out: list[Action] = []
    for a in acts:
        if a.kind == PLAY and a.cards & R.sample_mask and not a.link:
            out.extend(a._replace(slot=t, choice=q) for t in targets for q in REQUESTS)
        else:
            out.append(a)
    acts[:] = out

def _groups_to_give(st: State, cards: int) -> list[Action]:
    """One ``give`` per whole group of ``cards``; a bare ``give`` when there is none."""
    acts: list[Action] = []
    group_mask = st.rules.group_mask
    while cards:
        g = cards & group_mask[(cards & -cards).bit_length() - 1]
        cards ^= g
        acts.append(Action(GIVE, g))
    return acts or [_A_GIVE]

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
        return _groups_to_give(st, specials)
    if not plain:
        return [_A_GIVE]
    kinds = R.kinds_by_mode[max(st.mode, 0)]
    values = {c: kinds[R.kind_of[c]].value for c in cards_of(plain)}
    best = (min if request == "low" else max)(values.values())
    return _groups_to_give(st, mask_of(c for c, v in values.items() if v == best))

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

def gambit_choices(st: State, seat: int) -> list[Action]:
    rule = st.rules.gambit_rules[st.gambit]
    acts = []
    if st.hands[seat]:
        acts.append(_A_DISCARD)
    if st.stock_of(seat):
        acts.append(_A_DRAW4)
        if st.next_seat(seat, 1) != seat:
            acts.append(_A_FORCE)
    elif (
        rule.bottom and seat == st.pending_by and not st.hands[seat]
        and st.accessible(seat)[1]
    ):
        acts.append(_A_BOTTOM)  # the gambit was the last hand cards: take face-down cards
    return acts or [_A_PASS]

def _link_cards(st: State, avail: int) -> list[int]:
    """The link cards (each a mask) that may be laid now out of ``avail``."""
    R = st.rules
    avail &= R.link_mask
    if R.link_per_turn and (st.chain & ~R.link_extra).bit_count() >= R.link_per_turn:
        avail &= R.link_extra  # the plain links are spent: only the extra ones are left
    if not avail:
        return []
    return submasks(avail) if R.links_many else [1 << c for c in cards_of(avail)]

def _links_off_top(st: State, acts: list[Action], hand: int, accept: int) -> None:
    """A link laid straight on the pile's top card, where a chained play can follow."""
    for link in _link_cards(st, hand):
        rest = hand & ~link
        if rest & accept or _single_possible(st, rest, st.top, st.top_active, st.top_wild):
            acts.append(Action(PLAY, 0, link))

def _switches(st: State, acts: list[Action], hand: int) -> None:
    """Ace as switch card: one switch card per card of the top play, laid where it fits."""
    R = st.rules
    taken, below = st.top_play()
    n = taken.bit_count()
    if not n or taken & R.switch_exclude:
        return
    switch = hand & R.switch_mask
    if switch.bit_count() < n:
        return
    top, active, wild = identity_of(st.rules, st.pile[:below])
    if not R.accept(top, active, wild, st.mode) & switch or (top >= 0 and R.kinds[top].burn):
        return  # the switch card could not be played where the top play lies
    for sub in submasks(switch):
        if sub.bit_count() == n:
            acts.append(Action(SWITCH, sub))

def _groups(st: State, acts: list[Action], src: int, ok: int, from_hand: bool) -> None:
    """Every group of equal cards in ``ok`` (the playable cards of ``src``)."""
    links = from_hand and st.rules.has_links and bool(src & st.rules.link_mask)
    group_mask = st.rules.group_mask
    ok_all = ok
    while ok:
        m = ok & group_mask[(ok & -ok).bit_length() - 1]
        ok ^= m
        plays = _PLAYS.get(m)
        if plays is None:
            plays = _PLAYS[m] = [Action(PLAY, sub) for sub in submasks(m)]
        acts.extend(plays)
        if from_hand and st.rules.optional_gambits and m.bit_count() == 4 and (
            st.rules.optional_gambits >> RANK_OF[(m & -m).bit_length() - 1] & 1
        ):
            acts.append(Action(PLAY, m, choice="gambit"))
        if links:
            _link_variants(st, acts, src, m, plays)
    for combo in st.rules.together:  # four of a rank laid together, whatever they do
        if ok_all & combo == combo and group_mask[(combo & -combo).bit_length() - 1] != combo:
            acts.append(Action(PLAY, combo))

def _link_variants(st: State, acts: list[Action], hand: int, rank_cards: int,
                   plays: list[Action]) -> None:
    """Each group of one rank followed by a Link2, where a chained play can follow."""
    R = st.rules
    low = (rank_cards & -rank_cards).bit_length() - 1
    r = RANK_OF[low]
    mixed = R.mixed_ranks >> r & 1
    k = R.kinds[R.kind_of[low]]
    after: dict[int, tuple[int, bool, bool, int]] = {}  # per kind: the top it leaves, accept
    links_of: dict[int, list[int]] = {}  # per set of link cards left: the links to lay
    for a in plays:
        group = a.cards
        if mixed:  # cards of this rank play as different kinds
            k = R.kinds[R.play_kind(group, -1)]
        if k.free_play == 1 or k.go_again or k.forced_pickup or k.shoot:
            continue  # the play ends or restarts the turn by itself
        if k.burn and not R.burn_cancellable:
            continue
        n = group.bit_count()
        gr = R.gambit_rules.get(r) if n == 4 else None
        if gr is not None and not gr.optional:
            continue  # the gambit ends the turn
        if R.x4_count and st.run_rank == r and st.run_count + n >= R.x4_count:
            continue
        known = after.get(k.index)
        if known is None:
            top, active, wild = st.identity_after(k, -1)
            known = after[k.index] = (top, active, wild, R.accept(top, active, wild, st.mode))
        top, active, wild, accept = known
        left = hand & ~group
        avail = left & R.link_mask
        links = links_of.get(avail)
        if links is None:
            links = links_of[avail] = _link_cards(st, avail)
        for link in links:
            rest = left & ~link
            if k.burn:
                ok = _single_possible(st, rest, top, True, False, burn=True)
            else:
                ok = bool(rest & accept) or _single_possible(st, rest, top, active, wild)
            if ok:
                acts.append(Action(PLAY, group, link))

def _single_possible(st: State, src: int, top: int, active: bool, wild: bool, burn: bool = False) -> bool:
    R = st.rules
    for c in cards_of(src & (R.cancel_mask | R.wild_mask)):
        s = R.singles[c]
        if s.cancel_targets and R.cancellable_by(top, active, burn, s.cancel_targets):
            return True
        if s.wild and _wild_calls(st, c, top, active, wild, burn):
            return True
    return False

def _single_plays(st: State, acts: list[Action], src: int, responding: bool) -> None:
    """Plays of one card for a power it has alone: a cancel card, a wild card's calls
    (and, from the hand where links are played, each followed by a link)."""
    R = st.rules
    seen: set[Action] | None = None

    def add(a: Action) -> None:
        """List ``a`` unless it is a plain play listed already (a wild card's calls
        cannot be: they are checked against nothing)."""
        nonlocal seen
        if a.as_card >= 0:
            acts.append(a)
            return
        if seen is None:  # the plain plays listed so far, gathered once one is needed
            seen = {b for b in acts if b.kind == PLAY and b.as_card < 0}
        if a not in seen:
            acts.append(a)
            seen.add(a)

    links = not responding and R.has_links and src == st.hands[st.turn]
    for c in cards_of(src & (R.cancel_mask | R.wild_mask)):
        s = R.singles[c]
        plays: list[Action] = []
        if s.cancel_targets and R.cancellable_by(
            st.top, st.top_active, responding, s.cancel_targets
        ):
            plays.append(Action(PLAY, 1 << c))
        if s.wild:
            for x in _wild_calls(st, c, st.top, st.top_active, st.top_wild, responding):
                plays.append(Action(PLAY, 1 << c, as_card=x))
        for a in plays:
            add(a)
            if not links:
                continue
            k = R.kinds[R.play_kind(a.cards, a.as_card)]
            if k.free_play == 1 or k.go_again or k.forced_pickup or k.burn or k.shoot:
                continue
            top, active, wild = st.identity_after(k, a.as_card)
            accept = R.accept(top, active, wild, st.mode)
            for link in _link_cards(st, src & ~a.cards):
                rest = src & ~a.cards & ~link
                if rest & accept or _single_possible(st, rest, top, active, wild):
                    add(Action(PLAY, a.cards, link, a.as_card))

def _wild_calls(st: State, c: int, top: int, active: bool, wild: bool, responding: bool) -> list[int]:
    """The cards wild card ``c`` may be played as here (one per interchangeable kind)."""
    R = st.rules
    s = R.singles[c]
    calls: list[int] = []
    if not responding:
        accept = (R.accept_in_turn if s.wild_in_turn else R.accept)(top, active, wild, st.mode)
        for r in R.ranks_present:
            if r == rank_of(c):
                continue
            cand = accept & RANK_MASK[r] & R.deck_mask & ~s.wild_exclude & ~R.cancel_mask & ~R.counter_mask
            if cand:
                calls.append(lowest(cand))
    for x in cards_of(R.cancel_mask & ~s.wild_exclude):
        t = R.singles[x].cancel_targets
        if R.cancellable_by(top, active, responding, t):
            calls.append(x)
    return calls

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
        _single_plays(st, acts, 1 << c, False)
    if R.shoot_mask >> c & 1:
        _aimed(st, acts, seat)
    if R.sample_mask >> c & 1:
        _sampled(st, acts, seat)
    if st.free_look:
        acts.append(_A_PASS)  # leave it face up and turn another
    return acts

def _pickups(st: State, acts: list[Action], seat: int, known: int) -> None:
    """Picking up while on the table: take one face-up card along, or only blind cards left."""
    svis = st.game.slot_vis
    offered = False
    for i, slot in enumerate(st.tables[seat]):
        if slot and known >> slot[-1] & 1 and svis[i][len(slot) - 1] == 2:
            acts.append(Action(PICKUP, 1 << slot[-1]))
            offered = True
    if not offered:
        acts.append(_A_PICKUP)


def submasks(m: int) -> list[int]:
    """Every non-empty subset of the cards ``m``, smallest first (cached: hands repeat)."""
    cached = _SUBMASKS.get(m)
    if cached is None:
        subs = []
        sub = m
        while sub:
            subs.append(sub)
            sub = (sub - 1) & m
        subs.reverse()
        cached = _SUBMASKS[m] = subs
    return cached


_SUBMASKS: dict[int, list[int]] = {}
_PLAYS: dict[int, list[Action]] = {}
_A_PICKUP = Action(PICKUP)
_A_PASS = Action(PASS)
_A_DRAW = Action(DRAW)
_A_CHANCE = Action(CHANCE)
_A_DISCARD = Action(CHOOSE, choice="discard")
_A_DRAW4 = Action(CHOOSE, choice="draw")
_A_FORCE = Action(CHOOSE, choice="force")
_A_BOTTOM = Action(CHOOSE, choice="bottom")
_A_READY = Action(READY)
_A_GIVE = Action(GIVE)
_CALLS = [Action(CALL, choice="normal"), Action(CALL, choice="reversed")]
_COMMIT = Action(COMMIT)
_REVEAL = Action(REVEAL)
_RANK_MASK_OF_CARD = tuple(RANK_MASK[rank_of(c)] for c in range(N_CARDS))

#: The generator of each step's moves, as the state machine names it (engine.phases.STAGES).
LISTS: dict[int, Callable[[State, int], list[Action]]] = {
    step: globals()[stage.lists] for step, stage in PLAY_STAGES.items()
}

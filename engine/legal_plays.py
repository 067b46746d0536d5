"""The plays a seat's cards make: groups of equal cards, links chained to them, single
cards played for a power they have alone (cancels, wild calls), switches, shots and samples
aimed at a seat, picking up from the table. :mod:`engine.legal` asks these for each step.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from .actions import GIVE, PICKUP, PLAY, SWITCH, Action
from .cards import RANK_MASK, cards_of, lowest, rank_of
from .phases import LINK_ENTRY, REQUESTS
from .pile import RANK_OF, identity_of

if TYPE_CHECKING:
    from .state import State


def linked_off_clear(st: State) -> bool:
    """Whether the link just laid follows the player's own clearing card (a 10)."""
    if len(st.pile) < 2:
        return False
    seat, cards, as_card = st.pile[-2]
    if as_card == LINK_ENTRY or seat != st.turn:
        return False
    R = st.rules
    return R.kinds[R.play_kind(cards, as_card)].burn


def targets_of(st: State, seat: int) -> list[int]:
    return [s for s in range(st.game.players) if s != seat and s not in st.finished]


def aimed(st: State, acts: list[Action], seat: int) -> None:
    """Each play of a shooting card once per target seat."""
    R = st.rules
    if not R.shoot_mask:
        return
    targets = targets_of(st, seat)
    out: list[Action] = []
    for a in acts:
        if a.kind == PLAY and not a.link and R.kinds[R.play_kind(a.cards, a.as_card)].shoot:
            out.extend(a._replace(slot=t) for t in targets)
        else:
            out.append(a)
    acts[:] = out


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


def sampled(st: State, acts: list[Action], seat: int) -> None:
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


def groups_to_give(st: State, cards: int) -> list[Action]:
    """One ``give`` per whole group of ``cards``; a bare ``give`` when there is none."""
    acts: list[Action] = []
    group_mask = st.rules.group_mask
    while cards:
        g = cards & group_mask[(cards & -cards).bit_length() - 1]
        cards ^= g
        acts.append(Action(GIVE, g))
    return acts or [GIVE_NOTHING]


def _link_cards(st: State, avail: int) -> list[int]:
    """The link cards (each a mask) that may be laid now out of ``avail``."""
    R = st.rules
    avail &= R.link_mask
    if R.link_per_turn and (st.chain & ~R.link_extra).bit_count() >= R.link_per_turn:
        avail &= R.link_extra  # the plain links are spent: only the extra ones are left
    if not avail:
        return []
    return submasks(avail) if R.links_many else [1 << c for c in cards_of(avail)]


def links_off_top(st: State, acts: list[Action], hand: int, accept: int) -> None:
    """A link laid straight on the pile's top card, where a chained play can follow."""
    for link in _link_cards(st, hand):
        rest = hand & ~link
        if rest & accept or _single_possible(st, rest, st.top, st.top_active, st.top_wild):
            acts.append(Action(PLAY, 0, link))


def switches(st: State, acts: list[Action], hand: int) -> None:
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


def groups(st: State, acts: list[Action], src: int, ok: int, from_hand: bool) -> None:
    """Every group of equal cards in ``ok`` (the playable cards of ``src``)."""
    links = from_hand and st.rules.has_links and bool(src & st.rules.link_mask)
    group_mask = st.rules.group_mask
    ok_all = ok
    while ok:
        m = ok & group_mask[(ok & -ok).bit_length() - 1]
        ok ^= m
        plays = _plays_of(m)
        acts.extend(plays)
        if (
            from_hand
            and st.rules.optional_gambits
            and m.bit_count() == 4
            and (st.rules.optional_gambits >> RANK_OF[(m & -m).bit_length() - 1] & 1)
        ):
            acts.append(Action(PLAY, m, choice="gambit"))
        if links:
            _link_variants(st, acts, src, m, plays)
    for combo in st.rules.together:  # four of a rank laid together, whatever they do
        if ok_all & combo == combo and group_mask[(combo & -combo).bit_length() - 1] != combo:
            acts.append(Action(PLAY, combo))


def _link_variants(
    st: State, acts: list[Action], hand: int, rank_cards: int, plays: list[Action]
) -> None:
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


def _single_possible(
    st: State, src: int, top: int, active: bool, wild: bool, burn: bool = False
) -> bool:
    R = st.rules
    for c in cards_of(src & (R.cancel_mask | R.wild_mask)):
        s = R.singles[c]
        if s.cancel_targets and R.cancellable_by(top, active, burn, s.cancel_targets):
            return True
        if s.wild and _wild_calls(st, c, top, active, wild, burn):
            return True
    return False


def single_plays(st: State, acts: list[Action], src: int, responding: bool) -> None:
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


def _wild_calls(
    st: State, c: int, top: int, active: bool, wild: bool, responding: bool
) -> list[int]:
    """The cards wild card ``c`` may be played as here (one per interchangeable kind)."""
    R = st.rules
    s = R.singles[c]
    calls: list[int] = []
    if not responding:
        accept = (R.accept_in_turn if s.wild_in_turn else R.accept)(top, active, wild, st.mode)
        for r in R.ranks_present:
            if r == rank_of(c):
                continue
            cand = (
                accept
                & RANK_MASK[r]
                & R.deck_mask
                & ~s.wild_exclude
                & ~R.cancel_mask
                & ~R.counter_mask
            )
            if cand:
                calls.append(lowest(cand))
    for x in cards_of(R.cancel_mask & ~s.wild_exclude):
        t = R.singles[x].cancel_targets
        if R.cancellable_by(top, active, responding, t):
            calls.append(x)
    return calls


def pickups(st: State, acts: list[Action], seat: int, known: int) -> None:
    """Picking up while on the table: take one face-up card along, or only blind cards left."""
    svis = st.game.slot_vis
    offered = False
    for i, slot in enumerate(st.tables[seat]):
        if slot and known >> slot[-1] & 1 and svis[i][len(slot) - 1] == 2:
            acts.append(Action(PICKUP, 1 << slot[-1]))
            offered = True
    if not offered:
        acts.append(PICKUP_ALL)


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


_SUBMASKS: Final[dict[int, list[int]]] = {}
#: The plays of each group, cached by the group's lowest card and the cards above it: a
#: group spans at most ``_SPAN`` card numbers (one rank's suits, the jokers), so the cache
#: is two list lookups, not a dict's (whose keys, whole masks, are large integers).
_SPAN: Final = 5
_PLAYS: Final[list[list[list[Action] | None]]] = [[None] * (1 << _SPAN) for _ in range(64)]
_WIDE_PLAYS: Final[dict[int, list[Action]]] = {}


def _plays_of(group: int) -> list[Action]:
    """One play of each non-empty subset of ``group`` (cached: the same groups recur)."""
    low = (group & -group).bit_length() - 1
    above = group >> low
    if above >> _SPAN:
        plays = _WIDE_PLAYS.get(group)
        if plays is None:
            plays = _WIDE_PLAYS[group] = [Action(PLAY, sub) for sub in submasks(group)]
        return plays
    row = _PLAYS[low]
    cached = row[above]
    if cached is None:
        cached = row[above] = [Action(PLAY, sub) for sub in submasks(group)]
    return cached


#: A pick-up of the pile alone; a give of no cards (nothing the request asks for is held).
PICKUP_ALL: Final = Action(PICKUP)
GIVE_NOTHING: Final = Action(GIVE)

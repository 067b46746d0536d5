"""Folding the events before the first turn: the contributed deal's commitments, the deal
(one shared stock, or a pile and a stock per player), the table's setup (face-up cards
placed, swapped and stacked, seats ready) and the cards thrown in to start the pile.

:mod:`engine.evolve` folds them through its ``EVOLVE`` table with every other kind; they
sit apart because each is folded once or a few times a game, where the play's are folded
on every move.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .errors import ReplayError
from .events import (
    CardsSwapped,
    CardStacked,
    CardsThrownIn,
    ContributionCommitted,
    ContributionRevealed,
    ContributionsRequested,
    DealForfeited,
    Dealt,
    FaceUpPlaced,
    SeatReady,
)
from .phases import PLAYING, SETUP
from .pile import RANK_OF
from .pile_moves import land

if TYPE_CHECKING:
    from .state import State


def ev_contributions_requested(st: State, ev: ContributionsRequested) -> None:
    st.commits = [""] * st.game.players
    st.contributions = [""] * st.game.players


def ev_committed(st: State, ev: ContributionCommitted) -> None:
    st.commits[ev.seat] = ev.commitment


def ev_revealed(st: State, ev: ContributionRevealed) -> None:
    st.contributions[ev.seat] = ev.contribution


def ev_forfeited(st: State, ev: DealForfeited) -> None:
    pass  # the GameEnded that follows ends the game


def ev_dealt(st: State, ev: Dealt) -> None:
    (_deal_own_piles if st.stocks else _deal_shared)(st, ev)
    rs = st.game.ruleset
    st.phase = SETUP if rs.layout.setup != "none" else PLAYING
    st.mode = {"normal": 0, "reversed": 1, "dealer_calls": -1}[rs.start_mode]


def _deal_shared(st: State, ev: Dealt) -> None:
    """One stock for everyone: the table layer by layer, the hands, the start card, the rest."""
    g = st.game
    lay = g.ruleset.layout
    n = g.players
    deck = list(ev.deck)
    pos = g.ruleset.set_aside
    for c in deck[:pos]:
        st.aside |= 1 << c
    order = [(g.dealer + 1 + i) % n for i in range(n)]
    n_layers = len(lay.layers)
    dealt_layers = n_layers - (1 if lay.setup == "choose" else 0)
    counts = lay.layer_counts()
    for layer in range(dealt_layers):
        for slot in range(counts[layer]):
            for seat in order:
                c = deck[pos]
                pos += 1
                st.tables[seat][slot].append(c)
                if layer == n_layers - 1 and g.layer_vis[layer] == 2:
                    st.dealt_up.append((seat, c))
    for _ in range(lay.hand):
        for seat in order:
            st.hands[seat] |= 1 << deck[pos]
            pos += 1
    if g.ruleset.start_card and pos < len(deck):
        c = deck[pos]
        pos += 1
        if g.spoils >= 0:
            st.hands[g.spoils] |= 1 << c  # face down: the winner's spoils
        else:
            land(st, -1, 1 << c, -1, 0, start=True)
    st.stock = deck[pos:][::-1]


def _deal_own_piles(st: State, ev: Dealt) -> None:
    """The red/black split deck: the shuffled deck's black cards (in deck order) go to seat 0,
    its red cards to seat 1; each half deals its owner's table layer by layer, then its hand,
    then the start card of its pile, and the rest is its stock. The first player's start card
    is turned first, so the first play is made off the other player's."""
    from .cards import is_red

    g = st.game
    lay = g.ruleset.layout
    halves = [[c for c in ev.deck if not is_red(c)], [c for c in ev.deck if is_red(c)]]
    starts = []
    for seat, half in enumerate(halves):
        pos = 0
        for count in lay.layer_counts():
            for slot in range(count):
                st.tables[seat][slot].append(half[pos])
                pos += 1
        for c in half[pos : pos + lay.hand]:
            st.hands[seat] |= 1 << c
        pos += lay.hand
        if g.ruleset.start_card:
            starts.append((seat, half[pos]))
            pos += 1
        st.stocks[seat] = half[pos:][::-1]
    first = g.starter if g.starter >= 0 else (g.dealer + 1) % 2
    for seat, c in sorted(starts, key=lambda sc: sc[0] != first):
        land(st, seat, 1 << c, -1, 0, start=True)


def ev_face_up_placed(st: State, ev: FaceUpPlaced) -> None:
    st.hands[ev.seat] &= ~(1 << ev.card)
    stop = st.game.slot_top
    for i, slot in enumerate(st.tables[ev.seat][: st.game.ruleset.layout.top_count()]):
        if len(slot) == stop[i]:
            slot.append(ev.card)
            return
    raise ReplayError("no empty slot to place a card on")


def ev_swapped(st: State, ev: CardsSwapped) -> None:
    stop = st.game.slot_top
    for i, slot in enumerate(st.tables[ev.seat]):
        top = stop[i]
        if len(slot) == top + 1 and slot[top] == ev.table_card:
            slot[top] = ev.hand_card
            st.hands[ev.seat] = st.hands[ev.seat] & ~(1 << ev.hand_card) | (1 << ev.table_card)
            st.arranged[ev.seat] += 1
            return
    raise ReplayError("swapped card is not on the table")


def ev_stacked(st: State, ev: CardStacked) -> None:
    slot = st.tables[ev.seat][ev.slot]
    if not st.hands[ev.seat] >> ev.card & 1 or RANK_OF[slot[-1]] != RANK_OF[ev.card]:
        raise ReplayError("stacked card is not a hand card of the slot's rank")
    st.hands[ev.seat] &= ~(1 << ev.card)
    slot.append(ev.card)
    st.arranged[ev.seat] += 1


def ev_thrown_in(st: State, ev: CardsThrownIn) -> None:
    if ev.cards & ~st.hands[ev.seat]:
        raise ReplayError("thrown-in cards are not in the hand")
    st.hands[ev.seat] &= ~ev.cards
    step = st.step
    land(st, ev.seat, ev.cards, -1, 0, start=True)
    st.step = step
    st.first_seat = (ev.seat + 1) % st.game.players


def ev_ready(st: State, ev: SeatReady) -> None:
    st.ready[ev.seat] = True

"""Where played cards lie: a group landing on the pile, and the pile folded again when cards
leave it. The fold (:mod:`engine.evolve`) moves cards with these; what the top then shows is
:mod:`engine.pile`'s rule.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .phases import LINK_ENTRY, RESPOND_BURN, RESPOND_FORCED, START_ENTRY
from .pile import RANK_OF

if TYPE_CHECKING:
    from .state import State


def land(st: State, seat: int, cards: int, as_card: int, link: int, start: bool = False) -> None:
    """``cards`` (with ``link`` cards laid on them) land on the pile; ``start``: turned or
    thrown in to start it rather than played."""
    R = st.rules
    low = (cards & -cards).bit_length() - 1
    k = R.kinds[
        R.play_kind(cards, as_card)
        if R.mixed_ranks
        else R.kind_of[as_card if as_card >= 0 else low]
    ]
    start = as_card == START_ENTRY or (start and not R.start_card_restricts)
    st.pile.append((seat, cards, START_ENTRY if start else as_card))
    st.pile_mask |= cards
    r = RANK_OF[low]
    st.last_rank = r
    if k.mimic:
        if R.mimic_bridges:
            pass
        else:
            st.run_rank, st.run_count = r, cards.bit_count()
        st.top_wild = False
        if st.top < 0:
            st.top_active = False
    elif k.transparent:
        pass
    else:
        st.top = k.index
        st.top_active = not start  # a start card restricts by its value only
        st.top_wild = as_card >= 0
        rr = k.rank
        if rr == st.run_rank:
            st.run_count += cards.bit_count()
        else:
            st.run_rank, st.run_count = rr, cards.bit_count()
    if link:
        st.pile.append((seat, link, LINK_ENTRY))
        st.pile_mask |= link
    if st.step in (RESPOND_BURN, RESPOND_FORCED):
        st.pending_by = -1


def refold(st: State) -> None:
    """Recompute the pile top and the run of equal ranks from the pile (cards left it)."""
    pile = st.pile
    step, pending = st.step, st.pending_by
    st.pile = []
    st.pile_mask = 0
    st.top, st.top_active, st.top_wild = -1, False, False
    st.run_rank, st.run_count = -1, 0
    for seat, cards, as_card in pile:
        if as_card == LINK_ENTRY:
            st.pile.append((seat, cards, as_card))
            st.pile_mask |= cards
        else:
            land(st, seat, cards, as_card, 0)
    st.step, st.pending_by = step, pending


def leave_pile(st: State, seat: int, keep: int) -> None:
    """``seat`` took or burned ``State.pile_for(seat)``: no play is live any more. Where each
    player has a pile, the other player's is gone and ``seat``'s own plays since the last
    pick-up or clear stay below on its pile (but the ``keep`` cards, which left it too)."""
    if st.stocks:
        st.buried[1 - seat] = 0
        for s, cards, _ in st.pile:
            if s == seat:
                st.buried[seat] |= cards & ~keep
    clear_pile(st)


def clear_pile(st: State) -> None:
    st.pile = []
    st.pile_mask = 0
    st.top = -1
    st.top_active = False
    st.top_wild = False
    st.run_rank = -1
    st.run_count = 0

"""What the pile's top shows: its kind, whether its power is live, whether it is a wild
card's call, as a group landing on it leaves it. The legal-move generators and the state's
queries ask it, and the fold sets it (:mod:`engine.pile_moves`) by the same rule.

This asks nothing of a state, so the state's own module may import it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from .cards import N_CARDS, RANK_MASK, rank_of
from .phases import LINK_ENTRY, START_ENTRY
from .rules.compiled import Compiled

#: The rank of each card, looked up in the hot loops of the whole engine.
RANK_OF: Final = tuple(rank_of(c) for c in range(N_CARDS))


def identity_step(
    k: Any, as_card: int, top: int, active: bool, wild: bool
) -> tuple[int, bool, bool]:
    """The pile-top identity (top kind, active, wild) once a group of kind ``k`` lands on it,
    as ``land`` sets it: a mimic takes the identity below, a transparent card leaves it, a
    start card (``START_ENTRY``) lies there by its value, with no effect of its own."""
    if k.mimic:
        return top, active and top >= 0, False
    if k.transparent:
        return top, active, wild
    return k.index, as_card != START_ENTRY, as_card >= 0


def identity_of(R: Compiled, entries: Sequence[tuple[int, int, int]]) -> tuple[int, bool, bool]:
    """The pile-top identity that ``entries`` leave, folded from an empty pile."""
    top, active, wild = -1, False, False
    for _, cards, as_card in entries:
        if as_card != LINK_ENTRY:
            top, active, wild = identity_step(
                R.kinds[R.play_kind(cards, as_card)], as_card, top, active, wild
            )
    return top, active, wild


def transparent_run(R: Compiled, entries: Sequence[tuple[int, int, int]], rank: int) -> int:
    """How many cards of ``rank`` lie on top of the pile in transparent plays, one after
    another (by one player or several): what a four of transparent cards counts, where the
    ruleset's ``four_of_a_kind.transparent_runs`` has them count in a row."""
    n = 0
    for i in range(len(entries) - 1, -1, -1):
        _, cards, as_card = entries[i]
        if as_card in (LINK_ENTRY, START_ENTRY):
            break
        if not R.kinds[R.play_kind(cards, as_card)].transparent:
            break
        low = (cards & -cards).bit_length() - 1
        if RANK_OF[low] != rank or cards & ~(RANK_MASK[rank]):
            break
        n += cards.bit_count()
    return n

"""Participants ranked best first, seated at tables of ``k``: the best-ranked left with the
ones they have met least, and for two seats a search for a round without rematches. Pure
functions of ranks and meetings; :func:`engine.tournament.swiss_tables` ranks and counts."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

#: How many pairings the Swiss search tries before it settles for the greedy one.
_SWISS_SEARCH_LIMIT = 20_000


def pair_tables(
    ranked: Sequence[int], k: int, met: Mapping[tuple[int, int], int]
) -> list[tuple[int, ...]]:
    """Split ``ranked`` (best first, a multiple of ``k`` long) into tables of ``k``.

    Each table is the best-ranked participant left and the next best ones it has met least.
    For two seats a search finds a pairing without any rematch when one exists (preferring
    opponents close in rank), and otherwise the greedy pairing.
    """

    def times(a: int, b: int) -> int:
        return met.get((min(a, b), max(a, b)), 0)

    if k == 2:
        found = _pairs_without_rematch(list(ranked), times)
        if found is not None:
            return found
    tables = []
    left = list(ranked)
    while left:
        group = [left.pop(0)]
        while len(group) < k:
            best = min(range(len(left)), key=lambda i: (sum(times(left[i], q) for q in group), i))
            group.append(left.pop(best))
        tables.append(tuple(group))
    return tables


def _pairs_without_rematch(ranked: list[int], times: Any) -> list[tuple[int, ...]] | None:
    budget = [_SWISS_SEARCH_LIMIT]

    def search(left: list[int]) -> list[tuple[int, ...]] | None:
        if not left:
            return []
        first, rest = left[0], left[1:]
        for i, other in enumerate(rest):
            budget[0] -= 1
            if budget[0] < 0:
                return None
            if times(first, other):
                continue
            tail = search(rest[:i] + rest[i + 1 :])
            if tail is not None:
                return [(first, other), *tail]
        return None

    return search(ranked)


__all__ = ["pair_tables"]

"""The fixed parameters of one game, as data: the ruleset, the seats, the dealer, and the
tables derived from them once (the compiled rules, each table slot's layers).

A state reads these on every move, so they sit below :mod:`engine.state`; the public
:class:`engine.game.Game` is this data with the means of making states added, which needs
the parts that decide and fold, above the state. Kept apart, the state's module never
imports the face that builds it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from .rules import Ruleset, deck_cards
from .rules.compiled import Compiled

_VIS: Final = {"hidden": 0, "owner": 1, "public": 2}


class GameParams:
    """Fixed parameters of one game: the ruleset, the number of seats and the dealer, with
    the tables derived from them that the state reads on every move."""

    def __init__(
        self,
        ruleset: Ruleset,
        players: int,
        *,
        dealer: int = 0,
        starter: int = -1,
        spoils: int = -1,
        no_swap: Sequence[int] = (),
    ) -> None:
        """``starter``, ``spoils`` and ``no_swap`` carry a match over (see :mod:`engine.match`):
        the seat that plays first, the seat dealt the start card face down as its spoils (it
        plays first), the seats that may not swap in setup."""
        if not ruleset.min_players <= players <= ruleset.max_players:
            raise ValueError(
                f"{ruleset.name} is for {ruleset.min_players} to {ruleset.max_players} players, "
                f"not {players}"
            )
        if not 0 <= dealer < players:
            raise ValueError(f"dealer must be a seat from 0 to {players - 1}")
        for s in (starter, spoils, *no_swap):
            if not -1 <= s < players:
                raise ValueError(f"no seat {s}")
        if spoils >= 0 and not ruleset.start_card:
            raise ValueError("spoils need a start card")
        self.ruleset = ruleset
        self.players = players
        self.dealer = dealer
        self.spoils = spoils
        self.starter = spoils if spoils >= 0 else starter
        self.no_swap = frozenset(no_swap)
        self.rules = _compiled(ruleset)
        self.own_piles = ruleset.piles == "own"
        vis = tuple(_VIS[layer.visibility] for layer in ruleset.layout.layers)
        #: The top layer's index; cards stacked on it (equal ranks) count as that layer.
        self.top_layer = len(vis) - 1
        #: Visibility by depth in a slot (0 hidden, 1 owner, 2 public), stacks included.
        self.layer_vis = vis + (vis[-1],) * 3
        # A layer holds cards in its first ``counts[layer]`` slots, so a slot beyond the
        # bottom layer's count starts higher up (004: more face-up than face-down cards, the
        # extra face-up ones lying with nothing beneath). Per slot: its lowest layer, the
        # visibility by index in the slot, and the index of its top-layer card.
        counts = ruleset.layout.layer_counts()
        base = tuple(
            next((k for k, n in enumerate(counts) if n > i), 0) for i in range(ruleset.layout.slots)
        )
        #: The lowest layer in each slot (0 unless that slot has nothing of the bottom layer).
        self.slot_base = base
        #: Visibility by index in each slot (``layer_vis`` shifted by the slot's base).
        self.slot_vis = tuple(self.layer_vis[b:] + (vis[-1],) * b for b in base)
        #: The index in each slot of its top-layer card (cards stacked on it lie above).
        self.slot_top = tuple(self.top_layer - b for b in base)

    def deck(self) -> list[int]:
        return sorted(deck_cards(self.ruleset))


_COMPILED: Final[dict[Ruleset, Compiled]] = {}


def _compiled(rs: Ruleset) -> Compiled:
    c = _COMPILED.get(rs)
    if c is None:
        if len(_COMPILED) > 256:
            _COMPILED.clear()
        c = _COMPILED[rs] = Compiled(rs)
    return c

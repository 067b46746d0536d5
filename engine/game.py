"""The game: a ruleset and seats make states; states list legal actions and apply them.

``State.apply(seat, action)`` decides the events an action causes and folds each into the
state as it goes (``evolve``), so the rules' consequences are computed once, here, and a
replay is a plain fold of the recorded events with no decisions in it.

This module is the engine's face: ``Game`` and the names the rest of the code imports. The
parts live beside it: :mod:`engine.phases` (the phases, steps and the state machine as a
table), :mod:`engine.state` (the data and its queries), :mod:`engine.legal` (what a seat may
do), :mod:`engine.flow` with :mod:`engine.flow_play` and :mod:`engine.turns` (what a move
causes) and :mod:`engine.evolve` (folding events).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .cards import JOKER_RANK
from .deal import shuffled
from .evolve import EVOLVE, evolve, replay
from .phases import (
    CHOOSING,
    DEALING,
    DISCARDING,
    LINK,
    LINK_ENTRY,
    OVER,
    PASSING,
    PHASE_NAMES,
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
    START_ENTRY,
    STEP_NAMES,
    TAKING,
    TOSSING,
    TURNED,
)
from .rules import Ruleset, deck_cards
from .rules.compiled import Compiled
from .state import State

_VIS = {"hidden": 0, "owner": 1, "public": 2}


class Game:
    """Fixed parameters of one game: the ruleset, the number of seats and the dealer."""

    def __init__(
        self, ruleset: Ruleset, players: int, *, dealer: int = 0, starter: int = -1,
        spoils: int = -1, no_swap: Sequence[int] = (),
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

    def new_state(self) -> State:
        return State(self)

    def start(self, *, seed: str | None = None, deck: Sequence[int] | None = None) -> tuple[State, list[Any]]:
        """A dealt state and its events, from a seed or an explicit deck order (top first)."""
        if (seed is None) == (deck is None):
            raise ValueError("give exactly one of seed or deck")
        if deck is None:
            assert seed is not None
            order = shuffled(self.deck(), seed)
        else:
            order = tuple(deck)
            if sorted(order) != self.deck():
                raise ValueError("an explicit deck must hold every card of the ruleset's deck exactly once")
        state = State(self)
        events = state.deal(order)
        return state, events


_COMPILED: dict[Ruleset, Compiled] = {}


def _compiled(rs: Ruleset) -> Compiled:
    c = _COMPILED.get(rs)
    if c is None:
        if len(_COMPILED) > 256:
            _COMPILED.clear()
        c = _COMPILED[rs] = Compiled(rs)
    return c


def arrange(
    game: Game,
    *,
    hands: Sequence[Sequence[int]] = (),
    table: Sequence[Sequence[Sequence[int]]] = (),
    start: int | None = None,
    stock: Sequence[int] = (),
    set_aside: Sequence[int] = (),
) -> tuple[int, ...]:
    """A deck order for ``game`` that deals the named cards where asked (see ``arranged_deck``)."""
    from .deal import arranged_deck

    lay = game.ruleset.layout
    n_layers = len(lay.layers)
    return arranged_deck(
        deck=game.deck(), players=game.players, dealer=game.dealer, slots=lay.slots,
        layer_slots=lay.layer_counts(),
        layers=n_layers, dealt_layers=n_layers - (1 if lay.setup == "choose" else 0),
        hand=lay.hand, start_card=game.ruleset.start_card, hands=hands, table=table,
        start=start, stock=stock, aside=game.ruleset.set_aside, set_aside=set_aside,
    )


__all__ = [
    "CHOOSING",
    "DEALING",
    "DISCARDING",
    "EVOLVE",
    "JOKER_RANK",
    "LINK",
    "LINK_ENTRY",
    "OVER",
    "PASSING",
    "PHASE_NAMES",
    "PLAYING",
    "REQUESTS",
    "RESPOND_BURN",
    "RESPOND_FORCED",
    "RESPOND_GAMBIT",
    "RESPOND_SHOT",
    "RUN",
    "SAMPLE_ANSWER",
    "SAMPLE_RETURN",
    "SETUP",
    "START",
    "START_ENTRY",
    "STEP_NAMES",
    "TAKING",
    "TOSSING",
    "TURNED",
    "Game",
    "State",
    "arrange",
    "evolve",
    "replay",
]

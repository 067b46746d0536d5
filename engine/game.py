"""The game: a ruleset and seats make states; states list legal actions and apply them.

``State.apply(seat, action)`` decides the events an action causes and folds each into the
state as it goes (``evolve``), so the rules' consequences are computed once, here, and a
replay is a plain fold of the recorded events with no decisions in it.

This module is the engine's face: ``Game``, ``State`` and the names the rest of the code
imports. The parts live below it, each importing only parts below itself (no circle, not
even through type-only imports): :mod:`engine.params` (the game's fixed parameters),
:mod:`engine.phases` (the phases, steps and the state machine as a table),
:mod:`engine.state` (the data and its queries), :mod:`engine.legal` (what a seat may do),
:mod:`engine.flow` with :mod:`engine.flow_play` and :mod:`engine.turns` (what a move causes)
and :mod:`engine.evolve` (folding events). Only here are ``Game`` and ``State`` given the
methods that reach those parts.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from . import flow, legal
from .actions import Action
from .cards import JOKER_RANK
from .deal import shuffled
from .evolve import EVOLVE, evolve, replay
from .params import GameParams
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
from .state import State as _StateData


class State(_StateData):
    """One game's position (:class:`engine.state.State`: its data and queries) with the
    engine's entry points as its methods: what a seat may do (:mod:`engine.legal`) and what
    a move causes (:mod:`engine.flow`). They are defined here, above the modules that
    define them, so those modules annotate against the data class and none imports this
    one. Each method is one call on: compiled, a native call; written as methods (not
    the functions bound as class attributes) so that a compiled build keeps them methods."""

    __slots__ = ()

    def public_game(self) -> Game:
        """The game that made this state (the data class holds it as its parameters)."""
        game = self.game
        assert isinstance(game, Game)
        return game

    def legal_actions(self, seat: int) -> list[Action]:
        """Every action ``seat`` may take now, each one :meth:`apply` accepts from it; none
        for a seat that is not to act (:func:`engine.legal.legal_actions`).

        >>> from engine import Game, build_ruleset
        >>> state, _ = Game(build_ruleset("classic"), 2).start(seed="doc")
        >>> [action.text() for action in state.legal_actions(0)][:4]
        ['ready', 'swap 2S TC', 'swap 2S JC', 'swap 2S AC']
        """
        return legal.legal_actions(self, seat)

    def verify_apply(self, seat: int, action: Action) -> None:
        flow.verify_apply(self, seat, action)

    def can_apply(self, seat: int, action: Action) -> bool:
        return flow.can_apply(self, seat, action)

    def apply(self, seat: int, action: Action) -> list[Any]:
        """Decide what ``seat``'s ``action`` causes and fold it into the state: the events,
        in order (:func:`engine.flow.apply`). An action the seat may not take now raises a
        typed :class:`engine.errors.EngineError` and leaves the state as it was.

        >>> from engine import Action, Game, build_ruleset
        >>> state, _ = Game(build_ruleset("classic"), 2).start(seed="doc")
        >>> state.apply(0, Action.parse("ready"))
        [SeatReady(seat=0)]
        >>> state.apply(1, Action.parse("ready"))
        [SeatReady(seat=1), TurnStarted(seat=1)]
        >>> state.apply(0, Action.parse("play 9C"))
        Traceback (most recent call last):
        engine.errors.NotYourTurnError: it is seat 1's turn, not seat 0's
        """
        return flow.apply(self, seat, action)

    def deal(self, deck: Sequence[int]) -> list[Any]:
        return flow.deal(self, deck)

    def open_contributions(self) -> list[Any]:
        return flow.open_contributions(self)

    def time_out(self) -> list[Any]:
        return flow.time_out(self)


class Game(GameParams):
    """Fixed parameters of one game (:class:`engine.params.GameParams`), making its states."""

    def new_state(self) -> State:
        return State(self)

    def start(
        self, *, seed: str | None = None, deck: Sequence[int] | None = None
    ) -> tuple[State, list[Any]]:
        """A dealt state and its events, from a seed or an explicit deck order (top first)."""
        if (seed is None) == (deck is None):
            raise ValueError("give exactly one of seed or deck")
        if deck is None:
            assert seed is not None
            order = shuffled(self.deck(), seed)
        else:
            order = tuple(deck)
            if sorted(order) != self.deck():
                raise ValueError(
                    "an explicit deck must hold every card of the ruleset's deck exactly once"
                )
        state = State(self)
        events = state.deal(order)
        return state, events


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
        deck=game.deck(),
        players=game.players,
        dealer=game.dealer,
        slots=lay.slots,
        layer_slots=lay.layer_counts(),
        layers=n_layers,
        dealt_layers=n_layers - (1 if lay.setup == "choose" else 0),
        hand=lay.hand,
        start_card=game.ruleset.start_card,
        hands=hands,
        table=table,
        start=start,
        stock=stock,
        aside=game.ruleset.set_aside,
        set_aside=set_aside,
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

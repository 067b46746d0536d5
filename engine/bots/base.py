"""What a bot is, and an in-process table that feeds bots only what their seat may see.

A bot answers ``choose(view, legal, history) -> Action``:

- ``view`` is :func:`engine.view.bot_view` for its seat: ``view(state, seat)`` plus a
  ``public`` block of exact public fields (pile-top kind, run count, step, ...);
- ``legal`` is ``state.legal_actions(seat)``; the answer must be one of them;
- ``history`` is the seat's redacted event list, ``redact_event(state_before, ev, seat)``
  for every event so far.

A bot never receives the :class:`~engine.game.State`. Bots that do not read the view or the
history say so (``needs_view`` / ``needs_history`` false) and the table skips building them,
which keeps random-policy tournaments at engine speed.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable

from ..actions import Action
from ..game import OVER, Game, State, evolve
from ..view import bot_view, redact_event


@runtime_checkable
class Bot(Protocol):
    #: Whether :meth:`choose` reads ``view`` / ``history`` (a table may pass empty ones).
    needs_view: bool
    needs_history: bool

    def choose(
        self, view: dict[str, Any], legal: list[Action], history: list[dict[str, Any]]
    ) -> Action:
        """One of ``legal``."""
        ...


def seat_history(game: Game, events: Sequence[Any], seat: int) -> list[dict[str, Any]]:
    """The redacted event list ``seat`` has seen, from a game's full event list."""
    shadow = State(game)
    out = []
    for ev in events:
        out.append(redact_event(shadow, ev, seat))
        evolve(shadow, ev)
    return out


class Table:
    """One game played in-process: the true state, and each seat's redacted history.

    The histories are built as events happen, with a shadow state folded one event behind
    (``redact_event`` wants the state just before each event). Only seats listed in
    ``watch`` get a history.
    """

    def __init__(
        self,
        game: Game,
        *,
        seed: str | None = None,
        deck: Sequence[int] | None = None,
        watch: Sequence[int] = (),
    ) -> None:
        self.game = game
        self.state, events = game.start(seed=seed, deck=deck)
        self.events: list[Any] = []
        self.watch = tuple(watch)
        self.histories: dict[int, list[dict[str, Any]]] = {s: [] for s in self.watch}
        self._shadow = State(game) if self.watch else None
        self.feed(events)

    def feed(self, events: Sequence[Any]) -> None:
        self.events.extend(events)
        shadow = self._shadow
        if shadow is None:
            return
        for ev in events:
            for s in self.watch:
                self.histories[s].append(redact_event(shadow, ev, s))
            evolve(shadow, ev)

    def inputs(self, seat: int) -> tuple[dict[str, Any], list[Action], list[dict[str, Any]]]:
        """What a bot in ``seat`` is given now: (view, legal actions, history)."""
        return (
            bot_view(self.state, seat),
            self.state.legal_actions(seat),
            self.histories.get(seat, []),
        )

    def act(self, seat: int, action: Action) -> list[Any]:
        events = self.state.apply(seat, action)
        self.feed(events)
        return events


def play_game(
    game: Game,
    bots: Sequence[Bot],
    *,
    seed: str | None = None,
    deck: Sequence[int] | None = None,
    order_seed: int = 0,
    max_actions: int = 1_000_000,
) -> State:
    """Play one game with ``bots[s]`` in seat ``s``; return the final state.

    During setup, several seats may act; the next one is drawn with ``order_seed``. Every
    action a bot returns goes through ``State.apply``, which refuses anything illegal.
    """
    watch = [s for s, b in enumerate(bots) if b.needs_history]
    table = Table(game, seed=seed, deck=deck, watch=watch)
    state = table.state
    rng = random.Random(order_seed)
    empty_view: dict[str, Any] = {}
    empty_history: list[dict[str, Any]] = []
    for _ in range(max_actions):
        if state.phase == OVER:
            return state
        to_act = state.to_act()
        seat = to_act[0] if len(to_act) == 1 else to_act[rng.randrange(len(to_act))]
        bot = bots[seat]
        legal = state.legal_actions(seat)
        view = bot_view(state, seat) if bot.needs_view else empty_view
        history = table.histories[seat] if bot.needs_history else empty_history
        table.act(seat, bot.choose(view, legal, history))
    raise RuntimeError(f"no end after {max_actions} actions")


def move_seed(base: str, seat: int, version: int) -> int:
    """The seed of the bot choosing for ``seat`` at game ``version``.

    A bot playing a seat of a stored game is rebuilt for every move (the service keeps no
    bot between requests), so its randomness is keyed by the game's bot seed, the seat and
    the version: the same game gives the same choices whichever process plays it.
    """
    return int.from_bytes(hashlib.sha256(f"{base}:{seat}:{version}".encode()).digest()[:8], "big")


def outcome(state: State, seat: int) -> float:
    """``seat``'s score in a finished game: 1 a win, 0 a loss, 0.5 a draw (the turn cap).

    ``avoid_last``: a win is not being the one left holding cards; ``first_out``: a win is
    going out first.
    """
    r = state.result
    if r is None:
        return 0.5
    return score(r.reason, r.winner, r.loser, state.game.ruleset.objective, seat)


def places(state: State) -> tuple[int | None, ...]:
    """Each seat's place in a finished game (:func:`placings`; none while it runs)."""
    r = state.result
    if r is None:
        return (None,) * state.game.players
    return placings(r.reason, r.order, r.winner, r.loser, state.game.players)


def placings(
    reason: str, order: Sequence[int], winner: int, loser: int, players: int
) -> tuple[int | None, ...]:
    """Each seat's place from a result's fields (-1: no winner or loser): 1 the first out, the
    loser last; None in a draw (the turn cap) and for a seat the result does not rank."""
    out: list[int | None] = [None] * players
    if reason == "turn_cap":
        return tuple(out)
    for i, seat in enumerate(order):
        out[seat] = i + 1
    if loser >= 0:
        out[loser] = players
    elif winner >= 0 and out[winner] is None:
        out[winner] = 1
    return tuple(out)


def score(reason: str, winner: int, loser: int, objective: str, seat: int) -> float:
    """:func:`outcome` from a result's fields (-1: no winner or loser) and the ruleset's objective."""
    if reason == "turn_cap":
        return 0.5
    if reason == "first_out" or objective == "first_out":
        return 1.0 if winner == seat else 0.0
    return 0.0 if loser == seat else 1.0

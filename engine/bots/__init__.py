"""Bots: programs that play a seat from what that seat may see.

``make_bot(name, game, seed, **options)`` builds one of :data:`BOTS`. Every bot answers
``choose(view, legal, history) -> Action`` (see :mod:`engine.bots.base`); :func:`play_game`
plays a game in-process, feeding each bot its seat's view and redacted history.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..game import Game
from .base import Bot, Table, move_seed, outcome, places, play_game, seat_history
from .heuristic import HeuristicBot
from .ismcts import ISMCTSBot
from .knowledge import Determinizer
from .random_bot import RandomBot

BOTS: dict[str, Callable[..., Bot]] = {
    "random": RandomBot,
    "heuristic": HeuristicBot,
    "ismcts": ISMCTSBot,
}


#: The options a bot plays a game seat with (the service's bot seats and tournaments):
#: an iteration budget, not a time budget, so a seat's choices do not depend on the machine.
SEAT_OPTIONS: dict[str, dict[str, Any]] = {"ismcts": {"iterations": 60}}


def make_bot(name: str, game: Game, seed: int = 0, **options: Any) -> Bot:
    try:
        factory = BOTS[name]
    except KeyError:
        raise ValueError(f"unknown bot {name!r}; bots: {', '.join(BOTS)}") from None
    return factory(game, seed, **options)


def seat_bot(name: str, game: Game, seed: int) -> Bot:
    """The bot ``name`` with the options it plays a game seat with (:data:`SEAT_OPTIONS`)."""
    return make_bot(name, game, seed, **SEAT_OPTIONS.get(name, {}))


__all__ = [
    "BOTS",
    "SEAT_OPTIONS",
    "Bot",
    "Determinizer",
    "HeuristicBot",
    "ISMCTSBot",
    "RandomBot",
    "Table",
    "make_bot",
    "move_seed",
    "outcome",
    "places",
    "play_game",
    "seat_bot",
    "seat_history",
]

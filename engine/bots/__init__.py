"""Bots: programs that play a seat from what that seat may see.

``make_bot(name, game, seed, **options)`` builds one of :data:`BOTS`. Every bot answers
``choose(view, legal, history) -> Action`` (see :mod:`engine.bots.base`); :func:`play_game`
plays a game in-process, feeding each bot its seat's view and redacted history.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..game import Game
from .base import Bot, Table, outcome, play_game, seat_history
from .heuristic import HeuristicBot
from .ismcts import ISMCTSBot
from .knowledge import Determinizer
from .random_bot import RandomBot

BOTS: dict[str, Callable[..., Bot]] = {
    "random": RandomBot,
    "heuristic": HeuristicBot,
    "ismcts": ISMCTSBot,
}


def make_bot(name: str, game: Game, seed: int = 0, **options: Any) -> Bot:
    try:
        factory = BOTS[name]
    except KeyError:
        raise ValueError(f"unknown bot {name!r}; bots: {', '.join(BOTS)}") from None
    return factory(game, seed, **options)


__all__ = [
    "BOTS",
    "Bot",
    "Determinizer",
    "HeuristicBot",
    "ISMCTSBot",
    "RandomBot",
    "Table",
    "make_bot",
    "outcome",
    "play_game",
    "seat_history",
]

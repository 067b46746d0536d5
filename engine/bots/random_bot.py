"""The random bot: uniform over the legal actions, but never picks up while it can do anything else."""

from __future__ import annotations

import random
from typing import Any

from ..actions import PICKUP, Action
from ..game import Game


class RandomBot:
    """Uniform among the legal actions other than picking up (the engine benchmark's policy)."""

    needs_view = False
    needs_history = False

    def __init__(self, game: Game | None = None, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(
        self, view: dict[str, Any], legal: list[Action], history: list[dict[str, Any]]
    ) -> Action:
        if len(legal) == 1:
            return legal[0]
        others = [a for a in legal if a.kind != PICKUP]
        if others:
            legal = others
        return legal[self.rng.randrange(len(legal))]

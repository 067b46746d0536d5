"""A submit sent with an earlier version than the game's: whether it is applied now.

Seats act at the same time during setup, so a seat's action decided at version n may meet a
game another seat moved on since. When nothing the seat could have decided on changed (its
legal moves and its own cards: :func:`engine.commute.commutes`) the action is applied at
the current version and its answer says ``rebased_from: n``; anything else is a version
conflict, as before (docs/api.md, "Moves that commute").
"""

from __future__ import annotations

from typing import Final

from engine.commute import commutes
from engine.game import State

from .repository import GameRepository

#: The most events an action may be behind and still be applied: the races of setup are a
#: few swaps and readies; a client further behind reads the game again.
MAX_BEHIND: Final = 32
#: How many times a submit reads the game again when another append landed between its
#: read and its own (each time the action must commute with it to be applied).
MAX_REREADS: Final = 8


def rebases(
    repository: GameRepository, game_id: str, now: State, seat: int, expected_version: int
) -> bool:
    """Whether ``seat``'s action sent with ``expected_version`` commutes with the events
    logged since, up to ``now`` (the game's state at its current version)."""
    if not 0 < expected_version < now.version or now.version - expected_version > MAX_BEHIND:
        return False
    before = repository.at_version(game_id, expected_version).state
    return commutes(before, now, seat)


__all__ = ["MAX_BEHIND", "MAX_REREADS", "rebases"]

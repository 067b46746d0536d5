"""Whether a seat's action commutes with the events logged since the version it was decided on.

During setup the seats act at the same time: a seat's ``ready`` decided at version n, while
another seat's swap or ``ready`` was logged as n+1, changes nothing the first seat saw. The
service applies such an action at the current version instead of answering a version
conflict (docs/api.md, "Moves that commute"). The rule is one comparison, here so that it
reads in one place: the seat's legal moves and everything of its own (its hand, its table
cards as it sees them, its stock and the cards it passes) are the same at both versions.
Anything the seat could have decided differently on shows in one of them.
"""

from __future__ import annotations

from typing import Any

from .game import State
from .view import view


def _own(state: State, seat: int) -> dict[str, Any]:
    """What of ``seat``'s own the seat sees: its entry in its view of the state."""
    mine: dict[str, Any] = view(state, seat, everything=False)["seats"][seat]
    return mine


def commutes(before: State, after: State, seat: int) -> bool:
    """Whether ``seat``'s action decided on ``before`` may be applied on ``after`` (a later
    version of the same game): the game runs, and the seat's legal moves and own cards are
    unchanged."""
    if after.is_over() or before.is_over() or after.version < before.version:
        return False
    legal = before.legal_actions(seat)
    if not legal or legal != after.legal_actions(seat):
        return False
    return _own(before, seat) == _own(after, seat)


__all__ = ["commutes"]

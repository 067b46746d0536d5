"""The contributed deal: a deck order that no one party chooses (``deal_mode: contributed``).

With the server's seed alone, whoever runs the server could pick the deals. In the
contributed deal every seat adds randomness of its own, and nobody can see the others'
before fixing their own (docs/fairness.md tells the whole story):

1. At creation the server picks a secret seed and publishes ``seed_commitment`` =
   SHA-256 of it (as for every game). The log opens with ``ContributionsRequested``.
2. Every seat picks a contribution, 32 random bytes written as 64 lower-case hex digits,
   and commits to it: ``{"kind": "commit", "commitment": sha256_hex(contribution)}``, the
   SHA-256 of the contribution's UTF-8 bytes (its ASCII text), in lower-case hex
   (:func:`commit_to`). The event ``ContributionCommitted`` records it.
3. Once every seat has committed, each reveals: ``{"kind": "reveal", "contribution": ...}``;
   the engine refuses a contribution whose SHA-256 is not the seat's commitment, so nobody
   can change their value after seeing the others'.
4. The last reveal deals: the deck is the usual shuffle
   (:data:`engine.deal.DEAL_ALGORITHM`) keyed by
   :func:`engine.deal.contributed_seed` (SHA-256 over a domain tag, the server's seed and
   the contributions in seat order). The algorithm's id is
   :data:`engine.deal.CONTRIBUTED_DEAL_ALGORITHM`.
5. A seat that has not committed or revealed when the game's deadline passes forfeits: the
   service appends a ``timeout`` (cause ``{"seat": null, "action": {"kind": "timeout"}}``,
   :func:`engine.causes.deal_forfeit`),
   and the game ends undealt (``DealForfeited``, then ``GameEnded`` with reason
   ``forfeit``).
6. The server's seed is revealed once the game is over, so anyone can check it against the
   commitment, every contribution against its commitment, and the deck against the
   derivation (:mod:`engine.replays` re-plays the whole protocol).

Everything here is pure; :func:`new_contribution` is for callers with I/O.
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from typing import Any

from .actions import Action
from .deal import CONTRIBUTED_DEAL_ALGORITHM, commitment, contributed_seed, shuffled
from .game import Game, State
from .params import GameParams

#: The creation field's values: the server's seed alone, or the contributed deal.
DEAL_MODES = ("server", "contributed")

__all__ = [
    "CONTRIBUTED_DEAL_ALGORITHM",
    "DEAL_MODES",
    "commit_to",
    "contributed_deck",
    "decide",
    "new_contribution",
    "open_deal",
]


def new_contribution() -> str:
    """A fresh contribution: 32 random bytes as 64 lower-case hex digits."""
    return secrets.token_hex(32)


def commit_to(contribution: str) -> str:
    """The commitment to ``contribution``: SHA-256 of its UTF-8 bytes, lower-case hex."""
    return commitment(contribution)


def contributed_deck(
    game: GameParams, server_seed: str, contributions: Sequence[str]
) -> tuple[int, ...]:
    """The deck order (top first) of a contributed deal."""
    return shuffled(game.deck(), contributed_seed(server_seed, contributions))


def open_deal(game: Game) -> tuple[State, list[Any]]:
    """A new game awaiting its seats' contributions, and its first event."""
    state = State(game)
    return state, state.open_contributions()


def decide(state: State, seat: int, action: Action, server_seed: str) -> list[Any]:
    """``state.apply``, then the deal if that was the contributed deal's last reveal (the
    caller holds the server's seed, which the engine never sees): one log batch's events."""
    events = state.apply(seat, action)
    if state.deal_due():
        events += state.deal(contributed_deck(state.game, server_seed, state.contributions))
    return events

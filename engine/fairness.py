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
   service appends a ``timeout`` (cause ``{"seat": null, "action": {"kind": "timeout"}}``),
   and the game ends undealt (``DealForfeited``, then ``GameEnded`` with reason
   ``forfeit``).
6. The server's seed is revealed once the game is over, so anyone can check it against the
   commitment, every contribution against its commitment, and the deck against the
   derivation (:func:`check_deal`).

Everything here is pure; :func:`new_contribution` is for callers with I/O.
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .actions import Action
from .deal import CONTRIBUTED_DEAL_ALGORITHM, commitment, contributed_seed, shuffled
from .errors import EngineError
from .events import ContributionsRequested, Dealt, event_to_dict
from .game import DEALING, Game, State

#: The creation field's values: the server's seed alone, or the contributed deal.
DEAL_MODES = ("server", "contributed")
#: The cause's action kind of the service's deadline (not an action a seat may take).
TIMEOUT = "timeout"

__all__ = [
    "CONTRIBUTED_DEAL_ALGORITHM", "DEAL_MODES", "TIMEOUT", "DealCheck", "ProtocolError",
    "check_deal", "commit_to", "contributed_deck", "decide", "new_contribution", "open_deal",
]


def new_contribution() -> str:
    """A fresh contribution: 32 random bytes as 64 lower-case hex digits."""
    return secrets.token_hex(32)


def commit_to(contribution: str) -> str:
    """The commitment to ``contribution``: SHA-256 of its UTF-8 bytes, lower-case hex."""
    return commitment(contribution)


def contributed_deck(game: Game, server_seed: str, contributions: Sequence[str]) -> tuple[int, ...]:
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


class ProtocolError(ValueError):
    """The contributed deal's record is wrong at event ``seq`` (1-based; 0: the header)."""

    def __init__(self, seq: int, reason: str) -> None:
        super().__init__(reason)
        self.seq = seq
        self.reason = reason


@dataclass
class DealCheck:
    """What :func:`check_deal` found: the state just before the deal (or after a forfeit),
    the index of the deal in the events (``len(events)`` if there is none), and the deck
    the deal must be when the server's seed is known (None otherwise, or for a chosen deck)."""

    state: State
    deal_at: int
    expected_deck: tuple[int, ...] | None


def check_deal(game: Game, entries: Sequence[dict[str, Any]], parsed: Sequence[Any], *,
               seed: str | None, seed_commitment: str | None, explicit_deck: bool = False) -> DealCheck:
    """Check everything that decides a game's deal; raise :class:`ProtocolError` otherwise.

    ``entries`` are the replay's events (``{"event", "cause"}``), ``parsed`` their events.
    The server's ``seed`` (once revealed) must match ``seed_commitment``. A contributed deal
    is re-played action by action through the engine (every commitment, every reveal and
    its match with the commitment, a forfeit) up to the deal, and the deck it must have
    is derived from the seed and the contributions; otherwise the deck is the seed's.
    """
    if seed is not None and (not isinstance(seed, str) or commitment(seed) != seed_commitment):
        raise ProtocolError(0, "the seed does not match its commitment")
    state = State(game)
    if not parsed:
        raise ProtocolError(0, "no events")
    if not isinstance(parsed[0], ContributionsRequested):
        if not isinstance(parsed[0], Dealt):
            raise ProtocolError(1, "the first event must be the deal")
        expected = None
        if seed is not None and not explicit_deck:
            expected = shuffled(game.deck(), seed)
        return DealCheck(state, 0, expected)
    if explicit_deck:
        raise ProtocolError(1, "a contributed deal is not dealt from a chosen deck")
    if parsed[0] != ContributionsRequested(CONTRIBUTED_DEAL_ALGORITHM):
        raise ProtocolError(1, f"unknown deal algorithm {parsed[0].algorithm!r}")
    state.open_contributions()
    i = 1
    while state.phase == DEALING and not state.deal_due() and i < len(parsed):
        seq = i + 1
        cause = entries[i].get("cause")
        if not isinstance(cause, dict) or not isinstance(cause.get("action"), dict):
            raise ProtocolError(seq, "an event with no action causing it")
        try:
            raw_seat = cause.get("seat")
            if cause["action"].get("kind") == TIMEOUT and raw_seat is None:
                produced = state.time_out()
            else:
                if isinstance(raw_seat, bool) or not isinstance(raw_seat, int):
                    raise ProtocolError(seq, "the cause names no seat")
                produced = state.apply(raw_seat, Action.from_dict(cause["action"]))
        except ProtocolError:
            raise
        except (EngineError, KeyError, TypeError, ValueError) as exc:
            raise ProtocolError(seq, f"the action is not legal here: {exc}") from None
        for j, ev in enumerate(produced):
            if i >= len(parsed):
                raise ProtocolError(i + 1, "the log ends before the action's events do")
            if j and entries[i].get("cause") is not None:
                raise ProtocolError(i + 1, "an action recorded in the middle of another action's events")
            if parsed[i] != ev:
                raise ProtocolError(i + 1, f"event differs from the engine's: recorded "
                                    f"{event_to_dict(parsed[i])}, engine {event_to_dict(ev)}")
            i += 1
    if state.is_over() or i == len(parsed):  # a forfeit, or a log that ends before the deal
        return DealCheck(state, i, None)
    if not isinstance(parsed[i], Dealt):
        raise ProtocolError(i + 1, "the deal must follow the last reveal")
    if entries[i].get("cause") is not None:
        raise ProtocolError(i + 1, "the deal belongs to the last reveal's events")
    expected = None if seed is None else contributed_deck(game, seed, state.contributions)
    return DealCheck(state, i, expected)

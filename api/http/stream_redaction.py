"""The events a stream hub sends, redacted from what its fold already holds.

The hub folds each batch of a game's log entries into the state it keeps (parsing every
entry's event once); the events it sends are those entries redacted for a seat or for the
public. :func:`redacted` does what the service's events page does
(:meth:`~api.games.answers.Answers.redacted_events`) with the events the fold parsed and the
entries' own wire forms, so an event is parsed once per process, not once per fold and
once per redaction, and its wire form is copied rather than written anew.
"""

from __future__ import annotations

from typing import Any

from engine.game import Game, State, evolve
from engine.view import redact_cause, redact_event


def redacted(
    game: Game,
    entries: list[dict[str, Any]],
    events: list[Any],
    first_version: int,
    seat: int | None,
    base: State | None,
    *,
    everything: bool = False,
) -> list[dict[str, Any]]:
    """Log entries ``first_version+1..`` (and ``events``, their parsed events) redacted for
    ``seat`` (None: the public); ``base`` is the state before them, needed where they hold a
    deal or a setup move. ``everything``: the game is over, so they are shown whole."""
    out = []
    state = base
    for i, entry in enumerate(entries):
        ev = events[i]
        item = redact_event(state, ev, seat, entry["e"], everything=everything)
        item["seq"] = first_version + i + 1
        cause = redact_cause(game, entry.get("c"), seat, everything=everything)
        if cause is not None:
            item["cause"] = cause
        out.append(item)
        if state is not None:
            evolve(state, ev)
    return out

"""The blueprints the service serves, in the order the app registers them: one list, which
the app factory registers and the contract's writer (``python -m schemas.openapi``) reads
each route's answers from (:func:`schemas.contract.responds`)."""

from __future__ import annotations

from . import (
    bots,
    exits,
    games,
    ladders,
    matches,
    ops,
    pages,
    replays,
    rulesets,
    streams,
    tournaments,
)

BLUEPRINTS = (
    rulesets.bp,
    games.bp,
    exits.bp,
    bots.bp,
    streams.bp,
    matches.bp,
    tournaments.bp,
    ladders.bp,
    replays.bp,
    ops.bp,
    pages.bp,
)

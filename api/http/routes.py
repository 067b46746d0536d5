"""The blueprints the service serves, in the order the app registers them: one list, which
the app factory registers and the contract's writer (``python -m schemas.openapi``) reads
each route's answers from (:func:`schemas.contract.responds`)."""

from __future__ import annotations

from . import (
    bots,
    directory,
    exits,
    games,
    ladders,
    leaderboards,
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
    directory.bp,
    streams.bp,
    matches.bp,
    tournaments.bp,
    ladders.bp,
    leaderboards.bp,
    replays.bp,
    ops.bp,
    pages.bp,
)

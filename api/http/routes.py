"""The blueprints the service serves, in the order the app registers them: one list, which
the app factory registers and the contract's writer (``python -m schemas.openapi``) reads
each route's answers from (:func:`schemas.contract.responds`)."""

from __future__ import annotations

from . import (
    bots,
    competition_pages,
    directory,
    embed_pages,
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

# the competitions' pages are the pages' own: their headers, exemption and place outside the
# contract come with the prefix ``pages.`` their endpoints take
pages.bp.register_blueprint(competition_pages.bp)
# the embed and the replay file are pages too: their endpoints are ``pages.embed.*``, and the
# pages' headers are theirs where they set none of their own
pages.bp.register_blueprint(embed_pages.bp)

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

"""``/v1/replays/verify`` and ``/v1/keys``: checking replays and results, and the keys
that sign them."""

from __future__ import annotations

from typing import Any

from flask import Blueprint, Response, request

from engine.replays import replay_views

from ..games.errors import NotFound
from .context import MAX_REPLAY_BODY, json_body, ok, service, signing_keys
from .problems import BadRequest

bp = Blueprint("replays", __name__, url_prefix="/v1")


@bp.post("/replays/verify")
def verify_replay() -> Response:
    doc = json_body(MAX_REPLAY_BODY, lone_surrogates=True)
    if isinstance(doc, dict) and str(doc.get("format")).startswith(("shithead-tournament-results/",
                                                                    "shithead-match-results/",
                                                                    "shithead-ladder-results/")):
        return ok(verify_results(doc))
    verdict = signing_keys().verify(doc)
    if request.args.get("views") not in (None, "false", "true"):
        raise BadRequest(422, "invalid_parameter", "views must be 'true' or 'false'")
    if request.args.get("views") == "true" and verdict["valid"]:
        # the game at every version, rebuilt from the document alone: what a page needs to
        # step through a file it was given
        verdict["views"] = replay_views(doc)
    return ok(verdict)


def verify_results(doc: dict[str, Any]) -> dict[str, Any]:
    """A tournament's, a match's or a ladder's results, verified against its games' replays as this
    service stores them."""
    from engine.ladder import FORMAT as LADDER_FORMAT
    from engine.ladder import verify_ladder_results
    from engine.results import MATCH_FORMAT, verify_match_results
    from engine.results import verify_results as verify_tournament

    from ..games.replays import checker

    verify = {MATCH_FORMAT: verify_match_results, LADDER_FORMAT: verify_ladder_results}.get(
        str(doc.get("format")), verify_tournament)

    replays = []
    games = doc.get("games")
    for entry in games if isinstance(games, list) else []:
        gid = entry.get("game_id") if isinstance(entry, dict) else None
        if isinstance(gid, str):
            try:
                replays.append(signing_keys().sign(service().replay(gid, None, whole=True)))
            except NotFound:
                continue
    return verify(doc, replays, check_signature=checker(signing_keys().verifiers()))


@bp.get("/keys")
def signing_key_list() -> Response:
    return ok({"keys": signing_keys().public_keys()})

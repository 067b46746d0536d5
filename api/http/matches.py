"""``/v1/matches``: matches of several games with a carry-over, and their signed results."""

from __future__ import annotations

from flask import Blueprint, Response

from schemas import CreateMatchSchema

from ..games.consent import require_own, seated_bots
from .context import created, json_body, matches, ok, signing_keys, token_bot

bp = Blueprint("matches", __name__, url_prefix="/v1")
CREATE_MATCH = CreateMatchSchema()


@bp.post("/matches")
def create_match() -> Response:
    req = CREATE_MATCH.load(json_body())
    names = seated_bots(req.get("seats"))
    if names:  # a registered bot is seated only by its own token (api.games.consent)
        require_own(names, token_bot(), what="a match")
    body = matches().create(req)
    return created(body, location=f"/v1/matches/{body['id']}")


@bp.get("/matches/<match_id>")
def get_match(match_id: str) -> Response:
    return ok(matches().get(match_id))


@bp.get("/matches/<match_id>/results")
def match_results(match_id: str) -> Response:
    return ok(signing_keys().sign(matches().results(match_id)))

"""``/v1/matches``: matches of several games with a carry-over, and their signed results."""

from __future__ import annotations

from flask import Blueprint, Response

from schemas import CreateMatchSchema
from schemas.competitions import CreatedMatchSchema, MatchResultsSchema, MatchSchema
from schemas.contract import NOT_FOUND, STORE_UNAVAILABLE, link, location, responds, takes_json
from schemas.problems import ProblemSchema

from ..games.consent import require_own, seated_bots
from .context import created, json_body, matches, ok, signing_keys, token_bot

bp = Blueprint("matches", __name__, url_prefix="/v1")
CREATE_MATCH = CreateMatchSchema()


@bp.post("/matches")
@takes_json
@responds(
    201,
    CreatedMatchSchema,
    "The match was created and its first game dealt.",
    headers={"Location": location("The match's URL (`/v1/matches/{id}`).")},
    links={
        "GetMatch": link("getMatch", match_id="$response.body#/id"),
        "GetFirstGame": link("getGame", game_id="$response.body#/first_game"),
    },
)
@responds(
    403,
    ProblemSchema,
    "`bot_consent_required`: a seat names a registered bot and the request is not sent\n"
    "with that bot's token (a registered bot is seated only with its consent; challenge\n"
    "it instead). `bots` lists the bots named.\n",
)
@responds(
    422,
    ProblemSchema,
    "`validation_failed` (with `errors`, e.g. `games` out of 1-99), `invalid_ruleset`,\n"
    "`invalid_seats` (the ruleset's player range, or `first_dealer` is not a seat),\n"
    "`invalid_deck`, `invalid_clock` or `push_host_not_allowed`.\n",
)
@responds(503, STORE_UNAVAILABLE)
def create_match() -> Response:
    req = CREATE_MATCH.load(json_body())
    names = seated_bots(req.get("seats"))
    if names:  # a registered bot is seated only by its own token (api.games.consent)
        require_own(names, token_bot(), what="a match")
    body = matches().create(req)
    return created(body, location=f"/v1/matches/{body['id']}")


@bp.get("/matches/<match_id>")
@responds(200, MatchSchema, "The match.")
@responds(404, NOT_FOUND)
@responds(503, STORE_UNAVAILABLE)
def get_match(match_id: str) -> Response:
    return ok(matches().get(match_id))


@bp.get("/matches/<match_id>/results")
@responds(200, MatchResultsSchema, "The results document.")
@responds(404, NOT_FOUND)
@responds(409, ProblemSchema, "`match_not_over`: the match is still being played.")
@responds(503, STORE_UNAVAILABLE)
def match_results(match_id: str) -> Response:
    return ok(signing_keys().sign(matches().results(match_id)))

"""``/v1/ladders``: standing ladders of registered bots, paired and rated by the scheduler
in ``shithead worker``."""

from __future__ import annotations

from flask import Blueprint, Response, current_app, request

from schemas.competition_requests import CreateLadderSchema
from schemas.contract import (
    NOT_FOUND,
    QUOTA_OR_RATE_LIMITED,
    STORE_UNAVAILABLE,
    link,
    location,
    responds,
    takes_json,
)
from schemas.ladders import LadderListSchema, LadderResultsSchema, LadderSchema
from schemas.problems import ProblemSchema

from ..play.ladders import LadderService
from .context import bearer, created, credential, cursor_arg, int_arg, json_body, ok, signing_keys

bp = Blueprint("ladders", __name__, url_prefix="/v1")
CREATE_LADDER = CreateLadderSchema()


def ladders() -> LadderService:
    svc: LadderService = current_app.extensions["ladders"]
    return svc


def _no_body() -> None:
    if request.content_length or "HTTP_TRANSFER_ENCODING" in request.environ:
        json_body()  # the operation takes no body; one that is sent is read (and must be JSON)


@bp.post("/ladders")
@takes_json
@responds(
    201,
    LadderSchema,
    "The ladder was created.",
    headers={"Location": location("The ladder's URL (`/v1/ladders/{id}`).")},
    links={"GetLadder": link("getLadder", ladder_id="$response.body#/id")},
)
@responds(401, ProblemSchema, "`missing_credential`, `bad_credential` or `bad_authorization`.")
@responds(
    403,
    ProblemSchema,
    "`credential_revoked`: the credential was revoked; or `bot_consent_required`: a\n"
    "bot's token enrols no registered bot but itself (an organiser may invite any).\n",
)
@responds(
    422,
    ProblemSchema,
    "`validation_failed` (with `errors`), `invalid_ruleset`, `invalid_seats` (the\n"
    "ruleset's player range) or `unknown_bot` (a bot in `bots` is not registered, or\n"
    "its token was revoked).\n",
)
@responds(429, QUOTA_OR_RATE_LIMITED)
@responds(503, STORE_UNAVAILABLE)
def create_ladder() -> Response:
    # the body is read first (an unread body would break a kept-alive connection), and
    # looked at only once the credential is known
    raw = json_body()
    who = credential()
    body = ladders().create(CREATE_LADDER.load(raw), who)
    return created(body, location=f"/v1/ladders/{body['id']}")


@bp.get("/ladders")
@responds(200, LadderListSchema, "One page of ladders.")
@responds(422, ProblemSchema, "`invalid_parameter`: `cursor` or `limit` is invalid.")
@responds(503, STORE_UNAVAILABLE)
def list_ladders() -> Response:
    return ok(ladders().list_page(cursor=cursor_arg(), limit=int_arg("limit", 20, 1, 100)))


@bp.get("/ladders/<ladder_id>")
@responds(200, LadderSchema, "The ladder.")
@responds(404, NOT_FOUND)
@responds(503, STORE_UNAVAILABLE)
def get_ladder(ladder_id: str) -> Response:
    return ok(ladders().describe(ladder_id))


@bp.get("/ladders/<ladder_id>/results")
@responds(200, LadderResultsSchema, "The results document.")
@responds(404, NOT_FOUND)
@responds(
    409,
    ProblemSchema,
    "`ladder_log_incomplete`: the ladder rated games before it kept its rating log.",
)
@responds(503, STORE_UNAVAILABLE)
def ladder_results(ladder_id: str) -> Response:
    return ok(signing_keys().sign(ladders().results(ladder_id)))


@bp.post("/ladders/<ladder_id>/join")
@takes_json
@responds(200, LadderSchema, "The ladder, the bot enrolled.")
@responds(
    401, ProblemSchema, "`missing_token`, `bad_token` (no registered bot's) or `bad_authorization`."
)
@responds(404, NOT_FOUND)
@responds(409, ProblemSchema, "`ladder_over`: the ladder was cancelled.")
@responds(503, STORE_UNAVAILABLE)
def join_ladder(ladder_id: str) -> Response:
    _no_body()
    return ok(ladders().join(ladder_id, bearer()))


@bp.post("/ladders/<ladder_id>/leave")
@takes_json
@responds(200, LadderSchema, "The ladder, the bot no longer enrolled.")
@responds(401, ProblemSchema, "`missing_token`, `bad_token` or `bad_authorization`.")
@responds(404, NOT_FOUND)
@responds(503, STORE_UNAVAILABLE)
def leave_ladder(ladder_id: str) -> Response:
    _no_body()
    return ok(ladders().leave(ladder_id, bearer()))


@bp.post("/ladders/<ladder_id>/cancel")
@takes_json
@responds(200, LadderSchema, "The ladder, cancelled.")
@responds(401, ProblemSchema, "`missing_credential`, `bad_credential` or `bad_authorization`.")
@responds(
    403, ProblemSchema, "`not_creator` (another credential created it) or `credential_revoked`."
)
@responds(404, NOT_FOUND)
@responds(503, STORE_UNAVAILABLE)
def cancel_ladder(ladder_id: str) -> Response:
    _no_body()
    return ok(ladders().cancel(ladder_id, credential()))

"""``/v1/tournaments``: tournaments the service plays, and their signed results."""

from __future__ import annotations

from typing import Any

from flask import Blueprint, Response, current_app, request

from schemas import CreateTournamentSchema
from schemas.competition_requests import EnterTournamentSchema
from schemas.competitions import (
    CreatedTournamentSchema,
    TournamentListSchema,
    TournamentResultsSchema,
    TournamentSchema,
)
from schemas.contract import (
    NOT_FOUND,
    QUOTA_OR_RATE_LIMITED,
    STORE_UNAVAILABLE,
    link,
    location,
    responds,
    takes_json,
)
from schemas.problems import ProblemSchema
from schemas.tournament_entries import TournamentEntriesSchema

from ..games.consent import require_own
from .context import (
    bearer,
    created,
    credential,
    cursor_arg,
    int_arg,
    json_body,
    ok,
    signing_keys,
    tournaments,
)
from .problems import BadRequest

bp = Blueprint("tournaments", __name__, url_prefix="/v1")
CREATE_TOURNAMENT = CreateTournamentSchema()
ENTER_TOURNAMENT = EnterTournamentSchema()
#: What ``GET /v1/tournaments?status=`` lists.
LIST_STATUSES = ("upcoming", "running", "finished")


@bp.post("/tournaments")
@takes_json
@responds(
    201,
    CreatedTournamentSchema,
    "The tournament was created and is being played (or, with `starts_at`, is upcoming).",
    headers={"Location": location("The tournament's URL (`/v1/tournaments/{id}`).")},
    links={"GetTournament": link("getTournament", tournament_id="$response.body#/id")},
)
@responds(401, ProblemSchema, "`missing_credential`, `bad_credential` or `bad_authorization`.")
@responds(
    403,
    ProblemSchema,
    "`credential_revoked`: the credential was revoked; or `bot_consent_required`: a\n"
    "bot's token enters no registered bot but itself (an organiser may invite any).\n",
)
@responds(
    422,
    ProblemSchema,
    "`validation_failed` (with `errors`), `invalid_ruleset`, `invalid_seats` (the\n"
    "ruleset's player range, or more seats than participants), `invalid_tournament`,\n"
    "`invalid_clock`, `tournament_too_large` (with `games` and `max_games`),\n"
    "`push_host_not_allowed`, `invalid_start` (`starts_at` past, or too far ahead) or\n"
    "`callback_not_allowed` (a `callback_url` into a loopback, private or link-local network).\n",
)
@responds(429, QUOTA_OR_RATE_LIMITED)
@responds(503, STORE_UNAVAILABLE)
def create_tournament() -> Response:
    # the body is read first (an unread body would break a kept-alive connection), and
    # looked at only once the credential is known
    raw = json_body()
    who = credential()
    req = CREATE_TOURNAMENT.load(raw)
    body = tournaments().create(req, who)
    return created(body, location=f"/v1/tournaments/{body['id']}")


@bp.get("/tournaments")
@responds(200, TournamentListSchema, "One page of tournaments.")
@responds(422, ProblemSchema, "`invalid_parameter`: `status`, `cursor` or `limit` is invalid.")
@responds(503, STORE_UNAVAILABLE)
def list_tournaments() -> Response:
    status = request.args.get("status")
    if status is not None and status not in LIST_STATUSES:
        raise BadRequest(
            422, "invalid_parameter", "status must be 'upcoming', 'running' or 'finished'"
        )
    return ok(
        tournaments().list_page(
            cursor=cursor_arg(), limit=int_arg("limit", 20, 1, 100), status=status
        )
    )


@bp.post("/tournaments/<tournament_id>/entries")
@takes_json
@responds(200, TournamentEntriesSchema, "The bot was entered already: the entries.")
@responds(201, TournamentEntriesSchema, "The bot is entered: the entries.")
@responds(401, ProblemSchema, "`missing_token`, `bad_token` or `bad_authorization`.")
@responds(
    403,
    ProblemSchema,
    "`bot_consent_required`: a bot's token enters that bot alone; or `entry_by_invitation`:\n"
    "the tournament's participants are invited by its creator.\n",
)
@responds(404, NOT_FOUND)
@responds(
    409,
    ProblemSchema,
    "`tournament_started`: entries closed at its start; or `tournament_full`: it has its\n"
    "`max_entries`.\n",
)
@responds(503, STORE_UNAVAILABLE)
def enter_tournament(tournament_id: str) -> Response:
    """A registered bot enters an open tournament with its own token, before its start."""
    raw = (
        json_body() if request.content_length or "HTTP_TRANSFER_ENCODING" in request.environ else {}
    )
    bot = current_app.extensions["bots"].authenticate(bearer())
    req = ENTER_TOURNAMENT.load(raw)
    if req.get("bot"):
        require_own([req["bot"]], bot, what="a tournament")
    entered, entries = tournaments().scheduler.enter(tournament_id, bot)
    body = {"tournament": tournament_id, "entered": True, "entries": _entries(entries)}
    return created(body, 201 if entered else 200)


@bp.delete("/tournaments/<tournament_id>/entries/<name>")
@responds(200, TournamentEntriesSchema, "The entry is withdrawn: the entries left.")
@responds(401, ProblemSchema, "`missing_token`, `bad_token` or `bad_authorization`.")
@responds(403, ProblemSchema, "`bot_consent_required`: a bot withdraws its own entry alone.")
@responds(404, NOT_FOUND)
@responds(409, ProblemSchema, "`tournament_started`: entries closed at its start.")
@responds(503, STORE_UNAVAILABLE)
def withdraw_tournament_entry(tournament_id: str, name: str) -> Response:
    bot = current_app.extensions["bots"].authenticate(bearer())
    require_own([name], bot, what="a tournament")
    entries = tournaments().scheduler.withdraw(tournament_id, bot)
    return ok({"tournament": tournament_id, "entered": False, "entries": _entries(entries)})


def _entries(rows: list[tuple[str, float]]) -> list[dict[str, Any]]:
    return [{"bot": name, "entered": at} for name, at in rows]


@bp.get("/tournaments/<tournament_id>")
@responds(200, TournamentSchema, "The tournament.")
@responds(404, NOT_FOUND)
@responds(503, STORE_UNAVAILABLE)
def get_tournament(tournament_id: str) -> Response:
    return ok(tournaments().get(tournament_id))


@bp.post("/tournaments/<tournament_id>/cancel")
@takes_json
@responds(200, TournamentSchema, "The tournament, cancelled.")
@responds(401, ProblemSchema, "`missing_credential`, `bad_credential` or `bad_authorization`.")
@responds(
    403, ProblemSchema, "`not_creator` (another credential started it) or `credential_revoked`."
)
@responds(404, NOT_FOUND)
@responds(409, ProblemSchema, "`tournament_over`: the tournament is done or failed.")
@responds(503, STORE_UNAVAILABLE)
def cancel_tournament(tournament_id: str) -> Response:
    if request.content_length or "HTTP_TRANSFER_ENCODING" in request.environ:
        json_body()  # the operation takes no body; one that is sent is read (and must be JSON)
    return ok(tournaments().cancel(tournament_id, credential()))


@bp.post("/tournaments/<tournament_id>/decline")
@takes_json
@responds(200, TournamentSchema, "The tournament, declined by the bot.")
@responds(401, ProblemSchema, "`missing_token`, `bad_token` or `bad_authorization`.")
@responds(403, ProblemSchema, "`not_invited`: the bot is not entered in this tournament.")
@responds(404, NOT_FOUND)
@responds(409, ProblemSchema, "`tournament_over`: the tournament is no longer running.")
@responds(503, STORE_UNAVAILABLE)
def decline_tournament(tournament_id: str) -> Response:
    """A registered bot entered (or invited by an organiser) declines: its later games seat a
    built-in bot in its place."""
    if request.content_length or "HTTP_TRANSFER_ENCODING" in request.environ:
        json_body()  # the operation takes no body; one that is sent is read (and must be JSON)
    bot = current_app.extensions["bots"].authenticate(bearer())
    return ok(tournaments().decline(tournament_id, bot))


@bp.get("/tournaments/<tournament_id>/results")
@responds(200, TournamentResultsSchema, "The results document.")
@responds(404, NOT_FOUND)
@responds(409, ProblemSchema, "`tournament_not_over`: the tournament is still running (or failed).")
@responds(503, STORE_UNAVAILABLE)
def tournament_results(tournament_id: str) -> Response:
    return ok(signing_keys().sign(tournaments().results(tournament_id)))

"""``/v1/tournaments``: tournaments the service plays, and their signed results."""

from __future__ import annotations

from flask import Blueprint, Response, current_app, request

from schemas import CreateTournamentSchema

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

bp = Blueprint("tournaments", __name__, url_prefix="/v1")
CREATE_TOURNAMENT = CreateTournamentSchema()


@bp.post("/tournaments")
def create_tournament() -> Response:
    # the body is read first (an unread body would break a kept-alive connection), and
    # looked at only once the credential is known
    raw = json_body()
    who = credential()
    req = CREATE_TOURNAMENT.load(raw)
    body = tournaments().create(req, who)
    return created(body, location=f"/v1/tournaments/{body['id']}")


@bp.get("/tournaments")
def list_tournaments() -> Response:
    return ok(tournaments().list_page(cursor=cursor_arg(), limit=int_arg("limit", 20, 1, 100)))


@bp.get("/tournaments/<tournament_id>")
def get_tournament(tournament_id: str) -> Response:
    return ok(tournaments().get(tournament_id))


@bp.post("/tournaments/<tournament_id>/cancel")
def cancel_tournament(tournament_id: str) -> Response:
    if request.content_length or "HTTP_TRANSFER_ENCODING" in request.environ:
        json_body()  # the operation takes no body; one that is sent is read (and must be JSON)
    return ok(tournaments().cancel(tournament_id, credential()))


@bp.post("/tournaments/<tournament_id>/decline")
def decline_tournament(tournament_id: str) -> Response:
    """A registered bot entered (or invited by an organiser) declines: its later games seat a
    built-in bot in its place."""
    if request.content_length or "HTTP_TRANSFER_ENCODING" in request.environ:
        json_body()  # the operation takes no body; one that is sent is read (and must be JSON)
    bot = current_app.extensions["bots"].authenticate(bearer())
    return ok(tournaments().decline(tournament_id, bot))


@bp.get("/tournaments/<tournament_id>/results")
def tournament_results(tournament_id: str) -> Response:
    return ok(signing_keys().sign(tournaments().results(tournament_id)))

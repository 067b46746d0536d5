"""``/v1/ladders``: standing ladders of registered bots, paired and rated by the scheduler
in ``shithead worker``."""

from __future__ import annotations

from flask import Blueprint, Response, current_app, request

from schemas.requests import CreateLadderSchema

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
def create_ladder() -> Response:
    # the body is read first (an unread body would break a kept-alive connection), and
    # looked at only once the credential is known
    raw = json_body()
    who = credential()
    body = ladders().create(CREATE_LADDER.load(raw), who)
    return created(body, location=f"/v1/ladders/{body['id']}")


@bp.get("/ladders")
def list_ladders() -> Response:
    return ok(ladders().list_page(cursor=cursor_arg(), limit=int_arg("limit", 20, 1, 100)))


@bp.get("/ladders/<ladder_id>")
def get_ladder(ladder_id: str) -> Response:
    return ok(ladders().describe(ladder_id))


@bp.get("/ladders/<ladder_id>/results")
def ladder_results(ladder_id: str) -> Response:
    return ok(signing_keys().sign(ladders().results(ladder_id)))


@bp.post("/ladders/<ladder_id>/join")
def join_ladder(ladder_id: str) -> Response:
    _no_body()
    return ok(ladders().join(ladder_id, bearer()))


@bp.post("/ladders/<ladder_id>/leave")
def leave_ladder(ladder_id: str) -> Response:
    _no_body()
    return ok(ladders().leave(ladder_id, bearer()))


@bp.post("/ladders/<ladder_id>/cancel")
def cancel_ladder(ladder_id: str) -> Response:
    _no_body()
    return ok(ladders().cancel(ladder_id, credential()))

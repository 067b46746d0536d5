"""``/v1/games/{id}/resign``, ``/leave`` and ``/abort``: a seat's exits (docs/api.md,
"Resign, leave, abort"), each with the seat's bearer token."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from flask import Blueprint, Response, request

from engine import causes
from schemas import LeaveSchema
from schemas.contract import NOT_FOUND, STORE_UNAVAILABLE, UNAUTHORIZED, responds, takes_json
from schemas.games import ActionResultSchema
from schemas.problems import ProblemSchema

from ..games.exits import exit_seat
from .context import bearer, created, json_body, service
from .problems import BadRequest

bp = Blueprint("exits", __name__, url_prefix="/v1")
LEAVE = LeaveSchema()
F = TypeVar("F", bound=Callable[..., Response])


def _exit_answers(route: F) -> F:
    """What every exit answers alike: its JSON body's problems, the 201 with the events, and
    the 401, 403, 404 and 409 (each route adds its own 422 and the 503)."""
    for answer in (
        responds(
            409,
            ProblemSchema,
            "`game_over`: the game had ended; `version_conflict`: it kept changing, try again.",
        ),
        responds(404, NOT_FOUND),
        responds(
            403,
            ProblemSchema,
            "`seat_left`: the seat's player left it to a bot, which plays it now.",
        ),
        responds(401, UNAUTHORIZED),
        responds(
            201,
            ActionResultSchema,
            "Logged; the events as the seat sees them and the game after them.",
        ),
        takes_json,
    ):
        route = answer(route)
    return route


def _leave_body() -> dict[str, object]:
    """A leave's body (``{"bot": ...}``, optional: no body at all is an empty one)."""
    if not request.content_length and request.mimetype != "application/json":
        return {}
    loaded: dict[str, object] = LEAVE.load(json_body())
    return loaded


def _no_body() -> None:
    """Resign and abort take no body; one that is sent is the empty object ``{}``."""
    if not request.content_length and request.mimetype != "application/json":
        return
    if json_body() != {}:
        raise BadRequest(
            422, "validation_failed", "this request takes no body, or the empty object {}"
        )


@bp.post("/games/<game_id>/resign")
@_exit_answers
@responds(
    422,
    ProblemSchema,
    "`illegal_action`: the seat is out of cards already, or the contributed deal is not dealt "
    "yet (abort it); `validation_failed`: a body other than `{}`.",
)
@responds(503, STORE_UNAVAILABLE)
def resign(game_id: str) -> Response:
    _no_body()
    return created(exit_seat(service(), game_id, bearer(), causes.RESIGN))


@bp.post("/games/<game_id>/leave")
@_exit_answers
@responds(
    422,
    ProblemSchema,
    "`validation_failed` (an unknown `bot`) or `illegal_action` (the seat is out, or the "
    "contributed deal is not dealt yet).",
)
@responds(503, STORE_UNAVAILABLE)
def leave(game_id: str) -> Response:
    req = _leave_body()
    bot = req.get("bot")
    return created(
        exit_seat(service(), game_id, bearer(), causes.LEAVE, bot if isinstance(bot, str) else None)
    )


@bp.post("/games/<game_id>/abort")
@_exit_answers
@responds(
    422,
    ProblemSchema,
    "`illegal_action`: the game has begun (its first play is made); "
    "`validation_failed`: a body other than `{}`.",
)
@responds(503, STORE_UNAVAILABLE)
def abort(game_id: str) -> Response:
    _no_body()
    return created(exit_seat(service(), game_id, bearer(), causes.ABORT))

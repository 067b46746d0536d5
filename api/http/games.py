"""``/v1/games``: create, list, read and join games, their legal moves, actions, events,
replays and past views."""

from __future__ import annotations

from flask import Blueprint, Response, current_app, request

from schemas import CreateGameSchema, JoinSchema
from schemas.contract import (
    NOT_FOUND,
    POLL_AGAIN,
    STORE_UNAVAILABLE,
    TEXT,
    UNAUTHORIZED,
    UNAUTHORIZED_OR_REVOKED,
    link,
    location,
    responds,
    takes_json,
)
from schemas.games import (
    ActionResultSchema,
    CreatedGameSchema,
    EventPageSchema,
    GameListSchema,
    GameSchema,
    JoinedSchema,
    LegalMovesSchema,
)
from schemas.problems import ProblemSchema
from schemas.replays import ReplayDocumentSchema

from ..bots.service import BotService
from ..games.consent import require_own, seated_bots
from ..games.documents import Answer
from ..games.errors import NotFound, Unauthorized
from ..games.record import game_record
from .context import (
    bearer,
    created,
    cursor_arg,
    int_arg,
    json_body,
    ok,
    service,
    signing_keys,
    token_bot,
)
from .lean_submit import submit_answer
from .lobby import lobby_place
from .logs import note_shown
from .long_polls import cut_short, long_polls
from .problems import BadRequest

bp = Blueprint("games", __name__, url_prefix="/v1")
CREATE_GAME = CreateGameSchema()
JOIN = JoinSchema()


@bp.post("/games")
@takes_json
@responds(
    201,
    CreatedGameSchema,
    "The game was created.",
    headers={"Location": location("The game's URL (`/v1/games/{id}`).")},
    links={
        "GetGame": link("getGame", game_id="$response.body#/id"),
        "JoinGame": link("joinGame", game_id="$response.body#/id"),
        "GetLegalMoves": link("getLegalMoves", game_id="$response.body#/id"),
        "GetEvents": link("getEvents", game_id="$response.body#/id"),
        "GetReplay": link("getReplay", game_id="$response.body#/id"),
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
    "`validation_failed` (with `errors`), `invalid_ruleset`, `invalid_seats`,\n"
    "`invalid_deck`, `invalid_clock` or `push_host_not_allowed`.\n",
)
@responds(
    429,
    ProblemSchema,
    "`rate_limited` (the address's budget, or its budget for creating, is spent), or\n"
    "`too_many_open_games` (with `limit`): the address holds as many games with an\n"
    "open seat in the lobby as it may. Wait `Retry-After` seconds.\n",
)
@responds(503, STORE_UNAVAILABLE)
def create_game() -> Response:
    req = CREATE_GAME.load(json_body())
    names = seated_bots(req["seats"])
    if names:  # a registered bot is seated only by its own token (api.games.consent)
        require_own(names, token_bot())
    with lobby_place(req) as made:
        body = service().create(req, with_events=True)
        made(body["id"])
    return created(body, location=f"/v1/games/{body['id']}")


@bp.get("/games")
@responds(200, GameListSchema, "One page of games.")
@responds(422, ProblemSchema, "`invalid_parameter`: `status`, `cursor` or `limit` is invalid.")
@responds(503, STORE_UNAVAILABLE)
def list_games() -> Response:
    preset = request.args.get("ruleset")
    status = request.args.get("status")
    if status not in (None, "playing", "over", "open"):
        raise BadRequest(422, "invalid_parameter", "status must be 'playing', 'over' or 'open'")
    cursor = cursor_arg()
    limit = int_arg("limit", 50, 1, 200)
    return ok(service().list_games(preset=preset, status=status, cursor=cursor, limit=limit))


@bp.get("/games/<game_id>")
@responds(200, GameSchema, "The game.")
@responds(401, UNAUTHORIZED)
@responds(404, NOT_FOUND)
@responds(503, STORE_UNAVAILABLE)
def get_game(game_id: str) -> Response:
    return _shown(service().documents.game(game_id, bearer()))


@bp.post("/games/<game_id>/join")
@takes_json
@responds(201, JoinedSchema, "The seat is yours.")
@responds(401, UNAUTHORIZED)
@responds(404, NOT_FOUND)
@responds(
    409,
    ProblemSchema,
    "`seat_taken`, `no_open_seat`, `already_seated` or `seats_expired` (the game's "
    "open seats expired).",
)
@responds(
    422,
    ProblemSchema,
    "`validation_failed` (with `errors`) or `invalid_seat` (no such seat number).",
)
@responds(503, STORE_UNAVAILABLE)
def join_game(game_id: str) -> Response:
    """An open seat for a person (a new token), or with a registered bot's token for that bot."""
    req = JOIN.load(json_body())
    token = bearer()
    if token is not None:
        bots: BotService = current_app.extensions["bots"]
        return created(bots.join(game_id, token, req["seat"], req["name"]))
    return created(service().join(game_id, req["name"], req["seat"]))


@bp.get("/games/<game_id>/legal-moves")
@responds(200, LegalMovesSchema, "The legal actions.")
@responds(401, UNAUTHORIZED)
@responds(
    403, ProblemSchema, "`seat_left`: the seat's player left it to a bot, which plays it now."
)
@responds(404, NOT_FOUND)
@responds(503, STORE_UNAVAILABLE)
def legal_moves(game_id: str) -> Response:
    svc = service()
    token = bearer()
    if token is None:
        svc.load(game_id)  # an unknown game is a 404 before a missing token is a 401
        raise Unauthorized(
            "legal moves belong to a seat: send its bearer token", code="missing_token"
        )
    return _shown(svc.documents.legal_moves(game_id, token))


@bp.post("/games/<game_id>/actions")
@takes_json
@responds(
    201,
    ActionResultSchema,
    "The action was applied (or, with `Idempotent-Replayed`, had been).",
    headers={
        "Idempotent-Replayed": {
            "description": "`true` when this is the stored response of an earlier request with the same key.",
            "schema": {"type": "string", "enum": ["true"]},
        }
    },
)
@responds(401, UNAUTHORIZED)
@responds(
    403, ProblemSchema, "`not_your_turn`, or `seat_left` (the seat's player left it to a bot)."
)
@responds(404, NOT_FOUND)
@responds(
    409,
    ProblemSchema,
    "`version_conflict` (with the current `version`: read the game and decide again)\n"
    "or `game_over`.\n",
)
@responds(
    422,
    ProblemSchema,
    "`validation_failed` (with `errors`), `illegal_action`, `invalid_action`,\n"
    "`not_started`, `invalid_idempotency_key` or `idempotency_key_reused`.\n",
)
@responds(503, STORE_UNAVAILABLE)
def submit_action(game_id: str) -> Response:
    # a submit with a plain JSON body is answered by the lean layer before Flask
    # (api/http/lean_submit.py); this is the same submit for the others
    body, replayed = submit_answer(service(), game_id, request.environ, json_body())
    resp = Response(body, status=201, mimetype="application/json")
    if replayed:
        # the first answer again, byte for byte; nothing was appended
        resp.headers["Idempotent-Replayed"] = "true"
    return resp


@bp.get("/games/<game_id>/record.txt")
@responds(200, {"text/plain": TEXT}, "The record, UTF-8 text.")
@responds(401, UNAUTHORIZED)
@responds(404, NOT_FOUND)
@responds(503, STORE_UNAVAILABLE)
def game_record_text(game_id: str) -> Response:
    """The game's moves in words, one a line, as the caller's events page shows them."""
    return Response(
        game_record(service(), game_id, bearer()),
        status=200,
        content_type="text/plain; charset=utf-8",
    )


@bp.get("/games/<game_id>/events")
@responds(200, EventPageSchema, "The events.", headers={"Retry-After": POLL_AGAIN})
@responds(401, UNAUTHORIZED_OR_REVOKED)
@responds(404, NOT_FOUND)
@responds(422, ProblemSchema, "`invalid_parameter`: `after` or `wait` is not an integer in range.")
@responds(503, STORE_UNAVAILABLE)
def game_events(game_id: str) -> Response:
    after = int_arg("after", 0, 0, 10**9)
    wait = int_arg("wait", 0, 0, 30)
    # answered now (kept or built) unless it is a long poll with nothing yet to show
    now = service().documents.events(game_id, after, bearer(), ready=wait > 0)
    if now is not None:
        return _shown(now)
    with long_polls().slot(float(wait)) as granted:
        page = service().events_after(game_id, after, bearer(), granted)
    return cut_short(ok(page), wait, granted)


def _shown(answer: Answer) -> Response:
    """A read's answer, JSON text already (kept, or built once and kept: api.games.documents)."""
    note_shown(answer.seat, answer.version)
    return Response(answer.text, status=200, mimetype="application/json")


@bp.get("/games/<game_id>/replay")
@responds(200, ReplayDocumentSchema, "The replay document.")
@responds(401, UNAUTHORIZED)
@responds(404, NOT_FOUND)
@responds(503, STORE_UNAVAILABLE)
def game_replay(game_id: str) -> Response:
    return ok(signing_keys().sign(service().replay(game_id, bearer())))


@bp.get("/games/<game_id>/views/<int:version>")
@responds(200, GameSchema, "The game at that version.")
@responds(401, UNAUTHORIZED)
@responds(404, NOT_FOUND)
@responds(503, STORE_UNAVAILABLE)
def view_at(game_id: str, version: int) -> Response:
    svc = service()
    meta = svc.expire_deal(game_id, svc.meta(game_id))
    seat = svc.seat_for(meta, bearer())
    current = svc.store.version(game_id)
    if version > current:
        raise NotFound(f"the game is at version {current}", code="no_such_version", version=current)
    loaded = svc.load(game_id, at_version=version)
    return ok(svc.describe(loaded, seat))

"""``/v1/games``: create, list, read and join games, their legal moves, actions, events,
replays and past views."""

from __future__ import annotations

import hashlib
import json

from flask import Blueprint, Response, current_app, request

from schemas import CreateGameSchema, JoinSchema, load_submit_action

from ..bots.service import BotService
from ..games.consent import require_own, seated_bots
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
from .lobby import lobby_place
from .long_polls import cut_short, long_polls
from .problems import BadRequest

bp = Blueprint("games", __name__, url_prefix="/v1")
CREATE_GAME = CreateGameSchema()
JOIN = JoinSchema()


@bp.post("/games")
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
def list_games() -> Response:
    preset = request.args.get("ruleset")
    status = request.args.get("status")
    if status not in (None, "playing", "over", "open"):
        raise BadRequest(422, "invalid_parameter", "status must be 'playing', 'over' or 'open'")
    cursor = cursor_arg()
    limit = int_arg("limit", 50, 1, 200)
    return ok(service().list_games(preset=preset, status=status, cursor=cursor, limit=limit))


@bp.get("/games/<game_id>")
def get_game(game_id: str) -> Response:
    svc = service()
    loaded = svc.load(game_id)
    seat = svc.seat_for(loaded.meta, bearer())
    return ok(svc.describe(loaded, seat))


@bp.post("/games/<game_id>/join")
def join_game(game_id: str) -> Response:
    """An open seat for a person (a new token), or with a registered bot's token for that bot."""
    req = JOIN.load(json_body())
    token = bearer()
    if token is not None:
        bots: BotService = current_app.extensions["bots"]
        return created(bots.join(game_id, token, req["seat"], req["name"]))
    return created(service().join(game_id, req["name"], req["seat"]))


@bp.get("/games/<game_id>/legal-moves")
def legal_moves(game_id: str) -> Response:
    svc = service()
    loaded = svc.load(game_id)
    token = bearer()
    if token is None:
        raise Unauthorized("legal moves belong to a seat: send its bearer token", code="missing_token")
    seat = svc.seat_for(loaded.meta, token, acting=True)
    assert seat is not None
    return ok(svc.legal_moves(loaded, seat))


@bp.post("/games/<game_id>/actions")
def submit_action(game_id: str) -> Response:
    body = json_body()
    req = load_submit_action(body)
    key = request.environ.get("HTTP_IDEMPOTENCY_KEY")
    if key is not None and not 1 <= len(key) <= 200:
        raise BadRequest(422, "invalid_idempotency_key", "Idempotency-Key must be 1-200 characters")
    # what tells a retry from another request under the same key (none without a key)
    fingerprint = (hashlib.sha256(json.dumps(body, sort_keys=True).encode()).hexdigest()
                   if key is not None else "")
    body, replayed = service().submit(
        game_id, bearer(), req["action"], req["expected_version"], key, fingerprint, req.get("note")
    )
    resp = Response(body, status=201, mimetype="application/json")
    if replayed:
        # the first answer again, byte for byte; nothing was appended
        resp.headers["Idempotent-Replayed"] = "true"
    return resp


@bp.get("/games/<game_id>/record.txt")
def game_record_text(game_id: str) -> Response:
    """The game's moves in words, one a line, as the caller's events page shows them."""
    return Response(game_record(service(), game_id, bearer()), status=200,
                    content_type="text/plain; charset=utf-8")


@bp.get("/games/<game_id>/events")
def game_events(game_id: str) -> Response:
    after = int_arg("after", 0, 0, 10**9)
    wait = int_arg("wait", 0, 0, 30)
    with long_polls().slot(float(wait)) as granted:
        page = service().events_after(game_id, after, bearer(), granted)
    return cut_short(ok(page), wait, granted)


@bp.get("/games/<game_id>/replay")
def game_replay(game_id: str) -> Response:
    return ok(signing_keys().sign(service().replay(game_id, bearer())))


@bp.get("/games/<game_id>/views/<int:version>")
def view_at(game_id: str, version: int) -> Response:
    svc = service()
    meta = svc.expire_deal(game_id, svc.meta(game_id))
    seat = svc.seat_for(meta, bearer())
    current = svc.store.version(game_id)
    if version > current:
        raise NotFound(f"the game is at version {current}", code="no_such_version", version=current)
    loaded = svc.load(game_id, at_version=version)
    return ok(svc.describe(loaded, seat))

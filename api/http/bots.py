"""``/v1/bots``: registering a bot, its token, its profile and its feed; and
``/v1/challenges``: games proposed to registered bots, accepted or declined with their tokens.

The feed (``GET /v1/bots/me/events``) is a long poll (``?after=<id>&wait=<s>``, a JSON page)
or, with ``Accept: application/x-ndjson``, a stream that never ends: one JSON object a line,
``{"kind": "bot", "id": ..., "event": {...}}`` for each event and ``{"kind": "heartbeat"}``
while there is none, framed as the game streams' NDJSON is (:mod:`api.http.stream_frames`);
it resumes after ``Last-Event-ID`` or ``?after``.
"""

from __future__ import annotations

import time
from collections.abc import Iterator

from flask import Blueprint, Response, current_app, request

from schemas.requests import CreateChallengeSchema, RegisterBotSchema

from .. import jsontext
from ..bots.challenges import ChallengeService
from ..bots.service import FEED_ID, BotService
from .context import bearer, created, int_arg, json_body, ok
from .problems import BadRequest
from .stream_frames import NDJSON_TYPE, Framing, frame_heartbeat

bp = Blueprint("bots", __name__, url_prefix="/v1")
REGISTER = RegisterBotSchema()
CHALLENGE = CreateChallengeSchema()
HEADERS = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}
#: Seconds between an NDJSON feed's heartbeats while nothing happens.
HEARTBEAT_S = 10.0


def bots() -> BotService:
    svc: BotService = current_app.extensions["bots"]
    return svc


def challenges() -> ChallengeService:
    svc: ChallengeService = current_app.extensions["challenges"]
    return svc


@bp.post("/bots")
def register_bot() -> Response:
    body = bots().register(REGISTER.load(json_body()))
    return created(body, location=f"/v1/bots/{body['name']}")


@bp.get("/bots/<name>")
def get_bot(name: str) -> Response:
    return ok(bots().profile(name))


@bp.post("/bots/<name>/token")
def rotate_token(name: str) -> Response:
    return created(bots().rotate(name, bearer()))


@bp.delete("/bots/<name>/token")
def revoke_token(name: str) -> Response:
    bots().revoke(name, bearer())
    return Response(status=204)


def _feed_after() -> str:
    """``Last-Event-ID`` (a reconnecting stream), else ``?after``; ``0``: from the start."""
    raw = request.headers.get("Last-Event-ID")
    if raw is None:
        raw = request.args.get("after", "0")
    raw = raw.strip()
    if not FEED_ID.match(raw) or any(int(part) >= 2**64 for part in raw.split("-")):
        raise BadRequest(422, "invalid_parameter", "after must be a feed event's id (or 0)")
    return raw


@bp.get("/bots/me/events")
def bot_feed() -> Response:
    svc = bots()
    token = bearer()
    name = svc.authenticate(token)
    after = _feed_after()
    wait = int_arg("wait", 0, 0, 30)
    best = request.accept_mimetypes.best_match(["application/json", NDJSON_TYPE],
                                               default="application/json")
    if best != NDJSON_TYPE:
        return ok(svc.feed_page(name, after, float(wait)))

    def body() -> Iterator[bytes]:
        at = after
        quiet_since = time.monotonic()
        while True:
            page = svc.feed_page(name, at, 2.0)
            if page["events"]:
                at = page["next"]
                quiet_since = time.monotonic()
                yield b"".join(jsontext.dumps({"kind": "bot", "id": e["id"], "event": e}).encode() + b"\n"
                               for e in page["events"])
            elif time.monotonic() - quiet_since >= HEARTBEAT_S:
                if svc.store.name_of_token(token or "") != name:
                    return  # the token was rotated or revoked: the stream ends
                quiet_since = time.monotonic()
                yield frame_heartbeat(Framing.NDJSON)

    first = frame_heartbeat(Framing.NDJSON)  # the answer's start, at once

    def stream() -> Iterator[bytes]:
        yield first
        yield from body()

    return Response(stream(), mimetype=NDJSON_TYPE, headers=HEADERS)


@bp.post("/challenges")
def create_challenge() -> Response:
    req = CHALLENGE.load(json_body())
    token = bearer()
    challenger = bots().authenticate(token) if token is not None else None
    body = challenges().create(req, challenger)
    return created(body, location=f"/v1/challenges/{body['id']}")


@bp.get("/challenges/<challenge_id>")
def get_challenge(challenge_id: str) -> Response:
    return ok(challenges().get(challenge_id))


@bp.post("/challenges/<challenge_id>/accept")
def accept_challenge(challenge_id: str) -> Response:
    return ok(challenges().accept(challenge_id, bots().authenticate(bearer())))


@bp.post("/challenges/<challenge_id>/decline")
def decline_challenge(challenge_id: str) -> Response:
    return ok(challenges().decline(challenge_id, bots().authenticate(bearer())))

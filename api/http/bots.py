"""``/v1/bots``: registering a bot, its token, its profile and its feed; and
``/v1/challenges``: games proposed to registered bots, accepted or declined with their tokens.

The feed (``GET /v1/bots/me/events``) is a long poll (``?after=<id>&wait=<s>``, a JSON page)
or, with ``Accept: application/x-ndjson``, a stream that never ends: one JSON object a line,
``{"kind": "bot", "id": ..., "event": {...}}`` for each event and ``{"kind": "heartbeat"}``
while there is none, framed as the game streams' NDJSON is (:mod:`api.http.stream_frames`);
it resumes after ``Last-Event-ID`` or ``?after``. Both check the bot's token again every
second while they wait: once it is rotated or revoked the long poll answers 401
``token_revoked`` and the stream ends with ``{"kind": "error", "code":
"token_revoked", ...}``.

An open NDJSON feed holds a request thread, so a process serves a bounded number of them
(:data:`FEED_STREAMS`, beyond which the answer is 503 ``feed_streams_full`` with
``Retry-After``: the long poll still works), and a bot has at most one: its newer stream
ends the older one (a bot reconnecting after a broken connection is not refused while the
old stream has not yet noticed).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator

from flask import Blueprint, Response, current_app, request

from schemas.bots import (
    BotHistorySchema,
    BotProfileSchema,
    BotTokenSchema,
    ChallengeSchema,
    FeedPageSchema,
    RegisteredBotSchema,
)
from schemas.competition_requests import CreateChallengeSchema, RegisterBotSchema, UpdateBotSchema
from schemas.contract import (
    NDJSON,
    NOT_FOUND,
    POLL_AGAIN,
    STORE_UNAVAILABLE,
    UNAUTHORIZED,
    UNAUTHORIZED_OR_REVOKED,
    location,
    responds,
    takes_json,
)
from schemas.problems import ProblemSchema

from .. import jsontext
from ..bots.challenges import ChallengeService
from ..bots.history import MAX_PAGE, PAGE, BotHistory, filters_of
from ..bots.service import FEED_ID, BotService
from ..games.errors import CredentialRevoked, ServiceError
from ..games.held_tokens import CHECK_S
from ..settings import Settings
from ..store.errors import StoreError
from .context import bearer, created, int_arg, json_body, ok, signing_keys
from .long_polls import cut_short, long_polls
from .problemdoc import document
from .problems import BadRequest
from .stream_frames import NDJSON_TYPE, Framing, frame_heartbeat, frame_problem

bp = Blueprint("bots", __name__, url_prefix="/v1")
REGISTER = RegisterBotSchema()
CHALLENGE = CreateChallengeSchema()
UPDATE = UpdateBotSchema()
HEADERS = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}
#: Seconds between an NDJSON feed's heartbeats while nothing happens.
HEARTBEAT_S = 10.0
#: Open NDJSON feeds one process serves at most (each holds a request thread), unless the
#: app's settings say (``FEED_STREAMS``).
FEED_STREAMS = Settings.feed_streams


class FeedStreams:
    """The open NDJSON feeds of this process: at most ``limit``, one per bot."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self._lock = threading.Lock()
        self._open: dict[str, object] = {}  # bot -> the ticket of its newest stream

    def open(self, bot: str) -> object:
        """A ticket for a new stream of ``bot`` (ending its older one); 503 when full."""
        with self._lock:
            if bot not in self._open and len(self._open) >= self.limit:
                raise ServiceError(
                    "this server holds as many feed streams as it may; use the long poll "
                    "(?wait=) or retry",
                    status=503,
                    code="feed_streams_full",
                    retry_after=5,
                )
            ticket = self._open[bot] = object()
            return ticket

    def current(self, bot: str, ticket: object) -> bool:
        """Whether ``ticket`` is still its bot's newest stream."""
        return self._open.get(bot) is ticket

    def close(self, bot: str, ticket: object) -> None:
        with self._lock:
            if self._open.get(bot) is ticket:
                del self._open[bot]


def feed_streams() -> FeedStreams:
    """This app's open feed streams (config ``FEED_STREAMS``, from its settings)."""
    streams: FeedStreams | None = current_app.extensions.get("feed_streams")
    if streams is None:
        streams = FeedStreams(int(current_app.config.get("FEED_STREAMS") or FEED_STREAMS))
        current_app.extensions["feed_streams"] = streams
    return streams


def bots() -> BotService:
    svc: BotService = current_app.extensions["bots"]
    return svc


def challenges() -> ChallengeService:
    svc: ChallengeService = current_app.extensions["challenges"]
    return svc


@bp.post("/bots")
@takes_json
@responds(
    201,
    RegisteredBotSchema,
    "The bot, its token and (a push bot) its webhook secret.",
    headers={"Location": location("The bot's profile (`/v1/bots/{name}`).")},
)
@responds(409, ProblemSchema, "`bot_exists`: the name is taken.")
@responds(
    422,
    ProblemSchema,
    "`validation_failed` (with `errors`), `invalid_bot_name` or `push_host_not_allowed`.",
)
@responds(503, STORE_UNAVAILABLE)
def register_bot() -> Response:
    body = bots().register(REGISTER.load(json_body()))
    return created(body, location=f"/v1/bots/{body['name']}")


@bp.get("/bots/<name>")
@responds(200, BotProfileSchema, "The profile.")
@responds(404, NOT_FOUND)
@responds(503, STORE_UNAVAILABLE)
def get_bot(name: str) -> Response:
    return ok(bots().profile(name, bearer()))


@bp.patch("/bots/<name>")
@takes_json
@responds(200, BotProfileSchema, "The profile after the change, as its owner reads it.")
@responds(401, UNAUTHORIZED)
@responds(403, ProblemSchema, "`not_your_bot`: the token is another bot's.")
@responds(404, NOT_FOUND)
@responds(
    422,
    ProblemSchema,
    "`validation_failed` (with `errors`; also: nothing to change), `not_a_push_bot`\n"
    "(a `push_url` for a pull bot) or `push_host_not_allowed`.\n",
)
@responds(503, STORE_UNAVAILABLE)
def update_bot(name: str) -> Response:
    token, svc = bearer(), bots()
    svc.check_owner(name, token)  # 404, then 401 or 403, before the body is looked at
    return ok(svc.edit(name, token, UPDATE.load(json_body())))


def history() -> BotHistory:
    svc: BotHistory = current_app.extensions["bot_history"]
    return svc


@bp.get("/bots/<name>/games")
@responds(
    200,
    {"application/json": BotHistorySchema, "application/x-ndjson": NDJSON},
    "A page of the bot's finished games, newest first; or, as NDJSON, every matching\n"
    "game's signed replay document, one a line.\n",
)
@responds(404, NOT_FOUND)
@responds(422, ProblemSchema, "`invalid_parameter`: a filter, `limit` or `cursor` is invalid.")
@responds(503, STORE_UNAVAILABLE)
def bot_games(name: str) -> Response:
    filters = filters_of(request.args)
    limit = int_arg("limit", PAGE, 1, MAX_PAGE)
    best = request.accept_mimetypes.best_match(
        ["application/json", NDJSON_TYPE], default="application/json"
    )
    if best != NDJSON_TYPE:
        return ok(history().page(name, filters, limit, request.args.get("cursor")))
    documents = history().replays(name, filters)
    first = next(documents, None)  # a bot that is not there answers 404, not an empty stream
    keys = signing_keys()

    def lines() -> Iterator[bytes]:
        doc = first
        try:
            while doc is not None:
                signed = doc if "withheld" in doc else keys.sign(doc)
                yield jsontext.dumps(signed).encode() + b"\n"
                doc = next(documents, None)
        except StoreError as exc:  # the answer has begun: its last line says why it ends
            problem = document(503, "store_unavailable", f"the store cannot be reached: {exc}")
            yield frame_problem(Framing.NDJSON, problem)

    return Response(lines(), mimetype=NDJSON_TYPE, headers=HEADERS)


@bp.post("/bots/<name>/token")
@takes_json
@responds(201, BotTokenSchema, "The new token.")
@responds(401, UNAUTHORIZED)
@responds(403, ProblemSchema, "`not_your_bot`: the token is another bot's.")
@responds(404, NOT_FOUND)
@responds(503, STORE_UNAVAILABLE)
def rotate_token(name: str) -> Response:
    return created(bots().rotate(name, bearer()))


@bp.delete("/bots/<name>/token")
@responds(204, None, "Revoked.")
@responds(401, UNAUTHORIZED)
@responds(403, ProblemSchema, "`not_your_bot`: the token is another bot's.")
@responds(404, NOT_FOUND)
@responds(503, STORE_UNAVAILABLE)
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
@responds(
    200,
    {"application/json": FeedPageSchema, "application/x-ndjson": NDJSON},
    "A page of the feed, or the feed as a stream.",
    headers={"Retry-After": POLL_AGAIN},
)
@responds(401, UNAUTHORIZED_OR_REVOKED)
@responds(422, ProblemSchema, "`invalid_parameter`: `after`, `Last-Event-ID` or `wait` is invalid.")
@responds(
    503,
    ProblemSchema,
    "`store_unavailable`: the store cannot be reached; `feed_streams_full`: this\n"
    "server holds as many NDJSON feed streams as it may (the long poll still answers).\n"
    "Retry after `Retry-After` seconds.\n",
)
def bot_feed() -> Response:
    svc = bots()
    token = bearer()
    name = svc.authenticate(token)
    after = _feed_after()
    wait = int_arg("wait", 0, 0, 30)
    best = request.accept_mimetypes.best_match(
        ["application/json", NDJSON_TYPE], default="application/json"
    )
    if best != NDJSON_TYPE:
        with long_polls().slot(float(wait)) as granted:
            page = svc.feed_page(name, after, granted, token)
        return cut_short(ok(page), wait, granted)

    streams = feed_streams()
    ticket = streams.open(name)

    def body() -> Iterator[bytes]:
        at = after
        quiet_since = time.monotonic()
        while streams.current(name, ticket):  # a newer stream of the bot ends this one
            try:  # the token is checked again every second: a rotated or revoked one ends it
                page = svc.feed_page(name, at, CHECK_S, token)
            except CredentialRevoked as exc:
                yield frame_problem(Framing.NDJSON, document(exc.status, exc.code, exc.detail))
                return
            if page["events"]:
                at = page["next"]
                quiet_since = time.monotonic()
                yield b"".join(
                    jsontext.dumps({"kind": "bot", "id": e["id"], "event": e}).encode() + b"\n"
                    for e in page["events"]
                )
            elif time.monotonic() - quiet_since >= HEARTBEAT_S:
                quiet_since = time.monotonic()
                yield frame_heartbeat(Framing.NDJSON)

    first = frame_heartbeat(Framing.NDJSON)  # the answer's start, at once

    def stream() -> Iterator[bytes]:
        try:
            yield first
            yield from body()
        finally:
            streams.close(name, ticket)

    return Response(stream(), mimetype=NDJSON_TYPE, headers=HEADERS)


@bp.post("/challenges")
@takes_json
@responds(
    201,
    ChallengeSchema,
    "The challenge, pending.",
    headers={"Location": location("The challenge (`/v1/challenges/{id}`).")},
)
@responds(401, UNAUTHORIZED)
@responds(
    422,
    ProblemSchema,
    "`validation_failed` (with `errors`), `invalid_ruleset`, `invalid_seats` (also: no\n"
    "seat names a registered bot, or one names a bot twice), `unknown_bot` or\n"
    "`challenge_person_seat` (a seat is a person's, whose token nobody would receive:\n"
    "a challenge's seats are bots or open).\n",
)
@responds(
    429,
    ProblemSchema,
    "`too_many_challenges`: the challenger sent `CHALLENGES_PER_MINUTE` this minute\n"
    "(`limit`: `per_challenger`), an invited bot was sent\n"
    "`CHALLENGES_PER_BOT_PER_MINUTE` (`per_bot`) or has `CHALLENGES_PENDING_PER_BOT`\n"
    "pending (`pending`); or `rate_limited`. Wait `Retry-After` seconds.\n",
)
@responds(503, STORE_UNAVAILABLE)
def create_challenge() -> Response:
    req = CHALLENGE.load(json_body())
    token = bearer()
    challenger = bots().authenticate(token) if token is not None else None
    body = challenges().create(req, challenger, request.remote_addr or "")
    return created(body, location=f"/v1/challenges/{body['id']}")


@bp.get("/challenges/<challenge_id>")
@responds(200, ChallengeSchema, "The challenge.")
@responds(404, NOT_FOUND)
@responds(503, STORE_UNAVAILABLE)
def get_challenge(challenge_id: str) -> Response:
    return ok(challenges().get(challenge_id))


@bp.post("/challenges/<challenge_id>/accept")
@takes_json
@responds(200, ChallengeSchema, "The challenge after the answer.")
@responds(401, UNAUTHORIZED)
@responds(403, ProblemSchema, "`not_invited`: the bot is not invited to this challenge.")
@responds(404, NOT_FOUND)
@responds(
    409,
    ProblemSchema,
    "`challenge_not_pending` (declined, expired or accepted already) or\n"
    "`challenge_failed` (the game could not be created: a bot was disabled).\n",
)
@responds(503, STORE_UNAVAILABLE)
def accept_challenge(challenge_id: str) -> Response:
    return ok(challenges().accept(challenge_id, bots().authenticate(bearer())))


@bp.post("/challenges/<challenge_id>/decline")
@takes_json
@responds(200, ChallengeSchema, "The challenge after the answer.")
@responds(401, UNAUTHORIZED)
@responds(403, ProblemSchema, "`not_invited`: the bot is not invited to this challenge.")
@responds(404, NOT_FOUND)
@responds(409, ProblemSchema, "`challenge_not_pending`: declined, expired or accepted already.")
@responds(503, STORE_UNAVAILABLE)
def decline_challenge(challenge_id: str) -> Response:
    return ok(challenges().decline(challenge_id, bots().authenticate(bearer())))

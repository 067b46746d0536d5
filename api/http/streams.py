"""``GET /v1/games/{id}/stream``: a game's events as they are appended, as Server-Sent Events
or newline-delimited JSON, redacted for the viewer as the events page is.

The request answers the log after the resume point (``Last-Event-ID``, else ``?after``) and
the status, exactly as ``GET /v1/games/{id}/events`` would; then, unless the game is over,
the process's :class:`~api.http.stream_hub.StreamHub` feeds it. Under the service's worker
(:mod:`api.http.gunicorn_worker`) the stream's socket is handed to the hub's stream loop
once that first answer is sent, so an open stream holds no request thread; elsewhere the
request's thread serves it. A stream opened with a registered bot's token ends, with an
``error`` frame (``token_revoked``), within about a second of the token's rotation or
revocation.
"""

from __future__ import annotations

from collections.abc import Iterator

from flask import Blueprint, Response, current_app, request

from schemas.contract import (
    NDJSON,
    NOT_FOUND,
    SSE,
    STORE_UNAVAILABLE,
    UNAUTHORIZED_OR_REVOKED,
    responds,
)
from schemas.problems import ProblemSchema

from ..games.clocks import clock_view
from ..games.held_tokens import held_token
from ..games.service import game_over, status
from .context import bearer, int_arg, service
from .problems import BadRequest
from .stream_frames import (
    HAND_OFF,
    NDJSON_TYPE,
    SSE_TYPE,
    Framing,
    frame_end,
    frame_events,
    frame_start,
    frame_status,
)
from .stream_hub import StreamHub
from .stream_watchers import QueueWatcher, SocketWatcher

bp = Blueprint("streams", __name__, url_prefix="/v1")

HEADERS = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}
MAX_SEQ = 10**9


def stream_hub() -> StreamHub:
    hub: StreamHub = current_app.extensions["streams"]
    return hub


def _resume_point() -> int:
    """``Last-Event-ID`` (what an EventSource sends when it reconnects), else ``?after``."""
    raw = request.headers.get("Last-Event-ID")
    if raw is None:
        return int_arg("after", 0, 0, MAX_SEQ)
    try:
        value = int(raw.strip())
    except ValueError:
        raise BadRequest(422, "invalid_parameter", "Last-Event-ID must be an integer") from None
    if not 0 <= value <= MAX_SEQ:
        raise BadRequest(422, "invalid_parameter", f"Last-Event-ID must be between 0 and {MAX_SEQ}")
    return value


@bp.get("/games/<game_id>/stream")
@responds(
    200,
    {"text/event-stream": SSE, "application/x-ndjson": NDJSON},
    "The stream, as Server-Sent Events or as newline-delimited JSON.",
)
@responds(401, UNAUTHORIZED_OR_REVOKED)
@responds(404, NOT_FOUND)
@responds(
    422,
    ProblemSchema,
    "`invalid_parameter`: `after` or `Last-Event-ID` is not an integer in range.",
)
@responds(503, STORE_UNAVAILABLE)
def game_stream(game_id: str) -> Response:
    after = _resume_point()
    best = request.accept_mimetypes.best_match([SSE_TYPE, NDJSON_TYPE], default=SSE_TYPE)
    framing = Framing.NDJSON if best == NDJSON_TYPE else Framing.SSE
    svc = service()
    meta = svc.expire_deal(game_id, svc.meta(game_id))
    token = bearer()
    seat = svc.seat_for(meta, token)
    held = held_token(meta, token, seat)  # a bot's: checked again while the stream is open
    loaded = svc.load(game_id)
    st = loaded.state
    page = svc.events_page(game_id, meta, seat, after, st.version)
    over = game_over(meta, st)
    head = {"version": st.version, **status(st)}
    if loaded.clock is not None:
        head["clock"] = clock_view(loaded.clock, loaded.meta)
    first = (
        frame_start(framing) + frame_events(framing, page["events"]) + frame_status(framing, head)
    )
    if over or request.method == "HEAD":
        return Response(
            first + (frame_end(framing) if over else b""), mimetype=framing.value, headers=HEADERS
        )
    hub = stream_hub()
    hand_off = request.environ.get(HAND_OFF)
    if hand_off is not None and hub.hand_off:

        def adopt(sock: object, chunked: bool) -> None:
            hub.adopt(
                SocketWatcher(
                    game_id,
                    seat,
                    framing,
                    st.version,
                    sock,  # type: ignore[arg-type]
                    chunked=chunked,
                    held=held,
                )
            )

        hand_off(adopt)
        # an iterator, not bytes: the body has no length, the stream loop goes on with it
        return Response(iter((first,)), mimetype=framing.value, headers=HEADERS)
    watcher = QueueWatcher(game_id, seat, framing, st.version, held)

    def body() -> Iterator[bytes]:
        hub.subscribe(watcher)
        try:
            yield first
            yield from watcher.frames(hub.heartbeat_s)
        finally:
            hub.unsubscribe(watcher)

    return Response(body(), mimetype=framing.value, headers=HEADERS)

"""What every blueprint reads from the app and the request, and how it answers.

The services live in ``app.extensions`` (the factory puts them there); the request's bearer
token, its JSON body and its integer query parameters are read here, one way for every route.
"""

from __future__ import annotations

import math
from typing import Any

from flask import Response, current_app, request

from .. import jsontext
from ..games.errors import Unauthorized
from ..games.replays import SigningKeys
from ..games.service import GameService
from ..play.credentials import Credential, Credentials
from ..play.matches import MatchService
from ..play.tournaments import TournamentService
from .logs import note_answer
from .problems import BadRequest

MAX_BODY = 64 * 1024
#: A finished game's replay document is larger than any request: verify takes up to this.
MAX_REPLAY_BODY = 8 * 1024 * 1024


def service() -> GameService:
    svc: GameService = current_app.extensions["service"]
    return svc


def tournaments() -> TournamentService:
    svc: TournamentService = current_app.extensions["tournaments"]
    return svc


def matches() -> MatchService:
    svc: MatchService = current_app.extensions["matches"]
    return svc


def credentials() -> Credentials:
    found: Credentials = current_app.extensions["credentials"]
    return found


def credential() -> Credential:
    """The credential (an organiser's or a bot's) the request's bearer token stands for:
    401 without one, 403 revoked."""
    return credentials().require(bearer())


def token_bot() -> str | None:
    """The registered bot whose token the request carries (None: no bot's token)."""
    token = bearer()
    if token is None:
        return None
    name: str | None = current_app.extensions["bots"].store.name_of_token(token)
    return name


def bearer() -> str | None:
    return bearer_of(request.environ.get("HTTP_AUTHORIZATION"))


def bearer_of(header: str | None) -> str | None:
    """The bearer token of an ``Authorization`` header (None: no header); a header of
    another scheme, or with no token, is a 401 ``bad_authorization``."""
    if header is None:
        return None
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise Unauthorized("use 'Authorization: Bearer <token>'", code="bad_authorization")
    return token.strip()


def json_body(limit: int = MAX_BODY, *, lone_surrogates: bool = False) -> Any:
    req = request._get_current_object()  # type: ignore[attr-defined]
    if req.mimetype != "application/json":
        raise BadRequest(415, "unsupported_media_type", "send the body as application/json")
    length = req.content_length
    if length is not None and length <= limit:
        # the usual small body of known length, read as it is: werkzeug's stream wrappers
        # guard reads of unknown or excessive length, which this is not
        raw = req.environ["wsgi.input"].read(length)
    else:
        # read the body even when it is too large (up to MAX_CONTENT_LENGTH, past which
        # the server refuses it itself): an unread body would break the kept-alive connection
        raw = req.get_data(cache=True)
    if len(raw) > limit:
        raise BadRequest(413, "body_too_large", f"the body is over {limit} bytes")
    try:
        return jsontext.loads(raw, lone_surrogates=lone_surrogates)
    except jsontext.BodyError as exc:
        raise BadRequest(400, "malformed_json", str(exc)) from None


def created(body: Any, status: int = 201, *, location: str = "") -> Response:
    """``body`` as JSON; ``location``: the new resource's path, answered as ``Location``."""
    note_answer(body)  # the seat and version it shows, for the request's log lines
    resp = Response(jsontext.dumps(body), status=status, mimetype="application/json")
    if location:
        resp.headers["Location"] = location
    return resp


def ok(body: Any) -> Response:
    return created(body, 200)


def int_arg(name: str, default: int, lo: int, hi: int) -> int:
    raw = request.args.get(name)
    if raw is None:
        return default
    try:
        value = int(raw)
    except ValueError:
        raise BadRequest(422, "invalid_parameter", f"{name} must be an integer") from None
    if not lo <= value <= hi:
        raise BadRequest(422, "invalid_parameter", f"{name} must be between {lo} and {hi}")
    return value


def cursor_arg() -> float:
    """A list's ``cursor`` query parameter: a page starts after the one that gave it
    (``next_cursor``: a creation time); none (``math.inf``) starts from the newest."""
    raw = request.args.get("cursor")
    if raw is None:
        return math.inf
    try:
        cursor = float(raw)
    except ValueError:
        cursor = math.nan
    if not math.isfinite(cursor):
        raise BadRequest(422, "invalid_parameter", "cursor must come from next_cursor")
    return cursor


def signing_keys() -> SigningKeys:
    keys: SigningKeys = current_app.extensions["signing_keys"]
    return keys

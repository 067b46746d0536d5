"""What each route answers, recorded on its function: the contract's ``responses:``.

A route says what it answers with one decorator per status, beside the code that answers::

    @bp.get("/games/<game_id>")
    @responds(200, GameSchema, "The game.")
    @responds(401, UNAUTHORIZED)
    @responds(404, NOT_FOUND)
    def get_game(game_id: str) -> Response: ...

The body is a component schema (answered as ``application/json``; ``ProblemSchema`` as
``application/problem+json``), a problem many routes share (a :class:`SharedProblem`,
written once under ``#/components/responses``), a mapping of media types to schemas (a
stream, text), or nothing (204). ``python -m schemas.openapi`` writes every operation's
``responses:`` from these tables; ``schemas/openapi_base.yaml`` holds the operations' prose.

What no route need say is added to every operation by the writer: the problems the HTTP
server answers by itself (:data:`SERVER_PROBLEMS`), the rate limiter's 429 on ``/v1``
(:data:`TOO_MANY_REQUESTS`), and ``Retry-After`` on every 429 and 503 problem.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, TypeVar

from marshmallow import Schema

from .problems import ProblemSchema

F = TypeVar("F", bound=Callable[..., Any])
#: A body's schema: a component's marshmallow schema, or JSON Schema written as it is.
Body = type[Schema] | Mapping[str, Any]

JSON = "application/json"
PROBLEM_JSON = "application/problem+json"
#: The statuses whose problems carry ``Retry-After`` (and no others do).
RETRY_STATUSES = frozenset({429, 503})
RETRY_AFTER: Mapping[str, Any] = {
    "description": "Seconds to wait before retrying.",
    "required": True,
    "schema": {"type": "integer", "minimum": 0},
}
#: ``Retry-After`` on a long poll answered without its wait (``components/headers``).
POLL_AGAIN: Mapping[str, Any] = {"$ref": "#/components/headers/PollAgain"}
TEXT: Mapping[str, Any] = {"type": "string"}
NDJSON: Mapping[str, Any] = {
    "type": "string",
    "description": "One JSON object a line (see the operation's description).",
}
SSE: Mapping[str, Any] = {
    "description": "One Server-Sent Event of the stream (see the operation's description).",
    "type": "object",
    "properties": {
        "event": {"description": "`game`, `status` or `end`.", "type": "string"},
        "data": {"description": "The event's JSON text.", "type": "string"},
        "id": {"description": "A game event's `seq`.", "type": "string"},
        "retry": {"description": "Milliseconds to wait before reconnecting.", "type": "integer"},
    },
}


@dataclass(frozen=True)
class SharedProblem:
    """A problem answer many routes give, written once as ``#/components/responses/<name>``."""

    name: str
    status: int
    description: str


@dataclass(frozen=True)
class Answer:
    """One status of a route's answers."""

    status: int
    description: str | None = None
    content: Mapping[str, Body] = field(default_factory=dict)
    headers: Mapping[str, Any] = field(default_factory=dict)
    links: Mapping[str, Any] = field(default_factory=dict)
    shared: SharedProblem | None = None

    @property
    def problem(self) -> bool:
        return self.shared is not None or PROBLEM_JSON in self.content


_ATTRIBUTE = "__answers__"


def responds(
    status: int,
    body: type[Schema] | SharedProblem | Mapping[str, Body] | None = None,
    description: str | None = None,
    *,
    headers: Mapping[str, Any] | None = None,
    links: Mapping[str, Any] | None = None,
) -> Callable[[F], F]:
    """Record that the route answers ``status`` with ``body``, as ``description`` says."""
    if isinstance(body, SharedProblem):
        if body.status != status or description is not None or headers or links:
            raise ValueError(
                f"{body.name} is a {body.status} answered as it is written, not a {status}"
            )
        answer = Answer(status, shared=body)
    else:
        if not description:
            raise ValueError(f"the {status} answer needs a description")
        if body is None:
            content: Mapping[str, Body] = {}
        elif isinstance(body, type):
            content = {PROBLEM_JSON if issubclass(body, ProblemSchema) else JSON: body}
        else:
            content = dict(body)
        problem = PROBLEM_JSON in content
        if (status >= 400) != problem or (problem and len(content) > 1):
            raise ValueError(
                f"a {status} is answered {'as a problem' if status >= 400 else 'without one'}"
            )
        answer = Answer(status, description, content, dict(headers or {}), dict(links or {}))

    def record(func: F) -> F:
        answers: dict[int, Answer] = func.__dict__.setdefault(_ATTRIBUTE, {})
        if status in answers:
            raise ValueError(f"{func.__qualname__} records its {status} answer twice")
        answers[status] = answer
        return func

    return record


def answers_of(func: Callable[..., Any]) -> dict[int, Answer]:
    """What ``func`` answers, by status (empty for a function no ``responds`` decorates)."""
    found: dict[int, Answer] = getattr(func, _ATTRIBUTE, {})
    return found


def location(description: str) -> Mapping[str, Any]:
    """A created resource's ``Location`` header."""
    return {"description": description, "required": True, "schema": {"type": "string"}}


def link(operation_id: str, **parameters: str) -> Mapping[str, Any]:
    """An OpenAPI link to ``operation_id``, its parameters taken from this answer."""
    return {"operationId": operation_id, "parameters": parameters}


MALFORMED_JSON = SharedProblem(
    "MalformedJson",
    400,
    (
        "`malformed_json`: the body is not valid JSON (or nests too deep, or holds a lone surrogate); "
        "`malformed_body`: its chunked framing is broken."
    ),
)
UNAUTHORIZED_OR_REVOKED = SharedProblem(
    "UnauthorizedOrRevoked",
    401,
    (
        "`missing_token`, `bad_authorization` or `bad_token`; or `token_revoked`: the registered bot's "
        "token this was opened with was rotated or revoked while it waited (a stream ends with it as "
        "its last frame instead)."
    ),
)
UNAUTHORIZED = SharedProblem(
    "Unauthorized", 401, "`missing_token`, `bad_authorization` or `bad_token`."
)
NOT_FOUND = SharedProblem(
    "NotFound",
    404,
    (
        "`not_found` (no such game, match, tournament, preset or route) or `no_such_version` (with "
        "`version`)."
    ),
)
BODY_TOO_LARGE = SharedProblem(
    "BodyTooLarge",
    413,
    ("`body_too_large`: the body is over 64 KiB (8 MiB for `POST /v1/replays/verify`)."),
)
UNSUPPORTED_MEDIA_TYPE = SharedProblem(
    "UnsupportedMediaType", 415, "`unsupported_media_type`: send the body as `application/json`."
)
TOO_MANY_REQUESTS = SharedProblem(
    "TooManyRequests", 429, "`rate_limited`: wait `Retry-After` seconds."
)
QUOTA_OR_RATE_LIMITED = SharedProblem(
    "QuotaOrRateLimited",
    429,
    (
        "`quota_exceeded` (with `quota`, `limit` and `used`): the credential's quota is spent; or "
        "`rate_limited`. Wait `Retry-After` seconds."
    ),
)
STORE_UNAVAILABLE = SharedProblem(
    "StoreUnavailable",
    503,
    (
        "`store_unavailable`: the game store is unreachable; retry after `Retry-After` seconds. "
        "`maybe_written` says whether a write may have been applied (then retry with the same "
        "`Idempotency-Key`); when false, nothing was written."
    ),
)
MALFORMED_REQUEST = SharedProblem(
    "MalformedRequest",
    400,
    (
        "`malformed_request`: the request line or a header is malformed (answered by the HTTP server; "
        "the connection is closed)."
    ),
)
REQUEST_TIMEOUT = SharedProblem(
    "RequestTimeout",
    408,
    (
        "`request_timeout`: the request did not arrive whole within 10 s of its first byte (answered "
        "by the HTTP server; the connection is closed)."
    ),
)
URI_TOO_LONG = SharedProblem(
    "UriTooLong",
    414,
    (
        "`uri_too_long`: the request line is over 4094 bytes (answered by the HTTP server; the "
        "connection is closed)."
    ),
)
EXPECTATION_FAILED = SharedProblem(
    "ExpectationFailed",
    417,
    (
        "`expectation_failed`: an `Expect` header other than `100-continue` (answered by the HTTP "
        "server; the connection is closed)."
    ),
)
HEADERS_TOO_LARGE = SharedProblem(
    "HeadersTooLarge",
    431,
    (
        "`headers_too_large`: a header line is over 8190 bytes, or there are more than 100 headers "
        "(answered by the HTTP server; the connection is closed)."
    ),
)

#: Every shared problem, in the order ``#/components/responses`` lists them.
SHARED_PROBLEMS = (
    MALFORMED_JSON,
    UNAUTHORIZED_OR_REVOKED,
    UNAUTHORIZED,
    NOT_FOUND,
    BODY_TOO_LARGE,
    UNSUPPORTED_MEDIA_TYPE,
    TOO_MANY_REQUESTS,
    QUOTA_OR_RATE_LIMITED,
    STORE_UNAVAILABLE,
    MALFORMED_REQUEST,
    REQUEST_TIMEOUT,
    URI_TOO_LONG,
    EXPECTATION_FAILED,
    HEADERS_TOO_LARGE,
)
#: What the HTTP server itself answers, on any route (api/http/problemdoc.py, gunicorn's limits).
SERVER_PROBLEMS = (
    MALFORMED_REQUEST,
    REQUEST_TIMEOUT,
    URI_TOO_LONG,
    EXPECTATION_FAILED,
    HEADERS_TOO_LARGE,
)


def takes_json(func: F) -> F:
    """The route reads a JSON body: it answers a malformed one, one too large and one of
    another media type with their problems (:func:`api.http.context.json_body`)."""
    for problem in (MALFORMED_JSON, BODY_TOO_LARGE, UNSUPPORTED_MEDIA_TYPE):
        func = responds(problem.status, problem)(func)
    return func

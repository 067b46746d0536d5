"""Errors as RFC 9457 ``application/problem+json`` with a stable ``code``.

No request a client sends may produce a 500: every failure a client can cause is mapped
here to a 4xx problem; Redis being unreachable is a 503 with ``Retry-After``.
"""

from __future__ import annotations

import contextlib
import logging
import socket
from typing import Any

from flask import Flask, Response, g, json, request
from marshmallow import ValidationError
from werkzeug.exceptions import HTTPException

from ..games.errors import ServiceError
from ..store.errors import StoreError
from .problemdoc import HTTP_CODES, PROBLEM, document

log = logging.getLogger("shithead.api")

try:  # what gunicorn raises while the app reads a body whose framing is malformed
    from gunicorn.http.errors import ParseException as BodyReadError
except ImportError:  # served by another WSGI server

    class BodyReadError(Exception):  # type: ignore[no-redef]
        pass


def problem(
    status: int,
    code: str,
    detail: str,
    *,
    title: str | None = None,
    headers: dict[str, str] | None = None,
    **extra: Any,
) -> Response:
    body = document(status, code, detail, title=title, **extra)
    resp = Response(json.dumps(body), status=status, mimetype=PROBLEM)
    for k, v in (headers or {}).items():
        resp.headers[k] = v
    return resp


class BadRequest(Exception):
    """A request problem found before any service call (body, content type, headers)."""

    def __init__(self, status: int, code: str, detail: str, **extra: Any) -> None:
        super().__init__(detail)
        self.status, self.code, self.detail, self.extra = status, code, detail, extra


def register(app: Flask) -> None:
    @app.errorhandler(ServiceError)
    def _service(exc: ServiceError) -> Response:
        extra = dict(exc.extra)
        retry_after = extra.pop("retry_after", None)
        if retry_after is None:
            return problem(exc.status, exc.code, exc.detail, **extra)
        g.retry_after = int(retry_after)  # what the rate limiter's answer hook keeps on a 429
        return problem(
            exc.status,
            exc.code,
            exc.detail,
            headers={"Retry-After": str(int(retry_after))},
            **extra,
        )

    @app.errorhandler(BadRequest)
    def _bad(exc: BadRequest) -> Response:
        return problem(exc.status, exc.code, exc.detail, **exc.extra)

    @app.errorhandler(ValidationError)
    def _invalid(exc: ValidationError) -> Response:
        return problem(
            422,
            "validation_failed",
            "the request body does not match the schema",
            errors=exc.messages,
        )

    @app.errorhandler(StoreError)
    def _store(exc: StoreError) -> Response:
        log.warning("store unavailable: %s", exc)
        if exc.maybe_written:
            detail = (
                "the connection to the game store broke after the write was sent: it may "
                "have been applied. Retry with the same Idempotency-Key (an action that "
                "was applied answers as it did then) or read the game before acting again"
            )
        else:
            detail = "the game store is unreachable; nothing was written"
        return problem(
            503,
            "store_unavailable",
            detail,
            headers={"Retry-After": "2"},
            maybe_written=exc.maybe_written,
        )

    @app.errorhandler(HTTPException)
    def _http(exc: HTTPException) -> Response:
        status = exc.code or 500
        code = HTTP_CODES.get(status, "http_error")
        # a 429's Retry-After is the rate limiter's to say (api/ratelimit.py)
        resp = problem(status, code, exc.description or code)
        if status == 405 and exc.get_response().headers.get("Allow"):
            resp.headers["Allow"] = exc.get_response().headers["Allow"]
        return resp

    @app.errorhandler(BodyReadError)
    def _unreadable_body(exc: Exception) -> Response:
        # the body's framing is broken (a malformed chunk): nothing more can be read from
        # this connection, so its reading side is shut; the server closes it after answering
        sock = request.environ.get("gunicorn.socket")
        if sock is not None:
            with contextlib.suppress(OSError):
                sock.shutdown(socket.SHUT_RD)
        return problem(400, "malformed_body", f"the body cannot be read: {exc}")

    @app.errorhandler(Exception)
    def _unexpected(exc: Exception) -> Response:
        log.exception("unexpected error")
        return problem(
            500,
            "internal_error",
            "an unexpected error occurred; read the game to see whether the request was applied",
        )

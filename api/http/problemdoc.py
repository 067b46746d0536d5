"""The problem document (RFC 9457 ``application/problem+json``) every error is answered with.

Kept free of Flask so that gunicorn's own refusals use it too: a request gunicorn cannot
parse (a request line or header past its limits, a malformed header, an unsupported
transfer coding) never reaches the app, and gunicorn would answer it with an HTML page.
:func:`write_gunicorn_error` takes the place of that page (``api/http/gunicorn_conf.py`` installs
it), so a client gets the same kind of answer, with a stable ``code``, whoever refuses it.
"""

from __future__ import annotations

import json
from typing import Any

PROBLEM = "application/problem+json"

#: The ``code`` of a problem that is only an HTTP status (no more specific code applies).
HTTP_CODES = {
    400: "malformed_request",
    401: "unauthorized",
    403: "forbidden",
    404: "not_found",
    405: "method_not_allowed",
    406: "not_acceptable",
    408: "request_timeout",
    409: "conflict",
    413: "body_too_large",
    414: "uri_too_long",
    415: "unsupported_media_type",
    417: "expectation_failed",
    422: "unprocessable",
    429: "rate_limited",
    431: "headers_too_large",
    500: "internal_error",
    501: "not_implemented",
    503: "unavailable",
}


def document(
    status: int, code: str, detail: str, *, title: str | None = None, **extra: Any
) -> dict[str, Any]:
    body: dict[str, Any] = {
        "type": f"/problems/{code}",
        "title": title or code.replace("_", " "),
        "status": status,
        "code": code,
        "detail": detail,
    }
    body.update(extra)
    return body


def write_gunicorn_error(sock: Any, status_int: int, reason: str, mesg: str) -> None:
    """gunicorn's ``util.write_error``, answering with a problem document instead of HTML.

    Called by a worker for a request it refused before the app (the connection is closed
    after it). ``mesg`` is gunicorn's description of what was wrong, empty for its own
    500s, whose details stay in its log.
    """
    from gunicorn import util

    code = HTTP_CODES.get(status_int, "http_error")
    detail = mesg or (
        "an unexpected error occurred; nothing was written" if status_int >= 500 else reason
    )
    body = json.dumps(document(status_int, code, detail)).encode()
    head = (
        f"HTTP/1.1 {status_int} {reason}\r\nConnection: close\r\n"
        f"Content-Type: {PROBLEM}\r\nContent-Length: {len(body)}\r\n\r\n"
    )
    util.write_nonblock(sock, head.encode("latin-1") + body)

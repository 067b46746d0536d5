"""A push bot from a policy: ``wsgi_app(choose)`` is a WSGI application the service can call.

The service POSTs ``{"game", "seat", "version", "view", "legal_moves", "deadline_ms"}``
whenever the push seat must act (``view`` is ``GET /v1/games/{id}`` as the seat sees it,
``legal_moves`` the actions it may take) and wants ``200 {"action": <one of legal_moves>}``
within ``deadline_ms``. Serve the app with any WSGI server (``wsgiref`` below, gunicorn,
waitress) on a ``host:port`` the service's ``PUSH_BOT_HOSTS`` lists::

    from wsgiref.simple_server import make_server
    make_server("127.0.0.1", 9000, wsgi_app(choose)).serve_forever()
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from typing import Any

from .session import Policy

StartResponse = Callable[[str, list[tuple[str, str]]], Any]
#: A push request is one small object; anything longer is refused unread.
MAX_REQUEST_BYTES = 1 << 20


def wsgi_app(choose: Policy) -> Callable[[dict[str, Any], StartResponse], Iterable[bytes]]:
    """The WSGI application that answers the service's push calls with ``choose``."""

    def app(environ: dict[str, Any], start_response: StartResponse) -> Iterable[bytes]:
        if environ.get("REQUEST_METHOD") != "POST":
            return _answer(start_response, "405 Method Not Allowed", {"error": "POST a move request"})
        try:
            length = int(environ.get("CONTENT_LENGTH") or 0)
        except ValueError:
            length = -1
        if not 0 < length <= MAX_REQUEST_BYTES:
            return _answer(start_response, "400 Bad Request", {"error": "a JSON body is needed"})
        try:
            payload = json.loads(environ["wsgi.input"].read(length))
            view, legal_moves = payload["view"], payload["legal_moves"]
        except (ValueError, KeyError, TypeError):
            return _answer(start_response, "400 Bad Request", {"error": "not a move request"})
        return _answer(start_response, "200 OK", {"action": choose(view, legal_moves)})

    return app


def _answer(start_response: StartResponse, status: str, body: dict[str, Any]) -> list[bytes]:
    data = json.dumps(body).encode()
    start_response(status, [("Content-Type", "application/json"), ("Content-Length", str(len(data)))])
    return [data]

"""A push bot from a policy: ``wsgi_app(choose, secret)`` is a WSGI application the service
can call.

The service POSTs ``{"type": "move", "game", "seat", "version", "view", "legal_moves",
"deadline_ms"}`` whenever the push seat must act (``view`` is ``GET /v1/games/{id}`` as the
seat sees it, ``legal_moves`` the actions it may take) and wants ``200 {"action": <one of
legal_moves>}`` within ``deadline_ms``. It also tells the bot when each of its games starts
and ends (``"type": "game_started"`` / ``"game_ended"``, with the seat's view and, at the
end, the ``result``): the app answers those 204, after handing them to ``on_notice`` if
given.

Every call is signed as a Standard Webhook (headers ``webhook-id``, ``webhook-timestamp``,
``webhook-signature``) with the seat's secret, the ``webhook_secret`` of the create answer
(or the ``push.secret`` the request gave). Given the ``secret``, the app answers 401 to a
call whose signature is not the service's, or whose timestamp is more than five minutes
from now (a replayed call), before reading it. Serve the app with any WSGI server
(``wsgiref`` below, gunicorn, waitress) on a ``host:port`` the service's
``PUSH_BOT_HOSTS`` lists::

    from wsgiref.simple_server import make_server
    make_server("127.0.0.1", 9000, wsgi_app(choose, os.environ["PUSH_BOT_SECRET"])).serve_forever()
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from typing import Any

from standardwebhooks import Webhook, WebhookVerificationError

from .session import Policy

StartResponse = Callable[[str, list[tuple[str, str]]], Any]
#: A notice of a game's start or end: its JSON body.
NoticeHandler = Callable[[dict[str, Any]], None]
#: A push request is one small object; anything longer is refused unread.
MAX_REQUEST_BYTES = 1 << 20
#: The kinds of notice the service sends besides move requests.
NOTICES = ("game_started", "game_ended")
#: The signature's headers, as a WSGI environ names them.
SIGNATURE_HEADERS = {
    "webhook-id": "HTTP_WEBHOOK_ID",
    "webhook-timestamp": "HTTP_WEBHOOK_TIMESTAMP",
    "webhook-signature": "HTTP_WEBHOOK_SIGNATURE",
}


def wsgi_app(
    choose: Policy, secret: str | None = None, *, on_notice: NoticeHandler | None = None
) -> Callable[[dict[str, Any], StartResponse], Iterable[bytes]]:
    """The WSGI application that answers the service's push calls with ``choose``; with
    ``secret`` (``whsec_...``), only those signed with it, at most five minutes old."""
    webhook = Webhook(secret) if secret else None

    def app(environ: dict[str, Any], start_response: StartResponse) -> Iterable[bytes]:
        if environ.get("REQUEST_METHOD") != "POST":
            return _answer(
                start_response, "405 Method Not Allowed", {"error": "POST a move request"}
            )
        try:
            length = int(environ.get("CONTENT_LENGTH") or 0)
        except ValueError:
            length = -1
        if not 0 < length <= MAX_REQUEST_BYTES:
            return _answer(start_response, "400 Bad Request", {"error": "a JSON body is needed"})
        body = environ["wsgi.input"].read(length)
        if webhook is not None and not verified(webhook, body, environ):
            return _answer(
                start_response, "401 Unauthorized", {"error": "not signed by the service"}
            )
        try:
            payload = json.loads(body)
            kind = payload.get("type", "move")
        except (ValueError, AttributeError):
            return _answer(start_response, "400 Bad Request", {"error": "not a push request"})
        if kind != "move":
            if kind in NOTICES and on_notice is not None:
                on_notice(payload)
            start_response("204 No Content", [])
            return []
        try:
            view, legal_moves = payload["view"], payload["legal_moves"]
        except (KeyError, TypeError):
            return _answer(start_response, "400 Bad Request", {"error": "not a move request"})
        return _answer(start_response, "200 OK", {"action": choose(view, legal_moves)})

    return app


def verified(webhook: Webhook, body: bytes, environ: dict[str, Any]) -> bool:
    """Whether ``body`` and the request's signature headers are a call signed with the
    webhook's secret whose timestamp is within the standard's five minutes of now."""
    headers = {name: environ.get(key, "") for name, key in SIGNATURE_HEADERS.items()}
    try:
        webhook.verify(body, headers, json_parse=False)
    except (WebhookVerificationError, ValueError):  # a forged or garbled header, a stale call
        return False
    return True


def _answer(start_response: StartResponse, status: str, body: dict[str, Any]) -> list[bytes]:
    data = json.dumps(body).encode()
    start_response(
        status, [("Content-Type", "application/json"), ("Content-Length", str(len(data)))]
    )
    return [data]

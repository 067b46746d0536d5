"""The submit (``POST /v1/games/<game_id>/actions``) answered beside Flask, not through it.

A submit is the request a game is played with, and Flask's own work per request (its
request and application contexts, the session, the URL match, the before and after hooks,
the ``Response`` object) was about a third of a submit's time in the worker. A submit that
needs none of it is answered here, a WSGI layer just outside Flask's own (inside the
request-id middleware and the proxy fix, so every answer still carries its ``X-Request-Id``
and a trusted proxy's client address): the same body read, the same schema, the same call
of the game service (:func:`submit_answer`, which the Flask route calls too), the same
answer, byte for byte, and the same request histogram (:mod:`api.metrics`).

With rate limits on (the default), the layer counts a submit as Flask-Limiter would, before
its body is read: against its bearer token's moving window (``RATELIMIT_PER_TOKEN``), in
the same counter of the limiter's storage, and writes the same ``X-RateLimit-*`` headers;
a submit it cannot count so goes to Flask, whose hooks then decide it as they decide any
request: one without a token or with a malformed ``Authorization`` (counted against its
address), one from an address held back for spending its budget with tokens that were not
accepted, one the token's window refuses (the moving window keeps no refused request, so
Flask's own check refuses it again and answers the 429), one the limiter's storage failed.

What this layer does not take goes to Flask untouched, before anything of it is read: a
body of another media type, of unknown length or over the limit, a path Flask's router
would read otherwise. A submit that fails after its body is read (a bad token, an illegal
action, a conflict, the store away, a bug) is answered by Flask's own error handlers and
after-request hooks in a request context made for it, so its problem document, its
status, its headers (``Retry-After`` on a 503) and its count are what the route gives.
"""

from __future__ import annotations

import hashlib
import json
import re
import time
from collections.abc import Callable, Iterable
from typing import Any

from flask import Flask, g
from flask_limiter import RequestLimit
from limits import parse

from schemas import load_submit_action

from .. import jsontext, tokens_accepted
from ..games.service import GameService
from ..metrics import HTTP_REQUEST_DURATION
from .context import MAX_BODY, bearer_of
from .problems import BadRequest
from .ratelimit import REFUSED_ADDRESSES, TOKEN_SCOPE, address_counter, bearer_in, token_counter

#: The path this layer answers; any other shape of it (an id Flask would decode, say) is
#: Flask's. Game ids are ``uuid4().hex``.
SUBMIT_PATH = re.compile(r"/v1/games/([A-Za-z0-9_-]{1,128})/actions")
_ENDPOINT = "games.submit_action"

WsgiApp = Callable[[dict[str, Any], Any], Iterable[bytes]]


def submit_answer(
    svc: GameService, game_id: str, environ: dict[str, Any], body: Any
) -> tuple[str, bool]:
    """A submit's answer (its JSON text) and whether it is an idempotent replay: the one
    submit both the Flask route and :class:`LeanSubmit` make."""
    req = load_submit_action(body)
    key = environ.get("HTTP_IDEMPOTENCY_KEY")
    if key is not None and not 1 <= len(key) <= 200:
        raise BadRequest(422, "invalid_idempotency_key", "Idempotency-Key must be 1-200 characters")
    # what tells a retry from another request under the same key (none without a key)
    fingerprint = (
        hashlib.sha256(json.dumps(body, sort_keys=True).encode()).hexdigest()
        if key is not None
        else ""
    )
    return svc.submit(
        game_id,
        bearer_of(environ.get("HTTP_AUTHORIZATION")),
        req["action"],
        req["expected_version"],
        key,
        fingerprint,
        req.get("note"),
    )


def _json_length(environ: dict[str, Any]) -> int:
    """The length of a JSON body this layer reads itself, or 0: not one (Flask's then)."""
    if environ.get("CONTENT_TYPE", "").partition(";")[0].strip().lower() != "application/json":
        return 0
    raw = environ.get("CONTENT_LENGTH", "")
    if not raw.isdigit() or "HTTP_TRANSFER_ENCODING" in environ:
        return 0
    length = int(raw)
    return length if 0 < length <= MAX_BODY else 0


class LeanSubmit:
    """The WSGI layer: submits it can answer, answered; everything else, Flask's."""

    def __init__(self, app: Flask, inner: WsgiApp) -> None:
        self.app = app
        self.inner = inner
        #: Off: every submit goes through Flask (the benchmarks compare the two this way).
        self.enabled = True
        self._rule = ""
        self._histogram: Any = None
        self._per_token = ""
        self._item: Any = None

    def __call__(self, environ: dict[str, Any], start_response: Any) -> Iterable[bytes]:
        if not self.enabled or environ.get("REQUEST_METHOD") != "POST":
            return self.inner(environ, start_response)
        match = SUBMIT_PATH.fullmatch(environ.get("PATH_INFO", ""))
        if match is None or environ.get("SCRIPT_NAME"):
            return self.inner(environ, start_response)
        length = _json_length(environ)
        if not length:
            return self.inner(environ, start_response)
        t0 = time.perf_counter()
        counted: Counted | None = None
        limiter = self.app.extensions.get("rate_limiter")
        if limiter is not None and limiter.enabled:
            counted = self._count(limiter, environ)
            if counted is None:
                return self.inner(environ, start_response)
        tokens_accepted.forget()
        try:
            try:
                body = jsontext.loads(environ["wsgi.input"].read(length))
            except jsontext.BodyError as exc:
                raise BadRequest(400, "malformed_json", str(exc)) from None
            answer, replayed = submit_answer(
                self.app.extensions["service"], match.group(1), environ, body
            )
        except Exception as exc:  # every error is answered as the route answers it
            return self._failed(exc, environ, start_response, t0, counted)
        data = answer.encode()
        headers = [("Content-Type", "application/json"), ("Content-Length", str(len(data)))]
        if counted is not None:
            headers += counted.headers()
        if replayed:
            # the first answer again, byte for byte; nothing was appended
            headers.append(("Idempotent-Replayed", "true"))
        start_response("201 CREATED", headers)
        self._counted().observe(time.perf_counter() - t0)
        return [data]

    def _count(self, limiter: Any, environ: dict[str, Any]) -> Counted | None:
        """The submit counted against its token's window, as Flask-Limiter's check counts it
        (:mod:`api.http.ratelimit`), or None: Flask's to decide (nothing counted here)."""
        token = bearer_in(environ.get("HTTP_AUTHORIZATION"))
        if token is None:
            return None  # counted against its address, and refused, by Flask
        held = self.app.extensions.get(REFUSED_ADDRESSES)
        if held and held.get(address_counter(environ.get("REMOTE_ADDR")), 0) > time.time():
            return None  # the address is held back: Flask's hook answers the 429
        per_token = self.app.config["RATELIMIT_PER_TOKEN"]
        if per_token != self._per_token:
            self._per_token, self._item = per_token, parse(per_token)
        args = (token_counter(token), TOKEN_SCOPE)  # the key parts of the limiter's own count
        try:
            if not limiter.limiter.hit(self._item, *args):
                return None  # not kept by the moving window: Flask refuses it again, with its 429
        except Exception:  # the storage failed: Flask-Limiter lets it through, and logs it
            return None
        return Counted(limiter, self._item, args)

    def _counted(self) -> Any:
        """The request histogram's child for a submit answered 201 (found once)."""
        if self._histogram is None:
            rule = next(r.rule for r in self.app.url_map.iter_rules() if r.endpoint == _ENDPOINT)
            self._rule = rule
            self._histogram = HTTP_REQUEST_DURATION.labels("POST", rule, "201")
        return self._histogram

    def _failed(
        self,
        exc: Exception,
        environ: dict[str, Any],
        start_response: Any,
        t0: float,
        counted: Counted | None,
    ) -> Iterable[bytes]:
        """``exc`` answered by Flask's error handlers and after-request hooks, in a request
        context of its own (the body is read already: none of them reads it); a submit the
        layer counted carries the limiter's headers, written by the limiter's own hook."""
        app = self.app
        ctx = app.request_context(environ)
        ctx.push()
        try:
            g.t0 = t0  # the request histogram's start (api.http.ops)
            if counted is not None:
                counted.hand_to_limiter()
            try:
                rv = app.handle_user_exception(exc)
            except Exception as unhandled:  # no handler took it: Flask's 500
                rv = app.handle_exception(unhandled)
            response = app.finalize_request(rv)
            return response(environ, start_response)
        finally:
            ctx.pop()


class Counted:
    """A submit the layer counted against its token's window (``args``: the counter's key
    parts, as Flask-Limiter's application limit names them)."""

    def __init__(self, limiter: Any, item: Any, args: tuple[str, str]) -> None:
        self.limiter = limiter
        self.item = item
        self.args = args

    def headers(self) -> list[tuple[str, str]]:
        """The ``X-RateLimit-*`` headers Flask-Limiter writes for this window after the
        count (its ``Retry-After`` is only a 429's here: :mod:`api.http.ratelimit`)."""
        try:
            reset, remaining = self.limiter.limiter.get_window_stats(self.item, *self.args)
        except Exception:  # as Flask-Limiter's hook: no headers when the storage fails
            return []
        return [
            ("X-RateLimit-Limit", str(self.item.amount)),
            ("X-RateLimit-Remaining", str(remaining)),
            ("X-RateLimit-Reset", str(int(reset + 1))),
        ]

    def hand_to_limiter(self) -> None:
        """In the request context of a refused submit: the limit this submit was counted
        against, as Flask-Limiter's check leaves it, so that its after-request hook writes
        the headers it writes on the route's refusals."""
        limit = RequestLimit(self.limiter, self.item, list(self.args), False, True)
        self.limiter.context.view_rate_limit = limit
        self.limiter.context.view_rate_limits = [limit]


def install(app: Flask) -> LeanSubmit:
    """Put the layer in front of ``app``'s Flask handling (called by the factory before the
    proxy fix and the request ids wrap it)."""
    lean = LeanSubmit(app, app.wsgi_app)
    app.wsgi_app = lean  # type: ignore[method-assign]
    app.extensions["lean_submit"] = lean
    return lean

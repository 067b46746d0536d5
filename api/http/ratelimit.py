"""Rate limits: per credential, with a burst a bot playing flat out never meets.

A request with a bearer token is counted against that token (its SHA-256, never the token
itself, names the counter), so bots on one machine do not share a budget; a request without
one is counted against the client's address. Requests whose token is refused (401) count
against the address too (a budget of the same size of their own), so that sending made-up
tokens does not buy a fresh budget each time: once an address has spent it, each worker that
sees it refuses the address's requests with a token until the window admits again. Requests
with a token cost one counter in Redis, not two.

Both limits are moving windows (Flask-Limiter's ``moving-window`` strategy on the service's
Redis): the window admits a request as soon as the oldest one it holds is older than the
window, which is what ``Retry-After`` says on a 429 (whole seconds, rounded up). The default
per-token window, 6000 requests a minute, holds a whole game at the turn cap played as fast
as one client can (a few thousand requests), and a token belongs to one game or match.

``Retry-After`` is sent only on a 429, a 503 and a long poll that could not wait
(:mod:`api.http.long_polls`; Flask-Limiter adds it to every answer).

Behind a reverse proxy, ``FORWARDED_ALLOW_IPS`` names the proxies (addresses or networks)
whose ``X-Forwarded-For`` and ``X-Forwarded-Proto`` are believed: the last hop they add is the
client's address, for the limits and the access log. From any other peer the headers are
ignored.
"""

from __future__ import annotations

import hashlib
import ipaddress
import math
import time
from collections.abc import Callable, Iterable
from typing import Any

from flask import Flask, Response, current_app, g, request
from flask_limiter import ApplicationLimit, Limiter
from limits import parse
from werkzeug.exceptions import TooManyRequests
from werkzeug.middleware.proxy_fix import ProxyFix

DEFAULT_PER_TOKEN = "6000 per minute"
DEFAULT_PER_ADDRESS = "1200 per minute"

_Network = ipaddress.IPv4Network | ipaddress.IPv6Network


def bearer_token() -> str | None:
    """The request's bearer token, if it sends one (malformed headers are the route's to refuse)."""
    header: str | None = request.environ.get("HTTP_AUTHORIZATION")
    if header is None:
        return None
    scheme, _, token = header.partition(" ")
    token = token.strip()
    return token if scheme.lower() == "bearer" and token else None


def token_key() -> str:
    token = bearer_token() or ""
    return "token:" + hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def address_key() -> str:
    return "addr:" + (request.remote_addr or "unknown")


def _anonymous() -> bool:
    return bearer_token() is None


def _with_token() -> bool:
    return bearer_token() is not None


def _refused_until() -> dict[str, float]:
    """Per worker: an address that spent its budget of refused tokens -> when it admits again."""
    held: dict[str, float] = current_app.extensions.setdefault("refused_token_addresses", {})
    return held


def _hold_back_refused_addresses() -> None:
    if not _with_token():
        return
    addr = address_key()
    held = _refused_until()
    until = held.get(addr)
    if until is None:
        return
    left = until - time.time()
    if left <= 0:
        held.pop(addr, None)
        return
    g.retry_after = max(1, math.ceil(left))
    raise TooManyRequests("too many requests with a token that is refused")


def _count_refused_tokens(resp: Response) -> Response:
    limiter: Limiter | None = current_app.extensions.get("rate_limiter")
    if resp.status_code != 401 or limiter is None or not limiter.enabled or not _with_token():
        return resp
    item = parse(current_app.config["RATELIMIT_PER_ADDRESS"])
    addr = address_key()
    try:
        if not limiter.limiter.hit(item, addr, "refused-token"):
            reset = float(limiter.limiter.get_window_stats(item, addr, "refused-token")[0])
            held = _refused_until()
            if len(held) > 10_000:
                now = time.time()
                for key in [k for k, t in held.items() if t <= now]:
                    del held[key]
            held[addr] = reset
    except Exception:  # the limiter's store failed: limits are best effort, as Flask-Limiter's
        pass
    return resp


def init_limiter(app: Flask, storage_uri: str) -> Limiter:
    """Rate-limit the app's routes (the caller exempts the ``ops`` blueprint), and believe
    the forwarded client address from the proxies in ``FORWARDED_ALLOW_IPS``."""
    # Flask runs after-request hooks last-registered first: registered before the limiter's,
    # this one sees the answer after Flask-Limiter has added its headers
    app.after_request(_retry_after_only_when_asked)
    app.after_request(_count_refused_tokens)
    per_token: Callable[[], str] = lambda: current_app.config["RATELIMIT_PER_TOKEN"]  # noqa: E731
    per_address: Callable[[], str] = lambda: current_app.config["RATELIMIT_PER_ADDRESS"]  # noqa: E731
    limiter = Limiter(
        address_key,
        app=app,
        storage_uri=storage_uri,
        strategy="moving-window",
        application_limits=[
            ApplicationLimit(per_token, key_function=token_key, scope="token",
                             exempt_when=_anonymous),
            ApplicationLimit(per_address, key_function=address_key, scope="address",
                             exempt_when=_with_token),
        ],
        enabled=app.config["RATELIMIT_ENABLED"],
        headers_enabled=True,
        swallow_errors=True,
    )
    app.extensions["rate_limiter"] = limiter
    if limiter.enabled:
        app.before_request(_hold_back_refused_addresses)
    proxies = trusted_networks(app.config.get("FORWARDED_ALLOW_IPS", ""))
    if proxies:
        app.wsgi_app = TrustedProxyFix(app.wsgi_app, proxies)  # type: ignore[method-assign]
    return limiter


def _retry_after_only_when_asked(resp: Response) -> Response:
    if resp.status_code == 429:
        resp.headers["Retry-After"] = str(g.get("retry_after") or _seconds_until_admitted())
    elif resp.status_code != 503:
        resp.headers.pop("Retry-After", None)
        if g.get("poll_again"):  # a long poll answered without its wait
            resp.headers["Retry-After"] = str(g.poll_again)
    return resp


def _seconds_until_admitted() -> int:
    """Whole seconds until the breached window admits a request again (at least 1)."""
    limiter: Limiter | None = current_app.extensions.get("rate_limiter")
    current = limiter.current_limit if limiter is not None else None
    if current is None:
        return 1
    try:
        reset = float(current.window[0])
    except Exception:  # the limiter's store failed meanwhile: a second is a fair guess
        return 1
    return max(1, math.ceil(reset - time.time()))


# -- behind a proxy ---------------------------------------------------------------------------


def trusted_networks(setting: str) -> tuple[_Network, ...]:
    """``FORWARDED_ALLOW_IPS``: comma-separated addresses or networks (``*``: any peer)."""
    out: list[_Network] = []
    for part in (p.strip() for p in setting.split(",")):
        if not part:
            continue
        if part == "*":
            return (ipaddress.ip_network("0.0.0.0/0"), ipaddress.ip_network("::/0"))
        out.append(ipaddress.ip_network(part, strict=False))
    return tuple(out)


class TrustedProxyFix:
    """werkzeug's ``ProxyFix`` (one hop), applied only to requests from a trusted proxy."""

    def __init__(self, app: Any, trusted: Iterable[_Network]) -> None:
        self.app = app
        self.fixed = ProxyFix(app, x_for=1, x_proto=1)
        self.trusted = tuple(trusted)

    def __call__(self, environ: dict[str, Any], start_response: Any) -> Any:
        if self._trusted(environ.get("REMOTE_ADDR", "")):
            return self.fixed(environ, start_response)
        return self.app(environ, start_response)

    def _trusted(self, peer: str) -> bool:
        try:
            addr = ipaddress.ip_address(peer)
        except ValueError:
            return False
        return any(addr in net for net in self.trusted)

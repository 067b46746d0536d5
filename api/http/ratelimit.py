"""Rate limits: per credential, with a burst a bot playing flat out never meets.

A request whose bearer token is checked and accepted (a seat's, a registered bot's, an
organiser's: :mod:`api.tokens_accepted`) is counted against that token (its SHA-256, never
the token itself, names the counter), so bots on one machine do not share a budget; every
other request is counted against the client's address: one without a token, and one whose
token was refused (401, 403) or never read (creating a game, registering a bot, listing,
verifying a replay), so that a made-up token buys no budget of its own. A route that never
reads a token (:data:`ADDRESS_ONLY`) counts it against the address from the start, as if it
were not there. Elsewhere a request with a token is let in against its token's budget and,
when the answer shows the token was not accepted, counted against its address's afterwards;
once that finds the address's budget spent, each worker that saw it refuses the address's
requests with a token until the window admits again. Requests with an accepted token cost
one counter in Redis, not two.

Creating games, registering bots, joining open seats, proposing challenges and creating
matches cost one more budget per address (``RATE_LIMIT_CREATE``, default
:data:`DEFAULT_PER_ADDRESS_CREATE`), whatever token they carry; and an address holds at most
``OPEN_GAMES_PER_ADDRESS`` games in the lobby at once (:mod:`api.http.lobby`).

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

from .. import tokens_accepted

DEFAULT_PER_TOKEN = "6000 per minute"
DEFAULT_PER_ADDRESS = "1200 per minute"
DEFAULT_PER_ADDRESS_CREATE = "120 per minute"
#: The routes that create (games, bots, seats, challenges, matches): one more budget per address.
CREATING = frozenset(
    {
        "games.create_game",
        "games.join_game",
        "bots.register_bot",
        "bots.create_challenge",
        "matches.create_match",
    }
)
#: The routes that never read a token: whatever one a request to them carries, it counts
#: against its address from the start, as one without a token does.
ADDRESS_ONLY = frozenset(
    {
        "games.create_game",
        "games.list_games",
        "bots.register_bot",
        "matches.create_match",
        "replays.verify_replay",
        "replays.signing_key_list",
        "rulesets.list_rulesets",
        "rulesets.get_ruleset",
    }
)

_Network = ipaddress.IPv4Network | ipaddress.IPv6Network


#: The scope of the per-token limit: shared by every route, so a token has one window.
TOKEN_SCOPE = "token"
#: Where a worker keeps the addresses it holds back (``app.extensions``).
REFUSED_ADDRESSES = "refused_token_addresses"


def bearer_in(header: str | None) -> str | None:
    """An ``Authorization`` header's bearer token, if it is one (malformed headers are the
    route's to refuse)."""
    if header is None:
        return None
    scheme, _, token = header.partition(" ")
    token = token.strip()
    return token if scheme.lower() == "bearer" and token else None


def token_counter(token: str) -> str:
    """The name of a token's counter: its SHA-256, never the token itself."""
    return "token:" + hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def address_counter(address: str | None) -> str:
    return "addr:" + (address or "unknown")


def bearer_token() -> str | None:
    """The request's bearer token, if it sends one."""
    return bearer_in(request.environ.get("HTTP_AUTHORIZATION"))


def token_key() -> str:
    return token_counter(bearer_token() or "")


def address_key() -> str:
    return address_counter(request.remote_addr)


def _by_address() -> bool:
    """Counted against the address before the route: no token, or a route that never reads it."""
    return bearer_token() is None or request.endpoint in ADDRESS_ONLY


def _by_token() -> bool:
    return not _by_address()


def _not_creating() -> bool:
    return request.endpoint not in CREATING


def _limited_with_token() -> bool:
    """A request with a token to a limited route (the ``/v1`` API: operations and pages are
    not) that reads it."""
    return request.path.startswith("/v1/") and _by_token()


def _refused_until() -> dict[str, float]:
    """Per worker: an address whose budget a request with a token that was not accepted
    found spent -> when it admits again."""
    held: dict[str, float] = current_app.extensions.setdefault(REFUSED_ADDRESSES, {})
    return held


def _forget_accepted() -> None:
    tokens_accepted.forget()


def _hold_back_refused_addresses() -> None:
    if not _limited_with_token():
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
    raise TooManyRequests("this address spent its budget; a token counts only where it is accepted")


def _token_accepted(resp: Response) -> bool:
    return tokens_accepted.was_accepted() and resp.status_code not in (401, 403)


def _count_unaccepted_tokens(resp: Response) -> Response:
    """A request with a token that was not checked and accepted: counted against its
    address, in the budget requests without a token spend (the same counter)."""
    limiter: Limiter | None = current_app.extensions.get("rate_limiter")
    if limiter is None or not limiter.enabled or not _limited_with_token() or _token_accepted(resp):
        return resp
    if resp.status_code == 429:  # refused before any work: nothing to count
        return resp
    item = parse(current_app.config["RATELIMIT_PER_ADDRESS"])
    addr = address_key()
    try:
        if not limiter.limiter.hit(item, addr, "address"):
            reset = float(limiter.limiter.get_window_stats(item, addr, "address")[0])
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
    app.after_request(_count_unaccepted_tokens)
    app.before_request(_forget_accepted)  # before the limiter's own check, which may refuse
    per_token: Callable[[], str] = lambda: current_app.config["RATELIMIT_PER_TOKEN"]  # noqa: E731
    per_address: Callable[[], str] = lambda: current_app.config["RATELIMIT_PER_ADDRESS"]  # noqa: E731
    per_create: Callable[[], str] = lambda: current_app.config["RATELIMIT_PER_ADDRESS_CREATE"]  # noqa: E731
    limiter = Limiter(
        address_key,
        app=app,
        storage_uri=storage_uri,
        strategy="moving-window",
        application_limits=[
            ApplicationLimit(
                per_token, key_function=token_key, scope=TOKEN_SCOPE, exempt_when=_by_address
            ),
            ApplicationLimit(
                per_address, key_function=address_key, scope="address", exempt_when=_by_token
            ),
            ApplicationLimit(
                per_create, key_function=address_key, scope="create", exempt_when=_not_creating
            ),
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

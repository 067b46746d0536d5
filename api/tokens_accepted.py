"""Whether the request being served had its bearer token checked and accepted.

The rate limits count a request against its token's own budget only where the token was
checked and accepted (:mod:`api.http.ratelimit`); any other request with a token (a made-up
one, or one sent to a route that never reads it) counts against its address, as a request
without one does. The places that accept a token (a seat's, a registered bot's, an
organiser's) say so here; the limiter reads it once the answer is made. A context variable:
each request's thread (or task) has its own, reset when the request starts.
"""

from __future__ import annotations

from contextvars import ContextVar

_ACCEPTED: ContextVar[bool] = ContextVar("shithead_token_accepted", default=False)


def forget() -> None:
    """A request starts: nothing of it is accepted yet."""
    _ACCEPTED.set(False)


def accepted() -> None:
    """The request's token was found to be a seat's, a bot's or an organiser's."""
    _ACCEPTED.set(True)


def was_accepted() -> bool:
    return _ACCEPTED.get()

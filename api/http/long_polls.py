"""The long polls a process holds at once, bounded so they never take every request thread.

A long poll (``GET /v1/games/{id}/events?wait=``, ``GET /v1/bots/me/events?wait=``) holds a
request thread for up to its ``wait``. Unbounded, a client opening as many long polls as the
workers have threads held every one of them, and every other request (a create, a submit)
queued behind them for up to 30 s. So a process lets at most ``LONG_POLLS`` of them wait at
once (default: half of ``WEB_THREADS``); one past that is answered at once with what there
is (an empty page when nothing happened), as if its wait had been 0, with ``Retry-After:
1``: the client polls again a second later, and the threads left serve everyone else.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager

from flask import Response, current_app, g

from ..metrics import LONG_POLLS_CUT, LONG_POLLS_WAITING

#: Seconds a client whose long poll could not wait is asked to let pass before the next one.
POLL_AGAIN_S = 1


def default_limit(web_threads: int) -> int:
    """Half of the worker's ``web_threads`` (the gunicorn setting ``WEB_THREADS``)."""
    return max(1, web_threads // 2)


class LongPolls:
    """At most ``limit`` long polls of this process wait at once (0: no bound)."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self._slots = threading.BoundedSemaphore(limit) if limit > 0 else None

    @contextmanager
    def slot(self, wait: float) -> Iterator[float]:
        """The wait this poll may have: ``wait`` with a free slot (held until the block
        ends), 0 without one."""
        if wait <= 0 or self._slots is None:
            yield wait
            return
        if not self._slots.acquire(blocking=False):
            LONG_POLLS_CUT.inc()
            yield 0.0
            return
        LONG_POLLS_WAITING.inc()
        try:
            yield wait
        finally:
            LONG_POLLS_WAITING.dec()
            self._slots.release()


def long_polls() -> LongPolls:
    """This app's long polls (config ``LONG_POLLS``, else :func:`default_limit` of its
    ``WEB_THREADS``)."""
    polls: LongPolls | None = current_app.extensions.get("long_polls")
    if polls is None:
        limit = current_app.config.get("LONG_POLLS")
        polls = LongPolls(
            default_limit(int(current_app.config["WEB_THREADS"])) if limit is None else int(limit)
        )
        current_app.extensions["long_polls"] = polls
    return polls


def cut_short(resp: Response, asked: float, granted: float) -> Response:
    """The answer; when its poll could not wait as asked, marked for ``Retry-After``. The
    header is written by the one hook that decides every answer's ``Retry-After``
    (:func:`api.http.ratelimit.init_limiter`: Flask-Limiter writes its own on every answer)."""
    if granted < asked:
        g.poll_again = POLL_AGAIN_S
    return resp

"""Operations, outside ``/v1`` and its rate limits: health, readiness, metrics and the contract.

Requests are counted per method, route (the rule's path, as ``/v1/games/<game_id>``) and
status, and timed per method and route, by :class:`MetricsBuffer`.
"""

from __future__ import annotations

import threading
import time
from pathlib import Path

import redis
from flask import Blueprint, Flask, Response, current_app, g, request

from ..store.events import EventStore, StoreError
from .context import ok
from .stream_hub import open_streams

#: The top-level openapi.yaml, which the package carries as api/http/openapi.yaml (a link to
#: it in the source tree, the file itself once built): found wherever the service runs from.
SPEC_PATH = Path(__file__).resolve().parent / "openapi.yaml"

bp = Blueprint("ops", __name__)


def count_requests(app: Flask, store: EventStore) -> None:
    """Count and time every request of ``app`` into ``store`` (see :class:`MetricsBuffer`)."""

    @app.before_request
    def _start_timer() -> None:
        g.t0 = time.perf_counter()

    counters = MetricsBuffer(store)
    app.extensions["metrics"] = counters

    @app.after_request
    def _count(resp: Response) -> Response:
        rule = request.url_rule.rule if request.url_rule else "unmatched"
        elapsed = time.perf_counter() - g.get("t0", time.perf_counter())
        counters.add(f"{request.method} {rule}", resp.status_code, elapsed)
        return resp


class MetricsBuffer:
    """Request counters kept per worker and added to Redis at most every ``interval`` s.

    Redis holds the totals of every worker, so ``/metrics`` from any worker shows the
    whole service; buffering keeps the write off nearly every request's path.
    """

    def __init__(self, store: EventStore, interval: float = 1.0) -> None:
        self.store = store
        self.interval = interval
        self._counts: dict[str, int] = {}
        self._seconds: dict[str, float] = {}
        self._lock = threading.Lock()
        self._last = time.monotonic()

    def add(self, route: str, status: int, elapsed: float) -> None:
        with self._lock:
            key = f"{route} {status}"
            self._counts[key] = self._counts.get(key, 0) + 1
            self._seconds[route] = self._seconds.get(route, 0.0) + elapsed
            if time.monotonic() - self._last < self.interval:
                return
            counts, seconds = self._counts, self._seconds
            self._counts, self._seconds = {}, {}
            self._last = time.monotonic()
        self._write(counts, seconds)

    def flush(self) -> None:
        with self._lock:
            counts, seconds = self._counts, self._seconds
            self._counts, self._seconds = {}, {}
            self._last = time.monotonic()
        self._write(counts, seconds)

    def _write(self, counts: dict[str, int], seconds: dict[str, float]) -> None:
        if not counts:
            return
        try:
            pipe = self.store.r.pipeline(transaction=False)
            for key, n in counts.items():
                pipe.hincrby("metrics:http:count", key, n)
            for key, t in seconds.items():
                pipe.hincrbyfloat("metrics:http:seconds", key, t)
            pipe.execute()
        except redis.RedisError:
            pass  # metrics are best effort: losing a second of counts beats failing requests


@bp.get("/healthz")
def healthz() -> Response:
    return ok({"status": "ok"})


@bp.get("/readyz")
def readyz() -> Response:
    store: EventStore = current_app.extensions["store"]
    if not store.ping():
        raise StoreError("ping failed")
    return ok({"status": "ready"})


@bp.get("/metrics")
def metrics() -> Response:
    store: EventStore = current_app.extensions["store"]
    current_app.extensions["metrics"].flush()
    lines = [
        "# HELP shithead_http_requests_total HTTP requests by method, route and status.",
        "# TYPE shithead_http_requests_total counter",
    ]
    try:
        counts = store.r.hgetall("metrics:http:count")
        seconds = store.r.hgetall("metrics:http:seconds")
        games = store.r.zcard("games:index")
        streams = open_streams(store.r)
    except redis.RedisError as exc:
        raise StoreError(str(exc)) from exc
    for key, value in sorted(counts.items()):
        method, route, status = key.decode().split(" ")
        lines.append(
            f'shithead_http_requests_total{{method="{method}",route="{route}",status="{status}"}} {int(value)}'
        )
    lines += [
        "# HELP shithead_http_request_seconds_total Time spent serving requests by method and route.",
        "# TYPE shithead_http_request_seconds_total counter",
    ]
    for key, value in sorted(seconds.items()):
        method, route = key.decode().split(" ")
        lines.append(f'shithead_http_request_seconds_total{{method="{method}",route="{route}"}} {float(value)}')
    lines += [
        "# HELP shithead_games_total Games created.",
        "# TYPE shithead_games_total counter",
        f"shithead_games_total {int(games)}",
        "# HELP shithead_streams_open Game streams open now, in every process of the service.",
        "# TYPE shithead_streams_open gauge",
        f"shithead_streams_open {streams}",
    ]
    return Response("\n".join(lines) + "\n", mimetype="text/plain; version=0.0.4")


@bp.get("/openapi.yaml")
def openapi() -> Response:
    return Response(SPEC_PATH.read_text(encoding="utf-8"), mimetype="application/yaml")

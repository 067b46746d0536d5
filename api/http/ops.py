"""Operations, outside ``/v1`` and its rate limits: health, readiness, metrics and the contract.

Requests are timed per method, route (the rule's path, as ``/v1/games/<game_id>``) and
status into a histogram (:mod:`api.metrics`); ``/metrics`` is ``prometheus_client``'s
exposition of every process's metrics. Every label has a bounded set of values, whatever
clients send: a method outside HTTP's own is ``other``, a path no rule matches (or a method
its rule does not take) ``unmatched``.
"""

from __future__ import annotations

import time
from pathlib import Path

from flask import Blueprint, Flask, Response, current_app, g, request
from prometheus_client.exposition import choose_encoder

from schemas.contract import STORE_UNAVAILABLE, TEXT, responds
from schemas.ops import HealthSchema, ReadinessSchema

from ..metrics import HTTP_REQUEST_DURATION, registry
from ..store.errors import StoreError
from ..store.events import EventStore
from .context import ok

#: The top-level openapi.yaml, which the package carries as api/http/openapi.yaml (a link to
#: it in the source tree, the file itself once built): found wherever the service runs from.
SPEC_PATH = Path(__file__).resolve().parent / "openapi.yaml"

bp = Blueprint("ops", __name__)

#: The methods counted under their own name; any other (a client may send any token) is ``other``.
METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"})


def count_requests(app: Flask) -> None:
    """Time every request of ``app`` into ``shithead_http_request_duration_seconds``, by
    method (HTTP's own, else ``other``), route (the URL rule, so the label's values are
    bounded) and status."""

    @app.before_request
    def _start_timer() -> None:
        g.t0 = time.perf_counter()

    @app.after_request
    def _count(resp: Response) -> Response:
        rule = request.url_rule.rule if request.url_rule else "unmatched"
        elapsed = time.perf_counter() - g.get("t0", time.perf_counter())
        method = request.method if request.method in METHODS else "other"
        HTTP_REQUEST_DURATION.labels(method, rule, str(resp.status_code)).observe(elapsed)
        return resp


@bp.get("/healthz")
@responds(200, HealthSchema, "Alive.")
def healthz() -> Response:
    return ok({"status": "ok"})


@bp.get("/readyz")
@responds(200, ReadinessSchema, "Ready.")
@responds(503, STORE_UNAVAILABLE)
def readyz() -> Response:
    store: EventStore = current_app.extensions["store"]
    if not store.ping():
        raise StoreError("ping failed")
    return ok({"status": "ready"})


@bp.get("/metrics")
@responds(200, {"text/plain": TEXT, "application/openmetrics-text": TEXT}, "The metrics.")
def metrics() -> Response:
    """Every process's metrics and the queues' depths, in the format the scraper asks for
    (Prometheus text, or OpenMetrics); served without Redis too (the depths are then left out)."""
    encode, content_type = choose_encoder(request.headers.get("Accept", ""))
    body = encode(registry([current_app.extensions["queue_depth"]]))
    return Response(body, headers={"Content-Type": content_type})


@bp.get("/openapi.yaml")
@responds(
    200,
    {"application/yaml": {"type": "object", "required": ["openapi", "info", "paths"]}},
    "The OpenAPI document.",
)
def openapi() -> Response:
    return Response(SPEC_PATH.read_text(encoding="utf-8"), mimetype="application/yaml")

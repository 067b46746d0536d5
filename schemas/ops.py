"""The operations' answers: liveness and readiness."""

from __future__ import annotations

from typing import Any

from .values import Json, ResponseSchema


class HealthSchema(ResponseSchema):
    """The process is up (`GET /healthz`)."""

    status = Json(json_schema={"const": "ok"}, required=True)


class ReadinessSchema(ResponseSchema):
    """The process is up and reaches the store (`GET /readyz`)."""

    status = Json(json_schema={"const": "ready"}, required=True)


COMPONENTS = ["Health", "Readiness"]
RAW: dict[str, dict[str, Any]] = {}

"""Event schemas (placeholder while being written)."""

from __future__ import annotations

from typing import Any

COMPONENTS: list[str] = []
RAW: dict[str, dict[str, Any]] = {}

"""The table of variables in docs/deploy.md, written from the settings (``python -m
api.settings --write``; a test keeps it true)."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

from . import _FIELDS

DOC = Path(__file__).resolve().parent.parent.parent / "docs" / "deploy.md"
BEGIN = "<!-- settings table: python -m api.settings --write -->"
END = "<!-- end of the settings table -->"


def _shown(f: dataclasses.Field[Any]) -> str:
    if f.metadata["shown"] is not None:
        return str(f.metadata["shown"])
    value = f.default
    if isinstance(value, bool):
        return "`1`" if value else "`0`"
    if isinstance(value, float):
        return f"{value:g}"
    if isinstance(value, str):
        return f"`{value}`"
    return str(value)


def markdown() -> str:
    """The table of variables, as docs/deploy.md shows it."""
    rows = ["| variable | default | meaning |", "| --- | --- | --- |"]
    for f in _FIELDS:
        rows.append(f"| `{f.metadata['env']}` | {_shown(f)} | {f.metadata['help']} |")
    return "\n".join(rows) + "\n"


def documented(text: str) -> str:
    """``text`` (docs/deploy.md) with the table between its markers made anew."""
    start, end = text.index(BEGIN) + len(BEGIN), text.index(END)
    return text[:start] + "\n" + markdown() + text[end:]

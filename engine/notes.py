"""Move notes: a short public text a seat may send beside its action, kept in the action's
cause (so in the log's hash chain) and shown to everyone.

A note is public from the moment it is logged: it is shown to every viewer, spectators
included, while the game runs. The bounds keep it a note: at most :data:`MAX_NOTE`
characters, printable (no control characters, no line or paragraph separators), and not
empty. A note cannot be checked for meaning, so a seat that writes its hidden cards into
one has published them itself (docs/api.md, "Move notes").
"""

from __future__ import annotations

from typing import Any, Final

#: The cause's field that holds a note.
NOTE: Final = "note"
#: The longest note, in characters.
MAX_NOTE: Final = 200


def note_problem(note: Any) -> str | None:
    """Why ``note`` is not a note (None: it is one)."""
    if not isinstance(note, str):
        return "a note is a string"
    if not note:
        return "a note is not empty"
    if len(note) > MAX_NOTE:
        return f"a note is at most {MAX_NOTE} characters"
    if not note.isprintable():
        return "a note is printable text: no control characters or line breaks"
    return None


def noted(cause: dict[str, Any], note: str | None) -> dict[str, Any]:
    """``cause`` with ``note`` (none: as it is), set in place."""
    if note is not None:
        cause[NOTE] = note
    return cause


__all__ = ["MAX_NOTE", "NOTE", "note_problem", "noted"]

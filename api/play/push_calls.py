"""What a push bot's answers carry besides the action, and what its owner may read of its calls.

A push bot may answer ``{"action": {...}, "note": "..."}``: the note (:mod:`engine.notes`)
is logged with the move, as a person's submitted one is; a note out of its bounds is left
out (the move stands). Every call to a registered push bot is counted on its profile, for
its own token only (``GET /v1/bots/{name}``, ``push_calls``): the last call's latency, its
failure (the default move's reason, or null), when it was made, and how many calls and
failures there were.
"""

from __future__ import annotations

import json
import logging
import time

from engine.notes import NOTE, note_problem

from ..store.bots import BotStore

log = logging.getLogger("shithead.push")


def answer_note(body: bytes) -> str | None:
    """The note in a push bot's answer, when it has one within the bounds."""
    try:
        data = json.loads(body)
    except (ValueError, UnicodeDecodeError):
        return None
    note = data.get(NOTE) if isinstance(data, dict) else None
    return note if note is not None and note_problem(note) is None else None


class CallRecorder:
    """Counts a registered push bot's calls in its record (never a failure of the move)."""

    def __init__(self, bots: BotStore, name: str) -> None:
        self.bots = bots
        self.name = name

    def __call__(self, latency_ms: int, failure: str | None) -> None:
        try:
            self.bots.record_push_call(self.name, latency_ms, failure, time.time())
        except Exception:
            log.exception("bot %s: its push call could not be counted", self.name)


__all__ = ["CallRecorder", "answer_note"]

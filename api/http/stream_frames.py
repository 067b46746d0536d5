"""The bytes of a game stream, as Server-Sent Events or as newline-delimited JSON.

SSE: each log entry is ``id: <seq>`` / ``event: game`` / ``data: <entry>``, each batch ends
with an ``event: status``, a heartbeat is a comment, the end an ``event: end``, and a stream
the server ends early (its bot's token was rotated or revoked) ends with an ``event: error``
whose data is a problem document; NDJSON: one object per line with its ``kind`` (``game``,
``status``, ``heartbeat``, ``end``, ``error`` with the problem's fields). An entry is exactly
an item of the events page's ``events`` list. Whenever a stream of the game opens or closes,
each of its streams is told who watches: SSE ``event: watching`` with ``{"watching": n,
"seats": [...]}`` (the streams open and the seats with one of them), NDJSON ``{"kind":
"watching", ...}`` with the same fields.
"""

from __future__ import annotations

from enum import Enum
from typing import Any

import orjson

from .. import jsontext

SSE_TYPE = "text/event-stream"
NDJSON_TYPE = "application/x-ndjson"
#: The WSGI environ key under which the worker offers to hand a stream's socket over: a
#: callable taking the callable that adopts the socket (see :mod:`api.http.gunicorn_worker`).
HAND_OFF = "shithead.stream_hand_off"
#: Milliseconds an EventSource waits before it reconnects, told at the start of the stream.
RETRY_MS = 3000


class Framing(Enum):
    SSE = SSE_TYPE
    NDJSON = NDJSON_TYPE


def _json(value: Any) -> bytes:
    """``value``'s JSON text as bytes, as :func:`api.jsontext.dumps` writes it (orjson's own
    bytes, not decoded to text to be encoded again)."""
    try:
        return orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS)
    except TypeError:  # what only the standard library writes (an integer past 64 bits)
        return jsontext.dumps(value).encode()


def frame_start(framing: Framing) -> bytes:
    return b"retry: %d\n\n" % RETRY_MS if framing is Framing.SSE else b""


def frame_events(framing: Framing, events: list[dict[str, Any]]) -> bytes:
    if framing is Framing.SSE:
        return b"".join(b"id: %d\nevent: game\ndata: %b\n\n" % (e["seq"], _json(e)) for e in events)
    return b"".join(_json({"kind": "game", "seq": e["seq"], "event": e}) + b"\n" for e in events)


def frame_status(framing: Framing, head: dict[str, Any]) -> bytes:
    """``head``: the version and the status fields, as the events page has them."""
    if framing is Framing.SSE:
        return b"event: status\ndata: %b\n\n" % _json(head)
    return _json({"kind": "status", **head}) + b"\n"


def frame_heartbeat(framing: Framing) -> bytes:
    return b": keep-alive\n\n" if framing is Framing.SSE else b'{"kind":"heartbeat"}\n'


def frame_end(framing: Framing) -> bytes:
    return b"event: end\ndata: {}\n\n" if framing is Framing.SSE else b'{"kind":"end"}\n'


def frame_problem(framing: Framing, problem: dict[str, Any]) -> bytes:
    """The last frame of a stream the server ends: why, as a problem document."""
    if framing is Framing.SSE:
        return b"event: error\ndata: %b\n\n" % _json(problem)
    return _json({"kind": "error", **problem}) + b"\n"


def frame_watching(framing: Framing, watching: dict[str, Any]) -> bytes:
    """Who watches the game: ``{"watching": n, "seats": [the seats with a stream open]}``."""
    if framing is Framing.SSE:
        return b"event: watching\ndata: %b\n\n" % _json(watching)
    return _json({"kind": "watching", **watching}) + b"\n"

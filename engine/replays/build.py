"""Building a replay: the format's fields, the hash chain over the log, and the document.

The header (:data:`HEADER_KEYS`, and :data:`OPTIONAL_HEADER_KEYS` where present) is hashed
into the chain's genesis; each event's hash covers its sequence number, the event and the
action that caused it, chained to the hash before it (:func:`chain`). The verifier
(:mod:`engine.replays.verify`) recomputes the same chain, so both read these definitions.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from types import ModuleType
from typing import Any

from .. import ENGINE_VERSION
from ..deal import CONTRIBUTED_DEAL_ALGORITHM, DEAL_ALGORITHM
from ..documents import SIGNATURE_KEY, canonical
from ..salts import SALT_KEY

_orjson: ModuleType | None
try:  # a dependency of the service; the engine alone does without it
    import orjson as _orjson
except ImportError:  # pragma: no cover
    _orjson = None

FORMAT = "shithead-replay/2"
#: The header: everything hashed into the chain's genesis, in the document's order.
HEADER_KEYS = (
    "format",
    "engine_version",
    "deal_algorithm",
    "game_id",
    "ruleset",
    "preset",
    "options",
    "players",
    "dealer",
    "starter",
    "spoils",
    "no_swap",
    "seats",
    "seed_commitment",
    "explicit_seed",
    "explicit_deck",
    "deal_mode",
    "deal_deadline",
)
#: The deal modes (see docs/fairness.md) and the deal algorithm each names.
DEAL_ALGORITHMS = {"server": DEAL_ALGORITHM, "contributed": CONTRIBUTED_DEAL_ALGORITHM}
#: Header fields only a clocked game has: hashed into the genesis when present (so the
#: documents of games without them hash as they always did).
OPTIONAL_HEADER_KEYS = ("clock",)
#: What follows the events: recomputed from them and compared.
BODY_KEYS = ("events", "phase", "over", "result", "redacted_for")
#: Present once the game is over (and only then).
REVEALED_KEYS = ("seed", "deal")
#: Every field a replay may hold: the seed's salt is revealed with the seed where the seed
#: was salted (a chosen seed; see :mod:`engine.salts`), and the signature is optional.
KNOWN_KEYS = frozenset(
    (*HEADER_KEYS, *OPTIONAL_HEADER_KEYS, *BODY_KEYS, *REVEALED_KEYS, SALT_KEY, SIGNATURE_KEY)
)
#: The fields of each entry of ``events``.
EVENT_ITEM_KEYS = frozenset({"seq", "event", "cause", "hash"})


def genesis_hash(doc: Mapping[str, Any]) -> str:
    """The hash the chain starts from: SHA-256 of the canonical JSON of the header fields
    (an optional one only when it is there)."""
    head = {k: doc.get(k) for k in HEADER_KEYS}
    head.update({k: doc[k] for k in OPTIONAL_HEADER_KEYS if doc.get(k) is not None})
    return hashlib.sha256(canonical(head)).hexdigest()


def chain(prev: str, item: Mapping[str, Any]) -> str:
    body = {"seq": item.get("seq"), "event": item.get("event"), "cause": item.get("cause")}
    return hashlib.sha256(prev.encode() + _canonical_entry(body)).hexdigest()


def _canonical_entry(body: dict[str, Any]) -> bytes:
    """:func:`canonical` of a log entry, by orjson where that gives the same bytes: an
    entry holds strings, integers, lists, dicts and nulls (never a float), and for those
    orjson's sorted compact output is the standard library's byte for byte while it is
    ASCII (the standard form escapes anything else). Several times quicker; every hash of a
    game's log (a tournament's result, a replay's check) pays it once per event."""
    if _orjson is not None:
        try:
            out: bytes = _orjson.dumps(body, option=_orjson.OPT_SORT_KEYS)
        except TypeError:  # an integer beyond 64 bits, a key that is not a string
            return canonical(body)
        if out.isascii() and b"." not in out:
            return out
    return canonical(body)


def header(**fields: Any) -> dict[str, Any]:
    """A complete header: the format and versions, then ``fields`` (every other header key);
    the deal algorithm is the one ``deal_mode`` names."""
    out: dict[str, Any] = {
        "format": FORMAT,
        "engine_version": ENGINE_VERSION,
        "deal_algorithm": DEAL_ALGORITHMS.get(fields.get("deal_mode", ""), DEAL_ALGORITHM),
    }
    missing = set(HEADER_KEYS) - set(out) - set(fields)
    unknown = set(fields) - set(HEADER_KEYS) - set(OPTIONAL_HEADER_KEYS)
    if missing or unknown:
        raise ValueError(f"replay header: missing {sorted(missing)}, unknown {sorted(unknown)}")
    out.update(fields)
    head = {k: out[k] for k in HEADER_KEYS}
    head.update({k: out[k] for k in OPTIONAL_HEADER_KEYS if out.get(k) is not None})
    return head


def last_hash(head: Mapping[str, Any], entries: Sequence[Mapping[str, Any]]) -> str:
    """The hash of the last event of the replay with header ``head`` and ``entries``
    (``{event, cause}``): ``build_document(...)["events"][-1]["hash"]`` without the document."""
    prev = genesis_hash(head)
    for i, e in enumerate(entries, start=1):
        prev = chain(prev, {"seq": i, "event": e["event"], "cause": e.get("cause")})
    return prev


def build_document(
    head: Mapping[str, Any],
    entries: Sequence[Mapping[str, Any]],
    *,
    phase: str,
    result: Any,
    redacted_for: int | None,
    seed: str | None = None,
    deal: list[str] | None = None,
    seed_salt: str | None = None,
) -> dict[str, Any]:
    """The replay of a game: ``head`` from :func:`header`, ``entries`` the log as
    ``{"event": ..., "cause": ...}`` as the reader may see it. A finished game (``phase``
    ``over``) also reveals its ``seed`` (None for a chosen deck) and its ``deal``."""
    doc: dict[str, Any] = dict(head)
    prev = genesis_hash(doc)
    out = []
    for i, e in enumerate(entries, start=1):
        item = {"seq": i, "event": e["event"], "cause": e.get("cause")}
        prev = chain(prev, item)
        item["hash"] = prev
        out.append(item)
    over = phase == "over"
    doc.update(
        {
            "events": out,
            "phase": phase,
            "over": over,
            "result": result,
            "redacted_for": redacted_for,
        }
    )
    if over:
        doc["seed"] = seed
        doc["deal"] = deal
        if seed_salt is not None:
            doc[SALT_KEY] = seed_salt
    return doc

"""The shape of a replay document, checked before anything is re-played: every field known
and of its type, the header's fields consistent with one another, the seats, the hash
chain unbroken, the seed and deal revealed exactly when the game is over.

A failure is raised as :class:`engine.documents.Failure` at the JSON pointer of the first
field that fails; :mod:`engine.replays.verify` turns it into the verdict.
"""

from __future__ import annotations

import re
from typing import Any

from .. import ENGINE_VERSION
from ..documents import SIGNATURE_KEY, Failure
from ..events import Dealt, GameEnded
from ..game import PHASE_NAMES
from ..salts import SALT_KEY
from ..signing import check_block
from .build import (
    BODY_KEYS,
    DEAL_ALGORITHMS,
    EVENT_ITEM_KEYS,
    FORMAT,
    HEADER_KEYS,
    KNOWN_KEYS,
    REVEALED_KEYS,
    chain,
    genesis_hash,
)

#: Formats this verifier recognises but no longer accepts (see :mod:`engine.replays`).
RETIRED_FORMATS = {
    "shithead-replay/1": "it does not bind the seats' names, the game id or the result"
}
#: Engine versions whose games this engine replays event for event.
ENGINE_VERSIONS = frozenset({ENGINE_VERSION})

#: A seat's kinds, and the fields a seat holds.
SEAT_KINDS = ("person", "bot", "push")
SEAT_KEYS = frozenset({"name", "kind", "bot", "timeout_ms"})
_HEX64 = re.compile(r"[0-9a-f]{64}\Z")


def pointer(*parts: str | int) -> str:
    """An RFC 6901 JSON pointer to ``parts``."""
    return "".join("/" + str(p).replace("~", "~0").replace("/", "~1") for p in parts)


def check_fields(doc: Any, fmt: str, keys: frozenset[str], what: str) -> None:
    """``doc`` is an object of format ``fmt`` holding exactly ``keys`` (the signature optional),
    whose signature block, if any, is well formed."""
    if not isinstance(doc, dict):
        raise Failure("", f"{what} is a JSON object")
    if doc.get("format") != fmt:
        raise Failure("/format", f"unknown format {doc.get('format')!r}; expected {fmt}")
    for key in doc:
        if key not in keys:
            raise Failure(pointer(key), f"unknown field {key!r}")
    for key in sorted(keys - {SIGNATURE_KEY}):
        if key not in doc:
            raise Failure(pointer(key), f"the field {key!r} is missing")
    if SIGNATURE_KEY in doc:
        check_block(doc[SIGNATURE_KEY])


def is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def check_header(doc: dict[str, Any]) -> None:
    fmt = doc.get("format")
    if isinstance(fmt, str) and fmt in RETIRED_FORMATS:
        raise Failure(
            "/format",
            f"{fmt} is no longer accepted: {RETIRED_FORMATS[fmt]}; "
            f"fetch the game's replay again for a {FORMAT} document",
        )
    if fmt != FORMAT:
        raise Failure("/format", f"unknown format {fmt!r}; expected {FORMAT}")
    for key in doc:
        if key not in KNOWN_KEYS:
            raise Failure(
                pointer(key),
                f"unknown field {key!r} (a replay holds only {', '.join(sorted(KNOWN_KEYS))})",
            )
    for key in (*HEADER_KEYS, *BODY_KEYS):
        if key not in doc:
            raise Failure(pointer(key), f"the field {key!r} is missing")
    if not isinstance(doc["engine_version"], str) or doc["engine_version"] not in ENGINE_VERSIONS:
        raise Failure(
            "/engine_version",
            f"engine version {doc['engine_version']!r} is not one this "
            f"verifier replays ({', '.join(sorted(ENGINE_VERSIONS))})",
        )
    mode = doc["deal_mode"]
    if not isinstance(mode, str) or mode not in DEAL_ALGORITHMS:
        raise Failure("/deal_mode", f"the deal mode is one of {', '.join(DEAL_ALGORITHMS)}")
    if doc["deal_algorithm"] != DEAL_ALGORITHMS[mode]:
        raise Failure(
            "/deal_algorithm",
            f"unknown deal algorithm {doc['deal_algorithm']!r}; "
            f"a {mode} deal uses {DEAL_ALGORITHMS[mode]}",
        )
    deadline = doc["deal_deadline"]
    if mode == "contributed":
        if isinstance(deadline, bool) or not isinstance(deadline, int | float) or deadline <= 0:
            raise Failure("/deal_deadline", "a contributed deal has its deadline (Unix time)")
        if doc["explicit_deck"] or doc["explicit_seed"]:
            raise Failure(
                "/explicit_deck" if doc["explicit_deck"] else "/explicit_seed",
                "a contributed deal is dealt from no chosen deck or seed",
            )
    elif deadline is not None:
        raise Failure("/deal_deadline", "only a contributed deal has a deadline")
    for key in ("game_id", "preset"):
        if not isinstance(doc[key], str) or not doc[key]:
            raise Failure(pointer(key), f"{key} is a non-empty string")
    if not isinstance(doc["options"], dict):
        raise Failure("/options", "options is an object")
    n = doc["players"]
    if not is_int(n) or not 2 <= n <= 8:
        raise Failure("/players", "players is a number from 2 to 8")
    if not is_int(doc["dealer"]) or not 0 <= doc["dealer"] < n:
        raise Failure("/dealer", "the dealer is a seat")
    for key in ("starter", "spoils"):
        if not is_int(doc[key]) or not -1 <= doc[key] < n:
            raise Failure(pointer(key), f"{key} is a seat, or -1 for none")
    no_swap = doc["no_swap"]
    if (
        not isinstance(no_swap, list)
        or not all(is_int(s) and 0 <= s < n for s in no_swap)
        or no_swap != sorted(set(no_swap))
    ):
        raise Failure("/no_swap", "no_swap lists seats, ascending, each once")
    seats = doc["seats"]
    if not isinstance(seats, list) or len(seats) != n:
        raise Failure("/seats", "seats lists one seat per player")
    for i, seat in enumerate(seats):
        _check_seat(seat, i)
    sc = doc["seed_commitment"]
    if sc is not None and not (isinstance(sc, str) and _HEX64.match(sc)):
        raise Failure("/seed_commitment", "a seed commitment is 64 lowercase hex digits, or null")
    for key in ("explicit_seed", "explicit_deck"):
        if not isinstance(doc[key], bool):
            raise Failure(pointer(key), f"{key} is true or false")
    if doc["explicit_deck"] and (sc is not None or doc["explicit_seed"]):
        raise Failure(
            "/seed_commitment" if sc is not None else "/explicit_seed",
            "a game dealt from a chosen deck has no seed, so it commits to none",
        )
    if not doc["explicit_deck"] and sc is None:
        raise Failure("/seed_commitment", "a shuffled deal commits to its seed before play")


def _exact_keys(
    obj: dict[str, Any], keys: frozenset[str], at: tuple[str | int, ...], what: str
) -> None:
    """``obj`` (at ``at``) holds exactly ``keys``."""
    for key in obj:
        if key not in keys:
            raise Failure(pointer(*at, key), f"unknown field {key!r} in {what}")
    for key in sorted(keys):
        if key not in obj:
            raise Failure(pointer(*at, key), f"the field {key!r} is missing from {what}")


def _check_seat(seat: Any, i: int) -> None:
    at = pointer("seats", i)
    if not isinstance(seat, dict):
        raise Failure(at, "a seat is an object")
    _exact_keys(seat, SEAT_KEYS, ("seats", i), "a seat")
    if not isinstance(seat["name"], str):
        raise Failure(pointer("seats", i, "name"), "a seat's name is a string")
    kind = seat["kind"]
    if kind not in SEAT_KINDS:
        raise Failure(
            pointer("seats", i, "kind"), f"a seat's kind is one of {', '.join(SEAT_KINDS)}"
        )
    bot_ok = (
        seat["bot"] is None
        if kind == "person"
        else (
            seat["bot"] == "push"
            if kind == "push"
            else isinstance(seat["bot"], str) and seat["bot"] != "push"
        )
    )
    if not bot_ok:
        raise Failure(pointer("seats", i, "bot"), f"the bot of a {kind} seat is wrong")
    timeout = seat["timeout_ms"]
    if (timeout is None) != (kind != "push") or (
        timeout is not None and (not is_int(timeout) or timeout < 1)
    ):
        raise Failure(
            pointer("seats", i, "timeout_ms"), "a push bot's seat has its timeout, no other does"
        )


def check_chain(doc: dict[str, Any]) -> list[dict[str, Any]]:
    events = doc["events"]
    if not isinstance(events, list) or not events:
        raise Failure("/events", "events is a non-empty list")
    prev = genesis_hash(doc)
    for i, item in enumerate(events):
        if not isinstance(item, dict):
            raise Failure(pointer("events", i), "an event entry is an object")
        _exact_keys(item, EVENT_ITEM_KEYS, ("events", i), "an event entry")
        if item["seq"] != i + 1 or not is_int(item["seq"]):
            raise Failure(
                pointer("events", i, "seq"), f"events are numbered 1, 2, 3...: this is {i + 1}"
            )
        prev = chain(prev, item)
        if item["hash"] != prev:
            why = (
                "the chain does not start from this header: a header field or this event was altered"
                if i == 0
                else "the hash chain breaks here: this event (or its cause) was altered"
            )
            raise Failure(pointer("events", i, "hash"), why)
    return events


def check_revealed(doc: dict[str, Any], over: bool) -> None:
    if SALT_KEY in doc and not over:
        raise Failure(pointer(SALT_KEY), "the seed's salt is revealed only once the game is over")
    for key in REVEALED_KEYS:
        if over and key not in doc:
            raise Failure(pointer(key), f"a finished game's replay reveals its {key}")
        if not over and key in doc:
            raise Failure(pointer(key), f"the {key} is revealed only once the game is over")


def check_finished_shape(doc: dict[str, Any]) -> None:
    """What a finished game's document must look like, checked before anything costly."""
    if doc["redacted_for"] is not None:
        raise Failure("/redacted_for", "a finished game's replay is redacted for no one")
    events = doc["events"]
    if not isinstance(events, list) or not events or not isinstance(events[-1], dict):
        return  # the chain's check says what is wrong
    last = events[-1].get("event")
    if not isinstance(last, dict) or last.get("type") != GameEnded.__name__:
        raise Failure(
            pointer("events", len(events) - 1),
            "the log is cut short: a finished game's last event is its end (GameEnded)",
        )
    first = events[0].get("event") if isinstance(events[0], dict) else None
    if (
        isinstance(first, dict)
        and first.get("type") == Dealt.__name__
        and doc["deal"] != first.get("deck")
    ):
        raise Failure("/deal", "the deal differs from the dealt deck in the log")


def in_progress(doc: dict[str, Any], events: list[dict[str, Any]]) -> dict[str, Any]:
    """A game being played: only its structure and chain can be checked until the deal is shown."""
    if doc["result"] is not None:
        raise Failure("/result", "a game that is not over has no result")
    if doc["phase"] not in PHASE_NAMES or doc["phase"] == "over":
        raise Failure("/phase", "a game that is not over is dealing, in setup or playing")
    rf = doc["redacted_for"]
    if rf is not None and not (is_int(rf) and 0 <= rf < doc["players"]):
        raise Failure("/redacted_for", "redacted_for is a seat, or null for a spectator")
    for i, item in enumerate(events):
        ev = item["event"]
        if not isinstance(ev, dict) or ev.get("type") == GameEnded.__name__:
            raise Failure(pointer("events", i, "event"), "a game that is not over has not ended")
    n = len(events)
    return {
        "status": "consistent_so_far",
        "valid": False,
        "pointer": None,
        "reason": f"consistent up to version {n}; the game is not over, so the deal is not yet "
        "revealed and the actions cannot be replayed: verify again once it is over",
        "game_id": doc["game_id"],
        "events": n,
        "version": n,
        "over": False,
        "result": None,
        "final_hash": events[-1]["hash"],
    }

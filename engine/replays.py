"""Replay documents: build one from a game's log, and verify one with nothing but the engine.

A replay is one JSON document (format ``shithead-replay/2``). Every field is either

* **bound** by the hash chain: the header fields (:data:`HEADER_KEYS`) are hashed into the
  chain's genesis, and each event's hash covers its sequence number, the event and the action
  that caused it, chained to the hash before it; or
* **recomputed and compared**: the deal (from the seed, which must match its commitment), every
  event (each recorded action re-applied by the engine), the phase, ``over``, and the result
  (placings, loser, winner, draw, reason); or
* the optional ``signature`` block, which is checked when the verifier knows the key and is
  otherwise reported as unchecked (see :mod:`engine.signing`).

Nothing else may be in the document: an unknown field anywhere is rejected. The hash chain
alone proves nothing against someone who recomputes it; it makes the whole document depend on
its last hash, so that one signature, or one hash published elsewhere (a tournament's results),
vouches for every field.

:func:`verify_document` answers with a ``status``: ``valid`` (a finished game, everything
checked), ``consistent_so_far`` (a game still being played: structure and chain hold up to the
last event, but the deal is not revealed yet, so nothing can be re-played) or ``invalid``, with
``pointer`` (a JSON pointer, RFC 6901, to the first field that fails) and ``reason``.

Documents of the older format ``shithead-replay/1`` are answered ``invalid``: they did not bind
the seats' names, the game id or the result, so a check of one would vouch for too little.
The service exports any stored game again in the current format.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable, Mapping, Sequence
from types import ModuleType
from typing import Any

from . import ENGINE_VERSION
from .causes import CauseError, apply_cause
from .clock import Clock, TimeControl, TimeControlError
from .deal import CONTRIBUTED_DEAL_ALGORITHM, DEAL_ALGORITHM, commitment, shuffled
from .documents import SIGNATURE_KEY, Failure, canonical
from .errors import EngineError
from .events import ContributionsRequested, Dealt, GameEnded, event_from_dict, event_to_dict
from .fairness import contributed_deck
from .game import PHASE_NAMES, Game, State, evolve
from .rules import Ruleset, RulesetError, deck_cards, ruleset_from_dict
from .salts import SALT_KEY, check_salt
from .signing import check_block
from .view import result_to_dict, view

_orjson: ModuleType | None
try:  # a dependency of the service; the engine alone does without it
    import orjson as _orjson
except ImportError:  # pragma: no cover
    _orjson = None

FORMAT = "shithead-replay/2"
#: Formats this verifier recognises but no longer accepts (see the module's docstring).
RETIRED_FORMATS = {"shithead-replay/1": "it does not bind the seats' names, the game id or the result"}
#: Engine versions whose games this engine replays event for event.
ENGINE_VERSIONS = frozenset({ENGINE_VERSION})

#: The header: everything hashed into the chain's genesis, in the document's order.
HEADER_KEYS = (
    "format", "engine_version", "deal_algorithm", "game_id", "ruleset", "preset", "options",
    "players", "dealer", "starter", "spoils", "no_swap", "seats", "seed_commitment",
    "explicit_seed", "explicit_deck", "deal_mode", "deal_deadline",
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
#: Revealed with the seed where the seed was salted (a chosen seed; see :mod:`engine.salts`).
KNOWN_KEYS = frozenset((*HEADER_KEYS, *OPTIONAL_HEADER_KEYS, *BODY_KEYS, *REVEALED_KEYS, SALT_KEY, SIGNATURE_KEY))
EVENT_ITEM_KEYS = frozenset({"seq", "event", "cause", "hash"})
SEAT_KINDS = ("person", "bot", "push")
SEAT_KEYS = frozenset({"name", "kind", "bot", "timeout_ms"})
_HEX64 = re.compile(r"[0-9a-f]{64}\Z")


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
    out: dict[str, Any] = {"format": FORMAT, "engine_version": ENGINE_VERSION,
                           "deal_algorithm": DEAL_ALGORITHMS.get(fields.get("deal_mode", ""), DEAL_ALGORITHM)}
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
    head: Mapping[str, Any], entries: Sequence[Mapping[str, Any]], *, phase: str, result: Any,
    redacted_for: int | None, seed: str | None = None, deal: list[str] | None = None,
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
    doc.update({"events": out, "phase": phase, "over": over, "result": result, "redacted_for": redacted_for})
    if over:
        doc["seed"] = seed
        doc["deal"] = deal
        if seed_salt is not None:
            doc[SALT_KEY] = seed_salt
    return doc


# == verifying ================================================================================


def pointer(*parts: str | int) -> str:
    """An RFC 6901 JSON pointer to ``parts``."""
    return "".join("/" + str(p).replace("~", "~0").replace("/", "~1") for p in parts)


#: Checks a signature block: (document, block) -> the key id it checks against, None when the
#: key is not known; raises :class:`Failure` when the signature is wrong.
SignatureCheck = Callable[[Mapping[str, Any], Any], "str | None"]


def verify_document(doc: Any, *, check_signature: SignatureCheck | None = None) -> dict[str, Any]:
    """The verdict on a replay document (any JSON value), never an exception.

    ``{"status": "valid" | "consistent_so_far" | "invalid", "valid": bool, "pointer": str |
    None, "reason": str, ...}``; ``valid`` is true only for ``valid``. A signed document is
    checked with ``check_signature`` (see :func:`engine.signing.checker`); ``signed_by`` is the
    key id it checked against, None when unsigned or the key is unknown (``signature`` says
    which: ``verified``, ``unknown_key``, ``unchecked`` or ``absent``).
    """
    return verdict(doc, lambda: _verify(doc), check_signature)


def verdict(doc: Any, check: Callable[[], dict[str, Any]],
            check_signature: SignatureCheck | None) -> dict[str, Any]:
    """``check()``'s answer on ``doc`` with its signature's status, or the first failure: the
    one shape every verifier answers in (replays, tournament and match results)."""
    try:
        out = check()
        if isinstance(doc, dict) and SIGNATURE_KEY in doc:
            if check_signature is None:
                out["signed_by"], out["signature"] = None, "unchecked"
            else:
                key_id = check_signature(doc, doc[SIGNATURE_KEY])
                out["signed_by"] = key_id
                out["signature"] = "verified" if key_id else "unknown_key"
        else:
            out["signed_by"], out["signature"] = None, "absent"
        return out
    except Failure as f:
        return {"status": "invalid", "valid": False, "pointer": f.pointer, "reason": f.reason}
    except UnicodeError:
        return {"status": "invalid", "valid": False, "pointer": "",
                "reason": "the document holds text that is not valid Unicode"}
    except RecursionError:
        return {"status": "invalid", "valid": False, "pointer": "", "reason": "the document is nested too deeply"}


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


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _check_header(doc: dict[str, Any]) -> None:
    fmt = doc.get("format")
    if isinstance(fmt, str) and fmt in RETIRED_FORMATS:
        raise Failure("/format", f"{fmt} is no longer accepted: {RETIRED_FORMATS[fmt]}; "
                                 f"fetch the game's replay again for a {FORMAT} document")
    if fmt != FORMAT:
        raise Failure("/format", f"unknown format {fmt!r}; expected {FORMAT}")
    for key in doc:
        if key not in KNOWN_KEYS:
            raise Failure(pointer(key), f"unknown field {key!r} (a replay holds only "
                                        f"{', '.join(sorted(KNOWN_KEYS))})")
    for key in (*HEADER_KEYS, *BODY_KEYS):
        if key not in doc:
            raise Failure(pointer(key), f"the field {key!r} is missing")
    if not isinstance(doc["engine_version"], str) or doc["engine_version"] not in ENGINE_VERSIONS:
        raise Failure("/engine_version", f"engine version {doc['engine_version']!r} is not one this "
                                         f"verifier replays ({', '.join(sorted(ENGINE_VERSIONS))})")
    mode = doc["deal_mode"]
    if not isinstance(mode, str) or mode not in DEAL_ALGORITHMS:
        raise Failure("/deal_mode", f"the deal mode is one of {', '.join(DEAL_ALGORITHMS)}")
    if doc["deal_algorithm"] != DEAL_ALGORITHMS[mode]:
        raise Failure("/deal_algorithm", f"unknown deal algorithm {doc['deal_algorithm']!r}; "
                                         f"a {mode} deal uses {DEAL_ALGORITHMS[mode]}")
    deadline = doc["deal_deadline"]
    if mode == "contributed":
        if isinstance(deadline, bool) or not isinstance(deadline, int | float) or deadline <= 0:
            raise Failure("/deal_deadline", "a contributed deal has its deadline (Unix time)")
        if doc["explicit_deck"] or doc["explicit_seed"]:
            raise Failure("/explicit_deck" if doc["explicit_deck"] else "/explicit_seed",
                          "a contributed deal is dealt from no chosen deck or seed")
    elif deadline is not None:
        raise Failure("/deal_deadline", "only a contributed deal has a deadline")
    for key in ("game_id", "preset"):
        if not isinstance(doc[key], str) or not doc[key]:
            raise Failure(pointer(key), f"{key} is a non-empty string")
    if not isinstance(doc["options"], dict):
        raise Failure("/options", "options is an object")
    n = doc["players"]
    if not _is_int(n) or not 2 <= n <= 8:
        raise Failure("/players", "players is a number from 2 to 8")
    if not _is_int(doc["dealer"]) or not 0 <= doc["dealer"] < n:
        raise Failure("/dealer", "the dealer is a seat")
    for key in ("starter", "spoils"):
        if not _is_int(doc[key]) or not -1 <= doc[key] < n:
            raise Failure(pointer(key), f"{key} is a seat, or -1 for none")
    no_swap = doc["no_swap"]
    if not isinstance(no_swap, list) or not all(_is_int(s) and 0 <= s < n for s in no_swap) \
            or no_swap != sorted(set(no_swap)):
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
        raise Failure("/seed_commitment" if sc is not None else "/explicit_seed",
                      "a game dealt from a chosen deck has no seed, so it commits to none")
    if not doc["explicit_deck"] and sc is None:
        raise Failure("/seed_commitment", "a shuffled deal commits to its seed before play")


def _exact_keys(obj: dict[str, Any], keys: frozenset[str], at: tuple[str | int, ...], what: str) -> None:
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
        raise Failure(pointer("seats", i, "kind"), f"a seat's kind is one of {', '.join(SEAT_KINDS)}")
    bot_ok = seat["bot"] is None if kind == "person" else (
        seat["bot"] == "push" if kind == "push" else isinstance(seat["bot"], str) and seat["bot"] != "push")
    if not bot_ok:
        raise Failure(pointer("seats", i, "bot"), f"the bot of a {kind} seat is wrong")
    timeout = seat["timeout_ms"]
    if (timeout is None) != (kind != "push") or (timeout is not None and (not _is_int(timeout) or timeout < 1)):
        raise Failure(pointer("seats", i, "timeout_ms"), "a push bot's seat has its timeout, no other does")


def _check_chain(doc: dict[str, Any]) -> list[dict[str, Any]]:
    events = doc["events"]
    if not isinstance(events, list) or not events:
        raise Failure("/events", "events is a non-empty list")
    prev = genesis_hash(doc)
    for i, item in enumerate(events):
        if not isinstance(item, dict):
            raise Failure(pointer("events", i), "an event entry is an object")
        _exact_keys(item, EVENT_ITEM_KEYS, ("events", i), "an event entry")
        if item["seq"] != i + 1 or not _is_int(item["seq"]):
            raise Failure(pointer("events", i, "seq"), f"events are numbered 1, 2, 3...: this is {i + 1}")
        prev = chain(prev, item)
        if item["hash"] != prev:
            why = ("the chain does not start from this header: a header field or this event was altered"
                   if i == 0 else "the hash chain breaks here: this event (or its cause) was altered")
            raise Failure(pointer("events", i, "hash"), why)
    return events


def _check_revealed(doc: dict[str, Any], over: bool) -> None:
    if SALT_KEY in doc and not over:
        raise Failure(pointer(SALT_KEY), "the seed's salt is revealed only once the game is over")
    for key in REVEALED_KEYS:
        if over and key not in doc:
            raise Failure(pointer(key), f"a finished game's replay reveals its {key}")
        if not over and key in doc:
            raise Failure(pointer(key), f"the {key} is revealed only once the game is over")


def parse_events(events: Sequence[dict[str, Any]]) -> list[Any]:
    """The engine's events from the entries, each required to be in its exact wire form."""
    parsed = []
    for i, item in enumerate(events):
        try:
            ev = event_from_dict(item["event"])
            if event_to_dict(ev) != item["event"]:
                raise ValueError("not in the engine's wire form")
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
            raise Failure(pointer("events", i, "event"), f"this event cannot be read: {exc}") from None
        parsed.append(ev)
    return parsed


def expected_deal(doc: dict[str, Any], rs: Ruleset, state: State, at: int) -> tuple[int, ...] | None:
    """Which deck this game must have been dealt, the deal being the event at ``at``.

    The one step that knows how a deal is chosen: from the seed (checked against the
    commitment published before play); from the seed and the seats' revealed contributions
    (``deal_mode`` ``contributed``, see :mod:`engine.fairness`); or as given (a chosen deck,
    marked ``explicit_deck``: None, the log's deck is taken as it is).
    """
    seed = doc["seed"]
    if doc["deal"] != doc["events"][at]["event"]["deck"]:
        raise Failure("/deal", "the deal differs from the dealt deck in the log")
    if doc["explicit_deck"]:
        if seed is not None:
            raise Failure("/seed", "a game dealt from a chosen deck has no seed")
        return None
    if doc["deal_mode"] == "contributed":
        return contributed_deck(state.game, seed, state.contributions)
    return shuffled(sorted(deck_cards(rs)), seed)


def _check_seed(doc: dict[str, Any]) -> None:
    """A finished game dealt from a seed reveals it, and it matches its commitment."""
    seed = doc["seed"]
    if doc["explicit_deck"]:
        return
    if not isinstance(seed, str):
        raise Failure("/seed", "a finished game dealt from a seed reveals the seed")
    salt = doc.get(SALT_KEY)
    if salt is not None:
        check_salt(doc)
        if commitment(seed, salt) != doc["seed_commitment"]:
            raise Failure("/seed", "the seed and its salt (seed_salt) do not match the commitment "
                                   "published before play")
    elif commitment(seed) != doc["seed_commitment"]:
        raise Failure("/seed", "the seed does not match the commitment published before play")


def _diff(path: tuple[str | int, ...], got: Any, want: Any) -> tuple[tuple[str | int, ...], Any] | None:
    """The first place ``got`` differs from ``want`` and the value wanted there."""
    if isinstance(want, dict) and isinstance(got, dict):
        for k in [*want, *(k for k in got if k not in want)]:  # in the order the engine gives
            if k not in want:
                return (*path, k), "nothing"
            if k not in got:
                return (*path, k), want[k]
            d = _diff((*path, k), got[k], want[k])
            if d:
                return d
        return None
    if isinstance(want, list) and isinstance(got, list):
        for i, (g, w) in enumerate(zip(got, want, strict=False)):
            d = _diff((*path, i), g, w)
            if d:
                return d
        if len(got) != len(want):
            return (*path, min(len(got), len(want))), want[len(got)] if len(want) > len(got) else "nothing"
        return None
    if type(got) is not type(want) or got != want:
        return path, want
    return None


def _result_reason(path: tuple[str | int, ...], want: Any, expected: dict[str, Any] | None) -> str:
    if expected is None:
        return "the replayed game is not over, so it has no result"
    if path[:2] == ("result", "order") and len(path) == 3 and path[2] == 0:
        return f"the replayed game was won by seat {want}"
    if path == ("result", "loser"):
        return f"the replayed game was lost by seat {want}" if want is not None else "the replayed game has no loser"
    return f"the replayed game gives {json.dumps(want)} here"


def _game_of(doc: dict[str, Any]) -> tuple[Ruleset, Game]:
    try:
        rs = ruleset_from_dict(doc["ruleset"])
    except (KeyError, TypeError, ValueError, RulesetError) as exc:
        raise Failure("/ruleset", f"the ruleset cannot be read: {exc}") from None
    try:
        game = Game(rs, doc["players"], dealer=doc["dealer"], starter=doc["starter"],
                    spoils=doc["spoils"], no_swap=tuple(doc["no_swap"]))
    except (TypeError, ValueError, RulesetError, EngineError) as exc:
        raise Failure("/players", f"this ruleset cannot be played so: {exc}") from None
    return rs, game


def replay_views(doc: dict[str, Any]) -> list[dict[str, Any]]:
    """Every version of a document :func:`verify_document` found valid, as everyone may see
    it once the game is over (every card): the view after event 1, 2, ..."""
    _, game = _game_of(doc)
    state = State(game)
    views = []
    for ev in parse_events(doc["events"]):
        evolve(state, ev)
        views.append(view(state, None, everything=True))
    return views


def _replay(doc: dict[str, Any], events: list[dict[str, Any]]) -> State:
    """Re-deal and re-apply every recorded action; the state at the end."""
    rs, game = _game_of(doc)
    parsed = parse_events(events)
    _check_seed(doc)
    state = State(game)
    contributed = doc["deal_mode"] == "contributed"
    opened = isinstance(parsed[0], ContributionsRequested)
    if opened != contributed:
        raise Failure("/deal_mode", f"the log shows a {'contributed' if opened else 'server'} deal")
    if events[0]["cause"] is not None:
        raise Failure(pointer("events", 0, "cause"), "the deal has no cause")
    # the deal (or, for a contributed one, its opening) has no cause; then every action's
    # events follow it, the contributed deal's last reveal followed by the deal itself
    i = _expect(state, doc, events, parsed, 0, state.open_contributions() if contributed else
                state.deal(_dealt_deck(doc, rs, state, parsed, 0)))
    clock = _start_clock(doc, state)
    while i < len(parsed):
        cause = events[i]["cause"]
        produced = _apply_cause(state, doc, cause, i, clock)
        if state.deal_due():
            at = i + len(produced)
            produced += state.deal(_dealt_deck(doc, rs, state, parsed, at))
        i = _expect(state, doc, events, parsed, i, produced)
        if clock is not None:
            clock.fold(cause, state)
    if not any(isinstance(ev, Dealt) for ev in parsed) and doc["deal"] is not None:
        raise Failure("/deal", "a game that ended before its deal reveals no deal")
    check = State(game)
    for ev in parsed:
        evolve(check, ev)
    if check != state:  # pragma: no cover - the fold and the engine agree (tests/test_properties.py)
        raise Failure("/events", "folding the events does not give the played state")
    return state


def _dealt_deck(doc: dict[str, Any], rs: Ruleset, state: State, parsed: Sequence[Any], at: int) -> tuple[int, ...]:
    """The deck of the deal the log records at ``at``, once checked to be the one it must be."""
    if at >= len(parsed) or not isinstance(parsed[at], Dealt):
        raise Failure(pointer("events", min(at, len(parsed) - 1), "event"), "the deal is missing here")
    dealt: tuple[int, ...] = parsed[at].deck
    if sorted(dealt) != sorted(deck_cards(rs)):
        raise Failure(pointer("events", at, "event", "deck"), "the deal is not a complete deck of the ruleset")
    want = expected_deal(doc, rs, state, at)
    if want is not None and dealt != want:
        how = "the seed and the seats' contributions give" if doc["deal_mode"] == "contributed" else "the seed gives"
        raise Failure(pointer("events", at, "event"), f"the deal is not the one {how}")
    return dealt


def _expect(state: State, doc: dict[str, Any], events: list[dict[str, Any]], parsed: Sequence[Any],
            i: int, produced: Sequence[Any]) -> int:
    """The log from ``i`` holds ``produced`` (one action's events, the first alone with a
    cause); the index after them."""
    for j, ev in enumerate(produced):
        if i >= len(parsed):
            raise Failure(pointer("events", len(parsed) - 1), "the log ends before the action's events do")
        if j and events[i]["cause"] is not None:
            raise Failure(pointer("events", i, "cause"), "an action recorded in the middle of another action's events")
        if parsed[i] != ev:
            raise Failure(pointer("events", i, "event"), f"the event differs from the engine's: recorded "
                          f"{json.dumps(events[i]['event'])}, engine {json.dumps(event_to_dict(ev))}")
        i += 1
    return i


def _start_clock(doc: dict[str, Any], state: State) -> Clock | None:
    """A clocked game's clocks after its first batch (the deal); None without a clock."""
    spec = doc.get("clock")
    if spec is None:
        return None
    if not isinstance(spec, dict) or not _is_int(spec.get("start_ms")):
        raise Failure("/clock", "a clock is the time control and its start_ms")
    try:
        control = TimeControl.from_dict({k: v for k, v in spec.items() if k != "start_ms"})
    except TimeControlError as exc:
        raise Failure("/clock", f"not a time control: {exc}") from None
    return Clock.start(control, state.game.players, spec["start_ms"], state)


def _apply_cause(state: State, doc: dict[str, Any], cause: Any, i: int,
                 clock: Clock | None = None) -> list[Any]:
    """Re-apply a logged cause (:mod:`engine.causes`, the table the service writes with)."""
    if state.is_over():
        raise Failure(pointer("events", i), "an event after the game ended")
    try:
        return apply_cause(state, cause, doc["seats"], clock=clock)
    except CauseError as exc:
        raise Failure(pointer("events", i, "cause", *exc.path), exc.reason) from None


def _verify(doc: Any) -> dict[str, Any]:
    if not isinstance(doc, dict):
        raise Failure("", "a replay document is a JSON object")
    _check_header(doc)
    if SIGNATURE_KEY in doc:
        check_block(doc[SIGNATURE_KEY])
    over = doc["over"]
    if not isinstance(over, bool):
        raise Failure("/over", "over is true or false")
    _check_revealed(doc, over)
    if over:
        _check_finished_shape(doc)
    events = _check_chain(doc)
    if not over:
        return _in_progress(doc, events)
    state = _replay(doc, events)
    if doc["phase"] != PHASE_NAMES[state.phase]:
        raise Failure("/phase", f"the replayed game is in phase {PHASE_NAMES[state.phase]}")
    if not state.is_over():
        raise Failure("/over", f"the replayed game is not over (version {state.version}): the log is cut short")
    expected = result_to_dict(state.result) if state.result is not None else None
    d = _diff(("result",), doc["result"], expected)
    if d:
        raise Failure(pointer(*d[0]), _result_reason(d[0], d[1], expected))
    return {
        "status": "valid", "valid": True, "pointer": None,
        "reason": f"a finished game, replayed event for event ({len(events)} events)",
        "game_id": doc["game_id"], "events": len(events), "version": len(events), "over": True,
        "result": expected, "final_hash": events[-1]["hash"],
    }


def _check_finished_shape(doc: dict[str, Any]) -> None:
    """What a finished game's document must look like, checked before anything costly."""
    if doc["redacted_for"] is not None:
        raise Failure("/redacted_for", "a finished game's replay is redacted for no one")
    events = doc["events"]
    if not isinstance(events, list) or not events or not isinstance(events[-1], dict):
        return  # the chain's check says what is wrong
    last = events[-1].get("event")
    if not isinstance(last, dict) or last.get("type") != GameEnded.__name__:
        raise Failure(pointer("events", len(events) - 1),
                      "the log is cut short: a finished game's last event is its end (GameEnded)")
    first = events[0].get("event") if isinstance(events[0], dict) else None
    if isinstance(first, dict) and first.get("type") == Dealt.__name__ and doc["deal"] != first.get("deck"):
        raise Failure("/deal", "the deal differs from the dealt deck in the log")


def _in_progress(doc: dict[str, Any], events: list[dict[str, Any]]) -> dict[str, Any]:
    """A game being played: only its structure and chain can be checked until the deal is shown."""
    if doc["result"] is not None:
        raise Failure("/result", "a game that is not over has no result")
    if doc["phase"] not in PHASE_NAMES or doc["phase"] == "over":
        raise Failure("/phase", "a game that is not over is dealing, in setup or playing")
    rf = doc["redacted_for"]
    if rf is not None and not (_is_int(rf) and 0 <= rf < doc["players"]):
        raise Failure("/redacted_for", "redacted_for is a seat, or null for a spectator")
    for i, item in enumerate(events):
        ev = item["event"]
        if not isinstance(ev, dict) or ev.get("type") == GameEnded.__name__:
            raise Failure(pointer("events", i, "event"), "a game that is not over has not ended")
    n = len(events)
    return {
        "status": "consistent_so_far", "valid": False, "pointer": None,
        "reason": f"consistent up to version {n}; the game is not over, so the deal is not yet "
                  "revealed and the actions cannot be replayed: verify again once it is over",
        "game_id": doc["game_id"], "events": n, "version": n, "over": False, "result": None,
        "final_hash": events[-1]["hash"],
    }


__all__ = [
    "FORMAT",
    "HEADER_KEYS",
    "Failure",
    "build_document",
    "canonical",
    "chain",
    "check_fields",
    "expected_deal",
    "genesis_hash",
    "header",
    "last_hash",
    "pointer",
    "verdict",
    "verify_document",
]

"""Replay documents: build one from a game's log, and verify one offline.

A replay is one versioned JSON document: the format and engine versions, the ruleset, the
seats, the dealer, what a match carried into the game (``starter``, ``spoils``, ``no_swap``:
-1, -1 and [] outside a match), the seed commitment, every event with its sequence number,
the action that caused it (on the first event of each action's batch) and a SHA-256 hash
chaining it to the previous one, and the result. Once the game is over it also carries the
seed and the deal, so anyone can check the seed against the commitment, re-deal, and
re-apply every action.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from typing import Any

from engine import ENGINE_VERSION
from engine.actions import Action
from engine.deal import DEAL_ALGORITHM
from engine.errors import EngineError
from engine.events import event_from_dict, event_to_dict
from engine.fairness import ProtocolError, check_deal
from engine.game import Game, State, evolve
from engine.rules import RulesetError, deck_cards, ruleset_from_dict

FORMAT = "shithead-replay/1"


def canonical(obj: Any) -> bytes:
    """The bytes hashed: sorted keys, no spaces, non-ASCII escaped (so any string encodes)."""
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=True).encode()


#: What a match carries into a game (see ``engine.match``), and the values of a game with none.
CARRY_DEFAULTS: dict[str, Any] = {"starter": -1, "spoils": -1, "no_swap": []}


def genesis_hash(header: dict[str, Any]) -> str:
    """The hash the chain starts from: the header's format, ruleset, seats, dealer and seed
    commitment, and a match's carry-over where there is one (so a game without any, and a
    document from before the carry-over was recorded, hashes as it always did)."""
    fields = {k: header.get(k) for k in ("format", "ruleset", "players", "dealer", "seed_commitment")}
    for k in ("deal_mode", "deal_deadline"):  # the contributed deal's, bound where it is one
        if header.get(k) is not None and header.get(k) != "server":
            fields[k] = header[k]
    for k, default in CARRY_DEFAULTS.items():
        value = header.get(k)
        if value is not None and value != default:
            fields[k] = value
    return hashlib.sha256(canonical(fields)).hexdigest()


def carry_from_header(doc: dict[str, Any]) -> tuple[int, int, tuple[int, ...]]:
    """(starter, spoils, no_swap) from a replay header; missing fields mean no carry-over."""
    starter = doc.get("starter")
    spoils = doc.get("spoils")
    no_swap = doc.get("no_swap")
    if no_swap is not None and not isinstance(no_swap, list):
        raise ValueError("no_swap must be a list of seats")
    for v in (starter, spoils, *(no_swap or ())):
        if v is not None and (not isinstance(v, int) or isinstance(v, bool)):
            raise ValueError("starter, spoils and no_swap hold seat numbers")
    return (-1 if starter is None else starter, -1 if spoils is None else spoils,
            tuple(no_swap or ()))


def chain(prev: str, entry: dict[str, Any]) -> str:
    body = {k: entry.get(k) for k in ("seq", "event", "cause")}
    return hashlib.sha256(prev.encode() + canonical(body)).hexdigest()


def last_hash(header: dict[str, Any], entries: Sequence[dict[str, Any]]) -> str:
    """The hash of the last event of a replay with ``header`` and ``entries`` (``{event, cause}``).

    Equal to ``build_document(...)["events"][-1]["hash"]`` without building the document:
    two games with the same ruleset, deal commitment, events and causes end on the same hash.
    """
    prev = genesis_hash({"format": FORMAT, **header})
    for i, e in enumerate(entries, start=1):
        prev = chain(prev, {"seq": i, "event": e["event"], "cause": e.get("cause")})
    return prev


def build_document(
    header: dict[str, Any], entries: Sequence[dict[str, Any]], *, result: Any, extra: dict[str, Any]
) -> dict[str, Any]:
    """``entries`` are ``{"event": ..., "cause": ...}`` as the reader may see them."""
    doc: dict[str, Any] = {
        "format": FORMAT,
        "engine_version": ENGINE_VERSION,
        "deal_algorithm": DEAL_ALGORITHM,
        **header,
    }
    prev = genesis_hash(doc)
    out = []
    for i, e in enumerate(entries, start=1):
        item = {"seq": i, "event": e["event"], "cause": e.get("cause")}
        prev = chain(prev, item)
        item["hash"] = prev
        out.append(item)
    doc["events"] = out
    doc["result"] = result
    doc.update(extra)
    return doc


def verify_document(doc: Any) -> dict[str, Any]:
    """``{"valid": True, ...}`` or ``{"valid": False, "seq": n, "reason": ...}`` (seq 0: header)."""
    try:
        return _verify(doc)
    except UnicodeError:
        return {"valid": False, "seq": 0, "reason": "the document holds text that is not valid Unicode"}


def _verify(doc: Any) -> dict[str, Any]:

    def bad(seq: int, reason: str) -> dict[str, Any]:
        return {"valid": False, "seq": seq, "reason": reason}

    if not isinstance(doc, dict):
        return bad(0, "a replay document is a JSON object")
    if doc.get("format") != FORMAT:
        return bad(0, f"unknown format {doc.get('format')!r}; expected {FORMAT}")
    try:
        rs = ruleset_from_dict(doc["ruleset"])
        starter, spoils, no_swap = carry_from_header(doc)
        game = Game(rs, int(doc["players"]), dealer=int(doc.get("dealer", 0)), starter=starter,
                    spoils=spoils, no_swap=no_swap)
    except (KeyError, TypeError, ValueError, RulesetError) as exc:
        return bad(0, f"bad header: {exc}")
    events = doc.get("events")
    if not isinstance(events, list) or not events:
        return bad(0, "no events")
    seed = doc.get("seed")
    # the hash chain
    prev = genesis_hash(doc)
    for i, item in enumerate(events, start=1):
        if not isinstance(item, dict) or item.get("seq") != i:
            return bad(i, "events must be numbered 1, 2, 3...")
        prev = chain(prev, item)
        if item.get("hash") != prev:
            return bad(i, "hash chain broken: the event or one before it was altered")
    # re-deal and re-apply
    try:
        parsed = [event_from_dict(item["event"]) for item in events]
    except (KeyError, TypeError, ValueError, IndexError) as exc:
        return bad(0, f"an event cannot be read (was the game over when exported?): {exc!r}")
    # the seed, the contributed deal's commitments and reveals (see engine.fairness), the deck
    try:
        checked = check_deal(game, events, parsed, seed=seed,
                             seed_commitment=doc.get("seed_commitment"),
                             explicit_deck=bool(doc.get("explicit_deck")))
    except ProtocolError as exc:
        return bad(exc.seq, exc.reason)
    if (doc.get("deal_mode") == "contributed") != (checked.deal_at > 0):
        return bad(0, "the deal mode is not the one the log shows")
    state = checked.state
    k = checked.deal_at
    if k == len(parsed):  # the game ended before the deal (a forfeit), or is yet to be dealt
        return {"valid": True, "events": len(parsed), "over": state.is_over()}
    first = parsed[k]
    if checked.expected_deck is not None and tuple(first.deck) != checked.expected_deck:
        return bad(k + 1, "the deal is not the one the seed gives")
    if sorted(first.deck) != sorted(deck_cards(rs)):
        return bad(k + 1, "the deal is not a complete deck")
    recorded_from_deal = state.deal(first.deck)
    i = k + 1
    for ev in recorded_from_deal[1:]:
        if i >= len(parsed) or parsed[i] != ev:
            return bad(i + 1, "the events after the deal differ from the engine's")
        i += 1
    while i < len(parsed):
        cause = events[i].get("cause")
        if not cause:
            return bad(i + 1, "an event with no action causing it")
        try:
            action = Action.from_dict(cause["action"])
            produced = state.apply(int(cause["seat"]), action)
        except (EngineError, KeyError, TypeError, ValueError) as exc:
            return bad(i + 1, f"the action is not legal here: {exc}")
        for j, ev in enumerate(produced):
            if i >= len(parsed):
                return bad(i + 1, "the log ends before the action's events do")
            if j and events[i].get("cause"):
                return bad(i + 1, "an action recorded in the middle of another action's events")
            if parsed[i] != ev:
                return bad(i + 1, f"event differs from the engine's: recorded "
                           f"{event_to_dict(parsed[i])}, engine {event_to_dict(ev)}")
            i += 1
    check = State(game)
    for ev in parsed:
        evolve(check, ev)
    if check != state:
        return bad(len(parsed), "folding the events does not give the played state")
    return {"valid": True, "events": len(parsed), "over": state.is_over()}

"""Verifying a replay: its shape checked (:mod:`engine.replays.shape`), then the deal
re-dealt from the revealed seed and every recorded action re-applied by the engine, the
events, the phase and the result compared with what the engine gives.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any

from ..causes import CauseError, apply_cause
from ..clock import Clock, TimeControl, TimeControlError
from ..deal import commitment, shuffled
from ..documents import SIGNATURE_KEY, Failure
from ..errors import EngineError
from ..events import ContributionsRequested, Dealt, event_from_dict, event_to_dict
from ..fairness import contributed_deck
from ..game import PHASE_NAMES, Game, State, evolve
from ..rules import Ruleset, RulesetError, deck_cards, ruleset_from_dict
from ..salts import SALT_KEY, check_salt
from ..signing import check_block
from ..verdict import Reference, SignatureCheck, header_first, header_locator
from ..verdict import decide as verdict
from ..view import result_to_dict, view
from .build import HEADER_KEYS, OPTIONAL_HEADER_KEYS, chain, genesis_hash
from .shape import (
    check_chain,
    check_finished_shape,
    check_header,
    check_revealed,
    in_progress,
    is_int,
    pointer,
)

#: Where a replay differs from a trusted copy of it (only its header while the game runs), and
#: a chain broken at its start said to be a changed header (the field named when it can be).
COMPARE = header_first((*HEADER_KEYS, *OPTIONAL_HEADER_KEYS))
LOCATE = header_locator(chain, genesis_hash, HEADER_KEYS)


def verify_document(
    doc: Any,
    *,
    check_signature: SignatureCheck | None = None,
    reference: Callable[[], Reference | None] | None = None,
) -> dict[str, Any]:
    """The verdict on a replay document (any JSON value), never an exception.

    ``{"status": ..., "valid": bool, "pointer": str | None, "reason": str, ...}``, decided by
    :func:`engine.verdict.decide`: without ``check_signature`` (no key given) a finished game
    that holds together is ``consistent``, its origin unchecked; with it (see
    :func:`engine.signing.checker`) it is ``valid`` only when signed by one of its keys, and
    ``unauthenticated`` when unsigned or signed by another key. ``valid`` is true only for
    ``valid``. ``reference`` gives a trusted copy of the game's replay: a failure is then
    reported at the field that differs from it (a header field, while the game runs).
    """
    return verdict(
        doc,
        lambda: _verify(doc),
        check_signature,
        reference=reference,
        compare=COMPARE,
        locate=LOCATE,
    )


def parse_events(events: Sequence[dict[str, Any]]) -> list[Any]:
    """The engine's events from the entries, each required to be in its exact wire form."""
    parsed = []
    for i, item in enumerate(events):
        try:
            ev = event_from_dict(item["event"])
            if event_to_dict(ev) != item["event"]:
                raise ValueError("not in the engine's wire form")
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
            raise Failure(
                pointer("events", i, "event"), f"this event cannot be read: {exc}"
            ) from None
        parsed.append(ev)
    return parsed


def expected_deal(
    doc: dict[str, Any], rs: Ruleset, state: State, at: int
) -> tuple[int, ...] | None:
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
            raise Failure(
                "/seed",
                "the seed and its salt (seed_salt) do not match the commitment "
                "published before play",
            )
    elif commitment(seed) != doc["seed_commitment"]:
        raise Failure("/seed", "the seed does not match the commitment published before play")


def _diff(
    path: tuple[str | int, ...], got: Any, want: Any
) -> tuple[tuple[str | int, ...], Any] | None:
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
            return (*path, min(len(got), len(want))), want[len(got)] if len(want) > len(
                got
            ) else "nothing"
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
        return (
            f"the replayed game was lost by seat {want}"
            if want is not None
            else "the replayed game has no loser"
        )
    return f"the replayed game gives {json.dumps(want)} here"


def _game_of(doc: dict[str, Any]) -> tuple[Ruleset, Game]:
    try:
        rs = ruleset_from_dict(doc["ruleset"])
    except (KeyError, TypeError, ValueError, RulesetError) as exc:
        raise Failure("/ruleset", f"the ruleset cannot be read: {exc}") from None
    try:
        game = Game(
            rs,
            doc["players"],
            dealer=doc["dealer"],
            starter=doc["starter"],
            spoils=doc["spoils"],
            no_swap=tuple(doc["no_swap"]),
        )
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
    i = _expect(
        state,
        doc,
        events,
        parsed,
        0,
        state.open_contributions()
        if contributed
        else state.deal(_dealt_deck(doc, rs, state, parsed, 0)),
    )
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
    if (
        check != state
    ):  # pragma: no cover - the fold and the engine agree (tests/test_properties.py)
        raise Failure("/events", "folding the events does not give the played state")
    return state


def _dealt_deck(
    doc: dict[str, Any], rs: Ruleset, state: State, parsed: Sequence[Any], at: int
) -> tuple[int, ...]:
    """The deck of the deal the log records at ``at``, once checked to be the one it must be."""
    if at >= len(parsed) or not isinstance(parsed[at], Dealt):
        raise Failure(
            pointer("events", min(at, len(parsed) - 1), "event"), "the deal is missing here"
        )
    dealt: tuple[int, ...] = parsed[at].deck
    if sorted(dealt) != sorted(deck_cards(rs)):
        raise Failure(
            pointer("events", at, "event", "deck"), "the deal is not a complete deck of the ruleset"
        )
    want = expected_deal(doc, rs, state, at)
    if want is not None and dealt != want:
        how = (
            "the seed and the seats' contributions give"
            if doc["deal_mode"] == "contributed"
            else "the seed gives"
        )
        raise Failure(pointer("events", at, "event"), f"the deal is not the one {how}")
    return dealt


def _expect(
    state: State,
    doc: dict[str, Any],
    events: list[dict[str, Any]],
    parsed: Sequence[Any],
    i: int,
    produced: Sequence[Any],
) -> int:
    """The log from ``i`` holds ``produced`` (one action's events, the first alone with a
    cause); the index after them."""
    for j, ev in enumerate(produced):
        if i >= len(parsed):
            raise Failure(
                pointer("events", len(parsed) - 1), "the log ends before the action's events do"
            )
        if j and events[i]["cause"] is not None:
            raise Failure(
                pointer("events", i, "cause"),
                "an action recorded in the middle of another action's events",
            )
        if parsed[i] != ev:
            raise Failure(
                pointer("events", i, "event"),
                f"the event differs from the engine's: recorded "
                f"{json.dumps(events[i]['event'])}, engine {json.dumps(event_to_dict(ev))}",
            )
        i += 1
    return i


def _start_clock(doc: dict[str, Any], state: State) -> Clock | None:
    """A clocked game's clocks after its first batch (the deal); None without a clock."""
    spec = doc.get("clock")
    if spec is None:
        return None
    if not isinstance(spec, dict) or not is_int(spec.get("start_ms")):
        raise Failure("/clock", "a clock is the time control and its start_ms")
    try:
        control = TimeControl.from_dict({k: v for k, v in spec.items() if k != "start_ms"})
    except TimeControlError as exc:
        raise Failure("/clock", f"not a time control: {exc}") from None
    return Clock.start(control, state.game.players, spec["start_ms"], state)


def _apply_cause(
    state: State, doc: dict[str, Any], cause: Any, i: int, clock: Clock | None = None
) -> list[Any]:
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
    check_header(doc)
    if SIGNATURE_KEY in doc:
        check_block(doc[SIGNATURE_KEY])
    over = doc["over"]
    if not isinstance(over, bool):
        raise Failure("/over", "over is true or false")
    check_revealed(doc, over)
    if over:
        check_finished_shape(doc)
    events = check_chain(doc)
    if not over:
        return in_progress(doc, events)
    state = _replay(doc, events)
    if doc["phase"] != PHASE_NAMES[state.phase]:
        raise Failure("/phase", f"the replayed game is in phase {PHASE_NAMES[state.phase]}")
    if not state.is_over():
        raise Failure(
            "/over",
            f"the replayed game is not over (version {state.version}): the log is cut short",
        )
    expected = result_to_dict(state.result) if state.result is not None else None
    d = _diff(("result",), doc["result"], expected)
    if d:
        raise Failure(pointer(*d[0]), _result_reason(d[0], d[1], expected))
    return {
        "status": "valid",
        "valid": True,
        "pointer": None,
        "reason": f"a finished game, replayed event for event ({len(events)} events)",
        "game_id": doc["game_id"],
        "events": len(events),
        "version": len(events),
        "over": True,
        "result": expected,
        "final_hash": events[-1]["hash"],
    }

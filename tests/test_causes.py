"""The cause table (engine/causes.py): every cause the service writes is one of its kinds, and
a game logged with them verifies, because the verifier re-applies each with the same table;
a cause that does not hold where it is logged is refused at the field that is wrong."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from api.games.dealing import new_game
from api.games.replays import replay_header
from api.games.service import seat_kinds
from engine import causes
from engine.actions import Action
from engine.causes import CAUSES, CauseError, apply_cause, kind_of, strike
from engine.events import event_to_dict
from engine.replays import build_document, chain, genesis_hash, verify_document
from engine.view import result_to_dict

PLAY = Action.from_dict({"kind": "ready"})


def test_every_builder_makes_a_cause_of_its_kind_and_every_kind_has_a_builder() -> None:
    built = {
        "move": causes.move(0, PLAY, "random"),
        "default": causes.default(1, PLAY, "http_status", "push"),
        "clock_default": causes.clock_default(0, PLAY, 1000, 1001),
        "clock_forfeit": causes.clock_forfeit(0, 1000, 1001, "heuristic"),
        "deal_forfeit": causes.deal_forfeit(),
        "resign": causes.exit_cause(causes.RESIGN, 0),
        "leave": causes.exit_cause(causes.LEAVE, 1, "push", "heuristic"),
        "abort": causes.exit_cause(causes.ABORT, 1),
        "expire": causes.expire([1, 2]),
    }
    assert {kind: kind_of(c) for kind, c in built.items()} == {k: k for k in built}
    assert set(CAUSES) == set(built)
    # the forfeit's action kind has one name, whoever forfeits
    assert (
        built["clock_forfeit"]["action"]
        == built["deal_forfeit"]["action"]
        == {"kind": causes.TIMED_OUT}
    )
    assert [strike(c) for c in built.values()] == [
        False,
        True,
        False,
        False,
        False,
        False,
        False,
        False,
        False,
    ]
    assert not strike(causes.default(1, PLAY, causes.DROPPED, "push"))
    for bad, where in (([], ()), ({"seat": 0, "action": {}, "why": 1}, ("why",))):
        with pytest.raises(CauseError) as err:
            kind_of(bad)
        assert err.value.path == where


def play(reasons: dict[int, str]) -> tuple[dict[str, Any], list[dict[str, Any]], list[int]]:
    """A game of a person (seat 0) and a tournament's registered pull bot (seat 1, a person's
    seat too), whose ``n``-th move (``reasons``: n -> reason) is its default move
    played for it, as a stalled or revoked bot's; the rest of each seat's moves are its last
    legal action. The replay, the causes logged, and the events of seat 1's own moves that
    were not its first legal action."""
    new = new_game(
        {
            "ruleset": {"preset": "classic", "options": {"turn_cap": 40}},
            "seats": [{"name": "ann"}, {"name": "bot", "open": False}],
            "seed": "causes",
            "deck": None,
            "turn_cap": None,
            "dealer": 0,
        },
        game_id="c" * 32,
    )
    st, meta = new.state, new.meta
    seats = seat_kinds(meta)
    entries = [{"event": event_to_dict(ev), "cause": None} for ev in new.events]
    logged = []
    chosen = []
    n = 0
    while not st.is_over():
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        n += seat == 1
        reason = reasons.get(n) if seat == 1 else None
        action = legal[0] if reason else legal[-1]
        if seat == 1 and not reason and len(legal) > 1:
            chosen.append(len(entries))
        cause = causes.default(seat, action, reason) if reason else causes.move(seat, action)
        events = apply_cause(st, cause, seats, action=action, server_seed=meta["seed"])
        logged.append(cause)
        entries += [
            {"event": event_to_dict(ev), "cause": cause if i == 0 else None}
            for i, ev in enumerate(events)
        ]
    dealt = next(e["event"] for e in entries if e["event"]["type"] == "Dealt")
    assert st.result is not None
    doc = build_document(
        replay_header(new.game_id, meta),
        entries,
        phase="over",
        result=result_to_dict(st.result),
        redacted_for=None,
        seed=meta["seed"],
        deal=dealt["deck"],
        seed_salt=meta.get("seed_salt"),
    )
    return doc, logged, chosen


def rechained(doc: dict[str, Any]) -> dict[str, Any]:
    prev = genesis_hash(doc)
    for item in doc["events"]:
        prev = item["hash"] = chain(prev, item)
    return doc


def test_a_registered_pull_bots_default_moves_verify() -> None:
    """A tournament plays a stalled pull bot's default move (``timeout``, a strike) and a
    revoked one's (``dropped``) on its person seat: both are kinds the verifier knows."""
    doc, logged, _ = play({2: "timeout", 4: "dropped", 6: "timeout"})
    defaults = [c for c in logged if "default" in c]
    assert {c["default"] for c in defaults} == {"timeout", "dropped"} and all(
        "bot" not in c for c in defaults
    )
    verdict = verify_document(doc)
    assert verdict["status"] in ("valid", "consistent"), verdict
    assert sum(strike(c) for c in logged) == sum(c["default"] == "timeout" for c in defaults)


def test_a_cause_that_does_not_hold_is_refused_where_it_is_wrong() -> None:
    doc, _, chosen = play({2: "timeout"})
    at = next(i for i, e in enumerate(doc["events"]) if e["cause"] and "default" in e["cause"])

    def refused(change: Any) -> dict[str, Any]:
        forged = copy.deepcopy(doc)
        change(forged["events"][at]["cause"])
        verdict = verify_document(rechained(forged))
        assert verdict["status"] == "invalid", verdict
        return verdict

    # a person's seat has no push bot's reasons, and names no bot
    assert (
        refused(lambda c: c.update(default="http_status"))["pointer"]
        == f"/events/{at}/cause/default"
    )
    assert refused(lambda c: c.update(bot="push"))["pointer"] == f"/events/{at}/cause/bot"
    # a game without a clock logs no times, nor a timeout
    assert refused(lambda c: c.update(timeout=5))["pointer"] == f"/events/{at}/cause/timeout"
    # the forfeit's spelling is not a seat's action outside a timeout
    assert (
        refused(lambda c: c.update(action={"kind": causes.TIMED_OUT}))["pointer"]
        == f"/events/{at}/cause/action"
    )
    # the default move is the first legal action, no other
    assert chosen
    forged = copy.deepcopy(doc)
    forged["events"][chosen[0]]["cause"]["default"] = "timeout"
    verdict = verify_document(rechained(forged))
    assert (verdict["status"], verdict["pointer"]) == (
        "invalid",
        f"/events/{chosen[0]}/cause/action",
    ), verdict

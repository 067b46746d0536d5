"""Seats that come and go, in the engine (engine/exits.py) and the cause table: a game with a
resignation, a leave, an abort or open seats that expired verifies offline with the engine
alone, and every change to such a cause, the hash chain recomputed, is refused."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from api.games.dealing import new_game
from api.games.replays import replay_header
from api.games.service import seat_kinds
from engine import causes
from engine.causes import CauseError, CauseRefused, apply_cause
from engine.events import event_to_dict
from engine.game import State
from engine.phases import SETUP
from engine.replays import build_document, verify_document
from engine.view import result_to_dict
from tests.tamper import mutations, pointer
from tests.test_causes import rechained


def game(players: int, preset: str = "classic", *, open_seats: tuple[int, ...] = ()) -> Any:
    seats = [{"name": f"p{i}", "open": i in open_seats} for i in range(players)]
    return new_game(
        {
            "ruleset": {"preset": preset, "options": {"turn_cap": 200}},
            "seats": seats,
            "seed": f"exits-{players}",
            "deck": None,
            "turn_cap": None,
            "dealer": 0,
        },
        game_id="e" * 32,
    )


def play(
    players: int,
    exits: dict[int, dict[str, Any]],
    preset: str = "classic",
    open_seats: tuple[int, ...] = (),
) -> dict[str, Any]:
    """Play a game in memory, each seat its last legal action, with ``exits[n]`` logged
    before the n-th move (a leave's seat then names its substitute); the replay."""
    new = game(players, preset, open_seats=open_seats)
    st, meta = new.state, new.meta
    seats = seat_kinds(meta)
    entries = [{"event": event_to_dict(ev), "cause": None} for ev in new.events]
    n = 0
    while not st.is_over():
        cause = exits.get(n)
        if cause is None:
            seat = st.to_act()[0]
            cause = causes.move(seat, st.legal_actions(seat)[-1], st.substitutes[seat] or None)
        events = apply_cause(st, cause, seats, server_seed=meta["seed"])
        entries += [
            {"event": event_to_dict(ev), "cause": cause if i == 0 else None}
            for i, ev in enumerate(events)
        ]
        n += 1
    assert st.result is not None
    dealt = next(e["event"] for e in entries if e["event"]["type"] == "Dealt")
    return build_document(
        replay_header(new.game_id, meta),
        entries,
        phase="over",
        result=result_to_dict(st.result),
        redacted_for=None,
        seed=meta["seed"],
        deal=dealt["deck"],
        seed_salt=meta.get("seed_salt"),
    )


def valid(doc: dict[str, Any]) -> dict[str, Any]:
    verdict = verify_document(doc)  # unsigned: every claim checked, its origin unchecked
    assert verdict["status"] == "consistent", verdict
    return doc


@pytest.mark.parametrize("players", [2, 4])
def test_a_resignation_ends_the_game_with_the_seat_its_loser(players: int) -> None:
    doc = valid(play(players, {12: causes.exit_cause(causes.RESIGN, 1)}))
    assert doc["result"]["reason"] == "resigned" and doc["result"]["loser"] == 1
    assert sorted(doc["result"]["order"]) == [s for s in range(players) if s != 1]
    assert [e["event"]["type"] for e in doc["events"][-2:]] == ["SeatResigned", "GameEnded"]


def test_a_seat_left_to_a_bot_is_played_by_it_to_the_end() -> None:
    doc = valid(play(4, {8: causes.exit_cause(causes.LEAVE, 2, None, "heuristic")}))
    at = next(i for i, e in enumerate(doc["events"]) if e["event"]["type"] == "SeatLeft")
    later = [e["cause"] for e in doc["events"][at + 1 :] if e["cause"] and e["cause"]["seat"] == 2]
    assert later and all(c["bot"] == "heuristic" for c in later)
    # the person's cause after the leave (no bot named) is refused where it is wrong
    for i, e in enumerate(doc["events"][at + 1 :], at + 1):
        if e["cause"] and e["cause"]["seat"] == 2:
            forged = copy.deepcopy(doc)
            del forged["events"][i]["cause"]["bot"]
            verdict = verify_document(rechained(forged))
            assert (verdict["status"], verdict["pointer"]) == ("invalid", f"/events/{i}/cause/bot")
            break


@pytest.mark.parametrize(("preset", "players"), [("classic", 2), ("green-shithead-2018", 4)])
def test_an_abort_in_setup_ends_the_game_with_no_result(preset: str, players: int) -> None:
    doc = valid(play(players, {1: causes.exit_cause(causes.ABORT, players - 1)}, preset))
    assert doc["result"] == {
        "reason": "aborted",
        "order": [],
        "loser": None,
        "winner": None,
        "draw": False,
    }
    assert doc["events"][-2]["event"] == {
        "type": "GameAborted",
        "reason": "abort",
        "seats": [players - 1],
    }


def test_open_seats_that_expired_abort_the_game() -> None:
    doc = valid(play(4, {0: causes.expire([2, 3])}, open_seats=(2, 3)))
    assert doc["events"][-2]["event"] == {
        "type": "GameAborted",
        "reason": "expired",
        "seats": [2, 3],
    }


def test_what_the_engine_refuses() -> None:
    new = game(2)
    st, seats = new.state, seat_kinds(new.meta)
    while st.phase == SETUP:
        seat = st.to_act()[0]
        apply_cause(st, causes.move(seat, st.legal_actions(seat)[-1]), seats)
    with pytest.raises(CauseRefused) as err:  # the game has begun
        apply_cause(st.copy(), causes.exit_cause(causes.ABORT, 0), seats)
    assert err.value.error.code == "illegal_action"
    with pytest.raises(CauseError):  # a leave to nobody
        apply_cause(st.copy(), {"seat": 0, "action": {"kind": "leave"}}, seats)
    left = st.copy()
    apply_cause(left, causes.exit_cause(causes.LEAVE, 0, None, "random"), seats)
    with pytest.raises(CauseError):  # the seat's player left: its own causes are refused
        apply_cause(left.copy(), causes.exit_cause(causes.RESIGN, 0), seats)
    # the substitute is part of the state: a snapshot keeps it, and a copy
    assert left.substitutes == ["random", ""]
    assert State.from_snapshot(left.game, left.to_snapshot()) == left and left.copy() == left
    assert left != st
    with pytest.raises(CauseRefused):  # left already
        apply_cause(left.copy(), causes.exit_cause(causes.LEAVE, 0, "random", "heuristic"), seats)
    with pytest.raises(CauseError):  # an expiry names open seats, not a bot's
        apply_cause(st.copy(), causes.expire([1]), [seats[0], {"kind": "bot", "bot": "random"}])


@pytest.mark.parametrize("kind", ["resign", "leave", "abort", "expire"])
def test_every_change_to_an_exit_s_cause_is_refused(kind: str) -> None:
    """The tamper suite's changes (tests/tamper.py) to the exit's cause, each with the hash
    chain recomputed (so only the verifier's re-application can tell)."""
    at_move, cause = {
        "resign": (10, causes.exit_cause(causes.RESIGN, 0)),
        "leave": (10, causes.exit_cause(causes.LEAVE, 0, None, "random")),
        "abort": (1, causes.exit_cause(causes.ABORT, 2)),
        "expire": (0, causes.expire([2])),
    }[kind]
    doc = valid(play(3, {at_move: cause}, open_seats=(2,) if kind == "expire" else ()))
    at = next(i for i, e in enumerate(doc["events"]) if e["cause"] == cause)
    part = {"cause": doc["events"][at]["cause"]}
    tried = 0
    for where, how, changed in mutations(part):
        if (
            how in ("swap with the next", "repeat", "cut the log here")
            or changed.get("cause") == cause
        ):
            continue
        forged = copy.deepcopy(doc)
        forged["events"][at]["cause"] = changed.get("cause")
        verdict = verify_document(rechained(forged))
        assert verdict["status"] == "invalid", (pointer(("events", at)) + where, how, verdict)
        tried += 1
    assert tried >= 8


# -- ladders: a leave is the leaver's loss, an aborted game is never rated ------------------------


def ladder_doc(replays: list[dict[str, Any]]) -> dict[str, Any]:
    """A ladder's results over ``replays``, rated as the service rates them (api/play/ladders.py)."""
    from engine import ladder

    m = ladder.model()
    ratings: dict[str, dict[str, Any]] = {}
    games = []
    for doc in replays:
        bots = [s["name"] for s in doc["seats"]]
        r = doc["result"]
        scores = ladder.seat_scores(
            r["reason"],
            -1 if r["winner"] is None else r["winner"],
            -1 if r["loser"] is None else r["loser"],
            "avoid_last",
            ladder.left_seats([e["event"] for e in doc["events"]]),
            len(bots),
        )
        before = [ratings.get(b) or ladder.fresh(m) for b in bots]
        after = ladder.rate(m, before, scores)
        games.append(
            ladder.logged(doc["game_id"], doc["events"][-1]["hash"], bots, scores, before, after)
        )
        ratings.update(zip(bots, after, strict=True))
    return ladder.build_ladder_results(
        "l" * 32,
        {"preset": replays[0]["preset"], "options": replays[0]["options"]},
        len(replays[0]["seats"]),
        games,
        ratings,
    )


def test_a_ladder_rates_a_leave_as_the_leaver_s_loss_and_never_an_aborted_game() -> None:
    from engine.ladder import verify_ladder_results

    left = valid(play(2, {6: causes.exit_cause(causes.LEAVE, 0, None, "heuristic")}))
    doc = ladder_doc([left])
    seat = doc["games"][0]["seats"][0]
    assert seat["score"] == 0.0
    assert verify_ladder_results(doc, [left])["status"] == "consistent"
    forged = copy.deepcopy(doc)  # scored as its substitute's play: refused
    forged["games"][0]["seats"][0]["score"] = 1.0
    refused = verify_ladder_results(forged, [left])
    assert (refused["status"], refused["pointer"]) == ("invalid", "/games/0/seats/0/score")
    aborted = valid(play(2, {1: causes.exit_cause(causes.ABORT, 1)}))
    listed = ladder_doc([aborted])
    refused = verify_ladder_results(listed, [aborted])
    assert (refused["status"], refused["pointer"]) == ("invalid", "/games/0/game_id")

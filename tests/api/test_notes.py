"""Move notes: a bounded public text beside an action, in the log's causes and its hash
chain, on the events pages and in the replay; a push bot's answer's note; and a registered
push bot's calls on its profile, for its own token only."""

from __future__ import annotations

import copy
import uuid
from typing import Any

import pytest

from engine.actions import Action
from engine.causes import CauseError, apply_cause, default
from engine.game import Game
from engine.notes import MAX_NOTE
from engine.rules.presets import build_ruleset
from tests.api.test_api import assert_problem, auth, create, describe, legal, tokens_of

PEOPLE = [{"kind": "person", "bot": None}] * 2


def noted_action(client: Any, gid: str, token: str, note: Any, version: int | None = None) -> Any:
    moves = legal(client, gid, token)
    return client.post(
        f"/v1/games/{gid}/actions",
        headers=auth(token),
        json={
            "action": moves["actions"][0],
            "expected_version": moves["version"] if version is None else version,
            "note": note,
        },
    )


def play_out(client: Any, gid: str, tokens: list[str]) -> None:
    """Both seats play the first legal move, each with a note naming its turn."""
    game = describe(client, gid)
    n = 0
    while game["result"] is None:
        seat = game["to_act"][0]
        resp = noted_action(client, gid, tokens[seat], f"turn {n} — seat {seat} ♠")
        assert resp.status_code == 201, resp.get_data(as_text=True)
        game = resp.json["game"]
        n += 1


def test_a_note_is_logged_in_the_cause_public_and_verifies(client: Any) -> None:
    g = create(client, seed="notes-1", ruleset={"preset": "classic", "options": {"turn_cap": 200}})
    gid, tokens = g["id"], tokens_of(g)
    first = noted_action(client, gid, tokens[0], "ready when you are")
    assert first.status_code == 201, first.get_data(as_text=True)
    assert first.json["events"][0]["cause"]["note"] == "ready when you are"
    # a spectator reads it on the events page while the game runs: a note is public
    page = client.get(f"/v1/games/{gid}/events?after=0").json
    assert [e["cause"].get("note") for e in page["events"] if "cause" in e] == [
        "ready when you are"
    ]
    running = client.get(f"/v1/games/{gid}/replay", headers=auth(tokens[1])).json
    assert any(e.get("cause", {}) and e["cause"].get("note") for e in running["events"])
    play_out(client, gid, tokens)
    doc = client.get(f"/v1/games/{gid}/replay").json
    notes = [e["cause"]["note"] for e in doc["events"] if e.get("cause") and "note" in e["cause"]]
    assert notes[0] == "ready when you are" and len(notes) > 3
    check = client.post("/v1/replays/verify", json=doc)
    assert check.status_code == 200 and check.json["valid"], check.get_data(as_text=True)
    # a note changed after the fact breaks the chain
    forged = copy.deepcopy(doc)
    at = next(i for i, e in enumerate(forged["events"]) if e.get("cause") and "note" in e["cause"])
    forged["events"][at]["cause"]["note"] = "I hold the ace of spades"
    refused = client.post("/v1/replays/verify", json=forged)
    assert refused.status_code == 422 or not refused.json["valid"], refused.get_data(as_text=True)


@pytest.mark.parametrize(
    "note",
    ["", "x" * (MAX_NOTE + 1), "two\nlines", "bell\x07", "nul\x00", "sep\u2028", 7, None, ["a"]],
)
def test_a_note_out_of_bounds_is_refused(client: Any, note: Any) -> None:
    g = create(client)
    gid, tokens = g["id"], tokens_of(g)
    body = assert_problem(noted_action(client, gid, tokens[0], note), 422, "validation_failed")
    assert "note" in body["errors"]
    assert describe(client, gid)["version"] == g["version"]  # nothing was logged


def test_the_longest_note_is_taken(client: Any) -> None:
    g = create(client)
    resp = noted_action(client, g["id"], tokens_of(g)[0], "é" * MAX_NOTE)
    assert resp.status_code == 201, resp.get_data(as_text=True)


def test_the_cause_table_takes_a_note_on_a_seats_own_move_only() -> None:
    game = Game(build_ruleset("classic"), 2)
    st, _ = game.start(seed="notes-table")
    ready = Action.from_dict({"kind": "ready"})
    apply_cause(st.copy(), {"seat": 0, "action": {"kind": "ready"}, "note": "hi"}, PEOPLE)
    for bad in ("", "x" * (MAX_NOTE + 1), "a\tb", 3):
        with pytest.raises(CauseError) as err:
            apply_cause(st.copy(), {"seat": 0, "action": {"kind": "ready"}, "note": bad}, PEOPLE)
        assert err.value.path == ("note",)
    push = [{"kind": "push", "bot": "push"}, PEOPLE[1]]
    with pytest.raises(CauseError) as err:
        apply_cause(
            st.copy(),
            {**default(0, st.legal_actions(0)[0], "unreachable", "push"), "note": "x"},
            push,
        )
    assert err.value.path == ("note",)
    assert ready in st.legal_actions(0)


def test_a_push_bots_note_is_logged_and_its_calls_are_on_its_own_profile(
    client: Any, push_bots: Any
) -> None:
    name = f"noter-{uuid.uuid4().hex[:8]}"
    reg = client.post(
        "/v1/bots", json={"name": name, "kind": "push", "url": push_bots.url("noter")}
    ).get_json()
    game = client.post(
        "/v1/games",
        headers=auth(reg["token"]),
        json={  # its consent: its token
            "ruleset": {"preset": "classic", "options": {"turn_cap": 200}},
            "seats": [{"account": name}, {"bot": "random"}],
            "play_out": True,
        },
    ).get_json()
    assert game["phase"] == "over", game
    doc = client.get(f"/v1/games/{game['id']}/replay").json
    mine = [e["cause"] for e in doc["events"] if e.get("cause") and e["cause"]["seat"] == 0]
    assert mine and all(c["note"].startswith("move ") for c in mine)
    assert client.post("/v1/replays/verify", json=doc).json["valid"]
    # its calls: for its own token only
    public = client.get(f"/v1/bots/{name}").json
    assert "push_calls" not in public
    own = client.get(f"/v1/bots/{name}", headers=auth(reg["token"])).json
    calls = own["push_calls"]
    assert calls["calls"] >= len(mine) and calls["failures"] == 0
    assert calls["last"]["failure"] is None and 0 <= calls["last"]["latency_ms"] < 60_000
    other = client.post(
        "/v1/bots", json={"name": f"o-{uuid.uuid4().hex[:8]}", "kind": "pull"}
    ).get_json()
    assert_problem(
        client.get(f"/v1/bots/{name}", headers=auth(other["token"])), 403, "not_your_bot"
    )


def test_a_push_bot_that_fails_shows_why_on_its_profile(client: Any, push_bots: Any) -> None:
    name = f"failer-{uuid.uuid4().hex[:8]}"
    reg = client.post(
        "/v1/bots", json={"name": name, "kind": "push", "url": push_bots.url("malformed")}
    ).get_json()
    made = client.post(
        "/v1/games",
        headers=auth(reg["token"]),
        json={
            "ruleset": "classic",
            "seats": [{"account": name}, {"bot": "random"}],
            "play_out": True,
        },
    )
    assert made.status_code == 201, made.get_data(as_text=True)
    calls = client.get(f"/v1/bots/{name}", headers=auth(reg["token"])).json["push_calls"]
    assert calls["failures"] >= 1 and calls["last"]["failure"] == "malformed"


def test_a_push_bots_note_out_of_bounds_is_left_out(client: Any, push_bots: Any) -> None:
    game = client.post(
        "/v1/games",
        json={
            "ruleset": {"preset": "classic", "options": {"turn_cap": 200}},
            "seats": [{"push": {"url": push_bots.url("badnote")}}, {"bot": "random"}],
            "play_out": True,
        },
    ).get_json()
    doc = client.get(f"/v1/games/{game['id']}/replay").json
    mine = [e["cause"] for e in doc["events"] if e.get("cause") and e["cause"]["seat"] == 0]
    assert mine and not any("note" in c for c in mine) and all("default" not in c for c in mine)

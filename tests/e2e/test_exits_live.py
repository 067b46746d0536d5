"""Seats that come and go over a real gunicorn: a person resigns in a clocked game of four,
a person leaves a game of two to a bot that plays it out, a seat aborts in setup, and open
seats expire with nobody reading the game; each replay verifies with `shithead verify`, and a
resignation's cause changed (its chain recomputed) is refused by it."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
import time
from typing import Any

import requests

from engine.replays import chain, genesis_hash
from tests.conftest import ROOT

TIMEOUT = 30


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def create(base: str, body: dict[str, Any]) -> dict[str, Any]:
    resp = requests.post(f"{base}/v1/games", json=body, timeout=TIMEOUT)
    assert resp.status_code == 201, resp.text
    game: dict[str, Any] = resp.json()
    return game


def wait(base: str, gid: str, done: Any, seconds: float = 60.0) -> dict[str, Any]:
    deadline = time.monotonic() + seconds
    while True:
        game: dict[str, Any] = requests.get(f"{base}/v1/games/{gid}", timeout=TIMEOUT).json()
        if done(game):
            return game
        assert time.monotonic() < deadline, f"game {gid}: {game['phase']}, {game['to_act']}"
        requests.get(
            f"{base}/v1/games/{gid}/events?after={game['version']}&wait=2", timeout=TIMEOUT
        )


def verify_cli(doc: dict[str, Any], server: str | None = None) -> subprocess.CompletedProcess[str]:
    """``shithead verify``, with the server's keys when ``server`` is given."""
    keys = ["--server", server] if server else []
    return subprocess.run(
        [sys.executable, "-m", "api.cli", "verify", "-", *keys],
        input=json.dumps(doc),
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )


def replay(base: str, gid: str) -> dict[str, Any]:
    doc: dict[str, Any] = requests.get(f"{base}/v1/games/{gid}/replay", timeout=TIMEOUT).json()
    proc = verify_cli(doc, base)
    assert proc.returncode == 0 and json.loads(proc.stdout)["status"] == "valid", (
        proc.stdout + proc.stderr
    )
    return doc


def test_a_resignation_in_a_clocked_game_of_four_verifies_and_its_cause_cannot_be_changed(
    live_server: str,
) -> None:
    game = create(
        live_server,
        {
            "ruleset": "classic",
            "clock": {"initial_ms": 600_000, "increment_ms": 0},
            "seats": [{"name": "ann"}, {"bot": "random"}, {"bot": "heuristic"}, {"bot": "random"}],
        },
    )
    gid, token = game["id"], game["seats"][0]["token"]
    wait(live_server, gid, lambda g: 0 in g["to_act"])
    resp = requests.post(
        f"{live_server}/v1/games/{gid}/resign", headers=auth(token), timeout=TIMEOUT
    )
    assert resp.status_code == 201, resp.text
    assert resp.json()["game"]["result"]["reason"] == "resigned"
    doc = replay(live_server, gid)
    at = next(i for i, e in enumerate(doc["events"]) if e["event"]["type"] == "SeatResigned")
    unsigned = {k: v for k, v in doc.items() if k != "signature"}
    late = doc["events"][at]["cause"]["at_ms"] + 10**9  # after the seat's time ran out
    for change in (
        {"seat": 1},
        {"action": {"kind": "abort"}},
        {"bot": "random"},
        {"at_ms": late},
        {"action": {"kind": "resign", "bot": "random"}},
    ):
        forged = copy.deepcopy(unsigned)
        forged["events"][at]["cause"].update(change)
        prev = genesis_hash(forged)
        for item in forged["events"]:
            prev = item["hash"] = chain(prev, item)
        proc = verify_cli(forged)
        assert proc.returncode != 0, change
        assert json.loads(proc.stdout)["pointer"].startswith(f"/events/{at}"), proc.stdout


def test_a_person_leaves_and_a_bot_plays_the_seat_out(live_server: str) -> None:
    game = create(
        live_server,
        {
            "ruleset": {"preset": "reverse", "options": {"turn_cap": 300}},
            "seats": [{"name": "ann"}, {"bot": "random"}],
        },
    )
    gid, token = game["id"], game["seats"][0]["token"]
    resp = requests.post(
        f"{live_server}/v1/games/{gid}/leave",
        headers=auth(token),
        json={"bot": "random"},
        timeout=TIMEOUT,
    )
    assert resp.status_code == 201, resp.text
    final = wait(live_server, gid, lambda g: g["result"] is not None)
    assert final["seats"][0]["left"]["bot"] == "random"
    doc = replay(live_server, gid)
    assert doc["seats"][0]["kind"] == "person"


def test_an_abort_in_setup(live_server: str) -> None:
    game = create(live_server, {"ruleset": "classic", "seats": [{"name": "ann"}, {"name": "bob"}]})
    gid = game["id"]
    resp = requests.post(
        f"{live_server}/v1/games/{gid}/abort",
        headers=auth(game["seats"][1]["token"]),
        timeout=TIMEOUT,
    )
    assert resp.status_code == 201, resp.text
    assert resp.json()["game"]["result"]["reason"] == "aborted"
    replay(live_server, gid)


def test_open_seats_expire_with_nobody_reading_the_game(live_server: str) -> None:
    game = create(
        live_server,
        {"ruleset": "classic", "seats": [{"name": "ann"}, {"open": True}], "open_seat_ttl_s": 1},
    )
    gid = game["id"]
    # the lobby's listing reads only the records: once the watcher has aborted the game its
    # record is over; nobody reads the game itself until then
    deadline = time.monotonic() + 30
    while True:
        page = requests.get(f"{live_server}/v1/games?status=over&limit=200", timeout=TIMEOUT).json()
        if any(g["id"] == gid for g in page["games"]):
            break
        assert time.monotonic() < deadline, "the game was not aborted"
        time.sleep(0.1)
    doc = replay(live_server, gid)
    assert doc["result"]["reason"] == "aborted"

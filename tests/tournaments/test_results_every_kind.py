"""A tournament of every kind of participant, over real HTTP, audited as the README says: its
results and every game's replay fetched, then ``shithead verify results.json --replays DIR
--server URL``, the service's own verify and the engine's verifier all answer ``valid``, and
refuse a forged standing, a swapped game, a dropped game.

The participants: a built-in bot, an ad-hoc push bot that fails every other call (default
moves with strikes), a registered pull bot played through the client, a registered push bot,
and a registered pull bot revoked once entered (its seats play the default move, ``dropped``).
"""

from __future__ import annotations

import json
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import requests

from engine.results import verify_results
from engine.signing import checker, keys_by_id, load_public
from shithead_client import run_bot
from tests.competitions import TOURNAMENT_FORGERIES, forged, rejected, verified
from tests.organisers import bearer
from tests.tournaments.test_registered_bots import TIMEOUT, create, first_move, register, wait_done

ROOT = Path(__file__).resolve().parents[2]


def keys(base: str) -> Any:
    listed = requests.get(f"{base}/v1/keys", timeout=TIMEOUT).json()["keys"]
    return checker(keys_by_id([load_public(k["public_key"]) for k in listed]))


def fetched(base: str, t: dict[str, Any]) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    resp = requests.get(f"{base}/v1/tournaments/{t['id']}/results", timeout=TIMEOUT)
    assert resp.status_code == 200, resp.text
    replays = [requests.get(f"{base}{g['replay']}", timeout=TIMEOUT).json() for g in t["games"]]
    return resp.json(), replays


def audited(base: str, doc: dict[str, Any], replays: list[dict[str, Any]], tmp_path: Path) -> None:
    """The document verifies untouched, offline with the service's keys, through the
    service's endpoint and with the command an auditor runs; each forgery is refused."""
    check = keys(base)
    assert verified(verify_results(doc, replays, check_signature=check))
    online = requests.post(f"{base}/v1/replays/verify", json=doc, timeout=60).json()
    assert online["status"] == "valid", online
    folder = tmp_path / "replays"
    folder.mkdir()
    for i, r in enumerate(replays):
        (folder / f"{i}.json").write_text(json.dumps(r))
    (tmp_path / "results.json").write_text(json.dumps(doc))
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "api.cli",
            "verify",
            str(tmp_path / "results.json"),
            "--replays",
            str(folder),
            "--server",
            base,
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert json.loads(proc.stdout)["status"] == "valid"
    for name, forgery in forged(doc, TOURNAMENT_FORGERIES):
        refused = verify_results(forgery, replays)
        assert refused["status"] == "invalid", (name, refused)
        online = requests.post(f"{base}/v1/replays/verify", json=forgery, timeout=60).json()
        assert rejected(online), (name, online)


def test_a_tournament_of_every_kind_of_participant_verifies(
    live_server: str, organiser_token: str, push_bots: Any, tmp_path: Path
) -> None:
    pull = register(live_server)
    pushed = register(live_server, "push", url=push_bots.url("random"))
    revoked = register(live_server)
    participants = [
        {"account": pull["name"]},
        "heuristic",
        {"account": pushed["name"]},
        {"name": "adhoc", "push": {"url": push_bots.url("flaky"), "timeout_ms": 10_000}},
        {"account": revoked["name"], "name": "gone"},
    ]
    resp = create(
        live_server, organiser_token, participants, format="swiss", rounds=2, seed="every kind"
    )
    assert resp.status_code == 201, resp.text
    t = resp.json()
    assert [p["bot"] for p in t["participants"]] == ["pull", "heuristic", "push", "push", "pull"]
    gone = requests.delete(
        f"{live_server}/v1/bots/{revoked['name']}/token",
        headers=bearer(revoked["token"]),
        timeout=TIMEOUT,
    )
    assert gone.status_code == 204
    stop = threading.Event()
    player = threading.Thread(
        target=run_bot,
        args=(first_move,),
        kwargs={"server": live_server, "bot": pull["token"], "stop": stop, "wait_s": 5},
        daemon=True,
    )
    player.start()
    try:
        done = wait_done(live_server, t["id"], limit=240)
    finally:
        stop.set()
    player.join(60)
    doc, replays = fetched(live_server, done)
    assert [(p["bot"], p.get("account")) for p in doc["participants"]] == [
        ("pull", pull["name"]),
        ("heuristic", None),
        ("push", pushed["name"]),
        ("push", None),
        ("pull", revoked["name"]),
    ]
    causes = [e["cause"] for r in replays for e in r["events"] if e["cause"]]
    # the games hold every kind the tournament's seats log: bots' moves, a pull bot's own,
    # a failing push bot's default moves (struck), the revoked bot's (dropped)
    assert {c.get("default") for c in causes} >= {None, "http_status"}
    assert any(4 in g["seats"] for g in done["games"])
    assert any(c.get("default") == "dropped" and "bot" not in c for c in causes)
    assert any("bot" not in c and "default" not in c for c in causes)  # the pull bot's own moves
    audited(live_server, doc, replays, tmp_path)


def test_a_matchs_results_with_a_push_seat_verify(
    live_server: str, push_bots: Any, tmp_path: Path
) -> None:
    """A match carries its starter, spoils and no-swap seats from game to game; with a push
    bot that fails every other call at one seat, its results verify and refuse forgeries."""
    from engine.results import verify_match_results
    from tests.competitions import MATCH_FORGERIES

    body = {
        "ruleset": {"preset": "green-cutthroat-2018", "options": {"turn_cap": 200}},
        "seed": "match kinds",
        "seats": [
            {"bot": "heuristic"},
            {"push": {"url": push_bots.url("flaky"), "timeout_ms": 10_000}},
        ],
    }
    resp = requests.post(f"{live_server}/v1/matches", json=body, timeout=TIMEOUT)
    assert resp.status_code == 201, resp.text
    mid = resp.json()["id"]

    deadline = time.monotonic() + 240
    while True:
        results = requests.get(f"{live_server}/v1/matches/{mid}/results", timeout=TIMEOUT)
        if results.status_code == 200:
            break
        assert results.status_code == 409, results.text
        assert time.monotonic() < deadline, "the match did not end"
        time.sleep(0.2)
    doc = results.json()
    replays = [
        requests.get(f"{live_server}/v1/games/{g['game_id']}/replay", timeout=TIMEOUT).json()
        for g in doc["games"]
    ]
    assert any(r["starter"] != -1 or r["no_swap"] for r in replays[1:]), "nothing was carried over"
    assert verified(verify_match_results(doc, replays, check_signature=keys(live_server)))
    online = requests.post(f"{live_server}/v1/replays/verify", json=doc, timeout=60).json()
    assert online["status"] == "valid", online
    for name, forgery in forged(doc, MATCH_FORGERIES):
        refused = verify_match_results(forgery, replays)
        assert refused["status"] == "invalid", (name, refused)


def test_the_results_of_a_bot_that_lost_on_the_clock_verify(
    live_server: str, organiser_token: str, tmp_path: Path
) -> None:
    """Nobody runs the registered bot: its clock plays its default moves (``clock_default``,
    no strike of the tournament's) until its last timeout forfeits (``clock_forfeit``); the
    results count its strikes as the cause table does, and verify."""
    absent = register(live_server)
    resp = create(
        live_server,
        organiser_token,
        [{"account": absent["name"]}, "heuristic"],
        seed="on the clock",
        clock={"move_ms": 300, "on_timeout": "auto"},
    )
    assert resp.status_code == 201, resp.text
    done = wait_done(live_server, resp.json()["id"], limit=60)
    doc, replays = fetched(live_server, done)
    timeouts = [
        e["cause"] for r in replays for e in r["events"] if e["cause"] and "timeout" in e["cause"]
    ]
    assert {c["action"]["kind"] == "timeout" for c in timeouts} == {
        True,
        False,
    }  # defaults, then forfeits
    assert [g["strikes"] for g in doc["games"]] == [[0, 0], [0, 0]]
    audited(live_server, doc, replays, tmp_path)

"""The example pull bot (``examples/pull_bot.py``, described in docs/api.md) plays whole games against the live server."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import requests

from api.games.replays import verify_document

ROOT = Path(__file__).resolve().parents[2]
BOT = ROOT / "examples" / "pull_bot.py"


def run_bot(*args: str) -> str:
    # the example imports this tree's client (the installed one may be another checkout's)
    path = os.pathsep.join(
        filter(None, [str(ROOT / "clients" / "python"), os.environ.get("PYTHONPATH")])
    )
    proc = subprocess.run(
        [sys.executable, str(BOT), *args],
        capture_output=True,
        text=True,
        timeout=180,
        env={**os.environ, "PYTHONPATH": path},
    )
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def check_finished(base: str, out: str) -> str:
    game_id = re.search(
        r"game ([0-9a-f]{32}) over after \d+ events \(\w+\): (win|loss|draw|placed)", out
    )
    assert game_id, out
    gid = game_id.group(1)
    doc = requests.get(f"{base}/v1/games/{gid}/replay", timeout=10).json()
    assert doc["over"] is True and verify_document(doc)["status"] == "consistent"
    return gid


def test_the_pull_bot_plays_a_whole_game_against_a_built_in_bot(live_server: str) -> None:
    out = run_bot(
        "--server",
        live_server,
        "--opponent",
        "heuristic",
        "--turn-cap",
        "300",
        "--seed",
        "3",
        "--wait",
        "5",
    )
    gid = check_finished(live_server, out)
    doc = requests.get(f"{live_server}/v1/games/{gid}/replay", timeout=10).json()
    seats = {e["cause"]["seat"] for e in doc["events"] if e["cause"]}
    assert seats == {0, 1}
    assert [s["name"] for s in doc["seats"]] == ["pull-bot", "heuristic bot"]
    assert [(s["kind"], s["bot"]) for s in doc["seats"]] == [("person", None), ("bot", "heuristic")]


def test_the_pull_bot_joins_an_open_seat(live_server: str) -> None:
    created = requests.post(
        f"{live_server}/v1/games",
        timeout=10,
        json={"ruleset": "classic", "seats": [{"bot": "random"}, {"open": True}], "turn_cap": 300},
    ).json()
    out = run_bot(
        "--server",
        live_server,
        "--join",
        created["id"],
        "--name",
        "joiner",
        "--seed",
        "4",
        "--wait",
        "5",
    )
    assert f"playing seat 1 of game {created['id']}" in out
    assert check_finished(live_server, out) == created["id"]


def test_the_pull_bot_commits_and_reveals_in_a_contributed_deal(live_server: str) -> None:
    out = run_bot(
        "--server",
        live_server,
        "--opponent",
        "heuristic",
        "--turn-cap",
        "300",
        "--seed",
        "5",
        "--wait",
        "5",
        "--contributed",
    )
    gid = check_finished(live_server, out)
    doc = requests.get(f"{live_server}/v1/games/{gid}/replay", timeout=10).json()
    assert doc["deal_mode"] == "contributed"
    kinds = [(e["event"]["type"], e["event"].get("seat")) for e in doc["events"][:5]]
    assert sorted(kinds[1:5]) == [
        ("ContributionCommitted", 0),
        ("ContributionCommitted", 1),
        ("ContributionRevealed", 0),
        ("ContributionRevealed", 1),
    ]


def test_the_pull_bot_registers_and_plays_what_its_feed_gives(live_server: str) -> None:
    import uuid

    name = f"example-{uuid.uuid4().hex[:8]}"
    out = run_bot(
        "--server",
        live_server,
        "--register",
        name,
        "--opponent",
        "heuristic",
        "--turn-cap",
        "300",
        "--seed",
        "6",
        "--wait",
        "5",
        "--games",
        "1",
    )
    assert f"registered bot {name}" in out
    gid = check_finished(live_server, out)
    profile = requests.get(f"{live_server}/v1/bots/{name}", timeout=10).json()
    assert (
        profile["recent_games"][0]["id"] == gid and profile["recent_games"][0]["result"] is not None
    )


def test_the_pull_bot_joins_a_ladder_and_plays_the_game_it_is_given(
    live_server: str, app: Any
) -> None:
    import threading
    import time
    import uuid

    from api.play.ladders import LadderScheduler
    from shithead_client import run_bot as play_as_bot
    from tests.organisers import bearer, mint

    organiser = mint(app, "ladder-example")
    other = requests.post(
        f"{live_server}/v1/bots",
        json={"name": f"rival-{uuid.uuid4().hex[:8]}", "kind": "pull"},
        timeout=10,
    ).json()
    lid = requests.post(
        f"{live_server}/v1/ladders",
        headers=bearer(organiser),
        timeout=10,
        json={
            "ruleset": {"preset": "classic", "options": {"turn_cap": 300}},
            "bots": [other["name"]],
        },
    ).json()["id"]
    # the scheduler as `shithead worker` runs it, in a thread of this process
    scheduler = LadderScheduler(app.extensions["ladders"], interval=0.2).start()
    stop = threading.Event()
    failures: list[BaseException] = []

    def play_rival() -> None:
        try:
            play_as_bot(
                lambda view, moves: moves[0],
                server=live_server,
                bot=other["token"],
                games=1,
                wait_s=2,
                stop=stop,
            )
        except Exception as exc:  # reported by the test, not as a stray thread's exception
            failures.append(exc)

    rival = threading.Thread(target=play_rival, daemon=True)
    rival.start()
    try:
        name = f"example-{uuid.uuid4().hex[:8]}"
        out = run_bot(
            "--server",
            live_server,
            "--register",
            name,
            "--ladder",
            lid,
            "--seed",
            "3",
            "--wait",
            "2",
            "--games",
            "1",
        )
        assert f"joined ladder {lid}" in out
        gid = check_finished(live_server, out)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            ladder = requests.get(f"{live_server}/v1/ladders/{lid}", timeout=10).json()
            if ladder["recent_games"]:
                break
            time.sleep(0.2)
        assert [g["game"] for g in ladder["recent_games"]] == [gid]
        assert {row["bot"] for row in ladder["leaderboard"] if row["games"] == 1} == {
            name,
            other["name"],
        }
    finally:
        requests.post(
            f"{live_server}/v1/ladders/{lid}/cancel", headers=bearer(organiser), timeout=10
        )
        scheduler.stop()
        stop.set()
        rival.join(60)
    assert not failures

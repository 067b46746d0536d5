"""A bot's history exported over real HTTP, by an attacker: a registered pull bot in a
duplicate tournament that, before every move, exports its whole history as NDJSON replays
(``GET /v1/bots/{name}/games`` with ``Accept: application/x-ndjson``) and looks in it for the
hidden cards of the deal its games still being played were dealt. A finished game of that
deal is a ``withheld`` line until every game of the deal has ended; afterwards the export
holds every game's replay, each as ``GET /v1/games/{id}/replay`` gives it. Then
``shithead export`` writes the same replays to a folder."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import requests

from shithead_client import run_bot
from tests.tournaments.test_duplicate_deals import leaks, true_deal
from tests.tournaments.test_registered_bots import create, register, wait_done

TIMEOUT = 10
NDJSON = {"Accept": "application/x-ndjson"}


def export(base: str, name: str, query: str = "") -> list[dict[str, Any]]:
    resp = requests.get(f"{base}/v1/bots/{name}/games{query}", headers=NDJSON, timeout=TIMEOUT)
    assert resp.status_code == 200, resp.text
    assert resp.headers["Content-Type"].startswith("application/x-ndjson")
    return [json.loads(line) for line in resp.text.splitlines()]


class Exporter:
    """The bot's policy: the first legal move, after exporting its history."""

    def __init__(self, base: str, name: str, truth: dict[str, Any]) -> None:
        self.base, self.name, self.truth = base, name, truth
        self.withheld: set[str] = set()
        self.problems: list[str] = []
        self.lock = threading.Lock()

    def __call__(self, game_view: dict[str, Any], legal: list[Any]) -> Any:
        try:
            for line in export(self.base, self.name):
                with self.lock:
                    if "withheld" in line:
                        assert line["code"] == "deal_in_play", line
                        self.withheld.add(line["withheld"])
                    else:
                        self.problems += [f"export: {leak}" for leak in leaks(line, self.truth)]
        except Exception as exc:  # a failed read fails the test, not just the bot's thread
            with self.lock:
                self.problems.append(f"export failed: {exc!r}")
        return legal[0]


def test_an_export_never_shows_a_deal_still_played_and_then_shows_every_game(
    live_server: str, organiser_token: str, redis_url: str, tmp_path: Path
) -> None:
    bot = register(live_server)
    name = bot["name"]
    # three participants, two seats, duplicate: six games of one deal, four of them the bot's
    resp = create(
        live_server, organiser_token, [{"account": name}, "heuristic", "random"], seed="exp"
    )
    assert resp.status_code == 201, resp.text
    tid = resp.json()["id"]
    exporter = Exporter(live_server, name, true_deal(redis_url, tid))
    stop = threading.Event()
    played: list[Any] = []
    thread = threading.Thread(
        target=lambda: played.extend(
            run_bot(exporter, server=live_server, bot=bot["token"], games=4, stop=stop, wait_s=5)
        ),
        daemon=True,
    )
    thread.start()
    try:
        done = wait_done(live_server, tid, limit=240)
    finally:
        stop.set()
    thread.join(60)
    assert len(played) == 4
    assert exporter.problems == []
    # its first game ended while its later ones, of the same deal, were still played
    assert exporter.withheld
    mine = {g["game_id"] for g in done["games"] if 0 in g["seats"]}
    assert exporter.withheld <= mine
    # every game of the deal over: the export holds every one, newest first, as served
    docs = export(live_server, name)
    assert {d["game_id"] for d in docs} == mine and len(docs) == 4
    for doc in docs:
        served = requests.get(f"{live_server}/v1/games/{doc['game_id']}/replay", timeout=TIMEOUT)
        assert doc == served.json()
    page = requests.get(f"{live_server}/v1/bots/{name}/games", timeout=TIMEOUT).json()
    assert [g["id"] for g in page["games"]] == [d["game_id"] for d in docs]
    # `shithead export` writes the same documents, one file a game
    out = tmp_path / "replays"
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "api.cli",
            "export",
            name,
            "--server",
            live_server,
            "--out",
            str(out),
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stderr
    files = sorted(out.glob("*.json"))
    assert {f.stem for f in files} == mine
    for f in files:
        assert json.loads(f.read_text()) in docs
    assert "4 replays" in run.stdout

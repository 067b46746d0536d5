"""A ladder's results over real HTTP: every rated game with its replay's last hash and the
OpenSkill updates, recomputed by the verifier from the games' replays alone; untouched it
verifies, a changed rating, a dropped game or games swapped are refused."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import requests

from engine.ladder import verify_ladder_results
from tests.api.test_ladders import TIMEOUT, Bots, create, get, organiser, post, wait_for, worker  # noqa: F401 (organiser and worker: fixtures)
from tests.api.test_response_schemas import check
from tests.chainjs import request, run_js
from tests.competitions import rejected, verified
from tests.conftest import ROOT
from tests.tournaments.test_results_every_kind import keys


def _rating(d: dict[str, Any]) -> None:
    d["ratings"][0]["mu"] = round(d["ratings"][0]["mu"] + 0.5, 4)


def _update(d: dict[str, Any]) -> None:
    d["games"][-1]["seats"][0]["after"]["sigma"] += 0.01


def _drop(d: dict[str, Any]) -> None:
    del d["games"][0]
    for i, g in enumerate(d["games"]):
        g["index"] = i


def _swap(d: dict[str, Any]) -> None:
    g = d["games"]
    g[0], g[1] = g[1], g[0]
    g[0]["index"], g[1]["index"] = 0, 1


def _score(d: dict[str, Any]) -> None:
    seat = d["games"][0]["seats"][0]
    seat["score"] = 1.0 - seat["score"] if seat["score"] != 0.5 else 1.0


FORGERIES: list[tuple[str, Callable[[dict[str, Any]], None], str]] = [
    ("a changed rating", _rating, "/ratings/"),
    ("a changed update", _update, "/games/"),
    ("a dropped game", _drop, "/games/0/seats/"),
    ("two games swapped", _swap, "/games/"),
    ("a changed score", _score, "/games/0/seats/0/score"),
]


def test_a_ladders_results_recompute_from_its_games(
    live_server: str,
    organiser: str,  # noqa: F811
    worker: Any,  # noqa: F811
    tmp_path: Path,
) -> None:
    bots = Bots(live_server, 3)
    try:
        made = create(
            live_server, organiser, seats_per_game=2, games_per_hour=3600, bots=bots.names
        )
        assert made.status_code == 201, made.text
        lid = made.json()["id"]
        wait_for(lambda: len(get(live_server, lid)["recent_games"]) >= 4, 120, "four rated games")
        assert post(live_server, lid, "cancel", organiser).status_code == 200
        # the games being played when it was cancelled are rated as they end
        wait_for(lambda: not get(live_server, lid)["live_games"], 120, "the last games rated")
    finally:
        bots.close()
    resp = requests.get(f"{live_server}/v1/ladders/{lid}/results", timeout=TIMEOUT)
    assert resp.status_code == 200, resp.text
    doc = resp.json()
    check(doc, "LadderResults")
    ladder = get(live_server, lid)
    assert len(doc["games"]) == len(ladder["recent_games"])
    board = {row["bot"]: row for row in ladder["leaderboard"] if row["games"]}
    assert {r["bot"]: (r["mu"], r["sigma"], r["games"]) for r in doc["ratings"]} == {
        name: (row["mu"], row["sigma"], row["games"]) for name, row in board.items()
    }
    replays = [
        requests.get(f"{live_server}/v1/games/{g['game_id']}/replay", timeout=TIMEOUT).json()
        for g in doc["games"]
    ]
    assert verified(verify_ladder_results(doc, replays, check_signature=keys(live_server)))
    online = requests.post(f"{live_server}/v1/replays/verify", json=doc, timeout=60).json()
    assert online["status"] == "valid", online
    folder = tmp_path / "replays"
    folder.mkdir()
    for i, r in enumerate(replays):
        (folder / f"{i}.json").write_text(json.dumps(r))
    (tmp_path / "ladder.json").write_text(json.dumps(doc))
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "api.cli",
            "verify",
            str(tmp_path / "ladder.json"),
            "--replays",
            str(folder),
            "--server",
            live_server,
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr

    unsigned = {k: v for k, v in doc.items() if k != "signature"}
    for name, change, where in FORGERIES:
        forged = copy.deepcopy(unsigned)
        change(forged)
        refused = verify_ladder_results(forged, replays)
        assert refused["status"] == "invalid" and refused["pointer"].startswith(where), (
            name,
            refused,
        )
        online = requests.post(f"{live_server}/v1/replays/verify", json=forged, timeout=60).json()
        assert rejected(online), (name, online)
    # a replay missing, and a signed document changed after signing
    assert verify_ladder_results(unsigned, replays[1:])["pointer"] == "/games/0/game_id"
    tampered = copy.deepcopy(doc)
    _rating(tampered)
    assert rejected(
        requests.post(f"{live_server}/v1/replays/verify", json=tampered, timeout=60).json()
    )
    # the replay page's JavaScript checks the signature from the bytes the service sent (its
    # ratings are floats, written back exactly as the service signed them)
    listing = requests.get(f"{live_server}/v1/keys", timeout=TIMEOUT).json()
    ok, changed = run_js(
        [
            request("signature", resp.text, listing),
            request("signature", json.dumps(tampered), listing),
        ]
    )
    assert (ok["status"], ok["signed_by"]) == ("valid", doc["signature"]["key_id"]), ok
    assert (changed["status"], changed["pointer"]) == ("invalid", "/signature/value"), changed


def test_a_missing_ladder_has_no_results(live_server: str) -> None:
    resp = requests.get(f"{live_server}/v1/ladders/{'f' * 32}/results", timeout=TIMEOUT)
    assert resp.status_code == 404
    assert resp.headers["Content-Type"].startswith("application/problem+json")

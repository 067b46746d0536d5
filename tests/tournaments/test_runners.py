"""The same tournament and seed give the same games in every runner.

In-process (one process, and a pool of two), on two rq workers (``shithead tournament
--queue``), and over HTTP (a real gunicorn playing stored games): the same standings and,
game by game, the same result and the same hash of the last event of the game's replay.
A push bot served on loopback takes part; it chooses from its view, never the game id.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import uuid
from pathlib import Path
from typing import Any

import pytest
import requests

from api.games.replays import verify_document
from api.play.entrants import Entrant
from api.play.runners import PoolRunner, report, run_tournament
from engine.deal import commitment
from engine.tournament import TournamentSpec
from tests.organisers import bearer, organiser_auth

ROOT = Path(__file__).resolve().parents[2]
TURN_CAP = 60
#: The push bot's time per move: the most there is, so a busy machine never costs it a strike.
PUSH_TIMEOUT_MS = 10_000

FORMATS = {
    "round_robin": {"format": "round_robin", "rounds": None, "games": 1, "seats": 2},
    "swiss": {"format": "swiss", "rounds": 2, "games": 1, "seats": 2},
    "three_seats": {"format": "round_robin", "rounds": None, "games": 1, "seats": 3},
}


def participants(push_bots: Any, fmt: str) -> list[str]:
    bots = ["random", "heuristic", push_bots.url("random")]
    return [*bots, "random"] if fmt == "swiss" else bots


def in_process(
    texts: list[str], seed: str, how: dict[str, Any], workers: int, salt: str = ""
) -> dict[str, Any]:
    entrants = [Entrant.from_text(t, PUSH_TIMEOUT_MS) for t in texts]
    spec = TournamentSpec(
        preset="classic",
        options={"turn_cap": TURN_CAP},
        participants=tuple(e.label for e in entrants),
        seed=seed,
        format=how["format"],
        rounds=how["rounds"],
        games_per_pairing=how["games"],
        seats_per_game=how["seats"],
        salt=salt,
    )
    with PoolRunner(workers) as runner:
        return report(spec, entrants, run_tournament(spec, entrants, runner))


def queued(
    texts: list[str], seed: str, how: dict[str, Any], redis_url: str, salt: str = ""
) -> dict[str, Any]:
    cmd = [
        sys.executable,
        "-m",
        "api.cli",
        "tournament",
        "--queue",
        "--workers",
        "2",
        "--redis-url",
        redis_url,
        "--queue-name",
        f"test-{uuid.uuid4().hex}",
        "--bots",
        ",".join(texts),
        "--turn-cap",
        str(TURN_CAP),
        "--format",
        how["format"],
        "--games",
        str(how["games"]),
        "--seats",
        str(how["seats"]),
        "--seed",
        seed,
        "--json",
        "--no-progress",
        "--push-timeout-ms",
        str(PUSH_TIMEOUT_MS),
        *(["--salt", salt] if salt else []),
    ]
    if how["rounds"]:
        cmd += ["--rounds", str(how["rounds"])]
    proc = subprocess.run(
        cmd,
        capture_output=True,
        text=True,
        timeout=300,
        cwd=ROOT,
        env={**os.environ, "REDIS_URL": ""},
    )
    assert proc.returncode == 0, proc.stderr
    out: dict[str, Any] = json.loads(proc.stdout)
    return out


def over_http(
    base: str, token: str, texts: list[str], seed: str, how: dict[str, Any]
) -> dict[str, Any]:
    body = {
        "ruleset": {"preset": "classic", "options": {"turn_cap": TURN_CAP}},
        "participants": [
            t if not t.startswith("http") else {"push": {"url": t, "timeout_ms": PUSH_TIMEOUT_MS}}
            for t in texts
        ],
        "format": how["format"],
        "rounds": how["rounds"],
        "games_per_pairing": how["games"],
        "seats_per_game": how["seats"],
        "seed": seed,
    }
    resp = requests.post(f"{base}/v1/tournaments", json=body, timeout=30, headers=bearer(token))
    assert resp.status_code == 201, resp.text
    assert resp.headers["Location"] == f"/v1/tournaments/{resp.json()['id']}"
    return wait_done(base, resp.json()["id"])


def wait_done(base: str, tid: str, limit: float = 240) -> dict[str, Any]:
    deadline = time.monotonic() + limit
    while True:
        t: dict[str, Any] = requests.get(f"{base}/v1/tournaments/{tid}", timeout=30).json()
        assert t["status"] != "failed", t["error"]
        if t["status"] == "done":
            return t
        assert time.monotonic() < deadline, t["progress"]
        time.sleep(0.2)


def comparable(games: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """What every runner agrees on: not where a game is stored, nor its replay's last hash,
    which binds the game's id (stored games get their own)."""
    keys = ("index", "round", "table", "deal", "rotation", "seats")
    return [
        {
            **{k: g[k] for k in keys},
            "result": {k: v for k, v in g["result"].items() if k != "log_hash"},
        }
        for g in games
    ]


@pytest.mark.parametrize("fmt", list(FORMATS))
def test_every_runner_plays_the_same_games(
    fmt: str, push_bots: Any, redis_url: str, live_server: str, organiser_token: str
) -> None:
    how = FORMATS[fmt]
    texts = participants(push_bots, fmt)
    seed = f"equal-{fmt}"
    # the service's tournament derives its games from the seed and a secret salt, revealed
    # once it is done: given both, every runner plays the same games
    http = over_http(live_server, organiser_token, texts, seed, how)
    salt = http["seed_salt"]
    assert salt and http["seed_commitment"] == commitment(seed, salt)
    one = in_process(texts, seed, how, workers=1, salt=salt)
    assert all(g["result"] for g in one["games"])
    assert one["games"][0]["result"]["strikes"] == [0] * how["seats"]

    pool = in_process(texts, seed, how, workers=2, salt=salt)
    assert pool["standings"] == one["standings"]
    assert pool["games"] == one["games"]

    rq = queued(texts, seed, how, redis_url, salt)
    assert rq["standings"] == one["standings"]
    assert rq["games"] == one["games"]

    assert http["standings"] == one["standings"]
    assert comparable(http["games"]) == comparable(one["games"])
    assert http["progress"] == {"done": len(one["games"]), "total": len(one["games"])}
    assert http["seed"] == seed
    # every game is an ordinary stored game: its replay verifies and ends on the same hash
    for g in http["games"][:3]:
        assert g["replay"] == f"/v1/games/{g['game_id']}/replay"
        doc = requests.get(live_server + g["replay"], timeout=30).json()
        assert verify_document(doc)["status"] == "consistent"
        assert doc["events"][-1]["hash"] == g["result"]["log_hash"]
        assert len(doc["events"]) == g["result"]["events"]


def test_a_bot_reading_its_history_plays_the_same_in_memory_and_stored(client: Any) -> None:
    """ISMCTS reads its seat's history: in memory it must be the whole log, as from the store."""
    resp = client.post(
        "/v1/tournaments",
        json={
            "ruleset": {"preset": "classic", "options": {"turn_cap": 12}},
            "participants": ["ismcts", "random"],
            "seed": "history",
        },
        headers=organiser_auth(client.application),
    )
    assert resp.status_code == 201, resp.json
    tid = resp.json["id"]
    deadline = time.monotonic() + 120
    while (t := client.get(f"/v1/tournaments/{tid}").json)["status"] == "running":
        assert time.monotonic() < deadline
        time.sleep(0.1)
    assert t["status"] == "done", t["error"]
    spec = TournamentSpec(
        preset="classic",
        options={"turn_cap": 12},
        participants=("ismcts", "random"),
        seed="history",
        salt=t["seed_salt"],
    )
    entrants = [Entrant.from_text(t) for t in spec.participants]
    expected = report(spec, entrants, run_tournament(spec, entrants, PoolRunner(1)))
    assert comparable(t["games"]) == comparable(expected["games"])
    assert t["standings"] == expected["standings"]

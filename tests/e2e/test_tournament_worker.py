"""Tournaments over real HTTP with real workers: a service run without one records a
tournament and says why nothing moves; a `shithead worker` process started beside it plays
it to its end, with registered bots among the participants."""

from __future__ import annotations

import subprocess
import sys
import threading
import time
from collections.abc import Callable
from typing import Any

import requests

from api.http.local_server import ROOT, gunicorn
from shithead_client import run_bot
from tests.conftest import TOURNAMENT_CONCURRENCY
from tests.organisers import bearer
from tests.tournaments.test_registered_bots import (
    create,
    feed_events,
    first_move,
    register,
    wait_done,
)

TIMEOUT = 10


def test_without_a_worker_nothing_moves_and_a_worker_plays_it(
    redis_db: Callable[[int], str],
) -> None:
    from api.store.organisers import OrganiserStore
    from api.store.redis_conn import client_from_url
    from tests.organisers import ROOMY

    url = redis_db(4)  # no other test's worker runs in this database
    _, organiser = OrganiserStore(client_from_url(url)).create("worker tests", **ROOMY)
    env = {**{k: str(v) for k, v in TOURNAMENT_CONCURRENCY.items()}, "TOURNAMENT_WORKER": "0"}
    with gunicorn(url, extra_env=env) as base:
        bot = register(base)
        resp = create(base, organiser, [{"account": bot["name"]}, "heuristic"], seed="worker")
        assert resp.status_code == 201, resp.text
        tid = resp.json()["id"]
        time.sleep(1.0)
        t = requests.get(f"{base}/v1/tournaments/{tid}", timeout=TIMEOUT).json()
        assert t["status"] == "running" and t["progress"]["done"] == 0
        assert t["waiting"] == {
            "reason": "no worker has taken this tournament",
            "since": t["created"],
        }
        assert all(g["game_id"] is None for g in t["games"])
        worker = subprocess.Popen(
            [sys.executable, "-m", "api.cli", "worker", "--redis-url", url],
            cwd=ROOT,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        stop = threading.Event()
        played: list[Any] = []
        player = threading.Thread(
            target=lambda: played.extend(
                run_bot(first_move, server=base, bot=bot["token"], games=2, stop=stop, wait_s=5)
            ),
            daemon=True,
        )
        player.start()
        try:
            done = wait_done(base, tid)
        finally:
            stop.set()
            worker.terminate()
            worker.wait(30)
        player.join(30)
        assert done["waiting"] is None and done["progress"] == {"done": 2, "total": 2}
        assert len(played) == 2
        assigned = [e for e in feed_events(base, bot["token"]) if e["type"] == "seat_assigned"]
        assert {e["by"] for e in assigned} == {"tournament"} and len(assigned) == 2
        # the worker stopped: a new tournament waits again, since its last heartbeat at most
        later = create(base, organiser, ["random", "heuristic"]).json()
        waiting = requests.get(f"{base}/v1/tournaments/{later['id']}", timeout=TIMEOUT).json()[
            "waiting"
        ]
        assert waiting["reason"] == "no worker has taken this tournament"
        requests.post(
            f"{base}/v1/tournaments/{later['id']}/cancel",
            headers=bearer(organiser),
            timeout=TIMEOUT,
        )

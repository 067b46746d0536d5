"""Free bot accounts cannot crowd out an organiser: the deployment's tournament slots go
round robin between creators, and bot tokens' tournaments share a budget of their own.

The audit's attack, smaller: fresh bots each start a long tournament, and an organiser's
small one must still finish promptly. A real app with its tournament worker, in a Redis of
its own (so its caps are the only ones that count), nothing mocked.
"""

from __future__ import annotations

import time
import uuid
from collections.abc import Callable
from typing import Any

import pytest

from tests.api.test_api import auth
from tests.organisers import mint

BOTS = 6


def start(client: Any, token: str, games_per_pairing: int) -> str:
    resp = client.post(
        "/v1/tournaments",
        headers=auth(token),
        json={
            "ruleset": {"preset": "classic", "options": {"turn_cap": 40}},
            "participants": ["random", "heuristic"],
            "games_per_pairing": games_per_pairing,
        },
    )
    assert resp.status_code == 201, resp.get_json()
    tid: str = resp.get_json()["id"]
    return tid


def progress(client: Any, tid: str) -> dict[str, Any]:
    body: dict[str, Any] = client.get(f"/v1/tournaments/{tid}").get_json()
    assert body["status"] != "failed", body["error"]
    return body


@pytest.mark.parametrize(("db", "bot_slots"), [(8, 0), (9, 1)])
def test_an_organiser_s_small_tournament_is_not_crowded_out_by_bots(
    redis_db: Callable[[int], str], db: int, bot_slots: int
) -> None:
    """With no budget for the bots (0), the round robin alone gives the organiser its turn;
    with one (1), the bots' tournaments also never hold more than it, together."""
    from api.http.app import create_app, start_background, stop_background

    app = start_background(
        create_app(
            {
                "REDIS_URL": redis_db(db),
                "TESTING": True,
                "RATELIMIT_ENABLED": False,
                "TOURNAMENT_WORKER": True,
                "TOURNAMENT_CONCURRENCY": 2,
                "TOURNAMENT_CONCURRENCY_PER_CREATOR": 2,
                "TOURNAMENT_CONCURRENCY_PER_TOURNAMENT": 2,
                "BOT_TOURNAMENT_SLOTS": bot_slots,
            }
        )
    )
    client = app.test_client()
    bots: list[tuple[str, str]] = []
    try:
        for _ in range(BOTS):  # fresh bots, each a tournament of a hundred games
            token = client.post(
                "/v1/bots", json={"name": f"crowd-{uuid.uuid4().hex[:8]}", "kind": "pull"}
            ).get_json()["token"]
            bots.append((token, start(client, token, games_per_pairing=50)))
        deadline = time.monotonic() + 60
        while sum(progress(client, tid)["progress"]["done"] for _, tid in bots) < 4:
            assert time.monotonic() < deadline, "the bots' tournaments did not start"
            time.sleep(0.1)
        organiser = mint(app, "fair")
        before = sum(progress(client, tid)["progress"]["done"] for _, tid in bots)
        started = time.monotonic()
        mine = start(client, organiser, games_per_pairing=1)  # two games
        while (body := progress(client, mine))["status"] != "done":
            # first come, the bots' runners, asking again the moment they give a slot back,
            # keep it from the organiser's games for as long as theirs last
            assert time.monotonic() - started < 60, body["progress"]
            time.sleep(0.1)
        took = time.monotonic() - started
        still = [progress(client, tid) for _, tid in bots]
        assert any(t["status"] == "running" for t in still), "the bots' tournaments were over first"
        # what the bots played meanwhile, rather than a time: the games running when it
        # started, then a turn for each bot creator before the organiser's second game
        # (first come, it was dozens: every slot given back was taken again at once)
        meanwhile = sum(t["progress"]["done"] for t in still) - before
        assert meanwhile <= 4 * BOTS + 4, f"the bots played {meanwhile} games ({took:.1f} s) first"
        if bot_slots:
            assert app.extensions["tournaments"].slots.peak("bots") <= bot_slots
    finally:
        for token, tid in bots:
            client.post(f"/v1/tournaments/{tid}/cancel", headers=auth(token))
        stop_background(app)

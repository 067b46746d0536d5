"""Kept answers across gunicorn's workers (``live_server``, real HTTP): an answer a worker
kept is never shown once another worker took a submit, and a seat's kept answer is never a
spectator's.

Each request goes out on a connection of its own, so the workers take turns serving them
and each keeps answers of its own."""

from __future__ import annotations

from typing import Any

import requests

TIMEOUT = 10
READS = 12  # per viewer and round: enough that both workers keep and answer every read


def auth(token: str | None) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"} if token else {}


def get(base: str, path: str, token: str | None = None) -> Any:
    resp = requests.get(base + path, headers=auth(token), timeout=TIMEOUT)
    assert resp.status_code == 200, resp.text
    return resp.json()


def test_reads_on_every_worker_see_each_submit_at_once(live_server: str) -> None:
    resp = requests.post(
        f"{live_server}/v1/games",
        json={"ruleset": "classic", "seats": 2, "seed": "documents-live"},
        timeout=TIMEOUT,
    )
    assert resp.status_code == 201, resp.text
    g = resp.json()
    gid, tokens = g["id"], [s["token"] for s in g["seats"]]
    version = g["version"]
    for _ in range(4):
        for seat, token in ((None, None), (0, tokens[0]), (1, tokens[1])):
            for _ in range(READS):
                view = get(live_server, f"/v1/games/{gid}", token)
                assert (view["version"], view["you"]) == (version, seat)
                for other in (0, 1):  # no other seat's hand, on any worker
                    assert other == seat or not view["view"]["seats"][other].get("hand")
                page = get(live_server, f"/v1/games/{gid}/events?after={version - 1}", token)
                assert page["version"] == version and page["events"][-1]["seq"] == version
        # a move, taken by whichever worker: every read after it shows it
        to_act = view["to_act"][0]
        moves = get(live_server, f"/v1/games/{gid}/legal-moves", tokens[to_act])
        assert moves["version"] == version
        resp = requests.post(
            f"{live_server}/v1/games/{gid}/actions",
            headers=auth(tokens[to_act]),
            json={"action": moves["actions"][0], "expected_version": version},
            timeout=TIMEOUT,
        )
        assert resp.status_code == 201, resp.text
        assert resp.json()["version"] > version
        version = resp.json()["version"]

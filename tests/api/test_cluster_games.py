"""A game played through the app on a real local Redis Cluster (three masters): created,
listed, joined, played with a long poll waiting for each move and a stream showing them."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest

from api.store.local_cluster import local_cluster
from tests.api import test_lists


@pytest.fixture(scope="module")
def cluster_app() -> Iterator[Any]:
    from api.http.app import create_app, start_background, stop_background

    with local_cluster(masters=3) as cluster:
        app = start_background(
            create_app(
                {
                    "REDIS_URL": cluster.url,
                    "REDIS_CLUSTER": "1",
                    "TESTING": True,
                    "RATELIMIT_ENABLED": False,
                }
            )
        )
        try:
            yield app
        finally:
            stop_background(app)


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def test_a_game_on_a_cluster_end_to_end(cluster_app: Any) -> None:
    client = cluster_app.test_client()
    assert cluster_app.extensions["store"].cluster
    game = client.post(
        "/v1/games",
        json={
            "ruleset": "classic",
            "seed": "cluster",
            "seats": [{"name": "ann"}, {"open": True, "name": "anyone"}],
        },
    ).json
    gid, ann = game["id"], game["seats"][0]["token"]
    lobby = client.get("/v1/games?status=open&ruleset=classic").json
    assert gid in {g["id"] for g in lobby["games"]}
    assert client.get("/v1/games?ruleset=nope&limit=1").json == {"games": [], "next_cursor": None}
    joined = client.post(f"/v1/games/{gid}/join", json={"name": "bob"})
    assert joined.status_code == 201, joined.json
    tokens = [ann, joined.json["token"]]
    assert gid not in {g["id"] for g in client.get("/v1/games?status=open").json["games"]}
    assert gid in {g["id"] for g in client.get("/v1/games?status=playing").json["games"]}

    stream = client.get(
        f"/v1/games/{gid}/stream", buffered=False, headers={"Accept": "application/x-ndjson"}
    )
    assert stream.status_code == 200
    body = iter(stream.response)
    seen = b""
    while b'"kind":"status"' not in seen:
        seen += next(body)

    version = client.get(f"/v1/games/{gid}/events").json["version"]
    for _ in range(6):
        to_act = client.get(f"/v1/games/{gid}").json["to_act"]
        if not to_act:
            break
        seat = to_act[0]
        waited: list[Any] = []
        poll = threading.Thread(
            target=lambda v=version, out=waited: out.append(
                cluster_app.test_client().get(f"/v1/games/{gid}/events?after={v}&wait=10")
            )
        )
        poll.start()
        time.sleep(0.2)  # the poll is waiting when the move lands
        moves = client.get(f"/v1/games/{gid}/legal-moves", headers=auth(tokens[seat])).json
        posted = client.post(
            f"/v1/games/{gid}/actions",
            headers=auth(tokens[seat]),
            json={"action": moves["actions"][0], "expected_version": version},
        )
        assert posted.status_code == 201, posted.json
        poll.join(timeout=15)
        assert not poll.is_alive()
        page = waited[0].json
        assert page["version"] > version  # the long poll woke with the move
        version = page["version"]
        got = b""
        while f'"kind":"status","version":{version}'.encode() not in got:
            got += next(body)  # the stream shows it too
        lines = [json.loads(line) for line in got.decode().splitlines() if line.strip()]
        assert lines[-1]["version"] == version
    stream.close()
    assert client.get(f"/v1/games/{gid}/events").json["version"] == version


def test_games_are_listed_on_a_cluster_as_on_one_server(cluster_app: Any) -> None:
    client = cluster_app.test_client()
    test_lists.test_games_are_listed_newest_first_with_their_seats(client)
    test_lists.test_list_parameters_are_checked(client)
    for i in range(12):  # pages across the shards: newest first, none repeated or skipped
        client.post("/v1/games", json={"ruleset": "classic", "seed": f"page-{i}", "seats": 2})
    games = test_lists.listed(client, "status=playing")
    created = [g["created"] for g in games]
    assert created == sorted(created, reverse=True) and len(games) >= 12
    assert len({g["id"] for g in games}) == len(games)

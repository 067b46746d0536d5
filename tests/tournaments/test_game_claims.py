"""A tournament names each game only once it is made: a reader racing the runner never meets a
game id whose game is not made.

The runner's threads are held at each point of their way (before they create a game, and
after they created it but before the tournament names it) while a reader reads the stored
record and ``GET /v1/tournaments/{id}``, and follows every game id it names. Real app, real
Redis, a database of its own (no other test's worker takes the tournament); the hold is the
one thing added, around the game service's real ``create``.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from api.play.tournament_runner import stored_game_id
from tests.conftest import TOURNAMENT_CONCURRENCY
from tests.pushbots import PUSH_BOT_HOSTS
from tests.tournaments.test_http import create, wait_done


@pytest.fixture
def app(redis_db: Callable[[int], str]) -> Iterator[Any]:
    from api.http.app import create_app, start_background, stop_background

    made = start_background(
        create_app(
            {
                "REDIS_URL": redis_db(10),
                "TESTING": True,
                "RATELIMIT_ENABLED": False,
                "PUSH_BOT_HOSTS": PUSH_BOT_HOSTS,
                **TOURNAMENT_CONCURRENCY,
                "TOURNAMENT_WORKER": True,
            }
        )
    )
    try:
        yield made
    finally:
        stop_background(made)


class Held:
    """The game service's ``create`` held in the runner's threads, before or after it runs."""

    def __init__(self, games: Any, when: str) -> None:
        self.real = games.create
        self.when = when
        self.reached = threading.Event()
        self.go = threading.Event()
        games.create = self

    def __call__(self, req: dict[str, Any], **kw: Any) -> Any:
        mine = threading.current_thread().name.startswith("tournament-")
        if mine and self.when == "before":
            self.reached.set()
            assert self.go.wait(30)
        try:
            return self.real(req, **kw)
        finally:
            if mine and self.when == "after":
                self.reached.set()
                assert self.go.wait(30)


def names_only_made_games(app: Any, client: Any, tid: str) -> dict[str, Any]:
    games = app.extensions["service"]
    _, game_ids, _ = app.extensions["tournaments"].store.read(tid)
    for gid in game_ids.values():
        games.store.meta(gid)  # UnknownGameError if a claim came before its game
    t: dict[str, Any] = client.get(f"/v1/tournaments/{tid}").json
    for g in t["games"]:
        if g["game_id"] is not None:
            resp = client.get(f"/v1/games/{g['game_id']}")
            assert resp.status_code == 200, resp.json
            assert len(resp.json["seats"]) == 2
    return t


@pytest.mark.parametrize("when", ["before", "after"])
def test_a_reader_racing_the_runner_only_meets_made_games(app: Any, when: str) -> None:
    client = app.test_client()
    games = app.extensions["service"]
    held = Held(games, when)
    try:
        resp = create(client, seed=f"claims-{when}")
        assert resp.status_code == 201, resp.json
        tid = resp.json["id"]
        assert held.reached.wait(60)
        t = names_only_made_games(app, client, tid)
        # held before its claim: no game is named yet
        assert all(g["game_id"] is None for g in t["games"]), t["games"]
    finally:
        held.go.set()
    try:
        done = wait_done(client, tid)
    finally:
        games.create = held.real
    names_only_made_games(app, client, tid)
    assert [g["game_id"] for g in done["games"]] == [
        stored_game_id(tid, g["index"]) for g in done["games"]
    ]

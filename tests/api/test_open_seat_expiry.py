"""How long open seats stay open, as the game, its creation's answer and the lobby show it
(``open_until``, ``on_expiry``), and the lobby leaving out a seat past its time by itself,
with nobody else reading the game and no watcher to abort it."""

from __future__ import annotations

import math
import time
from collections.abc import Iterator
from typing import Any

import pytest

from api.store.index import index_part
from tests.api.test_exits import create
from tests.helpers import auth


def lobby_row(client: Any, gid: str) -> dict[str, Any] | None:
    games = client.get("/v1/games?status=open&limit=200").get_json()["games"]
    return next((g for g in games if g["id"] == gid), None)


def test_the_game_and_the_lobby_show_when_its_open_seats_expire(client: Any) -> None:
    before = time.time()
    game = create(
        client,
        "classic",
        [{"name": "ann"}, {"open": True}, {"open": True}],
        open_seat_ttl_s=600,
        on_expiry="bot",
    )
    gid = game["id"]
    until = game["open_until"]
    assert before + 600 <= until <= time.time() + 600 and game["on_expiry"] == "bot"
    view = client.get(f"/v1/games/{gid}").get_json()
    row = lobby_row(client, gid)
    assert row is not None
    assert (
        (view["open_until"], view["on_expiry"])
        == (row["open_until"], row["on_expiry"])
        == (until, "bot")
    )
    # one seat is taken, one still waits: the deadline stands
    assert client.post(f"/v1/games/{gid}/join", json={"seat": 1}).status_code == 201
    assert client.get(f"/v1/games/{gid}").get_json()["open_until"] == until
    assert lobby_row(client, gid)["open_until"] == until  # type: ignore[index]
    # every seat taken: nothing waits to expire, and the lobby lists it no more
    assert client.post(f"/v1/games/{gid}/join", json={"seat": 2}).status_code == 201
    view = client.get(f"/v1/games/{gid}").get_json()
    assert (view["open_until"], view["on_expiry"]) == (None, None)
    assert lobby_row(client, gid) is None
    listed = client.get("/v1/games?limit=200").get_json()["games"]
    assert next(g for g in listed if g["id"] == gid)["open_until"] is None


def test_a_game_whose_seats_never_expire_says_so(client: Any) -> None:
    game = create(client, "classic", [{"name": "ann"}, {"open": True}])
    assert (game["open_until"], game["on_expiry"]) == (None, None)
    row = lobby_row(client, game["id"])
    assert row is not None and (row["open_until"], row["on_expiry"]) == (None, None)
    # the default is the abort
    game = create(client, "classic", [{"name": "ann"}, {"open": True}], open_seat_ttl_s=60)
    assert game["on_expiry"] == "abort"
    assert client.get(f"/v1/games/{game['id']}").get_json()["on_expiry"] == "abort"


@pytest.fixture
def unwatched(redis_db: Any) -> Iterator[Any]:
    """A service of its own in a Redis of its own, with no bot drivers and so no clock
    watcher: nothing but a request can act on its games."""
    from api.http.app import create_app, stop_background

    app = create_app(
        {
            "REDIS_URL": redis_db(5),
            "TESTING": True,
            "RATELIMIT_ENABLED": False,
            "BOT_DRIVERS": 0,
            "TOURNAMENT_WORKER": False,
        }
    )
    try:
        yield app
    finally:
        stop_background(app)


def test_the_lobby_alone_leaves_out_a_seat_past_its_time(unwatched: Any) -> None:
    client = unwatched.test_client()
    game = create(client, "classic", [{"name": "ann"}, {"open": True}], open_seat_ttl_s=1)
    gid = game["id"]
    assert lobby_row(client, gid) is not None
    deadline = time.monotonic() + 30
    while time.time() < game["open_until"] + 0.05:
        assert time.monotonic() < deadline
        time.sleep(0.05)
    assert lobby_row(client, gid) is None
    by_preset = client.get("/v1/games?status=open&ruleset=classic&limit=200").get_json()["games"]
    assert gid not in {g["id"] for g in by_preset}
    # nothing else acted on the game: the record still has the seat open and the game
    # playing, in the lobby's index; it is the listing that leaves it out
    store = unwatched.extensions["service"].store
    meta = store.meta(gid)
    assert (
        meta["status"] == "playing"
        and meta["token:1"] == ""
        and meta["version"] == str(game["version"])
    )
    assert gid in {g for g, _ in store.index.page(index_part(None, "open"), math.inf, 200)}
    # a read of the game keeps the deadline: it is aborted, and the join refused
    view = client.get(f"/v1/games/{gid}").get_json()
    assert view["result"]["reason"] == "aborted" and view["open_until"] is None
    late = client.post(f"/v1/games/{gid}/join", json={}, headers=auth(None))
    assert late.status_code == 409 and late.get_json()["code"] == "seats_expired"

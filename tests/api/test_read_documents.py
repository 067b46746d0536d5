"""Reads answered from the process's kept answers (``api.games.documents``) answer what a
rebuild would: never another viewer's answer, never an answer older than the game.

Every answer read here is compared with the one the service builds anew from the store
(``describe`` / ``legal_moves`` / ``events_now`` of a fresh load) for the same viewer, and
the kept answers are shown to be used (``hits``), so none of this passes by building every
answer anew."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from typing import Any

import pytest

from api.games.errors import NotFound
from api.games.exits import exit_seat
from api.games.service import GameService
from api.http.app import create_app, start_background, stop_background
from api.store.events import EventStore
from api.store.redis_conn import client_from_url
from engine.causes import RESIGN
from schemas import CreateGameSchema
from tests.conftest import TOURNAMENT_CONCURRENCY


def auth(token: str | None) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"} if token else {}


def _app(redis_url: str, **config: Any) -> Any:
    return start_background(
        create_app(
            {
                "REDIS_URL": redis_url,
                "TESTING": True,
                "RATELIMIT_ENABLED": False,
                **TOURNAMENT_CONCURRENCY,
                **config,
            }
        )
    )


@pytest.fixture(scope="module")
def app(redis_url: str) -> Iterator[Any]:
    app = _app(redis_url)
    try:
        yield app
    finally:
        stop_background(app)


@pytest.fixture
def client(app: Any) -> Any:
    return app.test_client()


def service(app: Any) -> GameService:
    svc: GameService = app.extensions["service"]
    return svc


def create(client: Any, seats: Any = 2, seed: str = "documents") -> dict[str, Any]:
    resp = client.post("/v1/games", json={"ruleset": "classic", "seats": seats, "seed": seed})
    assert resp.status_code == 201, resp.get_data(as_text=True)
    body: dict[str, Any] = resp.json
    return body


def got(client: Any, path: str, token: str | None = None) -> Any:
    resp = client.get(path, headers=auth(token))
    assert resp.status_code == 200, resp.get_data(as_text=True)
    assert resp.mimetype == "application/json"
    return json.loads(resp.get_data())


def rebuilt(app: Any, gid: str, what: str, seat: int | None, after: int = 0) -> Any:
    """The answer the service builds anew from the store, for ``seat``."""
    svc = service(app)
    loaded = svc.load(gid)
    if what == "game":
        body = svc.describe(loaded, seat)
    elif what == "legal-moves":
        assert seat is not None
        body = svc.legal_moves(loaded, seat)
    else:
        body = svc.reader.events_now(loaded, loaded.meta, seat, after)
    return json.loads(json.dumps(body))


def hand(view: dict[str, Any], seat: int) -> Any:
    return view["view"]["seats"][seat].get("hand")


def act(client: Any, gid: str, token: str) -> dict[str, Any]:
    """The token's seat's first legal action, submitted: the answer."""
    moves = got(client, f"/v1/games/{gid}/legal-moves", token)
    resp = client.post(
        f"/v1/games/{gid}/actions",
        headers=auth(token),
        json={"action": moves["actions"][0], "expected_version": moves["version"]},
    )
    assert resp.status_code == 201, resp.get_data(as_text=True)
    answer: dict[str, Any] = resp.json
    return answer


def test_a_spectator_after_a_seat_never_gets_the_seats_view(app: Any, client: Any) -> None:
    g = create(client, seed="documents-viewers")
    gid, tokens = g["id"], [s["token"] for s in g["seats"]]
    docs = service(app).documents
    # each viewer reads twice (the second from the kept answer), in turn: seat 0, a
    # spectator, seat 1, seat 0 again
    before = docs.hits
    for token, seat in ((tokens[0], 0), (None, None), (tokens[1], 1), (tokens[0], 0)):
        for _ in range(2):
            view = got(client, f"/v1/games/{gid}", token)
            assert view["you"] == seat
            assert view == rebuilt(app, gid, "game", seat)
            for other in (0, 1):
                if other != seat:  # another seat's hand is never shown
                    assert not hand(view, other), (seat, other)
            if seat is not None:
                assert hand(view, seat)
    assert docs.hits - before >= 4  # every second read was answered from the kept answer
    # and in the other order: a spectator first, then each seat
    g = create(client, seed="documents-viewers-2")
    gid, tokens = g["id"], [s["token"] for s in g["seats"]]
    assert got(client, f"/v1/games/{gid}")["you"] is None
    for seat in (0, 1):
        view = got(client, f"/v1/games/{gid}", tokens[seat])
        assert view["you"] == seat and view == rebuilt(app, gid, "game", seat)
    assert got(client, f"/v1/games/{gid}") == rebuilt(app, gid, "game", None)


def test_a_kept_answer_is_never_stale_after_a_submit(app: Any, client: Any) -> None:
    g = create(client, seed="documents-submits")
    gid, tokens = g["id"], [s["token"] for s in g["seats"]]
    docs = service(app).documents
    version = g["version"]
    for _ in range(6):  # a few moves, every read before and after each compared
        for token, seat in ((None, None), (tokens[0], 0), (tokens[1], 1)):
            after = max(0, version - 3)
            for _ in range(2):
                view = got(client, f"/v1/games/{gid}", token)
                assert view["version"] == version
                assert view == rebuilt(app, gid, "game", seat)
                page = got(client, f"/v1/games/{gid}/events?after={after}", token)
                assert page["version"] == version
                assert page == rebuilt(app, gid, "events", seat, after)
                if seat is not None:
                    moves = got(client, f"/v1/games/{gid}/legal-moves", token)
                    assert moves["version"] == version
                    assert moves == rebuilt(app, gid, "legal-moves", seat)
        hits = docs.hits
        to_act = got(client, f"/v1/games/{gid}")["to_act"]
        assert docs.hits == hits + 1
        answer = act(client, gid, tokens[to_act[0]])
        assert answer["version"] > version
        version = answer["version"]
        # read, submit, read again: the new version at once, for every viewer and read
        assert got(client, f"/v1/games/{gid}")["version"] == version
        assert got(client, f"/v1/games/{gid}", tokens[0])["version"] == version
        assert got(client, f"/v1/games/{gid}/legal-moves", tokens[1])["version"] == version
        assert got(client, f"/v1/games/{gid}/events?after=0")["version"] == version


def test_a_join_is_seen_by_the_next_read_though_the_version_is_the_same(
    app: Any, client: Any
) -> None:
    g = create(client, seats=[{"name": "a"}, {"open": True}], seed="documents-join")
    gid = g["id"]
    for _ in range(2):
        before = got(client, f"/v1/games/{gid}")
        assert [s["open"] for s in before["seats"]] == [False, True]
    joined = client.post(f"/v1/games/{gid}/join", json={"name": "b"}).json
    after = got(client, f"/v1/games/{gid}")
    assert after["version"] == before["version"]  # a join writes the record, not the log
    assert [(s["open"], s["name"]) for s in after["seats"]] == [(False, "a"), (False, "b")]
    # and the new seat's token is its seat's at once
    mine = got(client, f"/v1/games/{gid}", joined["token"])
    assert mine["you"] == 1 and hand(mine, 1)


def test_a_token_of_no_seat_is_refused_by_a_kept_answer_too(app: Any, client: Any) -> None:
    g = create(client, seed="documents-tokens")
    gid, token = g["id"], g["seats"][0]["token"]
    docs = service(app).documents
    for _ in range(2):
        got(client, f"/v1/games/{gid}", token)
        got(client, f"/v1/games/{gid}/legal-moves", token)
    hits = docs.hits
    for path in (f"/v1/games/{gid}", f"/v1/games/{gid}/legal-moves", f"/v1/games/{gid}/events"):
        resp = client.get(path, headers=auth(token + "x"))
        assert resp.status_code == 401 and resp.json["code"] == "bad_token", path
    resp = client.get(f"/v1/games/{gid}/legal-moves")
    assert resp.status_code == 401 and resp.json["code"] == "missing_token"
    assert docs.hits == hits  # a refused read is answered nothing kept
    resp = client.get(f"/v1/games/{gid}x/legal-moves")  # an unknown game before a missing token
    assert resp.status_code == 404 and resp.json["code"] == "not_found"


def test_a_clocked_games_reads_are_built_every_time(app: Any, client: Any) -> None:
    resp = client.post(
        "/v1/games", json={"ruleset": "classic", "seats": 2, "clock": {"initial_ms": 600_000}}
    )
    assert resp.status_code == 201, resp.get_data(as_text=True)
    gid = resp.json["id"]
    docs = service(app).documents
    hits = docs.hits
    for _ in range(3):  # each shows the time left now
        assert got(client, f"/v1/games/{gid}")["clock"]["server_time_ms"] > 0
    assert docs.hits == hits


def resign(client: Any, gid: str, token: str) -> int:
    """The token's seat resigns, which ends a 2-seat game: its last version."""
    resp = client.post(f"/v1/games/{gid}/resign", headers=auth(token))
    assert resp.status_code == 201, resp.get_data(as_text=True)
    game = got(client, f"/v1/games/{gid}")
    assert game["result"] is not None
    return int(game["version"])


def test_a_finished_games_answers_are_kept_for_good(app: Any, client: Any) -> None:
    """In a store that keeps finished games for ever, their answers never change."""
    g = create(client, seed="documents-final")
    gid, tokens = g["id"], [s["token"] for s in g["seats"]]
    act(client, gid, tokens[0])  # a move, so there is a log past the deal
    version = resign(client, gid, tokens[1])
    docs = service(app).documents
    hits = docs.hits
    for token, seat in ((None, None), (tokens[0], 0), (tokens[1], 1)):
        for _ in range(2):
            view = got(client, f"/v1/games/{gid}", token)
            assert view["version"] == version and view["seed"]  # over: everything shown
            assert view == rebuilt(app, gid, "game", seat)
            page = got(client, f"/v1/games/{gid}/events?after=2", token)
            assert page == rebuilt(app, gid, "events", seat, 2) and page["result"]
    # 12 reads, 5 of them first asked (resign() read the spectator's view already)
    assert docs.hits == hits + 7


def test_a_finished_games_answers_are_gone_with_its_keys(app: Any, redis_url: str) -> None:
    """With finished games kept for a while only, a finished game's kept answers are checked
    against the store like any other's: once its keys expire, it is not found."""
    svc = GameService(EventStore(client_from_url(redis_url), finished_game_ttl_s=1.0))
    g = svc.create(CreateGameSchema().load({"ruleset": "classic", "seats": 2}))
    gid, tokens = g["id"], [s["token"] for s in g["seats"]]
    exit_seat(svc, gid, tokens[0], RESIGN)
    for _ in range(2):
        answer = svc.documents.game(gid, tokens[1])
        assert answer.seat == 1 and json.loads(answer.text)["result"] is not None
    assert svc.documents.hits == 1
    deadline = time.monotonic() + 30
    while True:
        try:
            svc.documents.game(gid, None)
        except NotFound:
            break
        assert time.monotonic() < deadline, "the finished game's keys did not expire"
        time.sleep(0.1)
    with pytest.raises(NotFound):
        svc.documents.game(gid, tokens[1])

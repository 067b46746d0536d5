"""Tournaments over HTTP: creation, progress, failing push bots, limits, resuming."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from api.games.dealing import new_game
from api.play.entrants import Entrant, entrant_names, game_request
from api.play.seats import MAX_STRIKES, play_bots
from api.play.tournament_games import play_game_in_memory
from engine.events import event_to_dict
from engine.tournament import TournamentSpec, all_games
from tests.conftest import TOURNAMENT_CONCURRENCY
from tests.organisers import organiser_auth
from tests.pushbots import closed_port_url


def wait_done(client: Any, tid: str, limit: float = 120) -> dict[str, Any]:
    deadline = time.monotonic() + limit
    while True:
        resp = client.get(f"/v1/tournaments/{tid}")
        assert resp.status_code == 200, resp.json
        t: dict[str, Any] = resp.json
        assert t["status"] != "failed", t["error"]
        if t["status"] == "done":
            return t
        assert time.monotonic() < deadline, t["progress"]
        time.sleep(0.1)


def create(client: Any, headers: dict[str, str] | None = None, **body: Any) -> Any:
    """POST a tournament (by the tests' organiser unless ``headers`` say otherwise)."""
    base = {
        "ruleset": {"preset": "classic", "options": {"turn_cap": 40}},
        "participants": ["random", "heuristic"],
    }
    auth = organiser_auth(client.application) if headers is None else headers
    return client.post("/v1/tournaments", json={**base, **body}, headers=auth)


def test_a_tournament_with_failing_push_bots_finishes(client: Any, push_bots: Any) -> None:
    def pushed(kind: str, url: str | None = None, timeout_ms: int = 100) -> dict[str, Any]:
        return {"name": kind, "push": {"url": url or push_bots.url(kind), "timeout_ms": timeout_ms}}

    resp = create(
        client,
        participants=[
            # the good bot gets time to spare: on a busy machine it must not be struck
            "heuristic",
            pushed("random", timeout_ms=10_000),
            pushed("slow"),
            pushed("error"),
            pushed("gone", closed_port_url()),
        ],
        seed="failing",
    )
    assert resp.status_code == 201, resp.json
    t = wait_done(client, resp.json["id"])
    assert t["progress"] == {"done": 20, "total": 20}  # C(5, 2) pairs x 1 deal x 2 seatings
    rows = {r["name"]: r for r in t["standings"]}
    assert all(r["games"] == 8 for r in rows.values())
    assert rows["heuristic"]["strikes"] == rows["random"]["strikes"] == 0
    for name in ("slow", "error", "gone"):
        assert rows[name]["strikes"] == MAX_STRIKES * 8, name
    assert [p["bot"] for p in t["participants"]] == ["heuristic"] + ["push"] * 4
    # a game's strikes are in its result and in the stored game's seats
    g = next(g for g in t["games"] if 3 in g["seats"])
    seat = g["seats"].index(3)
    assert g["result"]["strikes"][seat] == MAX_STRIKES
    game = client.get(f"/v1/games/{g['game_id']}").json
    assert game["seats"][seat]["strikes"] == MAX_STRIKES and game["seats"][seat]["bot"] == "push"


def test_tournament_requests_are_checked(client: Any) -> None:
    def problem(resp: Any, code: str) -> dict[str, Any]:
        assert resp.status_code == 422, resp.json
        assert resp.mimetype == "application/problem+json"
        assert resp.json["code"] == code, resp.json
        body: dict[str, Any] = resp.json
        return body

    big = problem(
        create(client, participants=["random"] * 20, games_per_pairing=6), "tournament_too_large"
    )
    assert big["games"] == 190 * 6 * 2 and big["max_games"] == 2000
    problem(create(client, ruleset="nope"), "invalid_ruleset")
    problem(create(client, seats_per_game=3), "invalid_seats")
    problem(create(client, format="swiss", rounds=0), "validation_failed")
    problem(create(client, rounds=2), "invalid_tournament")
    problem(create(client, participants=["random"]), "validation_failed")
    problem(create(client, participants=["random", "chess"]), "validation_failed")
    problem(
        create(
            client, participants=["random", {"bot": "random", "push": {"url": "http://127.0.0.1/"}}]
        ),
        "validation_failed",
    )
    problem(
        create(client, participants=["random", {"push": {"url": "http://198.51.100.7/bot"}}]),
        "push_host_not_allowed",
    )
    problem(create(client, games_per_pairing=0), "validation_failed")
    missing = client.get("/v1/tournaments/" + "0" * 32)
    assert missing.status_code == 404 and missing.json["code"] == "not_found"


def test_a_tournament_is_shown_as_it_is_played(client: Any) -> None:
    resp = create(
        client,
        participants=["heuristic", "random", "heuristic"],
        format="swiss",
        rounds=2,
        games_per_pairing=2,
        seed="shown",
    )
    assert resp.status_code == 201
    t = resp.json
    assert t["status"] == "running" and t["seed"] is None and len(t["seed_commitment"]) == 64
    assert t["progress"]["total"] == 2 * 1 * 2 * 2  # rounds x tables x deals x seatings
    done = wait_done(client, t["id"])
    assert done["seed"] == "shown"
    assert [p["name"] for p in done["participants"]] == ["heuristic", "random", "heuristic#2"]
    assert sum(r["byes"] for r in done["standings"]) == 2
    assert {g["round"] for g in done["games"]} == {1, 2}
    for g in done["games"]:
        replay = client.get(g["replay"])
        assert (
            replay.status_code == 200
            and replay.json["events"][-1]["hash"] == g["result"]["log_hash"]
        )


@pytest.fixture
def unworked(redis_db: Callable[[int], str]) -> Iterator[Any]:
    """A service that advances no tournament, in a database of its own (where no other
    test's service runs a worker)."""
    from api.http.app import create_app, start_background, stop_background

    app = start_background(
        create_app(
            {
                "REDIS_URL": redis_db(3),
                "TESTING": True,
                "RATELIMIT_ENABLED": False,
                **TOURNAMENT_CONCURRENCY,
                "TOURNAMENT_WORKER": False,
            }
        )
    )
    try:
        yield app
    finally:
        stop_background(app)


def test_a_stopped_tournament_resumes_where_it_was(unworked: Any) -> None:
    """The runner died after creating game 0 and playing part of it: a worker resumes it."""
    from api.play.tournament_worker import TournamentWorker

    app, client = unworked, unworked.test_client()
    svc = app.extensions["tournaments"]
    resp = create(client, participants=["heuristic", "random"], games_per_pairing=2, seed="resume")
    tid = resp.json["id"]
    # no worker: nothing plays it, and the tournament says why
    time.sleep(0.5)
    t = client.get(f"/v1/tournaments/{tid}").json
    assert t["status"] == "running" and t["progress"]["done"] == 0
    assert t["waiting"]["reason"] == "no worker has taken this tournament"
    assert t["waiting"]["since"] >= t["created"]
    # game 0 as the dead runner left it: created, claimed, a few moves into play (its spec,
    # with the secret salt the service drew, is the record's)
    import json

    spec = TournamentSpec.from_dict(json.loads(svc.store.read(tid)[0]["spec"]))
    assert spec.seed == "resume" and spec.salt
    entrants = [Entrant(bot="heuristic"), Entrant(bot="random")]
    names = entrant_names(entrants)
    first = all_games(spec, {})[0]
    new = new_game(game_request(spec, entrants, names, first, tid), game_id="ab" * 16)
    store = app.extensions["store"]

    entries = [json.dumps({"e": event_to_dict(ev)}) for ev in new.events]
    store.create(new.game_id, new.meta, entries)
    assert svc.store.claim_game(tid, 0, new.game_id) == new.game_id
    assert play_bots(app.extensions["service"], new.game_id, max_moves=5) == 5
    # another runner holds the lease: this one does not play, and nothing is said to wait
    assert svc.store.lease(tid, "someone-else", 60_000)
    assert svc.run(tid) is False
    assert client.get(f"/v1/tournaments/{tid}").json["waiting"] is None
    svc.store.release(tid, "someone-else")
    worker = TournamentWorker(svc)
    worker.start()
    try:
        t = wait_done(client, tid)
    finally:
        worker.stop()
    assert t["waiting"] is None
    assert t["games"][0]["game_id"] == new.game_id
    expected = [
        play_game_in_memory(spec, entrants, names, g).outcome() for g in all_games(spec, {})
    ]

    def played(result: dict[str, Any]) -> dict[str, Any]:
        """A result but its replay's last hash, which binds the game's id (stored games get their own)."""
        return {k: v for k, v in result.items() if k != "log_hash"}

    assert [played(g["result"]) for g in t["games"]] == [played(r) for r in expected]
    for g in t["games"]:
        assert client.get(g["replay"]).json["events"][-1]["hash"] == g["result"]["log_hash"]

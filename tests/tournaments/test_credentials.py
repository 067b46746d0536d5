"""Who may start a tournament over HTTP: credentials, their quotas, cancelling, and the bound
on how many of a tournament's games are played at once (read from the store's slot counts,
never from timings)."""

from __future__ import annotations

import json
import time
import uuid
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from api.cli import main as cli
from api.games.errors import Forbidden
from tests.api.test_api import assert_problem
from tests.conftest import TOURNAMENT_CONCURRENCY
from tests.organisers import bearer, mint, organiser_auth
from tests.pushbots import PUSH_BOT_HOSTS
from tests.tournaments.test_http import create, wait_done


@pytest.fixture
def make_app(redis_db: Callable[[int], str]) -> Iterator[Any]:
    """Services with their own tournament caps, stopped after the test. They advance their
    tournaments themselves, in a database of their own: no worker of the other tests' services
    (with other caps) takes them."""
    from api.http.app import create_app, start_background, stop_background

    made: list[Any] = []

    def make(**caps: int) -> Any:
        app = start_background(
            create_app(
                {
                    "REDIS_URL": redis_db(2),
                    "TESTING": True,
                    "RATELIMIT_ENABLED": False,
                    "PUSH_BOT_HOSTS": PUSH_BOT_HOSTS,
                    **TOURNAMENT_CONCURRENCY,
                    "TOURNAMENT_WORKER": True,
                    **caps,
                }
            )
        )
        made.append(app)
        return app

    try:
        yield make
    finally:
        for app in made:
            stop_background(app)


@pytest.fixture
def capped(make_app: Any) -> Any:
    """A service that plays one game at a time per creator."""
    return make_app(TOURNAMENT_CONCURRENCY_PER_CREATOR=1, TOURNAMENT_CONCURRENCY_PER_TOURNAMENT=2)


def key_of(app: Any, token: str) -> str:
    cred = app.extensions["credentials"].credential_for(token)
    assert cred is not None
    return str(cred.key)


def block_creator(app: Any, token: str) -> str:
    """Hold the creator's one game slot, so none of its games starts until it is released."""
    holder = "blocker-" + uuid.uuid4().hex
    assert app.extensions["tournaments"].slots.acquire(
        holder, {f"c:{key_of(app, token)}": 1}, hold_ms=120_000
    )
    return holder


def unblock_creator(app: Any, token: str, holder: str) -> None:
    app.extensions["tournaments"].slots.release(holder, [f"c:{key_of(app, token)}"])


def tournament_count(client: Any) -> int:
    return len(client.get("/v1/tournaments?limit=100").json["tournaments"])


def test_starting_a_tournament_needs_a_live_credential(client: Any, app: Any) -> None:
    before = tournament_count(client)
    assert_problem(create(client, headers={}), 401, "missing_credential")
    for token in ("nonsense", "org_" + "x" * 43):
        assert_problem(create(client, headers=bearer(token)), 401, "bad_credential")
    seat = client.post("/v1/games", json={"ruleset": "classic", "seats": 2}).json["seats"][0][
        "token"
    ]
    assert_problem(create(client, headers=bearer(seat)), 401, "bad_credential")
    assert_problem(
        create(client, headers={"Authorization": "Basic eDp5"}), 401, "bad_authorization"
    )
    token = mint(app, "soon revoked")
    organiser_id = key_of(app, token).removeprefix("organiser:")
    assert app.extensions["credentials"].organisers.revoke(organiser_id).revoked is not None
    revoked = create(client, headers=bearer(token))
    assert_problem(revoked, 403, "credential_revoked")
    # the credential is asked for before the body is looked at: a bad body without one is a 401
    assert_problem(create(client, headers={}, participants=["random"]), 401, "missing_credential")
    assert tournament_count(client) == before  # nothing was stored


def test_a_tournament_shows_its_creator(client: Any, app: Any) -> None:
    token = mint(app, "Club night")
    resp = create(client, headers=bearer(token), seed="creator")
    assert resp.status_code == 201, resp.json
    who = resp.json["created_by"]
    assert who == {
        "kind": "organiser",
        "id": key_of(app, token).removeprefix("organiser:"),
        "name": "Club night",
    }
    assert token not in json.dumps(resp.json)
    done = wait_done(client, resp.json["id"])
    assert done["created_by"] == who and done["cancelled"] is None
    # done: it no longer counts as running
    assert app.extensions["credentials"].quotas.running(key_of(app, token)) == set()


def test_the_running_quota_refuses_a_tournament_too_many(capped: Any) -> None:
    client = capped.test_client()
    token = mint(capped, "one at a time", max_running=1)
    holder = block_creator(capped, token)
    try:
        first = create(client, headers=bearer(token), seed="running-1")
        assert first.status_code == 201, first.json
        refused = create(client, headers=bearer(token), seed="running-2")
        problem = assert_problem(refused, 429, "quota_exceeded")
        assert (problem["quota"], problem["limit"], problem["used"]) == ("running", 1, 1)
        assert int(refused.headers["Retry-After"]) > 0
        # another organiser's quota is its own
        other = create(client, headers=bearer(mint(capped, "other")), seed="running-3")
        assert other.status_code == 201
        # cancelled, the first no longer counts
        assert (
            client.post(
                f"/v1/tournaments/{first.json['id']}/cancel", headers=bearer(token)
            ).status_code
            == 200
        )
        second = create(client, headers=bearer(token), seed="running-4")
        assert second.status_code == 201, second.json
        client.post(f"/v1/tournaments/{second.json['id']}/cancel", headers=bearer(token))
    finally:
        unblock_creator(capped, token, holder)


def test_the_daily_quota_counts_the_games_scheduled(client: Any, app: Any) -> None:
    token = mint(app, "five a day", max_games_per_day=5)
    two = {"participants": ["random", "heuristic"]}  # 1 pair x 1 deal x 2 seatings
    assert create(client, headers=bearer(token), **two).status_code == 201
    refused = create(
        client, headers=bearer(token), participants=["random", "heuristic"], games_per_pairing=2
    )
    problem = assert_problem(refused, 429, "quota_exceeded")
    assert (problem["quota"], problem["limit"], problem["used"]) == ("games_per_day", 5, 2)
    assert 0 < int(refused.headers["Retry-After"]) <= 86_401
    assert create(client, headers=bearer(token), **two).status_code == 201  # 4 of 5
    assert_problem(create(client, headers=bearer(token), **two), 429, "quota_exceeded")


def test_a_cancelled_tournament_schedules_nothing_more(capped: Any) -> None:
    client = capped.test_client()
    svc = capped.extensions["tournaments"]
    token = mint(capped, "canceller")
    holder = block_creator(capped, token)  # no game of it can start yet
    try:
        tid = create(client, headers=bearer(token), games_per_pairing=2, seed="cancelled").json[
            "id"
        ]
        path = f"/v1/tournaments/{tid}/cancel"
        assert_problem(client.post(path), 401, "missing_credential")
        assert_problem(
            client.post(path, headers=bearer(mint(capped, "someone else"))), 403, "not_creator"
        )
        assert_problem(client.post(path, headers=organiser_auth(capped)), 403, "not_creator")
        assert client.get(f"/v1/tournaments/{tid}").json["status"] == "running"
        resp = client.post(path, headers=bearer(token))
        assert resp.status_code == 200, resp.json
        t = resp.json
        assert t["status"] == "cancelled"
        assert t["cancelled"]["by"] == t["created_by"] and t["cancelled"]["at"] >= t["created"]
        again = client.post(path, headers=bearer(token))
        assert again.status_code == 200 and again.json["cancelled"] == t["cancelled"]
    finally:
        unblock_creator(capped, token, holder)
    # the runner sees the cancel while it waits for a slot, and stops without starting a game
    assert svc.join(tid, 30)
    t = client.get(f"/v1/tournaments/{tid}").json
    assert t["status"] == "cancelled" and t["progress"]["done"] == 0
    assert all(g["game_id"] is None for g in t["games"])
    assert svc.store.read(tid)[1] == {}
    assert t["seed"] is None  # only a tournament that is done shows it
    assert_problem(client.get(f"/v1/tournaments/{tid}/results"), 409, "tournament_not_over")
    # nothing resumes it: a read finds it ended
    svc.get(tid)
    assert svc.join(tid, 30) and svc.store.read(tid)[1] == {}


def test_games_under_way_when_cancelled_are_played_to_their_end(capped: Any) -> None:
    client = capped.test_client()
    svc = capped.extensions["tournaments"]
    token = mint(capped, "stops midway")
    tid = create(
        client,
        headers=bearer(token),
        participants=["random", "heuristic", "random"],
        games_per_pairing=10,
        seed="midway",
    ).json["id"]  # 60 games, one at a time
    deadline = time.monotonic() + 60
    while client.get(f"/v1/tournaments/{tid}").json["progress"]["done"] == 0:
        assert time.monotonic() < deadline
        time.sleep(0.02)
    resp = client.post(f"/v1/tournaments/{tid}/cancel", headers=bearer(token))
    assert resp.status_code == 200, resp.json
    assert svc.join(tid, 60)
    t = client.get(f"/v1/tournaments/{tid}").json
    assert t["status"] == "cancelled"
    started = [g for g in t["games"] if g["game_id"] is not None]
    assert 1 <= len(started) < len(t["games"])
    for g in started:  # every game started was played to its end, and counted
        assert g["result"] is not None
        assert client.get(f"/v1/games/{g['game_id']}").json["phase"] == "over"
    assert t["progress"]["done"] == len(started)
    assert sum(r["games"] for r in t["standings"]) == 2 * len(started)
    # the games it will not play are given back: its creator's day counts the ones played
    quotas = capped.extensions["credentials"].quotas
    assert quotas.games_on(key_of(capped, token), svc.store.read(tid)[0]["quota_day"]) == len(
        started
    )
    # cancelling it again is answered as it is; a finished tournament cannot be cancelled
    assert (
        client.post(f"/v1/tournaments/{tid}/cancel", headers=bearer(token)).json["status"]
        == "cancelled"
    )
    done = wait_done(client, create(client, headers=bearer(token), seed="finished").json["id"])
    assert_problem(
        client.post(f"/v1/tournaments/{done['id']}/cancel", headers=bearer(token)),
        409,
        "tournament_over",
    )
    assert_problem(
        client.post("/v1/tournaments/" + "0" * 32 + "/cancel", headers=bearer(token)),
        404,
        "not_found",
    )


def test_a_tournament_plays_at_most_its_cap_of_games_at_once(make_app: Any) -> None:
    """Two at a time per tournament: the most slots its scope ever held, as the store counted."""
    app = make_app(TOURNAMENT_CONCURRENCY_PER_TOURNAMENT=2)
    client = app.test_client()
    slots = app.extensions["tournaments"].slots
    tid = create(
        client, participants=["random", "heuristic", "random", "heuristic"], games_per_pairing=2
    ).json["id"]
    assert wait_done(client, tid)["progress"]["done"] == 24
    assert 1 <= slots.peak(f"t:{tid}") <= 2
    assert slots.held(f"t:{tid}") == 0  # every slot given back


def test_a_creator_plays_at_most_its_cap_of_games_at_once(capped: Any) -> None:
    """One at a time per creator, across its tournaments; another creator's are its own."""
    client = capped.test_client()
    slots = capped.extensions["tournaments"].slots
    one, two = mint(capped, "one"), mint(capped, "two")
    made = []
    for token in (one, one, two):
        resp = create(
            client,
            headers=bearer(token),
            participants=["random", "heuristic", "random"],
            games_per_pairing=2,
        )
        assert resp.status_code == 201, resp.json
        made.append(resp.json["id"])
    for tid in made:
        assert wait_done(client, tid)["progress"]["done"] == 12
        assert slots.peak(f"t:{tid}") == 1  # the creator's cap is the tighter
    for token in (one, two):
        assert slots.peak(f"c:{key_of(capped, token)}") == 1
        assert slots.held(f"c:{key_of(capped, token)}") == 0


def test_game_slots_hold_every_scope_or_none(app: Any) -> None:
    slots = app.extensions["tournaments"].slots
    a, b = "a-" + uuid.uuid4().hex, "b-" + uuid.uuid4().hex
    assert slots.acquire("g1", {a: 2, b: 1}, hold_ms=60_000)
    assert not slots.acquire("g2", {a: 2, b: 1}, hold_ms=60_000)  # b is full: nothing taken in a
    assert slots.held(a) == 1
    assert slots.acquire("g2", {a: 2}, hold_ms=60_000)
    assert not slots.acquire("g3", {a: 2}, hold_ms=60_000)
    assert slots.acquire("g1", {a: 2, b: 1}, hold_ms=60_000)  # a holder already in asks again
    slots.release("g1", [a, b])
    assert slots.acquire("g3", {a: 2, b: 1}, hold_ms=60_000)
    assert slots.peak(a) == 2 and slots.peak(b) == 1
    # a hold that has run out (its runner died) is no hold
    assert slots.acquire("dead", {b + "x": 1}, hold_ms=-1)
    assert slots.acquire("alive", {b + "x": 1}, hold_ms=60_000)
    assert slots.acquire("uncapped", {b + "y": 0}, hold_ms=60_000)


def test_the_organiser_command_mints_lists_and_revokes(
    client: Any, redis_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert (
        cli(
            [
                "organiser",
                "create",
                "League",
                "--max-running",
                "3",
                "--max-games-per-day",
                "100",
                "--redis-url",
                redis_url,
            ]
        )
        == 0
    )
    made = json.loads(capsys.readouterr().out)
    token = made.pop("token")
    assert token.startswith("org_")
    assert (made["name"], made["max_running"], made["max_games_per_day"], made["revoked"]) == (
        "League",
        3,
        100,
        None,
    )
    assert cli(["organiser", "list", "--redis-url", redis_url]) == 0
    listed = {o["id"]: o for o in json.loads(capsys.readouterr().out)["organisers"]}
    assert listed[made["id"]] == {**made, "running": [], "games_today": 0}
    assert token not in json.dumps(listed)
    tid = create(client, headers=bearer(token)).json["id"]
    assert cli(["organiser", "list", "--redis-url", redis_url]) == 0
    listed = {o["id"]: o for o in json.loads(capsys.readouterr().out)["organisers"]}
    assert listed[made["id"]]["games_today"] == 2
    assert listed[made["id"]]["running"] in ([tid], [])  # [] once it is done
    assert cli(["organiser", "revoke", made["id"], "--redis-url", redis_url]) == 0
    assert json.loads(capsys.readouterr().out)["revoked"] is not None
    assert_problem(create(client, headers=bearer(token)), 403, "credential_revoked")
    assert cli(["organiser", "revoke", "0" * 32, "--redis-url", redis_url]) == 1
    assert cli(["organiser", "create", "--redis-url", redis_url]) == 2
    # only the hash is stored
    raw = client.application.extensions["store"].r.hgetall(f"org:{{{made['id']}}}:meta")
    assert token.encode() not in b"".join(raw.values())


def test_a_cancelled_tournament_gives_back_the_games_it_will_not_play(capped: Any) -> None:
    client = capped.test_client()
    svc = capped.extensions["tournaments"]
    quotas = capped.extensions["credentials"].quotas
    token = mint(capped, "four a day", max_games_per_day=4)
    key = key_of(capped, token)
    four = {
        "participants": ["random", "heuristic"],
        "games_per_pairing": 2,
    }  # 1 pair x 2 deals x 2 seatings
    holder = block_creator(capped, token)  # no game of it starts
    try:
        tid = create(client, headers=bearer(token), seed="refund-1", **four).json["id"]
        day = svc.store.read(tid)[0]["quota_day"]
        assert quotas.games_on(key, day) == 4
        assert_problem(
            create(client, headers=bearer(token), seed="refund-2", **four), 429, "quota_exceeded"
        )
        assert (
            client.post(f"/v1/tournaments/{tid}/cancel", headers=bearer(token)).status_code == 200
        )
        assert quotas.games_on(key, day) == 0  # none was started: all four are given back
        # cancelling again gives back nothing more
        assert (
            client.post(f"/v1/tournaments/{tid}/cancel", headers=bearer(token)).status_code == 200
        )
        assert quotas.games_on(key, day) == 0
        again = create(client, headers=bearer(token), seed="refund-3", **four)
        assert again.status_code == 201, again.json
        assert quotas.games_on(key, day) == 4
        client.post(f"/v1/tournaments/{again.json['id']}/cancel", headers=bearer(token))
    finally:
        unblock_creator(capped, token, holder)
    assert svc.join(tid, 30) and svc.store.read(tid)[1] == {}  # and none starts after


def test_a_revoked_organiser_no_longer_acts_and_the_operator_cancels_its_tournaments(
    capped: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    """Revoked means revoked: the token cancels nothing (403 ``credential_revoked``, the
    tournament plays on), as it starts nothing; the operator cancels what it left running
    (``shithead organiser revoke ID --cancel``), and its quota gets the games back."""
    client = capped.test_client()
    svc = capped.extensions["tournaments"]
    token = mint(capped, "gone rogue")
    key = key_of(capped, token)
    organiser_id = key.removeprefix("organiser:")
    url = capped.config["REDIS_URL"]
    holder = block_creator(capped, token)  # its tournaments wait: running when revoked
    try:
        tids = [
            create(client, headers=bearer(token), seed=f"rogue-{i}").json["id"] for i in range(2)
        ]
        assert cli(["organiser", "revoke", organiser_id, "--redis-url", url]) == 0
        assert json.loads(capsys.readouterr().out)["revoked"] is not None
        for tid in tids:
            resp = client.post(f"/v1/tournaments/{tid}/cancel", headers=bearer(token))
            assert_problem(resp, 403, "credential_revoked")
            assert resp.headers["Content-Type"] == "application/problem+json"
            assert client.get(f"/v1/tournaments/{tid}").json["status"] == "running"
        assert_problem(create(client, headers=bearer(token)), 403, "credential_revoked")
        # nor does the service itself take a revoked credential's cancel, whoever hands it one
        revoked = capped.extensions["credentials"].credential_for(token)
        assert revoked is not None and revoked.revoked
        with pytest.raises(Forbidden) as refused:
            svc.cancel(tids[0], revoked)
        assert refused.value.code == "credential_revoked"
        # revoking again with --cancel: the operator stops what it left running
        assert cli(["organiser", "revoke", organiser_id, "--cancel", "--redis-url", url]) == 0
        out = json.loads(capsys.readouterr().out)
        assert sorted(out["cancelled"]) == sorted(tids)
        for tid in tids:
            t = client.get(f"/v1/tournaments/{tid}").json
            assert t["status"] == "cancelled"
            assert t["cancelled"]["by"] == {
                "kind": "operator",
                "id": "operator",
                "name": "the operator",
            }
        quotas = capped.extensions["credentials"].quotas
        assert quotas.running(key) == set()
        assert quotas.games_on(key, svc.store.read(tids[0])[0]["quota_day"]) == 0
    finally:
        unblock_creator(capped, token, holder)
    for tid in tids:
        assert svc.join(tid, 30) and svc.store.read(tid)[1] == {}

"""A registered bot's whole history (``GET /v1/bots/{name}/games``: filters, cursor, NDJSON
replays) and its owner's changes (``PATCH /v1/bots/{name}``: description, push URL,
version, ratings kept or reset), through the real app and Redis."""

from __future__ import annotations

import json
import time
import uuid
from collections.abc import Iterator
from typing import Any

import pytest

from tests.api.test_api import auth
from tests.api.test_response_schemas import check


@pytest.fixture(scope="module")
def client(redis_url: str) -> Iterator[Any]:
    """One app for the module's tests (each test's bots are its own)."""
    from api.http.app import create_app, start_background, stop_background
    from tests.conftest import TOURNAMENT_CONCURRENCY
    from tests.pushbots import PUSH_BOT_HOSTS

    app = start_background(
        create_app(
            {
                "REDIS_URL": redis_url,
                "TESTING": True,
                "RATELIMIT_ENABLED": False,
                "PUSH_BOT_HOSTS": PUSH_BOT_HOSTS,
                **TOURNAMENT_CONCURRENCY,
            }
        )
    )
    try:
        yield app.test_client()
    finally:
        stop_background(app)


def register(client: Any, kind: str = "pull", **extra: Any) -> dict[str, Any]:
    body = {"name": f"hist-{uuid.uuid4().hex[:10]}", "kind": kind, **extra}
    resp = client.post("/v1/bots", json=body)
    assert resp.status_code == 201, resp.get_json()
    bot: dict[str, Any] = resp.get_json()
    return bot


def finished_game(
    client: Any,
    bot: dict[str, Any],
    *,
    lose: bool,
    preset: str = "classic",
    opponent: dict[str, Any] | None = None,
) -> str:
    """A game ``bot`` created with its token, ended at once by a resignation: ``bot``'s
    (a loss) or its opponent's (a win). ``opponent``: a registered bot that joins the other
    seat (else a person)."""
    seats = [{"account": bot["name"]}, {"open": True} if opponent else {"name": "ann"}]
    resp = client.post(
        "/v1/games",
        json={"ruleset": {"preset": preset}, "seats": seats},
        headers=auth(bot["token"]),
    )
    assert resp.status_code == 201, resp.get_json()
    game = resp.get_json()
    gid = game["id"]
    other = game["seats"][1]["token"]
    if opponent is not None:
        joined = client.post(f"/v1/games/{gid}/join", json={}, headers=auth(opponent["token"]))
        assert joined.status_code == 201, joined.get_json()
        other = opponent["token"]
    loser = bot["token"] if lose else other
    resigned = client.post(f"/v1/games/{gid}/resign", headers=auth(loser))
    assert resigned.status_code == 201, resigned.get_json()
    return str(gid)


def history(client: Any, name: str, query: str = "") -> dict[str, Any]:
    resp = client.get(f"/v1/bots/{name}/games{query}")
    assert resp.status_code == 200, resp.get_json()
    body: dict[str, Any] = resp.get_json()
    check(body, "BotHistory")
    return body


def wait_history(client: Any, name: str, count: int, timeout: float = 30.0) -> dict[str, Any]:
    """The history once it holds ``count`` games (the end is told after the append)."""
    deadline = time.monotonic() + timeout
    while True:
        page = history(client, name, "?limit=100")
        if len(page["games"]) >= count:
            return page
        assert time.monotonic() < deadline, page
        time.sleep(0.05)


def test_every_game_newest_first_filtered_and_paged(client: Any) -> None:
    bot, rival = register(client), register(client)
    lost = [finished_game(client, bot, lose=True) for _ in range(3)]
    won = [finished_game(client, bot, lose=False) for _ in range(2)]
    met = finished_game(client, bot, lose=False, opponent=rival, preset="reverse")
    page = wait_history(client, bot["name"], 6)
    ids = [g["id"] for g in page["games"]]
    assert ids == [met, *reversed(won), *reversed(lost)]
    assert page["next_cursor"] is None
    assert [g["outcome"] for g in page["games"]] == ["win"] * 3 + ["loss"] * 3
    first = page["games"][0]
    assert first["opponents"] == [rival["name"]] and first["ruleset"] == "reverse"
    assert first["result"]["outcome"] == "win" and first["seat"] == 0
    # the filters, each on its own index
    losses = history(client, bot["name"], "?outcome=loss")["games"]
    assert [g["id"] for g in losses] == list(reversed(lost))
    assert [g["id"] for g in history(client, bot["name"], "?ruleset=reverse")["games"]] == [met]
    got = history(client, bot["name"], f"?opponent={rival['name']}&outcome=win")["games"]
    assert [g["id"] for g in got] == [met]
    assert history(client, bot["name"], f"?opponent={rival['name']}&outcome=loss")["games"] == []
    # the rival's side of the same game
    theirs = wait_history(client, rival["name"], 1)["games"]
    assert [(g["id"], g["outcome"], g["opponents"]) for g in theirs] == [
        (met, "loss", [bot["name"]])
    ]
    # the cursor walks the same games, two at a time
    seen: list[str] = []
    query = "?limit=2"
    while True:
        part = history(client, bot["name"], query)
        seen += [g["id"] for g in part["games"]]
        if part["next_cursor"] is None:
            break
        query = f"?limit=2&cursor={part['next_cursor']}"
    assert seen == ids
    # times: since the fourth game ended
    cut = page["games"][2]["finished"]
    recent = history(client, bot["name"], f"?since={cut}")["games"]
    assert [g["id"] for g in recent] == ids[:3]
    older = history(client, bot["name"], f"?until={cut - 0.0005}")["games"]
    assert all(g["finished"] < cut for g in older) and len(older) >= 1


@pytest.mark.parametrize(
    "query",
    [
        "?outcome=won",
        "?outcome=lost",
        "?since=yesterday",
        "?since=2026-01-01T00:00:00",
        "?since=20&until=10",
        "?cursor=not-a-cursor",
        "?opponent=no%20such",
        "?version=%2F",
        "?limit=0",
        "?limit=101",
    ],
)
def test_bad_queries_are_422_with_a_code(client: Any, query: str) -> None:
    bot = register(client)
    resp = client.get(f"/v1/bots/{bot['name']}/games{query}")
    assert resp.status_code == 422, resp.get_data(as_text=True)
    assert resp.headers["Content-Type"].startswith("application/problem+json")
    assert resp.get_json()["code"] == "invalid_parameter"


def test_a_bot_that_is_not_there_is_404(client: Any) -> None:
    for accept in ("application/json", "application/x-ndjson"):
        resp = client.get("/v1/bots/nobody-here/games", headers={"Accept": accept})
        assert resp.status_code == 404 and resp.get_json()["code"] == "not_found"


def test_ndjson_streams_each_game_s_signed_replay(client: Any) -> None:
    bot = register(client)
    games = [finished_game(client, bot, lose=i % 2 == 0) for i in range(4)]
    wait_history(client, bot["name"], 4)
    resp = client.get(
        f"/v1/bots/{bot['name']}/games?outcome=loss", headers={"Accept": "application/x-ndjson"}
    )
    assert resp.status_code == 200 and resp.mimetype == "application/x-ndjson"
    docs = [json.loads(line) for line in resp.get_data(as_text=True).splitlines()]
    assert [d["game_id"] for d in docs] == [games[2], games[0]]
    for doc in docs:
        assert doc == client.get(f"/v1/games/{doc['game_id']}/replay").get_json()
        verdict = client.post("/v1/replays/verify", json=doc).get_json()
        assert verdict["status"] == "valid", verdict


def test_the_owner_patches_its_bot_and_games_record_the_version(client: Any) -> None:
    bot = register(client, description="v1")
    name, token = bot["name"], bot["token"]
    resp = client.patch(
        f"/v1/bots/{name}",
        json={"version": "1.0.0", "description": "plays low"},
        headers=auth(token),
    )
    assert resp.status_code == 200, resp.get_json()
    check(resp.get_json(), "BotProfile")
    assert resp.get_json()["version"] == "1.0.0"
    assert resp.get_json()["description"] == "plays low"
    old = finished_game(client, bot, lose=True)
    # a game's view shows the version each registered seat was seated with
    seat = client.get(f"/v1/games/{old}").get_json()["seats"][0]
    assert seat["account"] == name and seat["version"] == "1.0.0"
    client.application.extensions["bots"].store.set_rating(name, "classic", {"mu": 30.0})
    kept = client.patch(
        f"/v1/bots/{name}", json={"version": "1.1.0", "rating": "keep"}, headers=auth(token)
    )
    assert kept.status_code == 200 and kept.get_json()["ratings"] == {"classic": {"mu": 30.0}}
    reset = client.patch(
        f"/v1/bots/{name}", json={"version": "2.0.0", "rating": "reset"}, headers=auth(token)
    )
    assert reset.status_code == 200 and reset.get_json()["ratings"] == {}
    new = finished_game(client, bot, lose=False)
    wait_history(client, name, 2)
    by_version = history(client, name, "?version=2.0.0")["games"]
    assert [(g["id"], g["version"]) for g in by_version] == [(new, "2.0.0")]
    assert [g["id"] for g in history(client, name, "?version=1.0.0")["games"]] == [old]
    assert client.get(f"/v1/bots/{name}").get_json()["version"] == "2.0.0"


def test_a_stranger_cannot_patch_another_s_bot(client: Any) -> None:
    bot, stranger = register(client), register(client)
    url = f"/v1/bots/{bot['name']}"
    none = client.patch(url, json={"version": "6.6.6"})
    assert none.status_code == 401 and none.get_json()["code"] == "missing_token"
    bad = client.patch(url, json={"version": "6.6.6"}, headers=auth("bot_nope"))
    assert bad.status_code == 401 and bad.get_json()["code"] == "bad_token"
    other = client.patch(
        url, json={"version": "6.6.6", "rating": "reset"}, headers=auth(stranger["token"])
    )
    assert other.status_code == 403 and other.get_json()["code"] == "not_your_bot"
    assert other.headers["Content-Type"].startswith("application/problem+json")
    # a stranger's bad body is refused as a stranger, before the body is read
    junk = client.patch(url, json={"name": "x"}, headers=auth(stranger["token"]))
    assert junk.status_code == 403 and junk.get_json()["code"] == "not_your_bot"
    nobody = client.patch("/v1/bots/nobody-here", json={"version": "1"}, headers=auth(bot["token"]))
    assert nobody.status_code == 404 and nobody.get_json()["code"] == "not_found"
    assert client.get(url).get_json()["version"] is None


@pytest.mark.parametrize(
    ("body", "code"),
    [
        ({}, "validation_failed"),
        ({"rating": "reset"}, "validation_failed"),
        ({"version": ""}, "validation_failed"),
        ({"version": "x" * 41}, "validation_failed"),
        ({"rating": "forget", "version": "1"}, "validation_failed"),
        ({"name": "renamed"}, "validation_failed"),
        ({"push_url": "ftp://example.org"}, "validation_failed"),
        ({"push_url": "http://127.0.0.1:9/bot"}, "not_a_push_bot"),
    ],
)
def test_bad_patches_are_refused_with_a_code(client: Any, body: dict[str, Any], code: str) -> None:
    bot = register(client)
    resp = client.patch(f"/v1/bots/{bot['name']}", json=body, headers=auth(bot["token"]))
    assert resp.status_code == 422, resp.get_json()
    assert resp.get_json()["code"] == code


def test_a_push_bot_moves_its_url_within_the_guard(client: Any) -> None:
    from tests.pushbots import PUSH_BOT_HOSTS

    host = PUSH_BOT_HOSTS.split(",")[0]
    bot = register(client, kind="push", url=f"http://{host}/a")
    url = f"/v1/bots/{bot['name']}"
    moved = client.patch(url, json={"push_url": f"http://{host}/b"}, headers=auth(bot["token"]))
    assert moved.status_code == 200, moved.get_json()
    store = client.application.extensions["bots"].store
    assert store.get(bot["name"])["url"] == f"http://{host}/b"
    outside = client.patch(
        url, json={"push_url": "http://169.254.169.254/latest"}, headers=auth(bot["token"])
    )
    assert outside.status_code == 422 and outside.get_json()["code"] == "push_host_not_allowed"
    assert store.get(bot["name"])["url"] == f"http://{host}/b"


def test_a_join_records_the_version_the_bot_had_then(client: Any) -> None:
    bot = register(client)
    name, token = bot["name"], bot["token"]
    client.patch(f"/v1/bots/{name}", json={"version": "3.1"}, headers=auth(token))
    resp = client.post(
        "/v1/games",
        json={"ruleset": {"preset": "classic"}, "seats": [{"name": "ann"}, {"open": True}]},
    )
    game = resp.get_json()
    joined = client.post(f"/v1/games/{game['id']}/join", json={}, headers=auth(token))
    assert joined.status_code == 201, joined.get_json()
    # a later version does not rewrite the seat: it was seated with 3.1
    client.patch(f"/v1/bots/{name}", json={"version": "3.2"}, headers=auth(token))
    seat = client.get(f"/v1/games/{game['id']}").get_json()["seats"][1]
    assert (seat["account"], seat["version"]) == (name, "3.1")
    ann = game["seats"][0]["token"]
    assert client.post(f"/v1/games/{game['id']}/resign", headers=auth(ann)).status_code == 201
    entry = wait_history(client, name, 1)["games"][0]
    assert (entry["version"], entry["outcome"]) == ("3.1", "win")
    assert entry["seats"] == [{"seat": 1, "account": name, "version": "3.1"}]

"""Seats played by push bots: the service POSTs the seat's view and legal moves to a URL.

The bots are served on loopback by ``tests/pushbots.py``. A bot that times out, fails,
answers with something that is not an action or with an illegal one gets the default move
(the first legal action) and a strike; after five strikes it is not called again in that
game. None of it is ever a 500.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from api.games.replays import verify_document
from api.play.seats import MAX_STRIKES
from tests.helpers import wait_until_to_act
from tests.pushbots import BOTS_PORT, closed_port_url


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def push(url: str, timeout_ms: int = 2000) -> dict[str, Any]:
    return {"push": {"url": url, "timeout_ms": timeout_ms}}


def play_person(
    client: Any, gid: str, token: str, seat: int = 0, limit: int = 2000
) -> dict[str, Any]:
    """Play the person's seat with random moves until the game ends; the final game."""
    rng = random.Random(5)
    for _ in range(limit):
        # the push bot answers after the person's move is answered, as the long poll shows
        game = wait_until_to_act(client, gid, token)
        if game["result"]:
            return game
        assert seat in game["to_act"], "once the push bot has moved, the person is to act"
        legal = client.get(f"/v1/games/{gid}/legal-moves", headers=auth(token)).json
        plays = [a for a in legal["actions"] if a["kind"] != "pickup"] or legal["actions"]
        resp = client.post(
            f"/v1/games/{gid}/actions",
            headers=auth(token),
            json={"action": rng.choice(plays), "expected_version": legal["version"]},
        )
        assert resp.status_code == 201, resp.json
    pytest.fail("the game did not end")


def test_a_person_plays_a_push_bot_that_sees_only_its_seat(
    client: Any, app: Any, push_bots: Any
) -> None:
    url = push_bots.url("random")
    g = client.post(
        "/v1/games",
        json={
            "ruleset": "classic",
            "seats": [{"name": "ann"}, {"name": "pusher", **push(url, timeout_ms=10_000)}],
            "turn_cap": 120,
            "seed": "push-person",
        },
    ).json
    assert g["seats"][1]["bot"] == "push" and g["seats"][1]["token"] is None
    gid = g["id"]
    final = play_person(client, gid, g["seats"][0]["token"])
    assert final["seats"][1]["strikes"] == 0
    calls = [p for path, p in push_bots.calls if path == "random" and p["game"] == gid]
    assert calls, "the push bot was asked for its moves"
    svc = app.extensions["service"]
    for payload in calls[:: max(1, len(calls) // 15)]:
        assert payload["seat"] == 1 and payload["deadline_ms"] == 10_000
        # the view is GET /v1/games/{id} as the bot's seat sees it, at the version asked
        loaded = svc.load(gid, at_version=payload["version"])
        # as the game's record was then: once it is over, every view shows every card
        loaded.meta = {**loaded.meta, "status": "playing"}
        assert payload["view"] == json.loads(json.dumps(svc.describe(loaded, 1)))
        assert payload["view"]["you"] == 1 and "hand" in payload["view"]["view"]["seats"][1]
        assert "hand" not in payload["view"]["view"]["seats"][0]
        assert payload["legal_moves"] == [a.to_dict() for a in loaded.state.legal_actions(1)]
    doc = client.get(f"/v1/games/{gid}/replay").json
    pushed = [e["cause"] for e in doc["events"] if e["cause"] and e["cause"]["seat"] == 1]
    assert pushed and all(c["bot"] == "push" and "default" not in c for c in pushed)
    assert verify_document(doc)["status"] == "consistent"


BAD_BOTS = [
    ("slow", "unreachable"),
    ("error", "http_status"),
    ("redirect", "http_status"),
    ("malformed", "malformed"),
    ("illegal", "illegal"),
    (None, "unreachable"),
]


@pytest.mark.parametrize(("path", "reason"), BAD_BOTS, ids=[r for _, r in BAD_BOTS])
def test_a_failing_push_bot_plays_the_default_move_with_a_strike(
    client: Any, push_bots: Any, path: str | None, reason: str
) -> None:
    url = push_bots.url(path) if path else closed_port_url()
    # only the slow bot is meant to run out of time; the others get time to spare on a busy machine
    timeout_ms = 100 if path == "slow" else 5000
    resp = client.post(
        "/v1/games",
        json={
            "ruleset": "classic",
            "seats": [push(url, timeout_ms=timeout_ms), {"bot": "heuristic"}],
            "turn_cap": 60,
            "seed": f"bad-{reason}",
            "play_out": True,
        },
    )
    assert resp.status_code == 201, resp.json
    gid = resp.json["id"]
    game = client.get(f"/v1/games/{gid}").json
    assert game["result"] is not None, "a game of bots is played out, failing bot or not"
    assert game["seats"][0]["strikes"] == MAX_STRIKES
    doc = client.get(f"/v1/games/{gid}/replay").json
    causes = [e["cause"] for e in doc["events"] if e["cause"] and e["cause"]["seat"] == 0]
    assert [c["default"] for c in causes[:MAX_STRIKES]] == [reason] * MAX_STRIKES
    assert all(c["default"] == "dropped" for c in causes[MAX_STRIKES:])
    assert verify_document(doc)["status"] == "consistent"
    if path:
        asked = [p for q, p in push_bots.calls if q == path and p["game"] == gid]
        assert len(asked) == MAX_STRIKES, "a dropped bot is not called again"


def test_strikes_are_counted_move_by_move_and_shown_to_everyone(
    client: Any, push_bots: Any
) -> None:
    g = client.post(
        "/v1/games",
        json={
            "ruleset": "classic",
            "seats": [{"name": "ann"}, push(push_bots.url("flaky"))],
            "turn_cap": 80,
            "seed": "flaky",
        },
    ).json
    final = play_person(client, g["id"], g["seats"][0]["token"])
    doc = client.get(f"/v1/games/{g['id']}/replay").json
    causes = [e["cause"] for e in doc["events"] if e["cause"] and e["cause"]["seat"] == 1]
    strikes = sum(1 for c in causes if c.get("default") not in (None, "dropped"))
    assert 1 <= strikes <= MAX_STRIKES
    assert final["seats"][1]["strikes"] == strikes
    assert client.get(f"/v1/games/{g['id']}").json["seats"][1]["strikes"] == strikes
    assert any("default" not in c for c in causes), "a good answer is played"


def test_push_seats_are_validated(client: Any, redis_url: str) -> None:
    from api.http.app import create_app, start_background

    def create(seat: dict[str, Any], c: Any = client) -> Any:
        return c.post("/v1/games", json={"ruleset": "classic", "seats": [{}, seat]})

    for bad in (
        {"push": {"url": "ftp://127.0.0.1/bot"}},
        {"push": {"url": "not a url"}},
        {"push": {"url": "http://127.0.0.1/bot", "timeout_ms": 10}},
        {"push": {"url": "http://127.0.0.1/bot", "timeout_ms": 60_000}},
        {"push": {"url": "http://127.0.0.1/bot"}, "bot": "random"},
        {"push": {"url": "http://127.0.0.1/bot"}, "open": True},
        {"push": {}},
    ):
        resp = create(bad)
        assert resp.status_code == 422, (bad, resp.json)
        assert resp.json["code"] == "validation_failed"
    # only the host:port pairs in PUSH_BOT_HOSTS: the service never calls another place,
    # not even another port of an allowed host
    for elsewhere in (
        "http://203.0.113.9:8000/bot",
        "http://127.0.0.1:9/bot",
        f"http://127.0.0.1:{BOTS_PORT + 1}/random",
        f"http://localhost:{BOTS_PORT}/random",
        f"http://127.0.0.1:{BOTS_PORT}:1/random",
    ):
        refused = create({"push": {"url": elsewhere}})
        assert refused.status_code == 422, (elsewhere, refused.json)
        assert refused.json["code"] in ("push_host_not_allowed", "validation_failed"), refused.json
    assert create({"push": {"url": f"http://127.0.0.1:{BOTS_PORT}/random"}}).status_code == 201

    def app_with(setting: str) -> Any:
        return start_background(
            create_app(
                {
                    "REDIS_URL": redis_url,
                    "TESTING": True,
                    "RATELIMIT_ENABLED": False,
                    "PUSH_BOT_HOSTS": setting,
                    "BOT_DRIVERS": 0,
                }
            )
        ).test_client()

    narrow = app_with("bots.example:443, [::1]:9000")
    for url, code in (
        ("https://bots.example/play", 201),
        ("http://bots.example/play", 422),
        ("https://bots.example:8443/play", 422),
        ("http://[::1]:9000/x", 201),
        ("http://[::1]:9001/x", 422),
        ("http://127.0.0.1:9/bot", 422),
    ):
        got = create({"push": {"url": url, "timeout_ms": 50}, "name": "p"}, narrow)
        assert got.status_code == code, (url, got.json)
    assert (
        create({"push": {"url": f"http://127.0.0.1:{BOTS_PORT}/first"}}, app_with("")).status_code
        == 422
    )
    for bad in ("127.0.0.1", "localhost:http", "::1:9000", "host:9/path"):
        with pytest.raises(ValueError, match="host:port"):
            app_with(bad)

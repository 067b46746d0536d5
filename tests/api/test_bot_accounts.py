"""Registered bots: registration, tokens, a bot's token in its seats, open-seat joins,
challenges and the bot's feed, against the real app and Redis."""

from __future__ import annotations

import json
import re
import time
import uuid
from typing import Any

from tests.api.test_api import auth

CARD = re.compile(r'"(?:[2-9TJQKA][CDHS]|RJ|BJ)"')


def register(client: Any, name: str | None = None, **extra: Any) -> dict[str, Any]:
    name = name or f"bot-{uuid.uuid4().hex[:10]}"
    resp = client.post("/v1/bots", json={"name": name, "kind": "pull", **extra})
    assert resp.status_code == 201, resp.get_json()
    body: dict[str, Any] = resp.get_json()
    return body


def feed(client: Any, token: str, after: str = "0", wait: int = 0) -> dict[str, Any]:
    resp = client.get(f"/v1/bots/me/events?after={after}&wait={wait}", headers=auth(token))
    assert resp.status_code == 200, resp.get_json()
    body: dict[str, Any] = resp.get_json()
    return body


def feed_until(
    client: Any, token: str, kind: str, after: str = "0", timeout: float = 30.0
) -> dict[str, Any]:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        page = feed(client, token, after, wait=2)
        for event in page["events"]:
            if event["type"] == kind:
                return event
        after = page["next"]
    raise AssertionError(f"no {kind} on the feed")


def play_to_end(client: Any, gid: str, token: str, limit: int = 3000) -> dict[str, Any]:
    """Play the seat with ``token`` (always the first legal move) until the game ends."""
    for _ in range(limit):
        moves = client.get(f"/v1/games/{gid}/legal-moves", headers=auth(token)).get_json()
        if moves["phase"] == "over":
            return moves
        if not moves["actions"]:
            client.get(f"/v1/games/{gid}/events?after={moves['version']}&wait=2")
            continue
        resp = client.post(
            f"/v1/games/{gid}/actions",
            headers=auth(token),
            json={"action": moves["actions"][0], "expected_version": moves["version"]},
        )
        assert resp.status_code in (201, 409), resp.get_json()
    raise AssertionError("the game did not end")


# -- registration and tokens ---------------------------------------------------------------


def test_register_shows_the_token_once_and_the_profile_hides_secrets(client: Any) -> None:
    bot = register(client, description="plays low", owner="ann@example.org")
    assert bot["token"].startswith("bot_") and bot["webhook_secret"] is None
    assert bot["kind"] == "pull" and bot["status"] == "active"
    profile = client.get(f"/v1/bots/{bot['name']}")
    assert profile.status_code == 200
    body = profile.get_json()
    assert body["ratings"] == {} and body["recent_games"] == []
    assert body["description"] == "plays low" and body["owner"] == "ann@example.org"
    text = profile.get_data(as_text=True)
    import hashlib

    assert (
        bot["token"] not in text and hashlib.sha256(bot["token"].encode()).hexdigest() not in text
    )
    assert "token" not in body and "webhook_secret" not in body


def test_a_push_bot_gets_a_standard_webhooks_secret(client: Any, push_bots: Any) -> None:
    import base64

    from standardwebhooks import Webhook

    name = f"push-{uuid.uuid4().hex[:8]}"
    resp = client.post(
        "/v1/bots", json={"name": name, "kind": "push", "url": push_bots.url("first")}
    )
    assert resp.status_code == 201, resp.get_json()
    secret = resp.get_json()["webhook_secret"]
    assert secret.startswith("whsec_") and len(base64.b64decode(secret[6:])) >= 24
    assert secret not in client.get(f"/v1/bots/{name}").get_data(as_text=True)
    # the service signs its calls to the bot's seats with the bot's own secret, which a
    # game's creator never sees
    game = client.post(
        "/v1/games",
        json={
            "ruleset": "classic",
            "turn_cap": 30,
            "play_out": True,
            "seats": [{"account": name}, {"bot": "random"}],
        },
        headers=auth(resp.get_json()["token"]),
    )
    assert game.status_code == 201, game.get_json()
    assert (
        secret not in game.get_data(as_text=True)
        and game.get_json()["seats"][0]["webhook_secret"] is None
    )
    calls = [r for r in push_bots.received if json.loads(r.body)["game"] == game.get_json()["id"]]
    assert calls
    for r in calls:
        assert Webhook(secret).verify(r.body, r.headers) == json.loads(r.body)


def test_registration_is_validated(client: Any) -> None:
    bot = register(client)
    dup = client.post("/v1/bots", json={"name": bot["name"], "kind": "pull"})
    assert dup.status_code == 409 and dup.get_json()["code"] == "bot_exists"
    for body in (
        {"name": "", "kind": "pull"},
        {"name": "a b", "kind": "pull"},
        {"name": "x" * 41, "kind": "pull"},
        {"name": "ok", "kind": "carrier"},
        {"name": "ok", "kind": "push"},
        {"name": "ok", "kind": "pull", "url": "http://127.0.0.1:1/x"},
        {"name": "ok", "kind": "pull", "extra": 1},
    ):
        resp = client.post("/v1/bots", json=body)
        assert resp.status_code == 422 and resp.get_json()["code"] == "validation_failed", body
    far = client.post(
        "/v1/bots",
        json={
            "name": f"far-{uuid.uuid4().hex[:6]}",
            "kind": "push",
            "url": "http://10.9.9.9:9/move",
        },
    )
    assert far.status_code == 422 and far.get_json()["code"] == "push_host_not_allowed"
    me = client.post("/v1/bots", json={"name": "me", "kind": "pull"})
    assert me.status_code == 422 and me.get_json()["code"] == "invalid_bot_name"
    assert client.get("/v1/bots/nobody-here").status_code == 404


def test_rotate_and_revoke(client: Any) -> None:
    bot, other = register(client), register(client)
    name, old = bot["name"], bot["token"]
    assert client.post(f"/v1/bots/{name}/token").get_json()["code"] == "missing_token"
    assert (
        client.post(f"/v1/bots/{name}/token", headers=auth("nope")).get_json()["code"]
        == "bad_token"
    )
    wrong = client.post(f"/v1/bots/{name}/token", headers=auth(other["token"]))
    assert wrong.status_code == 403 and wrong.get_json()["code"] == "not_your_bot"
    rotated = client.post(f"/v1/bots/{name}/token", headers=auth(old))
    assert rotated.status_code == 201
    new = rotated.get_json()["token"]
    assert new != old
    assert client.get("/v1/bots/me/events", headers=auth(old)).status_code == 401
    assert client.get("/v1/bots/me/events", headers=auth(new)).status_code == 200
    assert client.delete(f"/v1/bots/{name}/token", headers=auth(old)).status_code == 401
    assert client.delete(f"/v1/bots/{name}/token", headers=auth(new)).status_code == 204
    assert client.get("/v1/bots/me/events", headers=auth(new)).status_code == 401
    assert client.get(f"/v1/bots/{name}").get_json()["status"] == "disabled"
    seated = client.post(
        "/v1/challenges",
        json={"ruleset": "classic", "seats": [{"account": name}, {"bot": "random"}]},
    )
    assert seated.status_code == 422 and seated.get_json()["code"] == "unknown_bot"
    # and its old tokens seat it nowhere
    for token in (old, new):
        own = client.post(
            "/v1/games",
            json={"ruleset": "classic", "seats": [{"account": name}, {}]},
            headers=auth(token),
        )
        assert own.status_code == 403 and own.get_json()["code"] == "bot_consent_required"


# -- seats -------------------------------------------------------------------------------------


def test_a_bot_token_plays_its_seat_and_the_feed_follows_the_game(client: Any) -> None:
    bot = register(client)
    created = client.post(
        "/v1/games",
        headers=auth(bot["token"]),
        json={
            "ruleset": {"preset": "classic", "options": {"turn_cap": 300}},
            "seats": [{"account": bot["name"]}, {"bot": "random"}],
        },
    )
    assert created.status_code == 201, created.get_json()
    game = created.get_json()
    gid = game["id"]
    assert game["seats"][0]["token"] is None and game["seats"][0]["account"] == bot["name"]
    seen = feed(client, bot["token"])
    kinds = [e["type"] for e in seen["events"]]
    assert kinds == ["seat_assigned", "game_started"]
    assert seen["events"][0] | {"id": "x"} == {
        "id": "x",
        "type": "seat_assigned",
        "game": gid,
        "seat": 0,
        "by": "create",
    }
    view = client.get(f"/v1/games/{gid}", headers=auth(bot["token"])).get_json()
    assert view["you"] == 0
    stranger = register(client)
    assert client.get(f"/v1/games/{gid}", headers=auth(stranger["token"])).status_code == 401
    play_to_end(client, gid, bot["token"])
    ended = feed_until(client, bot["token"], "game_ended", seen["next"])
    assert ended["game"] == gid and ended["seat"] == 0
    assert ended["result"]["outcome"] in ("win", "loss", "draw")
    profile = client.get(f"/v1/bots/{bot['name']}").get_json()
    assert profile["recent_games"][0] == {"id": gid, "seat": 0, "result": ended["result"]}
    listed = client.get("/v1/games?limit=20").get_json()["games"]
    mine = next(g for g in listed if g["id"] == gid)
    assert mine["seats"][0] == {"name": bot["name"], "kind": "bot", "account": bot["name"]}
    everything = json.dumps(feed(client, bot["token"])["events"])
    assert not CARD.search(everything)


def test_a_bot_joins_an_open_seat_with_its_token(client: Any) -> None:
    bot = register(client)
    game = client.post(
        "/v1/games", json={"ruleset": "classic", "seats": [{}, {"open": True}]}
    ).get_json()
    gid = game["id"]
    lobby = client.get("/v1/games?status=open&ruleset=classic&limit=50").get_json()["games"]
    assert any(g["id"] == gid and g["seats"][1]["kind"] == "open" for g in lobby)
    bad = client.post(f"/v1/games/{gid}/join", json={}, headers=auth("not-a-bot"))
    assert bad.status_code == 401 and bad.get_json()["code"] == "bad_token"
    joined = client.post(f"/v1/games/{gid}/join", json={}, headers=auth(bot["token"]))
    assert joined.status_code == 201, joined.get_json()
    assert joined.get_json() == {
        "id": gid,
        "seat": 1,
        "name": bot["name"],
        "token": None,
        "account": bot["name"],
    }
    again = client.post(f"/v1/games/{gid}/join", json={}, headers=auth(bot["token"]))
    assert again.status_code == 409
    events = feed(client, bot["token"])["events"]
    assert [(e["type"], e.get("by")) for e in events] == [
        ("seat_assigned", "lobby"),
        ("game_started", None),
    ]
    moves = client.get(f"/v1/games/{gid}/legal-moves", headers=auth(bot["token"])).get_json()
    assert moves["seat"] == 1
    lobby = client.get("/v1/games?status=open&ruleset=classic&limit=50").get_json()["games"]
    assert all(g["id"] != gid for g in lobby)


# -- challenges --------------------------------------------------------------------------------


def test_a_challenge_accepted_by_every_bot_makes_the_game(client: Any) -> None:
    a, b = register(client), register(client)
    resp = client.post(
        "/v1/challenges",
        headers=auth(a["token"]),
        json={
            "ruleset": "classic",
            "seats": [{"account": a["name"]}, {"account": b["name"]}, {"bot": "random"}],
        },
    )
    assert resp.status_code == 201, resp.get_json()
    ch = resp.get_json()
    assert ch["status"] == "pending" and ch["from"] == a["name"]
    invite = feed(client, b["token"])["events"][-1]
    assert (
        invite["type"] == "challenge"
        and invite["challenge"] == ch["id"]
        and invite["from"] == a["name"]
    )
    stranger = register(client)
    no = client.post(f"/v1/challenges/{ch['id']}/accept", headers=auth(stranger["token"]))
    assert no.status_code == 403 and no.get_json()["code"] == "not_invited"
    one = client.post(f"/v1/challenges/{ch['id']}/accept", headers=auth(a["token"])).get_json()
    assert one["status"] == "pending" and one["accepted"] == [a["name"]]
    done = client.post(f"/v1/challenges/{ch['id']}/accept", headers=auth(b["token"])).get_json()
    assert done["status"] == "accepted" and done["game"]
    for bot, seat in ((a, 0), (b, 1)):
        kinds = {e["type"]: e for e in feed(client, bot["token"])["events"]}
        assert kinds["challenge_ended"]["outcome"] == "accepted"
        assert kinds["seat_assigned"] == {
            **kinds["seat_assigned"],
            "game": done["game"],
            "seat": seat,
            "by": "challenge",
        }
    view = client.get(f"/v1/games/{done['game']}", headers=auth(b["token"])).get_json()
    assert view["you"] == 1
    late = client.post(f"/v1/challenges/{ch['id']}/decline", headers=auth(b["token"]))
    assert late.status_code == 409 and late.get_json()["code"] == "challenge_not_pending"


def test_a_challenge_declined_or_expired(client: Any) -> None:
    a, b = register(client), register(client)
    seats = [{"account": a["name"]}, {"account": b["name"]}]
    ch = client.post("/v1/challenges", json={"ruleset": "classic", "seats": seats}).get_json()
    assert ch["from"] is None
    declined = client.post(
        f"/v1/challenges/{ch['id']}/decline", headers=auth(b["token"])
    ).get_json()
    assert declined["status"] == "declined" and declined["game"] is None
    assert feed(client, a["token"])["events"][-1]["outcome"] == "declined"

    short = client.post(
        "/v1/challenges", json={"ruleset": "classic", "seats": seats, "expires_in_s": 5}
    ).get_json()
    time.sleep(5.2)
    # any bot's feed read runs the deadline check
    ended = feed(client, register(client)["token"])
    assert ended["events"] == []
    last = feed(client, a["token"])["events"][-1]
    assert (
        last["type"] == "challenge_ended"
        and last["challenge"] == short["id"]
        and last["outcome"] == "expired"
    )
    assert client.get(f"/v1/challenges/{short['id']}").get_json()["status"] == "expired"
    gone = client.post(f"/v1/challenges/{short['id']}/accept", headers=auth(a["token"]))
    assert gone.status_code == 409


def test_the_deadline_check_before_feed_reads_runs_at_most_once_an_interval(
    app: Any, client: Any, monkeypatch: Any
) -> None:
    # it reads every shard of the challenges' deadlines: many bots long-polling at once must
    # not each run it; a challenge read on its own is still expired on the spot
    from api.bots import service as bots_module

    bots = app.extensions["bots"]
    checks: list[float] = []
    monkeypatch.setattr(bots, "before_feed", lambda: checks.append(time.monotonic()))
    token = register(client)["token"]
    monkeypatch.setattr(bots_module, "CHALLENGE_CHECK_S", 3600.0)
    bots._checked = -3600.0
    for _ in range(5):
        feed(client, token)
    assert len(checks) == 1
    monkeypatch.setattr(bots_module, "CHALLENGE_CHECK_S", 0.0)
    for _ in range(3):
        feed(client, token)
    assert len(checks) == 4


def test_challenges_are_validated(client: Any) -> None:
    a = register(client)
    for body, code in (
        ({"ruleset": "classic", "seats": [{"bot": "random"}, {}]}, "invalid_seats"),
        (
            {"ruleset": "classic", "seats": [{"account": a["name"]}, {"account": "no-such-bot"}]},
            "unknown_bot",
        ),
        (
            {"ruleset": "classic", "seats": [{"account": a["name"]}, {"account": a["name"]}]},
            "invalid_seats",
        ),
        (
            {"ruleset": "nope", "seats": [{"account": a["name"]}, {"bot": "random"}]},
            "invalid_ruleset",
        ),
        (
            {
                "ruleset": "classic",
                "seats": [{"account": a["name"]}, {"open": True}],
                "expires_in_s": 1,
            },
            "validation_failed",
        ),
        # a person's seat would have a token nobody receives
        ({"ruleset": "classic", "seats": [{"account": a["name"]}, {}]}, "challenge_person_seat"),
        (
            {"ruleset": "classic", "seats": [{"account": a["name"]}, {"name": "me"}]},
            "challenge_person_seat",
        ),
    ):
        resp = client.post("/v1/challenges", json=body)
        assert resp.status_code == 422 and resp.get_json()["code"] == code, (body, resp.get_json())
    assert client.get("/v1/challenges/" + "0" * 32).status_code == 404
    bad = client.post(
        "/v1/challenges",
        json={"ruleset": "classic", "seats": [{"account": a["name"]}, {"open": True}]},
        headers=auth("nope"),
    )
    assert bad.status_code == 401


# -- the feed ---------------------------------------------------------------------------------


def test_the_feed_long_polls_and_resumes(client: Any) -> None:
    bot = register(client)
    assert client.get("/v1/bots/me/events").get_json()["code"] == "missing_token"
    bad = client.get("/v1/bots/me/events?after=x", headers=auth(bot["token"]))
    assert bad.status_code == 422 and bad.get_json()["code"] == "invalid_parameter"
    empty = feed(client, bot["token"], wait=1)
    assert empty == {"events": [], "next": "0"}
    for _ in range(3):
        client.post(
            "/v1/games",
            json={"ruleset": "classic", "seats": [{"account": bot["name"]}, {"open": True}]},
            headers=auth(bot["token"]),
        )
    page = feed(client, bot["token"])
    assert len(page["events"]) == 3 and page["next"] == page["events"][-1]["id"]
    first = page["events"][0]["id"]
    rest = feed(client, bot["token"], after=first)
    assert rest["events"] == page["events"][1:]
    resumed = client.get(
        "/v1/bots/me/events", headers={**auth(bot["token"]), "Last-Event-ID": first}
    )
    assert resumed.get_json()["events"] == page["events"][1:]
    started = time.monotonic()
    assert feed(client, bot["token"], after=page["next"], wait=1)["events"] == []
    assert time.monotonic() - started >= 0.9


def test_a_registered_push_bot_s_seat_is_played_at_its_url(client: Any, push_bots: Any) -> None:
    name = f"pusher-{uuid.uuid4().hex[:8]}"
    reg = client.post(
        "/v1/bots", json={"name": name, "kind": "push", "url": push_bots.url("first")}
    )
    assert reg.status_code == 201, reg.get_json()
    game = client.post(
        "/v1/games",
        headers=auth(reg.get_json()["token"]),
        json={
            "ruleset": {"preset": "classic", "options": {"turn_cap": 200}},
            "seats": [{"account": name}, {"bot": "random"}],
            "play_out": True,
        },
    ).get_json()
    assert game["phase"] == "over", game["phase"]
    assert game["seats"][0]["bot"] == "push" and game["seats"][0]["account"] == name
    assert any(call[1]["game"] == game["id"] for call in push_bots.calls)
    events = feed(client, reg.get_json()["token"])["events"]
    assert [e["type"] for e in events] == ["seat_assigned", "game_started", "game_ended"]
    assert "http" not in client.get(f"/v1/bots/{name}").get_data(as_text=True)


def test_answers_declare_every_field(client: Any) -> None:
    from tests.api.test_response_schemas import check

    bot = register(client)
    check(bot, "RegisteredBot")
    other = register(client)
    check(client.get(f"/v1/bots/{bot['name']}").get_json(), "BotProfile")
    rotated = client.post(
        f"/v1/bots/{other['name']}/token", headers=auth(other["token"])
    ).get_json()
    check(rotated, "BotToken")
    ch = client.post(
        "/v1/challenges",
        json={
            "ruleset": "classic",
            "clock": {"initial_ms": 60_000},
            "seats": [{"account": bot["name"]}, {"bot": "random"}],
        },
    ).get_json()
    check(ch, "Challenge")
    done = client.post(f"/v1/challenges/{ch['id']}/accept", headers=auth(bot["token"])).get_json()
    check(done, "Challenge")
    game = client.get(f"/v1/games/{done['game']}", headers=auth(bot["token"])).get_json()
    check(game, "Game")
    play_to_end(client, done["game"], bot["token"])
    feed_until(client, bot["token"], "game_ended")
    page = feed(client, bot["token"])
    check(page, "FeedPage")
    assert {e["type"] for e in page["events"]} == {
        "challenge",
        "challenge_ended",
        "seat_assigned",
        "game_started",
        "game_ended",
    }
    assert not CARD.search(json.dumps(page))
    check(client.get(f"/v1/bots/{bot['name']}").get_json(), "BotProfile")
    open_game = client.post(
        "/v1/games", json={"ruleset": "classic", "seats": [{}, {"open": True}]}
    ).get_json()
    check(
        client.post(
            f"/v1/games/{open_game['id']}/join", json={}, headers=auth(bot["token"])
        ).get_json(),
        "Joined",
    )
    check(client.get("/v1/games?status=open&limit=5").get_json(), "GameList")


def test_the_feed_streams_as_ndjson_and_resumes(live_server: str) -> None:
    import requests

    name = f"streamer-{uuid.uuid4().hex[:8]}"
    bot = requests.post(
        f"{live_server}/v1/bots", json={"name": name, "kind": "pull"}, timeout=10
    ).json()
    headers = {"Authorization": f"Bearer {bot['token']}", "Accept": "application/x-ndjson"}
    seats = [{"account": name}, {"open": True}]
    mine = {"Authorization": f"Bearer {bot['token']}"}
    first = requests.post(
        f"{live_server}/v1/games",
        json={"ruleset": "classic", "seats": seats},
        headers=mine,
        timeout=10,
    ).json()
    frames: list[dict[str, Any]] = []
    with requests.get(
        f"{live_server}/v1/bots/me/events", headers=headers, stream=True, timeout=20
    ) as resp:
        assert resp.status_code == 200 and resp.headers["Content-Type"].startswith(
            "application/x-ndjson"
        )
        lines = resp.iter_lines()
        frames.append(json.loads(next(lines)))
        assert frames[0] == {"kind": "heartbeat"}
        frames.append(json.loads(next(lines)))
        second = requests.post(
            f"{live_server}/v1/games",
            json={"ruleset": "classic", "seats": seats},
            headers=mine,
            timeout=10,
        ).json()
        frames.append(json.loads(next(lines)))
    assert [(f["kind"], f["event"]["game"]) for f in frames[1:]] == [
        ("bot", first["id"]),
        ("bot", second["id"]),
    ]
    assert all(f["id"] == f["event"]["id"] for f in frames[1:])
    # a reconnect with the first event's id gets what came after it, and nothing before
    with requests.get(
        f"{live_server}/v1/bots/me/events",
        stream=True,
        timeout=20,
        headers={**headers, "Last-Event-ID": frames[1]["id"]},
    ) as resp:
        lines = resp.iter_lines()
        assert json.loads(next(lines)) == {"kind": "heartbeat"}
        resumed = json.loads(next(lines))
    assert resumed == frames[2]


def test_a_revoked_push_bot_s_seats_play_the_default_move(client: Any, push_bots: Any) -> None:
    from api.games.dealing import new_game
    from api.play.seats import play_bots
    from engine.events import event_to_dict

    name = f"gone-{uuid.uuid4().hex[:8]}"
    reg = client.post(
        "/v1/bots", json={"name": name, "kind": "push", "url": push_bots.url("first")}
    ).get_json()
    svc = client.application.extensions["service"]
    # a seat the bot was given before its token was revoked, stored as the create stores it
    made = new_game(
        {
            "ruleset": {"preset": "classic", "options": {"turn_cap": 100}},
            "seats": [
                {"account": name, "push": {"url": push_bots.url("first"), "timeout_ms": 2000}},
                {"bot": "random"},
            ],
        }
    )
    svc.store.create(
        made.game_id, made.meta, [json.dumps({"e": event_to_dict(ev)}) for ev in made.events]
    )
    assert client.delete(f"/v1/bots/{name}/token", headers=auth(reg["token"])).status_code == 204
    before = len(push_bots.calls)
    play_bots(svc, made.game_id)
    assert client.get(f"/v1/games/{made.game_id}").get_json()["phase"] == "over"
    assert not any(call[1]["game"] == made.game_id for call in push_bots.calls[before:])
    replay = client.get(f"/v1/games/{made.game_id}/replay").get_json()
    assert all(
        e["cause"].get("default") == "dropped"
        for e in replay["events"]
        if e["cause"] and e["cause"]["seat"] == 0
    )


def test_a_match_seats_a_registered_bot_in_each_of_its_games(client: Any) -> None:
    bot = register(client)
    resp = client.post(
        "/v1/matches",
        headers=auth(bot["token"]),
        json={
            "ruleset": {"preset": "classic", "options": {"turn_cap": 100}},
            "games": 2,
            "seats": [{"account": bot["name"]}, {"bot": "random"}],
        },
    )
    assert resp.status_code == 201, resp.get_json()
    match = resp.get_json()
    first = match["first_game"]
    assert feed(client, bot["token"])["events"][0] | {"id": ""} == {
        "id": "",
        "type": "seat_assigned",
        "game": first,
        "seat": 0,
        "by": "create",
    }
    play_to_end(client, first, bot["token"])
    second = feed_until(
        client, bot["token"], "seat_assigned", feed_until(client, bot["token"], "game_ended")["id"]
    )
    assert second["game"] != first
    assert (
        client.get(f"/v1/games/{second['game']}", headers=auth(bot["token"])).get_json()["you"] == 0
    )
    for headers in ({}, auth(bot["token"])):  # no other bot is seated without its consent
        other = client.post(
            "/v1/matches",
            headers=headers,
            json={"ruleset": "classic", "seats": [{"account": "no-such-bot"}, {}]},
        )
        assert other.status_code == 403 and other.get_json()["code"] == "bot_consent_required"


def test_a_feed_id_out_of_range_is_refused(client: Any) -> None:
    bot = register(client)
    for after in ("99999999999999999999", "1-99999999999999999999", "-1", "1-2-3"):
        resp = client.get(f"/v1/bots/me/events?after={after}", headers=auth(bot["token"]))
        assert resp.status_code == 422 and resp.get_json()["code"] == "invalid_parameter", after


def test_an_accepted_challenge_whose_game_was_never_made_fails(client: Any) -> None:
    a = register(client)
    ch = client.post(
        "/v1/challenges",
        json={"ruleset": "classic", "seats": [{"account": a["name"]}, {"bot": "random"}]},
    ).get_json()
    store = client.application.extensions["bots"].store
    # as if the request making the game died after the last acceptance, long ago
    store.r.hset(
        f"ch:{{{ch['id']}}}", mapping={"status": "starting", "expires": repr(time.time() - 120)}
    )
    assert client.get(f"/v1/challenges/{ch['id']}").get_json()["status"] == "failed"
    last = feed(client, a["token"])["events"][-1]
    assert (last["type"], last["outcome"]) == ("challenge_ended", "failed")


def test_a_bot_s_token_starts_a_tournament_within_the_bots_quota(client: Any) -> None:
    from tests.tournaments.test_http import create

    bot = register(client)
    # long enough to be running still at the second create however the machine is loaded
    # (a tournament of one game could end first, and its slot with it)
    started = create(client, headers=auth(bot["token"]), seed="by-a-bot", games_per_pairing=200)
    assert started.status_code == 201, started.json
    assert started.json["created_by"] == {"kind": "bot", "id": bot["name"], "name": bot["name"]}
    second = create(client, headers=auth(bot["token"]))
    assert (
        second.status_code == 429 and second.json["code"] == "quota_exceeded"
    )  # one running at once
    cancelled = client.post(
        f"/v1/tournaments/{started.json['id']}/cancel", headers=auth(bot["token"])
    )
    assert (cancelled.status_code, cancelled.json.get("status", cancelled.json.get("code"))) in {
        (200, "cancelled"),
        (409, "tournament_over"),  # played out already
    }, cancelled.json
    refused = create(client, headers=auth("bot_not-a-token"))
    assert refused.status_code == 401 and refused.json["code"] == "bad_credential"


def test_a_process_holds_a_bounded_number_of_feed_streams_and_one_per_bot(
    app: Any, client: Any
) -> None:
    """An open NDJSON feed holds a request thread: past the process's bound a new one is
    refused (503 with Retry-After, the long poll still answering), and a bot's newer stream
    ends its older one instead of taking a second thread."""
    from api.http.bots import FeedStreams

    app.extensions["feed_streams"] = FeedStreams(1)
    a, b = register(client), register(client)
    ndjson = {"Accept": "application/x-ndjson"}
    first = client.get("/v1/bots/me/events", headers={**auth(a["token"]), **ndjson}, buffered=False)
    assert first.status_code == 200
    frames = iter(first.response)
    assert json.loads(next(frames)) == {"kind": "heartbeat"}
    full = client.get("/v1/bots/me/events", headers={**auth(b["token"]), **ndjson}, buffered=False)
    assert full.status_code == 503 and full.get_json()["code"] == "feed_streams_full"
    assert int(full.headers["Retry-After"]) > 0
    assert (
        client.get("/v1/bots/me/events", headers=auth(b["token"])).status_code == 200
    )  # the long poll
    again = client.get("/v1/bots/me/events", headers={**auth(a["token"]), **ndjson}, buffered=False)
    assert again.status_code == 200
    assert list(frames) == []  # the older stream of the bot ended
    again.close()
    first.close()
    other = client.get("/v1/bots/me/events", headers={**auth(b["token"]), **ndjson}, buffered=False)
    assert other.status_code == 200  # the closed stream gave its place back
    other.close()

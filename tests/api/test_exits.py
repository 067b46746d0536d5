"""Seats that come and go, through the API: a seat resigns, leaves its seat to a built-in bot
or aborts the game before its first play (``POST /v1/games/{id}/resign``, ``/leave``,
``/abort``). Each is logged with its cause from the engine's one table, so every such game's
replay verifies offline; a person, a registered pull bot (its own token) and the push bots
seated beside them all hear of it.
"""

from __future__ import annotations

import time
import uuid
from typing import Any

import pytest

from engine.replays import verify_document
from tests.helpers import auth, wait_until_to_act

CLOCK = {"initial_ms": 600_000, "increment_ms": 0}


def create(
    client: Any,
    preset: str,
    seats: list[dict[str, Any]],
    *,
    clock: bool = False,
    token: str | None = None,
    **extra: Any,
) -> dict[str, Any]:
    """A new game; ``token``: the registered bot creating it (the one it may seat)."""
    body: dict[str, Any] = {
        "ruleset": {"preset": preset, "options": {"turn_cap": 300}},
        "seats": seats,
        **extra,
    }
    if clock:
        body["clock"] = CLOCK
    resp = client.post("/v1/games", json=body, headers=auth(token))
    assert resp.status_code == 201, resp.get_json()
    game: dict[str, Any] = resp.get_json()
    return game


def verified(client: Any, gid: str) -> dict[str, Any]:
    """The game's replay, once it verifies offline (the engine alone: every claim checked,
    its origin unchecked without a key)."""
    doc: dict[str, Any] = client.get(f"/v1/games/{gid}/replay").get_json()
    report = verify_document(doc)
    assert report["status"] == "consistent", report
    return doc


def causes_of(doc: dict[str, Any], kind: str) -> list[dict[str, Any]]:
    return [
        e["cause"]
        for e in doc["events"]
        if e["cause"]
        and isinstance(e["cause"].get("action"), dict)
        and e["cause"]["action"]["kind"] == kind
    ]


def play_first(client: Any, gid: str, token: str, moves: int) -> None:
    """The seat plays its first legal move ``moves`` times (when it is to act)."""
    for _ in range(moves):
        game = wait_until_to_act(client, gid, token)
        if game["result"] is not None:
            return
        legal = client.get(f"/v1/games/{gid}/legal-moves", headers=auth(token)).get_json()
        if not legal["actions"]:
            return
        resp = client.post(
            f"/v1/games/{gid}/actions",
            headers=auth(token),
            json={"action": legal["actions"][0], "expected_version": legal["version"]},
        )
        assert resp.status_code == 201, resp.get_json()


def wait_over(client: Any, gid: str, seconds: float = 60.0) -> dict[str, Any]:
    deadline = time.monotonic() + seconds
    while True:
        game: dict[str, Any] = client.get(f"/v1/games/{gid}").get_json()
        if game["result"] is not None:
            return game
        assert time.monotonic() < deadline, "the game did not end"
        client.get(f"/v1/games/{gid}/events?after={game['version']}&wait=2")


def register(client: Any) -> dict[str, Any]:
    resp = client.post("/v1/bots", json={"name": f"exit-{uuid.uuid4().hex[:10]}", "kind": "pull"})
    assert resp.status_code == 201, resp.get_json()
    bot: dict[str, Any] = resp.get_json()
    return bot


def feed_until(
    client: Any, token: str, kind: str, game: str, timeout: float = 20.0
) -> dict[str, Any]:
    after = "0"
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        page = client.get(
            f"/v1/bots/me/events?after={after}&wait=1", headers=auth(token)
        ).get_json()
        for event in page["events"]:
            if event["type"] == kind and event["game"] == game:
                return dict(event)
        after = page["next"] or after
    raise AssertionError(f"no {kind} on the feed")


# -- resign ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("preset", "players", "clock"),
    [
        ("classic", 2, False),
        ("classic", 4, True),
        ("green-shithead-2018", 2, True),
        ("green-shithead-2018", 4, False),
        ("reverse", 4, True),
        ("green-ct-2006", 3, False),
    ],
)
def test_a_person_resigns_and_is_the_loser(
    client: Any, preset: str, players: int, clock: bool
) -> None:
    seats = [{"name": "ann"}] + [{"bot": "heuristic"}] * (players - 1)
    game = create(client, preset, seats, clock=clock)
    gid, token = game["id"], game["seats"][0]["token"]
    play_first(client, gid, token, 6)
    if wait_until_to_act(client, gid)["result"] is not None:
        pytest.skip("the game ended before the resignation")
    resp = client.post(f"/v1/games/{gid}/resign", headers=auth(token))
    assert resp.status_code == 201, resp.get_json()
    body = resp.get_json()
    assert [e["type"] for e in body["events"]] == ["SeatResigned", "GameEnded"]
    assert body["events"][0]["cause"]["action"] == {"kind": "resign"}
    result = body["game"]["result"]
    assert result["reason"] == "resigned" and result["loser"] == 0
    assert sorted(result["order"]) == list(range(1, players))
    again = client.post(f"/v1/games/{gid}/resign", headers=auth(token))
    assert again.status_code == 409 and again.get_json()["code"] == "game_over"
    doc = verified(client, gid)
    (cause,) = causes_of(doc, "resign")
    assert cause["seat"] == 0 and ("at_ms" in cause) == clock


def test_exits_need_the_seat_s_token(client: Any) -> None:
    game = create(client, "classic", [{"name": "ann"}, {"bot": "random"}])
    gid = game["id"]
    for exit_ in ("resign", "leave", "abort"):
        assert client.post(f"/v1/games/{gid}/{exit_}").get_json()["code"] == "missing_token"
        assert (
            client.post(f"/v1/games/{gid}/{exit_}", headers=auth("nope")).get_json()["code"]
            == "bad_token"
        )
        assert client.post(f"/v1/games/nope/{exit_}", headers=auth("nope")).status_code == 404
    bad = client.post(
        f"/v1/games/{gid}/leave", headers=auth(game["seats"][0]["token"]), json={"bot": "nobody"}
    )
    assert bad.status_code == 422
    assert wait_until_to_act(client, gid)["result"] is None  # nothing was logged


def test_a_registered_pull_bot_resigns_with_its_own_token_and_its_feed_says_so(client: Any) -> None:
    bot = register(client)
    game = create(
        client,
        "classic",
        [{"name": "ann"}, {"open": True}, {"bot": "random"}, {"bot": "heuristic"}],
        clock=True,
    )
    gid = game["id"]
    joined = client.post(f"/v1/games/{gid}/join", json={}, headers=auth(bot["token"]))
    assert joined.status_code == 201, joined.get_json()
    resp = client.post(f"/v1/games/{gid}/resign", headers=auth(bot["token"]))
    assert resp.status_code == 201, resp.get_json()
    ended = feed_until(client, bot["token"], "game_ended", gid)
    assert ended["result"]["reason"] == "resigned" and ended["result"]["outcome"] == "loss"
    assert ended["seat"] == 1
    verified(client, gid)


def test_push_bots_hear_that_a_person_resigned(client: Any, push_bots: Any) -> None:
    url = push_bots.url("first")
    game = create(
        client,
        "classic",
        [
            {"name": "ann"},
            {"push": {"url": url, "timeout_ms": 5000}},
            {"push": {"url": url, "timeout_ms": 5000}},
            {"bot": "random"},
        ],
    )
    gid = game["id"]
    wait_until_to_act(client, gid)
    assert (
        client.post(f"/v1/games/{gid}/resign", headers=auth(game["seats"][0]["token"])).status_code
        == 201
    )
    deadline = time.monotonic() + 20
    while True:
        ended = [p for _, p in push_bots.notices if p["type"] == "game_ended" and p["game"] == gid]
        if len(ended) == 2:
            break
        assert time.monotonic() < deadline, "the push bots were not told"
        time.sleep(0.05)
    assert {p["seat"] for p in ended} == {1, 2}
    assert all(p["result"]["reason"] == "resigned" and p["result"]["loser"] == 0 for p in ended)
    verified(client, gid)


# -- leave ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("preset", "players", "clock"),
    [("classic", 2, True), ("green-shithead-2018", 4, False), ("green-ctr-2006", 2, False)],
)
def test_a_person_leaves_and_a_bot_plays_the_seat_to_the_end(
    client: Any, preset: str, players: int, clock: bool
) -> None:
    seats = [{"name": "ann"}] + [{"bot": "random"}] * (players - 1)
    game = create(client, preset, seats, clock=clock)
    gid, token = game["id"], game["seats"][0]["token"]
    play_first(client, gid, token, 3)
    resp = client.post(f"/v1/games/{gid}/leave", headers=auth(token), json={"bot": "random"})
    assert resp.status_code == 201, resp.get_json()
    body = resp.get_json()
    (left,) = body["events"]
    assert left["type"] == "SeatLeft" and left["bot"] == "random" and left["seat"] == 0
    seat = body["game"]["seats"][0]
    assert seat["bot"] == "random" and seat["left"] == {"version": body["version"], "bot": "random"}
    # the seat's own token acts in it no more, and sees what a spectator sees: the seat's
    # cards are its substitute's now; the substitute plays it to the end
    moves = client.get(f"/v1/games/{gid}/legal-moves", headers=auth(token))
    assert moves.status_code == 403 and moves.get_json()["code"] == "seat_left"
    refused = client.post(
        f"/v1/games/{gid}/actions",
        headers=auth(token),
        json={"action": {"kind": "ready"}, "expected_version": body["version"]},
    )
    assert (
        refused.status_code == 403 and refused.get_json()["code"] == "seat_left"
    )  # whatever the action
    seen = client.get(f"/v1/games/{gid}", headers=auth(token)).get_json()
    assert seen["you"] is None
    assert (
        seen["result"] is not None or "hand" not in seen["view"]["seats"][0]
    )  # over: everything is shown
    again = client.post(f"/v1/games/{gid}/leave", headers=auth(token))
    assert again.status_code in (403, 409)
    final = wait_over(client, gid)
    assert final["seats"][0]["left"]["bot"] == "random"
    doc = verified(client, gid)
    assert doc["seats"][0]["kind"] == "person"  # the seat as the game began
    at = next(i for i, e in enumerate(doc["events"]) if e["event"]["type"] == "SeatLeft")
    before = [e["cause"] for e in doc["events"][:at] if e["cause"] and e["cause"].get("seat") == 0]
    after = [
        e["cause"] for e in doc["events"][at + 1 :] if e["cause"] and e["cause"].get("seat") == 0
    ]
    assert before and all("bot" not in c for c in before)  # the person's own moves
    assert after and all(c.get("bot") == "random" for c in after)  # its substitute's
    (cause,) = causes_of(doc, "leave")
    assert cause["action"] == {"kind": "leave", "bot": "random"} and ("at_ms" in cause) == clock


def test_a_registered_pull_bot_leaves_and_the_feeds_and_push_bots_hear_of_it(
    client: Any, push_bots: Any
) -> None:
    bot, other = register(client), register(client)
    url = push_bots.url("first")
    game = create(
        client,
        "classic",
        [
            {"open": True},
            {"open": True},
            {"push": {"url": url, "timeout_ms": 5000}},
            {"bot": "heuristic"},
        ],
    )
    gid = game["id"]
    for b in (bot, other):
        assert (
            client.post(f"/v1/games/{gid}/join", json={}, headers=auth(b["token"])).status_code
            == 201
        )
    resp = client.post(f"/v1/games/{gid}/leave", headers=auth(bot["token"]), json={})
    assert resp.status_code == 201, resp.get_json()
    seat = resp.get_json()["events"][0]["seat"]
    assert resp.get_json()["game"]["seats"][seat]["bot"] == "heuristic"  # the default substitute
    heard = feed_until(client, other["token"], "seat_left", gid)
    assert heard["left"] == seat and heard["bot"] == "heuristic"
    deadline = time.monotonic() + 20
    while not [p for _, p in push_bots.notices if p["type"] == "seat_left" and p["game"] == gid]:
        assert time.monotonic() < deadline, "the push bot was not told"
        time.sleep(0.05)
    # the other bot resigns: the game ends, the leaver's seat placed by its substitute's play
    assert client.post(f"/v1/games/{gid}/resign", headers=auth(other["token"])).status_code == 201
    ended = feed_until(client, bot["token"], "game_ended", gid)
    assert ended["result"]["reason"] == "resigned"
    verified(client, gid)


# -- abort ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("preset", "players", "clock"), [("classic", 2, False), ("green-shithead-2018", 4, True)]
)
def test_any_seat_aborts_in_setup_and_nobody_wins(
    client: Any, preset: str, players: int, clock: bool
) -> None:
    seats = [{"name": "ann"}, {"name": "bob"}] + [{"bot": "heuristic"}] * (players - 2)
    game = create(client, preset, seats, clock=clock)
    gid = game["id"]
    resp = client.post(f"/v1/games/{gid}/abort", headers=auth(game["seats"][1]["token"]))
    assert resp.status_code == 201, resp.get_json()
    body = resp.get_json()
    assert [e["type"] for e in body["events"]] == ["GameAborted", "GameEnded"]
    assert body["events"][0]["reason"] == "abort" and body["events"][0]["seats"] == [1]
    assert body["game"]["result"] == {
        "reason": "aborted",
        "order": [],
        "loser": None,
        "winner": None,
        "draw": False,
    }
    doc = verified(client, gid)
    assert causes_of(doc, "abort") == [
        {
            "seat": 1,
            "action": {"kind": "abort"},
            **({"at_ms": causes_of(doc, "abort")[0]["at_ms"]} if clock else {}),
        }
    ]


def test_no_abort_once_the_game_has_begun(client: Any) -> None:
    game = create(client, "classic", [{"name": "ann"}, {"bot": "heuristic"}])
    gid, token = game["id"], game["seats"][0]["token"]
    while wait_until_to_act(client, gid)["phase"] == "setup":
        play_first(client, gid, token, 1)
    resp = client.post(f"/v1/games/{gid}/abort", headers=auth(token))
    assert resp.status_code == 422 and resp.get_json()["code"] == "illegal_action"


# -- open seats that expire -----------------------------------------------------------------------


def stored_status(app: Any, gid: str, seconds: float = 30.0, want: str = "over") -> dict[str, str]:
    """The game's record as the store holds it, once its status is ``want``: read from the
    store alone (no read of the game, which would enforce the deadline itself), so only the
    service's watcher can have got it there."""
    store = app.extensions["service"].store
    deadline = time.monotonic() + seconds
    while True:
        meta: dict[str, str] = store.meta(gid)
        if meta.get("status") == want:
            return meta
        assert time.monotonic() < deadline, f"the game is still {meta.get('status')}"
        time.sleep(0.05)


def in_lobby(client: Any, gid: str) -> bool:
    games = client.get("/v1/games?status=open&limit=200").get_json()["games"]
    return any(g["id"] == gid for g in games)


@pytest.mark.parametrize(
    ("preset", "players", "clock"), [("classic", 2, False), ("green-shithead-2018", 4, True)]
)
def test_open_seats_nobody_took_abort_the_game_with_no_request(
    app: Any, client: Any, push_bots: Any, preset: str, players: int, clock: bool
) -> None:
    bot = register(client)
    url = push_bots.url("first")
    seats: list[dict[str, Any]] = [{"open": True}, {"open": True}]
    if players == 4:
        seats += [{"push": {"url": url, "timeout_ms": 5000}}, {"bot": "random"}]
    game = create(client, preset, seats, clock=clock, open_seat_ttl_s=2)
    gid = game["id"]
    assert in_lobby(client, gid)
    assert (
        client.post(f"/v1/games/{gid}/join", json={}, headers=auth(bot["token"])).status_code == 201
    )
    meta = stored_status(app, gid)  # the watcher aborted it
    assert meta["status"] == "over"
    assert not in_lobby(client, gid)
    late = client.post(f"/v1/games/{gid}/join", json={})
    assert late.status_code == 409 and late.get_json()["code"] == "seats_expired"
    final = client.get(f"/v1/games/{gid}").get_json()
    assert final["result"]["reason"] == "aborted"
    doc = verified(client, gid)
    (cause,) = causes_of(doc, "expire")
    assert cause == {"seat": None, "action": {"kind": "expire", "seats": [1]}}
    ended = feed_until(client, bot["token"], "game_ended", gid)
    assert ended["result"]["reason"] == "aborted"
    if players == 4:
        deadline = time.monotonic() + 20
        while not [
            p for _, p in push_bots.notices if p["type"] == "game_ended" and p["game"] == gid
        ]:
            assert time.monotonic() < deadline, "the push bot was not told"
            time.sleep(0.05)


def test_the_lobby_never_lists_a_seat_past_its_time(app: Any, client: Any) -> None:
    game = create(client, "classic", [{"name": "ann"}, {"open": True}], open_seat_ttl_s=1)
    gid = game["id"]
    assert in_lobby(client, gid)
    time.sleep(1.1)
    assert not in_lobby(client, gid)  # whether or not the watcher got there first


@pytest.mark.parametrize(("preset", "clock"), [("classic", True), ("reverse", False)])
def test_open_seats_nobody_took_go_to_a_bot_when_the_creator_says_so(
    app: Any, client: Any, preset: str, clock: bool
) -> None:
    game = create(
        client,
        preset,
        [{"name": "ann"}, {"open": True}, {"open": True}, {"bot": "random"}],
        clock=clock,
        open_seat_ttl_s=1,
        on_expiry="bot",
    )
    gid, token = game["id"], game["seats"][0]["token"]
    meta = stored_status(app, gid, want="playing")
    deadline = time.monotonic() + 30
    while app.extensions["service"].store.meta(gid).get("bot:2") != "heuristic":
        assert time.monotonic() < deadline, "no bot took the seats"
        time.sleep(0.05)
    meta = app.extensions["service"].store.meta(gid)
    assert meta["bot:1"] == meta["bot:2"] == "heuristic"
    assert not in_lobby(client, gid)
    play_first(client, gid, token, 8)
    assert client.post(f"/v1/games/{gid}/resign", headers=auth(token)).status_code == 201
    doc = verified(client, gid)
    assert [s["kind"] for s in doc["seats"]] == ["person", "bot", "bot", "bot"]


def test_expiry_is_validated(client: Any) -> None:
    for body, field in (
        ({"seats": 2, "open_seat_ttl_s": 5}, "open_seat_ttl_s"),
        ({"seats": [{}, {"open": True}], "on_expiry": "bot"}, "on_expiry"),
        ({"seats": [{}, {"open": True}], "open_seat_ttl_s": 0}, "open_seat_ttl_s"),
        ({"seats": [{}, {"open": True}], "open_seat_ttl_s": 5, "on_expiry": "never"}, "on_expiry"),
    ):
        resp = client.post("/v1/games", json={"ruleset": "classic", **body})
        assert resp.status_code == 422 and field in str(resp.get_json()), resp.get_json()


def test_a_registered_push_bot_resigns_and_leaves_with_its_own_token(
    client: Any, push_bots: Any
) -> None:
    """A push bot's seat is the service's to play, but a registered push bot's own token may
    take its exits: the cause names it (``bot: push``) as its moves do. The bot seats itself,
    creating the games with its own token."""
    reg = client.post(
        "/v1/bots",
        json={
            "name": f"pusher-{uuid.uuid4().hex[:8]}",
            "kind": "push",
            "url": push_bots.url("first"),
        },
    )
    assert reg.status_code == 201, reg.get_json()
    name, bot_token = reg.get_json()["name"], reg.get_json()["token"]
    seats = [{"name": "ann"}, {"account": name}, {"bot": "random"}]
    game = create(client, "classic", seats, clock=True, token=bot_token)
    gid, token = game["id"], game["seats"][0]["token"]
    assert game["seats"][1]["bot"] == "push"
    play_first(client, gid, token, 4)
    left = client.post(f"/v1/games/{gid}/leave", headers=auth(bot_token), json={"bot": "random"})
    assert left.status_code == 201, left.get_json()
    cause = left.get_json()["events"][0]["cause"]
    assert cause == {
        "seat": 1,
        "action": {"kind": "leave", "bot": "random"},
        "bot": "push",
        "at_ms": cause["at_ms"],
    }
    assert client.post(f"/v1/games/{gid}/resign", headers=auth(token)).status_code == 201
    doc = verified(client, gid)
    assert [s["kind"] for s in doc["seats"]] == ["person", "push", "bot"]

    game = create(client, "green-shithead-2018", seats, token=bot_token)
    gid = game["id"]
    wait_until_to_act(client, gid)
    resigned = client.post(f"/v1/games/{gid}/resign", headers=auth(bot_token))
    assert resigned.status_code == 201, resigned.get_json()
    assert resigned.get_json()["game"]["result"]["loser"] == 1
    ended = feed_until(client, bot_token, "game_ended", gid)
    assert ended["result"]["outcome"] == "loss"
    assert causes_of(verified(client, gid), "resign") == [
        {"seat": 1, "action": {"kind": "resign"}, "bot": "push"}
    ]

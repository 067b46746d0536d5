"""The HTTP API through the Flask test client, against the real (embedded) Redis.

Every rejected request is checked twice: it answers an ``application/problem+json`` with a
stable ``code``, and the game it targeted is byte for byte unchanged in the store.
"""

from __future__ import annotations

import json
import random
import threading
import time
import uuid
from collections.abc import Callable
from typing import Any

import pytest

from api.games.replays import verify_document
from api.games.service import GameService
from api.http.app import MAX_BODY, create_app, start_background
from engine import Game, State, build_ruleset, card_name, evolve
from engine.actions import PICKUP
from engine.events import event_from_dict
from engine.view import view

PROBLEM = "application/problem+json"


# -- helpers -------------------------------------------------------------------------------------


def auth(token: str | None) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"} if token else {}


def assert_problem(resp: Any, status: int, code: str) -> dict[str, Any]:
    assert resp.status_code == status, resp.get_data(as_text=True)
    assert resp.mimetype == PROBLEM, resp.headers
    body = json.loads(resp.get_data(as_text=True))
    for field in ("type", "title", "status", "code", "detail"):
        assert field in body, (field, body)
    assert body["status"] == status
    assert body["code"] == code, body
    assert isinstance(body["detail"], str) and body["detail"]
    assert isinstance(body["title"], str) and body["title"]
    return body


def create(client: Any, **body: Any) -> dict[str, Any]:
    body.setdefault("ruleset", "classic")
    body.setdefault("seats", 2)
    resp = client.post("/v1/games", json=body)
    assert resp.status_code == 201, resp.get_data(as_text=True)
    return dict(resp.json)


def _names(cards: list[int]) -> list[str]:
    return [card_name(c) for c in cards]


def tokens_of(game: dict[str, Any]) -> list[str]:
    return [s["token"] for s in game["seats"]]


def stored(app: Any, game_id: str) -> tuple[Any, ...]:
    """Everything the store keeps for a game, byte for byte."""
    r = app.extensions["store"].r
    tag = f"g:{{{game_id}}}:"
    return (
        r.lrange(tag + "log", 0, -1),
        r.hgetall(tag + "meta"),
        r.hgetall(tag + "idem"),
        r.get(tag + "snap"),
        r.hgetall(tag + "claim"),
        r.hgetall(tag + "idempotency"),
    )


def post_action(
    client: Any,
    game_id: str,
    token: str | None,
    action: dict[str, Any],
    version: int,
    **headers: str,
) -> Any:
    return client.post(
        f"/v1/games/{game_id}/actions",
        json={"action": action, "expected_version": version},
        headers={**auth(token), **headers},
    )


def legal(client: Any, game_id: str, token: str) -> dict[str, Any]:
    resp = client.get(f"/v1/games/{game_id}/legal-moves", headers=auth(token))
    assert resp.status_code == 200, resp.get_data(as_text=True)
    return dict(resp.json)


def describe(client: Any, game_id: str, token: str | None = None) -> dict[str, Any]:
    resp = client.get(f"/v1/games/{game_id}", headers=auth(token))
    assert resp.status_code == 200, resp.get_data(as_text=True)
    return dict(resp.json)


def play(
    client: Any,
    game_id: str,
    tokens: list[str],
    choose: Callable[[list[dict[str, Any]]], dict[str, Any]],
    pick_seat: Callable[[list[int]], int],
    *,
    max_actions: int | None = None,
) -> dict[str, Any]:
    """Play through the API: each chosen action is one listed by legal-moves, POSTed verbatim."""
    game = describe(client, game_id)
    n = 0
    while game["result"] is None and (max_actions is None or n < max_actions):
        seat = pick_seat(game["to_act"])
        moves = legal(client, game_id, tokens[seat])
        assert moves["version"] == game["version"]
        assert moves["actions"], game
        action = choose(moves["actions"])
        resp = post_action(client, game_id, tokens[seat], action, moves["version"])
        assert resp.status_code == 201, (action, resp.get_data(as_text=True))
        body = resp.json
        assert body["version"] > moves["version"]
        assert body["events"][0]["cause"] == {"seat": seat, "action": action}
        assert [e["seq"] for e in body["events"]] == list(
            range(moves["version"] + 1, body["version"] + 1)
        )
        game = body["game"]
        n += 1
    return game


def first(actions: list[dict[str, Any]]) -> dict[str, Any]:
    return actions[0]


def random_choice(rng: random.Random) -> Callable[[list[dict[str, Any]]], dict[str, Any]]:
    """engine.bench's policy: uniform, but no voluntary pickup while anything else is possible."""

    def choose(actions: list[dict[str, Any]]) -> dict[str, Any]:
        others = [a for a in actions if a["kind"] != PICKUP]
        pool = others or actions
        return pool[rng.randrange(len(pool))]

    return choose


@pytest.fixture
def snap_app(redis_url: str) -> Any:
    """The app with frequent snapshots, so loads go through snapshot + tail."""
    return start_background(
        create_app(
            {
                "REDIS_URL": redis_url,
                "TESTING": True,
                "RATELIMIT_ENABLED": False,
                "SNAPSHOT_EVERY": 8,
            }
        )
    )


@pytest.fixture
def playing(client: Any) -> tuple[str, list[str], dict[str, Any]]:
    """A 2-player classic game past the setup: (id, tokens, its spectator description)."""
    g = create(client, seed="playing")
    gid, tokens = g["id"], tokens_of(g)
    version = g["version"]
    for seat in (0, 1):
        resp = post_action(client, gid, tokens[seat], {"kind": "ready"}, version)
        assert resp.status_code == 201
        version = resp.json["version"]
    game = describe(client, gid)
    assert game["phase"] == "playing"
    return gid, tokens, game


# -- creating games --------------------------------------------------------------------------------


def test_create_with_a_preset_name(client: Any) -> None:
    resp = client.post("/v1/games", json={"ruleset": "classic", "seats": 3})
    assert resp.status_code == 201
    assert resp.mimetype == "application/json"
    g = resp.json
    assert resp.headers["Location"] == f"/v1/games/{g['id']}"
    assert g["version"] == 1
    assert g["ruleset"] == {"preset": "classic", "options": {}, "name": "classic"}
    assert [s["seat"] for s in g["seats"]] == [0, 1, 2]
    assert all(s["token"] and not s["open"] for s in g["seats"])
    assert len(set(tokens_of(g))) == 3
    assert g["explicit_seed"] is False and g["explicit_deck"] is False
    assert isinstance(g["seed_commitment"], str) and len(g["seed_commitment"]) == 64
    d = describe(client, g["id"])
    assert d["version"] == 1 and d["phase"] == "setup" and d["to_act"] == [0, 1, 2]
    assert d["view"]["players"] == 3


def test_create_with_a_preset_and_options(client: Any) -> None:
    g = create(
        client, ruleset={"preset": "classic", "options": {"hand_of_four": True, "turn_cap": 50}}
    )
    assert g["ruleset"] == {
        "preset": "classic",
        "options": {"hand_of_four": True, "turn_cap": 50},
        "name": "classic",
    }
    d = describe(client, g["id"], tokens_of(g)[0])
    assert d["ruleset"]["options"] == {"hand_of_four": True, "turn_cap": 50}
    assert all(s["hand_count"] == 4 for s in d["view"]["seats"])  # hands of four
    # the top-level turn_cap goes into the options too
    g2 = create(client, turn_cap=70)
    assert g2["ruleset"]["options"] == {"turn_cap": 70}
    # six players with the jokers option, which the plain preset refuses
    assert (
        create(client, ruleset={"preset": "classic", "options": {"jokers": True}}, seats=6)[
            "version"
        ]
        == 1
    )


@pytest.mark.parametrize(
    "ruleset",
    [
        "no-such-preset",
        {"preset": "no-such-preset"},
        {"preset": "classic", "options": {"nope": True}},
        {"preset": "classic", "options": {"turn_cap": "many"}},
        {"preset": "classic", "options": {"turn_cap": 5}},
    ],
)
def test_create_with_a_bad_ruleset_is_invalid_ruleset(client: Any, ruleset: Any) -> None:
    resp = client.post("/v1/games", json={"ruleset": ruleset, "seats": 2})
    assert_problem(resp, 422, "invalid_ruleset")


def test_create_with_a_wrong_seat_count(client: Any) -> None:
    body = assert_problem(
        client.post("/v1/games", json={"ruleset": "classic", "seats": 6}), 422, "invalid_seats"
    )
    assert "2 to 5" in body["detail"]
    for seats in (1, 9, [{}], [{}] * 9, 0, "two"):
        resp = client.post("/v1/games", json={"ruleset": "classic", "seats": seats})
        body = assert_problem(resp, 422, "validation_failed")
        assert "seats" in body["errors"]


def test_create_with_seed_and_deck_is_refused(client: Any) -> None:
    deck = _names(Game(build_ruleset("classic"), 2).deck())
    resp = client.post(
        "/v1/games", json={"ruleset": "classic", "seats": 2, "seed": "x", "deck": deck}
    )
    body = assert_problem(resp, 422, "validation_failed")
    assert "deck" in body["errors"]


def test_an_explicit_deck_is_honoured_and_marked(client: Any) -> None:
    game = Game(build_ruleset("classic"), 2)
    order = game.deck()
    random.Random(7).shuffle(order)
    g = create(client, deck=_names(order))
    assert g["explicit_deck"] is True and g["explicit_seed"] is False
    assert g["seed_commitment"] is None
    expected, _ = game.start(deck=order)
    for seat, token in enumerate(tokens_of(g)):
        d = describe(client, g["id"], token)
        assert d["explicit_deck"] is True
        assert d["view"]["seats"] == view(expected, seat)["seats"]
        assert d["view"]["stock_count"] == len(expected.stock)
    # the deck may be written in any accepted spelling ('10h', lower case)
    spelled = [n.replace("T", "10").lower() for n in _names(order)]
    g2 = create(client, deck=spelled)
    assert (
        describe(client, g2["id"], tokens_of(g2)[0])["view"]["seats"][0]["hand"]
        == view(expected, 0)["seats"][0]["hand"]
    )
    # the deck is in the replay once the game is over, not before
    replay_doc = client.get(f"/v1/games/{g['id']}/replay").json
    assert replay_doc["over"] is False and "deal" not in replay_doc


def test_create_with_a_bad_deck(client: Any) -> None:
    deck = _names(Game(build_ruleset("classic"), 2).deck())
    assert_problem(
        client.post("/v1/games", json={"ruleset": "classic", "seats": 2, "deck": deck[:-1]}),
        422,
        "invalid_deck",
    )
    assert_problem(
        client.post(
            "/v1/games", json={"ruleset": "classic", "seats": 2, "deck": [*deck[:-1], deck[0]]}
        ),
        422,
        "invalid_deck",
    )
    resp = client.post("/v1/games", json={"ruleset": "classic", "seats": 2, "deck": ["ZZ"] * 52})
    assert "deck" in assert_problem(resp, 422, "validation_failed")["errors"]


def test_create_request_errors(client: Any) -> None:
    assert_problem(
        client.post("/v1/games", data="{", content_type="application/json"), 400, "malformed_json"
    )
    assert_problem(
        client.post(
            "/v1/games", data='{"ruleset": "classic", "seats": 2}', content_type="text/plain"
        ),
        415,
        "unsupported_media_type",
    )
    body = assert_problem(
        client.post("/v1/games", json={"ruleset": "classic", "seats": 2, "x": 1}),
        422,
        "validation_failed",
    )
    assert "x" in body["errors"]
    assert (
        "ruleset"
        in assert_problem(client.post("/v1/games", json={"seats": 2}), 422, "validation_failed")[
            "errors"
        ]
    )


# -- reading a game ----------------------------------------------------------------------------------


def test_view_with_and_without_a_token(client: Any) -> None:
    g = create(client, seats=3, seed="views")
    gid, tokens = g["id"], tokens_of(g)
    for seat, token in enumerate(tokens):
        d = describe(client, gid, token)
        assert d["you"] == seat and d["view"]["viewer"] == seat
        for s in d["view"]["seats"]:
            assert ("hand" in s) == (s["seat"] == seat)
        assert len(d["view"]["seats"][seat]["hand"]) == d["view"]["seats"][seat]["hand_count"] == 3
        # face-down cards are hidden, face-up ones shown
        for s in d["view"]["seats"]:
            assert all(slot[0] is None and isinstance(slot[1], str) for slot in s["table"])
    spectator = describe(client, gid)
    assert spectator["you"] is None and spectator["view"]["viewer"] is None
    assert all("hand" not in s for s in spectator["view"]["seats"])
    assert all(s["hand_count"] == 3 for s in spectator["view"]["seats"])
    assert_problem(client.get(f"/v1/games/{gid}", headers=auth("not-a-token")), 401, "bad_token")
    assert_problem(
        client.get(f"/v1/games/{gid}", headers={"Authorization": "Basic abc"}),
        401,
        "bad_authorization",
    )
    assert_problem(client.get(f"/v1/games/{uuid.uuid4().hex}"), 404, "not_found")


def test_legal_moves_need_a_seat_token(client: Any) -> None:
    g = create(client)
    gid = g["id"]
    assert_problem(client.get(f"/v1/games/{gid}/legal-moves"), 401, "missing_token")
    assert_problem(
        client.get(f"/v1/games/{gid}/legal-moves", headers=auth("wrong")), 401, "bad_token"
    )
    moves = legal(client, gid, tokens_of(g)[1])
    assert moves["seat"] == 1 and moves["version"] == 1
    assert {"kind": "ready"} in moves["actions"]


# -- every listed action is accepted ---------------------------------------------------------------------


@pytest.mark.parametrize("preset", ["classic", "green-cutthroat-2018"])
def test_every_action_listed_after_the_deal_is_accepted(client: Any, preset: str) -> None:
    g = create(client, ruleset=preset, seed=f"every-{preset}")
    listed = legal(client, g["id"], tokens_of(g)[0])["actions"]
    assert len(listed) > 1
    for action in listed:  # a fresh game with the same seed has the same deal and the same moves
        g2 = create(client, ruleset=preset, seed=f"every-{preset}")
        assert legal(client, g2["id"], tokens_of(g2)[0])["actions"] == listed
        resp = post_action(client, g2["id"], tokens_of(g2)[0], action, 1)
        assert resp.status_code == 201, (action, resp.get_data(as_text=True))


def _check_finished_game(
    client: Any, app: Any, gid: str, tokens: list[str], game: dict[str, Any]
) -> None:
    assert game["phase"] == "over" and game["result"] is not None
    assert game["to_act"] == []
    version = game["version"]
    for token in tokens:
        moves = legal(client, gid, token)
        assert moves["actions"] == [] and moves["version"] == version
    # acting after the end
    before = stored(app, gid)
    for token in tokens:
        for action in ({"kind": "pickup"}, {"kind": "ready"}, {"kind": "pass"}):
            assert_problem(post_action(client, gid, token, action, version), 409, "game_over")
    assert stored(app, gid) == before
    # the store marks the game over and the snapshot + tail agrees with the full log
    svc: GameService = app.extensions["service"]
    loaded = svc.load(gid)
    assert loaded.meta["status"] == "over"
    full = State(svc.game_of(loaded.meta))
    for e in svc.store.entries(gid):
        evolve(full, event_from_dict(e["e"]))
    assert loaded.state.snapshot() == full.snapshot()
    assert full.version == version
    # the replay of a finished game is complete and verifies (in process: see
    # test_a_finished_games_replay_verifies_through_the_api for the HTTP route)
    doc = client.get(f"/v1/games/{gid}/replay").json
    assert doc["over"] is True and len(doc["events"]) == version
    assert doc["seed"] and doc["deal"]
    check = verify_document(doc)
    assert (
        check["status"] == "consistent" and check["events"] == version and check["over"] is True
    ), check


def test_classic_game_played_to_the_end_with_the_first_listed_action(snap_app: Any) -> None:
    client = snap_app.test_client()
    g = create(client, seed="first-action")
    game = play(client, g["id"], tokens_of(g), first, lambda to_act: to_act[0])
    _check_finished_game(client, snap_app, g["id"], tokens_of(g), game)
    snap = snap_app.extensions["store"].snapshot(g["id"])
    # written by the append that passed the last multiple of 8 events
    assert snap is not None and game["version"] - 8 < snap[0] <= game["version"]


def test_cutthroat_game_played_to_the_end_with_random_listed_actions(snap_app: Any) -> None:
    client = snap_app.test_client()
    rng = random.Random(6)
    g = create(
        client,
        ruleset={"preset": "green-cutthroat-2018", "options": {"turn_cap": 300}},
        seed="random-action",
    )
    game = play(
        client,
        g["id"],
        tokens_of(g),
        random_choice(rng),
        lambda to_act: to_act[rng.randrange(len(to_act))],
    )
    _check_finished_game(client, snap_app, g["id"], tokens_of(g), game)


def test_a_finished_games_replay_verifies_through_the_api(client: Any) -> None:
    g = create(client, seed="first-action")
    game = play(client, g["id"], tokens_of(g), first, lambda to_act: to_act[0])
    assert game["phase"] == "over"
    doc = client.get(f"/v1/games/{g['id']}/replay").json
    check = client.post("/v1/replays/verify", json=doc)
    assert check.status_code == 200, check.get_data(as_text=True)
    assert check.json["valid"] is True


# -- POST /actions errors ----------------------------------------------------------------------------------


def test_malformed_json(client: Any, app: Any, playing: Any) -> None:
    gid, tokens, game = playing
    before = stored(app, gid)
    for body in ("{", '{"action": ', "", "\xff", "[1,]"):
        resp = client.post(
            f"/v1/games/{gid}/actions",
            data=body,
            content_type="application/json",
            headers=auth(tokens[game["to_act"][0]]),
        )
        assert_problem(resp, 400, "malformed_json")
    assert stored(app, gid) == before


def test_wrong_content_type(client: Any, app: Any, playing: Any) -> None:
    gid, tokens, game = playing
    before = stored(app, gid)
    body = json.dumps({"action": {"kind": "pickup"}, "expected_version": game["version"]})
    for ctype in ("text/plain", "application/x-www-form-urlencoded", None):
        kwargs = {"content_type": ctype} if ctype else {}
        resp = client.post(f"/v1/games/{gid}/actions", data=body, headers=auth(tokens[0]), **kwargs)
        assert_problem(resp, 415, "unsupported_media_type")
    assert stored(app, gid) == before


def test_body_over_64_kib(client: Any, app: Any, playing: Any) -> None:
    gid, tokens, game = playing
    before = stored(app, gid)
    seat = game["to_act"][0]
    body = json.dumps(
        {
            "action": {"kind": "pickup"},
            "expected_version": game["version"],
            "padding": "x" * (MAX_BODY + 10),
        }
    )
    assert len(body) > 64 * 1024
    resp = client.post(
        f"/v1/games/{gid}/actions",
        data=body,
        content_type="application/json",
        headers=auth(tokens[seat]),
    )
    assert_problem(resp, 413, "body_too_large")
    assert stored(app, gid) == before


def test_schema_violation_lists_the_fields(client: Any, app: Any, playing: Any) -> None:
    gid, tokens, game = playing
    before = stored(app, gid)
    seat = game["to_act"][0]
    cases: list[tuple[Any, set[str]]] = [
        (
            {"action": {"kind": "fly"}, "expected_version": -1, "extra": 1},
            {"action", "expected_version", "extra"},
        ),
        ({"expected_version": game["version"]}, {"action"}),
        (
            {"action": {"kind": "play", "cards": ["ZZ"]}, "expected_version": game["version"]},
            {"action"},
        ),
        (
            {"action": {"kind": "play", "cards": "7C"}, "expected_version": game["version"]},
            {"action"},
        ),
        (
            {
                "action": {"kind": "play", "cards": ["7C", "7C"]},
                "expected_version": game["version"],
            },
            {"action"},
        ),
        ({"action": {"kind": "flip", "slot": 99}, "expected_version": game["version"]}, {"action"}),
        ({"action": "pickup", "expected_version": "one"}, {"action", "expected_version"}),
        ([1, 2], set()),
    ]
    for body, fields in cases:
        resp = client.post(f"/v1/games/{gid}/actions", json=body, headers=auth(tokens[seat]))
        problem = assert_problem(resp, 422, "validation_failed")
        errors = problem["errors"]
        assert isinstance(errors, dict | list), problem
        if fields:
            assert set(errors) >= fields, (body, errors)
            for f in fields:  # field messages are human-readable strings
                assert json.dumps(errors[f]).strip('[]{}"')
    assert stored(app, gid) == before


def test_missing_and_wrong_tokens(client: Any, app: Any, playing: Any) -> None:
    gid, _, game = playing
    before = stored(app, gid)
    action = {"kind": "pickup"}
    assert_problem(post_action(client, gid, None, action, game["version"]), 401, "missing_token")
    assert_problem(
        post_action(client, gid, "wrong-token", action, game["version"]), 401, "bad_token"
    )
    other = create(client)  # a seat token of another game is no token of this one
    assert_problem(
        post_action(client, gid, tokens_of(other)[0], action, game["version"]), 401, "bad_token"
    )
    resp = client.post(
        f"/v1/games/{gid}/actions",
        json={"action": action, "expected_version": game["version"]},
        headers={"Authorization": "Token abc"},
    )
    assert_problem(resp, 401, "bad_authorization")
    assert stored(app, gid) == before


def test_acting_out_of_turn(client: Any, app: Any, playing: Any) -> None:
    gid, tokens, game = playing
    waiting = 1 - game["to_act"][0]
    before = stored(app, gid)
    for action in ({"kind": "pickup"}, {"kind": "draw"}, {"kind": "flip", "slot": 0}):
        body = assert_problem(
            post_action(client, gid, tokens[waiting], action, game["version"]), 403, "not_your_turn"
        )
        assert body["detail"]
    assert stored(app, gid) == before
    # in the setup a seat that is ready may no longer act
    g = create(client)
    assert post_action(client, g["id"], tokens_of(g)[0], {"kind": "ready"}, 1).status_code == 201
    before = stored(app, g["id"])
    assert_problem(
        post_action(client, g["id"], tokens_of(g)[0], {"kind": "ready"}, 2), 403, "not_your_turn"
    )
    assert stored(app, g["id"]) == before


def test_unknown_game(client: Any, playing: Any) -> None:
    _, tokens, _ = playing
    gid = uuid.uuid4().hex
    assert_problem(post_action(client, gid, tokens[0], {"kind": "ready"}, 1), 404, "not_found")
    for path in ("", "/legal-moves", "/events", "/replay", "/views/1"):
        assert_problem(
            client.get(f"/v1/games/{gid}{path}", headers=auth(tokens[0])), 404, "not_found"
        )
    assert_problem(client.post(f"/v1/games/{gid}/join", json={}), 404, "not_found")


def test_stale_expected_version(client: Any, app: Any, playing: Any) -> None:
    gid, tokens, game = playing
    seat = game["to_act"][0]
    action = legal(client, gid, tokens[seat])["actions"][0]
    before = stored(app, gid)
    for stale in (0, 1, game["version"] - 1, game["version"] + 1, 10**6):
        body = assert_problem(
            post_action(client, gid, tokens[seat], action, stale), 409, "version_conflict"
        )
        assert body["version"] == game["version"]
    assert stored(app, gid) == before
    # the same action with the current version goes through
    assert post_action(client, gid, tokens[seat], action, game["version"]).status_code == 201


def test_illegal_action(client: Any, app: Any, playing: Any) -> None:
    gid, tokens, game = playing
    seat = game["to_act"][0]
    me = describe(client, gid, tokens[seat])["view"]["seats"][seat]
    other = describe(client, gid, tokens[1 - seat])["view"]["seats"][1 - seat]
    listed = legal(client, gid, tokens[seat])["actions"]
    before = stored(app, gid)
    attempts = [
        {"kind": "swap", "cards": [me["hand"][0], me["table"][0][1]]},  # setup is over
        {"kind": "ready"},
        {"kind": "play", "cards": [other["hand"][0]]},  # a card the seat does not hold
        {"kind": "pass"},
    ]
    attempts = [a for a in attempts if a not in listed]
    assert len(attempts) >= 3
    for action in attempts:
        body = assert_problem(
            post_action(client, gid, tokens[seat], action, game["version"]), 422, "illegal_action"
        )
        assert "not" in body["detail"]  # a reason: "... is not possible now; possible: ..."
    body = assert_problem(
        post_action(
            client,
            gid,
            tokens[seat],
            {"kind": "swap", "cards": [me["hand"][0], me["table"][0][1]]},
            game["version"],
        ),
        422,
        "illegal_action",
    )
    assert "possible" in body["detail"] and "swap" in body["detail"]
    assert stored(app, gid) == before


def test_unknown_routes_and_methods_are_problems(client: Any) -> None:
    assert_problem(client.get("/v1/nothing-here"), 404, "not_found")
    resp = client.delete("/v1/games")
    assert_problem(resp, 405, "method_not_allowed")
    assert "POST" in resp.headers.get("Allow", "")


# -- idempotency -------------------------------------------------------------------------------------------


def test_idempotency_key_replays_the_first_response(client: Any, app: Any, playing: Any) -> None:
    gid, tokens, game = playing
    seat = game["to_act"][0]
    action = legal(client, gid, tokens[seat])["actions"][0]
    key = {"Idempotency-Key": "retry-" + uuid.uuid4().hex}
    first_resp = post_action(client, gid, tokens[seat], action, game["version"], **key)
    assert first_resp.status_code == 201
    after_first = stored(app, gid)
    for _ in range(2):
        again = post_action(client, gid, tokens[seat], action, game["version"], **key)
        assert again.status_code == 201
        assert again.headers["Idempotent-Replayed"] == "true"
        assert again.data == first_resp.data
        assert stored(app, gid) == after_first  # nothing appended
    # the same key with another body is refused, and nothing changes either
    for other in ({"kind": "pickup"}, action):
        version = game["version"] + (1 if other is action else 0)
        resp = post_action(client, gid, tokens[seat], other, version, **key)
        assert_problem(resp, 422, "idempotency_key_reused")
    assert stored(app, gid) == after_first
    # a rejected request stores no response under its key: the key stays free
    free = {"Idempotency-Key": "free-" + uuid.uuid4().hex}
    assert_problem(
        post_action(client, gid, tokens[seat], action, 0, **free), 409, "version_conflict"
    )
    assert stored(app, gid) == after_first


def test_idempotency_key_length(client: Any, app: Any, playing: Any) -> None:
    gid, tokens, game = playing
    before = stored(app, gid)
    resp = post_action(
        client,
        gid,
        tokens[game["to_act"][0]],
        {"kind": "pickup"},
        game["version"],
        **{"Idempotency-Key": "k" * 201},
    )
    assert_problem(resp, 422, "invalid_idempotency_key")
    assert stored(app, gid) == before


# -- joining -----------------------------------------------------------------------------------------------


def test_joining_an_open_seat(client: Any, app: Any) -> None:
    g = create(client, seats=[{"name": "a"}, {"open": True}], seed="join")
    gid = g["id"]
    assert g["seats"][0]["token"] and not g["seats"][0]["open"]
    assert g["seats"][1] == {
        "seat": 1,
        "name": "seat 1",
        "open": True,
        "bot": None,
        "strikes": 0,
        "token": None,
        "webhook_secret": None,
    }
    assert [s["open"] for s in describe(client, gid)["seats"]] == [False, True]
    assert_problem(client.post(f"/v1/games/{gid}/join", json={"seat": 0}), 409, "seat_taken")
    assert_problem(client.post(f"/v1/games/{gid}/join", json={"seat": 5}), 422, "invalid_seat")
    assert_problem(
        client.post(f"/v1/games/{gid}/join", json={"seat": "x"}), 422, "validation_failed"
    )
    resp = client.post(f"/v1/games/{gid}/join", json={"name": "b"})
    assert resp.status_code == 201, resp.get_data(as_text=True)
    joined = resp.json
    assert joined["id"] == gid and joined["seat"] == 1 and joined["name"] == "b" and joined["token"]
    d = describe(client, gid, joined["token"])
    assert d["you"] == 1 and "hand" in d["view"]["seats"][1]
    assert d["seats"] == [
        {"seat": 0, "name": "a", "open": False, "bot": None, "strikes": 0},
        {"seat": 1, "name": "b", "open": False, "bot": None, "strikes": 0},
    ]
    # the new seat acts with its token
    moves = legal(client, gid, joined["token"])
    assert (
        post_action(client, gid, joined["token"], moves["actions"][0], moves["version"]).status_code
        == 201
    )
    # the game is full now
    before = stored(app, gid)
    assert_problem(client.post(f"/v1/games/{gid}/join", json={"name": "c"}), 409, "no_open_seat")
    assert_problem(client.post(f"/v1/games/{gid}/join", json={"seat": 1}), 409, "seat_taken")
    assert stored(app, gid) == before


def test_joining_a_full_game(client: Any) -> None:
    g = create(client)
    assert_problem(client.post(f"/v1/games/{g['id']}/join", json={}), 409, "no_open_seat")
    assert_problem(client.post(f"/v1/games/{g['id']}/join", json={"seat": 1}), 409, "seat_taken")


def test_concurrent_joins_of_one_seat_give_it_once(app: Any) -> None:
    client = app.test_client()
    g = create(client, seats=[{}, {"open": True}])
    results: list[int] = []

    def join() -> None:
        results.append(
            app.test_client().post(f"/v1/games/{g['id']}/join", json={"seat": 1}).status_code
        )

    threads = [threading.Thread(target=join) for _ in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=30)
    assert sorted(results) == [201] + [409] * 5


# -- events and views ------------------------------------------------------------------------------------


def test_events_list(client: Any, playing: Any) -> None:
    gid, tokens, game = playing
    resp = client.get(f"/v1/games/{gid}/events?after=0", headers=auth(tokens[0]))
    assert resp.status_code == 200
    body = resp.json
    assert body["version"] == game["version"]
    assert [e["seq"] for e in body["events"]] == list(range(1, game["version"] + 1))
    assert body["events"][0]["type"] == "Dealt"
    tail = client.get(f"/v1/games/{gid}/events?after=2").json
    assert [e["seq"] for e in tail["events"]] == list(range(3, game["version"] + 1))
    assert tail["events"] == body["events"][2:]
    beyond = client.get(f"/v1/games/{gid}/events?after=1000").json
    assert beyond == {
        "version": game["version"],
        "events": [],
        "phase": game["phase"],
        "to_act": game["to_act"],
        "result": None,
    }
    assert_problem(client.get(f"/v1/games/{gid}/events?after=-1"), 422, "invalid_parameter")
    assert_problem(client.get(f"/v1/games/{gid}/events?wait=31"), 422, "invalid_parameter")
    assert_problem(client.get(f"/v1/games/{gid}/events?after=x"), 422, "invalid_parameter")
    assert_problem(client.get(f"/v1/games/{gid}/events", headers=auth("bad")), 401, "bad_token")


def test_events_long_poll_returns_when_an_action_arrives(app: Any, playing: Any) -> None:
    gid, tokens, game = playing
    version = game["version"]
    seat = game["to_act"][0]
    out: dict[str, Any] = {}

    def poll() -> None:
        t0 = time.monotonic()
        resp = app.test_client().get(
            f"/v1/games/{gid}/events?after={version}&wait=20", headers=auth(tokens[1 - seat])
        )
        out["elapsed"] = time.monotonic() - t0
        out["status"] = resp.status_code
        out["body"] = resp.json

    waiter = threading.Thread(target=poll)
    waiter.start()
    time.sleep(0.3)
    client = app.test_client()
    action = legal(client, gid, tokens[seat])["actions"][0]
    posted = post_action(client, gid, tokens[seat], action, version)
    assert posted.status_code == 201
    waiter.join(timeout=30)
    assert not waiter.is_alive()
    assert out["status"] == 200
    assert out["elapsed"] < 10, out["elapsed"]  # well before the 20 s wait ran out
    events = out["body"]["events"]
    assert events and events[0]["seq"] == version + 1
    assert events[0]["cause"] == {"seat": seat, "action": action}
    assert out["body"]["version"] >= version + 1


def test_a_long_poll_past_the_processes_bound_is_answered_at_once(
    app: Any, client: Any, playing: Any, monkeypatch: Any
) -> None:
    # a long poll holds a request thread: past LONG_POLLS waiting in the process, one is
    # answered without its wait and asked to come back a second later
    from api.http.long_polls import LongPolls
    from tests.api.test_bot_accounts import register

    gid, tokens, game = playing
    polls = LongPolls(1)
    monkeypatch.setitem(app.extensions, "long_polls", polls)
    bot = register(client)
    with polls.slot(30.0) as granted:  # another long poll holds the one slot
        assert granted == 30.0
        resp = client.get(
            f"/v1/games/{gid}/events?after={game['version']}&wait=30", headers=auth(tokens[0])
        )
        assert resp.status_code == 200 and resp.headers["Retry-After"] == "1"
        assert resp.json["events"] == [] and resp.json["version"] == game["version"]
        fed = client.get("/v1/bots/me/events?wait=30", headers=auth(bot["token"]))
        assert fed.status_code == 200 and fed.headers["Retry-After"] == "1"
        plain = client.get(
            f"/v1/games/{gid}/events?after={game['version']}", headers=auth(tokens[0])
        )
        assert "Retry-After" not in plain.headers  # it asked for no wait
    waited = client.get(
        f"/v1/games/{gid}/events?after={game['version']}&wait=1", headers=auth(tokens[0])
    )
    assert waited.status_code == 200 and "Retry-After" not in waited.headers
    unbounded = LongPolls(0)
    with unbounded.slot(5.0) as first, unbounded.slot(5.0) as second:
        assert first == second == 5.0


def test_events_long_poll_returns_empty_when_nothing_happens(client: Any, playing: Any) -> None:
    gid, tokens, game = playing
    t0 = time.monotonic()
    resp = client.get(
        f"/v1/games/{gid}/events?after={game['version']}&wait=1", headers=auth(tokens[0])
    )
    elapsed = time.monotonic() - t0
    assert resp.status_code == 200
    assert resp.json == {
        "version": game["version"],
        "events": [],
        "phase": "playing",
        "to_act": game["to_act"],
        "result": None,
    }
    assert 0.5 <= elapsed < 10, elapsed


def test_views_at_a_version(client: Any, playing: Any) -> None:
    gid, tokens, game = playing
    current = game["version"]
    for token in (tokens[0], tokens[1], None):
        now = client.get(f"/v1/games/{gid}/views/{current}", headers=auth(token))
        assert now.status_code == 200
        assert now.json == describe(client, gid, token)
    dealt = client.get(f"/v1/games/{gid}/views/1", headers=auth(tokens[0])).json
    assert dealt["version"] == 1 and dealt["view"]["version"] == 1
    assert dealt["phase"] == "setup" and dealt["to_act"] == [0, 1]
    after_ready = client.get(f"/v1/games/{gid}/views/2", headers=auth(tokens[0])).json
    assert after_ready["version"] == 2 and after_ready["to_act"] == [1]
    body = assert_problem(
        client.get(f"/v1/games/{gid}/views/{current + 1}"), 404, "no_such_version"
    )
    assert body["version"] == current
    assert_problem(
        client.get(f"/v1/games/{gid}/views/{current}", headers=auth("bad")), 401, "bad_token"
    )


# -- operations ---------------------------------------------------------------------------------------------


def test_health_readiness_and_metrics(client: Any) -> None:
    assert client.get("/healthz").status_code == 200
    ready = client.get("/readyz")
    assert ready.status_code == 200 and ready.json == {"status": "ready"}
    client.get("/v1/rulesets")
    resp = client.get("/metrics")
    assert resp.status_code == 200
    assert resp.mimetype == "text/plain"
    text = resp.get_data(as_text=True)
    assert "# TYPE shithead_http_request_duration_seconds histogram" in text
    assert (
        'shithead_http_request_duration_seconds_count{method="GET",route="/v1/rulesets",'
        'status="200"}'
    ) in text
    assert "# TYPE shithead_queue_depth gauge" in text
    # a scraper asking for OpenMetrics gets it
    om = client.get("/metrics", headers={"Accept": "application/openmetrics-text; version=1.0.0"})
    assert om.mimetype == "application/openmetrics-text"
    assert om.get_data(as_text=True).endswith("# EOF\n")


def test_redis_unreachable_is_503(client: Any) -> None:
    down = start_background(
        create_app(
            {
                "REDIS_URL": "redis://127.0.0.1:1",
                "QUEUE_REDIS_URL": "redis://127.0.0.1:1",
                "TESTING": True,
                "RATELIMIT_ENABLED": False,
            }
        )
    )
    c = down.test_client()
    gid = create(client)["id"]  # exists in the real store; the other app cannot see any store
    requests_: list[tuple[str, str, Any]] = [
        ("post", "/v1/games", {"ruleset": "classic", "seats": 2}),
        ("get", f"/v1/games/{gid}", None),
        ("get", f"/v1/games/{gid}/legal-moves", None),
        ("post", f"/v1/games/{gid}/actions", {"action": {"kind": "ready"}, "expected_version": 1}),
        ("post", f"/v1/games/{gid}/join", {}),
        ("get", f"/v1/games/{gid}/events?after=0", None),
        ("get", f"/v1/games/{gid}/replay", None),
        ("get", f"/v1/games/{gid}/views/1", None),
        ("get", "/v1/games", None),
        ("get", "/readyz", None),
    ]
    for method, path, body in requests_:
        t0 = time.monotonic()
        if method == "post":
            resp = c.post(path, json=body, headers=auth("some-token"))
        else:
            resp = c.get(path, headers=auth("some-token"))
        assert_problem(resp, 503, "store_unavailable")
        assert int(resp.headers["Retry-After"]) > 0, path
        assert time.monotonic() - t0 < 10
    assert c.get("/healthz").status_code == 200  # liveness does not depend on the store
    # the metrics are served without the store: only the queues' depths, read from it, are left out
    metrics = c.get("/metrics")
    assert metrics.status_code == 200
    assert "shithead_http_request_duration_seconds_bucket" in metrics.get_data(as_text=True)
    assert "shithead_queue_depth{" not in metrics.get_data(as_text=True)


def test_rate_limit(redis_url: str) -> None:
    limited = start_background(
        create_app(
            {
                "REDIS_URL": redis_url,
                "TESTING": True,
                "RATELIMIT_ENABLED": True,
                "RATELIMIT_PER_ADDRESS": "5 per minute",
            }
        )
    )
    c = limited.test_client()
    # a fresh client address, so counters left in the shared Redis by other runs do not count
    env = {
        "REMOTE_ADDR": f"10.{random.randrange(256)}.{random.randrange(256)}.{random.randrange(1, 255)}"
    }
    for _ in range(5):
        assert c.get("/v1/rulesets", environ_base=env).status_code == 200
    resp = c.get("/v1/rulesets", environ_base=env)
    assert_problem(resp, 429, "rate_limited")
    assert int(resp.headers["Retry-After"]) > 0
    # operations endpoints are not limited
    assert c.get("/healthz", environ_base=env).status_code == 200
    assert c.get("/readyz", environ_base=env).status_code == 200

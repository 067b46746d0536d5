"""Matches over HTTP: a series of games at one table, with what carries over between them."""

from __future__ import annotations

import json
import random
import uuid
from collections.abc import Callable
from typing import Any

import pytest

from api.games.replays import verify_document
from engine.events import event_to_dict
from tests.helpers import wait_until_to_act

Policy = Callable[[list[dict[str, Any]]], dict[str, Any]]


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def random_policy(seed: int, lean: float = 0.0) -> Policy:
    """A random legal move, never picking up while something else is possible; with
    probability ``lean`` the lowest play instead (the engine lists plays lowest first).
    Uniformly random players rarely finish a game before the turn cap: leaning makes
    games with a loser, so that what a loss carries over is exercised."""
    rng = random.Random(seed)

    def choose(actions: list[dict[str, Any]]) -> dict[str, Any]:
        moves = [a for a in actions if a["kind"] != "pickup"] or actions
        return moves[0] if rng.random() < lean else rng.choice(moves)

    return choose


def lowest_first(actions: list[dict[str, Any]]) -> dict[str, Any]:
    """The engine's first legal move that is not a pick-up (its plays come lowest first):
    games played like this rarely reach the turn cap, so they have a winner."""
    return next((a for a in actions if a["kind"] != "pickup"), actions[0])


def create_match(client: Any, body: dict[str, Any]) -> dict[str, Any]:
    resp = client.post("/v1/matches", json=body)
    assert resp.status_code == 201, resp.json
    assert resp.headers["Location"] == f"/v1/matches/{resp.json['id']}"
    match: dict[str, Any] = resp.json
    return match


def get_match(client: Any, match_id: str) -> dict[str, Any]:
    resp = client.get(f"/v1/matches/{match_id}")
    assert resp.status_code == 200, resp.json
    match: dict[str, Any] = resp.json
    return match


def play_game(
    client: Any, game_id: str, tokens: list[str | None], choose: Policy, max_actions: int = 5000
) -> dict[str, Any]:
    """Play a game to its end with the match's seat tokens; the finished game."""
    for _ in range(max_actions):
        game = wait_until_to_act(client, game_id)  # the bots answer after each move
        if game["result"] is not None:
            return game
        seat = game["to_act"][0]
        token = tokens[seat]
        assert token is not None, f"seat {seat} is a bot: the service plays it"
        moves = client.get(f"/v1/games/{game_id}/legal-moves", headers=auth(token)).json
        resp = client.post(
            f"/v1/games/{game_id}/actions",
            headers=auth(token),
            json={"action": choose(moves["actions"]), "expected_version": moves["version"]},
        )
        assert resp.status_code == 201, resp.json
    pytest.fail(f"game {game_id} did not end")


def finish_bots_match(client: Any, match: dict[str, Any]) -> dict[str, Any]:
    """Wait for a match of bots only to finish (the bot policy plays each game, and the end
    of one creates the next); the match then."""
    for _ in range(20):
        if match["status"] == "over":
            break
        if match["current_game"]:
            wait_until_to_act(client, match["current_game"])
        match = get_match(client, match["id"])
    return match


def play_current(
    client: Any, match_id: str, tokens: list[str | None], choose: Policy
) -> dict[str, Any]:
    """Play the match's current game to its end; the match afterwards."""
    match = get_match(client, match_id)
    assert match["status"] == "playing"
    play_game(client, match["current_game"], tokens, choose)
    return get_match(client, match_id)


def replay(client: Any, game_id: str) -> dict[str, Any]:
    resp = client.get(f"/v1/games/{game_id}/replay")
    assert resp.status_code == 200
    doc: dict[str, Any] = resp.json
    return doc


def test_a_classic_match_is_played_to_the_end(client: Any) -> None:
    """Three classic games at a table of three, random legal moves: the loser of each game
    deals the next (after a draw the deal passes left) and the seat tokens act in all of them."""
    match = create_match(
        client,
        {
            "ruleset": {"preset": "classic", "options": {"turn_cap": 300}},
            "seats": [{"name": "ann"}, {"name": "bob"}, {"name": "cy"}],
            "games": 3,
            "first_dealer": 1,
            "seed": "classic-match",
        },
    )
    tokens = [s["token"] for s in match["seats"]]
    assert all(tokens) and len(set(tokens)) == 3
    assert match["status"] == "playing" and match["progress"] == {"played": 0, "total": 3}
    assert match["first_game"] == match["current_game"] == match["games"][0]["game_id"]
    assert match["explicit_seed"] is True and match["seed"] is None
    assert [s["name"] for s in match["seats"]] == ["ann", "bob", "cy"]
    assert "token" not in json.dumps(get_match(client, match["id"]))

    choose = random_policy(11, lean=0.7)
    seen_games = []
    for i in range(3):
        current = get_match(client, match["id"])
        gid = current["current_game"]
        assert gid not in seen_games and current["progress"]["played"] == i
        seen_games.append(gid)
        game = client.get(f"/v1/games/{gid}").json
        assert game["match"] == {"id": match["id"], "game": i}
        assert game["explicit_seed"] is True
        for seat, token in enumerate(tokens):  # the match's tokens are this game's seats
            assert client.get(f"/v1/games/{gid}", headers=auth(token)).json["you"] == seat
        play_game(client, gid, tokens, choose)

    done = get_match(client, match["id"])
    assert done["status"] == "over" and done["current_game"] is None
    assert done["progress"] == {"played": 3, "total": 3}
    assert [g["game_id"] for g in done["games"]] == seen_games
    assert done["seed"] == "classic-match"
    results = [g["result"] for g in done["games"]]
    assert all(r is not None for r in results)
    # who dealt each stored game: the first dealer, then the previous loser (or the seat on
    # the left of the previous dealer after a draw)
    dealers = [replay(client, gid)["dealer"] for gid in seen_games]
    assert dealers[0] == 1
    for i in (1, 2):
        prev = results[i - 1]
        expected = prev["loser"] if prev["loser"] is not None else (dealers[i - 1] + 1) % 3
        assert dealers[i] == expected
    assert [g["dealer"] for g in done["games"]] == dealers
    assert any(r["loser"] is not None for r in results[:2])  # the loser-deals rule was used
    table = done["standings"]
    assert sorted(r["seat"] for r in table) == [0, 1, 2]
    assert sum(r["wins"] for r in table) == sum(
        r["winner"] is not None and not r["draw"] for r in results
    )
    assert sum(r["losses"] for r in table) == sum(
        r["loser"] is not None and not r["draw"] for r in results
    )
    assert all(len(r["places"]) == 3 for r in table)
    # a finished game's tokens still read it; a token of another match does not
    other = create_match(client, {"ruleset": "classic", "seats": 2})
    resp = client.get(f"/v1/games/{seen_games[0]}", headers=auth(other["seats"][0]["token"]))
    assert resp.status_code == 401 and resp.json["code"] == "bad_token"


def test_cutthroat_spoils_and_best_of_three(client: Any) -> None:
    """green-cutthroat-2018: the previous winner is dealt the start card face down (its
    spoils, hidden from the others) and plays first; all three games are played."""
    match = create_match(
        client,
        {
            "ruleset": {"preset": "green-cutthroat-2018", "options": {"turn_cap": 400}},
            "seats": [{"name": "ann"}, {"name": "bob"}],
            "seed": "spoils-1",
        },
    )
    assert match["progress"] == {"played": 0, "total": 3}  # the ruleset's best of three
    assert match["games"][0]["spoils"] is None
    tokens = [s["token"] for s in match["seats"]]
    after_first = play_current(client, match["id"], tokens, lowest_first)
    first = after_first["games"][0]["result"]
    winner, loser = first["winner"], first["loser"]
    assert winner is not None and loser is not None, first

    second = after_first["games"][1]
    assert (second["spoils"], second["starter"], second["dealer"]) == (winner, winner, loser)
    gid = second["game_id"]
    mine = client.get(f"/v1/games/{gid}", headers=auth(tokens[winner])).json
    theirs = client.get(f"/v1/games/{gid}", headers=auth(tokens[loser])).json
    spectator = client.get(f"/v1/games/{gid}").json
    counts = [s["hand_count"] for s in mine["view"]["seats"]]
    assert counts[winner] == counts[loser] + 1  # the spoils went into the winner's hand
    assert mine["view"]["pile"] == []  # and no start card was turned up
    spoils_hand = set(mine["view"]["seats"][winner]["hand"])
    assert len(spoils_hand) == counts[winner]
    for seen in (theirs, spectator):
        assert "hand" not in seen["view"]["seats"][winner]
        assert seen["view"]["seats"][winner]["hand_count"] == counts[winner]
    # nothing the loser or a spectator may read names a card of the winner's hand
    for headers in (auth(tokens[loser]), {}):
        events = client.get(
            f"/v1/games/{gid}/events", query_string={"after": 0}, headers=headers
        ).json
        text = json.dumps(events["events"])
        assert not [c for c in spoils_hand if f'"{c}"' in text]
    live = client.get(f"/v1/games/{gid}/replay", headers=auth(tokens[loser])).json
    assert live["over"] is False and live["spoils"] == winner
    assert not [c for c in spoils_hand if f'"{c}"' in json.dumps(live["events"])]
    # the winner plays first, once the seats have laid their face-up cards
    game = mine
    while game["phase"] == "setup":
        seat = game["to_act"][0]
        moves = client.get(f"/v1/games/{gid}/legal-moves", headers=auth(tokens[seat])).json
        resp = client.post(
            f"/v1/games/{gid}/actions",
            headers=auth(tokens[seat]),
            json={"action": lowest_first(moves["actions"]), "expected_version": moves["version"]},
        )
        assert resp.status_code == 201, resp.json
        game = resp.json["game"]
    assert game["to_act"] == [winner]

    play_game(client, gid, tokens, lowest_first)
    after_second = get_match(client, match["id"])
    assert after_second["status"] == "playing" and after_second["progress"]["played"] == 2
    done = play_current(client, match["id"], tokens, lowest_first)
    assert done["status"] == "over" and len(done["games"]) == 3  # the rubber is played
    assert done["progress"] == {"played": 3, "total": 3}
    assert sum(r["wins"] + r["losses"] + r["draws"] for r in done["standings"]) == 6

    # the replay of the second game records the spoils and verifies
    doc = replay(client, gid)
    assert (doc["spoils"], doc["starter"], doc["no_swap"]) == (winner, winner, [])
    assert verify_document(doc)["status"] == "consistent"
    verdict = client.post("/v1/replays/verify", json=doc).json
    assert verdict["valid"] is True and verdict["over"] is True
    # the carry-over is part of the chain: without it the document no longer verifies
    for field in ("spoils", "starter"):
        altered = {**doc, field: -1}
        assert verify_document(altered)["status"] == "invalid"
    stripped = {k: v for k, v in doc.items() if k not in ("starter", "spoils", "no_swap")}
    assert verify_document(stripped)["status"] == "invalid"


def test_the_winner_plays_first_in_cut_throat(client: Any) -> None:
    """green-ct-2006: every game after the first is started by the previous winner."""
    match = create_match(
        client,
        {
            "ruleset": {"preset": "green-ct-2006", "options": {"turn_cap": 400}},
            "seats": [{"name": "ann"}, {"name": "bob"}, {"name": "cy"}],
            "games": 2,
            "seed": "ct-ladder",
        },
    )
    tokens = [s["token"] for s in match["seats"]]
    after_first = play_current(client, match["id"], tokens, lowest_first)
    first = after_first["games"][0]["result"]
    winner = first["winner"]
    assert winner is not None, first
    second = after_first["games"][1]
    assert second["starter"] == winner and second["spoils"] is None
    if first["loser"] is not None:
        assert second["dealer"] == first["loser"]
    game = client.get(f"/v1/games/{second['game_id']}").json
    assert game["phase"] == "playing" and game["to_act"] == [winner]  # no setup in Cut Throat
    assert replay(client, second["game_id"])["starter"] == winner
    done = play_current(client, match["id"], tokens, lowest_first)
    assert done["status"] == "over"
    assert verify_document(replay(client, second["game_id"]))["status"] == "consistent"


def test_replays_of_games_outside_a_match_bind_no_carry_over(client: Any) -> None:
    """A game outside a match records no carry-over (-1, -1, []); the fields are bound all the same."""
    g = client.post(
        "/v1/games",
        json={
            "ruleset": {"preset": "classic", "options": {"turn_cap": 30}},
            "seats": [{"bot": "random"}, {"bot": "random"}],
            "seed": "old",
            "play_out": True,
        },
    ).json
    doc = replay(client, g["id"])
    assert (doc["starter"], doc["spoils"], doc["no_swap"]) == (-1, -1, [])
    assert client.get(f"/v1/games/{g['id']}").json["match"] is None
    assert verify_document(doc)["status"] == "consistent"
    stripped = {k: v for k, v in doc.items() if k not in ("starter", "spoils", "no_swap")}
    assert verify_document(stripped)["pointer"] == "/starter"
    assert verify_document({**doc, "starter": "x"})["status"] == "invalid"
    # the first event's hash was made from starter -1: putting it back makes it match
    changed = verify_document({**doc, "starter": 1})
    assert (changed["pointer"], changed["reason"]) == (
        "/starter",
        "the header was changed here: the first event's hash was made from -1, "
        "and the chain does not start from this header",
    )


def test_a_match_of_bots_finishes_by_itself(client: Any) -> None:
    match = create_match(
        client,
        {
            "ruleset": {"preset": "green-cutthroat-2018", "options": {"turn_cap": 200}},
            "seats": [{"bot": "heuristic"}, {"bot": "random", "name": "rnd"}],
            "seed": "bots-match",
        },
    )
    assert [s["token"] for s in match["seats"]] == [None, None]
    assert [(s["name"], s["bot"]) for s in match["seats"]] == [
        ("heuristic bot", "heuristic"),
        ("rnd", "random"),
    ]
    match = finish_bots_match(client, match)
    assert match["status"] == "over" and match["progress"] == {"played": 3, "total": 3}
    for g in match["games"]:
        assert g["result"] is not None
        doc = replay(client, g["game_id"])
        assert any(e["cause"] and e["cause"].get("bot") for e in doc["events"])
        assert verify_document(doc)["status"] == "consistent"
    # the same match with the same seed deals and plays the same games
    again = create_match(
        client,
        {
            "ruleset": {"preset": "green-cutthroat-2018", "options": {"turn_cap": 200}},
            "seats": [{"bot": "heuristic"}, {"bot": "random", "name": "rnd"}],
            "seed": "bots-match",
        },
    )
    again = finish_bots_match(client, again)
    assert [g["result"] for g in again["games"]] == [g["result"] for g in match["games"]]
    assert again["standings"] == match["standings"]


def test_a_person_against_a_bot(client: Any) -> None:
    """The bot seat plays on in every game; the person acts with one token throughout."""
    match = create_match(
        client,
        {
            "ruleset": {"preset": "classic", "options": {"turn_cap": 150}},
            "seats": [{"name": "ann"}, {"bot": "heuristic"}],
            "games": 2,
            "seed": "vs-bot",
        },
    )
    tokens = [match["seats"][0]["token"], None]
    for _ in range(2):
        current = get_match(client, match["id"])
        game = play_game(client, current["current_game"], tokens, random_policy(3))
        assert game["result"] is not None
    done = get_match(client, match["id"])
    assert done["status"] == "over" and done["progress"]["played"] == 2


def test_an_open_seat_taken_in_one_game_is_kept_in_the_next(client: Any) -> None:
    match = create_match(
        client,
        {
            "ruleset": {"preset": "classic", "options": {"turn_cap": 10}},
            "seats": [{"name": "ann"}, {"open": True}],
            "games": 2,
        },
    )
    assert match["seats"][1]["open"] is True and match["seats"][1]["token"] is None
    assert match["explicit_seed"] is False and match["seed_commitment"] is None
    joined = client.post(f"/v1/games/{match['current_game']}/join", json={"name": "late"}).json
    tokens = [match["seats"][0]["token"], joined["token"]]
    seated = get_match(client, match["id"])["seats"][1]
    assert (seated["name"], seated["open"]) == ("late", False)
    after = play_current(client, match["id"], tokens, random_policy(5))
    second = after["current_game"]
    assert client.get(f"/v1/games/{second}", headers=auth(joined["token"])).json["you"] == 1
    assert client.post(f"/v1/games/{second}/join", json={}).status_code == 409
    assert play_current(client, match["id"], tokens, random_policy(5))["status"] == "over"


def test_a_read_of_the_match_starts_the_next_game_if_nobody_did(app: Any, client: Any) -> None:
    """The request that ends a game starts the next; if it could not, reading the match does."""
    match = create_match(
        client,
        {
            "ruleset": {"preset": "classic", "options": {"turn_cap": 10}},
            "seats": [{"name": "ann"}, {"name": "bob"}],
            "games": 2,
            "seed": "repair",
        },
    )
    tokens = [s["token"] for s in match["seats"]]
    games = app.extensions["service"]
    follows = app.extensions["matches"].after_append
    at = games.subscribers.index(follows)
    games.subscribers.remove(
        follows
    )  # as if the request that ended the game had failed after its append
    try:
        play_game(client, match["current_game"], tokens, random_policy(1))
    finally:
        games.subscribers.insert(at, follows)
    resp = client.get(f"/v1/matches/{match['id']}")
    assert resp.status_code == 200
    assert resp.json["progress"]["played"] == 1 and len(resp.json["games"]) == 2
    assert resp.json["current_game"] == resp.json["games"][1]["game_id"]


def test_a_claimed_game_a_match_names_is_one_a_reader_finds(app: Any, client: Any) -> None:
    """A match names its next game as soon as a request claims its id, before that request
    has created it (or if it stopped in between): whoever reads the match is sent to a game
    that answers, with its seats, not to a 404."""
    match = create_match(
        client,
        {
            "ruleset": {"preset": "classic", "options": {"turn_cap": 10}},
            "seats": [{"name": "ann"}, {"name": "bob"}],
            "games": 2,
            "seed": "claimed",
        },
    )
    tokens = [s["token"] for s in match["seats"]]
    games = app.extensions["service"]
    follows = app.extensions["matches"].after_append
    at = games.subscribers.index(follows)
    games.subscribers.remove(follows)  # nobody moves the match on when its first game ends
    try:
        play_game(client, match["current_game"], tokens, random_policy(1))
    finally:
        games.subscribers.insert(at, follows)
    matches = app.extensions["matches"]
    first = games.load(match["current_game"]).state.result
    matches.store.put_result(match["id"], 0, json.dumps(event_to_dict(first)))
    claimed = matches.store.claim_game(match["id"], 1, uuid.uuid4().hex)
    # a reader that does not move the match on itself (as a read racing the claim)
    described = matches.describe(match["id"])
    assert described["current_game"] == claimed
    resp = client.get(f"/v1/games/{claimed}", headers=auth(tokens[0]))
    assert resp.status_code == 200, resp.json
    assert [s["seat"] for s in resp.json["seats"]] == [0, 1]


def test_errors_are_problems(client: Any) -> None:
    missing = client.get("/v1/matches/" + "0" * 32)
    assert missing.status_code == 404 and missing.mimetype == "application/problem+json"
    assert missing.json["code"] == "not_found"
    for games in (0, 100, "3", 2.5, True):
        bad = client.post("/v1/matches", json={"ruleset": "classic", "seats": 2, "games": games})
        assert bad.status_code == 422, games
        assert bad.mimetype == "application/problem+json"
        assert bad.json["code"] == "validation_failed" and "games" in bad.json["errors"]
    cases = [
        ({"ruleset": "classic", "seats": 2, "first_dealer": 2}, "invalid_seats"),
        ({"ruleset": "classic", "seats": 9}, "validation_failed"),
        ({"ruleset": "green-ct-2006", "seats": 2, "games": 2, "first_dealer": 7}, "invalid_seats"),
        ({"ruleset": "nope", "seats": 2}, "invalid_ruleset"),
        ({"ruleset": {"preset": "classic", "options": {"nope": 1}}, "seats": 2}, "invalid_ruleset"),
        ({"ruleset": "classic", "seats": 2, "deck": ["2C"]}, "validation_failed"),
        (
            {"ruleset": "classic", "seats": [{"push": {"url": "http://192.0.2.1/move"}}, {}]},
            "push_host_not_allowed",
        ),
        ({"seats": 2}, "validation_failed"),
    ]
    for body, code in cases:
        resp = client.post("/v1/matches", json=body)
        assert resp.status_code == 422, (body, resp.json)
        assert resp.json["code"] == code, (body, resp.json)
    assert client.post("/v1/matches", data="{", content_type="application/json").status_code == 400
    assert client.post("/v1/matches", data="x", content_type="text/plain").status_code == 415

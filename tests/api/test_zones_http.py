"""004's zones over HTTP: a ``special-cards`` game with 3 face-down, 5 face-up and 4 hand
cards (options ``face_down``, ``face_up``, ``hand``), created and viewed through a real
gunicorn, then played to its end through the API with every view checked on the way."""

from __future__ import annotations

import random
from typing import Any

import requests

from engine import Game, build_ruleset
from engine.events import CardTurned
from tests.api.test_api import create, describe, play, random_choice, tokens_of

OPTIONS = {"face_down": 3, "face_up": 5, "hand": 4}


def _auth(token: str | None) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"} if token else {}


def test_extra_face_up_cards_are_shown_to_all_and_face_down_cards_to_none(live_server: str) -> None:
    resp = requests.post(
        f"{live_server}/v1/games",
        timeout=10,
        json={"ruleset": {"preset": "special-cards", "options": OPTIONS}, "seats": 2},
    )
    assert resp.status_code == 201, resp.text
    game = resp.json()
    gid, tokens = game["id"], [s["token"] for s in game["seats"]]
    views = []
    for viewer in (tokens[0], tokens[1], None):
        got = requests.get(f"{live_server}/v1/games/{gid}", headers=_auth(viewer), timeout=10)
        assert got.status_code == 200, got.text
        views.append(got.json()["view"])
        for seat in views[-1]["seats"]:
            table = seat["table"]
            assert [len(slot) for slot in table] == [2, 2, 2, 1, 1]
            assert [slot[0] for slot in table[:3]] == [None] * 3  # face down: nobody sees them
            assert all(slot[-1] is not None for slot in table)  # face up: everybody does
    moves = requests.get(
        f"{live_server}/v1/games/{gid}/legal-moves", headers=_auth(tokens[0]), timeout=10
    ).json()
    lone = {views[0]["seats"][0]["table"][i][0] for i in (3, 4)}  # nothing beneath them
    swapped = {c for a in moves["actions"] if a["kind"] == "swap" for c in a["cards"]}
    assert lone <= swapped
    described = requests.get(f"{live_server}/v1/rulesets/special-cards", timeout=10).json()
    assert {o["name"] for o in described["options"]} >= set(OPTIONS)


def test_a_three_five_four_game_plays_to_its_end_through_the_api(client: Any) -> None:
    options = {**OPTIONS, "turn_cap": 120}
    # a fixed seed: with random choices, one deal in a few ends by the turn cap before any
    # face-down card is turned, and this test is about when those cards are shown
    g = create(
        client, ruleset={"preset": "special-cards", "options": options}, seats=3, seed="zones-3-5-4"
    )
    gid, tokens = g["id"], tokens_of(g)
    rng = random.Random(7)
    choose = random_choice(rng)
    seen: list[tuple[int, set[str]]] = []  # (version, table cards shown) while the game runs
    game = describe(client, gid)
    while game["result"] is None:
        for token in (*tokens, None):
            view = describe(client, gid, token)["view"]
            seen.append(
                (
                    game["version"],
                    {c for seat in view["seats"] for slot in seat["table"] for c in slot if c},
                )
            )
        game = play(client, gid, tokens, choose, lambda to_act: to_act[0], max_actions=1)
    assert Game(build_ruleset("special-cards", options), 3).ruleset.layout.layer_counts() == (3, 5)
    # the log, public once the game is over, says which cards were dealt face down (the
    # bottom layer is dealt first) and when each was turned: none was shown before
    replay = client.get(f"/v1/games/{gid}/replay").json
    deck = replay["events"][0]["event"]["deck"]
    face_down = set(deck[: 3 * 3])
    turned_at = {
        e["event"]["card"]: e["seq"]
        for e in replay["events"]
        if e["event"]["type"] == CardTurned.__name__
    }
    assert turned_at and len(seen) > 40 and all(isinstance(c, str) for c in face_down)
    assert set(deck[9 : 9 + 15]) == seen[0][1]  # the face-up cards, dealt next, all shown
    for version, shown in seen:
        hidden = {c for c in face_down if turned_at.get(c, version + 1) > version}
        assert not shown & hidden, (version, shown & hidden)

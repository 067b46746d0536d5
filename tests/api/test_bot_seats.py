"""Seats played by built-in bots: the service plays their turns itself."""

from __future__ import annotations

import random
from typing import Any

import pytest

from api.games.replays import verify_document
from tests.helpers import wait_until_to_act


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


@pytest.mark.parametrize("bot", ["random", "heuristic", "ismcts"])
def test_a_person_plays_a_whole_game_against_a_bot(client: Any, bot: str) -> None:
    created = client.post(
        "/v1/games",
        json={
            "ruleset": "classic",
            "seats": [{"name": "ann"}, {"bot": bot}],
            "turn_cap": 150,
            "seed": f"against-{bot}",
        },
    )
    assert created.status_code == 201, created.json
    g = created.json
    assert g["seats"][1]["bot"] == bot and g["seats"][1]["token"] is None
    gid, token = g["id"], g["seats"][0]["token"]
    rng = random.Random(7)
    for _ in range(2000):
        # the bot answers after the person's move is answered, as the long poll shows
        game = wait_until_to_act(client, gid, token)
        if game["result"]:
            break
        # once the bot has moved, whenever the game is not over, the person is to act
        assert 0 in game["to_act"], game["to_act"]
        legal = client.get(f"/v1/games/{gid}/legal-moves", headers=auth(token)).json
        plays = [a for a in legal["actions"] if a["kind"] != "pickup"] or legal["actions"]
        resp = client.post(
            f"/v1/games/{gid}/actions",
            headers=auth(token),
            json={"action": rng.choice(plays), "expected_version": legal["version"]},
        )
        assert resp.status_code == 201, resp.json
    else:
        pytest.fail("the game did not end")
    doc = client.get(f"/v1/games/{gid}/replay").json
    causes = [e["cause"] for e in doc["events"] if e["cause"]]
    assert any(c.get("bot") == bot and c["seat"] == 1 for c in causes)
    assert verify_document(doc)["status"] == "consistent"


def test_a_game_of_bots_is_played_out_when_created_with_play_out(client: Any) -> None:
    g = client.post(
        "/v1/games",
        json={
            "ruleset": "green-cutthroat-2018",
            "seats": [{"bot": "heuristic"}, {"bot": "random"}],
            "turn_cap": 200,
            "seed": "bots-only",
            "play_out": True,
        },
    ).json
    assert g["result"] is not None
    game = client.get(f"/v1/games/{g['id']}").json
    assert game["result"] is not None and game["version"] == g["version"]
    assert verify_document(client.get(f"/v1/games/{g['id']}/replay").json)["status"] == "consistent"


def test_a_game_of_bots_is_played_by_the_policy_after_it_is_created(client: Any) -> None:
    g = client.post(
        "/v1/games",
        json={
            "ruleset": "green-cutthroat-2018",
            "seats": [{"bot": "heuristic"}, {"bot": "random"}],
            "turn_cap": 200,
            "seed": "bots-only",
        },
    ).json
    # answered at the deal, before any bot's move
    assert g["result"] is None and g["version"] == len(g["events"])
    game = wait_until_to_act(client, g["id"])
    assert game["result"] is not None
    assert verify_document(client.get(f"/v1/games/{g['id']}/replay").json)["status"] == "consistent"


def test_a_bot_seat_cannot_be_joined_or_open(client: Any) -> None:
    g = client.post(
        "/v1/games", json={"ruleset": "classic", "seats": [{"name": "ann"}, {"bot": "random"}]}
    ).json
    resp = client.post(f"/v1/games/{g['id']}/join", json={"seat": 1})
    assert resp.status_code == 409
    bad = client.post(
        "/v1/games", json={"ruleset": "classic", "seats": [{"bot": "random", "open": True}, {}]}
    )
    assert bad.status_code == 422
    unknown = client.post("/v1/games", json={"ruleset": "classic", "seats": [{"bot": "x"}, {}]})
    assert unknown.status_code == 422

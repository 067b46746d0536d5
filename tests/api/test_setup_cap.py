"""Setup ends however a seat behaves (the ruleset's ``setup_cap``): a person or a pull bot that
keeps swapping is made ready by the swap that reaches the cap, and a push bot that loops
plays ``ready`` instead of that swap, with a strike. The replays record it and verify."""

from __future__ import annotations

from typing import Any

import pytest

from api.games.replays import verify_document
from engine.rules.presets import PRESETS
from tests.helpers import wait_until_to_act

CAP = PRESETS["classic"].ruleset.setup_cap


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def play_out(client: Any, gid: str, token: str) -> None:
    """Play the person's seat (the first legal move) until the game is over."""
    for _ in range(500):
        wait_until_to_act(client, gid, token)  # the bot's moves, played after each answer
        legal = client.get(f"/v1/games/{gid}/legal-moves", headers=auth(token)).json
        if legal["phase"] == "over":
            return
        resp = client.post(
            f"/v1/games/{gid}/actions",
            headers=auth(token),
            json={"action": legal["actions"][0], "expected_version": legal["version"]},
        )
        assert resp.status_code == 201, resp.json
    pytest.fail("the game did not end")


def test_a_person_who_keeps_swapping_is_made_ready_by_the_cap(client: Any) -> None:
    g = client.post(
        "/v1/games",
        json={
            "ruleset": "classic",
            "seats": [{"name": "ann"}, {"bot": "heuristic"}],
            "seed": "swapper",
            "turn_cap": 10,
        },
    ).json
    gid, token = g["id"], g["seats"][0]["token"]
    # the bot makes itself ready after the creation is answered; then only ann arranges
    version = wait_until_to_act(client, gid, token)["version"]
    for n in range(1, CAP + 1):
        legal = client.get(f"/v1/games/{gid}/legal-moves", headers=auth(token)).json
        swap = next(a for a in legal["actions"] if a["kind"] == "swap")
        resp = client.post(
            f"/v1/games/{gid}/actions",
            headers=auth(token),
            json={"action": swap, "expected_version": version},
        )
        assert resp.status_code == 201, resp.json
        body = resp.json
        version = body["version"]
        kinds = [e["type"] for e in body["events"]]
        if n < CAP:
            assert kinds == ["CardsSwapped"] and body["game"]["phase"] == "setup"
    assert kinds[:3] == ["CardsSwapped", "SeatReady", "TurnStarted"], kinds
    assert body["game"]["phase"] != "setup"
    play_out(client, gid, token)
    doc = client.get(f"/v1/games/{gid}/replay").json
    assert doc["ruleset"]["setup_cap"] == CAP
    assert verify_document(doc)["status"] == "consistent"


def test_a_push_bot_that_keeps_swapping_gets_a_strike_and_is_made_ready(
    client: Any, push_bots: Any
) -> None:
    g = client.post(
        "/v1/games",
        json={
            "ruleset": "classic",
            "seed": "push-swapper",
            "turn_cap": 10,
            "seats": [
                {"name": "ann"},
                {"push": {"url": push_bots.url("swapper"), "timeout_ms": 2000}},
            ],
        },
    ).json
    gid, token = g["id"], g["seats"][0]["token"]
    # the creation is answered at the deal; the bot arranges after it
    assert g["seats"][1]["strikes"] == 0 and g["version"] == len(g["events"])
    game = wait_until_to_act(client, gid)
    # the bot was asked CAP times; its last answer was not played
    assert len([p for q, p in push_bots.calls if q == "swapper" and p["game"] == gid]) == CAP
    assert game["seats"][1]["strikes"] == 1
    assert game["view"]["seats"][1]["ready"] and game["to_act"] == [0]
    events = client.get(f"/v1/games/{gid}/events?after=0").json["events"]
    causes = [e["cause"] for e in events if e.get("cause")]
    assert [c["action"]["kind"] for c in causes] == ["swap"] * (CAP - 1) + ["ready"]
    assert causes[-1]["default"] == "setup_cap"
    assert all("default" not in c for c in causes[:-1])
    play_out(client, gid, token)
    assert verify_document(client.get(f"/v1/games/{gid}/replay").json)["status"] == "consistent"

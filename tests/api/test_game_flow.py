"""What a client polls tells it where the game is: the current version (after the bot seats'
moves), and whether it must wait, act or stop (``phase``, ``to_act``, ``result``)."""

from __future__ import annotations

from typing import Any

import pytest


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


@pytest.fixture
def bot_first(client: Any) -> dict[str, Any]:
    """Classic, a random bot in seat 0 (it arranges its cards before the person can)."""
    resp = client.post("/v1/games", json={
        "ruleset": "classic", "seats": [{"bot": "random"}, {"name": "ann"}], "seed": "flow-1",
    })
    assert resp.status_code == 201, resp.json
    body: dict[str, Any] = resp.json
    return body


def test_the_creation_answer_is_at_the_version_after_the_bots_moves(
    client: Any, bot_first: dict[str, Any]
) -> None:
    gid, token = bot_first["id"], bot_first["seats"][1]["token"]
    game = client.get(f"/v1/games/{gid}", headers=auth(token)).json
    assert game["view"]["seats"][0]["ready"]  # the bot has moved
    assert bot_first["version"] == game["version"] > 1
    assert (bot_first["phase"], bot_first["to_act"], bot_first["result"]) == ("setup", [1], None)
    # the events so far, as a spectator sees them: the person's hand is not shown
    assert [e["seq"] for e in bot_first["events"]] == list(range(1, game["version"] + 1))
    assert bot_first["events"] == client.get(f"/v1/games/{gid}/events").json["events"]
    assert any(e.get("cause", {}).get("bot") == "random" for e in bot_first["events"])
    # so the obvious first submit is accepted
    resp = client.post(f"/v1/games/{gid}/actions", headers=auth(token), json={
        "action": {"kind": "ready"}, "expected_version": bot_first["version"]})
    assert resp.status_code == 201, resp.json


def test_a_submit_answers_at_the_version_after_the_bots_reply(
    client: Any, bot_first: dict[str, Any]
) -> None:
    gid, token = bot_first["id"], bot_first["seats"][1]["token"]
    version = bot_first["version"]
    for _ in range(50):
        legal = client.get(f"/v1/games/{gid}/legal-moves", headers=auth(token)).json
        assert legal["version"] == version and legal["to_act"] == [1]
        action = next((a for a in legal["actions"] if a["kind"] in ("ready", "play")),
                      legal["actions"][0])
        request = {"action": action, "expected_version": version}
        headers = {**auth(token), "Idempotency-Key": f"k{version}"}
        resp = client.post(f"/v1/games/{gid}/actions", headers=headers, json=request)
        assert resp.status_code == 201, resp.json
        body = resp.json
        game = client.get(f"/v1/games/{gid}", headers=auth(token)).json
        assert body["version"] == game["version"]
        assert [e["seq"] for e in body["events"]] == list(range(version + 1, body["version"] + 1))
        if any(e.get("cause", {}).get("seat") == 0 for e in body["events"]):
            # the bot's reply is in the answer, and a retry gets the same answer
            assert body["events"][0]["cause"] == {"seat": 1, "action": action}
            again = client.post(f"/v1/games/{gid}/actions", headers=headers, json=request)
            assert again.headers.get("Idempotent-Replayed") == "true"
            assert again.json == body
            return
        version = body["version"]
    pytest.fail("the bot never replied")


def test_legal_moves_and_events_tell_wait_from_over(client: Any) -> None:
    g = client.post("/v1/games", json={
        "ruleset": "classic", "seats": [{"name": "ann"}, {"name": "bob"}], "seed": "flow-2",
        "turn_cap": 10,
    }).json
    gid, tokens = g["id"], [s["token"] for s in g["seats"]]
    assert (g["phase"], g["to_act"], g["result"]) == ("setup", [0, 1], None)
    for seat in (0, 1):
        client.post(f"/v1/games/{gid}/actions", headers=auth(tokens[seat]), json={
            "action": {"kind": "ready"},
            "expected_version": client.get(f"/v1/games/{gid}").json["version"]})
    waited = False
    for _ in range(500):
        pages = [client.get(f"/v1/games/{gid}/legal-moves", headers=auth(t)).json for t in tokens]
        events = client.get(f"/v1/games/{gid}/events?after=0").json
        if pages[0]["phase"] == "over":
            break
        acting = pages[0]["to_act"]
        assert events["phase"] == "playing" and events["to_act"] == acting
        for seat, page in enumerate(pages):
            assert page["result"] is None and page["to_act"] == acting
            if seat not in acting:
                # wait: nothing to do, and the answer says someone else is to act
                assert page["actions"] == []
                waited = True
        seat = acting[0]
        client.post(f"/v1/games/{gid}/actions", headers=auth(tokens[seat]), json={
            "action": pages[seat]["actions"][0], "expected_version": pages[seat]["version"]})
    else:
        pytest.fail("the game did not end")
    assert waited
    # over: no moves for anyone, no one to act, and the result
    for page in pages:
        assert page["actions"] == [] and page["to_act"] == []
        assert page["result"]["reason"] == "turn_cap"
    assert events["phase"] == "over" and events["result"] == pages[0]["result"]
    view = client.get(f"/v1/games/{gid}/views/{events['version']}").json
    assert (view["phase"], view["to_act"], view["result"]) == ("over", [], pages[0]["result"])

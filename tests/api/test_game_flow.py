"""What a client polls tells it where the game is: the current version (the bot seats' moves
arrive after the action that made them due), and whether it must wait, act or stop
(``phase``, ``to_act``, ``result``)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.helpers import wait_until_to_act


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def create_bot_first(client: Any, **extra: Any) -> dict[str, Any]:
    """Classic, a random bot in seat 0 (it arranges its cards as the person does)."""
    resp = client.post(
        "/v1/games",
        json={
            "ruleset": "classic",
            "seats": [{"bot": "random"}, {"name": "ann"}],
            "seed": "flow-1",
            **extra,
        },
    )
    assert resp.status_code == 201, resp.json
    body: dict[str, Any] = resp.json
    return body


def test_the_creation_answers_at_the_deal_and_the_bot_moves_after_it(client: Any) -> None:
    created = create_bot_first(client)
    gid, token = created["id"], created["seats"][1]["token"]
    assert created["version"] == len(created["events"])
    assert (created["phase"], created["to_act"], created["result"]) == ("setup", [0, 1], None)
    assert not any("cause" in e for e in created["events"])
    # the bot arranges its cards after the answer, as the long poll shows
    game = wait_until_to_act(client, gid, token)
    assert game["view"]["seats"][0]["ready"] and game["version"] > created["version"]
    page = client.get(f"/v1/games/{gid}/events?after={created['version']}").json
    assert any(e.get("cause", {}).get("bot") == "random" for e in page["events"])


def test_the_creation_with_play_out_answers_at_the_version_after_the_bots_moves(
    client: Any,
) -> None:
    created = create_bot_first(client, play_out=True)
    gid, token = created["id"], created["seats"][1]["token"]
    game = client.get(f"/v1/games/{gid}", headers=auth(token)).json
    assert game["view"]["seats"][0]["ready"]  # the bot has moved
    assert created["version"] == game["version"] > 1
    assert (created["phase"], created["to_act"], created["result"]) == ("setup", [1], None)
    # the events so far, as a spectator sees them: the person's hand is not shown
    assert [e["seq"] for e in created["events"]] == list(range(1, game["version"] + 1))
    assert created["events"] == client.get(f"/v1/games/{gid}/events").json["events"]
    assert any(e.get("cause", {}).get("bot") == "random" for e in created["events"])
    # so the obvious first submit is accepted
    resp = client.post(
        f"/v1/games/{gid}/actions",
        headers=auth(token),
        json={"action": {"kind": "ready"}, "expected_version": created["version"]},
    )
    assert resp.status_code == 201, resp.json


def test_a_submit_answers_at_the_version_after_the_action_and_the_bot_replies_after(
    client: Any,
) -> None:
    created = create_bot_first(client)
    gid, token = created["id"], created["seats"][1]["token"]
    version = wait_until_to_act(client, gid, token)["version"]
    for _ in range(50):
        legal = client.get(f"/v1/games/{gid}/legal-moves", headers=auth(token)).json
        assert legal["version"] == version and legal["to_act"] == [1]
        action = next(
            (a for a in legal["actions"] if a["kind"] in ("ready", "play")), legal["actions"][0]
        )
        request = {"action": action, "expected_version": version}
        headers = {**auth(token), "Idempotency-Key": f"k{version}"}
        resp = client.post(f"/v1/games/{gid}/actions", headers=headers, json=request)
        assert resp.status_code == 201, resp.json
        body = resp.json
        # the person's action only, at the version after it
        assert [e["seq"] for e in body["events"]] == list(range(version + 1, body["version"] + 1))
        assert body["events"][0]["cause"] == {"seat": 1, "action": action}
        assert all(e.get("cause", {}).get("seat", 1) == 1 for e in body["events"])
        game = wait_until_to_act(client, gid, token)
        if game["version"] > body["version"]:
            # the bot replied after the answer, on the events page; a retry gets the answer
            page = client.get(f"/v1/games/{gid}/events?after={body['version']}").json
            assert page["events"][0]["cause"]["seat"] == 0
            assert page["events"][0]["cause"]["bot"] == "random"
            again = client.post(f"/v1/games/{gid}/actions", headers=headers, json=request)
            assert again.headers.get("Idempotent-Replayed") == "true"
            assert again.json == body
            return
        version = game["version"]
    pytest.fail("the bot never replied")


def test_legal_moves_and_events_tell_wait_from_over(client: Any) -> None:
    g = client.post(
        "/v1/games",
        json={
            "ruleset": "classic",
            "seats": [{"name": "ann"}, {"name": "bob"}],
            "seed": "flow-2",
            "turn_cap": 10,
        },
    ).json
    gid, tokens = g["id"], [s["token"] for s in g["seats"]]
    assert (g["phase"], g["to_act"], g["result"]) == ("setup", [0, 1], None)
    for seat in (0, 1):
        client.post(
            f"/v1/games/{gid}/actions",
            headers=auth(tokens[seat]),
            json={
                "action": {"kind": "ready"},
                "expected_version": client.get(f"/v1/games/{gid}").json["version"],
            },
        )
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
        client.post(
            f"/v1/games/{gid}/actions",
            headers=auth(tokens[seat]),
            json={"action": pages[seat]["actions"][0], "expected_version": pages[seat]["version"]},
        )
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

"""A move's note on the pages: the replay viewer says it with the move, as text (a note is
never markup)."""

from __future__ import annotations

import time
from typing import Any

import requests

NOTE = "<b>saving</b> the 10 \u201cfor later\u201d"


def test_the_replay_viewer_shows_a_moves_note_as_text(live_server: str, new_page: Any) -> None:
    created = requests.post(
        f"{live_server}/v1/games",
        json={
            "ruleset": {"preset": "classic", "options": {"turn_cap": 60}},
            "seats": [{"name": "ann"}, {"bot": "random", "name": "rob"}],
        },
        timeout=10,
    ).json()
    gid, token = created["id"], created["seats"][0]["token"]
    auth = {"Authorization": f"Bearer {token}"}
    noted = False
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        moves = requests.get(
            f"{live_server}/v1/games/{gid}/legal-moves", headers=auth, timeout=10
        ).json()
        if moves["phase"] == "over":
            break
        if 0 not in moves["to_act"]:
            requests.get(
                f"{live_server}/v1/games/{gid}/events?after={moves['version']}&wait=5", timeout=10
            )
            continue
        body = {"action": moves["actions"][0], "expected_version": moves["version"]}
        if not noted:
            body["note"] = NOTE
        resp = requests.post(
            f"{live_server}/v1/games/{gid}/actions", json=body, headers=auth, timeout=10
        )
        if resp.status_code == 409:
            continue
        assert resp.status_code == 201, resp.text
        if not noted:
            noted_at = resp.json()["events"][0]["seq"]
            noted = True
    assert moves["phase"] == "over"
    page = new_page()
    page.goto(f"{live_server}/games/{gid}/replay")
    page.wait_for_selector('#board[data-version="1"]')
    page.fill("#slider", str(noted_at))
    page.wait_for_selector(f'#board[data-version="{noted_at}"]')
    words = page.inner_text("#event-words")
    assert f"(note: \u201c{NOTE}\u201d)" in words, words
    assert page.locator("#event-words b").count() == 0

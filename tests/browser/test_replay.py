"""The replay pages: a stored game stepped through to its end with the valid badge, and a
replay file whose tampered field the page names."""

from __future__ import annotations

import json
import uuid
from pathlib import Path
from typing import Any

import pytest
import requests

from engine.replays import chain, genesis_hash
from tests.browser.conftest import assert_accessible, screenshot


@pytest.fixture(scope="module")
def finished_game(live_server: str) -> dict[str, Any]:
    """A two-seat game played to its end over the API (each seat's first legal move), and its
    replay document."""
    created = requests.post(
        f"{live_server}/v1/games",
        json={"ruleset": "classic", "seats": [{"name": "ann"}, {"name": "bob"}], "turn_cap": 10},
        timeout=10,
    ).json()
    gid, tokens = created["id"], [s["token"] for s in created["seats"]]
    while True:
        moves = requests.get(
            f"{live_server}/v1/games/{gid}/legal-moves",
            headers={"Authorization": f"Bearer {tokens[0]}"},
            timeout=10,
        ).json()
        if moves["phase"] == "over":
            break
        seat = moves["to_act"][0]
        if seat != 0:
            moves = requests.get(
                f"{live_server}/v1/games/{gid}/legal-moves",
                headers={"Authorization": f"Bearer {tokens[seat]}"},
                timeout=10,
            ).json()
        resp = requests.post(
            f"{live_server}/v1/games/{gid}/actions",
            timeout=10,
            json={"action": moves["actions"][0], "expected_version": moves["version"]},
            headers={
                "Authorization": f"Bearer {tokens[seat]}",
                "Idempotency-Key": uuid.uuid4().hex,
            },
        )
        assert resp.status_code == 201, resp.text
    doc: dict[str, Any] = requests.get(f"{live_server}/v1/games/{gid}/replay", timeout=10).json()
    return doc


def test_the_replay_page_steps_to_the_end_and_shows_the_valid_badge(
    live_server: str, new_page: Any, finished_game: dict[str, Any]
) -> None:
    gid, last = finished_game["game_id"], len(finished_game["events"])
    page = new_page()
    page.goto(f"{live_server}/games/{gid}/replay")
    page.wait_for_selector('#badge[data-kind="valid"]')
    assert page.inner_text("#badge") == f"✔ valid, signed by {finished_game['signature']['key_id']}"
    page.wait_for_selector('#board[data-version="1"]')
    assert_accessible(page, "replay at its start")
    # the arrow keys step, one version at a time
    page.keyboard.press("ArrowRight")
    page.wait_for_selector('#board[data-version="2"]')
    page.keyboard.press("ArrowLeft")
    page.wait_for_selector('#board[data-version="1"]')
    # playing runs to the end by itself
    page.select_option("#speed", "25")
    page.click("#play")
    page.wait_for_selector(f'#board[data-version="{last}"]', timeout=30_000)
    assert page.get_attribute("#play", "aria-label") == "Play"  # it stopped at the end
    # once the game is over every card is shown: no seat holds a card face down
    assert page.locator("#board .seat .card.back").count() == 0
    hand_cards = page.locator("#board .seat .hand [data-card]").count()
    assert hand_cards == sum(
        s["hand_count"]
        for s in page.evaluate(
            "async (gid) => (await (await fetch(`/v1/games/${gid}`)).json()).view.seats", gid
        )
    )
    assert page.inner_text("#event-words")
    # the slider goes back anywhere
    page.fill("#slider", "3")
    page.wait_for_selector('#board[data-version="3"]')
    assert_accessible(page, "replay in the middle")
    page.keyboard.press("End")
    page.wait_for_selector(f'#board[data-version="{last}"]')
    with page.expect_download() as download:
        page.click("#download")
    assert json.loads(Path(download.value.path()).read_text()) == finished_game
    assert_accessible(page, "replay at its end")
    screenshot(page, "replay")


def test_a_tampered_replay_file_shows_which_field_fails(
    live_server: str, new_page: Any, finished_game: dict[str, Any], tmp_path: Path
) -> None:
    page = new_page()
    page.goto(f"{live_server}/replay")
    page.wait_for_selector("#open-file:not([hidden])")
    assert_accessible(page, "the replay page, no file opened yet")
    good = tmp_path / "good.json"
    good.write_text(json.dumps(finished_game))
    page.set_input_files("#file", str(good))
    page.wait_for_selector('#badge[data-kind="valid"]')
    page.wait_for_selector('#board[data-version="1"]')
    page.keyboard.press("End")
    page.wait_for_selector(f'#board[data-version="{len(finished_game["events"])}"]')

    tampered = json.loads(json.dumps(finished_game))
    played = next(
        i for i, e in enumerate(tampered["events"]) if e["event"]["type"] == "CardsPlayed"
    )
    tampered["events"][played]["event"]["cards"] = ["AS"]
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(tampered))
    page.set_input_files("#file", str(bad))
    page.wait_for_selector('#badge[data-kind="invalid"]')
    # the chain, checked in this browser, breaks at the changed event
    assert page.inner_text("#badge") == f"✘ invalid at /events/{played}/hash"
    # the service, which holds the game, names the changed card itself
    verdict = requests.post(f"{live_server}/v1/replays/verify", json=tampered, timeout=10).json()
    assert verdict["pointer"] == f"/events/{played}/event/cards/0", verdict
    assert page.locator("#player").is_hidden()  # nothing to step through
    assert_accessible(page, "a tampered replay file")
    screenshot(page, "replay-tampered")

    # a forgery anyone can make: a seat renamed, the chain recomputed, the signature dropped.
    # It names this service's game, so only the service's signature makes it valid
    forged = {k: v for k, v in json.loads(json.dumps(finished_game)).items() if k != "signature"}
    forged["seats"][0]["name"] = "mallory"
    prev = genesis_hash(forged)
    for item in forged["events"]:
        prev = item["hash"] = chain(prev, item)
    path = tmp_path / "forged.json"
    path.write_text(json.dumps(forged))
    page.set_input_files("#file", str(path))
    page.wait_for_selector('#badge[data-kind="invalid"]')
    assert page.inner_text("#badge") == "✘ unauthenticated: not signed"
    # the service says the same, and where the forgery differs from its own record
    verdict = requests.post(f"{live_server}/v1/replays/verify", json=forged, timeout=10).json()
    assert (verdict["status"], verdict["pointer"]) == ("unauthenticated", "/signature"), verdict
    assert "/seats/0/name" in verdict["reason"]

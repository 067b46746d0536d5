"""From the lobby: a person creates a game against a bot, plays it to the end and replays it,
the moves made with the keyboard alone; and the lobby lists games (with their seats)
and tournaments."""

from __future__ import annotations

from typing import Any

import requests

from tests.browser.conftest import assert_accessible, screenshot
from tests.browser.seats import act, api_status, wait_past, wait_settled
from tests.organisers import bearer


def test_the_lobby_creates_a_game_against_a_bot_which_is_played_to_the_end(
    live_server: str, new_page: Any, organiser_token: str
) -> None:
    tid = requests.post(
        f"{live_server}/v1/tournaments",
        timeout=10,
        headers=bearer(organiser_token),
        json={
            "ruleset": {"preset": "classic", "options": {"turn_cap": 10}},
            "participants": ["random", "heuristic", "ismcts"],
        },
    ).json()["id"]
    page = new_page()
    page.goto(f"{live_server}/")
    page.wait_for_selector("#opt-turn_cap", state="attached")
    page.click(f'#tournaments a[href="/tournaments/{tid}"]')
    # the tournament: its standings with ratings, its progress, a link to every game
    page.wait_for_selector("#standings tbody tr")
    page.wait_for_function("() => document.querySelector('#progress').value === 6", timeout=60_000)
    assert page.locator("#standings tbody tr").count() == 3
    assert page.locator('#tgames a[href^="/games/"]').count() == 12  # each game and its replay
    assert_accessible(page, "a tournament, played")
    screenshot(page, "tournament")
    page.go_back()
    page.wait_for_selector("#opt-turn_cap", state="attached")
    assert_accessible(page, "the lobby")
    screenshot(page, "lobby")
    page.click("#options-box summary")
    page.fill("#opt-turn_cap", "10")
    rows = page.locator("#seat-rows .seat-row")
    assert rows.count() == 2
    rows.nth(0).locator(".seat-name").fill("dana")
    assert rows.nth(1).locator(".seat-kind").input_value() == "heuristic"
    page.click("#create-game")
    page.wait_for_url(f"{live_server}/games/*")
    gid = page.url.rsplit("/", 1)[1]
    assert "#" not in page.url  # the seat's token went from the address bar to the tab
    page.wait_for_selector("#board[data-version]")
    assert "you are dana" in page.inner_text("#sub")

    status = api_status(live_server, gid)
    while status["phase"] != "over":
        if 0 in status["to_act"]:  # else the bot's turn: it moves by itself
            wait_settled(page, status["version"])
            assert act(page, keyboard=True), status  # the keys alone play a game
        status = wait_past(live_server, gid, status["version"], page)
    page.wait_for_selector('#main[data-phase="over"]')
    page.click("#moves a, #hint a")
    page.wait_for_url(f"{live_server}/games/{gid}/replay")
    page.wait_for_selector('#badge[data-kind="valid"]')

    # the game is listed in the lobby with its seats (the live server is shared: games other
    # tests left running, a tournament's for one, may have been created since, so it need
    # not be the first; the order is tests/api/test_lists.py's business)
    page.goto(f"{live_server}/")
    ours = page.locator("#games .item").filter(has=page.locator(f'a[href="/games/{gid}"]'))
    ours.first.wait_for()
    assert "dana" in ours.first.inner_text() and "heuristic" in ours.first.inner_text()


def test_the_lobby_says_until_when_an_open_seat_may_be_taken(
    live_server: str, new_page: Any
) -> None:
    game = requests.post(
        f"{live_server}/v1/games",
        timeout=10,
        json={
            "ruleset": "classic",
            "seats": [{"name": "eve"}, {"open": True}],
            "open_seat_ttl_s": 600,
        },
    ).json()
    page = new_page()
    page.goto(f"{live_server}/")
    page.select_option("#game-status", "open")
    ours = page.locator("#games .item").filter(has=page.locator(f'a[href="/games/{game["id"]}"]'))
    ours.first.wait_for()
    shown = page.evaluate("t => new Date(t * 1000).toLocaleString()", game["open_until"])
    assert f"open until {shown}" in ours.first.inner_text()
    assert ours.first.get_by_role("button", name="Join").is_visible()

"""Two people play a whole game against each other in their browsers, each from a join
link, while a third page watches; the watcher is never shown a card it may not see. Each page
passes axe-core's checks before, during and after the game (setup, cards chosen, a pick-up)."""

from __future__ import annotations

from typing import Any

import requests

from tests.browser.conftest import PHONE, assert_accessible, screenshot
from tests.browser.seats import (
    Truth,
    act,
    api_status,
    cards_in,
    received,
    shown_cards,
    wait_past,
    wait_settled,
)

#: The fewest turns a game may be capped at: a whole game, quickly
TURN_CAP = 10


def test_two_seats_play_a_whole_game_while_a_spectator_sees_nothing_hidden(
    live_server: str, redis_url: str, new_page: Any
) -> None:
    created = requests.post(
        f"{live_server}/v1/games",
        json={
            "ruleset": "classic",
            "seats": [{"name": "ann"}, {"name": "bob"}],
            "turn_cap": TURN_CAP,
        },
        timeout=10,
    ).json()
    gid = created["id"]
    truth = Truth(redis_url, gid)

    watcher = new_page()
    bodies: list[tuple[str, bytes]] = []

    def keep(request: Any) -> None:
        response = request.response()
        if f"/v1/games/{gid}" in request.url and response is not None and response.ok:
            bodies.append((request.url, response.body()))

    watcher.on("requestfinished", keep)
    watcher.goto(f"{live_server}/games/{gid}")
    seats = []
    for seat in created["seats"]:
        page = new_page(PHONE) if seat["seat"] == 1 else new_page()  # bob plays on a phone
        page.goto(f"{live_server}/games/{gid}#token={seat['token']}")
        seats.append(page)
    # the token left the address bar for the tab's session storage
    assert "#" not in seats[0].url and "token" not in seats[0].url
    assert (
        seats[0].evaluate(f"sessionStorage.getItem('seat-token:{gid}')")
        == created["seats"][0]["token"]
    )

    swapped = shot = picked_up = False
    moves = 0
    status = api_status(live_server, gid)
    while status["phase"] != "over":
        version = status["version"]
        for page in (*seats, watcher):
            wait_settled(page, version)
        faces, named = shown_cards(watcher)
        assert faces <= truth.visible(version), (version, faces - truth.visible(version))
        assert named <= truth.ever_visible(version), (version, named - truth.ever_visible(version))
        for s, page in enumerate(seats):  # nor does a seat see the other's hand
            assert shown_cards(page)[0] <= truth.visible(version, s), (version, s)
        seat = status["to_act"][0]
        if moves == 0:
            assert_accessible(seats[0], "table, a player in setup")
            assert_accessible(watcher, "table, a spectator in setup")
        if not picked_up and seats[seat].locator('#moves button[data-kind="pickup"]').count():
            assert_accessible(seats[seat], "table, a player who may pick up the pile")
            picked_up = True
        playable = seats[0].locator("#board .seat.mine .hand button.card")
        if not shot and moves >= 4 and seat == 0 and playable.count():
            # mid-game, as each of them sees it: a card chosen on ann's page, the move it allows
            playable.first.click()
            assert_accessible(seats[0], "table, a player choosing cards")
            screenshot(seats[0], "table-player")
            playable.first.click()
            assert_accessible(watcher, "table, a spectator during the game")
            screenshot(watcher, "table-spectator")
            shot = True
        assert act(seats[seat], swap_first=not swapped and status["phase"] == "setup"), status
        swapped = swapped or status["phase"] == "setup"
        moves += 1
        status = wait_past(live_server, gid, version, seats[seat])
    assert moves > TURN_CAP
    assert picked_up  # the pile may be picked up whenever it holds a card
    for page in (*seats, watcher):
        page.wait_for_selector('#main[data-phase="over"]')
    assert "draw" in watcher.inner_text("#headline") or "shithead" in watcher.inner_text(
        "#headline"
    )
    assert_accessible(seats[1], "table, a player (on a phone) after the game")
    assert_accessible(watcher, "table, a spectator after the game")
    screenshot(seats[1], "table-over", phone_too=False)
    if not shot:  # ann never had a card to play from her hand: her page as it ended
        screenshot(seats[0], "table-player")
        screenshot(watcher, "table-spectator")

    # every event and view the watcher received while the game ran shows only what a
    # spectator may see: an event's cards were visible just before it or just after it
    assert any(url.split("?")[0].endswith("/stream") for url, _ in bodies)  # it followed the stream
    checked = 0
    for kind, at, value in received(bodies):
        allowed = truth.visible(at) if kind == "view" else truth.visible(at - 1) | truth.visible(at)
        assert cards_in(value) <= allowed, (kind, at, value)
        checked += 1
    assert checked > TURN_CAP

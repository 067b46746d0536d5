"""The pages as everyone can use them: a whole game played with the keyboard alone while a
polite live region says each move in the log's words; a wild card's call and a game a seat
went out of, checked by axe-core as its player sees them; and the plain pages an unknown
game or tournament answers with. (Every other state the browser tests open is checked by
axe-core where they open it.)"""

from __future__ import annotations

import random
import time
import uuid
from collections.abc import Callable
from typing import Any

import pytest
import requests

from tests.browser.conftest import assert_accessible, screenshot
from tests.browser.seats import act_by_tab, api_status, tab_to, wait_past, wait_settled

#: A whole game, quickly: its turns are capped (the end of a capped game is a draw)
TURN_CAP = 20
#: The live region's words end with the newest line of the log, and each part of them is
#: a line of the log
ANNOUNCED = """() => {
  const said = document.querySelector('#announce').textContent;
  const top = document.querySelector('#log li');
  if (!said || !top || !said.endsWith(top.textContent)) return null;
  const lines = [...document.querySelectorAll('#log li')].map(li => li.textContent);
  return said.split('. ').every(part => lines.includes(part)) ? said : null;
}"""

#: Every announcement the live region makes, as it makes it (the test reads it only after
#: each move, and a bot's answer may replace the words of a move before then)
HEARD = """() => {
  const region = document.querySelector('#announce');
  window.heard = [];
  new MutationObserver(() => window.heard.push(region.textContent))
    .observe(region, { childList: true, characterData: true, subtree: true });
}"""


def test_a_whole_game_is_played_with_the_keyboard_alone_and_its_moves_are_announced(
    live_server: str, new_page: Any
) -> None:
    created = requests.post(
        f"{live_server}/v1/games",
        timeout=10,
        json={
            "ruleset": "classic",
            "seats": [{"name": "kim"}, {"bot": "heuristic"}],
            "turn_cap": TURN_CAP,
        },
    ).json()
    gid = created["id"]
    page = new_page()
    page.goto(f"{live_server}/games/{gid}#token={created['seats'][0]['token']}")
    page.wait_for_selector("#board[data-version]")
    assert page.get_attribute("#announce", "aria-live") == "polite"
    assert page.inner_text("#announce") == ""  # what was there before is not announced
    page.evaluate(HEARD)

    said: list[str] = []
    acted = 0
    status = api_status(live_server, gid)
    while status["phase"] != "over":
        if 0 in status["to_act"]:  # else the bot's turn: it moves by itself
            wait_settled(page, status["version"])
            if status["phase"] != "setup":  # her name as she wrote it, not "Kim to play"
                assert page.inner_text("#headline") == "kim to play"
            assert act_by_tab(page), status
            acted += 1
        status = wait_past(live_server, gid, status["version"], page)
        words = page.wait_for_function(ANNOUNCED).json_value()
        if not said or said[-1] != words:
            said.append(words)
    page.wait_for_selector('#main[data-phase="over"]')
    # the live region said the moves as they came, the last of them the game's end: each of
    # kim's moves in an announcement of its own (the bot's answer may come in the same
    # one, or in one of its own, as the page hears of it), every one a line of the log
    heard = page.evaluate("() => window.heard")
    assert len(heard) >= acted >= TURN_CAP // 2, (acted, heard)
    lines = page.eval_on_selector_all("#log li", "els => els.map(e => e.textContent)")
    assert all(part in lines for words in heard for part in words.split(". ")), (heard, lines)
    in_order = iter(heard)  # what the test read after each move, heard in that order
    assert all(words in in_order for words in said), (said, heard)
    page.wait_for_function(
        "() => document.querySelector('#announce').textContent.includes('the game ended')"
    )
    assert_accessible(page, "table, a player after a game played with the keyboard")
    # and on to its replay, by the keys
    assert tab_to(page, "#hint a")
    page.keyboard.press("Enter")
    page.wait_for_url(f"{live_server}/games/{gid}/replay")
    page.wait_for_selector('#badge[data-kind="valid"]')
    page.keyboard.press("End")
    last = page.get_attribute("#slider", "max")
    page.wait_for_selector(f'#board[data-version="{last}"]')
    assert "the game ended" in page.inner_text("#event-words")


def _legal(base: str, gid: str, token: str) -> dict[str, Any]:
    moves: dict[str, Any] = requests.get(
        f"{base}/v1/games/{gid}/legal-moves",
        headers={"Authorization": f"Bearer {token}"},
        timeout=10,
    ).json()
    return moves


def _play_until(
    base: str,
    gid: str,
    tokens: list[str | None],
    rng: random.Random,
    stop: Callable[[Any], bool],
    *,
    shed: bool = False,
    limit: float = 60,
) -> tuple[int, dict[str, Any]] | None:
    """Play the game over the API, each seat with a token a random legal move (getting
    ready at once, picking the pile up only when nothing else is legal; a seat without one
    is a bot's, which moves by itself), until ``stop`` holds for an action the seat to act
    may take: that seat and its moves; None if the game ended first. ``shed``: a random one
    of the moves that play the most cards (a shorter game)."""
    deadline = time.monotonic() + limit
    while (status := api_status(base, gid))["phase"] != "over":
        assert time.monotonic() < deadline, "the game did not end in time"
        token = tokens[status["to_act"][0]]
        if token is None:  # a bot's turn
            time.sleep(0.05)
            continue
        moves = _legal(base, gid, token)
        if any(stop(a) for a in moves["actions"]):
            return status["to_act"][0], moves
        ready = [a for a in moves["actions"] if a["kind"] == "ready"]
        rest = [a for a in moves["actions"] if a["kind"] != "pickup"] or moves["actions"]
        if shed:
            most = max(len(a.get("cards", ())) for a in rest)
            rest = [a for a in rest if len(a.get("cards", ())) == most]
        resp = requests.post(
            f"{base}/v1/games/{gid}/actions",
            timeout=10,
            json={"action": (ready or [rng.choice(rest)])[0], "expected_version": moves["version"]},
            headers={"Authorization": f"Bearer {token}", "Idempotency-Key": uuid.uuid4().hex},
        )
        assert resp.status_code in (201, 409), resp.text  # 409: a bot moved first
    return None


def test_a_wild_call_and_a_seat_gone_out_pass_axe_as_their_player_sees_them(
    live_server: str, new_page: Any
) -> None:
    # the ace of spades is wild in these rules: played, it is called as another card
    for n in range(8):
        created = requests.post(
            f"{live_server}/v1/games",
            timeout=10,
            json={
                "ruleset": "green-ctsr-2006",
                "seats": [{"name": "ann"}, {"name": "bob"}],
                "seed": f"a wild call {n}",
            },
        ).json()
        gid, tokens = created["id"], [s["token"] for s in created["seats"]]
        rng = random.Random(n)
        found = _play_until(live_server, gid, tokens, rng, lambda a: "as" in a)
        if found is not None:
            break
    else:
        pytest.fail("no game of eight offered a wild call")
    seat, moves = found
    wild = next(a for a in moves["actions"] if "as" in a)["cards"][0]
    page = new_page()
    page.goto(f"{live_server}/games/{gid}#token={tokens[seat]}")
    wait_settled(page, moves["version"])
    page.click(f'#board .seat.mine button.card[data-card="{wild}"]')
    calls = page.locator("#moves button.primary", has_text=" as ")
    assert calls.count() > 1  # one button for each card it may be called as
    assert_accessible(page, "table, a player calling a wild card")
    screenshot(page, "table-wild-call", phone_too=False)

    # on to the end, quickly: the other seat leaves its place to the heuristic bot, which
    # soon goes out of cards, and is shown as out, with its place
    other = 1 - seat
    resp = requests.post(
        f"{live_server}/v1/games/{gid}/leave",
        json={},
        timeout=10,
        headers={"Authorization": f"Bearer {tokens[other]}"},
    )
    assert resp.status_code == 201, resp.text
    left: list[str | None] = [None, None]
    left[seat] = tokens[seat]
    assert _play_until(live_server, gid, left, rng, lambda a: False, shed=True) is None
    page.wait_for_selector('#main[data-phase="over"]', timeout=30_000)
    page.wait_for_selector("#board .seat.finished")
    assert_accessible(page, "table, a player after a game a seat went out of")
    screenshot(page, "table-out", phone_too=False)


@pytest.mark.parametrize(
    ("path", "what"), [("/games/no-such-game", "game"), ("/tournaments/no-such-one", "tournament")]
)
def test_an_unknown_id_shows_a_plain_not_found_page(
    live_server: str, new_page: Any, path: str, what: str
) -> None:
    page = new_page()
    response = page.goto(f"{live_server}{path}")
    assert response is not None and response.status == 404
    assert page.inner_text("h1") == f"No such {what}"
    assert page.locator("form, #replay-link").count() == 0  # nothing that leads nowhere
    assert page.title() == f"No such {what}: Shithead"
    assert_accessible(page, f"an unknown {what}")
    if what == "game":
        screenshot(page, "not-found", phone_too=False)

"""A seat gives up its seat from the table page (resign, leave the table to a bot, call the
game off), each asked first in a dialog, while a spectator's page shows the exit in the
words of the game's ``record.txt`` and the result."""

from __future__ import annotations

from typing import Any

import pytest
import requests

from tests.browser.conftest import assert_accessible, screenshot
from tests.browser.seats import api_status

#: What each exit says, in the log (its own event's words) and as the game's headline
WORDS = {
    "resign": ("ann resigned", "The game is over: ann resigned and is the shithead"),
    "leave": (
        "ann left the table; the heuristic bot plays the seat from now on",
        "The game is over: bob resigned and is the shithead",
    ),
    "abort": (
        "ann called the game off before its first play",
        "The game was called off: no result, nobody is rated",
    ),
}
BUTTONS = {
    "resign": ("Resign", "Resign?", "Yes, resign"),
    "leave": ("Leave the table to a bot", "Leave the table?", "Yes, leave"),
    "abort": ("Call the game off", "Call the game off?", "Yes, call it off"),
}


def log_lines(page: Any) -> list[str]:
    """The page's log, oldest first, each line as ``record.txt`` numbers it (``<seq>. <words>``)."""
    items = page.eval_on_selector_all(
        "#log li", "els => els.map(li => [li.dataset.seq, li.textContent])"
    )
    return [f"{seq}. {text}" for seq, text in reversed(items)]


#: The log's line (``<seq>. <words>``) that starts with the words given, once there is one
SHOWN = """w => {
  const li = [...document.querySelectorAll('#log li')].find((li) => li.textContent.startsWith(w));
  return li ? `${li.dataset.seq}. ${li.textContent}` : false;
}"""


def said_in(page: Any, words: str) -> bool:
    return any(line.partition(". ")[2].startswith(words) for line in log_lines(page))


@pytest.mark.parametrize(
    ("exit_", "players"), [("resign", 2), ("leave", 2), ("abort", 4), ("resign", 4)]
)
def test_a_seat_exits_from_its_page_and_a_spectator_sees_it(
    live_server: str, new_page: Any, exit_: str, players: int
) -> None:
    # bob, a person who never moves, holds a game ann leaves: it waits for him (in setup),
    # so its log cannot run past the leave before the pages read it; he then resigns
    seats = [
        {"name": "ann"},
        *[{"bot": "heuristic", "name": f"bot {i}"} for i in range(1, players)],
    ]
    if exit_ == "leave":
        seats[1] = {"name": "bob"}
    created = requests.post(
        f"{live_server}/v1/games",
        timeout=10,
        json={"ruleset": {"preset": "classic", "options": {"turn_cap": 40}}, "seats": seats},
    ).json()
    gid, token = created["id"], created["seats"][0]["token"]
    watcher = new_page()
    watcher.goto(f"{live_server}/games/{gid}")
    watcher.wait_for_selector("#board[data-version]")
    assert watcher.locator("#exits").is_hidden()  # a spectator has no seat to give up
    ann = new_page()
    ann.goto(f"{live_server}/games/{gid}#token={token}")
    ann.wait_for_selector("#exits:not([hidden])")
    # in setup, every exit is offered: real buttons, by their names
    button, title, yes = BUTTONS[exit_]
    for name in ("Resign", "Leave the table to a bot", "Call the game off"):
        assert ann.get_by_role("button", name=name, exact=True).is_visible()

    # asked first: "no" takes nothing
    ann.get_by_role("button", name=button, exact=True).click()
    dialog = ann.get_by_role("dialog", name=title)
    dialog.wait_for()
    assert ann.evaluate("document.activeElement.id") == "exit-no"  # the safe answer first
    assert_accessible(ann, f"table, a seat asked to confirm: {exit_}")
    screenshot(ann, f"table-{exit_}-asked", phone_too=False)
    dialog.get_by_role("button", name="No, keep playing").click()
    dialog.wait_for(state="hidden")
    version = api_status(live_server, gid)["version"]
    assert api_status(live_server, gid)["result"] is None
    assert not said_in(ann, WORDS[exit_][0])
    # the keys alone: Escape closes it too, and nothing is taken
    ann.get_by_role("button", name=button, exact=True).focus()
    ann.keyboard.press("Enter")
    dialog.wait_for()
    ann.keyboard.press("Escape")
    dialog.wait_for(state="hidden")
    assert api_status(live_server, gid)["version"] == version

    ann.get_by_role("button", name=button, exact=True).click()
    dialog.get_by_role("button", name=yes).click()
    said, headline = WORDS[exit_]
    # the seat's page and the spectator's say it, in the log and (once over) the headline
    shown = [page.wait_for_function(SHOWN, arg=said).json_value() for page in (ann, watcher)]
    assert shown[0] == shown[1]
    ann.wait_for_selector("#exits", state="hidden")  # nothing left to give up
    if exit_ == "leave":
        assert "you are watching" in ann.inner_text("#sub")  # the seat is the bot's now
        assert api_status(live_server, gid)["seats"][0]["left"]["bot"] == "heuristic"
        resp = requests.post(
            f"{live_server}/v1/games/{gid}/resign",
            timeout=10,
            headers={"Authorization": f"Bearer {created['seats'][1]['token']}"},
        )
        assert resp.status_code == 201, resp.text
    watcher.wait_for_selector('#main[data-phase="over"]', timeout=60_000)
    assert watcher.inner_text("#headline") == headline
    screenshot(watcher, f"table-{exit_}-watched", phone_too=False)
    # the exit's line is the record's, word for word (the record is read once the game is
    # over, so it names cards the spectator's log, read while it ran, could not)
    record = requests.get(f"{live_server}/v1/games/{gid}/record.txt", timeout=10).text.splitlines()
    exit_line = shown[1]
    assert exit_line in record
    if exit_ != "leave":  # the exit's action ends the game: its words end the record
        assert (
            record[-1]
            == exit_line
            == f"{exit_line.partition('. ')[0]}. {said}; {headline[0].lower()}{headline[1:]}"
        )

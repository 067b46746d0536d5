"""Driving a table page as its seat's player would, and what a spectator may be shown.

A seat's page is played by clicking: a card (or a face-down card) the page offers, then the
move that lights up for it; else the first move shown without cards (ready, pick up).
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Iterable, Iterator
from typing import Any

import requests

from api.games.service import GameService
from api.store.events import EventStore
from api.store.redis_conn import client_from_url
from engine import card_name
from engine.view import visible_cards

CARD = re.compile(r"^(?:[2-9TJQKA][CDHS]|RJ|BJ)$")
#: A card as the pages write it in words: "10♥", "Q♠"
CARD_TEXT = re.compile(r"(10|[2-9JQKA])([♣♦♥♠])")
SUIT_LETTER = {"♣": "C", "♦": "D", "♥": "H", "♠": "S"}


def wait_settled(page: Any, version: int) -> None:
    """The page shows ``version`` (and, for a seat, its moves at that version)."""
    page.wait_for_function(
        """v => {
          const board = document.querySelector('#board');
          if (!board || board.dataset.version !== String(v)) return false;
          const controls = document.querySelector('#controls');
          if (!controls || controls.hidden) return true;
          return document.querySelector('#moves').dataset.version === String(v);
        }""",
        arg=version,
    )


def act(page: Any, *, swap_first: bool = False, keyboard: bool = False) -> bool:
    """Make one move on this seat's page, if it has one: True if it did. ``keyboard``: with
    the keys alone (a card focused and pressed with Space, the move with Enter)."""

    def press(target: Any, key: str) -> None:
        if keyboard:
            target.focus()
            page.keyboard.press(key)
        else:
            target.click()

    if swap_first and _swap(page):
        return True
    offered = page.locator("#board .seat.mine button.card")
    for i in range(offered.count()):
        press(offered.nth(i), "Space")
        chosen = page.locator("#moves button.primary")
        if chosen.count():
            press(chosen.first, "Enter")
            return True
        press(offered.nth(i), "Space")  # no move takes this card alone: put it back
    plain = page.locator("#moves button:not(.primary)")
    if plain.count():
        press(plain.first, "Enter")
        return True
    return False


def _swap(page: Any) -> bool:
    """In setup: swap the first card of the hand with the first face-up card."""
    hand = page.locator("#board .seat.mine .hand button.card")
    table = page.locator("#board .seat.mine .table-cards button.card")
    if not hand.count() or not table.count():
        return False
    hand.first.click()
    table.first.click()
    swap = page.locator('#moves button.primary[data-kind="swap"]')
    if not swap.count():
        return False
    swap.first.click()
    return True


class Truth:
    """What a spectator, or a seat, may see of a game at each version, from the game's own log."""

    def __init__(self, redis_url: str, game_id: str) -> None:
        self.service = GameService(EventStore(client_from_url(redis_url)))
        self.game_id = game_id
        self._visible: dict[tuple[int, int | None], set[str]] = {}

    def visible(self, version: int, seat: int | None = None) -> set[str]:
        """The cards a spectator (or ``seat``) may see at ``version`` (none before the deal)."""
        if (version, seat) not in self._visible:
            if version == 0:
                self._visible[version, seat] = set()
            else:
                state = self.service.load(self.game_id, at_version=version).state
                self._visible[version, seat] = {card_name(c) for c in visible_cards(state, seat)}
        return self._visible[version, seat]

    def ever_visible(self, version: int) -> set[str]:
        """Every card a spectator could have seen by ``version``: what words may name."""
        out: set[str] = set()
        for v in range(version + 1):
            out |= self.visible(v)
        return out


def cards_in(value: Any) -> set[str]:
    """Every card name anywhere in a JSON value."""
    if isinstance(value, str):
        return {value} if CARD.match(value) else set()
    if isinstance(value, dict):
        return set().union(*(cards_in(v) for v in value.values())) if value else set()
    if isinstance(value, list):
        return set().union(*(cards_in(v) for v in value)) if value else set()
    return set()


def shown_cards(page: Any) -> tuple[set[str], set[str]]:
    """The cards a page draws (its faces) and those its words name."""
    faces = set(page.eval_on_selector_all("[data-card]", "els => els.map(e => e.dataset.card)"))
    text = page.inner_text("main")
    named = {
        ("T" if rank == "10" else rank) + SUIT_LETTER[suit]
        for rank, suit in CARD_TEXT.findall(text)
    }
    return faces, named


def received(bodies: Iterable[tuple[str, bytes]]) -> Iterator[tuple[str, int, dict[str, Any]]]:
    """The game events and views a page received while the game ran, from the bodies of its
    finished requests (url, body): ("event", seq, event) and ("view", version, view).
    Whatever was sent once the game was over (when everything is public) is left out."""
    for url, body in bodies:
        path = url.split("?")[0]
        if path.endswith("/stream"):
            yield from _stream_messages(body.decode())
            continue
        page = json.loads(body)
        if page.get("phase") == "over":
            continue
        if path.endswith("/events"):
            for e in page["events"]:
                yield "event", e["seq"], e
        elif "view" in page:
            yield "view", page["version"], page["view"]


def _stream_messages(text: str) -> Iterator[tuple[str, int, dict[str, Any]]]:
    batch: list[dict[str, Any]] = []
    for frame in text.replace("\r\n", "\n").split("\n\n"):
        kind, data = "message", []
        for line in frame.split("\n"):
            if line.startswith("event:"):
                kind = line[6:].strip()
            elif line.startswith("data:"):
                data.append(line[5:].removeprefix(" "))
        if kind == "game":
            batch.append(json.loads("\n".join(data)))
        elif kind == "status":
            if json.loads("\n".join(data))["phase"] != "over":
                for e in batch:
                    yield "event", e["seq"], e
            batch = []


def api_status(base: str, game_id: str) -> dict[str, Any]:
    game: dict[str, Any] = requests.get(f"{base}/v1/games/{game_id}", timeout=10).json()
    return game


def wait_past(
    base: str, game_id: str, version: int, page: Any, limit: float = 30
) -> dict[str, Any]:
    """The game once it is past ``version`` (a move made on ``page`` has landed)."""
    deadline = time.monotonic() + limit
    while (status := api_status(base, game_id))["version"] == version:
        assert time.monotonic() < deadline, f"no move landed after version {version}"
        page.wait_for_timeout(50)
    return status


#: The most presses of Tab that may be needed to reach anything on a page (the page may
#: be drawn anew meanwhile, which sends the focus back to its start)
TABS = 200


def tab_to(page: Any, selector: str) -> bool:
    """Press Tab until the focus is on an element matching ``selector``: whether it got
    there. Only the key moves the focus (no click, no focusing by script)."""
    for _ in range(TABS):
        if page.evaluate("s => Boolean(document.activeElement?.matches(s))", selector):
            return True
        page.keyboard.press("Tab")
    return False


def act_by_tab(page: Any) -> bool:
    """:func:`act` with the keys as a person without a mouse uses them: Tab to a card, Space
    to choose it, Tab to the move it lights up, Enter; else Tab to the first move offered
    without cards (ready, pick up) and Enter. True if a move was made."""
    offered = page.eval_on_selector_all(
        "#board .seat.mine button.card",
        'els => els.map(e => e.dataset.card ? `[data-card="${e.dataset.card}"]` '
        ': `[data-token="${e.dataset.token}"]`)',
    )
    for card in offered:
        target = f"#board .seat.mine button.card{card}"
        assert tab_to(page, target), target
        page.keyboard.press("Space")
        page.wait_for_selector(f'{target}[aria-pressed="true"]')
        if page.locator("#moves button.primary").count():
            assert tab_to(page, "#moves button.primary")
            page.keyboard.press("Enter")
            return True
        assert tab_to(page, target), target
        page.keyboard.press("Space")  # no move takes this card alone: put it back
        page.wait_for_selector(f'{target}[aria-pressed="false"]')
    if page.locator("#moves button:not(.primary)").count():
        assert tab_to(page, "#moves button:not(.primary)")
        page.keyboard.press("Enter")
        return True
    return False

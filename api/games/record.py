"""A game's record in words: one line per move, as the table page and the replay say it.

The pages say what happened in JavaScript (``api/web/static/words.js``, with the card names
of ``cards.js``); this is the same text for ``GET /v1/games/{id}/record.txt``, a port kept in
agreement by a test that runs ``words.js`` under Node on the same events and compares every
line (``tests/api/test_record.py``). A change to the words is made in both, or that test
fails. The events are the events page's (:meth:`api.games.service.GameService.events_after`),
redacted for the reader by the same view function, so a record read while the game runs
shows no card the reader may not see.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, Final

from ..store.game_record import GameRecord

_COUNTS: Final = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight"]
_SUITS: Final = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
_RANK_NAMES: Final = {"T": "10", "J": "J", "Q": "Q", "K": "K", "A": "A"}
_RANK_WORDS: Final = {
    "T": "ten",
    "J": "jack",
    "Q": "queen",
    "K": "king",
    "A": "ace",
    "2": "two",
    "3": "three",
    "4": "four",
    "5": "five",
    "6": "six",
    "7": "seven",
    "8": "eight",
    "9": "nine",
}
_SILENT: Final = frozenset({"TurnStarted", "TurnContinued", "ModeChanged"})


def _js(value: Any) -> str:
    """``String(value)`` as JavaScript writes it (the words interpolate numbers and nulls)."""
    if value is None:
        return "null"
    if value is True or value is False:
        return "true" if value else "false"
    return str(value)


def _count(n: Any) -> str:
    return (
        _COUNTS[n]
        if isinstance(n, int) and not isinstance(n, bool) and 0 <= n < len(_COUNTS)
        else _js(n)
    )


def _cards_in(n: Any) -> str:
    return f"{_count(n)} card{'' if n == 1 else 's'}"


def rank_of(name: str) -> str:
    return name[0] if len(name) == 2 and name[1] != "J" else name


def rank_word(rank: str, plural: bool = False) -> str:
    if rank in ("RJ", "BJ"):
        return "jokers" if plural else "joker"
    w = _RANK_WORDS.get(rank, rank)
    return ("sixes" if w == "six" else f"{w}s") if plural else w


def card_text(name: str | None) -> str:
    """``"10♥"``, ``"Q♠"``, ``"red joker"``; a card the reader may not see is a hidden card."""
    if not name:
        return "a hidden card"
    if name == "RJ":
        return "red joker"
    if name == "BJ":
        return "black joker"
    if len(name) < 2 or name[1] not in _SUITS:
        return name  # a ruleset's own card (doubly-reversed's X1): its name
    return f"{_RANK_NAMES.get(name[0], name[0])}{_SUITS[name[1]]}"


def group(cards: Sequence[str] | None) -> str:
    """``"three 7s"``, ``"7♠"``, ``"5♦, 5♣"``."""
    if not cards:
        return "nothing"
    if len(cards) == 1:
        return card_text(cards[0])
    ranks = {rank_of(c) for c in cards}
    if len(ranks) == 1:
        r = next(iter(ranks))
        plural = f"{r}s" if re.search(r"[2-9]", r) else "10s" if r == "T" else rank_word(r, True)
        return f"{_count(len(cards))} {plural}"
    return ", ".join(card_text(c) for c in cards)


def _split_words(kind: str) -> str:
    return re.sub(r"([a-z])([A-Z])", r"\1 \2", kind).lower()


def phrase(ev: dict[str, Any], names: Sequence[str]) -> str | None:
    """One event as a phrase; None for those a reader need not be told (a turn starting)."""

    def who(s: Any) -> str:
        if isinstance(s, int) and not isinstance(s, bool) and 0 <= s < len(names):
            return names[s]
        return f"seat {_js(s)}"

    n = who(ev.get("seat"))
    kind = ev["type"]
    if kind == "Dealt":
        return "the cards were dealt"
    if kind == "SeatReady":
        return f"{n} is ready"
    if kind == "CardsSwapped":
        return f"{n} swapped {card_text(ev.get('hand_card'))} from the hand for {card_text(ev.get('table_card'))}"
    if kind == "FaceUpPlaced":
        return f"{n} laid {card_text(ev.get('card'))} face up"
    if kind == "CardsPlayed":
        source = ev.get("source")
        where = (
            " from the table" if source == "table" else " (turned up)" if source == "turned" else ""
        )
        as_ = f" as {card_text(ev['as_card'])}" if ev.get("as_card") else ""
        link = f" and linked {group(ev['link'])}" if ev.get("link") else ""
        return f"{n} played {group(ev.get('cards'))}{where}{as_}{link}"
    if kind == "PileTaken":
        k = len(ev.get("cards") or []) + len(ev.get("extra") or [])
        return f"{n} picked up the pile ({_cards_in(k)})"
    if kind == "PileBurned":
        return "the pile burned"
    if kind == "CardsDrawn":
        return f"{n} drew {_cards_in(ev['count'] if 'count' in ev else len(ev.get('cards') or []))}"
    if kind == "CardTurned":
        return f"{n} turned over {card_text(ev['card']) if ev.get('card') else 'a face-down card'}"
    if kind == "CardLeftFaceUp":
        return f"{n} left {card_text(ev.get('card'))} face up"
    if kind == "DirectionReversed":
        return "the direction reversed"
    if kind == "PlayersSkipped":
        seats = ev.get("seats") or []
        return f"{' and '.join(who(s) for s in seats)} {'are' if len(seats) > 1 else 'is'} skipped"
    if kind == "SeatFinished":
        return f"{n} is out of cards (place {_js(ev.get('place'))})"
    if kind == "SeatResigned":
        return f"{n} resigned"
    if kind == "SeatLeft":
        return f"{n} left the table; the {_js(ev.get('bot'))} bot plays the seat from now on"
    if kind == "GameAborted":
        seats = " and ".join(who(s) for s in ev.get("seats") or [])
        if ev.get("reason") == "expired":
            return f"nobody took {seats} in time: the game is called off"
        return f"{seats} called the game off before its first play"
    if kind == "GameEnded":
        return ended(ev, who)
    if kind in _SILENT:
        return None
    words = _split_words(kind)
    return f"{n}: {words}" if ev.get("seat") is not None else words


def ended(ev: dict[str, Any], who: Any) -> str:
    def present(s: Any) -> bool:
        return s is not None and isinstance(s, int) and s >= 0

    if ev.get("draw") or ev.get("reason") == "turn_cap":
        return "the game ended in a draw: the turn limit was reached"
    if ev.get("reason") == "aborted":
        return "the game was called off: no result, nobody is rated"
    if ev.get("reason") == "resigned" and present(ev.get("loser")):
        return f"the game is over: {who(ev['loser'])} resigned and is the shithead"
    if ev.get("reason") == "forfeit":
        return "the game ended undealt: a seat missed the deal's deadline"
    if present(ev.get("loser")):
        return f"the game is over: {who(ev['loser'])} is the shithead"
    if present(ev.get("winner")):
        return f"the game is over: {who(ev['winner'])} won"
    return "the game is over"


def note_text(note: Any) -> str:
    return f" (note: \u201c{note}\u201d)" if note else ""


def actions(entries: Sequence[dict[str, Any]], names: Sequence[str]) -> list[dict[str, Any]]:
    """Log entries (the events page's items: an event with its ``seq``, the first of an
    action's with its ``cause``) as actions: ``[{seq, last, text}]``, as ``words.js`` has them."""
    out: list[dict[str, Any]] = []
    for e in entries:
        p = phrase(e, names)
        cause = e.get("cause")
        if cause is not None or not out or e["type"] == "Dealt":
            out.append({"seq": e["seq"], "parts": [], "note": cause.get("note") if cause else None})
        if p:
            out[-1]["parts"].append(p)
        out[-1]["last"] = e["seq"]
    return [
        {"seq": a["seq"], "last": a["last"], "text": "; ".join(a["parts"]) + note_text(a["note"])}
        for a in out
        if a["parts"]
    ]


def record_text(entries: Sequence[dict[str, Any]], names: Sequence[str]) -> str:
    """The record: one line per action, ``<seq>. <words>``."""
    return "".join(f"{a['seq']}. {a['text']}\n" for a in actions(entries, names))


def game_record(service: Any, game_id: str, token: str | None) -> str:
    """``GET /v1/games/{id}/record.txt``: the events page from the start, as the token's seat
    (none: a spectator) reads it, in words; the result's line is the game's end event's."""
    page = service.events_after(game_id, 0, token, 0.0)
    meta = service.load(game_id).meta
    names = [seat.name for seat in GameRecord(meta).seats]
    return record_text(page["events"], names)


__all__ = ["actions", "card_text", "game_record", "group", "phrase", "record_text"]

"""Scenarios for the preset ``green-shithead-2018``: the "Shithead" part of
001_8510e208aeb1b3bd.txt (John Green, 2018). One test per clause, each on a fixed deck.

Seat 0 deals, so seat 1 is dealt first and plays first. Hands are the six dealt hand
cards; ``places`` are the three of them each seat lays face up in setup.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine import IllegalActionError, replay
from engine.game import RUN, START
from engine.view import view
from tests.helpers import act, event_names, legal_texts, mask, new_game

PRESET = "green-shithead-2018"


class Scenario:
    """A scripted game that keeps every event, so the end state can be replayed."""

    def __init__(
        self,
        players: int = 2,
        *,
        places: tuple[str, ...] = (),
        options: dict[str, Any] | None = None,
        dealer: int = 0,
        **deal: Any,
    ) -> None:
        self.game, self.state, self.events = new_game(
            PRESET, players, options=options, dealer=dealer, **deal
        )
        for seat, text in enumerate(places):
            for c in text.split():
                self.act(seat, f"place {c}")
        if places:
            for seat in range(players):
                self.act(seat, "ready")

    def act(self, seat: int, text: str) -> list[Any]:
        events = act(self.state, seat, text)
        self.events += events
        return events

    def legal(self, seat: int) -> set[str]:
        return legal_texts(self.state, seat)

    def replays(self) -> bool:
        return replay(self.game, self.events) == self.state


def basic(
    hand1: str,
    hand0: str = "4C 5C 6C JC QC KC",
    *,
    start: str = "3D",
    stock: str = "",
    places1: str | None = None,
    places0: str = "JC QC KC",
    table: list[list[str]] | None = None,
    **kw: Any,
) -> Scenario:
    """Two seats; seat 1 keeps the first three of ``hand1`` and lays the last three."""
    if places1 is None:
        places1 = " ".join(hand1.split()[3:])
    return Scenario(
        hands=[hand0, hand1], places=(places0, places1), start=start, stock=stock,
        table=table or [], **kw,
    )


# --- setup -------------------------------------------------------------------------------


def test_setup_nine_cards_three_down_six_in_hand_three_laid_up() -> None:
    """001: "Each player is dealt nine cards; the first three dealt are the players’
    bottommost card laid face down, with the remaining six dealt forming the hand. Players
    will look at their hand and choose any three to lay face up" """
    s = Scenario(
        hands=["4C 5C 6C 7C 8C 9C", "4D 5D 6D 7D 8D 9D"],
        table=[["2C 2D 2H"], ["3C 3H 3S"]],
        start="5S",
    )
    st = s.state
    assert st.hands[0] == mask("4C 5C 6C 7C 8C 9C")
    assert st.hands[1] == mask("4D 5D 6D 7D 8D 9D")
    assert [slot for slot in st.tables[1]] == [[c] for c in mask_list("3C 3H 3S")]
    # nobody sees a bottommost card, not even its owner
    assert view(st, 1)["seats"][1]["table"] == [[None], [None], [None]]
    # any three of the six may be laid: every hand card is offered
    assert s.legal(0) == {f"place {c}" for c in "4C 5C 6C 7C 8C 9C".split()}
    for c in ("9C", "4C", "7C"):
        s.act(0, f"place {c}")
    assert st.hands[0] == mask("5C 6C 8C")
    assert [len(slot) for slot in st.tables[0]] == [2, 2, 2]
    # laid face up: the other seat and spectators see them, not the cards below
    for viewer in (1, None):
        assert view(st, viewer)["seats"][0]["table"] == [[None, "9C"], [None, "4C"], [None, "7C"]]


def mask_list(text: str) -> list[int]:
    from tests.helpers import cards

    return cards(text)


def test_dealer_turns_the_first_card() -> None:
    """001: "When all players have their cards laid, the dealer flips the first card upright
    on the first round." """
    s = basic("4D 5D 6D 7D 8D 9D", start="5S")
    st = s.state
    assert st.pile[0] == (-1, mask("5S"), -1)
    assert st.pile_mask == mask("5S")
    assert view(st, None)["pile"][0]["cards"] == ["5S"]


def test_play_begins_left_of_dealer() -> None:
    """001: "Play begins left of dealer." """
    s = basic("4D 5D 6D 7D 8D 9D")
    assert s.state.turn == 1
    # three seats, seat 2 deals: seat 0 is on the dealer's left
    s3 = Scenario(3, dealer=2, places=("JC QC KC", "JD QD KD", "JH QH KH"),
                  hands=["4C 5C 6C JC QC KC", "4D 5D 6D JD QD KD", "4H 5H 6H JH QH KH"])
    assert s3.state.turn == 0


# --- gameplay ----------------------------------------------------------------------------


def test_turn_starts_by_drawing_a_card() -> None:
    """001: "Start each turn by drawing a card from the pile" -- reading chosen: the
    turn-start draw is compulsory with exactly three cards ('start each turn by drawing')."""
    s = basic("4D 5D 6D 7D 8D 9D", stock="AS 2S")
    st = s.state
    # the last 'ready' started seat 1's turn and drew for it
    assert st.turn == 1
    assert st.hands[1] == mask("4D 5D 6D AS")
    assert "draw" not in s.legal(1)
    s.act(1, "play 4D")
    ev = s.events[-2:]
    assert event_names(ev) == ["TurnStarted", "CardsDrawn"]
    assert st.hands[0] == mask("4C 5C 6C 2S")
    assert s.replays()


def test_drawing_is_optional_with_more_than_three_cards() -> None:
    """001: "Drawing is optional as long as a player has more than three cards in there
    hand" """
    s = basic("4D 5D 6D 7D 8D 9D", start="3D", stock="AS 2S KH QH")
    st = s.state
    # seat 1 holds four, picks up the start card (five) and plays one: four left
    s.act(1, "pickup")
    s.act(1, "play 4D")
    s.act(0, "play 5C")
    # seat 1's turn starts with four cards: no draw is forced, one is offered
    assert st.turn == 1
    assert event_names(s.events[-2:]) == ["CardsPlayed", "TurnStarted"]
    assert st.hands[1] == mask("3D 5D 6D AS")
    assert "draw" in s.legal(1)
    s.act(1, "draw")
    assert st.hands[1] == mask("3D 5D 6D AS KH")
    assert "draw" not in s.legal(1)  # one card per turn
    assert s.replays()


def test_may_still_draw_after_picking_up_a_handful() -> None:
    """001: "even if you pick up the deck and have a handful of cards, you may still draw
    from the pile on your turn." """
    s = basic("4D 5D 6D 7D 8D 9D", start="KS", stock="5H 2S AH")
    s.act(1, "play 5H")  # a 5 on the king? no: seat 1 cannot beat the king

# ruff: noqa: RUF002  (docstrings quote the source text verbatim, curly apostrophes included)
"""Scenarios for the preset ``green-cutthroat-2018``: the "Cutthroat" part of
001_8510e208aeb1b3bd.txt (John Green, 2018). One test per clause, each on a fixed deck.

Seat 0 deals, so seat 1 is dealt first and plays first. ``hands`` are the six dealt hand
cards of each seat; ``places`` the three of them each seat lays face DOWN over its
bottommost cards in setup.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine import Action, IllegalActionError
from engine.cards import parse_card
from engine.events import (
    CardsDrawn,
    CardsPlayed,
    CardsRemoved,
    PileBurned,
    PileTaken,
    ResponseRequested,
    SeatFinished,
    TurnContinued,
    TurnStarted,
)
from engine.game import LINK, RESPOND_BURN, RESPOND_FORCED, START
from engine.view import redact_event, view
from tests.helpers import ChooseSetupGame, cards, event_names, mask

PRESET = "green-cutthroat-2018"


class Scenario(ChooseSetupGame):
    """A scripted game that keeps every event, so its end state can be replayed."""

    preset = PRESET

    def plays(self, seat: int) -> set[str]:
        """The legal plays, Link2 chains left out."""
        return {t for t in self.legal(seat) if t.startswith("play") and " link " not in t}


def two(
    hand1: str,
    hand0: str = "4C 5C 6C JC QC KC",
    *,
    start: str = "3D",
    stock: str = "",
    options: dict[str, Any] | None = None,
) -> Scenario:
    """Two seats, set up: each keeps the first three of its hand and lays the last three."""
    h0, h1 = hand0.split(), hand1.split()
    return Scenario(
        hands=[hand0, hand1],
        places=(" ".join(h0[3:]), " ".join(h1[3:])),
        start=start,
        stock=stock,
        options=options,
    )


def rich(
    kept1: str,
    draw1: str,
    start: str,
    draw1b: str,
    opp: str,
    *,
    places1: str = "JD QD KD",
    hand0: str = "6H 7H 9H JH QH KH",
    stock: str = "",
) -> Scenario:
    """Seat 1 ends with seven cards and an empty pile to start on.

    Seat 1 draws ``draw1``, picks up the turned ``start`` and plays it again; seat 0 draws
    ``opp`` and plays it on it; seat 1 draws ``draw1b`` and picks the two up: its hand is
    ``kept1``, ``draw1``, ``start``, ``draw1b`` and ``opp``.
    """
    s = Scenario(
        hands=[hand0, f"{kept1} {places1}"],
        places=(" ".join(hand0.split()[3:]), places1),
        start=start,
        stock=f"{draw1} {opp} {draw1b} {stock}",
    )
    s.act(1, "pickup")
    s.act(1, f"play {start}")
    s.act(0, f"play {opp}")
    s.act(1, "draw")
    s.act(1, "pickup")
    assert s.state.hands[1] == mask(f"{kept1} {draw1} {start} {draw1b} {opp}")
    assert s.state.turn == 1 and s.state.pile_mask == 0 and s.state.step == START
    return s


# --- setup and core gameplay -----------------------------------------------------------------


def test_covering_cards_face_down_known_to_their_owner() -> None:
    """001: "Players will look at their hand and choose any three to lay face DOWN, covering
    each of their bottommost cards. This way, a player knows what their top three bottommost
    cards are, but not their opponent." """
    s = Scenario(
        hands=["4C 5C 6C 7C 8C 9C", "4D 5D 6D 7D 8D 9D"],
        table=[["2C 2D 2H"], ["3C 3H 3S"]],
        start="5S",
    )
    st = s.state
    assert s.legal(0) == {f"place {c}" for c in ("4C", "5C", "6C", "7C", "8C", "9C")}
    before = st.copy()
    ev = s.act(0, "place 9C")
    assert redact_event(before, ev[0], 0)["card"] == "9C"
    assert redact_event(before, ev[0], 1)["card"] is None
    assert redact_event(before, ev[0], None)["card"] is None
    s.act(0, "place 4C")
    s.act(0, "place 7C")
    for c in ("7D", "8D", "9D"):
        s.act(1, f"place {c}")
    s.act(0, "ready")
    s.act(1, "ready")
    assert st.tables[0] == [
        list(pair) for pair in zip(cards("2C 2D 2H"), cards("9C 4C 7C"), strict=True)
    ]
    assert view(st, 0)["seats"][0]["table"] == [[None, "9C"], [None, "4C"], [None, "7C"]]
    assert view(st, 1)["seats"][0]["table"] == [[None, None], [None, None], [None, None]]
    assert view(st, None)["seats"][0]["table"] == [[None, None], [None, None], [None, None]]
    assert view(st, 1)["seats"][1]["table"] == [[None, "7D"], [None, "8D"], [None, "9D"]]
    assert s.replays()


def test_core_gameplay_as_in_shithead() -> None:
    """001: "The core gameplay does not change between Shithead and Cutthroat" (play begins
    left of the dealer, draw at the start of the turn, the picker starts a new deck)."""
    s = two("4D 5D 6D 7D 8D 9D", start="KS", stock="7H")
    st = s.state
    assert st.turn == 1 and event_names(s.events[-2:]) == ["TurnStarted", "CardsDrawn"]
    assert s.legal(1) == {"pickup"}
    ev = s.act(1, "pickup")
    assert event_names(ev) == ["PileTaken", "TurnContinued"]
    s.act(1, "play 4D")
    assert st.turn == 0
    assert s.replays()


def test_no_four_of_a_kind_clear() -> None:
    """001: "the major difference being 4 of a kind clear is no longer a thing" """
    s = two("9D 9H 9S 7D 8D JD", start="7S", stock="9C 5H 5D 5S 6S")
    ev = s.act(1, "play 9C 9D 9H 9S")
    assert "PileBurned" not in event_names(ev)
    assert s.state.pile_mask == mask("7S 9C 9D 9H 9S") and s.state.turn == 0
    across = two("7D 7H 4D 9D JD QD", "7C 7S 5C JC QC KC", start="4S", stock="6H 6C")
    across.act(1, "play 7D 7H")
    ev = across.act(0, "play 7C 7S")
    assert "PileBurned" not in event_names(ev)
    assert across.state.turn == 1 and across.state.pile_mask == mask("4S 7D 7H 7C 7S")
    assert s.replays() and across.replays()


# --- the 2s --------------------------------------------------------------------------------


def test_two_alone_is_a_free_play_for_the_next_player() -> None:
    """001: "2s’ are a free play for the NEXT PLAYER now. Anything can still be laid on the
    2." """
    s = two("2D 9D 8D 7D JD QD", "4C 5C 6C JC QC KC", start="KS", stock="TD")
    st = s.state
    ev = s.act(1, "play 2D")
    assert "TurnContinued" not in event_names(ev)
    assert ev[-2] == TurnStarted(0) and st.turn == 0
    assert {"play 4C", "play 5C", "play 6C"} <= s.plays(0)
    assert s.replays()


def test_link_two_chains_44_2_555() -> None:
    """001: "you start by playing a pair of 4s’, Link2 trip 5s’. Literally what you laid out
    was 44, 2, 555 with a single 2 LINKING them together. This is a single play" """
    s = rich("4C 4D 2C", "5C", "5D", "5H", "9C", stock="8S 8H")
    st = s.state
    assert "play 4C 4D link 2C" in s.legal(1)
    ev = s.act(1, "play 4C 4D link 2C")
    assert ev == [CardsPlayed(1, mask("4C 4D"), 0, -1, mask("2C"))]
    assert st.step == LINK and st.turn == 1
    assert "pickup" not in s.legal(1)  # the chained play must follow
    ev = s.act(1, "play 5C 5D 5H")
    assert st.turn == 0
    assert [m for _, m, _ in st.pile] == [mask("4C 4D"), mask("2C"), mask("5C 5D 5H")]
    assert ev[1] == CardsDrawn(1, mask("8S 8H"))  # one refill, after the whole play
    assert view(st, 0)["pile_top"] == {"rank": "5", "active": True, "wild": False}
    assert s.replays()


def test_link_two_chain_must_be_legal_in_order() -> None:
    """001: "Using the above cards, you could not have played 555, 2, 44 because 4s’ cannot
    be played on the higher valued 5s’." """
    s = rich("4C 4D 2C", "5C", "5D", "5H", "9C", stock="8S 8H")
    s.act(1, "play 5C 5D 5H link 2C")
    assert s.state.step == LINK
    assert s.plays(1) == {"play 9C"}
    with pytest.raises(IllegalActionError):
        s.act(1, "play 4C 4D")
    # and with nothing that could follow, the link itself is refused
    s2 = rich("5C 5D 2C", "4C", "4D", "5H", "4H")
    assert "play 5C 5D 5H" in s2.legal(1)
    assert "play 5C 5D 5H link 2C" not in s2.legal(1)


def test_several_link_twos_in_one_chain() -> None:
    """001: "You can use multiple 2s’ in a chain as well, e.g. 44, 2, 555, 2, 9, 2, QQ. The
    golden rule is that the cards must be played in a legal order." """
    s = rich("4C 4D 2C", "2D", "5C", "9C", "JS", stock="8S 8H 8C")
    st = s.state
    s.act(1, "play 4C 4D link 2C")
    s.act(1, "play 5C link 2D")
    assert st.step == LINK and st.turn == 1
    s.act(1, "play 9C")
    assert st.turn == 0
    assert [m for _, m, _ in st.pile] == [
        mask("4C 4D"),
        mask("2C"),
        mask("5C"),
        mask("2D"),
        mask("9C"),
    ]
    assert st.hands[1] == mask("JS 8S 8H")
    assert s.replays()


def test_pair_of_twos_as_double_link() -> None:
    """001: "you can play a pair of 2s’ or more as a Link2, e.g. 44, 22, 555 where the 2s’
    would be called a double Link2 and not a free play." """
    s = rich("4C 4D 2C", "2D", "5D", "5H", "5C", stock="8S 8H 8C")
    st = s.state
    s.act(1, "play 4C 4D link 2C 2D")
    assert st.step == LINK
    s.act(1, "play 5C 5D 5H")
    assert st.turn == 0 and st.hands[1] == mask("8S 8H 8C")
    assert [m for _, m, _ in st.pile] == [mask("4C 4D"), mask("2C 2D"), mask("5C 5D 5H")]
    assert s.replays()


def test_link_two_is_not_a_free_play() -> None:
    """001: "The 2 when used as a Link2 does not simultaneously act as a free play" and
    "on a less than 8, 22, Q. The 8 is one play, and the 2 Link2 Q is a separate play." """
    s = two("8C 2C 2D 7D JD KD", "8D 4H 5H JC 9C KC", start="5S", stock="QC 6H 6D")
    # 8, 22, Q in one turn: the Q would have to be legal on the 8
    assert "play 8C link 2C" in s.legal(1)  # a 2 may follow the 8
    assert "play 8C link 2C 2D" not in s.legal(1)
    with pytest.raises(IllegalActionError):
        s.act(1, "play 8C link 2C 2D")
    s.act(1, "play 8C")
    s.act(0, "play 8D")
    # on the less than 8: 2 (a free play) Link2 Q
    assert "play QC" not in s.plays(1)
    s.act(1, "play 2C link 2D")
    s.act(1, "play QC")
    assert s.state.turn == 0
    assert s.replays()


def test_two_then_link_two_is_a_free_play_for_yourself() -> None:
    """001: "a player could play a 2 and the Link2 creating a free play for themselves (2,
    Link2), but yes, two 2s’ are needed for this." """
    s = two("2C 2D 4D 7D JD QD", start="KS", stock="5D 6D 6H")
    st = s.state
    assert "play 4D" not in s.plays(1)
    s.act(1, "play 2C link 2D")
    assert st.step == LINK and st.turn == 1
    assert {"play 4D", "play 5D"} <= s.plays(1)
    s.act(1, "play 4D")
    assert st.turn == 0
    assert "play 4C" in s.plays(0) and "play 5C" in s.plays(0)
    assert s.replays()


def test_a_link_cannot_start_a_deck() -> None:
    """001: "you cannot use a 2 to start a deck and call it a Link2. A link happens between
    cards; it done not start a chain." and "In the event that the deck is cleared and you
    have only a 2 left to play, it is a free play for the next person." """
    s = two("2C 2D 9D 7D JD QD", start="3S", stock="5D 6D 6H")
    st = s.state
    s.act(1, "pickup")  # an empty pile to start
    assert st.pile_mask == 0
    assert not any(a.kind == "play" and not a.cards for a in st.legal_actions(1))
    with pytest.raises(IllegalActionError):
        st.apply(1, Action("play", 0, mask("2C")))
    ev = s.act(1, "play 2C")
    assert TurnStarted(0) in ev and "TurnContinued" not in event_names(ev)
    assert {"play 4C", "play 5C"} <= s.plays(0)
    assert s.replays()


# --- rule cards ----------------------------------------------------------------------------


def test_six_played_in_order() -> None:
    """001: "These rule cards can only be played in the right order, i.e. a 6 can be played
    on a 5 or less than 8, but not a 7 or K." """
    assert "play 6D" in two("6D 9D 4D 7D JD QD", start="5S", stock="TD").plays(1)
    assert "play 6D" not in two("6D 9D 4D 8D JD QD", start="7S", stock="TD").plays(1)
    assert "play 6D" not in two("6D 9D 4D 8D JD QD", start="KS", stock="TD").plays(1)
    s = two("8D 9D 4D 7D JD QD", "6C 5C 4C JC QC KC", start="5S", stock="TD 9H")
    s.act(1, "play 8D")
    assert "play 6C" in s.plays(0)


def test_six_requires_a_face_card() -> None:
    """001: "The 6 forces the next player to play a face card: J, Q, K, A or another 6 ... If
    they cannot play a face card or another 6, they must pick up the deck. Note that free
    plays and matching with a 3 will not work" """
    s = two("6D 9D 4D 7D JD QD", "2C 3C 8C JC QC KC", start="5S", stock="TD TC")
    s.act(1, "play 6D")
    assert s.legal(0) == {"pickup"}
    faces = two("6D 9D 4D 7D JD QD", "JC QC 6C 7C 8C KC", start="5S", stock="TD AC")
    faces.act(1, "play 6D")
    assert faces.plays(0) == {"play JC", "play QC", "play 6C", "play AC"}


def test_link_two_on_a_six() -> None:
    """001: "Note that 2s’ can still be used as Link2 on a 6, e.g. 66, 2, Q as this a legal
    play" """
    s = two("6C 6D 2C 7D JD KD", "4C 5C 9C JC TC KC", start="5S", stock="QC 4D 4H 4S")
    s.act(1, "play 6C 6D link 2C")
    assert s.plays(1) == {"play QC"}
    s.act(1, "play QC")
    assert s.state.turn == 0
    assert s.replays()


def test_jack_played_in_order() -> None:
    """001: "the J can be played on a 6 or 9, but not a less than 8 or Q." """
    assert "play JD" in two("JD 4D 5D 7D 8D QD", start="9S", stock="TD").plays(1)
    assert "play JD" in two("JD 4D 5D 7D 8D QD", start="6S", stock="TD").plays(1)
    assert "play JD" not in two("JD 4D 5D 7D 8D KD", start="QS", stock="TD").plays(1)
    s = two("8D 9D 4D 7D TD QD", "JC 5C 4C 6C QC KC", start="5S", stock="2D 9H")
    s.act(1, "play 8D")
    assert "play JC" not in s.plays(0)


def test_jack_requires_a_power_card() -> None:
    """001: "The J forces a player to play a power card: 2, 3, 8, 10 or another J. If they
    cannot play a power card, they must pick up the deck." """
    s = two("JD 9D 4D 7D 8D QD", "2C 3C QC 5C 6C KC", start="9S", stock="TD TC")
    s.act(1, "play JD")
    assert s.plays(0) == {"play 2C", "play 3C", "play TC"}
    s2 = two("JD 9D 4D 7D 5D QD", "8C JC KC 2C 6C 3C", start="9S", stock="TD AC")
    s2.act(1, "play JD")
    assert s2.plays(0) == {"play 8C", "play JC"}
    s3 = two("JD 9D 4D 7D 5D QD", "4C 5C KC 2C 6C 3C", start="9S", stock="TD AC")
    s3.act(1, "play JD")
    assert s3.legal(0) == {"pickup"}


# --- cancel cards --------------------------------------------------------------------------


def test_cancel_card_alone_on_an_eight() -> None:
    """001: "they cancel out any effect of the card played on ... any card with an effect:
    6, J, 8 and 10" and "play resumes off of the Cancel Card used" """
    s = two("8D 9D AD 7D JD QD", "KS KH 4C JC QC 5C", start="5S", stock="TD 9C")
    st = s.state
    s.act(1, "play 8D")
    plays = s.legal(0)
    assert "play KS" in plays and "play 4C" in plays
    assert "play KH" not in plays and "play 9C" not in plays and "play KH KS" not in plays
    s.act(0, "play KS")
    assert st.pile_mask == mask("5S 8D KS")  # the deck stays in play
    assert st.turn == 1
    plays = s.plays(1)
    assert "play AD" in plays and "play 9D" not in plays and "play TD" in plays
    assert s.replays()


def test_cancel_card_must_be_played_alone() -> None:
    """001: "when played as a Cancel Card, they must be played alone to work. That is, you
    cannot play a pair or 4s’, one being the 4spade and cancel something." """
    s = two("JD 9D 5D 7D 8D QD", "4S 4C 6C 9C QC KC", start="9S", stock="TD 2H")
    s.act(1, "play JD")
    plays = s.plays(0)
    assert "play 4S" in plays
    assert "play 4C" not in plays and "play 4C 4S" not in plays
    with pytest.raises(IllegalActionError):
        s.act(0, "play 4C 4S")
    s.act(0, "play 4S")
    assert "play 5D" in s.plays(1)  # play resumes off the 4
    assert s.replays()


def test_cancel_card_on_a_six() -> None:
    """001: "they also work on any card with an effect: 6, J, 8 and 10" (7spade on a 6)"""
    s = two("6D 9D 5D 7D 8D QD", "7S 7C 4C 9C QC KC", start="5S", stock="TD 2H")
    s.act(1, "play 6D")
    plays = s.legal(0)
    assert "play 7S" in plays
    assert "play 7C" not in plays and "play 7C 7S" not in plays
    s.act(0, "play 7S")
    assert "play 9D" in s.plays(1) and "play 5D" not in s.plays(1)
    assert s.replays()


def test_cancel_card_has_no_effect_on_regular_cards() -> None:
    """001: "they don’t have any effect on regular cards. So a 9spade cannot be played on a
    Q." and "When not used to cancel an effect, they must be played as the value they are" """
    on_queen = two("9S 4D 5D 7D 8D KD", start="QD", stock="TD")
    assert "play 9S" not in on_queen.plays(1)
    s = two("9S 4D 5D 7D 8D KD", "7C 4C 6C JC QC KC", start="7H", stock="TD 2H")
    s.act(1, "play 9S")
    plays = s.plays(0)
    assert plays == {"play 2H"}  # not 7C 4C 6C: the 9 of spades is a 9


def test_cancel_card_on_a_three_matching_a_jack_not_a_queen() -> None:
    """001: "A 3 on a J is cancellable, but a 3 on a Q is not." """
    s = two("JD 4S 5D 7D 8D KD", "3C 4C 6C 9C QC KC", start="9S", stock="TD 2H")
    s.act(1, "play JD")
    s.act(0, "play 3C")
    assert "play 4S" in s.plays(1)
    q = two("QD 4S 5D 7D 8D KD", "3C 4C 6C 9C JC 2C", start="9S", stock="TD 2H")
    q.act(1, "play QD")
    q.act(0, "play 3C")
    assert "play 4S" not in q.plays(1)


def test_ten_clear_waits_for_the_next_players_answer() -> None:
    """001: "Specifically, they were designed to cancel a 10s’ clear ... When played to
    cancel an effect, say a 10s’ clear, play resumes off of the Cancel Card used and the
    deck remains in play and does not get discarded." -- reading chosen: a 10's clear waits
    for the next player's answer."""
    s = two("TD 9D 5D 7D 8D QD", "4S 3C 6C 9C QC KC", start="5S", stock="2D 2H")
    st = s.state
    ev = s.act(1, "play TD")
    assert ev[-1] == ResponseRequested(0, "burn", 1)
    assert st.step == RESPOND_BURN and st.turn == 0
    assert st.pile_mask == mask("5S TD") and st.removed == 0
    assert s.legal(0) == {"play 4S", "pass"}  # a 3 cannot match the clear either
    s.act(0, "play 4S")
    assert st.pile_mask == mask("5S TD 4S") and st.removed == 0
    assert st.turn == 1 and "play 5D" in s.plays(1)
    assert s.replays()


def test_ten_clear_stands_when_the_next_player_passes() -> None:
    """001: "When used, they cancel out any effect of the card played on. Specifically, they
    were designed to cancel a 10s’ clear" -- reading chosen: a 10's clear waits for the next
    player's answer; 'pass' lets it stand and the 10's player starts a new deck."""
    s = two("TD 9D 5D 7D 8D QD", "4C 5C 6C 9C QC KC", start="5S", stock="2D 2H")
    st = s.state
    s.act(1, "play TD")
    assert s.legal(0) == {"pass"}
    ev = s.act(0, "pass")
    assert ev == [PileBurned(1, "clear"), TurnContinued(1)]
    assert st.removed == mask("5S TD") and st.pile_mask == 0 and st.turn == 1
    assert "play 5D" in s.plays(1)
    assert s.replays()


def test_ten_not_on_an_eight() -> None:
    """001: "3s’, 8s’ and 10s’ have not changed" (a 10 isn't less than 8)."""
    s = two("8D 9D 5D 7D JD QD", "TC 4C 6C 9C QC KC", start="5S", stock="2D 2H")
    s.act(1, "play 8D")
    assert "play TC" not in s.plays(0)


# --- the ace of spades ---------------------------------------------------------------------


def test_ace_of_spades_is_wild() -> None:
    """001: "the Aspade is wild. It may be called as any other card ... It generally is used
    as a fifth Link2, a Cancel Card (usually 4spade or Kspade) a less than 8 or just as an
    Ace." """
    s = two("AS 9D 5D 7D JD QD", "5C AC 9C JC QC KC", start="7H", stock="4D 2H")
    st = s.state
    plays = s.plays(1)
    assert {"play AS as 8C", "play AS as 9C", "play AS"} <= plays
    s.act(1, "play AS as 8C")
    assert st.pile[-1] == (1, mask("AS"), parse_card("8C"))
    plays = s.plays(0)
    assert "play 5C" in plays and "play 9C" not in plays  # a less than 8
    assert s.replays()


def test_ace_of_spades_as_a_link_two() -> None:
    """001: "It generally is used as a fifth Link2" """
    s = two("4C 4D AS 7D JD QD", "5H 6H 9H JC QC KC", start="3S", stock="5C 2H 2D")
    assert "play 4C 4D link AS" in s.legal(1)
    s.act(1, "play 4C 4D link AS")
    assert s.state.step == LINK
    s.act(1, "play 5C")
    assert s.state.turn == 0
    assert [m for _, m, _ in s.state.pile][-3:] == [mask("4C 4D"), mask("AS"), mask("5C")]
    assert s.replays()


def test_ace_of_spades_as_a_cancel_card() -> None:
    """001: "a Cancel Card (usually 4spade or Kspade)" """
    s = two("8D 9D 5D 7D JD QD", "AS 4C 6C 9C QC KC", start="5S", stock="2D 2H 4H")
    s.act(1, "play 8D")
    plays = s.plays(0)
    assert {"play AS as KS", "play AS as 4S"} <= plays
    s.act(0, "play AS as KS")
    assert s.state.pile_mask == mask("5S 8D AS")
    assert s.state.pile[-1] == (0, mask("AS"), parse_card("KS"))
    # play goes on off the king: of 9D 5D 2D 4H only the 2
    assert s.state.hands[1] == mask("9D 5D 2D 4H")
    assert s.plays(1) == {"play 2D"}
    assert s.replays()


def test_ace_of_spades_not_a_ten_nor_the_five_of_spades() -> None:
    """001: "It may be called as any other card EXCLUDING a 10 (cannot be self-destroying)
    or a 5spade" """
    s = two("AS 9D 5D 7D JD QD", start="4D", stock="2H 2D")
    legal = s.legal(1)
    assert {"play AS as 5C", "play AS as 9C"} <= legal
    assert not any(" as T" in t for t in legal)
    assert "play AS as 5S" not in legal
    for call in ("TC", "TS", "5S"):
        with pytest.raises(IllegalActionError):
            s.act(1, f"play AS as {call}")
    # with the Queens Gambit, the 5 of spades counters it: the wild ace cannot
    g = two(
        "QC QD QH 7D JD KD",
        "AS 2C 9C 4C 6C 8C",
        start="7S",
        stock="QS 3H 3D 3S",
        options={"queens_gambit": True},
    )
    g.act(1, "play QC QD QH QS")
    assert g.state.step == RESPOND_FORCED
    assert g.legal(0) == {"pickup"}


def test_an_ace_can_always_be_played_on_the_wild_ace() -> None:
    """001: "no matter what it is called as (J for power cards, less than 8) an Ace can
    always best an Ace, with play continuing off the Ace." """
    for call in ("8C", "JC", "6C"):
        s = two("AS 9D 5D 7D JD QD", "AC 4C 5C 9C QC KC", start="4D", stock="2H 2D 9H")
        s.act(1, f"play AS as {call}")
        assert "play AC" in s.plays(0), call
        s.act(0, "play AC")
        # play continues off the ace: of 9D 5D 2H 9H only the 2 beats it
        assert s.state.hands[1] == mask("9D 5D 2H 9H")
        assert s.plays(1) == {"play 2H"}, call
        assert s.replays()


def test_ace_of_spades_cancels_a_ten_clear() -> None:
    """001: "the Aspade is wild ... a Cancel Card (usually 4spade or Kspade)" -- reading
    chosen: a 10's clear waits for the next player's answer."""
    s = two("TD 9D 5D 7D 8D QD", "AS 3C 6C 9C QC KC", start="5S", stock="2D 2H")
    st = s.state
    s.act(1, "play TD")
    assert {"play AS as 4S", "play AS as KS", "pass"} <= s.legal(0)
    assert "play AS" not in s.legal(0)  # not as itself: only a cancel answers a clear
    s.act(0, "play AS as 4S")
    assert st.removed == 0 and st.pile_mask == mask("5S TD AS")
    assert st.turn == 1 and "play 5D" in s.plays(1)
    assert s.replays()


def test_ace_of_spades_action_text_round_trips() -> None:
    """001: "the Aspade is wild" -- actions are written as text: ``play AS as 8C``."""
    expected = {
        "play AS as 8C": Action("play", mask("AS"), as_card=parse_card("8C")),
        "play AS": Action("play", mask("AS")),
        "place AS": Action("place", mask("AS")),
        "play 4C 4D link AS": Action("play", mask("4C 4D"), link=mask("AS")),
    }
    for text, want in expected.items():
        assert Action.parse(text) == want, text
        assert want.text() == text


# --- the Queens Gambit ---------------------------------------------------------------------

_GAMBIT = {"queens_gambit": True}


def gambit(start: str = "7S", options: dict[str, Any] | None = None) -> Scenario:
    """Seat 1 holds QC QD QH and draws QS; seat 0 holds 5S 2C TC."""
    return two(
        "QC QD QH 7D JD KD",
        "5S 2C TC 4C 6C 8C",
        start=start,
        stock="QS 3H 3D 3S 9H",
        options=_GAMBIT if options is None else options,
    )


def test_queens_gambit_forces_the_next_player_to_pick_up() -> None:
    """001: "The Queens Gambit happens when one player lays all four Qs’ at the same time.
    This causes the next player to be forced to pick up the entire deck." and "After the
    gambit is laid, regardless of the outcome, the Qspade is removed" """
    s = gambit()
    st = s.state
    ev = s.act(1, "play QC QD QH QS")
    assert ev[-1] == ResponseRequested(0, "forced_pickup", 1)
    assert st.step == RESPOND_FORCED and st.turn == 0
    ev = s.act(0, "pickup")
    assert ev[:2] == [CardsRemoved(mask("QS")), PileTaken(0, mask("7S QC QD QH"), 0)]
    assert st.removed == mask("QS")
    assert st.hands[0] & mask("7S QC QD QH") == mask("7S QC QD QH")
    assert st.turn == 0 and st.pile_mask == 0  # the picker starts anew
    assert s.replays()


def test_queens_gambit_only_the_five_of_spades_counters() -> None:
    """001: "When a Queens Gambit is played, ONLY ONE card can be played: the 5spade. This
    counters or reflects the forced pickup back to the player who laid the Queens Gambit."
    """
    s = gambit()
    st = s.state
    s.act(1, "play QC QD QH QS")
    assert s.legal(0) == {"play 5S", "pickup"}  # not the 2 nor the 10 seat 0 holds
    ev = s.act(0, "play 5S")
    assert CardsRemoved(mask("QS")) in ev
    assert PileTaken(1, mask("7S QC QD QH 5S"), 0) in ev
    assert st.removed == mask("QS")
    assert st.hands[1] & mask("7S QC QD QH 5S") == mask("7S QC QD QH 5S")
    assert st.turn == 1
    assert s.replays()


def test_queens_gambit_only_where_a_queen_may_be_played() -> None:
    """001: "The Queens Gambit can only be played where a Q can normally be played; i.e. on a
    7 or 9, but not on a less than 8 or K." """
    assert "play QC QD QH QS" in gambit(start="9S").legal(1)
    assert "play QC QD QH QS" not in gambit(start="KS").legal(1)
    s = two(
        "QC QD QH 7D JD KD",
        "8C 2C TC 4C 6C 9C",
        start="3S",
        stock="4D 9H QS 3H 3D",
        options=_GAMBIT,
    )
    s.act(1, "play 4D")
    s.act(0, "play 8C")
    assert s.state.hands[1] == mask("QC QD QH QS")
    assert not any(t.startswith("play Q") for t in s.legal(1))


def test_queens_without_the_option_have_no_effect() -> None:
    """001: "The second special card is optional" and "The Qs’ and 5spade have no effect
    otherwise and are played based on their card value." """
    s = gambit(options={})
    ev = s.act(1, "play QC QD QH QS")
    assert "ResponseRequested" not in event_names(ev)
    assert ev[-2] == TurnStarted(0) and s.state.removed == 0
    assert s.replays()


# --- three or more players ---------------------------------------------------------------------


def _three_seats(options: dict[str, Any] | None) -> Scenario:
    return Scenario(
        3,
        options=options,
        hands=["4C 5C 6C JC QC KC", "3D 4D 5D JD QD KD", "4H 5H 6H JH QH KH"],
        places=("JC QC KC", "JD QD KD", "JH QH KH"),
        start="9S",
        stock="7S 8S 2S",
    )


def test_option_three_reverses_direction_with_three_players() -> None:
    """001: "3s’, 8s’ and 10s’ have not changed" and "Optionally, with three plus player
    games, the 3 may also reverse the direction of play while still matching what it is
    played on." (option three_reverses)"""
    plain = _three_seats(None)
    plain.act(1, "play 3D")
    assert plain.state.turn == 2
    s = _three_seats({"three_reverses": True})
    ev = s.act(1, "play 3D")
    assert "DirectionReversed" in event_names(ev)
    assert s.state.turn == 0 and s.state.direction == -1
    assert "play 4C" not in s.plays(0) and "pickup" in s.legal(0)  # still a 9
    assert s.replays()


# Five seats leave a stock of six. Seat 0 draws its last card, plays its hand away, then its
# face-down covering cards (three 10s, known to it) and its bottommost cards; its last
# bottommost card cannot be played, so it takes the pile with it, four queens among them.
FIVE = dict(
    hands=[
        "9C 9D 9H TC TD TH",
        "4C 4D KC 5S 2C 2D",
        "5C QH 5H 6C 6D 6H",
        "7C 8C 7H JC JD JH",
        "7D AC 8D AD AH AS",
    ],
    table=[["TS QC QS"]],
    places=("TC TD TH", "5S 2C 2D", "6C 6D 6H", "JC JD JH", "AD AH AS"),
    start="3C",
    stock="QD 5D KD KH 3D 9S",
)
FIVE_SCRIPT = (
    # the stock runs out; seat 0 plays its last hand cards
    (1, "play 4C 4D"),
    (2, "play 5C"),
    (3, "play 7C"),
    (4, "play 7D"),
    (0, "play 9C 9D 9H 9S"),
    (1, "play KC"),
    (2, "play KD"),
    (3, "play KH"),
    (4, "play AC"),
    # 10: the covering cards, by name
    (0, "play TC TD TH"),
    (1, "pass"),
    (0, "flip 0"),
    (1, "pass"),
    (0, "flip 1"),
    (1, "play QD"),
    (2, "play QH"),
    (3, "play 8C"),
    (4, "play 8D"),
    # 18: a queen cannot go on the 8: seat 0 takes the pile and its last table card
    (0, "flip 2"),
    (0, "play 8C 8D"),
    (1, "play 5D"),
    (2, "play 5H"),
    (3, "play 7H"),
    (4, "play 3D"),
    # 24: the gambit, with seat 0's last cards
    (0, "play QC QD QH QS"),
)


def five_seats(steps: int) -> Scenario:
    s = Scenario(5, options=_GAMBIT, **FIVE)  # type: ignore[arg-type]
    for seat, text in FIVE_SCRIPT[:steps]:
        s.act(seat, text)
    return s


def test_end_round_covering_cards_by_name_then_any_uncovered() -> None:
    """001: "When a player has no cards left in there hand, they may pick from their
    bottommost cards. Any bottommost card may be chosen as long as it isn’t covered by
    another card." (the covering cards are known to their owner)"""
    s = five_seats(9)
    st = s.state
    assert st.stock == [] and st.hands[0] == 0 and st.turn == 0
    legal = s.legal(0)
    assert {"play TC", "play TD", "play TH", "play TC TD TH"} <= legal
    assert not any(t.startswith("flip") for t in legal)
    # the other seats do not know them
    assert view(st, 1)["seats"][0]["table"] == [[None, None]] * 3
    s.act(0, "play TC")
    s.act(1, "pass")
    legal = s.legal(0)
    assert "flip 0" in legal and {"play TD", "play TH"} <= legal
    assert "flip 1" not in legal and "flip 2" not in legal
    assert s.replays()


def test_queens_gambit_cannot_be_sent_back_to_a_player_who_went_out() -> None:
    """001: "This counters or reflects the forced pickup back to the player who laid the
    Queens Gambit." -- reading chosen: a player who went out with a gambit cannot have it
    sent back."""
    s = five_seats(len(FIVE_SCRIPT))
    st = s.state
    assert st.finished == [0] and st.result is None
    assert s.events[-2:] == [SeatFinished(0, 1), ResponseRequested(1, "forced_pickup", 0)]
    # seat 1 plays from its table now, where the 5 of spades lies (known to it)
    assert st.hands[1] == 0 and view(st, 1)["seats"][1]["table"][0][1] == "5S"
    assert s.legal(1) == {"pickup"}
    ev = s.act(1, "pickup")
    assert CardsRemoved(mask("QS")) in ev and st.removed & mask("QS")
    assert st.turn == 1
    assert s.replays()

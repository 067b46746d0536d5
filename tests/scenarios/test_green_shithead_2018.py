# ruff: noqa: RUF002  (docstrings quote the source text verbatim, curly apostrophes included)
"""Scenarios for the preset ``green-shithead-2018``: the "Shithead" part of
001_8510e208aeb1b3bd.txt (John Green, 2018). One test per clause, each on a fixed deck.

Seat 0 deals, so seat 1 is dealt first and plays first. ``hands`` are the six dealt hand
cards of each seat; ``places`` the three of them each seat lays face up in setup.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine import IllegalActionError, NotYourTurnError
from engine.events import CardsDrawn, GameEnded, PileBurned, SeatFinished, TurnStarted
from engine.game import OVER, RUN, START
from engine.view import view
from tests.helpers import ChooseSetupGame, cards, event_names, mask

PRESET = "green-shithead-2018"


class Scenario(ChooseSetupGame):
    """A scripted game that keeps every event, so its end state can be replayed."""

    preset = PRESET


def two(
    hand1: str,
    hand0: str = "4C 5C 6C JC QC KC",
    *,
    start: str = "3D",
    stock: str = "",
    table: list[list[str]] | None = None,
) -> Scenario:
    """Two seats, set up: each keeps the first three of its hand and lays the last three."""
    h0, h1 = hand0.split(), hand1.split()
    return Scenario(
        hands=[hand0, hand1],
        places=(" ".join(h0[3:]), " ".join(h1[3:])),
        start=start,
        stock=stock,
        table=table or [],
    )


# Drain the stock in seat 1's first turn: its four 4s clear, and every refill then brings
# three of the next rank, whose fourth card comes as a run: each clear lets it go on.
DRAIN_RANKS = "456789JQK"
DRAIN_STOCK = "4S " + " ".join(f"{r}{s}" for r in DRAIN_RANKS[1:] for s in "CDHS")


def drained(
    up1: str,
    down1: str,
    hand0: str,
    down0: str,
    *,
    stock: str,
    players: int = 2,
    hand2: str = "",
    down2: str = "",
) -> Scenario:
    """Seat 1 lays ``up1`` over ``down1`` and plays the whole stock away in its first turn.

    With two players, seat 1 then has an empty hand and an empty pile to play on (its
    turn goes on); the stock is empty: the end round has begun.
    """
    hands = [hand0, "4C 4D 4H " + up1]
    table = [[down0], [down1]]
    places = (" ".join(hand0.split()[3:]), up1)
    if players == 3:
        hands.append(hand2)
        table.append([down2])
        places += (" ".join(hand2.split()[3:]),)
    s = Scenario(players, hands=hands, table=table, places=places, start="3C", stock=stock)
    s.act(1, "play 4C 4D 4H 4S")
    return s


def drain_rest(s: Scenario, ranks: str) -> None:
    for r in ranks:
        s.act(1, f"play {r}C {r}D {r}H")
        if s.state.step == RUN:
            s.act(1, f"play {r}S")


# --- setup -------------------------------------------------------------------------------


def test_setup_nine_cards_three_down_six_in_hand_any_three_laid_up() -> None:
    """001: "Each player is dealt nine cards; the first three dealt are the players’
    bottommost card laid face down, with the remaining six dealt forming the hand. Players
    will look at their hand and choose any three to lay face up, covering each of their
    bottommost cards." """
    s = Scenario(
        hands=["4C 5C 6C 7C 8C 9C", "4D 5D 6D 7D 8D 9D"],
        table=[["2C 2D 2H"], ["3C 3H 3S"]],
        start="5S",
    )
    st = s.state
    assert st.hands[0] == mask("4C 5C 6C 7C 8C 9C")
    assert st.hands[1] == mask("4D 5D 6D 7D 8D 9D")
    assert st.tables[1] == [[c] for c in cards("3C 3H 3S")]
    # nobody sees a bottommost card, not even its owner
    assert view(st, 1)["seats"][1]["table"] == [[None], [None], [None]]
    # any three of the six may be laid: every hand card is offered
    assert s.legal(0) == {f"place {c}" for c in ("4C", "5C", "6C", "7C", "8C", "9C")}
    for c in ("9C", "4C", "7C"):
        s.act(0, f"place {c}")
    assert st.hands[0] == mask("5C 6C 8C")
    assert st.tables[0] == [
        [c, u] for c, u in zip(cards("2C 2D 2H"), cards("9C 4C 7C"), strict=True)
    ]
    # laid face up: the other seat and spectators see them, never the cards below
    for viewer in (1, None):
        assert view(st, viewer)["seats"][0]["table"] == [[None, "9C"], [None, "4C"], [None, "7C"]]


def test_dealer_flips_the_first_card() -> None:
    """001: "When all players have their cards laid, the dealer flips the first card upright
    on the first round." """
    s = two("4D 5D 6D 7D 8D 9D", start="5S")
    st = s.state
    assert st.pile == [(-1, mask("5S"), -1)]
    assert view(st, None)["pile"][0]["cards"] == ["5S"]
    assert s.replays()


def test_play_begins_left_of_dealer() -> None:
    """001: "Play begins left of dealer." """
    s = two("4D 5D 6D 7D 8D 9D")
    assert s.state.turn == 1
    with pytest.raises(NotYourTurnError):
        s.act(0, "pickup")
    # three seats, seat 2 deals: seat 0 sits on the dealer's left
    s3 = Scenario(
        3,
        dealer=2,
        hands=["4C 5C 6C JC QC KC", "4D 5D 6D JD QD KD", "4H 5H 6H JH QH KH"],
        places=("JC QC KC", "JD QD KD", "JH QH KH"),
    )
    assert s3.state.turn == 0


def test_turned_first_card_restricts_but_has_no_effect() -> None:
    """001: "the dealer flips the first card upright" -- reading chosen: the turned first
    card restricts the next play like a played card but has no effect of its own."""
    s = two("4D 5D 6D 7D 8D 9D", start="TS", stock="9H")
    # a turned ten clears nothing ...
    assert not any(isinstance(e, PileBurned) for e in s.events)
    assert s.state.pile_mask == mask("TS")
    # ... but the next play must still beat a ten
    assert s.legal(1) == {"pickup"}
    # a turned 8 asks for less than 8, like a played 8
    s8 = two("4D 5D 9D 7D JD QD", start="8S", stock="6H")
    assert {"play 4D", "play 5D", "play 6H"} <= s8.legal(1)
    assert "play 9D" not in s8.legal(1)


# --- gameplay ----------------------------------------------------------------------------


def test_turn_starts_by_drawing_a_card() -> None:
    """001: "Start each turn by drawing a card from the pile" -- reading chosen: the
    turn-start draw is compulsory with exactly three cards ('start each turn by drawing')."""
    s = two("4D 5D 6D 7D 8D 9D", stock="AS 2S")
    st = s.state
    # the last 'ready' started seat 1's turn and drew for it
    assert event_names(s.events[-2:]) == ["TurnStarted", "CardsDrawn"]
    assert st.hands[1] == mask("4D 5D 6D AS")
    assert "draw" not in s.legal(1)
    ev = s.act(1, "play 4D")
    assert ev[-2:] == [TurnStarted(0), CardsDrawn(0, mask("2S"))]
    assert st.hands[0] == mask("4C 5C 6C 2S")
    assert s.replays()


def test_drawing_is_optional_with_more_than_three_cards() -> None:
    """001: "Drawing is optional as long as a player has more than three cards in there
    hand" """
    s = two("4D 5D 6D 7D 8D 9D", stock="AS 2S KH")
    st = s.state
    # seat 1 holds four, picks up the turned card (five) and plays one: four left
    s.act(1, "pickup")
    s.act(1, "play 4D")
    ev = s.act(0, "play 5C")
    # seat 1's turn starts with four cards: no draw is forced, one is offered
    assert ev[-1] == TurnStarted(1)
    assert st.hands[1] == mask("3D 5D 6D AS")
    assert "draw" in s.legal(1)
    s.act(1, "draw")
    assert st.hands[1] == mask("3D 5D 6D AS KH")
    assert "draw" not in s.legal(1)  # one card, once per turn
    assert s.replays()


def test_may_still_draw_after_picking_up_a_handful() -> None:
    """001: "even if you pick up the deck and have a handful of cards, you may still draw
    from the pile on your turn." """
    s = two("4D 5D 6D 7D 8D 9D", stock="AS 2S KH QH 9H")
    st = s.state
    s.act(1, "play 4D")
    s.act(0, "play 5C")
    s.act(1, "pickup")  # 3D 4D 5C: seven cards
    assert st.hands[1] == mask("3D 4D 5D 6D AS KH 5C")
    s.act(1, "play 3D")
    s.act(0, "play 6C")
    assert st.turn == 1 and st.hands[1].bit_count() == 6
    assert "draw" in s.legal(1)
    s.act(1, "draw")
    assert st.hands[1] == mask("4D 5C 5D 6D AS KH 9H")
    assert s.replays()


def test_multiple_plays_replenish_back_to_three() -> None:
    """001: "If you play multiple cards and this leaves you with less than three in your
    hand, immediately replenish back to three cards." """
    s = two("7D 7H 9D 4D 5D 6D", stock="7S KH KD")
    ev = s.act(1, "play 7D 7H 7S")
    assert event_names(ev)[:2] == ["CardsPlayed", "CardsDrawn"]
    assert ev[1] == CardsDrawn(1, mask("KH KD"))
    assert s.state.hands[1] == mask("9D KH KD")
    assert s.replays()


def test_pairs_trips_and_a_card_on_itself() -> None:
    """001: "A player may lay multiples of the same cards on their turn: pairs, trips or four
    of a kind. Note a card can always be played on itself: i.e., a 6 on another 6." """
    s = two("6D 6H 4D 7D 8D 9D", "4C 5C 7C JC QC KC", start="6C", stock="6S")
    legal = s.legal(1)
    assert {"play 6D", "play 6S", "play 6D 6H", "play 6D 6H 6S"} <= legal
    assert "play 4D" not in legal
    s2 = two("9D 9H 4D 7D 8D JD", start="5S", stock="9S")
    assert {"play 9D 9H", "play 9D 9H 9S"} <= s2.legal(1)
    s2.act(1, "play 9D 9H 9S")
    assert s2.state.pile_mask == mask("5S 9D 9H 9S")


def test_cannot_beat_the_pile_must_pick_up_and_start_anew() -> None:
    """001: "A player must lay a card of equal (a 6 on another 6) or higher value (a 7 on a
    6) on their turn. If they cannot, they must pick up the entire deck. That shit stain
    then gets to start a new deck." """
    s = two("4D 5D 6D 7D 8D 9D", start="KS", stock="7H")
    st = s.state
    assert s.legal(1) == {"pickup"}
    ev = s.act(1, "pickup")
    assert event_names(ev) == ["PileTaken", "TurnContinued"]
    assert st.turn == 1 and st.pile_mask == 0
    assert st.hands[1] == mask("4D 5D 6D 7H KS")
    s.act(1, "play 4D")  # anything starts the new pile
    assert st.turn == 0
    assert "play 4C" in s.legal(0) and "play 5C" in s.legal(0)
    assert s.replays()


def test_voluntary_pick_up() -> None:
    """001: "even if you have a card that can be played, you can choose to pick up the deck
    on your turn if you like." """
    s = two("4D 5D 6D 7D 8D 9D", start="3S", stock="7H")
    assert "play 4D" in s.legal(1)
    s.act(1, "pickup")
    assert s.state.hands[1] == mask("3S 4D 5D 6D 7H")
    assert s.state.turn == 1  # and starts the new pile
    assert s.replays()


# --- power cards ---------------------------------------------------------------------------


def test_two_is_a_free_play_for_its_player() -> None:
    """001: "2s’ are a free play for the person who laid the 2. Anything can then be laid on
    the 2." """
    s = two("2D 4D 5D 7D 8D 9D", start="KS", stock="6H")
    st = s.state
    assert s.legal(1) == {"play 2D", "pickup"}
    ev = s.act(1, "play 2D")
    assert event_names(ev) == ["CardsPlayed", "TurnContinued"]
    assert st.turn == 1
    assert {"play 4D", "play 5D", "play 6H"} <= s.legal(1)
    s.act(1, "play 4D")
    assert st.turn == 0
    assert s.replays()


def test_three_matches_the_card_below() -> None:
    """001: "3s’ are a match card. They match or mimic the card it is laid on. So, if played
    on a King, it’s a King" """
    s = two("3D 4D 5D 7D 8D 9D", "4C QC AC JC TC KC", start="KS", stock="6H 9C")
    s.act(1, "play 3D")
    assert s.state.turn == 0
    legal = s.legal(0)
    assert "play AC" in legal
    assert "play QC" not in legal and "play 4C" not in legal and "play 9C" not in legal
    assert s.replays()


def test_three_on_a_two_mimics_the_free_play() -> None:
    """001: "if it gets played on a 2, it will mimic the 2s’ free play." """
    s = two("2D 3D 4D 7D 8D 9D", start="KS", stock="6H 9H 9S")
    s.act(1, "play 2D")
    ev = s.act(1, "play 3D")
    assert event_names(ev)[-1] == "TurnContinued"
    assert s.state.turn == 1
    s.act(1, "play 4D")
    assert s.state.turn == 0
    assert s.replays()


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
    """001: "Optionally, with three plus player games, the 3 may also reverse the direction
    of play while still matching what it is played on." (option three_reverses)"""
    plain = _three_seats(None)
    plain.act(1, "play 3D")
    assert plain.state.turn == 2
    s = _three_seats({"three_reverses": True})
    ev = s.act(1, "play 3D")
    assert "DirectionReversed" in event_names(ev)
    assert s.state.turn == 0 and s.state.direction == -1
    # still matching the 9 below
    assert "play 4C" not in s.legal(0) and "pickup" in s.legal(0)
    assert s.replays()


def test_three_cannot_match_a_ten_clear() -> None:
    """001: "a 3 cannot match a 10s’ clear because a 10s’ clear is effective the moment it is
    laid and play continues with the shit disturber who played the 10." """
    s = two("TD 3D 4D 7D 8D 9D", start="KS", stock="6H")
    st = s.state
    ev = s.act(1, "play TD")
    assert PileBurned(1, "clear") in ev and st.turn == 1 and st.pile_mask == 0
    ev = s.act(1, "play 3D")
    assert "PileBurned" not in event_names(ev)
    assert st.turn == 0 and st.pile_mask == mask("3D")
    assert "play 4C" in s.legal(0)  # a 3 on nothing is nothing
    assert s.replays()


def test_eight_is_less_than_eight() -> None:
    """001: "8s’ are less than 8, which cause a player to play something less than an 8 that
    turn only. Thus, 2, 3, 4, 5, 6, 7 or another 8 must be played." """
    s = two("8D 4D 5D 7D TD 9D", "2C 3C 9C JC QC KC", start="5S", stock="6H 8C 4C")
    s.act(1, "play 8D")
    legal = s.legal(0)
    assert {"play 2C", "play 3C", "play 8C"} <= legal
    assert "play 9C" not in legal
    s.act(0, "play 3C")  # a 3 on the 8 is an 8
    legal = s.legal(1)
    assert {"play 4D", "play 5D", "play 6H"} <= legal
    assert "play 9C" not in legal
    assert s.replays()


def test_ten_cannot_be_played_on_an_eight() -> None:
    """001: "the 8 is the only card that can stop a 10s’ clear; a 10 isn’t less than 8." """
    s = two("8D 4D 5D 7D JD 9D", "TC 3C 9C JC QC KC", start="5S", stock="6H 2C")
    s.act(1, "play 8D")
    assert "play TC" not in s.legal(0)
    with pytest.raises(IllegalActionError):
        s.act(0, "play TC")


def test_ten_clears_and_its_player_starts_anew() -> None:
    """001: "10s’ are clear cards. When played on the deck, the entire deck becomes discarded
    immediately. The player who cleared the deck then starts a new deck by laying any card
    they choose." """
    s = two("TD 4D 5D 7D 8D 9D", start="KS", stock="6H")
    st = s.state
    ev = s.act(1, "play TD")
    assert event_names(ev) == ["CardsPlayed", "PileBurned", "TurnContinued"]
    assert st.removed == mask("KS TD") and st.pile_mask == 0
    assert st.turn == 1
    s.act(1, "play 4D")
    assert st.turn == 0
    assert s.replays()


def test_four_of_a_kind_by_one_player_clears() -> None:
    """001: "anytime four of the same cards are laid the deck is also cleared. The player who
    played all four cards ... clears the deck and starts a new one." """
    s = two("9D 9H 9S 7D 8D JD", start="7S", stock="9C 4H 5H 6H")
    st = s.state
    ev = s.act(1, "play 9C 9D 9H 9S")
    assert PileBurned(1, "four_of_a_kind") in ev
    assert st.removed == mask("7S 9C 9D 9H 9S")
    assert st.turn == 1 and st.step == START and st.pile_mask == 0
    assert st.hands[1] == mask("4H 5H 6H")
    assert s.replays()


def test_four_of_a_kind_across_players_clears_for_the_last() -> None:
    """001: "The player who played all four cards, or lays the last of the four of a kind
    clears the deck and starts a new one." """
    s = two("9D 9H 4D 7D 8D JD", "9C 9S 5C JC QC KC", start="4S", stock="6H 6C")
    st = s.state
    s.act(1, "play 9D 9H")
    ev = s.act(0, "play 9C 9S")
    assert PileBurned(0, "four_of_a_kind") in ev
    assert st.turn == 0 and st.pile_mask == 0
    assert st.removed == mask("4S 9C 9D 9H 9S")
    assert s.replays()


def test_threes_do_not_count_towards_four_of_a_kind() -> None:
    """001: "3s’ do not count towards this, so a pair of Queens and a pair of 3s’ does not
    make a four of a kind clear." """
    s = two("QD QH 4D 7D 8D JD", "3C 3S 5C JC 9C KC", start="4S", stock="6H 6C")
    st = s.state
    s.act(1, "play QD QH")
    ev = s.act(0, "play 3C 3S")
    assert "PileBurned" not in event_names(ev)
    assert st.turn == 1 and st.pile_mask == mask("4S QD QH 3C 3S")
    assert "play 4D" not in s.legal(1)  # the 3s are still queens
    assert s.replays()


def test_threes_bridge_a_four_of_a_kind() -> None:
    """001: "3s’ laid in between will bridge a four of a kind; e.g. Queen, 3, Pair of Queens,
    3, this final Queen will clear." """
    s = two("QD QH QS 7D 8D JD", "3C 3S 5C JC 9C KC", start="4S", stock="5H 6H 7H 8H 9H QC")
    st = s.state
    s.act(1, "play QD")
    s.act(0, "play 3C")
    s.act(1, "play QH QS")
    s.act(0, "play 3S")
    assert st.hands[1] & mask("QC")
    ev = s.act(1, "play QC")
    assert PileBurned(1, "four_of_a_kind") in ev
    assert st.removed == mask("4S QD 3C QH QS 3S QC")
    assert st.turn == 1
    assert s.replays()


def test_four_of_a_kind_only_where_its_rank_may_be_played() -> None:
    """001: "NO, you cannot just drop a 4 of a kind clear anywhere at all. If you have the
    four 9s’ in your hand, they could be played on a 7 ... They cannot be play on a Queen
    though" """
    on_seven = two("9D 9H 9S 7D 8D JD", start="7S", stock="9C")
    assert "play 9C 9D 9H 9S" in on_seven.legal(1)
    on_queen = two("9D 9H 9S 7D 8D JD", start="QS", stock="9C")
    assert not any(t.startswith("play 9") for t in on_queen.legal(1))
    with pytest.raises(IllegalActionError):
        on_queen.act(1, "play 9C 9D 9H 9S")


# --- runs --------------------------------------------------------------------------------


def test_freshly_drawn_card_of_the_rank_joins_the_play() -> None:
    """001: "you played a pair of 7s’ ... now you have to draw one card to replenish ... But
    hey, you drew another 7. This freshly drawn 7 can be immediately played on your pair as
    if you played trip 7s’ instead. And yes, you still need to replenish back to three.
    Drawn another 7 you say? You can immediately play that one too. And also yes, that would
    be a four of a kind for a clear." """
    s = two("7D 7H 4D 9D JD QD", start="3D", stock="5D 7S 7C KH AH")
    st = s.state
    ev = s.act(1, "play 7D 7H")
    assert event_names(ev) == ["CardsPlayed", "CardsDrawn", "RunOffered"]
    assert st.step == RUN and st.turn == 1
    assert s.legal(1) == {"play 7S", "pass"}
    ev = s.act(1, "play 7S")
    assert ev[1] == CardsDrawn(1, mask("7C"))
    assert st.step == RUN
    ev = s.act(1, "play 7C")
    # replenish, clear, and start a new deck
    assert event_names(ev) == ["CardsPlayed", "CardsDrawn", "PileBurned", "TurnContinued"]
    assert ev[2] == PileBurned(1, "four_of_a_kind")
    assert st.hands[1] == mask("4D 5D KH") and st.turn == 1 and st.step == START
    assert s.replays()


def test_freshly_drawn_run_may_be_declined() -> None:
    """001: "This freshly drawn 7 can be immediately played on your pair" (may: 'pass'
    declines and ends the turn)."""
    s = two("7D 7H 4D 9D JD QD", start="3D", stock="5D 7S 7C KH AH")
    s.act(1, "play 7D 7H")
    s.act(1, "pass")
    assert s.state.turn == 0 and s.state.hands[1] == mask("4D 5D 7S")
    assert s.replays()


# --- the end round -----------------------------------------------------------------------

# two seats: seat 1 keeps four 4s and plays the stock away; the rest goes to seat 0
_DOWN0 = "3D 3H AS"


def test_end_round_no_draw_and_no_replenishing() -> None:
    """001: "The end round begins when the last card is drawn from the pile. Players will
    continue to play with just the remaining cards in their hand." and "Drawing is optional
    ... if there are no cards left in the pile." """
    s = drained("AC AD AH", "2C 2D TS", "TC TD TH 2H 2S 3S", _DOWN0, stock=DRAIN_STOCK)
    drain_rest(s, DRAIN_RANKS[1:])
    st = s.state
    assert st.stock == [] and st.hands[1] == 0 and st.turn == 1 and st.pile_mask == 0
    ev = s.act(1, "play AC")
    # seat 0 holds three: no draw at the start of its turn, none offered
    assert ev[-1] == TurnStarted(0)
    assert "draw" not in s.legal(0)
    ev = s.act(0, "play TC")
    s.act(0, "play TD")  # two left: nothing to replenish from
    assert st.hands[0] == mask("TH")
    assert not any(isinstance(e, CardsDrawn) for e in ev)
    assert s.replays()


def test_end_round_any_uncovered_bottommost_card() -> None:
    """001: "When a player has no cards left in there hand, they may pick from their
    bottommost cards. Any bottommost card may be chosen as long as it isn’t covered by
    another card." """
    s = drained("TC TD TH", "2C 2D TS", "2H 2S AC AD AH 3S", _DOWN0, stock=DRAIN_STOCK)
    drain_rest(s, DRAIN_RANKS[1:])
    st = s.state
    legal = s.legal(1)
    assert {"play TC", "play TD", "play TH", "play TC TD TH"} <= legal
    assert not any(t.startswith("flip") for t in legal)
    s.act(1, "play TC")
    legal = s.legal(1)
    # slot 0 is uncovered though slots 1 and 2 still hold face-up cards
    assert "flip 0" in legal
    assert {"play TD", "play TH"} <= legal
    assert "flip 1" not in legal and "flip 2" not in legal
    s.act(1, "flip 0")
    assert st.tables[1][0] == []
    assert s.replays()


def test_after_end_round_pick_up_hand_first() -> None:
    """001: "When a player picks up the deck in the end round, they may no longer pick from
    their bottommost cards as long as they hold any cards in their hand." """
    s = drained("AC AD AH", "2C 2D TS", "3S TC TD 2H 2S TH", _DOWN0, stock=DRAIN_STOCK)
    drain_rest(s, DRAIN_RANKS[1:])
    st = s.state
    s.act(1, "play AC")
    s.act(0, "play 3S")  # an ace
    legal = s.legal(1)
    assert {"flip 0", "play AD", "pickup"} <= legal
    s.act(1, "pickup")
    assert st.turn == 1 and st.hands[1] == mask("AC 3S")
    assert s.legal(1) == {"play AC", "play 3S"}
    assert s.replays()


def test_first_out_is_king_last_is_shithead() -> None:
    """001: "First player to play out all of their cards is the King of the Shits. Remaining
    players if any continue playing until the last person, the shithead is left." """
    s = drained("TC TD TH", "2C 2D TS", "2H 2S AC AD AH 3S", _DOWN0, stock=DRAIN_STOCK)
    drain_rest(s, DRAIN_RANKS[1:])
    st = s.state
    for text in ("play TC", "play TD", "play TH", "flip 0", "flip 1"):
        s.act(1, text)
        assert st.turn == 1  # a clear or a 2: seat 1 goes on
    ev = s.act(1, "flip 2")
    assert ev[-2:] == [SeatFinished(1, 1), GameEnded("last_player", (1,), 0, 1)]
    assert st.phase == OVER and st.result is not None
    assert st.result.winner == 1 and st.result.loser == 0
    assert s.replays()


def test_remaining_players_continue_after_the_first_is_out() -> None:
    """001: "Remaining players if any continue playing until the last person, the shithead
    is left." """
    # three seats: a 24-card stock, drained up to three jacks
    stock = "4S " + " ".join(f"{r}{s}" for r in "56789" for s in "CDHS") + " JC JD JH"
    s = drained(
        "TC TD TH",
        "2C 2D TS",
        "3D 3H 3S QC QD QH",
        "2H 2S JS",
        players=3,
        hand2="KC KD KH AC AD AH",
        down2="QS KS AS",
        stock=stock,
    )
    st = s.state
    drain_rest(s, "56789")
    assert st.stock == [] and st.hands[1] == mask("JC JD JH") and st.turn == 1
    s.act(1, "play JC JD JH")
    s.act(2, "play KC")
    s.act(0, "play 3D")  # a king
    s.act(1, "play TC TD TH")
    s.act(1, "flip 0")
    s.act(1, "flip 1")
    ev = s.act(1, "flip 2")
    assert SeatFinished(1, 1) in ev
    assert st.result is None and st.finished == [1]
    assert ev[-1] == TurnStarted(2)
    s.act(2, "play KD")
    assert st.turn == 0  # seat 1 is skipped from now on
    assert s.replays()

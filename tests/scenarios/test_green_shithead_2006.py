"""Scenario tests for the ``green-shithead-2006`` preset: John Green's Shit Head (2003-06).

Source: ``000_b85faa3a45f93a07.txt``, section "How to Play - Shithead" with its Used Rules
(2 as freeplay for self, 3 as match, 8 as less than 8, 10 as clear, x4 as clear), the Card
Values entries for those cards and the bottom-card rules of that section. Readings the
preset chose where the text is unclear are in its ``description``; tests pinning one say
"Reading chosen:".

Unless a test says otherwise, seat 1 deals, so seat 0 (on its left) plays first. Each seat
is dealt three face-down cards and six hand cards, of which it lays three face up; the
4S is turned to start the deck; the other cards not named go to the stock in ascending
order after the named stock cards.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from engine import Action, IllegalActionError
from engine.cards import RANK_MASK, lowest, rank_of
from engine.events import FROM_HAND
from tests.helpers import ScriptedGame, event_names, mask, new_game

PRESET = "green-shithead-2006"

SIX = ("4C 5C 6C JC QC KC", "4D 5D 6D JD QD KD")
UP = ("JC QC KC", "JD QD KD")
DOWN = ("7C 8C 9C", "QH KH AH")
START = "4S"


def card(name: str) -> int:
    return mask(name).bit_length() - 1


class Scenario(ScriptedGame):
    """A dealt two-player game with every event kept, so a test can replay the log."""

    def __init__(
        self,
        *,
        hands: Sequence[str] = SIX,
        up: Sequence[str] = UP,
        down: Sequence[str] = DOWN,
        start: str = START,
        stock: str = "",
        setup: bool = True,
    ) -> None:
        self.game, self.state, self.events = new_game(
            PRESET,
            2,
            dealer=1,
            hands=list(hands),
            table=[[d] for d in down],
            start=start,
            stock=stock,
        )
        if setup:
            for seat in (0, 1):
                self.lay(seat, up[seat])
                self.do(seat, "ready")

    def lay(self, seat: int, cards: str) -> None:
        for c in cards.split():
            self.do(seat, f"place {c}")


def _lowest_play(sc: Scenario, seat: int) -> Action:
    """The legal play of ``seat`` with the lowest rank (fewest cards), else a pick-up."""
    st = sc.state
    plays = [a for a in st.legal_actions(seat) if a.kind == "play"]
    if not plays:
        return Action("pickup")
    values = st.rules.values
    return min(plays, key=lambda a: (values[rank_of(lowest(a.cards))], a.cards.bit_count()))


def run_out_stock(sc: Scenario, *, until_one_rank: bool = False) -> None:
    """Play until the stock is gone and seat 0 begins a turn with an empty hand.

    Seat 0 plays all its cards of its lowest playable rank each turn; seat 1 picks up
    whatever seat 0 played and, as the picker, starts the new deck with its lowest card.
    Seat 0's table cards are never touched. With ``until_one_rank`` stop earlier, once the
    stock is gone and seat 0's hand holds a single rank.
    """
    st = sc.state
    for _ in range(500):
        if not st.stock and st.turn == 0:
            ranks = {rank_of(c) for c in range(52) if st.hands[0] >> c & 1}
            if not ranks or (until_one_rank and len(ranks) == 1):
                return
        if st.turn == 0:
            group = _lowest_play(sc, 0)
            if group.kind == "play":
                group = Action("play", st.hands[0] & RANK_MASK[rank_of(lowest(group.cards))])
            sc.apply(0, group)
        elif st.pile and st.pile[-1][0] != 1:
            sc.do(1, "pickup")
        else:
            sc.apply(1, _lowest_play(sc, 1))
    raise AssertionError("the stock did not run out")


# == the deal and the start ================================================================


def test_deal_three_down_six_in_hand_and_a_card_to_start_the_deck() -> None:
    """000: "dealing out three cards face down to all players ... Then dealing six cards to each
    player for their hands, with one card face up in the middle to start the deck." """
    sc = Scenario(setup=False)
    st = sc.state
    for seat in (0, 1):
        assert st.hands[seat] == mask(SIX[seat])
        assert [len(slot) for slot in st.tables[seat]] == [1, 1, 1]
    assert st.pile_mask == mask(START)
    assert len(st.stock) == 52 - 2 * 9 - 1


def test_lay_any_three_hand_cards_face_up_on_the_bottom_cards() -> None:
    """000: "Players have the choice of placing any three cards from their hands on top of their
    bottom cards so that each player now has three face down with three face up on those, and
    three cards remaining in their hands." """
    sc = Scenario(setup=False)
    assert sc.legal(0) == {f"place {c}" for c in SIX[0].split()}
    sc.lay(0, "4C 6C KC")  # any three, low ones too
    assert "ready" in sc.legal(0)
    sc.do(0, "ready")
    st = sc.state
    assert st.hands[0] == mask("5C JC QC")
    assert [slot[-1] for slot in st.tables[0]] == [card("4C"), card("6C"), card("KC")]
    assert [len(slot) for slot in st.tables[0]] == [2, 2, 2]
    sc.assert_replays()


def test_play_begins_with_the_first_player_drawing() -> None:
    """000: "When all players have finished setting up their cards, play begins by the first
    player drawing a card from the pile." """
    sc = Scenario(setup=False, stock="9S")
    sc.lay(0, UP[0])
    sc.do(0, "ready")
    sc.lay(1, UP[1])
    evs = sc.do(1, "ready")
    assert event_names(evs) == ["SeatReady", "TurnStarted", "CardsDrawn"]
    assert evs[-1].cards == mask("9S")
    assert sc.state.turn == 0
    assert sc.state.hands[0] == mask("4C 5C 6C 9S")


def test_the_start_card_is_played_on() -> None:
    """000: "with one card face up in the middle to start the deck" (the engine's reading, not
    listed in the preset description: the first play must equal or beat it like a played
    card)."""
    sc = Scenario(start="9S", stock="TS")
    assert sc.state.pile_mask == mask("9S")
    assert sc.plays(0) == {"play TS"}  # 4C 5C 6C do not beat the 9S; the ten clears
    assert "pickup" in sc.legal(0)


# == drawing ===============================================================================


def test_one_card_played_ends_the_turn_and_the_next_player_draws() -> None:
    """000: "The player then chooses a card from their hand to play on the deck, ending their
    turn. Next player draws a card and well, wash, rince and repeat." """
    sc = Scenario(stock="9S 9H")
    evs = sc.do(0, "play 5C")
    assert event_names(evs) == ["CardsPlayed", "TurnStarted", "CardsDrawn"]
    assert sc.state.turn == 1
    assert sc.state.hands[1] == mask("4D 5D 6D 9H")


def test_below_three_cards_draw_back_up_to_three() -> None:
    """000: "there is a three card minimium. Whenever you have less than three cards,
    automatically draw more cards so you have three in hand again." """
    sc = Scenario(hands=("5C 5H 6C JC QC KC", SIX[1]), stock="9S 2S 2H")
    sc.do(0, "play 5C 5H")  # four cards after the turn's draw, two played
    assert sc.state.hands[0] == mask("6C 9S 2S")


def test_drawing_is_optional_with_more_than_three_cards() -> None:
    """000: "If you have more than three cards in your hand on your turn, usually because you
    have picked up the deck on the previous one, you do not need to draw a card from the pile
    at the start of your turn, although you still can." """
    sc = Scenario(stock="9S 9H 2S")
    sc.do(0, "play 5C")
    sc.do(1, "pickup")  # seat 1 now holds seven cards
    sc.do(1, "play 4D")
    sc.do(0, "play 6C")
    assert event_names(sc.events[-1:]) == ["TurnStarted"]  # no draw for seat 1
    assert sc.state.hands[1] == mask("5D 6D 9H 4S 5C")
    assert "draw" in sc.legal(1)
    evs = sc.do(1, "draw")
    assert event_names(evs) == ["CardsDrawn"]
    assert sc.state.hands[1].bit_count() == 6
    assert "draw" not in sc.legal(1)  # one card, once
    sc.assert_replays()


# == playing on the deck ===================================================================


def test_equal_or_higher_than_what_was_last_played() -> None:
    """000: "the player must play equal or higher than what was last played. So if the first
    card played is a 5, Player A has to play a 5 or better. In this case, its everything
    becides a 4." """
    sc = Scenario(stock="9S 9H")
    sc.do(0, "play 5C")
    assert sc.plays(1) == {"play 5D", "play 6D", "play 9H"}
    with pytest.raises(IllegalActionError):
        sc.do(1, "play 4D")
    sc.do(1, "play 5D")


def test_ace_highest_four_lowest() -> None:
    """000: "Numerical Order---Refers to the order cards are played, lowest to highest, with 4
    being lowest and Ace being highest." """
    sc = Scenario(
        start="KS",
        hands=("4C 5C 6C JC QC AC", "4D 5D KD JD QD 6D"),
        up=("4C 5C 6C", "JD QD 6D"),
        stock="9S 4H",
    )
    assert sc.plays(0) == {"play AC"}  # only the ace beats the king
    sc.do(0, "play AC")
    assert sc.state.hands[1] == mask("4D 5D KD 4H")
    assert sc.plays(1) == set()  # not even the king goes on an ace


def test_any_number_of_like_cards_whatever_was_played_before() -> None:
    """000: "there is no difference between playing one, two, three or four like cards on your
    turn ... if I play two 7's on my turn, you can play one, two, three or all four Jacks on
    yours." """
    sc = Scenario(
        hands=("7C 7H 6C JC QC KC", "JS JH 6D 5D QD KD"),
        up=(UP[0], "5D QD KD"),
        down=("7D 8C 9C", DOWN[1]),
        stock="9S 9H",
    )
    sc.do(0, "play 7C 7H")
    assert {"play JH", "play JS", "play JH JS"} <= sc.plays(1)
    sc.do(1, "play JS")
    assert sc.state.turn == 0


def test_cannot_play_pick_up_and_start_the_new_deck() -> None:
    """000: "When a player can not play on the deck because they have no cards that can be
    played, they have to pick up the entire deck and add it to their hands. When this happens,
    the player who picked up gets to play, starting a new deck. Play then goes to the next
    player" """
    sc = Scenario(hands=("KC 5C 6C 4C QC JC", SIX[1]), up=("4C QC JC", UP[1]), stock="9S 9H")
    sc.do(0, "play KC")
    assert sc.legal(1) == {"pickup"}  # 4D 5D 6D 9H: nothing beats the king
    evs = sc.do(1, "pickup")
    assert event_names(evs) == ["PileTaken", "TurnContinued"]
    assert sc.state.hands[1] == mask("4D 5D 6D 9H 4S KC")
    assert sc.state.turn == 1 and sc.state.pile_mask == 0
    assert "play 4D" in sc.legal(1)  # a new deck: anything goes
    sc.do(1, "play 4D")
    assert sc.state.turn == 0
    sc.assert_replays()


def test_pick_and_play_by_choice() -> None:
    """000: "if its your turn you can pick up the deck, add it to you hand and then play it as
    your turn. Or as we usually do, just say pick and play." (here the deck holds only 4s)"""
    sc = Scenario(stock="9S 9H")
    sc.do(0, "play 4C")
    assert {"play 4D", "pickup"} <= sc.legal(1)
    sc.do(1, "pickup")
    sc.do(1, "play 4C")  # the card just picked up
    assert sc.state.pile_mask == mask("4C") and sc.state.turn == 0


# == 2 as freeplay for self ================================================================


def test_two_is_played_on_anything_and_its_player_plays_again() -> None:
    """000: "2's are a freeplay for yourself. You can play anything on them, and because their
    power cards, they can be played on anything. ... Play your 2, draw a card if less than 3,
    and play again. Draw cards again if you have less than 3 to end your turn." """
    sc = Scenario(start="AS", hands=("2C 2H 4C JC QC KC", SIX[1]), up=UP, stock="9S 5S 6S 7S")
    assert sc.plays(0) == {"play 2C", "play 2H", "play 2C 2H"}
    evs = sc.do(0, "play 2C 2H")
    assert event_names(evs) == ["CardsPlayed", "CardsDrawn", "TurnContinued"]
    assert sc.state.turn == 0
    assert sc.state.hands[0] == mask("4C 9S 5S")
    assert {"play 4C", "play 5S", "play 9S"} == sc.plays(0)  # anything on the 2
    evs = sc.do(0, "play 4C")
    assert event_names(evs) == ["CardsPlayed", "CardsDrawn", "TurnStarted", "CardsDrawn"]
    assert sc.state.hands[0] == mask("9S 5S 6S")
    assert sc.state.turn == 1
    sc.assert_replays()


# == 3 as match ============================================================================


def test_three_on_a_nine_is_a_nine() -> None:
    """000: "3 - Simply put, its anything you play it on. If you play it on a 9, it is a 9." """
    sc = Scenario(
        hands=("9C 5C 6C JC QC KC", "3D 4D 5D JD QD KD"),
        up=UP,
        down=("7C 8C 7H", DOWN[1]),
        stock="7S 6S 9S",
    )
    sc.do(0, "play 9C")
    assert "play 3D" in sc.plays(1)
    sc.do(1, "play 3D")
    assert sc.plays(0) == {"play 9S"}  # 5C 6C 7S are lower than a 9
    sc.assert_replays()


def test_three_on_an_eight_is_an_eight() -> None:
    """000: "3 - Simply put, its anything you play it on." (on an 8 it is an 8: the next player
    must play less than 8)."""
    sc = Scenario(
        hands=("8C 5C KS JC QC KC", "3D 4D 5D JD QD KD"),
        up=UP,
        down=("7C 8H 9C", DOWN[1]),
        stock="AS 6S 9S",
    )
    sc.do(0, "play 8C")
    sc.do(1, "play 3D")
    assert sc.state.hands[0] == mask("5C 9S KS AS")
    assert sc.plays(0) == {"play 5C"}  # less than 8: not the 9, king or ace
    sc.do(0, "play 5C")


def test_three_on_nothing_is_nothing() -> None:
    """000: "When a 3 is used to start a deck, its played on nothing so it's considered nothing.
    This is the only time theres anything lower than a 4." """
    sc = Scenario(hands=(SIX[0], "3D 4D 5D JD QD KD"), up=UP, stock="9S 9H")
    sc.do(0, "play 6C")
    sc.do(1, "pickup")
    sc.do(1, "play 3D")  # the picker starts a new deck with a 3
    assert {"play 4C", "play 5C"} <= sc.plays(0)


def test_three_on_a_two_is_a_free_play_for_self() -> None:
    """000: "3 - Simply put, its anything you play it on." (the engine's reading, not listed in
    the preset description: on a 2 it is a 2, a freeplay for yourself, so its player plays
    again)."""
    sc = Scenario(hands=("2C 3C 5C JC QC KC", SIX[1]), up=UP, stock="9S 9H 9D")
    sc.do(0, "play 2C")
    evs = sc.do(0, "play 3C")
    assert event_names(evs)[-1] == "TurnContinued"
    assert sc.state.turn == 0
    assert "play 5C" in sc.plays(0)


# == 8 as less than 8 ======================================================================


def test_eight_on_a_king_and_the_next_player_plays_less() -> None:
    """000: "8's are Less Than 8 rule, when you play an 8, the next player has to play a lower
    card for that turn. ... So either a 2, 3, 4, 5, 6, 7, or 8 can be played." and "you can play
    an 8 on a King, even tho a 8 is less than a King" """
    sc = Scenario(
        start="KS",
        hands=("8C 5C 6C JC QC KC", "2D 3D 8D JD QD KD"),
        up=UP,
        down=("7C 8H 9C", DOWN[1]),
        stock="9S 9H",
    )
    assert "play 8C" in sc.plays(0)
    sc.do(0, "play 8C")
    assert sc.plays(1) == {"play 2D", "play 3D", "play 8D"}  # not the 9H
    with pytest.raises(IllegalActionError):
        sc.do(1, "play 9H")
    sc.assert_replays()


def test_eight_only_restricts_the_next_turn() -> None:
    """000: "You only play less for that turn." """
    sc = Scenario(
        hands=("8C 4C 6C JC QC KC", "5D 4D 9D JD QD KD"),
        up=UP,
        down=("7C 8H 9C", "QH KH 7D"),
        stock="KS AS",
    )
    sc.do(0, "play 8C")
    sc.do(1, "play 5D")
    assert sc.plays(0) == {"play 2C", "play 6C", "play KS"}  # 5 or better again: not the 4C
    sc.do(0, "play KS")


# == 10 as clear ===========================================================================


def test_ten_clears_the_deck_for_the_rest_of_the_game_and_plays_again() -> None:
    """000: "10's clear the deck. When a 10 is played, all cards in the deck get discarded for
    the rest of the game, 10 included." and "x4 is a clear and clears get tossed right. Then you
    play again." """
    sc = Scenario(start="KS", hands=("TC 4C 5C JC QC KC", SIX[1]), up=UP, stock="9S 9H")
    sc.do(0, "play TC")
    assert sc.state.removed == mask("KS TC")
    assert sc.state.pile_mask == 0
    assert sc.state.turn == 0
    sc.do(0, "play 4C")
    assert sc.state.turn == 1
    assert sc.state.removed == mask("KS TC")
    sc.assert_replays()


def test_ten_may_be_played_on_an_eight() -> None:
    """000: "10 - ... Can't be played on 8's, they're not less than 8." is given for Cut Throat
    ("you can no longer play 10's on 8's"). Reading chosen: in Shit Head a 10 may be played even
    on an 8."""
    sc = Scenario(
        hands=("8C 4C 5C JC QC KC", "TD 4D 5D JD QD KD"),
        up=UP,
        down=("7C 8H 9C", DOWN[1]),
        stock="9S 9H",
    )
    sc.do(0, "play 8C")
    assert "play TD" in sc.plays(1)
    evs = sc.do(1, "play TD")
    assert "PileBurned" in event_names(evs)
    assert sc.state.turn == 1


def test_power_cards_go_on_a_nine() -> None:
    """000: "Player B then has to play a 9 or better. In this case only a 9, J, Q, K or A, or one
    of the power card, 2, 3, 8 or 10 can be played." """
    sc = Scenario(
        hands=("9C 4C 5C JC QC KC", "2D 3D 8D 4D QD KD"),
        up=(UP[0], "4D QD KD"),
        down=("7C 8H 5S", DOWN[1]),
        stock="7S TD",
    )
    sc.do(0, "play 9C")
    assert sc.plays(1) == {"play 2D", "play 3D", "play 8D", "play TD"}


# == four of a kind ========================================================================


def test_four_of_a_kind_by_two_players_clears_and_the_last_player_plays_again() -> None:
    """000: "x4 - When playing SH, a 4 of a kind acts like a 10, clearing the deck. ... If one
    player lays a pair of 9's, and the second player plays the other two, the deck gets cleared
    and the player who layed the last card plays again." """
    sc = Scenario(
        hands=("9C 9H 4C JC QC KC", "9D 9S 4D JD QD KD"),
        up=UP,
        down=("7C 8C 7H", DOWN[1]),
        stock="5S 6S",
    )
    sc.do(0, "play 9C 9H")
    evs = sc.do(1, "play 9D 9S")
    assert [e.reason for e in evs if type(e).__name__ == "PileBurned"] == ["four_of_a_kind"]
    assert sc.state.removed == mask("4S 9C 9D 9H 9S")
    assert sc.state.turn == 1 and sc.state.pile_mask == 0
    sc.assert_replays()


def test_three_bridges_a_four_of_a_kind_but_does_not_count() -> None:
    """000: "x4 ... A single player doesn't need to play them all themselves" and "3 ... If you
    play it on a 9, it is a 9." Reading chosen: "3s bridge but do not count towards four of a
    kind"."""
    sc = Scenario(
        hands=("9C 9H 4C JC QC KC", "3D 4D 5D JD QD KD"),
        up=UP,
        down=("7C 8C 7H", DOWN[1]),
        stock="9D 9S",
    )
    sc.do(0, "play 9C 9H")
    sc.do(1, "play 3D")  # a 9: three nines and a match, no clear
    assert sc.state.pile_mask == mask("4S 9C 9H 3D")
    evs = sc.do(0, "play 9D 9S")
    assert "PileBurned" in event_names(evs)
    assert sc.state.removed == mask("4S 9C 9H 3D 9D 9S")
    assert sc.state.turn == 0


def test_three_does_not_complete_a_four_of_a_kind() -> None:
    """000: "x4 - When playing SH, a 4 of a kind acts like a 10, clearing the deck." Reading
    chosen: "3s bridge but do not count towards four of a kind"."""
    sc = Scenario(
        hands=("9C 9H 9D JC QC KC", "3D 4D 5D JD QD KD"),
        up=UP,
        down=("7C 8C 7H", DOWN[1]),
        stock="9S 6S 6H",
    )
    sc.do(0, "play 9C 9D 9H")
    evs = sc.do(1, "play 3D")
    assert "PileBurned" not in event_names(evs)
    assert sc.state.turn == 0
    evs = sc.do(0, "play 9S")  # the fourth nine clears
    assert "PileBurned" in event_names(evs)


def test_four_of_a_kind_from_a_picked_up_deck_clears_and_plays_again() -> None:
    """000: "If you pick up the deck, sort through it and see if you have any 4 of a kinds. Since
    its your play because you picked up the deck, play your 4 of a kinds and just toss them out
    to the discard pile. x4 is a clear and clears get tossed right. Then you play again." """
    sc = Scenario(
        hands=("7C 5C 6C JC QC KC", "7D 7H 7S JD QD KD"),
        up=UP,
        down=("9C 8C 9H", DOWN[1]),
        stock="9S 9D",
    )
    sc.do(0, "play 7C")
    sc.do(1, "pickup")
    evs = sc.do(1, "play 7C 7D 7H 7S")
    assert "PileBurned" in event_names(evs)
    assert sc.state.removed == mask("7C 7D 7H 7S")
    assert sc.state.turn == 1 and sc.state.pile_mask == 0


# == the bottom cards ======================================================================


def test_hand_first_then_face_up_then_face_down() -> None:
    """000: "After both players have drawn all cards from the pile, and have no cards left in
    their hands, they then have to start playing their bottom cards." and "Players have to play
    the top three bottom cards, the face up ones before they can touch the face down ones." """
    sc = Scenario(hands=("4C 5C 6C JC QC KC", SIX[1]), up=UP)
    assert not any("JC" in t or "QC" in t or "KC" in t for t in sc.legal(0))  # hand first
    run_out_stock(sc)
    st = sc.state
    assert st.hands[0] == 0 and st.pile_mask == mask("3D")  # seat 1 started with a 3
    assert sc.plays(0) == {"play JC", "play QC", "play KC"}
    assert not any(t.startswith("flip") for t in sc.legal(0))
    sc.assert_replays()


def test_face_up_cards_of_a_kind_together() -> None:
    """000: "Players pick one card at a time, more if they are playing pairs and whatnot." """
    sc = Scenario(hands=("4C 5C 6C JC JH QC", SIX[1]), up=("JC JH QC", UP[1]))
    run_out_stock(sc)
    assert "play JC JH" in sc.legal(0)
    sc.do(0, "play JC JH")
    assert [len(slot) for slot in sc.state.tables[0]] == [1, 1, 2]


def test_unable_to_play_a_top_card_pick_up_the_deck_and_one_top_card() -> None:
    """000: "if a player can not play either of their top cards, they have to pick up the entire
    deck. If the player has to pick up the deck, they add the top card of their choice to the
    hands along with the deck." """
    sc = Scenario(hands=("4C 5C 6C JC QC KC", SIX[1]), up=UP)
    run_out_stock(sc)
    sc.do(0, "play JC")
    sc.apply(1, Action("play", mask("AS")))
    assert sc.legal(0) == {"pickup with QC", "pickup with KC"}
    with pytest.raises(IllegalActionError):
        sc.do(0, "pickup")
    evs = sc.do(0, "pickup with KC")
    assert event_names(evs) == ["PileTaken", "TurnContinued"]  # the picker starts again
    assert sc.state.hands[0] == mask("3D JC AS KC")
    assert [slot[-1] for slot in sc.state.tables[0]] == [card("7C"), card("QC"), card("9C")]
    sc.assert_replays()


def test_no_bottom_cards_until_the_hand_is_played_out() -> None:
    """000: "They can not pick any more from their bottom cards until they have all of their
    cards out of their hands." """
    sc = Scenario(hands=("4C 5C 6C JC QC KC", SIX[1]), up=UP)
    run_out_stock(sc)
    sc.do(0, "play JC")
    sc.apply(1, Action("play", mask("AS")))
    sc.do(0, "pickup with KC")
    assert sc.plays(0) == {"play 3D", "play JC", "play KC", "play AS"}  # QC waits on the table
    sc.do(0, "play 3D")
    sc.do(1, "play 4C")
    assert "play QC" not in sc.legal(0)


def _to_face_down(sc: Scenario) -> None:
    """Seat 0 plays its three face-up 3s on seat 1's 4C; seat 1 answers with the 4D."""
    run_out_stock(sc)
    assert sc.state.pile_mask == mask("4C")
    sc.do(0, "play 3C 3H 3S")
    sc.do(1, "play 4D")


THREES = ("4C 5C 6C 3C 3H 3S", SIX[1])


def test_face_down_cards_one_at_a_time() -> None:
    """000: "Players pick one card at a time ... Remember you can only pick one at a time." """
    sc = Scenario(hands=THREES, up=("3C 3H 3S", UP[1]), down=("7C 8C 9C", DOWN[1]))
    _to_face_down(sc)
    assert sc.legal(0) == {"flip 0", "flip 1", "flip 2"}
    evs = sc.do(0, "flip 1")
    assert event_names(evs) == ["CardTurned", "CardsPlayed", "TurnStarted"]
    assert [len(slot) for slot in sc.state.tables[0]] == [1, 0, 1]
    sc.assert_replays()


def test_face_down_card_that_cannot_be_played_means_picking_up() -> None:
    """000: "Whatever they choose, thats the card they have to play on the deck. It goes the same
    as before, if a player can not play either of their top cards, they have to pick up the
    entire deck." """
    sc = Scenario(hands=THREES, up=("3C 3H 3S", UP[1]), down=("7C 8C 9C", DOWN[1]))
    _to_face_down(sc)
    sc.do(0, "flip 0")
    sc.do(1, "play KS")
    evs = sc.do(0, "flip 2")  # the 9C does not beat the king
    assert event_names(evs) == ["CardTurned", "PileTaken", "TurnContinued"]
    assert sc.state.hands[0] >> card("9C") & 1 and sc.state.hands[0] >> card("KS") & 1
    assert sc.state.turn == 0 and sc.state.pile_mask == 0
    assert not any(t.startswith("flip") for t in sc.legal(0))
    sc.assert_replays()


def test_all_bottom_cards_played_and_no_hand_wins() -> None:
    """000: "When a player manages to play out all of their bottom cards, and have no cards left
    in hand, that player is the winner." """
    sc = Scenario(hands=THREES, up=("3C 3H 3S", UP[1]), down=("7C 8C 9C", DOWN[1]))
    _to_face_down(sc)
    sc.do(0, "flip 0")  # 7C on 4D
    sc.do(1, "play 7D")
    sc.do(0, "flip 1")  # 8C on 7D: less than 8 next
    sc.do(1, "play 4H")
    evs = sc.do(0, "flip 2")  # 9C on 4H: the last card
    assert event_names(evs)[-2:] == ["SeatFinished", "GameEnded"]
    result = sc.state.result
    assert result is not None
    assert (result.winner, result.loser, result.order) == (0, 1, (0,))
    sc.assert_replays()


def test_last_hand_cards_together_with_equal_face_up_cards() -> None:
    """000: "If you play a pair of 9's for example, as your last play before you get to your
    bottom cards, and you have a one or two 9's as your top cards, you can play them altogether
    as a single turn." """
    sc = Scenario(hands=("4C 5C 6C AC JC QC", SIX[1]), up=("AC JC QC", UP[1]))
    run_out_stock(sc, until_one_rank=True)
    assert sc.state.hands[0] == mask("AD AS") and not sc.state.stock
    assert sc.plays(0) == {"play AD", "play AS", "play AD AS", "play AC AD AS"}
    evs = sc.apply(0, Action("play", mask("AC AD AS")))
    assert event_names(evs) == ["CardsPlayed", "TurnStarted"]
    assert evs[0].source == FROM_HAND  # one play, led by the hand cards
    assert sc.state.tables[0][0] == [card("7C")]
    sc.assert_replays()


def test_a_turned_eight_is_beaten_like_a_played_card_with_no_effect_of_its_own() -> None:
    """000: "with one card face up in the middle to start the deck". Reading chosen (the
    preset's description): the turned start card "must be equalled or beaten like a played
    card but has no effect of its own", so a turned 8 asks for 8 or better, not less than 8."""
    sc = Scenario(start="8S", stock="9S")
    assert sc.state.hands[0] == mask("4C 5C 6C 9S")  # the first player has drawn the 9S
    assert sc.plays(0) == {"play 9S"}  # not 4C 5C 6C, as after a played 8
    with pytest.raises(IllegalActionError):
        sc.do(0, "play 4C")
    sc.do(0, "play 9S")
    sc.assert_replays()

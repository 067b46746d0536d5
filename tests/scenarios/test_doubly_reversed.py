"""Scenario tests for the preset ``doubly-reversed``: James Hollidge's "Doubly Reversed
Shithead With Double Sampling".

Source: ``003_836957043fb7bf61.txt``, the second half ("James Hollidge writes"). Every test
deals a fixed deck; each docstring quotes the clause it pins, and tests of a reading the
preset chose where the text is vague say "Reading chosen:" (the readings are listed in the
preset's description).

Seat 0 deals, so the cards go round from seat 1. ``hands[s]`` are seat ``s``'s three hand
cards. Unless a test names them, the table cards are filled in from plain high cards (face
down kings, queens, aces, ...; face up 6s, 5s, kings, ...), and the stock starts with the
test's named cards, then plain cards (4s, 5s, 6s, 8s, queens, kings, aces) nobody was dealt,
then the rest in ascending order. Every seat readies without swapping unless the test says
otherwise; the lowest card in hand or face up starts (the 3 of clubs in most tests).
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from engine import Game, IllegalActionError, build_ruleset, get_preset
from engine.bots import make_bot, play_game
from engine.events import (
    CardsDrawn,
    CardsGiven,
    CardsPassed,
    CardsPlayed,
    DirectionReversed,
    HandsPassed,
    ModeChanged,
    PassRequested,
    PileBurned,
    PileTaken,
    PlayersSkipped,
    ResponseRequested,
    SampleRequested,
    SkipsDeferred,
    TurnContinued,
    TurnStarted,
)
from engine.game import OVER, PASSING, PLAYING, SAMPLE_ANSWER, SAMPLE_RETURN, SETUP, arrange
from engine.view import redact_event, view
from tests.helpers import ScriptedGame, cards, event_names, legal_texts, mask, new_game

PRESET = "doubly-reversed"
SOURCE = "003_836957043fb7bf61.txt"


def _ranks(ranks: str) -> list[str]:
    return [r + s for r in ranks for s in "CDHS"]


#: Fillers for the table cards and the stock a test does not name, in order of preference.
_DOWN = _ranks("KQA86")
_UP = _ranks("65KQA84")
_STOCK = _ranks("4568QKA")


class Scenario(ScriptedGame):
    """A dealt doubly-reversed game (every seat ready unless ``ready=False``)."""

    def __init__(
        self,
        players: int = 3,
        *,
        hands: Sequence[str],
        table: Sequence[tuple[str, str]] | None = None,
        stock: str = "",
        ready: bool = True,
        options: dict[str, bool] | None = None,
    ) -> None:
        named = set(" ".join([*hands, stock, *(" ".join(t) for t in table or ())]).split())
        if table is None:
            down = [c for c in _DOWN if c not in named][: 3 * players]
            up = [c for c in _UP if c not in named and c not in down][: 3 * players]
            table = [
                (" ".join(down[3 * s : 3 * s + 3]), " ".join(up[3 * s : 3 * s + 3]))
                for s in range(players)
            ]
            named |= set(down) | set(up)
        stock = " ".join([*stock.split(), *(c for c in _STOCK if c not in named)])
        self.game, self.state, self.events = new_game(
            PRESET,
            players,
            hands=list(hands),
            table=[list(t) for t in table],
            stock=stock,
            options=options,
        )
        if ready:
            for seat in self.state.to_act():
                self.do(seat, "ready")

    def hand(self, seat: int) -> int:
        return self.state.hands[seat]

    def mode(self) -> str | None:
        mode = view(self.state, 0)["mode"]
        return None if mode is None else str(mode)


def card(name: str) -> int:
    return cards(name)[0]


def played(seat: int, text: str) -> CardsPlayed:
    return CardsPlayed(seat, mask(text), 0, -1, 0)


def test_source_file_is_named() -> None:
    """The preset names its source, 003_836957043fb7bf61.txt (Hollidge's half)."""
    rs = get_preset(PRESET).ruleset
    assert rs.source.startswith(SOURCE) and "Hollidge" in rs.source


# == the deck and groups =====================================================================


def test_deck_has_52_cards_two_jokers_and_two_sample_cards() -> None:
    """ "The deck we use has two Jokers, two Sample Cards and 52 standard playing cards." """
    game = Game(build_ruleset(PRESET), 3)
    deck = game.deck()
    assert len(deck) == 56 and len(set(deck)) == 56
    assert set(cards("RJ BJ X1 X2")) <= set(deck)
    assert len(Game(build_ruleset(PRESET, {"samples": 0}), 3).deck()) == 54


def test_sample_cards_are_never_played_together() -> None:
    """ "a group being a set of indentially functioning cards (the exception being if you have
    more than one sample card - they may not be played as a set)" """
    sc = Scenario(hands=["X1 X2 9D", "3C 5C 8H", "4S 5S 6S"])
    sc.script((1, "play 3C"), (2, "play 4S"))
    plays = sc.plays(0)
    assert {p.split(" at ")[0] for p in plays} == {"play X1", "play X2", "play 9D"}
    with pytest.raises(IllegalActionError):
        sc.do(0, "play X1 X2")


def test_groups_are_by_function_black_and_red_twos_apart_seven_of_clubs_with_a_joker() -> None:
    """ "A player may discard a group of cards as a single play - a group being a set of
    indentially functioning cards": a black 2 and a red 2 are no group; the 7 of clubs and a
    joker are (both reverse the game), another 7 is not one of them."""
    sc = Scenario(hands=["2C 2D 2S", "3C 5C 8H", "7C RJ 7D"])
    assert sc.plays(1) == {"play 3C", "play 5C", "play 8H"}
    sc.do(1, "play 3C")
    assert sc.plays(2) == {"play 7C", "play RJ", "play 7C RJ", "play 7D"}
    sc.do(2, "play 7D")
    assert sc.plays(0) == {"play 2C", "play 2S", "play 2C 2S", "play 2D"}
    for text in ("play 2C 2D", "play 2C 2D 2S"):
        with pytest.raises(IllegalActionError):
            sc.do(0, text)


# == who starts, the swap ====================================================================


def test_lowest_card_starts_3_of_clubs_then_diamonds_hearts_spades() -> None:
    """ "The person with the lowest card starts (starting from 3 of clubs, diamonds, hearts,
    spades then 4's etc..)" """
    assert Scenario(hands=["3D 9C 9D", "3H 4C QC", "3S 3C 2C"]).state.turn == 2
    assert Scenario(hands=["3S 9C 9D", "3H 4C QC", "3D 4S 2C"]).state.turn == 2
    assert Scenario(hands=["3S 9C 9D", "3H 4C QC", "4D 4S 2C"]).state.turn == 1
    assert Scenario(hands=["3S 9C 9D", "4H 4C QC", "4D 4S 2C"]).state.turn == 0


def test_no_three_in_hand_the_4_of_clubs_starts() -> None:
    """ "The person with the lowest card starts (... then 4's etc..)": the 3s lie on the
    table, so the 4 of clubs starts."""
    sc = Scenario(
        hands=["4D 9C 9D", "4H 5C QC", "2C 4C 4S"],
        table=[("3C KC KD", "6C 6D 6H"), ("3D KH KS", "6S 5D 5H"), ("3H 3S QD", "5S QH QS")],
    )
    assert sc.state.turn == 2


def test_lowest_card_counts_the_hand_after_the_swap() -> None:
    """ "At this point players have the opportunity to swap cards from their hand with their
    face up cards ... The person with the lowest card starts": a 3 of clubs swapped into the
    hand from the face-up cards starts."""
    sc = Scenario(
        hands=["3D 9C 9D", "4H 5C QC", "2C 4C 4S"],
        table=[("KC KD KH", "6C 6D 6H"), ("KS QD QH", "3C 5D 5H"), ("QS AC AD", "5S 6S 8C")],
        ready=False,
    )
    assert sc.state.phase == SETUP and "swap 3C 5C" in sc.legal(1)
    sc.do(1, "swap 3C 5C")
    for seat in (0, 1, 2):
        sc.do(seat, "ready")
    assert sc.state.phase == PLAYING and sc.state.turn == 1
    sc.assert_replays()


def test_lowest_card_laid_face_up_in_the_swap_still_starts() -> None:
    """ "At this point players have the opportunity to swap cards from their hand with their
    face up cards ... The person with the lowest card starts": seat 1 lays its 3 of clubs
    face up, and still holds the lowest card (its face-up cards are its own), so it starts
    rather than seat 2 with the 3 of diamonds in hand."""
    sc = Scenario(
        hands=["4D 9C 9D", "3C 5C QC", "3D 4C 4S"],
        table=[("KC KD KH", "6C 6D 6H"), ("KS QD QH", "6S 5D 5H"), ("QS AC AD", "5S 8D 8C")],
        ready=False,
    )
    sc.do(1, "swap 3C 6S")
    assert sc.state.tables[1][0][-1] == card("3C")
    for seat in (0, 1, 2):
        sc.do(seat, "ready")
    assert sc.state.phase == PLAYING and sc.state.turn == 1
    sc.assert_replays()


def test_the_previous_loser_may_not_swap() -> None:
    """ "players have the opportunity to swap cards from their hand with their face up cards
    (unless they were shithead from the last round)" -- a game of a match gets the last
    loser as ``no_swap``: that seat may only ready."""
    assert get_preset(PRESET).ruleset.match.loser_no_swap
    game = Game(build_ruleset(PRESET), 3, no_swap=[1])
    deck = arrange(game, hands=[cards("4C 5C 6C"), cards("4D 5D 6D"), cards("4H 5H 6H")])
    st, _ = game.start(deck=deck)
    assert legal_texts(st, 1) == {"ready"}
    for seat in (0, 2):
        assert "ready" in legal_texts(st, seat)
        assert any(t.startswith("swap") for t in legal_texts(st, seat))


# == the play, drawing, picking up ===========================================================


def test_play_equal_or_higher_and_top_up_to_three() -> None:
    """ "After each card is laid down a card is picked up from the remaining deck unless the
    player already has three or more cards." and "The next player must play equal or higher
    ... If they cannot go then they must pick up." -- nobody picks up by choice."""
    sc = Scenario(hands=["5D 5H KD", "3C 6C 8H", "4S 5S QC"], stock="AC 6D 4H")
    ev = sc.do(1, "play 3C")
    assert ev == [played(1, "3C"), CardsDrawn(1, mask("AC")), TurnStarted(2)]
    assert "pickup" not in sc.legal(2)
    sc.do(2, "play QC")
    assert sc.legal(0) == {"play KD"}  # no pick-up while a play is possible
    ev = sc.do(0, "play KD")
    assert ev[1] == CardsDrawn(0, mask("4H")) and sc.hand(0) == mask("5D 5H 4H")
    assert sc.legal(1) == {"play AC"}
    sc.do(1, "play AC")
    assert sc.legal(2) == {"pickup"}
    ev = sc.do(2, "pickup")
    assert ev[0] == PileTaken(2, mask("3C QC KD AC"), 0)
    assert sc.hand(2) == mask("4S 5S 6D 3C QC KD AC")
    sc.assert_replays()


# == 2s ======================================================================================


def test_black_2_plays_on_anything_even_a_9_and_gives_an_extra_go() -> None:
    """ "Black 2: Plays on any card and gives an extra go." -- on a 9, which otherwise takes
    only lower cards; the card is drawn first ("If a card is played that allowed an extra go
    you may pick up before your next go, e.g. on a black two")."""
    sc = Scenario(hands=["2C 4D 5D", "3C 8H QH", "9S 5S 6S"], stock="6D KH 4H")
    sc.script((1, "play 3C"), (2, "play 9S"))
    assert sc.plays(0) == {"play 2C", "play 4D", "play 5D"}
    ev = sc.do(0, "play 2C")
    assert ev == [played(0, "2C"), CardsDrawn(0, mask("4H")), TurnContinued(0)]
    assert sc.state.turn == 0 and sc.hand(0) == mask("4D 5D 4H")
    assert "play 4D 4H" in sc.plays(0)  # anything goes on the 2
    sc.do(0, "play 4D 4H")
    assert sc.state.turn == 1
    sc.assert_replays()


def test_red_2_plays_on_anything_and_reverses_direction() -> None:
    """ "Red 2: Plays on any card and reverses the direction of play." (on a 9)"""
    sc = Scenario(hands=["9D 4D 5D", "3C 2D KH", "4S 5S 6S"], stock="QC KC KS")
    sc.script((1, "play 3C"), (2, "play 4S"), (0, "play 9D"))
    assert sc.plays(1) == {"play 2D"}
    ev = sc.do(1, "play 2D")
    assert DirectionReversed(-1) in ev and ev[-1] == TurnStarted(0)  # back the other way
    assert view(sc.state, 0)["direction"] == "counterclockwise"
    sc.assert_replays()


def test_two_red_2s_at_once_keep_the_direction() -> None:
    """ "If both are played at once the game remains in the same direction as before." """
    sc = Scenario(hands=["9D 4D 5D", "3C 2D 2H", "4S 5S 6S"])
    sc.script((1, "play 3C"), (2, "play 4S"), (0, "play 9D"))
    ev = sc.do(1, "play 2D 2H")
    assert not [e for e in ev if isinstance(e, DirectionReversed)]
    assert ev[-1] == TurnStarted(2) and sc.state.direction == 1


# == four 3s: hand pass ======================================================================


def test_four_3s_on_top_laid_by_several_players_pass_every_hand_on() -> None:
    """ "Four 3s: Hand pass - all players pass their entire hand in the direction of play ...
    it's not necessary for the same player to play all four threes." -- the pile stays."""
    sc = Scenario(hands=["3D 3H 9D", "3C 5C 8H", "3S 5S TS"], stock="6C 6D 6H 4C")
    sc.script((1, "play 3C"), (2, "play 3S"))
    before = list(sc.state.hands)
    assert before[0] == mask("3D 3H 9D")
    ev = sc.do(0, "play 3D 3H")
    assert event_names(ev) == ["CardsPlayed", "CardsDrawn", "HandsPassed", "TurnStarted"]
    assert ev[2] == HandsPassed(1) and ev[-1] == TurnStarted(1)
    hands = sc.state.hands
    assert hands[1] == mask("9D 6H 4C")  # seat 0's hand (topped up) went to seat 1
    assert hands[2] == before[1] and hands[0] == before[2]
    assert sc.state.pile_mask == mask("3C 3D 3H 3S")  # no burn
    sc.assert_replays()


def test_four_3s_pass_hands_counterclockwise_after_a_red_2() -> None:
    """ "all players pass their entire hand in the direction of play" (counter-clockwise, after
    a red 2; the four 3s from three players)"""
    sc = Scenario(hands=["3D 3H 9D", "3C 2D QS", "3S 5S TS"], stock="6C 6D 6H 4C 4D 4H")
    ev = sc.do(1, "play 2D")
    assert ev[-1] == TurnStarted(0)
    sc.script((0, "play 3D 3H"), (2, "play 3S"))
    before = list(sc.state.hands)
    ev = sc.do(1, "play 3C")
    assert ev[-2:] == [HandsPassed(-1), TurnStarted(0)]
    hands = sc.state.hands
    assert hands[0] == before[1] & ~mask("3C") | mask("4D")  # seat 1's hand, topped up
    assert hands[2] == before[0] and hands[1] == before[2]
    sc.assert_replays()


# == 7s ======================================================================================


def test_seven_of_clubs_reverses_the_game_and_back() -> None:
    """ "Seven of Clubs/Jokers - reverse the game." -- Reading chosen: the 7 of clubs and the
    jokers switch between the normal and the reversed game, are worth 7 and go on a 7 or
    lower; the direction of play stays."""
    sc = Scenario(hands=["RJ 4D 5D", "3C 8H 9H", "7C 4S 5S"], stock="6C 6D 4H 8D")
    sc.do(1, "play 3C")
    ev = sc.do(2, "play 7C")
    assert ModeChanged(1) in ev and ev[-1] == TurnStarted(0)
    assert sc.mode() == "reversed" and view(sc.state, 0)["direction"] == "clockwise"
    assert sc.plays(0) == {"play RJ"}  # a joker goes on a 7; the 4, 5 and 6 do not
    ev = sc.do(0, "play RJ")
    assert ModeChanged(0) in ev and sc.mode() == "normal"
    assert sc.plays(1) == {"play 8H", "play 9H"}
    sc.do(1, "play 8H")
    assert "play 7D" not in sc.plays(2)
    sc.assert_replays()


def test_seven_of_clubs_and_a_joker_laid_together() -> None:
    """ "Seven of Clubs/Jokers - reverse the game." with "a group being a set of indentially
    functioning cards": the 7 of clubs and a joker go as one group. Reading chosen: like two
    red 2s ("If both are played at once the game remains in the same direction"), the pair
    cancels out and the game stays as it was."""
    sc = Scenario(hands=["7C RJ 9D", "3C 5S 8H", "4S 7D 4H"], stock="5C 5D 5H 6C 6D")
    sc.script((1, "play 3C"), (2, "play 4S"))
    ev = sc.do(0, "play 7C RJ")
    assert not [e for e in ev if isinstance(e, ModeChanged)]
    assert sc.mode() == "normal"
    assert view(sc.state, 1)["pile_top"]["rank"] == "7"  # not transparent
    assert sc.plays(1) == {"play 8H"}  # values stay: 5s do not beat the 7
    sc.assert_replays()


def test_three_jokers_switch_the_game_and_the_seven_of_clubs_is_a_standard_seven() -> None:
    """ "Seven of Clubs/Jokers - reverse the game. Three cards with this power is the optimal
    number. If you have a deck with three actual Jokers, then use all three jokers for this
    power, and use the seven of clubs as a standard seven." (option three_jokers; reading
    chosen: a standard seven of this game is transparent, like the "Other 7s")"""
    three = {"three_jokers": True}
    assert len(Game(build_ruleset(PRESET, three), 3).deck()) == 52 + 3 + 2
    sc = Scenario(hands=["J3 4D 5D", "3C 8H 9H", "7C 4S 5S"], stock="6C 6D 4H 8D", options=three)
    assert sc.state.turn == 1
    sc.do(1, "play 3C")
    sc.do(2, "play 7C")  # no switch: transparent, the next player beats the 3 below
    assert sc.mode() == "normal"
    assert {"play J3", "play 4D", "play 5D"} <= sc.plays(0)
    ev = sc.do(0, "play J3")  # the third joker switches the game
    assert ModeChanged(1) in ev and sc.mode() == "reversed"
    sc.assert_replays()
    with pytest.raises(ValueError, match="not in the deck"):  # two jokers by default
        Scenario(hands=["J3 4D 5D", "3C 8H 9H", "7C 4S 5S"], stock="6C 6D 4H 8D")


def test_seven_of_clubs_does_not_go_on_an_8() -> None:
    """Reading chosen: the 7 of clubs and the jokers "are worth 7 and go on a 7 or lower"."""
    sc = Scenario(hands=["7C RJ 9D", "3C 5S 8H", "8S 4H 4S"], stock="5C 5D 5H 6C 6D")
    sc.script((1, "play 3C"), (2, "play 8S"))
    assert sc.plays(0) == {"play 9D"}


def test_other_sevens_are_transparent() -> None:
    """ "Other 7s: Transparent - ie card below is to be played on." """
    sc = Scenario(hands=["7D 4D 5D", "3C QH 8H", "7S 9S 6S"], stock="QC 6D 6H 4C 4H")
    sc.script((1, "play 3C"), (2, "play 9S"))
    assert "play 7D" in sc.plays(0)
    ev = sc.do(0, "play 7D")
    assert not [e for e in ev if isinstance(e, ModeChanged | DirectionReversed)]
    assert view(sc.state, 1)["pile_top"]["rank"] == "9"  # the 9 below counts
    assert sc.plays(1) == {"play 8H"}  # lower than 9, as on the 9 itself
    sc.do(1, "play 8H")
    assert "play 7S" in sc.plays(2) and "play 6S" not in sc.plays(2)  # a 7 on an 8 too
    sc.assert_replays()


# == 9s ======================================================================================


def test_after_a_9_the_next_card_must_be_lower() -> None:
    """ "9's : Must player lower than a nine." -- a 9 is refused, an 8 is fine."""
    sc = Scenario(hands=["9D 4D 5D", "3C 9H 8H", "4S 5S 6S"], stock="QC")
    sc.script((1, "play 3C"), (2, "play 4S"), (0, "play 9D"))
    assert sc.plays(1) == {"play 8H"}
    for text in ("play 9H", "play QC"):
        with pytest.raises(IllegalActionError):
            sc.do(1, text)
    sc.do(1, "play 8H")
    sc.assert_replays()


# == 10s =====================================================================================


def test_ten_burns_on_any_card() -> None:
    """ "10's : Burns on any card except a nine" -- on a king. (The burner goes again, as
    after four of a kind.)"""
    sc = Scenario(hands=["KD TD 4D", "3C 9C TC", "4S 8S 5C"], stock="6C 6D 6H 4C")
    sc.script((1, "play 3C"), (2, "play 4S"), (0, "play KD"))
    assert sc.plays(1) == {"play TC"}
    ev = sc.do(1, "play TC")
    assert PileBurned(1, "clear") in ev and ev[-1] == TurnContinued(1)
    assert sc.state.pile_mask == 0
    sc.assert_replays()


def test_ten_is_refused_on_a_nine() -> None:
    """ "10's : Burns on any card except a nine (which is nice and evil)." """
    sc = Scenario(hands=["9D TD 4D", "3C TC 8H", "4S 8S 5C"], stock="QC KC KS")
    sc.script((1, "play 3C"), (2, "play 4S"), (0, "play 9D"))
    assert sc.plays(1) == {"play 8H"}
    with pytest.raises(IllegalActionError):
        sc.do(1, "play TC")


def test_ten_is_refused_on_a_transparent_7_lying_on_a_nine() -> None:
    """ "10's : Burns on any card except a nine" with "Other 7s: Transparent - ie card below
    is to be played on": a 7 on a 9 leaves the 9 to be played on."""
    sc = Scenario(hands=["9D 4D 5D", "3C 7H 8H", "4S 7D TS"], stock="QC KC KS QD")
    sc.script((1, "play 3C"), (2, "play 4S"), (0, "play 9D"), (1, "play 7H"))
    assert sc.plays(2) == {"play 7D"}
    assert "play TS" not in sc.plays(2)
    with pytest.raises(IllegalActionError):
        sc.do(2, "play TS")


# == red jacks ===============================================================================


def test_red_jack_skips_the_next_player() -> None:
    """ "Red Jacks: Skip the next player." """
    sc = Scenario(4, hands=["JD 4D 9D", "3C 7H 8H", "4S 7D TS", "4C 5S 6S"])
    sc.script((1, "play 3C"), (2, "play 4S"), (3, "play 5S"))
    ev = sc.do(0, "play JD")
    assert ev[-2:] == [PlayersSkipped((1,)), TurnStarted(2)]


def test_two_red_jacks_skip_two_players() -> None:
    """ "Playing two in combination skips two players." """
    sc = Scenario(4, hands=["JD JH 9D", "3C 7H 8H", "4S 7D TS", "4C 5S 6S"])
    sc.script((1, "play 3C"), (2, "play 4S"), (3, "play 5S"))
    ev = sc.do(0, "play JD JH")
    assert ev[-2:] == [PlayersSkipped((1, 2)), TurnStarted(3)]
    sc.assert_replays()


# == black jacks =============================================================================


def black_jack_game() -> Scenario:
    """Seat 2 starts with the 3C, seats 0 and 1 lay a 4 and a 6: seat 2, holding both black
    jacks, is to play. Seat 0 holds 9C 5S 4H, seat 1 3D 8D 8C."""
    sc = Scenario(hands=["4C 9C 5S", "3D 8D 6S", "3C JC JS"], stock="4D 4H 8C QC")
    sc.script((2, "play 3C"), (0, "play 4C"), (1, "play 6S"))
    assert sc.hand(0) == mask("9C 5S 4H") and sc.hand(1) == mask("3D 8D 8C")
    return sc


def test_black_jack_every_player_passes_one_card_all_at_once() -> None:
    """ "Black Jacks: All players pass one card in the direction of play." -- Reading chosen:
    every player chooses at once; each may give any one hand card."""
    sc = black_jack_game()
    st = sc.state
    ev = sc.do(2, "play JC")
    assert ev[-1] == PassRequested(1, (0, 1, 2), 0, False)
    assert st.step == PASSING and st.to_act() == [0, 1, 2]
    assert sc.legal(0) == {"give 9C", "give 5S", "give 4H"}
    assert sc.legal(1) == {"give 3D", "give 8D", "give 8C"}
    assert sc.legal(2) == {"give JS", "give 4D", "give QC"}
    assert view(st, 1)["pass"] == {"each": 1}
    ev = sc.do(1, "give 8D")
    assert ev == [CardsGiven(1, -1, mask("8D"), ())]
    assert st.to_act() == [0, 2] and sc.legal(1) == set()
    sc.do(0, "give 9C")
    ev = sc.do(2, "give JS")
    assert ev[-2:] == [CardsPassed(1), TurnStarted(0)]  # then the next player goes on
    assert sc.hand(0) == mask("5S 4H JS")
    assert sc.hand(1) == mask("3D 8C 9C")
    assert sc.hand(2) == mask("4D QC 8D")
    sc.assert_replays()


def test_black_jack_passed_cards_arrive_only_once_everyone_has_given_unseen() -> None:
    """ "All players pass one card in the direction of play." -- Reading chosen: passed cards
    are chosen "by every player at once and unseen", and "all arrive together": a seat does
    not see what comes to it before it gives, nor what others give."""
    sc = black_jack_game()
    st = sc.state
    sc.do(2, "play JC")
    ev = sc.do(1, "give 8D")
    given = ev[0]
    assert sc.hand(2) & mask("8D") == 0  # not arrived yet
    v2 = view(st, 2)
    assert "8D" not in v2["seats"][2]["hand"]
    assert "passing" not in v2["seats"][1] and v2["seats"][1]["passing_count"] == 1
    assert view(st, 1)["seats"][1]["passing"] == ["8D"]
    for seat in (0, 2, None):
        assert redact_event(None, given, seat)["cards"] is None
    assert redact_event(None, given, 1)["cards"] == ["8D"]
    assert redact_event(None, given, 2)["count"] == 1
    sc.do(0, "give 9C")
    assert "9C" not in view(st, 1)["seats"][1]["hand"]  # the receiver waits for seat 2
    sc.do(2, "give JS")
    assert "8D" in view(st, 2)["seats"][2]["hand"]


def test_two_black_jacks_pass_two_cards_any_two_of_the_hand() -> None:
    """ "If two are played together two cards are passed." -- the moves are exactly the pairs
    of hand cards."""
    sc = black_jack_game()
    ev = sc.do(2, "play JC JS")
    assert ev[-1] == PassRequested(2, (0, 1, 2), 0, False)
    assert sc.legal(0) == {"give 5S 9C", "give 4H 9C", "give 4H 5S"}
    assert sc.legal(1) == {"give 3D 8D", "give 3D 8C", "give 8C 8D"}
    with pytest.raises(IllegalActionError):
        sc.do(0, "give 9C")


def drained() -> Scenario:
    """Five players; the 11 stock cards are drawn by seats 1-4 laying 3s, 4s, 5s and 6s, then
    seat 0 lays its three 8s: its hand is empty, its face-up cards are KC KD 9H (slots 0-2)
    over face-down AC AD AH. Seat 1 holds 9S 2C 4S, seat 2 5S JC JS, seat 3 6S 7S TS, seat 4
    8S QS."""
    sc = Scenario(
        5,
        hands=["8C 8D 8H", "3C 3D 3H", "4C 4D 4H", "5C 5D 5H", "6C 6D 6H"],
        table=[
            ("AC AD AH", "KC KD 9H"),
            ("2D 2H 2S", "QC QD QH"),
            ("3S 7C 7D", "KH KS AS"),
            ("7H RJ BJ", "9C 9D TC"),
            ("X1 X2 JH", "TD TH JD"),
        ],
        stock="9S 2C 4S 5S JC JS 6S 7S TS 8S QS",
    )
    sc.script(
        (1, "play 3C 3D 3H"),
        (2, "play 4C 4D 4H"),
        (3, "play 5C 5D 5H"),
        (4, "play 6C 6D 6H"),
        (0, "play 8C 8D 8H"),
    )
    st = sc.state
    assert not st.stock and sc.hand(0) == 0 and st.turn == 1
    return sc


def test_black_jack_short_of_hand_cards_passes_a_face_up_card() -> None:
    """ "It is possible to end up with fewer cards in your hand then you can pass. In this
    case you pass face up then face down cards in that order." -- Reading chosen: the owner
    picks the face-up card."""
    sc = drained()
    st = sc.state
    sc.script((1, "play 2C"), (1, "play 4S"))
    sc.do(2, "play JC")
    assert st.to_act() == [0, 1, 2, 3, 4]
    assert sc.legal(0) == {"give KC", "give KD", "give 9H"}
    sc.script((0, "give KD"), (1, "give 9S"), (2, "give 5S"), (3, "give TS"))
    ev = sc.do(4, "give QS")
    assert ev[-2:] == [CardsPassed(1), TurnStarted(3)]
    assert st.tables[0] == [cards("AC KC"), cards("AD"), cards("AH 9H")]
    assert sc.hand(0) == mask("QS") and sc.hand(1) == mask("KD")
    assert sc.hand(2) == mask("9S JS") and sc.hand(3) == mask("5S 6S 7S")
    assert sc.hand(4) == mask("8S TS")
    sc.assert_replays()


def test_black_jacks_short_of_cards_pass_face_up_then_face_down_in_slot_order() -> None:
    """ "In this case you pass face up then face down cards in that order." -- Reading chosen:
    face-down ones "slot by slot": seat 0, with no hand and one face-up card left (slot 2),
    passes that card and the face-down card of slot 0."""
    sc = drained()
    st = sc.state
    sc.script((1, "play 9S"), (2, "play 5S"), (3, "play 6S"), (4, "play 8S"))
    sc.do(0, "play KC KD")
    assert [len(s) for s in st.tables[0]] == [1, 1, 2]
    sc.script((1, "play 2C"), (1, "play 4S"))
    sc.do(2, "play JC JS")
    assert sc.legal(0) == {"give 9H"}
    ev = sc.do(0, "give 9H")
    assert ev == [CardsGiven(0, -1, mask("9H"), (0,))]
    assert st.tables[0] == [[], cards("AD"), cards("AH")]
    assert st.outbox[0] == mask("9H AC")
    # seat 1 has no hand left: two of its face-up queens
    assert sc.legal(1) == {"give QC QD", "give QC QH", "give QD QH"}
    sc.do(1, "give QC QD")
    assert sc.legal(3) == {"give 7S TS"}
    sc.do(3, "give 7S TS")
    assert sc.legal(4) == {"give TD QS", "give TH QS", "give JD QS"}
    sc.do(4, "give QS JD")
    sc.do(2, sorted(sc.legal(2))[0])
    assert sc.hand(1) == mask("9H AC")  # the face-up card and the blind one arrive
    assert sc.hand(0) == mask("QS JD")
    sc.assert_replays()


# == four jacks ==============================================================================


def four_jacks() -> Scenario:
    """Four players. Seat 1's red jack skips seat 2; seat 0 cannot beat seat 3's queen and
    picks up: it holds all four jacks. Seats 1-3 lay 3C, 4S, 8D."""
    sc = Scenario(
        4, hands=["JC JS JH", "3C JD 4H", "4S 9C 9H", "QD 8D TS"], stock="8H 4C 2C 5C 5D 6S 6H"
    )
    sc.script((1, "play JD"), (3, "play QD"), (0, "pickup"))
    sc.script((1, "play 3C"), (2, "play 4S"), (3, "play 8D"))
    assert sc.hand(0) == mask("JC JD JH JS QD") and sc.state.turn == 0
    return sc


def test_four_jacks_laid_together_pass_two_burn_go_again_then_skip_two() -> None:
    """ "Four Jacks: If these are played together by one player, the above effects and the
    effect of four of a kind are combined. Everyone passes two cards, the discard pile is
    burned, the player of the jacks gets another turn, and then two players are skipped." --
    Reading chosen: the passed cards arrive after the burn."""
    sc = four_jacks()
    st = sc.state
    assert "play JC JD JH JS" in sc.plays(0)
    assert "play JC JD" not in sc.plays(0)  # red and black jacks are no group otherwise
    ev = sc.do(0, "play JC JD JH JS")
    assert event_names(ev) == [
        "CardsPlayed",
        "CardsDrawn",
        "PileBurned",
        "SkipsDeferred",
        "PassRequested",
    ]
    assert ev[2] == PileBurned(0, "four_of_a_kind") and ev[3] == SkipsDeferred(2)
    assert ev[4] == PassRequested(2, (0, 1, 2, 3), 0, True)
    assert st.pile_mask == 0 and st.to_act() == [0, 1, 2, 3]
    assert sc.legal(1) == {"give 2C 4H", "give 2C 8H", "give 4H 8H"}
    sc.script((1, "give 2C 4H"), (2, "give 9C 9H"), (3, "give 4C 5D"))
    ev = sc.do(0, "give 6S QD")
    assert ev[-2:] == [CardsPassed(1), TurnContinued(0)]  # the extra turn
    assert sc.hand(0) == mask("4C 5D 6H") and sc.hand(1) == mask("6S 8H QD")
    ev = sc.do(0, "play 4C")
    assert ev[-2:] == [PlayersSkipped((1, 2)), TurnStarted(3)]
    sc.assert_replays()


def test_four_jacks_on_top_laid_by_several_players_burn() -> None:
    """ "Four Jacks: If these are played together by one player, the above effects and the
    effect of four of a kind are combined." -- four jacks on top from two players (seat 1's
    red jacks skip seats 2 and 3, seat 0 lays the black ones) burn the pile like any four of
    a kind and give another go; nothing is skipped after it. The black jacks still make
    everyone pass two cards (the text leaves this case open)."""
    sc = Scenario(
        4, hands=["JC JS 9D", "3C JD JH", "4S 5S 6S", "4C 5C 6C"], stock="QC QD KC KD QH QS KH KS"
    )
    ev = sc.do(1, "play JD JH")
    assert ev[-2:] == [PlayersSkipped((2, 3)), TurnStarted(0)]
    assert "play JC JS" in sc.plays(0)
    ev = sc.do(0, "play JC JS")
    assert event_names(ev) == ["CardsPlayed", "CardsDrawn", "PileBurned", "PassRequested"]
    assert ev[2] == PileBurned(0, "four_of_a_kind")
    assert ev[3] == PassRequested(2, (0, 1, 2, 3), 0, True)
    sc.script((0, "give KC KD"), (1, "give QC QD"), (2, "give 4S 5S"))
    ev = sc.do(3, "give 4C 5C")
    assert ev[-2:] == [CardsPassed(1), TurnContinued(0)]
    assert sc.hand(0) == mask("9D 4C 5C")
    ev = sc.do(0, "play 9D")
    assert ev[-1] == TurnStarted(1)  # no skips left over
    sc.assert_replays()


# == four of a kind ==========================================================================


def test_four_of_a_kind_on_top_burns_and_gives_an_extra_go() -> None:
    """ "Four of any other kind: burn." and "Groups of four still burn and give an extra
    go." (four 5s from three players)"""
    sc = Scenario(hands=["5C 5D 9D", "3C 5H 8H", "4S 5S TS"], stock="6C 6D 6H 4C 4D 4H")
    sc.script((1, "play 3C"), (2, "play 4S"), (0, "play 5C 5D"), (1, "play 5H"))
    ev = sc.do(2, "play 5S")
    assert ev[-2:] == [PileBurned(2, "four_of_a_kind"), TurnContinued(2)]
    assert sc.state.pile_mask == 0
    sc.assert_replays()


def test_four_twos_burning_give_a_single_extra_go() -> None:
    """ "Twos only give a single extra go when burning." -- two black 2s completing four 2s
    burn and give one extra go, not one for the black 2s and one for the burn."""
    sc = Scenario(hands=["2D 2H 9D", "3C 2C 2S", "4S 5S TS"], stock="6C 6D 6H 4C 4D 4H 8C")
    sc.script((1, "play 3C"), (2, "play 4S"), (0, "play 2D 2H"))
    assert sc.state.turn == 1 and sc.state.direction == 1
    ev = sc.do(1, "play 2C 2S")
    assert ev[-2:] == [PileBurned(1, "four_of_a_kind"), TurnContinued(1)]
    ev = sc.do(1, "play 6C")
    assert ev[-1] == TurnStarted(2)
    sc.assert_replays()


def test_four_sevens_with_the_seven_of_clubs_laid_over_two_plays_burn() -> None:
    """ "Four of any other kind: burn." and "Groups of four still burn and give an extra go.",
    with three jokers, where the text says to "use the seven of clubs as a standard seven":
    the 7 of clubs and the 7 of diamonds, then the 7 of hearts and the 7 of spades by the
    next player, are four 7s on top of the pile (transparent ones: the 4 below is what the
    next card beats until they burn)."""
    three = {"three_jokers": True}
    sc = Scenario(
        hands=["7C 7D 9D", "3C 7H 7S", "4S 5S TS"], stock="6C 6D 6H 4C 4D 4H 8C", options=three
    )
    sc.script((1, "play 3C"), (2, "play 4S"))
    ev = sc.do(0, "play 7C 7D")
    assert not [e for e in ev if isinstance(e, PileBurned | ModeChanged)]
    assert view(sc.state, 1)["pile_top"]["rank"] == "4"  # seen through
    ev = sc.do(1, "play 7H 7S")
    assert ev[-2:] == [PileBurned(1, "four_of_a_kind"), TurnContinued(1)]
    assert sc.state.pile_mask == 0 and sc.mode() == "normal"
    sc.assert_replays()


def test_four_transparent_sevens_burn_in_any_order_and_by_several_players() -> None:
    """ "Four of any other kind: burn." -- the 7 of clubs, a standard seven with three jokers,
    may come last, and one 7 at a time from three players counts the same."""
    three = {"three_jokers": True}
    sc = Scenario(
        hands=["7D 7H 9D", "3C 7S 8H", "4S 7C TS"], stock="6C 6D 6H 4C 4D 4H 8C", options=three
    )
    sc.script((1, "play 3C"), (2, "play 4S"), (0, "play 7D 7H"), (1, "play 7S"))
    ev = sc.do(2, "play 7C")
    assert ev[-2:] == [PileBurned(2, "four_of_a_kind"), TurnContinued(2)]
    sc.assert_replays()


def test_without_three_jokers_the_seven_of_clubs_is_no_fourth_seven() -> None:
    """ "Seven of Clubs/Jokers - reverse the game": with two jokers the 7 of clubs switches
    the game and is not one of the transparent 7s, so it never completes their four."""
    sc = Scenario(hands=["7D 7H 9D", "3C 7S 8H", "4S 7C TS"], stock="6C 6D 6H 4C 4D 4H 8C")
    sc.script((1, "play 3C"), (2, "play 4S"), (0, "play 7D 7H"), (1, "play 7S"))
    assert "play 7C" in sc.plays(2)
    ev = sc.do(2, "play 7C")
    assert ModeChanged(1) in ev and not [e for e in ev if isinstance(e, PileBurned)]
    sc.assert_replays()


# == sample cards ============================================================================


def sample_game(seat1: str, seat2: str = "4S 8S 5C", stock: str = "6C 6D 6H 4C 4H") -> Scenario:
    """Seat 1 lays the 3C (drawing the first stock card), seat 2 a 4S: seat 0 holds X1 9D 4D."""
    sc = Scenario(hands=["X1 9D 4D", seat1, seat2], stock=stock)
    sc.script((1, "play 3C"), (2, "play 4S"))
    return sc


def test_sample_card_asks_either_neighbour_for_special_low_or_high() -> None:
    """ "Sample Card: ... allows a player to request a card from either adjecent player. There
    are three possible requests: a special card (2,7,Joker,10), a low card ... or a high
    card" """
    sc = sample_game("3C 2C 2S")
    samples = {t for t in sc.plays(0) if "X1" in t}
    assert samples == {f"play X1 at {s} {q}" for s in (1, 2) for q in ("special", "low", "high")}
    ev = sc.do(0, "play X1 at 2 high")
    assert ev == [played(0, "X1"), SampleRequested(0, 2, "high")]
    assert sc.state.step == SAMPLE_ANSWER and sc.state.to_act() == [2]
    assert view(sc.state, 1)["sample"] == {"by": 0, "target": 2, "request": "high"}


def test_sample_special_gives_a_whole_group_then_the_sampler_gives_one_back() -> None:
    """ "When responding to the request, entire groups must be given (e.g. ... two black 2s
    ...)" and "The player who samples also has to give the person he sampled one group of
    cards" -- Reading chosen: the sampler may give back any group, the one received too; both
    top up to three and play goes on from the sampler."""
    sc = sample_game("3C 2C 2S", stock="6C 6D 6H 4C 4H")
    assert sc.hand(1) == mask("2C 2S 6C")
    sc.do(0, "play X1 at 1 special")
    assert sc.legal(1) == {"give 2C 2S"}  # both black 2s, not one
    ev = sc.do(1, "give 2C 2S")
    assert ev == [CardsGiven(1, 0, mask("2C 2S"), ()), ResponseRequested(0, "sample_return", 1)]
    assert sc.state.step == SAMPLE_RETURN
    assert sc.legal(0) == {"give 2C 2S", "give 9D", "give 4D"}
    ev = sc.do(0, "give 9D")
    assert ev == [CardsGiven(0, 1, mask("9D"), ()), CardsDrawn(1, mask("6H")), TurnStarted(1)]
    assert sc.hand(0) == mask("2C 2S 4D") and sc.hand(1) == mask("6C 9D 6H")
    sc.assert_replays()


def test_sample_card_lies_on_the_pile_as_a_transparent_card() -> None:
    """ "The sample card is placed on the discard pile as a transparent card like a 7." """
    sc = sample_game("3C 2C 2S", stock="6C 6D 6H 4C 4H")
    sc.script((0, "play X1 at 1 special"), (1, "give 2C 2S"), (0, "give 4D"))
    assert sc.state.pile_mask == mask("3C 4S X1")
    assert view(sc.state, 1)["pile_top"]["rank"] == "4"
    assert sc.plays(1) == {"play 4D", "play 6C", "play 6H", "play 6C 6H"}


def test_sample_eights_masquerade_as_special_cards() -> None:
    """ "The 8s play a role here as 'The Masquarade Card' in that they have no other special
    abilities other than they can be passed as special cards." -- Reading chosen: the
    sampled player "may choose among equal groups"."""
    sc = sample_game("3C 8H TC", stock="8D 6D 6H 4C 4H")
    assert sc.hand(1) == mask("8H 8D TC")
    sc.do(0, "play X1 at 1 special")
    assert sc.legal(1) == {"give 8D 8H", "give TC"}
    sc.do(1, "give 8D 8H")
    assert sc.hand(0) == mask("9D 4D 8D 8H")


def test_sample_low_and_high_are_the_lowest_and_highest_non_special_groups() -> None:
    """ "a low card (the lowest in hand not a special) or a high card (the highest in hand not
    a special)": specials (2, 7, joker, 10) are never low or high cards."""
    sc = sample_game("3C 2C QS", seat2="4S 5D 5H", stock="AC 6D 6H 4C 4H")
    assert sc.hand(1) == mask("2C QS AC") and sc.hand(2) == mask("5D 5H 6D")
    sc.do(0, "play X1 at 2 low")
    assert sc.legal(2) == {"give 5D 5H"}  # both 5s
    sc = sample_game("3C 2C QS", seat2="4S 5D 5H", stock="AC 6D 6H 4C 4H")
    sc.do(0, "play X1 at 1 high")
    assert sc.legal(1) == {"give AC"}
    sc = sample_game("3C 2C QS", seat2="4S 5D 5H", stock="AC 6D 6H 4C 4H")
    sc.do(0, "play X1 at 1 low")
    assert sc.legal(1) == {"give QS"}  # the 2 is special, not low


def test_sample_a_player_without_such_cards_gives_nothing() -> None:
    """ "There are three possible requests: a special card ..." -- Reading chosen: "a sampled
    player gives nothing if they hold no such card"; the sampler still gives one group."""
    sc = sample_game("3C 5S QS", stock="AC 6D 6H 4C 4H")
    sc.do(0, "play X1 at 1 special")
    assert sc.legal(1) == {"give"}
    ev = sc.do(1, "give")
    assert ev[0] == CardsGiven(1, 0, 0, ())
    sc.do(0, "give 4D")
    assert sc.hand(1) == mask("5S QS AC 4D")
    assert sc.hand(0) == mask("9D 6H 4C")  # topped up to three
    sc.assert_replays()


# == the reversed game =======================================================================


def test_reversed_game_the_placer_picks_up_and_the_other_starts() -> None:
    """ "When the game is reversed each play is the same except that the go is not over until
    the next person plays. If the next person cannot play then the person whose go it is must
    pick up." -- Reading chosen: the player who could not beat starts the new pile."""
    sc = Scenario(hands=["4D 5D 6D", "3C JC 8H", "7C 4S 5S"], stock="6C 4C 4H 5H QC")
    sc.script((1, "play 3C"), (2, "play 7C"))
    assert sc.mode() == "reversed"
    assert sc.legal(0) == {"pickup"}
    ev = sc.do(0, "pickup")
    assert ev == [PileTaken(2, mask("3C 7C"), 0), TurnContinued(0)]
    assert sc.hand(2) == mask("4S 5S 4C 3C 7C") and sc.hand(0) == mask("4D 5D 6D")
    assert sc.plays(0) == {"play 4D", "play 5D", "play 6D"}
    sc.assert_replays()


def test_reversed_game_card_values_stay() -> None:
    """ "The game is a variation of reversed shithead" -- Reading chosen: "the reversed game
    changes only who picks up (card values stay)": aces stay high, 2s low."""
    sc = Scenario(hands=["AD 5D 2D", "3C JC 8H", "7C 4S 5S"], stock="6C 4C 4H 5H QC")
    sc.script((1, "play 3C"), (2, "play 7C"))
    assert sc.mode() == "reversed"
    assert sc.plays(0) == {"play AD", "play 2D"}  # not the 5
    sc.do(0, "play AD")
    assert sc.legal(1) == {"pickup"}


def test_reversed_game_a_red_jack_makes_the_skipped_player_pick_up() -> None:
    """ "With Red Jacks the situation is slightly different - if the next person to play
    cannot go it is the person whose go it would have been who picks up." (three players:
    seat 1's jack skips seat 2; seat 0 cannot beat it, seat 2 picks up)"""
    sc = Scenario(hands=["4D 5D 6D", "3C JD 8H", "7C 4S 5S"], stock="6C 4C 4H 5H QC")
    sc.script((1, "play 3C"), (2, "play 7C"), (0, "pickup"), (0, "play 4D"))
    ev = sc.do(1, "play JD")
    assert ev[-2:] == [PlayersSkipped((2,)), TurnStarted(0)]
    assert sc.legal(0) == {"pickup"}
    ev = sc.do(0, "pickup")
    assert ev == [PileTaken(2, mask("4D JD"), 0), TurnContinued(0)]
    assert sc.hand(1) == mask("8H 5H 6C")  # the jack's player takes nothing
    sc.assert_replays()


def test_reversed_game_red_jack_with_two_players() -> None:
    """ "it is the person whose go it would have been who picks up" (two players: seat 0's
    jack skips seat 1, seat 0 cannot beat its own jack, seat 1 picks up)"""
    sc = Scenario(2, hands=["4D 5D JD", "3C 7C 8H"], stock="6C 4C 4H 5H QC 6H")
    sc.script((1, "play 3C"), (0, "play 4D"), (1, "play 7C"))
    assert sc.mode() == "reversed"
    ev = sc.do(0, "play JD")
    assert ev[-2:] == [PlayersSkipped((1,)), TurnStarted(0)]
    assert sc.legal(0) == {"pickup"}
    ev = sc.do(0, "pickup")
    assert ev == [PileTaken(1, mask("3C 4D 7C JD"), 0), TurnContinued(0)]
    sc.assert_replays()


def test_reversed_game_the_player_of_a_transparent_7_picks_up() -> None:
    """ "the go is not over until the next person plays. If the next person cannot play then
    the person whose go it is must pick up." -- a transparent 7 is a go: its player picks up
    (the preset's reading: "the player before")."""
    sc = Scenario(hands=["4D 5D 8D", "3C 7D 6H", "7C 4S 5S"], stock="6C 4C 4H 5H QC")
    sc.script((1, "play 3C"), (2, "play 7C"), (0, "play 8D"), (1, "play 7D"))
    assert sc.legal(2) == {"pickup"}
    ev = sc.do(2, "pickup")
    assert ev[0] == PileTaken(1, mask("3C 7C 8D 7D"), 0)


# == bots ====================================================================================


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_bots_finish_seeded_games(players: int) -> None:
    """ "Loser is the last player to get rid of all their cards." -- the heuristic and random
    bots play seeded games of the preset to the end."""
    game = Game(build_ruleset(PRESET), players)
    for seed in range(2):
        for kinds in (("heuristic", "random"), ("random", "heuristic")):
            bots = [make_bot(kinds[s % 2], game, seed * 10 + s) for s in range(players)]
            st = play_game(game, bots, seed=f"doubly-{players}-{seed}-{kinds[0]}", order_seed=seed)
            assert st.phase == OVER and st.result is not None
            assert st.result.reason == "last_player"
            assert [s for s in range(players) if st.holds_cards(s)] == [st.result.loser]

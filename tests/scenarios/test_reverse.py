"""Scenario tests for the ``reverse`` preset: Andrew Duthie's reverse shithead.

Source: ``003_836957043fb7bf61.txt``, the first part ("Contributed by Andrew Duthie"). Every
test deals a fixed deck; each docstring quotes the clause it pins ("003: ..."), and tests of
a reading the preset chose where the text is vague say "Reading chosen:".

Seat 0 deals, so the cards go round from seat 1. Unless a test says otherwise the game starts
with the option ``start_mode`` (no dealer's call), the tables are those of :data:`TABLES`
(middling face-up cards that no test plays) and the cards not named go to the stock in
ascending order after the named stock cards. Every game starts with a throw-in: the test's
hands decide who throws and who starts.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from engine import Action, Game, IllegalActionError, NotYourTurnError, build_ruleset
from engine.cards import lowest
from engine.events import (
    FROM_TABLE,
    CardsDrawn,
    CardStacked,
    CardsThrownIn,
    DirectionReversed,
    ModeChanged,
    PileBurned,
    PileTaken,
    PlayersSkipped,
    TurnContinued,
    TurnStarted,
)
from engine.view import view
from tests.helpers import ScriptedGame, event_names, mask, new_game

PRESET = "reverse"

NORMAL = {"start_mode": "normal"}
REVERSED = {"start_mode": "reversed"}
JOKERS = {"jokers": True}

#: Face-down, face-up cards of seats 0..3. Seats 0-2 hold no 2, 3, 7, 10, jack, queen, king
#: or ace; seat 3 (in four-player games) keeps the 2, 3, 7 and 10 of spades.
TABLES = (
    ("4C 5C 6C", "8C 9C 9D"),
    ("4D 5D 6D", "8D 8H 9H"),
    ("4H 5H 6H", "8S 9S 4S"),
    ("5S 6S 2S", "3S 7S TS"),
)


def card(name: str) -> int:
    return mask(name).bit_length() - 1


class Scenario(ScriptedGame):
    """A dealt game with every event kept, so a test can replay the log at the end."""

    def __init__(
        self,
        players: int = 3,
        *,
        hands: Sequence[str],
        table: Sequence[Sequence[str]] | None = None,
        stock: str = "",
        options: dict[str, Any] | None = None,
        call: str | None = None,
        dealer: int = 0,
        ready: bool = True,
    ) -> None:
        self.game, self.state, self.events = new_game(
            PRESET,
            players,
            options=options if options is not None else NORMAL,
            dealer=dealer,
            hands=list(hands),
            table=[list(t) for t in (table if table is not None else TABLES[:players])],
            stock=stock,
        )
        if call is not None:
            self.do(dealer, f"call {call}")
        if ready:
            self.ready()

    def ready(self) -> None:
        for seat in self.state.to_act():
            self.do(seat, "ready")

    def mode(self) -> str | None:
        return view(self.state, 0)["mode"]


def hand(sc: Scenario, seat: int) -> int:
    return sc.state.hands[seat]


# == the dealer's call and the start ========================================================


def test_dealer_calls_whether_the_game_starts_normal_or_reversed() -> None:
    """003: "Dealer calls how the game is going to start, either reversed or normal, people set
    up their cards as they want" """
    sc = Scenario(hands=["QC QD 5S", "KC 6S JC", "3C JD AC"], options={}, ready=False)
    st = sc.state
    assert view(st, 1)["mode"] is None and view(st, 1)["phase"] == "setup"
    assert st.to_act() == [0]
    assert sc.legal(0) == {"call normal", "call reversed"}
    assert sc.legal(1) == set() and sc.legal(2) == set()
    with pytest.raises(NotYourTurnError):
        sc.do(1, "ready")  # nobody sets up before the call
    with pytest.raises(IllegalActionError):
        sc.do(0, "ready")
    evs = sc.do(0, "call reversed")
    assert evs[0] == ModeChanged(1)
    assert CardsThrownIn(1, mask("KC")) in evs  # the call decides what is thrown in
    assert st.to_act() == [0, 1, 2]
    assert not any(t.startswith("call") for t in sc.legal(0))  # the call is made once
    assert "ready" in sc.legal(1) and "swap 6S 8D" in sc.legal(1)
    sc.do(1, "swap 6S 8D")  # setting up follows the call
    sc.ready()
    for seat in (None, 0, 1, 2):
        assert view(st, seat)["mode"] == "reversed"
    assert st.turn == 2
    sc.assert_replays()


def test_the_dealer_calls_a_normal_game() -> None:
    """003: "Dealer calls how the game is going to start, either reversed or normal" (here the
    dealer is seat 1, who calls it normal)."""
    sc = Scenario(hands=["QC QD 5S", "KC 6S JC", "3C JD AC"], options={}, dealer=1, ready=False)
    assert sc.state.to_act() == [1]
    assert sc.legal(0) == set() and sc.legal(1) == {"call normal", "call reversed"}
    with pytest.raises(NotYourTurnError):
        sc.do(0, "call normal")
    evs = sc.do(1, "call normal")
    assert event_names(evs) == ["ModeChanged", "CardsThrownIn", "CardsDrawn"]
    assert evs[0] == ModeChanged(0) and evs[1] == CardsThrownIn(2, mask("3C"))
    sc.ready()
    assert sc.mode() == "normal"
    assert sc.state.turn == 0  # the seat after the thrower of the 3
    sc.assert_replays()


def test_option_start_mode_needs_no_call() -> None:
    """003: "Dealer calls how the game is going to start, either reversed or normal" (option
    start_mode: a game that always starts normal, or always reversed, needs no call)."""
    for options, mode, thrown in ((NORMAL, "normal", "3C"), (REVERSED, "reversed", "KC")):
        sc = Scenario(hands=["QC QD 5S", "KC 6S JC", "3C JD AC"], options=options, ready=False)
        assert sc.state.to_act() == [0, 1, 2]
        assert not any(t.startswith("call") for t in sc.legal(0))
        assert sc.mode() == mode
        assert "CardsThrownIn" in event_names(sc.events)
        assert sc.state.pile_mask == mask(thrown)


def test_game_always_starts_clockwise() -> None:
    """003: "The game starts, (it always starts clockwise)." """
    for call in ("normal", "reversed"):
        # seat 1 throws the 3 (normal) or the king (reversed): seat 2 starts either way
        sc = Scenario(
            hands=["QC QD 5S", "3C KC 6S", "AC AD 2C"], options={}, call=call, stock="AH AS"
        )
        st = sc.state
        assert st.direction == 1 and view(st, 0)["direction"] == "clockwise"
        assert st.turn == 2
        sc.do(2, "play 2C")
        assert st.turn == 0  # 2 -> 0 -> 1 is clockwise
        sc.assert_replays()


# == the throw-in ===========================================================================


def test_threes_are_thrown_in_and_the_player_after_the_last_thrower_starts() -> None:
    """003: "Any threes you get are thrown into the central discard pile. The first person to
    play is the one after the person who threw down the last three." Reading chosen: the
    thrown-in cards come from the dealt hands, which are topped back up to three; the seats
    throw in the order they were dealt to (from the dealer's left)."""
    sc = Scenario(
        4,
        hands=["QC QD KC", "3C 3D AC", "3H JC KD", "2C JD AD"],
        stock="QH QS KH",
        call="normal",
        options={},
    )
    st = sc.state
    thrown = [e for e in sc.events if isinstance(e, CardsThrownIn)]
    assert thrown == [CardsThrownIn(1, mask("3C 3D")), CardsThrownIn(2, mask("3H"))]
    drawn = [e for e in sc.events if isinstance(e, CardsDrawn)]
    assert drawn == [CardsDrawn(1, mask("QH QS")), CardsDrawn(2, mask("KH"))]
    assert hand(sc, 1) == mask("AC QH QS") and hand(sc, 2) == mask("JC KD KH")
    assert st.pile_mask == mask("3C 3D 3H")
    assert view(st, 0)["pile"] == [
        {"seat": 1, "cards": ["3C", "3D"], "as": None, "link": False},
        {"seat": 2, "cards": ["3H"], "as": None, "link": False},
    ]
    assert st.turn == 3  # after seat 2, who threw the last three
    assert "play 2C" in sc.legal(3)
    sc.assert_replays()


def test_the_throw_in_comes_before_the_exchange_so_no_three_escapes_it() -> None:
    """003: "As you are first dealt your cards, ... Any threes you get are thrown into the
    central discard pile." The throw-in is made from the dealt hands before anyone may
    arrange their cards (when the dealer calls the game, right after the call): a 3 cannot
    be laid face up first to keep it out of the throw-in and the choice of the first player."""
    sc = Scenario(hands=["QC QD KC", "3C JH AC", "JC KD AD"], stock="QH", options={}, ready=False)
    assert sc.legal(1) == set() and sc.legal(2) == set()  # nobody arranges before the call
    sc.do(0, "call normal")
    assert [e for e in sc.events if isinstance(e, CardsThrownIn)] == [CardsThrownIn(1, mask("3C"))]
    assert not any(t.startswith("swap 3C") for t in sc.legal(1))
    sc.ready()
    assert sc.state.turn == 2
    sc.assert_replays()


def test_fours_are_thrown_in_when_nobody_has_a_three() -> None:
    """003: "If no-one has a three than you do the same with 4's, etc...until you have a start
    to the game." """
    # the 3s are on the table; the 4s of seats 0 and 1 too: seat 2 holds the only 4s in hand
    table = (("4C 5C 6C", "8C 9C 9D"), TABLES[1], ("3C 5H 6H", "8S 9S 3D"))
    sc = Scenario(hands=["5S KC KD", "6S JC AC", "4H 4S QC"], table=table, stock="QD QH")
    assert event_names(sc.events)[:3] == ["Dealt", "CardsThrownIn", "CardsDrawn"]
    assert sc.events[1] == CardsThrownIn(2, mask("4H 4S"))
    assert hand(sc, 2) == mask("QC QD QH")
    assert sc.state.pile_mask == mask("4H 4S")
    assert sc.state.turn == 0


def test_fives_when_nobody_has_a_three_or_a_four() -> None:
    """003: "If no-one has a three than you do the same with 4's, etc...until you have a start
    to the game." """
    sc = Scenario(hands=["5S KC KD", "6S JC AC", "QC QD QH"])
    assert [e for e in sc.events if isinstance(e, CardsThrownIn)] == [CardsThrownIn(0, mask("5S"))]
    assert sc.state.turn == 1


def test_kings_are_thrown_in_when_the_game_starts_reversed() -> None:
    """003: "When you first receive your cards, kings are thrown in the middle instead of 3's.
    The first person to go is the one after the person who threw in the last king." """
    sc = Scenario(hands=["KC 3C 5S", "KD KH 3D", "3H 6S AC"], call="reversed", options={})
    thrown = [e for e in sc.events if isinstance(e, CardsThrownIn)]
    assert thrown == [CardsThrownIn(1, mask("KD KH")), CardsThrownIn(0, mask("KC"))]
    assert sc.state.pile_mask == mask("KC KD KH")  # the 3s stay in the hands
    assert hand(sc, 2) == mask("3H 6S AC")
    assert sc.state.turn == 1  # after seat 0, the last (seats throw from the dealer's left)
    assert sc.mode() == "reversed"
    sc.assert_replays()


def test_queens_when_nobody_has_a_king_in_the_reversed_game() -> None:
    """003: "kings are thrown in the middle instead of 3's" with "the same with 4's,
    etc...": in the reversed game queens, if nobody has a king (the preset's reading)."""
    sc = Scenario(hands=["QC 3C 5S", "JD 3D 6S", "3H 2C AC"], options=REVERSED)
    assert [e for e in sc.events if isinstance(e, CardsThrownIn)] == [CardsThrownIn(0, mask("QC"))]
    assert sc.state.turn == 1


def test_cards_on_the_table_are_not_thrown_in() -> None:
    """003: "Any threes you get are thrown into the central discard pile." Reading chosen:
    thrown-in cards come from the dealt hands; a 3 dealt face up or face down stays there."""
    table = (("3C 5C 6C", "8C 9C 3D"), TABLES[1], TABLES[2])
    sc = Scenario(hands=["5S KC KD", "3H JC AC", "QC QD QH"], table=table)
    assert [e for e in sc.events if isinstance(e, CardsThrownIn)] == [CardsThrownIn(1, mask("3H"))]
    assert sc.state.tables[0][2] == [card("6C"), card("3D")]
    assert sc.state.turn == 2


def test_a_thrown_king_nobody_can_beat_goes_back_to_its_thrower() -> None:
    """003: "Let's say you played the last king, the next person ... will make sure he/she
    doesnt have anything that can beat it in his hand during arrangement of his cards. So the
    person that threw it in the middle now picks it up because the person next couldnt beat
    it". Reading chosen: the player who could not beat starts the new pile."""
    sc = Scenario(
        hands=["KC 5S 6S", "QC 2C AC", "QD JC AD"],
        call="reversed",
        options={},
        ready=False,
        stock="7C",
    )
    assert sc.state.pile_mask == mask("KC") and hand(sc, 0) == mask("5S 6S 7C")
    sc.do(1, "swap 2C 8D")  # seat 1 keeps nothing that beats a king
    sc.ready()
    st = sc.state
    assert st.turn == 1
    assert sc.legal(1) == {"pickup"}
    evs = sc.do(1, "pickup")
    assert evs == [PileTaken(0, mask("KC"), 0), TurnContinued(1)]
    assert hand(sc, 0) == mask("KC 5S 6S 7C") and hand(sc, 1) == mask("QC AC 8D")
    assert st.turn == 1 and st.pile_mask == 0
    assert sc.plays(1) == {"play QC", "play AC", "play 8D"}
    sc.assert_replays()


# == stacking equal cards at the deal =======================================================


def test_equal_cards_may_be_stacked_on_a_face_up_card() -> None:
    """003: "As you are first dealt your cards, you can pile same numbers on one another on the
    face down cards (doubling or tripling up etc..)." """
    table = (("4C 5C 6C", "QC KC 9D"), TABLES[1], TABLES[2])
    sc = Scenario(hands=["QD QH 5S", "3C JC AC", "6S JD AD"], table=table, ready=False)
    st = sc.state
    assert {"stack QD", "stack QH"} <= sc.legal(0)
    assert "stack 5S" not in sc.legal(0)  # only on a face-up card of the same rank
    with pytest.raises(IllegalActionError):
        sc.do(0, "stack 5S")
    assert sc.do(0, "stack QD") == [CardStacked(0, card("QD"), 0)]
    assert sc.do(0, "stack QH") == [CardStacked(0, card("QH"), 0)]  # tripling up
    assert st.tables[0][0] == [card("4C"), card("QC"), card("QD"), card("QH")]
    assert hand(sc, 0) == mask("5S")
    assert view(st, 1)["seats"][0]["table"][0] == [None, "QC", "QD", "QH"]
    assert not any(t.startswith("swap") and "QC" in t for t in sc.legal(0))
    sc.ready()
    assert st.turn == 2
    sc.assert_replays()


def _stacked_nines_on_the_table() -> Scenario:
    """Five players; seat 0 stacks its 9H on its face-up 9C and plays out its hand.

    The four 3s are thrown in (seat 4 last, so seat 0 starts) and their throwers draw four of
    the seven stock cards; seat 0 plays its 8s and draws the last three, three queens, which
    it plays on seat 4's queen. Seat 4 cannot beat the aces that follow and picks up, so seat
    0, with neither hand nor stock, starts a new pile from its table.
    """
    sc = Scenario(
        5,
        hands=["9H 8C 8D", "3C 9D KH", "3D 9S AC", "3H TS AD", "3S QS 8H"],
        table=[
            ("7C JC 2C", "9C KC KD"),
            ("7D JD 2D", "4C 5C 6C"),
            ("7H JH 2H", "4D 5D 6D"),
            ("7S JS 2S", "4H 5H 6H"),
            ("TC TD TH", "4S 5S 6S"),
        ],
        stock="AS AH KS 8S QC QD QH",
        ready=False,
    )
    sc.do(0, "stack 9H")
    sc.ready()
    for seat, text in (
        (0, "play 8C 8D"),
        (1, "play 9D"),
        (2, "play 9S"),
        (3, "play TS"),
        (4, "play QS"),
        (0, "play QC QD QH"),
        (1, "play KH"),
        (2, "play AC AH"),
        (3, "play AD"),
        (4, "pickup"),
    ):
        sc.do(seat, text)
    st = sc.state
    assert not st.stock and not hand(sc, 0) and st.turn == 0 and not st.pile_mask
    return sc


def test_stacked_cards_are_played_later_from_the_table() -> None:
    """003: "you can pile same numbers on one another on the face down cards (doubling or
    tripling up etc..)": the stacked cards are face-up table cards, played when the hand is
    gone, and the face-down card under them waits until they are."""
    sc = _stacked_nines_on_the_table()
    st = sc.state
    assert {"play 9H", "play KC", "play KD", "play KC KD"} <= sc.legal(0)
    assert not any(t.startswith("flip") for t in sc.legal(0))
    evs = sc.do(0, "play 9H")
    assert evs[0].cards == mask("9H") and evs[0].source == FROM_TABLE
    assert st.tables[0][0] == [card("7C"), card("9C")]
    assert view(st, 1)["seats"][0]["table"][0] == [None, "9C"]
    sc.assert_replays()


def test_a_stacked_pair_is_played_as_a_pair() -> None:
    """003: "you can pile same numbers on one another on the face down cards (doubling or
    tripling up etc..)": a doubled-up pile is a double, played together like equal face-up
    cards in two slots."""
    sc = _stacked_nines_on_the_table()
    assert "play 9C 9H" in sc.legal(0)


# == the normal game: card values ===========================================================


def test_twos_beat_everything_in_the_normal_game() -> None:
    """003: "The first part is regular shithead, 2's beat everything" (and, as in the standard
    game, anything may follow a 2)."""
    sc = Scenario(hands=["AC 5S 6S", "2C 2D QC", "3C KC KD"], stock="QD QH JC")
    assert sc.state.turn == 0 and sc.mode() == "normal"
    sc.do(0, "play AC")
    assert sc.plays(1) == {"play 2C", "play 2D", "play 2C 2D"}
    sc.do(1, "play 2C")
    assert sc.plays(2) == {"play KC", "play KD", "play KC KD", "play QD"}
    sc.assert_replays()


def test_tens_beat_everything_but_do_not_clear_the_pile() -> None:
    """003: "10's beat everything". Reading chosen: a 10 does not clear the pile (the text
    never says it does); the next player must beat it and the turn passes on as usual."""
    sc = Scenario(hands=["AC 5S KD", "TC QC JC", "3C JD 6S"], stock="QD QH QS")
    sc.do(0, "play AC")
    assert sc.plays(1) == {"play TC"}
    evs = sc.do(1, "play TC")
    assert event_names(evs) == ["CardsPlayed", "CardsDrawn", "TurnStarted"]
    assert sc.state.pile_mask == mask("3C AC TC") and sc.state.removed == 0
    assert sc.state.turn == 2
    assert sc.plays(2) == {"play JD", "play QD"}  # the 6S does not beat a 10
    sc.assert_replays()


def test_aces_are_high_in_the_normal_game() -> None:
    """003: "The first part is regular shithead, ... aces are high." """
    sc = Scenario(hands=["KC 6S JC", "AC QC 5S", "3C KD QD"], stock="JD JH JS")
    sc.do(0, "play KC")
    assert sc.plays(1) == {"play AC"}
    sc.do(1, "play AC")
    assert sc.legal(2) == {"pickup"}  # kings, queens and jacks do not beat an ace
    sc.assert_replays()


# == forced play ============================================================================


def test_forced_to_play_rather_than_pick_up() -> None:
    """003: "During the play you are forced to play a card rather than pick up if you can." """
    sc = Scenario(hands=["5S 6S KC", "QC QD JC", "3C KD AD"], stock="JD JH")
    st = sc.state
    assert st.pile_mask == mask("3C")
    assert "pickup" not in sc.legal(0)
    with pytest.raises(IllegalActionError):
        sc.do(0, "pickup")
    sc.do(0, "play KC")
    assert sc.legal(1) == {"pickup"}  # nothing beats the king: now the pile is taken
    sc.do(1, "pickup")
    assert hand(sc, 1) == mask("QC QD JC 3C KC")
    sc.assert_replays()


def test_forced_to_play_in_the_reversed_game_too() -> None:
    """003: "When it is your turn to play, you are still forced to play a card whenever you can."
    (and "You do not want to be able to beat the previous person's card")."""
    sc = Scenario(hands=["2C 5S 6S", "AC AD QC", "KC JC JD"], options=REVERSED, stock="QD JH")
    assert sc.state.pile_mask == mask("KC") and sc.state.turn == 0
    assert sc.legal(0) == {"play 2C"}  # the 2 is the only card that beats the king
    sc.do(0, "play 2C")
    assert sc.legal(1) == {"play QC"}
    sc.assert_replays()


# == jacks ==================================================================================


def test_a_jack_makes_the_next_player_miss_a_turn() -> None:
    """003: "Jacks are miss a turn for the next player" """
    sc = Scenario(4, hands=["JC QC KC", "QD KD AD", "QH KH AH", "3C QS KS"])
    assert sc.state.turn == 0
    evs = sc.do(0, "play JC")
    assert evs[-2:] == [PlayersSkipped((1,)), TurnStarted(2)]
    assert sc.state.turn == 2
    sc.assert_replays()


def test_two_jacks_skip_two_players() -> None:
    """003: "Jacks are miss a turn for the next player (two turns in the clockwise direction if
    two jacks are played etc..)." """
    sc = Scenario(4, hands=["JC JD KC", "QD KD AD", "QH KH AH", "3C QS KS"])
    evs = sc.do(0, "play JC JD")
    assert evs[-2:] == [PlayersSkipped((1, 2)), TurnStarted(3)]
    assert "PileBurned" not in event_names(evs)
    sc.assert_replays()


def test_two_jacks_then_two_more_skip_but_do_not_clear() -> None:
    """003: "if four jacks are played, four turns are skipped ..., the pile is cleared".
    Reading chosen (the preset's "four jacks played together"): four jacks laid by two plays
    are two plays of two jacks, each skipping two players."""
    sc = Scenario(4, hands=["JC JD KC", "QD KD AD", "QH KH AH", "3C JH JS"])
    sc.do(0, "play JC JD")
    assert sc.state.turn == 3
    evs = sc.do(3, "play JH JS")
    assert "PileBurned" not in event_names(evs)
    assert evs[-2:] == [PlayersSkipped((0, 1)), TurnStarted(2)]
    assert sc.state.pile_mask == mask("3C JC JD JH JS")


# == jokers (option) ========================================================================

NORMAL_JOKERS = {**NORMAL, **JOKERS}


def test_option_jokers_adds_two_jokers() -> None:
    """003: "If playing with jokers" (the option jokers adds the two jokers to the deck)."""
    assert len(Game(build_ruleset(PRESET), 5).deck()) == 52
    assert len(Game(build_ruleset(PRESET, JOKERS), 5).deck()) == 54


def test_joker_skips_the_next_player_and_takes_the_value_below() -> None:
    """003: "If playing with jokers, they skip the next persons turn and they take the value of
    the card underneath" """
    sc = Scenario(
        4,
        hands=["QC KC AC", "RJ KD 2C", "QH KH AH", "3C JD KS"],
        options=NORMAL_JOKERS,
        stock="AD 2D",
    )
    sc.do(0, "play QC")
    evs = sc.do(1, "play RJ")
    assert evs[-2:] == [PlayersSkipped((2,)), TurnStarted(3)]
    assert view(sc.state, 3)["pile_top"]["rank"] == "Q"
    assert sc.plays(3) == {"play KS", "play AD"}  # beat the queen under the joker
    sc.assert_replays()


def test_joker_on_a_jack_skips_two() -> None:
    """003: "(example.- a joker played on a jack causes a double turn skip)." """
    sc = Scenario(4, hands=["JC QC KC", "QD KD AD", "BJ QH KH", "3C QS KS"], options=NORMAL_JOKERS)
    sc.do(0, "play JC")
    assert sc.state.turn == 2
    evs = sc.do(2, "play BJ")
    assert evs[-2:] == [PlayersSkipped((3, 0)), TurnStarted(1)]
    assert view(sc.state, 1)["pile_top"]["rank"] == "J"
    sc.assert_replays()


def test_joker_on_a_seven_switches_the_game_reverses_and_skips() -> None:
    """003: "When a joker is placed on a seven it takes the value of the seven which switches
    the game, switches the direction of play, and then skips a turn in that direction." """
    sc = Scenario(4, hands=["7C QC KC", "QD KD AD", "QH KH AH", "3C RJ KS"], options=NORMAL_JOKERS)
    st = sc.state
    sc.do(0, "play 7C")  # the seven: reversed, counter-clockwise, seat 3 next
    assert (sc.mode(), st.direction, st.turn) == ("reversed", -1, 3)
    evs = sc.do(3, "play RJ")
    assert [e for e in evs if isinstance(e, ModeChanged | DirectionReversed)] == [
        ModeChanged(0),
        DirectionReversed(1),
    ]
    assert evs[-2:] == [PlayersSkipped((0,)), TurnStarted(1)]  # clockwise again, seat 0 skipped
    assert sc.mode() == "normal" and view(st, 1)["direction"] == "clockwise"
    assert sc.plays(1) == {"play QD", "play KD", "play AD"}  # beat the 7 in the normal game
    sc.assert_replays()


# == the reversed game ======================================================================


def _reversed_start() -> Scenario:
    """The reversed game; seat 2 throws in its king (drawing the KD) so seat 0 starts."""
    return Scenario(
        hands=["2C AC 5S", "QC AD 6S", "KC AH JC"], options=REVERSED, stock="KD QD QH KH"
    )


def test_reversed_game_aces_low_and_kings_highest() -> None:
    """003: "aces are now worth 1 (lowest value card of the deck). Kings are therefore highest,
    followed by queens, etc." """
    sc = _reversed_start()
    assert sc.mode() == "reversed"
    assert sc.legal(0) == {"play 2C"}  # the ace does not beat the thrown king
    sc.do(0, "play 2C")
    sc.do(1, "play QC")
    assert sc.plays(2) == {"play KD"}  # a king beats a queen, an ace and a jack do not
    sc.assert_replays()


def test_reversed_game_twos_beat_everything_and_are_beaten_by_all_but_aces() -> None:
    """003: "Twos still beat everything and are beaten by everything except aces." """
    sc = _reversed_start()
    assert sc.plays(0) == {"play 2C"}  # on a king
    sc.do(0, "play 2C")
    assert sc.plays(1) == {"play QC", "play 6S"}  # not the AD
    with pytest.raises(IllegalActionError):
        sc.do(1, "play AD")


def test_reversed_game_the_placer_picks_up() -> None:
    """003: "If you cannot play on the previous player's card, instead of you picking up the
    pile, the person before you picks it up (the placer of the card picks up the pile)."
    Reading chosen: the player who could not beat starts the new pile."""
    sc = _reversed_start()
    st = sc.state
    sc.do(0, "play 2C")
    sc.do(1, "play QC")
    sc.do(2, "play KD")
    assert hand(sc, 0) == mask("AC 5S QD")
    assert sc.legal(0) == {"pickup"}
    evs = sc.do(0, "pickup")
    assert evs == [PileTaken(2, mask("KC 2C QC KD"), 0), TurnContinued(0)]
    assert hand(sc, 2) == mask("AH JC KH KC 2C QC KD")
    assert hand(sc, 0) == mask("AC 5S QD")
    assert st.turn == 0 and st.pile_mask == 0
    assert sc.plays(0) == {"play AC", "play 5S", "play QD"}
    sc.do(0, "play AC")
    assert sc.plays(1) == {"play AD", "play 6S", "play QH"}  # anything beats an ace
    sc.assert_replays()


def test_reversed_game_the_placer_picks_up_even_after_a_skip() -> None:
    """003: "the person before you picks it up (the placer of the card picks up the pile)": the
    placer, here the player of a jack who skipped the player before the one who cannot beat."""
    sc = Scenario(hands=["2C AC 5S", "JC AD 6S", "KC AH QS"], options=REVERSED, stock="AS 3D 3H")
    sc.do(0, "play 2C")
    evs = sc.do(1, "play JC")
    assert evs[-2:] == [PlayersSkipped((2,)), TurnStarted(0)]
    assert sc.legal(0) == {"pickup"}  # the AC, 5S and 3D do not beat a jack
    evs = sc.do(0, "pickup")
    assert evs == [PileTaken(1, mask("KC 2C JC"), 0), TurnContinued(0)]
    assert hand(sc, 2) == mask("AH QS AS")  # seat 2, just before seat 0, takes nothing
    sc.assert_replays()


def test_reversed_game_tens_still_beat_everything() -> None:
    """003: "Every rule of shithead and the ones mentioned above are the same except aces are
    now worth 1": a 10 beats everything in the reversed game too (without clearing)."""
    sc = Scenario(hands=["TC AC 5S", "JC AD 6S", "KC AH QS"], options=REVERSED, stock="AS 3D 3H")
    assert sc.plays(0) == {"play TC"}  # on the thrown king
    evs = sc.do(0, "play TC")
    assert "PileBurned" not in event_names(evs) and sc.state.turn == 1
    assert sc.plays(1) == {"play JC"}  # beat the 10: not the ace, not the 6
    sc.assert_replays()


# == sevens =================================================================================


def test_a_seven_switches_to_the_reversed_game_and_reverses_direction() -> None:
    """003: "when someone plays a 7, the game switches to the opposite of what it currently is,
    reversed to normal or normal to reversed. It also changes direction - either clockwise to
    counter clockwise or vise-versa." """
    sc = Scenario(hands=["7C QC KC", "AC KD 2C", "3C 7D AH"], stock="AD 5S 6S")
    st = sc.state
    evs = sc.do(0, "play 7C")
    assert [e for e in evs if isinstance(e, ModeChanged | DirectionReversed)] == [
        ModeChanged(1),
        DirectionReversed(-1),
    ]
    assert evs[-1] == TurnStarted(2)  # counter-clockwise: seat 2, not seat 1
    assert view(st, 2)["mode"] == "reversed"
    assert view(st, 2)["direction"] == "counterclockwise"
    assert sc.plays(2) == {"play 7D"}  # in the reversed game no ace beats the 7
    sc.assert_replays()


def test_every_seven_switches_the_game_back() -> None:
    """003: "when someone plays a 7, the game switches to the opposite of what it currently is,
    reversed to normal or normal to reversed." """
    sc = Scenario(hands=["7C QC KC", "AC KD 2C", "3C 7D AH"], stock="AD 5S 6S")
    st = sc.state
    sc.do(0, "play 7C")
    evs = sc.do(2, "play 7D")
    assert [e for e in evs if isinstance(e, ModeChanged | DirectionReversed)] == [
        ModeChanged(0),
        DirectionReversed(1),
    ]
    assert evs[-1] == TurnStarted(0)  # clockwise again: 2 -> 0
    assert sc.mode() == "normal" and view(st, 0)["direction"] == "clockwise"
    assert sc.plays(0) == {"play QC", "play KC"}  # the 5S drawn does not beat the 7
    sc.do(0, "play KC")
    assert st.turn == 1 and sc.plays(1) == {"play AC", "play KD", "play 2C"}  # aces high again
    sc.assert_replays()


def test_a_seven_switches_the_game_with_two_players() -> None:
    """003: "when someone plays a 7, the game switches to the opposite of what it currently
    is" (with two players the change of direction changes nothing)."""
    sc = Scenario(2, hands=["7C QC KC", "3C AD 2C"], stock="6S 5S")
    assert sc.state.turn == 0
    evs = sc.do(0, "play 7C")
    assert [e for e in evs if isinstance(e, ModeChanged | DirectionReversed)] == [
        ModeChanged(1),
        DirectionReversed(-1),
    ]
    assert evs[-1] == TurnStarted(1) and sc.mode() == "reversed"
    assert sc.plays(1) == {"play 2C"}  # the ace, high no more, does not beat the 7
    sc.assert_replays()


# == four jacks =============================================================================


def test_four_jacks_skip_four_turns_including_the_placer_and_clear_the_pile() -> None:
    """003: "if four jacks are played, four turns are skipped (including the person that placed
    the jokers), the pile is cleared and whoever's turn it happens to land on, it is their turn,
    not the placers." (Four players: seats 1, 2, 3 and the placer, seat 0, are skipped.)"""
    sc = Scenario(4, hands=["3C JC JD", "JS KD AC", "QD KH AH", "QS KS 2C"], stock="JH 2D")
    st = sc.state
    assert st.turn == 1 and hand(sc, 0) == mask("JC JD JH")
    sc.do(1, "play JS")  # seat 2 misses its turn
    sc.do(3, "play QS")
    assert sc.legal(0) == {"pickup"}
    sc.do(0, "pickup")  # seat 0 now holds the four jacks
    sc.do(1, "play 2D")
    sc.do(2, "play KH")
    sc.do(3, "play 2C")
    pile = st.pile_mask
    evs = sc.do(0, "play JC JD JH JS")
    assert event_names(evs) == [
        "CardsPlayed",
        "CardsDrawn",
        "PileBurned",
        "PlayersSkipped",
        "TurnStarted",
    ]
    assert evs[2] == PileBurned(0, "four_of_a_kind")
    assert evs[3:] == [PlayersSkipped((1, 2, 3, 0)), TurnStarted(1)]
    assert st.pile_mask == 0 and st.removed == pile | mask("JC JD JH JS")
    assert st.turn == 1  # where the skips end, not the placer
    assert sc.plays(1) >= {"play AC", "play KD"}  # a new pile: anything goes
    sc.assert_replays()


def test_four_jacks_with_three_players() -> None:
    """003: "if four jacks are played, four turns are skipped (including the person that placed
    the jokers), the pile is cleared and whoever's turn it happens to land on, it is their turn,
    not the placers." (Three players: seats 1, 2, 0 and 1 are skipped; seat 2 plays.)"""
    sc = Scenario(hands=["3C JC JD", "5S QS 2D", "JS KS 2H"], stock="JH")
    st = sc.state
    assert st.turn == 1
    sc.do(1, "play 5S")
    sc.do(2, "play JS")  # seat 0 misses its turn
    sc.do(1, "play QS")
    sc.do(2, "play KS")
    sc.do(0, "pickup")
    sc.do(1, "play 2D")
    sc.do(2, "play 2H")
    evs = sc.do(0, "play JC JD JH JS")
    assert PileBurned(0, "four_of_a_kind") in evs
    assert evs[-2:] == [PlayersSkipped((1, 2, 0, 1)), TurnStarted(2)]
    assert st.pile_mask == 0 and st.turn == 2
    sc.assert_replays()


# == the reversed game from the face-down cards =============================================


def _reversed_to_the_table(seat_4_plays: str = "4S") -> Scenario:
    """Five players in the reversed game; seat 0 plays out its hand and faces its table.

    Seats 1-4 throw in a king each and draw four of the seven stock cards; seat 0 plays its
    three 2s on the kings and draws the other three (queens), then plays them. Seat 2, unable
    to beat seat 1's 10, makes seat 1 pick up, and starts a new pile with an ace. Seat 4 plays
    ``seat_4_plays`` before seat 0's turn, with face-up 5s and face-down 4s left.
    """
    sc = Scenario(
        5,
        hands=["2C 2D 2H", "KC 3C TC", "KD 6C AC", "KH 8C 3D", "KS 9C 4S"],
        table=[
            ("4C 4D 4H", "5C 5D 5H"),
            ("7C 7D 7H", "7S JC JD"),
            ("JH JS 2S", "3H 3S 5S"),
            ("6H 6S 8H", "8S 9H 9S"),
            ("TD TH TS", "AD AH AS"),
        ],
        stock="6D 8D 9D QS QC QD QH",
        options=REVERSED,
    )
    st = sc.state
    assert st.turn == 0 and st.pile_mask == mask("KC KD KH KS")
    for seat, text in (
        (0, "play 2C 2D 2H"),
        (1, "play 3C"),
        (2, "play 6C"),
        (3, "play 8C"),
        (4, "play 9C"),
        (0, "play QC QD QH"),
        (1, "play TC"),
        (2, "pickup"),
        (2, "play AC"),
        (3, "play 3D"),
        (4, f"play {seat_4_plays}"),
    ):
        sc.do(seat, text)
    assert st.turn == 0 and not hand(sc, 0) and not st.stock
    return sc


def test_reversed_game_on_face_up_cards_the_placer_picks_up() -> None:
    """003: "If you cannot play on the previous player's card, instead of you picking up the
    pile, the person before you picks it up (the placer of the card picks up the pile)." (Seat
    0, down to its face-up 5s, cannot beat seat 4's queen.) Reading chosen: the player who
    could not beat starts the new pile; its face-up cards stay on the table."""
    sc = _reversed_to_the_table("QS")
    st = sc.state
    pile = st.pile_mask
    pickups = sorted(sc.legal(0))
    assert pickups and all(t.startswith("pickup") for t in pickups)
    evs = sc.do(0, pickups[0])
    assert evs == [PileTaken(4, pile, 0), TurnContinued(0)]
    assert hand(sc, 4) == pile | mask("4S")
    assert [slot[-1] for slot in st.tables[0]] == [card("5C"), card("5D"), card("5H")]
    assert "play 5C 5D 5H" in sc.legal(0)
    sc.assert_replays()


def _reversed_face_down() -> Scenario:
    """:func:`_reversed_to_the_table`, then seat 0 plays its face-up 5s on the 4S, seats 1-3
    beat them and seat 4 plays the QS: seat 0 has only its face-down 4s left."""
    sc = _reversed_to_the_table()
    for seat, text in (
        (0, "play 5C 5D 5H"),
        (1, "play 6D"),
        (2, "play 8D"),
        (3, "play 9D"),
        (4, "play QS"),
    ):
        sc.do(seat, text)
    assert sc.legal(0) == {"flip 0", "flip 1", "flip 2"}
    assert sc.state.pile_mask == mask("AC 3D 4S 5C 5D 5H 6D 8D 9D QS")
    return sc


def test_reversed_game_a_blind_card_that_cannot_beat_makes_the_placer_pick_up() -> None:
    """003: "If you cannot play on the previous player's card, instead of you picking up the
    pile, the person before you picks it up (the placer of the card picks up the pile)." (A
    face-down 4 turned on a queen cannot be played on it.)"""
    sc = _reversed_face_down()
    pile = sc.state.pile_mask
    evs = sc.do(0, "flip 0")
    assert evs[0].card == card("4C")
    taken = [e for e in evs if isinstance(e, PileTaken)]
    assert [e.seat for e in taken if e.cards] == [4]  # seat 4 laid the queen
    assert [e.extra for e in taken if not e.cards] == [mask("4C")]  # the 4 joins seat 0's hand
    assert hand(sc, 4) & pile == pile
    assert not hand(sc, 0) & pile  # seat 0 takes none of the pile


# == the end ================================================================================


def _lowest_first(sc: Scenario) -> Action:
    """The seat to act plays its lowest legal group (by the current game's values)."""
    st = sc.state
    acts = st.legal_actions(st.turn)
    plays = [a for a in acts if a.kind == "play"]
    if not plays:
        return acts[0]
    kinds = st.rules.kinds_by_mode[st.mode]
    return min(
        plays, key=lambda a: (kinds[st.rules.kind_of[lowest(a.cards)]].value, -a.cards.bit_count())
    )


@pytest.mark.parametrize("start", ["normal", "reversed"])
def test_the_last_player_holding_cards_loses(start: str) -> None:
    """003: "Those are the shithead rules" with "The game is really two parts. The first part
    is regular shithead". Reading chosen: as in the standard game, players drop out when
    their cards are gone and the last player holding cards loses."""
    sc = Scenario(hands=["5S 6S QC", "3C KC AC", "QD KD AD"], options={"start_mode": start})
    st = sc.state
    for _ in range(1000):
        if st.is_over():
            break
        sc.apply(st.turn, _lowest_first(sc))
    result = st.result
    assert result is not None and result.reason == "last_player"
    holding = [s for s in range(3) if st.holds_cards(s)]
    assert holding == [result.loser]
    assert sorted(result.order) == sorted({0, 1, 2} - {result.loser})
    assert result.winner == result.order[0]
    assert view(st, None)["result"]["loser"] == result.loser
    sc.assert_replays()

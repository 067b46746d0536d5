"""Scenarios for the preset ``special-cards``: the "STANDARD SPECIAL CARD RULES" of
004_6497f54132fb23d3.txt and the description of the game that follows them (the computer
version whose settings choose the special cards). One test per clause and per option, each
on a fixed deck; each docstring quotes the clause it pins.

The text names the special cards but leaves their ranks to the program's settings. The ranks
the preset uses by default are its readings (listed in its description): 2 reset, 10 burn,
7 lower-than card, 8 invisible, 9 miss a go, 4 go again, J reverse, jokers the pick-up card.
Tests that lean on a reading say so.

Deals: seat 0 deals, so seat 1 is dealt first and gets the first check for the starting
card. ``hands[s]`` are seat ``s``'s hand cards (five, the default zone size). Unless a test
names them, the table cards are filled in: face down from plain high cards, face up from
special cards (so the face-up cards never decide who starts). ``stock`` names the top of the
stock; the cards nobody named follow in ascending order. Every seat then readies without
swapping.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pytest

from engine import Game, IllegalActionError, RulesetError, build_ruleset, get_preset
from engine.events import (
    FROM_HAND,
    FROM_TABLE,
    FROM_TURNED,
    CardsDrawn,
    CardsPlayed,
    CardsRemoved,
    CardsSwapped,
    CardTurned,
    DirectionReversed,
    GameEnded,
    PileBurned,
    PileTaken,
    PlayersSkipped,
    ResponseRequested,
    SeatFinished,
    TurnContinued,
    TurnStarted,
)
from engine.game import PLAYING, RESPOND_FORCED, RESPOND_SHOT, SETUP
from engine.view import view
from tests.helpers import ScriptedGame, cards, finish_setup, mask, new_game

PRESET = "special-cards"


def _ranks(ranks: str) -> list[str]:
    return [r + s for r in ranks for s in "CDHS"]


#: Fillers for the table cards a test does not name, in order of preference.
_DOWN = _ranks("KQA653") + _ranks("2TJ9487")
_UP = _ranks("TJ9428") + _ranks("7AKQ653")


class Scenario(ScriptedGame):
    """A dealt special-cards game (setup done unless ``setup=False``) that keeps its events."""

    def __init__(
        self,
        *hands: str,
        table: Sequence[tuple[str, str]] | None = None,
        stock: str = "",
        options: Mapping[str, Any] | None = None,
        dealer: int = 0,
        setup: bool = True,
    ) -> None:
        players = len(hands)
        size = build_ruleset(PRESET, options or {}).layout.slots
        if table is None:
            named = set(" ".join(hands).split()) | set(stock.split())
            down = [c for c in _DOWN if c not in named][: size * players]
            up = [c for c in _UP if c not in named and c not in down]
            table = [
                (" ".join(down[s * size : (s + 1) * size]), " ".join(up[s * size : (s + 1) * size]))
                for s in range(players)
            ]
        self.game, self.state, self.events = new_game(
            PRESET,
            players,
            options=options,
            dealer=dealer,
            hands=list(hands),
            table=[list(t) for t in table],
            stock=stock,
        )
        if setup:
            self.events += finish_setup(self.state)


def played(seat: int, text: str, source: int = FROM_HAND) -> CardsPlayed:
    return CardsPlayed(seat, mask(text), source, -1, 0)


# --- the deal, the swap, who starts --------------------------------------------------------


def test_two_jokers_and_five_cards_face_down_face_up_and_in_hand() -> None:
    """004: "Jokers - only two per pack." and "Each player is given (3-5) secret cards (face
    down) and (3-5) cards face up for all to see on the table. The player receives (3-5) cards
    in hand ... The remaining cards are placed face down on the table in a pile." -- reading
    chosen: five of each by default (option ``zone_size``)."""
    s = Scenario("3C 5C 6C QC KC", "5D 6D QD KD AD", setup=False)
    st = s.state
    deck = s.game.deck()
    assert len(deck) == 54 and set(cards("RJ BJ")) <= set(deck)
    assert st.phase == SETUP
    for seat in (0, 1):
        assert [len(slot) for slot in st.tables[seat]] == [2] * 5
        assert st.hands[seat].bit_count() == 5
    assert st.hands[0] == mask("3C 5C 6C QC KC")
    assert len(st.stock) == 54 - 2 * 15
    for viewer in (0, 1, None):  # the secret cards are seen by nobody, the face-up by all
        seen = view(st, viewer)["seats"][1]["table"]
        assert [slot[0] for slot in seen] == [None] * 5
        assert all(slot[1] is not None for slot in seen)


@pytest.mark.parametrize("size", [3, 4, 5])
def test_zone_size_and_the_hand_refilled_to_it(size: int) -> None:
    """004: "Each player is given (3-5) secret cards (face down) and (3-5) cards face up ...
    The player receives (3-5) cards in hand" and "For every card you put down it is replaced
    with a card from the pile so you always have at least five cards in your hand." -- option
    ``zone_size``: the hand is refilled to the zone's size. Reading chosen: as many players
    as the pack deals whole zones to, at most five."""
    hands = {
        3: ("3C 5C 6C", "5D 6D QD"),
        4: ("3C 5C 6C QC", "5D 6D QD KD"),
        5: ("3C 5C 6C QC KC", "5D 6D QD KD AD"),
    }[size]
    s = Scenario(*hands, options={"zone_size": size}, stock="AS AH")
    st = s.state
    assert [len(slot) for slot in st.tables[0]] == [2] * size
    assert st.hands[0].bit_count() == size and len(st.stock) == 54 - 2 * 3 * size
    ev = s.act(0, "play 3C")
    assert ev == [played(0, "3C"), CardsDrawn(0, mask("AS")), TurnStarted(1)]
    assert st.hands[0].bit_count() == size
    rs = build_ruleset(PRESET, {"zone_size": size})
    most = {3: 5, 4: 4, 5: 3}[size]
    Game(rs, most)
    with pytest.raises(ValueError):
        Game(rs, most + 1)
    s.assert_replays()


def test_face_down_face_up_and_hand_counts_each_from_three_to_five() -> None:
    """004: "Each player is given (3-5) secret cards (face down) and (3-5) cards face up for
    all to see on the table. The player receives (3-5) cards in hand" -- options face_down,
    face_up and hand (zone_size sets all three). Reading chosen: the face-up cards lie on
    face-down ones; the extra face-down cards lie uncovered and are played blind after every
    face-up card, as the others (extra face-up cards: see the next test)."""
    options = {"face_down": 5, "face_up": 3, "hand": 4}
    s = Scenario(
        "3C 5C 6C QC",
        "5D 6D QD 5H",
        options=options,
        stock="AS AH",
        table=[("KC KH KS QH QS", "TC TD TH"), ("AC AD KD 9C 9D", "JC JD JH")],
        setup=False,
    )
    st = s.state
    assert [len(slot) for slot in st.tables[0]] == [2, 2, 2, 1, 1]
    assert st.hands[0].bit_count() == 4 and len(st.stock) == 54 - 2 * 12
    assert "swap 3C TC" in s.legal(0) and not any("KS" in t for t in s.legal(0))
    assert st.accessible(0) == (mask("TC TD TH"), [])  # the face-up cards first
    s.events += finish_setup(st)
    ev = s.act(0, "play 3C")
    assert ev == [played(0, "3C"), CardsDrawn(0, mask("AS")), TurnStarted(1)]
    assert st.hands[0].bit_count() == 4  # refilled to the hand's size
    s.assert_replays()
    layout = get_preset(PRESET).describe()["layout"]
    assert (layout["face_down"], layout["face_up"], layout["hand"]) == (5, 5, 5)
    rs = build_ruleset(PRESET, options)
    assert rs.layout.layer_counts() == (5, 3) and rs.hand_min == 4 and rs.max_players == 4
    assert build_ruleset(PRESET, {"zone_size": 3, "hand": 5}).layout.layer_counts() == (3, 3)
    assert build_ruleset(PRESET, {"zone_size": 4}).to_dict()["layout"].keys() == (
        build_ruleset(PRESET).to_dict()["layout"].keys()
    )  # counts written only where they differ
    assert build_ruleset(PRESET, {"face_down": 3, "face_up": 4}).layout.layer_counts() == (3, 4)
    with pytest.raises(RulesetError, match="from 3 to 5"):
        build_ruleset(PRESET, {"hand": 6})


def test_more_face_up_than_face_down_cards_lie_with_nothing_beneath() -> None:
    """004: "Each player is given (3-5) secret cards (face down) and (3-5) cards face up for
    all to see on the table. The player receives (3-5) cards in hand" and "When the cards in
    your hand are gone you move on to the cards facing up on the table. Once all the cards
    facing up are gone you then can move on to the cards facing down." -- options face_down
    3, face_up 5, hand 4. Reading chosen: three face-up cards lie on the three face-down ones,
    the other two in places of their own with nothing beneath; they are swapped and played
    like the others, and no face-down card is turned while any face-up card is left."""
    options = {"face_down": 3, "face_up": 5, "hand": 4}
    s = Scenario(
        "3C 3D 3H KS",
        "2C AC 2S 6C",
        "2D AD 5D 6D",
        "2H AH 5H 6H",
        table=[
            ("QC QD QH", "KC KD KH 3S AS"),
            ("7C 7D 7H", "8C 8D 8H 8S 9C"),
            ("7S 9D 9H", "JC JD JH JS 9S"),
            ("4H 4S QS", "5C 5S 6S RJ BJ"),
        ],
        stock="TC TD TH TS 4C 4D",
        options=options,
        setup=False,
    )
    st = s.state
    assert st.tables[0] == [
        cards("QC KC"),
        cards("QD KD"),
        cards("QH KH"),
        cards("3S"),
        cards("AS"),
    ]
    assert st.hands[0] == mask("3C 3D 3H KS") and len(st.stock) == 54 - 4 * 12
    for viewer in (0, 1, None):  # the secret cards are seen by nobody, the face-up by all
        assert view(st, viewer)["seats"][0]["table"] == [
            [None, "KC"],
            [None, "KD"],
            [None, "KH"],
            ["3S"],
            ["AS"],
        ]
    # the swap reaches the face-up cards with nothing beneath, never a face-down one
    assert {"swap 3S KS", "swap KS AS", "swap KC KS"} <= s.legal(0)
    assert not any("Q" in t for t in s.legal(0))
    assert s.act(0, "swap KS 3S") == [CardsSwapped(0, cards("KS")[0], cards("3S")[0])]
    assert view(st, 1)["seats"][0]["table"] == [
        [None, "KC"],
        [None, "KD"],
        [None, "KH"],
        ["KS"],
        ["AS"],
    ]
    s.events += finish_setup(st)
    assert st.turn == 0  # the 3 dealt face up starts, though swapped into the hand
    # the hand and the stock run out: four 3s burn, four 10s burn, the go-again 4s
    s.script((0, "play 3C 3D 3H 3S"), (0, "play TC TD TH TS"), (0, "play 4C 4D"))
    assert st.hands[0] == 0 and st.stock == [] and st.turn == 0
    assert s.plays(0) >= {"play KC KD KH KS", "play AS"}
    assert not any(t.startswith("flip") for t in s.legal(0))
    ev = s.act(0, "play KC KD KH KS")  # from over the face-down cards and beside them
    assert ev == [
        played(0, "KC KD KH KS", FROM_TABLE),
        PileBurned(0, "four_of_a_kind"),
        TurnContinued(0),
    ]
    # the face-down cards are uncovered, but a face-up card is left: it goes first
    assert s.legal(0) == {"play AS"}
    for viewer in (0, 1, None):
        assert view(st, viewer)["seats"][0]["table"] == [[None], [None], [None], [], ["AS"]]
    assert s.act(0, "play AS") == [played(0, "AS", FROM_TABLE), TurnStarted(1)]
    s.script((1, "play 2C"), (2, "play 5D"), (3, "play 6H"))
    assert s.legal(0) == {"flip 0", "flip 1", "flip 2"}  # blind, one at a time
    ev = s.act(0, "flip 0")
    assert ev == [CardTurned(0, cards("QC")[0], 0), played(0, "QC", FROM_TURNED), TurnStarted(1)]
    for viewer in (0, 1, None):
        assert view(st, viewer)["seats"][0]["table"] == [[], [None], [None], [], []]
    s.script(
        (1, "play AC"),
        (2, "play 2D"),
        (3, "play 5H"),
        (0, "flip 1"),
        (1, "play 2S"),
        (2, "play 6D"),
        (3, "play 2H"),
    )
    ev = s.act(0, "flip 2")
    assert ev == [
        CardTurned(0, cards("QH")[0], 2),
        played(0, "QH", FROM_TURNED),
        SeatFinished(0, 1),
        TurnStarted(1),
    ]
    assert st.tables[0] == [[]] * 5 and not st.holds_cards(0)
    s.assert_replays()


def test_hand_refilled_to_five_and_never_beyond() -> None:
    """004: "For every card you put down it is replaced with a card from the pile so you
    always have at least five cards in your hand." """
    s = Scenario("3C 5C 5D QC KC", "RJ 6D QD KD AD", stock="AS AH 6S 6C")
    st = s.state
    ev = s.act(0, "play 5C 5D")
    assert ev[1] == CardsDrawn(0, mask("AS AH"))  # two laid, two drawn
    s.act(1, "play RJ")
    s.act(0, "pickup")  # the joker: seat 0 takes the two 5s into a hand of five
    assert st.hands[0] == mask("3C QC KC AS AH 5C 5D")
    s.act(1, "play 6D")
    ev = s.act(0, "play QC")
    assert ev == [played(0, "QC"), TurnStarted(1)]  # six left: nothing to draw
    s.assert_replays()


def test_swap_hand_cards_for_face_up_cards_before_play() -> None:
    """004: "At the beginning stage of the game the players can swap cards in their hand for
    cards on the table facing up." """
    s = Scenario(
        "3C 5C 6C QC KC",
        "5D 6D QD KD AD",
        table=[("KH KS QH QS AH", "TC TD JC JD 9C"), ("AC AS 6H 6S 5H", "TH TS JH JS 9D")],
        setup=False,
    )
    st = s.state
    assert st.to_act() == [0, 1]
    assert "swap 6C TC" in s.legal(0) and "ready" in s.legal(0)
    s.act(0, "swap 6C TC")
    assert st.hands[0] == mask("3C 5C TC QC KC")
    assert [slot[-1] for slot in st.tables[0]] == cards("6C TD JC JD 9C")
    s.act(0, "swap 5C JC")
    s.script((0, "ready"), (1, "ready"))
    assert st.phase == PLAYING and st.turn == 0
    assert st.hands[0] == mask("3C JC TC QC KC")
    s.assert_replays()


def test_the_lowest_card_that_is_not_special_starts() -> None:
    """004: "The player with the lowest card that is not a special card starts." -- with the
    default ranks the special cards are 2, 4, 7, 8, 9, 10, J and the jokers."""
    assert build_ruleset(PRESET).first_player_ranks == "356QKA"
    # seat 1 (first checked) holds the 2, 4, 7 and 8 and a 6; seat 0's 5 is lower
    s = Scenario("5C QC KC AC AD", "2D 4D 7D 8D 6D")
    assert s.state.turn == 0
    s = Scenario("5C QC KC AC AD", "3D 4D 7D 8D 6D")
    assert s.state.turn == 1


def test_the_player_left_of_the_dealer_gets_first_check() -> None:
    """004: "In this game the computer to the left of you always gets first check if lowest
    cards" -- reading chosen: equal lowest cards, the first seat from the dealer's left
    starts."""
    assert Scenario("5C QC KC AC AD", "5D 6D QD KD AH").state.turn == 1
    assert Scenario("5C QC KC AC AD", "5D 6D QD KD AH", dealer=1).state.turn == 0


def test_same_or_higher_value_and_several_cards_of_one_value() -> None:
    """004: "The players then take turns to lay a card(s) which has the same or higher value
    ( or special card). You can play more than one card at a time as long as they are of the
    same value." """
    s = Scenario("3C 6C 6D 6H KC", "5D 6S QD KD 2D", stock="AS AH")
    s.act(0, "play 6C 6D")
    assert s.plays(1) == {"play 6S", "play QD", "play KD", "play 2D"}  # not the 5
    for text in ("play 5D", "play 5D 6S", "play QD KD"):
        with pytest.raises(IllegalActionError):
            s.act(1, text)
    s.act(1, "play 6S")
    assert s.state.pile_mask == mask("6C 6D 6S")
    s.assert_replays()


# --- the chance card -----------------------------------------------------------------------


def stuck(stock: str, options: Mapping[str, Any] | None = None) -> Scenario:
    """Seat 0 cannot beat seat 1's ace (hand 3C 5C 5D 6C QD)."""
    s = Scenario("3C 5C 5D 6C KD", "AH 5S 6H 6S 3S", stock=stock, options=options)
    assert s.state.turn == 1  # both hold a 3: seat 1 is checked first
    s.act(1, "play 3S")
    assert "chance" not in s.legal(0)  # seat 0 can go: no chance card
    s.script((0, "play KD"), (1, "play AH"))
    assert s.state.hands[0] == mask("3C 5C 5D 6C QD")
    return s


def test_chance_card_only_when_the_player_cannot_go() -> None:
    """004: "If you cannot go and there are cards remaining in the pile you can use the top
    card from the pile as a chance card if you want." """
    s = stuck("KC QD KS AC")
    assert s.legal(0) == {"chance", "pickup"}
    ev = s.act(0, "chance")
    assert ev == [CardTurned(0, cards("AC")[0], -1), played(0, "AC", FROM_TURNED), TurnStarted(1)]
    assert s.state.pile_mask == mask("3S KD AH AC")
    s.assert_replays()


def test_chance_card_that_cannot_go_is_picked_up_with_the_pile() -> None:
    """004: "If you still cannot go or there are no cards remaining in the pile you must
    pickup the all the cards laid." """
    s = stuck("KC QD KS 5H")
    ev = s.act(0, "chance")
    assert ev == [
        CardTurned(0, cards("5H")[0], -1),
        PileTaken(0, mask("3S KD AH"), mask("5H")),
        TurnStarted(1),
    ]
    assert s.state.hands[0] == mask("3C 5C 5D 6C QD 3S KD AH 5H")
    s.assert_replays()


def test_option_no_chance_card() -> None:
    """Option ``no_chance_card``: a player who cannot play picks up (004: "you must pickup the
    all the cards laid")."""
    s = stuck("KC QD KS AC", {"no_chance_card": True})
    assert s.legal(0) == {"pickup"}
    s.act(0, "pickup")
    assert s.state.stock[-1] == cards("AC")[0]  # the stock is untouched
    s.assert_replays()


# --- the table cards and the end -----------------------------------------------------------


def to_the_table() -> Scenario:
    """Three seats (the stock is nine cards). Seat 1 starts with its 3s; the stock runs out
    on seat 0's three 6s; seat 0 burns with its 10, goes again with its 4 and lays its three
    queens: its hand is empty. Seats 1 and 2 then lay an ace and a 2."""
    s = Scenario(
        "6C 6D 6H TC 4C",
        "3C 3D 3H 2D KS",
        "5C 5D 5H 2S 2H",
        table=[
            ("3S 5S 7C 7D 7H", "TD 4D 4H KD KH"),
            ("8C 8D 8H 8S 9C", "9D 9H 9S TH TS"),
            ("JC JD JH JS AS", "6S 4S 7S RJ BJ"),
        ],
        stock="AC AD QS AH KC 2C QC QD QH",
    )
    s.script(
        (1, "play 3C 3D 3H"),
        (2, "play 5C 5D 5H"),
        (0, "play 6C 6D 6H"),
        (1, "play KS"),
        (2, "play 2S"),
        (0, "play TC"),
        (0, "play 4C"),
        (0, "play QC QD QH"),
        (1, "play AC"),
        (2, "play 2H"),
    )
    st = s.state
    assert st.stock == [] and st.hands[0] == 0 and st.turn == 0
    return s


def test_hand_then_face_up_then_face_down_cards_one_at_a_time() -> None:
    """004: "When the cards in your hand are gone you move on to the cards facing up on the
    table. Once all the cards facing up are gone you then can move on to the cards facing
    down. The cards facing down can only be laid one at a time." """
    s = to_the_table()
    st = s.state
    assert not any(t.startswith("flip") for t in s.legal(0))
    assert s.plays(0) == {
        "play TD",
        "play 4D",
        "play 4H",
        "play 4D 4H",
        "play KD",
        "play KH",
        "play KD KH",
    }
    ev = s.act(0, "play TD")
    assert ev == [played(0, "TD", FROM_TABLE), PileBurned(0, "clear"), TurnContinued(0)]
    s.script((0, "play 4D 4H"), (0, "play KD KH"))
    assert [len(slot) for slot in st.tables[0]] == [1] * 5
    s.script((1, "play AD"), (2, "play 2C"))
    assert s.legal(0) == {"flip 0", "flip 1", "flip 2", "flip 3", "flip 4"}
    ev = s.act(0, "flip 0")
    assert ev == [CardTurned(0, cards("3S")[0], 0), played(0, "3S", FROM_TURNED), TurnStarted(1)]
    s.assert_replays()


def test_a_pick_up_while_on_the_table_goes_back_to_the_hand() -> None:
    """004: "If at any point while playing your cards on the table you pick up. You then go
    back to playing the picked up cards in your hand and cannot play the cards on the table
    until all cards have been played from your hand." """
    s = to_the_table()
    st = s.state
    s.script(
        (0, "play TD"),
        (0, "play 4D 4H"),
        (0, "play KD KH"),
        (1, "play AD"),
        (2, "play 2C"),
        (0, "flip 0"),
        (1, "play QS"),
        (2, "play AH"),
    )
    ev = s.act(0, "flip 1")  # a 5 on an ace: the pile and the 5 go to the hand
    assert ev == [
        CardTurned(0, cards("5S")[0], 1),
        PileTaken(0, mask("4D 4H KD KH AD 2C 3S QS AH"), mask("5S")),
        TurnStarted(1),
    ]
    s.script((1, "play 2D"), (2, "play KC"))
    legal = s.legal(0)
    assert not any(t.startswith("flip") for t in legal)  # the table waits for the hand
    assert {"play KD KH", "play AD AH", "play 2C", "play 4D"} <= legal
    assert [len(slot) for slot in st.tables[0]] == [0, 0, 1, 1, 1]
    s.assert_replays()


def test_a_pick_up_on_face_up_cards_takes_only_the_laid_cards() -> None:
    """004: "If you still cannot go or there are no cards remaining in the pile you must
    pickup the all the cards laid." and "If at any point while playing your cards on the table
    you pick up. You then go back to playing the picked up cards in your hand" """
    s = to_the_table()
    s.script((0, "play TD"), (0, "play 4D 4H"), (0, "play KD"), (1, "play AD"), (2, "play AH"))
    assert s.state.tables[0][4] == cards("7H KH")  # the KH is left face up
    assert s.legal(0) == {"pickup"}  # a king cannot go on an ace, the stock is gone
    s.act(0, "pickup")
    assert s.state.tables[0][4] == cards("7H KH")
    assert s.state.hands[0] == mask("4D 4H KD AD AH")


def _lowest_first(s: Scenario) -> None:
    """Every seat plays its first legal play (the lowest), else the chance card, else
    picks up, until the game ends."""
    st = s.state
    while not st.is_over():
        seat = st.to_act()[0]
        acts = st.legal_actions(seat)
        pick = next((a for a in acts if a.kind in ("play", "flip")), None)
        pick = pick or next((a for a in acts if a.kind == "chance"), acts[0])
        s.apply(seat, pick)


def test_out_when_every_card_is_gone_and_the_last_remaining_player_loses() -> None:
    """004: "Once all your cards facing down are gone and you have no cards left in your hand
    you are out. The last remaining player is the loser" """
    s = Scenario("3C 5C 6C QC KC", "3D 5D 6D QD KD", "3H 5H 6H QH KH")
    _lowest_first(s)
    st = s.state
    result = st.result
    assert result is not None and result.reason == "last_player"
    assert sorted(result.order) == [seat for seat in range(3) if seat != result.loser]
    assert st.holds_cards(result.loser)
    for seat in result.order:
        assert not st.holds_cards(seat)
    s.assert_replays()


def test_option_turn_cap() -> None:
    """Option ``turn_cap`` (every preset): the game ends as a draw after that many turns."""
    s = Scenario("3C 5C 6C QC KC", "3D 5D 6D QD KD", options={"turn_cap": 10})
    _lowest_first(s)
    assert s.state.result == GameEnded("turn_cap", (), -1, -1)
    assert s.state.turns == 10


# --- the 2: reset --------------------------------------------------------------------------


def test_two_goes_on_anything_but_the_pick_up_and_go_again_cards() -> None:
    """004: "Two ( The Reset Card ) - A two can be laid on anything but the Pick up & Go Again
    card" """
    for top in ("AH", "KH", "JH", "7H"):  # an ace, a king, the reverse card, the LTC
        s = Scenario("2C 5C 6C QC KC", f"3D {top} 5D 6D QD", stock="AS")
        s.act(1, f"play {top}")
        assert "play 2C" in s.plays(0), top
    seen_through = Scenario("2C 8C 6C QC KC", "3D AH 2D 6D QD", stock="AS AD")
    seen_through.script((1, "play AH"), (0, "play 8C"))  # the invisible card on an ace
    assert "play 2D" in seen_through.plays(1)
    go_again = Scenario("2C 4C 6C QC KC", "3D 5D 6D QD KD", stock="AS AH")
    go_again.script((1, "play 3D"), (0, "play 4C"))
    assert go_again.state.turn == 0
    assert "play 2C" not in go_again.plays(0) and "play 6C" in go_again.plays(0)
    pick_up = Scenario("2C 5C 6C QC KC", "3D RJ 5D 6D QD", stock="AS")
    pick_up.act(1, "play RJ")
    assert pick_up.legal(0) == {"pickup"}
    for s in (seen_through, go_again, pick_up):
        s.assert_replays()


def test_anything_goes_on_a_two() -> None:
    """004: "and anything can be laid on a two." """
    s = Scenario("RJ 7C TC 4C 5C", "3D 2D 5D 6D QD", stock="AS AH 9C JC")
    s.act(1, "play 2D")
    assert s.plays(0) == {"play RJ", "play 7C", "play TC", "play 4C", "play 5C"}
    s.act(0, "play 5C")
    assert s.plays(1) == {"play 5D", "play 6D", "play QD", "play AS"}  # reset: beat the 5
    s.assert_replays()


# --- the 10: burn --------------------------------------------------------------------------


def test_ten_burns_the_pile_and_its_player_goes_again() -> None:
    """004: "Ten ( The Burn Card ) - The ten clears ( or burns) the cards laid pile and the
    player gets another go." """
    s = Scenario("TC 5C 6C QC KC", "3D 6D QD KD AD", stock="AS 2S 5S 5H")
    st = s.state
    s.script((1, "play 3D"), (0, "play 6C"), (1, "play 6D"))
    ev = s.act(0, "play TC")
    assert ev == [
        played(0, "TC"),
        CardsDrawn(0, mask("5H")),
        PileBurned(0, "clear"),
        TurnContinued(0),
    ]
    assert st.removed == mask("3D 6C 6D TC") and st.pile_mask == 0
    assert "play 5C" in s.plays(0)  # a fresh pile
    s.assert_replays()


def ten_on(top: str, options: Mapping[str, Any] | None = None) -> bool:
    s = Scenario("3C TC 4C 5C 6C", f"{top} 5H 6H QS KS", stock="9C 9H AH AS", options=options)
    s.script((0, "play 3C"), (1, f"play {top}"))
    assert s.state.turn == 0
    return "play TC" in s.plays(0)


def test_ten_is_played_on_cards_up_to_a_ten() -> None:
    """004: "You have the choice of the value the ten can be played on(Ten, Ace)" -- reading
    chosen: on cards up to a 10 by default (option ``ten_on``); never on the lower-than card,
    which asks for the same value or lower."""
    assert ten_on("6D") and ten_on("2D")
    assert not any(ten_on(top) for top in ("JD", "QD", "AD", "7D"))


def test_option_ten_on_ace() -> None:
    """004: "You have the choice of the value the ten can be played on(Ten, Ace)" -- option
    ``ten_on='A'``: on anything up to an ace."""
    ace = {"ten_on": "A"}
    assert all(ten_on(top, ace) for top in ("6D", "JD", "QD", "AD"))
    assert not ten_on("7D", ace)  # the lower-than card still asks for lower


# --- four of a kind ------------------------------------------------------------------------


def test_four_of_a_value_in_a_row_burn_and_the_last_player_goes_again() -> None:
    """004: "If four or more cards of the same value are played consecutively ... then the
    laid cards are cleared. The player to put the last card down in this series gets another
    go." """
    s = Scenario("3C 5C 5D 6C 6D", "5H 5S QH QS KS", stock="KC KD AH AS AC AD")
    st = s.state
    s.script((0, "play 3C"), (1, "play 5H"), (0, "play 5C 5D"))
    ev = s.act(1, "play 5S")
    assert ev[2:] == [PileBurned(1, "four_of_a_kind"), TurnContinued(1)]
    assert st.removed == mask("3C 5C 5D 5H 5S") and st.turn == 1
    s.assert_replays()


def test_four_of_a_value_at_once_burn() -> None:
    """004: "If four or more cards of the same value are played ... at the same time, then the
    laid cards are cleared." """
    s = Scenario("3C QC QD QH QS", "5H 5S 6H 6S KS", stock="KC KD AH AS AC AD")
    s.act(0, "play 3C")
    s.act(1, "play 5H")
    ev = s.act(0, "play QC QD QH QS")
    assert ev[2:] == [PileBurned(0, "four_of_a_kind"), TurnContinued(0)]
    assert s.state.removed == mask("3C 5H QC QD QH QS")
    s.assert_replays()


def test_option_no_four_burn() -> None:
    """Option ``no_four_burn``: four of a kind does not burn."""
    s = Scenario(
        "3C QC QD QH QS",
        "5H 5S 6H 6S KS",
        stock="KC KD AH AS AC AD",
        options={"no_four_burn": True},
    )
    ev = s.act(0, "play QC QD QH QS")
    assert ev == [played(0, "QC QD QH QS"), CardsDrawn(0, mask("KC KD AH AS")), TurnStarted(1)]
    assert s.state.pile_mask == mask("QC QD QH QS")


def test_invisible_cards_burn_only_when_four_are_laid_together() -> None:
    """004: "As this card is invisible it does not count for a 4 card clear only when four
    invisible cards are laid" """
    one_by_one = Scenario("3C 8C 8D 6C 6D", "8H 8S QH QS KS", stock="KC KD AH AS AC AD")
    one_by_one.script((0, "play 3C"), (1, "play 8H"), (0, "play 8C"), (1, "play 8S"))
    ev = one_by_one.act(0, "play 8D")
    assert ev == [played(0, "8D"), CardsDrawn(0, mask("AC")), TurnStarted(1)]
    assert one_by_one.state.pile_mask == mask("3C 8C 8D 8H 8S")
    pairs = Scenario("3C 8C 8D 6C 6D", "8H 8S QH QS KS", stock="KC KD AH AS AC AD")
    pairs.script((0, "play 3C"), (1, "play 8H 8S"))
    ev = pairs.act(0, "play 8C 8D")
    assert "PileBurned" not in [type(e).__name__ for e in ev]
    together = Scenario("3C 8C 8D 8H 8S", "5H 5S QH QS KS", stock="KC KD AH AS AC AD")
    ev = together.act(0, "play 8C 8D 8H 8S")
    assert ev[2:] == [PileBurned(0, "four_of_a_kind"), TurnContinued(0)]
    for s in (one_by_one, pairs, together):
        s.assert_replays()


# --- the lower-than card (7) ---------------------------------------------------------------


def test_lower_than_card_asks_for_the_same_value_or_lower() -> None:
    """004: "Lower Than Card (LTC)- When the LTC is laid the other player must lay the same
    value or lower (the only time you do not have to lay the same or higher value)" --
    reading chosen: the 7 is the LTC by default (option ``ltc``)."""
    s = Scenario("3C 3H 7C 6C KC", "6D 5D 9D 7D 4D", stock="AS QD AH KH")
    s.script((0, "play 3C"), (1, "play 6D"), (0, "play 7C"))
    assert s.plays(1) == {"play 5D", "play 7D", "play 4D"}  # not the 9 nor the queen
    assert s.state.hands[1] == mask("5D 9D 7D 4D QD")
    s.act(1, "play 5D")
    assert s.plays(0) == {"play 6C", "play KC", "play AS", "play AH", "play AH AS"}  # not 3H
    s.assert_replays()


def ltc_on(top: str, options: Mapping[str, Any] | None = None) -> bool:
    s = Scenario("3C 7C 4C 5C 6C", f"{top} 5H 6H QS 2D", stock="9D 9H AH AS", options=options)
    s.script((0, "play 3C"), (1, f"play {top}"))
    return "play 7C" in s.plays(0)


@pytest.mark.parametrize(
    ("option", "laid_on"),
    [
        ("itself", {"5D", "6D"}),
        ("one_below", {"5D", "6D"}),
        ("king", {"5D", "6D", "QD", "KD"}),
        ("ace", {"5D", "6D", "QD", "KD", "AD"}),
    ],
)
def test_option_ltc_on(option: str, laid_on: set[str]) -> None:
    """004: "You also choose the value the LTC can be laid on, either the card chosen, The
    value 1 below the LTC, The king or An Ace." -- option ``ltc_on`` (default ``itself``):
    the LTC is laid on cards up to that value."""
    opts = {"ltc_on": option} if option != "itself" else None
    assert {top for top in ("5D", "6D", "QD", "KD", "AD") if ltc_on(top, opts)} == laid_on


def test_lower_than_card_on_itself() -> None:
    """004: "You also choose the value the LTC can be laid on, either the card chosen" -- with
    the default ``itself`` an LTC may be laid on an LTC."""
    s = Scenario("3C 7C 4C 5C 6C", "7D 5H 6H QS 2D", stock="9D 9H AH AS")
    s.script((0, "play 3C"), (1, "play 7D"))
    assert "play 7C" in s.plays(0)


def test_option_ltc_on_one_below_refuses_the_lower_than_card_on_itself() -> None:
    """004: "You also choose the value the LTC can be laid on, either the card chosen, The
    value 1 below the LTC" -- with ``one_below`` the LTC (7) is laid on a 6 or lower, so not
    on a 7."""
    s = Scenario(
        "3C 7C 4C 5C 6C", "7D 5H 6H QS 2D", stock="9D 9H AH AS", options={"ltc_on": "one_below"}
    )
    s.script((0, "play 3C"), (1, "play 7D"))
    assert "play 7C" not in s.plays(0)


# --- the pick-up (trump) card --------------------------------------------------------------


def test_pick_up_card_next_player_lays_a_trump_too_or_picks_up() -> None:
    """004: "Pick-Up \\ Trump card - When laid the other player must also lay the trump card
    or pickup (This card is only used once in the game so is discarded after use) You can use
    the joker for this card." -- reading chosen: the jokers are the pick-up card by default
    (option ``jokers``); after the pick-up the next player starts the new pile."""
    s = Scenario("3C 2C 4C TC 8C", "5D RJ 6D QD KD", stock="AS AH 6S")
    st = s.state
    s.script((0, "play 3C"), (1, "play 5D"), (0, "play TC"), (0, "play 8C"))
    ev = s.act(1, "play RJ")
    assert ev[-1] == ResponseRequested(0, "forced_pickup", 1)
    assert st.step == RESPOND_FORCED
    assert s.legal(0) == {"pickup"}  # neither the 2, nor the go-again card, nor a 10
    ev = s.act(0, "pickup")
    assert ev == [CardsRemoved(mask("RJ")), PileTaken(0, mask("8C"), 0), TurnStarted(1)]
    assert st.removed & mask("RJ") and not st.hands[0] & mask("RJ")
    s.assert_replays()


def test_pick_up_card_answered_by_the_other_joker_both_leave_the_game() -> None:
    """004: "When laid the other player must also lay the trump card or pickup (This card is
    only used once in the game so is discarded after use)" -- reading chosen: the answering
    trump passes the pick-up on to the next player."""
    s = Scenario("3C RJ 5D 6C 6D", "BJ 5S QH QS KS", "5H 6H 6S KH KD", stock="KC AD AH AS AC QD")
    st = s.state
    s.script((0, "play 3C"), (1, "play 5S"), (2, "play 6H"), (0, "play RJ"))
    assert s.legal(1) == {"play BJ", "pickup"}
    ev = s.act(1, "play BJ")
    assert ev[-1] == ResponseRequested(2, "forced_pickup", 1)
    assert s.legal(2) == {"pickup"}
    ev = s.act(2, "pickup")
    assert ev == [CardsRemoved(mask("RJ BJ")), PileTaken(2, mask("3C 5S 6H"), 0), TurnStarted(0)]
    assert st.removed == mask("RJ BJ")
    two = Scenario("3C RJ 5D 6C 6D", "BJ 5S QH QS KS", stock="KC AD AH AS AC QD")
    two.script((0, "play 3C"), (1, "play 5S"), (0, "play RJ"), (1, "play BJ"))
    assert two.state.turn == 0 and two.legal(0) == {"pickup"}  # back to the first joker
    ev = two.act(0, "pickup")
    assert ev[:2] == [CardsRemoved(mask("RJ BJ")), PileTaken(0, mask("3C 5S"), 0)]
    s.assert_replays()
    two.assert_replays()


def test_option_trump_a_rank_as_the_pick_up_card() -> None:
    """004: "Pick-Up \\ Trump card - When laid the other player must also lay the trump card
    or pickup (This card is only used once in the game so is discarded after use)" -- option
    ``trump``: a rank as the pick-up card, instead of the jokers (``jokers='none'``) or
    besides them."""
    s = Scenario(
        "3C QC 5D 6C QH",
        "QD 5S 6H 6S KS",
        stock="KC AD AH AS AC 9D",
        options={"trump": "Q", "jokers": "none"},
    )
    st = s.state
    assert len(s.game.deck()) == 52
    s.script((0, "play 3C"), (1, "play 5S"))
    ev = s.act(0, "play QC")
    assert ev[-1] == ResponseRequested(1, "forced_pickup", 0)
    assert s.legal(1) == {"play QD", "pickup"}
    s.act(1, "play QD")
    assert s.legal(0) == {"play QH", "pickup"}
    s.act(0, "play QH")
    ev = s.act(1, "pickup")
    assert ev == [CardsRemoved(mask("QC QD QH")), PileTaken(1, mask("3C 5S"), 0), TurnStarted(0)]
    assert st.removed == mask("QC QD QH")
    both = Scenario(
        "3C QC 5D 6C QH", "RJ 5S 6H 6S KS", stock="KC AD AH AS AC 9D", options={"trump": "Q"}
    )
    both.script((0, "play 3C"))
    ev = both.act(1, "play RJ")
    assert ev[-1] == ResponseRequested(0, "forced_pickup", 1)  # the jokers still force
    s.assert_replays()


# --- the invisible card (8) ----------------------------------------------------------------


def test_invisible_card_beat_the_card_below() -> None:
    """004: "Invisible card- An invisible card so the player must beat the value below." --
    reading chosen: the 8 is the invisible card by default (option ``invisible``)."""
    s = Scenario("3C 8C 5D 6C KD", "QH 5S 6H 6S KS", stock="KC AD AH AS AC QD")
    s.script((0, "play 3C"), (1, "play QH"))
    assert "play 8C" in s.plays(0)  # on a queen
    s.act(0, "play 8C")
    assert s.plays(1) == {"play KS", "play AD"}  # beat the queen
    ltc = Scenario("3C 8C 7D 6C KD", "7H 5S 6H QS KS", stock="KC AD AH AS AC QD")
    ltc.script((0, "play 3C"), (1, "play 7H"), (0, "play 8C"))
    assert ltc.plays(1) == {"play 5S", "play 6H"}  # still the same value or lower
    empty = Scenario("3C 8C 5D 6C KD", "QH 5S 6H 6S KS", stock="KC AD AH AS AC QD")
    empty.act(0, "play 8C")
    assert empty.plays(1) == {"play QH", "play 5S", "play 6H", "play 6S", "play 6H 6S", "play KS"}
    for x in (s, ltc, empty):
        x.assert_replays()


# --- miss a go (9) -------------------------------------------------------------------------


def three_seats(hand0: str, options: Mapping[str, Any] | None = None) -> Scenario:
    """Three seats; seat 0 (with the only 3) starts, then 1 and 2 lay a 5."""
    s = Scenario(
        hand0,
        "QH 5S 6H 6S KS",
        "5H QS 6D AS KH",
        stock="KC AD AH 2S AC QD 2C 2D 2H",
        options=options,
    )
    s.script((0, "play 3C"), (1, "play 5S"), (2, "play 5H"))
    return s


def test_miss_a_go_skips_the_next_player_one_per_card() -> None:
    """004: "Miss a go card- When one of these cards is played the next player's turn is
    skipped. when two or more of this card are laid at the same time that number of
    consecutive players are skipped." -- reading chosen: the 9 by default (option
    ``miss_a_go``)."""
    one = three_seats("3C 9C 9D 6C KD")
    ev = one.act(0, "play 9C")
    assert ev[-2:] == [PlayersSkipped((1,)), TurnStarted(2)]
    two = three_seats("3C 9C 9D 6C KD")
    ev = two.act(0, "play 9C 9D")
    assert ev[-2:] == [PlayersSkipped((1, 2)), TurnStarted(0)]
    one.assert_replays()
    two.assert_replays()


# --- go again (4) --------------------------------------------------------------------------


def test_go_again_player_lays_again_a_higher_card() -> None:
    """004: "When played the player lays again but has play a higher card, this includes a
    two. 2's cannot go on the go again card." -- reading chosen: the 4 is the go-again card
    by default (option ``go_again``); higher means higher than the 4."""
    s = Scenario("3C 4C 3D 2C 6C", "AH 5S 6H 6S KS", stock="5C QH TC")
    s.act(0, "play 3C")
    s.act(1, "play AH")
    assert s.plays(0) == {"play 4C", "play 2C"}
    ev = s.act(0, "play 4C")
    assert ev == [played(0, "4C"), CardsDrawn(0, mask("TC")), TurnContinued(0)]
    assert s.plays(0) == {"play 5C", "play 6C", "play TC"}  # not the 3, not the 2
    s.act(0, "play 5C")
    assert s.state.turn == 1
    s.assert_replays()


def test_go_again_goes_on_any_card_except_the_pick_up_card() -> None:
    """004: "Go Again Card - The Go Again Card can be played on any card except the pickup
    card." """
    for top in ("AH", "KH", "7H"):
        s = Scenario("4C 5C 6C QC KC", f"3D {top} 5D 6D QD", stock="AS")
        s.act(1, f"play {top}")
        assert "play 4C" in s.plays(0), top
    pick_up = Scenario("4C 5C 6C QC KC", "3D RJ 5D 6D QD", stock="AS")
    pick_up.act(1, "play RJ")
    assert pick_up.legal(0) == {"pickup"}


def test_pick_up_joker_may_be_laid_on_the_go_again_card() -> None:
    """004: "Jokers can be laid on any card ( except the LTC if the highest value card )" and
    "Pick-Up \\ Trump card ... You can use the joker for this card." """
    s = Scenario("3C 5C 5D 6C KD", "4H 5S 6H RJ 2S", stock="KC AD AH")
    s.script((0, "play 3C"), (1, "play 4H"))
    assert "play RJ" in s.plays(1)


# --- reverse (J) ---------------------------------------------------------------------------


def test_reverse_changes_the_direction_once_however_many_are_laid() -> None:
    """004: "Reverse Direction - When laid the direction of play reverses. If more than one
    laid the direction still only changes once." -- reading chosen: the J by default (option
    ``reverse``)."""
    s = three_seats("3C JC JD 6C KD")
    ev = s.act(0, "play JC JD")
    assert ev[-2:] == [DirectionReversed(-1), TurnStarted(2)]
    assert [type(e) for e in ev].count(DirectionReversed) == 1
    ev = s.act(2, "play AS")
    assert ev[-1] == TurnStarted(1)
    one = three_seats("3C JC 9D 6C KD")
    assert one.act(0, "play JC")[-2:] == [DirectionReversed(-1), TurnStarted(2)]
    s.assert_replays()


# --- the jokers ----------------------------------------------------------------------------


def test_option_jokers_invisible_and_reverse() -> None:
    """004: "The jokers can be added as either the Pick-Up card, An Invisible & Reverse
    direction card, ..." -- option ``jokers='invisible_reverse'``."""
    s = Scenario(
        "3C RJ 9D 6C KD",
        "QH 5S 6H 6S KS",
        "5H QS 6D AS KH",
        stock="KC AD AH 2S AC QD 2C 2D 2H",
        options={"jokers": "invisible_reverse"},
    )
    s.script((0, "play 3C"), (1, "play QH"), (2, "play AS"))
    ev = s.act(0, "play RJ")
    assert ev[-2:] == [DirectionReversed(-1), TurnStarted(2)]
    assert s.plays(2) == {"play AH"}  # beat the ace below the joker
    s.assert_replays()


def test_option_jokers_clear() -> None:
    """004: "The jokers can be added as either the Pick-Up card, An Invisible & Reverse
    direction card, Clear Card or the highest value card." -- option ``jokers='clear'``."""
    s = Scenario(
        "3C RJ 9D 6C KD",
        "QH 5S 6H 6S KS",
        "5H QS 6D AS KH",
        stock="KC AD AH 2S AC QD 2C 2D 2H",
        options={"jokers": "clear"},
    )
    s.script((0, "play 3C"), (1, "play QH"), (2, "play AS"))
    ev = s.act(0, "play RJ")
    assert ev[-2:] == [PileBurned(0, "clear"), TurnContinued(0)]
    assert s.state.removed == mask("3C QH AS RJ")
    s.assert_replays()


def test_option_jokers_none() -> None:
    """Option ``jokers='none'``: a pack without jokers."""
    game = Game(build_ruleset(PRESET, {"jokers": "none"}), 2)
    assert game.deck() == list(range(52))


def shot(options: Mapping[str, Any] | None = None) -> Scenario:
    """Three seats with the jokers as the highest card: seat 0 holds RJ, seat 1 an 8, a 2
    and (drawn) an ace, seat 2 the BJ and (drawn) an ace; the pile is 3C QH AS."""
    s = Scenario(
        "3C RJ 9D 6C KD",
        "QH 5S 6H 8S 2S",
        "5H QS BJ AS KH",
        stock="KC AD AH 2H AC QD 2C 2D 5C",
        options=options or {"jokers": "highest"},
    )
    s.script((0, "play 3C"), (1, "play QH"), (2, "play AS"))
    return s


def test_shooting_ace_is_aimed_at_a_player() -> None:
    """004: "The Shooting Ace: The jokers can be added as ... the highest value card. Jokers
    can be laid on any card ... or another ace to shoot another player" -- option
    ``jokers='highest'``: the joker is played at a seat (``play RJ at 1``)."""
    s = shot()
    assert {"play RJ at 1", "play RJ at 2"} <= s.legal(0)  # on seat 2's ace
    assert not {"play RJ", "play RJ at 0"} & s.legal(0)
    ev = s.act(0, "play RJ at 1")
    assert ev == [played(0, "RJ"), CardsDrawn(0, mask("2H")), ResponseRequested(1, "shot", 0)]
    assert s.state.step == RESPOND_SHOT and s.state.turn == 1
    assert s.legal(1) == {"play AD at 0", "play AD at 2", "play 8S", "play 2S", "pickup"}
    s.assert_replays()


def test_shot_shot_on_with_an_ace_or_a_joker_at_anyone() -> None:
    """004: "Jokers can be laid on any card ... or another ace to shoot another player or
    shoot back. If not then they pick up." and "Only an invisible card or Ace shoots back" """
    s = shot()
    s.act(0, "play RJ at 1")
    ev = s.act(1, "play AD at 2")
    assert ev[-1] == ResponseRequested(2, "shot", 1)
    assert {"play AH at 0", "play AH at 1", "play BJ at 0", "play BJ at 1"} <= s.legal(2)
    ev = s.act(2, "play BJ at 0")
    assert ev[-1] == ResponseRequested(0, "shot", 2)
    assert s.legal(0) == {"play 2H", "pickup"}
    ev = s.act(0, "pickup")
    assert ev == [PileTaken(0, mask("3C QH AS RJ AD BJ"), 0), TurnStarted(1)]
    s.assert_replays()


def test_shot_shot_back_with_an_invisible_card() -> None:
    """004: "Note: Only an invisible card or Ace shoots back, all others cards, play continues
    as normal." """
    s = shot()
    s.act(0, "play RJ at 1")
    ev = s.act(1, "play 8S")
    assert ev == [played(1, "8S"), CardsDrawn(1, mask("AC")), ResponseRequested(0, "shot", 1)]
    assert s.legal(0) == {"play 2H", "pickup"}
    s.assert_replays()


def test_shot_answered_by_a_card_that_may_go_on_it_then_play_continues() -> None:
    """004: "Note: Only an invisible card or Ace shoots back, all others cards, play continues
    as normal." and "Click the 'A' Button to pick what cards can go on the shooting Ace.
    Default rules as above." -- a 2 goes on anything."""
    s = shot()
    s.act(0, "play RJ at 1")
    ev = s.act(1, "play 2S")
    assert ev == [played(1, "2S"), CardsDrawn(1, mask("AC")), TurnStarted(2)]
    assert s.state.step != RESPOND_SHOT
    s.assert_replays()


def test_shot_answers_option_picks_what_cards_can_go_on_the_shooting_ace() -> None:
    """004: "Click the 'A' Button to pick what cards can go on the shooting Ace. Default rules
    as above." and "Only an invisible card or Ace shoots back, all others cards, play
    continues as normal." -- option shot_answers: the ranks that may go on it (aces and
    jokers still shoot on, the invisible card still shoots back)."""
    fives = shot({"jokers": "highest", "shot_answers": ["5"]})
    fives.act(0, "play RJ at 1")
    assert fives.legal(1) == {"play AD at 0", "play AD at 2", "play 8S", "play 5S", "pickup"}
    ev = fives.act(1, "play 5S")  # play goes on as normal
    assert ev[-1] == TurnStarted(2) and fives.state.step != RESPOND_SHOT
    fives.assert_replays()
    none = shot({"jokers": "highest", "shot_answers": []})
    none.act(0, "play RJ at 1")
    assert none.legal(1) == {"play AD at 0", "play AD at 2", "play 8S", "pickup"}  # not the 2
    with pytest.raises(RulesetError, match="shot_answers needs the shooting ace"):
        build_ruleset(PRESET, {"shot_answers": ["5"]})
    with pytest.raises(RulesetError, match="list of distinct ranks"):
        build_ruleset(PRESET, {"jokers": "highest", "shot_answers": ["A"]})
    with pytest.raises(RulesetError, match="list of distinct ranks"):
        build_ruleset(PRESET, {"jokers": "highest", "shot_answers": "5"})


def test_shot_target_picks_up() -> None:
    """004: "or another ace to shoot another player or shoot back. If not then they pick
    up." """
    s = shot()
    s.act(0, "play RJ at 2")
    ev = s.act(2, "pickup")
    assert ev == [PileTaken(2, mask("3C QH AS RJ"), 0), TurnStarted(0)]
    s.assert_replays()


def test_jokers_on_the_lower_than_card_except_as_the_highest_card() -> None:
    """004: "Jokers can be laid on any card ( except the LTC if the highest value card )" """
    for role in ("pickup", "invisible_reverse", "clear", "highest"):
        s = Scenario("3C RJ 5D 6C KD", "7H 5S 6H 8S 2S", stock="KC AD AH", options={"jokers": role})
        s.script((0, "play 3C"), (1, "play 7H"))
        jokers = {t for t in s.legal(0) if "RJ" in t}
        assert jokers == (set() if role == "highest" else {"play RJ"}), role


# --- the ranks of the special cards: settings ----------------------------------------------


def test_special_card_ranks_are_settings_with_the_documented_defaults() -> None:
    """004: "You have the choice of the value the ten can be played on(Ten, Ace)", "You also
    choose the value the LTC can be laid on" and "Click the 'A' Button to pick what cards can
    go on the shooting Ace." -- the text leaves the special cards (and their ranks) to the
    program's settings: the preset's defaults are its readings, named in its description."""
    described = get_preset(PRESET).describe()
    assert "Readings chosen" in described["description"]
    defaults = {o["name"]: o["default"] for o in described["options"]}
    assert defaults == {
        "ten_on": "T",
        "no_four_burn": False,
        "ltc": "7",
        "ltc_on": "itself",
        "invisible": "8",
        "miss_a_go": "9",
        "go_again": "4",
        "reverse": "J",
        "trump": "none",
        "jokers": "pickup",
        "shot_answers": None,
        "zone_size": 5,
        "face_down": None,
        "face_up": None,
        "hand": None,
        "no_chance_card": False,
        "voluntary_pickup": False,
        "turn_cap": 1000,
    }


def test_pick_up_only_when_you_cannot_go_unless_the_option_allows_it() -> None:
    """004: "If you cannot go and there are cards remaining in the pile you can use the top
    card from the pile as a chance card if you want. If you still cannot go or there are no
    cards remaining in the pile you must pickup" and "If you have to pick up ,click on the
    cards laid pile." Reading chosen: the pick-up is for a player who cannot go; the option
    voluntary_pickup allows it by choice, as the standard game does."""
    s = Scenario("5C 6C QC KC AC", "3D 5D 6D QD KD", stock="AS AH")
    s.act(1, "play 3D")
    assert "pickup" not in s.legal(0) and "play 5C" in s.legal(0)
    with pytest.raises(IllegalActionError):
        s.act(0, "pickup")
    by_choice = Scenario(
        "5C 6C QC KC AC", "3D 5D 6D QD KD", stock="AS AH", options={"voluntary_pickup": True}
    )
    by_choice.act(1, "play 3D")
    assert {"pickup", "play 5C"} <= by_choice.legal(0)
    by_choice.act(0, "pickup")
    assert by_choice.state.hands[0] & mask("3D")
    by_choice.assert_replays()


def opened_by(card: str, options: Mapping[str, Any]) -> tuple[Scenario, list[Any]]:
    """Seat 1 lays its 3; seat 0 lays ``card`` on it."""
    s = Scenario(f"{card} 5C 6C QC KC", "3D 5D 6D QD KD", stock="AS AH", options=options)
    s.act(1, "play 3D")
    return s, s.act(0, f"play {card}")


@pytest.mark.parametrize(
    ("option", "card", "beats"),
    [
        ("ltc", "7C", {"play QD", "play KD", "play AS"}),
        ("invisible", "8C", {"play QD", "play KD", "play AS"}),
        ("miss_a_go", "9C", {"play QD", "play KD", "play AS"}),
        ("go_again", "4C", {"play 5D", "play 6D", "play QD", "play KD", "play AS"}),
        ("reverse", "JC", {"play QD", "play KD", "play AS"}),
    ],
)
def test_a_role_set_to_none_leaves_a_plain_card(option: str, card: str, beats: set[str]) -> None:
    """004: the special cards are the program's settings -- a role option set to ``none``
    leaves its default rank a plain card, beaten by the same or higher value."""
    s, ev = opened_by(card, {option: "none"})
    assert ev == [played(0, card), CardsDrawn(0, mask("AH")), TurnStarted(1)]
    assert s.plays(1) == beats


def test_option_ltc_moves_the_lower_than_card() -> None:
    """004: "Lower Than Card (LTC)- When the LTC is laid the other player must lay the same
    value or lower" -- option ``ltc='5'``: the 5 asks for lower, the 7 is a plain card."""
    five = {"ltc": "5"}
    s = Scenario("3C 5C 6C QC KC", "3D 5D 7D QD KD", stock="AS AH AD", options=five)
    s.script((1, "play 3D"), (0, "play 5C"))
    assert s.plays(1) == {"play 5D"}
    s.act(1, "play 5D")
    assert s.plays(0) == {"play 3C"}
    seven = Scenario("3C 5C 6C QC KC", "3D 5D 7D QD KD", stock="AS AH AD", options=five)
    seven.act(1, "play 7D")
    assert seven.plays(0) == {"play QC", "play KC"}  # and the 5 is not laid on a 7
    s.assert_replays()


def test_option_invisible_moves_the_invisible_card() -> None:
    """004: "Invisible card- An invisible card so the player must beat the value below." --
    option ``invisible='3'``: the 3 is seen through, the 8 is a plain card."""
    s = Scenario("3C 5C 6C QC KC", "3D 8D 7D QD KD", stock="AS AH AD", options={"invisible": "3"})
    assert s.state.turn == 0  # the 3s are special now: seat 0's 5 is the lowest
    s.act(0, "play QC")
    assert s.plays(1) == {"play 3D", "play QD", "play KD"}  # no 8 on a queen
    s.act(1, "play 3D")
    assert s.plays(0) == {"play 3C", "play KC", "play AS"}  # beat the queen
    s.assert_replays()


def test_option_miss_a_go_moves_the_miss_a_go_card() -> None:
    """004: "Miss a go card- When one of these cards is played the next player's turn is
    skipped." -- option ``miss_a_go='K'``."""
    king = {"miss_a_go": "K"}
    s = Scenario("3C KC 9C QC 6C", "5D 6D QD KD AD", stock="AS AH 5S", options=king)
    s.act(0, "play 3C")
    s.act(1, "play 5D")
    ev = s.act(0, "play KC")
    assert ev[-2:] == [PlayersSkipped((1,)), TurnStarted(0)]
    plain = Scenario("3C KC 9C QC 6C", "5D 6D QD KD AD", stock="AS AH 5S", options=king)
    assert plain.act(0, "play 9C")[-1] == TurnStarted(1)  # a plain 9
    s.assert_replays()


def test_option_go_again_moves_the_go_again_card() -> None:
    """004: "Go Again Card - ... When played the player lays again but has play a higher card"
    -- option ``go_again='6'``: the 6 goes again, the 4 is a plain card."""
    s = Scenario("3C 6C 4C 5C QC", "5D 6D QD KD AD", stock="AS AH 2S", options={"go_again": "6"})
    s.script((0, "play 3C"), (1, "play 5D"))
    assert "play 4C" not in s.plays(0)  # a plain 4 on a 5
    ev = s.act(0, "play 6C")
    assert ev[-1] == TurnContinued(0)
    assert s.plays(0) == {"play QC", "play AS"}  # higher than the 6: not 4, 5 or 2
    s.assert_replays()


def test_option_reverse_moves_the_reverse_card() -> None:
    """004: "Reverse Direction - When laid the direction of play reverses." -- option
    ``reverse='Q'``: the queen reverses, the J is a plain card."""
    s = three_seats("3C QC JC 6C KD", {"reverse": "Q"})
    assert s.act(0, "play QC")[-2:] == [DirectionReversed(-1), TurnStarted(2)]
    plain = three_seats("3C QC JC 6C KD", {"reverse": "Q"})
    assert plain.act(0, "play JC")[-1] == TurnStarted(1)


def test_moving_a_role_changes_who_starts() -> None:
    """004: "The player with the lowest card that is not a special card starts." -- the
    special cards are those the settings name."""
    assert Scenario("5C QC KC AC AD", "6D 7D QD KD AH").state.turn == 0
    rs = build_ruleset(PRESET, {"ltc": "5"})
    assert rs.first_player_ranks == "367QKA"
    assert Scenario("5C QC KC AC AD", "6D 7D QD KD AH", options={"ltc": "5"}).state.turn == 1


@pytest.mark.parametrize(
    "options",
    [{"ltc": "8"}, {"trump": "4"}, {"go_again": "J"}, {"reverse": "9"}, {"invisible": "7"}],
)
def test_two_special_cards_on_one_rank_are_refused(options: dict[str, str]) -> None:
    """004: the settings give each special card a value -- two special cards on one rank
    are refused with an ``options clash`` naming the role."""
    with pytest.raises(RulesetError, match="options clash") as err:
        build_ruleset(PRESET, options)
    assert next(iter(options)) in str(err.value)


def test_ltc_on_without_a_lower_than_card_is_refused() -> None:
    """Option ``ltc_on`` needs a lower-than card: with ``ltc='none'`` it is an ``options
    clash``."""
    with pytest.raises(RulesetError, match="options clash: ltc_on needs a lower-than card"):
        build_ruleset(PRESET, {"ltc": "none", "ltc_on": "king"})


def test_two_roles_may_swap_ranks() -> None:
    """004: the settings choose each special card's value ("You also choose the value ...")
    -- swapping two cards' ranks gives each its own rank."""
    rs = build_ruleset(PRESET, {"ltc": "8", "invisible": "7"})
    powers = {r.cards: {p.kind for p in r.powers} for r in rs.cards}
    assert powers["8"] == {"lower_than"} and powers["7"] == {"transparent"}


def test_a_two_chosen_as_the_go_again_card() -> None:
    """004: "* Special rules for a 2 chosen for the go again card -: As usual a two can go on
    any card except pickup card. If a two is played on an empty table the player does NOT get
    another go. If an invisible card is layed on a 2 the player gets another go." """
    opts = {"go_again": "2"}
    s = Scenario("3C 2C 5C 6C KC", "5D 6D QD KD 8D", stock="AS AH AD", options=opts)
    assert s.act(0, "play 2C")[-1] == TurnStarted(1)  # on an empty table: no other go
    assert s.act(1, "play 8D")[-1] == TurnContinued(1)  # an invisible card on it: another go
    on_king = Scenario("3C 2C 5C 6C KC", "5D 6D QD KD 8D", stock="AS AH AD", options=opts)
    on_king.script((0, "play 3C"), (1, "play KD"))
    assert on_king.act(0, "play 2C")[-1] == TurnContinued(0)

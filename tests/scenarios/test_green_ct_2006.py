"""Scenarios for the presets ``green-ct-2006`` and ``green-cts-2006``: "How to Play - Cut
Throat" and "How to Play - Cut Throat Spades" of 000_b85faa3a45f93a07.txt (John Green,
2003-06), with the "Card Types", "Card Values" and "Technicalities and Nuances" sections
they rely on. One test per clause, each on a fixed deck.

Seat 0 deals, so seat 1 is dealt first and plays first. ``hands`` are the five dealt hand
cards of each seat, ``table`` each seat's two face-down layers (bottom four first),
``start`` the card turned to start the deck and ``stock`` the stock from its top. A turn
starts with a draw while the hand holds five cards or fewer, so seat 1 opens with six.
"""

from __future__ import annotations

import pytest

from engine import Game, IllegalActionError, build_ruleset
from engine.cards import parse_card
from engine.events import (
    FROM_TURNED,
    CardLeftFaceUp,
    CardsDrawn,
    CardsPlayed,
    CardsRemoved,
    CardTurned,
    PileBurned,
    PileTaken,
    ResponseRequested,
    TurnContinued,
    TurnStarted,
)
from engine.game import PLAYING, RESPOND_BURN, RESPOND_FORCED, START, TURNED
from engine.view import view
from tests.helpers import PresetGame, cards, event_names, mask

CT = "green-ct-2006"
CTS = "green-cts-2006"


class Scenario(PresetGame):
    """A scripted game that keeps every event, so its end state can be replayed."""

    preset = CT


def two(hand1: str, hand0: str, *, start: str, stock: str = "", preset: str = CT) -> Scenario:
    """Two seats; seat 1 plays first (and has drawn the first stock card)."""
    return Scenario(preset, hands=[hand0, hand1], start=start, stock=stock)


def c(name: str) -> int:
    return parse_card(name)


# --- reaching the bottom cards -------------------------------------------------------------

_TABLE_HANDS = ["7C 7D 7H 7S TD", "4C 4D 4H 4S TC", "5C 5D 5H 5S AC"]


def to_table(upper: str, bottom: str = "8C 8D 8H 8S", *, top: str = "9C") -> Scenario:
    """Three seats (so the stock is twelve cards); the stock runs out, seat 1 plays its hand
    away and turns to its bottom cards with ``top`` alone on the deck.

    Seat 1's table is ``bottom`` under ``upper``. Seat 2 is left holding QD AD AH AS and
    seat 0 JH JS QS; the other table cards are every card not named here.
    """
    s = Scenario(
        CT,
        3,
        hands=_TABLE_HANDS,
        table=[[], [bottom, upper], []],
        start="3C",
        stock=f"KC KD KH KS AD AH AS QD {top} QS JS JH",
    )
    s.script(
        (1, "play 4C 4D 4H 4S"),
        (2, "play 5C 5D 5H 5S"),
        (0, "play 7C 7D 7H 7S"),
        (1, "play TC"),
        (1, "play KC KD KH KS"),  # the 10 clears and seat 1 goes on
        (2, "play AC"),
        (0, "play TD"),
        (0, f"play {top}"),
    )
    st = s.state
    assert st.stock == [] and st.hands[1] == 0 and st.turn == 1
    assert st.hands[2] == mask("QD AD AH AS") and st.hands[0] == mask("JH JS QS")
    assert st.pile_mask == mask(top)
    return s


# --- the deal ------------------------------------------------------------------------------


def test_eight_face_down_bottom_cards_and_five_in_hand() -> None:
    """000: "The game starts by dealing out four cards face down to each player for their
    bottom cards, then dealing out four more on top of those. In all forms of CT, their are
    eight face down cards for each player. ... Then deal out five cards to each player for
    their hands." """
    s = Scenario(
        hands=["4C 5C 6C 7C 9C", "4D 5D 6D 7D 9D"],
        table=[["2C 2D 2H 2S", "3C 3D 3H 3S"], ["8C 8D 8H 8S", "JC JD JH JS"]],
        start="KS",
        stock="QD",
    )
    st = s.state
    assert st.phase == PLAYING  # no setup: nothing is chosen from the hand
    assert st.tables[1] == [
        list(pair) for pair in zip(cards("8C 8D 8H 8S"), cards("JC JD JH JS"), strict=True)
    ]
    assert st.tables[0] == [
        list(pair) for pair in zip(cards("2C 2D 2H 2S"), cards("3C 3D 3H 3S"), strict=True)
    ]
    for seat in (0, 1, None):  # face down: not even their owner sees them
        assert view(st, seat)["seats"][1]["table"] == [[None, None]] * 4
    assert st.hands[0] == mask("4C 5C 6C 7C 9C")
    assert st.pile == [(-1, mask("KS"), -1)]  # one card turned to start the deck
    assert len(st.stock) == 52 - 2 * 13 - 1 - 1
    # play begins left of the dealer, with a draw
    assert s.events[1:] == [TurnStarted(1), CardsDrawn(1, mask("QD"))]
    assert st.hands[1] == mask("4D 5D 6D 7D 9D QD")


def test_at_most_three_players() -> None:
    """000: "In all forms of CT, their are eight face down cards for each player. ... Then
    deal out five cards to each player for their hands." -- reading chosen: at most three
    players (thirteen cards each and the turned card fit one deck three times)."""
    for preset in (CT, CTS):
        rs = build_ruleset(preset, {})
        Game(rs, 2)
        Game(rs, 3)
        with pytest.raises(ValueError):
            Game(rs, 4)


def test_top_four_before_the_bottom_four() -> None:
    """000: "Works the same as before, playing the top four before the bottom four." """
    s = to_table("TH TS 6S QH")
    st = s.state
    assert s.legal(1) == {"flip 0", "flip 1", "flip 2", "flip 3"}
    s.act(1, "flip 0")
    s.act(1, "play TH")  # the 10 clears: seat 1 goes on
    ev = s.act(1, "flip 1")
    assert ev[0] == CardTurned(1, c("TS"), 1)
    # slots 0 and 1 are down to their bottom cards: these wait for the other two
    assert [len(slot) for slot in st.tables[1]] == [1, 1, 2, 2]
    assert s.legal(1) == {"flip 2", "flip 3"}
    s.act(1, "flip 2")  # the 6 of spades on the empty deck
    s.script((2, "play QD"), (0, "play QS"))
    assert s.legal(1) == {"flip 3"}
    s.act(1, "flip 3")  # QH on QS
    s.script((2, "play AD"), (0, "pickup"), (0, "play JH"))
    assert s.legal(1) == {"flip 0", "flip 1", "flip 2", "flip 3"}
    ev = s.act(1, "flip 2")
    assert ev[:2] == [CardTurned(1, c("8H"), 2), CardsPlayed(1, mask("8H"), FROM_TURNED, -1, 0)]
    assert s.replays()


# --- hand minimum and maximum --------------------------------------------------------------


def test_hand_minimum_five() -> None:
    """000: "For all CT, its a minimium of five, and a max of ten. This is a pretty loose
    rule, the min of five works like the min of three in SH, and should be followed." """
    s = two("4D 4H 4S 9D KD", "5C 6C 7C 9C QC", start="3D", stock="JD 8C 8D 2C 2D")
    st = s.state
    assert s.events[-1] == CardsDrawn(1, mask("JD"))  # five in hand: draw at the start
    ev = s.act(1, "play 4D 4H 4S")
    assert ev[1] == CardsDrawn(1, mask("8C 8D"))  # three left: back up to five
    assert st.hands[1] == mask("9D KD JD 8C 8D")
    assert ev[2:] == [TurnStarted(0), CardsDrawn(0, mask("2C"))]
    ev = s.act(0, "play 5C")  # six down to five: nothing more to draw
    assert ev[1:] == [TurnStarted(1), CardsDrawn(1, mask("2D"))]
    assert st.hands[0].bit_count() == 5
    assert s.replays()


def big(preset: str = CT, hand0: str = "5C 7C 9C AC KC") -> Scenario:
    """Seat 1 cannot answer seat 0's ace and must take five cards into a hand of six."""
    s = two("5D 6D 7D 9D JD", hand0, start="4H", stock="4D 4C QD QC KD 8S 8H", preset=preset)
    s.script((1, "play 5D"), (0, "play 5C"), (1, "play 7D"), (0, "play AC"))
    assert s.state.hands[1] == mask("4D 6D 9D JD QD KD")
    assert s.state.pile_mask == mask("4H 5D 5C 7D AC")
    return s


def test_hand_maximum_ten_limits_optional_draws() -> None:
    """000: "If you have more than three cards in your hand on your turn ... you do not need
    to draw a card from the pile at the start of your turn, although you still can." and
    "For all CT, its a minimium of five, and a max of ten." -- reading chosen: the maximum
    limits the optional draw."""
    nine = big()
    nine.script((1, "pickup"), (1, "play 5C 5D"), (0, "play 9C"))
    assert nine.state.hands[1].bit_count() == 9
    assert nine.events[-1] == TurnStarted(1)  # more than five: no draw is forced
    assert "draw" in nine.legal(1)
    assert nine.act(1, "draw") == [CardsDrawn(1, mask("8H"))]
    assert nine.state.hands[1].bit_count() == 10
    ten = big()
    ten.script((1, "pickup"), (1, "play 9D"), (0, "play 9C"))
    assert ten.state.hands[1].bit_count() == 10
    assert ten.events[-1] == TurnStarted(1)
    assert "draw" not in ten.legal(1)
    assert nine.replays() and ten.replays()


def test_hand_maximum_ten_limits_voluntary_pick_ups() -> None:
    """000: "Me and a couple friends had the bad habit of stocking almost all the cards in the
    pile before a single card got played. So ... we got the idea to cap the card limit at ten"
    -- reading chosen: no voluntary pick-up that would take the hand beyond ten."""
    s = two("5D 5H 7D 9D JD", "6C 7C 9C AC KC", start="4H", stock="4D 4C QD QC KD 8S")
    st = s.state
    s.script((1, "play 5D 5H"), (0, "play 7C"))
    assert st.hands[1].bit_count() == 6 and st.pile_mask.bit_count() == 4
    assert "pickup" in s.legal(1)  # ten after it
    s.script((1, "play 9D"), (0, "play 9C"))
    assert st.hands[1].bit_count() == 6 and st.pile_mask.bit_count() == 6
    assert "pickup" not in s.legal(1)  # twelve
    assert s.plays(1) == {"play JD", "play QC", "play 8S"}
    assert s.replays()


def test_hand_maximum_never_stops_a_forced_pick_up() -> None:
    """000: "When a player can not play on the deck because they have no cards that can be
    played, they have to pick up the entire deck." -- reading chosen: the maximum of ten
    never stops a forced pick-up nor makes anyone discard."""
    s = big()
    st = s.state
    assert s.legal(1) == {"pickup"}  # six in hand, five on the deck
    ev = s.act(1, "pickup")
    assert ev == [PileTaken(1, mask("4H 5D 5C 7D AC"), 0), TurnContinued(1)]
    assert st.hands[1].bit_count() == 11 and st.removed == 0
    # the joker's pick-up too, on a hand of ten
    j = big(CTS, "5C 7C 9C AC RJ")
    j.script((1, "pickup"), (1, "play 9D"))
    assert j.state.hands[1].bit_count() == 10
    j.act(0, "play RJ")
    assert j.legal(1) == {"pickup"}
    ev = j.act(1, "pickup")
    assert ev == [CardsRemoved(mask("RJ")), PileTaken(1, mask("9D"), 0), TurnContinued(1)]
    assert j.state.hands[1].bit_count() == 11
    assert s.replays() and j.replays()


def test_a_player_who_cannot_play_may_pick_up_without_drawing() -> None:
    """000: "When a player can not play on the deck because they have no cards that can be
    played, they have to pick up the entire deck." and "you do not need to draw a card from
    the pile at the start of your turn, although you still can." -- reading chosen: the
    maximum limits optional draws and voluntary pick-ups, never a forced pick-up."""
    s = two("4D 5D 6D 7D 9D", "4C 5C 9C KC AC", start="4H", stock="5H 2C 6H 2D 7H QC")
    s.script(
        (1, "play 4D"),
        (0, "play 4C"),
        (1, "play 5D"),
        (0, "play KC"),
        (1, "pickup"),
        (1, "play 4C 4D 4H"),
        (0, "play AC"),
    )
    st = s.state
    assert st.hands[1] == mask("5D 5H 6D 6H 7D 7H 9D KC")  # nothing beats the ace
    assert st.pile_mask == mask("4C 4D 4H AC")
    assert s.legal(1) == {"draw", "pickup"}


# --- the free look at the first bottom card ------------------------------------------------


def test_first_bottom_card_is_a_free_look() -> None:
    """000: "When players get to their bottom cards, the first card picked is a freebee. If
    you don't want play that card, or you are unable, you can leave that card face up on your
    bottom cards and choose a different one." """
    s = to_table("6D QH JD 9H")
    st = s.state
    ev = s.act(1, "flip 0")
    assert ev == [CardTurned(1, c("6D"), 0)]
    assert st.step == TURNED and s.legal(1) == {"pass"}  # unable to play it
    ev = s.act(1, "pass")
    assert ev == [CardLeftFaceUp(1, c("6D"), 0)]
    assert st.tables[1][0] == cards("8C 6D")
    assert view(st, 2)["seats"][1]["table"][0] == [None, "6D"]  # face up for all to see
    assert s.legal(1) == {"flip 1", "flip 2", "flip 3"}  # a different one, nothing else
    ev = s.act(1, "flip 1")
    assert ev[:2] == [CardTurned(1, c("QH"), 1), CardsPlayed(1, mask("QH"), FROM_TURNED, -1, 0)]
    assert st.turn == 2
    # a card it could play may be left too ("If you don't want play that card")
    s2 = to_table("6D QH JD 9H")
    s2.act(1, "flip 1")
    assert s2.legal(1) == {"play QH", "pass"}
    assert s.replays()


def test_free_look_is_only_the_first_card() -> None:
    """000: "the first card picked is a freebee." """
    s = to_table("QH 6D JD 9H")
    s.act(1, "flip 0")
    s.act(1, "play QH")
    s.script((2, "play AD"), (0, "pickup"), (0, "play JH"))
    ev = s.act(1, "flip 1")  # the 6 cannot go on the jack and this look is not free
    assert ev == [CardTurned(1, c("6D"), 1), PileTaken(1, mask("JH"), mask("6D")), TurnContinued(1)]
    assert s.replays()


def test_second_card_unplayable_means_picking_up_the_deck() -> None:
    """000: "Keep in mind that if you can't play that second card you then have to pick up
    the deck. The first card you flipped has to stay with the bottom cards. You can't pick
    any of your bottom cards till you play all the cards in your hand out." """
    s = to_table("6D 9D JD 9H", top="QC")
    st = s.state
    s.act(1, "flip 0")
    s.act(1, "pass")
    ev = s.act(1, "flip 1")
    assert ev == [CardTurned(1, c("9D"), 1), PileTaken(1, mask("QC"), mask("9D")), TurnContinued(1)]
    assert st.hands[1] == mask("QC 9D")
    assert st.tables[1][0] == cards("8C 6D")  # the first stays with the bottom cards
    assert st.turn == 1 and st.pile_mask == 0
    assert s.legal(1) == {"play QC", "play 9D"}  # no bottom card while the hand holds any
    assert s.replays()


def test_second_card_equal_to_the_first_is_played_with_it() -> None:
    """000: "If you pick the second card and its the same as the first, whether you can play
    it or you have to pick up the deck, you can take the first card too. Pairs are pairs after
    all." """
    s = to_table("QC QH JD 6D")
    st = s.state
    s.act(1, "flip 0")
    assert s.legal(1) == {"play QC", "pass"}
    s.act(1, "pass")
    s.act(1, "flip 1")
    assert s.legal(1) == {"play QH", "play QC QH"}
    ev = s.act(1, "play QC QH")
    assert ev[0].cards == mask("QC QH")
    assert st.pile_mask == mask("9C QC QH") and st.turn == 2
    assert st.tables[1][:2] == [cards("8C"), cards("8D")]
    assert s.replays()


def test_second_card_equal_to_the_first_is_taken_along_on_a_pick_up() -> None:
    """000: "If you pick the second card and its the same as the first, whether you can play
    it or you have to pick up the deck, you can take the first card too." """
    s = to_table("6D 6H JD QC")
    st = s.state
    s.act(1, "flip 0")
    s.act(1, "pass")
    s.act(1, "flip 1")  # the 6 of hearts cannot go on the 9
    taken = st.hands[1] & mask("6D 6H") == mask("6D 6H")
    offered = any(a.kind == "pickup" and a.cards & mask("6D") for a in st.legal_actions(1))
    assert taken or offered


# --- the card values of Cut Throat ---------------------------------------------------------


def test_two_is_a_free_play_for_the_next_player() -> None:
    """000: "When playing CT, 2's are a freeplay for the next player. Works the same as above,
    except the next in line gets to play anything." """
    s = two("2D 9D 8D 7D JD", "4C 5C 6C QC TC", start="KS", stock="JC 3C")
    st = s.state
    assert "play 2D" in s.plays(1)  # a power card: on the king
    ev = s.act(1, "play 2D")
    assert "TurnContinued" not in event_names(ev)
    assert ev[1:] == [TurnStarted(0), CardsDrawn(0, mask("3C"))]
    assert s.plays(0) == {"play 3C", "play 4C", "play 5C", "play 6C", "play QC", "play TC"}
    s.act(0, "play 4C")
    assert st.turn == 1
    assert s.replays()


def test_three_matches_what_it_is_played_on() -> None:
    """000: "3 - Simply put, its anything you play it on. If you play it on a 9, it is a 9.
    ... When a 3 is used to start a deck, its played on nothing so it's considered nothing."
    """
    s = two("3D 9D 4D 7D JD", "4C 5C 9C QC 6C", start="9S", stock="KD 2C")
    s.act(1, "play 3D")
    assert s.plays(0) == {"play 9C", "play QC", "play 2C"}
    on_eight = two("8D 9D 4D 7D JD", "3C 5C 9C QC 6C", start="5S", stock="KD 2C AD")
    on_eight.act(1, "play 8D")
    on_eight.act(0, "play 3C")  # an 8: less than 8 again
    assert on_eight.plays(1) == {"play 4D", "play 7D"}
    nothing = two("4D 9D 5D 7D JD", "4C 5C 9C QC 6C", start="3H", stock="KD")
    assert {"play 4D", "play 5D"} <= nothing.plays(1)
    assert s.replays() and on_eight.replays()


def test_eight_is_less_than_eight() -> None:
    """000: "8's are Less Than 8 rule, when you play an 8, the next player has to play a
    lower card for that turn. You only play less for that turn. So either a 2, 3, 4, 5, 6, 7,
    or 8 can be played." """
    s = two("8D 9D QD KD AD", "2C 3C 7C 8C 9C", start="5S", stock="7D TC 4D")
    s.act(1, "play 8D")
    assert s.plays(0) == {"play 2C", "play 3C", "play 7C", "play 8C"}  # not 9C, not TC
    s.act(0, "play 7C")
    assert s.plays(1) == {"play 9D", "play QD", "play KD", "play AD", "play 7D"}
    assert s.replays()


def test_ten_clears_the_deck() -> None:
    """000: "10's clear the deck. When a 10 is played, all cards in the deck get discarded
    for the rest of the game, 10 included." """
    s = two("TD 9D 4D 7D JD", "4C 5C 6C QC 4S", start="KS", stock="QD")
    st = s.state
    ev = s.act(1, "play TD")
    assert ev[:2] == [CardsPlayed(1, mask("TD"), 0, -1, 0), PileBurned(1, "clear")]
    assert "ResponseRequested" not in event_names(ev)  # no cancel cards in Cut Throat
    assert st.removed == mask("KS TD") and st.pile_mask == 0
    assert s.replays()


@pytest.mark.parametrize("rank", ["8", "J", "6"])
def test_ten_not_on_an_eight_a_jack_or_a_six(rank: str) -> None:
    """000: "Can't be played on 8's, they're not less than 8. Can't be played on Jacks as
    Power Cards rule, they're not power cards. Can't be played on 6's as Face cards, they're
    not face cards." and "you can no longer play 10's on 8's. The simple reason being, 10's
    are not less than 8." """
    s = two(f"{rank}D 4D 5D 9D QD", "TC 4H 9C KC AC", start="5H", stock="2S 7S")
    s.act(1, f"play {rank}D")
    assert "play TC" not in s.plays(0)
    with pytest.raises(IllegalActionError):
        s.act(0, "play TC")
    on_nine = two("9D 4D 5D 6D QD", "TC 4H 9C KC AC", start="5H", stock="2S 7S")
    on_nine.act(1, "play 9D")
    assert "play TC" in on_nine.plays(0)


def test_four_of_a_kind_no_longer_clears() -> None:
    """000: "You'll also notice x4 no longer clears - this is to add difficulty to the game,
    and it adds to a later rule." """
    s = two("9D 9H 9S 7D JD", "4C 5C 6C QC KC", start="7S", stock="9C")
    ev = s.act(1, "play 9C 9D 9H 9S")
    assert "PileBurned" not in event_names(ev)
    assert s.state.pile_mask == mask("7S 9C 9D 9H 9S") and s.state.turn == 0
    across = two("7D 7H 4D 9D JD", "7C 7S 5C JC QC", start="4S", stock="KD KC")
    across.act(1, "play 7D 7H")
    ev = across.act(0, "play 7C 7S")
    assert "PileBurned" not in event_names(ev)
    assert across.state.pile_mask == mask("4S 7D 7H 7C 7S") and across.state.turn == 1
    assert s.replays() and across.replays()


def test_six_face_card_rule() -> None:
    """000: "When a 6 is played, the next player has to play a face card, Jack, Queen, King
    or Ace. A 6 can be played on a 6 of course, a card always matches its own. ... you can't
    play anything becides a face card on a 6." """
    s = two("6D 9D 4D 7D 5D", "2C 3C 8C TC 9C", start="5S", stock="KD 4C")
    s.act(1, "play 6D")
    assert s.legal(0) == {"pickup"}  # neither a 2, a 3, an 8 nor a 10
    faces = two("6D 9D 4D 7D 5D", "JC QC KC AC 6C", start="5S", stock="KD 2C")
    faces.act(1, "play 6D")
    assert faces.plays(0) == {"play JC", "play QC", "play KC", "play AC", "play 6C"}
    assert s.replays() and faces.replays()


def test_six_and_jack_are_played_in_turn() -> None:
    """000: "Keep in mind that the 6 and Jack are rule cards, and have to be played in turn.
    Can't play a 6 on a 7 or better, works the same for the Jacks." """
    assert "play 6D" in two("6D 9D 4D 7D JD", "4C 5C 9C QC KC", start="5S").plays(1)
    assert "play 6D" not in two("6D 9D 4D 8D JD", "4C 5C 9C QC KC", start="7S").plays(1)
    assert "play JD" in two("6D 9D 4D 8D JD", "4C 5C 9C QC KC", start="9S").plays(1)
    assert "play JD" not in two("6D 9D 4D 8D JD", "4C 5C 9C QC KC", start="QS").plays(1)
    on_six = two("6D 9D 4D 7D 5D", "JC 5C 9C QC KC", start="5S", stock="AD")
    on_six.act(1, "play 6D")
    assert "play JC" in on_six.plays(0)  # a jack is a face card
    on_eight = two("8D 9D 4D 7D 5D", "JC 6C 9C QC KC", start="5S", stock="AD")
    on_eight.act(1, "play 8D")
    assert "play 6C" in on_eight.plays(0) and "play JC" not in on_eight.plays(0)


def test_jack_power_card_rule() -> None:
    """000: "When a Jack is played, the next player has to play a power card, 2, 3, 8, or
    Jk. A Jack can be played on a Jack of course, a card always matches its own." """
    s = two("JD 9D 4D 7D 5D", "2C 3C 8C JC QC", start="9S", stock="KD TC")
    s.act(1, "play JD")
    assert s.plays(0) == {"play 2C", "play 3C", "play 8C", "play JC"}  # not the 10
    none = two("JD 9D 4D 7D 5D", "4C 5C QC KC AC", start="9S", stock="KD TC")
    none.act(1, "play JD")
    assert none.legal(0) == {"pickup"}
    assert s.replays() and none.replays()


def test_a_card_can_always_be_played_on_itself() -> None:
    """000: "A card can always be played on itself. A 6 can be played on a 6 as Face Card,
    same as 8 on 8 as less than 8, or Jack on Jack as Power Card." """
    for rank in "68J":
        s = two(f"{rank}D 4D 5D 9D QD", f"{rank}C 4H 9C KC AC", start="5H", stock="2S 7S")
        s.act(1, f"play {rank}D")
        assert f"play {rank}C" in s.plays(0), rank


def test_the_player_who_picks_up_starts_the_new_deck() -> None:
    """000: "When a player can not play on the deck because they have no cards that can be
    played, they have to pick up the entire deck and add it to their hands. When this happens,
    the player who picked up gets to play, starting a new deck." and "Game play works like
    SH" """
    s = two("4D 5D 6D 7D 9D", "4C 5C 6C 7C 9C", start="AS", stock="JD")
    st = s.state
    assert s.legal(1) == {"pickup"}
    ev = s.act(1, "pickup")
    assert ev == [PileTaken(1, mask("AS"), 0), TurnContinued(1)]
    assert st.turn == 1 and st.pile_mask == 0
    assert {"play 4D", "play 9D", "play AS"} <= s.plays(1)
    s.act(1, "play 4D")
    assert st.turn == 0
    assert s.replays()


# --- Cut Throat Spades: the joker ----------------------------------------------------------


def test_joker_forces_a_pick_up_and_leaves_the_game() -> None:
    """000: "Jk - Jokers are Force Pickup rule. When a Jk is played, the next player has to
    pick up the entire deck. The Jk gets thrown out after being played." """
    s = two("RJ 4D 6D 9D KD", "4C 6C 7C 9C 2C", start="KS", stock="AD", preset=CTS)
    st = s.state
    ev = s.act(1, "play RJ")
    assert ev[-1] == ResponseRequested(0, "forced_pickup", 1)
    assert st.step == RESPOND_FORCED and st.turn == 0
    assert s.legal(0) == {"pickup"}  # a 2 does not answer it
    ev = s.act(0, "pickup")
    assert ev == [CardsRemoved(mask("RJ")), PileTaken(0, mask("KS"), 0), TurnContinued(0)]
    assert st.removed == mask("RJ")
    assert st.hands[0] == mask("4C 6C 7C 9C 2C KS")
    assert st.turn == 0 and st.pile_mask == 0  # the picker starts the new deck
    assert s.replays()


def test_joker_on_anything_but_a_six() -> None:
    """000: "You should keep in mind that a Jk is considered a power card and not a face
    card, so it can be played on the Jacks, but is blocked by 6's. 6's are the only card a Jk
    can't be played on." """
    on_eight = two("8D 4D 6D 9D KD", "BJ 4C 7C 9C 8C", start="5H", stock="AD 2D", preset=CTS)
    on_eight.act(1, "play 8D")
    assert "play BJ" in on_eight.plays(0)
    ev = on_eight.act(0, "play BJ")
    assert ev[-1] == ResponseRequested(1, "forced_pickup", 0)
    assert on_eight.legal(1) == {"pickup"}
    ev = on_eight.act(1, "pickup")
    assert ev[:2] == [CardsRemoved(mask("BJ")), PileTaken(1, mask("5H 8D"), 0)]
    on_jack = two("JD 4D 6D 9D KD", "BJ 4C 7C 9C JC", start="9H", stock="AD 4H", preset=CTS)
    on_jack.act(1, "play JD")
    assert on_jack.plays(0) == {"play BJ", "play JC"}
    on_jack.act(0, "play BJ")
    assert on_jack.state.step == RESPOND_FORCED and on_jack.state.turn == 1
    on_six = two("6D 4D 5D 9D KD", "BJ 4C 7C 9C 6C", start="5H", stock="AD 2D", preset=CTS)
    on_six.act(1, "play 6D")
    assert on_six.plays(0) == {"play 6C"}
    with pytest.raises(IllegalActionError):
        on_six.act(0, "play BJ")
    assert on_eight.replays() and on_jack.replays()


def test_counter_card_passes_the_pick_up_on_and_the_deck_can_be_passed_twice() -> None:
    """000: "The other way is that if the next player has either the 5 or Queen of Spades
    they can force the pick up back to the other player. Keep in mind that both the 5 and
    Queen of Spades can be used, so the deck can be passed twice." and "Whenever a Joker is
    played as a Forced Pickup the next player can lay either a 5 or Q of Spades to pass the
    buck to the next player" """
    s = Scenario(
        CTS,
        3,
        hands=["QS 4C 6C 7C 9C", "RJ 4D 6D 9D KD", "5S 4H 6H 7H 9H"],
        start="5D",
        stock="KH KC QD",
    )
    st = s.state
    s.act(1, "play RJ")
    assert s.legal(2) == {"play 5S", "pickup"}
    ev = s.act(2, "play 5S")
    assert ev[1:] == [CardsDrawn(2, mask("KC")), ResponseRequested(0, "forced_pickup", 2)]
    assert s.legal(0) == {"play QS", "pickup"}
    ev = s.act(0, "play QS")
    assert ev[-1] == ResponseRequested(1, "forced_pickup", 0)
    assert s.legal(1) == {"pickup"}
    ev = s.act(1, "pickup")
    assert ev == [CardsRemoved(mask("RJ")), PileTaken(1, mask("5D 5S QS"), 0), TurnContinued(1)]
    assert st.removed == mask("RJ") and st.turn == 1
    assert s.replays()


def test_counter_card_with_two_players_goes_back_to_the_joker() -> None:
    """000: "if the next player has either the 5 or Queen of Spades they can force the pick
    up back to the other player. Keep in mind that both the 5 and Queen of Spades can be
    used, so the deck can be passed twice." """
    s = two("RJ 4D 6D 9D QS", "5S 4C 6C 7C 9C", start="5D", stock="KH KC", preset=CTS)
    st = s.state
    s.act(1, "play RJ")
    s.act(0, "play 5S")
    assert st.turn == 1 and st.step == RESPOND_FORCED
    assert s.legal(1) == {"play QS", "pickup"}
    s.act(1, "play QS")
    assert st.turn == 0 and s.legal(0) == {"pickup"}
    ev = s.act(0, "pickup")
    assert ev[:2] == [CardsRemoved(mask("RJ")), PileTaken(0, mask("5D 5S QS"), 0)]
    assert s.replays()


def test_counter_card_alone_and_no_other_fives_or_queens_after() -> None:
    """000: "when either the 5 or Queen of Spades is played on the Jk, you cannot play any
    other 5's or Queens after. There reason being is that the Forced Pickup rule is a special
    case, similar to the 10, and because only the spades effect the Jk, no other card should
    be allowed to be played." """
    s = two("RJ 4D 6D 9D KD", "5S 5H QS QH 9C", start="4C", stock="KS", preset=CTS)
    s.act(1, "play RJ")
    assert s.legal(0) == {"play 5S", "play QS", "pickup"}
    for text in ("play 5H 5S", "play QH QS", "play 5H"):
        with pytest.raises(IllegalActionError):
            s.act(0, text)
    s.act(0, "play 5S")
    assert s.legal(1) == {"pickup"}  # no 5s nor queens on the counter either
    assert s.replays()


def test_counter_cards_are_regular_cards_otherwise() -> None:
    """000: "The 5 and Q of Spades have no effect otherwise, and when not played on a Jk,
    they are treated like a regular 5 and Q." """
    s = two("QS 4D 5D 9D 6D", "5S 9C JC KC 4C", start="7H", stock="JD 2D 8H", preset=CTS)
    s.act(1, "play QS")
    assert s.plays(0) == {"play KC", "play 2D"}  # the 5 of spades is a 5
    assert s.replays()


def test_four_of_a_kind_discards_the_joker() -> None:
    """000: "Theres two ways to stop a Jk, one way is that if the next player has any 4 of a
    kind, they can play it, discard the Jk, and no one picks up the deck. Play continues off
    the 4 of a kind." """
    s = two("RJ 4D 6D 5D KD", "9C 9D 9H 9S 7C", start="4H", stock="KH 4C 5C 6C 7D 2D", preset=CTS)
    st = s.state
    s.act(1, "play RJ")
    assert s.legal(0) == {"play 9C 9D 9H 9S", "pickup"}
    ev = s.act(0, "play 9C 9D 9H 9S")
    assert ev[1] == CardsRemoved(mask("RJ"))
    assert "PileTaken" not in event_names(ev) and "ResponseRequested" not in event_names(ev)
    assert st.removed == mask("RJ") and st.pile_mask == mask("4H 9C 9D 9H 9S")
    assert st.turn == 1 and st.step == START
    assert s.plays(1) == {"play KD", "play KH", "play KD KH", "play 2D"}  # off the nines
    assert s.replays()


def test_any_four_of_a_kind_discards_the_joker_even_with_a_counter_spade() -> None:
    """000: "if the next player has any 4 of a kind, they can play it, discard the Jk, and
    no one picks up the deck. Play continues off the 4 of a kind." and "CC's only have their
    effect when played alone" -- reading chosen: four 5s (or queens) are a four of a kind,
    not a counter, although the spade is among them."""
    s = two("RJ 4D 6D 9D KD", "5C 5D 5H 5S 9C", start="4H", stock="KH 4C 6C 7C 7D 2D", preset=CTS)
    st = s.state
    s.act(1, "play RJ")
    assert "play 5C 5D 5H 5S" in s.legal(0)
    ev = s.act(0, "play 5C 5D 5H 5S")
    assert CardsRemoved(mask("RJ")) in ev
    assert "ResponseRequested" not in event_names(ev)
    assert st.turn == 1 and st.step == START
    assert st.pile_mask == mask("4H 5C 5D 5H 5S")


# --- Cut Throat Spades: the cancel cards ---------------------------------------------------


def test_cancel_card_alone_cancels_an_eight() -> None:
    """000: "Cancel cards are used to stop 6,8,10 and J" and "The 9 of Spades is one of the
    CC's, It can be played on any 6, 8, 10, or Jack." and "The King of Spades is one of the
    CC's, It can be played on any 6, 8, 10, or Jack." """
    s = two("8D 4D 6D 9D KD", "9S 9H 7C KS QC", start="5H", stock="TD 2D 4H", preset=CTS)
    st = s.state
    s.act(1, "play 8D")
    # the spades alone; neither the 9 of hearts, nor the pair, nor the queen
    assert s.plays(0) == {"play 9S", "play KS", "play 7C", "play 2D"}
    s.act(0, "play 9S")
    assert st.pile_mask == mask("5H 8D 9S") and st.turn == 1
    assert s.plays(1) == {"play 9D", "play KD", "play TD"}  # play goes on off the 9
    assert s.replays()


def test_cancel_card_alone_cancels_a_six() -> None:
    """000: "The 7 of Spades is one of the CC's, It can be played on any 6, 8, 10, or
    Jack." """
    s = two("6D 4D 5D 9D QD", "7S 7H KS KH 5C", start="5H", stock="TD 2D 4C", preset=CTS)
    s.act(1, "play 6D")
    assert s.plays(0) == {"play 7S", "play KS", "play KH", "play KH KS"}  # not 7H 7S
    s.act(0, "play 7S")
    assert s.plays(1) == {"play 9D", "play QD", "play TD"}  # off the 7
    assert s.replays()


def test_cancel_card_alone_cancels_a_jack() -> None:
    """000: "The 4 of Spades is one of the four Cancel Cards. It can be played on any 6, 8,
    10, or Jack." and "Jacks can be cancelled." """
    s = two("JD 4D 5D 9D QD", "4S 4H 9C KC 5C", start="9H", stock="TD 2D 6C", preset=CTS)
    s.act(1, "play JD")
    assert s.plays(0) == {"play 4S", "play 2D"}  # not 4H 4S
    s.act(0, "play 4S")
    assert s.plays(1) == {"play 4D", "play 5D", "play 6C", "play 9D", "play QD", "play TD"}
    assert s.replays()


def test_cancel_card_stops_a_ten_from_clearing() -> None:
    """000: "Just add in the ability to force a pick up and stop a 10 from clearing" and "if
    you play a 4 of Spades on a 10 to cancel it, and you have the other 4's, you can't play
    them with the cancel card." and "You can't play a 10 on a 10" -- reading chosen: a 10's
    clear waits for the next player's answer (a cancel card or 'pass')."""
    s = two("TD 4D 5D 9D QD", "4S 4H TC KC 5C", start="7H", stock="JD 2D 6C", preset=CTS)
    st = s.state
    ev = s.act(1, "play TD")
    assert ev[-1] == ResponseRequested(0, "burn", 1)
    assert st.step == RESPOND_BURN and st.pile_mask == mask("7H TD") and st.removed == 0
    assert s.legal(0) == {"play 4S", "pass"}
    s.act(0, "play 4S")
    assert st.removed == 0 and st.pile_mask == mask("7H TD 4S") and st.turn == 1
    assert {"play 4D", "play 5D", "play 6C"} <= s.plays(1)  # off the 4
    assert s.replays()


def test_ten_clears_when_the_next_player_passes() -> None:
    """000: "10's can be cancelled." -- reading chosen: 'pass' lets the clear stand."""
    s = two("TD 4D 5D 9D QD", "4S 4H TC KC 5C", start="7H", stock="JD 2D 6C", preset=CTS)
    st = s.state
    s.act(1, "play TD")
    ev = s.act(0, "pass")
    assert ev == [PileBurned(1, "clear"), TurnContinued(1)]
    assert st.removed == mask("7H TD") and st.pile_mask == 0
    assert s.replays()


def test_cancel_card_with_its_like_cards_is_a_normal_card() -> None:
    """000: "If you want to play the CC as a normal card however, like cards can be played at
    the same time. An example of this would be playing a King of Spades on a 6. The King can
    be normally played because it is a face card, (6 as Face Card rule) so any other Kings
    can be played as well." """
    s = two("6D 4D 5D 9D QD", "7S 7H KS KH 5C", start="5H", stock="TD 2D 4C 4H", preset=CTS)
    s.act(1, "play 6D")
    s.act(0, "play KH KS")
    assert s.plays(1) == {"play TD"}  # kings to beat, no 6 to cancel
    with_four = two("JD 4D 5D 9D QD", "4S 4H 9C KC 5C", start="9H", stock="TD 2D 6C", preset=CTS)
    with_four.act(1, "play JD")
    with pytest.raises(IllegalActionError):
        with_four.act(0, "play 4H 4S")  # as a normal 4 it cannot go on a jack
    assert s.replays()


def test_cancel_cards_cannot_cancel_a_joker_or_a_normal_card() -> None:
    """000: "Cancel Cards can not cancel the Joker when used, the Joker has its own rules of
    gameplay." and "Likewise, CC are only good when played on a cancellable card, can't
    cancel a Queen right." """
    queen = two("QD 4D 5D 9D 6D", "4S 9S 7S KS 5C", start="7H", stock="JD 2D", preset=CTS)
    queen.act(1, "play QD")
    assert queen.plays(0) == {"play KS", "play 2D"}  # the king as a king
    joker = two("RJ 4D 5D 9D 6D", "4S 9S 7S KS 5C", start="7H", stock="JD 2D", preset=CTS)
    joker.act(1, "play RJ")
    assert joker.legal(0) == {"pickup"}
    assert queen.replays() and joker.replays()


def test_cancel_card_on_a_three_follows_what_it_matches() -> None:
    """000: "When playing with cancel cards, you can't cancel a 3 unless its played on
    something that can be cancelled. If its played on a 9, it is a 9, and 9's can't be
    cancelled, played on a Jack, is a Jack, Jacks can be cancelled." """
    jack = two("JD 4S 5D 7D 8D", "3C 4C 6C 9C QC", start="9S", stock="TD 2H", preset=CTS)
    jack.act(1, "play JD")
    jack.act(0, "play 3C")
    assert "play 4S" in jack.plays(1)
    nine = two("9D 4S 5D 7D 8D", "3C 4C 6C JC QC", start="7S", stock="TD 2H", preset=CTS)
    nine.act(1, "play 9D")
    nine.act(0, "play 3C")
    assert "play 4S" not in nine.plays(1)

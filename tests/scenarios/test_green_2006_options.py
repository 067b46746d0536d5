"""Scenarios for the optional rules of 000_b85faa3a45f93a07.txt (John Green, 2003-06), the
options shared by ``green-shithead-2006``, ``green-ct-2006``, ``green-cts-2006``,
``green-ctsr-2006``, ``green-ctg-2006`` and ``green-ctr-2006``: even and odd cards, toss
fives, the Chaos deal, 3s reverse, links, jokers, cancel cards, the wild ace of spades,
gambits, ace as switch, the joker stealing a gambit, the ace of spades completing a four of
a kind, and the clashes between them. One test per clause, each on a fixed deck; where the
engine had to choose a reading (each option's summary in ``engine/rules/presets/``) the
docstring says "reading chosen".

Seat 0 deals, so seat 1 is dealt first and plays first. ``hands`` are the dealt hand cards
of each seat, ``start`` the card turned to start the deck and ``stock`` the stock from its
top. In Cut Throat a turn starts with a draw while the hand holds five cards or fewer, so
seat 1 opens with six: its five and the first stock card.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from engine import Game, IllegalActionError, NotYourTurnError, RulesetError, build_ruleset, replay
from engine.cards import card_name, cards_of, parse_card
from engine.events import (
    FROM_HAND,
    CardsDrawn,
    CardsPlayed,
    CardsRemoved,
    ChoiceMade,
    DirectionReversed,
    GameEnded,
    PileBurned,
    ResponseRequested,
    TossDeclined,
    TossOffered,
    TurnContinued,
    TurnStarted,
)
from engine.game import CHOOSING, RESPOND_FORCED, START, TOSSING, State, arrange, evolve
from engine.view import redact_event, view
from tests.helpers import ChooseSetupGame, PresetGame, cards, event_names, mask, random_moves

SH = "green-shithead-2006"
CT = "green-ct-2006"
CTS = "green-cts-2006"
CTSR = "green-ctsr-2006"
CTG = "green-ctg-2006"


class Scenario(PresetGame):
    """A scripted game that keeps every event, so its end state can be replayed."""

    preset = CT


def two(
    hand1: str,
    hand0: str,
    *,
    start: str,
    stock: str = "",
    preset: str = CT,
    options: dict[str, Any] | None = None,
) -> Scenario:
    """Two seats; seat 1 plays first (and has drawn the first stock card)."""
    return Scenario(preset, hands=[hand0, hand1], start=start, stock=stock, options=options)


def c(name: str) -> int:
    return parse_card(name)


EVEN_ODD = {"even_odd": "all"}
SPADES = {"even_odd": "spades"}


# --- 4s and 9s as even and odd cards ---------------------------------------------------------


def test_even_odd_all_after_a_four_only_even_cards() -> None:
    """000 (4): "One of the seldomly used rules is 4's as Even Cards rule. Whenever a 4 is
    played the next player has to play either a 2, 4, 6, 8, or 10. Face cards are not even
    or odd, so they can't be played." (option even_odd='all')"""
    even = two("4D 5D 7D 9D QD", "2C 4C 6C 8C TC", start="4H", stock="KC AC", options=EVEN_ODD)
    even.act(1, "play 4D")
    assert even.state.hands[0] == mask("2C 4C 6C 8C TC AC")
    assert even.legal(0) == {"play 2C", "play 4C", "play 6C", "play 8C", "play TC", "pickup"}
    # neither odd cards (a 3 included: it is not even) nor face cards
    odd = two("4D 5D 7D 9D QD", "3C 5C 7C 9C JC", start="4H", stock="KC QC", options=EVEN_ODD)
    odd.act(1, "play 4D")
    assert odd.state.hands[0] == mask("3C 5C 7C 9C JC QC")
    assert odd.legal(0) == {"pickup"}
    for text in ("play 5C", "play 3C", "play QC"):
        with pytest.raises(IllegalActionError):
            odd.act(0, text)
    # without the option a 4 is a plain 4
    plain = two("4D 5D 7D 9D QD", "3C 5C 7C 9C JC", start="4H", stock="KC QC")
    plain.act(1, "play 4D")
    assert {"play 5C", "play 7C", "play 9C", "play JC", "play QC"} <= plain.legal(0)
    assert even.replays() and odd.replays()


def test_even_odd_all_after_a_nine_only_odd_cards() -> None:
    """000 (9): "One of the seldomly used rules is 9's as Odd Cards rule. Whenever a 9 is
    played the next player has to play either a Ace, 3, 5, 7 or 9. Face cards are not even
    or odd, so they can't be played." and (3): "If you play it on a 9, it is a 9." --
    reading chosen: the list replaces numerical order (a 5 or 7 may go on the 9), and a 3
    on the 9 is an odd 9 again."""
    odd = two(
        "9D 5D 7D 4D QD", "AC 3C 5C 7C 9C", start="5H", stock="JC KC 2C TC 8C", options=EVEN_ODD
    )
    odd.act(1, "play 9D")
    assert odd.legal(0) == {"play AC", "play 3C", "play 5C", "play 7C", "play 9C", "pickup"}
    odd.act(0, "play 3C")  # a 3 on the 9 is a 9: odd again
    assert odd.state.hands[1] == mask("5D 7D 4D QD JC 2C")
    assert odd.legal(1) == {"play 5D", "play 7D", "pickup"}  # not the 2, the jack, the queen
    even = two("9D 5D 7D 4D QD", "2C 4C 6C 8C TC", start="5H", stock="JC KC", options=EVEN_ODD)
    even.act(1, "play 9D")
    assert even.state.hands[0] == mask("2C 4C 6C 8C TC KC")
    assert even.legal(0) == {"pickup"}  # no power card, no even card, no face card
    assert odd.replays() and even.replays()


def test_even_odd_is_cancelled_by_a_cancel_card_alone() -> None:
    """000 (Card Types): "Cancel cards are used to stop 6,8,10 and J, also the 4's and 9's
    Even and Odd rules when used." and (7): "The 7 of Spades is one of the CC's, It can be
    played on any 6, 8, 10, or Jack. And the 4's and 9's with Even and Odd rules." and "CC's
    only have their effect when played alone." (green-cts-2006, option even_odd='all')"""
    s = two(
        "4D 5D 7D 9D QD",
        "7S 7H KS 9S 5C",
        start="4H",
        stock="JC 6C AC 5H",
        preset=CTS,
        options=EVEN_ODD,
    )
    st = s.state
    s.act(1, "play 4D")
    assert st.hands[0] == mask("7S 7H KS 9S 5C 6C")
    # the 6 as an even card, the spades alone as cancel cards; not 7H, nor 7H 7S
    assert s.legal(0) == {"play 6C", "play 7S", "play 9S", "play KS", "pickup"}
    with pytest.raises(IllegalActionError):
        s.act(0, "play 7H 7S")
    ev = s.act(0, "play 7S")
    assert ev[0] == CardsPlayed(0, mask("7S"), FROM_HAND, -1, 0)
    assert st.pile_mask == mask("4H 4D 7S") and st.turn == 1
    # play resumes off the 7: face cards and odd cards alike
    assert s.legal(1) == {"play 7D", "play 9D", "play QD", "play JC", "play AC", "pickup"}
    # the king of spades cancels a 9's odd rule
    nine = two(
        "9D 5D 7D 4D QD",
        "4S 4H KS 6C 5C",
        start="5H",
        stock="JC 8C AC 5S",
        preset=CTS,
        options=EVEN_ODD,
    )
    nine.act(1, "play 9D")
    assert nine.legal(0) == {"play 4S", "play 5C", "play KS", "pickup"}
    nine.act(0, "play KS")
    assert nine.legal(1) == {"play AC", "pickup"}  # as on a king
    # without cancel cards (green-ct-2006) the 7 of spades is an odd 7
    ct = two("4D 5D 7D 9D QD", "7S 7H KS 9S 5C", start="4H", stock="JC 6C AC 5H", options=EVEN_ODD)
    ct.act(1, "play 4D")
    assert ct.legal(0) == {"play 6C", "pickup"}
    assert s.replays() and nine.replays()


@pytest.mark.parametrize("preset", [CT, CTS])
def test_even_odd_spades_only_the_four_and_nine_of_spades_alone(preset: str) -> None:
    """000 (4): "We later just used only the 4 and 9 of Spades as Even and Odd, together
    with the CC rule." and (Card Types): "CC's only have their effect when played alone.
    You can however play the 4 of Spades with any other 4's when you are just playing it as
    a 4." (option even_odd='spades') -- reading chosen: played alone the spade carries the
    rule; with other cards of its rank it is a plain 4 or 9."""
    hands = ("4S 4D 5D 9D QD", "7C 9C KC 5C 6C")
    stock = "JC 6D AC 5H"

    def game() -> Scenario:
        return two(*hands, start="4H", stock=stock, preset=preset, options=SPADES)

    alone = game()
    alone.act(1, "play 4S")
    assert alone.state.hands[0] == mask("7C 9C KC 5C 6C 6D")
    assert alone.legal(0) == {"play 6C", "play 6D", "play 6C 6D", "pickup"}  # even only
    pair = game()
    pair.act(1, "play 4D 4S")
    assert pair.state.hands[0] == mask("7C 9C KC 5C 6C AC")
    assert pair.legal(0) == {
        "play 5C",
        "play 6C",
        "play 7C",
        "play 9C",
        "play KC",
        "play AC",
        "pickup",
    }
    plain = game()
    plain.act(1, "play 4D")
    assert {"play 5C", "play 7C", "play KC"} <= plain.legal(0)
    nine = two("9S 9D 5D 4D QD", hands[1], start="4H", stock=stock, preset=preset, options=SPADES)
    nine.act(1, "play 9S")
    assert nine.legal(0) == {"play 5C", "play 7C", "play 9C", "pickup"}  # odd only
    nines = two("9S 9D 5D 4D QD", hands[1], start="4H", stock=stock, preset=preset, options=SPADES)
    nines.act(1, "play 9D 9S")
    assert nines.legal(0) == {"play 9C", "play KC", "play AC", "pickup"}  # as on a 9
    assert alone.replays() and pair.replays() and nines.replays()


# --- toss fives ------------------------------------------------------------------------------


class ShitHead(ChooseSetupGame):
    preset = SH


_SH_UP = ("JC QC KC", "JD QD KD", "JH QH KH")


def shithead(hands: tuple[str, str, str], *, toss: bool = True) -> ShitHead:
    """Three seats of green-shithead-2006, each laying its J, Q, K face up; seat 1 (left of
    the dealer) plays first, on the 4 of spades."""
    return ShitHead(
        3,
        options={"toss_fives": True} if toss else None,
        hands=list(hands),
        places=_SH_UP,
        start="4S",
        stock="7C 7D 7H 8C 8D 8H",
    )


def test_toss_fives_every_other_player_may_toss_or_decline() -> None:
    """000 (5): "Two friends of mine, Tanis and Natis ... used to play a rule called Toss
    5's. ... the idea is that when you play a 5, anyone else, no matter if its there turn or
    not, can toss out their 5's too." (option toss_fives) -- reading chosen: every other
    player with a hand is asked at once (who may act is a set of seats), a 5 holder or not,
    and tosses or passes; the tosses land on the pile; then play goes on from the player
    after the one who played the first 5."""
    s = shithead(("5S 9C JC QC KC AC", "5D 6D 9D JD QD KD", "5H 6H 9H JH QH KH"))
    st = s.state
    assert st.turn == 1
    ev = s.act(1, "play 5D")
    assert ev == [CardsPlayed(1, mask("5D"), FROM_HAND, -1, 0), TossOffered(1, (2, 0))]
    assert st.step == TOSSING and st.to_act() == [0, 2]
    for seat in (0, 1, 2, None):
        v = view(st, seat)
        assert v["step"] == "toss" and v["to_act"] == [0, 2]
    assert s.legal(2) == {"play 5H", "pass"} and s.legal(0) == {"play 5S", "pass"}
    assert s.legal(1) == set()
    with pytest.raises(NotYourTurnError) as refused:
        s.act(1, "pass")  # the player of the first 5 is not in the toss set
    assert refused.value.code == "not_your_turn"
    ev = s.act(2, "play 5H")  # out of turn
    assert ev == [CardsPlayed(2, mask("5H"), FROM_HAND, -1, 0), CardsDrawn(2, mask("7D"))]
    assert st.pile_mask == mask("4S 5D 5H") and st.to_act() == [0]
    with pytest.raises(NotYourTurnError):
        s.act(2, "pass")  # one toss each
    ev = s.act(0, "pass")
    assert ev == [TossDeclined(0), TurnStarted(2), CardsDrawn(2, mask("7H"))]
    assert st.step == START and st.turn == 2  # the player after seat 1, not after seat 0
    assert s.replays()
    # a seat without 5s is asked too, and may only decline
    none = shithead(("6S 9C JC QC KC AC", "5D 6D 9D JD QD KD", "5H 6H 9H JH QH KH"))
    none.act(1, "play 5D")
    assert none.state.to_act() == [0, 2] and none.legal(0) == {"pass"}
    # without the option the turn simply passes on
    off = shithead(("5S 9C JC QC KC AC", "5D 6D 9D JD QD KD", "5H 6H 9H JH QH KH"), toss=False)
    ev = off.act(1, "play 5D")
    assert "TossOffered" not in event_names(ev) and off.state.turn == 2


def test_toss_completing_four_of_a_kind_clears_and_the_tosser_goes_again() -> None:
    """000 (x4): "When playing SH, a 4 of a kind acts like a 10, clearing the deck. A single
    player doesn't need to play them all themselves though. If one player lays a pair of
    9's, and the second player plays the other two, the deck gets cleared and the player who
    layed the last card plays again." with (5): "when you play a 5, anyone else ... can toss
    out their 5's too." (green-shithead-2006, option toss_fives)"""
    s = shithead(("5S 9C JC QC KC AC", "5C 5D 9D JD QD KD", "5H 6H 9H JH QH KH"))
    st = s.state
    ev = s.act(1, "play 5C 5D")
    assert ev[-1] == TossOffered(1, (2, 0))
    s.act(2, "play 5H")
    ev = s.act(0, "play 5S")
    assert ev == [
        CardsPlayed(0, mask("5S"), FROM_HAND, -1, 0),
        CardsDrawn(0, mask("8C")),
        PileBurned(0, "four_of_a_kind"),
        TurnContinued(0),
    ]
    assert st.removed == mask("4S 5C 5D 5H 5S") and st.pile == []
    assert st.turn == 0 and st.step == START and st.to_act() == [0]
    assert s.legal(0) == {"play 8C", "play 9C", "play AC"}  # a fresh deck: anything
    assert s.replays()


# --- the Chaos deal --------------------------------------------------------------------------

_ASIDE = "AS AH 2C TC"


def chaos(options: dict[str, Any]) -> tuple[Game, State, list[Any]]:
    game = Game(build_ruleset(CT, options), 2)
    deck = arrange(
        game,
        hands=[cards("4C 5C 6C 7C 9C"), cards("4D 5D 6D 7D 9D")],
        start=c("KS"),
        stock=cards("QD"),
        set_aside=cards(_ASIDE) if options.get("chaos_deal") else (),
    )
    state, events = game.start(deck=deck)
    return game, state, events


def _dealt(st: State) -> int:
    """Every card in a hand, on a table, on the pile or in the stock."""
    m = st.pile_mask | st.removed
    for seat in range(st.players):
        m |= st.hands[seat] | st.table_cards(seat)
    for x in st.stock:
        m |= 1 << x
    return m


def test_chaos_deal_sets_four_cards_aside_unseen() -> None:
    """000 (Technicalities and Nuances): "Its called Chaos SH/CT and all you have to do is
    before dealing out any cards you split the pack four ways, discard the top card of each
    stack without looking at them, and then play as normal. ... when you hold out for a 4 of
    a kind that isn't there, or watch for the Jk that might have been thrown out, you'll see
    how removing four cards can have an effect." (option chaos_deal) -- reading chosen: the
    four top cards of the shuffled deck are set aside (as random as one card off each of
    four stacks); nobody sees them, only how many there are."""
    game, st, events = chaos({"chaos_deal": True, "turn_cap": 150})
    _, plain, _ = chaos({})
    aside = mask(_ASIDE)
    assert st.aside == aside and plain.aside == 0
    for seat in (0, 1, None):
        assert view(st, seat)["aside_count"] == 4
        assert view(plain, seat)["aside_count"] == 0
    # the same deal, four cards shorter: the stock loses them, the hands and tables do not
    assert st.hands == plain.hands and st.pile == plain.pile
    assert [sum(map(len, t)) for t in st.tables] == [8, 8]
    assert len(st.stock) == len(plain.stock) - 4 == 52 - 4 - 2 * 13 - 1 - 1
    assert _dealt(st).bit_count() == 48 and not _dealt(st) & aside
    assert _dealt(plain).bit_count() == 52
    # play the game out (a fixed, seeded policy) and look at everything every seat is shown
    names = [f'"{card_name(x)}"' for x in cards_of(aside)]
    for played in random_moves(st, random.Random(2006), 5000):
        events += played
        assert not _dealt(st) & aside and st.aside == aside
    assert st.is_over()
    before = State(game)
    for ev in events:
        if isinstance(ev, GameEnded):
            break
        for seat in (0, 1, None):
            shown = json.dumps(redact_event(before, ev, seat)) + json.dumps(view(before, seat))
            assert not any(n in shown for n in names), (ev, seat)
        evolve(before, ev)
    assert replay(game, events) == st


# --- 3s reverse -------------------------------------------------------------------------------


def test_three_reverses_with_three_players_and_still_matches() -> None:
    """000 (3): "When playing with more than two people, 3's can be used as 3's Reverse
    rule, where the player order switches rotation every time a 3 is played. They still
    match whatever they where last played on. ... If a player lays down a King to you, you
    play a 3 and its a King back to them." (option three_reverses)"""
    deal = dict(
        hands=["4C 5C 6C JC QC", "KD KH 4D 5D JD", "3H 5H 6H JH 4H"],
        start="9S",
        stock="7S 8S 2S AD AH",
    )
    s = Scenario(CT, 3, options={"three_reverses": True}, **deal)
    st = s.state
    s.act(1, "play KD")
    ev = s.act(2, "play 3H")
    assert ev == [
        CardsPlayed(2, mask("3H"), FROM_HAND, -1, 0),
        DirectionReversed(-1),
        TurnStarted(1),
        CardsDrawn(1, mask("2S")),
    ]
    assert st.turn == 1 and st.direction == -1
    # a king back to seat 1: kings, aces or power cards only
    assert s.legal(1) == {"play KH", "play 2S", "pickup"}
    s.act(1, "play KH")
    assert st.turn == 0  # on round the other way
    # without the option the 3 only matches
    plain = Scenario(CT, 3, **deal)
    plain.act(1, "play KD")
    ev = plain.act(2, "play 3H")
    assert "DirectionReversed" not in event_names(ev)
    assert plain.state.turn == 0 and plain.state.direction == 1
    assert s.replays()


# --- the Cut Throat ladder's rules as options: on for CT, off for CTG --------------------------


def test_links_on_green_ct_many_or_one() -> None:
    """000 (2): "On your turn, you can play cards in a chain, with 2's between them ... Two
    ways this rule is usually played is that you can use as many 2's as you have to make
    long chains, or only one 2 per link can be played, making really short chains. When
    using only one 2 per link, the 2 of Spades can be called as a second link" (option links
    on green-ct-2006, which has none) -- reading chosen: 'many' lets a link be several 2s
    and a turn hold any number of links; 'one' allows one 2 per link, one plain link per
    turn, and the 2 of spades one more."""
    hand = "8D 2D 2H 6D 2S"
    none = two(hand, "4C 5C 7C QC KC", start="5H", stock="JD 3H 3C")
    assert not any(" link" in t for t in none.legal(1))
    many = two(hand, "4C 5C 7C QC KC", start="5H", stock="JD 3H 3C", options={"links": "many"})
    assert {"play 8D link 2D", "play 8D link 2D 2H", "play link 2D 2H 2S"} <= many.legal(1)
    many.act(1, "play 8D link 2D")
    assert "play 6D link 2H" in many.legal(1)  # a second plain link
    one = two(hand, "4C 5C 7C QC KC", start="5H", stock="JD 3H 3C", options={"links": "one"})
    assert "play 8D link 2D" in one.legal(1) and "play 8D link 2D 2H" not in one.legal(1)
    one.act(1, "play 8D link 2D")
    assert one.state.turn == 1
    assert "play 6D link 2H" not in one.legal(1) and "play 6D link 2S" in one.legal(1)
    one.act(1, "play 6D link 2S")
    assert one.legal(1) == {"play JD"}
    one.act(1, "play JD")
    assert one.state.turn == 0
    # and off on a preset that links by default
    ctg = two(
        hand, "4C 5C 7C QC KC", start="5H", stock="JD 3H 3C", preset=CTG, options={"links": "none"}
    )
    assert not any(" link" in t for t in ctg.legal(1))
    assert many.replays() and one.replays()


def test_jokers_on_green_ct_and_off_on_green_ctg() -> None:
    """000 (Jk): "Jokers are Force Pickup rule. When a Jk is played, the next player has to
    pick up the entire deck. ... if the next player has either the 5 or Queen of Spades they
    can force the pick up back to the other player." (option jokers: the two jokers join
    the deck with the counter jokers; off, a gambit has nothing to stop it)"""
    assert len(Game(build_ruleset(CT, {}), 2).deck()) == 52
    assert len(Game(build_ruleset(CT, {"jokers": True}), 2).deck()) == 54
    s = two("RJ 4D 6D 9D KD", "5S 6C 7C 9C 2C", start="KS", stock="AD KH", options={"jokers": True})
    st = s.state
    ev = s.act(1, "play RJ")
    assert ev[-1] == ResponseRequested(0, "forced_pickup", 1) and st.step == RESPOND_FORCED
    assert s.legal(0) == {"play 5S", "pickup"}
    s.act(0, "play 5S")
    assert s.legal(1) == {"pickup"}
    ev = s.act(1, "pickup")
    assert ev[0] == CardsRemoved(mask("RJ"))
    with pytest.raises(ValueError):  # no joker to deal without the option
        two("RJ 4D 6D 9D KD", "5S 6C 7C 9C 2C", start="KS")
    # off on green-ctg-2006: no jokers in the deck, so a gambit goes straight to its choice
    assert len(Game(build_ruleset(CTG, {"jokers": False}), 2).deck()) == 52
    g = two(
        "9C 9D 9H 9S 4D",
        "4C 5C 7C QC KC",
        start="5H",
        stock="JD 3H 3C 4H 5D 6D 7D 8D",
        preset=CTG,
        options={"jokers": False},
    )
    ev = g.act(1, "play 9C 9D 9H 9S gambit")
    assert ev[-1] == ResponseRequested(1, "gambit_choice", 1)
    assert g.state.step == CHOOSING
    assert s.replays() and g.replays()


def test_cancel_cards_on_green_ct_and_off_on_green_ctg() -> None:
    """000 (Card Types): "Cancel cards are used to stop 6,8,10 and J" and (9): "The 9 of
    Spades is one of the CC's, It can be played on any 6, 8, 10, or Jack." (option
    cancel_cards)"""
    hands = ("8D 4D 6D 9D KD", "9S 9H 7C KS QC")
    plain = two(*hands, start="5H", stock="TD 2D 4H")
    plain.act(1, "play 8D")
    assert plain.legal(0) == {"play 7C", "play 2D", "pickup"}
    on = two(*hands, start="5H", stock="TD 2D 4H", options={"cancel_cards": True})
    on.act(1, "play 8D")
    assert on.legal(0) == {"play 7C", "play 2D", "play 9S", "play KS", "pickup"}
    on.act(0, "play 9S")
    assert on.legal(1) == {"play 9D", "play KD", "play TD", "pickup"}  # off the 9
    ctg = two(*hands, start="5H", stock="TD 2D 4H", preset=CTG)
    ctg.act(1, "play 8D")
    assert {"play 9S", "play KS"} <= ctg.legal(0)
    off = two(*hands, start="5H", stock="TD 2D 4H", preset=CTG, options={"cancel_cards": False})
    off.act(1, "play 8D")
    assert not {"play 9S", "play KS"} & off.legal(0)
    assert on.replays() and off.replays()


def test_ace_of_spades_wild_on_green_ct_and_off_on_green_ctg() -> None:
    """000 (A): "In CT the Ace of Spades is a Wild Card that can be played as any card or
    suit ... It can't be played as a 10, Jk or a CJk, and it can only be played as something
    that can be played in turn." (option ace_of_spades_wild)"""
    hands = ("AS 4D 5D 7D 9D", "4C 5C 7C QC KC")

    def calls(s: Scenario) -> set[str]:
        return {t for t in s.legal(1) if " as " in t}

    assert calls(two(*hands, start="9H", stock="3D 3C")) == set()
    on = two(*hands, start="9H", stock="3D 3C", options={"ace_of_spades_wild": True})
    assert calls(on) == {"play AS as 9C", "play AS as JC", "play AS as QC", "play AS as KC"}
    on.act(1, "play AS as JC")
    assert on.state.top_wild and on.legal(0) == {"play 3C", "pickup"}  # a jack: power cards
    assert calls(two(*hands, start="9H", stock="3D 3C", preset=CTG)) != set()
    off = two(*hands, start="9H", stock="3D 3C", preset=CTG, options={"ace_of_spades_wild": False})
    assert calls(off) == set()
    assert not any(" link AS" in t for t in off.legal(1))  # nor as a 2 in a link
    assert "play AS" in off.legal(1)  # an ace still
    assert on.replays()


def test_gambits_on_green_ct_and_off_on_green_ctg() -> None:
    """000 (Card Types): "Basically when you play x4 of the 4,5,7,9,Q,K or the A, you have
    the choice of either discarding 4 cards from your hand into the clear pile, or you can
    either draw four cards or force the next player to pick up four cards from the draw
    pile." (option gambits) -- on green-ct-2006 there is no joker to stop it."""
    quad = "play 9C 9D 9H 9S gambit"
    stock = "JD 3H 3C 4H 5D 6D 7D 8D"
    assert quad not in two("9C 9D 9H 9S 4D", "4C 5C 7C QC KC", start="5H", stock=stock).legal(1)
    on = two("9C 9D 9H 9S 4D", "4C 5C 7C QC KC", start="5H", stock=stock, options={"gambits": True})
    ev = on.act(1, quad)
    assert "GambitCalled" in event_names(ev) and CardsRemoved(mask("9S")) in ev
    assert ev[-1] == ResponseRequested(1, "gambit_choice", 1)
    assert on.legal(1) == {"choose discard", "choose draw", "choose force"}
    ev = on.act(1, "choose draw")
    assert ev[:2] == [ChoiceMade(1, "draw", 0), CardsDrawn(1, mask("5D 6D 7D 8D"))]
    off = two(
        "9C 9D 9H 9S 4D",
        "4C 5C 7C QC KC",
        start="5H",
        stock=stock,
        preset=CTG,
        options={"gambits": False},
    )
    assert "play 9C 9D 9H 9S" in off.legal(1)
    assert not any(t.endswith(" gambit") for t in off.legal(1))
    assert on.replays()


def test_ace_switch_on_green_ct_and_off_on_green_ctg() -> None:
    """000 (A): "The second ability of the Ace is the Switch Card rule. Bascially, on the
    player's turn, you can play an Ace in place of the top card on the deck, taking that
    card into your hand, ending your turn." (option ace_switch)"""

    def game(preset: str, options: dict[str, Any] | None = None) -> Scenario:
        s = two(
            "7D 7H 4D 5D 6D",
            "AC AD 4C 9C KC",
            start="5H",
            stock="JC 3H 3C 4H",
            preset=preset,
            options=options,
        )
        s.act(1, "play 7D 7H")
        return s

    def switches(s: Scenario) -> set[str]:
        return {t for t in s.legal(0) if t.startswith("switch")}

    assert switches(game(CT)) == set()
    on = game(CT, {"ace_switch": True})
    assert switches(on) == {"switch AC AD"}
    on.act(0, "switch AC AD")
    assert on.state.hands[0] & mask("7D 7H") == mask("7D 7H") and on.state.turn == 1
    assert switches(game(CTG)) == {"switch AC AD"}
    assert switches(game(CTG, {"ace_switch": False})) == set()
    assert on.replays()


def test_joker_steals_gambit_its_player_makes_the_choice() -> None:
    """000 (Jk): "A second way this rule could be played is that the Jk steals the Gambit,
    so that whoever lays the Jk can then discard or draw cards. Either way, the Jk gets
    discarded, and play continues off the deck." (option joker_steals_gambit) -- reading
    chosen: the joker's player has the gambit's three choices, 'force' making the player
    after the joker's draw four; play then goes on from the player after the gambit's."""
    deal = dict(
        hands=["4C 5C 7C QC KC", "9C 9D 9H 9S 4D", "RJ 5S 7S QS KS"],
        start="5H",
        stock="JD 3H 3C 4H 5D 6D 7D 8D 8H 8C KH KD",
    )
    s = Scenario(CTG, 3, options={"joker_steals_gambit": True}, **deal)
    st = s.state
    s.act(1, "play 9C 9D 9H 9S gambit")
    hand1 = st.hands[1]
    ev = s.act(2, "play RJ")
    assert ev == [
        CardsPlayed(2, mask("RJ"), FROM_HAND, -1, 0),
        CardsRemoved(mask("RJ")),
        CardsDrawn(2, mask("5D")),
        ResponseRequested(2, "gambit_choice", 1),
    ]
    assert st.turn == 2 and st.step == CHOOSING
    assert s.legal(2) == {"choose discard", "choose draw", "choose force"}
    assert s.legal(1) == set()  # the gambit's player chooses nothing
    ev = s.act(2, "choose force")
    assert ev == [
        ChoiceMade(2, "force", 0),
        CardsDrawn(0, mask("6D 7D 8D 8H")),
        TurnStarted(2),
        CardsDrawn(2, mask("8C")),
    ]
    assert st.hands[1] == hand1 and st.removed == mask("9S RJ")
    # by default the joker only stops the gambit
    block = Scenario(CTG, 3, **deal)
    block.act(1, "play 9C 9D 9H 9S gambit")
    ev = block.act(2, "play RJ")
    assert "ChoiceMade" not in event_names(ev) and "ResponseRequested" not in event_names(ev)
    assert block.state.turn == 2 and block.state.step == START
    assert s.replays() and block.replays()


_WILD_FOUR = {"ace_of_spades_wild": True, "ace_completes_four": True}


def test_ace_of_spades_completes_a_four_that_blocks_a_joker() -> None:
    """000 (A): "I've been asked a few times whether or not the Ace of Spades can be played
    with a 3 of a kind to make a 4 of a kind to stop a Joker. I thought it was a cool idea,
    and we decided to let it play so, guess its up to you." and (Jk): "if the next player
    has any 4 of a kind, they can play it, discard the Jk, and no one picks up the deck.
    Play continues off the 4 of a kind." (green-cts-2006 with ace_of_spades_wild and
    ace_completes_four) -- reading chosen: the ace is called as the missing card."""
    s = two(
        "RJ 4D 6D 5D KD",
        "9C 9D 9H AS 7C",
        start="4H",
        stock="KH 4C 5C 6C 7D 2D",
        preset=CTS,
        options=_WILD_FOUR,
    )
    st = s.state
    s.act(1, "play RJ")
    assert s.legal(0) == {"play 9C 9D 9H AS as 9S", "pickup"}
    ev = s.act(0, "play 9C 9D 9H AS as 9S")
    assert ev[:2] == [
        CardsPlayed(0, mask("9C 9D 9H AS"), FROM_HAND, c("9S"), 0),
        CardsRemoved(mask("RJ")),
    ]
    assert "PileTaken" not in event_names(ev)
    assert st.removed == mask("RJ") and st.pile_mask == mask("4H 9C 9D 9H AS")
    assert st.turn == 1 and st.step == START
    assert s.plays(1) == {"play KD", "play KH", "play KD KH", "play 2D"}  # off the 9s
    # with only the wild ace the three 9s and the ace do not block
    wild = two(
        "RJ 4D 6D 5D KD",
        "9C 9D 9H AS 7C",
        start="4H",
        stock="KH 4C 5C 6C 7D 2D",
        preset=CTS,
        options={"ace_of_spades_wild": True},
    )
    wild.act(1, "play RJ")
    assert wild.legal(0) == {"pickup"}
    assert s.replays()


@pytest.mark.parametrize(
    ("three", "legal"),
    [
        ("5C 5D 5H", {"pickup"}),  # the missing card is the 5 of spades, a counter joker
        ("QC QD QH", {"pickup"}),  # ... the queen of spades
        ("TC TD TH", {"pickup"}),  # ... the 10 of spades: never a 10
        ("5C 5D 5S", {"play 5S", "play 5C 5D 5S AS as 5H", "pickup"}),  # the 5 of hearts is not
    ],
)
def test_ace_of_spades_is_never_called_as_a_counter_joker_for_the_four(
    three: str, legal: set[str]
) -> None:
    """000 (Technicalities and Nuances): "An Ace of Spades as Wild Card rule cannot be
    called as 10, Jk, or either of the CJk's." (green-cts-2006 with ace_of_spades_wild and
    ace_completes_four)"""
    s = two(
        "RJ 4D 6D 9D KD",
        f"{three} AS 7C",
        start="4H",
        stock="KH 4C 6C 7D 2D",
        preset=CTS,
        options=_WILD_FOUR,
    )
    s.act(1, "play RJ")
    assert s.legal(0) == legal


@pytest.mark.parametrize(
    ("preset", "options", "why"),
    [
        (CT, {"joker_steals_gambit": True}, "joker_steals_gambit needs gambits"),
        (CTG, {"gambits": False, "joker_steals_gambit": True}, "joker_steals_gambit needs gambits"),
        (CT, {"gambits": True, "joker_steals_gambit": True}, "joker_steals_gambit needs jokers"),
        (CTG, {"jokers": False, "joker_steals_gambit": True}, "joker_steals_gambit needs jokers"),
        (
            CT,
            {"ace_of_spades_wild": True, "ace_completes_four": True},
            "ace_completes_four needs jokers",
        ),
        (CTSR, {"jokers": False, "ace_completes_four": True}, "ace_completes_four needs jokers"),
        (CTS, {"ace_completes_four": True}, "ace_completes_four needs the ace of spades wild"),
        (
            CTG,
            {"ace_of_spades_wild": False, "ace_completes_four": True},
            "ace_completes_four needs the ace of spades wild",
        ),
    ],
)
def test_options_that_need_another_are_refused(
    preset: str, options: dict[str, Any], why: str
) -> None:
    """000 (Jk): "A second way this rule could be played is that the Jk steals the Gambit"
    (a joker and a gambit are both needed) and (A): "whether or not the Ace of Spades can be
    played with a 3 of a kind to make a 4 of a kind to stop a Joker" (a joker and the wild
    ace are both needed): such an option alone is refused, naming what it needs."""
    with pytest.raises(RulesetError) as refused:
        build_ruleset(preset, options)
    assert "options clash" in str(refused.value) and why in str(refused.value)
    # with what it needs, accepted
    build_ruleset(CTS, _WILD_FOUR)
    build_ruleset(CTG, {"joker_steals_gambit": True, "ace_completes_four": True})


# --- the turned start card -------------------------------------------------------------------


def test_turned_start_card_restricts_in_cut_throat_and_only_by_value_in_shit_head() -> None:
    """000: "with one card face up in the middle to start the deck" ("All games begin the
    same way"). Reading chosen (option start_card_restricts): in Cut Throat the turned card
    restricts the next play as the same card played would (a turned 6 asks for a face card),
    in Shit Head it must only be equalled or beaten; either preset may take the other."""
    hands = ("7D 8D 9D QD 4D", "4C 5C 7C QC KC")
    ct = two(*hands, start="6H", stock="3D")
    assert ct.plays(1) == {"play QD"}  # the face-card rule of the turned 6
    by_value = two(*hands, start="6H", stock="3D", options={"start_card_restricts": False})
    assert by_value.plays(1) == {"play 7D", "play 8D", "play 9D", "play QD", "play 3D"}
    by_value.act(1, "play 7D")
    assert by_value.replays()
    assert not build_ruleset(SH).start_card_restricts
    assert build_ruleset(SH, {"start_card_restricts": True}).start_card_restricts

"""Scenarios for the presets ``green-ctsr-2006``, ``green-ctg-2006`` and ``green-ctr-2006``:
"How to Play - Cut Throat Spades Revised", "How to Play - Cut Throat Gambit" and "How to
Play - Cut Throat Ruse" of 000_b85faa3a45f93a07.txt (John Green, 2003-06), with the "Card
Types", "Card Values" and "Technicalities and Nuances" sections they rely on. One test per
clause, each on a fixed deck.

Seat 0 deals, so seat 1 is dealt first and plays first. ``hands`` are the five dealt hand
cards of each seat, ``start`` the card turned to start the deck and ``stock`` the stock
from its top. A turn starts with a draw while the hand holds five cards or fewer, so seat 1
opens with six: its five and the first stock card.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine import Game, IllegalActionError, build_ruleset, replay
from engine.cards import parse_card, rank_of
from engine.events import (
    FROM_HAND,
    FROM_TURNED,
    CardsDiscarded,
    CardsDrawn,
    CardsPlayed,
    CardsRemoved,
    CardsSwitched,
    CardTaken,
    CardTurned,
    ChoiceMade,
    GambitCalled,
    GameEnded,
    PileTaken,
    ResponseRequested,
    SeatFinished,
    TurnContinued,
    TurnStarted,
)
from engine.game import (
    CHOOSING,
    DISCARDING,
    LINK,
    LINK_ENTRY,
    OVER,
    RESPOND_FORCED,
    RESPOND_GAMBIT,
    START,
    TAKING,
    TURNED,
)
from engine.view import redact_event, view
from tests.helpers import PresetGame, event_names, mask

CTSR = "green-ctsr-2006"
CTG = "green-ctg-2006"
CTR = "green-ctr-2006"


class Scenario(PresetGame):
    """A scripted game that keeps every event, so its end state can be replayed."""

    preset = CTSR

    def simple(self, seat: int) -> set[str]:
        """The legal plays without a link and without a wild card's calls."""
        return {t for t in self.plays(seat) if " link" not in t and " as " not in t}

    def calls(self, seat: int) -> set[str]:
        """The wild ace of spades' calls."""
        return {t for t in self.legal(seat) if t.startswith("play AS as ")}

    def switches(self, seat: int) -> set[str]:
        return {t for t in self.legal(seat) if t.startswith("switch")}

    def gambits(self, seat: int) -> set[str]:
        return {t for t in self.legal(seat) if t.endswith(" gambit")}


def two(
    hand1: str,
    hand0: str,
    *,
    start: str,
    stock: str = "",
    preset: str = CTSR,
    options: dict[str, Any] | None = None,
) -> Scenario:
    """Two seats; seat 1 plays first (and has drawn the first stock card)."""
    return Scenario(preset, hands=[hand0, hand1], start=start, stock=stock, options=options)


def c(name: str) -> int:
    return parse_card(name)


def rank(symbol: str) -> int:
    return rank_of(parse_card(f"{symbol}C"))


# --- Cut Throat Spades Revised: links ------------------------------------------------------


def test_ctsr_eight_link2_six_is_one_turn() -> None:
    """000 (Cut Throat Spades Revised): "Just add in the ability to form chains of cards ...
    Some of the usual chains you have are 8 Link2 6, or any less than 8 thats hard to get
    out" and (2): "On your turn, you can play cards in a chain, with 2's between them ...
    That would be one players single turn." """
    s = two("8D 6D 4D 2D 9D", "4C 5C 7C QC KC", start="5H", stock="JD 3C 3D 8H")
    st = s.state
    ev = s.act(1, "play 8D link 2D")
    assert ev == [CardsPlayed(1, mask("8D"), FROM_HAND, -1, mask("2D"))]
    assert st.turn == 1 and st.step == LINK
    assert st.pile[-2:] == [(1, mask("8D"), -1), (1, mask("2D"), LINK_ENTRY)]
    # the chained play goes on the 8: less than 8, and no pick-up in the middle of a chain
    assert s.legal(1) == {"play 4D", "play 6D"}
    ev = s.act(1, "play 6D")
    assert ev == [
        CardsPlayed(1, mask("6D"), FROM_HAND, -1, 0),
        CardsDrawn(1, mask("3C 3D")),
        TurnStarted(0),
        CardsDrawn(0, mask("8H")),
    ]
    assert s.legal(0) == {"play QC", "play KC", "pickup"}  # face cards on the 6
    assert s.replays()


def test_ctsr_chained_play_must_be_playable_on_the_card_before_the_link() -> None:
    """000 (2): "The only deal tho is that the cards have to be played in numerical order,
    meaning you couldn't link a Queen link2 a 6. Can't play a 6 on a Queen right." """
    s = two("QD 6D 4D 2D 9D", "4C 5C 7C QC KC", start="5H", stock="KD 3C 3D")
    assert "play QD link 2D" in s.legal(1)
    s.act(1, "play QD link 2D")
    assert s.legal(1) == {"play KD"}
    with pytest.raises(IllegalActionError):
        s.act(1, "play 6D")
    # with nothing that could follow a queen the link is not offered at all
    none = two("QD 6D 4D 2D 9D", "4C 5C 7C QC KC", start="5H", stock="5D 3C 3D")
    assert "play QD" in none.legal(1) and "play QD link 2D" not in none.legal(1)
    assert s.replays()


def test_ctsr_a_face_card_may_follow_a_six_through_a_link_but_not_a_second_two() -> None:
    """000 (6): "The most common mix up I've noticed is when someone plays a 6, then plays a
    2 as a Link, which is fine, but then plays another 2 on top as a freeplay. This doesn't
    work. A 2 as a Link has no numerical value so it can be played, the second 2 does have
    value." and (2): "you can Link off a 6, providing that the card played after the Link can
    be played on the 6." """
    s = two("6D 2D 2H JD 9D", "4C 5C 7C QC KC", start="5H", stock="4D 3C 3D")
    s.act(1, "play 6D link 2D")
    assert s.legal(1) == {"play JD"}
    with pytest.raises(IllegalActionError):
        s.act(1, "play 2H")
    s.act(1, "play JD")
    assert s.state.turn == 0
    # linking off the other player's 6 (the top card of the deck) works the same way
    top = two("6D 4D 5D 7D 9D", "2C 2H KC 5C 7C", start="5H", stock="3D 3C 3H")
    top.act(1, "play 6D")
    top.act(0, "play link 2C")
    assert top.legal(0) == {"play KC", "play KC link 2H"}
    with pytest.raises(IllegalActionError):
        top.act(0, "play 2H")
    assert s.replays() and top.replays()


def test_ctsr_a_two_played_for_itself_is_still_a_free_play_for_the_next_player() -> None:
    """000 (2): "2's are still power cards when used like this, and can still be called as
    freeplays for the next player." """
    s = two("2D 4D 5D 7D 9D", "4S 2C KC 5C 7C", start="KH", stock="3D 3C 3H")
    ev = s.act(1, "play 2D")
    assert ev == [
        CardsPlayed(1, mask("2D"), FROM_HAND, -1, 0),
        TurnStarted(0),
        CardsDrawn(0, mask("3C")),
    ]
    # anything on the 2, although a king lies under it
    assert s.simple(0) == {"play 2C", "play 3C", "play 4S", "play 5C", "play 7C", "play KC"}
    assert s.replays()


def test_ctsr_two_link2_is_a_free_play_for_yourself() -> None:
    """000 (Cut Throat Spades Revised): "2 Link2 is a freeplay for yourself. Freeplay Linked
    to, right." """
    s = two("2D 2H 4D 5D 9D", "4S 2C KC 5C 7C", start="KH", stock="3D 3C 3H")
    ev = s.act(1, "play 2D link 2H")
    assert ev == [CardsPlayed(1, mask("2D"), FROM_HAND, -1, mask("2H"))]
    assert s.state.turn == 1 and s.state.step == LINK
    assert s.legal(1) == {"play 3D", "play 4D", "play 5D", "play 9D"}  # anything, on a king
    s.act(1, "play 4D")
    assert s.state.turn == 0
    assert s.replays()


def test_ctsr_link_off_the_top_card_of_the_deck() -> None:
    """000 (2): "2's can't start links, unless there linking off the top card on the
    deck." """
    s = two("4D 2D 6D 7D 9D", "4C 5C 7C QC KC", start="8H", stock="JD 3C 3D")
    st = s.state
    assert "play link 2D" in s.legal(1)
    ev = s.act(1, "play link 2D")
    assert ev == [CardsPlayed(1, 0, FROM_HAND, -1, mask("2D"))]
    assert st.pile == [(-1, mask("8H"), -1), (1, mask("2D"), LINK_ENTRY)]
    assert st.turn == 1 and st.step == LINK
    assert s.legal(1) == {"play 4D", "play 6D", "play 7D"}  # still less than the 8
    s.act(1, "play 6D")
    assert st.turn == 0
    assert s.simple(0) == {"play QC", "play KC"}
    assert s.replays()


def test_ctsr_a_link_cannot_start_an_empty_deck() -> None:
    """000 (2): "2's can't start links, unless there linking off the top card on the
    deck." """
    s = two("4D 2D 6D 7D 9D", "4C 5C 7C QC KC", start="AH", stock="JD 3C 3D")
    s.act(1, "pickup")
    assert s.state.pile == [] and s.state.turn == 1
    assert not any(t.startswith("play link") for t in s.legal(1))
    assert "play 4D link 2D" in s.legal(1)  # a link after a first play is fine
    with pytest.raises(IllegalActionError):
        s.act(1, "play link 2D")
    assert s.replays()


def test_ctsr_ten_link2_only_to_a_cancel_card_which_stops_the_clear() -> None:
    """000 (Cut Throat Spades Revised): "10 Link2 any CC. Good for when you want the other
    player to pickup and you don't want to clear the deck." and (2): "you can also Link off a
    10, providing that its a CC that gets played after. ie, 10 Link2 4 of Spades." """
    s = two("TD 2D 4S 7D 9D", "4C 5C 7C QC KC", start="5H", stock="JD 3C 3D 8D")
    st = s.state
    assert "play TD link 2D" in s.legal(1)
    s.act(1, "play TD link 2D")
    assert s.legal(1) == {"play 4S"}  # only the cancel card
    ev = s.act(1, "play 4S")
    assert "PileBurned" not in event_names(ev)
    assert st.removed == 0 and st.pile_mask == mask("5H TD 2D 4S")
    assert st.turn == 0
    assert s.simple(0) == {"play 4C", "play 5C", "play 7C", "play 8D", "play QC", "play KC"}
    # without a cancel card the 10 cannot be linked
    plain = two("TD 2D 4D 7D 9D", "4C 5C 7C QC KC", start="5H", stock="JD 3C 3D")
    assert "play TD" in plain.legal(1) and "play TD link 2D" not in plain.legal(1)
    # the wild ace of spades may follow as a cancel card
    ace = two("TD 2D AS 7D 9D", "4C 5C 7C QC KC", start="5H", stock="JD 3C 3D")
    ace.act(1, "play TD link 2D")
    assert ace.legal(1) == {"play AS as 4S", "play AS as 7S", "play AS as 9S", "play AS as KS"}
    assert s.replays()


def test_ctsr_four_of_spades_link2_on_an_eight() -> None:
    """000 (Cut Throat Spades Revised): "4 of Spades as a CC Link2 Anything. Kinda works like
    a freeplay." """
    s = two("8D 4D 5D 7D 9D", "4S 2C KC 5C 7C", start="5H", stock="3D 3C 3H")
    s.act(1, "play 8D")
    assert "play KC" not in s.legal(0)
    s.act(0, "play 4S link 2C")
    assert "play KC" in s.legal(0)  # a king after all, through the cancel card and a link
    s.act(0, "play KC")
    assert s.state.pile_mask == mask("5H 8D 4S 2C KC")
    assert s.replays()


def test_ctsr_four_of_spades_as_a_cancel_card_link2_on_a_six() -> None:
    """000 (Cut Throat Spades Revised): "4 of Spades as a CC Link2 Anything. Kinda works like
    a freeplay." and (4): "The 4 of Spades is one of the four Cancel Cards. It can be played
    on any 6, 8, 10, or Jack." """
    s = two("6D 4D 5D 7D 9D", "4S 2C KC 5C 7C", start="5H", stock="3D 3C 3H")
    s.act(1, "play 6D")
    assert "play 4S" in s.legal(0)  # the cancel card alone
    assert "play 4S link 2C" in s.legal(0)
    s.act(0, "play 4S link 2C")
    assert "play 5C" in s.legal(0)  # off the 4 of spades: the 6 is cancelled


def test_ctsr_many_links_by_default() -> None:
    """000 (2): "Two ways this rule is usually played is that you can use as many 2's as you
    have to make long chains, or only one 2 per link can be played ... Anyways, I usually use
    2 Links per chain, any 2 can be used. Its up to you." -- reading chosen: by default a
    link may be several 2s at once and a turn may hold any number of links."""
    s = two("8D 2D 2H 6D 2S", "4C 5C 7C QC KC", start="5H", stock="JD 3H 3C")
    assert {"play 8D link 2D 2H", "play 8D link 2D 2H 2S"} <= s.legal(1)
    s.act(1, "play 8D link 2D")
    s.act(1, "play 6D link 2H")  # a second plain 2 in a second link
    assert s.legal(1) == {"play JD"}
    s.act(1, "play JD")
    assert s.state.pile == [
        (-1, mask("5H"), -1),
        (1, mask("8D"), -1),
        (1, mask("2D"), LINK_ENTRY),
        (1, mask("6D"), -1),
        (1, mask("2H"), LINK_ENTRY),
        (1, mask("JD"), -1),
    ]
    assert s.replays()


def test_ctsr_option_links_one() -> None:
    """000 (2): "or only one 2 per link can be played, making really short chains. When
    using only one 2 per link, the 2 of Spades can be called as a second link, and the Ace of
    Spades played as another 2 of Spades for a third link. Hardcore lol." and (A): "*when
    using Ace of Spades as a Wild Card rule, you can call it as a 2 for an extra link*" --
    reading chosen (option links='one'): one plain 2 per turn, the 2 of spades and the ace of
    spades each one more link."""
    s = two(
        "2D 2H 6D 2S AS",
        "4C 5C 7C QC KC",
        start="5H",
        stock="JD 3H 3C 4D 4H 9D 9H",
        options={"links": "one"},
    )
    st = s.state
    legal = s.legal(1)
    assert "play link 2D" in legal and "play link 2D 2H" not in legal  # one 2 per link
    assert "play 6D link 2D 2H" not in legal
    s.act(1, "play link 2D")
    legal = s.legal(1)
    assert "play 6D link 2H" not in legal  # the plain link of the turn is spent
    assert {"play 6D link 2S", "play 6D link AS"} <= legal
    s.act(1, "play 6D link 2S")  # the second link
    assert "play JD link AS" in s.legal(1)
    s.act(1, "play JD link AS")  # the third
    assert s.legal(1) == {"play 2H"}  # no more links: the 2 only as a card on the jack
    s.act(1, "play 2H")
    assert st.turn == 0
    assert [entry for entry in st.pile if entry[2] == LINK_ENTRY] == [
        (1, mask("2D"), LINK_ENTRY),
        (1, mask("2S"), LINK_ENTRY),
        (1, mask("AS"), LINK_ENTRY),
    ]
    # without the option a second plain 2 may link again
    many = two("8D 2D 2H 6D 2S", "4C 5C 7C QC KC", start="5H", stock="JD AS 3H 3C")
    many.act(1, "play 8D link 2D")
    assert "play 6D link 2H" in many.legal(1)
    assert s.replays()


# --- Cut Throat Spades Revised: the wild ace of spades ---------------------------------------


def test_ctsr_wild_ace_of_spades_only_as_a_card_playable_in_turn() -> None:
    """000 (A): "In CT the Ace of Spades is a Wild Card that can be played as any card or
    suit ... It can't be played as a 10, Jk or a CJk, and it can only be played as something
    that can be played in turn. You can't call it as an 8 to be played on a 6 as Face Card
    rule for example, 8's are not face cards" """
    on_six = two("AS 4D 5D 7D 9D", "4C 5C 7C QC KC", start="6H", stock="3D 3C 3H")
    assert on_six.calls(1) == {
        "play AS as 6C",
        "play AS as JC",
        "play AS as QC",
        "play AS as KC",
        # and the cancel cards, which stop the 6
        "play AS as 4S",
        "play AS as 7S",
        "play AS as 9S",
        "play AS as KS",
    }
    # on a 9: no 2, 3 or 8 (power cards out of turn), no 10
    on_nine = two("AS 4D 5D 7D 9D", "4C 5C 7C QC KC", start="9H", stock="3D 3C 3H")
    assert on_nine.calls(1) == {"play AS as 9C", "play AS as JC", "play AS as QC", "play AS as KC"}
    on_four = two("AS 4D 5D 7D 9D", "4C 5C 7C QC KC", start="4H", stock="3D 3C 3H")
    calls = on_four.calls(1)
    assert calls == {f"play AS as {r}C" for r in "456789JQK"}
    for never in ("TC", "TD", "RJ", "BJ", "5S", "QS"):
        assert f"play AS as {never}" not in calls
        with pytest.raises(IllegalActionError):
            on_four.act(1, f"play AS as {never}")


def test_ctsr_wild_ace_of_spades_as_a_cancel_card() -> None:
    """000 (A): "the Ace of Spades is a Wild Card that can be played as any card or suit
    (sometimes played as a K of Spades to cancel and whatnot)." """
    s = two("TD 4D 5D 7D 9D", "AS 5C 7C QC KC", start="5H", stock="3D 3C 3H")
    st = s.state
    s.act(1, "play TD")
    assert s.legal(0) == {
        "pass",
        "play AS as 4S",
        "play AS as 7S",
        "play AS as 9S",
        "play AS as KS",
    }
    ev = s.act(0, "play AS as KS")
    assert ev[0] == CardsPlayed(0, mask("AS"), FROM_HAND, c("KS"), 0)
    assert "PileBurned" not in event_names(ev)
    assert st.removed == 0 and st.pile_mask == mask("5H TD AS")
    assert st.turn == 1 and st.top_wild
    assert s.simple(1) == {"play 3D", "play 3H", "play 3D 3H"}  # as on a king
    assert s.replays()


def test_ctsr_wild_ace_of_spades_is_not_a_counter_joker() -> None:
    """000 (Technicalities and Nuances): "An Ace of Spades as Wild Card rule cannot be called
    as 10, Jk, or either of the CJk's." """
    s = two("RJ 4D 5D 7D 9D", "AS 2H KC 5C 7C", start="5H", stock="3D 3C 3H")
    s.act(1, "play RJ")
    assert s.state.step == RESPOND_FORCED
    assert s.legal(0) == {"pickup"}
    with pytest.raises(IllegalActionError):
        s.act(0, "play AS as 5S")


def test_ctsr_any_ace_may_be_played_on_the_wild_ace() -> None:
    """000 (Technicalities and Nuances): "When using Ace of Spades as a Wild Card, regardless
    of what its called as, another Ace can be played on it, where play continues off the
    second Ace, as an Ace." """
    s = two("AS 4D 5D 7D 9D", "AC 5C 2C QC KC", start="9H", stock="3D 3C 3H")
    ev = s.act(1, "play AS as JC")
    assert ev[0] == CardsPlayed(1, mask("AS"), FROM_HAND, c("JC"), 0)
    # as a jack it needs a power card, but an ace goes on it; queens and kings do not
    assert s.simple(0) == {"play 2C", "play 3C", "play AC"}
    s.act(0, "play AC")
    assert s.simple(1) == {"play 3D", "play 3H", "play 3D 3H"}  # off the second ace, an ace
    assert s.replays()


def test_ctsr_cancel_cards_and_counter_jokers_as_in_cts() -> None:
    """000 (Cut Throat Spades Revised): "CTSR plays the same as CTS explained above, it's just
    an addition of rules." (Used Rules: "Jk as Forced Pickup", "Use Cancel Cards", "Use
    Counter Jokers")"""
    cancel = two("8D 4D 6D 9D KD", "9S 9H 7C KS QC", start="5H", stock="TD 2D 4H")
    cancel.act(1, "play 8D")
    assert {"play 9S", "play KS"} <= cancel.simple(0) and "play QC" not in cancel.simple(0)
    cancel.act(0, "play 9S")
    assert cancel.simple(1) == {"play 9D", "play KD", "play TD"}  # off the 9
    joker = two("RJ 4D 6D 9D KD", "5S 4C 6C 7C 9C", start="5D", stock="KH KC")
    joker.act(1, "play RJ")
    assert joker.legal(0) == {"play 5S", "pickup"}
    ev = joker.act(0, "play 5S")
    assert ev[-1] == ResponseRequested(1, "forced_pickup", 0)
    ev = joker.act(1, "pickup")
    assert ev[:2] == [CardsRemoved(mask("RJ")), PileTaken(1, mask("5D 5S"), 0)]
    assert cancel.replays() and joker.replays()


def test_ctsr_has_no_gambits_no_switch_and_layered_bottom_cards() -> None:
    """000 (Cut Throat Gambit): "CTG plays the same as CTSR explained above, its just an
    addition of rules. Just add in the ability to draw extra cards, force someone else to
    stock extra cards, or discard unwanted cards." and "CTG introduces a new variation with
    the bottom cards." (CTSR's Used Rules list neither "Use Gambits" nor "Ace as Switch
    Card")"""
    s = two("9C 9D 9H 9S AC", "4C 5C 7C QC KC", start="5H", stock="AD 3H")
    assert "play 9C 9D 9H 9S" in s.legal(1)
    assert s.gambits(1) == set() and s.switches(1) == set()
    assert build_ruleset(CTSR, {}).layout.access == "layer"
    assert build_ruleset(CTG, {}).layout.access == "uncovered"


# --- Cut Throat Gambit: gambits --------------------------------------------------------------

_GAMBIT_STOCK = "JD 3H 3C 4H 5D 6D 7D 8D 8H 8C KH KD"


def nines(
    hand0: str = "4C 5C 7C QC KC", *, options: dict[str, Any] | None = None, preset: str = CTG
) -> Scenario:
    """Seat 1 holds four 9s, 4D and JD (drawn) on a 5; three more come after a gambit."""
    return two(
        "9C 9D 9H 9S 4D", hand0, start="5H", stock=_GAMBIT_STOCK, preset=preset, options=options
    )


def test_ctg_gambit_is_optional_and_its_spade_leaves_the_game() -> None:
    """000 (Card Types): "Basically when you play x4 of the 4,5,7,9,Q,K or the A, you have
    the choice of either discarding 4 cards ... Whenever a Gambit is played the spade card in
    it gets discarded so the same Gambit can't be played again." and (Technicalities): "Or x4
    being called as a Gambit, or just being played for their numerical value." """
    plain = nines()
    assert {"play 9C 9D 9H 9S", "play 9C 9D 9H 9S gambit"} <= plain.legal(1)
    ev = plain.act(1, "play 9C 9D 9H 9S")
    assert "GambitCalled" not in event_names(ev)
    assert plain.state.removed == 0 and plain.state.pile_mask == mask("5H 9C 9D 9H 9S")
    assert plain.state.turn == 0 and plain.state.step == START
    called = nines()
    st = called.state
    ev = called.act(1, "play 9C 9D 9H 9S gambit")
    assert ev == [
        CardsPlayed(1, mask("9C 9D 9H 9S"), FROM_HAND, -1, 0),
        CardsDrawn(1, mask("3H 3C 4H")),
        GambitCalled(1, rank("9")),
        CardsRemoved(mask("9S")),
        ResponseRequested(0, "gambit", 1),
    ]
    assert st.removed == mask("9S") and st.pile_mask == mask("5H 9C 9D 9H")
    assert view(st, 0)["gambit"] == {"rank": "9", "by": 1, "owed": 0}
    assert plain.replays() and called.replays()


def test_ctg_gambits_are_4_5_7_9_q_k_a() -> None:
    """000 (Card Types): "Gambits 4 5 7 9 Q K A x4" and "Basically when you play x4 of the
    4,5,7,9,Q,K or the A" """
    others = ["4C", "5C", "6C", "7C", "8C", "9C", "JC", "QC", "KC", "AC", "2C", "3C"]
    for r in "23456789TJQKA":
        quad = " ".join(f"{r}{s}" for s in "CDHS")
        hand0 = " ".join([x for x in others if x[0] != r][:5])
        stock = " ".join([x for x in ("QD", "KD", "4D") if x[0] != r][:2])
        s = two(f"{quad} RJ", hand0, start="3H" if r != "3" else "2D", stock=stock, preset=CTG)
        assert s.gambits(1) == ({f"play {quad} gambit"} if r in "4579QKA" else set()), r


def test_ctg_gambit_is_played_in_turn() -> None:
    """000 (Card Types): "You should also note that Gambits work like rule cards, meaning
    that they have to be played in numerical order. Can't play four 9's on a King for
    example." and (Cut Throat Gambit): "or you can play 8 Link2 4's Gambit" """
    on_king = two("9C 9D 9H 9S 4D", "4C 5C 7C QC KC", start="KH", stock="JD 3H 3C", preset=CTG)
    assert on_king.gambits(1) == set() and on_king.legal(1) == {"pickup"}
    with pytest.raises(IllegalActionError):
        on_king.act(1, "play 9C 9D 9H 9S gambit")
    linked = two(
        "8D 2D 4C 4D 4H", "9C 7D 7H 9S 7C", start="5H", stock="4S 3H 3C 5C 8H 8C", preset=CTG
    )
    linked.act(1, "play 8D link 2D")
    assert linked.gambits(1) == {"play 4C 4D 4H 4S gambit"}
    ev = linked.act(1, "play 4C 4D 4H 4S gambit")
    assert GambitCalled(1, rank("4")) in ev and CardsRemoved(mask("4S")) in ev
    assert linked.replays()


def test_ctg_gambit_is_four_cards_of_one_play() -> None:
    """000 (Cut Throat Gambit): "And you have to play all four cards yourself on a single
    turn." """
    s = two("9C 9D 5D 6D 7D", "9H 9S 4C 4D 7C", start="5H", stock="JC 3H 3C", preset=CTG)
    s.act(1, "play 9C 9D")
    assert "play 9H 9S" in s.legal(0) and s.gambits(0) == set()
    ev = s.act(0, "play 9H 9S")
    assert "GambitCalled" not in event_names(ev) and s.state.removed == 0
    assert s.replays()


def test_ctg_wild_ace_of_spades_does_not_complete_a_gambit() -> None:
    """000 (A): "I've been asked a few times whether or not the Ace of Spades can be played
    with a 3 of a kind to make a 4 of a kind ... It doesn't work with with Gambits tho, the
    point of them was to get all four of the cards" """
    s = two("9D 9H 9S AS 7D", "2H 4C KC 5C 7C", start="5H", stock="3D 3C 3H", preset=CTG)
    assert s.gambits(1) == set()
    assert not any(t.startswith("play 9") and "AS" in t and " link" not in t for t in s.legal(1))


def test_ctg_joker_stops_a_gambit() -> None:
    """000 (Jk): "The Second ability of the Jk, is that it can be used to stop a Gambit. When
    a Joker is played on a Gambit, you stop the player from discarding or picking up cards.
    ... Either way, the Jk gets discarded, and play continues off the deck." and (Card
    Types): "All Gambits when played end the players turn, and play continues off the deck by
    the next player." -- reading chosen: a stopped gambit's turn still ends."""
    s = Scenario(
        CTG,
        3,
        hands=["4C 5C 7C QC KC", "9C 9D 9H 9S 4D", "RJ 5S 7S QS KS"],
        start="5H",
        stock=_GAMBIT_STOCK,
    )
    st = s.state
    ev = s.act(1, "play 9C 9D 9H 9S gambit")
    assert ev[-1] == ResponseRequested(2, "gambit", 1) and st.step == RESPOND_GAMBIT
    assert s.legal(2) == {"play RJ", "pass"}
    hand1 = st.hands[1]
    ev = s.act(2, "play RJ")
    assert ev == [
        CardsPlayed(2, mask("RJ"), FROM_HAND, -1, 0),
        CardsRemoved(mask("RJ")),
        CardsDrawn(2, mask("5D")),  # back up to five
        TurnStarted(2),  # the next player after the gambit's, on the gambit
        CardsDrawn(2, mask("6D")),
    ]
    assert "ChoiceMade" not in event_names(ev) and st.hands[1] == hand1
    assert st.removed == mask("9S RJ")
    assert st.pile == [(-1, mask("5H"), -1), (1, mask("9C 9D 9H"), -1)]
    assert s.simple(2) == {"play QS", "play KS"}
    assert s.replays()


def test_ctg_gambit_next_player_passes_and_the_player_chooses() -> None:
    """000 (Jk): "To be fair, when a player lays a Gambit, they should give a moment to see
    if the other player stops it or not." and (Card Types): "you have the choice of either
    discarding 4 cards from your hand into the clear pile, or you can either draw four cards
    or force the next player to pick up four cards from the draw pile." """
    s = nines()
    st = s.state
    s.act(1, "play 9C 9D 9H 9S gambit")
    assert s.legal(0) == {"pass"}  # no joker to stop it with
    ev = s.act(0, "pass")
    assert ev == [ResponseRequested(1, "gambit_choice", 1)]
    assert st.turn == 1 and st.step == CHOOSING
    assert s.legal(1) == {"choose discard", "choose draw", "choose force"}
    assert s.replays()


def test_ctg_gambit_discard_four_hand_cards_out_of_the_game() -> None:
    """000 (Card Types): "Gambits are a CT based rule where a player can discard unwanted
    cards ... you have the choice of either discarding 4 cards from your hand into the clear
    pile" -- as the preset plays it: one card per action, out of the game; the hand is then
    topped up to five."""
    s = nines()
    st = s.state
    s.script((1, "play 9C 9D 9H 9S gambit"), (0, "pass"))
    assert st.hands[1] == mask("4D JD 3H 3C 4H")
    ev = s.act(1, "choose discard")
    assert ev == [ChoiceMade(1, "discard", 4)] and st.step == DISCARDING
    assert s.legal(1) == {"discard 4D", "discard JD", "discard 3H", "discard 3C", "discard 4H"}
    for card in ("4D", "JD", "3H"):
        assert s.act(1, f"discard {card}") == [CardsDiscarded(1, mask(card))]
        assert st.turn == 1
    ev = s.act(1, "discard 3C")
    assert ev == [
        CardsDiscarded(1, mask("3C")),
        CardsDrawn(1, mask("5D 6D 7D 8D")),
        TurnStarted(0),
        CardsDrawn(0, mask("8H")),
    ]
    assert st.removed == mask("9S 4D JD 3H 3C")
    assert st.pile_mask == mask("5H 9C 9D 9H")  # discards do not go on the deck
    assert s.replays()


def test_ctg_gambit_draw_four() -> None:
    """000 (Card Types): "or you can either draw four cards" and "All Gambits when played end
    the players turn, and play continues off the deck by the next player." """
    s = nines()
    s.script((1, "play 9C 9D 9H 9S gambit"), (0, "pass"))
    ev = s.act(1, "choose draw")
    assert ev == [
        ChoiceMade(1, "draw", 0),
        CardsDrawn(1, mask("5D 6D 7D 8D")),
        TurnStarted(0),
        CardsDrawn(0, mask("8H")),
    ]
    assert s.state.hands[1].bit_count() == 9
    assert s.replays()


def test_ctg_gambit_force_the_next_player_to_draw_four() -> None:
    """000 (Card Types): "or force the next player to pick up four cards from the draw
    pile." """
    s = nines()
    s.script((1, "play 9C 9D 9H 9S gambit"), (0, "pass"))
    ev = s.act(1, "choose force")
    assert ev == [
        ChoiceMade(1, "force", 0),
        CardsDrawn(0, mask("5D 6D 7D 8D")),
        TurnStarted(0),
    ]  # nine cards: no draw
    assert s.state.hands[0] == mask("4C 5C 7C QC KC 5D 6D 7D 8D")
    assert s.replays()


def test_ctg_option_joker_steals_gambit() -> None:
    """000 (Jk): "A second way this rule could be played is that the Jk steals the Gambit, so
    that whoever lays the Jk can then discard or draw cards. Either way, the Jk gets
    discarded, and play continues off the deck." (option joker_steals_gambit)"""
    s = nines("RJ 5C 7C QC KC", options={"joker_steals_gambit": True})
    st = s.state
    s.act(1, "play 9C 9D 9H 9S gambit")
    ev = s.act(0, "play RJ")
    assert ev == [
        CardsPlayed(0, mask("RJ"), FROM_HAND, -1, 0),
        CardsRemoved(mask("RJ")),
        CardsDrawn(0, mask("5D")),
        ResponseRequested(0, "gambit_choice", 1),
    ]
    assert st.turn == 0 and st.step == CHOOSING
    assert s.legal(0) == {"choose discard", "choose draw", "choose force"}
    ev = s.act(0, "choose force")
    assert ev == [
        ChoiceMade(0, "force", 0),
        CardsDrawn(1, mask("6D 7D 8D 8H")),
        TurnStarted(0),
        CardsDrawn(0, mask("8C")),
    ]
    assert st.removed == mask("9S RJ")
    # by default the joker only blocks
    block = nines("RJ 5C 7C QC KC")
    block.act(1, "play 9C 9D 9H 9S gambit")
    ev = block.act(0, "play RJ")
    assert "ChoiceMade" not in event_names(ev) and ev[-2] == TurnStarted(0)
    assert s.replays() and block.replays()


# --- Cut Throat Gambit: the Queens Gambit ----------------------------------------------------


def queens(hand0: str) -> Scenario:
    return two("QC QD QH QS 4D", hand0, start="5H", stock="JD 3H 3C 4H 5D 6D 7D 8D", preset=CTG)


def test_ctg_queens_gambit_forces_a_pick_up_and_the_5_of_spades_passes_it_on() -> None:
    """000 (Card Types): "When a player drops a Queens Gambit it works the same as a Joker
    would. You should also know that a Queens Gambit can be countered by either a 5 of Spades
    or the Joker." and "Whenever a Gambit is played the spade card in it gets discarded" """
    s = queens("5S 5C 7C 9C KC")
    st = s.state
    assert {"play QC QD QH QS", "play QC QD QH QS gambit"} <= s.legal(1)
    ev = s.act(1, "play QC QD QH QS gambit")
    assert ev == [
        CardsPlayed(1, mask("QC QD QH QS"), FROM_HAND, -1, 0),
        CardsDrawn(1, mask("3H 3C 4H")),
        ResponseRequested(0, "forced_pickup", 1),
    ]
    assert st.step == RESPOND_FORCED
    assert s.legal(0) == {"play 5S", "pickup"}
    ev = s.act(0, "play 5S")
    assert ev == [
        CardsPlayed(0, mask("5S"), FROM_HAND, -1, 0),
        CardsDrawn(0, mask("5D")),
        ResponseRequested(1, "forced_pickup", 0),
    ]
    assert s.legal(1) == {"pickup"}
    ev = s.act(1, "pickup")
    assert ev == [
        CardsRemoved(mask("QS")),
        PileTaken(1, mask("5H QC QD QH 5S"), 0),
        TurnContinued(1),
    ]
    assert st.removed == mask("QS")
    assert s.replays()


def test_ctg_queens_gambit_stopped_by_a_joker() -> None:
    """000 (Card Types): "a Queens Gambit can be countered by either a 5 of Spades or the
    Joker." and (Jk): "it can be used to stop a Gambit" -- as the preset reads 'countered'
    by the joker: it stops it (nobody picks up); the joker and the queen of spades leave the
    game."""
    s = queens("BJ 5C 7C 9C KC")
    st = s.state
    s.act(1, "play QC QD QH QS gambit")
    assert s.legal(0) == {"play BJ", "pickup"}
    ev = s.act(0, "play BJ")
    assert ev[:2] == [CardsPlayed(0, mask("BJ"), FROM_HAND, -1, 0), CardsRemoved(mask("BJ QS"))]
    assert "PileTaken" not in event_names(ev)
    assert st.removed == mask("BJ QS")
    assert st.pile == [(-1, mask("5H"), -1), (1, mask("QC QD QH"), -1)]
    assert st.turn == 0 and st.step == START
    # a plain pick-up: the queen of spades leaves the game, the others go to the hand
    taken = queens("BJ 5C 7C 9C KC")
    taken.act(1, "play QC QD QH QS gambit")
    ev = taken.act(0, "pickup")
    assert ev[:2] == [CardsRemoved(mask("QS")), PileTaken(0, mask("5H QC QD QH"), 0)]
    assert s.replays() and taken.replays()


def test_ctg_queens_gambit_is_played_in_turn_not_on_a_jack() -> None:
    """000 (Cut Throat Gambit): "Remember that a Queens Gambit is not a Jk, it just has the
    same effect as one. It is not power cards, and can't be played on a Jack like the Jk can.
    It has to be played like the rest of the Gambits, treated like rule cards." """
    s = two("JD 4D 5D 6D 7D", "QC QD QH QS BJ", start="9H", stock="8D 3H", preset=CTG)
    s.act(1, "play JD")
    assert s.simple(0) == {"play BJ", "play 3H"}
    assert s.gambits(0) == set()
    with pytest.raises(IllegalActionError):
        s.act(0, "play QC QD QH QS gambit")


def test_ctg_four_of_a_kind_blocking_a_joker_is_not_a_gambit() -> None:
    """000 (x4): "When using a x4 to stop a Jk, it can not be called as a Gambit, if the rule
    is used, at the same time. It has the same principal as the CC's. Its either called for
    one ability or the other, not both." -- also named among CTG's readings chosen."""
    s = two(
        "RJ 4D 6D 5D KD", "9C 9D 9H 9S 7C", start="4H", stock="JC 3H 3C 4C 5C 8D 8H 8C", preset=CTG
    )
    st = s.state
    s.act(1, "play RJ")
    assert s.legal(0) == {"play 9C 9D 9H 9S", "pickup"}
    ev = s.act(0, "play 9C 9D 9H 9S")
    assert "GambitCalled" not in event_names(ev)
    assert ev[1] == CardsRemoved(mask("RJ"))
    assert st.removed == mask("RJ") and st.pile_mask == mask("4H 9C 9D 9H 9S")
    assert st.turn == 1
    assert s.replays()


# --- Cut Throat Gambit: the ace as switch card -----------------------------------------------


def test_ctg_ace_as_switch_one_ace_per_card_of_the_top_play() -> None:
    """000 (A): "Bascially, on the player's turn, you can play an Ace in place of the top card
    on the deck, taking that card into your hand, ending your turn. ... Play continues off the
    Ace to the next player. You should keep in mind that if your only taking one card, you use
    only one Ace, two Aces for two cards and so on. You can't split pairs" """
    s = two("7D 7H 4D 5D 6D", "AC AD 4C 9C KC", start="5H", stock="JC 3H 3C 4H 5C 8D", preset=CTG)
    st = s.state
    s.act(1, "play 7D 7H")
    assert s.switches(0) == {"switch AC AD"}
    ev = s.act(0, "switch AC AD")
    assert ev == [
        CardsSwitched(0, mask("AC AD"), mask("7D 7H")),
        TurnStarted(1),
        CardsDrawn(1, mask("4H")),
    ]
    assert st.hands[0] == mask("3C 4C 7D 7H 9C KC")
    assert st.pile == [(-1, mask("5H"), -1), (0, mask("AC AD"), -1)]
    assert s.legal(1) == {"play 3H", "pickup"}  # off the aces
    one = two("7D 7H 4D 5D 6D", "AC 4C 9C KC QC", start="5H", stock="JC 3H 3C 4H 5C 8D", preset=CTG)
    one.act(1, "play 7D 7H")
    assert one.switches(0) == set()  # one ace cannot take a pair
    with pytest.raises(IllegalActionError):
        one.act(0, "switch AC")
    assert s.replays()


def test_ctg_switch_takes_only_the_like_cards_on_top() -> None:
    """000 (A): "you can only take like cards when there at the top of the deck. If a deck
    consisted of a pair of 4's, then a 5, then a pair of 7's at the top of the deck, you would
    only be able to switch for the 7's. ... if a King for example was played, then a 3 as
    Match, with another King played after, could you switch for both Kings using two Aces, or
    take the 3 too, using three Aces. Neither. You have access to the top King only" """
    s = two("4D 4H 7D 7H 6D", "AC AD 5C 4C QC", start="3S", stock="JC 3H 9C 4S 5H 8D", preset=CTG)
    s.script((1, "play 4D 4H"), (0, "play 5C"), (1, "play 7D 7H"))
    assert s.switches(0) == {"switch AC AD"}
    kings = two(
        "KD KH 5D 6D 7D", "AC AD 3C 4C QC", start="5H", stock="JC 3H 9C 4H 5C 8D", preset=CTG
    )
    kings.script((1, "play KD"), (0, "play 3C"), (1, "play KH"))
    assert kings.switches(0) == {"switch AC", "switch AD"}
    ev = kings.act(0, "switch AC")
    assert ev[0] == CardsSwitched(0, mask("AC"), mask("KH"))
    assert kings.state.pile_mask == mask("5H KD 3C AC")
    assert s.replays() and kings.replays()


@pytest.mark.parametrize("start", ["TD", "RJ"])
def test_ctg_switch_never_takes_a_ten_or_a_joker(start: str) -> None:
    """000 (Technicalities and Nuances): "Similarily, Ace as Switch Card rule can't be used to
    pickup any 10's, or the Jk." (the turned start card is the one 10 or joker left lying on
    the deck)"""
    s = two("AC AD 9S 4S 7D", "2H 4C KC 5C 7C", start=start, stock="3D 3C 3H", preset=CTG)
    assert s.switches(1) == set()
    nine = two("AC AD 9S 4S 7D", "2H 4C KC 5C 7C", start="9C", stock="3D 3C 3H", preset=CTG)
    assert nine.switches(1) == {"switch AC", "switch AD"}


def test_ctg_no_switch_for_a_card_played_on_an_eight_or_a_jack() -> None:
    """000 (A): "The only time you couldn't switch cards, is if the top card on the deck has
    been played on an 8, Jack or 10, since an Ace can't be played on either of those
    cards." """
    eight = two("4D 5D 7D 7H 6D", "AC AD 8C 4C QC", start="3S", stock="JC 3H 9C 4S", preset=CTG)
    eight.script((1, "play 4D"), (0, "play 8C"), (1, "play 5D"))
    assert "play AC" in eight.legal(0)  # an ace goes on the 5, but not on the 8 below it
    assert eight.switches(0) == set()
    jack = two("9D 8D 7D 7H 6D", "AC AD JC 4C QC", start="3S", stock="JH 3H 9C 4S", preset=CTG)
    jack.script((1, "play 9D"), (0, "play JC"), (1, "play 8D"))
    assert jack.switches(0) == set()
    assert eight.replays() and jack.replays()


def test_ctg_no_switch_for_a_card_played_on_a_ten() -> None:
    """000 (A): "The only time you couldn't switch cards, is if the top card on the deck has
    been played on an 8, Jack or 10, since an Ace can't be played on either of those
    cards." """
    s = two("TD AC 7D 7H 6D", "AD 9S 4S 4C QC", start="5S", stock="JH 3H 9C 4H", preset=CTG)
    s.script((1, "play TD"), (0, "play 4S"))  # the clear cancelled: the 4S lies on the 10
    assert s.state.pile_mask == mask("5S TD 4S") and s.state.turn == 1
    assert s.switches(1) == set()


# --- Cut Throat Gambit: the bottom cards -----------------------------------------------------


def stock_out() -> Scenario:
    """Three seats (the stock is fourteen cards); two gambits drawing four empty the stock.
    Seat 1 is left holding KC KD KH KS on QC QH, its table ``8C 8D 8H 8S`` over
    ``6C 6D 6H 6S``, its turn. Seat 2 holds 2D 2H 2S 4C 5C 5D 5H 5S and seat 0 3C 3D JC JD.
    """
    s = Scenario(
        CTG,
        3,
        hands=["9C 9D 9H 9S JC", "KC KD KH KS 4D", "7C 7D 7H 7S 4C"],
        table=[[], ["6C 6D 6H 6S", "8C 8D 8H 8S"], []],
        start="3H",
        stock="QD 5C 5D 5H 5S 2C 2D 2H 2S JD 3C 3D QC QH",
    )
    s.script(
        (1, "play 4D"),
        (2, "play 7C 7D 7H 7S gambit"),
        (0, "pass"),
        (2, "choose draw"),
        (0, "play 9C 9D 9H 9S gambit"),
        (1, "pass"),
        (0, "choose draw"),
        (1, "play QD"),
        (2, "play 2C"),
        (0, "play QC QH"),
    )
    st = s.state
    assert st.stock == [] and st.turn == 1 and st.step == START
    assert st.hands[1] == mask("KC KD KH KS")
    assert st.hands[2] == mask("2D 2H 2S 4C 5C 5D 5H 5S") and st.hands[0] == mask("3C 3D JC JD")
    return s


def test_ctg_gambit_as_the_last_cards_takes_two_bottom_cards() -> None:
    """000 (Card Types): "If you play a Gambit as your last four cards, and there are no cards
    left on the draw pile, you can opt to pick two cards from your face down cards." -- as
    the preset plays it: one card per action, from any slot with no card on top of it (as
    CTG's bottom cards are picked); the other seats do not see them."""
    s = stock_out()
    st = s.state
    s.act(1, "play KC KD KH KS gambit")
    s.act(2, "pass")
    assert st.turn == 1 and st.step == CHOOSING
    assert s.legal(1) == {"choose bottom"}  # nothing to discard, nothing to draw
    ev = s.act(1, "choose bottom")
    assert ev == [ChoiceMade(1, "bottom", 2)] and st.step == TAKING
    assert s.legal(1) == {"take 0", "take 1", "take 2", "take 3"}
    before = st.copy()
    ev = s.act(1, "take 2")
    assert ev == [CardTaken(1, c("8H"), 2)]
    assert redact_event(before, ev[0], 1)["card"] == "8H"
    for other in (0, 2, None):
        assert redact_event(before, ev[0], other) == {
            "type": "CardTaken",
            "seat": 1,
            "card": None,
            "slot": 2,
        }
    assert view(st, 1)["seats"][1]["hand"] == ["8H"]
    assert view(st, 0)["seats"][1]["table"] == [[None, None], [None, None], [None], [None, None]]
    assert s.legal(1) == {"take 0", "take 1", "take 2", "take 3"}  # 6H is uncovered now
    ev = s.act(1, "take 2")
    assert ev == [CardTaken(1, c("6H"), 2), TurnStarted(2)]
    assert st.hands[1] == mask("6H 8H") and st.tables[1][2] == []
    assert st.removed == mask("7S 9S KS")
    assert replay(s.game, s.events) == st


def test_ctg_bottom_cards_with_nothing_on_top_may_be_picked() -> None:
    """000 (Cut Throat Gambit): "You no longer have to play all four of your upper bottom
    cards before you can touch the lower four. As long as theres not an upper card on a
    lower bottom card, that lower bottom card can be picked and used to play with. The rest
    stays the same tho, first card picked is a freebee" """
    s = stock_out()
    st = s.state
    s.script((1, "play KC KD KH KS"), (2, "play 2D"), (0, "play 3C"))
    assert st.hands[1] == 0
    assert s.legal(1) == {"flip 0", "flip 1", "flip 2", "flip 3"}
    ev = s.act(1, "flip 2")
    assert ev == [CardTurned(1, c("8H"), 2)]
    assert st.step == TURNED and s.legal(1) == {"play 8H", "pass"}  # the free look
    s.act(1, "play 8H")
    s.script((2, "play 4C"), (0, "play 3D"))
    # slot 2's bottom card is uncovered while the other slots keep their upper cards
    assert [len(slot) for slot in st.tables[1]] == [2, 2, 1, 2]
    assert s.legal(1) == {"flip 0", "flip 1", "flip 2", "flip 3"}
    ev = s.act(1, "flip 2")
    assert ev[:2] == [CardTurned(1, c("6H"), 2), CardsPlayed(1, mask("6H"), FROM_TURNED, -1, 0)]
    assert s.replays()


# --- Cut Throat Ruse -------------------------------------------------------------------------


def test_ctr_no_bottom_cards() -> None:
    """000 (Cut Throat Ruse): "It plays the same as CTG, the major difference is the lack of
    bottom cards." -- reading chosen: two to five players, a hand of five."""
    s = two("4D 5D 6D 7D 9D", "4C 5C 6C 7C 9C", start="3H", stock="KD", preset=CTR)
    st = s.state
    assert st.tables == [[], []]
    assert st.hands[0] == mask("4C 5C 6C 7C 9C") and st.hands[1] == mask("4D 5D 6D 7D 9D KD")
    assert len(st.stock) == 54 - 2 * 5 - 1 - 1
    assert view(st, 0)["seats"][1]["table"] == []
    rs = build_ruleset(CTR, {})
    for n in (2, 5):
        Game(rs, n)
    for n in (1, 6):
        with pytest.raises(ValueError):
            Game(rs, n)


def test_ctr_first_player_out_of_hand_cards_wins_while_the_stock_remains() -> None:
    """000 (Cut Throat Ruse): "First player to play out all the cards they have in hand wins.
    Players draw from a pile as normal, but the pile doesn't have to be played out before
    someone can win." -- as the preset describes it: a play that empties the hand wins
    before any draw."""
    s = two("9C 9D 9H 2D KD", "4C 5C 7C QC KC", start="5H", stock="KH 3H 3C", preset=CTR)
    st = s.state
    s.act(1, "play 9C 9D 9H link 2D")
    ev = s.act(1, "play KD KH")
    assert ev == [
        CardsPlayed(1, mask("KD KH"), FROM_HAND, -1, 0),
        SeatFinished(1, 1),
        GameEnded("first_out", (1,), -1, 1),
    ]
    assert st.phase == OVER and len(st.stock) == 54 - 2 * 5 - 1 - 1
    assert s.replays()


def test_ctr_a_gambit_that_empties_the_hand_wins() -> None:
    """000 (Cut Throat Ruse): "First player to play out all the cards they have in hand
    wins." and "It plays the same as CTG" """
    s = two("5D 2D 9C 9D 9H", "4C 5C 7C QC KC", start="4H", stock="9S 3H 3C", preset=CTR)
    s.act(1, "play 5D link 2D")
    ev = s.act(1, "play 9C 9D 9H 9S gambit")
    assert ev == [
        CardsPlayed(1, mask("9C 9D 9H 9S"), FROM_HAND, -1, 0),
        GambitCalled(1, rank("9")),
        CardsRemoved(mask("9S")),
        SeatFinished(1, 1),
        GameEnded("first_out", (1,), -1, 1),
    ]
    assert s.replays()


def test_ctr_gambits_as_in_ctg() -> None:
    """000 (Cut Throat Ruse): "It plays the same as CTG" (Used Rules: "Use Gambits", "Ace as
    Switch Card") -- with no bottom cards there is no bottom pick."""
    s = nines(preset=CTR)
    st = s.state
    ev = s.act(1, "play 9C 9D 9H 9S gambit")
    assert ev[2:] == [
        GambitCalled(1, rank("9")),
        CardsRemoved(mask("9S")),
        ResponseRequested(0, "gambit", 1),
    ]
    s.act(0, "pass")
    assert s.legal(1) == {"choose discard", "choose draw", "choose force"}
    ev = s.act(1, "choose force")
    assert ev == [ChoiceMade(1, "force", 0), CardsDrawn(0, mask("5D 6D 7D 8D")), TurnStarted(0)]
    assert st.phase != OVER
    switch = two("7D 7H 4D 5D 6D", "AC AD 4C 9C KC", start="5H", stock="JC 3H 3C 4H", preset=CTR)
    switch.act(1, "play 7D 7H")
    assert switch.switches(0) == {"switch AC AD"}
    assert s.replays() and switch.replays()

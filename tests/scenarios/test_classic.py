"""Scenario tests for the ``classic`` preset: the standard Shithead of pagat.com.

Source: ``002_7b5430d6923f0043.txt`` (the Shithead text starting at "This game is also
sometimes known by other names") and its variations, which are the preset's options.
Every test deals a fixed deck; each docstring quotes the clause it pins.

Unless a test says otherwise the deal is the one of :func:`deal`: seat 0 (the dealer) has
the 3H face up, so it plays first; the hands hold 4, 5 and 6s; the other cards not named
go to the stock in ascending order after the named stock cards.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from engine import Action, Game, GameOverError, IllegalActionError, NotYourTurnError, build_ruleset
from engine.cards import RANK_MASK, lowest, rank_of
from engine.events import FROM_TABLE
from engine.view import view
from tests.helpers import ScriptedGame, event_names, finish_setup, mask, new_game

PRESET = "classic"

HANDS = ("4C 5C 6C", "4D 5D 6D", "4H 5H 6H")
TABLES = (("7C 8C 9C", "3H KH AH"), ("7D 8D 9D", "JC QC KC"), ("7H 8H 9H", "JD QD KD"))


def card(name: str) -> int:
    return mask(name).bit_length() - 1


class Scenario(ScriptedGame):
    """A dealt game with every event kept, so a test can replay the log at the end."""

    def __init__(
        self,
        players: int = 2,
        *,
        hands: Sequence[str] | None = None,
        table: Sequence[Sequence[str]] | None = None,
        stock: str = "",
        options: dict[str, Any] | None = None,
        setup: bool = True,
        dealer: int = 0,
    ) -> None:
        self.game, self.state, self.events = new_game(
            PRESET,
            players,
            options=options,
            dealer=dealer,
            hands=list(hands if hands is not None else HANDS[:players]),
            table=[list(t) for t in (table if table is not None else TABLES[:players])],
            stock=stock,
        )
        if setup:
            self.events += finish_setup(self.state)


def deal(players: int = 2, **kw: Any) -> Scenario:
    return Scenario(players, **kw)


def _lowest_play(sc: Scenario, seat: int) -> Action:
    """The legal play of ``seat`` with the lowest rank (fewest cards), else a pick-up."""
    st = sc.state
    plays = [a for a in st.legal_actions(seat) if a.kind == "play"]
    if not plays:
        return Action("pickup")
    values = st.rules.values
    return min(plays, key=lambda a: (values[rank_of(lowest(a.cards))], a.cards.bit_count()))


def run_out_stock(sc: Scenario, p: int = 0) -> None:
    """Play until the stock is gone and seat ``p`` begins a turn with no hand on an empty pile.

    Seat ``p`` plays its lowest legal group (all its cards of that rank) each turn. The seat
    before ``p`` picks up whatever is on the pile; in a three-player game the seat after
    ``p`` picks up too while ``p`` still holds cards, and starts new piles with its lowest
    card. Once ``p``'s hand is empty the seat after ``p`` plays its lowest card instead, so
    the seat before ``p`` leaves ``p`` an empty pile. Table cards of ``p`` are never touched.
    """
    st = sc.state
    n = st.players
    before, after = (p - 1) % n, (p + 1) % n
    for _ in range(500):
        if not st.stock and not st.hands[p] and st.turn == p and not st.pile_mask:
            return
        seat = st.turn
        done = not st.stock and not st.hands[p]
        if seat == p:
            assert not done, "seat p must not face a pile with only table cards left"
            group = _lowest_play(sc, p)
            if group.kind == "play":
                group = Action("play", st.hands[p] & RANK_MASK[rank_of(lowest(group.cards))])
            sc.apply(p, group)
        elif st.pile_mask and (seat == before or (seat == after and not done)):
            sc.do(seat, "pickup")
        else:
            sc.apply(seat, _lowest_play(sc, seat))
    raise AssertionError("the stock did not run out")


# == players, deck, deal ===================================================================


def test_two_to_five_players() -> None:
    """002: "From two to five may play." """
    rs = build_ruleset(PRESET)
    for n in (2, 5):
        assert Game(rs, n).players == n
    for n in (1, 6):
        with pytest.raises(ValueError):
            Game(rs, n)


def test_one_regular_52_card_deck() -> None:
    """002: "The game requires one regular 52-card deck." """
    game = Game(build_ruleset(PRESET), 3)
    assert len(game.deck()) == 52
    assert game.deck() == list(range(52))


def test_undealt_cards_form_the_draw_pile() -> None:
    """002: "Any cards remaining undealt are placed face down to form a draw pile. The players
    pick up their three card hands" (three face-down and three face-up table cards each)."""
    sc = deal(3, setup=False, stock="2S 3S")
    st = sc.state
    for seat in range(3):
        assert st.hands[seat] == mask(HANDS[seat])
        assert [len(slot) for slot in st.tables[seat]] == [2, 2, 2]
    assert len(st.stock) == 52 - 3 * 9
    assert st.stock[-1] == card("2S")  # the named stock card is on top
    assert st.pile_mask == 0


def test_exchange_any_number_of_hand_and_face_up_cards() -> None:
    """002: "Before play each player may exchange any number of cards from the hand with her
    face-up cards." """
    sc = deal(setup=False)
    sc.do(0, "swap 4C KH")
    sc.do(0, "swap 5C AH")
    sc.do(0, "ready")
    sc.do(1, "ready")
    assert sc.state.hands[0] == mask("KH AH 6C")
    assert [slot[-1] for slot in sc.state.tables[0]] == [card("3H"), card("4C"), card("5C")]
    sc.assert_replays()


def test_face_down_cards_are_never_shown() -> None:
    """002: "A player may never look at the face-down cards until they are played." """
    sc = deal()
    for viewer in (0, 1, None):
        seen = view(sc.state, viewer)["seats"][0]["table"]
        assert [slot[0] for slot in seen] == [None, None, None]
        assert [slot[1] for slot in seen] == ["3H", "KH", "AH"]


# == who starts ============================================================================


def test_first_three_dealt_face_up_starts_even_if_swapped_away() -> None:
    """002: "The first player is the person who receives the first 3 dealt face-up." """
    # Face-up cards are dealt slot by slot from the dealer's left (seat 1, seat 0, seat 1...):
    # seat 0's 3 in slot 0 is dealt before seat 1's 3 in slot 1.
    sc = deal(setup=False, table=[("7C 8C 9C", "3H KH AH"), ("7D 8D 9D", "JC 3D KC")])
    sc.do(0, "swap 4C 3H")  # seat 0 takes its 3 into the hand: it still received it first
    sc.events += finish_setup(sc.state)
    assert sc.state.turn == 0


def test_a_three_laid_face_up_in_the_exchange_still_decides_who_starts() -> None:
    """002: "Before play each player may exchange any number of cards from the hand with her
    face-up cards." and "If no 3 is face-up, the first person to call a three in a hand is
    the first player." Seat 0 holds the deal's only 3 and lays it face up: whether the 3 is
    counted where it was dealt (in the hand) or where it lies after the exchange (face up),
    seat 0 starts, not seat 1 with its 4."""
    sc = deal(
        setup=False,
        hands=["3C 5C 6C", "4D 5D 6D"],
        table=[("7C 8C 9C", "QH KH AH"), ("7D 8D 9D", "JC QC KC")],
    )
    sc.do(0, "swap 3C QH")
    assert sc.state.tables[0][0][-1] == card("3C")
    sc.events += finish_setup(sc.state)
    assert sc.state.turn == 0
    sc.assert_replays()
    # the same with the six-card deal, the 3 laid face up from the hand
    choose = Scenario(
        hands=["3C 4C 5C QC KC AC", "4D 5D 6D QD KD AD"],
        table=[("7C 8C 9C",), ("7D 8D 9D",)],
        options={"deal": "choose"},
        setup=False,
    )
    for c in ("3C", "KC", "AC"):
        choose.do(0, f"place {c}")
    for c in ("QD", "KD", "AD"):
        choose.do(1, f"place {c}")
    choose.do(0, "ready")
    choose.do(1, "ready")
    assert choose.state.turn == 0
    choose.assert_replays()


def test_no_three_face_up_first_three_in_a_hand_starts() -> None:
    """002: "If no 3 is face-up, the first person to call a three in a hand is the first
    player." """
    sc = deal(
        hands=["4C 5C 6C", "3D 5D 6D"], table=[("7C 8C 9C", "QH KH AH"), ("7D 8D 9D", "JC QC KC")]
    )
    assert sc.state.turn == 1


def test_no_three_dealt_then_the_first_four_decides() -> None:
    """002: "If there is no 3 dealt to a hand, then the same procedure is followed for the
    first 4, and so on" """
    # every 3 is face down; seat 1 holds a 4 in hand but seat 0 was dealt a 4 face up
    sc = deal(
        hands=["5C 6C 7C", "4D 5D 6D"], table=[("3C 3D 9C", "4H KH AH"), ("3H 3S 9D", "JC QC KC")]
    )
    assert sc.state.turn == 0


# == the play ==============================================================================


def test_first_player_plays_a_set_and_replenishes_to_three() -> None:
    """002: "playing face-up from her hand any number of cards of the same rank, and taking
    cards from the draw pile to replenish her hand to three cards" """
    sc = deal(hands=["4C 4S 6C", "4D 5D 6D"], stock="9S TS QS")
    evs = sc.do(0, "play 4C 4S")
    assert event_names(evs) == ["CardsPlayed", "CardsDrawn", "TurnStarted"]
    assert sc.state.hands[0] == mask("6C 9S TS")
    assert sc.state.pile_mask == mask("4C 4S")


def test_play_equal_or_higher_than_the_previous_play() -> None:
    """002: "The card or cards played must be of equal to or of higher rank than previous
    play." """
    sc = deal()
    sc.do(0, "play 5C")
    assert sc.plays(1) == {"play 5D", "play 6D"}
    with pytest.raises(IllegalActionError) as err:
        sc.do(1, "play 4D")
    assert err.value.code == "illegal_action"
    sc.do(1, "play 5D")  # equal is enough
    assert sc.state.turn == 0


def test_ace_ranks_above_king() -> None:
    """002: "The cards rank highest to lowest 2, A, K, Q, J, 10, . . . ," """
    sc = deal(
        hands=["KS KH 5C", "AD KD 4D"], table=[("7C 8C 9C", "3H QH AH"), TABLES[1]], stock="4S"
    )
    sc.do(0, "play KS")
    assert sc.plays(1) == {"play AD", "play KD"}
    sc.do(1, "play AD")
    assert sc.state.hands[0] == mask("KH 5C 4S")
    assert sc.plays(0) == set()  # a king does not go on an ace


def test_turns_go_clockwise() -> None:
    """002: "Taking turns clockwise, each player must either play a card or a set of equal
    cards face up on top of the discard pile, or pick up the pile." """
    sc = deal(3)
    order = []
    for seat, c in ((0, "4C"), (1, "4D"), (2, "5H"), (0, "5C")):
        assert sc.state.turn == seat
        order.append(seat)
        sc.do(seat, f"play {c}")
    assert order == [0, 1, 2, 0]
    with pytest.raises(NotYourTurnError) as err:
        sc.do(0, "play 6C")
    assert err.value.code == "not_your_turn"


def test_replenish_after_playing_while_the_stock_lasts() -> None:
    """002: "If after playing you have fewer than three cards in your hand, you must
    immediately replenish your hand by drawing from the stock so that you have three cards
    again." """
    sc = deal(stock="2S 9S")
    evs = sc.do(0, "play 4C")
    assert evs[1].cards == mask("2S")
    assert sc.state.hands[0] == mask("5C 6C 2S")
    sc.do(1, "play 5D")
    assert sc.state.hands[1] == mask("4D 6D 9S")


def test_too_few_cards_in_the_stock_draw_what_there_is() -> None:
    """002: "If there are too few cards in the stock, you draw as many as there are." """
    sc = deal()
    st = sc.state
    for _ in range(200):  # seat 0 plays its lowest card, seat 1 picks it up
        if len(st.stock) == 1 and st.turn == 0:
            break
        if st.turn == 0:
            sc.apply(0, _lowest_play(sc, 0))
        else:
            sc.do(1, "pickup")
    assert st.hands[0] == mask("KS AC AD")
    last = st.stock[-1]
    evs = sc.do(0, "play AC AD")  # two cards played, one card left to draw
    assert evs[1].cards == 1 << last
    assert st.stock == []
    assert st.hands[0] == mask("KS") | 1 << last
    sc.assert_replays()


def test_no_replenishment_once_the_stock_is_gone() -> None:
    """002: "When there are no cards left in the stock at all, play continues as before, but
    without replenishment." """
    sc = deal(hands=["4C 5C 6C", "4D 5D 6D"], stock="")
    st = sc.state
    while st.stock:
        if st.turn == 0:
            sc.apply(0, _lowest_play(sc, 0))
        else:
            sc.do(1, "pickup")
    if st.turn == 1:
        sc.do(1, "pickup")
    before = st.hands[0].bit_count()
    assert before > 0
    evs = sc.apply(0, _lowest_play(sc, 0))
    assert "CardsDrawn" not in event_names(evs)
    assert st.hands[0].bit_count() < before


def test_pick_up_the_pile_and_the_left_neighbour_starts_a_new_pile() -> None:
    """002: "If you pick up you do not play any cards on that turn, but your left hand
    neighbour, who is next in turn to play, starts a new discard pile by playing any card or
    set of equal cards she wishes." """
    sc = deal(3, hands=["8S 4C 5C", "4D 5D 6D", "4H 5H 6H"])
    sc.do(0, "play 8S")
    evs = sc.do(1, "pickup")
    assert event_names(evs) == ["PileTaken", "TurnStarted"]
    assert sc.state.hands[1] == mask("4D 5D 6D 8S")
    assert sc.state.pile_mask == 0
    assert sc.state.turn == 2
    assert {"play 4H", "play 5H", "play 6H"} <= sc.legal(2)  # lower than the 8: a new pile
    sc.assert_replays()


def test_pick_up_when_unwilling_to_play() -> None:
    """002: "If at your turn you cannot or do not wish to play a card, you must pick up all the
    cards in the discard pile" """
    sc = deal()
    sc.do(0, "play 4C")
    assert {"play 4D", "pickup"} <= sc.legal(1)  # could play, may pick up all the same
    sc.do(1, "pickup")
    assert sc.state.hands[1] == mask("4C 4D 5D 6D")


def test_hand_cards_before_table_cards() -> None:
    """002: "As long as you begin your turn with cards in your hand, you are not allowed in that
    turn to play from the cards you have on the table" """
    sc = deal(table=[("7C 8C 9C", "3H 4H AH"), TABLES[1]])
    assert sc.plays(0) == {"play 4C", "play 5C", "play 6C"}
    for text in ("play 3H", "play 4C 4H"):
        with pytest.raises(IllegalActionError):
            sc.do(0, text)


# == twos and tens =========================================================================


def test_two_may_be_played_on_any_card() -> None:
    """002: "Twos may always be played on any card" """
    sc = deal(hands=["AC 4C 5C", "2D 4D 5D"])
    sc.do(0, "play AC")
    assert sc.plays(1) == {"play 2D"}
    sc.do(1, "play 2D")


def test_any_card_may_be_played_on_a_two() -> None:
    """002: "and any card may be played on a two." """
    sc = deal(hands=["AC 4C 5C", "2D 4D 5D"], stock="KS QS")
    sc.do(0, "play AC")
    sc.do(1, "play 2D")
    assert {"play 4C", "play 5C", "play KS"} <= sc.plays(0)
    sc.do(0, "play 4C")


def test_ten_clears_the_pile_and_the_player_goes_again() -> None:
    """002: "When a ten is played, the discard pile is removed from play and the same player who
    played the ten takes another turn, playing any card or set of equal cards to start a new
    discard pile." """
    sc = deal(hands=["9S 4C 5C", "TD 4D 5D"])
    sc.do(0, "play 9S")
    evs = sc.do(1, "play TD")
    assert event_names(evs) == ["CardsPlayed", "CardsDrawn", "PileBurned", "TurnContinued"]
    assert sc.state.removed == mask("9S TD")
    assert sc.state.pile_mask == 0
    assert sc.state.turn == 1
    assert "play 4D" in sc.legal(1)
    sc.do(1, "play 4D")
    assert sc.state.turn == 0
    sc.assert_replays()


def test_ten_on_an_empty_pile() -> None:
    """002: "A ten may be played on any turn, whatever the top card of the discard pile is (or
    even if the pile is empty)." """
    sc = deal(hands=["TC 4C 5C", "4D 5D 6D"])
    assert "play TC" in sc.legal(0)
    evs = sc.do(0, "play TC")
    assert "PileBurned" in event_names(evs)
    assert sc.state.turn == 0


@pytest.mark.parametrize("high", ["JC", "QC", "KC", "AC"])
def test_ten_cannot_be_played_on_a_face_card_or_ace(high: str) -> None:
    """002: "(In the main description a ten cannot be played on a jack, queen, king or ace)."
    Reading chosen: the preset takes this over "A ten may be played on any turn"."""
    sc = deal(
        hands=[f"{high} 4C 5C", "TD 4D 5D"],
        table=[("7C 8C 9C", "3H KH AH"), ("7D 8D 9D", "JH QH KD")],
    )
    sc.do(0, f"play {high}")
    assert "play TD" not in sc.legal(1)
    with pytest.raises(IllegalActionError):
        sc.do(1, "play TD")


# == four of a kind ========================================================================


def test_four_of_a_kind_completed_by_equalling_the_previous_play() -> None:
    """002: "If someone completes a set of four cards of the same rank on top of the discard
    pile (either by playing all four cards at once or by equalling the previous play), the
    whole pile is removed from play, and the same player who completed the four of a kind takes
    another turn" """
    sc = deal(hands=["5C 5H 4C", "5D 5S 4D"])
    sc.do(0, "play 5C 5H")
    evs = sc.do(1, "play 5D 5S")
    assert evs[-2].reason == "four_of_a_kind"
    assert event_names(evs)[-2:] == ["PileBurned", "TurnContinued"]
    assert sc.state.removed == mask("5C 5D 5H 5S")
    assert sc.state.turn == 1
    sc.assert_replays()


def test_four_of_a_kind_played_all_at_once() -> None:
    """002: "If someone completes a set of four cards of the same rank ... by playing all four
    cards at once ... the same player who completed the four of a kind takes another turn" """
    sc = deal(hands=["5C 4C 6C", "5D 5H 5S"])
    sc.do(0, "play 5C")
    sc.do(1, "pickup")  # seat 1 now holds all four fives
    sc.do(0, "play 4C")
    evs = sc.do(1, "play 5C 5D 5H 5S")
    assert evs[-2].reason == "four_of_a_kind"
    assert sc.state.removed == mask("4C 5C 5D 5H 5S")
    assert sc.state.turn == 1


# == the end game: face-up cards ===========================================================


def test_empty_hand_and_stock_play_from_the_face_up_cards() -> None:
    """002: "If you begin your turn with no cards in your hand (because you played them all last
    time and the draw pile was empty), you may now play from her face-up cards." """
    sc = deal()
    run_out_stock(sc)
    assert sc.state.hands[0] == 0
    assert sc.legal(0) == {"play 3H", "play KH", "play AH"}
    evs = sc.do(0, "play KH")
    assert evs[0].source == FROM_TABLE
    assert [slot[-1] for slot in sc.state.tables[0]][1] == card("8C")
    sc.assert_replays()


def test_face_up_cards_of_a_rank_played_together() -> None:
    """002: "each player must either play a card or a set of equal cards" (a set of equal face-up
    cards is one play)."""
    sc = deal(table=[("7C 8C 9C", "3H 3D 3S"), TABLES[1]])
    run_out_stock(sc)
    assert "play 3D 3H 3S" in sc.legal(0)
    sc.do(0, "play 3D 3H 3S")
    assert all(len(slot) == 1 for slot in sc.state.tables[0])


def test_unable_on_face_up_cards_add_one_to_the_pile_and_take_it() -> None:
    """002: "When you are playing your face-up cards and cannot (or do not wish to) play a card
    ... you add one of your face-up cards to the pile before taking the whole pile into your
    hand. It is then the next player's turn to begin a new discard pile" """
    sc = deal(table=[("7C 8C 9C", "3H 4H 5H"), TABLES[1]])
    run_out_stock(sc)
    sc.do(0, "play 3H")
    sc.do(1, "play KS")
    assert sc.legal(0) == {"pickup with 4H", "pickup with 5H"}
    with pytest.raises(IllegalActionError):
        sc.do(0, "pickup")
    evs = sc.do(0, "pickup with 4H")
    assert event_names(evs) == ["PileTaken", "TurnStarted"]
    assert sc.state.hands[0] == mask("3H KS 4H")
    assert sc.state.tables[0][1] == [card("8C")]
    assert sc.state.turn == 1 and sc.state.pile_mask == 0
    sc.assert_replays()


def test_after_picking_up_play_from_the_hand_again() -> None:
    """002: "Having picked up the pile, you will have to play from your hand on subsequent turns
    until you have once more got rid of all your hand cards and can begin playing from your table
    cards again." """
    sc = deal(table=[("7C 8C 9C", "3H 4H 5H"), TABLES[1]])
    run_out_stock(sc)
    sc.do(0, "play 3H")
    sc.do(1, "play KS")
    sc.do(0, "pickup with 4H")
    sc.do(1, "play 4C")
    assert sc.plays(0) == {"play 4H", "play KS"}  # the face-up 5H must wait
    sc.do(0, "play 4H")
    sc.do(1, "play 5S")
    sc.do(0, "play KS")
    sc.do(1, "play KD")
    assert sc.legal(0) == {"pickup"}  # the 3H in hand cannot beat a king; no table card
    sc.assert_replays()


# == the end game: face-down cards =========================================================


def _to_face_down(sc: Scenario) -> None:
    """Seat 0 plays its three face-up 3s, seat 1 answers with the 4C."""
    run_out_stock(sc)
    sc.do(0, "play 3D 3H 3S")
    sc.do(1, "play 4C")


def test_face_down_cards_only_after_the_face_up_ones() -> None:
    """002: "When you have played all your face-up table cards, and have no cards in your hand,
    you play your face-down cards blindly, flipping one card onto the pile when your turn
    comes." """
    sc = deal(table=[("7C 8C 9C", "3H 3D KS"), TABLES[1]])
    run_out_stock(sc)
    assert not any(t.startswith("flip") for t in sc.legal(0))
    sc.do(0, "play 3D 3H")
    sc.do(1, "play 4C")
    assert sc.legal(0) == {"play KS", "pickup with KS"}  # slots 0 and 1 still wait for slot 2
    sc.do(0, "play KS")
    sc.do(1, "play AC")
    assert sc.legal(0) == {"flip 0", "flip 1", "flip 2"}  # blind cards only, no pick-up


def test_flipped_card_that_is_playable_is_played() -> None:
    """002: "If the flipped card is playable, it is played, and it is the next player's turn to
    equal or beat it." """
    sc = deal(table=[("7C 8C 9C", "3H 3D 3S"), TABLES[1]])
    _to_face_down(sc)
    evs = sc.do(0, "flip 0")
    assert event_names(evs) == ["CardTurned", "CardsPlayed", "TurnStarted"]
    assert sc.state.pile_mask >> card("7C") & 1
    assert sc.state.turn == 1
    assert "play 6S" not in sc.legal(1) and "play 7S" in sc.legal(1)
    sc.assert_replays()


def test_flipped_card_that_is_not_playable_is_taken_with_the_pile() -> None:
    """002: "If your flipped card is not playable (because it is lower than the previous play),
    you take the whole pile into your hand including the flipped card. It is then the next
    player's turn to start a new discard pile." """
    sc = deal(table=[("7C 8C 9C", "3H 3D 3S"), TABLES[1]])
    _to_face_down(sc)
    sc.do(0, "flip 0")  # the 7C beats the 4C
    sc.do(1, "play 9S")
    evs = sc.do(0, "flip 1")  # the 8C does not beat the 9S
    assert event_names(evs) == ["CardTurned", "PileTaken", "TurnStarted"]
    assert sc.state.hands[0] == mask("3D 3H 3S 4C 7C 9S 8C")
    assert sc.state.pile_mask == 0 and sc.state.turn == 1
    sc.do(1, "play 4D")
    assert not any(t.startswith("flip") for t in sc.legal(0))  # hand first again
    sc.assert_replays()


def test_out_after_the_last_table_card_and_the_last_holder_loses() -> None:
    """002: "When you completely get rid of all of your hand and table cards, you have
    successfully avoided being the loser and can drop out of the game." and "The last player
    left holding cards is the loser (also known as the shithead)." """
    sc = deal(table=[("7C 8C 9C", "3H 3D 3S"), TABLES[1]])
    _to_face_down(sc)
    sc.do(0, "flip 0")  # 7C on 4C
    sc.do(1, "play 7S")
    sc.do(0, "flip 1")  # 8C on 7S
    sc.do(1, "play 8S")
    evs = sc.do(0, "flip 2")  # 9C on 8S: the last card beats the previous play
    assert event_names(evs) == ["CardTurned", "CardsPlayed", "SeatFinished", "GameEnded"]
    result = sc.state.result
    assert result is not None
    assert (result.reason, result.order, result.loser, result.winner) == ("last_player", (0,), 1, 0)
    assert sc.state.finished == [0]
    with pytest.raises(GameOverError):
        sc.do(1, "play 9S")
    sc.assert_replays()


def test_last_table_card_not_playable_means_no_drop_out() -> None:
    """002: "When you flip your last table card, you can only drop out at that point if it beats
    the previous play ... If you flip your last card and it is not playable, you must pick it up
    along with the pile." """
    sc = deal(table=[("7C 8C 4S", "3H 3D 3S"), TABLES[1]])
    _to_face_down(sc)
    sc.do(0, "flip 0")
    sc.do(1, "play 7S")
    sc.do(0, "flip 1")
    sc.do(1, "play 9S")
    evs = sc.do(0, "flip 2")  # 4S on 9S
    assert event_names(evs) == ["CardTurned", "PileTaken", "TurnStarted"]
    assert sc.state.finished == [] and sc.state.result is None
    assert sc.state.hands[0] >> card("4S") & 1
    assert all(slot == [] for slot in sc.state.tables[0])


def test_last_table_card_on_an_empty_pile_drops_out() -> None:
    """002: "you can only drop out at that point if it beats the previous play (or if you are
    flipping it to an empty discard pile)." """
    sc = deal(table=[("7C 8C 4S", "3H 3D 3S"), TABLES[1]])
    _to_face_down(sc)
    sc.do(0, "flip 0")
    sc.do(1, "play 7S")
    sc.do(0, "flip 1")
    sc.do(1, "pickup")  # seat 0 starts a new pile
    evs = sc.do(0, "flip 2")  # the 4S on nothing
    assert event_names(evs) == ["CardTurned", "CardsPlayed", "SeatFinished", "GameEnded"]
    assert sc.state.result is not None and sc.state.result.loser == 1


def _three_player_end(options: dict[str, Any] | None = None) -> Scenario:
    """Three players; seat 0 will go out: face-up 3s, face-down tens (each flip burns)."""
    sc = deal(3, options=options, table=[("TC TD TH", "3C 3D 3S"), TABLES[1], TABLES[2]])
    run_out_stock(sc)
    sc.do(0, "play 3C 3D 3S")
    sc.apply(1, _lowest_play(sc, 1))
    sc.do(2, "pickup")  # seat 0 faces an empty pile
    for slot in range(3):
        sc.do(0, f"flip {slot}")
    return sc


def test_remaining_players_continue_after_one_drops_out() -> None:
    """002: "As people drop out of the game, the remaining players continue playing." """
    sc = _three_player_end()
    st = sc.state
    assert st.finished == [0] and st.result is None
    assert st.turn == 1  # seat 0 is skipped from now on
    sc.apply(1, _lowest_play(sc, 1))
    assert st.turn == 2
    sc.apply(2, _lowest_play(sc, 2))
    assert st.turn == 1
    sc.assert_replays()


# == option: ten_anytime ===================================================================


def test_option_ten_anytime_ten_on_an_ace() -> None:
    """002: "Some people play that a ten can be played at any time, clearing the discard
    pile." """
    sc = deal(hands=["AS 4C 5C", "TD 4D 5D"], options={"ten_anytime": True})
    sc.apply(0, Action("play", mask("AS")))
    assert "play TD" in sc.legal(1)
    evs = sc.do(1, "play TD")
    assert "PileBurned" in event_names(evs)
    assert sc.state.removed == mask("AS TD") and sc.state.turn == 1
    sc.assert_replays()


# == option: jokers ========================================================================

JOKERS = {"jokers": True}


def test_option_jokers_six_players_with_two_jokers() -> None:
    """002: "A six-player game is possible by adding two Jokers to the pack." """
    rs = build_ruleset(PRESET, JOKERS)
    game = Game(rs, 6)
    assert len(game.deck()) == 54
    state, _ = game.start(seed="six")
    assert state.players == 6


def test_option_jokers_reverse_and_the_player_must_beat_its_own_play() -> None:
    """002: "Jokers ... serve only to reverse the direction of play ... if the next player after
    you plays a joker, the turn comes back to you and you must now beat your own previous play,
    or take the pile." """
    sc = deal(3, hands=["7S 4C 5C", "RJ 4D 5D", "4H 5H 6H"], options=JOKERS, stock="8S")
    sc.do(0, "play 7S")
    evs = sc.do(1, "play RJ")
    assert "DirectionReversed" in event_names(evs)
    assert sc.state.turn == 0
    assert sc.legal(0) == {"play 8S", "pickup"}  # the 4C and 5C do not beat the 7S
    sc.do(0, "play 8S")
    assert sc.state.turn == 2  # counter-clockwise now
    sc.assert_replays()


def test_option_jokers_may_be_played_at_any_time() -> None:
    """002: "Jokers may be played at any time, singly or in a group" """
    sc = deal(3, hands=["AS 4C 5C", "RJ BJ 4D", "4H 5H 6H"], options=JOKERS)
    sc.apply(0, Action("play", mask("AS")))
    assert {"play RJ", "play BJ", "play RJ BJ"} <= sc.legal(1)


def test_option_jokers_are_not_played_with_other_cards() -> None:
    """002: "Jokers are not wild and cannot be played in combination with other cards." """
    sc = deal(3, hands=["7S 4C 5C", "RJ 9S 8S", "4H 5H 6H"], options=JOKERS)
    sc.do(0, "play 7S")
    plays = sc.plays(1)
    assert plays == {"play RJ", "play 9S", "play 8S"}
    with pytest.raises(IllegalActionError):
        sc.do(1, "play 8S RJ")


def test_option_jokers_a_group_reverses_once() -> None:
    """002: "Jokers may be played at any time, singly or in a group, and serve only to reverse
    the direction of play". Reading chosen: "A group of jokers reverses the direction once." """
    sc = deal(3, hands=["7S 4C 5C", "RJ BJ 4D", "4H 5H 6H"], options=JOKERS)
    sc.do(0, "play 7S")
    evs = sc.do(1, "play RJ BJ")
    assert event_names(evs).count("DirectionReversed") == 1
    assert sc.state.direction == -1 and sc.state.turn == 0


# == option: find_winner ===================================================================


def test_option_find_winner_first_out_wins_and_ends_the_game() -> None:
    """002: "The game is occasionally played to find a winner rather than a loser. In that case,
    the winner is the first player who manages to get rid of all their hand and table cards." """
    sc = _three_player_end({"find_winner": True})
    result = sc.state.result
    assert result is not None
    assert (result.reason, result.winner, result.loser) == ("first_out", 0, -1)
    assert sc.state.finished == [0]
    sc.assert_replays()


# == option: pickup_leaves_face_up =========================================================


def test_option_pickup_leaves_face_up_cards_in_place() -> None:
    """002: "if the player cannot ot does not wish to play a face up table card, they simply pick
    up the play pile, leaving all their face up table cards in place." """
    sc = deal(table=[("7C 8C 9C", "3H 4H 5H"), TABLES[1]], options={"pickup_leaves_face_up": True})
    run_out_stock(sc)
    sc.do(0, "play 3H")
    sc.do(1, "play KS")
    assert sc.legal(0) == {"pickup"}
    sc.do(0, "pickup")
    assert sc.state.hands[0] == mask("3H KS")
    assert [slot[-1] for slot in sc.state.tables[0]] == [card("7C"), card("4H"), card("5H")]
    sc.assert_replays()


# == option: deal ("choose") ===============================================================


def test_option_deal_choose_six_cards_three_laid_face_up() -> None:
    """002: "first deal a row of three cards face down to each player; then deal a hand of six
    cards face down to each player. The players look at their hands and select any three of
    their six cards to place face up on top of their three face down cards." """
    sc = Scenario(
        hands=["3C 4C 5C QC KC AC", "4D 5D 6D QD KD AD"],
        table=[("7C 8C 9C",), ("7D 8D 9D",)],
        options={"deal": "choose"},
        setup=False,
    )
    st = sc.state
    assert st.hands[0] == mask("3C 4C 5C QC KC AC")
    assert [len(slot) for slot in st.tables[0]] == [1, 1, 1]
    assert len(st.stock) == 52 - 2 * 9
    assert sc.legal(0) == {f"place {c}" for c in ("3C", "4C", "5C", "QC", "KC", "AC")}
    for c in ("QC", "KC", "AC"):
        sc.do(0, f"place {c}")
    for c in ("QD", "KD", "AD"):
        sc.do(1, f"place {c}")
    sc.do(0, "ready")
    sc.do(1, "ready")
    assert st.hands[0] == mask("3C 4C 5C") and st.hands[1] == mask("4D 5D 6D")
    assert [slot[-1] for slot in st.tables[0]] == [card("QC"), card("KC"), card("AC")]
    assert st.phase == 2
    sc.assert_replays()


# == option: finnish_layout ================================================================


def test_option_finnish_layout_four_down_four_up() -> None:
    """002: "in Finland the game is usually played without jokers and with four face down and
    face up cards in front of each player rather than three." """
    sc = Scenario(
        table=[("7C 8C 9C TC", "3H JH KH AH"), ("7D 8D 9D TD", "JC QC KC AC")],
        options={"finnish_layout": True},
        setup=False,
    )
    st = sc.state
    assert [len(slot) for slot in st.tables[0]] == [2, 2, 2, 2]
    assert st.hands[0] == mask(HANDS[0])
    assert len(st.stock) == 52 - 2 * 11
    assert len(st.game.deck()) == 52
    sc.events += finish_setup(st)
    assert sc.legal(0) == {"play 4C", "play 5C", "play 6C"}


# == option: hand_of_four ==================================================================


def test_option_hand_of_four() -> None:
    """002: "David Driscoll reports having played Ten-Two Slide in Illinois with hands of four
    cards, but just the normal three cards face down and three face up for each player." """
    sc = Scenario(
        hands=["4C 5C 6C 6S", "4D 5D 6D 7S"], options={"hand_of_four": True}, stock="9S QS"
    )
    st = sc.state
    assert st.hands[0] == mask("4C 5C 6C 6S")
    assert [len(slot) for slot in st.tables[0]] == [2, 2, 2]
    sc.do(0, "play 6C 6S")
    assert st.hands[0] == mask("4C 5C 9S QS")  # replenished to four


# == option: egilsson_fives ================================================================


def test_option_egilsson_fives_go_on_higher_cards_and_need_lower_next() -> None:
    """002: "In this version, fives can be played on any higher card and require a card lower
    than 5 to be played next" """
    sc = deal(hands=["KS 4C 6C", "5D 4D 6D"], options={"egilsson_fives": True}, stock="TS")
    sc.do(0, "play KS")
    assert "play 5D" in sc.legal(1)
    sc.do(1, "play 5D")
    assert sc.legal(0) == {"play 4C", "pickup"}  # not the 6C, nor the ten
    sc.do(0, "play 4C")
    assert "play 4D" in sc.legal(1)
    sc.assert_replays()


# == option: chance_card ===================================================================


def test_option_chance_card_playable_top_of_stock_is_played() -> None:
    """002: "a player is always allowed to try to play the top card of the stock instead of
    playing a card from hand." """
    sc = deal(options={"chance_card": True}, stock="2S 9S")
    sc.do(0, "play 6C")  # seat 0 draws the 2S; the 9S is now on top
    assert "chance" in sc.legal(1)
    evs = sc.do(1, "chance")
    assert event_names(evs) == ["CardTurned", "CardsPlayed", "TurnStarted"]
    assert sc.state.pile_mask == mask("6C 9S")
    assert sc.state.hands[1] == mask(HANDS[1])
    assert sc.state.turn == 0
    sc.assert_replays()


def test_option_chance_card_not_playable_is_taken_with_the_pile() -> None:
    """002: "a player is always allowed to try to play the top card of the stock" (a chance card
    that does not beat the pile is taken up with it, like a blind table card)."""
    sc = deal(options={"chance_card": True}, stock="2S 4S")
    sc.do(0, "play 6C")
    evs = sc.do(1, "chance")
    assert event_names(evs) == ["CardTurned", "PileTaken", "TurnStarted"]
    assert sc.state.hands[1] == mask("4D 5D 6D 6C 4S")
    assert sc.state.turn == 0 and sc.state.pile_mask == 0


# == option: turn_cap ======================================================================


def test_option_turn_cap_ends_the_game_as_a_draw() -> None:
    """presets.py option turn_cap: "turns after which the game ends as a draw" (not from the
    text: it keeps bot games finite)."""
    sc = deal(options={"turn_cap": 10})
    started = 0
    while sc.state.result is None:
        seat = sc.state.turn
        evs = sc.do(seat, "pickup") if seat == 1 else sc.apply(0, _lowest_play(sc, 0))
        started += event_names(evs).count("TurnStarted")
    assert started == 9  # plus the first turn, started by the setup
    result = sc.state.result
    assert (result.reason, result.loser, result.winner) == ("turn_cap", -1, -1)
    assert sc.state.turns == 10
    sc.assert_replays()


# == action text ===========================================================================


def test_ace_of_spades_can_be_played_by_its_text() -> None:
    """002: "The cards rank highest to lowest 2, A, K" (every ace can be played; the text form
    of each legal action must be accepted back)."""
    sc = deal(hands=["AS 4C 5C", "4D 5D 6D"])
    assert "play AS" in sc.legal(0)
    sc.do(0, "play AS")
    assert sc.state.pile_mask == mask("AS")

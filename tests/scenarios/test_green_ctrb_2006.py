"""Scenarios for the preset ``green-ctrb-2006``: "How to Play - Cut Throat Red and Black" of
000_b85faa3a45f93a07.txt (John Green, 2003-06), its "Used Rules" and the Cut Throat
sections, card chart and card values it builds on, as they play with a pile per player.
One test per clause, each on a fixed deck (a fixed order, or a fixed seed).

The deal is by colour: the deck's black cards (clubs, spades and the black joker), in deck
order, are seat 0's half and its red cards seat 1's. Each half deals its owner's table
layer by layer (three slots, the lower layer first), then a hand of five, then the start
card of its owner's pile; the rest is its owner's stock, the first of them on top.
``Half`` names those cards; the other cards of the colour fill the table, then the stock
below the named ones. Seat 0 deals, so seat 1 plays first, off seat 0's start card, and
opens with six cards: its five and the top card of its own stock.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest

from engine import (
    Action,
    Game,
    IllegalActionError,
    RulesetError,
    State,
    build_ruleset,
    evolve,
    get_preset,
    replay,
)
from engine.bots import make_bot, play_game
from engine.cards import BLACK_JOKER, RED_JOKER, card_name, cards_of, is_red, mask_of, rank_of
from engine.errors import GameOverError
from engine.events import (
    FROM_HAND,
    CardsDrawn,
    CardsPlayed,
    CardsRemoved,
    CardTurned,
    GameEnded,
    PileBurned,
    PileTaken,
    ResponseRequested,
    SeatFinished,
    TurnContinued,
    TurnStarted,
)
from engine.game import LINK, LINK_ENTRY, OVER, PLAYING, RESPOND_BURN, RESPOND_FORCED, START
from engine.view import redact_event, view
from tests.helpers import ScriptedGame, cards, event_names, mask, random_moves

CTRB = "green-ctrb-2006"
RS = build_ruleset(CTRB)
DECK = Game(RS, 2).deck()


@dataclass(frozen=True)
class Half:
    """One player's half of the deck as it is dealt: ``table`` in dealing order (lower
    layer's three slots, then the upper layer's), ``hand``, the pile's ``start`` card and
    the top of the ``stock`` (top first)."""

    hand: str
    start: str
    stock: str = ""
    table: str = ""

    def order(self, red: bool) -> list[int]:
        colour = [c for c in DECK if is_red(c) == red]
        parts = (self.table, self.hand, self.start, self.stock)
        table, hand, start, stock = (cards(t) for t in parts)
        named = table + hand + start + stock
        if len(hand) != 5 or len(start) != 1 or len(table) > 6 or len(set(named)) != len(named):
            raise ValueError(f"not a half: {self}")
        if any(is_red(c) != red for c in named):
            raise ValueError(f"{self} names a card of the other colour")
        rest = [c for c in colour if c not in named]
        fill = 6 - len(table)
        return table + rest[:fill] + hand + start + stock + rest[fill:]


def split_deck(black: Half, red: Half) -> list[int]:
    """A full deck order dealing ``black`` to seat 0 and ``red`` to seat 1."""
    return black.order(False) + red.order(True)


class Scenario(ScriptedGame):
    """A scripted game of the preset on a split deck that keeps every event."""

    def __init__(
        self,
        black: Half,
        red: Half,
        *,
        dealer: int = 0,
        starter: int = -1,
        options: dict[str, Any] | None = None,
    ) -> None:
        rs = build_ruleset(CTRB, options) if options else RS
        self.game = Game(rs, 2, dealer=dealer, starter=starter)
        self.state, self.events = self.game.start(deck=split_deck(black, red))

    def simple(self, seat: int) -> set[str]:
        """The legal plays without a link."""
        return {t for t in self.plays(seat) if " link" not in t}

    def calls(self, seat: int) -> set[str]:
        """The cards a wild ace may be called as (without links)."""
        return {t.split(" as ")[1] for t in self.legal(seat) if " as " in t and " link" not in t}


def names(m: int) -> list[str]:
    return [card_name(c) for c in cards_of(m)]


def table_mask(st: State, seat: int) -> int:
    return mask_of(c for slot in st.tables[seat] for c in slot)


def places(st: State) -> list[int]:
    """Every place a card can be: hands, tables, stocks, the live pile, the cards below each
    player's plays, the cards out of play and the turned card."""
    out = [
        st.hands[0],
        st.hands[1],
        table_mask(st, 0),
        table_mask(st, 1),
        mask_of(st.stocks[0]),
        mask_of(st.stocks[1]),
        st.pile_mask,
        st.buried[0],
        st.buried[1],
        st.removed,
    ]
    if st.turned >= 0:
        out.append(1 << st.turned)
    return out


def assert_conserved(st: State) -> None:
    seen = 0
    for m in places(st):
        assert not seen & m, names(seen & m)
        seen |= m
    assert seen == mask_of(DECK)
    assert len(st.stocks[0]) == len(set(st.stocks[0]))
    assert len(st.stocks[1]) == len(set(st.stocks[1]))


def play_out(seed: int, turn_cap: int = 1000) -> tuple[Game, list[Any], State]:
    """A seeded game played by a fixed policy (a seeded random play, a pick-up only when
    nothing else is legal); returns the game, its events and its final state."""
    game = Game(build_ruleset(CTRB, {"turn_cap": turn_cap}), 2)
    st, events = game.start(seed=f"ctrb-{seed}")
    for played in random_moves(st, random.Random(seed), 20_000):
        events += played
    assert st.is_over()
    return game, events, st


def states(game: Game, events: list[Any]) -> Iterator[tuple[State, Any]]:
    """(the state before, the event) for every event of the log, folded one by one."""
    st = State(game)
    for ev in events:
        yield st, ev
        evolve(st, ev)
    yield st, None


# --- the deal ------------------------------------------------------------------------------


def test_the_deck_is_divided_by_colour_and_dealt_as_in_cut_throat() -> None:
    """000 (Cut Throat Red and Black): "CTR&B is a concept game where the deck gets divided
    into two piles. One all spades and clubs, the other hearts and diamonds. The game flow
    is the same as always, bottom cards are three face down with three more face down on
    those." and (Cut Throat): "Then deal out five cards to each player for their hands." --
    reading chosen: seat 0 the spades and clubs with the black joker, seat 1 the hearts and
    diamonds with the red joker; each half deals its table, a hand of five, the start card
    of its owner's pile, and the rest is its owner's stock."""
    black = Half(table="2C 3C 4C 2S 3S 4S", hand="5C 6C 7C 9C JC", start="KC", stock="QC 8C")
    red = Half(table="2D 3D 4D 2H 3H 4H", hand="5D 6D 7D 9D JD", start="KD", stock="QD 8D")
    s = Scenario(black, red)
    st = s.state
    assert st.phase == PLAYING  # nothing is chosen from the hand
    assert st.tables[0] == [cards("2C 2S"), cards("3C 3S"), cards("4C 4S")]  # lower, upper
    assert st.tables[1] == [cards("2D 2H"), cards("3D 3H"), cards("4D 4H")]
    for seat in (0, 1, None):  # face down: not even their owner sees them
        for owner in (0, 1):
            assert view(st, seat)["seats"][owner]["table"] == [[None, None]] * 3
    assert st.hands[0] == mask("5C 6C 7C 9C JC")
    # each pile's start card; the first player's lies below, it plays off the other's
    assert st.pile == [(1, mask("KD"), -1), (0, mask("KC"), -1)]
    assert st.stock == []
    assert [len(x) for x in st.stocks] == [15, 14]  # 27 cards a half; seat 1 has drawn one
    assert st.stocks[0][::-1][:2] == cards("QC 8C") and st.stocks[1][-1] == cards("8D")[0]
    assert s.events[1:] == [TurnStarted(1), CardsDrawn(1, mask("QD"))]
    assert st.hands[1] == mask("5D 6D 7D 9D JD QD")
    assert not any(is_red(c) for c in [*cards_of(st.hands[0] | table_mask(st, 0)), *st.stocks[0]])
    assert all(is_red(c) for c in [*cards_of(st.hands[1] | table_mask(st, 1)), *st.stocks[1]])
    assert BLACK_JOKER in st.stocks[0] and RED_JOKER in st.stocks[1]
    # only the order within each colour matters: the halves interleaved deal the same
    deck = split_deck(black, red)
    reds = iter(c for c in deck if is_red(c))
    blacks = iter(c for c in deck if not is_red(c))
    mixed = [c for pair in zip(reds, blacks, strict=True) for c in pair]
    other, _ = Game(RS, 2).start(deck=mixed)
    assert other.tables == st.tables and other.hands[0] == st.hands[0]
    assert other.stocks[0] == st.stocks[0] and other.pile == st.pile
    assert s.replays()


@pytest.mark.parametrize("seed", range(4))
def test_a_shuffled_deal_gives_each_player_one_colour_and_the_same_ranks(seed: int) -> None:
    """000 (Cut Throat Red and Black): "One all spades and clubs, the other hearts and
    diamonds ... This concept was designed to have a balanced game, allowing players equal
    chance at the cards." """
    st, _ = Game(RS, 2).start(seed=f"split-{seed}")
    assert_conserved(st)
    for seat, red in ((0, False), (1, True)):
        own = st.hands[seat] | table_mask(st, seat) | mask_of(st.stocks[seat])
        start = [m for s, m, _ in st.pile if s == seat]
        assert len(start) == 1 and start[0].bit_count() == 1  # one start card each
        own |= start[0]
        assert own.bit_count() == 27
        assert all(is_red(c) == red for c in cards_of(own))
        ranks = sorted(rank_of(c) for c in cards_of(own))
        assert ranks == sorted([*range(13), *range(13), 13])  # two of each rank and a joker
        assert table_mask(st, seat).bit_count() == 6 and st.hands[seat].bit_count() in (5, 6)


def test_two_players_only() -> None:
    """000 (Cut Throat Red and Black): "the deck gets divided into two piles. One all spades
    and clubs, the other hearts and diamonds." -- reading chosen: two players, one colour
    each."""
    Game(RS, 2)
    for players in (1, 3, 4):
        with pytest.raises(ValueError, match="2 to 2 players"):
            Game(RS, players)


# --- drawing from one's own stock ----------------------------------------------------------


def test_each_player_draws_from_their_own_stock() -> None:
    """000 (Cut Throat Red and Black): "the deck gets divided into two piles" and (Cut
    Throat): "For all CT, its a minimium of five, and a max of ten. ... the min of five
    works like the min of three in SH" and (Shithead): "you should always draw a card at the
    beginning of your turn ... Whenever you have less than three cards, automatically draw
    more cards" -- reading chosen: each player draws from their own stock only."""
    s = Scenario(
        Half(hand="4C 5C 6C 9C JC", start="4S", stock="QC 9S QS"),
        Half(hand="4D 4H 7D 9D JD", start="5D", stock="KD 5H 6H 7H"),
    )
    st = s.state
    assert s.events[-1] == CardsDrawn(1, mask("KD"))  # the draw at the start of the turn
    ev = s.act(1, "play 4D 4H")
    # back up to five from the red stock; seat 0 then draws from the black one
    assert ev == [
        CardsPlayed(1, mask("4D 4H"), FROM_HAND, -1, 0),
        CardsDrawn(1, mask("5H")),
        TurnStarted(0),
        CardsDrawn(0, mask("QC")),
    ]
    assert st.hands[1] == mask("5H 7D 9D JD KD")
    ev = s.act(0, "play 9C")
    assert ev[1:] == [TurnStarted(1), CardsDrawn(1, mask("6H"))]
    assert [len(x) for x in st.stocks] == [14, 12]
    assert st.stocks[0][-1] == cards("9S")[0] and st.stocks[1][-1] == cards("7H")[0]
    assert s.replays()


def test_a_player_above_the_minimum_does_not_draw_at_the_start_of_a_turn() -> None:
    """000 (Shithead): "If you have more than three cards in your hand on your turn, usually
    because you have picked up the deck on the previous one, you do not need to draw a card
    from the pile at the start of your turn" (and the five of Cut Throat)."""
    s = Scenario(
        Half(hand="4C 5C 6C 7C 9C", start="KC", stock="QC JC"),
        Half(hand="4D 9D 6D AD 7D", start="KD", stock="8D 5D"),
    )
    s.act(1, "play AD")
    s.act(0, "pickup")  # seat 0 now holds nine
    ev = s.act(0, "play 4C")
    assert ev[1:] == [TurnStarted(1), CardsDrawn(1, mask("5D"))]
    ev = s.act(1, "play 9D")
    assert ev[1:] == [TurnStarted(0)]  # eight in hand: no draw
    assert s.state.stocks[0][-1] == cards("JC")[0]
    assert s.replays()


def test_a_player_whose_stock_is_empty_draws_nothing_while_the_other_stock_remains() -> None:
    """000 (Shithead): "play will continue in this manner until all the cards from the pile
    have been used" and (Cut Throat Red and Black): "the deck gets divided into two piles"
    -- reading chosen: a player whose own stock is empty draws nothing (neither at the start
    of a turn nor to top up), although the other player's stock still has cards. (A seeded
    game played by a fixed policy.)"""
    game, events, _ = play_out(2)
    empty_turns = draws = 0
    st = State(game)
    drawing = -1  # the seat whose own stock is empty, until its turn is over
    for i, ev in enumerate(events):
        if isinstance(ev, CardsDrawn):
            assert ev.seat != drawing
            drawn = list(cards_of(ev.cards))
            assert all(is_red(c) == (ev.seat == 1) for c in drawn)
            assert sorted(st.stocks[ev.seat][-len(drawn) :]) == drawn  # its own stock's top
            draws += 1
        evolve(st, ev)
        if isinstance(ev, TurnStarted):
            seat = ev.seat
            nxt = events[i + 1]
            drew = isinstance(nxt, CardsDrawn) and nxt.seat == seat
            if st.hands[seat].bit_count() <= 5:
                assert drew == bool(st.stocks[seat])
            drawing = -1
            if not st.stocks[seat] and st.stocks[1 - seat]:
                empty_turns += 1
                drawing = seat
    assert empty_turns > 0 and draws > 20


# --- two piles: playing off the other player's pile ------------------------------------------


def test_the_first_player_plays_off_the_other_players_start_card_into_their_own_pile() -> None:
    """000 (Cut Throat Red and Black): "Players would play into their own decks but would be
    playing off the top card of the other players deck." -- reading chosen: the first
    player (left of the dealer) plays off the other player's start card."""
    s = Scenario(
        Half(hand="4C 5C 6C 9C JC", start="7C", stock="QC 9S QS"),
        Half(hand="4D 5D 7D 9D KD", start="QD", stock="6D 5H 6H 7H"),
    )
    st = s.state
    # off the 7 of clubs, not off its own queen
    assert s.plays(1) == {"play 7D", "play 9D", "play KD"}
    s.act(1, "play 9D")
    assert st.pile == [(1, mask("QD"), -1), (0, mask("7C"), -1), (1, mask("9D"), -1)]
    assert [p["seat"] for p in view(st, None)["pile"]] == [1, 0, 1]
    # the next player beats the other player's top card: the 9 just played
    assert s.plays(0) == {"play 9C", "play JC", "play QC"}
    s.act(0, "play JC")
    assert st.pile[-1] == (0, mask("JC"), -1)
    assert s.replays()
    # the dealer's left plays first; in a match the winner does
    for game in (
        Scenario(
            Half(hand="4C 5C 6C 9C JC", start="7C"),
            Half(hand="4D 5D 7D 9D KD", start="QD"),
            dealer=1,
        ),
        Scenario(
            Half(hand="4C 5C 6C 9C JC", start="7C"),
            Half(hand="4D 5D 7D 9D KD", start="QD"),
            starter=0,
        ),
    ):
        assert game.state.turn == 0
        assert game.state.pile == [(0, mask("7C"), -1), (1, mask("QD"), -1)]
        assert game.plays(0) == set()  # nothing of seat 0's beats the queen of diamonds


def test_a_pick_up_takes_the_other_players_pile_and_the_picker_starts_anew() -> None:
    """000 (Shithead): "When a player can not play on the deck because they have no cards
    that can be played, they have to pick up the entire deck and add it to their hands.
    When this happens, the player who picked up gets to play, starting a new deck." and
    (Cut Throat Red and Black): "Players would play into their own decks but would be
    playing off the top card of the other players deck." -- reading chosen: the picker
    takes the other player's pile (its plays and the cards below them); its own plays stay
    on its own pile, below what comes next."""
    s = Scenario(
        Half(hand="5C 6C 7C 9C JC", start="AC", stock="4S 5S 6S 7S"),
        Half(hand="4D 5D 6D 7D 9D", start="KD", stock="4H 5H 6H 7H"),
    )
    st = s.state
    assert s.legal(1) == {"pickup"}
    ev = s.act(1, "pickup")
    assert ev == [PileTaken(1, mask("AC"), 0), TurnContinued(1)]
    assert st.buried == [0, mask("KD")] and st.pile == []
    assert view(st, 0)["seats"][1]["pile_below"] == ["KD"]
    # anything goes on the new pile
    assert {"play 4D", "play 4H", "play 4D 4H", "play AC"} <= s.plays(1)
    s.act(1, "play 4D 4H")
    s.act(0, "play 9C")  # off the fours
    s.act(1, "play AC")
    assert s.legal(0) == {"pickup"}
    ev = s.act(0, "pickup")
    # seat 1's pile: the king below, the fours and the ace; seat 0's 9 stays below on its own
    assert ev == [PileTaken(0, mask("KD 4D 4H AC"), 0), TurnContinued(0)]
    assert st.buried == [mask("9C"), 0]
    assert view(st, 1)["seats"][0]["pile_below"] == ["9C"]
    assert view(st, 1)["seats"][1]["pile_below"] == []
    assert st.hands[0] & mask("KD 4D 4H AC") == mask("KD 4D 4H AC")
    assert_conserved(st)
    assert s.replays()


def test_a_clear_burns_the_other_players_pile_and_the_burner_goes_again() -> None:
    """000 (10): "10's clear the deck. When a 10 is played, all cards in the deck get
    discarded for the rest of the game, 10 included." and (Shithead): "x4 is a clear and
    clears get tossed right. Then you play again." -- reading chosen: a clear burns the
    other player's pile (the deck it was played off) and the 10; the burner's own earlier
    plays stay on its pile, and the burner goes again."""
    s = Scenario(
        Half(hand="4C 5C 6C 9C QC", start="7C", stock="JC 6S 7S"),
        Half(hand="4D 9D 2D TD 5H", start="5D", stock="KD 6H 7H"),
    )
    st = s.state
    s.act(1, "play 9D")
    s.act(0, "play 9C")
    ev = s.act(1, "play TD")
    assert ev[-1] == ResponseRequested(0, "burn", 1)
    assert st.step == RESPOND_BURN and s.legal(0) == {"pass"}  # no cancel card in hand
    ev = s.act(0, "pass")
    assert ev == [PileBurned(1, "clear"), TurnContinued(1)]
    assert st.removed == mask("7C 9C TD")
    assert st.buried == [0, mask("5D 9D")] and st.pile == []
    assert view(st, 0)["seats"][1]["pile_below"] == ["5D", "9D"]
    assert view(st, 0)["out_of_play"] == ["7C", "9C", "TD"]
    assert st.turn == 1 and {"play 4D", "play 5H"} <= s.plays(1)  # anything goes
    s.act(1, "play KD")
    assert s.legal(0) == {"pickup"}
    ev = s.act(0, "pickup")  # the cards below the burner's plays are its pile too
    assert ev[0] == PileTaken(0, mask("5D 9D KD"), 0)
    assert_conserved(st)
    assert s.replays()


def test_a_clear_also_burns_the_cards_below_the_other_players_plays() -> None:
    """000 (10): "When a 10 is played, all cards in the deck get discarded for the rest of
    the game" -- reading chosen: the other player's whole pile, below its latest plays
    too."""
    s = Scenario(
        Half(hand="4C 5C 6C 9C QC", start="AC", stock="JC 6S 7S"),
        Half(hand="4D 5D 7D TD 8D", start="KD", stock="6D 6H 7H"),
    )
    st = s.state
    s.act(1, "play 8D")
    s.act(0, "pickup")  # seat 0 takes KD 8D; its ace stays below its next plays
    s.act(0, "play 4C")
    assert st.buried == [mask("AC"), 0]
    s.act(1, "play TD")
    ev = s.act(0, "pass")
    assert ev[0] == PileBurned(1, "clear")
    assert st.removed == mask("AC 4C TD") and st.buried == [0, 0]
    assert_conserved(st)
    assert s.replays()


@pytest.mark.parametrize("cancel", ["9H", "KH"])
def test_a_heart_cancel_card_stops_a_clear(cancel: str) -> None:
    """000 (Cut Throat Red and Black): "Use Cancel Cards - 9 and King of Spades/Hearts" and
    (Cut Throat Spades): "Just add in the ability to force a pick up and stop a 10 from
    clearing" and "10's can be cancelled." """
    s = Scenario(
        Half(hand="4C 5C 6C TC QC", start="4S", stock="JC 6S 7S"),
        Half(hand="4D 9D 9H KD KH", start="5D", stock="2D 6H 7H"),
    )
    st = s.state
    s.act(1, "play 4D")
    ev = s.act(0, "play TC")
    assert ev[-1] == ResponseRequested(1, "burn", 0)
    # the hearts alone; not the diamonds, not a pair
    assert s.legal(1) == {"pass", "play 9H", "play KH"}
    s.act(1, f"play {cancel}")
    assert st.removed == 0
    assert st.pile[-2:] == [(0, mask("TC"), -1), (1, mask(cancel), -1)]
    assert st.turn == 0 and st.step == START
    # play goes on off the cancel card
    assert s.plays(0) == ({"play JC", "play QC"} if cancel == "9H" else set())
    assert s.replays()


@pytest.mark.parametrize("cancel", ["9S", "KS"])
def test_a_spade_cancel_card_stops_a_clear_and_the_four_and_seven_do_not(cancel: str) -> None:
    """000 (Cut Throat Red and Black): "Use Cancel Cards - 9 and King of Spades/Hearts" --
    reading chosen: the 4 and 7 of spades are no cancel cards here."""
    s = Scenario(
        Half(hand="4S 7S 9S KS 5C", start="7C", stock="6C 6S"),
        Half(hand="4D 9D TD KD KH", start="5D", stock="2D 6H 7H"),
    )
    st = s.state
    s.act(1, "play TD")
    assert s.legal(0) == {"pass", "play 9S", "play KS"}
    s.act(0, f"play {cancel}")
    assert st.removed == 0 and st.turn == 1
    assert st.pile[-2:] == [(1, mask("TD"), -1), (0, mask(cancel), -1)]
    # on a jack neither the 4 nor the 7 of spades may be played
    j = Scenario(
        Half(hand="4S 7S 9S QC 5C", start="7C", stock="6C 6S"),
        Half(hand="4D 9D JD KD KH", start="5D", stock="2D 6H 7H"),
    )
    j.act(1, "play JD")
    assert j.plays(0) == {"play 9S"}
    assert s.replays() and j.replays()


def test_heart_cancel_cards_stop_an_eight_a_six_and_a_jack() -> None:
    """000 (9): "The 9 of Spades is one of the CC's, It can be played on any 6, 8, 10, or
    Jack." and (K): "The King of Spades is one of the CC's" and (Cut Throat Red and Black):
    "Use Cancel Cards - 9 and King of Spades/Hearts" """
    for top in ("8C", "6C", "JC"):
        s = Scenario(
            Half(hand=f"{top} 4C 5C 7C QC", start="4S", stock="JS 6S 7S"),
            Half(hand="4D 9D 9H KD KH", start="5D", stock="2D 6H 7H"),
        )
        s.act(1, "play 4D")
        s.act(0, f"play {top}")
        plays = s.plays(1)
        assert {"play 9H", "play KH"} <= plays, top
        assert "play 9D" not in plays and "play 9D 9H" not in plays, top
        if top != "6C":  # on a 6 the kings are face cards
            assert "play KD" not in plays and "play KD KH" not in plays, top
        s.act(1, "play 9H")
        assert s.state.turn == 0
        assert "play 4C" not in s.plays(0) and "play QC" in s.plays(0)  # off the 9
        assert s.replays()


# --- jokers ----------------------------------------------------------------------------------


def test_a_joker_makes_the_next_player_pick_up_its_pile_and_leaves_the_game() -> None:
    """000 (Jk): "When a Jk is played, the next player has to pick up the entire deck. The Jk
    gets thrown out after being played." -- reading chosen: the deck picked up is the joker
    player's pile (the one the next player would have to play off)."""
    s = Scenario(
        Half(hand="4C 5C 6C 9C JC", start="7C", stock="QC 6S 7S"),
        Half(hand="4D RJ 2D 9D KD", start="6D", stock="KH 6H 7H"),
    )
    st = s.state
    s.act(1, "play 9D")
    s.act(0, "play JC")
    ev = s.act(1, "play RJ")  # a power card: on the jack
    assert ev[-1] == ResponseRequested(0, "forced_pickup", 1)
    assert st.step == RESPOND_FORCED and s.legal(0) == {"pickup"}
    ev = s.act(0, "pickup")
    assert ev == [CardsRemoved(mask("RJ")), PileTaken(0, mask("6D 9D"), 0), TurnContinued(0)]
    assert st.removed == mask("RJ") and st.buried == [mask("7C JC"), 0]
    assert st.turn == 0 and st.pile == []
    assert s.replays()


def test_counter_jokers_are_the_5_and_queen_of_spades_only() -> None:
    """000 (card chart): counter jokers "5 Q Spades only", and (Cut Throat Red and Black):
    "Use Counter Jokers", naming no hearts (unlike "Cancel Cards - 9 and King of
    Spades/Hearts"). Reading chosen: the 5 and queen of hearts do not counter a joker."""
    s = Scenario(
        Half(hand="4C 5C 6C 5S QS", start="7C", stock="QC JC 7S"),
        Half(hand="4D RJ QD 5H QH", start="6D", stock="KH KD 7H 8H"),
    )
    s.act(1, "play RJ")
    s.act(0, "play 5S")
    assert s.state.turn == 1 and s.legal(1) == {"pickup"}  # 5H and QH are plain cards here


def test_counter_jokers_of_spades_and_hearts_pass_the_pick_up_on() -> None:
    """000 (Jk): "if the next player has either the 5 or Queen of Spades they can force the
    pick up back to the other player." and (Cut Throat Red and Black): "Use Counter Jokers"
    and "the 5 or Queen of Spades is played on the Jk, you cannot play any other 5's or
    Queens after." -- option heart_counters: the 5 and queen of hearts counter too, like the
    hearts' cancel cards and wild ace; the picker takes the other player's pile."""
    s = Scenario(
        Half(hand="4C 5C 6C 5S QS", start="7C", stock="QC JC 7S"),
        Half(hand="4D RJ QD 5H QH", start="6D", stock="KH KD 7H 8H"),
        options={"heart_counters": True},
    )
    st = s.state
    s.act(1, "play RJ")
    assert s.legal(0) == {"pickup", "play 5S", "play QS"}  # not the 5 of clubs
    s.act(0, "play 5S")
    assert st.turn == 1 and st.step == RESPOND_FORCED
    assert s.legal(1) == {"pickup", "play 5H", "play QH"}  # not the queen of diamonds
    with pytest.raises(IllegalActionError):
        s.act(1, "play QD QH")
    s.script((1, "play 5H"), (0, "play QS"), (1, "play QH"))
    assert st.turn == 0 and s.legal(0) == {"pickup"}  # passed four times
    ev = s.act(0, "pickup")
    assert ev == [CardsRemoved(mask("RJ")), PileTaken(0, mask("6D 5H QH"), 0), TurnContinued(0)]
    assert st.buried == [mask("7C 5S QS"), 0] and st.removed == mask("RJ")
    assert_conserved(st)
    assert s.replays()


def test_four_of_a_kind_discards_the_joker() -> None:
    """000 (Jk): "Theres two ways to stop a Jk, one way is that if the next player has any 4
    of a kind, they can play it, discard the Jk, and no one picks up the deck. Play
    continues off the 4 of a kind." -- with a colour each, four of a kind needs cards of the
    other colour, taken in a pick-up."""
    s = Scenario(
        Half(hand="5C 9C 9S 6C 7C", start="4C", stock="5S 7S"),
        Half(hand="4D 9D 9H AD RJ", start="6D", stock="KH KD"),
    )
    st = s.state
    s.act(1, "play 9D 9H")
    s.act(0, "pickup")  # stocking: the red nines
    s.act(0, "play 5C")
    s.act(1, "play RJ")
    assert s.legal(0) == {"pickup", "play 5S", "play 9C 9D 9H 9S"}
    ev = s.act(0, "play 9C 9D 9H 9S")
    assert ev[:2] == [
        CardsPlayed(0, mask("9C 9D 9H 9S"), FROM_HAND, -1, 0),
        CardsRemoved(mask("RJ")),
    ]
    assert "PileTaken" not in event_names(ev) and "ResponseRequested" not in event_names(ev)
    assert st.removed == mask("RJ") and st.turn == 1 and st.step == START
    assert s.plays(1) == {"play AD", "play KD", "play KH", "play KD KH"}  # off the nines
    assert s.replays()


# --- the wild aces ---------------------------------------------------------------------------


def test_the_ace_of_hearts_is_wild_only_as_a_card_played_in_turn() -> None:
    """000 (Cut Throat Red and Black): "Ace of Spades/Hearts as Wild Card" and (A): "the Ace
    of Spades is a Wild Card that can be played as any card or suit ... It can't be played
    as a 10, Jk or a CJk, and it can only be played as something that can be played in
    turn. You can't call it as an 8 to be played on a 6" """

    def game(black_hand: str) -> Scenario:
        return Scenario(
            Half(hand=black_hand, start="4S", stock="6S QS"),
            Half(hand="4D AH 9H AD KD", start="6D", stock="7D 8D"),
        )

    on_four = game("4C 8C 6C 5S 7C")
    called = on_four.calls(1)
    assert {"5C", "6C", "9C", "QC", "KC"} <= called
    assert not {"5S", "5H", "QS", "QH"} & called  # no counter joker
    assert not any(c.startswith("T") for c in called) and "RJ" not in called
    six = game("6C 8C 4C 5S 7C")
    six.act(1, "play 4D")
    six.act(0, "play 6C")
    # on a 6: face cards, the 6 and the cancel cards, never an 8
    assert six.calls(1) == {"6C", "JC", "QC", "KC", "KS", "KH", "9S", "9H"}
    ten = game("TC 8C 4C 5S 7C")
    ten.act(1, "play 4D")
    ten.act(0, "play TC")
    assert ten.legal(1) == {
        "pass",
        "play 9H",
        "play AH as 9H",
        "play AH as 9S",
        "play AH as KH",
        "play AH as KS",
    }
    ten.act(1, "play AH as KH")
    assert ten.state.removed == 0 and ten.state.top_wild
    joker = game("BJ 8C 4C 5C 7C")
    joker.act(1, "play 4D")
    joker.act(0, "play BJ")
    assert joker.legal(1) == {"pickup"}  # not a counter joker
    assert six.replays() and ten.replays() and joker.replays()


def test_the_ace_of_spades_is_wild_and_the_other_aces_are_not() -> None:
    """000 (Cut Throat Red and Black): "Ace of Spades/Hearts as Wild Card" and
    (Technicalities): "When using Ace of Spades as a Wild Card, regardless of what its
    called as, another Ace can be played on it, where play continues off the second Ace, as
    an Ace." """
    s = Scenario(
        Half(hand="AS AC 4C 5C 7C", start="4S", stock="6C 6S"),
        Half(hand="4D AH 9H AD KD", start="6D", stock="KH 7D"),
    )
    s.act(1, "play 4D")
    assert {"5C", "9C", "KC"} <= s.calls(0)
    assert all(" as " not in t for t in s.legal(0) if t.startswith("play AC"))
    s.act(0, "play AS as 9C")
    assert s.state.top_wild
    assert {"play AD", "play AH", "play KD"} <= s.plays(1)
    s.act(1, "play AD")  # the ace on the wild ace: play goes on off an ace
    assert s.plays(0) == {"play AC"}
    assert s.replays()


# --- the other cards across the two piles -----------------------------------------------------


def test_two_is_a_free_play_for_the_next_player() -> None:
    """000 (2): "When playing CT, 2's are a freeplay for the next player. ... the next in
    line gets to play anything." """
    s = Scenario(
        Half(hand="4C 5C 6C 9C JC", start="KC", stock="QC 6S 7S"),
        Half(hand="2D 4D 5D 7D 9D", start="QD", stock="KD 6H 7H"),
    )
    # (no link after the king: nothing could follow it)
    assert s.plays(1) == {"play 2D", "play link 2D", "play KD"}
    ev = s.act(1, "play 2D")
    assert ev == [
        CardsPlayed(1, mask("2D"), FROM_HAND, -1, 0),
        TurnStarted(0),
        CardsDrawn(0, mask("QC")),
    ]
    assert s.plays(0) == {"play 4C", "play 5C", "play 6C", "play 9C", "play JC", "play QC"}
    assert s.replays()


def test_link2_off_the_other_players_top_card_and_within_one_turn() -> None:
    """000 (2): "On your turn, you can play cards in a chain, with 2's between them ... 2's
    can't start links, unless there linking off the top card on the deck." and (Cut Throat
    Spades Revised): "Some of the usual chains you have are 8 Link2 6" """
    s = Scenario(
        Half(hand="4C 5C 6C QC 2C", start="8C", stock="3S 7S KC"),
        Half(hand="4D 2D 3D 6D 8D", start="6H", stock="QD JD KD"),
    )
    st = s.state
    ev = s.act(1, "play link 2D")  # straight onto seat 0's 8
    assert ev == [CardsPlayed(1, 0, FROM_HAND, -1, mask("2D"))]
    assert st.step == LINK and st.turn == 1
    assert s.legal(1) == {"play 3D", "play 4D", "play 6D", "play 8D"}  # still less than 8
    s.act(1, "play 4D")
    assert st.pile[-2:] == [(1, mask("2D"), LINK_ENTRY), (1, mask("4D"), -1)]
    assert st.turn == 0 and "play 4C" in s.plays(0)
    # 8 Link2 6 on seat 0's own turn, then a face card is due
    s.act(0, "play 5C")
    s.act(1, "play 8D")
    s.act(0, "play 6C link 2C")
    assert s.legal(0) == {"play QC"}  # a face card on the 6, through the link
    s.act(0, "play QC")
    # each link lies in its player's pile, and a pick-up would take it along
    assert [(p, a == LINK_ENTRY) for p, _, a in st.pile] == [
        (1, False),
        (0, False),
        (1, True),
        (1, False),
        (0, False),
        (1, False),
        (0, False),
        (0, True),
        (0, False),
    ]
    assert st.pile_for(1) == mask("8C 5C 6C 2C QC")
    assert st.pile_for(0) == mask("6H 2D 4D 8D")
    assert s.replays()


def test_three_matches_the_other_players_top_card() -> None:
    """000 (3): "Simply put, its anything you play it on. If you play it on a 9, it is a
    9." """
    s = Scenario(
        Half(hand="4C 5C 6C 9C JC", start="7C", stock="3S 7S KC"),
        Half(hand="4D 3D 6D 8D 5D", start="6H", stock="9D JD QD"),
    )
    s.act(1, "play 9D")
    s.act(0, "play 9C")
    s.act(1, "play 3D")
    assert s.state.pile[-1] == (1, mask("3D"), -1)
    assert s.plays(0) == {"play 3S", "play JC"}  # a 9 or better
    assert s.replays()


def test_eight_is_less_than_eight() -> None:
    """000 (8): "when you play an 8, the next player has to play a lower card for that turn.
    ... So either a 2, 3, 4, 5, 6, 7, or 8 can be played." """
    s = Scenario(
        Half(hand="4C 5C 9C QC 8S", start="7C", stock="3S KC TC"),
        Half(hand="4D 3D 6D 8D 5D", start="6H", stock="9D JD QD"),
    )
    s.act(1, "play 8D")
    assert s.plays(0) == {"play 3S", "play 4C", "play 5C", "play 8S"}
    assert s.replays()


def test_six_is_the_face_card_rule() -> None:
    """000 (6): "When a 6 is played, the next player has to play a face card, Jack, Queen,
    King or Ace. A 6 can be played on a 6 of course" """
    s = Scenario(
        Half(hand="4C 6C 9C QC 8S", start="5C", stock="2S KC TC"),
        Half(hand="4D 3D 6D 8D 5D", start="6H", stock="9D JD QD"),
    )
    s.act(1, "play 6D")
    assert s.simple(0) == {"play 6C", "play QC"}  # no 2, 8 or 10
    assert "play link 2S" in s.plays(0)  # a link, then a face card
    assert s.replays()


def test_jack_is_the_power_card_rule() -> None:
    """000 (J): "When a Jack is played, the next player has to play a power card, 2, 3, 8,
    or Jk. A Jack can be played on a Jack of course" """
    s = Scenario(
        Half(hand="4C JC 9C QC 8S", start="5C", stock="2S KC TC"),
        Half(hand="4D 3D 6D JD 5D", start="6H", stock="9D QD KD"),
    )
    s.act(1, "play JD")
    assert s.simple(0) == {"play JC", "play 8S", "play 2S"}  # no 10, no queen
    assert s.replays()


# --- rules the split deck leaves out ---------------------------------------------------------


def test_no_gambits_and_no_ace_as_switch() -> None:
    """000 (Cut Throat Red and Black): "Players would play into two different decks so that
    Gambits and Ace as Switch rule wouldn't be possible." """
    preset = get_preset(CTRB)
    offered = {o.name for o in preset.options}
    assert not {"gambits", "ace_switch", "switch"} & offered
    assert not RS.gambits
    for name in ("gambits", "ace_switch"):
        with pytest.raises(RulesetError):
            build_ruleset(CTRB, {name: True})
    # four of a kind played for its value is no gambit, and an ace switches nothing
    s = Scenario(
        Half(hand="5C 9C 9S AC 7C", start="4C", stock="5S 7S"),
        Half(hand="4D 9D 9H AD 6D", start="6H", stock="KH KD"),
    )
    s.act(1, "play 9D 9H")
    s.act(0, "pickup")
    ev = s.act(0, "play 9C 9D 9H 9S")
    assert event_names(ev)[:2] == ["CardsPlayed", "TurnStarted"]
    assert not any(t.startswith("switch") or t.endswith("gambit") for t in s.legal(1))
    assert s.replays()


# --- the end of the game ---------------------------------------------------------------------


@pytest.mark.parametrize("seed", [5, 7])
def test_the_first_player_out_of_cards_wins_and_the_game_ends(seed: int) -> None:
    """000 (Cut Throat Red and Black): "Winner still decided by who plays out first." and
    "bottom cards are three face down with three more face down on those" and (Cut Throat):
    "Works the same as before, playing the top four before the bottom four." (A seeded game
    played by a fixed policy.)"""
    game, events, st = play_out(seed)
    assert replay(game, events) == st
    assert st.phase == OVER and st.result is not None
    winner = st.result.winner
    assert st.result == GameEnded("first_out", (winner,), -1, winner)
    assert events[-2:] == [SeatFinished(winner, 1), GameEnded("first_out", (winner,), -1, winner)]
    assert not st.holds_cards(winner) and not st.stocks[winner]
    assert st.holds_cards(1 - winner)  # the game ends with the other still holding cards
    assert st.to_act() == [] and st.legal_actions(1 - winner) == []
    with pytest.raises(GameOverError):
        st.apply(1 - winner, Action("pickup"))
    # the three upper bottom cards were turned before any lower one
    lower = [0, 0]
    for before, ev in states(game, events):
        if isinstance(ev, CardTurned) and ev.slot >= 0:
            slots = before.tables[ev.seat]
            if len(slots[ev.slot]) == 1:
                assert all(len(slot) <= 1 for slot in slots)
                lower[ev.seat] += 1
    assert lower[winner] == 3


# --- conservation, replays and what each player sees -----------------------------------------


@pytest.mark.parametrize("seed", [2, 4, 6])
def test_cards_are_conserved_at_every_step(seed: int) -> None:
    """Every card is in exactly one place after every event: a hand, a table, a stock, the
    live pile, below a player's plays, out of play or turned."""
    game, events, _ = play_out(seed, turn_cap=300)
    kinds = set()
    for st, ev in states(game, events):
        if st.phase >= PLAYING:
            assert_conserved(st)
        if ev is not None:
            kinds.add(type(ev).__name__)
    # the play went through the piles' moves
    assert {"PileTaken", "PileBurned", "CardsDrawn", "CardTurned"} <= kinds


def test_a_seeded_game_replays_and_views_hide_hands_face_down_cards_and_stocks() -> None:
    """000 (Cut Throat): "In all forms of CT, their are eight face down cards" (here six) --
    a seeded game replays exactly from its events, and no view shows the other player's
    hand, a face-down card or either stock."""
    game, events, final = play_out(7)
    assert replay(game, events) == final
    assert State.from_snapshot(game, final.to_snapshot()) == final
    for i, (st, ev) in enumerate(states(game, events)):
        if ev is not None:
            for viewer in (0, 1, None):
                d = redact_event(st, ev, viewer)
                if isinstance(ev, CardsDrawn) and ev.seat != viewer:
                    assert d["cards"] is None and d["count"] == ev.cards.bit_count()
                if i == 0:
                    assert d["deck"] is None  # the deal shows no order
        if i % 3 and ev is not None:
            continue  # every third state keeps the test fast
        if st.is_over():
            continue  # after the end every card is public (tests/api/test_public_after_end.py)
        stocks = mask_of(st.stocks[0]) | mask_of(st.stocks[1])
        blind = 0
        for seat in (0, 1):
            for slot in st.tables[seat]:
                blind |= mask_of(c for c in slot if not st.revealed >> c & 1)
        for viewer in (0, 1, None):
            hidden = stocks | blind
            for seat in (0, 1):
                if seat != viewer:
                    hidden |= st.hands[seat]
            v = view(st, viewer)
            for entry in v["pile"]:
                entry["as"] = None  # a wild ace's call names a card it is not
            shown = json.dumps(v)
            for c in cards_of(hidden):
                assert f'"{card_name(c)}"' not in shown, (card_name(c), viewer)
            assert [x["stock_count"] for x in v["seats"]] == [len(x) for x in st.stocks]
    assert replay(game, events[:-2]) != final


# --- bots ------------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(3))
def test_bots_finish_seeded_games(seed: int) -> None:
    """The heuristic and random bots play seeded games of the preset to their end (the
    first player out, or the turn cap)."""
    game = Game(RS, 2)
    for kinds in (("heuristic", "random"), ("random", "heuristic"), ("heuristic", "heuristic")):
        bots = [make_bot(kinds[s], game, seed * 10 + s) for s in range(2)]
        st = play_game(game, bots, seed=f"ctrb-bots-{seed}", order_seed=seed)
        assert st.phase == OVER and st.result is not None
        assert_conserved(st)
        if st.result.reason == "first_out":
            assert not st.holds_cards(st.result.winner)
        else:
            assert st.result.reason == "turn_cap"

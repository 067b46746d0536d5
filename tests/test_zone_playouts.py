"""Random playouts of every combination of the ``special-cards`` zones: ``face_down``,
``face_up`` and ``hand`` from 3 to 5 each (004: "Each player is given (3-5) secret cards
(face down) and (3-5) cards face up for all to see on the table. The player receives (3-5)
cards in hand"), at every player count the deck allows.

Each game reaches its end (or the lowered turn cap), replays to the same state, and after
every action no view (any seat's or a spectator's) shows a face-down card that has not been
turned, while every face-up table card is shown to all. The face-down cards are known here
without asking the engine where they lie: the deal lays the bottom layer first, so they are
the deck's first ``face_down`` times ``players`` cards.
"""

from __future__ import annotations

import dataclasses
import itertools
import random

import pytest

from engine import Game, Ruleset, RulesetError, State, build_ruleset, replay
from engine.bots import make_bot
from engine.bots.base import play_game
from engine.cards import card_name
from engine.events import CardTurned, Dealt
from engine.rules import Layer, Layout, validate
from engine.view import view
from tests.test_playouts import check_end, eager_policy

SEEDS = 8
CAP = 100
ZONES = list(itertools.product(range(3, 6), repeat=3))


def _check_views(state: State, players: int, face_down: set[int], turned: set[int]) -> None:
    on_table = {c for t in state.tables for slot in t for c in slot}
    secret = (face_down & on_table) - turned
    secret_names = {card_name(c) for c in secret}
    public_names = {card_name(c) for c in on_table - face_down}
    for viewer in (*range(players), None):
        for s, seat in enumerate(view(state, viewer)["seats"]):
            shown = [c for slot in seat["table"] for c in slot]
            assert len(shown) == sum(len(slot) for slot in state.tables[s])
            names = {c for c in shown if c is not None}
            assert not names & secret_names, (viewer, s, names & secret_names)
            hidden = shown.count(None)
            assert hidden == sum(1 for slot in state.tables[s] for c in slot if c in secret)
        public_shown = {
            c
            for seat in view(state, viewer)["seats"]
            for slot in seat["table"]
            for c in slot
            if c is not None
        }
        assert public_names <= public_shown


@pytest.mark.parametrize(("down", "up", "hand"), ZONES, ids=[f"{d}-{u}-{h}" for d, u, h in ZONES])
def test_every_zone_combination_plays_out_with_face_down_cards_hidden(
    down: int, up: int, hand: int
) -> None:
    rs = build_ruleset(
        "special-cards", {"face_down": down, "face_up": up, "hand": hand, "turn_cap": CAP}
    )
    assert rs.set_aside == 0 and rs.layout.layer_counts() == (down, up)
    assert rs.max_players == min(5, 54 // (down + up + hand))
    natural = 0
    for players in range(rs.min_players, rs.max_players + 1):
        for i in range(SEEDS):
            game = Game(rs, players, dealer=i % players)
            rnd = random.Random(f"zones-{down}-{up}-{hand}-{players}-{i}")
            state, events = game.start(seed=f"zones-{down}-{up}-{hand}-{players}-{i}")
            deal = events[0]
            assert isinstance(deal, Dealt)
            face_down = set(deal.deck[: down * players])
            for s in range(players):
                assert [len(slot) for slot in state.tables[s]] == (
                    [2] * min(down, up) + [1] * abs(down - up)
                )
            turned: set[int] = set()
            _check_views(state, players, face_down, turned)
            while not state.is_over():
                seat = rnd.choice(state.to_act())
                new = state.apply(seat, eager_policy(rnd, state.legal_actions(seat)))
                turned |= {e.card for e in new if isinstance(e, CardTurned)}
                events += new
                if not state.is_over():  # after the end every card is shown
                    _check_views(state, players, face_down, turned)
            natural += check_end(state, events, CAP) != "turn_cap"
            if i % 4 == 0:
                assert replay(game, events) == state
    assert natural  # not only the turn cap: some games are played out to the last card


def test_layout_counts_fill_the_first_slots_and_rise_then_fall() -> None:
    """Layout data: a layer with more cards than the one below lays the extra ones in slots
    of their own (the largest count is ``slots``); a slot's layers must adjoin, so counts
    that fall and rise again (a slot with a gap between its layers) are refused."""
    base = build_ruleset("special-cards")
    two = (Layer(visibility="hidden"), Layer(visibility="public"))
    three = (Layer(visibility="hidden"), Layer(visibility="owner"), Layer(visibility="public"))

    def with_layout(slots: int, layers: tuple[Layer, ...], counts: tuple[int, ...]) -> Ruleset:
        return validate(
            dataclasses.replace(
                base, layout=Layout(slots=slots, layers=layers, counts=counts, hand=3)
            )
        )

    for layers, counts in ((two, (3, 5)), (two, (5, 3)), (three, (2, 4, 3)), (three, (1, 2, 4))):
        with_layout(slots=max(counts), layers=layers, counts=counts)
    for layers, counts in ((two, (3, 5)), (two, (0, 3))):
        with pytest.raises(RulesetError, match=r"largest equal to layout\.slots"):
            with_layout(slots=3, layers=layers, counts=counts)
    with pytest.raises(RulesetError, match="rise, then fall"):
        with_layout(slots=4, layers=three, counts=(4, 2, 3))
    game = Game(with_layout(slots=4, layers=three, counts=(1, 2, 4)), 2)
    assert (game.slot_base, game.slot_top) == ((0, 1, 2, 2), (2, 1, 0, 0))


def test_bots_play_extra_face_up_cards() -> None:
    """Every bot plays a game whose extra face-up cards lie with nothing beneath (3 face down,
    5 face up, 4 in hand): they read only their view, and the searching bot deals the unseen
    cards only into the places the view leaves blank."""
    rs = build_ruleset("special-cards", {"face_down": 3, "face_up": 5, "hand": 4})
    game = Game(rs, 3)
    state = play_game(
        game,
        [make_bot(name, game, seed=1) for name in ("random", "heuristic", "ismcts")],
        seed="zones-bots",
    )
    assert state.is_over()

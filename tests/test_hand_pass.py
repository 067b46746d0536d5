"""The hand pass (Hollidge, 003: "Four 3s: Hand pass"), a catalog power any ruleset may use."""

from __future__ import annotations

import random

from engine import Action, Game, replay
from engine.bots import Determinizer
from engine.cards import parse_cards
from engine.events import HandsPassed
from engine.game import arrange
from engine.rules.presets import build_ruleset
from engine.view import bot_view, view
from tests.helpers import mask

#: classic with four 3s passing every hand (a custom ruleset, as the engine plays it)
CARDS = [{"cards": "3", "placement": "in_turn", "powers": [{"kind": "hand_pass"}]}]


def test_four_threes_on_top_pass_every_hand_in_the_direction_of_play() -> None:
    """003 (Hollidge): "Four 3s: Hand pass - all players pass their entire hand in the
    direction of play ... This happens whenever there are four threes on top of the pile -
    it's not necessary for the same player to play all four threes." """
    rs = build_ruleset("classic", {}, CARDS)
    game = Game(rs, 3)
    deck = arrange(
        game,
        hands=[parse_cards("5C 6C 7C"), parse_cards("3C 3D 9C"), parse_cards("3H 3S KC")],
        stock=parse_cards("8C 8D 8H 8S 9D 9H"),
    )
    state, events = game.start(deck=deck)
    for seat in range(3):
        events += state.apply(seat, Action.parse("ready"))
    assert state.turn == 1  # the first 3 held from the dealer's left
    ev = state.apply(1, Action.parse("play 3C 3D"))
    events += ev
    assert not any(isinstance(e, HandsPassed) for e in ev)  # two 3s: nothing yet
    ev = state.apply(2, Action.parse("play 3H 3S"))
    events += ev
    assert HandsPassed(1) in ev
    # after their plays and draws, seat 0's hand went to seat 1, 1's to 2 and 2's to 0
    assert state.hands == [mask("KC 8H 8S"), mask("5C 6C 7C"), mask("9C 8C 8D")]
    assert state.pile_mask == mask("3C 3D 3H 3S")  # the 3s stay: no clear
    assert state.turn == 0
    assert replay(game, events) == state


def test_a_hand_pass_is_public_and_keeps_hands_hidden() -> None:
    rs = build_ruleset("classic", {"turn_cap": 300}, CARDS)
    game = Game(rs, 3)
    rng = random.Random(4)
    passed = 0
    for i in range(60):
        state, _ = game.start(seed=f"hand-pass-{i}")
        while not state.is_over():
            seat = rng.choice(state.to_act())
            legal = state.legal_actions(seat)
            for ev in state.apply(
                seat, rng.choice([a for a in legal if a.kind != "pickup"] or legal)
            ):
                if isinstance(ev, HandsPassed):
                    passed += 1
                    counts = [state.hands[s].bit_count() for s in range(3)]
                    for viewer in range(3):
                        v = view(state, viewer)
                        assert [e["hand_count"] for e in v["seats"]] == counts
                        assert all("hand" not in e for s, e in enumerate(v["seats"]) if s != viewer)
                        Determinizer(game, bot_view(state, viewer), []).sample(rng)
    assert passed > 0

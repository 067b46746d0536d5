"""Matches: what carries over from one game to the next (engine/match.py)."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from engine import PRESETS, build_ruleset
from engine.events import GameEnded
from engine.game import SETUP
from engine.match import Match, play_match
from engine.rules import MatchRules
from engine.view import view


def random_chooser(seed: int) -> Any:
    rng = random.Random(seed)

    def choose(state: Any, seat: int, legal: list[Any]) -> Any:
        others = [a for a in legal if a.kind != "pickup"]
        return rng.choice(others or legal)

    return choose


def ended(order: tuple[int, ...], loser: int, winner: int) -> GameEnded:
    return GameEnded("last_player", order, loser, winner)


def test_the_loser_deals_the_next_game() -> None:
    """002: "The last player left holding cards is the loser ... This player must deal the
    next hand"; 001: "Shithead deals the next round"."""
    m = Match(build_ruleset("classic"), 3, first_dealer=0, games=3)
    g1 = m.next_game()
    assert g1.dealer == 0
    m.record(g1, ended((1, 0), 2, 1))
    g2 = m.next_game()
    assert g2.dealer == 2
    assert g2.starter == -1  # classic: the first 3 dealt face up starts, as in every game


def test_after_a_draw_the_deal_passes_left() -> None:
    m = Match(build_ruleset("classic"), 3, first_dealer=1, games=2)
    g1 = m.next_game()
    m.record(g1, GameEnded("turn_cap", (), -1, -1))
    assert m.next_game().dealer == 2


def test_the_winner_plays_first_in_the_cut_throat_ladder() -> None:
    """000: "Every game thereafter, the Cut Throat (winner) plays first, and the Shit Head
    (loser) deals."""
    rs = build_ruleset("green-ct-2006")
    m = Match(rs, 3, first_dealer=0, games=2)
    g1 = m.next_game()
    m.record(g1, ended((2, 0), 1, 2))
    g2 = m.next_game()
    assert (g2.dealer, g2.starter) == (1, 2)
    state, _ = g2.start(seed="next")
    assert state.to_act() == [2]  # CT has no setup: the winner plays first


def test_the_winners_spoils() -> None:
    """001 (Shithead): "On subsequent rounds the shithead (loser) flips the first card
    facedown; this is the winners' spoils. Play begins with the King Shit (winner) taking
    their spoils, drawing a card from the pile and then starting the deck."""
    rs = build_ruleset("green-shithead-2018")
    m = Match(rs, 2, first_dealer=0, games=2)
    g1 = m.next_game()
    first, _ = g1.start(seed="spoils")
    assert first.pile  # the first round turns the start card up
    m.record(g1, ended((0,), 1, 0))
    g2 = m.next_game()
    assert (g2.dealer, g2.spoils, g2.starter) == (1, 0, 0)
    state, _ = g2.start(seed="spoils")
    assert not state.pile  # no card turned up: the winner starts the deck
    assert state.hands[0].bit_count() == state.hands[1].bit_count() + 1
    for seat in (0, 1):  # lay three face up each
        while state.phase == SETUP and not state.ready[seat]:
            state.apply(seat, state.legal_actions(seat)[0])
    assert state.turn == 0
    spoils_card = next(c for c in range(52) if state.hands[0] >> c & 1)
    assert spoils_card >= 0
    # the spoils are face down: the loser and spectators see a count, not the card
    assert view(state, 1)["seats"][0]["hand_count"] == state.hands[0].bit_count()
    assert "hand" not in view(state, 1)["seats"][0]
    assert "hand" not in view(state, None)["seats"][0]


def test_the_previous_loser_may_not_swap() -> None:
    """003 (Hollidge): "players have the opportunity to swap cards from their hand with their
    face up cards (unless they were shithead from the last round)"."""
    rs = dataclasses.replace(
        build_ruleset("classic"), match=MatchRules(loser_no_swap=True, games=2)
    )
    m = Match(rs, 3, games=2)
    g1 = m.next_game()
    m.record(g1, ended((0, 2), 1, 0))
    g2 = m.next_game()
    state, _ = g2.start(seed="no-swap")
    assert [a.kind for a in state.legal_actions(1)] == ["ready"]
    assert any(a.kind == "swap" for a in state.legal_actions(0))


def test_best_of_three_plays_all_three_games() -> None:
    """001 (Cutthroat): "a single winner takes all hand, or best of three. All three rounds
    are played in a best of three."""
    rs = build_ruleset("green-cutthroat-2018", {"turn_cap": 300})
    m = Match(rs, 2)
    assert m.total == 3
    m.record(m.next_game(), ended((0,), 1, 0))
    m.record(m.next_game(), ended((0,), 1, 0))
    assert not m.is_over()  # two wins do not end it: the rubber is played
    m.record(m.next_game(), ended((1,), 0, 1))
    assert m.is_over()
    with pytest.raises(ValueError, match="over"):
        m.next_game()
    table = m.standings()
    assert [(r["seat"], r["wins"], r["losses"]) for r in table] == [(0, 2, 1), (1, 1, 2)]
    assert table[0]["places"] == [1, 1, 2]


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_a_whole_match_plays_on_every_preset(name: str) -> None:
    rs = build_ruleset(name, {"turn_cap": 200})
    players = min(3, rs.max_players)
    m = Match(rs, players, first_dealer=1, games=3)
    play_match(m, random_chooser(7), seeds=[f"{name}-{i}" for i in range(3)])
    assert m.is_over()
    table = m.standings()
    assert sorted(r["seat"] for r in table) == list(range(players))
    assert sum(r["wins"] for r in table) == sum(res.winner >= 0 for res in m.results)
    assert sum(r["losses"] for r in table) == sum(res.loser >= 0 for res in m.results)
    assert m.to_dict()["played"] == 3

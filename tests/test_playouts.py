"""Random playouts: every preset, every player count, 300 seeds each, all reach GameEnded.

The games run with the ruleset option ``turn_cap`` lowered to 150 (``build_ruleset(name,
{"turn_cap": 150})``). The cap is the engine's own stalemate rule (after that many turns
the game ends as a draw, reason ``turn_cap``), so a capped game is a legitimate end, and
lowering it bounds each game so 300 seeds per configuration stay fast. Natural ends
(``last_player``, ``first_out``) are counted too, and at two players each preset must
produce some. Parametrized by (preset, players) so pytest-xdist can spread the work.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engine import PRESETS, Action, Game, State, build_ruleset, replay
from engine.events import GameEnded, SeatFinished, TurnStarted

SEEDS = 300
PLAYOUT_CAP = 150
NATURAL_ENDS = {"last_player", "first_out"}


def eager_policy(rnd: random.Random, legal: list[Action]) -> Action:
    """Random, but never picks up voluntarily while anything else is possible.

    A chosen play is usually widened to the largest legal group containing it: picking
    uniformly among all subsets of a rank mostly plays single cards, which makes a
    2-player classic game outlast any reasonable cap (measured: about 0 natural ends in
    300 games at 150 turns, against about 20 with this policy).

    An index is drawn as ``int(rnd.random() * n)`` (C code) rather than by ``rnd.choice``
    (``_randbelow`` in Python): the harness, not the compiled engine, was most of a
    playout's time.
    """
    others = [a for a in legal if a.kind != "pickup"]
    if not others:
        return legal[int(rnd.random() * len(legal))]
    a = others[int(rnd.random() * len(others))]
    if a.kind == "play" and rnd.random() < 0.7:
        link, as_card, cards = a.link, a.as_card, a.cards
        for b in others:
            if (
                b.kind == "play"
                and b.cards & cards == cards
                and b.link == link
                and b.as_card == as_card
                and b.cards.bit_count() > a.cards.bit_count()
            ):
                a = b
    return a


def play_out(
    game: Game, seed: str, rnd: random.Random, max_actions: int = 20_000
) -> tuple[State, list]:
    state, events = game.start(seed=seed)
    is_over, to_act, legal_actions, apply = (
        state.is_over,
        state.to_act,
        state.legal_actions,
        state.apply,
    )
    for _ in range(max_actions):
        if is_over():
            return state, events
        seats = to_act()
        seat = seats[0] if len(seats) == 1 else seats[int(rnd.random() * len(seats))]
        legal = legal_actions(seat)
        assert legal, f"seat {seat} must act but has no legal action"
        events += apply(seat, eager_policy(rnd, legal))
    raise AssertionError(f"no end after {max_actions} actions (turn {state.turns})")


def check_end(state: State, events: list, cap: int) -> str:
    assert state.is_over()
    result = state.result
    assert isinstance(result, GameEnded)
    assert events[-1] == result
    assert sum(isinstance(e, GameEnded) for e in events) == 1
    assert state.turns <= cap
    assert sum(isinstance(e, TurnStarted) for e in events) == state.turns
    finished = [e.seat for e in events if isinstance(e, SeatFinished)]
    assert list(result.order) == finished
    n = state.players
    if result.reason == "turn_cap":
        assert state.turns == cap
        assert (result.loser, result.winner) == (-1, -1)
    elif result.reason == "last_player":
        assert len(finished) in (n - 1, n)
        assert result.winner == finished[0]
        left = [s for s in range(n) if s not in finished]
        assert left == ([result.loser] if result.loser >= 0 else [])
        if result.loser >= 0:
            assert state.holds_cards(result.loser)
        for s in finished:
            assert not state.holds_cards(s)
    else:
        assert result.reason == "first_out"
        assert result.winner == finished[-1]
        assert not state.holds_cards(result.winner)
    return result.reason


CONFIGS = [
    pytest.param(name, players, id=f"{name}-{players}p")
    for name in sorted(PRESETS)
    for players in range(PRESETS[name].ruleset.min_players, PRESETS[name].ruleset.max_players + 1)
]


@pytest.mark.parametrize(("name", "players"), CONFIGS)
def test_random_playouts_reach_the_end(name: str, players: int) -> None:
    rs = build_ruleset(name, {"turn_cap": PLAYOUT_CAP})
    ends: Counter[str] = Counter()
    for i in range(SEEDS):
        game = Game(rs, players, dealer=i % players)
        rnd = random.Random(i * 16 + players)
        state, events = play_out(game, f"playout-{name}-{players}-{i}", rnd)
        ends[check_end(state, events, PLAYOUT_CAP)] += 1
        if i % 10 == 0:  # the log replays to the same end state (sampled: replay is a full fold)
            assert replay(game, events) == state
    assert sum(ends.values()) == SEEDS
    assert set(ends) <= NATURAL_ENDS | {"turn_cap"}
    if players == 2:
        natural = sum(ends[r] for r in NATURAL_ENDS)
        assert natural > 0, f"{name}: no natural end in {SEEDS} two-player games: {dict(ends)}"


def test_every_preset_and_player_count_is_covered() -> None:
    assert {p.values[0] for p in CONFIGS} == set(PRESETS)
    assert len(CONFIGS) == sum(
        p.ruleset.max_players - p.ruleset.min_players + 1 for p in PRESETS.values()
    )


# --- the default cap ---------------------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_default_turn_cap_is_honoured(name: str) -> None:
    # Uniform random play (voluntary pick-ups included) often runs past 1000 turns, so some
    # of these fixed-seed games meet the default cap: each ends at turn 1000 exactly.
    rs = build_ruleset(name)
    assert rs.turn_cap == 1000
    ends: Counter[str] = Counter()
    for seed in range(8):
        game = Game(rs, 2)
        state, events = game.start(seed=f"uniform-{seed}")
        rnd = random.Random(seed)
        while not state.is_over():
            seat = rnd.choice(state.to_act())
            events += state.apply(seat, rnd.choice(state.legal_actions(seat)))
            assert state.turns <= 1000
        ends[check_end(state, events, 1000)] += 1
    if rs.voluntary_pickup:
        # with forced play (reverse) random games end on their own: no stalling to cap
        assert ends["turn_cap"] >= 1, dict(ends)

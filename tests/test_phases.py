"""The state machine table (engine.phases.STAGES) is the one the engine runs.

Each phase and each step has one row; the dispatch tables (``engine.legal.LISTS``,
``engine.flow.PASSES`` and ``GIVES``) cover its steps as it says; and in random games over
every preset and every option, every legal move at a stage is of a kind the stage admits,
only the seats the stage says act have moves, and ``can_apply`` agrees with
``verify_apply`` and the legal list.
"""

from __future__ import annotations

import random

import pytest

from engine import PRESETS, Game, Ruleset, RulesetError, build_ruleset
from engine.actions import GIVE, PASS, Action
from engine.errors import EngineError
from engine.flow import GIVES, MOVES, PASSES
from engine.legal import LISTS
from engine.phases import (
    DEALING,
    OVER,
    PHASE_NAMES,
    PLAY_STAGES,
    PLAYING,
    SETUP,
    STAGES,
    STEP_NAMES,
    Stage,
)
from engine.state import State
from tests.test_option_playouts import CONFIGS, NEEDS

SEEDS = 6


def _stage(st: State) -> Stage:
    if st.phase == PLAYING:
        return PLAY_STAGES[st.step]
    return next(s for s in STAGES if s.phase == st.phase)


def test_one_row_per_phase_and_step() -> None:
    outside = [s.phase for s in STAGES if s.phase != PLAYING]
    assert sorted(outside) == [DEALING, SETUP, OVER]
    assert sorted(PLAY_STAGES) == list(range(len(STEP_NAMES)))
    assert len(STAGES) == len(PHASE_NAMES) - 1 + len(STEP_NAMES)
    assert [s.name for s in STAGES if s.phase == PLAYING] == [
        STEP_NAMES[s.step] for s in STAGES if s.phase == PLAYING
    ]


def test_the_dispatch_tables_follow_the_table() -> None:
    """Every step has its generator of moves; a pass or a give is decided at exactly the
    steps that admit one. (The tables hold the functions, keyed by the table's steps: the
    table sits below the modules that define them, so it names none of them.)"""
    assert set(LISTS) == set(PLAY_STAGES)
    for step, stage in PLAY_STAGES.items():
        assert callable(LISTS[step]), stage.name
        assert (PASS in stage.admits) == (step in PASSES), stage.name
        assert (GIVE in stage.admits) == (step in GIVES), stage.name
    admitted = {kind for s in STAGES for kind in s.admits}
    assert admitted <= set(MOVES) | {"commit", "reveal"}


def _check_position(st: State, seat_moves: dict[int, list[Action]]) -> None:
    stage = _stage(st)
    acting = set(st.to_act())
    for seat, legal in seat_moves.items():
        if seat not in acting:
            assert legal == [], (stage.name, seat)
        for a in legal:
            assert a.kind in stage.admits, (stage.name, a)


def _option_ruleset(name: str, option: str, value: object) -> Ruleset:
    """The ruleset test_option_playouts plays for one option (with what it needs)."""
    options = {option: value, "turn_cap": 80}
    try:
        return build_ruleset(name, options)
    except RulesetError:
        if option in NEEDS:
            options.update(NEEDS[option])
        else:
            for other in PRESETS[name].options:
                if (
                    other.name != option
                    and other.default == value
                    and isinstance(other.type, tuple)
                ):
                    options[other.name] = "none"
        return build_ruleset(name, options)


def _play(rs: Ruleset, seeds: int, label: str) -> None:
    for players in sorted({rs.min_players, rs.max_players}):
        for seed in range(seeds):
            game = Game(rs, players, dealer=seed % players)
            rng = random.Random(seed)
            st, _ = game.start(seed=f"phases-{label}-{players}-{seed}")
            seen: list[Action] = []
            while not st.is_over():
                moves = {s: st.legal_actions(s) for s in range(players)}
                _check_position(st, moves)
                for a in seen[-4:]:  # moves of other positions: refused alike by all three
                    for s in range(players):
                        legal = a in moves[s]
                        assert st.can_apply(s, a) == legal
                        if not legal:
                            # refused with the engine's error (a plain try: half a million
                            # pytest.raises cost more than the engine's calls)
                            try:
                                st.verify_apply(s, a)
                            except EngineError:
                                pass
                            else:
                                raise AssertionError(f"seat {s}'s {a} was not refused")
                to_act = st.to_act()
                seat = to_act[rng.randrange(len(to_act))]
                a = moves[seat][rng.randrange(len(moves[seat]))]
                seen.append(a)
                st.verify_apply(seat, a)
                st.apply(seat, a)
            assert _stage(st).admits == ()


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_every_legal_move_is_one_its_stage_admits(name: str) -> None:
    _play(build_ruleset(name, {"turn_cap": 80}), SEEDS, name)


def test_every_option_stays_in_its_stages() -> None:
    """One game per option at its fewest and most players: the steps only options reach
    (shots, samples, passing cards on, tosses, gambits) are checked too."""
    for param in CONFIGS:
        name, option, value = param.values
        _play(_option_ruleset(str(name), str(option), value), 1, f"{name}-{option}-{value}")

"""``examples/train_env.py`` learns: a short run of it beats the untrained policy against
the random bot by more than chance could."""

from __future__ import annotations

import importlib.util
import math
import sys
from pathlib import Path
from types import ModuleType

import pytest

pytest.importorskip("pettingzoo", reason="the env extra (pip install -e '.[env]') has PettingZoo")

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "train_env.py"
TRAINING_GAMES = 150
EVAL_GAMES = 100
#: The largest chance of the result under "training changed nothing" that still passes.
ALPHA = 1e-6


def load_example() -> ModuleType:
    spec = importlib.util.spec_from_file_location("train_env", EXAMPLE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["train_env"] = module
    spec.loader.exec_module(module)
    return module


def one_sided_fisher(trained: int, untrained: int, games: int) -> float:
    """P(the trained policy wins >= ``trained`` of ``games``) if both policies were equally
    good: given the wins of both together, the trained one's share is hypergeometric (one
    sided Fisher exact test; both binomial with the same unknown rate, conditioned)."""
    total = trained + untrained
    return sum(
        math.comb(games, k) * math.comb(games, total - k)
        for k in range(trained, min(total, games) + 1)
    ) / math.comb(2 * games, total)


def test_the_fisher_bound_is_the_binomial_chance() -> None:
    """A guard on the bound itself: 50 to 50 is no evidence, 40 to 0 overwhelming."""
    assert one_sided_fisher(50, 50, 100) > 0.5
    assert one_sided_fisher(40, 0, 100) < 1e-12
    assert one_sided_fisher(0, 0, 100) == 1.0


def test_training_beats_the_untrained_policy() -> None:
    example = load_example()
    table = example.env("classic")
    untrained = example.LinearPolicy(table.actions.size, table.encoder.size)
    trained = example.train(table, TRAINING_GAMES)
    # the same deals and random-bot choices for both policies
    before = round(example.win_rate(table, untrained, EVAL_GAMES, seed=0) * EVAL_GAMES)
    after = round(example.win_rate(table, trained, EVAL_GAMES, seed=0) * EVAL_GAMES)
    chance = one_sided_fisher(after, before, EVAL_GAMES)
    assert after > before and chance <= ALPHA, (
        f"trained {after}/{EVAL_GAMES} wins, untrained {before}/{EVAL_GAMES}: "
        f"{chance:.2g} chance of that with no improvement (must be <= {ALPHA})"
    )

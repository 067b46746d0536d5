"""Environment benchmark: PettingZoo env steps per second per preset, beside the bare engine.

    shithead bench env [--seconds S] [--rounds R] [--presets a,b] [--json]

Per preset (two players, default options), two loops play seeded games with the same
policy (uniform among the legal actions, never picking up while anything else is legal, as
the engine benchmark's): the **engine** loop asks ``State.legal_actions`` and applies an
action; the **env** loop does what an agent's loop does, ``last()`` (the observation: the
seat's view, its vector and the action mask) then ``step(index)``. The two alternate, each
for ``S`` seconds, ``R`` times, on one core; printed are the medians and the ratio of the
medians (the cost of observing, on this machine, right now).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from typing import Any

from engine.actions import PICKUP
from engine.game import Game
from engine.rules.presets import PRESETS, build_ruleset


def engine_rate(preset: str, seconds: float, seed: int) -> float:
    """Actions per second of the bare engine."""
    game = Game(build_ruleset(preset, {}), 2)
    rng = random.Random(seed)
    actions = 0
    games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state, _ = game.start(seed=f"{seed}:{games}")
        games += 1
        while not state.is_over():
            to_act = state.to_act()
            seat = to_act[0]
            legal = state.legal_actions(seat)
            others = [a for a in legal if a.kind != PICKUP]
            state.apply(seat, rng.choice(others or legal))
            actions += 1
    return actions / (time.perf_counter() - start)


def env_rate(preset: str, seconds: float, seed: int) -> float:
    """Steps per second of the environment, observing before every step."""
    from engine.env import env

    table = env(preset)
    rng = random.Random(seed)
    steps = 0
    games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        table.reset(seed=seed * 1_000_003 + games)
        games += 1
        for agent in table.agent_iter():
            _observation, _, terminated, truncated, _ = table.last()
            if terminated or truncated:
                table.step(None)
                continue
            legal = table.legal(table.seat(agent))
            others = [i for i, a in legal.items() if a.kind != PICKUP]
            table.step(rng.choice(others or list(legal)))
            steps += 1
    return steps / (time.perf_counter() - start)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="shithead bench env", description=__doc__.split("\n\n")[0]
    )
    parser.add_argument("--seconds", type=float, default=1.0, help="per loop and round")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--presets", default=",".join(PRESETS))
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    rows: list[dict[str, Any]] = []
    if not args.json:
        print(f"{'preset':<22} {'engine actions/s':>16} {'env steps/s':>12} {'env/engine':>10}")
    for preset in args.presets.split(","):
        engine_rates: list[float] = []
        env_rates: list[float] = []
        for r in range(args.rounds):  # alternated, so drift on a noisy machine hits both
            engine_rates.append(engine_rate(preset, args.seconds, r))
            env_rates.append(env_rate(preset, args.seconds, r))
        row = {
            "preset": preset,
            "engine_actions_per_s": round(statistics.median(engine_rates)),
            "env_steps_per_s": round(statistics.median(env_rates)),
        }
        row["ratio"] = round(row["env_steps_per_s"] / row["engine_actions_per_s"], 3)
        rows.append(row)
        if not args.json:
            print(
                f"{preset:<22} {row['engine_actions_per_s']:>16} {row['env_steps_per_s']:>12} "
                f"{row['ratio']:>10.3f}",
                flush=True,
            )
    if args.json:
        print(json.dumps(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""This engine against OpenSpiel's C++ crazy_eights, both driven from Python, in one run.

    shithead bench compare [--rounds N] [--seconds S] [--no-pure] [--json]

A decision is what a player decides: list the legal actions, choose one uniformly at
random, apply it. For this engine, two-player ``classic`` (``--ruleset``, ``--players``):
``state.to_act()``, ``state.legal_actions(seat)``, a uniform choice, ``state.apply``, the
setup's swaps and readies included, the deal (``game.start``) timed but not counted.
For OpenSpiel, ``crazy_eights(players=2)``: ``state.legal_actions()``, a uniform choice,
``state.apply_action``; its chance nodes (the deal, the draws) are resolved uniformly from
``chance_outcomes()``, timed but not counted. Each side plays whole seeded games for
``--seconds`` in a fresh process (so the two builds of this engine can be measured in
one run: the pure one with ``SHITHEAD_PURE=1``), after a short warm-up.

The sides take turns, ``--rounds`` times, so the machine's other load weighs on each
alike; printed are each side's median and spread (lowest to highest) of decisions per
second, and the ratio of the medians to OpenSpiel's. OpenSpiel is the ``bench`` extra
(``pip install '.[bench]'``); without it the engine's figures are printed alone.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from typing import Any

#: Seconds each side plays before its timed slice (imports done, caches warm).
WARM_UP = 0.3


def _timed(side: str, play: Callable[[float], tuple[int, int]], seconds: float) -> dict[str, Any]:
    """One side's decisions per second: ``play(until)`` plays whole games until then and
    answers (decisions, games); a warm-up first, untimed."""
    play(time.perf_counter() + WARM_UP)
    t0 = time.perf_counter()
    decisions, games = play(t0 + seconds)
    elapsed = time.perf_counter() - t0
    return {"side": side, "rate": decisions / elapsed, "games": games}


def engine_rate(seconds: float, seed: int, ruleset: str, players: int) -> dict[str, Any]:
    """Decisions per second of this engine under uniformly random play."""
    import engine
    from engine import Game, build_ruleset

    game = Game(build_ruleset(ruleset), players)
    rng = random.Random(seed)
    randrange = rng.randrange

    def play(until: float) -> tuple[int, int]:
        decisions = games = 0
        while time.perf_counter() < until:
            state, _ = game.start(seed=f"compare-{seed}-{games}")
            while not state.is_over():
                to_act = state.to_act()
                seat = to_act[0] if len(to_act) == 1 else to_act[randrange(len(to_act))]
                legal = state.legal_actions(seat)
                state.apply(seat, legal[randrange(len(legal))])
                decisions += 1
            games += 1
        return decisions, games

    return _timed(f"engine-{engine.BUILD}", play, seconds)


def openspiel_rate(seconds: float, seed: int, players: int) -> dict[str, Any]:
    """Decisions per second of OpenSpiel's crazy_eights under uniformly random play."""
    import pyspiel

    game = pyspiel.load_game("crazy_eights", {"players": players})
    rng = random.Random(seed)
    randrange = rng.randrange

    def play(until: float) -> tuple[int, int]:
        decisions = games = 0
        while time.perf_counter() < until:
            state = game.new_initial_state()
            while not state.is_terminal():
                if state.is_chance_node():
                    outcomes = state.chance_outcomes()
                    state.apply_action(outcomes[randrange(len(outcomes))][0])
                    continue
                legal = state.legal_actions()
                state.apply_action(legal[randrange(len(legal))])
                decisions += 1
            games += 1
        return decisions, games

    return _timed("openspiel", play, seconds)


def _slice(side: str, args: argparse.Namespace, seed: int) -> dict[str, Any]:
    """One timed slice of ``side`` in a fresh process."""
    env = {k: v for k, v in os.environ.items() if k != "SHITHEAD_PURE"}
    if side == "pure":
        env["SHITHEAD_PURE"] = "1"
    cmd = [
        sys.executable,
        "-m",
        "bench.compare",
        "--slice",
        "openspiel" if side == "openspiel" else "engine",
        "--seconds",
        str(args.seconds),
        "--seed",
        str(seed),
        "--ruleset",
        args.ruleset,
        "--players",
        str(args.players),
    ]
    done = subprocess.run(cmd, env=env, capture_output=True, text=True, check=True)
    result: dict[str, Any] = json.loads(done.stdout)
    return result


def _has_openspiel() -> bool:
    try:
        import pyspiel  # noqa: F401
    except ImportError:
        return False
    return True


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="shithead bench compare", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--rounds", type=int, default=5, help="rounds of one slice per side")
    parser.add_argument("--seconds", type=float, default=3.0, help="seconds per slice")
    parser.add_argument("--ruleset", default="classic")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--no-pure", action="store_true", help="leave out the pure-Python engine")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--slice", choices=["engine", "openspiel"], help=argparse.SUPPRESS)
    parser.add_argument("--seed", type=int, default=0, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.slice == "engine":
        print(json.dumps(engine_rate(args.seconds, args.seed, args.ruleset, args.players)))
        return 0
    if args.slice == "openspiel":
        print(json.dumps(openspiel_rate(args.seconds, args.seed, args.players)))
        return 0

    sides = ["engine"] + ([] if args.no_pure else ["pure"])
    if _has_openspiel():
        sides.append("openspiel")
    else:
        print(
            "open_spiel is not installed (pip install '.[bench]'): the engine alone",
            file=sys.stderr,
        )
    rates: dict[str, list[float]] = {}
    names: dict[str, str] = {}
    for r in range(args.rounds):
        order = sides if r % 2 == 0 else sides[::-1]  # alternate who goes first
        for side in order:
            result = _slice(side, args, r)
            names[side] = result["side"]
            rates.setdefault(side, []).append(result["rate"])
    base = statistics.median(rates["openspiel"]) if "openspiel" in rates else None
    rows = []
    for side in sides:
        values = rates[side]
        median = statistics.median(values)
        rows.append(
            {
                "side": names[side],
                "what": (
                    f"crazy_eights(players={args.players}), C++ via pyspiel"
                    if side == "openspiel"
                    else f"{args.ruleset}, {args.players} players"
                ),
                "median": round(median),
                "low": round(min(values)),
                "high": round(max(values)),
                "spread": round((max(values) - min(values)) / median, 3),
                "vs_openspiel": round(median / base, 3) if base else None,
                "rates": [round(v) for v in values],
            }
        )
    if args.json:
        print(json.dumps({"rounds": args.rounds, "seconds": args.seconds, "results": rows}))
        return 0
    print(
        f"decisions/s, uniformly random play; {args.rounds} alternating rounds of {args.seconds:g} s"
    )
    print(
        f"{'side':<18}{'game':<40}{'median':>10}{'low':>10}{'high':>10}{'spread':>8}{'vs openspiel':>14}"
    )
    for row in rows:
        ratio = "" if row["vs_openspiel"] is None else f"{row['vs_openspiel']:.3f}"
        print(
            f"{row['side']:<18}{row['what']:<40}{row['median']:>10}{row['low']:>10}"
            f"{row['high']:>10}{row['spread']:>8.3f}{ratio:>14}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())

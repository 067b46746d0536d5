"""Engine benchmark: full random games per second, actions per second, replay events per second.

    python -m engine.bench [--seconds S] [--json]

Runs on one core (this process). The policy picks uniformly among a seat's legal actions but
never picks up voluntarily while it has anything else to do. Each configuration plays
seeded games for about ``--seconds`` of wall time, then replays every recorded event log.

Uniformly random play makes long games: in two-player ``classic`` about 800 actions, half
of them stopped by the 1000-turn cap, because a random player throws high cards early and
the pile goes back and forth. ``--policy lowest-first`` (lowest playable group first)
shows the length of sensibly played games, about 90 actions.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from typing import Any

from .actions import PICKUP
from .game import Game, replay
from .rules.presets import build_ruleset

CONFIGS: tuple[tuple[str, int], ...] = (("classic", 2), ("classic", 4), ("green-cutthroat-2018", 2))


def random_policy(rng: random.Random) -> Any:
    def choose(legal: list[Any]) -> Any:
        if len(legal) > 1:
            others = [a for a in legal if a.kind != PICKUP]
            if others and len(others) != len(legal):
                legal = others
        return legal[rng.randrange(len(legal))] if len(legal) > 1 else legal[0]

    return choose


def lowest_first_policy(rng: random.Random, game: Game) -> Any:
    """Plays its lowest playable group (all its copies), keeping 2s and 10s; readies at once.

    Not the benchmark's policy: a reference for how long games are when played sensibly.
    """
    values = game.rules.values
    kinds = game.rules.kinds
    kind_of = game.rules.kind_of

    def key(a: Any) -> tuple[int, int]:
        low = (a.cards & -a.cards).bit_length() - 1
        k = kinds[kind_of[low]]
        special = k.burn or k.free_play or k.restrict not in (1,)
        return (100 if special else values[k.rank], -a.cards.bit_count())

    def choose(legal: list[Any]) -> Any:
        plays = [a for a in legal if a.kind == "play" and not a.link and a.as_card < 0]
        if plays:
            return min(plays, key=key)
        for kind in ("ready", "place", "flip", "pass", "draw"):
            for a in legal:
                if a.kind == kind:
                    return a
        others = [a for a in legal if a.kind != PICKUP]
        return rng.choice(others or legal)

    return choose


POLICIES = {"random": lambda rng, game: random_policy(rng), "lowest-first": lowest_first_policy}


def play_game(game: Game, seed: int, policy: str = "random") -> tuple[list[Any], int, str]:
    """One game: (events, actions applied, end reason)."""
    rng = random.Random(seed)
    choose = POLICIES[policy](rng, game)
    state, events = game.start(seed=f"bench-{seed}")
    actions = 0
    apply = state.apply
    legal_actions = state.legal_actions
    while state.phase != 3:
        to_act = state.to_act()
        seat = to_act[0] if len(to_act) == 1 else to_act[rng.randrange(len(to_act))]
        events += apply(seat, choose(legal_actions(seat)))
        actions += 1
    assert state.result is not None
    return events, actions, state.result.reason


def bench_config(name: str, players: int, seconds: float, policy: str = "random") -> dict[str, Any]:
    game = Game(build_ruleset(name), players)
    logs: list[list[Any]] = []
    actions = 0
    capped = 0
    seed = 0
    t0 = time.perf_counter()
    deadline = t0 + seconds
    while True:
        events, n, reason = play_game(game, seed, policy)
        logs.append(events)
        actions += n
        capped += reason == "turn_cap"
        seed += 1
        if time.perf_counter() >= deadline:
            break
    elapsed = time.perf_counter() - t0
    n_events = sum(len(e) for e in logs)
    t1 = time.perf_counter()
    for events in logs:
        replay(game, events)
    replay_s = time.perf_counter() - t1
    return {
        "ruleset": name,
        "players": players,
        "games": len(logs),
        "games_capped": capped,
        "actions_per_game": round(actions / len(logs), 1),
        "games_per_s": round(len(logs) / elapsed, 1),
        "actions_per_s": round(actions / elapsed),
        "replay_events_per_s": round(n_events / replay_s),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m engine.bench", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--seconds", type=float, default=5.0, help="wall time per configuration")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument(
        "--policy",
        choices=sorted(POLICIES),
        default="random",
        help="random (the benchmark's policy) or lowest-first (a reference)",
    )
    parser.add_argument(
        "--config",
        action="append",
        default=[],
        help="ruleset:players to run instead of the default set (repeatable)",
    )
    parser.add_argument(
        "--all-presets",
        action="store_true",
        help="every preset at two players, each against classic's games/s",
    )
    args = parser.parse_args(argv)
    configs = CONFIGS
    if args.all_presets:
        from .rules.presets import PRESETS

        configs = tuple((name, 2) for name in PRESETS)
    if args.config:
        configs = tuple((c.split(":")[0], int(c.split(":")[1])) for c in args.config)
    results = [bench_config(name, players, args.seconds, args.policy) for name, players in configs]
    base = next(
        (r["games_per_s"] for r in results if r["ruleset"] == "classic" and r["players"] == 2), None
    )
    if base:
        for r in results:
            r["vs_classic"] = round(r["games_per_s"] / base, 2)
    if args.json:
        print(json.dumps({"results": results}))
        return 0
    header = (
        f"{'ruleset':<24}{'players':>8}{'games':>8}{'capped':>8}{'act/game':>10}{'games/s':>10}"
        f"{'actions/s':>11}{'replay ev/s':>13}{'vs classic':>12}"
    )
    print(header)
    for r in results:
        print(
            f"{r['ruleset']:<24}{r['players']:>8}{r['games']:>8}{r['games_capped']:>8}"
            f"{r['actions_per_game']:>10}{r['games_per_s']:>10}{r['actions_per_s']:>11}"
            f"{r['replay_events_per_s']:>13}{r.get('vs_classic', ''):>12}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""``shithead rulesets``, ``shithead bench`` and ``shithead play``: the engine's presets, the
benchmarks, and a bot author's policy played against built-in bots."""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from collections.abc import Callable

from engine.rules.presets import PRESETS


def _rulesets(args: argparse.Namespace) -> int:
    if args.markdown:
        from engine.rules.presets import markdown

        print(markdown(), end="")
        return 0
    if args.name:
        preset = PRESETS.get(args.name)
        if preset is None:
            print(
                f"unknown preset {args.name!r}; presets: {', '.join(sorted(PRESETS))}",
                file=sys.stderr,
            )
            return 2
        print(json.dumps(preset.describe(), indent=2))
        return 0
    for name, preset in PRESETS.items():
        rs = preset.ruleset
        print(f"{name:<24} {rs.min_players}-{rs.max_players} players  {rs.title}")
    return 0


#: Each benchmark's module (loaded only when asked for: ``bench/`` sits outside the service
#: package), whose ``main(argv)`` runs it.
BENCHMARKS = {
    "engine": "engine.bench",
    "http": "bench.http",
    "bots": "bench.bots",
    "env": "bench.env",
    "compare": "bench.compare",
    "watch": "bench.watch",
    "clocks": "bench.clocks",
    "ladder": "bench.ladder",
    "history": "bench.history",
    "capacity": "bench.capacity",
    "peers": "bench.peers",
}


def _bench(args: argparse.Namespace) -> int:
    module = BENCHMARKS.get(args.target)
    if module is None:
        print(f"unknown benchmark {args.target!r}", file=sys.stderr)
        return 2
    run: Callable[[list[str]], int] = importlib.import_module(module).main
    return run(args.rest)


def _play(args: argparse.Namespace) -> int:
    from ..play.local import main as play_main

    return play_main(args)


def add_rulesets(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("rulesets", help="list the presets, or describe one")
    p.add_argument("name", nargs="?")
    p.add_argument(
        "--markdown", action="store_true", help="every preset as Markdown (docs/rulesets.md)"
    )
    p.set_defaults(func=_rulesets)


def add_bench(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("bench", help=f"run a benchmark ({', '.join(BENCHMARKS)})")
    p.add_argument("target", choices=list(BENCHMARKS))
    p.add_argument("rest", nargs=argparse.REMAINDER, help="arguments for the benchmark")
    p.set_defaults(func=_bench)


def add_play(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "play",
        help="play your bot (module:function) against built-in bots or other policies",
        description="Play a policy choose(view, legal_moves) -> action against built-in bots and print "
        "each participant's wins and places with 95%% intervals (wins: Wilson score).",
    )
    p.add_argument(
        "--bot", required=True, help="the policy: module:function (or path/to/file.py:function)"
    )
    p.add_argument(
        "--vs",
        default="heuristic",
        help="comma-separated opponents: built-in bots (random, heuristic, ismcts) or policies "
        "(module:function, e.g. an older version of your bot)",
    )
    p.add_argument("--preset", default="classic")
    p.add_argument(
        "--options", default="", help="ruleset options as JSON, e.g. '{\"jokers\": true}'"
    )
    p.add_argument(
        "--turn-cap", type=int, default=0, help="the turn_cap option (default: the preset's)"
    )
    p.add_argument("--games", type=int, default=20)
    p.add_argument(
        "--seed",
        default="play",
        help="deal d is dealt from SEED:d (game i plays deal i div players; with --no-duplicate, deal i)",
    )
    p.add_argument(
        "--no-duplicate",
        action="store_true",
        help="a deal per game, not each deal once from every seat",
    )
    p.add_argument(
        "--until-decided",
        action="store_true",
        help="stop after the first whole round of deals at which the 95%% interval of the bot's "
        "wins leaves out the even rate (--games: the most games)",
    )
    p.add_argument(
        "--server",
        default="",
        help="play over HTTP on this service instead (e.g. http://127.0.0.1:8000)",
    )
    p.add_argument(
        "--json",
        action="store_true",
        help="JSONL: a line per game, then a summary line per participant",
    )
    p.set_defaults(func=_play)

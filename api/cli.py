"""The ``shithead`` command."""

from __future__ import annotations

import argparse
import json
import sys

from engine.presets import PRESETS


def _rulesets(args: argparse.Namespace) -> int:
    if args.name:
        preset = PRESETS.get(args.name)
        if preset is None:
            print(f"unknown preset {args.name!r}; presets: {', '.join(sorted(PRESETS))}", file=sys.stderr)
            return 2
        print(json.dumps(preset.describe(), indent=2))
        return 0
    for name, preset in PRESETS.items():
        rs = preset.ruleset
        print(f"{name:<24} {rs.min_players}-{rs.max_players} players  {rs.title}")
    return 0


def _bench(args: argparse.Namespace) -> int:
    if args.target == "engine":
        from engine.bench import main as engine_bench

        return engine_bench(args.rest)
    print(f"unknown benchmark {args.target!r}", file=sys.stderr)
    return 2


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="shithead", description="Shithead rules engine and service")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("rulesets", help="list the presets, or describe one")
    p.add_argument("name", nargs="?")
    p.set_defaults(func=_rulesets)
    p = sub.add_parser("bench", help="run a benchmark (engine)")
    p.add_argument("target", choices=["engine"])
    p.add_argument("rest", nargs=argparse.REMAINDER, help="arguments for the benchmark")
    p.set_defaults(func=_bench)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    result: int = args.func(args)
    return result


if __name__ == "__main__":
    sys.exit(main())

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
    if args.target == "http":
        from .bench_http import main as http_bench

        return http_bench(args.rest)
    if args.target == "bots":
        from .bench_bots import main as bots_bench

        return bots_bench(args.rest)
    print(f"unknown benchmark {args.target!r}", file=sys.stderr)
    return 2


def _serve(args: argparse.Namespace) -> int:
    """Run gunicorn; without REDIS_URL, start an embedded Redis first and stop it after."""
    import os
    import signal
    import subprocess

    from .redis_conn import EmbeddedRedis

    env = dict(os.environ)
    embedded = None
    if not env.get("REDIS_URL"):
        embedded = EmbeddedRedis(args.data_dir)
        env["REDIS_URL"] = embedded.url
        print(f"embedded Redis with append-only persistence in {args.data_dir}", file=sys.stderr)
    env["BIND"] = f"{args.host}:{args.port}"
    if args.workers:
        env["WEB_WORKERS"] = str(args.workers)
    conf = os.path.join(os.path.dirname(__file__), "gunicorn_conf.py")
    proc = subprocess.Popen([sys.executable, "-m", "gunicorn", "-c", conf], env=env)

    def _forward(signum: int, _frame: object) -> None:
        proc.send_signal(signum)

    signal.signal(signal.SIGTERM, _forward)
    signal.signal(signal.SIGINT, _forward)
    try:
        return proc.wait()
    finally:
        if embedded is not None:
            embedded.close()


def _verify(args: argparse.Namespace) -> int:
    from .replays import verify_document

    try:
        with open(args.file, encoding="utf-8") as fh:
            doc = json.load(fh)
    except (OSError, ValueError) as exc:
        print(f"cannot read {args.file}: {exc}", file=sys.stderr)
        return 2
    result = verify_document(doc)
    print(json.dumps(result, indent=2))
    return 0 if result["valid"] else 1


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="shithead", description="Shithead rules engine and service")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("rulesets", help="list the presets, or describe one")
    p.add_argument("name", nargs="?")
    p.set_defaults(func=_rulesets)
    p = sub.add_parser("bench", help="run a benchmark (engine, http, bots)")
    p.add_argument("target", choices=["engine", "http", "bots"])
    p.add_argument("rest", nargs=argparse.REMAINDER, help="arguments for the benchmark")
    p.set_defaults(func=_bench)
    p = sub.add_parser("serve", help="run the HTTP service (embedded Redis unless REDIS_URL)")
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=8000)
    p.add_argument("--workers", type=int, default=0, help="gunicorn workers (default: one per core)")
    p.add_argument("--data-dir", default=".data/redis", help="embedded Redis data folder")
    p.set_defaults(func=_serve)
    p = sub.add_parser("verify", help="check a replay document offline")
    p.add_argument("file")
    p.set_defaults(func=_verify)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    result: int = args.func(args)
    return result


if __name__ == "__main__":
    sys.exit(main())

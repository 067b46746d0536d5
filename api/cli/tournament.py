"""``shithead tournament``: a bot tournament played outside the service, in this process's
pool or on rq workers (``--queue``), and its standings."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any


def _tournament(args: argparse.Namespace) -> int:
    """Run a tournament in a process pool, or on rq workers with ``--queue``."""
    import os
    import time

    from engine.deal import new_seed
    from engine.tournament import TournamentError, TournamentSpec

    from ..play.entrants import Entrant
    from ..play.runners import PoolRunner, Progress, print_outcome, run_tournament, until_decided

    try:
        options = json.loads(args.options) if args.options else {}
    except ValueError as exc:
        print(f"--options is not JSON: {exc}", file=sys.stderr)
        return 2
    if not isinstance(options, dict):
        print("--options must be a JSON object", file=sys.stderr)
        return 2
    if args.turn_cap:
        options["turn_cap"] = args.turn_cap
    texts = [b.strip() for b in args.bots.split(",") if b.strip()]
    from engine.bots import BOTS

    for text in texts:
        if text not in BOTS and not text.startswith(("http://", "https://")) and ":" not in text:
            print(
                f"unknown participant {text!r}: a bot ({', '.join(BOTS)}), a push bot's "
                "http(s):// URL or a policy (module:function)",
                file=sys.stderr,
            )
            return 2
    if any(":" in t and not t.startswith(("http://", "https://")) for t in texts) and args.queue:
        print(
            "policies (module:function) play in this process's pool: leave out --queue",
            file=sys.stderr,
        )
        return 2
    from ..games.webhooks import valid_secret
    from ..settings import get_settings

    secret = args.push_secret or get_settings().push_bot_secret or None
    if secret is not None and not valid_secret(secret):
        print(
            "--push-secret: a Standard Webhooks secret (whsec_ and the base64 of 24 to 64 bytes)",
            file=sys.stderr,
        )
        return 2
    entrants = [Entrant.from_text(t, args.push_timeout_ms, secret) for t in texts]
    seed = args.seed or new_seed()
    try:
        spec = TournamentSpec(
            preset=args.preset,
            options=options,
            participants=tuple(e.label for e in entrants),
            seed=seed,
            format=args.format,
            rounds=args.rounds,
            games_per_pairing=args.games,
            seats_per_game=args.seats,
            duplicate=not args.no_duplicate,
            salt=args.salt,
        )
    except TournamentError as exc:
        print(f"cannot play this tournament: {exc}", file=sys.stderr)
        return 2
    total = spec.total_games()
    progress = Progress(total, enabled=not args.no_progress)
    stop = until_decided(spec, entrants) if args.until_decided else None
    t0 = time.perf_counter()
    if args.queue:
        try:
            with _queue_runner(args) as runner:
                results = run_tournament(
                    spec, entrants, runner, on_result=lambda _r: progress.advance(), stop=stop
                )
        except RuntimeError as exc:  # a job failed on its worker: its traceback is in the message
            progress.close()
            print(f"the tournament stopped: {exc}", file=sys.stderr)
            return 1
        workers_text = f"rq queue {args.queue_name}"
    else:
        workers = args.workers or os.cpu_count() or 1
        with PoolRunner(workers) as pool:
            results = run_tournament(
                spec, entrants, pool, on_result=lambda _r: progress.advance(), stop=stop
            )
        workers_text = f"{workers} worker process{'es' if workers != 1 else ''}"
    progress.close()
    print_outcome(
        spec,
        entrants,
        results,
        as_json=args.json,
        until_decided=args.until_decided,
        seconds=time.perf_counter() - t0,
        where=f"on {workers_text}; seed {seed}",
    )
    return 0


def _queue_runner(args: argparse.Namespace) -> Any:
    """A QueueRunner on the Redis of ``--redis-url``, ``REDIS_URL`` or the embedded one,
    with ``--workers`` local ``shithead worker`` processes started beside it."""
    import contextlib
    import os
    import subprocess

    from ..play.runners import QueueRunner
    from ..settings import get_settings
    from ..store.queue_conn import queue_client
    from ..store.redis_conn import EmbeddedRedis, cluster_mode

    @contextlib.contextmanager
    def runner() -> Any:
        embedded = None
        # the queue's own server; the service's Redis only when that is a single server
        settings = get_settings()
        url = (
            args.redis_url
            or settings.queue_redis_url
            or ("" if cluster_mode() else settings.redis_url)
        )
        if not url:
            embedded = EmbeddedRedis(args.data_dir)
            url = embedded.url
        procs: list[subprocess.Popen[bytes]] = []
        try:
            conn = queue_client(url)
            for _ in range(args.workers or 0):
                procs.append(
                    subprocess.Popen(
                        [
                            sys.executable,
                            "-m",
                            "api.cli",
                            "worker",
                            "--redis-url",
                            url,
                            "--queue-redis-url",
                            url,
                            "--queue-name",
                            args.queue_name,
                            "--log-level",
                            "WARNING",
                        ],
                        env={**os.environ, "REDIS_CLUSTER": "0"},
                    )
                )
            if not procs:
                from rq import Worker

                if not Worker.count(
                    connection=conn, queue=QueueRunner(conn, args.queue_name).queue
                ):
                    print(
                        f"waiting for `shithead worker --redis-url {url} --queue-name "
                        f"{args.queue_name}` to run the games",
                        file=sys.stderr,
                    )
            yield QueueRunner(conn, args.queue_name)
        finally:
            for proc in procs:
                proc.terminate()
            for proc in procs:
                try:
                    proc.wait(timeout=15)
                except subprocess.TimeoutExpired:
                    proc.kill()
                    proc.wait()
            if embedded is not None:
                embedded.close()

    return runner()


def add_tournament(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "tournament",
        help="run a bot tournament (process pool, or rq workers with --queue)",
        description="Play a tournament between built-in bots, push bots and your own policies and print "
        "the standings, and each participant's wins and places with 95%% intervals (wins: "
        "Wilson score), as shithead play does.",
    )
    p.add_argument(
        "--bots",
        required=True,
        help="comma-separated participants: bot names (random, heuristic, ismcts; "
        "repeat one to have it play itself), push bots' http(s):// URLs, or policies "
        "(module:function, importable from this folder; in-process, not with --queue)",
    )
    p.add_argument("--preset", default="classic")
    p.add_argument(
        "--options", default="", help="ruleset options as JSON, e.g. '{\"jokers\": true}'"
    )
    p.add_argument(
        "--turn-cap", type=int, default=0, help="the turn_cap option (default: the preset's)"
    )
    p.add_argument("--format", choices=["round_robin", "swiss"], default="round_robin")
    p.add_argument(
        "--rounds", type=int, default=None, help="Swiss rounds (default ceil(log2(participants)))"
    )
    p.add_argument(
        "--games",
        type=int,
        default=1,
        help="deals per pairing (each played once per seat rotation unless --no-duplicate)",
    )
    p.add_argument("--seats", type=int, default=2, help="seats per game")
    p.add_argument(
        "--until-decided",
        action="store_true",
        help="stop after the first whole round of deals at which the 95%% interval of the first "
        "participant's wins leaves out the even rate (--games: the most deals per pairing)",
    )
    p.add_argument("--seed", default="", help="the tournament seed (default: a fresh one, printed)")
    p.add_argument(
        "--salt",
        default="",
        help="the seed's salt (64 hex digits): a tournament of the service, whose games "
        "come from its seed and its seed_salt, played again (default: none)",
    )
    p.add_argument(
        "--no-duplicate", action="store_true", help="play each deal once, not once per rotation"
    )
    p.add_argument("--push-timeout-ms", type=int, default=2000, help="push bots' time per move")
    p.add_argument(
        "--push-secret",
        default="",
        help="the secret push bots' calls are signed with, whsec_... (default: "
        "PUSH_BOT_SECRET; without either, a fresh one per game)",
    )
    p.add_argument(
        "--workers",
        type=int,
        default=0,
        help="worker processes (default: one per core); with --queue, local "
        "`shithead worker` processes to start (default: none, use running ones)",
    )
    p.add_argument(
        "--queue", action="store_true", help="run the games on rq workers (shithead worker)"
    )
    p.add_argument(
        "--redis-url",
        default="",
        help="the Redis of the queue (default: QUEUE_REDIS_URL, else REDIS_URL when "
        "that is a single server, else embedded)",
    )
    p.add_argument("--queue-name", default="shithead-tournaments")
    p.add_argument("--data-dir", default=".data/redis", help="embedded Redis data folder")
    p.add_argument(
        "--json", action="store_true", help="print standings and games as one JSON object"
    )
    p.add_argument("--no-progress", action="store_true", help="no progress bar on stderr")
    p.set_defaults(func=_tournament)

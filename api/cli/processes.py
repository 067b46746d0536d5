"""``shithead serve`` and ``shithead worker``: the service's processes (gunicorn, supervised,
with an embedded Redis unless told another; the worker's tournaments, ladders, bot drivers
and rq jobs)."""

from __future__ import annotations

import argparse
import sys
from typing import Any


def _serve(args: argparse.Namespace) -> int:
    """Run gunicorn, supervised (a master that dies is started again); without REDIS_URL,
    start an embedded Redis first (supervised too) and stop it after."""
    import os

    from ..http.local_server import Supervisor
    from ..settings import get_settings
    from ..store.queue_conn import QueueConfigError, queue_url
    from ..store.redis_conn import EmbeddedRedis

    env = dict(os.environ)  # the gunicorn master's, which reads its settings from it again
    embedded = None
    try:  # rq's queue beside a cluster: said at start, not when a tournament is queued
        queue_url(get_settings().redis_url)
    except QueueConfigError as exc:
        print(exc, file=sys.stderr)
        return 2
    if not get_settings().redis_url:
        embedded = EmbeddedRedis(args.data_dir)
        env["REDIS_URL"] = embedded.url
        # where `shithead keys`, `organiser` and `worker` find it too (by --data-dir)
        print(
            f"embedded Redis with append-only persistence in {args.data_dir}, at {embedded.url}",
            file=sys.stderr,
        )
    env["BIND"] = f"{args.host}:{args.port}"
    if args.workers:
        env["WEB_WORKERS"] = str(args.workers)
    if args.worker:  # the web workers also do the worker's work (one machine, no `shithead worker`)
        env["TOURNAMENT_WORKER"] = "1"
        env["LADDER_SCHEDULER"] = "1"
    conf = os.path.join(os.path.dirname(os.path.dirname(__file__)), "http", "gunicorn_conf.py")

    def _redis_alive() -> None:
        # the embedded Redis is supervised: if it dies, it is started again on the same
        # socket and append-only file, and the workers' connections find it there
        if embedded is not None and embedded.owner and not embedded.running():
            print("embedded Redis stopped; restarting it on the same data", file=sys.stderr)
            try:
                embedded.restart()
            except Exception as exc:  # tried again a second later
                print(f"embedded Redis did not restart: {exc}", file=sys.stderr)

    # so is gunicorn's master: killed or crashed, it is started again (with a backoff)
    try:
        return Supervisor(
            [sys.executable, "-m", "gunicorn", "-c", conf], env, tick=_redis_alive
        ).run()
    finally:
        if embedded is not None:
            embedded.close()


def _worker(args: argparse.Namespace) -> int:
    """The service's tournaments advanced (:mod:`api.play.tournament_worker`, unless
    ``--no-tournaments``), the ladders' scheduler in a thread (:mod:`api.play.ladders`, unless
    ``--no-ladders``), and an rq worker running tournament games (``shithead tournament
    --queue``); with ``--bots N``, also N bot drivers playing the service's bot seats
    (:mod:`api.play.policy`)."""
    from rq import Queue, Worker

    from ..http.logs import configure
    from ..play import runners  # noqa: F401  (loaded before the worker forks: every job starts warm)
    from ..settings import get_settings
    from ..store.queue_conn import QueueConfigError, queue_client, queue_url
    from ..store.redis_conn import EmbeddedRedis, cluster_mode

    configure()  # LOG_FORMAT=json: the service's lines (its bot drivers', its tournaments') as JSON
    embedded = None
    url = args.redis_url or get_settings().redis_url
    if not url and cluster_mode():
        print(
            "REDIS_CLUSTER=1: give --redis-url or set REDIS_URL (a node of the cluster)",
            file=sys.stderr,
        )
        return 2
    try:  # rq's queue: its own single server beside a cluster (said now, not at the first job)
        q_url = queue_url(url or "", args.queue_redis_url)
    except QueueConfigError as exc:
        print(exc, file=sys.stderr)
        return 2
    if not url:
        embedded = EmbeddedRedis(args.data_dir)
        url = embedded.url
        q_url = q_url or url
        print(f"embedded Redis in {args.data_dir} ({url})", file=sys.stderr)
    bots_app = None
    try:
        if args.bots or not args.no_tournaments or not args.no_ladders:
            # its start moves the keys of earlier versions, and logs what it moved
            bots_app = _worker_app(url, args, q_url)
        else:
            from ..store.migrate import migrate_legacy
            from ..store.redis_conn import client_from_url

            migrate_legacy(client_from_url(url))  # logs what it moved
        if args.metrics_port:
            from prometheus_client import start_http_server

            # this process's metrics (its bot drivers' appends and push bot calls), for a scraper
            start_http_server(args.metrics_port, addr=args.metrics_host)
        conn = queue_client(q_url)
        worker = Worker([Queue(args.queue_name, connection=conn)], connection=conn)
        worker.work(burst=args.burst, logging_level=args.log_level)
    finally:
        if bots_app is not None:
            from ..http.app import stop_background

            stop_background(bots_app)
        if embedded is not None:
            embedded.close()
    return 0


def _worker_app(url: str, args: argparse.Namespace, queue_redis_url: str = "") -> Any:
    """The service's app in a worker process: its bot drivers (``--bots N``), the loop
    advancing the service's tournaments (unless ``--no-tournaments``) and the ladders'
    scheduler (unless ``--no-ladders``; the one holding the lease ticks)."""
    from ..http.app import create_app, start_background

    # the whole app, so that a game its drivers end moves its match on as a request would;
    # this process runs what it runs beside requests (stopped by stop_background)
    return start_background(
        create_app(
            {
                "REDIS_URL": url,
                "QUEUE_REDIS_URL": queue_redis_url,
                "BOT_DRIVERS": args.bots,
                "TOURNAMENT_WORKER": not args.no_tournaments,
                "LADDER_SCHEDULER": not args.no_ladders,
                "LADDER_TICK_S": args.ladder_tick,
            }
        )
    )


def add_serve(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("serve", help="run the HTTP service (embedded Redis unless REDIS_URL)")
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=8000)
    p.add_argument(
        "--workers", type=int, default=0, help="gunicorn workers (default: one per core)"
    )
    p.add_argument("--data-dir", default=".data/redis", help="embedded Redis data folder")
    p.add_argument(
        "--worker",
        action="store_true",
        help="also advance the service's tournaments and schedule its ladders in the web "
        "workers (TOURNAMENT_WORKER=1, LADDER_SCHEDULER=1), so one machine needs no "
        "`shithead worker`",
    )
    p.set_defaults(func=_serve)


def add_worker(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "worker",
        help="advance the service's tournaments, schedule its ladders, "
        "and run tournament games from the rq queue",
    )
    p.add_argument("--redis-url", default="", help="default: REDIS_URL, else the embedded Redis")
    p.add_argument(
        "--queue-redis-url",
        default="",
        help="the single Redis server of rq's queue (default: QUEUE_REDIS_URL, else "
        "the service's Redis; required with REDIS_CLUSTER=1)",
    )
    p.add_argument("--burst", action="store_true", help="stop once the queue is empty")
    p.add_argument("--queue-name", default="shithead-tournaments")
    p.add_argument("--data-dir", default=".data/redis", help="embedded Redis data folder")
    p.add_argument("--log-level", default="INFO")
    p.add_argument(
        "--bots",
        type=int,
        default=0,
        metavar="N",
        help="also run N bot drivers, playing the service's bot seats after appends "
        "(for services run with BOT_DRIVERS=0)",
    )
    p.add_argument(
        "--no-ladders",
        action="store_true",
        help="do not run the ladders' scheduler here (one worker's scheduler ticks at a time)",
    )
    p.add_argument(
        "--ladder-tick",
        type=float,
        default=0.5,
        metavar="SECONDS",
        help="seconds between the ladders' scheduler's ticks (default 0.5)",
    )
    p.add_argument(
        "--metrics-port",
        type=int,
        default=0,
        metavar="PORT",
        help="serve this process's Prometheus metrics (its bot drivers') on PORT",
    )
    p.add_argument("--metrics-host", default="127.0.0.1", help="the address for --metrics-port")
    p.add_argument(
        "--no-tournaments",
        action="store_true",
        help="do not advance the service's tournaments (by default the worker takes "
        "every running one that no other worker plays)",
    )
    p.set_defaults(func=_worker)

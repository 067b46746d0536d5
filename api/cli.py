"""The ``shithead`` command."""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from engine.rules.presets import PRESETS


def _rulesets(args: argparse.Namespace) -> int:
    if args.markdown:
        from engine.rules.presets import markdown

        print(markdown(), end="")
        return 0
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
    "capacity": "bench.capacity",
}


def _bench(args: argparse.Namespace) -> int:
    module = BENCHMARKS.get(args.target)
    if module is None:
        print(f"unknown benchmark {args.target!r}", file=sys.stderr)
        return 2
    run: Callable[[list[str]], int] = importlib.import_module(module).main
    return run(args.rest)


def _serve(args: argparse.Namespace) -> int:
    """Run gunicorn, supervised (a master that dies is started again); without REDIS_URL,
    start an embedded Redis first (supervised too) and stop it after."""
    import os

    from .http.local_server import Supervisor
    from .store.queue_conn import QueueConfigError, queue_url
    from .store.redis_conn import EmbeddedRedis

    env = dict(os.environ)
    embedded = None
    try:  # rq's queue beside a cluster: said at start, not when a tournament is queued
        queue_url(env.get("REDIS_URL", ""))
    except QueueConfigError as exc:
        print(exc, file=sys.stderr)
        return 2
    if not env.get("REDIS_URL"):
        embedded = EmbeddedRedis(args.data_dir)
        env["REDIS_URL"] = embedded.url
        print(f"embedded Redis with append-only persistence in {args.data_dir}", file=sys.stderr)
    env["BIND"] = f"{args.host}:{args.port}"
    if args.workers:
        env["WEB_WORKERS"] = str(args.workers)
    if args.worker:  # the web workers also do the worker's work (one machine, no `shithead worker`)
        env["TOURNAMENT_WORKER"] = "1"
        env["LADDER_SCHEDULER"] = "1"
    conf = os.path.join(os.path.dirname(__file__), "http", "gunicorn_conf.py")

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
        return Supervisor([sys.executable, "-m", "gunicorn", "-c", conf], env, tick=_redis_alive).run()
    finally:
        if embedded is not None:
            embedded.close()


def _verify(args: argparse.Namespace) -> int:
    """Verify a replay (or a tournament's or a match's results): the exit status is the
    verdict's (:data:`engine.verdict.EXIT_CODES`: 0 valid, 1 invalid, 3 consistent so far,
    4 unauthenticated, 5 consistent with its origin unchecked), 2 for what cannot be read."""
    from engine.audit import audit, kind
    from engine.signing import keys_by_id, load_public
    from engine.verdict import EXIT_CODES, USAGE_ERROR

    def read(path: str) -> Any:
        if path == "-":
            return json.loads(sys.stdin.buffer.read())
        with open(path, "rb") as fh:
            return json.loads(fh.read())

    try:
        doc = read(args.file)
    except (OSError, ValueError, RecursionError) as exc:
        name = "standard input" if args.file == "-" else args.file
        print(f"cannot read {name}: {exc}", file=sys.stderr)
        return USAGE_ERROR
    keys = None
    if args.key or args.server:
        try:
            keys = keys_by_id([load_public(Path(k).read_bytes()) for k in args.key])
            if args.server:
                keys.update(_server_keys(args.server))
        except (OSError, ValueError, KeyError, TypeError) as exc:
            print(f"cannot read the keys: {exc}", file=sys.stderr)
            return USAGE_ERROR
    replays = []
    if kind(doc) != "replay":
        if not args.replays:
            print("results verify against their games' replays: give --replays DIR", file=sys.stderr)
            return USAGE_ERROR
        for path in sorted(Path(args.replays).glob("*.json")):
            try:
                replays.append(read(str(path)))
            except (OSError, ValueError, RecursionError) as exc:
                print(f"cannot read {path}: {exc}", file=sys.stderr)
                return USAGE_ERROR
    reference = None
    if args.server and keys is not None:
        trusted = keys

        def reference() -> Any:
            return _server_copy(args.server, doc, trusted)

    result = audit(doc, keys=keys, replays=replays, reference=reference)
    print(json.dumps(result, indent=2))
    return EXIT_CODES.get(result["status"], EXIT_CODES["invalid"])


def _server_copy(base: str, doc: Any, keys: dict[str, Any]) -> Any:
    """The server's own copy of what ``doc`` claims to be (its replay of the game, its
    results of the tournament, match or ladder), trusted only when signed by one of ``keys``; None
    when there is none. It only says where a failing document was changed."""
    from urllib.parse import quote

    import requests

    from engine.audit import kind, subject
    from engine.documents import Failure
    from engine.signing import checker
    from engine.verdict import Reference

    what, sid = kind(doc), subject(doc)
    if sid is None:
        return None
    try:
        path = {"replay": "games/{}/replay", "tournament": "tournaments/{}/results",
                "match": "matches/{}/results", "ladder": "ladders/{}/results"}[what].format(quote(sid, safe=""))
        resp = requests.get(f"{base.rstrip('/')}/v1/{path}", timeout=30)
        copy = resp.json() if resp.status_code == 200 else None
        if not isinstance(copy, dict) or checker(keys)(copy, copy.get("signature")) is None:
            return None
    except (requests.RequestException, ValueError, Failure):  # no copy, or none signed by a key given
        return None
    name = {"replay": "the game", "tournament": "the tournament's results", "match": "the match's results",
            "ladder": "the ladder's results"}[what]
    return Reference(copy, f"the server's signed copy of {name}")


def _server_keys(base: str) -> dict[str, Any]:
    """The public keys a service lists at ``GET /v1/keys``, by id (each checked against its id)."""
    import requests

    from engine.signing import key_id, load_public

    resp = requests.get(base.rstrip("/") + "/v1/keys", timeout=30)
    resp.raise_for_status()
    out: dict[str, Any] = {}
    for entry in resp.json()["keys"]:
        key = load_public(entry["public_key"])
        if key_id(key) != entry["id"]:
            raise ValueError(f"the server lists key {entry['id']} under the wrong id")
        out[entry["id"]] = key
    return out


def _keys(args: argparse.Namespace) -> int:
    """List the service's signing keys, or make a fresh one current (old ones stay listed)."""
    import os

    from .games.replays import SigningKeys
    from .store.redis_conn import client_from_url

    url = args.redis_url or os.environ.get("REDIS_URL", "")
    if not url:
        print("give --redis-url or set REDIS_URL (the service's Redis)", file=sys.stderr)
        return 2
    keys = SigningKeys(client_from_url(url), os.environ.get("SIGNING_KEY_FILE", ""))
    if args.action == "rotate":
        if keys.key_file:
            print("SIGNING_KEY_FILE is set: rotate by pointing it at a new key file", file=sys.stderr)
            return 2
        print(keys.rotate())
        return 0
    print(json.dumps({"keys": keys.public_keys()}, indent=2))
    return 0


def _organiser(args: argparse.Namespace) -> int:
    """Mint, list or revoke the credentials that may start tournaments over HTTP."""
    import os

    from .store.organisers import OrganiserStore
    from .store.redis_conn import client_from_url

    url = args.redis_url or os.environ.get("REDIS_URL", "")
    if not url:
        if not os.path.isdir(args.data_dir):
            print("give --redis-url or set REDIS_URL (the service's Redis)", file=sys.stderr)
            return 2
        from .store.redis_conn import EmbeddedRedis

        # the embedded Redis `shithead serve` runs in this folder (found by its files)
        url = EmbeddedRedis(args.data_dir).url
    store = OrganiserStore(client_from_url(url))
    if args.action == "create":
        if not args.name:
            print("shithead organiser create NAME: give the organiser's name", file=sys.stderr)
            return 2
        if args.max_running < 1 or args.max_games_per_day < 1:
            print("--max-running and --max-games-per-day are at least 1", file=sys.stderr)
            return 2
        organiser, token = store.create(args.name, max_running=args.max_running,
                                        max_games_per_day=args.max_games_per_day)
        print(json.dumps({**organiser.to_dict(), "token": token}, indent=2))
        print("the token is shown only now: it is stored hashed", file=sys.stderr)
        return 0
    if args.action == "revoke":
        if not args.name:
            print("shithead organiser revoke ID: give the organiser's id (see list)", file=sys.stderr)
            return 2
        revoked = store.revoke(args.name)
        if revoked is None:
            print(f"no organiser {args.name}", file=sys.stderr)
            return 1
        print(json.dumps(revoked.to_dict(), indent=2))
        return 0
    from .play.credentials import utc_day
    from .store.organisers import QuotaStore

    quotas = QuotaStore(store.r)
    day = utc_day()
    listed = [{**o.to_dict(), "running": sorted(quotas.running(f"organiser:{o.id}")),
               "games_today": quotas.games_on(f"organiser:{o.id}", day)} for o in store.list()]
    print(json.dumps({"organisers": listed}, indent=2))
    return 0


def _tournament(args: argparse.Namespace) -> int:
    """Run a tournament in a process pool, or on rq workers with ``--queue``."""
    import os
    import time

    from engine.deal import new_seed
    from engine.tournament import TournamentError, TournamentSpec

    from .play.runners import PoolRunner, Progress, print_outcome, run_tournament, until_decided
    from .play.tournaments import entrant_from_text, label

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
            print(f"unknown participant {text!r}: a bot ({', '.join(BOTS)}), a push bot's "
                  "http(s):// URL or a policy (module:function)", file=sys.stderr)
            return 2
    if any(":" in t and not t.startswith(("http://", "https://")) for t in texts) and args.queue:
        print("policies (module:function) play in this process's pool: leave out --queue", file=sys.stderr)
        return 2
    from .games.webhooks import valid_secret

    secret = args.push_secret or os.environ.get("PUSH_BOT_SECRET") or None
    if secret is not None and not valid_secret(secret):
        print("--push-secret: a Standard Webhooks secret (whsec_ and the base64 of 24 to 64 bytes)",
              file=sys.stderr)
        return 2
    entrants = [entrant_from_text(t, args.push_timeout_ms, secret) for t in texts]
    seed = args.seed or new_seed()
    try:
        spec = TournamentSpec(
            preset=args.preset, options=options, participants=tuple(label(e) for e in entrants),
            seed=seed, format=args.format, rounds=args.rounds, games_per_pairing=args.games,
            seats_per_game=args.seats, duplicate=not args.no_duplicate, salt=args.salt,
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
                results = run_tournament(spec, entrants, runner, on_result=lambda _r: progress.advance(), stop=stop)
        except RuntimeError as exc:  # a job failed on its worker: its traceback is in the message
            progress.close()
            print(f"the tournament stopped: {exc}", file=sys.stderr)
            return 1
        workers_text = f"rq queue {args.queue_name}"
    else:
        workers = args.workers or os.cpu_count() or 1
        with PoolRunner(workers) as pool:
            results = run_tournament(spec, entrants, pool, on_result=lambda _r: progress.advance(), stop=stop)
        workers_text = f"{workers} worker process{'es' if workers != 1 else ''}"
    progress.close()
    print_outcome(spec, entrants, results, as_json=args.json, until_decided=args.until_decided,
                  seconds=time.perf_counter() - t0, where=f"on {workers_text}; seed {seed}")
    return 0


def _queue_runner(args: argparse.Namespace) -> Any:
    """A QueueRunner on the Redis of ``--redis-url``, ``REDIS_URL`` or the embedded one,
    with ``--workers`` local ``shithead worker`` processes started beside it."""
    import contextlib
    import os
    import subprocess

    from .play.runners import QueueRunner
    from .store.queue_conn import queue_client
    from .store.redis_conn import EmbeddedRedis, cluster_mode

    @contextlib.contextmanager
    def runner() -> Any:
        embedded = None
        # the queue's own server; the service's Redis only when that is a single server
        url = (args.redis_url or os.environ.get("QUEUE_REDIS_URL")
               or ("" if cluster_mode() else os.environ.get("REDIS_URL", "")))
        if not url:
            embedded = EmbeddedRedis(args.data_dir)
            url = embedded.url
        procs: list[subprocess.Popen[bytes]] = []
        try:
            conn = queue_client(url)
            for _ in range(args.workers or 0):
                procs.append(subprocess.Popen(
                    [sys.executable, "-m", "api.cli", "worker", "--redis-url", url,
                     "--queue-redis-url", url, "--queue-name", args.queue_name,
                     "--log-level", "WARNING"],
                    env={**os.environ, "REDIS_CLUSTER": "0"},
                ))
            if not procs:
                from rq import Worker

                if not Worker.count(connection=conn, queue=QueueRunner(conn, args.queue_name).queue):
                    print(f"waiting for `shithead worker --redis-url {url} --queue-name "
                          f"{args.queue_name}` to run the games", file=sys.stderr)
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


def _worker(args: argparse.Namespace) -> int:
    """The service's tournaments advanced (:mod:`api.play.tournament_worker`, unless
    ``--no-tournaments``), the ladders' scheduler in a thread (:mod:`api.play.ladders`, unless
    ``--no-ladders``), and an rq worker running tournament games (``shithead tournament
    --queue``); with ``--bots N``, also N bot drivers playing the service's bot seats
    (:mod:`api.play.policy`)."""
    import os

    from rq import Queue, Worker

    from .play import runners  # noqa: F401  (loaded before the worker forks: every job starts warm)
    from .store.queue_conn import QueueConfigError, queue_client, queue_url
    from .store.redis_conn import EmbeddedRedis, cluster_mode

    embedded = None
    url = args.redis_url or os.environ.get("REDIS_URL")
    if not url and cluster_mode():
        print("REDIS_CLUSTER=1: give --redis-url or set REDIS_URL (a node of the cluster)", file=sys.stderr)
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
            from .store.migrate import migrate_legacy
            from .store.redis_conn import client_from_url

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
            from .http.app import stop_background

            stop_background(bots_app)
        if embedded is not None:
            embedded.close()
    return 0


def _worker_app(url: str, args: argparse.Namespace, queue_redis_url: str = "") -> Any:
    """The service's app in a worker process: its bot drivers (``--bots N``), the loop
    advancing the service's tournaments (unless ``--no-tournaments``) and the ladders'
    scheduler (unless ``--no-ladders``; the one holding the lease ticks)."""
    from .http.app import create_app

    # the whole app, so that a game its drivers end moves its match on as a request would
    return create_app({"REDIS_URL": url, "QUEUE_REDIS_URL": queue_redis_url, "BOT_DRIVERS": args.bots,
                       "TOURNAMENT_WORKER": not args.no_tournaments,
                       "LADDER_SCHEDULER": not args.no_ladders, "LADDER_TICK_S": args.ladder_tick})


def _play(args: argparse.Namespace) -> int:
    from .play.local import main as play_main

    return play_main(args)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="shithead", description="Shithead rules engine and service")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("rulesets", help="list the presets, or describe one")
    p.add_argument("name", nargs="?")
    p.add_argument("--markdown", action="store_true", help="every preset as Markdown (docs/rulesets.md)")
    p.set_defaults(func=_rulesets)
    p = sub.add_parser("bench", help=f"run a benchmark ({', '.join(BENCHMARKS)})")
    p.add_argument("target", choices=list(BENCHMARKS))
    p.add_argument("rest", nargs=argparse.REMAINDER, help="arguments for the benchmark")
    p.set_defaults(func=_bench)
    p = sub.add_parser("serve", help="run the HTTP service (embedded Redis unless REDIS_URL)")
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=8000)
    p.add_argument("--workers", type=int, default=0, help="gunicorn workers (default: one per core)")
    p.add_argument("--data-dir", default=".data/redis", help="embedded Redis data folder")
    p.add_argument("--worker", action="store_true",
                   help="also advance the service's tournaments and schedule its ladders in the web "
                        "workers (TOURNAMENT_WORKER=1, LADDER_SCHEDULER=1), so one machine needs no "
                        "`shithead worker`")
    p.set_defaults(func=_serve)
    p = sub.add_parser(
        "verify", help="check a replay document (or a tournament's results) offline",
        description="Verify a replay document, or a tournament's or a match's results against its games' "
                    "replays. Without --key or --server nothing checks who made the document: the best "
                    "answer is 'consistent' (origin unchecked). Exit status: 0 valid (and signed by a key "
                    "given), 1 invalid, 2 unreadable, 3 consistent so far (not over), 4 unauthenticated "
                    "(keys given, but not signed by one of them), 5 consistent, origin unchecked (no key "
                    "given).",
    )
    p.add_argument("file", help="the document, or - for standard input")
    p.add_argument("--key", action="append", default=[],
                   help="a public key (PEM, or base64 as GET /v1/keys lists it) to check signatures with")
    p.add_argument("--server", default="",
                   help="check the signature against the keys this service lists (GET URL/v1/keys); a "
                        "failure names the field that differs from the service's own signed copy")
    p.add_argument("--replays", default="", help="a folder of the tournament's replays (*.json)")
    p.set_defaults(func=_verify)
    p = sub.add_parser("keys", help="list the signing keys, or rotate to a fresh one",
                       description="The Ed25519 keys replays and tournament results are signed with.")
    p.add_argument("action", choices=["list", "rotate"])
    p.add_argument("--redis-url", default="", help="the service's Redis (default: REDIS_URL)")
    p.set_defaults(func=_keys)
    p = sub.add_parser(
        "organiser", help="mint, list or revoke organiser credentials (who may start tournaments)",
        description="Organiser credentials start tournaments over HTTP (Authorization: Bearer <token>) "
                    "within their quota. create NAME prints the new organiser with its token, shown "
                    "only then; revoke ID refuses the token from then on (its tournaments play on).",
    )
    p.add_argument("action", choices=["create", "list", "revoke"])
    p.add_argument("name", nargs="?", default="", help="create: the organiser's name; revoke: its id")
    p.add_argument("--max-running", type=int, default=2, help="tournaments running at once (default 2)")
    p.add_argument("--max-games-per-day", type=int, default=5000,
                   help="games its tournaments may schedule per UTC day (default 5000)")
    p.add_argument("--redis-url", default="",
                   help="the service's Redis (default: REDIS_URL, else the embedded one in --data-dir)")
    p.add_argument("--data-dir", default=".data/redis", help="the embedded Redis's folder (`shithead serve`'s)")
    p.set_defaults(func=_organiser)
    p = sub.add_parser(
        "tournament", help="run a bot tournament (process pool, or rq workers with --queue)",
        description="Play a tournament between built-in bots, push bots and your own policies and print "
                    "the standings, and the 95%% intervals of shithead play.",
    )
    p.add_argument("--bots", required=True,
                   help="comma-separated participants: bot names (random, heuristic, ismcts; "
                        "repeat one to have it play itself), push bots' http(s):// URLs, or policies "
                        "(module:function, importable from this folder; in-process, not with --queue)")
    p.add_argument("--preset", default="classic")
    p.add_argument("--options", default="", help='ruleset options as JSON, e.g. \'{"jokers": true}\'')
    p.add_argument("--turn-cap", type=int, default=0, help="the turn_cap option (default: the preset's)")
    p.add_argument("--format", choices=["round_robin", "swiss"], default="round_robin")
    p.add_argument("--rounds", type=int, default=None, help="Swiss rounds (default ceil(log2(participants)))")
    p.add_argument("--games", type=int, default=1,
                   help="deals per pairing (each played once per seat rotation unless --no-duplicate)")
    p.add_argument("--seats", type=int, default=2, help="seats per game")
    p.add_argument("--until-decided", action="store_true", help="stop after the first whole round of deals at "
                   "which the first participant's wins leave out the even rate (--games: the most deals)")
    p.add_argument("--seed", default="", help="the tournament seed (default: a fresh one, printed)")
    p.add_argument("--salt", default="",
                   help="the seed's salt (64 hex digits): a tournament of the service, whose games "
                        "come from its seed and its seed_salt, played again (default: none)")
    p.add_argument("--no-duplicate", action="store_true", help="play each deal once, not once per rotation")
    p.add_argument("--push-timeout-ms", type=int, default=2000, help="push bots' time per move")
    p.add_argument("--push-secret", default="",
                   help="the secret push bots' calls are signed with, whsec_... (default: "
                        "PUSH_BOT_SECRET; without either, a fresh one per game)")
    p.add_argument("--workers", type=int, default=0,
                   help="worker processes (default: one per core); with --queue, local "
                        "`shithead worker` processes to start (default: none, use running ones)")
    p.add_argument("--queue", action="store_true", help="run the games on rq workers (shithead worker)")
    p.add_argument("--redis-url", default="",
                   help="the Redis of the queue (default: QUEUE_REDIS_URL, else REDIS_URL when "
                        "that is a single server, else embedded)")
    p.add_argument("--queue-name", default="shithead-tournaments")
    p.add_argument("--data-dir", default=".data/redis", help="embedded Redis data folder")
    p.add_argument("--json", action="store_true", help="print standings and games as one JSON object")
    p.add_argument("--no-progress", action="store_true", help="no progress bar on stderr")
    p.set_defaults(func=_tournament)
    p = sub.add_parser(
        "play", help="play your bot (module:function) against built-in bots or other policies",
        description="Play a policy choose(view, legal_moves) -> action against built-in bots and print "
                    "each participant's wins and places with 95%% intervals (wins: Wilson score).",
    )
    p.add_argument("--bot", required=True, help="the policy: module:function (or path/to/file.py:function)")
    p.add_argument("--vs", default="heuristic",
                   help="comma-separated opponents: built-in bots (random, heuristic, ismcts) or policies "
                        "(module:function, e.g. an older version of your bot)")
    p.add_argument("--preset", default="classic")
    p.add_argument("--options", default="", help='ruleset options as JSON, e.g. \'{"jokers": true}\'')
    p.add_argument("--turn-cap", type=int, default=0, help="the turn_cap option (default: the preset's)")
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--seed", default="play",
                   help="deal d is dealt from SEED:d (game i plays deal i div players; with --no-duplicate, deal i)")
    p.add_argument("--no-duplicate", action="store_true",
                   help="a deal per game, not each deal once from every seat")
    p.add_argument("--until-decided", action="store_true",
                   help="stop after the first whole round of deals at which the 95%% interval of the bot's "
                        "wins leaves out the even rate (--games: the most games)")
    p.add_argument("--server", default="", help="play over HTTP on this service instead (e.g. http://127.0.0.1:8000)")
    p.add_argument("--json", action="store_true", help="JSONL: a line per game, then a summary line per participant")
    p.set_defaults(func=_play)
    p = sub.add_parser("worker", help="advance the service's tournaments, schedule its ladders, "
                                      "and run tournament games from the rq queue")
    p.add_argument("--redis-url", default="", help="default: REDIS_URL, else the embedded Redis")
    p.add_argument("--queue-redis-url", default="",
                   help="the single Redis server of rq's queue (default: QUEUE_REDIS_URL, else "
                        "the service's Redis; required with REDIS_CLUSTER=1)")
    p.add_argument("--burst", action="store_true", help="stop once the queue is empty")
    p.add_argument("--queue-name", default="shithead-tournaments")
    p.add_argument("--data-dir", default=".data/redis", help="embedded Redis data folder")
    p.add_argument("--log-level", default="INFO")
    p.add_argument("--bots", type=int, default=0, metavar="N",
                   help="also run N bot drivers, playing the service's bot seats after appends "
                        "(for services run with BOT_DRIVERS=0)")
    p.add_argument("--no-ladders", action="store_true",
                   help="do not run the ladders' scheduler here (one worker's scheduler ticks at a time)")
    p.add_argument("--ladder-tick", type=float, default=0.5, metavar="SECONDS",
                   help="seconds between the ladders' scheduler's ticks (default 0.5)")
    p.add_argument("--metrics-port", type=int, default=0, metavar="PORT",
                   help="serve this process's Prometheus metrics (its bot drivers') on PORT")
    p.add_argument("--metrics-host", default="127.0.0.1", help="the address for --metrics-port")
    p.add_argument("--no-tournaments", action="store_true",
                   help="do not advance the service's tournaments (by default the worker takes "
                        "every running one that no other worker plays)")
    p.set_defaults(func=_worker)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    result: int = args.func(args)
    return result


if __name__ == "__main__":
    sys.exit(main())

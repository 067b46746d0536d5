"""Capacity benchmark: Redis memory per finished game, and throughput on one server against a
Redis Cluster.

    shithead bench capacity [--games N] [--presets P,Q] [--retention S]
                            [--seconds S] [--slices K] [--clients C] [--scale 1,2,4,8,16]
                            [--targets single,cluster] [--workers W] [--processes P]
                            [--skip-memory] [--skip-http] [--short] [--json]

Three parts, each printing a table:

1. **Memory per finished game, per preset.** A fresh Redis (a ``redis-server`` on a loopback
   port, the settings of the cluster's nodes without the cluster) and the app in this
   process: ``N`` games of every preset (2 seats, explicit seeds), created over the API and
   played to their end by two built-in heuristic bots whose moves are submitted as a seat's
   requests. For each game: ``MEMORY USAGE`` of each of its keys (the record, the log, the
   snapshot, the idempotency records); over the ``N`` games: ``INFO memory``'s
   ``used_memory`` after less before, per game (the indexes included). Four ways, each on an
   emptied server:

   * ``records``: every submit with an ``Idempotency-Key`` (the compact records);
   * ``old records``: the same, each record then rewritten as the store wrote it before (the
     whole answer in the game's ``idem`` hash, kept for ever);
   * ``no keys``: no ``Idempotency-Key``;
   * ``retention``: as ``records``, with ``FINISHED_GAME_TTL_S`` set to ``S`` seconds
     (default 1): what is left per game once the window has passed.

   Beside them the size of each game's replay document, deflated: what compacting a finished
   game to it would keep.

2. **Creates/s and submits/s, one server against a cluster.** The same gunicorn (the
   project's settings, ``W`` workers, rate limiting off) on the single server and on a
   3-master ``local_cluster()`` (``REDIS_CLUSTER=1``, rq's queues on a plain server beside
   it), both running; ``C`` clients (threads
   over ``P`` processes, keep-alive connections) create games (``POST /v1/games``), play
   random ``classic`` games (one ``POST actions`` a move, worked out locally from the seed),
   or play them with an ``Idempotency-Key`` on every submit (``keyed``: each leaves a
   record), in ``K`` slices alternated between the targets and the kinds, so that the
   machine's other load weighs on all alike. The ratio is cluster / single.

3. **Scaling shape.** Submits/s and their p50/p99 latency for each client count of
   ``--scale``, on each target, the points alternated in ``--scale-slices`` rounds.

Everything it starts (servers, gunicorns, client processes) is stopped before it returns;
all traffic stays on 127.0.0.1. The load generator shares the machine's cores with the
servers: the figures are lower bounds, and their shape (ratios, growth with clients) is
what carries over.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import multiprocessing
import os
import random
import shutil
import subprocess
import tempfile
import threading
import time
import zlib
from collections.abc import Iterator, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

VARIANTS = ("records", "old records", "no keys", "retention")
#: What the clients do: create games; submit moves; submit moves each with an
#: ``Idempotency-Key`` (so each leaves a record).
KINDS = ("creates", "submits", "keyed")
#: Key kinds of a game, by the last part of the key's name.
KEY_KINDS = ("meta", "log", "snap", "records", "other")


# -- a single server -----------------------------------------------------------------------------


@contextlib.contextmanager
def single_server() -> Iterator[str]:
    """A plain ``redis-server`` on a free loopback port, with the settings of the local
    cluster's nodes (append-only, fsync every second): its URL."""
    import redis

    from api.store.local_cluster import _free_port, redis_server_binary

    folder = tempfile.mkdtemp(prefix="shithead-bench-redis-")
    port = _free_port()
    proc = subprocess.Popen(
        [
            redis_server_binary(),
            "--port",
            str(port),
            "--bind",
            "127.0.0.1",
            "--dir",
            folder,
            "--appendonly",
            "yes",
            "--appendfsync",
            "everysec",
            "--save",
            "",
            "--daemonize",
            "no",
            "--protected-mode",
            "no",
            "--logfile",
            os.path.join(folder, "redis.log"),
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    url = f"redis://127.0.0.1:{port}"
    try:
        client: Any = redis.Redis.from_url(url, socket_timeout=5)
        deadline = time.monotonic() + 20
        while True:
            try:
                client.ping()
                break
            except redis.RedisError:
                if proc.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError("the benchmark's redis-server did not start") from None
                time.sleep(0.05)
        client.close()
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
        shutil.rmtree(folder, ignore_errors=True)


# -- 1. memory per finished game ------------------------------------------------------------------


@dataclass
class MemoryRow:
    preset: str
    variant: str
    games: int
    #: Mean submits (moves a seat asked for) per game.
    submits: float
    #: Mean ``MEMORY USAGE`` bytes of the game's keys, by kind, and their sum.
    keys: dict[str, float] = field(default_factory=dict)
    key_bytes: float = 0.0
    #: ``used_memory`` after less before, per game.
    used_memory: float = 0.0
    #: Mean bytes of one idempotency record (records and old records).
    per_record: float = 0.0
    #: Mean bytes of the game's replay document, deflated.
    replay_deflated: float = 0.0
    #: Keys of the game left (retention: once its window has passed).
    keys_left: float = 0.0


def _key_kind(key: str) -> str:
    part = key.split("}:", 1)[1] if "}:" in key else key
    if part in ("idem", "idempotency"):
        return "records"
    return part if part in KEY_KINDS else "other"


def _used_memory(r: Any) -> int:
    return int(r.info("memory")["used_memory"])


def _game_keys(r: Any, game_id: str) -> list[bytes]:
    return list(r.scan_iter(match=f"g:{{{game_id}}}:*", count=1000))


def _play_one(
    client: Any, preset: str, seed: str, *, key: bool, old: bool, store: Any
) -> tuple[str, int]:
    """Create a game of ``preset`` over the API and play it to its end with two heuristic
    bots, each move a submit: (game id, submits)."""
    from engine.bots.heuristic import HeuristicBot
    from engine.game import Game
    from engine.rules import ruleset_from_dict
    from engine.view import bot_view

    resp = client.post("/v1/games", json={"ruleset": preset, "seats": 2, "seed": seed})
    if resp.status_code != 201:
        raise RuntimeError(
            f"POST /v1/games -> {resp.status_code} {resp.get_data(as_text=True)[:200]}"
        )
    created = resp.get_json()
    game_id, tokens = created["id"], [s["token"] for s in created["seats"]]
    ruleset = client.get(f"/v1/rulesets/{preset}").get_json()["ruleset"]
    game = Game(ruleset_from_dict(ruleset), 2)
    state, _ = game.start(seed=seed)
    bots = [HeuristicBot(game, seed=s) for s in range(2)]
    rng = random.Random(seed)
    submits = 0
    while not state.is_over():
        to_act = state.to_act()
        seat = to_act[0] if len(to_act) == 1 else rng.choice(to_act)
        action = bots[seat].choose(bot_view(state, seat), state.legal_actions(seat), [])
        body = {"action": action.to_dict(), "expected_version": state.version}
        headers = {"Authorization": f"Bearer {tokens[seat]}"}
        if key:
            headers["Idempotency-Key"] = f"move-{state.version}"
        state.apply(seat, action)
        resp = client.post(f"/v1/games/{game_id}/actions", json=body, headers=headers)
        if resp.status_code != 201:
            raise RuntimeError(
                f"POST actions -> {resp.status_code} {resp.get_data(as_text=True)[:200]}"
            )
        submits += 1
        if old:  # the record as the store kept it before: the whole answer, in one hash
            scoped = f"{seat}:move-{body['expected_version']}"
            fp, answer = store.idempotent_response(game_id, scoped)
            store.r.hset(f"g:{{{game_id}}}:idem", scoped, f"{fp}\n{answer}")
            store.r.hdel(f"g:{{{game_id}}}:idempotency", scoped)
    return game_id, submits


def memory_figures(
    presets: Sequence[str], games: int, retention_s: float, progress: Any = None
) -> list[MemoryRow]:
    """Part 1 (see the module's text): a row per preset and variant."""
    import redis

    from api.http.app import create_app, start_background, stop_background

    rows: list[MemoryRow] = []
    with single_server() as url:
        app = start_background(
            create_app(
                {"REDIS_URL": url, "TESTING": True, "RATELIMIT_ENABLED": False, "BOT_DRIVERS": 1}
            )
        )
        client = app.test_client()
        store = app.extensions["store"]
        r: Any = redis.Redis.from_url(url, socket_timeout=30)
        try:
            for preset in presets:
                for variant in VARIANTS:
                    store.finished_game_ttl_ms = 0
                    r.flushall()
                    # one game unmeasured first: the server's own structures grow to their size
                    _play_one(
                        client,
                        preset,
                        f"capacity-{preset}-warm-up",
                        key=True,
                        old=False,
                        store=store,
                    )
                    if variant == "retention":
                        store.finished_game_ttl_ms = int(retention_s * 1000)
                    time.sleep(0.05)
                    before = _used_memory(r)
                    played = [
                        _play_one(
                            client,
                            preset,
                            f"capacity-{preset}-{i}",
                            key=variant != "no keys",
                            old=variant == "old records",
                            store=store,
                        )
                        for i in range(games)
                    ]
                    if variant == "retention":
                        time.sleep(retention_s + 0.2)
                        for _ in r.scan_iter(count=1000):  # a key read past its expiry goes
                            pass
                    after = _used_memory(r)
                    row = MemoryRow(
                        preset,
                        variant,
                        games,
                        submits=sum(n for _, n in played) / games,
                        used_memory=(after - before) / games,
                    )
                    kinds = dict.fromkeys(KEY_KINDS, 0.0)
                    records = record_bytes = 0
                    left = 0
                    for game_id, _ in played:
                        keys = _game_keys(r, game_id)
                        left += len(keys)
                        for k in keys:
                            usage = int(r.memory_usage(k, samples=0) or 0)
                            kind = _key_kind(k.decode())
                            kinds[kind] += usage
                            if kind == "records":
                                record_bytes += usage
                                records += int(r.hlen(k))
                        if variant == "records":
                            doc = client.get(f"/v1/games/{game_id}/replay").get_data()
                            row.replay_deflated += len(zlib.compress(doc, 6)) / games
                    row.keys = {k: v / games for k, v in kinds.items()}
                    row.key_bytes = sum(row.keys.values())
                    row.per_record = record_bytes / records if records else 0.0
                    row.keys_left = left / games
                    rows.append(row)
                    if progress is not None:
                        progress(row)
        finally:
            r.close()
            stop_background(app)
    return rows


# -- 2, 3. throughput -----------------------------------------------------------------------------


@dataclass
class Job:
    """What each client process runs: ``threads`` clients of ``kind`` against ``port``,
    measured from ``measure_at`` to ``end_at`` (``time.monotonic()``, shared by the processes)."""

    port: int
    kind: str
    threads: int
    measure_at: float
    end_at: float


@dataclass
class Tally:
    done: int = 0
    errors: int = 0
    last_error: str = ""
    latencies: list[float] = field(default_factory=list)


def _client_loop(
    job: Job, index: int, tally: Tally, games: dict[tuple[int, int], Any], classic: dict[int, Any]
) -> None:
    """One client thread: creates, or moves of random classic games, until the job's end."""
    import http.client

    import orjson

    from bench.http import Client, _classic_game, _play_locally

    client = Client(job.port)
    rng = random.Random(f"{os.getpid()}-{index}-{job.kind}")
    try:
        while time.monotonic() < job.end_at:
            t0 = time.perf_counter()
            try:
                if job.kind == "creates":
                    status, raw = client.request(
                        "POST", "/v1/games", {"ruleset": "classic", "seats": 2}
                    )
                    ok = status == 201
                else:
                    g = games.get((job.port, index))
                    if g is None or not g["moves"]:
                        if job.port not in classic:
                            classic[job.port] = _classic_game(job.port)
                        seed = f"capacity-{os.getpid()}-{index}-{rng.random()}"
                        moves = _play_locally(classic[job.port], seed, rng)
                        status, raw = client.request(
                            "POST", "/v1/games", {"ruleset": "classic", "seats": 2, "seed": seed}
                        )
                        if status != 201:
                            raise RuntimeError(f"POST /v1/games -> {status} {raw[:200]!r}")
                        created = orjson.loads(raw)
                        g = {
                            "id": created["id"],
                            "tokens": [s["token"] for s in created["seats"]],
                            "moves": moves,
                        }
                        games[(job.port, index)] = g
                        continue  # a create is not a submit: not counted
                    move = g["moves"].pop(0)
                    extra = (
                        {"Idempotency-Key": f"{g['id']}-{len(g['moves'])}"}
                        if job.kind == "keyed"
                        else None
                    )
                    t0 = time.perf_counter()
                    status, raw = client.request(
                        "POST",
                        f"/v1/games/{g['id']}/actions",
                        move.body,
                        g["tokens"][move.seat],
                        extra,
                    )
                    ok = status == 201
                    if not ok:
                        games.pop((job.port, index), None)  # a new game next
            except (OSError, http.client.HTTPException, ValueError, KeyError, RuntimeError) as exc:
                status, raw, ok = 0, repr(exc).encode(), False
            elapsed = time.perf_counter() - t0
            if not job.measure_at <= time.monotonic() < job.end_at:
                continue
            if ok:
                tally.done += 1
                tally.latencies.append(elapsed)
            else:
                tally.errors += 1
                tally.last_error = f"{job.kind}: {status} {raw[:200]!r}"
    finally:
        client.close()


def _client_process(jobs: Any, results: Any) -> None:
    """A client process: runs each job it is sent (None: stop), one thread per client; its
    games in progress are kept from one job to the next."""
    games: dict[tuple[int, int], Any] = {}
    classic: dict[int, Any] = {}
    while True:
        job = jobs.get()
        if job is None:
            return
        tallies = [Tally() for _ in range(job.threads)]
        threads = [
            threading.Thread(
                target=_client_loop, args=(job, i, tallies[i], games, classic), daemon=True
            )
            for i in range(job.threads)
        ]
        for t in threads:
            t.start()
        for t in threads:
            t.join(timeout=max(0.0, job.end_at - time.monotonic()) + 30)
        results.put([asdict(t) for t in tallies])


class Load:
    """``processes`` client processes, started once, that run jobs on request."""

    def __init__(self, processes: int) -> None:
        ctx = multiprocessing.get_context("spawn")
        self.jobs = [ctx.Queue() for _ in range(processes)]
        self.results: Any = ctx.Queue()
        self.procs = [
            ctx.Process(target=_client_process, args=(q, self.results), daemon=True)
            for q in self.jobs
        ]
        for p in self.procs:
            p.start()

    def run(self, port: int, kind: str, clients: int, seconds: float, warmup: float) -> Tally:
        """``clients`` clients (spread over the processes) for ``warmup`` + ``seconds``: the
        measured seconds' tally, merged."""
        start = time.monotonic() + 0.2
        share = [len(range(p, clients, len(self.jobs))) for p in range(len(self.jobs))]
        busy = 0
        for q, n in zip(self.jobs, share, strict=True):
            if n:
                q.put(Job(port, kind, n, start + warmup, start + warmup + seconds))
                busy += 1
        merged = Tally()
        for _ in range(busy):
            for t in self.results.get(timeout=seconds + warmup + 120):
                merged.done += t["done"]
                merged.errors += t["errors"]
                merged.latencies += t["latencies"]
                merged.last_error = t["last_error"] or merged.last_error
        return merged

    def close(self) -> None:
        for q in self.jobs:
            q.put(None)
        for p in self.procs:
            p.join(timeout=10)
            if p.is_alive():
                p.terminate()


def percentile(values: Sequence[float], p: float) -> float:
    from bench.http import percentile as nearest_rank

    return nearest_rank(sorted(values), p)


@contextlib.contextmanager
def targets(names: Sequence[str], workers: int) -> Iterator[dict[str, int]]:
    """The gunicorns of the named targets (``single``, ``cluster``), by name: their ports."""
    from api.http.local_server import gunicorn
    from api.store.local_cluster import local_cluster

    with contextlib.ExitStack() as stack:
        ports: dict[str, int] = {}
        for name in names:
            if name == "single":
                url, env = stack.enter_context(single_server()), {}
            elif name == "cluster":
                # rq's queues on a plain server beside the cluster, as a deployment has them
                url, env = (
                    stack.enter_context(local_cluster(3)).url,
                    {"REDIS_CLUSTER": "1", "QUEUE_REDIS_URL": stack.enter_context(single_server())},
                )
            else:
                raise ValueError(f"unknown target {name!r} (single, cluster)")
            base = stack.enter_context(gunicorn(url, workers=workers, extra_env=env, quiet=True))
            ports[name] = int(base.rsplit(":", 1)[1])
        yield ports


@dataclass
class Rate:
    target: str
    kind: str
    clients: int
    done: int
    seconds: float
    errors: int
    p50_ms: float
    p99_ms: float
    last_error: str = ""

    @property
    def per_s(self) -> float:
        return self.done / self.seconds if self.seconds else 0.0


def _rate(target: str, kind: str, clients: int, tallies: Sequence[Tally], seconds: float) -> Rate:
    lat = [x for t in tallies for x in t.latencies]
    return Rate(
        target,
        kind,
        clients,
        sum(t.done for t in tallies),
        seconds,
        sum(t.errors for t in tallies),
        percentile(lat, 50) * 1000,
        percentile(lat, 99) * 1000,
        next((t.last_error for t in tallies if t.last_error), ""),
    )


def throughput(
    load: Load, ports: dict[str, int], clients: int, seconds: float, slices: int, warmup: float
) -> list[Rate]:
    """Part 2: creates/s, submits/s and keyed submits/s on each target, alternated in
    ``slices`` slices."""
    got: dict[tuple[str, str], list[Tally]] = {(t, k): [] for t in ports for k in KINDS}
    for i in range(slices):
        for target, port in ports.items():
            for kind in KINDS:
                got[(target, kind)].append(
                    load.run(port, kind, clients, seconds / slices, warmup if i == 0 else 0.25)
                )
    return [_rate(t, k, clients, got[(t, k)], seconds) for (t, k) in got]


def scaling(
    load: Load,
    ports: dict[str, int],
    counts: Sequence[int],
    seconds: float,
    warmup: float,
    slices: int = 1,
) -> list[Rate]:
    """Part 3: submits/s and latency for each client count, on each target; the points
    alternated in ``slices`` rounds of ``seconds / slices`` each."""
    got: dict[tuple[int, str], list[Tally]] = {(n, t): [] for n in counts for t in ports}
    for i in range(slices):
        for n in counts:
            for target, port in ports.items():
                got[(n, target)].append(
                    load.run(port, "submits", n, seconds / slices, warmup if i == 0 else 0.25)
                )
    return [_rate(t, "submits", n, got[(n, t)], seconds) for (n, t) in got]


# -- printing ------------------------------------------------------------------------------------


def _memory_table(rows: Sequence[MemoryRow]) -> str:
    head = (
        f"{'preset':<22} {'variant':<12} {'submits':>7} {'meta':>7} {'log':>8} {'snap':>7} "
        f"{'records':>8} {'/record':>7} {'keys B':>8} {'used B':>8} {'left':>5} {'replay.z':>8}"
    )
    lines = [head, "-" * len(head)]
    for r in rows:
        k = r.keys
        lines.append(
            f"{r.preset:<22} {r.variant:<12} {r.submits:>7.0f} {k['meta']:>7.0f} {k['log']:>8.0f} "
            f"{k['snap']:>7.0f} {k['records']:>8.0f} {r.per_record:>7.0f} {r.key_bytes:>8.0f} "
            f"{r.used_memory:>8.0f} {r.keys_left:>5.1f} "
            f"{(f'{r.replay_deflated:.0f}' if r.replay_deflated else ''):>8}"
        )
    return "\n".join(lines)


def _rate_table(rates: Sequence[Rate], title: str) -> str:
    head = f"{'target':<8} {'kind':<8} {'clients':>7} {'per s':>8} {'p50 ms':>7} {'p99 ms':>7} {'errors':>6}"
    lines = [title, head, "-" * len(head)]
    for r in rates:
        lines.append(
            f"{r.target:<8} {r.kind:<8} {r.clients:>7} {r.per_s:>8.1f} {r.p50_ms:>7.2f} "
            f"{r.p99_ms:>7.2f} {r.errors:>6}" + (f"  ({r.last_error[:80]})" if r.errors else "")
        )
    return "\n".join(lines)


def _ratios(rates: Sequence[Rate]) -> dict[str, float]:
    by = {(r.target, r.kind): r.per_s for r in rates}
    return {
        kind: by[("cluster", kind)] / by[("single", kind)]
        for kind in KINDS
        if by.get(("single", kind)) and ("cluster", kind) in by
    }


# -- the command ---------------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    from engine.rules.presets import PRESETS

    doc = __doc__ or ""
    p = argparse.ArgumentParser(prog="shithead bench capacity", description=doc.split("\n")[0])
    p.add_argument("--games", type=int, default=3, help="games per preset and variant (memory)")
    p.add_argument("--presets", default="", help="comma-separated presets (default: all)")
    p.add_argument(
        "--retention",
        type=float,
        default=1.0,
        help="FINISHED_GAME_TTL_S of the retention variant, in seconds",
    )
    p.add_argument(
        "--seconds", type=float, default=8.0, help="measured seconds per target and kind"
    )
    p.add_argument("--slices", type=int, default=4, help="alternated slices of those seconds")
    p.add_argument("--clients", type=int, default=8, help="clients for creates/s and submits/s")
    p.add_argument("--scale", default="1,2,4,8,16", help="client counts for the scaling shape")
    p.add_argument("--scale-seconds", type=float, default=6.0, help="measured seconds per point")
    p.add_argument(
        "--scale-slices", type=int, default=3, help="alternated rounds of the scaling points"
    )
    p.add_argument("--warmup", type=float, default=1.0, help="unmeasured seconds first")
    p.add_argument("--targets", default="single,cluster", help="single, cluster or both")
    p.add_argument("--workers", type=int, default=2, help="gunicorn workers per target")
    p.add_argument(
        "--processes", type=int, default=min(2, os.cpu_count() or 1), help="client processes"
    )
    p.add_argument("--skip-memory", action="store_true", help="no memory figures")
    p.add_argument("--skip-http", action="store_true", help="no throughput figures")
    p.add_argument(
        "--short",
        action="store_true",
        help="a quick run that shows every figure (2 presets, 1 game, short phases)",
    )
    p.add_argument("--json", action="store_true", help="print one JSON object")
    args = p.parse_args(argv)
    presets = [x for x in args.presets.split(",") if x] or list(PRESETS)
    counts = [int(x) for x in args.scale.split(",") if x]
    if args.short:
        presets = presets if args.presets else ["classic", "green-ctrb-2006"]
        args.games, args.seconds, args.slices, args.scale_seconds, args.warmup = 1, 1.0, 1, 0.5, 0.3
        args.scale_slices = 1
        args.clients = min(args.clients, 2)
        counts = counts if args.scale != "1,2,4,8,16" else [1, 2]
        args.retention = min(args.retention, 0.3)
    unknown = [x for x in presets if x not in PRESETS]
    if unknown:
        p.error(f"unknown presets: {', '.join(unknown)}")
    names = [x for x in args.targets.split(",") if x]
    out: dict[str, Any] = {"machine": {"cores": os.cpu_count()}}

    def say(text: str) -> None:
        if not args.json:
            print(text, flush=True)

    if not args.skip_memory:
        say(
            f"== Redis memory per finished game ({args.games} games per preset and variant; "
            "bytes; 2 heuristic bots, every move a submit)"
        )
        rows = memory_figures(presets, args.games, args.retention)
        out["memory"] = [asdict(r) for r in rows]
        say(_memory_table(rows))
    if not args.skip_http:
        load = Load(max(1, args.processes))
        try:
            with targets(names, args.workers) as ports:
                rates = throughput(
                    load, ports, args.clients, args.seconds, args.slices, args.warmup
                )
                out["throughput"] = [{**asdict(r), "per_s": r.per_s} for r in rates]
                out["ratio_cluster_single"] = _ratios(rates)
                say("")
                say(
                    _rate_table(
                        rates,
                        f"== creates/s, submits/s, keyed submits/s ({args.clients} clients, "
                        f"{args.workers} gunicorn workers, {args.slices} alternated slices)",
                    )
                )
                for kind, ratio in out["ratio_cluster_single"].items():
                    say(f"cluster / single, {kind}: {ratio:.2f}")
                shape = scaling(
                    load, ports, counts, args.scale_seconds, args.warmup, args.scale_slices
                )
                out["scaling"] = [{**asdict(r), "per_s": r.per_s} for r in shape]
                say("")
                say(
                    _rate_table(
                        shape,
                        f"== scaling: submits as clients grow ({args.scale_slices} "
                        "alternated rounds)",
                    )
                )
        finally:
            load.close()
    if args.json:
        print(json.dumps(out, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

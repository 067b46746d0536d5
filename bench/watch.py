"""Watcher benchmark: submit latency with many open game streams against none.

    shithead bench watch [--watchers 250,500,1000] [--clients C] [--seconds S] [--rounds R]
                         [--workers W] [--env NAME=VALUE ...] [--json]

Starts its own Redis (embedded, or the one at ``REDIS_URL``) and the service as deployed
(gunicorn with ``api/http/gunicorn_conf.py``; ``--env`` sets its environment, to try another
worker model), then, for each watcher count ``N`` and ``R`` times, two runs of the submit
load of ``shithead bench http`` (``C`` clients playing random ``classic`` games, one
``POST actions`` a move): first with no watcher (the baseline), then with ``N`` open streams.
The runs alternate, so a change in the machine's other load weighs on both alike.

The watchers are one process with one asyncio loop over raw sockets (not a thread each, or
they would measure themselves): half of them watch idle games made beforehand (a tenth as
many games as watchers), the other half the games the submit clients are playing (a new
one whenever the watched game ends). Each reads its stream as it comes and counts the game
events it receives.

Printed per run: watchers open, submits per second, p50 and p99 of the submits, the p99's
ratio to the baseline run before it, the events the watchers received, the server's memory
(the RSS of gunicorn's processes, summed), Redis's ``connected_clients`` and the CPU
seconds the watchers' own process spent (on the same cores as the server), and the CPU
seconds the server (gunicorn's processes) and Redis spent per 1,000 submits over the
submits' steady part (``/proc/<pid>/stat`` and ``INFO``, sampled every 0.25 s; a submit is
one append script): what the watchers cost the service, whatever else the machine runs.
The target: 1,000 open streams with the submit p99 within 20% of the baseline's.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import math
import multiprocessing
import os
import signal
import sys
import threading
import time
from dataclasses import dataclass, field, replace
from types import FrameType
from typing import Any

import redis

from api.http.local_server import HOST, gunicorn
from api.store.keys import index_key
from api.store.shards import shards
from bench.cpu import cpu_split, gunicorn_processes
from bench.http import MOVES_AHEAD_RATE, Client, Plan, _redis, _run_processes, percentile

TARGET_P99_RATIO = 1.2
IDLE_GAMES_PER_WATCHER = 0.1


# -- the watchers ---------------------------------------------------------------------------


async def _watch(port: int, game_id: str, counts: dict[str, int]) -> None:
    """One stream, read to its end (or until cancelled); counts its game events."""
    reader, writer = await asyncio.open_connection(HOST, port)
    try:
        writer.write(f"GET /v1/games/{game_id}/stream HTTP/1.1\r\nHost: bench\r\n\r\n".encode())
        counts["open"] += 1
        tail = b""
        while True:
            data = await reader.read(65536)
            if not data:
                return
            text = tail + data
            counts["events"] += text.count(b"event: game\n")
            # a marker split between two reads is counted once: keep what could start one
            tail = text[-11:] if b"event: game\n" not in text[-11:] else b""
            if b"event: end\n" in text:
                return
    finally:
        counts["open"] -= 1
        writer.close()


def _watchers_process(
    port: int, redis_url: str, watchers: int, on_idle: int, idle: list[str], since: float, conn: Any
) -> None:
    """Open ``watchers`` streams (half on ``idle`` games, half on games created after
    ``since`` and still playing), keep them open until told, report the counts."""
    asyncio.run(_watchers(port, redis_url, watchers, on_idle, idle, since, conn))


async def _watchers(
    port: int, redis_url: str, watchers: int, on_idle: int, idle: list[str], since: float, conn: Any
) -> None:
    counts = {"open": 0, "events": 0, "opened": 0}
    store: Any = redis.Redis.from_url(redis_url)
    tasks: set[asyncio.Task[None]] = set()
    for i in range(on_idle):
        tasks.add(asyncio.create_task(_watch(port, idle[i % len(idle)], counts)))
    counts["opened"] += on_idle
    live: set[asyncio.Task[None]] = set()
    turn = 0
    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    loop.add_reader(conn.fileno(), stop.set)
    reported = False
    while not stop.is_set():
        live = {t for t in live if not t.done()}
        missing = watchers - on_idle - len(live)
        if missing > 0:
            pipe = store.pipeline(transaction=False)
            for shard in shards():
                pipe.zrangebyscore(index_key(shard, "status:playing"), since, "+inf")
            ids = [g.decode() for found in pipe.execute() for g in found]
            pipe = store.pipeline(transaction=False)
            for gid in ids:
                pipe.hget(f"g:{{{gid}}}:meta", "status")
            playing = [gid for gid, st in zip(ids, pipe.execute(), strict=True) if st != b"over"]
            for _ in range(missing if playing else 0):
                turn += 1
                task = asyncio.create_task(_watch(port, playing[turn % len(playing)], counts))
                live.add(task)
                tasks.add(task)
                counts["opened"] += 1
        if not reported and counts["open"] >= watchers:
            conn.send(("open", dict(counts)))
            reported = True
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), 0.5)
    conn.recv()
    counts["cpu_ms"] = int(time.process_time() * 1000)
    conn.send(("done", dict(counts)))
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)


# -- the server's figures -------------------------------------------------------------------


def _server_rss_mb(port: int) -> float:
    """The RSS of the gunicorn serving ``port`` (master and workers), in MiB, from /proc."""
    total_kb = 0
    for pid in gunicorn_processes(port):
        try:
            with open(f"/proc/{pid}/status", "rb") as f:
                for line in f:
                    if line.startswith(b"VmRSS:"):
                        total_kb += int(line.split()[1])
        except OSError:
            continue
    return total_kb / 1024


def _redis_clients(redis_url: str) -> int:
    info: Any = redis.Redis.from_url(redis_url).info("clients")
    return int(info["connected_clients"])


@dataclass
class CpuSampler:
    """The server's CPU, Redis's and the appends Redis ran, sampled every ``every`` seconds
    through a run: the CPU a thousand submits cost, a figure the machine's other load
    hardly moves (it counts the CPU the service used, not the time it waited for a core)."""

    pids: list[int]
    redis_url: str
    every: float = 0.25
    #: (when, the server's user CPU, its system CPU, Redis's CPU, the appends so far)
    samples: list[tuple[float, float, float, float, int]] = field(default_factory=list)

    def __post_init__(self) -> None:
        self._stop = threading.Event()
        self._store: Any = redis.Redis.from_url(self.redis_url)
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _sample(self) -> None:
        info = self._store.info("all")
        appends = int(info.get("cmdstat_evalsha", {}).get("calls", 0))
        redis_cpu = float(info["used_cpu_user"]) + float(info["used_cpu_sys"])
        self.samples.append((time.monotonic(), *cpu_split(self.pids), redis_cpu, appends))

    def _run(self) -> None:
        while not self._stop.wait(self.every):
            self._sample()

    def __enter__(self) -> CpuSampler:
        self._sample()
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()

    def per_thousand(self, warmup: float) -> tuple[float, float, float]:
        """Server (all, and its system share) and Redis CPU seconds per 1,000 appends (``EVALSHA`` calls: one a submit),
        over the submits' steady part: from ``warmup`` seconds after the appends reached
        their pace (a third of their fastest quarter second, which the few scripts run
        outside the submit phase never do) to their last such sample; from the pace's start
        where that leaves nothing (a run too short, or a machine too loaded, for its warm-up)."""
        s = self.samples
        rates = [(s[i][4] - s[i - 1][4]) / (s[i][0] - s[i - 1][0]) for i in range(1, len(s))]
        if not rates or max(rates) <= 0:
            return 0.0, 0.0, 0.0
        busy = [i + 1 for i, rate in enumerate(rates) if rate >= max(rates) / 3]
        began = s[busy[0] - 1][0]
        first = next((i for i in range(busy[0] - 1, len(s)) if s[i][0] >= began + warmup), None)
        last = busy[-1]
        if first is None or first >= last:
            first = busy[0] - 1
        a, b = s[first], s[last]
        if b[4] <= a[4]:
            return 0.0, 0.0, 0.0
        per = 1000 / (b[4] - a[4])
        return (b[1] + b[2] - a[1] - a[2]) * per, (b[2] - a[2]) * per, (b[3] - a[3]) * per


# -- the runs -------------------------------------------------------------------------------


def _submit_run(plan: Plan, clients: int, processes: int) -> dict[str, Any]:
    tallies = _run_processes(plan, clients, processes)["submits"]
    latencies = sorted(x for t in tallies for x in t.latencies)
    return {
        "submits_per_s": round(sum(t.done for t in tallies) / plan.seconds, 1),
        "p50_ms": round(percentile(latencies, 50) * 1000, 2),
        "p99_ms": round(percentile(latencies, 99) * 1000, 2),
        "errors": sum(t.errors for t in tallies),
        "last_error": next((t.last_error for t in tallies if t.last_error), ""),
    }


def _one_run(
    plan: Plan,
    clients: int,
    processes: int,
    port: int,
    redis_url: str,
    watchers: int,
    idle: list[str],
    live_share: float = 0.5,
    pids: list[int] | None = None,
) -> dict[str, Any]:
    """A submit run with ``watchers`` streams open through it; the figures."""
    sample: dict[str, Any] = {}

    def measure_midway() -> None:
        time.sleep(plan.warmup + plan.seconds * 1.5)  # in the submit phase
        sample["rss_mb"] = round(_server_rss_mb(port), 1)
        sample["redis_clients"] = _redis_clients(redis_url)

    watching = None
    opened: dict[str, Any] = {"open": 0, "events": 0}
    if watchers:
        ctx = multiprocessing.get_context("spawn")
        here, there = ctx.Pipe()
        watching = ctx.Process(
            target=_watchers_process,
            daemon=True,
            args=(
                port,
                redis_url,
                watchers,
                watchers - round(watchers * live_share),
                idle,
                time.time(),
                there,
            ),
        )
        watching.start()
    try:
        sampler = threading.Thread(target=measure_midway, daemon=True)
        sampler.start()
        with CpuSampler(pids or [], redis_url) as cpu:
            run = _submit_run(plan, clients, processes)
        run["server_cpu_s_per_1k"], run["server_sys_cpu_s_per_1k"], run["redis_cpu_s_per_1k"] = (
            round(x, 3) for x in cpu.per_thousand(plan.warmup)
        )
        sampler.join()
        if watching is not None:
            if here.poll(0):
                _, opened = here.recv()
            here.send("stop")
            while True:
                kind, counts = here.recv()
                if kind == "done":
                    break
            run["watchers_open_at_end"] = counts["open"]
            run["events"] = counts["events"]
            run["watchers_opened"] = counts["opened"]
            run["watcher_cpu_s"] = counts["cpu_ms"] / 1000
            run["all_open"] = opened.get("open", 0) >= watchers
        else:
            run.update(
                watchers_open_at_end=0,
                events=0,
                watchers_opened=0,
                all_open=True,
                watcher_cpu_s=0.0,
            )
    finally:
        if watching is not None:
            watching.join(timeout=10)
            if watching.is_alive():
                watching.terminate()
    return {"watchers": watchers, **run, **sample}


def _mean(values: list[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def _table(rows: list[dict[str, Any]], header: str) -> str:
    lines = [
        header,
        "",
        "| watchers | submits/s | p50 ms | p99 ms | p99 / baseline | events delivered "
        "| server RSS MiB | Redis connections | watchers' CPU s "
        "| server CPU s / 1k submits (system) | Redis CPU s / 1k submits |",
        "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for r in rows:
        ratio = f"{r['p99_ratio']:.2f}" if "p99_ratio" in r else "(baseline)"
        shown = r["watchers_open_at_end"] if r["watchers"] else 0
        lines.append(
            f"| {shown} | {r['submits_per_s']:.1f} | {r['p50_ms']:.2f} | {r['p99_ms']:.2f} "
            f"| {ratio} | {r['events']} | {r.get('rss_mb', 0):.0f} | {r.get('redis_clients', 0)} "
            f"| {r['watcher_cpu_s']:.1f} | {r.get('server_cpu_s_per_1k', 0):.3f} "
            f"({r.get('server_sys_cpu_s_per_1k', 0):.3f}) "
            f"| {r.get('redis_cpu_s_per_1k', 0):.3f} |"
        )
    loaded = [r for r in rows if r["watchers"]]
    verdicts = []
    for n in sorted({r["watchers"] for r in loaded}):
        ratios = [r["p99_ratio"] for r in loaded if r["watchers"] == n]
        ok = max(ratios) <= TARGET_P99_RATIO and all(
            r["watchers_open_at_end"] >= n for r in loaded if r["watchers"] == n
        )
        cpu = [r.get("server_cpu_s_per_1k", 0.0) for r in loaded if r["watchers"] == n]
        cpu_base = [
            rows[i - 1].get("server_cpu_s_per_1k", 0.0)
            for i, r in enumerate(rows)
            if r["watchers"] == n and i and not rows[i - 1]["watchers"]
        ]
        verdicts.append(
            f"{n} watchers: p99 ratio {', '.join(f'{x:.2f}' for x in ratios)} "
            f"(target <= {TARGET_P99_RATIO:.2f}): {'met' if ok else 'MISSED'}; "
            f"server CPU s per 1,000 submits {_mean(cpu):.3f} against {_mean(cpu_base):.3f} "
            "without watchers"
        )
    errors = [r["last_error"] for r in rows if r.get("last_error")]
    return "\n".join(lines + [""] + verdicts + ([f"last error: {errors[-1]}"] if errors else []))


def main(argv: list[str] | None = None) -> int:
    doc = __doc__ or ""
    parser = argparse.ArgumentParser(prog="shithead bench watch", description=doc.split("\n")[0])
    parser.add_argument(
        "--watchers", default="250,500,1000", help="watcher counts, comma-separated"
    )
    parser.add_argument("--clients", type=int, default=16, help="submit clients (threads)")
    parser.add_argument(
        "--processes",
        type=int,
        default=min(2, os.cpu_count() or 1),
        help="client processes the submit clients are spread over",
    )
    parser.add_argument("--seconds", type=float, default=6.0, help="measured seconds per run")
    parser.add_argument(
        "--warmup",
        type=float,
        default=3.0,
        help="unmeasured seconds before each run (the watchers connect meanwhile)",
    )
    parser.add_argument("--rounds", type=int, default=1, help="times each watcher count is run")
    parser.add_argument("--workers", type=int, default=2, help="gunicorn workers")
    parser.add_argument(
        "--env",
        action="append",
        default=[],
        help="NAME=VALUE for the server's environment (repeatable)",
    )
    parser.add_argument(
        "--live-share",
        type=float,
        default=0.5,
        help="the share of watchers on the games being played (the rest on idle ones)",
    )
    parser.add_argument("--json", action="store_true", help="print the rows as JSON")
    args = parser.parse_args(argv)
    counts = [int(x) for x in args.watchers.split(",") if x.strip()]
    env = dict(item.split("=", 1) for item in args.env)

    def _stop(signum: int, _frame: FrameType | None) -> None:
        raise SystemExit(128 + signum)  # unwinds through the finally blocks that stop the servers

    signal.signal(signal.SIGTERM, _stop)
    with (
        _redis() as redis_url,
        gunicorn(redis_url, workers=args.workers, quiet=True, extra_env=env) as base_url,
    ):
        port = int(base_url.rsplit(":", 1)[1])
        pids = sorted(gunicorn_processes(port))
        client = Client(port)
        idle = []
        for i in range(max(1, math.ceil(max(counts) * IDLE_GAMES_PER_WATCHER))):
            status, raw = client.request(
                "POST", "/v1/games", {"ruleset": "classic", "seats": 2, "seed": f"idle-{i}"}
            )
            assert status == 201, raw
            idle.append(json.loads(raw)["id"])
        client.close()
        # the submit phase only counts: the plan's other phase (GET /healthz) is kept short
        plan = Plan(port, args.warmup, args.seconds, 1)
        plan = replace(plan, moves_ahead=math.ceil(MOVES_AHEAD_RATE * (args.warmup + args.seconds)))
        processes = min(args.processes, args.clients)
        rows: list[dict[str, Any]] = []
        for _ in range(args.rounds):
            for n in counts:
                base = _one_run(plan, args.clients, processes, port, redis_url, 0, idle, pids=pids)
                rows.append(base)
                loaded = _one_run(
                    plan, args.clients, processes, port, redis_url, n, idle, args.live_share, pids
                )
                loaded["p99_ratio"] = (
                    round(loaded["p99_ms"] / base["p99_ms"], 3) if base["p99_ms"] else 0.0
                )
                rows.append(loaded)
                print(
                    f"  {n} watchers: p99 {base['p99_ms']:.2f} -> {loaded['p99_ms']:.2f} ms",
                    file=sys.stderr,
                    flush=True,
                )
    if args.json:
        print(json.dumps(rows))
    else:
        env_text = " ".join(f"{k}={v}" for k, v in env.items()) or "the default settings"
        print(
            _table(
                rows,
                f"Watcher benchmark: {args.clients} submit clients, {args.seconds:g} s "
                f"measured per run (+{args.warmup:g} s warm-up), {args.live_share:.0%} of "
                f"the watchers on the games being played, {args.workers} gunicorn "
                f"workers, {env_text}, {os.cpu_count()} cores",
            )
        )
    return 0 if not any(r["errors"] for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())

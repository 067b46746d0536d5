"""Ladder benchmark: registered pull bots playing a ladder flat out.

    shithead bench ladder [--bots 8] [--silent 1] [--move-ms 2000] [--seconds 60] [--seats 2]
                          [--workers 2] [--json]

Starts its own Redis (embedded, or the one at ``REDIS_URL``), the service as deployed
(gunicorn with ``api/http/gunicorn_conf.py``) and a ``shithead worker`` (whose scheduler
pairs the ladder's games), registers ``--bots`` pull bots and plays each with the client's
``run_bot`` (a thread each, the fast policy: the first legal move that is not picking the
pile up), in a ladder of ``--seats`` seats a game at the highest cadence (3600 games an
hour: a game a second per bot at most), for ``--seconds``. ``--silent`` of the bots never
move: the ladder's clock (``{"move_ms": MS, "on_timeout": "forfeit"}``) forfeits their games,
enforced by the service's clock watchers (and any read of the game after its deadline).

Printed: games rated per minute, moves per second (the bots' submits), the p50 and p99 of
a move's round trip (a submit as the bot sees it: from sending the move to reading the
answer, retries included), the games still being played at the end, and the clock's
enforcement lag: how late each forfeit landed after its deadline (p50, p99, max), taken from
the forfeit's own log entry (``at_ms``, the server's time when the timeout was decided,
minus ``timeout``, the deadline it enforced). The target: a p99 under one second.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import threading
import time
import uuid
from typing import Any

import redis
import requests

from api.http.local_server import gunicorn
from bench.clocks import _timeout_cause
from bench.http import _redis, percentile


def fast(view: Any, legal_moves: list[dict[str, Any]]) -> dict[str, Any]:
    """The first legal move that is not picking the pile up."""
    return next((m for m in legal_moves if m["kind"] != "pickup"), legal_moves[0])


class SubmitTimes:
    """The round trip of every submit the bots make, timed around the client's
    ``Seat.submit`` (what a move costs a bot, retries included)."""

    def __init__(self) -> None:
        from shithead_client.session import Seat

        self.seat = Seat
        self.original = Seat.submit
        self.times: list[tuple[float, float]] = []  # (when it ended, seconds it took)
        self.lock = threading.Lock()
        original = self.original
        times, lock = self.times, self.lock

        def timed(seat: Any, *args: Any, **kwargs: Any) -> Any:
            t0 = time.perf_counter()
            try:
                return original(seat, *args, **kwargs)
            finally:
                t1 = time.perf_counter()
                with lock:
                    times.append((t1, t1 - t0))

        Seat.submit = timed  # type: ignore[method-assign,assignment]

    def close(self) -> None:
        self.seat.submit = self.original  # type: ignore[method-assign]

    def between(self, start: float, end: float) -> list[float]:
        with self.lock:
            return sorted(took for at, took in self.times if start <= at < end)


def _worker(redis_url: str) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [
            sys.executable,
            "-m",
            "api.cli",
            "worker",
            "--redis-url",
            redis_url,
            "--queue-name",
            f"bench-ladder-{uuid.uuid4().hex[:6]}",
            "--ladder-tick",
            "0.2",
            "--log-level",
            "WARNING",
        ],
        stdout=subprocess.DEVNULL,
    )


def run(args: argparse.Namespace) -> dict[str, Any]:
    from api.store.organisers import OrganiserStore
    from api.store.redis_conn import client_from_url
    from shithead_client import run_bot

    with _redis() as redis_url, gunicorn(redis_url, workers=args.workers, quiet=True) as base:
        worker = _worker(redis_url)
        _, organiser = OrganiserStore(client_from_url(redis_url)).create(
            "bench", max_running=10, max_games_per_day=1_000_000
        )
        auth = {"Authorization": f"Bearer {organiser}"}
        timing = SubmitTimes()
        stop = threading.Event()
        threads = []
        try:
            bots = [
                requests.post(
                    f"{base}/v1/bots",
                    timeout=30,
                    json={"name": f"bench-{uuid.uuid4().hex[:8]}", "kind": "pull"},
                ).json()
                for _ in range(args.bots)
            ]
            silent, playing = bots[: args.silent], bots[args.silent :]
            for bot in playing:
                thread = threading.Thread(
                    target=run_bot,
                    args=(fast,),
                    daemon=True,
                    kwargs={"server": base, "bot": bot["token"], "stop": stop, "wait_s": 1},
                )
                thread.start()
                threads.append(thread)
            made = requests.post(
                f"{base}/v1/ladders",
                headers=auth,
                timeout=30,
                json={
                    "ruleset": args.ruleset,
                    "name": "bench",
                    "seats_per_game": args.seats,
                    "games_per_hour": 3600,
                    "bots": [b["name"] for b in bots],
                    "clock": {"move_ms": args.move_ms, "on_timeout": "forfeit"},
                },
            )
            made.raise_for_status()
            lid = made.json()["id"]
            start = time.perf_counter()
            wall0 = time.time()
            time.sleep(args.seconds)
            end = time.perf_counter()
            wall1 = time.time()
            ladder = requests.get(f"{base}/v1/ladders/{lid}", timeout=30).json()
            requests.post(f"{base}/v1/ladders/{lid}/cancel", headers=auth, timeout=30)
        finally:
            stop.set()
            for thread in threads:  # the games being played end (the ladder starts none)
                thread.join(60)
            worker.terminate()
            try:
                worker.wait(timeout=20)
            except subprocess.TimeoutExpired:
                worker.kill()
            timing.close()
        rated = [g for g in ladder["recent_games"] if wall0 <= g["ended"] < wall1]
        quiet = {b["name"] for b in silent}
        r = redis.Redis.from_url(redis_url)
        late = sorted(
            float(cause["at_ms"] - cause["timeout"])
            for g in rated
            if quiet & {s["bot"] for s in g["seats"]}
            if (cause := _timeout_cause(r, g["game"])) is not None
        )
        submits = timing.between(start, end)
        minutes = (end - start) / 60
        return {
            "bots": args.bots,
            "seats_per_game": args.seats,
            "seconds": round(end - start, 1),
            "games_rated": len(rated),
            "games_per_minute": round(len(rated) / minutes, 1),
            "moves": len(submits),
            "moves_per_second": round(len(submits) / (end - start), 1),
            "move_p50_ms": round(percentile(submits, 50) * 1000, 1),
            "move_p99_ms": round(percentile(submits, 99) * 1000, 1),
            "live_at_end": len(ladder["live_games"]),
            "status": ladder["status"],
            "silent": args.silent,
            "forfeits": len(late),
            "forfeit_lag_p50_ms": percentile(late, 50),
            "forfeit_lag_p99_ms": percentile(late, 99),
            "forfeit_lag_max_ms": late[-1] if late else 0.0,
        }


def main(argv: list[str] | None = None) -> int:
    doc = __doc__ or ""
    parser = argparse.ArgumentParser(prog="shithead bench ladder", description=doc.split("\n")[0])
    parser.add_argument("--bots", type=int, default=8, help="registered pull bots")
    parser.add_argument("--seconds", type=float, default=60.0, help="measured seconds")
    parser.add_argument("--seats", type=int, default=2, help="seats per game")
    parser.add_argument("--silent", type=int, default=1, help="of the bots, those that never move")
    parser.add_argument(
        "--move-ms", type=int, default=2000, help="the ladder's clock: ms a move may take"
    )
    parser.add_argument("--ruleset", default="classic")
    parser.add_argument(
        "--workers", type=int, default=min(2, os.cpu_count() or 1), help="gunicorn workers"
    )
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    out = run(args)
    if args.json:
        print(json.dumps(out))
        return 0
    print(
        f"{out['bots']} pull bots ({out['silent']} silent), {out['seats_per_game']} seats a game, "
        f"{out['seconds']} s (ladder {out['status']}):"
    )
    print(
        f"  games rated      {out['games_rated']} ({out['games_per_minute']} a minute); "
        f"{out['live_at_end']} still playing"
    )
    print(f"  moves            {out['moves']} ({out['moves_per_second']} a second)")
    print(f"  move round trip  p50 {out['move_p50_ms']} ms, p99 {out['move_p99_ms']} ms")
    print(
        f"  forfeit lag      {out['forfeits']} forfeits: p50 {out['forfeit_lag_p50_ms']:.0f} ms, "
        f"p99 {out['forfeit_lag_p99_ms']:.0f} ms, max {out['forfeit_lag_max_ms']:.0f} ms "
        f"(target: p99 under 1000 ms)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())

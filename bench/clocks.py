"""Clock benchmark: how late a forfeit lands after its deadline, with nobody reading the games.

    shithead bench clocks [--games N] [--move-ms MS] [--workers W] [--rounds R] [--json]

Starts its own Redis (embedded, or the one at ``REDIS_URL``) and the service as deployed
(gunicorn with ``api/http/gunicorn_conf.py``; its workers' clock watchers enforce the
deadlines), then creates ``N`` ``classic`` games of two idle person seats, each with a clock
``{"move_ms": MS, "on_timeout": "forfeit"}``, as fast as one client can: their deadlines fall
over the time the creates take. Nobody acts or reads the games through the service (a read
would apply a deadline itself): the benchmark watches their logs in Redis until every game
has ended, and takes each forfeit's lateness from its own log entry: ``at_ms`` (the server's
time when the timeout was decided, just before its append) minus ``timeout`` (the deadline it
enforced).

Printed per round: games, p50, p99 and max lateness (ms), and the seconds until the last
game ended. The target (issue #17, section 7): a p99 under one second.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from typing import Any

import redis
import requests

from api.http.local_server import gunicorn
from bench.http import _redis, percentile

TARGET_P99_MS = 1000.0


def _create(base: str, n: int, move_ms: int, tag: str) -> list[str]:
    session = requests.Session()
    ids = []
    body: dict[str, Any] = {
        "ruleset": "classic",
        "seats": 2,
        "clock": {"move_ms": move_ms, "on_timeout": "forfeit"},
    }
    for i in range(n):
        resp = session.post(f"{base}/v1/games", json={**body, "seed": f"{tag}-{i}"}, timeout=30)
        resp.raise_for_status()
        ids.append(resp.json()["id"])
    session.close()
    return ids


def _lateness(r: redis.Redis, ids: list[str], within_s: float) -> tuple[list[float], int]:
    """Each game's forfeit lateness (ms), read from its log's last entry once it has ended;
    and the games that did not end within ``within_s`` seconds."""
    left = set(ids)
    late: list[float] = []
    end = time.monotonic() + within_s
    while left and time.monotonic() < end:
        pipe = r.pipeline(transaction=False)
        order = sorted(left)
        for gid in order:
            pipe.lindex(f"g:{{{gid}}}:log", -1)
        for gid, raw in zip(order, pipe.execute(), strict=True):
            entry = json.loads(raw) if raw else None
            if entry is None or entry["e"]["type"] != "GameEnded":
                continue
            left.discard(gid)
            cause = entry.get("c")  # a forfeit's batch is its end alone
            if not cause or "timeout" not in cause:
                cause = _timeout_cause(r, gid)
            if cause is not None:
                late.append(float(cause["at_ms"] - cause["timeout"]))
        if left:
            time.sleep(0.05)
    return late, len(left)


def _timeout_cause(r: redis.Redis, gid: str) -> dict[str, Any] | None:
    for raw in reversed(r.lrange(f"g:{{{gid}}}:log", 0, -1)):
        cause = json.loads(raw).get("c")
        if cause and "timeout" in cause:
            found: dict[str, Any] = cause
            return found
    return None


def main(argv: list[str] | None = None) -> int:
    doc = __doc__ or ""
    parser = argparse.ArgumentParser(prog="shithead bench clocks", description=doc.split("\n")[0])
    parser.add_argument("--games", type=int, default=300, help="clocked games per round")
    parser.add_argument("--move-ms", type=int, default=500, help="each game's per-move limit (ms)")
    parser.add_argument("--workers", type=int, default=2, help="gunicorn workers")
    parser.add_argument("--rounds", type=int, default=1, help="rounds of games")
    parser.add_argument("--json", action="store_true", help="print the rows as JSON")
    args = parser.parse_args(argv)
    rows = []
    with _redis() as redis_url, gunicorn(redis_url, workers=args.workers, quiet=True) as base_url:
        r = redis.Redis.from_url(redis_url)
        for rnd in range(args.rounds):
            started = time.monotonic()
            ids = _create(base_url, args.games, args.move_ms, f"clocks-{rnd}")
            late, missing = _lateness(r, ids, within_s=60 + args.games * args.move_ms / 1000)
            late.sort()
            rows.append(
                {
                    "games": len(ids),
                    "ended": len(late),
                    "missing": missing,
                    "p50_ms": percentile(late, 50),
                    "p99_ms": percentile(late, 99),
                    "max_ms": late[-1] if late else 0.0,
                    "seconds": round(time.monotonic() - started, 2),
                }
            )
        r.close()
    if args.json:
        print(json.dumps(rows))
    else:
        print(
            f"Clock benchmark: {args.games} games a round, move_ms {args.move_ms}, forfeit; "
            f"{args.workers} gunicorn workers, {os.cpu_count()} cores"
        )
        print("| games | ended | p50 ms | p99 ms | max ms | seconds |")
        print("| ---: | ---: | ---: | ---: | ---: | ---: |")
        for row in rows:
            print(
                f"| {row['games']} | {row['ended']} | {row['p50_ms']:.0f} | {row['p99_ms']:.0f} | "
                f"{row['max_ms']:.0f} | {row['seconds']:.1f} |"
            )
        print(f"target: p99 under {TARGET_P99_MS:.0f} ms")
    return 0 if all(not r["missing"] and r["p99_ms"] < TARGET_P99_MS for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())

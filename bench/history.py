"""A bot's history benchmark: a first page's latency with few and many games stored, and the
NDJSON export's memory as the games it streams grow.

    shithead bench history [--games 10000] [--export 400] [--reps 200] [--json]

A fresh embedded Redis and the app in this process, its routes called through Flask's test
client (the WSGI app itself, no network):

1. **A first page, 10 games against ``--games``.** Two registered bots, one with 10 finished
   games in its history and one with ``--games``, written straight into the history's index
   as the end of each game writes them (the page reads only the index). ``GET
   /v1/bots/{name}/games`` (20 a page) is timed ``--reps`` times for each bot, alternated,
   unfiltered and with two filters (``outcome=loss&opponent=rival``): p50 and p95 in
   milliseconds.
2. **The export's memory.** ``--export`` real games, each created by a registered bot with
   its token and ended by a resignation, then the bot's history streamed as NDJSON
   (``Accept: application/x-ndjson``, every game's signed replay) twice: its newest quarter
   (``since``) and all of it, under ``tracemalloc``: the peak of memory allocated while
   streaming, and the bytes streamed. Flat memory: the peak does not grow with the games.
"""

from __future__ import annotations

import argparse
import gc
import json
import statistics
import tempfile
import time
import tracemalloc
import uuid
from typing import Any

#: Games of the small history.
SMALL = 10


def _fill(app: Any, name: str, games: int) -> None:
    """``games`` finished games in ``name``'s history, one a second up to now."""
    history = app.extensions["bots"].store.history
    now_ms = int(time.time() * 1000)
    for i in range(games):
        entry = {
            "seat": 0,
            "ruleset": "classic",
            "players": 2,
            "outcome": "loss" if i % 3 == 0 else "win",
            "result": {},
            "opponents": ["rival"] if i % 2 == 0 else ["other"],
            "version": None,
            "seats": [],
        }
        history.record(name, uuid.uuid4().hex, now_ms - (games - i) * 1000, entry)


def _register(client: Any, name: str) -> str:
    resp = client.post("/v1/bots", json={"name": name, "kind": "pull"})
    assert resp.status_code == 201, resp.get_json()
    return str(resp.get_json()["token"])


def _timed(client: Any, url: str) -> float:
    start = time.perf_counter()
    resp = client.get(url)
    elapsed = (time.perf_counter() - start) * 1000
    assert resp.status_code == 200, resp.get_json()
    return elapsed


def _pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return round(xs[min(len(xs) - 1, int(q * len(xs)))], 3)


def pages(app: Any, games: int, reps: int) -> list[dict[str, Any]]:
    client = app.test_client()
    small, large = f"small-{uuid.uuid4().hex[:6]}", f"large-{uuid.uuid4().hex[:6]}"
    for name, n in ((small, SMALL), (large, games)):
        _register(client, name)
        _fill(app, name, n)
    rows = []
    for query in ("", "?outcome=loss&opponent=rival"):
        times: dict[str, list[float]] = {small: [], large: []}
        for name in (small, large):  # warm
            _timed(client, f"/v1/bots/{name}/games{query}")
        for _ in range(reps):
            for name in (small, large):
                times[name].append(_timed(client, f"/v1/bots/{name}/games{query}"))
        for name, n in ((small, SMALL), (large, games)):
            rows.append(
                {
                    "games": n,
                    "filters": query.lstrip("?") or "none",
                    "p50_ms": round(statistics.median(times[name]), 3),
                    "p95_ms": _pct(times[name], 0.95),
                }
            )
    return rows


def _finished_game(client: Any, name: str, token: str) -> None:
    resp = client.post(
        "/v1/games",
        json={"ruleset": {"preset": "classic"}, "seats": [{"account": name}, {"name": "ann"}]},
        headers={"Authorization": f"Bearer {token}"},
    )
    assert resp.status_code == 201, resp.get_json()
    game = resp.get_json()
    other = game["seats"][1]["token"]
    done = client.post(
        f"/v1/games/{game['id']}/resign", headers={"Authorization": f"Bearer {other}"}
    )
    assert done.status_code == 201, done.get_json()


def _stream(client: Any, url: str) -> dict[str, Any]:
    gc.collect()
    tracemalloc.start()
    tracemalloc.reset_peak()
    start = time.perf_counter()
    resp = client.get(url, headers={"Accept": "application/x-ndjson"}, buffered=False)
    assert resp.status_code == 200
    lines = size = 0
    for chunk in resp.response:
        size += len(chunk)
        lines += chunk.count(b"\n")
    resp.close()
    elapsed = time.perf_counter() - start
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return {
        "games": lines,
        "streamed_kib": round(size / 1024, 1),
        "peak_kib": round(peak / 1024, 1),
        "games_per_s": round(lines / elapsed, 1),
    }


def export(app: Any, games: int) -> list[dict[str, Any]]:
    client = app.test_client()
    name = f"export-{uuid.uuid4().hex[:6]}"
    token = _register(client, name)
    for _ in range(games):
        _finished_game(client, name, token)
    history = app.extensions["bots"].store.history
    from api.store.bot_games import Filters

    newest = list(history.all(name, Filters()))
    assert len(newest) == games, len(newest)
    quarter = newest[max(0, games // 4 - 1)]["finished"]
    url = f"/v1/bots/{name}/games"
    _stream(client, f"{url}?since={quarter}")  # warm: the code paths, the signing key
    return [_stream(client, f"{url}?since={quarter}"), _stream(client, url)]


def run(games: int, export_games: int, reps: int) -> dict[str, Any]:
    from api.http.app import create_app
    from api.store.redis_conn import EmbeddedRedis

    with tempfile.TemporaryDirectory(prefix="bench-history-") as folder:
        server = EmbeddedRedis(folder)
        try:
            app = create_app({"REDIS_URL": server.url, "TESTING": True, "RATELIMIT_ENABLED": False})
            return {"pages": pages(app, games, reps), "export": export(app, export_games)}
        finally:
            server.close()


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="shithead bench history", description=__doc__.split("\n")[0])
    p.add_argument("--games", type=int, default=10_000, help="games of the large history")
    p.add_argument("--export", type=int, default=400, help="real games the export streams")
    p.add_argument("--reps", type=int, default=200, help="timed requests per bot and query")
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    out = run(args.games, args.export, args.reps)
    if args.json:
        print(json.dumps(out))
        return 0
    print("first page (20 games) of a bot's history, through the app")
    print(f"{'games':>8} {'filters':<30} {'p50 ms':>8} {'p95 ms':>8}")
    for r in out["pages"]:
        print(f"{r['games']:>8} {r['filters']:<30} {r['p50_ms']:>8} {r['p95_ms']:>8}")
    print("\nNDJSON export of a bot's replays, under tracemalloc")
    print(f"{'games':>8} {'streamed KiB':>13} {'peak KiB':>9} {'games/s':>8}")
    for r in out["export"]:
        print(f"{r['games']:>8} {r['streamed_kib']:>13} {r['peak_kib']:>9} {r['games_per_s']:>8}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""The read phases of ``shithead bench http --reads``: a game's view, its legal moves and an
events page, each against the ``GET /healthz`` baseline, measured alternately in one run.

    shithead bench http --reads [--clients C] [--processes P] [--seconds S] [--slices N]
                                [--workers W] [--json]

Before the phases start, every client sets up two games of its own through the API, each a
random 2-seat ``classic`` game dealt from a seed and worked out locally with the engine, as
the submit phase's games are, and played :data:`MOVES` moves in (the set-up and well into
the play): one is read as it is (*playing*), the other once a seat has resigned (*over*:
every card is shown, and its answers never change). Then the phases
run in turn, ``N`` slices each: the baseline, then every read of :data:`READS` on the
games in progress, then on the finished ones; each client sends one request at a time on
its kept-alive connection, and only the reads of the phase are counted and timed.

- ``view``: ``GET /v1/games/{id}``, no token (a spectator's view);
- ``seat-view``: the same with the token of the seat to act (the seat's own view);
- ``legal-moves``: ``GET /v1/games/{id}/legal-moves`` with that token;
- ``events``: ``GET /v1/games/{id}/events?after=v-10``, no token: the last ten events, as a
  spectator who follows the game reads them.

Every answer's ``version`` is checked against the game's: a difference counts as an error.
The games do not move while they are read (the submit phase measures a moving game): a
view asked again of the same version is what a spectator polling a game, or many
spectators of one game, ask.

The server's CPU time per request of each phase (its workers' and Redis's, from ``/proc``:
:mod:`bench.cpu`) is read at the edges of the measured windows: unlike a rate, it depends
little on what else the machine is running.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import threading
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from typing import Any

import orjson

from engine.game import Game

from .cpu import PhaseCpu, gunicorn_workers, redis_pid
from .http import (
    _CLIENT_ERRORS,
    REQUEST_TIMEOUT,
    Client,
    Tally,
    _classic_game,
    _fail,
    _Move,
    _play_locally,
    _run_processes,
    percentile,
)

#: Reads at this share of the baseline's rate or more meet the target (issue #31).
TARGET_RATIO = 0.6
#: What is read, each on a game in progress and on a finished one.
READS = ("view", "seat-view", "legal-moves", "events")
STAGES = ("playing", "over")
#: The phases in the order each slice runs them.
PHASES = ("baseline", *(f"{read} {stage}" for stage in STAGES for read in READS))
#: How many events an ``events`` read asks for (``after`` this many before the version).
EVENTS_PAGE = 10
#: The moves played into each game before it is read (the set-up and well into the play).
MOVES = 100


@dataclass(frozen=True)
class ReadPlan:
    """When the clients do what (picklable: it is sent to the client processes).

    Every slice runs each phase of :data:`PHASES` in turn; the first slice of each phase
    begins with ``warmup`` unmeasured seconds, the others with ``settle``; each then
    measures ``seconds / slices``.
    """

    port: int
    warmup: float
    seconds: float
    slices: int = 1
    settle: float = 0.25

    def windows(self, start: float) -> list[tuple[str, float, float]]:
        """(phase, measured from, end) of every slice, in order, from ``start``."""
        out = []
        t = start
        for k in range(len(PHASES) * self.slices):
            lead = self.warmup if k < len(PHASES) else self.settle
            end = t + lead + self.seconds / self.slices
            out.append((PHASES[k % len(PHASES)], t + lead, end))
            t = end
        return out


@dataclass(frozen=True)
class ReadGame:
    """A game a client reads: its id, the version it stays at, and the seat whose token the
    seat's reads send (the seat to act; seat 0 once the game is over)."""

    id: str
    version: int
    seat: int
    token: str


# -- setting the games up -------------------------------------------------------------------


def _set_up(client: Client, game: Game, index: int) -> dict[str, ReadGame]:
    """The client's two games, created and played through the API: by stage."""
    rng = random.Random(f"reads-{index}")
    out = {}
    for stage in STAGES:
        seed = f"bench-reads-{index}-{stage}"
        moves = _play_locally(game, seed, rng)[:MOVES]
        out[stage] = _played(client, seed, moves, end=stage == "over")
    return out


def _played(client: Client, seed: str, moves: list[_Move], *, end: bool) -> ReadGame:
    """A game dealt from ``seed`` with ``moves`` submitted; ``end``: then ended (seat 1
    resigns, unless the moves ended it)."""
    status, raw = client.request(
        "POST", "/v1/games", {"ruleset": "classic", "seats": 2, "seed": seed}
    )
    if status != 201:
        raise RuntimeError(f"POST /v1/games -> {status} {raw[:200]!r}")
    created = orjson.loads(raw)
    game_id, tokens = created["id"], [s["token"] for s in created["seats"]]
    version, to_act = created["version"], [0]
    for move in moves:
        status, raw = client.request(
            "POST", f"/v1/games/{game_id}/actions", move.body, tokens[move.seat]
        )
        if status != 201:
            raise RuntimeError(f"POST actions -> {status} {raw[:200]!r}")
        version, to_act = move.version, move.to_act
    if end and to_act:
        status, raw = client.request("POST", f"/v1/games/{game_id}/resign", token=tokens[1])
        if status != 201:
            raise RuntimeError(f"POST resign -> {status} {raw[:200]!r}")
        version, to_act = orjson.loads(raw)["version"], []
    seat = to_act[0] if to_act else 0
    return ReadGame(game_id, version, seat, tokens[seat])


# -- the phases -----------------------------------------------------------------------------


def _request(read: str, game: ReadGame) -> tuple[str, str | None]:
    """The path a read asks and the token it sends."""
    if read == "view":
        return f"/v1/games/{game.id}", None
    if read == "seat-view":
        return f"/v1/games/{game.id}", game.token
    if read == "legal-moves":
        return f"/v1/games/{game.id}/legal-moves", game.token
    return f"/v1/games/{game.id}/events?after={max(0, game.version - EVENTS_PAGE)}", None


Work = Callable[[Client, Tally, Callable[[], bool], Callable[[], bool]], None]


def _reader(read: str, game: ReadGame) -> Work:
    """A client reading ``game`` one way in a loop, checking every answer's version."""
    path, token = _request(read, game)

    def work(
        client: Client, tally: Tally, measuring: Callable[[], bool], running: Callable[[], bool]
    ) -> None:
        while running():
            t0 = time.perf_counter()
            try:
                status, raw = client.request("GET", path, token=token)
                elapsed = time.perf_counter() - t0
                version = orjson.loads(raw).get("version") if status == 200 else None
            except _CLIENT_ERRORS as exc:
                _fail(tally, repr(exc))
                continue
            if not measuring():
                continue
            if status != 200 or version != game.version:
                _fail(tally, f"GET {path} -> {status} (version {version}) {raw[:200]!r}")
                continue
            tally.done += 1
            tally.latencies.append(elapsed)

    return work


def _healthz(
    client: Client, tally: Tally, measuring: Callable[[], bool], running: Callable[[], bool]
) -> None:
    while running():
        t0 = time.perf_counter()
        try:
            status, _ = client.request("GET", "/healthz")
        except _CLIENT_ERRORS as exc:
            _fail(tally, repr(exc))
            continue
        elapsed = time.perf_counter() - t0
        if not measuring():
            continue
        if status != 200:
            _fail(tally, f"GET /healthz -> {status}")
            continue
        tally.done += 1
        tally.latencies.append(elapsed)


def _works(games: dict[str, ReadGame]) -> dict[str, Work]:
    works: dict[str, Work] = {"baseline": _healthz}
    for stage in STAGES:
        for read in READS:
            works[f"{read} {stage}"] = _reader(read, games[stage])
    return works


def _client_process(
    plan: ReadPlan, indices: list[int], ready: Any, go: Any, start_at: Any, results: Any
) -> None:
    """One client process: set up its clients' games (a thread each), wait for the start,
    run them, send back their tallies by phase."""
    clients = {i: Client(plan.port) for i in indices}
    set_up: dict[int, dict[str, ReadGame]] = {}
    problems: list[str] = []
    try:
        game = _classic_game(plan.port)

        def one(i: int) -> None:
            try:
                set_up[i] = _set_up(clients[i], game, i)
            except Exception as exc:
                problems.append(repr(exc))

        threads = [threading.Thread(target=one, args=(i,)) for i in indices]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    except Exception as exc:
        problems.append(repr(exc))
    if problems:
        ready.put(problems[0] or "set-up failed")
        return
    ready.put("")
    go.wait()
    windows = plan.windows(start_at.value)
    tallies = {phase: [Tally() for _ in indices] for phase in PHASES}

    def target(k: int, i: int) -> None:
        client, works = clients[i], _works(set_up[i])
        try:
            for phase, t_measure, t_end in windows:
                tally = tallies[phase][k]

                def measuring(t_measure: float = t_measure, t_end: float = t_end) -> bool:
                    return t_measure <= time.monotonic() < t_end

                def running(t_end: float = t_end) -> bool:
                    return time.monotonic() < t_end

                try:
                    works[phase](client, tally, measuring, running)
                except Exception as exc:  # reported in the tally; the other clients go on
                    _fail(tally, repr(exc))
        finally:
            client.close()

    threads = [
        threading.Thread(target=target, args=(k, i), daemon=True) for k, i in enumerate(indices)
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=max(0.0, windows[-1][2] - time.monotonic()) + REQUEST_TIMEOUT + 5)
    results.put({phase: [asdict(t) for t in tallies[phase]] for phase in PHASES})


def _run(plan: ReadPlan, clients: int, processes: int, cpu: PhaseCpu) -> dict[str, list[Tally]]:
    """Run ``plan`` with ``clients`` client threads spread over ``processes`` processes (as
    the submits' benchmark runs its own): the tallies by phase; ``cpu`` reads the server's
    CPU time in each phase's measured windows."""
    # setting up plays each client's games 100 moves in: longer than the submits' start
    tallies = _run_processes(
        plan, clients, processes, cpu.start, target=_client_process, phases=PHASES, setup_s=300
    )
    cpu.join()
    return tallies


# -- figures --------------------------------------------------------------------------------


def figures(
    tallies: dict[str, list[Tally]], cpu: PhaseCpu, seconds: float
) -> dict[str, dict[str, Any]]:
    """Each phase's rate, ratio to the baseline, latencies, errors and CPU per request."""
    out: dict[str, dict[str, Any]] = {}
    base_rps = sum(t.done for t in tallies["baseline"]) / seconds
    for phase in PHASES:
        done = sum(t.done for t in tallies[phase])
        latencies = sorted(x for t in tallies[phase] for x in t.latencies)
        rps = done / seconds
        errors = [t.last_error for t in tallies[phase] if t.last_error]
        out[phase] = {
            "rps": round(rps, 1),
            "ratio": round(rps / base_rps, 3) if base_rps else 0.0,
            "p50_ms": round(percentile(latencies, 50) * 1000, 2),
            "p99_ms": round(percentile(latencies, 99) * 1000, 2),
            "gunicorn_us": round(cpu.per_request_us("server", phase, done)),
            "redis_us": round(cpu.per_request_us("redis", phase, done)),
            "errors": sum(t.errors for t in tallies[phase]),
            "last_error": errors[-1] if errors else "",
        }
    return out


def table(result: dict[str, Any]) -> str:
    phases = result["phases"]
    lines = [
        f"HTTP reads benchmark: {result['clients']} clients, {result['seconds']:g} s per "
        f"phase in {result['slices']} alternating slices (+{result['warmup']:g} s warm-up), "
        f"{result['workers']} gunicorn workers, {result['redis']}",
        "",
        f"  {'phase':<22}{'req/s':>9}{'ratio':>8}{'p50 ms':>9}{'p99 ms':>9}"
        f"{'gunicorn us/req':>17}{'redis us/req':>14}{'errors':>8}",
    ]
    for phase in PHASES:
        f = phases[phase]
        name = "baseline /healthz" if phase == "baseline" else phase
        lines.append(
            f"  {name:<22}{f['rps']:>9.1f}{f['ratio']:>8.3f}{f['p50_ms']:>9.2f}"
            f"{f['p99_ms']:>9.2f}{f['gunicorn_us']:>17}{f['redis_us']:>14}{f['errors']:>8}"
        )
    worst = min(phases[p]["ratio"] for p in PHASES if p != "baseline")
    lines += [
        "",
        f"  lowest ratio {worst:.3f}: target >= {TARGET_RATIO:.2f} for every read: "
        f"{'met' if worst >= TARGET_RATIO else 'MISSED'}",
        "",
        f"note: the load generator runs on the same {result['cores']} core(s) as gunicorn and "
        "Redis; the CPU per request is the server's alone and depends little on that.",
    ]
    last = [phases[p]["last_error"] for p in PHASES if phases[p]["last_error"]]
    if last:
        lines.append(f"last error: {last[-1]}")
    return "\n".join(lines)


def run(args: argparse.Namespace, processes: int, port: int, redis_url: str) -> dict[str, Any]:
    """The read phases against the server on ``port`` (``args``: ``shithead bench http``'s)."""
    plan = ReadPlan(port, args.warmup, args.seconds, args.slices)
    redis_server = redis_pid(redis_url)
    cpu = PhaseCpu(
        {"server": gunicorn_workers(port), "redis": [redis_server] if redis_server else []}
    )
    tallies = _run(plan, args.clients, processes, cpu)
    return {
        "clients": args.clients,
        "seconds": args.seconds,
        "slices": args.slices,
        "warmup": args.warmup,
        "workers": args.workers,
        "redis": "Redis at REDIS_URL" if os.environ.get("REDIS_URL") else "embedded Redis",
        "cores": os.cpu_count() or 1,
        "phases": figures(tallies, cpu, args.seconds),
    }


def report(result: dict[str, Any], as_json: bool) -> int:
    """Print ``result`` (a table, or one JSON object); 1 if any read failed."""
    print(json.dumps(result) if as_json else table(result))
    return 1 if any(f["errors"] for f in result["phases"].values()) else 0


__all__ = ["PHASES", "READS", "STAGES", "TARGET_RATIO", "ReadPlan", "report", "run"]

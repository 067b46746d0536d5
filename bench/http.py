"""HTTP load benchmark: action submits per second against a trivial endpoint's baseline.

    shithead bench http [--clients C] [--processes P] [--seconds S] [--slices N]
                        [--workers W] [--ask-legal-moves] [--rate-limits] [--json] [--profile]
    shithead bench http --reads ...   (reads instead of submits: see bench/http_reads.py)

Starts its own Redis (embedded, in a temporary folder; or the one at ``REDIS_URL``) and a
real gunicorn with the project's settings (``api/http/gunicorn_conf.py``) on a free loopback port,
rate limiting off; with ``--rate-limits``, on, as the service runs by default: each submit
is counted in its token's window (``RATE_LIMIT_PER_TOKEN`` as it is set), and only the
address's budgets, which the clients' game creations would spend in seconds, are raised
(``RATE_LIMIT``, ``RATE_LIMIT_CREATE``). Then two phases of ``S`` measured seconds each:

1. baseline: ``C`` clients, one keep-alive connection each, ``GET /healthz`` in a loop;
2. submits: ``C`` clients each play random ``classic`` 2-seat games, both seats, one
   ``POST actions`` (with ``expected_version``) per move; only the submits are counted and
   timed (from sending the request to reading the whole response).

The phases alternate in ``N`` slices each (baseline first; default 4), so that a change in
the machine's other load during the run weighs on both figures alike. Beside the rates, the
gunicorn workers' CPU time per request of each phase (and Redis's per submit) is read from
``/proc`` over the same windows (:mod:`bench.cpu`): a figure that load moves little. The first slice of
each phase starts with an unmeasured warm-up, the others with a quarter second; every
client keeps its connection and its game from one of its slices to the next.

The clients play as a bot keeps its game: each game is created with an explicit ``seed``
(the server marks it ``explicit_seed``), dealt locally by the project's engine from the
ruleset ``GET /v1/rulesets/classic`` publishes and the same seed, and every accepted action
is applied locally as well. The legal moves come from the local state, so a move is one
request; the server still validates every submit in full and stores it. Each answer is
checked against the local game (its version, who is to act, whether it is over): a
difference counts as an error (a *mismatch*) and the client starts a new game. With
``--ask-legal-moves`` the clients keep no state and ask ``GET legal-moves`` before every
submit instead (two requests a move, the other one not counted).

Both phases use the same load generator: ``C`` client threads spread over ``P`` processes
(default: one per core, at most 2), so the clients do not queue behind one interpreter
lock; every process starts its threads at the same instant and their counts are merged.
The generator runs on the same cores as the server, so both figures are lower bounds of
what the server alone could do. Everything it starts is stopped before it returns; all
traffic goes to 127.0.0.1.
"""

from __future__ import annotations

import argparse
import contextlib
import http.client
import json
import math
import multiprocessing
import os
import queue
import random
import signal
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import asdict, dataclass, field, replace
from types import FrameType
from typing import Any, NamedTuple, TypeVar

import orjson

from api.http.local_server import HOST, gunicorn
from bench.cpu import PhaseCpu, gunicorn_workers, redis_pid
from engine.errors import EngineError
from engine.game import Game, State
from engine.rules import ruleset_from_dict

REQUEST_TIMEOUT = 10.0
TARGET_RATIO = 0.6
TARGET_P99_MS = 20.0
#: Moves per second a client could submit at most, for the games it works out beforehand
#: (16 such clients would be well above the baseline's rate on this machine).
MOVES_AHEAD_RATE = 300


# -- the server under test ------------------------------------------------------------------


@contextlib.contextmanager
def _redis() -> Iterator[str]:
    """``REDIS_URL`` if set, else an embedded Redis in a temporary folder (removed after)."""
    url = os.environ.get("REDIS_URL")
    if url:
        yield url
        return
    from api.store.redis_conn import EmbeddedRedis

    with tempfile.TemporaryDirectory(prefix="shithead-bench-") as tmp:
        server = EmbeddedRedis(tmp)
        try:
            yield server.url
        finally:
            server.close()


# -- a small keep-alive client --------------------------------------------------------------


class _Connection(http.client.HTTPConnection):
    """``http.client``'s connection, sending a request's head and body in one write (as
    most clients do), not two: the server then reads a small request at once."""

    def _send_output(self, message_body: Any = None, encode_chunked: bool = False) -> None:
        if isinstance(message_body, bytes) and not encode_chunked:
            self._buffer.extend((b"", message_body))  # type: ignore[attr-defined]
            msg = b"\r\n".join(self._buffer)  # type: ignore[attr-defined]
            del self._buffer[:]  # type: ignore[attr-defined]
            self.send(msg)
            return
        super()._send_output(message_body, encode_chunked)  # type: ignore[misc]


class Client:
    """One keep-alive HTTP/1.1 connection to the server (reopened if the server closes it)."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.conn: http.client.HTTPConnection | None = None

    def request(
        self,
        method: str,
        path: str,
        body: Any = None,
        token: str | None = None,
        extra: dict[str, str] | None = None,
    ) -> tuple[int, bytes]:
        """``body``: a value sent as JSON, or its JSON text already encoded; ``extra``: more
        headers."""
        headers = dict(extra or {})
        data = None
        if body is not None:
            data = body if isinstance(body, bytes) else json.dumps(body).encode()
            headers["Content-Type"] = "application/json"
        if token:
            headers["Authorization"] = f"Bearer {token}"
        for attempt in (0, 1):
            fresh = self.conn is None
            if self.conn is None:
                self.conn = _Connection(HOST, self.port, timeout=REQUEST_TIMEOUT)
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
    #: Submits whose answer (version, who is to act, over or not) differed from the local game.
    mismatches: int = 0
    last_error: str = ""


Work = Callable[[Client, Tally, Callable[[], bool], Callable[[], bool]], None]
KINDS = ("baseline", "submits")


@dataclass(frozen=True)
class Plan:
    """When the clients do what (picklable: it is sent to the client processes).

    The two phases alternate, ``slices`` times each (baseline first), so that a change in
    the machine's other load weighs on both alike. The first slice of each phase begins with
    ``warmup`` unmeasured seconds, the others with ``settle``; each then measures
    ``seconds / slices``.
    """

    port: int
    warmup: float
    seconds: float
    slices: int = 1
    settle: float = 0.25
    ask_legal_moves: bool = False
    #: Moves each client works out before the start (see :func:`_player`).
    moves_ahead: int = 0

    def windows(self, start: float) -> list[tuple[str, float, float]]:
        """(phase, measured from, end) of every slice, in order, from ``start``."""
        out = []
        t = start
        for k in range(2 * self.slices):
            lead = self.warmup if k < 2 else self.settle
            end = t + lead + self.seconds / self.slices
            out.append((KINDS[k % 2], t + lead, end))
            t = end
        return out


def _run_processes(
    plan: Any,
    clients: int,
    processes: int,
    on_start: Callable[[list[tuple[str, float, float]]], None] | None = None,
    *,
    target: Callable[..., None] | None = None,
    phases: tuple[str, ...] = KINDS,
    setup_s: float = 120,
) -> dict[str, list[Tally]]:
    """Run ``plan`` with ``clients`` client threads spread over ``processes`` processes.

    Every process starts its threads at the same instant (after all have imported and set
    up, within ``setup_s``) and sends back each thread's tallies by phase (each summed over
    its slices). ``on_start`` is handed the plan's windows as the clients start (the CPU
    readings'). ``target``: the client processes' function (:func:`_client_process`, the
    submits', by default; ``bench.http_reads`` has its own), whose tallies are by ``phases``.
    """
    ctx = multiprocessing.get_context("spawn")
    ready: Any = ctx.Queue()
    results: Any = ctx.Queue()
    go = ctx.Event()
    start_at: Any = ctx.Value("d", 0.0)
    groups = [list(range(p, clients, processes)) for p in range(processes)]
    procs = [
        ctx.Process(
            target=target or _client_process,
            args=(plan, g, ready, go, start_at, results),
            daemon=True,
        )
        for g in groups
        if g
    ]
    for proc in procs:
        proc.start()
    try:
        waiting, give_up = len(procs), time.monotonic() + setup_s
        while waiting:
            try:
                problem = ready.get(timeout=0.5)
            except queue.Empty:
                dead = [proc.exitcode for proc in procs if proc.exitcode is not None]
                if dead or time.monotonic() > give_up:
                    raise RuntimeError(
                        f"a client process did not start (exit codes {dead})"
                    ) from None
                continue
            if problem:
                raise RuntimeError(f"a client process could not start: {problem}")
            waiting -= 1
        start_at.value = time.monotonic()
        go.set()
        if on_start is not None:
            on_start(plan.windows(start_at.value))
        deadline = plan.windows(start_at.value)[-1][2] + REQUEST_TIMEOUT + 60
        tallies: dict[str, list[Tally]] = {phase: [] for phase in phases}
        for _ in procs:
            got = results.get(timeout=max(1.0, deadline - time.monotonic()))
            for phase in phases:
                tallies[phase] += [Tally(**t) for t in got[phase]]
        return tallies
    finally:
        for proc in procs:
            proc.join(timeout=5)
            if proc.is_alive():
                proc.terminate()
                proc.join(timeout=5)


def _client_process(
    plan: Plan, indices: list[int], ready: Any, go: Any, start_at: Any, results: Any
) -> None:
    """One client process: set up its clients, wait for the start, run them, send the tallies."""
    try:
        game = None if plan.ask_legal_moves else _classic_game(plan.port)
        players: list[Work] = [
            _asking_player(i) if game is None else _player(i, game, plan.moves_ahead)
            for i in indices
        ]
    except Exception as exc:
        ready.put(repr(exc) or "setup failed")
        return
    ready.put("")
    go.wait()
    tallies = _run_threads(plan, players, start_at.value)
    results.put({kind: [asdict(t) for t in tallies[kind]] for kind in KINDS})


def _run_threads(plan: Plan, players: list[Work], start: float) -> dict[str, list[Tally]]:
    """One thread per player, each going through the plan's slices from ``start``: the
    tallies by phase.

    ``work(client, tally, measuring, running)``: count into ``tally`` only while
    ``measuring()``; return when ``running()`` is false (a player keeps its game from one
    of its slices to the next).
    """
    windows = plan.windows(start)
    tallies = {kind: [Tally() for _ in players] for kind in KINDS}

    def target(i: int) -> None:
        client = Client(plan.port)
        works: dict[str, Work] = {"baseline": _baseline, "submits": players[i]}
        try:
            for kind, t_measure, t_end in windows:
                tally = tallies[kind][i]

                def measuring(t_measure: float = t_measure, t_end: float = t_end) -> bool:
                    return t_measure <= time.monotonic() < t_end

                def running(t_end: float = t_end) -> bool:
                    return time.monotonic() < t_end

                try:
                    works[kind](client, tally, measuring, running)
                except Exception as exc:  # reported in the tally; the other clients go on
                    tally.errors += 1
                    tally.last_error = repr(exc)
        finally:
            client.close()

    threads = [threading.Thread(target=target, args=(i,), daemon=True) for i in range(len(players))]
    for t in threads:
        t.start()
    t_last = windows[-1][2]
    for t in threads:
        t.join(timeout=max(0.0, t_last - time.monotonic()) + REQUEST_TIMEOUT + 5)
    return tallies


def _baseline(
    client: Client, tally: Tally, measuring: Callable[[], bool], running: Callable[[], bool]
) -> None:
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


T = TypeVar("T")


def _choose(legal: Sequence[T], kinds: Sequence[str], rng: random.Random) -> T:
    """Uniform among the legal actions, never a pick-up while something else is possible."""
    pool = [i for i, k in enumerate(kinds) if k != "pickup"] or list(range(len(kinds)))
    return legal[pool[rng.randrange(len(pool))]]


def _classic_game(port: int) -> Game:
    """The 2-seat ``classic`` game as the server builds it, from the ruleset it publishes."""
    client = Client(port)
    try:
        status, raw = client.request("GET", "/v1/rulesets/classic")
    finally:
        client.close()
    if status != 200:
        raise RuntimeError(f"GET /v1/rulesets/classic -> {status} {raw[:200]!r}")
    return Game(ruleset_from_dict(json.loads(raw)["ruleset"]), 2)


G = TypeVar("G")


def _games(
    new_game: Callable[[Client, Tally, Callable[[], bool]], G | None],
    step: Callable[[Client, Tally, Callable[[], bool], G], G | None],
) -> Work:
    """A client's work: games one after another, each started by ``new_game`` and moved on
    by ``step`` until either gives None (the game is over or left). The game in progress
    is kept from one call (one slice of the phase) to the next; a client error starts a
    new one."""
    game: G | None = None

    def play(
        client: Client, tally: Tally, measuring: Callable[[], bool], running: Callable[[], bool]
    ) -> None:
        nonlocal game
        while running():
            try:
                game = (
                    new_game(client, tally, measuring)
                    if game is None
                    else step(client, tally, measuring, game)
                )
            except _CLIENT_ERRORS as exc:
                _fail(tally, repr(exc))
                game = None

    return play


class _Move(NamedTuple):
    """One move of a game worked out locally: who submits what, and what the answer must say."""

    seat: int
    #: The request body, JSON text: the action and the version it expects.
    body: bytes
    version: int
    to_act: list[int]
    over: bool


def _play_locally(game: Game, seed: str, rng: random.Random) -> list[_Move]:
    """A random game dealt from ``seed``, played to its end: every move and its answer."""
    st, _ = game.start(seed=seed)
    moves = []
    while not st.is_over():
        to_act = st.to_act()
        seat = to_act[0] if len(to_act) == 1 else rng.choice(to_act)
        legal = st.legal_actions(seat)
        if not legal:
            raise EngineError(f"seat {seat} is to act but has no legal move")
        action = _choose(legal, [a.kind for a in legal], rng)
        body = orjson.dumps({"action": action.to_dict(), "expected_version": st.version})
        st.apply(seat, action)
        moves.append(_Move(seat, body, st.version, st.to_act(), st.is_over()))
    return moves


class _Game:
    """One client's game in progress: both seats' tokens and the moves still to submit."""

    def __init__(self, game_id: str, tokens: list[str], moves: list[_Move]) -> None:
        self.id, self.tokens, self.moves = game_id, tokens, moves
        self.next = 0


_CLIENT_ERRORS = (
    OSError,
    http.client.HTTPException,
    ValueError,
    KeyError,
    IndexError,
    TypeError,
    EngineError,
)


def _player(index: int, game: Game, moves_ahead: int) -> Work:
    """A client that plays random ``classic`` games, both seats, one after another.

    It plays as a bot that keeps its games: each game is dealt and played locally from its
    seed, then created on the server with that seed and its moves submitted one request
    each, every answer checked against the local game. The games are worked out before the
    clients start, at least ``moves_ahead`` moves of them (more are worked out in play if
    the client gets through them all), so the measured seconds hold the client's HTTP work
    only, as a load generator on other machines would leave the server's cores alone.
    """
    rng = random.Random(index)
    ahead: list[tuple[str, list[_Move]]] = []
    n = 0

    def work_out() -> None:
        nonlocal n
        n += 1
        seed = f"bench-http-{index}-{n}"
        ahead.append((seed, _play_locally(game, seed, rng)))

    while sum(len(moves) for _, moves in ahead) < moves_ahead:
        work_out()

    def new_game(client: Client, tally: Tally, measuring: Callable[[], bool]) -> _Game | None:
        if not ahead:
            work_out()
        seed, moves = ahead.pop(0)
        status, raw = client.request(
            "POST", "/v1/games", {"ruleset": "classic", "seats": 2, "seed": seed}
        )
        if measuring():
            tally.other_requests += 1
        if status != 201:
            _fail(tally, f"POST /v1/games -> {status} {raw[:200]!r}")
            return None
        created = json.loads(raw)
        dealt = game.start(seed=seed)[0].version
        if created["version"] != dealt or not created["explicit_seed"]:
            tally.mismatches += 1
            _fail(
                tally,
                f"game {created['id']}: created at version {created['version']}, "
                f"dealt locally at {dealt}",
            )
            return None
        tally.games_started += 1
        return _Game(created["id"], [s["token"] for s in created["seats"]], moves)

    def step(client: Client, tally: Tally, measuring: Callable[[], bool], g: _Game) -> _Game | None:
        """Submit the game's next move and check the answer; the game, or None when done."""
        move = g.moves[g.next]
        status, raw = _submit(client, tally, measuring, g.id, move.body, g.tokens[move.seat])
        if status != 201:  # a 409 is not expected with one client per game: the game is left
            return None
        g.next += 1
        answer = orjson.loads(raw)
        described = answer["game"]
        over = described["result"] is not None
        if (
            answer["version"] != move.version
            or described["to_act"] != move.to_act
            or over != move.over
        ):
            tally.mismatches += 1
            _fail(
                tally,
                f"game {g.id}: the server is at version {answer['version']} "
                f"with {described['to_act']} to act, the local game at {move.version} "
                f"with {move.to_act}",
            )
            return None
        if over:
            tally.games_finished += 1
            return None
        return g

    return _games(new_game, step)


class _AskedGame:
    """One client's game in progress (``--ask-legal-moves``): tokens and who is to act."""

    def __init__(self, game_id: str, tokens: list[str], to_act: list[int]) -> None:
        self.id, self.tokens, self.to_act = game_id, tokens, to_act


def _asking_player(index: int) -> Work:
    """A client that asks the server for the legal moves before every submit (two requests
    a move) and keeps no game state of its own."""

    def new_game(client: Client, tally: Tally, measuring: Callable[[], bool]) -> _AskedGame | None:
        status, raw = client.request("POST", "/v1/games", {"ruleset": "classic", "seats": 2})
        if status != 201:
            _fail(tally, f"POST /v1/games -> {status} {raw[:200]!r}")
            return None
        created = json.loads(raw)
        game_id = created["id"]
        status, raw = client.request("GET", f"/v1/games/{game_id}")
        if status != 200:
            _fail(tally, f"GET /v1/games/<id> -> {status} {raw[:200]!r}")
            return None
        tally.games_started += 1
        if measuring():
            tally.other_requests += 2
        return _AskedGame(
            game_id, [s["token"] for s in created["seats"]], json.loads(raw)["to_act"]
        )

    rng = random.Random(index)

    def step(
        client: Client, tally: Tally, measuring: Callable[[], bool], game: _AskedGame
    ) -> _AskedGame | None:
        """One action: ask for the seat's legal moves, submit one; the game, or None when done."""
        seat = game.to_act[0] if len(game.to_act) == 1 else rng.choice(game.to_act)
        token = game.tokens[seat]
        status, raw = client.request("GET", f"/v1/games/{game.id}/legal-moves", token=token)
        if measuring():
            tally.other_requests += 1
        if status != 200:
            _fail(tally, f"GET legal-moves -> {status} {raw[:200]!r}")
            return None
        moves = json.loads(raw)
        legal = moves["actions"]
        if not legal:
            _fail(tally, f"seat {seat} is to act but has no legal move")
            return None
        body = {
            "action": _choose(legal, [a["kind"] for a in legal], rng),
            "expected_version": moves["version"],
        }
        status, raw = _submit(client, tally, measuring, game.id, body, token)
        if status == 409:  # not expected with one client per game: ask again
            return game
        if status != 201:
            return None
        described = json.loads(raw)["game"]
        if described["result"] is not None:
            tally.games_finished += 1
            return None
        game.to_act = described["to_act"]
        return game

    return _games(new_game, step)


def _submit(
    client: Client, tally: Tally, measuring: Callable[[], bool], game_id: str, body: Any, token: str
) -> tuple[int, bytes]:
    """POST one action and time it: a 201 counts as a submit (while measuring), a 409 as a
    conflict, anything else as an error. The status and the answer's body."""
    t0 = time.perf_counter()
    status, raw = client.request("POST", f"/v1/games/{game_id}/actions", body, token)
    elapsed = time.perf_counter() - t0
    counted = measuring()
    if status == 409:
        tally.conflicts += counted
    elif status != 201:
        _fail(tally, f"POST actions -> {status} {raw[:200]!r}")
    elif counted:
        tally.done += 1
        tally.latencies.append(elapsed)
    return status, raw


def _fail(tally: Tally, what: str) -> None:
    """Count an error (the client then starts over with a new game)."""
    tally.errors += 1
    tally.last_error = what


# -- figures --------------------------------------------------------------------------------


def percentile(sorted_values: list[float], p: float) -> float:
    """Nearest-rank percentile of already sorted values (0 for none)."""
    if not sorted_values:
        return 0.0
    k = max(0, math.ceil(p / 100 * len(sorted_values)) - 1)
    return sorted_values[min(k, len(sorted_values) - 1)]


def _profile_submits(redis_url: str, actions: int = 300) -> str:
    """cProfile of the submit call path in this process (Flask test client, same Redis).

    The games are kept locally as the benchmark's clients keep them: only the submits run
    between ``enable`` and ``disable``.
    """
    import cProfile
    import io
    import pstats

    from api.http.app import create_app, start_background

    app = start_background(
        create_app({"REDIS_URL": redis_url, "TESTING": True, "RATELIMIT_ENABLED": False})
    )
    c = app.test_client()
    game = Game(ruleset_from_dict(c.get("/v1/rulesets/classic").get_json()["ruleset"]), 2)
    rng = random.Random(1)
    profiler = cProfile.Profile()
    done = 0
    game_id = None
    tokens: list[str] = []
    state = State(game)
    while done < actions:
        if game_id is None:
            seed = f"bench-http-profile-{done}"
            created = c.post(
                "/v1/games", json={"ruleset": "classic", "seats": 2, "seed": seed}
            ).get_json()
            game_id, tokens = created["id"], [s["token"] for s in created["seats"]]
            state, _ = game.start(seed=seed)
        to_act = state.to_act()
        seat = to_act[rng.randrange(len(to_act))]
        legal = state.legal_actions(seat)
        action = _choose(legal, [a.kind for a in legal], rng)
        body = {"action": action.to_dict(), "expected_version": state.version}
        profiler.enable()
        resp = c.post(
            f"/v1/games/{game_id}/actions",
            json=body,
            headers={"Authorization": f"Bearer {tokens[seat]}"},
        )
        profiler.disable()
        if resp.status_code != 201:
            raise RuntimeError(f"profiling: submit -> {resp.status_code} {resp.get_data()[:200]!r}")
        done += 1
        state.apply(seat, action)
        if state.is_over():
            game_id = None
    out = io.StringIO()
    stats = pstats.Stats(profiler, stream=out)
    stats.sort_stats("cumulative").print_stats(
        r"(api|engine|schemas|redis|flask|werkzeug|marshmallow)", 30
    )
    stats.sort_stats("tottime").print_stats(15)
    return (
        f"cProfile of {actions} submits (in-process Flask test client, same Redis):\n"
        + out.getvalue()
    )


def _cpu_figures(cpu: PhaseCpu, baseline: int, submits: int) -> dict[str, Any]:
    """The gunicorn workers' CPU microseconds per request of each phase, their ratio (what a
    submit costs the server in trivial requests: a rate ratio of ``TARGET_RATIO`` needs at
    most its inverse), and Redis's per submit. The submit phase's few game creates count
    in its figure."""
    base_us = cpu.per_request_us("server", "baseline", baseline)
    submit_us = cpu.per_request_us("server", "submits", submits)
    return {
        "baseline_cpu_us": base_us,
        "submit_cpu_us": submit_us,
        "cpu_ratio": round(submit_us / base_us, 3) if base_us else 0.0,
        "redis_cpu_us": cpu.per_request_us("redis", "submits", submits),
    }


def _table(r: dict[str, Any], extra: dict[str, Any]) -> str:
    ok_ratio = r["ratio"] >= TARGET_RATIO
    ok_p99 = r["p99_ms"] < TARGET_P99_MS
    lines = [
        f"HTTP benchmark: {r['clients']} clients, {extra['seconds']:g} s per phase in "
        f"{extra['slices']} alternating slices (+{extra['warmup']:g} s warm-up), "
        f"{extra['workers']} gunicorn workers x "
        f"{extra['threads']} threads, {extra['redis']}, "
        f"rate limits {'on' if r['rate_limits'] else 'off'}",
        "",
        f"  {'baseline GET /healthz':<32}{r['baseline_rps']:>10.1f} req/s"
        f"   ({extra['baseline_errors']} errors)",
        f"  {'submits POST /actions':<32}{r['submit_rps']:>10.1f} req/s"
        f"   ({extra['submit_errors']} errors, {extra['mismatches']} mismatches, "
        f"{extra['conflicts']} conflicts)",
        f"  {'  other requests in phase 2':<32}{extra['other_rps']:>10.1f} req/s"
        f"   ({extra['other_what']}; games started {extra['games_started']}, "
        f"finished {extra['games_finished']}, warm-up included)",
        f"  {'ratio submit/baseline':<32}{r['ratio']:>10.3f}"
        f"     target >= {TARGET_RATIO:.2f}: {'met' if ok_ratio else 'MISSED'}",
        f"  {'server CPU us per request':<32}{r['baseline_cpu_us']:>10.1f} us /healthz"
        f"   {r['submit_cpu_us']:.1f} us submit (Redis {r['redis_cpu_us']:.1f} us)",
        f"  {'CPU ratio submit/baseline':<32}{r['cpu_ratio']:>10.3f}"
        f"     a rate ratio of {TARGET_RATIO:.2f} needs at most {1 / TARGET_RATIO:.2f}",
        f"  {'submit latency p50':<32}{r['p50_ms']:>10.2f} ms",
        f"  {'submit latency p99':<32}{r['p99_ms']:>10.2f} ms"
        f"   target < {TARGET_P99_MS:g} ms: {'met' if ok_p99 else 'MISSED'}",
        "",
        f"note: the load generator ({r['clients']} threads in {extra['processes']} process(es)) "
        f"runs on the same {extra['cores']} core(s) as gunicorn and Redis; it takes CPU from "
        "the server and its own queueing is part of the latencies.",
    ]
    if extra.get("last_error"):
        lines.append(f"last error: {extra['last_error']}")
    return "\n".join(lines)


def _limits_env(args: argparse.Namespace) -> dict[str, str]:
    """The server's rate-limit settings: off, or (``--rate-limits``) on with the addresses'
    budgets raised past what the clients' creations spend."""
    if not args.rate_limits:
        return {}
    return {
        "RATE_LIMIT_ENABLED": "1",
        "RATE_LIMIT": "1000000 per minute",
        "RATE_LIMIT_CREATE": "1000000 per minute",
    }


def main(argv: list[str] | None = None) -> int:
    doc = __doc__ or ""
    parser = argparse.ArgumentParser(prog="shithead bench http", description=doc.split("\n")[0])
    parser.add_argument("--clients", type=int, default=16, help="concurrent clients (threads)")
    parser.add_argument(
        "--processes",
        type=int,
        default=min(2, os.cpu_count() or 1),
        help="client processes the client threads are spread over",
    )
    parser.add_argument(
        "--ask-legal-moves",
        action="store_true",
        help="clients keep no game state: GET legal-moves before every submit",
    )
    parser.add_argument("--seconds", type=float, default=10.0, help="measured seconds per phase")
    parser.add_argument(
        "--warmup", type=float, default=1.0, help="unmeasured seconds before each phase"
    )
    parser.add_argument(
        "--slices", type=int, default=4, help="the phases alternate in this many slices each"
    )
    parser.add_argument("--workers", type=int, default=2, help="gunicorn workers")
    parser.add_argument(
        "--reads",
        action="store_true",
        help="measure reads instead of submits: views, legal moves, events pages (bench.http_reads)",
    )
    parser.add_argument(
        "--rate-limits",
        action="store_true",
        help="rate limiting on, as served by default (the addresses' budgets raised for the "
        "clients' game creations)",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument(
        "--profile",
        action="store_true",
        help="then profile the submit path in-process (cProfile) and print it",
    )
    args = parser.parse_args(argv)
    if (
        args.clients < 1
        or args.seconds <= 0
        or args.warmup < 0
        or args.workers < 1
        or args.processes < 1
        or args.slices < 1
    ):
        parser.error(
            "--clients, --processes, --slices and --workers must be at least 1, --seconds above 0"
        )
    processes = min(args.processes, args.clients)

    def _stop(signum: int, _frame: FrameType | None) -> None:
        raise SystemExit(128 + signum)  # unwinds through the finally blocks that stop the servers

    previous = (
        signal.signal(signal.SIGTERM, _stop)
        if threading.current_thread() is threading.main_thread()
        else None
    )
    try:
        with (
            _redis() as redis_url,
            gunicorn(
                redis_url, workers=args.workers, quiet=True, extra_env=_limits_env(args)
            ) as base_url,
        ):
            port = int(base_url.rsplit(":", 1)[1])
            if args.reads:
                from .http_reads import report, run

                return report(run(args, processes, port, redis_url), args.json)
            plan = Plan(
                port, args.warmup, args.seconds, args.slices, ask_legal_moves=args.ask_legal_moves
            )
            submitting = args.warmup + args.seconds + plan.settle * (args.slices - 1)
            plan = replace(plan, moves_ahead=math.ceil(MOVES_AHEAD_RATE * submitting))
            redis_server = redis_pid(redis_url)
            cpu = PhaseCpu(
                {"server": gunicorn_workers(port), "redis": [redis_server] if redis_server else []}
            )
            tallies = _run_processes(plan, args.clients, processes, on_start=cpu.start)
            cpu.join()
            base, subs = tallies["baseline"], tallies["submits"]
            profile = _profile_submits(redis_url) if args.profile else ""
    finally:
        if previous is not None:
            signal.signal(signal.SIGTERM, previous)

    baseline_rps = sum(t.done for t in base) / args.seconds
    submit_rps = sum(t.done for t in subs) / args.seconds
    latencies = sorted(x for t in subs for x in t.latencies)
    result = {
        "clients": args.clients,
        "rate_limits": args.rate_limits,
        "baseline_rps": round(baseline_rps, 1),
        "submit_rps": round(submit_rps, 1),
        "ratio": round(submit_rps / baseline_rps, 3) if baseline_rps else 0.0,
        "p50_ms": round(percentile(latencies, 50) * 1000, 2),
        "p99_ms": round(percentile(latencies, 99) * 1000, 2),
        **_cpu_figures(cpu, sum(t.done for t in base), sum(t.done for t in subs)),
        "errors": sum(t.errors + t.mismatches for t in (*base, *subs)),
    }
    errors = [t.last_error for t in (*base, *subs) if t.last_error]
    if args.json:
        print(json.dumps(result))
        if profile:
            print(profile, file=sys.stderr)
    else:
        print(
            _table(
                result,
                {
                    "seconds": args.seconds,
                    "warmup": args.warmup,
                    "slices": args.slices,
                    "workers": args.workers,
                    "threads": int(os.environ.get("WEB_THREADS", "16")),
                    "redis": "Redis at REDIS_URL"
                    if os.environ.get("REDIS_URL")
                    else "embedded Redis",
                    "cores": os.cpu_count() or 1,
                    "baseline_errors": sum(t.errors for t in base),
                    "submit_errors": sum(t.errors for t in subs),
                    "conflicts": sum(t.conflicts for t in subs),
                    "mismatches": sum(t.mismatches for t in subs),
                    "processes": processes,
                    "other_what": (
                        "create, get, legal-moves" if args.ask_legal_moves else "create"
                    ),
                    "other_rps": sum(t.other_requests for t in subs) / args.seconds,
                    "games_started": sum(t.games_started for t in subs),
                    "games_finished": sum(t.games_finished for t in subs),
                    "last_error": errors[-1] if errors else "",
                },
            )
        )
        if profile:
            print()
            print(profile)
    return 0 if not any(t.errors for t in (*base, *subs)) else 1


if __name__ == "__main__":
    sys.exit(main())

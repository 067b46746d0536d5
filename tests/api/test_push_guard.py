"""A push host that never answers cannot starve the bot drivers every game shares.

The audit's attack, made as it made it: many games with a push seat at an allowed host that
accepts the call and never answers, and a game of built-in bots elsewhere, played by the
same drivers. A real gunicorn (two workers, four drivers each) in a Redis of its own, a real
hanging HTTP server, nothing mocked.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest
import requests

TIMEOUT = 30
CAP = 2


class Hanging:
    """A push bot host that takes every move call and never answers it (its notices are
    answered, as any bot's): how many move calls it holds at once, at most, and in all."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.open = 0
        self.most = 0
        self.calls = 0
        self.notices: list[dict[str, Any]] = []
        self.stop = threading.Event()
        guard = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, format: str, *args: Any) -> None:
                pass

            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
                if json.loads(body).get("type") != "move":
                    with guard.lock:
                        guard.notices.append(json.loads(body))
                    self.send_response(204)
                    self.end_headers()
                    return
                with guard.lock:
                    guard.open += 1
                    guard.calls += 1
                    guard.most = max(guard.most, guard.open)
                try:  # hold the call until the service gives up on it (closes the connection)
                    self.connection.settimeout(1.0)
                    while not guard.stop.is_set():
                        try:
                            if not self.connection.recv(1):
                                break
                        except TimeoutError:
                            continue
                        except OSError:
                            break
                finally:
                    with guard.lock:
                        guard.open -= 1
                self.close_connection = True

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.port = self.server.server_address[1]
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/move"

    def close(self) -> None:
        self.stop.set()
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def hanging() -> Iterator[Hanging]:
    host = Hanging()
    try:
        yield host
    finally:
        host.close()


@pytest.fixture
def guarded(redis_db: Callable[[int], str], hanging: Hanging) -> Iterator[tuple[str, str]]:
    """A gunicorn whose push calls are guarded (a cap of two calls a host, a breaker after
    three time-outs), in a Redis of its own (no other test's drivers claim its games)."""
    from api.http.local_server import gunicorn

    env = {
        "PUSH_BOT_HOSTS": f"127.0.0.1:{hanging.port}",
        "PUSH_HOST_CONCURRENCY": str(CAP),
        "PUSH_BREAKER_FAILURES": "3",
        "PUSH_BREAKER_OPEN_S": "60",
        "BOT_DRIVERS": "4",
        "TOURNAMENT_WORKER": "0",
    }
    with gunicorn(redis_db(7), extra_env=env) as base:
        yield base, redis_db(7)


def test_a_hanging_push_host_does_not_starve_the_other_games_bots(
    guarded: tuple[str, str], hanging: Hanging
) -> None:
    from api.store.redis_conn import client_from_url

    base, redis_url = guarded
    # the attack: games with a push seat at the hanging host, more than there are drivers,
    # each call allowed its longest wait
    hung = []
    for _ in range(24):
        resp = requests.post(
            f"{base}/v1/games",
            timeout=TIMEOUT,
            json={
                "ruleset": {"preset": "classic", "options": {"turn_cap": 60}},
                "seats": [{"push": {"url": hanging.url(), "timeout_ms": 5000}}, {"bot": "random"}],
            },
        )
        assert resp.status_code == 201, resp.text
        hung.append(resp.json()["id"])
    deadline = time.monotonic() + TIMEOUT
    while hanging.calls < CAP and time.monotonic() < deadline:  # the drivers are at the host
        time.sleep(0.1)
    assert hanging.calls >= 1
    # a game of built-in bots elsewhere, played by the same drivers, still finishes
    started = time.monotonic()
    bots = requests.post(
        f"{base}/v1/games",
        timeout=TIMEOUT,
        json={
            "ruleset": {"preset": "classic", "options": {"turn_cap": 300}},
            "seats": [{"bot": "random"}, {"bot": "heuristic"}],
        },
    ).json()
    phase = bots["phase"]
    while phase != "over" and time.monotonic() - started < 45:
        page = requests.get(
            f"{base}/v1/games/{bots['id']}/events", params={"after": 0, "wait": 2}, timeout=TIMEOUT
        )
        assert page.status_code == 200
        phase = requests.get(f"{base}/v1/games/{bots['id']}", timeout=TIMEOUT).json()["phase"]
    # unguarded, 24 games of five 5 s time-outs on 8 drivers hold them all for over a minute
    assert phase == "over", (
        f"the bots-only game did not finish in {time.monotonic() - started:.0f} s"
    )
    assert hanging.most <= CAP  # the host never held more of the drivers than its cap
    # the breaker opened: the hanging games play on without calling the host, each of its
    # seats' moves the default one with a strike, logged as a time-out is
    deadline = time.monotonic() + 60
    for gid in hung[:3]:
        while requests.get(f"{base}/v1/games/{gid}", timeout=TIMEOUT).json()["phase"] != "over":
            assert time.monotonic() < deadline, f"game {gid} did not end"
            time.sleep(0.2)
        replay = requests.get(f"{base}/v1/games/{gid}/replay", timeout=TIMEOUT).json()
        defaults = {
            e["cause"].get("default")
            for e in replay["events"]
            if e.get("cause") and e["cause"].get("seat") == 0
        }
        assert defaults <= {"unreachable", "dropped"} and "unreachable" in defaults
        verified = requests.post(f"{base}/v1/replays/verify", json=replay, timeout=TIMEOUT)
        assert verified.status_code == 200 and verified.json()["valid"] is True, verified.text
    assert hanging.calls < 24 * 5  # far fewer calls than every seat's five time-outs
    # nor is it sent the notices of their ends (the notices' thread sends within moments)
    time.sleep(2)
    ended = {n["game"] for n in hanging.notices if n["type"] == "game_ended"}
    assert not ended & set(hung[:3])
    # what the guards keep is in Redis, for every process: the host's breaker is open
    assert client_from_url(redis_url).exists(f"push:{{127.0.0.1:{hanging.port}}}:open")

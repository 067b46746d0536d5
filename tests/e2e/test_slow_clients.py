"""Clients that send part of a request and stop hold no thread of the real gunicorn: with 200
of them connected, ``/healthz``, creates, submits and long polls are answered as usual, and
each slow one is answered 408 and closed once ``REQUEST_READ_TIMEOUT`` has passed. Long polls
past what a process lets wait at once (``LONG_POLLS``) are answered at once, so many of them
hold no more than their share of the threads."""

from __future__ import annotations

import json
import socket
import threading
import time
from collections.abc import Iterator
from urllib.parse import urlsplit

import pytest
import requests

from api.http.local_server import gunicorn


@pytest.fixture(scope="module")
def server(redis_url: str) -> Iterator[str]:
    with gunicorn(redis_url, extra_env={"REQUEST_READ_TIMEOUT": "3"}) as base:
        yield base


def connect(base: str) -> socket.socket:
    url = urlsplit(base)
    return socket.create_connection((url.hostname, url.port), timeout=30)


def slow_clients(base: str) -> list[socket.socket]:
    socks = []
    for i in range(200):
        s = connect(base)
        if i % 4:  # a body of 1,000 bytes promised, 10 sent
            s.sendall(
                b"POST /v1/games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                b"Content-Length: 1000\r\n\r\n0123456789"
            )
        else:  # headers begun, never ended
            s.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: ")
        socks.append(s)
    return socks


def test_two_hundred_slow_clients_stall_nobody(server: str) -> None:
    socks = slow_clients(server)
    try:
        time.sleep(0.5)  # every slow request has reached the server
        assert requests.get(f"{server}/healthz", timeout=10).status_code == 200
        game = requests.post(
            f"{server}/v1/games", json={"ruleset": "classic", "seats": 2}, timeout=10
        ).json()
        token = game["seats"][0]["token"]
        resp = requests.post(
            f"{server}/v1/games/{game['id']}/actions",
            timeout=10,
            headers={"Authorization": f"Bearer {token}"},
            json={"action": {"kind": "ready"}, "expected_version": game["version"]},
        )
        assert resp.status_code == 201, resp.text
        polled = requests.get(
            f"{server}/v1/games/{game['id']}/events",
            timeout=10,
            params={"after": resp.json()["version"], "wait": 1},
        )
        assert polled.status_code == 200
        # the slow ones are answered 408 (a problem) and closed
        for s in socks:
            answer = b""
            while chunk := s.recv(65536):
                answer += chunk
            assert answer.startswith(b"HTTP/1.1 408 "), answer[:200]
            assert json.loads(answer.partition(b"\r\n\r\n")[2])["code"] == "request_timeout"
    finally:
        for s in socks:
            s.close()


def test_a_body_sent_after_100_continue_is_read(server: str) -> None:
    body = json.dumps({"ruleset": "classic", "seats": 2, "seed": "x" * 200}).encode()
    with connect(server) as s:
        s.sendall(
            b"POST /v1/games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            b"Expect: 100-continue\r\nConnection: close\r\nContent-Length: %d\r\n\r\n" % len(body)
        )
        assert s.recv(65536).startswith(b"HTTP/1.1 100 Continue\r\n\r\n")
        s.sendall(body)
        answer = b""
        while chunk := s.recv(65536):
            answer += chunk
    assert b"HTTP/1.1 201 " in answer, answer[:300]


def test_requests_arriving_in_pieces_and_pipelined_are_served(server: str) -> None:
    game = json.dumps({"ruleset": "classic", "seats": 2}).encode()
    one = (
        b"POST /v1/games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
        b"Content-Length: %d\r\n\r\n" % len(game)
    ) + game
    chunked = (
        b"POST /v1/games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
        b"Transfer-Encoding: chunked\r\n\r\n%x\r\n" % len(game) + game + b"\r\n0\r\n\r\n"
    )
    last = b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
    with connect(server) as s:
        for piece in (one[:7], one[7:40], one[40:], chunked + last):
            s.sendall(piece)
            time.sleep(0.05)
        answer = b""
        while chunk := s.recv(65536):
            answer += chunk
    assert answer.count(b"HTTP/1.1 201 ") == 2 and answer.count(b"HTTP/1.1 200 ") == 1, answer[:500]


def test_long_polls_past_the_bound_are_answered_at_once_and_stall_nobody(server: str) -> None:
    # was: 40 long polls held every thread of the 2 workers (16 each), and a create queued
    # behind them for as long as their wait
    game = requests.post(
        f"{server}/v1/games", json={"ruleset": "classic", "seats": 2}, timeout=10
    ).json()
    token = game["seats"][0]["token"]
    answers: list[requests.Response] = []

    def poll() -> None:
        answers.append(
            requests.get(
                f"{server}/v1/games/{game['id']}/events",
                timeout=60,
                params={"after": game["version"], "wait": 30},
            )
        )

    polls = [threading.Thread(target=poll) for _ in range(48)]
    for t in polls:
        t.start()
    time.sleep(1.0)  # every poll has reached the server
    # a client timeout well under the polls' wait: a thread is free for these
    created = requests.post(
        f"{server}/v1/games", json={"ruleset": "classic", "seats": 2}, timeout=10
    )
    assert created.status_code == 201
    cut = [a for a in answers if a.headers.get("Retry-After") == "1"]
    # 2 workers x LONG_POLLS (8: half of 16 threads) wait; the others were answered at once
    assert len(cut) >= 48 - 2 * 8, len(cut)
    assert all(a.status_code == 200 and a.json()["events"] == [] for a in cut)
    resp = requests.post(
        f"{server}/v1/games/{game['id']}/actions",
        timeout=10,
        headers={"Authorization": f"Bearer {token}"},
        json={"action": {"kind": "ready"}, "expected_version": game["version"]},
    )
    assert resp.status_code == 201, resp.text
    for t in polls:
        t.join(timeout=45)
    waited = [a for a in answers if "Retry-After" not in a.headers]
    assert len(answers) == 48 and waited, len(answers)
    assert all(a.json()["events"][0]["seq"] == game["version"] + 1 for a in waited)


#: The keep-alive time the test serves with (gunicorn_conf.py's 5 s, raised on the command
#: line's environment): a silent connection held a stop for it, up to the graceful timeout
#: (10 s); the linger that closes it now is 2 s, far from either on a loaded machine.
KEEPALIVE_S = 30
STOP_BOUND_S = 8


def test_a_silent_connection_does_not_hold_a_stopping_server_for_the_keep_alive_time(
    redis_url: str,
) -> None:
    """A connection that has sent nothing (a browser's preconnection) is closed within
    gunicorn's linger for kept-alive connections (2 s) once the server stops: it held every
    stop (a restart, each test's server) for the whole keep-alive time."""
    keepalive = {"GUNICORN_CMD_ARGS": f"--keep-alive {KEEPALIVE_S}"}
    with gunicorn(redis_url, workers=1, extra_env=keepalive) as base:
        silent = connect(base)
        # served after it: the worker has taken the silent connection from the listener too
        assert requests.get(f"{base}/healthz", timeout=10).status_code == 200
        stopping = time.monotonic()
    stopped = time.monotonic() - stopping
    with silent:
        assert silent.recv(1) == b""  # closed by the server, which then stopped
    assert stopped < STOP_BOUND_S, stopped

"""``bench/cpu.py``, the CPU figure of ``shithead bench http``: it finds the workers of a real
gunicorn (not its master, not another server's) and the embedded Redis, and the CPU time it
reads grows with the requests they serve. Never a time bound: only that work is seen."""

from __future__ import annotations

import http.client
import os
import time

import pytest

from bench.cpu import PhaseCpu, cpu_seconds, gunicorn_workers, redis_pid
from tests.stores import CLUSTER


def _stat_parent(pid: int) -> int:
    with open(f"/proc/{pid}/stat", "rb") as f:
        stat = f.read()
    return int(stat[stat.rindex(b")") + 2 :].split()[1])


def _requests(port: int, n: int) -> None:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        for _ in range(n):
            conn.request("GET", "/readyz")
            assert conn.getresponse().read()
    finally:
        conn.close()


def test_the_workers_of_the_server_and_their_cpu_time(live_server: str) -> None:
    port = int(live_server.rsplit(":", 1)[1])
    workers = gunicorn_workers(port)
    assert workers, "the live server's workers"
    masters = {_stat_parent(pid) for pid in workers}
    assert len(masters) == 1 and masters.isdisjoint(workers)  # one master, not counted
    assert gunicorn_workers(port + 1 if port < 65535 else port - 1) == []  # no other server's
    before = cpu_seconds(workers)
    deadline = time.monotonic() + 60
    while cpu_seconds(workers) <= before:  # a tick is 10 ms: serve until one shows
        assert time.monotonic() < deadline, "the workers' CPU time never grew"
        _requests(port, 50)
    assert cpu_seconds([2**22 + 7]) == 0  # no such process


def test_the_phases_cpu_time_is_read_in_their_windows(live_server: str) -> None:
    port = int(live_server.rsplit(":", 1)[1])
    cpu = PhaseCpu({"server": gunicorn_workers(port), "self": [os.getpid()]})
    now = time.monotonic()
    cpu.start([("idle", now, now + 0.3), ("busy", now + 0.3, now + 1.5)])
    while time.monotonic() < now + 1.5:
        if time.monotonic() > now + 0.3:
            _requests(port, 20)
    cpu.join()
    assert cpu.seconds["self"].get("busy", 0) > 0 and set(cpu.seconds["server"]) == {"idle", "busy"}
    assert cpu.per_request_us("self", "busy", 0) == 0.0
    assert cpu.per_request_us("self", "busy", 10) > 0


@pytest.mark.skipif(CLUSTER, reason="the benchmark runs on one Redis server")
def test_the_embedded_redis_is_found(redis_url: str) -> None:
    pid = redis_pid(redis_url)
    assert pid is not None and os.path.exists(f"/proc/{pid}")

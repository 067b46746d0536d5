"""CPU time the processes under test spend, read from ``/proc``: what a request costs the
server, a figure the machine's other load moves little (unlike a rate, which drops when
another program takes the cores, a request's CPU time stays about what it was).

:class:`PhaseCpu` reads the gunicorn workers' and Redis's user and system time at the start
and the end of every measured window of a :class:`~bench.http.Plan` and adds them up by
phase; divided by the requests counted in those windows, it is the server's CPU time per
request of each phase.
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Iterable
from typing import Any

import redis

from api.http.local_server import HOST

_TICK = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pids: Iterable[int]) -> float:
    """The user and system CPU seconds the processes ``pids`` have spent (all their threads;
    a process that is gone counts 0)."""
    total = 0
    for pid in pids:
        try:
            with open(f"/proc/{pid}/stat", "rb") as f:
                stat = f.read()
        except OSError:
            continue
        # the fields after the command's name, which may hold spaces: state is field 3
        fields = stat[stat.rindex(b")") + 2 :].split()
        total += int(fields[11]) + int(fields[12])  # utime, stime (fields 14 and 15)
    return total / _TICK


def gunicorn_workers(port: int) -> list[int]:
    """The pids of the gunicorn workers serving ``port`` (not their master): the processes
    whose environment binds it and whose parent does too."""
    bind = f"BIND={HOST}:{port}".encode()
    serving: dict[int, int] = {}  # pid -> parent pid
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/cmdline", "rb") as f:
                if b"gunicorn" not in f.read():
                    continue
            with open(f"/proc/{name}/environ", "rb") as f:
                if bind not in f.read().split(b"\0"):
                    continue
            with open(f"/proc/{name}/stat", "rb") as f:
                stat = f.read()
        except OSError:
            continue
        serving[int(name)] = int(stat[stat.rindex(b")") + 2 :].split()[1])
    return sorted(pid for pid, parent in serving.items() if parent in serving)


def redis_pid(url: str) -> int | None:
    """The pid of the Redis at ``url`` if it runs on this machine (a local socket or the
    loopback), else None."""
    client: Any = redis.Redis.from_url(url)
    try:
        info = client.info("server")
    finally:
        client.close()
    host = client.connection_pool.connection_kwargs.get("host", "localhost")
    local = "path" in client.connection_pool.connection_kwargs or host in (
        "localhost",
        "127.0.0.1",
        "::1",
    )
    pid = int(info.get("process_id", 0))
    return pid if local and pid and os.path.exists(f"/proc/{pid}") else None


class PhaseCpu:
    """The CPU seconds of named groups of processes over the measured windows of a run, by
    phase: ``seconds[group][phase]``.

    :meth:`start` is called with the windows (phase, measured from, end: ``time.monotonic``
    instants, as :meth:`bench.http.Plan.windows` gives them); a thread reads the groups' CPU
    time at each window's two ends. :meth:`join` waits for the last window.
    """

    def __init__(self, groups: dict[str, list[int]]) -> None:
        self.groups = groups
        self.seconds: dict[str, dict[str, float]] = {name: {} for name in groups}
        self._thread: threading.Thread | None = None

    def start(self, windows: list[tuple[str, float, float]]) -> None:
        self._thread = threading.Thread(target=self._read, args=(windows,), daemon=True)
        self._thread.start()

    def join(self, timeout: float = 30.0) -> None:
        if self._thread is not None:
            self._thread.join(timeout)

    def _read(self, windows: list[tuple[str, float, float]]) -> None:
        for phase, t_measure, t_end in windows:
            _sleep_until(t_measure)
            before = {name: cpu_seconds(pids) for name, pids in self.groups.items()}
            _sleep_until(t_end)
            for name, pids in self.groups.items():
                spent = cpu_seconds(pids) - before[name]
                self.seconds[name][phase] = self.seconds[name].get(phase, 0.0) + spent

    def per_request_us(self, group: str, phase: str, requests: int) -> float:
        """The group's CPU microseconds per request of ``phase`` (0 without requests)."""
        spent = self.seconds.get(group, {}).get(phase, 0.0)
        return round(spent / requests * 1e6, 1) if requests else 0.0


def _sleep_until(t: float) -> None:
    while (left := t - time.monotonic()) > 0:
        time.sleep(min(left, 0.5))


__all__ = ["PhaseCpu", "cpu_seconds", "gunicorn_workers", "redis_pid"]

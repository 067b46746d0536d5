"""A real gunicorn with the project's settings on a free loopback port.

Used by the test suite and the HTTP benchmark, so both measure the server as it is run; and
:class:`Supervisor`, which keeps ``shithead serve``'s gunicorn master running.
"""

from __future__ import annotations

import contextlib
import http.client
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

HOST = "127.0.0.1"
ROOT = Path(__file__).resolve().parents[2]
CONF = Path(__file__).resolve().parent / "gunicorn_conf.py"


def free_port() -> int:
    with socket.socket() as s:
        s.bind((HOST, 0))
        port: int = s.getsockname()[1]
        return port


@contextlib.contextmanager
def gunicorn(
    redis_url: str,
    *,
    workers: int = 2,
    extra_env: dict[str, str] | None = None,
    quiet: bool = False,
) -> Iterator[str]:
    """Start gunicorn (rate limiting off), wait until ``/readyz`` answers, yield its base URL."""
    port = free_port()
    env = {
        **os.environ,
        "REDIS_URL": redis_url,
        "BIND": f"{HOST}:{port}",
        "WEB_WORKERS": str(workers),
        "RATE_LIMIT_ENABLED": "0",
        "LOG_LEVEL": os.environ.get("LOG_LEVEL", "warning"),
        **(extra_env or {}),
    }
    env.pop("ACCESS_LOG", None)
    proc = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "-c", str(CONF)],
        env=env,
        cwd=ROOT,
        stdout=subprocess.DEVNULL if quiet else None,
    )
    try:
        deadline = time.monotonic() + 30
        while not _ready(port):
            if proc.poll() is not None:
                raise RuntimeError(f"gunicorn exited during start-up (status {proc.returncode})")
            if time.monotonic() > deadline:
                raise RuntimeError("gunicorn did not become ready within 30 s")
            time.sleep(0.1)
        yield f"http://{HOST}:{port}"
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=5)


def _ready(port: int) -> bool:
    conn = http.client.HTTPConnection(HOST, port, timeout=1)
    try:
        conn.request("GET", "/readyz")
        return conn.getresponse().status == 200
    except (OSError, http.client.HTTPException):
        return False
    finally:
        conn.close()


class Supervisor:
    """Keeps one child process (``shithead serve``'s gunicorn master) running.

    A child that exits when it was not asked to (killed, crashed) is started again, after a
    pause that doubles from :data:`BACKOFF_S` up to :data:`MAX_BACKOFF_S` while it keeps
    dying young (within :data:`START_S` of its start); after :data:`FAILED_STARTS` such
    deaths in a row it is given up (a configuration that cannot start), and :meth:`run`
    returns its status. SIGTERM and SIGINT are passed on to the child and end the
    supervision: it returns the child's status once it has stopped. ``tick`` is called about
    once a second while the child runs (the embedded Redis's supervision).
    """

    BACKOFF_S = 1.0
    MAX_BACKOFF_S = 30.0
    START_S = 10.0
    FAILED_STARTS = 5

    def __init__(
        self,
        argv: list[str],
        env: dict[str, str],
        *,
        tick: Callable[[], None] | None = None,
        name: str = "gunicorn",
    ) -> None:
        self.argv, self.env, self.tick, self.name = argv, env, tick, name
        self.proc: subprocess.Popen[bytes] | None = None
        self.stopping = False
        self.restarts = 0
        self._told: subprocess.Popen[bytes] | None = None  # the child a stop was passed to

    def _start(self) -> subprocess.Popen[bytes]:
        self.proc = subprocess.Popen(self.argv, env=self.env)
        return self.proc

    def _forward(self, signum: int, _frame: object) -> None:
        self.stopping = True
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signum)
            self._told = self.proc

    def _paused(self, seconds: float) -> bool:
        """Wait ``seconds``; False if told to stop meanwhile."""
        deadline = time.monotonic() + seconds
        while not self.stopping and time.monotonic() < deadline:
            time.sleep(min(0.1, max(0.0, deadline - time.monotonic())))
        return not self.stopping

    def run(self) -> int:
        signal.signal(signal.SIGTERM, self._forward)
        signal.signal(signal.SIGINT, self._forward)
        backoff, young_deaths = self.BACKOFF_S, 0
        while True:
            started = time.monotonic()
            proc = self._start()
            while True:
                try:
                    status = proc.wait(timeout=1)
                    break
                except subprocess.TimeoutExpired:
                    pass
                if self.stopping and self._told is not proc:  # a stop that came as it started
                    proc.terminate()
                    self._told = proc
                if self.tick is not None:
                    self.tick()
            if self.stopping:
                return status
            if time.monotonic() - started < self.START_S:
                young_deaths += 1
                if young_deaths >= self.FAILED_STARTS:
                    print(
                        f"{self.name} exited (status {status}) {young_deaths} times within "
                        f"{self.START_S:.0f} s of its start; giving up",
                        file=sys.stderr,
                    )
                    return status
            else:
                young_deaths, backoff = 0, self.BACKOFF_S
            print(
                f"{self.name} exited unasked (status {status}); starting it again in {backoff:.0f} s",
                file=sys.stderr,
            )
            if not self._paused(backoff):
                return status
            backoff = min(backoff * 2, self.MAX_BACKOFF_S)
            self.restarts += 1

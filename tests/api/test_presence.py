"""A registered bot's presence: its contacts recorded in the tests' Redis (the store's own
contract), and ``online``/``last_seen`` on its profile over real HTTP."""

from __future__ import annotations

import time
import uuid
from typing import Any

import pytest
import redis
import requests

from api.store.presence import SEEN, Presence
from tests.api.test_response_schemas import check

TIMEOUT = 10


@pytest.fixture
def presence(redis_url: str) -> Presence:
    from api.store.redis_conn import client_from_url

    return Presence(client_from_url(redis_url), online_s=30)


def test_contacts_are_written_once_a_second_and_never_move_back(presence: Presence) -> None:
    name = f"pr-{uuid.uuid4().hex[:8]}"
    assert presence.last_seen([name]) == {name: None}
    assert not presence.online(name)
    assert presence.seen(name, at=1_000.0)
    assert not presence.seen(name, at=2_000.0)  # within the second: not written
    assert presence.last_seen([name]) == {name: 1_000.0}
    presence.forget(name)
    assert presence.seen(name, at=3_000.0)
    presence.forget(name)
    assert presence.seen(name, at=2_500.0)  # written, but an older contact never wins
    assert presence.last_seen([name, "never-seen"]) == {name: 3_000.0, "never-seen": None}
    assert presence.online(name, now=3_030.0)
    assert not presence.online(name, now=3_031.0)
    assert name in {*presence.online_since(now=3_010.0)}
    assert name not in presence.online_since(now=3_031.0)
    presence.r.zrem(SEEN, name)


def test_a_failed_write_is_forgotten_not_raised() -> None:
    dead = Presence(redis.Redis(port=1, socket_connect_timeout=0.2))
    assert dead.seen("anyone") is False
    assert "anyone" not in dead._written  # the next contact tries again


def _register(base: str) -> dict[str, Any]:
    name = f"pr-{uuid.uuid4().hex[:10]}"
    resp = requests.post(f"{base}/v1/bots", json={"name": name, "kind": "pull"}, timeout=TIMEOUT)
    assert resp.status_code == 201, resp.text
    body: dict[str, Any] = resp.json()
    return body


def _profile(base: str, name: str) -> dict[str, Any]:
    resp = requests.get(f"{base}/v1/bots/{name}", timeout=TIMEOUT)
    assert resp.status_code == 200, resp.text
    check(resp.json(), "BotProfile")
    body: dict[str, Any] = resp.json()
    return body


def test_a_bot_is_online_once_it_calls_with_its_token(live_server: str) -> None:
    bot = _register(live_server)
    assert bot["online"] is False and bot["last_seen"] is None  # registering is no contact
    before = time.time()
    resp = requests.get(
        f"{live_server}/v1/bots/me/events",
        headers={"Authorization": f"Bearer {bot['token']}"},
        timeout=TIMEOUT,
    )
    assert resp.status_code == 200, resp.text
    seen = _profile(live_server, bot["name"])
    assert seen["online"] is True
    assert before - 5 <= seen["last_seen"] <= time.time() + 5
    # another bot's profile read by anyone is nobody's contact
    other = _register(live_server)
    _profile(live_server, other["name"])
    assert _profile(live_server, other["name"])["last_seen"] is None

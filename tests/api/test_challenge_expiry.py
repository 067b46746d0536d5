"""Challenges expire at their deadline with no read: the challenges' watcher, run beside the bot
drivers, settles one whose time ran out and announces it on every invited bot's feed, as a
read would. Checked through the store alone (no ``GET`` of the challenge, no feed read, both of
which would expire it themselves), against a real Redis and the real app."""

from __future__ import annotations

import time
import uuid
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from api.bots.challenges import STARTING_GRACE_S
from api.bots.expiry import ChallengeWatcher
from api.store.shards import shard_key, shard_of
from tests.pushbots import PUSH_BOT_HOSTS

#: A database no other test's service reads: nothing but this test's watcher expires its challenges.
DB = 13


@pytest.fixture
def make_app(redis_db: Callable[[int], str]) -> Iterator[Callable[..., Any]]:
    from api.http.app import create_app, start_background, stop_background

    made: list[Any] = []

    def make(**config: Any) -> Any:
        app = start_background(
            create_app(
                {
                    "REDIS_URL": redis_db(DB),
                    "TESTING": True,
                    "RATELIMIT_ENABLED": False,
                    "PUSH_BOT_HOSTS": PUSH_BOT_HOSTS,
                    **config,
                }
            )
        )
        made.append(app)
        return app

    try:
        yield make
    finally:
        for app in made:
            stop_background(app)


def register(client: Any) -> dict[str, Any]:
    resp = client.post("/v1/bots", json={"name": f"bot-{uuid.uuid4().hex[:10]}", "kind": "pull"})
    assert resp.status_code == 201, resp.get_json()
    body: dict[str, Any] = resp.get_json()
    return body


def challenge(client: Any, bots: list[dict[str, Any]], expires_in_s: int = 5) -> dict[str, Any]:
    resp = client.post(
        "/v1/challenges",
        json={
            "ruleset": "classic",
            "expires_in_s": expires_in_s,
            "seats": [{"account": b["name"]} for b in bots] + [{"bot": "random"}] * (2 - len(bots)),
        },
    )
    assert resp.status_code == 201, resp.get_json()
    body: dict[str, Any] = resp.get_json()
    return body


def stored_status(app: Any, challenge_id: str) -> str:
    record = app.extensions["bots"].store.challenge(challenge_id)
    assert record is not None
    return str(record["status"])


def wait_for_status(app: Any, challenge_id: str, status: str, timeout: float = 30.0) -> float:
    """Poll the stored record (never the service) until it has ``status``; when it was seen."""
    deadline = time.monotonic() + timeout
    while (now := stored_status(app, challenge_id)) != status:
        assert time.monotonic() < deadline, f"still {now}"
        time.sleep(0.05)
    return time.time()


def test_the_watcher_expires_a_challenge_at_its_deadline_and_announces_it(make_app: Any) -> None:
    app = make_app()  # the bot drivers run, and the challenges' watcher beside them
    assert app.extensions["challenge_watcher"]._thread is not None
    client = app.test_client()
    a, b = register(client), register(client)
    ch = challenge(client, [a, b])
    store = app.extensions["bots"].store
    assert stored_status(app, ch["id"]) == "pending"
    seen = wait_for_status(app, ch["id"], "expired")
    assert seen >= ch["expires"]  # not before its time
    for bot in (a, b):  # announced on every invited bot's feed, as a read would have
        ended = [e for e in store.feed(bot["name"], "0", 0) if e["type"] == "challenge_ended"]
        assert [(e["challenge"], e["outcome"], e["game"]) for e in ended] == [
            (ch["id"], "expired", None)
        ]
        assert store.r.zscore(f"b:{{{bot['name']}}}:pending", ch["id"]) is None  # no longer pending
    assert ch["id"] not in store.due_challenges(time.time() + 3600)  # its deadline is gone
    # a read afterwards finds it as the watcher left it, and announces nothing again
    assert client.get(f"/v1/challenges/{ch['id']}").get_json()["status"] == "expired"
    ended = [e for e in store.feed(a["name"], "0", 0) if e["type"] == "challenge_ended"]
    assert len(ended) == 1


def test_a_new_challenge_wakes_an_idle_watcher(make_app: Any) -> None:
    """A watcher asleep for a minute is woken by a challenge's creation, and expires it at
    its deadline, not a minute later."""
    app = make_app(BOT_DRIVERS=0)  # no drivers: no watcher of the app's own
    assert app.extensions["challenge_watcher"]._thread is None
    watcher = ChallengeWatcher(app.extensions["challenges"], idle_wait=60.0)
    watcher.start()
    try:
        assert watcher.wakeups.listening.wait(10)
        client = app.test_client()
        a = register(client)
        ch = challenge(client, [a, register(client)])
        wait_for_status(app, ch["id"], "expired", timeout=30.0)
    finally:
        watcher.stop()


def test_a_challenge_whose_game_is_being_made_waits_out_its_grace(make_app: Any) -> None:
    """An accepted challenge whose game is being made is not a deadline due again and again:
    the check moves it to the end of its grace, and fails it only then."""
    app = make_app(BOT_DRIVERS=0)
    client = app.test_client()
    ch = challenge(client, [register(client)])
    challenges = app.extensions["challenges"]
    store = challenges.store
    expired_at = time.time() - 1
    store.r.hset(f"ch:{{{ch['id']}}}", mapping={"status": "starting", "expires": repr(expired_at)})
    store.r.zadd(deadlines_key(ch["id"]), {ch["id"]: expired_at})
    assert ch["id"] in store.due_challenges()
    challenges.expire_due()
    assert stored_status(app, ch["id"]) == "starting"
    assert ch["id"] not in store.due_challenges()
    assert store.next_challenge_deadline() == pytest.approx(expired_at + STARTING_GRACE_S)
    # once the grace is over, the check fails it
    store.r.hset(f"ch:{{{ch['id']}}}", "expires", repr(time.time() - STARTING_GRACE_S - 1))
    store.r.zadd(deadlines_key(ch["id"]), {ch["id"]: time.time() - 1})
    challenges.expire_due()
    assert stored_status(app, ch["id"]) == "failed"
    assert store.next_challenge_deadline() is None


def test_a_settled_challenge_left_in_the_deadlines_is_dropped(make_app: Any) -> None:
    app = make_app(BOT_DRIVERS=0)
    client = app.test_client()
    ch = challenge(client, [register(client)])
    challenges = app.extensions["challenges"]
    store = challenges.store
    store.r.hset(
        f"ch:{{{ch['id']}}}", "status", "declined"
    )  # as if the deadline's removal was lost
    store.r.zadd(deadlines_key(ch["id"]), {ch["id"]: time.time() - 1})
    challenges.expire_due()
    assert ch["id"] not in store.due_challenges(time.time() + 3600)
    assert stored_status(app, ch["id"]) == "declined"


def deadlines_key(challenge_id: str) -> str:
    """The deadline set's shard holding the challenge (as the store keys it)."""
    return shard_key("challenges", shard_of(challenge_id), "deadlines")

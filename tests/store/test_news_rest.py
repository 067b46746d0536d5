"""A news feed leaves a resting game out of its reads and hears it again once woken, against
a real Redis (the hub rests a game its spectators alone watch until their next frame)."""

from __future__ import annotations

import threading
import time
import uuid
from collections.abc import Iterator
from typing import Any

import pytest

from api.store import news as news_module
from api.store.events import EventStore
from tests.store.test_store_contract import meta_for
from tests.stores import redis_client


@pytest.fixture
def r(redis_url: str) -> Iterator[Any]:
    client = redis_client(redis_url)
    yield client
    client.close()


def _until(heard: list[tuple[str, int]], wanted: tuple[str, int], seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while wanted not in heard and time.monotonic() < deadline:
        time.sleep(0.01)
    return wanted in heard


def test_a_resting_game_is_not_read_until_woken_and_then_at_once(
    r: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(news_module, "REFRESH_S", 60.0)  # only the news can tell of a move
    monkeypatch.setattr(news_module, "NEWS_MODE", "xread")
    store = EventStore(r)
    resting, busy = uuid.uuid4().hex, uuid.uuid4().hex
    for gid in (resting, busy):
        store.create(gid, meta_for(), ["1"])
    heard: list[tuple[str, int]] = []
    lock = threading.Lock()

    def on_version(gid: str, version: int) -> None:
        with lock:
            heard.append((gid, version))

    feed = news_module.NewsFeed(r, on_version)
    feed.start()
    try:
        feed.add(resting)
        feed.add(busy)
        assert _until(heard, (resting, 1), 10) and _until(heard, (busy, 1), 10)
        time.sleep(0.3)  # their news listened to
        feed.rest(resting)  # from the next read on (the one in flight names it still)
        store.append(busy, 1, ["2"])
        assert _until(heard, (busy, 2), 10)  # the other game is heard as before
        store.append(resting, 1, ["2"])
        store.append(busy, 2, ["3"])  # a read after the resting game's append
        assert _until(heard, (busy, 3), 10)
        assert (resting, 2) not in heard  # left out of the reads while it rests
        feed.wake(resting)  # its append while it rested is heard at once
        assert _until(heard, (resting, 2), 10)
        # and it is read again like any other (the read in flight was unblocked for it)
        feed.rest(resting)
        feed.wake(resting)
        store.append(resting, 2, ["3"])
        assert _until(heard, (resting, 3), 10)
    finally:
        feed.stop()


def test_a_feed_whose_games_all_rest_hears_a_woken_one(
    r: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(news_module, "REFRESH_S", 60.0)
    monkeypatch.setattr(news_module, "NEWS_MODE", "xread")
    store = EventStore(r)
    gid = uuid.uuid4().hex
    store.create(gid, meta_for(), ["1"])
    heard: list[tuple[str, int]] = []
    feed = news_module.NewsFeed(r, lambda g, v: heard.append((g, v)))
    feed.start()
    try:
        feed.add(gid)
        assert _until(heard, (gid, 1), 10)
        time.sleep(0.3)
        feed.rest(gid)
        time.sleep(0.2)  # the feed now waits with nothing to read
        store.append(gid, 1, ["2"])
        feed.wake(gid)
        assert _until(heard, (gid, 2), 10)
    finally:
        feed.stop()

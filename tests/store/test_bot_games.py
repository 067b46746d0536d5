"""A bot's history in the store (:mod:`api.store.bot_games`) against a real Redis: pages
newest first through ties, every filter on its own index and together, a page's reads
bounded however rare its matches, a game recorded once, and retention dropping the entries
(and every index member) of the games it lets expire."""

from __future__ import annotations

import time
import uuid
from typing import Any

import pytest

from api.play.retention import RetentionSweeper
from api.store.bot_games import SCAN_CAP, BotGames, Filters, filter_key
from api.store.events import EventStore
from tests.stores import redis_client


@pytest.fixture
def r(redis_url: str) -> Any:
    client = redis_client(redis_url)
    yield client
    client.close()


def entry(i: int, **extra: Any) -> dict[str, Any]:
    return {
        "seat": 0,
        "ruleset": "reverse" if i % 5 == 0 else "classic",
        "players": 2,
        "outcome": "win" if i % 2 else "loss",
        "result": {},
        "opponents": ["rival"] if i % 3 == 0 else [],
        "version": "2" if i >= 50 else "1",
        "seats": [],
        **extra,
    }


def fill(store: BotGames, name: str, n: int, start_ms: int = 1_000_000) -> list[str]:
    """``n`` games, two of them ending in each millisecond (ties), oldest first."""
    ids = []
    for i in range(n):
        gid = f"{i:04d}-{uuid.uuid4().hex[:8]}"
        assert store.record(name, gid, start_ms + i // 2, entry(i))
        ids.append(gid)
    return ids


def walk(store: BotGames, name: str, filters: Filters, limit: int) -> list[str]:
    seen: list[str] = []
    cursor = None
    for _ in range(1000):
        page, cursor = store.page(name, filters, limit, cursor)
        seen += [e["id"] for e in page]
        if cursor is None:
            return seen
    raise AssertionError("the pages never ended")


def expected(ids: list[str], keep: Any) -> list[str]:
    # newest first: by finish time, then (ties) by id, both descending
    rows = [(i // 2, gid) for i, gid in enumerate(ids) if keep(i)]
    return [gid for _, gid in sorted(rows, reverse=True)]


def test_pages_walk_every_game_newest_first_through_ties(r: Any) -> None:
    store, name = BotGames(r), f"b-{uuid.uuid4().hex[:8]}"
    ids = fill(store, name, 101)
    for limit in (1, 2, 7, 100):
        assert walk(store, name, Filters(), limit) == expected(ids, lambda i: True)
    first, cursor = store.page(name, Filters(), 3)
    assert [e["id"] for e in first] == expected(ids, lambda i: True)[:3] and cursor is not None
    assert first[0]["finished"] == (1_000_000 + 50) / 1000


@pytest.mark.parametrize(
    ("filters", "keep"),
    [
        (Filters(outcome="win"), lambda i: i % 2 == 1),
        (Filters(ruleset="reverse"), lambda i: i % 5 == 0),
        (Filters(opponent="rival"), lambda i: i % 3 == 0),
        (Filters(version="2"), lambda i: i >= 50),
        (
            Filters(version="2", outcome="loss", ruleset="reverse"),
            lambda i: i >= 50 and i % 10 == 0,
        ),
        (Filters(opponent="rival", outcome="win"), lambda i: i % 6 == 3),
        (Filters(since_ms=1_000_010, until_ms=1_000_020), lambda i: 10 <= i // 2 <= 20),
        (Filters(outcome="draw"), lambda i: False),
    ],
)
def test_each_filter_and_their_combinations(r: Any, filters: Filters, keep: Any) -> None:
    store, name = BotGames(r), f"b-{uuid.uuid4().hex[:8]}"
    ids = fill(store, name, 100)
    assert walk(store, name, filters, 4) == expected(ids, keep)


def test_a_page_reads_a_bounded_part_however_rare_its_matches(r: Any) -> None:
    """Many wins and one loss, asked for losses with another filter's index the narrowest:
    a page reads at most SCAN_CAP entries, says where it stopped, and the walk finds it."""
    store, name = BotGames(r), f"b-{uuid.uuid4().hex[:8]}"
    n = SCAN_CAP * 2 + 10
    for i in range(n):
        outcome = "loss" if i == 0 else "win"
        store.record(name, f"g{i:05d}", 1000 + i, entry(i, outcome=outcome, opponents=["x"]))
    hmgets = []
    real = r.hmget

    def counted(key: Any, ids: Any, *args: Any) -> Any:
        hmgets.append(len(ids))
        return real(key, ids, *args)

    r.hmget = counted  # counts the entries a page reads from the real Redis
    try:
        page, cursor = store.page(name, Filters(opponent="x", outcome="win", version="1"), 10)
        assert len(page) == 10 and sum(hmgets) <= 10 + 20
        hmgets.clear()
        # every game but the first is a win: the loss index is the narrowest, one read
        page, cursor = store.page(name, Filters(opponent="x", outcome="loss"), 10)
        assert [e["id"] for e in page] == ["g00000"] and cursor is None and sum(hmgets) == 1
        hmgets.clear()
        page, cursor = store.page(name, Filters(opponent="x", version="1", ruleset="nope"), 10)
    finally:
        del r.hmget
    # no index says "nope" matches nothing sooner than reading it: the narrowest is empty
    assert page == [] and cursor is None and sum(hmgets) == 0


def test_a_page_that_reads_its_cap_and_finds_nothing_still_has_a_cursor(r: Any) -> None:
    """Wins of version 2 and losses of version 1, more than a page reads of each; the one win
    of version 1 is the oldest game: the first page stops at the cap, and the next finds it."""
    store, name = BotGames(r), f"b-{uuid.uuid4().hex[:8]}"
    store.record(name, "g-old", 10, entry(0, outcome="win", version="1"))
    for i in range(2 * SCAN_CAP + 10):
        won = i % 2 == 0
        e = entry(i, outcome="win" if won else "loss", version="2" if won else "1")
        store.record(name, f"g{i:05d}", 1000 + i, e)
    filters = Filters(outcome="win", version="1")
    page, cursor = store.page(name, filters, 5)
    assert page == [] and cursor is not None
    page, cursor = store.page(name, filters, 5, cursor)
    assert [e["id"] for e in page] == ["g-old"] and cursor is None


def test_a_game_is_recorded_once(r: Any) -> None:
    store, name = BotGames(r), f"b-{uuid.uuid4().hex[:8]}"
    assert store.record(name, "g1", 5, entry(1))
    assert not store.record(name, "g1", 9, entry(2))
    assert store.count(name) == 1
    assert store.page(name, Filters(), 10)[0][0]["outcome"] == "win"


def test_retention_drops_expired_games_from_every_index(r: Any, redis_url: str) -> None:
    name = f"b-{uuid.uuid4().hex[:8]}"
    now_ms = int(time.time() * 1000)
    writer = BotGames(r)
    old = {"o1": entry(0), "o2": entry(3, version="9")}
    for gid, e in old.items():
        writer.record(name, gid, now_ms - 3_600_000, e)
    writer.record(name, "fresh", now_ms, entry(3))
    # with a window of a minute the old games are no longer shown, before any sweep
    kept = BotGames(r, ttl_s=60)
    assert [e["id"] for e in kept.page(name, Filters(), 10)[0]] == ["fresh"]
    assert [e["id"] for e in kept.page(name, Filters(opponent="rival"), 10)[0]] == ["fresh"]
    sweeper = RetentionSweeper(EventStore(r), 60, histories=kept)
    assert sweeper.sweep() >= 2
    for gid, e in old.items():
        assert r.hget(f"b:{{{name}}}:h:e", gid) is None
        assert r.zscore(f"b:{{{name}}}:h", gid) is None
        for field in ("ruleset", "outcome", "version"):
            assert r.zscore(filter_key(name, field, e[field]), gid) is None
    assert r.zscore(filter_key(name, "opponent", "rival"), "o2") is None
    assert r.zscore(filter_key(name, "opponent", "rival"), "fresh") is not None
    assert writer.count(name) == 1


def test_a_cursor_with_until_goes_on_from_the_nearer_of_the_two(r: Any) -> None:
    store, name = BotGames(r), f"b-{uuid.uuid4().hex[:8]}"
    ids = fill(store, name, 40)
    filters = Filters(until_ms=1_000_015)
    want = expected(ids, lambda i: i // 2 <= 15)
    assert walk(store, name, filters, 3) == want
    # a cursor from an unfiltered walk, above `until`: the page starts at `until`, ties kept
    _, cursor = store.page(name, Filters(), 1)
    page, _ = store.page(name, filters, 40, cursor)
    assert [e["id"] for e in page] == want

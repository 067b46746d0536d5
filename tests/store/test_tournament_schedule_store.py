"""The scheduled tournaments' store against a real Redis: an entry is checked against the
record's status, start and cap in one step, so racing entries never pass the cap and none
is taken after the start; the due ones and the callbacks' claims."""

from __future__ import annotations

import threading
import time
import uuid
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from api.store.records import TOURNAMENTS, RecordStore
from api.store.tournament_schedule import (
    ALREADY,
    ENTERED,
    FULL,
    NOT_UPCOMING,
    STARTED,
    ScheduleStore,
)
from tests.stores import redis_client


@pytest.fixture
def r(redis_db: Callable[[int], str]) -> Iterator[Any]:
    client = redis_client(redis_db(1))  # records that are not whole ones: no live server's
    yield client
    client.close()


def upcoming(r: Any, starts_at: float) -> str:
    tid = uuid.uuid4().hex
    RecordStore(r, TOURNAMENTS).create(
        tid, {"spec": "{}", "status": "upcoming", "starts_at": repr(starts_at), "created": "1.0"}
    )
    return tid


def test_racing_entries_never_pass_the_cap(r: Any) -> None:
    store = ScheduleStore(r)
    tid = upcoming(r, time.time() + 600)
    answers: list[int] = []
    lock = threading.Lock()

    def enter(i: int) -> None:
        got = store.enter(tid, f"bot-{i}", time.time(), 5)
        with lock:
            answers.append(got)

    threads = [threading.Thread(target=enter, args=(i,)) for i in range(24)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(answers).count(ENTERED) == 5 and answers.count(FULL) == 19
    assert len(store.entries(tid)) == 5
    first = store.entries(tid)[0][0]
    assert store.enter(tid, first, time.time(), 5) == ALREADY  # entered: answered so, full or not


def test_no_entry_after_the_start_or_once_it_is_no_longer_upcoming(r: Any) -> None:
    store = ScheduleStore(r)
    past = upcoming(r, time.time() - 1)
    assert store.enter(past, "late", time.time(), 8) == STARTED
    tid = upcoming(r, time.time() + 600)
    assert store.enter(tid, "early", time.time(), 8) == ENTERED
    assert RecordStore(r, TOURNAMENTS).transition(tid, "upcoming", {"status": "starting"})
    assert store.enter(tid, "late", time.time(), 8) == NOT_UPCOMING
    assert store.withdraw(tid, "early") == 0  # entries closed: the participants are read
    assert [n for n, _ in store.entries(tid)] == ["early"]


def test_due_and_soonest_read_every_shard(r: Any) -> None:
    store = ScheduleStore(r)
    now = time.time()
    ids = [uuid.uuid4().hex for _ in range(40)]
    for i, tid in enumerate(ids):
        store.schedule(tid, now - 100 + i * 10)  # ten are due
    due = store.due(now)
    assert set(ids[:10]) <= set(due) and not set(ids[11:]) & set(due)
    soonest = [tid for tid, _ in store.soonest(now, 5)]
    assert soonest == [tid for tid in ids if tid not in due][:5]
    for tid in ids:
        store.unschedule(tid)


def test_a_claimed_callback_is_held_for_its_lease_then_due_again(r: Any) -> None:
    store = ScheduleStore(r)
    tid = uuid.uuid4().hex
    store.queue_callback(tid, 100.0)
    assert store.claim_callback(101.0, 30.0) == tid
    assert store.claim_callback(102.0, 30.0) is None  # held by its sender
    assert store.claim_callback(131.5, 30.0) == tid  # a sender that died: another takes it
    store.callback_done(tid)
    assert store.next_callback() is None

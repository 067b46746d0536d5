"""The record store's contract, written once and run for every kind of record it keeps
(matches, tournaments), against a real Redis: what a service may count on, whatever the kind.
"""

from __future__ import annotations

import time
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import redis
from redis.backoff import NoBackoff
from redis.retry import Retry

from api.store.errors import StoreError
from api.store.records import (
    MATCHES,
    TOURNAMENTS,
    RecordExistsError,
    RecordKind,
    RecordStore,
    UnknownRecordError,
)
from tests.stores import redis_client

KINDS = [pytest.param(MATCHES, id="matches"), pytest.param(TOURNAMENTS, id="tournaments")]


@pytest.fixture
def r(redis_db: Callable[[int], str]) -> Iterator[Any]:
    # a database of its own: the records made here are not whole ones, and the live
    # servers the other tests of this process share list whatever is in theirs
    client = redis_client(redis_db(1))
    yield client
    client.close()


@pytest.fixture(params=KINDS)
def records(request: pytest.FixtureRequest, r: Any) -> RecordStore:
    kind: RecordKind = request.param
    return RecordStore(r, kind)


def whole(records: RecordStore, **fields: str) -> dict[str, str]:
    """A record with the field that makes one of this kind whole, and ``fields``."""
    return {
        records.kind.whole_when: "{}",
        "status": "running",
        "created": repr(time.time()),
        **fields,
    }


def new_id() -> str:
    return uuid.uuid4().hex


def test_a_created_record_reads_back_with_no_games_or_results(records: RecordStore) -> None:
    rid = new_id()
    meta = whole(records, total="4")
    records.create(rid, meta)
    assert records.read(rid) == (meta, {}, {})


def test_the_keys_are_the_kinds_own_and_hash_tagged_by_id(records: RecordStore, r: Any) -> None:
    # stored records stay readable: matches under m:, tournaments under t:, as always
    rid = new_id()
    records.create(rid, whole(records))
    records.claim_game(rid, 0, "g0")
    records.put_result(rid, 0, "{}")
    assert records.lease(rid, "runner", 10_000)
    prefix = {"match": "m", "tournament": "t"}[records.kind.noun]
    assert sorted(k.decode() for k in r.scan_iter(f"*{{{rid}}}*")) == [
        f"{prefix}:{{{rid}}}:{part}" for part in ("games", "lease", "meta", "results")
    ]


def test_an_id_is_created_once(records: RecordStore) -> None:
    rid = new_id()
    records.create(rid, whole(records, status="first"))
    with pytest.raises(RecordExistsError, match=f"{records.kind.noun} {rid} exists"):
        records.create(rid, whole(records, status="second"))
    assert records.read(rid)[0]["status"] == "first"


def test_an_unknown_id_is_unknown(records: RecordStore) -> None:
    with pytest.raises(UnknownRecordError):
        records.read(new_id())


def test_a_record_is_unknown_until_it_is_whole(records: RecordStore, r: Any) -> None:
    # create claims the id before it writes the fields: a read in between finds nothing
    rid = new_id()
    r.hset(f"{records.kind.prefix}:{{{rid}}}:meta", "created", "1")
    with pytest.raises(UnknownRecordError):
        records.read(rid)


def test_set_meta_changes_only_the_fields_given(records: RecordStore) -> None:
    rid = new_id()
    records.create(rid, whole(records))
    records.set_meta(rid, {"status": "done", "finished": "12.5"})
    meta = records.read(rid)[0]
    assert meta["status"] == "done" and meta["finished"] == "12.5"
    assert meta[records.kind.whole_when] == "{}"


def test_a_transition_writes_only_from_the_status_it_names(records: RecordStore) -> None:
    """A cancel and the runner finishing race: whichever moves the status first wins."""
    rid = new_id()
    records.create(rid, whole(records))
    assert records.status(rid) == "running"
    assert records.transition(rid, "running", {"status": "cancelled", "cancelled_at": "3.5"})
    assert not records.transition(rid, "running", {"status": "done", "finished": "4.0"})
    meta = records.read(rid)[0]
    assert (meta["status"], meta["cancelled_at"]) == ("cancelled", "3.5") and "finished" not in meta
    assert records.status(new_id()) is None
    assert not records.transition(new_id(), "running", {"status": "done"})


def test_the_first_claim_on_a_game_wins(records: RecordStore) -> None:
    rid = new_id()
    records.create(rid, whole(records))
    assert records.claim_game(rid, 3, "first") == "first"
    assert records.claim_game(rid, 3, "second") == "first"
    assert records.claim_game(rid, 4, "other") == "other"
    assert records.read(rid)[1] == {3: "first", 4: "other"}


def test_a_games_result_is_kept_once(records: RecordStore) -> None:
    rid = new_id()
    records.create(rid, whole(records))
    records.put_result(rid, 0, '{"r": 1}')
    records.put_result(rid, 0, '{"r": 2}')
    records.put_result(rid, 1, '{"r": 3}')
    assert records.read(rid)[2] == {0: '{"r": 1}', 1: '{"r": 3}'}


def test_one_runner_holds_the_lease_until_it_releases_it(records: RecordStore) -> None:
    rid = new_id()
    assert not records.leased(rid)
    assert records.lease(rid, "a", 10_000)
    assert records.leased(rid)
    assert not records.lease(rid, "b", 10_000)
    assert records.lease(rid, "a", 10_000)  # the holder extends it
    records.release(rid, "b")  # only the holder releases it
    assert records.leased(rid)
    records.release(rid, "a")
    assert not records.leased(rid)
    assert records.lease(rid, "b", 10_000)


def test_a_lease_not_extended_expires(records: RecordStore) -> None:
    rid = new_id()
    assert records.lease(rid, "a", 50)
    time.sleep(0.2)
    assert not records.leased(rid)
    assert records.lease(rid, "b", 10_000)


@pytest.mark.parametrize("kind", KINDS)
def test_an_unreachable_store_raises_store_error(kind: RecordKind, tmp_path: Path) -> None:
    # no retries: the first refused connection is the answer
    client = redis.Redis(
        unix_socket_path=str(tmp_path / "none.sock"), socket_timeout=1, retry=Retry(NoBackoff(), 0)
    )
    down = RecordStore(client, kind)
    calls: list[Callable[[], object]] = [
        lambda: down.create("x", {"created": "1"}),
        lambda: down.read("x"),
        lambda: down.set_meta("x", {"a": "b"}),
        lambda: down.claim_game("x", 0, "g"),
        lambda: down.put_result("x", 0, "{}"),
        lambda: down.lease("x", "a", 100),
        lambda: down.release("x", "a"),
        lambda: down.leased("x"),
    ]
    for call in calls:
        with pytest.raises(StoreError) as caught:
            call()
        assert caught.value.maybe_written is False

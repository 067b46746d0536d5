"""What earlier versions kept in single keys (the record, ladder and challenge indexes, the
running and active sets, the bots' due set, the clocks' deadlines) moves to the shards the
stores read now, on a real single server (a database of its own) and on a real local Redis
Cluster (3 masters): seeded as the earlier version wrote it, moved by
:func:`api.store.migrate.migrate_legacy`, found where the new code reads it, the old keys
gone; a second run changes nothing. And records are created atomically as observed: an
index entry written without its record is hidden, and dropped once old.
"""

from __future__ import annotations

import logging
import time
import uuid
from collections.abc import Iterator
from typing import Any

import pytest

from api.store.bots import BotStore
from api.store.deadlines import DeadlineSet
from api.store.due import DueSet
from api.store.ladders import LadderStore
from api.store.legacy import move_sorted_set
from api.store.local_cluster import local_cluster
from api.store.migrate import migrate_legacy
from api.store.records import MATCHES, TOURNAMENTS, RecordExistsError, RecordStore
from api.store.redis_conn import client_from_url
from api.store.shards import CREATE_GRACE_S, shard_of, shards
from tests.conftest import db_url

#: The single keys earlier versions kept.
OLD_KEYS = (
    "m:index",
    "t:index",
    "t:running",
    "l:index",
    "l:active",
    "challenges:deadlines",
    "clocks:due",
    "clocks:ver",
    "clocks:wake",
    "bots:due",
    "bots:again",
    "bots:wake",
)


@pytest.fixture(scope="module", params=["single", "cluster"])
def r(request: pytest.FixtureRequest, redis_url: str) -> Iterator[Any]:
    if request.param == "single":
        client = client_from_url(db_url(redis_url, 9))  # a database of its own: old keys seeded
        yield client
        client.close()
        return
    with local_cluster(masters=3) as c:
        client = client_from_url(c.url, cluster=True)
        yield client
        client.close()


def new_id() -> str:
    return uuid.uuid4().hex


def sharded_contents(r: Any) -> dict[str, Any]:
    """Everything the new code reads from the shards of the migrated families."""
    out: dict[str, Any] = {}
    for s in shards():
        for key in (
            *DueSet(r).keys(s),
            *DeadlineSet(r).keys(s),
            RecordStore(r, TOURNAMENTS)._shard_key("index", s),
            RecordStore(r, TOURNAMENTS)._shard_key("running", s),
            RecordStore(r, MATCHES)._shard_key("index", s),
        ):
            kind = r.type(key).decode()
            out[key] = (
                r.zrange(key, 0, -1, withscores=True)
                if kind == "zset"
                else sorted(r.smembers(key))
                if kind == "set"
                else r.hgetall(key)
                if kind == "hash"
                else None
            )
    return out


def test_every_old_key_moves_to_its_shards_and_a_second_run_changes_nothing(r: Any) -> None:
    now = time.time()
    now_ms = int(now * 1000)
    tid, mid, lid, cid = new_id(), new_id(), new_id(), new_id()
    # records as the earlier version wrote them: the record, then the single index
    r.hset(
        f"t:{{{tid}}}:meta", mapping={"spec": "{}", "status": "running", "created": repr(now - 5)}
    )
    r.zadd("t:index", {tid: now - 5})
    r.sadd("t:running", tid)
    r.hset(
        f"m:{{{mid}}}:meta",
        mapping={"ruleset": "{}", "status": "playing", "created": repr(now - 7)},
    )
    r.zadd("m:index", {mid: now - 7})
    r.hset(f"l:{{{lid}}}:meta", mapping={"status": "active", "created": repr(now - 9)})
    r.zadd("l:index", {lid: now - 9})
    r.sadd("l:active", lid)
    r.zadd("challenges:deadlines", {cid: now - 1})
    # clocks: a plain deadline, one whose shard has a newer version's, and a lone version
    plain, newer, lone = new_id(), new_id(), new_id()
    r.zadd("clocks:due", {plain: now_ms + 60_000, newer: now_ms + 1_000})
    r.hset("clocks:ver", mapping={plain: "4", newer: "3", lone: "2"})
    deadlines = DeadlineSet(r)
    deadlines.set(newer, now_ms + 99_000, 9)
    r.lpush("clocks:wake", "1")
    # bots: due now, held by an old driver (a lease's end) and marked again, marked again alone
    due, held, again = new_id(), new_id(), new_id()
    r.zadd("bots:due", {due: now_ms - 10, held: now_ms + 10_000})
    r.sadd("bots:again", held, again)
    r.lpush("bots:wake", "1")

    moved = migrate_legacy(r)
    assert moved == {
        "games": 0,
        "matches": 1,
        "tournaments": 2,
        "ladders": 2,
        "challenge deadlines": 1,
        "clock deadlines": 3,
        "bot games due": 4,
    }, moved
    for key in OLD_KEYS:
        assert not r.exists(key), key

    tournaments, matches, ladders = (
        RecordStore(r, TOURNAMENTS),
        RecordStore(r, MATCHES),
        LadderStore(r),
    )
    assert (tid, now - 5) in tournaments.newest(now, 1000)
    assert tid in tournaments.active()
    assert (mid, now - 7) in matches.newest(now, 1000)
    assert (lid, now - 9) in ladders.newest(now, 1000)
    assert lid in ladders.active()
    assert cid in BotStore(r).due_challenges(now)
    assert deadlines.score(plain) == now_ms + 60_000
    assert deadlines.score(newer) == now_ms + 99_000, "a newer version's deadline is kept"
    versions = {g: r.hget(deadlines.keys(shard_of(g))[1], g) for g in (plain, newer, lone)}
    assert versions == {plain: b"4", newer: b"9", lone: b"2"}
    assert deadlines.score(lone) is None
    bots = DueSet(r)
    assert bots.score(due) == now_ms - 10
    assert bots.score(held) == now_ms + 10_000, "an old driver's lease runs out before a claim"
    assert r.sismember(bots.keys(shard_of(held))[1], held), "its again-mark is kept"
    assert bots.score(again) is not None, "an again-mark nobody holds here is due"

    before = sharded_contents(r)
    assert not any(migrate_legacy(r).values())
    assert sharded_contents(r) == before


def test_a_member_an_old_writer_changes_during_the_move_is_moved_as_it_is_then(r: Any) -> None:
    key = f"legacy-test:{{{new_id()}}}"
    r.zadd(key, {"a": 1.0, "b": 2.0})
    seen: list[list[tuple[str, float]]] = []

    def put(rows: list[tuple[str, float]]) -> None:
        seen.append(rows)
        if len(seen) == 1:
            r.zadd(key, {"b": 5.0, "c": 3.0})  # an old process writes between read and remove

    assert move_sorted_set(r, key, put, batch=10) == 3
    assert not r.exists(key)
    assert seen == [[("a", 1.0), ("b", 2.0)], [("c", 3.0), ("b", 5.0)]]


def test_a_created_record_is_listed_and_its_id_is_taken_once(r: Any) -> None:
    for store in (RecordStore(r, TOURNAMENTS), RecordStore(r, MATCHES)):
        rid = new_id()
        meta = {store.kind.whole_when: "{}", "status": "running", "created": repr(time.time())}
        store.create(rid, meta)
        assert store.read(rid)[0] == meta
        assert rid in dict(store.newest(time.time() + 1, 1000))
        with pytest.raises(RecordExistsError):
            store.create(rid, {**meta, "status": "other"})
        assert store.read(rid)[0] == meta


def test_an_index_entry_without_its_record_is_hidden_and_dropped_once_old(r: Any) -> None:
    now = time.time()
    records = RecordStore(r, TOURNAMENTS)
    rid = new_id()
    r.zadd(records.index_key(rid), {rid: now})  # a create that stopped after its first step
    assert rid in dict(records.newest(now + 1, 1000))
    assert records.drop_missing(rid, now + 1) is False, "it may be being created"
    assert records.drop_missing(rid, now + CREATE_GRACE_S + 1) is True
    assert rid not in dict(records.newest(now + 1, 1000))

    ladders = LadderStore(r)
    lid = new_id()
    ladders.create(lid, {"status": "active", "created": repr(now)}, {})
    assert ladders.drop_missing(lid, now + CREATE_GRACE_S + 1) is False, "it exists"
    ghost = new_id()
    r.zadd(f"l:{{{shard_tag_of('l', ghost)}}}:index", {ghost: now})
    r.sadd(f"l:{{{shard_tag_of('l', ghost)}}}:active", ghost)
    assert ladders.drop_missing(ghost, now + 1) is False
    assert ladders.drop_missing(ghost, now + CREATE_GRACE_S + 1) is True
    assert ghost not in ladders.active() and ghost not in dict(ladders.newest(now + 1, 1000))
    assert lid in ladders.active()


def shard_tag_of(family: str, item_id: str) -> str:
    from api.store.shards import shard_tag

    return shard_tag(family, shard_of(item_id))


# -- the app: what an upgraded deployment's start picks up ------------------------------------


def _app(url: str, cluster: bool, **config: Any) -> Any:
    from api.http.app import create_app, start_background

    return start_background(
        create_app(
            {
                "REDIS_URL": url,
                "REDIS_CLUSTER": "1" if cluster else "0",
                "TESTING": True,
                "RATELIMIT_ENABLED": False,
                "TOURNAMENT_CONCURRENCY": 0,
                "TOURNAMENT_CONCURRENCY_PER_CREATOR": 0,
                **config,
            }
        )
    )


def _until(check: Any, seconds: float = 20.0) -> Any:
    deadline = time.monotonic() + seconds
    while not (found := check()):
        assert time.monotonic() < deadline, "not in time"
        time.sleep(0.05)
    return found


def _demote_zset(r: Any, shard_key: str, old_key: str, member: str) -> None:
    """Move ``member`` of a shard back to the single key an earlier version kept."""
    score = r.zscore(shard_key, member)
    assert score is not None, (shard_key, member)
    r.zrem(shard_key, member)
    r.zadd(old_key, {member: score})


@pytest.fixture(scope="module", params=["single", "cluster"])
def app_url(request: pytest.FixtureRequest, redis_url: str) -> Iterator[tuple[str, bool]]:
    """(the server's URL, whether it is a cluster): each test takes a database of its own on
    the single server (its old keys are its own: another test's app start would move them)."""
    if request.param == "single":
        yield redis_url, False
        return
    with local_cluster(masters=3) as c:
        yield c.url, True


def test_an_upgraded_app_plays_due_bots_enforces_clocks_and_runs_old_tournaments(
    app_url: tuple[str, bool], caplog: pytest.LogCaptureFixture
) -> None:
    from api.http.app import stop_background
    from tests.organisers import organiser_auth

    url, cluster = app_url
    url = url if cluster else db_url(url, 10)
    # the earlier version's work: made by a service that plays nothing in the background...
    old = _app(url, cluster, BOT_DRIVERS=0, TOURNAMENT_WORKER=False)
    try:
        c = old.test_client()
        bot_game = c.post(
            "/v1/games", json={"ruleset": "classic", "seats": [{}, {"bot": "random"}]}
        ).json
        clocked = c.post(
            "/v1/games",
            json={
                "ruleset": "classic",
                "seats": 2,
                "clock": {"move_ms": 200, "on_timeout": "forfeit"},
            },
        ).json
        resp = c.post(
            "/v1/tournaments",
            headers=organiser_auth(old),
            json={
                "ruleset": {"preset": "classic", "options": {"turn_cap": 10}},
                "participants": ["random", "random"],
            },
        )
        assert resp.status_code == 201, resp.json
        tid = resp.json["id"]
    finally:
        stop_background(old)
    r = old.extensions["store"].r
    # ...then put where the earlier version kept it: the single keys
    bid, gid = bot_game["id"], clocked["id"]
    due, deadlines = DueSet(r), DeadlineSet(r)
    _demote_zset(r, due.keys(shard_of(bid))[0], "bots:due", bid)
    _demote_zset(r, deadlines.keys(shard_of(gid))[0], "clocks:due", gid)
    version = r.hget(deadlines.keys(shard_of(gid))[1], gid)
    r.hdel(deadlines.keys(shard_of(gid))[1], gid)
    r.hset("clocks:ver", gid, version)
    tournaments = RecordStore(r, TOURNAMENTS)
    _demote_zset(r, tournaments.index_key(tid), "t:index", tid)
    r.srem(tournaments._shard_key("running", shard_of(tid)), tid)
    r.sadd("t:running", tid)
    assert tid not in [
        t["id"] for t in old.test_client().get("/v1/tournaments?limit=100").json["tournaments"]
    ]
    store = old.extensions["store"]
    bot_version, clock_version = store.version(bid), store.version(gid)

    with caplog.at_level(logging.WARNING, "shithead.migrate"):
        new = _app(url, cluster, TOURNAMENT_WORKER=True)  # the upgraded version starts
    assert "2 tournaments, 1 clock deadlines, 1 bot games due" in caplog.text, caplog.text
    try:
        for key in ("bots:due", "clocks:due", "clocks:ver", "t:index", "t:running"):
            assert not r.exists(key), key
        assert new.extensions["migrated"]["tournaments"] == 2
        c = new.test_client()
        # watched through the log's length: a read of the game would restore a lost mark
        _until(lambda: store.version(bid) > bot_version)  # the bot played
        _until(lambda: store.version(gid) > clock_version)  # the timeout was logged
        assert c.get(f"/v1/games/{gid}").json["result"]["reason"] == "forfeit"
        assert tid in [t["id"] for t in c.get("/v1/tournaments?limit=100").json["tournaments"]]
        _until(lambda: c.get(f"/v1/tournaments/{tid}").json["progress"]["done"] > 0, 60)
    finally:
        stop_background(new)


def test_listings_hide_index_entries_without_a_record_and_drop_old_ones(
    app_url: tuple[str, bool],
) -> None:
    from api.http.app import stop_background

    url, cluster = app_url
    app = _app(url if cluster else db_url(url, 12), cluster, BOT_DRIVERS=0)
    try:
        r = app.extensions["store"].r
        c = app.test_client()
        now = time.time()
        tournaments, ladders = RecordStore(r, TOURNAMENTS), LadderStore(r)
        young, stale, lstale = new_id(), new_id(), new_id()
        r.zadd(tournaments.index_key(young), {young: now})  # a create between its two steps
        r.zadd(tournaments.index_key(stale), {stale: now - CREATE_GRACE_S - 5})  # one a crash left
        r.zadd(f"l:{{{shard_tag_of('l', lstale)}}}:index", {lstale: now - CREATE_GRACE_S - 5})
        r.sadd(f"l:{{{shard_tag_of('l', lstale)}}}:active", lstale)
        listed = [t["id"] for t in c.get("/v1/tournaments?limit=100").json["tournaments"]]
        assert young not in listed and stale not in listed
        assert r.zscore(tournaments.index_key(young), young) is not None, "kept: it may be coming"
        assert r.zscore(tournaments.index_key(stale), stale) is None, "dropped"
        assert lstale not in [x["id"] for x in c.get("/v1/ladders?limit=100").json["ladders"]]
        assert lstale not in ladders.active() and lstale not in dict(ladders.newest(now, 1000))
    finally:
        stop_background(app)


@pytest.mark.parametrize(
    "background", [[], ["--no-tournaments", "--no-ladders"]], ids=["with-app", "queue-only"]
)
def test_shithead_worker_moves_the_old_keys_when_it_starts(
    redis_url: str, background: list[str]
) -> None:
    import os
    import subprocess
    import sys

    from tests.conftest import ROOT

    url = db_url(redis_url, 11)  # a database of its own: its old keys are its own
    r = client_from_url(url)
    lid = new_id()
    r.hset(f"l:{{{lid}}}:meta", mapping={"status": "active", "created": repr(time.time())})
    r.zadd("l:index", {lid: time.time()})
    r.sadd("l:active", lid)
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "api.cli",
            "worker",
            "--redis-url",
            url,
            "--queue-redis-url",
            url,
            "--burst",
            "--log-level",
            "WARNING",
            *background,
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "REDIS_CLUSTER": "0"},
    )
    assert done.returncode == 0, done.stderr
    assert "2 ladders" in done.stderr, done.stderr
    assert not r.exists("l:index") and not r.exists("l:active")
    assert lid in LadderStore(r).active()
    r.close()

"""Idempotency records and finished games against a real Redis: records are compact, replay
the first answer, and expire after their window (a retry after it is a new request, which
the version check refuses); a finished game's keys expire together, a running game's never.
"""

from __future__ import annotations

import time
import uuid
from typing import Any

import pytest

from api.http.app import create_app, start_background, stop_background
from api.store.errors import ConflictError
from api.store.events import EventStore
from api.store.idempotency import decode, encode, records_key, unwrap
from tests.api.test_api import auth, create, post_action, tokens_of
from tests.store.test_store_contract import meta_for
from tests.stores import redis_client


@pytest.fixture
def r(redis_url: str) -> Any:
    client = redis_client(redis_url)
    yield client
    client.close()


def game_keys(r: Any, gid: str) -> dict[str, int]:
    """Every key of the game and its PTTL (-1: no expiry)."""
    return {k.decode(): r.pttl(k) for k in r.scan_iter(match=f"g:{{{gid}}}:*", count=1000)}


def test_a_record_round_trips_in_both_formats() -> None:
    fp = "ab" * 32
    answer = '{"version":3,"events":[],"game":{"id":"g1"}}\nwith a newline'
    assert decode("g1", encode("g1", fp, answer)) == (fp, answer)
    assert decode("g1", encode("g1", "fp-1", answer)) == ("fp-1", answer)
    assert decode("g1", encode("g1", "", "")) == ("", "")
    # the old format: the hash field's text
    assert decode("g1", f"{fp}\n{answer}".encode()) == (fp, answer)
    # as the append script stores it: when it was written, then the record
    assert unwrap(b"1000:rec:ord", 1500, 1000) == b"rec:ord"
    assert unwrap(b"1000:rec", 2000, 1000) is None
    assert unwrap(b"1000:rec", 10**12, 0) == b"rec"


def test_a_record_expires_and_a_retry_after_it_is_a_new_request(r: Any) -> None:
    # windows of seconds, not tenths: "inside the window" must hold on a loaded machine
    store = EventStore(r, idempotency_ttl_s=2.0)
    gid = uuid.uuid4().hex
    store.create(gid, meta_for(), ["1"])
    store.append(gid, 1, ["2"], idempotency_key="0:k", fingerprint="f", response="answer")
    key = records_key(gid)
    assert 0 < r.pttl(key) <= 2000
    # inside the window: the same answer, nothing appended
    assert store.append(gid, 1, ["2"], idempotency_key="0:k").replayed == ("f", "answer")
    assert store.idempotent_response(gid, "0:k") == ("f", "answer")
    assert store.read(gid, log_from=0, with_snapshot=False, idempotency_key="0:k")[4] == "f\nanswer"
    time.sleep(2.1)
    assert not r.exists(key)
    assert store.idempotent_response(gid, "0:k") is None
    # after it: the key is new, and the stale move it carries is refused by the version check
    with pytest.raises(ConflictError):
        store.append(gid, 1, ["2"], idempotency_key="0:k", fingerprint="f", response="answer")
    assert store.version(gid) == 2
    assert (
        store.append(gid, 2, ["3"], idempotency_key="0:k", fingerprint="g", response="b").version
        == 3
    )


def test_a_record_past_its_window_is_not_answered_while_later_ones_keep_the_hash(r: Any) -> None:
    store = EventStore(r, idempotency_ttl_s=2.0)
    gid = uuid.uuid4().hex
    store.create(gid, meta_for(), ["1"])
    store.append(gid, 1, ["2"], idempotency_key="0:a", fingerprint="f", response="a")
    time.sleep(1.2)
    store.append(gid, 2, ["3"], idempotency_key="0:b", fingerprint="f", response="b")
    time.sleep(1.0)  # "0:a" is past its window; the hash lives on for "0:b"
    assert r.hexists(records_key(gid), "0:a")
    assert store.idempotent_response(gid, "0:a") is None
    assert store.idempotent_response(gid, "0:b") == ("f", "b")
    with pytest.raises(ConflictError):
        store.append(gid, 1, ["2"], idempotency_key="0:a", fingerprint="f", response="a")
    assert store.append(gid, 2, ["3"], idempotency_key="0:b").replayed == ("f", "b")


def test_no_expiry_keeps_records_for_ever(r: Any) -> None:
    store = EventStore(r, idempotency_ttl_s=0)
    gid = uuid.uuid4().hex
    store.create(gid, meta_for(), ["1"])
    store.append(gid, 1, ["2"], idempotency_key="0:k", fingerprint="f", response="a")
    assert r.pttl(records_key(gid)) == -1


def test_records_of_the_old_format_are_still_answered(r: Any) -> None:
    store = EventStore(r)
    gid = uuid.uuid4().hex
    store.create(gid, meta_for(), ["1", "2"])
    r.hset(f"g:{{{gid}}}:idem", "0:old", "fp\nthe old answer")
    assert store.append(gid, 1, ["2"], idempotency_key="0:old").replayed == ("fp", "the old answer")
    assert store.idempotent_response(gid, "0:old") == ("fp", "the old answer")
    assert store.version(gid) == 2


def test_a_finished_game_expires_whole_and_a_running_one_never(r: Any) -> None:
    store = EventStore(r, finished_game_ttl_s=60, idempotency_ttl_s=3600)
    gid = uuid.uuid4().hex
    store.create(gid, meta_for(), ["1"])
    store.append(
        gid, 1, ["2"], idempotency_key="0:a", fingerprint="f", response="a", snapshot={"s": 1}
    )
    assert store.first_notice(gid, "game_started")
    running = game_keys(r, gid)
    assert {k for k, ttl in running.items() if ttl == -1} == {
        f"g:{{{gid}}}:{p}" for p in ("meta", "log", "snap", "notices")
    }
    store.append(
        gid,
        2,
        ["3"],
        idempotency_key="0:b",
        fingerprint="f",
        response="b",
        meta_set={"status": "over"},
    )
    assert store.first_notice(gid, "game_ended")  # written after the end: expires with it
    finished = game_keys(r, gid)
    # every key expires with the game, its idempotency records too
    assert {f"g:{{{gid}}}:{p}" for p in ("meta", "log", "snap", "notices", "idempotency")} <= set(
        finished
    )
    for k, ttl in finished.items():
        assert 0 < ttl <= 60_000, (k, ttl)


def test_retention_off_keeps_a_finished_game(r: Any) -> None:
    store = EventStore(r)
    gid = uuid.uuid4().hex
    store.create(gid, meta_for(), ["1"])
    store.append(gid, 1, ["2"], meta_set={"status": "over"})
    assert set(game_keys(r, gid).values()) == {-1}


def test_the_sweep_drops_the_index_entries_of_expired_games_only(r: Any) -> None:
    from api.play.retention import RetentionSweeper
    from api.store.shards import shard_key, shard_of

    store = EventStore(r, finished_game_ttl_s=0.2)
    old = repr(time.time() - 10)
    gone, kept, running = (uuid.uuid4().hex for _ in range(3))
    for gid in (gone, kept, running):
        store.create(gid, {**meta_for(), "created": old}, ["1"])
    store.append(gone, 1, ["2"], meta_set={"status": "over"})

    def listed(gid: str) -> bool:
        return r.zscore(shard_key("games", shard_of(gid), "all"), gid) is not None

    assert listed(gone) and listed(kept) and listed(running)
    time.sleep(0.3)
    # finished, but under a longer window: still kept, still listed
    EventStore(r, finished_game_ttl_s=60).append(kept, 1, ["2"], meta_set={"status": "over"})
    assert not r.exists(f"g:{{{gone}}}:meta")
    assert RetentionSweeper(store, 0.2).sweep() >= 1
    assert not listed(gone)
    assert r.zscore(shard_key("games", shard_of(gone), "status:over"), gone) is None
    assert listed(kept) and listed(running)


# -- through the service ---------------------------------------------------------------------


@pytest.fixture
def short_app(redis_url: str) -> Any:
    app = start_background(
        create_app(
            {
                "REDIS_URL": redis_url,
                "TESTING": True,
                "RATELIMIT_ENABLED": False,
                "IDEMPOTENCY_TTL_S": 2.0,
                "FINISHED_GAME_TTL_S": 120,
            }
        )
    )
    try:
        yield app
    finally:
        stop_background(app)


def _play_to_the_end(client: Any, gid: str, tokens: list[str], version: int) -> None:
    for _ in range(5000):
        game = client.get(f"/v1/games/{gid}").json
        if game["result"] is not None:
            return
        seat = game["to_act"][0]
        moves = client.get(f"/v1/games/{gid}/legal-moves", headers=auth(tokens[seat])).json
        acts = [a for a in moves["actions"] if a["kind"] != "pickup"] or moves["actions"]
        resp = post_action(client, gid, tokens[seat], acts[0], moves["version"])
        assert resp.status_code == 201, resp.get_data(as_text=True)
    raise AssertionError("the game did not end")


def test_a_submits_record_is_compact_replays_byte_for_byte_and_expires(short_app: Any) -> None:
    client = short_app.test_client()
    r = short_app.extensions["store"].r
    g = create(client, seed="retention-1")
    gid, tokens = g["id"], tokens_of(g)
    seat = g["to_act"][0]
    action = client.get(f"/v1/games/{gid}/legal-moves", headers=auth(tokens[seat])).json["actions"][
        0
    ]
    first = post_action(
        client, gid, tokens[seat], action, g["version"], **{"Idempotency-Key": "k-1"}
    )
    assert first.status_code == 201
    key = records_key(gid)
    size = r.hstrlen(key, f"{seat}:k-1")
    # the answer is about 1.5 KB of JSON; its record a fraction of it
    assert size < 500 and size * 3 < len(first.data), (size, len(first.data))
    again = post_action(
        client, gid, tokens[seat], action, g["version"], **{"Idempotency-Key": "k-1"}
    )
    assert again.status_code == 201 and again.headers["Idempotent-Replayed"] == "true"
    assert again.data == first.data
    time.sleep(2.2)
    assert not r.exists(key)
    late = post_action(
        client, gid, tokens[seat], action, g["version"], **{"Idempotency-Key": "k-1"}
    )
    assert late.status_code == 409  # a new request now, at a stale version
    assert "Idempotent-Replayed" not in late.headers


def test_a_game_played_to_its_end_expires_whole(short_app: Any) -> None:
    client = short_app.test_client()
    r = short_app.extensions["store"].r
    g = create(client, seed="retention-2")
    gid, tokens = g["id"], tokens_of(g)
    seat = g["to_act"][0]
    action = client.get(f"/v1/games/{gid}/legal-moves", headers=auth(tokens[seat])).json["actions"][
        0
    ]
    post_action(client, gid, tokens[seat], action, g["version"])
    assert -1 in game_keys(r, gid).values()  # running: kept
    _play_to_the_end(client, gid, tokens, g["version"] + 1)
    keys = game_keys(r, gid)
    assert {f"g:{{{gid}}}:meta", f"g:{{{gid}}}:log"} <= set(keys)
    for k, ttl in keys.items():
        assert 0 < ttl <= 120_000, (k, ttl)


# -- on a Redis Cluster ----------------------------------------------------------------------


@pytest.fixture(scope="module")
def cluster() -> Any:
    from api.store.local_cluster import local_cluster

    with local_cluster(3) as c:
        yield c


def test_records_and_retention_on_a_cluster_node(cluster: Any) -> None:
    """The append script's records and expiries touch only the game's slot: a node of a
    cluster, which refuses a script whose keys are in another slot or another node's, runs
    it as one server does."""
    gid = uuid.uuid4().hex
    node = cluster.master_of(f"g:{{{gid}}}:meta").client()
    store = EventStore(node, idempotency_ttl_s=2.0, finished_game_ttl_s=60)
    node.hset(f"g:{{{gid}}}:meta", mapping=meta_for())
    node.rpush(f"g:{{{gid}}}:log", "1")
    store.append(gid, 1, ["2"], idempotency_key="0:k", fingerprint="f", response="a")
    assert store.append(gid, 1, ["2"], idempotency_key="0:k").replayed == ("f", "a")
    assert store.idempotent_response(gid, "0:k") == ("f", "a")
    time.sleep(2.1)
    with pytest.raises(ConflictError):
        store.append(gid, 1, ["2"], idempotency_key="0:k", fingerprint="f", response="a")
    store.append(
        gid,
        2,
        ["3"],
        idempotency_key="0:j",
        fingerprint="f",
        response="b",
        meta_set={"status": "over"},
    )
    for part in ("meta", "log", "idempotency"):
        assert 0 < node.pttl(f"g:{{{gid}}}:{part}") <= 60_000
    node.close()


def test_a_worker_process_with_retention_sweeps_and_others_do_not(redis_url: str) -> None:
    base = {"REDIS_URL": redis_url, "TESTING": True, "RATELIMIT_ENABLED": False, "BOT_DRIVERS": 0}
    for config, sweeps in (
        ({"TOURNAMENT_WORKER": True, "FINISHED_GAME_TTL_S": 60}, True),
        ({"TOURNAMENT_WORKER": True}, False),
        ({"FINISHED_GAME_TTL_S": 60}, False),
    ):
        app = start_background(create_app({**base, **config}))
        try:
            assert ("retention" in app.extensions) is sweeps
        finally:
            stop_background(app)

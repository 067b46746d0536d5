"""The Redis event store's contract, against a real Redis server (no fakes, no mocks).

Covers: create/append/entries round trip, optimistic concurrency (stale expected version,
many writers in separate processes, many racers on one version), idempotent retries,
snapshots (snapshot + tail == full replay; an older snapshot never replaces a newer one),
the hash-tagging of every key of a game and the sharded game indexes.

Every test runs twice: on a single server and on a real local Redis Cluster (three masters).
"""

from __future__ import annotations

import json
import math
import multiprocessing
import random
import threading
import time
import uuid
from typing import Any

import pytest

from api.games.listing import list_page
from api.games.service import GameService
from api.store import events as store_events
from api.store import news as news_module
from api.store import scripts as store_scripts
from api.store.errors import ConflictError, StaleMetaError, StoreError, UnknownGameError
from api.store.events import EventStore
from api.store.game_record import SEATS_REVISION
from api.store.keys import GAMES_INDEX, ruleset_digest, ruleset_key
from api.store.local_cluster import local_cluster
from api.store.redis_conn import client_from_url
from api.store.shards import SHARDS
from engine import Game, State, build_ruleset, evolve, replay
from engine.actions import PICKUP
from engine.events import event_from_dict, event_to_dict
from tests.stores import CLUSTER, redis_client

# 'fork' is much quicker to start than 'spawn'; each child still opens its own client.
MP = multiprocessing.get_context(
    "fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn"
)


# -- helpers -------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def cluster_url(redis_url: str) -> Any:
    """A Redis Cluster as the cluster pass's (3 masters with a replica each): this module
    runs every contract on one server and on it in the single-server pass, so it is not in
    the cluster pass (``BOTH_STORES``), which would only run the cluster's half again."""
    if CLUSTER:  # run by hand with TEST_REDIS_CLUSTER=1: that session's (tests/conftest.py)
        yield redis_url
        return
    with local_cluster(masters=3, replicas=1) as cluster:
        yield cluster.url


@pytest.fixture(params=["single", "cluster"])
def backend(request: Any, redis_url: str) -> tuple[str, bool]:
    """Where the store runs: (url, whether it is a cluster): both, the cluster's on this
    module's (with ``TEST_REDIS_CLUSTER=1`` only the cluster's, on that session's)."""
    if request.param == "cluster":
        return request.getfixturevalue("cluster_url"), True
    if CLUSTER:
        pytest.skip("on one server: the single-server pass runs it")
    return redis_url, False


@pytest.fixture
def r(backend: tuple[str, bool]) -> Any:
    client = client_from_url(*backend)
    yield client
    client.close()


def server_of(r: Any, key: str) -> Any:
    """The client of the one server holding ``key`` (on a cluster: its master's)."""
    if hasattr(r, "get_node_from_key"):
        return r.get_redis_connection(r.get_node_from_key(key))
    return r


@pytest.fixture
def store(r: Any) -> EventStore:
    return EventStore(r)


def new_id() -> str:
    return uuid.uuid4().hex


def meta_for(game: Game | None = None) -> dict[str, str]:
    """A meta record shaped like the service's (enough for ``meta`` and ``load``)."""
    if game is None:
        game = Game(build_ruleset("classic"), 2)
    from engine.rules import ruleset_to_dict

    n = game.players
    meta = {
        "ruleset": json.dumps(ruleset_to_dict(game.ruleset)),
        "preset": game.ruleset.name,
        "options": "{}",
        "players": str(n),
        "dealer": str(game.dealer),
        "seed": "test",
        "seed_commitment": "",
        "explicit_seed": "1",
        "explicit_deck": "",
        "created": repr(time.time()),
        "status": "playing",
        "names": json.dumps([f"seat {i}" for i in range(n)]),
    }
    for i in range(n):
        meta[f"token:{i}"] = ""
    return meta


def entry(ev: Any, cause: dict[str, Any] | None = None) -> str:
    """A log entry exactly as the service writes it."""
    item: dict[str, Any] = {"e": event_to_dict(ev)}
    if cause is not None:
        item["c"] = cause
    return json.dumps(item, separators=(",", ":"))


def raw_state(r: Any, game_id: str) -> tuple[Any, ...]:
    """Everything the store keeps for a game, byte for byte."""
    tag = f"g:{{{game_id}}}:"
    return (
        r.lrange(tag + "log", 0, -1),
        r.hgetall(tag + "meta"),
        r.hgetall(tag + "idem"),
        r.get(tag + "snap"),
        r.xrange(tag + "news"),
    )


def put_snapshot(r: Any, game_id: str, version: int, state: dict[str, Any]) -> None:
    """Keep a snapshot of ``game_id`` at ``version`` as the append script stores one."""
    r.set(f"g:{{{game_id}}}:snap", json.dumps({"version": version, "state": state}))


def play_random(preset: str, players: int, seed: int) -> tuple[Game, State, list[tuple[Any, Any]]]:
    """A whole random game (engine.bench's policy) with each event's cause, as the service logs it."""
    game = Game(build_ruleset(preset), players)
    rng = random.Random(seed)
    state, events = game.start(seed=f"store-{seed}")
    log: list[tuple[Any, Any]] = [(ev, None) for ev in events]
    while not state.is_over():
        to_act = state.to_act()
        seat = to_act[rng.randrange(len(to_act))]
        legal = state.legal_actions(seat)
        others = [a for a in legal if a.kind != PICKUP]
        if others and len(others) != len(legal):
            legal = others
        action = legal[rng.randrange(len(legal))]
        cause = {"seat": seat, "action": action.to_dict()}
        for i, ev in enumerate(state.apply(seat, action)):
            log.append((ev, cause if i == 0 else None))
    return game, state, log


# -- workers (module level so that 'spawn' children can import them) ----------------------------


def _appender(
    url: str, cluster: bool, game_id: str, worker: int, count: int, start: Any, out: Any
) -> None:
    client = client_from_url(url, cluster)
    st = EventStore(client)
    rng = random.Random(worker)
    conflicts = 0
    start.wait()
    for n in range(count):
        while True:
            version = st.version(game_id)
            time.sleep(rng.random() * 0.002)  # widen the read-then-write window
            try:
                st.append(game_id, version, [json.dumps({"w": worker, "n": n})])
                break
            except ConflictError as exc:
                assert exc.version > version
                conflicts += 1
    client.close()
    out.put((worker, conflicts))


def _racer(
    url: str, cluster: bool, game_id: str, worker: int, expected: int, start: Any, out: Any
) -> None:
    client = client_from_url(url, cluster)
    st = EventStore(client)
    start.wait()
    try:
        result = st.append(game_id, expected, [json.dumps({"racer": worker})])
        out.put((worker, "ok", result.version))
    except ConflictError as exc:
        out.put((worker, "conflict", exc.version))
    client.close()


def _run(target: Any, args_for: list[tuple[Any, ...]]) -> list[Any]:
    start = MP.Barrier(len(args_for))
    out = MP.Queue()
    procs = [MP.Process(target=target, args=(*a, start, out)) for a in args_for]
    for p in procs:
        p.start()
    results = [out.get(timeout=60) for _ in procs]
    for p in procs:
        p.join(timeout=30)
        assert p.exitcode == 0
    return results


# -- create, append, entries ---------------------------------------------------------------------


def test_create_append_entries_round_trip(store: EventStore) -> None:
    gid = new_id()
    meta = meta_for()
    store.create(gid, meta, [json.dumps({"e": {"type": "A"}}), json.dumps({"e": {"type": "B"}})])
    assert store.version(gid) == 2
    got = store.meta(gid)
    assert got["version"] == "2"
    assert {k: got[k] for k in meta} == meta

    res = store.append(
        gid,
        2,
        [json.dumps({"e": {"type": "C"}, "c": {"seat": 1}}), json.dumps({"e": {"type": "D"}})],
    )
    assert res.version == 4 and res.replayed is None
    assert store.version(gid) == 4
    assert store.meta(gid)["version"] == "4"
    assert store.entries(gid) == [
        {"e": {"type": "A"}},
        {"e": {"type": "B"}},
        {"e": {"type": "C"}, "c": {"seat": 1}},
        {"e": {"type": "D"}},
    ]
    assert store.entries(gid, 1, 2) == [
        {"e": {"type": "B"}},
        {"e": {"type": "C"}, "c": {"seat": 1}},
    ]
    assert store.entries(gid, 3) == [{"e": {"type": "D"}}]
    # the game is listed in the index
    assert gid in {g for g, _ in store.index.newest(math.inf, 10_000)}


def test_create_refuses_an_existing_id_and_keeps_the_original(store: EventStore, r: Any) -> None:
    gid = new_id()
    store.create(gid, meta_for(), ["1"])
    before = raw_state(r, gid)
    with pytest.raises(ValueError):
        store.create(gid, {**meta_for(), "preset": "other"}, ["x", "y", "z"])
    assert raw_state(r, gid) == before
    assert store.version(gid) == 1


def test_unknown_game(store: EventStore, r: Any) -> None:
    gid = new_id()
    with pytest.raises(UnknownGameError):
        store.meta(gid)
    with pytest.raises(UnknownGameError):
        store.append(gid, 0, ["x"])
    assert r.exists(f"g:{{{gid}}}:log") == 0
    assert store.version(gid) == 0


def test_stale_expected_version_conflicts_and_writes_nothing(store: EventStore, r: Any) -> None:
    gid = new_id()
    store.create(gid, meta_for(), ["1", "2", "3"])
    store.append(gid, 3, ["4"])
    before = raw_state(r, gid)
    for stale in (0, 3, 5):  # behind and ahead of the log
        with pytest.raises(ConflictError) as info:
            store.append(
                gid, stale, ["x"], idempotency_key=f"k{stale}", fingerprint="f", response="resp"
            )
        assert info.value.version == 4
        assert raw_state(r, gid) == before  # no entry, no version bump, no idempotency record
    assert store.idempotent_response(gid, "k0") is None


def test_a_meta_check_that_fails_writes_nothing(store: EventStore, r: Any) -> None:
    gid = new_id()
    meta = meta_for()
    store.create(gid, meta, ["1"])
    before = raw_state(r, gid)
    for check in (
        {"token:0": "another hash"},
        {"token:0": meta["token:0"], "name:1": "someone"},
        {"strikes:0": "1"},
    ):
        with pytest.raises(StaleMetaError) as info:
            store.append(
                gid, 1, ["2"], idempotency_key="k", fingerprint="f", response="r", meta_check=check
            )
        assert info.value.field == list(check)[-1]
        assert raw_state(r, gid) == before
    # a field the record does not hold checks as ""; the version is checked first
    with pytest.raises(ConflictError):
        store.append(gid, 0, ["2"], meta_check={"strikes:0": "1"})
    result = store.append(
        gid,
        1,
        ["2"],
        idempotency_key="k",
        fingerprint="f",
        response="r",
        meta_check={"token:0": meta["token:0"], "strikes:0": ""},
    )
    assert result.version == 2 and store.entries(gid) == [1, 2]
    # a stored key answers before any check
    again = store.append(gid, 1, ["2"], idempotency_key="k", meta_check={"token:0": "x"})
    assert again.replayed == ("f", "r")


def test_an_append_writes_its_snapshot_and_record_fields_with_its_entries(
    store: EventStore, r: Any
) -> None:
    gid = new_id()
    store.create(gid, meta_for(), ["1"])
    put_snapshot(r, gid, 1, {"tag": "one"})
    result = store.append(
        gid, 1, ["2", "3"], snapshot={"tag": "three"}, meta_set={"status": "over", "note": "a b"}
    )
    assert result.version == 3 and store.entries(gid) == [1, 2, 3]
    assert store.snapshot(gid) == (3, {"tag": "three"})  # at the version the entries lead to
    meta = store.meta(gid)
    assert (meta["version"], meta["status"], meta["note"]) == ("3", "over", "a b")
    store.append(gid, 3, ["4"], idempotency_key="k", fingerprint="f", response="r")
    assert store.snapshot(gid) == (3, {"tag": "three"})  # none given: the kept one stays
    # an append that is refused writes neither
    before = raw_state(r, gid)
    refused = {"snapshot": {"tag": "refused"}, "meta_set": {"status": "refused"}}
    with pytest.raises(ConflictError):
        store.append(gid, 3, ["x"], **refused)
    with pytest.raises(StaleMetaError):
        store.append(gid, 4, ["x"], meta_check={"strikes:0": "9"}, **refused)
    assert store.append(gid, 4, ["x"], idempotency_key="k", **refused).replayed == ("f", "r")
    with pytest.raises(UnknownGameError):
        store.append(new_id(), 0, ["x"], **refused)
    assert raw_state(r, gid) == before


def test_a_long_poll_returns_at_once_when_the_game_is_past_its_version(store: EventStore) -> None:
    gid = new_id()
    store.create(gid, meta_for(), ["1", "2"])
    assert store.wait_for_version(gid, 1, 30) == 2
    assert store.wait_for_version(gid, 0, 0) == 2
    assert store.wait_for_version(gid, 2, 0) == 2  # no wait asked: the version as it is
    assert store.wait_for_version(gid, 2, 0.2) == 2  # nothing came
    assert store.wait_for_version(new_id(), 0, 0.05) == 0  # an unknown game has no entries


def test_a_long_poll_wakes_when_an_append_lands(
    store: EventStore, r: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    # one block for the whole wait: unless the append wakes it, the read runs into the
    # client's socket timeout and the waiter fails instead of seeing the new version
    monkeypatch.setattr(store_events, "BLOCK_SLICE", 30.0)
    gid = new_id()
    store.create(gid, meta_for(), ["1"])
    got: list[Any] = []

    def wait() -> None:
        try:
            got.append(store.wait_for_version(gid, 1, 30))
        except StoreError as exc:
            got.append(exc)

    waiter = threading.Thread(target=wait)
    waiter.start()
    while not any(
        c["cmd"] == "xread" and "b" in c["flags"]
        for c in server_of(r, f"g:{{{gid}}}:news").client_list()
    ):
        time.sleep(0.01)  # until the waiter is blocked reading the news
    store.append(gid, 1, ["2", "3"])
    waiter.join(timeout=30)
    assert not waiter.is_alive() and got == [3]


def test_appends_nobody_waits_for_write_no_news(store: EventStore, r: Any) -> None:
    gid = new_id()
    store.create(gid, meta_for(), ["1"])
    store.append(gid, 1, ["2"])
    assert not r.exists(f"g:{{{gid}}}:news")
    store.wait_for_version(gid, 2, 0.01)
    store.append(gid, 2, ["3"])
    assert [fields for _, fields in r.xrange(f"g:{{{gid}}}:news")] == [{b"version": b"3"}]
    assert 0 < r.pttl(f"g:{{{gid}}}:news") <= store_scripts.NEWS_TTL_S * 1000  # dropped once quiet
    with pytest.raises(ConflictError):  # a refused append is no news either
        store.append(gid, 2, ["x"])
    assert [fields for _, fields in r.xrange(f"g:{{{gid}}}:news")] == [{b"version": b"3"}]


def test_idempotent_retry_returns_the_stored_response_and_appends_nothing(
    store: EventStore, r: Any
) -> None:
    gid = new_id()
    store.create(gid, meta_for(), ["1"])
    first = store.append(
        gid, 1, ["2", "3"], idempotency_key="key-1", fingerprint="fp-1", response='{"version": 3}'
    )
    assert first.version == 3 and first.replayed is None
    before = raw_state(r, gid)
    # the retry: same key (expected version now stale, as a real retry's would be)
    again = store.append(
        gid, 1, ["2", "3"], idempotency_key="key-1", fingerprint="fp-1", response='{"version": 3}'
    )
    assert again.replayed == ("fp-1", '{"version": 3}')
    # even with the current version, the key wins and nothing is appended
    again2 = store.append(
        gid, 3, ["2", "3"], idempotency_key="key-1", fingerprint="fp-2", response="other"
    )
    assert again2.replayed == ("fp-1", '{"version": 3}')
    assert raw_state(r, gid) == before
    assert store.version(gid) == 3
    assert store.idempotent_response(gid, "key-1") == ("fp-1", '{"version": 3}')
    # a response containing newlines survives the fingerprint/response packing
    store.append(gid, 3, ["4"], idempotency_key="key-2", fingerprint="fp", response="a\nb\nc")
    assert store.idempotent_response(gid, "key-2") == ("fp", "a\nb\nc")
    assert store.append(gid, 0, ["x"], idempotency_key="key-2").replayed == ("fp", "a\nb\nc")
    # another key is a new request
    assert store.append(gid, 4, ["5"], idempotency_key="key-3").version == 5


# -- concurrency across processes ------------------------------------------------------------------


def test_concurrent_appends_from_several_processes_lose_and_duplicate_nothing(
    store: EventStore, backend: tuple[str, bool]
) -> None:
    gid = new_id()
    store.create(gid, meta_for(), [])
    workers, per_worker = 4, 50
    results = _run(_appender, [(*backend, gid, w, per_worker) for w in range(workers)])
    log = store.entries(gid)
    assert len(log) == workers * per_worker == store.version(gid)
    assert store.meta(gid)["version"] == str(workers * per_worker)
    items = [(e["w"], e["n"]) for e in log]
    assert len(set(items)) == len(items), "duplicated entries"
    assert set(items) == {(w, n) for w in range(workers) for n in range(per_worker)}, "lost entries"
    for w in range(workers):  # each writer's entries are in the order it wrote them
        assert [n for ww, n in items if ww == w] == list(range(per_worker))
    conflicts = sum(c for _, c in results)
    assert conflicts > 0, "the writers never raced; the test proves nothing"


def test_racing_appends_with_the_same_expected_version_exactly_one_wins(
    store: EventStore, backend: tuple[str, bool]
) -> None:
    for round_ in range(3):
        gid = new_id()
        store.create(gid, meta_for(), ["0", "1", "2"])
        racers = 6
        results = _run(_racer, [(*backend, gid, w, 3) for w in range(racers)])
        winners = [w for w, status, _ in results if status == "ok"]
        assert len(winners) == 1, (round_, results)
        assert all(v == 4 for _, _, v in results)  # winner's version and every conflict's current
        assert store.version(gid) == 4
        assert store.entries(gid, 3) == [{"racer": winners[0]}]


# -- snapshots --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("preset", "players", "seed"),
    [("classic", 3, 1), ("green-cutthroat-2018", 2, 2), ("green-shithead-2006", 3, 3)],
)
def test_snapshot_plus_tail_equals_full_replay(
    store: EventStore, preset: str, players: int, seed: int
) -> None:
    game, final, log = play_random(preset, players, seed)
    gid = new_id()
    entries = [entry(ev, c) for ev, c in log]
    store.create(gid, meta_for(game), entries[:1])
    # append action by action, as the service does
    i = 1
    while i < len(entries):
        j = i + 1
        while j < len(log) and log[j][1] is None:
            j += 1
        assert store.append(gid, i, entries[i:j]).version == j
        i = j
    assert store.version(gid) == len(log)

    full = State(game)
    for e in store.entries(gid):
        evolve(full, event_from_dict(e["e"]))
    assert full.snapshot() == final.snapshot()
    assert replay(game, [ev for ev, _ in log]).snapshot() == final.snapshot()

    svc = GameService(store)
    rng = random.Random(seed)
    points = sorted(
        {1, 2, len(log) // 2, len(log) - 1, len(log), *rng.sample(range(1, len(log)), 5)}
    )
    for v in points:
        at_v = replay(game, [ev for ev, _ in log[:v]])
        put_snapshot(store.r, gid, v, at_v.to_snapshot())
        snap = store.snapshot(gid)
        assert snap is not None and snap[0] == v
        rebuilt = State.from_snapshot(game, snap[1])
        assert rebuilt.snapshot() == at_v.snapshot()
        for e in store.entries(gid, v):
            evolve(rebuilt, event_from_dict(e["e"]))
        assert rebuilt.snapshot() == full.snapshot(), v
        # the service's own load path (snapshot + tail) agrees too
        assert svc.load(gid).state.snapshot() == full.snapshot(), v


def _hash_tag(key: str) -> str:
    """The part of a key Redis Cluster hashes (the first non-empty ``{...}``), as Redis defines it."""
    s = key.find("{")
    if s >= 0:
        e = key.find("}", s + 1)
        if e > s + 1:
            return key[s + 1 : e]
    return key


def test_every_key_of_a_game_is_hash_tagged_with_its_id(store: EventStore, r: Any) -> None:
    gid = new_id()
    store.create(gid, meta_for(), ["a"])
    store.append(
        gid,
        1,
        ["b"],
        idempotency_key="k",
        fingerprint="f",
        response="r",
        snapshot={"s": 1},
        meta_set={"status": "over"},
    )
    store.wait_for_version(gid, 2, 0.01)  # marks the game watched
    store.append(gid, 2, ["c"])  # so this one writes the news
    keys = {k.decode() for k in r.scan_iter(match=f"*{gid}*", count=1000)}
    assert {
        f"g:{{{gid}}}:{p}" for p in ("meta", "log", "idempotency", "snap", "watched", "news")
    } <= keys
    for k in keys:
        assert f"{{{gid}}}" in k, k
        assert _hash_tag(k) == gid, k


# -- the append's own connection -----------------------------------------------------------------


def test_an_append_goes_on_after_its_connection_is_dropped(store: EventStore, r: Any) -> None:
    gid = new_id()
    store.create(gid, meta_for(), ["1"])
    assert store.append(gid, 1, ["2"]).version == 2
    key = f"g:{{{gid}}}:log"
    # the connection this thread appends on (on a cluster: to the game's master)
    own = store.connections.own.conns[r.get_node_from_key(key).name if store.cluster else ""]
    own.send_command("CLIENT", "ID")
    server_of(r, key).client_kill_filter(_id=own.read_response())
    assert store.append(gid, 2, ["3"]).version == 3
    assert store.entries(gid) == [1, 2, 3]


def test_an_append_sends_its_script_to_a_server_that_lost_it(store: EventStore, r: Any) -> None:
    gid = new_id()
    store.create(gid, meta_for(), ["1"])
    server_of(r, f"g:{{{gid}}}:log").script_flush()
    assert store.append(gid, 1, ["2"]).version == 2
    with pytest.raises(ConflictError):
        store.append(gid, 1, ["x"])
    assert store.entries(gid) == [1, 2]


def test_each_thread_appends_on_its_own_connection(store: EventStore) -> None:
    gid = new_id()
    store.create(gid, meta_for(), [])
    conns: list[Any] = []

    def append_one(expected: int) -> None:
        store.append(gid, expected, [str(expected + 1)])
        conns.extend(store.connections.own.conns.values())

    for expected in range(3):  # one after another: no race on the version
        worker = threading.Thread(target=append_one, args=(expected,))
        worker.start()
        worker.join()
    assert store.entries(gid) == [1, 2, 3]
    assert len({id(c) for c in conns}) == 3


def test_a_join_or_a_strike_counts_up_the_seats_revision(store: EventStore) -> None:
    gid = new_id()
    meta = {**meta_for(), "token:1": ""}  # seat 1 open
    store.create(gid, meta, ["1"])
    assert SEATS_REVISION not in store.meta(gid)
    kept = {SEATS_REVISION: ""}
    assert store.append(gid, 1, ["2"], meta_check=kept).version == 2
    assert store.claim_seat(gid, 1, "hash", "bob") == "bob"
    assert store.meta(gid)[SEATS_REVISION] == "1"
    with pytest.raises(StaleMetaError):  # an answer written from the record before the join
        store.append(gid, 2, ["3"], meta_check=kept)
    # a strike lands with the move that earned it, in the same append
    assert store.append(gid, 2, ["3"], meta_incr=("strikes:0", SEATS_REVISION)).version == 3
    assert store.meta(gid)["strikes:0"] == "1" and store.meta(gid)[SEATS_REVISION] == "2"
    with pytest.raises(StaleMetaError):
        store.append(gid, 3, ["4"], meta_check={SEATS_REVISION: "1"})
    assert store.append(gid, 3, ["4"], meta_check={SEATS_REVISION: "2"}).version == 4
    # a refused append counts nothing up
    with pytest.raises(ConflictError):
        store.append(gid, 3, ["5"], meta_incr=("strikes:0", SEATS_REVISION))
    assert store.meta(gid)["strikes:0"] == "1" and store.meta(gid)[SEATS_REVISION] == "2"


def test_an_append_to_a_redis_that_does_not_answer_fails_instead_of_hanging(
    redis_url: str, r: Any, backend: tuple[str, bool]
) -> None:
    if backend[1]:
        pytest.skip("pauses the one server (the single-server run covers the timeout)")
    client = redis_client(redis_url, socket_timeout=0.3)
    slow = EventStore(client)
    gid = new_id()
    slow.create(gid, meta_for(), ["1"])
    connected, paused = threading.Event(), threading.Event()
    outcome: list[Any] = []

    def append_twice() -> None:
        outcome.append(slow.append(gid, 1, ["2"]))  # this thread's connection is made
        connected.set()
        paused.wait(timeout=30)
        try:
            outcome.append(slow.append(gid, 2, ["3"]))
        except StoreError as exc:
            outcome.append(exc)

    worker = threading.Thread(target=append_twice)
    worker.start()
    assert connected.wait(timeout=30)
    r.client_pause(3000)  # Redis holds every client's commands for 3 s
    paused.set()
    worker.join(timeout=30)
    r.client_unpause()
    client.close()
    assert not worker.is_alive()
    assert outcome[0].version == 2
    assert isinstance(outcome[1], StoreError)  # the read's timeout ended the wait


# -- the sharded game indexes --------------------------------------------------------------------


def listed_ids(store: EventStore, part: str) -> set[str]:
    return {g for g, _ in store.index.page(part, math.inf, 100_000)}


def test_a_game_moves_between_its_indexes_as_its_seats_fill_and_it_ends(store: EventStore) -> None:
    gid = new_id()
    meta = {**meta_for(), "token:0": "hash"}  # seat 1 open
    store.create(gid, meta, ["1"])
    for part in (
        "all",
        "preset:classic",
        "status:playing",
        "open",
        "preset:classic:status:playing",
        "preset:classic:open",
    ):
        assert gid in listed_ids(store, part), part
    assert store.claim_seat(gid, 1, "hash", "bob") == "bob"
    assert gid not in listed_ids(store, "open") | listed_ids(store, "preset:classic:open")
    assert gid in listed_ids(store, "status:playing")
    store.append(gid, 1, ["2"], meta_set={"status": "over"})
    assert gid not in listed_ids(store, "status:playing")
    assert gid in listed_ids(store, "status:over") & listed_ids(store, "preset:classic:status:over")
    page = list_page(store, preset="classic", status="over", cursor=math.inf, limit=100_000)
    assert gid in {g["id"] for g in page["games"]}


def test_a_listing_repairs_a_stale_entry(store: EventStore) -> None:
    gid = new_id()
    store.create(gid, {**meta_for(), "token:0": "h"}, ["1"])  # in the lobby
    store.r.hset(f"g:{{{gid}}}:meta", "token:1", "h")  # a seat filled, its upkeep lost
    assert gid in listed_ids(store, "open")
    page = list_page(store, preset=None, status="open", cursor=math.inf, limit=100_000)
    assert gid not in {g["id"] for g in page["games"]}
    assert gid not in listed_ids(store, "open")  # repaired
    assert gid in listed_ids(store, "status:playing")


def test_a_create_that_crashed_between_its_steps_leaves_nothing_listed(store: EventStore) -> None:
    # the cluster's first step alone: the index entries of a game never written
    old, young = new_id(), new_id()
    store.index.reindex(old, {**meta_for(), "created": repr(time.time() - 600)})
    store.index.reindex(young, {**meta_for(), "created": repr(time.time())})
    assert {old, young} <= listed_ids(store, "preset:classic")
    page = list_page(store, preset="classic", status=None, cursor=math.inf, limit=100_000)
    assert not {old, young} & {g["id"] for g in page["games"]}
    assert old not in listed_ids(store, "preset:classic") | listed_ids(store, "all")  # dropped
    assert young in listed_ids(store, "preset:classic")  # maybe being created: kept a while
    store.index.unindex([young])
    assert young not in listed_ids(store, "all")


def test_a_refused_create_lists_nothing_new(store: EventStore) -> None:
    gid = new_id()
    store.create(gid, meta_for(), ["1"])
    assert gid in listed_ids(store, "all")
    with pytest.raises(ValueError):
        store.create(gid, {**meta_for(), "preset": "other", "created": "1.0"}, ["x"])
    # on a single server the create is one step: refused, it changes no index entry; on a
    # cluster its index step ran first, and the listing repairs what it wrote
    assert (gid in listed_ids(store, "preset:other")) == store.cluster
    page = list_page(store, preset="other", status=None, cursor=math.inf, limit=100_000)
    assert gid not in {g["id"] for g in page["games"]}
    assert gid not in listed_ids(store, "preset:other")
    assert dict(store.index.page("all", math.inf, 100_000))[gid] > 1.0  # the first one's


def _commands(r: Any) -> dict[str, int]:
    """Calls per command so far, summed over every master."""
    if hasattr(r, "get_primaries"):
        infos = [r.get_redis_connection(n).info("commandstats") for n in r.get_primaries()]
    else:
        infos = [r.info("commandstats")]
    out: dict[str, int] = {}
    for info in infos:
        for name, stats in info.items():
            out[name] = out.get(name, 0) + int(stats["calls"])
    return out


@pytest.fixture
def quiet(backend: tuple[str, bool], tmp_path: Any) -> Any:
    """A client of a server no one else uses while the test counts its commands: on one
    server a private embedded Redis (the session's has other clients: the background threads
    of apps other tests started in this process keep polling it); a cluster is this module's
    own outside the cluster pass."""
    url, cluster = backend
    if cluster:
        client = client_from_url(url, True)
        yield client
        client.close()
        return
    from api.store.redis_conn import EmbeddedRedis

    server = EmbeddedRedis(tmp_path / "quiet")
    client = client_from_url(server.url, False)
    try:
        yield client
    finally:
        client.close()
        server.close()


def test_a_filtered_listing_reads_only_matching_entries(quiet: Any) -> None:
    r, store = quiet, EventStore(quiet)
    for i in range(300):
        store.create(new_id(), {**meta_for(), "created": repr(time.time() - i)}, ["1"])

    def spent(**query: Any) -> tuple[dict[str, Any], dict[str, int]]:
        """A listing and the commands the server ran meanwhile (the best of three: another
        client of the same server may run some too)."""
        tries = []
        for _ in range(3):
            before = _commands(r)
            page = list_page(store, cursor=math.inf, **query)
            after = _commands(r)
            ran = {k: after[k] - before.get(k, 0) for k in after if after[k] != before.get(k, 0)}
            ran.pop("cmdstat_info", None)
            tries.append((page, ran))
        return min(tries, key=lambda t: sum(t[1].values()))

    page, ran = spent(preset="nope", status=None, limit=1)
    assert page == {"games": [], "next_cursor": None}
    assert ran == {"cmdstat_zrevrangebyscore": SHARDS}, ran  # one read per shard, no record
    page, ran = spent(preset="classic", status="playing", limit=5)
    assert len(page["games"]) == 5
    assert ran == {"cmdstat_zrevrangebyscore": SHARDS, "cmdstat_hgetall": 5}, (
        ran
    )  # only those shown


def test_finished_games_past_retention_are_trimmed_from_the_indexes(store: EventStore) -> None:
    old, recent, playing = new_id(), new_id(), new_id()
    long_ago = repr(time.time() - 10_000)
    store.create(old, {**meta_for(), "created": long_ago, "status": "over"}, ["1"])
    store.create(recent, {**meta_for(), "status": "over"}, ["1"])
    store.create(playing, {**meta_for(), "created": long_ago}, ["1"])
    assert store.index.trim(time.time() - 1000) >= 1
    assert old not in listed_ids(store, "all") | listed_ids(store, "preset:classic:status:over")
    assert {recent, playing} <= listed_ids(store, "all")
    assert store.meta(old)  # the game itself is retention's to drop


def test_games_of_the_old_single_index_are_moved_to_the_shards(store: EventStore, r: Any) -> None:
    gid = new_id()
    meta = meta_for()
    r.hset(f"g:{{{gid}}}:meta", mapping=meta)
    r.zadd(GAMES_INDEX, {gid: float(meta["created"]), new_id(): 1.0})  # one long gone
    assert store.index.migrate_legacy() >= 1
    assert not r.exists(GAMES_INDEX)
    assert gid in listed_ids(store, "preset:classic:status:playing")


def test_an_append_waits_for_its_replicas_when_asked(store: EventStore) -> None:
    gid = new_id()
    store.create(gid, meta_for(), ["1"])
    # more replicas than any of the tests' stores has (the cluster pass's has one a master)
    store.connections.wait_replicas, store.connections.wait_timeout_ms = 2, 50  # the wait times out
    with pytest.raises(StoreError) as info:
        store.append(gid, 1, ["2"])
    assert info.value.maybe_written
    assert store.version(gid) == 2  # written on the master, acknowledged by no replica
    store.connections.wait_replicas = 0
    assert store.append(gid, 2, ["3"]).version == 3


def test_a_create_and_a_seat_claim_wait_for_their_replicas_too(store: EventStore, r: Any) -> None:
    # an acknowledged game (its deal, its shared ruleset) or seat is one a failover keeps
    meta = meta_for()
    other, gid = new_id(), new_id()
    store.create(other, meta, ["1"])
    assert store.claim_seat(other, 1, "hash", "ann") == "ann"
    store.connections.wait_replicas, store.connections.wait_timeout_ms = (
        2,
        50,
    )  # more replicas than there are
    with pytest.raises(StoreError) as info:
        store.create(gid, meta, ["1"])
    assert info.value.maybe_written  # written on the master, acknowledged by no replica
    assert store.meta(gid)["ruleset"] == meta["ruleset"]
    with pytest.raises(StoreError) as info:
        store.claim_seat(gid, 1, "hash", "bob")
    assert info.value.maybe_written and store.meta(gid)["token:1"] == "hash"
    # on a cluster a ruleset this process has not written lately is written, and waited
    # for, first: that write's shortfall is the create's
    fresh = EventStore(r)
    fresh.connections.wait_replicas, fresh.connections.wait_timeout_ms = 2, 50
    third = new_id()
    with pytest.raises(StoreError) as info:
        fresh.create(third, meta, ["1"])
    assert info.value.maybe_written


def test_a_replayed_answer_waits_for_its_replicas_too(store: EventStore, r: Any) -> None:
    gid = new_id()
    store.create(gid, meta_for(), ["1"])
    store.append(gid, 1, ["2"], idempotency_key="k", fingerprint="f", response="r")
    acked = f"g:{{{gid}}}:acked"
    store.confirm_replicated(gid)  # no wait asked for: nothing written
    assert not r.exists(acked)
    store.connections.wait_replicas, store.connections.wait_timeout_ms = (
        2,
        50,
    )  # more replicas than there are
    with pytest.raises(StoreError) as info:
        store.confirm_replicated(gid)
    assert info.value.maybe_written  # the answer's append is on the master, on no replica
    assert r.exists(acked)  # the write that WAIT counts, in the game's own slot
    assert r.pttl(acked) > 0
    store.connections.wait_replicas = 0


@pytest.mark.parametrize("mode", ["auto", "pubsub"])
def test_the_news_feed_hears_each_append_at_once(
    store: EventStore, r: Any, mode: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(news_module, "REFRESH_S", 60.0)  # only the news can tell of a move
    monkeypatch.setattr(news_module, "NEWS_MODE", mode)
    games = [new_id() for _ in range(5)]  # in different slots: one XREAD could not name them
    for gid in games:
        store.create(gid, meta_for(), ["1"])
    heard: list[tuple[str, int]] = []
    feed = news_module.NewsFeed(r, lambda gid, version: heard.append((gid, version)))
    feed.start()
    try:
        for gid in games:
            feed.add(gid)
        deadline = time.monotonic() + 10
        while {g for g, _ in heard} != set(games) and time.monotonic() < deadline:
            time.sleep(0.01)  # each game's version read once, as it is added
        time.sleep(0.3)  # and its news listened to
        for gid in games:
            store.append(gid, 1, ["2"])
        while len({g for g, v in heard if v == 2}) < len(games) and time.monotonic() < deadline:
            time.sleep(0.01)
        assert {g for g, v in heard if v == 2} == set(games)
    finally:
        feed.stop()


def test_appends_go_on_after_a_failover_and_wait_for_the_replica() -> None:
    with local_cluster(masters=3, replicas=1) as cluster:
        store = EventStore(client_from_url(cluster.url, True))
        store.connections.wait_replicas, store.connections.wait_timeout_ms = 1, 2000
        gid = new_id()
        store.create(gid, meta_for(), ["1"])
        assert store.append(gid, 1, ["2"]).version == 2  # acknowledged by the replica too
        cluster.kill(cluster.master_of(f"g:{{{gid}}}:log"))
        cluster.wait_ok()  # its replica serves the slot now
        store.connections.wait_replicas = 0  # the new master has no replica of its own
        # the thread's connection to the dead master breaks: the store learns the topology
        # anew and appends on the new master, where the acknowledged entries are
        assert store.append(gid, 2, ["3"]).version == 3
        assert store.entries(gid) == [1, 2, 3]


def test_games_name_their_ruleset_by_digest_and_it_is_kept_once(store: EventStore, r: Any) -> None:
    # the ruleset's JSON (3-6 KB) was most of every game's record, and read with it on
    # every request
    meta = meta_for()
    first, second = new_id(), new_id()
    store.create(first, meta, ["1"])
    store.create(second, {**meta, "created": repr(time.time())}, ["1"])
    digest = ruleset_digest(meta["ruleset"])
    for gid in (first, second):
        assert r.hget(f"g:{{{gid}}}:meta", "ruleset") == f"#{digest}".encode()
        assert store.meta(gid)["ruleset"] == meta["ruleset"]
    assert r.get(ruleset_key(digest)) == meta["ruleset"].encode()
    assert len(r.hget(f"g:{{{first}}}:meta", "ruleset")) < 100 < len(meta["ruleset"])
    # a process that never saw the ruleset reads it from the store, in each way records are read
    fresh = EventStore(r)
    assert fresh.meta(first) == store.meta(first)
    assert [m and m["ruleset"] for m in EventStore(r).metas([first, new_id(), second])] == [
        meta["ruleset"],
        None,
        meta["ruleset"],
    ]
    assert (
        EventStore(r).read(second, log_from=0, with_snapshot=False)[0]["ruleset"] == meta["ruleset"]
    )


def test_games_holding_their_ruleset_are_read_as_ever(store: EventStore, r: Any) -> None:
    # as earlier versions wrote them, and as SHARED_RULESETS=0 writes them (for a rolling
    # upgrade, while processes of earlier versions still read the games)
    meta = meta_for()
    old, inline = new_id(), new_id()
    r.hset(f"g:{{{old}}}:meta", mapping={**meta, "version": "1"})
    r.rpush(f"g:{{{old}}}:log", "1")
    EventStore(r, share_rulesets=False).create(inline, meta, ["1"])
    assert r.hget(f"g:{{{inline}}}:meta", "ruleset") == meta["ruleset"].encode()
    for gid in (old, inline):
        assert store.meta(gid)["ruleset"] == meta["ruleset"]
        assert store.read(gid, log_from=0, with_snapshot=False)[0]["ruleset"] == meta["ruleset"]


def test_a_missing_shared_ruleset_is_a_store_error_not_a_broken_record(
    store: EventStore, r: Any
) -> None:
    gid = new_id()
    meta = meta_for()
    store.create(gid, meta, ["1"])
    digest = ruleset_digest(meta["ruleset"])
    r.hset(f"g:{{{gid}}}:meta", "ruleset", "#" + "0" * 64)  # names a ruleset nobody stored
    try:
        with pytest.raises(StoreError, match="not in the store"):
            EventStore(r).meta(gid)
        assert r.get(ruleset_key(digest)) is not None
    finally:  # the store is shared: a listing of other tests would meet the broken game
        r.hset(f"g:{{{gid}}}:meta", "ruleset", "#" + digest)

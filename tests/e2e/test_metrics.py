"""``/metrics`` through a real gunicorn (two workers): what requests, appends, conflicts, reads
and push bots do shows in one scrape, merged over the workers, and nothing of it is in Redis.
The Grafana dashboard in ``docs/`` queries only metrics a scrape has."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import requests
from prometheus_client.parser import text_string_to_metric_families

from api.play.runners import QUEUE_NAME
from api.play.seats import MAX_STRIKES
from api.store.redis_conn import client_from_url

ROOT = Path(__file__).resolve().parents[2]
DASHBOARD = ROOT / "docs" / "grafana-dashboard.json"
TIMEOUT = 30
ACTIONS = "/v1/games/<game_id>/actions"


@dataclass
class Scrape:
    """One scrape: its content type and its samples as (name, labels, value)."""

    content_type: str
    samples: list[tuple[str, dict[str, str], float]]
    types: dict[str, str]

    def value(self, name: str, **labels: str) -> float:
        """The sum of ``name``'s samples whose labels include ``labels``."""
        return sum(
            v
            for n, ls, v in self.samples
            if n == name and all(ls.get(k) == want for k, want in labels.items())
        )

    def has(self, name: str, **labels: str) -> bool:
        return any(
            n == name and all(ls.get(k) == want for k, want in labels.items())
            for n, ls, _ in self.samples
        )

    @property
    def names(self) -> set[str]:
        return {n for n, _, _ in self.samples}


def scrape(base: str) -> Scrape:
    resp = requests.get(f"{base}/metrics", timeout=TIMEOUT)
    assert resp.status_code == 200, resp.text
    samples, types = [], {}
    for family in text_string_to_metric_families(resp.text):  # the library's own parser
        types[family.name] = family.type
        samples += [(s.name, dict(s.labels), s.value) for s in family.samples]
    return Scrape(resp.headers["Content-Type"], samples, types)


@dataclass
class Traffic:
    before: Scrape
    after: Scrape
    bot_games: int


@pytest.fixture(scope="module")
def traffic(live_server: str, push_bots: Any) -> Iterator[Traffic]:
    """A scrape, then some reads, a create, a submit, a version conflict, a view at an old
    version (a state rebuilt), and games whose push bots answer or fail; then a scrape."""
    base = live_server
    before = scrape(base)
    with requests.Session() as http:
        for _ in range(3):
            assert http.get(f"{base}/v1/rulesets", timeout=TIMEOUT).status_code == 200
        assert http.get(f"{base}/v1/nowhere", timeout=TIMEOUT).status_code == 404
        game = http.post(
            f"{base}/v1/games",
            json={"ruleset": "classic", "seats": 2, "seed": "metrics"},
            timeout=TIMEOUT,
        ).json()
        gid, tokens, version = game["id"], [s["token"] for s in game["seats"]], game["version"]
        ready = {"action": {"kind": "ready"}, "expected_version": version}
        first = http.post(
            f"{base}/v1/games/{gid}/actions",
            json=ready,
            timeout=TIMEOUT,
            headers={"Authorization": f"Bearer {tokens[0]}"},
        )
        assert first.status_code == 201, first.text
        # the same seat's ready again (another seat's would commute: applied, not refused)
        stale = http.post(
            f"{base}/v1/games/{gid}/actions",
            json=ready,
            timeout=TIMEOUT,
            headers={"Authorization": f"Bearer {tokens[0]}"},
        )
        assert stale.status_code == 409 and stale.json()["code"] == "version_conflict"
        assert http.get(f"{base}/v1/games/{gid}/views/1", timeout=TIMEOUT).status_code == 200
        # bot games played out within the create: one push bot answering, one failing
        for path in ("first", "error"):
            seats = [
                {"push": {"url": push_bots.url(path), "timeout_ms": 5000}},
                {"bot": "heuristic"},
            ]
            made = http.post(
                f"{base}/v1/games",
                timeout=60,
                json={
                    "ruleset": "classic",
                    "seats": seats,
                    "turn_cap": 60,
                    "seed": f"metrics-{path}",
                    "play_out": True,
                },
            )
            assert made.status_code == 201, made.text
    yield Traffic(before, scrape(base), bot_games=2)


def moved(t: Traffic, name: str, **labels: str) -> float:
    return t.after.value(name, **labels) - t.before.value(name, **labels)


def test_the_scrape_is_prometheus_text_from_the_library(traffic: Traffic) -> None:
    assert traffic.after.content_type.startswith("text/plain; version=0.0.4")
    types = traffic.after.types
    assert types["shithead_http_request_duration_seconds"] == "histogram"
    assert types["shithead_bot_call_duration_seconds"] == "histogram"
    assert types["shithead_appends"] == "counter"
    assert types["shithead_stream_watchers"] == "gauge"
    assert types["shithead_queue_depth"] == "gauge"


def test_requests_are_timed_by_method_route_and_status(traffic: Traffic) -> None:
    name = "shithead_http_request_duration_seconds_count"
    assert moved(traffic, name, method="GET", route="/v1/rulesets", status="200") >= 3
    assert moved(traffic, name, method="POST", route="/v1/games", status="201") >= 3
    assert moved(traffic, name, method="POST", route=ACTIONS, status="201") >= 1
    assert moved(traffic, name, method="POST", route=ACTIONS, status="409") >= 1
    assert (
        moved(
            traffic,
            name,
            method="GET",
            route="/v1/games/<game_id>/views/<int:version>",
            status="200",
        )
        >= 1
    )
    assert moved(traffic, name, method="GET", route="unmatched", status="404") >= 1
    # the route is the rule, never the path: no game id in any label
    routes = {ls.get("route", "") for n, ls, _ in traffic.after.samples if n == name}
    assert not any(re.search(r"[0-9a-f]{32}", r) for r in routes), routes
    # a histogram: the buckets count up to the count, and the time is in the sum
    after = traffic.after
    labels = {"method": "GET", "route": "/v1/rulesets", "status": "200"}
    assert after.value(
        "shithead_http_request_duration_seconds_bucket", le="+Inf", **labels
    ) == after.value(name, **labels)
    assert after.value("shithead_http_request_duration_seconds_sum", **labels) > 0


def test_appends_conflicts_and_reads_are_counted(traffic: Traffic) -> None:
    appends = moved(traffic, "shithead_appends_total")
    assert appends >= 1 + traffic.bot_games  # the submit, and at least a move in each bot game
    assert moved(traffic, "shithead_events_appended_total") >= appends
    assert moved(traffic, "shithead_version_conflicts_total", source="submit") >= 1
    reads = moved(traffic, "shithead_state_cache_hits_total") + moved(
        traffic, "shithead_state_cache_misses_total"
    )
    assert reads >= 2
    assert moved(traffic, "shithead_states_rebuilt_total") >= 1  # the view at version 1
    assert moved(traffic, "shithead_events_folded_total") >= 1


def test_push_bot_calls_are_timed_and_their_failures_counted(traffic: Traffic) -> None:
    calls = moved(traffic, "shithead_bot_call_duration_seconds_count")
    assert calls >= 1 + MAX_STRIKES  # the good bot's calls, and the failing one's until dropped
    assert moved(traffic, "shithead_bot_call_duration_seconds_sum") > 0
    assert moved(traffic, "shithead_bot_call_failures_total", reason="http_status") == MAX_STRIKES


def test_gauges_are_there(traffic: Traffic) -> None:
    after = traffic.after
    assert after.has("shithead_stream_watchers")
    assert after.has("shithead_long_polls_waiting") and after.has("shithead_long_polls_cut_total")
    assert after.has("shithead_queue_depth", queue=QUEUE_NAME)
    assert after.has("shithead_queue_depth", queue="bots:due")
    assert all(
        v >= 0
        for n, _, v in after.samples
        if n in ("shithead_stream_watchers", "shithead_queue_depth")
    )


def test_no_metric_is_kept_in_redis(traffic: Traffic, redis_url: str) -> None:
    client = client_from_url(redis_url)
    assert list(client.scan_iter(match="metrics:*", count=1000)) == []


def test_the_grafana_dashboard_queries_only_metrics_the_service_has(traffic: Traffic) -> None:
    dashboard = json.loads(DASHBOARD.read_text(encoding="utf-8"))
    assert dashboard["title"] and dashboard["schemaVersion"] >= 30
    panels = dashboard["panels"]
    exprs = [t["expr"] for p in panels for t in p.get("targets", [])]
    assert len(panels) >= 7 and all(p.get("targets") for p in panels if p["type"] != "row")
    queried = {m for e in exprs for m in re.findall(r"\bshithead_[a-z_]+", e)}
    assert queried, exprs
    missing = queried - traffic.after.names
    assert not missing, f"the dashboard queries metrics the service does not have: {missing}"
    ids = [p["id"] for p in panels]
    assert len(ids) == len(set(ids)), "panel ids are unique"


def test_a_worker_serves_its_own_metrics(redis_url: str) -> None:
    """``shithead worker --metrics-port``: one process, its default registry, its own port."""
    from api.http.local_server import free_port

    port = free_port()
    env = {k: v for k, v in os.environ.items() if k != "PROMETHEUS_MULTIPROC_DIR"}
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "api.cli",
            "worker",
            "--redis-url",
            redis_url,
            "--bots",
            "1",
            "--queue-name",
            f"metrics-test-{os.getpid()}",
            "--log-level",
            "WARNING",
            "--metrics-port",
            str(port),
        ],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                text = requests.get(f"http://127.0.0.1:{port}/metrics", timeout=5).text
                break
            except requests.ConnectionError:
                assert proc.poll() is None, "the worker exited"
                assert time.monotonic() < deadline, "the worker's metrics did not come up"
                time.sleep(0.2)
        names = {s.name for f in text_string_to_metric_families(text) for s in f.samples}
        assert {"shithead_appends_total", "shithead_bot_call_duration_seconds_count"} <= names
    finally:
        proc.terminate()
        proc.wait(timeout=30)


def test_a_given_metrics_folder_starts_empty_and_is_kept(redis_url: str, tmp_path: Path) -> None:
    """``PROMETHEUS_MULTIPROC_DIR`` named: an earlier run's counts there are not this run's."""
    from api.http.local_server import gunicorn

    folder = tmp_path / "metrics"
    folder.mkdir()
    earlier = "from api.metrics import APPENDS; APPENDS.inc(1000)"
    subprocess.run(
        [sys.executable, "-c", earlier],
        cwd=ROOT,
        check=True,
        timeout=60,
        env={**os.environ, "PROMETHEUS_MULTIPROC_DIR": str(folder)},
    )
    assert list(folder.glob("counter_*.db"))
    with gunicorn(
        redis_url, extra_env={"PROMETHEUS_MULTIPROC_DIR": str(folder)}, quiet=True
    ) as base:
        assert scrape(base).value("shithead_appends_total") < 1000
    assert folder.is_dir(), "a folder the deployment was given is left in place"


# -- bounded labels ---------------------------------------------------------------------------------


def _raw(base: str, method: str, path: str) -> int:
    """One request with any method (``requests`` sends what it is given), its status."""
    return requests.request(method, f"{base}{path}", timeout=TIMEOUT).status_code


def test_made_up_methods_and_paths_do_not_grow_the_metrics(live_server: str) -> None:
    """An audit sent 1,000 requests with made-up methods and took /metrics from 285 KB to
    2.2 MB: every method became a label value. Now they are all ``other``, and every path
    no rule matches ``unmatched``."""
    import random
    import string

    rng = random.Random()
    base = live_server
    requests.get(f"{base}/v1/rulesets", timeout=TIMEOUT)  # the usual series exist already
    before = len(requests.get(f"{base}/metrics", timeout=TIMEOUT).content)
    with requests.Session():
        for i in range(1000):
            method = "".join(rng.choices(string.ascii_uppercase, k=rng.randint(3, 12)))
            path = (
                f"/v1/games/{rng.getrandbits(64):x}"
                if i % 3 == 0
                else f"/{''.join(rng.choices(string.ascii_lowercase, k=10))}/{i}"
            )
            assert _raw(base, method, path) < 500
    after = scrape(base)
    size = len(requests.get(f"{base}/metrics", timeout=TIMEOUT).content)
    # a handful of new series at most (a method x status pair is one histogram, ~2 KB)
    assert size - before < 40_000, (before, size)
    methods = {ls["method"] for n, ls, _ in after.samples if n.startswith("shithead_http_request")}
    assert methods <= {"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "other"}
    assert "other" in methods
    routes = {ls["route"] for n, ls, _ in after.samples if n.startswith("shithead_http_request")}
    assert "unmatched" in routes and len(routes) < 100  # the app's rules, and one bucket


def test_promtool_accepts_the_live_metrics(live_server: str) -> None:
    """Prometheus's own checker reads a live scrape without a complaint (CI installs Debian's
    ``prometheus`` for ``promtool`` and sets ``REQUIRE_PROMTOOL=1``, where a missing one fails)."""
    import shutil

    promtool = shutil.which("promtool")
    if promtool is None:
        if os.environ.get("REQUIRE_PROMTOOL") == "1":
            pytest.fail("REQUIRE_PROMTOOL=1 but promtool is not installed", pytrace=False)
        pytest.skip("promtool is not installed (Debian: apt-get install prometheus)")
    base = live_server
    requests.request("BREW", f"{base}/v1/rulesets", timeout=TIMEOUT)
    requests.get(f"{base}/v1/nowhere", timeout=TIMEOUT)
    text = requests.get(f"{base}/metrics", timeout=TIMEOUT).content
    done = subprocess.run(
        [promtool, "check", "metrics"], input=text, capture_output=True, timeout=60
    )
    assert done.returncode == 0, (done.stdout + done.stderr).decode()

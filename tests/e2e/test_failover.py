"""Failover: a master of a real Redis Cluster killed (SIGKILL) under a load of submits.

A 3-master cluster with a replica each and ``appendfsync always``, a live gunicorn in cluster
mode, and threads playing many games through the public API, every submit with an
Idempotency-Key. Once the load runs, the master serving the most of the games is killed;
its replica is promoted (``cluster-node-timeout`` after), and the threads play on to the end
of every game, the killed node restarted once the slots are served again (it rejoins as a
replica). A submit answered 503 is sent again, with the same key and body, until it is
answered otherwise; a connection that breaks the same.

With ``REDIS_WAIT_REPLICAS=1`` (the store waits for a replica's acknowledgement of each
append, and answers 503 without one) what ``docs/deploy.md`` promises is checked: every
submit answered 2xx has its events in the game's log afterwards, read through the API; a
submit retried after a 503 ends replayed or applied, never twice; no answer is a 500. Without
it, the same load measures the window in which acknowledged events may be lost (it is
printed, not asserted: asynchronous replication makes no promise). ``-rP`` shows the figures
(answers by status, submits sent again and replayed, how long the slots went unserved).
"""

from __future__ import annotations

import contextlib
import random
import threading
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
import requests

from api.http.local_server import gunicorn
from api.store.local_cluster import LocalCluster, Node
from tests.stores import CLUSTER

pytestmark = [
    pytest.mark.cluster_pass,
    # a minute of load on two clusters of its own: once per ./dev test, not once per engine
    pytest.mark.skipif(not CLUSTER, reason="runs in the cluster pass (TEST_REDIS_CLUSTER=1)"),
]

#: Games played at once, and the threads playing them (each plays its games in turns).
GAMES = 8
THREADS = 4
#: Submits acknowledged before the master is killed (of the three thousand or so in all).
KILL_AFTER = 600
#: How long a submit or a read is sent again while answered 503 or not at all.
RETRY_FOR_S = 60.0
#: Actions a game may take at most (these take 300 to 1,000).
MAX_ACTIONS = 1500


@dataclass
class Submit:
    """One move, sent under one Idempotency-Key until it was answered other than 503."""

    game: str
    seat: int
    key: str
    action: dict[str, Any]
    expected: int
    #: Every attempt's answer: an HTTP status, or "error" for a broken connection.
    attempts: list[int | str] = field(default_factory=list)
    #: The 2xx answer's body, and whether it was a stored answer replayed.
    answer: dict[str, Any] | None = None
    replayed: bool = False
    at: float = 0.0


@dataclass
class Load:
    base: str
    submits: list[Submit] = field(default_factory=list)
    #: Every answer a read or a submit got that is a 5xx other than 503.
    errors: list[tuple[str, int, str]] = field(default_factory=list)
    acked: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock)
    failures: list[BaseException] = field(default_factory=list)

    def note(self, submit: Submit) -> None:
        with self.lock:
            self.submits.append(submit)
            if submit.answer is not None:
                self.acked += 1

    def bad(self, what: str, resp: requests.Response) -> None:
        with self.lock:
            self.errors.append((what, resp.status_code, resp.text[:300]))


def _auth(token: str | None) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"} if token else {}


def _get(load: Load, s: requests.Session, path: str, token: str | None = None) -> dict[str, Any]:
    """A read, asked again while the store is unavailable (503) or the connection breaks."""
    deadline = time.monotonic() + RETRY_FOR_S
    while True:
        try:
            resp = s.get(load.base + path, headers=_auth(token), timeout=30)
        except requests.RequestException:
            resp = None
        if resp is not None and resp.status_code == 200:
            return dict(resp.json())
        if resp is not None and resp.status_code != 503:
            load.bad(f"GET {path}", resp)
            raise AssertionError(f"GET {path}: {resp.status_code} {resp.text[:300]}")
        if time.monotonic() > deadline:
            raise AssertionError(f"GET {path}: still unavailable after {RETRY_FOR_S} s")
        time.sleep(0.1)


def _submit(load: Load, s: requests.Session, sub: Submit, token: str) -> None:
    """Send ``sub`` until it is answered other than 503 (the same key and body each time)."""
    body = {"action": sub.action, "expected_version": sub.expected}
    headers = {**_auth(token), "Idempotency-Key": sub.key}
    deadline = time.monotonic() + RETRY_FOR_S
    while time.monotonic() < deadline:
        try:
            resp = s.post(
                f"{load.base}/v1/games/{sub.game}/actions", json=body, headers=headers, timeout=30
            )
        except requests.RequestException:
            sub.attempts.append("error")
            time.sleep(0.1)
            continue
        sub.attempts.append(resp.status_code)
        if resp.status_code == 503:
            time.sleep(0.1)
            continue
        if resp.status_code >= 500:
            load.bad(f"POST {sub.key}", resp)
        if 200 <= resp.status_code < 300:
            sub.answer = dict(resp.json())
            sub.replayed = resp.headers.get("Idempotent-Replayed") == "true"
            sub.at = time.monotonic()
        break
    load.note(sub)


def _choose(actions: list[dict[str, Any]]) -> dict[str, Any]:
    """The first move listed that is not a voluntary pick-up (the lowest cards first): a
    game ends in a few hundred moves, where a uniformly random one takes a thousand."""
    others = [a for a in actions if a["kind"] != "pickup"]
    return (others or actions)[0]


def _play(load: Load, games: list[dict[str, Any]], seed: int) -> None:
    """Play ``games`` to their ends in turns, one move each, as the games' every seat."""
    rng = random.Random(seed)
    s = requests.Session()
    state = {g["id"]: g for g in games}
    tokens = {g["id"]: [seat["token"] for seat in g["seats"]] for g in games}
    moves = Counter[str]()
    try:
        while state:
            for gid in list(state):
                game = state[gid]
                if game["result"] is not None:
                    # the end as the log has it now: an end acknowledged and then lost is not one
                    game = _get(load, s, f"/v1/games/{gid}")
                    if game["result"] is not None:
                        del state[gid]
                        continue
                moves[gid] += 1
                assert moves[gid] <= MAX_ACTIONS, f"game {gid} did not end"
                seat = rng.choice(game["to_act"])
                legal = _get(load, s, f"/v1/games/{gid}/legal-moves", tokens[gid][seat])
                if legal["version"] != game["version"] or not legal["actions"]:
                    state[gid] = _get(load, s, f"/v1/games/{gid}")
                    continue
                sub = Submit(
                    gid, seat, f"{gid}-{moves[gid]}", _choose(legal["actions"]), legal["version"]
                )
                _submit(load, s, sub, tokens[gid][seat])
                # a refused submit (a 409 after an acknowledged event was lost): read again
                state[gid] = (
                    sub.answer["game"]
                    if sub.answer is not None
                    else _get(load, s, f"/v1/games/{gid}")
                )
    except BaseException as exc:  # the main thread reports it
        load.failures.append(exc)
    finally:
        s.close()


@dataclass
class Outcome:
    load: Load
    games: list[str]
    victim_games: set[str]
    killed_at: float
    promoted_at: float
    #: Per game, its log read through the API once it ended: seq -> event.
    logs: dict[str, dict[int, dict[str, Any]]]


@contextlib.contextmanager
def _run_load(tmp_path: Path, wait_replicas: int) -> Iterator[Outcome]:
    cluster = LocalCluster(masters=3, replicas=1, appendfsync="always", folder=tmp_path / "cluster")
    with (
        cluster,
        gunicorn(
            cluster.url,
            workers=2,
            quiet=True,
            extra_env={
                "REDIS_CLUSTER": "1",
                "REDIS_WAIT_REPLICAS": str(wait_replicas),
                "TOURNAMENT_WORKER": "0",
                "LADDER_SCHEDULER": "0",
            },
        ) as base,
    ):
        load = Load(base)
        s = requests.Session()
        games = []
        for i in range(GAMES):
            resp = s.post(
                f"{base}/v1/games",
                json={"ruleset": "classic", "seats": 2, "seed": f"failover-{i}"},
                timeout=30,
            )
            assert resp.status_code == 201, resp.text
            games.append(dict(resp.json()))
        # the master serving the most of the games is the one killed
        by_master: dict[int, list[str]] = {}
        for g in games:
            by_master.setdefault(cluster.master_of(f"g:{{{g['id']}}}:log").port, []).append(g["id"])
        port, victim_games = max(by_master.items(), key=lambda kv: len(kv[1]))
        victim: Node = next(n for n in cluster.nodes if n.port == port)
        threads = [
            threading.Thread(target=_play, args=(load, games[t::THREADS], t), daemon=True)
            for t in range(THREADS)
        ]
        for t in threads:
            t.start()
        deadline = time.monotonic() + 120
        while load.acked < KILL_AFTER and not load.failures and time.monotonic() < deadline:
            time.sleep(0.01)
        assert load.acked >= KILL_AFTER, (load.acked, load.failures)
        killed_at = time.monotonic()
        cluster.kill(victim)
        cluster.wait_ok(timeout=60)
        promoted_at = time.monotonic()
        # brought back, the old master follows its promoted replica: WAIT has a replica to
        # count again (until then each append there times out into a 503 and a replay)
        cluster.restart(victim)
        for t in threads:
            t.join(timeout=300)
        assert not any(t.is_alive() for t in threads), "the games did not end"
        if load.failures:
            raise load.failures[0]
        logs = {}
        for g in games:
            token = g["seats"][0]["token"]
            page = _get(load, s, f"/v1/games/{g['id']}/events?after=0", token)
            logs[g["id"]] = {e["seq"]: e for e in page["events"]}
        s.close()
        yield Outcome(
            load, [g["id"] for g in games], set(victim_games), killed_at, promoted_at, logs
        )


def _lost(outcome: Outcome) -> list[Submit]:
    """The acknowledged submits whose events are not in their game's log as they were answered."""
    lost = []
    for sub in outcome.load.submits:
        if sub.answer is None:
            continue
        log = outcome.logs[sub.game]
        for ev in sub.answer["events"]:
            got = log.get(ev["seq"])
            if got is None or got["type"] != ev["type"] or got.get("cause") != ev.get("cause"):
                lost.append(sub)
                break
    return lost


def _summary(outcome: Outcome) -> str:
    load = outcome.load
    statuses = Counter(str(a) for sub in load.submits for a in sub.attempts)
    retried = [sub for sub in load.submits if len(sub.attempts) > 1]
    return (
        f"{len(load.submits)} submits to {len(outcome.games)} games "
        f"({len(outcome.victim_games)} on the killed master); answers {dict(statuses)}; "
        f"{len(retried)} sent again ({sum(s.replayed for s in retried)} replayed); "
        f"slots served again {outcome.promoted_at - outcome.killed_at:.1f} s after the kill"
    )


def test_with_wait_every_acknowledged_submit_survives_a_master_killed(tmp_path: Path) -> None:
    with _run_load(tmp_path, wait_replicas=1) as outcome:
        load = outcome.load
        print(_summary(outcome))
        assert load.errors == []  # no 500s, to a read or a submit
        assert all(sub.answer is not None for sub in load.submits), [
            (sub.key, sub.attempts) for sub in load.submits if sub.answer is None
        ]
        assert _lost(outcome) == []
        # never applied twice: each submit is one action in the log, and nothing else is
        for gid in outcome.games:
            caused = sorted(seq for seq, ev in outcome.logs[gid].items() if ev.get("cause"))
            answered = sorted(
                sub.answer["events"][0]["seq"]
                for sub in load.submits
                if sub.game == gid and sub.answer is not None
            )
            assert caused == answered, gid
            assert outcome.logs[gid][max(outcome.logs[gid])]["type"] == "GameEnded"
        # the killed master's games were played on after the kill (else it proved nothing)
        assert any(
            sub.game in outcome.victim_games and sub.at > outcome.promoted_at
            for sub in load.submits
        )


def test_without_wait_the_window_of_acknowledged_events_lost_is_measured(tmp_path: Path) -> None:
    with _run_load(tmp_path, wait_replicas=0) as outcome:
        load = outcome.load
        lost = _lost(outcome)
        print(_summary(outcome))
        print(
            f"without WAIT: {len(lost)} acknowledged submits lost"
            + "".join(
                f", answered {sub.at - outcome.killed_at:+.3f} s from the kill" for sub in lost
            )
        )
        assert load.errors == []
        for gid in outcome.games:  # every game played on to its end regardless
            assert outcome.logs[gid][max(outcome.logs[gid])]["type"] == "GameEnded"
        # whatever was lost was acknowledged just before the kill, not after the failover
        assert all(sub.at < outcome.promoted_at for sub in lost)

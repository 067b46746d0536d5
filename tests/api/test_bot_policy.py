"""Bots play as a policy: after an append, off the request that made it (api/play/policy.py).

A person's action is answered right after its own append, push bots included; the bots'
moves reach clients on the events' long poll. The due set in Redis says which games a
driver should play next: a driver that dies with a game leaves its lease to run out, a
mark lost with a process is restored by the next read, and a slow push bot holds up only
its own game.
"""

from __future__ import annotations

import time
import uuid
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from api.games.service import GameService, Loaded, service_seat_to_act
from api.play.policy import BotPolicy
from api.play.reactions import subscribe
from api.store.events import EventStore
from api.store.redis_conn import client_from_url
from schemas import CreateGameSchema
from tests.helpers import auth

CREATE = CreateGameSchema()
#: The slow push bot's thinking time here: far longer than a request takes.
SLOW_S = 1.5


def push(url: str, timeout_ms: int = 5000) -> dict[str, Any]:
    return {"push": {"url": url, "timeout_ms": timeout_ms}}


@pytest.fixture
def slow_bots(push_bots: Any) -> Iterator[Any]:
    """The push bots, the slow one thinking for ``SLOW_S`` seconds."""
    before = push_bots.server.slow_s
    push_bots.server.slow_s = SLOW_S
    try:
        yield push_bots
    finally:
        push_bots.server.slow_s = before


MakePolicy = Callable[[int], tuple[GameService, BotPolicy]]


@pytest.fixture
def private_policy(redis_url: str) -> Iterator[MakePolicy]:
    """A game service and its bot policy on due-set keys of their own (no other driver of
    the test session sees them); ``make(drivers)``, the drivers started by the test."""
    made: list[BotPolicy] = []

    def make(drivers: int) -> tuple[GameService, BotPolicy]:
        client = client_from_url(redis_url)
        service = GameService(EventStore(client))
        policy = BotPolicy(
            service, client, drivers=drivers, idle_wait=0.2, prefix=f"test-bots:{uuid.uuid4().hex}"
        )
        subscribe(service, policy=policy)
        made.append(policy)
        return service, policy

    try:
        yield make
    finally:
        for policy in made:
            policy.stop()


def create(service: GameService, seats: list[dict[str, Any]], seed: str) -> dict[str, Any]:
    return service.create(
        CREATE.load({"ruleset": "classic", "seats": seats, "seed": seed, "turn_cap": 60})
    )


def until(check: Callable[[], bool], seconds: float = 10.0) -> None:
    """Wait for something the drivers do after a move is in the log (letting go of a game)."""
    deadline = time.monotonic() + seconds
    while not check():
        assert time.monotonic() < deadline, "the drivers did not get there in time"
        time.sleep(0.02)


def settled(service: GameService, gid: str, seconds: float = 10.0) -> Loaded:
    """The game once no seat the service plays is to act (waiting on the store's long poll)."""
    deadline = time.monotonic() + seconds
    while True:
        loaded = service.load(gid)
        if not service_seat_to_act(loaded.meta, loaded.state):
            return loaded
        assert time.monotonic() < deadline, "the bots did not move"
        service.store.wait_for_version(gid, loaded.state.version, 1)


def test_a_persons_action_is_answered_before_a_slow_push_bot_moves(
    client: Any, slow_bots: Any
) -> None:
    g = client.post(
        "/v1/games",
        json={
            "ruleset": "classic",
            "seed": "slow-pusher",
            "seats": [{"name": "ann"}, push(slow_bots.url("slow"))],
        },
    ).json
    gid, token = g["id"], g["seats"][0]["token"]
    # answered at the deal: the push bot is asked for its setup move afterwards
    assert g["version"] == len(g["events"]) and 1 in g["to_act"]
    legal = client.get(f"/v1/games/{gid}/legal-moves", headers=auth(token)).json
    ready = next(a for a in legal["actions"] if a["kind"] == "ready")
    resp = client.post(
        f"/v1/games/{gid}/actions",
        headers=auth(token),
        json={"action": ready, "expected_version": legal["version"]},
    )
    assert resp.status_code == 201, resp.json
    body = resp.json
    # the person's move only, at the version after it
    assert body["version"] == legal["version"] + len(body["events"])
    assert {e["cause"]["seat"] for e in body["events"] if "cause" in e} == {0}
    # the push bot is still thinking: nothing after the person's move yet
    page = client.get(f"/v1/games/{gid}/events?after={body['version']}").json
    assert page["events"] == [] and 1 in page["to_act"]
    # its move arrives on the long poll, like any other player's
    moved = client.get(f"/v1/games/{gid}/events?after={body['version']}&wait=10").json
    assert moved["events"], "the push bot's move arrives within the wait"
    cause = moved["events"][0]["cause"]
    assert cause["seat"] == 1 and cause["bot"] == "push" and "default" not in cause


def test_a_game_held_by_a_driver_that_died_is_played_once_its_lease_runs_out(
    private_policy: MakePolicy,
) -> None:
    service, policy = private_policy(2)
    g = create(service, [{"name": "ann"}, {"bot": "heuristic"}], "lease")
    gid = g["id"]
    assert policy.due.score(gid) is not None, "marked at creation: the bot is to act"
    # a driver claims the game and dies with it (it never plays nor lets go)
    dead = policy.due.claim(lease_ms=300)
    assert dead is not None and dead.game_id == gid
    assert policy.due.claim() is None, "a held game is nobody else's while the lease runs"
    policy.start()
    version = service.store.wait_for_version(gid, g["version"], 10)
    assert version > g["version"], "another driver played the game once the lease ran out"
    until(lambda: policy.due.score(gid) is None)
    assert policy.due.release(dead) == 0, "the dead driver's lease is no longer held"
    loaded = service.load(gid)
    assert loaded.state.to_act() == [0] and loaded.state.ready[1]
    entry = service.store.entries(gid, g["version"], g["version"])[0]
    assert entry["c"]["seat"] == 1 and entry["c"]["bot"] == "heuristic"


def test_a_lost_mark_is_restored_by_the_next_read(private_policy: MakePolicy) -> None:
    service, policy = private_policy(2)
    g = create(service, [{"name": "ann"}, {"bot": "heuristic"}], "lost-mark")
    gid = g["id"]
    # the process died between the append and its mark
    policy.due.forget(gid)
    assert policy.due.score(gid) is None
    service.load(gid)  # any read: the game, its legal moves, its events, a long poll
    assert policy.due.score(gid) is not None, "the log says the bot is due"
    policy.start()
    assert service.store.wait_for_version(gid, g["version"], 10) > g["version"]
    until(lambda: policy.due.score(gid) is None)
    # a read that finds only a person to act marks nothing
    service.load(gid)
    assert policy.due.score(gid) is None


def test_slow_push_bots_do_not_hold_up_a_game_with_a_fast_bot(
    private_policy: MakePolicy, slow_bots: Any
) -> None:
    service, policy = private_policy(4)
    policy.start()
    slow_url = slow_bots.url("slow")
    slow = [create(service, [push(slow_url), push(slow_url)], f"slow-{i}") for i in range(3)]
    # three drivers are now each waiting on a slow push bot
    until(
        lambda: (
            len({p["game"] for q, p in slow_bots.calls if q == "slow"} & {s["id"] for s in slow})
            == 3
        )
    )
    fast = create(service, [{"name": "ann"}, {"bot": "heuristic"}], "fast")
    gid, token = fast["id"], fast["seats"][0]["token"]
    assert token is not None
    bot_moves = 0
    for _ in range(40):  # ann acts and the bot answers, until it has answered three times
        loaded = settled(service, gid)
        if loaded.state.is_over() or bot_moves >= 3:
            break
        before = loaded.state.version
        service.submit(gid, token, loaded.state.legal_actions(0)[0], before, None, "")
        answered = service.store.version(gid)
        bot_moves += settled(service, gid).state.version > answered
    assert bot_moves >= 3, "the fast bot answered"
    # while the slow games were still being played
    for s in slow:
        assert not service.load(s["id"]).state.is_over()

"""Ladders over real HTTP: registered pull bots run by the client's ``run_bot``, paired and
rated by the scheduler of a real ``shithead worker`` (or by its tick, called as the worker
calls it), with ratings kept in the tests' Redis."""

from __future__ import annotations

import itertools
import os
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Iterator
from typing import Any

import pytest
import requests

from tests.api.test_response_schemas import check
from tests.conftest import ROOT
from tests.organisers import bearer

TIMEOUT = 10


def fast(view: Any, legal_moves: list[dict[str, Any]]) -> dict[str, Any]:
    """The fast policy: the first legal move that is not picking the pile up, widened to the
    most cards of the same play. Whole sets end a two-player classic game in about 80 moves,
    against about 330 (and some stalemates at the turn cap) playing one card at a time."""
    first = next((m for m in legal_moves if m["kind"] != "pickup"), legal_moves[0])
    if first["kind"] != "play":
        return first
    rest = {k: v for k, v in first.items() if k != "cards"}
    wider = [
        m
        for m in legal_moves
        if {k: v for k, v in m.items() if k != "cards"} == rest
        and set(m.get("cards") or ()) >= set(first.get("cards") or ())
    ]
    return max(wider, key=lambda m: len(m.get("cards") or ()))


def register(base: str, prefix: str = "lad") -> dict[str, Any]:
    name = f"{prefix}-{uuid.uuid4().hex[:10]}"
    resp = requests.post(f"{base}/v1/bots", json={"name": name, "kind": "pull"}, timeout=TIMEOUT)
    assert resp.status_code == 201, resp.text
    body: dict[str, Any] = resp.json()
    return body


def create(base: str, token: str | None, **body: Any) -> requests.Response:
    headers = bearer(token) if token else {}
    return requests.post(
        f"{base}/v1/ladders", json={"ruleset": "classic", **body}, headers=headers, timeout=TIMEOUT
    )


def get(base: str, lid: str) -> dict[str, Any]:
    resp = requests.get(f"{base}/v1/ladders/{lid}", timeout=TIMEOUT)
    assert resp.status_code == 200, resp.text
    body: dict[str, Any] = resp.json()
    return body


def post(base: str, lid: str, action: str, token: str | None) -> requests.Response:
    return requests.post(
        f"{base}/v1/ladders/{lid}/{action}", headers=bearer(token) if token else {}, timeout=TIMEOUT
    )


@pytest.fixture
def ladders(app: Any) -> Any:
    """The ladder service of an app on the live server's Redis (its tick is the scheduler's)."""
    return app.extensions["ladders"]


@pytest.fixture
def organiser(app: Any) -> str:
    from tests.organisers import mint

    return mint(app, "ladders")


class Bots:
    """Registered pull bots, each played by ``run_bot(bot=TOKEN)`` in a thread."""

    def __init__(self, base: str, n: int) -> None:
        from shithead_client import run_bot

        self.base = base
        self.bots = [register(base) for _ in range(n)]
        self.stop = threading.Event()
        self.finals: dict[str, list[Any]] = {}
        self.threads = []
        for bot in self.bots:

            def play(bot: dict[str, Any] = bot) -> None:
                self.finals[bot["name"]] = run_bot(
                    fast, server=base, bot=bot["token"], stop=self.stop, wait_s=1
                )

            thread = threading.Thread(target=play, daemon=True)
            thread.start()
            self.threads.append(thread)

    @property
    def names(self) -> list[str]:
        return [b["name"] for b in self.bots]

    def close(self) -> None:
        self.stop.set()
        for thread in self.threads:
            thread.join(60)


@pytest.fixture
def worker(redis_url: str) -> Iterator[subprocess.Popen[bytes]]:
    """A real ``shithead worker`` on the tests' Redis: its scheduler ticks the ladders."""
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "api.cli",
            "worker",
            "--redis-url",
            redis_url,
            "--queue-name",
            f"ladder-tests-{uuid.uuid4().hex[:6]}",
            "--ladder-tick",
            "0.2",
            "--log-level",
            "WARNING",
        ],
        cwd=ROOT,
        env={**os.environ},
    )
    try:
        yield proc
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def here(ladders: Any, names: list[str], at: float | None = None) -> None:
    """The bots are heard from at ``at`` (default now), as a call with their tokens would
    make them: the scheduler pairs only bots seen lately (:mod:`api.play.ladder_presence`)."""
    presence = ladders.bots.presence
    for name in names:
        presence.forget(name)
        assert presence.seen(name, at=time.time() if at is None else at)


def wait_for(predicate: Any, timeout: float, what: str) -> Any:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        got = predicate()
        if got:
            return got
        time.sleep(0.2)
    raise AssertionError(f"timed out waiting for {what}")


def test_a_ladder_of_four_pull_bots_plays_and_rates_them(
    live_server: str, organiser: str, app: Any, worker: Any
) -> None:
    bots = Bots(live_server, 4)
    try:
        made = create(
            live_server,
            organiser,
            name="four bots",
            seats_per_game=2,
            games_per_hour=3600,
            bots=bots.names,
        )
        assert made.status_code == 201, made.text
        lid = made.json()["id"]
        assert made.headers["Location"] == f"/v1/ladders/{lid}"
        ladder = wait_for(
            lambda: (lad := get(live_server, lid)) and len(lad["recent_games"]) >= 6 and lad,
            120,
            "six rated games",
        )
        assert ladder["status"] == "running"
        check(ladder, "Ladder")
        assert ladder["bots"] == sorted(bots.names)
        board = ladder["leaderboard"]
        assert [row["rank"] for row in board] == [1, 2, 3, 4]
        assert [row["rating"] for row in board] == sorted(
            (row["rating"] for row in board), reverse=True
        )
        assert set(board[0]) >= {
            "bot",
            "rating",
            "mu",
            "sigma",
            "games",
            "wins",
            "draws",
            "losses",
            "win_rate",
            "history",
            "enrolled",
            "rank",
        }
        played = sum(row["games"] for row in board)
        assert played >= 2 * 6 and played % 2 == 0
        fresh = app.extensions["ladders"]._fresh()
        assert any(row["rating"] != fresh["ordinal"] for row in board)  # ratings moved
        for row in board:
            assert row["wins"] + row["draws"] + row["losses"] == row["games"]
            if row["games"]:
                assert row["win_rate"] == round(row["wins"] / row["games"], 4)
                assert len(row["history"]) == min(row["games"], 20)
                assert row["history"][0]["rating"] == row["rating"]
        game = ladder["recent_games"][0]
        assert len(game["seats"]) == 2 and {s["bot"] for s in game["seats"]} <= set(bots.names)
        # the games are the bots' own, announced on their feeds by the ladder
        seen = requests.get(
            f"{live_server}/v1/bots/me/events",
            headers=bearer(bots.bots[0]["token"]),
            timeout=TIMEOUT,
        ).json()["events"]
        assert any(e["type"] == "seat_assigned" and e["by"] == "ladder" for e in seen)
        # the bot's profile has its one rating in the ruleset, which the ladder's games moved
        top = board[0]
        profile = requests.get(f"{live_server}/v1/bots/{top['bot']}", timeout=TIMEOUT).json()
        check(profile, "BotProfile")
        assert profile["ratings"]["classic"]["games"] >= 1
        mine = requests.get(
            f"{live_server}/v1/leaderboards/classic/{top['bot']}", timeout=TIMEOUT
        ).json()
        assert mine["rating"] == profile["ratings"]["classic"]["ordinal"]
        assert {h["ladder"] for h in mine["history"]} == {lid}
        # cadence: a bot starts at most one game a second at 3600 an hour
        store = app.extensions["ladders"].store
        for name in bots.names:
            times = sorted(store.starts(lid, [name], time.time() - 3600)[name])
            assert all(b - a >= 1.0 - 1e-6 for a, b in itertools.pairwise(times))
        cancelled = post(live_server, lid, "cancel", organiser)
        assert cancelled.status_code == 200 and cancelled.json()["status"] == "cancelled"
    finally:
        bots.close()
    # the ratings persist in Redis: the ladder read afresh has every game rated once
    after = get(live_server, lid)
    rated = after["recent_games"]
    assert sum(row["games"] for row in after["leaderboard"]) >= 2 * len(rated)
    assert len({g["game"] for g in rated}) == len(rated)


def test_without_a_worker_the_status_says_why_nothing_moves(
    live_server: str, organiser: str, ladders: Any
) -> None:
    a, b = register(live_server), register(live_server)
    made = create(live_server, organiser, bots=[a["name"]])
    assert made.status_code == 201
    lid = made.json()["id"]
    ladder = get(live_server, lid)
    assert ladder["status"] == "waiting_for_worker"
    assert "shithead worker" in ladder["status_detail"]
    assert ladder["last_tick"] is None
    ladders.tick(lid)  # a tick, as the worker's scheduler makes one
    ladder = get(live_server, lid)
    assert ladder["status"] == "waiting_for_bots"  # one bot; a game needs two
    assert post(live_server, lid, "join", b["token"]).json()["bots"] == sorted(
        [a["name"], b["name"]]
    )
    # joining with its token is b's contact; a was never heard from
    waiting = get(live_server, lid)
    assert waiting["status"] == "waiting_for_bots", waiting["status_detail"]
    assert "1 of the 2" in waiting["status_detail"]
    here(ladders, [a["name"]])
    assert get(live_server, lid)["status"] == "running"
    ladders.store.ticked(lid, time.time() - 60)  # the scheduler stopped a minute ago
    assert get(live_server, lid)["status"] == "waiting_for_worker"
    post(live_server, lid, "cancel", organiser)


def test_creating_a_ladder_needs_a_credential_within_its_quota(
    live_server: str, organiser: str
) -> None:
    before = requests.get(f"{live_server}/v1/ladders", timeout=TIMEOUT).json()["ladders"]
    missing = create(live_server, None)
    assert missing.status_code == 401 and missing.json()["code"] == "missing_credential"
    assert missing.headers["Content-Type"].startswith("application/problem+json")
    bad = create(live_server, "bot_not-a-token")
    assert bad.status_code == 401 and bad.json()["code"] == "bad_credential"
    after = requests.get(f"{live_server}/v1/ladders", timeout=TIMEOUT).json()["ladders"]
    assert [lad["id"] for lad in after[: len(before)]] == [lad["id"] for lad in before]
    # a bot's token is a credential with the bots' quota: one running at once
    bot = register(live_server)
    first = create(live_server, bot["token"], bots=[bot["name"]])
    assert first.status_code == 201, first.text
    assert first.json()["created_by"] == {"kind": "bot", "id": bot["name"], "name": bot["name"]}
    second = create(live_server, bot["token"])
    assert second.status_code == 429 and second.json()["code"] == "quota_exceeded"
    # cancelling frees the slot
    assert post(live_server, first.json()["id"], "cancel", bot["token"]).status_code == 200
    third = create(live_server, bot["token"])
    assert third.status_code == 201
    post(live_server, third.json()["id"], "cancel", bot["token"])
    listed = requests.get(f"{live_server}/v1/ladders", params={"limit": 2}, timeout=TIMEOUT).json()
    check(listed, "LadderList")
    assert listed["ladders"][0]["id"] == third.json()["id"]
    assert set(listed["ladders"][0]) >= {
        "id",
        "name",
        "status",
        "created",
        "ruleset",
        "seats_per_game",
        "games_per_hour",
        "bots",
    }


@pytest.mark.parametrize(
    ("body", "code"),
    [
        ({"seats_per_game": 5}, "validation_failed"),
        ({"games_per_hour": 0}, "validation_failed"),
        ({"ruleset": "no-such-preset"}, "invalid_ruleset"),
        ({"bots": ["nobody-registered-this"]}, "unknown_bot"),
        ({"clock": {"increment_ms": 5}}, "invalid_clock"),
        ({"extra": 1}, "validation_failed"),
    ],
)
def test_bad_ladders_are_refused_and_nothing_is_stored(
    live_server: str, organiser: str, body: dict[str, Any], code: str
) -> None:
    before = requests.get(f"{live_server}/v1/ladders", params={"limit": 1}, timeout=TIMEOUT).json()
    resp = create(live_server, organiser, **body)
    assert resp.status_code in (400, 422), resp.text
    assert resp.json()["code"] == code
    after = requests.get(f"{live_server}/v1/ladders", params={"limit": 1}, timeout=TIMEOUT).json()
    assert after["ladders"][:1] == before["ladders"][:1]


def test_join_and_leave_with_a_bot_token(live_server: str, organiser: str) -> None:
    lid = create(live_server, organiser).json()["id"]
    bot = register(live_server)
    assert post(live_server, lid, "join", None).json()["code"] == "missing_token"
    assert post(live_server, lid, "join", organiser).json()["code"] == "bad_token"  # no bot's
    joined = post(live_server, lid, "join", bot["token"])
    check(joined.json(), "Ladder")
    assert joined.status_code == 200 and joined.json()["bots"] == [bot["name"]]
    assert post(live_server, lid, "join", bot["token"]).json()["bots"] == [bot["name"]]  # once
    row = joined.json()["leaderboard"][0]
    assert (row["bot"], row["games"], row["win_rate"], row["enrolled"]) == (
        bot["name"],
        0,
        None,
        True,
    )
    left = post(live_server, lid, "leave", bot["token"])
    assert left.status_code == 200 and left.json()["bots"] == []
    assert post(live_server, "f" * 32, "join", bot["token"]).status_code == 404
    assert requests.get(f"{live_server}/v1/ladders/{'f' * 32}", timeout=TIMEOUT).status_code == 404
    post(live_server, lid, "cancel", organiser)


def test_only_the_creator_cancels_and_a_cancelled_ladder_starts_nothing(
    live_server: str, organiser: str, app: Any, ladders: Any
) -> None:
    from tests.organisers import mint

    a, b = register(live_server), register(live_server)
    lid = create(live_server, organiser, bots=[a["name"], b["name"]]).json()["id"]
    other = mint(app, "another")
    refused = post(live_server, lid, "cancel", other)
    assert refused.status_code == 403 and refused.json()["code"] == "not_creator"
    done = post(live_server, lid, "cancel", organiser).json()
    assert done["status"] == "cancelled" and done["cancelled"]["by"]["kind"] == "organiser"
    assert (
        post(live_server, lid, "cancel", organiser).json()["status"] == "cancelled"
    )  # again: as it is
    assert (
        post(live_server, lid, "join", register(live_server)["token"]).json()["code"]
        == "ladder_over"
    )
    assert ladders.tick(lid) == 0
    assert get(live_server, lid)["live_games"] == []
    assert lid not in ladders.store.active()  # nothing left to rate: no scheduler looks again


def test_the_cadence_bounds_each_bot_s_games_per_hour(
    live_server: str, organiser: str, ladders: Any
) -> None:
    names = [register(live_server)["name"] for _ in range(4)]
    lid = create(live_server, organiser, bots=names, games_per_hour=2).json()["id"]
    now = time.time()
    here(ladders, names, now)
    assert ladders.tick(lid, now) == 2  # every bot due: two tables
    ladder = get(live_server, lid)
    assert len(ladder["live_games"]) == 2
    assert sorted(n for g in ladder["live_games"] for n in g["bots"]) == sorted(names)
    # the games end (their seats never move here): they are dropped, so the bots are free,
    # but the next game is due only half an hour after the first
    for g in ladder["live_games"]:
        ladders.store.drop_live(lid, g["game"])
    assert ladders.tick(lid, now + 60) == 0
    here(ladders, names, now + 1801)
    assert ladders.tick(lid, now + 1801) == 2
    for g in get(live_server, lid)["live_games"]:
        ladders.store.drop_live(lid, g["game"])
    # two games in the hour: none more until the first one is an hour old
    here(ladders, names, now + 3599)
    assert ladders.tick(lid, now + 3599) == 0
    here(ladders, names, now + 3601)
    assert ladders.tick(lid, now + 3601) == 2
    for name in names:
        times = ladders.store.starts(lid, [name], now + 3601 - 3600)[name]
        assert len(times) <= 2
    post(live_server, lid, "cancel", organiser)


def test_a_ladder_s_games_count_against_its_creator_s_games_per_day(
    live_server: str, app: Any, ladders: Any
) -> None:
    from tests.organisers import mint

    frugal = mint(app, "frugal", max_games_per_day=3)
    names = [register(live_server)["name"] for _ in range(4)]
    lid = create(live_server, frugal, bots=names, games_per_hour=3600).json()["id"]
    now = time.time()
    here(ladders, names, now)
    assert ladders.tick(lid, now) == 2
    for g in get(live_server, lid)["live_games"]:
        ladders.store.drop_live(lid, g["game"])
    assert ladders.tick(lid, now + 2) == 1  # the third game of the day is its last
    ladder = get(live_server, lid)
    assert ladder["status"] == "waiting_for_quota", ladder["status_detail"]
    check(ladder, "Ladder")
    post(live_server, lid, "cancel", frugal)


def test_ladder_games_are_clocked_and_a_silent_bot_forfeits(
    live_server: str, organiser: str, ladders: Any
) -> None:
    names = [register(live_server)["name"] for _ in range(2)]
    default = create(live_server, organiser, bots=names).json()
    assert default["clock"] == {
        "initial_ms": None,
        "increment_ms": 0,
        "move_ms": 10_000,
        "on_timeout": "forfeit",
    }
    post(live_server, default["id"], "cancel", organiser)
    lid = create(
        live_server, organiser, bots=names, clock={"move_ms": 500, "on_timeout": "forfeit"}
    ).json()["id"]
    here(ladders, names)
    assert ladders.tick(lid) == 1
    gid = get(live_server, lid)["live_games"][0]["game"]
    game = requests.get(f"{live_server}/v1/games/{gid}", timeout=TIMEOUT).json()
    assert game["clock"] is not None
    # both bots are heard from while it runs, and neither moves: the game is forfeited on its
    # clock, and rated as any other (a bot that was there and let its time run out lost)
    here(ladders, names, time.time() + 1)
    ladder = wait_for(
        lambda: ladders.tick(lid) >= 0 and (lad := get(live_server, lid))["recent_games"] and lad,
        30,
        "the forfeit to be rated",
    )
    assert ladder["recent_games"][0]["game"] == gid
    assert sum(row["games"] for row in ladder["leaderboard"]) == 2
    post(live_server, lid, "cancel", organiser)

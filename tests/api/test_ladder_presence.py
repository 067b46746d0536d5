"""Ladders pair only bots that are there: a real ``shithead worker`` (short ticks and a short
presence bound through its settings) pairs a ladder of six registered bots, two of which are
not running, over real HTTP; and a bot that keeps forfeiting is paused until it is back."""

from __future__ import annotations

import os
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from typing import Any

import pytest

from tests.api.test_ladders import Bots, create, get, here, post, register, wait_for
from tests.api.test_response_schemas import check
from tests.conftest import ROOT

#: The worker's presence bound (BOT_ONLINE_SECONDS), seconds.
BOUND = 3.0


@pytest.fixture
def ladders(app: Any) -> Any:
    return app.extensions["ladders"]


@pytest.fixture
def organiser(app: Any) -> str:
    from tests.organisers import mint

    return mint(app, "presence")


@pytest.fixture
def present_worker(redis_url: str) -> Iterator[subprocess.Popen[bytes]]:
    """A real ``shithead worker`` whose scheduler ticks every 0.2 s, counts a bot online for
    ``BOUND`` seconds after its last contact and pauses it after 2 forfeits in a row."""
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "api.cli",
            "worker",
            "--redis-url",
            redis_url,
            "--queue-name",
            f"presence-tests-{uuid.uuid4().hex[:6]}",
            "--ladder-tick",
            "0.2",
            "--log-level",
            "WARNING",
        ],
        cwd=ROOT,
        env={**os.environ, "BOT_ONLINE_SECONDS": str(BOUND), "LADDER_PAUSE_FORFEITS": "2"},
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


def _starts(ladders: Any, lid: str, name: str) -> dict[str, float]:
    """Every ladder game the scheduler started for ``name``, with its start time."""
    rows = ladders.store.r.zrange(f"l:{{{lid}}}:starts:{name}", 0, -1, withscores=True)
    return {gid.decode(): float(at) for gid, at in rows}


def test_absent_bots_get_no_games_and_hand_out_no_ratings(
    live_server: str, organiser: str, ladders: Any, present_worker: Any
) -> None:
    running = Bots(live_server, 4)
    leaving = Bots(live_server, 1)  # runs a while, then stops
    never = register(live_server)  # registered, never run
    gone = leaving.names[0]
    try:
        lid = create(
            live_server,
            organiser,
            name="presence",
            seats_per_game=2,
            games_per_hour=3600,
            bots=[*running.names, gone, never["name"]],
            clock={"move_ms": 2_000, "on_timeout": "forfeit"},
        ).json()["id"]
        wait_for(
            lambda: any(
                row["bot"] == gone and row["games"] >= 1
                for row in get(live_server, lid)["leaderboard"]
            ),
            120,
            "the leaving bot's first rated game",
        )
        leaving.close()
        stopped = time.time()
        # by a bound (and a tick) after its last contact the scheduler finds it absent
        absent_from = stopped + BOUND + 1.0
        before = {row["bot"]: row["games"] for row in get(live_server, lid)["leaderboard"]}
        wait_for(
            lambda: (
                time.time() > absent_from + 5
                and sum(
                    row["games"]
                    for row in get(live_server, lid)["leaderboard"]
                    if row["bot"] in running.names
                )
                >= sum(before.get(n, 0) for n in running.names) + 12
            ),
            180,
            "four more games among the running bots",
        )
        ladder = get(live_server, lid)
        check(ladder, "Ladder")
        rows = {row["bot"]: row for row in ladder["leaderboard"]}
        # the bot never run was never paired; the one that stopped, not once it was absent
        assert _starts(ladders, lid, never["name"]) == {}
        late = {g: at for g, at in _starts(ladders, lid, gone).items() if at > absent_from}
        assert late == {}, late
        assert rows[never["name"]]["games"] == 0 and rows[never["name"]]["last_seen"] is None
        # the ratings move only from games played: none it forfeited after it stopped is rated
        logged = {g["game_id"] for g in ladders.results(lid)["games"]}
        after_stop = {g for g, at in _starts(ladders, lid, gone).items() if at > stopped + 0.5}
        assert not (after_stop & logged)
        assert rows[gone]["games"] == len(
            {g for g in _starts(ladders, lid, gone)} & logged
        )  # every game it is rated for is one in the log
        fresh = ladders._fresh()["ordinal"]
        assert any(rows[n]["rating"] != fresh for n in running.names)
        assert all(rows[n]["online"] for n in running.names)
    finally:
        running.close()
        leaving.close()
        post(live_server, lid, "cancel", organiser)


def test_a_bot_that_keeps_forfeiting_is_paused_until_it_is_back(
    live_server: str, organiser: str, ladders: Any
) -> None:
    names = [register(live_server)["name"] for _ in range(2)]
    lid = create(
        live_server,
        organiser,
        bots=names,
        games_per_hour=3600,
        clock={"move_ms": 300, "on_timeout": "forfeit"},
    ).json()["id"]
    ladders.pause_after = 2
    try:
        start = time.time()
        paused: list[dict[str, Any]] = []
        for i in range(6):  # each game is forfeited by one of the two: one reaches 2 by the 3rd
            now = start + 5 * i
            here(ladders, names, now - 0.5)  # heard from before the game, not during it
            assert ladders.tick(lid, now) == 1
            wait_for(
                lambda now=now: (
                    ladders.tick(lid, now) >= 0 and not get(live_server, lid)["live_games"]
                ),
                30,
                "the forfeit to be settled",
            )
            board = get(live_server, lid)["leaderboard"]
            # nobody was there while it ran: not played, so nobody is rated
            assert all(row["games"] == 0 for row in board), board
            paused = [row for row in board if row["paused"] is not None]
            if paused:
                break
        assert len(paused) == 1, board
        row = paused[0]
        assert row["forfeits_in_a_row"] >= 2 and row["paused"] == now
        # online, but not heard from since its pause began: not paired
        assert ladders.tick(lid, now + 5) == 0
        still = {r["bot"]: r for r in get(live_server, lid)["leaderboard"]}[row["bot"]]
        assert still["paused"] == now and still["online"]
        # heard from again: paired again, its run forgotten
        here(ladders, [row["bot"]], now + 6)
        assert ladders.tick(lid, now + 7) == 1
        back = {r["bot"]: r for r in get(live_server, lid)["leaderboard"]}[row["bot"]]
        assert back["paused"] is None and back["forfeits_in_a_row"] == 0
    finally:
        ladders.pause_after = 3
        post(live_server, lid, "cancel", organiser)

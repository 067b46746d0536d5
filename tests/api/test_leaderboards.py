"""The leaderboards and the bots' directory over real HTTP: one rating per bot and ruleset,
moved by a ladder's games (the scheduler's tick, as the worker runs it) and by a rated
tournament's (played by the live server's tournament worker with pull bots run by
``run_bot``), never by an unrated tournament's; and ``GET /v1/bots`` searching, filtering,
sorting and paging."""

from __future__ import annotations

import time
import uuid
from typing import Any

import pytest
import requests

from tests.api.test_ladders import Bots, create, get, here, post, register, wait_for
from tests.api.test_response_schemas import check
from tests.organisers import bearer

TIMEOUT = 10


@pytest.fixture
def ladders(app: Any) -> Any:
    return app.extensions["ladders"]


@pytest.fixture
def organiser(app: Any) -> str:
    from tests.organisers import mint

    return mint(app, "leaderboards")


def rating(base: str, ruleset: str, bot: str, expect: int = 200) -> dict[str, Any]:
    resp = requests.get(f"{base}/v1/leaderboards/{ruleset}/{bot}", timeout=TIMEOUT)
    assert resp.status_code == expect, resp.text
    body: dict[str, Any] = resp.json()
    if expect == 200:
        check(body, "BotLeaderboard")
    return body


def whole_board(base: str, ruleset: str, limit: int) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    cursor = None
    while True:
        params: dict[str, Any] = {"limit": limit, **({"cursor": cursor} if cursor else {})}
        resp = requests.get(f"{base}/v1/leaderboards/{ruleset}", params=params, timeout=TIMEOUT)
        assert resp.status_code == 200, resp.text
        page = resp.json()
        check(page, "Leaderboard")
        rows += page["bots"]
        cursor = page["next_cursor"]
        if cursor is None:
            return rows


def test_a_ladder_s_rated_games_move_the_bots_one_rating(
    live_server: str, organiser: str, ladders: Any, app: Any
) -> None:
    names = [register(live_server, "lb")["name"] for _ in range(2)]
    lid = create(
        live_server, organiser, bots=names, clock={"move_ms": 300, "on_timeout": "forfeit"}
    ).json()["id"]
    try:
        here(ladders, names)
        assert ladders.tick(lid) == 1
        here(ladders, names, time.time() + 1)  # there while it runs: its forfeit is rated
        ladder = wait_for(
            lambda: (
                ladders.tick(lid) >= 0 and (lad := get(live_server, lid))["recent_games"] and lad
            ),
            30,
            "the forfeit to be rated",
        )
        gid = ladder["recent_games"][0]["game"]
        board = {row["bot"]: row for row in ladder["leaderboard"]}
        for name in names:
            mine = rating(live_server, "classic", name)
            assert mine["games"] == 1 and mine["provisional"] is True
            assert mine["rating"] == board[name]["rating"]  # one game: the ladder's rating
            assert mine["history"][0]["game"] == gid and mine["history"][0]["ladder"] == lid
            profile = requests.get(f"{live_server}/v1/bots/{name}", timeout=TIMEOUT).json()
            assert profile["ratings"]["classic"]["ordinal"] == mine["rating"]
        # the board is ordered best first and its pages, walked by cursor, are the whole
        rows = whole_board(live_server, "classic", 7)
        scores = [row["rating"] for row in rows]
        assert scores == sorted(scores, reverse=True)
        assert len({row["bot"] for row in rows}) == len(rows)
        assert set(names) <= {row["bot"] for row in rows}
        # the same game rated again (a tick after a crash) changes nothing
        before = rating(live_server, "classic", names[0])
        app.extensions["leaderboards"].rate_game("classic", gid, names, [1.0, 0.0], 0.0, {})
        assert rating(live_server, "classic", names[0]) == before
        # a rating cleared (a bot's new version starting afresh) leaves the board with it
        from api.store.leaderboards import board_key

        r = ladders.store.r
        r.hdel(f"b:{{{names[0]}}}:ratings", "classic")
        assert names[0] not in {row["bot"] for row in whole_board(live_server, "classic", 50)}
        assert r.zscore(board_key("classic"), names[0]) is None
        rating(live_server, "classic", names[0], expect=404)
    finally:
        post(live_server, lid, "cancel", organiser)


def test_a_rated_tournament_rates_its_bots_and_an_unrated_one_does_not(
    live_server: str, organiser: str
) -> None:
    bots = Bots(live_server, 2)
    try:
        ids = {}
        for rated in (True, False):
            resp = requests.post(
                f"{live_server}/v1/tournaments",
                headers=bearer(organiser),
                json={
                    "ruleset": {"preset": "reverse", "options": {"turn_cap": 300}},
                    "participants": [{"account": n} for n in bots.names],
                    "duplicate": False,
                    "rated": rated,
                },
                timeout=TIMEOUT,
            )
            assert resp.status_code == 201, resp.text
            assert resp.json()["rated"] is rated
            ids[rated] = resp.json()["id"]
        for tid in ids.values():
            wait_for(
                lambda tid=tid: (
                    requests.get(f"{live_server}/v1/tournaments/{tid}", timeout=TIMEOUT).json()[
                        "status"
                    ]
                    in ("done", "failed")
                ),
                120,
                "the tournament to end",
            )
        done = requests.get(f"{live_server}/v1/tournaments/{ids[True]}", timeout=TIMEOUT).json()
        assert done["status"] == "done", done
        games = {g["game_id"] for g in done["games"]}
        for name in bots.names:
            mine = rating(live_server, "reverse", name)
            assert mine["games"] == len(games)  # the rated tournament's, not the other's
            assert {h["game"] for h in mine["history"]} == games
            assert {h["tournament"] for h in mine["history"]} == {ids[True]}
    finally:
        bots.close()


def test_the_directory_searches_filters_sorts_and_pages(live_server: str, app: Any) -> None:
    tag = uuid.uuid4().hex[:6]
    made = [register(live_server, f"dir{tag}") for _ in range(3)]
    names = sorted(b["name"] for b in made)

    def listed(**params: Any) -> dict[str, Any]:
        resp = requests.get(f"{live_server}/v1/bots", params=params, timeout=TIMEOUT)
        assert resp.status_code == 200, resp.text
        check(resp.json(), "Directory")
        body: dict[str, Any] = resp.json()
        return body

    page = listed(q=f"DIR{tag}")  # any case, any part of the name
    assert [b["name"] for b in page["bots"]] == names and page["next_cursor"] is None
    assert all(b["online"] is False and b["rating"] is None for b in page["bots"])
    # one page at a time, by cursor
    seen, cursor = [], None
    while True:
        got = listed(q=tag, limit=1, **({"cursor": cursor} if cursor else {}))
        seen += [b["name"] for b in got["bots"]]
        cursor = got["next_cursor"]
        if cursor is None:
            break
    assert seen == names
    # presence: one of them calls with its token
    requests.get(
        f"{live_server}/v1/bots/me/events",
        headers={"Authorization": f"Bearer {made[0]['token']}"},
        timeout=TIMEOUT,
    )
    assert [b["name"] for b in listed(q=tag, online="true")["bots"]] == [made[0]["name"]]
    assert len(listed(q=tag, online="false")["bots"]) == 2
    # rated in a ruleset, by rating
    ruleset = f"dir-{tag}"
    app.extensions["leaderboards"].rate_game(
        ruleset, uuid.uuid4().hex, names[:2], [0.0, 1.0], 1.0, {}
    )
    by_rating = listed(ruleset=ruleset, sort="rating")["bots"]
    assert [b["name"] for b in by_rating] == [names[1], names[0]]
    assert by_rating[0]["rating"]["rating"] > by_rating[1]["rating"]["rating"]
    assert [b["name"] for b in listed(ruleset=ruleset, q=names[0][-4:])["bots"]] == [names[0]]
    walked, cursor = [], None
    while True:
        got = listed(
            ruleset=ruleset, sort="rating", limit=1, **({"cursor": cursor} if cursor else {})
        )
        walked += [b["name"] for b in got["bots"]]
        cursor = got["next_cursor"]
        if cursor is None:
            break
    assert walked == [names[1], names[0]]


@pytest.mark.parametrize(
    "params",
    [
        {"sort": "rating"},  # needs a ruleset
        {"sort": "age"},
        {"online": "yes"},
        {"q": "x" * 41},
        {"limit": "0"},
        {"ruleset": "no/such"},
        {"ruleset": "classic", "sort": "rating", "cursor": "not-a-cursor"},
    ],
)
def test_the_directory_refuses_bad_parameters(live_server: str, params: dict[str, Any]) -> None:
    resp = requests.get(f"{live_server}/v1/bots", params=params, timeout=TIMEOUT)
    assert resp.status_code == 422, resp.text
    assert resp.headers["Content-Type"].startswith("application/problem+json")
    assert resp.json()["code"] == "invalid_parameter"


def test_leaderboards_refuse_bad_parameters(live_server: str) -> None:
    for path in (
        "/v1/leaderboards/classic?cursor=nope",
        "/v1/leaderboards/classic?limit=500",
        "/v1/leaderboards/bad%20name",
    ):
        resp = requests.get(f"{live_server}{path}", timeout=TIMEOUT)
        assert resp.status_code == 422 and resp.json()["code"] == "invalid_parameter", path
    missing = requests.get(f"{live_server}/v1/leaderboards/classic/nobody-{uuid.uuid4().hex[:6]}")
    assert missing.status_code == 404 and missing.json()["code"] == "not_found"
    empty = requests.get(f"{live_server}/v1/leaderboards/no-games-{uuid.uuid4().hex[:6]}").json()
    assert empty["bots"] == [] and empty["next_cursor"] is None


def test_the_api_doc_s_leaderboard_commands_run_as_written(live_server: str) -> None:
    """docs/api.md's block of leaderboard and directory commands, against the live server:
    each answers JSON (no problem)."""
    import json
    import re
    import subprocess

    from tests.conftest import ROOT

    text = (ROOT / "docs" / "api.md").read_text(encoding="utf-8")
    section = text.split("## Leaderboards and the directory", 1)[1].split("\n## ", 1)[0]
    block = re.search(r"```sh\n(.*?)```", section, re.S)
    assert block is not None
    for line in block.group(1).strip().splitlines():
        command = line.replace("localhost:8000", live_server)
        out = subprocess.run(
            ["bash", "-c", command], capture_output=True, text=True, timeout=30, check=True
        ).stdout
        body = json.loads(out)
        assert "bots" in body and "type" not in body, (line, body)


def test_a_rating_moved_meanwhile_is_read_again_not_overwritten(app: Any) -> None:
    """Two games rating one bot at once (a ladder's and a tournament's): the one that read
    its rating before the other wrote it computes again, so no game is lost."""
    boards = app.extensions["leaderboards"]
    ruleset, bot, a, b = f"race-{uuid.uuid4().hex[:6]}", *(uuid.uuid4().hex[:10] for _ in range(3))
    fresh = {
        "mu": 25.0,
        "sigma": 8.3,
        "ordinal": 0.0,
        "games": 0,
        "wins": 0,
        "draws": 0,
        "losses": 0,
    }
    boards.rate_game(ruleset, uuid.uuid4().hex, [bot, a], [1.0, 0.0], 1.0, {})
    stale = b""  # what a game computing from before that one read
    assert boards.store.rate(ruleset, uuid.uuid4().hex, bot, fresh, {}, stale) == -1
    assert boards.store.ratings(ruleset, [bot])[bot]["games"] == 1  # nothing overwritten
    boards.rate_game(ruleset, uuid.uuid4().hex, [bot, b], [0.5, 0.5], 2.0, {})
    mine = boards.bot(ruleset, bot)
    assert (mine["games"], mine["wins"], mine["draws"]) == (2, 1, 1)
    assert len(mine["history"]) == 2

"""Tournaments with registered bots (pull and push) beside built-in ones, over real HTTP: the
tournament seats them, their feeds announce it, and the pull bots play through the client."""

from __future__ import annotations

import threading
import time
import uuid
from typing import Any

import requests

from api.play.tournaments import BOTS_CLOCK
from shithead_client import run_bot
from tests.organisers import bearer

TIMEOUT = 10


def register(base: str, kind: str = "pull", **extra: Any) -> dict[str, Any]:
    name = f"t{kind}-{uuid.uuid4().hex[:10]}"
    resp = requests.post(
        f"{base}/v1/bots", json={"name": name, "kind": kind, **extra}, timeout=TIMEOUT
    )
    assert resp.status_code == 201, resp.text
    body: dict[str, Any] = resp.json()
    return body


def create(base: str, token: str, participants: list[Any], **body: Any) -> requests.Response:
    req = {
        "ruleset": {"preset": "classic", "options": {"turn_cap": 40}},
        "participants": participants,
        **body,
    }
    return requests.post(f"{base}/v1/tournaments", json=req, headers=bearer(token), timeout=TIMEOUT)


def wait_done(base: str, tid: str, limit: float = 90) -> dict[str, Any]:
    deadline = time.monotonic() + limit
    while True:
        t: dict[str, Any] = requests.get(f"{base}/v1/tournaments/{tid}", timeout=TIMEOUT).json()
        assert t["status"] != "failed", t["error"]
        if t["status"] == "done":
            return t
        if time.monotonic() > deadline:
            stuck = [
                requests.get(f"{base}/v1/games/{g['game_id']}", timeout=TIMEOUT).json()
                for g in t["games"]
                if g["game_id"] and g["result"] is None
            ]
            raise AssertionError(
                f"{t['progress']}: {[(g['id'], g['phase'], g['to_act'], g['version'], g['seats']) for g in stuck]}"
            )
        time.sleep(0.2)


def feed_events(base: str, token: str) -> list[dict[str, Any]]:
    events: list[dict[str, Any]] = []
    after = "0"
    while True:
        page = requests.get(
            f"{base}/v1/bots/me/events?after={after}", headers=bearer(token), timeout=TIMEOUT
        ).json()
        events += page["events"]
        if not page["events"]:
            return events
        after = page["next"]


def first_move(view: Any, legal: list[Any]) -> Any:
    return legal[0]


def test_a_round_robin_with_two_registered_pull_bots(
    live_server: str, organiser_token: str
) -> None:
    bots = [register(live_server), register(live_server)]
    resp = create(
        live_server,
        organiser_token,
        [{"account": bots[0]["name"]}, "heuristic", {"account": bots[1]["name"], "name": "second"}],
        seed="pulls",
    )
    assert resp.status_code == 201, resp.text
    t = resp.json()
    assert [(p["name"], p["bot"], p.get("account")) for p in t["participants"]] == [
        (bots[0]["name"], "pull", bots[0]["name"]),
        ("heuristic", "heuristic", None),
        ("second", "pull", bots[1]["name"]),
    ]
    assert [p["webhook_secret"] for p in t["participants"]] == [None, None, None]
    assert t["clock"] == BOTS_CLOCK  # registered bots, no clock asked for: the bots' clock
    # each bot sits in 2 pairings x 2 seatings: it plays the games its feed announces
    stops = [threading.Event() for _ in bots]  # run_bot sets its own once given its games
    played: dict[str, list[Any]] = {}

    def play(bot: dict[str, Any], stop: threading.Event) -> None:
        played[bot["name"]] = run_bot(
            first_move, server=live_server, bot=bot["token"], games=4, stop=stop, wait_s=5
        )

    threads = [
        threading.Thread(target=play, args=(b, s), daemon=True)
        for b, s in zip(bots, stops, strict=True)
    ]
    for th in threads:
        th.start()
    try:
        done = wait_done(live_server, t["id"])
    finally:
        for stop in stops:
            stop.set()
    for th in threads:
        th.join(60)
    assert done["progress"] == {"done": 6, "total": 6}
    assert sum(r["games"] for r in done["standings"]) == 12
    for bot in bots:
        assert len(played[bot["name"]]) == 4
        events = feed_events(live_server, bot["token"])
        assigned = [e for e in events if e["type"] == "seat_assigned"]
        assert len(assigned) == 4 and all(e["by"] == "tournament" for e in assigned)
        ended = {e["game"] for e in events if e["type"] == "game_ended"}
        mine = {
            g["game_id"]
            for g in done["games"]
            if any(done["participants"][p].get("account") == bot["name"] for p in g["seats"])
        }
        assert ended == mine == {e["game"] for e in assigned}
    for g in done["games"]:
        game = requests.get(f"{live_server}/v1/games/{g['game_id']}", timeout=TIMEOUT).json()
        accounts = [done["participants"][p].get("account") for p in g["seats"]]
        assert [s.get("account") for s in game["seats"]] == accounts
        assert game["phase"] == "over"
        assert game["clock"]["time_control"] == BOTS_CLOCK


def test_a_swiss_tournament_with_a_registered_push_bot(
    live_server: str, organiser_token: str, push_bots: Any
) -> None:
    bot = register(live_server, "push", url=push_bots.url("random"))
    resp = create(
        live_server,
        organiser_token,
        [{"account": bot["name"]}, "heuristic", "random"],
        format="swiss",
        rounds=2,
        seed="push",
    )
    assert resp.status_code == 201, resp.text
    t = resp.json()
    assert t["participants"][0]["bot"] == "push" and t["participants"][0]["webhook_secret"] is None
    done = wait_done(live_server, t["id"])
    assert {g["round"] for g in done["games"]} == {1, 2}
    assert sum(r["byes"] for r in done["standings"]) == 2
    games = {g["game_id"] for g in done["games"] if 0 in g["seats"]}
    assert games and games <= {call[1]["game"] for call in push_bots.calls}
    row = next(r for r in done["standings"] if r["name"] == bot["name"])
    assert row["strikes"] == 0
    assigned = [e for e in feed_events(live_server, bot["token"]) if e["type"] == "seat_assigned"]
    assert {e["game"] for e in assigned} == games and {e["by"] for e in assigned} == {"tournament"}


def test_registered_participants_are_checked(live_server: str, organiser_token: str) -> None:
    def problem(resp: requests.Response, code: str) -> None:
        assert resp.status_code == 422, resp.text
        assert resp.headers["Content-Type"].startswith("application/problem+json")
        assert resp.json()["code"] == code, resp.json()

    bot = register(live_server)
    before = requests.get(f"{live_server}/v1/tournaments?limit=1", timeout=TIMEOUT).json()
    problem(
        create(
            live_server, organiser_token, [{"account": "nobody-" + uuid.uuid4().hex[:8]}, "random"]
        ),
        "unknown_bot",
    )
    problem(
        create(live_server, organiser_token, [{"account": bot["name"]}, {"account": bot["name"]}]),
        "duplicate_participant",
    )
    problem(
        create(live_server, organiser_token, [{"account": "not a name"}, "random"]),
        "validation_failed",
    )
    problem(
        create(live_server, organiser_token, [{"account": bot["name"], "bot": "random"}, "random"]),
        "validation_failed",
    )
    revoked = requests.delete(
        f"{live_server}/v1/bots/{bot['name']}/token", headers=bearer(bot["token"]), timeout=TIMEOUT
    )
    assert revoked.status_code == 204
    problem(
        create(live_server, organiser_token, [{"account": bot["name"]}, "random"]), "unknown_bot"
    )
    after = requests.get(f"{live_server}/v1/tournaments?limit=1", timeout=TIMEOUT).json()
    assert after["tournaments"][:1] == before["tournaments"][:1]  # nothing was stored


def test_a_registered_bot_that_never_plays_loses_on_the_clock(
    live_server: str, organiser_token: str
) -> None:
    """Nobody runs the bot: each of its moves times out (the default move and a strike) until
    its fifth timeout forfeits the game, and the tournament finishes all the same."""
    absent = register(live_server)
    clock = {"move_ms": 300, "on_timeout": "auto"}
    resp = create(
        live_server,
        organiser_token,
        [{"account": absent["name"]}, "heuristic"],
        seed="absent",
        clock=clock,
    )
    assert resp.status_code == 201, resp.text
    assert resp.json()["clock"] == {"initial_ms": None, "increment_ms": 0, **clock}
    done = wait_done(live_server, resp.json()["id"], limit=60)
    assert [g["result"]["reason"] for g in done["games"]] == ["forfeit", "forfeit"]
    rows = {r["name"]: r for r in done["standings"]}
    assert rows[absent["name"]]["losses"] == 2 and rows["heuristic"]["wins"] == 2


def test_a_bot_revoked_after_it_was_entered_plays_on_by_the_default_move(
    live_server: str, organiser_token: str
) -> None:
    """The schedule named the bot when the tournament was made: revoked since, its seats are
    still its own, and each of its moves is the default one at once (`dropped`, no strike)."""
    bot = register(live_server)
    resp = create(
        live_server, organiser_token, [{"account": bot["name"]}, "heuristic"], seed="revoked"
    )
    assert resp.status_code == 201, resp.text
    gone = requests.delete(
        f"{live_server}/v1/bots/{bot['name']}/token", headers=bearer(bot["token"]), timeout=TIMEOUT
    )
    assert gone.status_code == 204
    done = wait_done(live_server, resp.json()["id"], limit=120)
    row = next(r for r in done["standings"] if r["name"] == bot["name"])
    assert row["games"] == 2 and row["strikes"] == 0
    for g in done["games"]:
        seat = g["seats"].index(0)
        doc = requests.get(f"{live_server}{g['replay']}", timeout=TIMEOUT).json()
        mine = [e["cause"] for e in doc["events"] if e["cause"] and e["cause"]["seat"] == seat]
        assert mine and all(c.get("default") == "dropped" for c in mine)

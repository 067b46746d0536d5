"""Time controls through the API: a real gunicorn (its workers' clock watchers enforce the
deadlines) and the embedded Redis. Clocks are short (a few hundred ms); nothing asserts on
how long anything took beyond "eventually, within a generous bound"."""

from __future__ import annotations

import copy
import time
from collections.abc import Callable
from typing import Any

import pytest
import requests

from api.games.service import GameService
from engine.clock import MAX_STRIKES
from engine.replays import verify_document
from tests.helpers import auth
from tests.organisers import organiser_auth
from tests.stores import redis_client

TIMEOUT = 10
#: The games each test made: their deadlines are dropped after it, so no other test's
#: watcher (the Redis is the session's) reads a game this one left running.
MADE: list[str] = []


@pytest.fixture(autouse=True)
def _drop_deadlines(redis_url: str) -> Any:
    yield
    from api.store.deadlines import DeadlineSet

    r = redis_client(redis_url)
    try:
        DeadlineSet(r).forget(*MADE)
    finally:
        r.close()
        MADE.clear()


def create(base: str, **body: Any) -> dict[str, Any]:
    req = {"ruleset": "classic", "seats": 2, **body}
    resp = requests.post(f"{base}/v1/games", json=req, timeout=TIMEOUT)
    assert resp.status_code == 201, resp.text
    created: dict[str, Any] = resp.json()
    MADE.append(created["id"])
    return created


def game(base: str, gid: str, token: str | None = None) -> dict[str, Any]:
    resp = requests.get(f"{base}/v1/games/{gid}", headers=auth(token), timeout=TIMEOUT)
    assert resp.status_code == 200, resp.text
    found: dict[str, Any] = resp.json()
    return found


def entries(redis_url: str, gid: str) -> list[dict[str, Any]]:
    """The log as stored (read straight from Redis: no read through the service, which
    would apply a passed deadline itself)."""
    import json

    r = redis_client(redis_url)
    try:
        return [json.loads(e) for e in r.lrange(f"g:{{{gid}}}:log", 0, -1)]
    finally:
        r.close()


def eventually(check: Callable[[], Any], within: float = 20.0) -> Any:
    end = time.monotonic() + within
    while True:
        found = check()
        if found:
            return found
        if time.monotonic() > end:
            raise AssertionError("not within the bound")
        time.sleep(0.05)


def ended(redis_url: str, gid: str) -> list[dict[str, Any]] | None:
    log = entries(redis_url, gid)
    return log if log and log[-1]["e"]["type"] == "GameEnded" else None


def timeouts(log: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [e["c"] for e in log if e.get("c") and "timeout" in e["c"]]


def act(base: str, gid: str, token: str, action: dict[str, Any], version: int) -> requests.Response:
    return requests.post(
        f"{base}/v1/games/{gid}/actions",
        headers=auth(token),
        json={"action": action, "expected_version": version},
        timeout=TIMEOUT,
    )


def test_a_person_seat_forfeits_when_its_time_runs_out_with_no_request(
    live_server: str, redis_url: str
) -> None:
    g = create(live_server, clock={"initial_ms": 400, "on_timeout": "forfeit"})
    assert g["clock"]["time_control"] == {
        "initial_ms": 400,
        "increment_ms": 0,
        "move_ms": None,
        "on_timeout": "forfeit",
    }
    assert g["clock"]["running"] == [0, 1]  # setup: both seats are to get ready
    assert all(0 < s["remaining_ms"] <= 400 for s in g["clock"]["seats"])
    # nobody reads the game: the watcher logs the forfeit
    log = eventually(lambda: ended(redis_url, g["id"]))
    (cause,) = timeouts(log)
    assert cause["action"] == {"kind": "timeout"} and cause["seat"] == 0
    assert cause["at_ms"] >= cause["timeout"]
    result = log[-1]["e"]
    assert result["reason"] == "forfeit" and result["loser"] == 0 and result["winner"] == 1
    view = game(live_server, g["id"])
    assert view["phase"] == "over" and view["result"]["loser"] == 0
    assert view["clock"]["running"] == [] and view["clock"]["deadline_ms"] is None


def test_auto_plays_the_default_move_with_a_strike_and_the_fifth_forfeits(
    live_server: str, redis_url: str
) -> None:
    g = create(live_server, seats=[{}, {"bot": "random"}], clock={"move_ms": 300})
    log = eventually(lambda: ended(redis_url, g["id"]), within=40)
    mine = [c for c in timeouts(log) if c["seat"] == 0]
    assert len(mine) == MAX_STRIKES
    assert all(c.get("default") == "timeout" for c in mine[:-1])
    assert mine[-1]["action"] == {"kind": "timeout"} and "default" not in mine[-1]
    assert log[-1]["e"]["reason"] == "forfeit" and log[-1]["e"]["loser"] == 0
    view = game(live_server, g["id"])
    assert view["clock"]["seats"][0]["timeouts"] == MAX_STRIKES
    doc = requests.get(f"{live_server}/v1/games/{g['id']}/replay", timeout=TIMEOUT).json()
    assert doc["clock"]["move_ms"] == 300
    verdict = verify_document(doc)
    assert verdict["status"] == "consistent", verdict


def test_the_increment_is_credited_when_a_seats_move_stops_its_clock(live_server: str) -> None:
    g = create(live_server, clock={"initial_ms": 60_000, "increment_ms": 5_000})
    gid, tokens = g["id"], [s["token"] for s in g["seats"]]
    resp = act(live_server, gid, tokens[0], {"kind": "ready"}, g["version"])
    assert resp.status_code == 201, resp.text
    clock = resp.json()["game"]["clock"]
    seat0 = clock["seats"][0]
    assert not seat0["running"] and 60_000 < seat0["remaining_ms"] <= 65_000
    assert clock["seats"][1]["running"] and clock["seats"][1]["remaining_ms"] <= 60_000
    cause = resp.json()["events"][0]["cause"]
    assert isinstance(cause["at_ms"], int)
    # an earlier version's clocks stand as they were at its last action
    past = requests.get(
        f"{live_server}/v1/games/{gid}/views/{g['version']}", timeout=TIMEOUT
    ).json()
    assert past["clock"]["server_time_ms"] == int(past["clock"]["deadline_ms"]) - 60_000


def test_move_ms_limits_one_move_in_setup(live_server: str, redis_url: str) -> None:
    g = create(live_server, clock={"initial_ms": 600_000, "move_ms": 300, "on_timeout": "forfeit"})
    assert g["clock"]["deadline_ms"] <= g["clock"]["server_time_ms"] + 300
    log = eventually(lambda: ended(redis_url, g["id"]))
    (cause,) = timeouts(log)
    assert cause["timeout"] == g["clock"]["deadline_ms"]  # the move's limit, not the game's
    assert game(live_server, g["id"])["result"]["reason"] == "forfeit"


def _isolated(app: Any) -> Any:
    """The test app without watchers, its deadlines where no other process's watchers look:
    only reads enforce its games' clocks."""
    from api.http.app import stop_background
    from api.store.deadlines import DeadlineSet

    stop_background(app)
    svc: GameService = app.extensions["service"]
    svc.deadlines = DeadlineSet(svc.store.r, prefix=f"clocks-isolated-{time.time_ns()}")
    return app.test_client()


def _timeless(log: list[dict[str, Any]]) -> list[dict[str, Any]]:
    out = []
    for e in log:
        c = e.get("c")
        if c is not None:
            c = {k: v for k, v in c.items() if k not in ("at_ms", "timeout")}
        out.append({"e": e["e"], "c": c})
    return out


def test_a_read_applies_a_passed_deadline_first(app: Any, live_server: str, redis_url: str) -> None:
    """With no watcher, a read logs the timeout before it answers; the log is the one the
    watcher writes for the same game (times aside), and a seat's late action is refused."""
    client = _isolated(app)
    body = {
        "ruleset": "classic",
        "seats": 2,
        "seed": "same",
        "clock": {"move_ms": 200, "on_timeout": "forfeit"},
    }
    resp = client.post("/v1/games", json=body)
    assert resp.status_code == 201, resp.json
    gid = resp.json["id"]
    time.sleep(0.5)
    assert ended(redis_url, gid) is None  # nobody enforced it
    view = client.get(f"/v1/games/{gid}").json
    assert view["phase"] == "over" and view["result"]["reason"] == "forfeit"
    log = entries(redis_url, gid)
    (cause,) = timeouts(log)
    assert (
        set(cause) == {"seat", "action", "timeout", "at_ms"} and cause["at_ms"] >= cause["timeout"]
    )
    # the same game enforced by the live server's watcher: the same log
    watched = create(
        live_server, **{k: v for k, v in body.items() if k not in ("ruleset", "seats")}
    )
    wlog = eventually(lambda: ended(redis_url, watched["id"]))
    assert _timeless(wlog) == _timeless(log)
    # a seat's action after its deadline: the read that logs the timeout goes first
    resp = client.post("/v1/games", json={**body, "clock": {"move_ms": 200, "on_timeout": "auto"}})
    g2 = resp.json
    time.sleep(0.5)
    late = client.post(
        f"/v1/games/{g2['id']}/actions",
        headers=auth(g2["seats"][0]["token"]),
        json={"action": {"kind": "ready"}, "expected_version": g2["version"]},
    )
    assert late.status_code == 409, late.json
    assert timeouts(entries(redis_url, g2["id"]))[0]["default"] == "timeout"


def test_views_show_remaining_time(live_server: str) -> None:
    g = create(live_server, clock={"initial_ms": 60_000})
    view = game(live_server, g["id"], g["seats"][0]["token"])
    clock = view["clock"]
    assert clock["time_control"]["initial_ms"] == 60_000
    assert [s["seat"] for s in clock["seats"]] == [0, 1]
    assert all(0 < s["remaining_ms"] <= 60_000 and s["running"] for s in clock["seats"])
    assert clock["deadline_ms"] > clock["server_time_ms"] - 1
    listing = requests.get(f"{live_server}/v1/games", timeout=TIMEOUT).json()
    item = next(i for i in listing["games"] if i["id"] == g["id"])
    assert item["time_control"]["initial_ms"] == 60_000
    plain = create(live_server)
    assert plain["clock"] is None and game(live_server, plain["id"])["clock"] is None
    # the stream's status carries the clocks
    with requests.get(
        f"{live_server}/v1/games/{g['id']}/stream",
        headers={"Accept": "application/x-ndjson"},
        stream=True,
        timeout=TIMEOUT,
    ) as resp:
        import json

        for line in resp.iter_lines():
            item = json.loads(line)
            if item["kind"] == "status":
                assert item["clock"]["time_control"]["initial_ms"] == 60_000
                break


def _clocked_doc(live_server: str, redis_url: str) -> dict[str, Any]:
    g = create(live_server, seats=[{}, {"bot": "random"}], clock={"move_ms": 250})
    eventually(lambda: ended(redis_url, g["id"]), within=40)
    doc: dict[str, Any] = requests.get(
        f"{live_server}/v1/games/{g['id']}/replay", timeout=TIMEOUT
    ).json()
    return doc


def test_tampered_clock_entries_fail_verification(live_server: str, redis_url: str) -> None:
    doc = _clocked_doc(live_server, redis_url)
    assert verify_document(doc)["status"] == "consistent"
    from engine.replays import build_document

    def rebuilt(d: dict[str, Any]) -> dict[str, Any]:
        head = {
            k: v
            for k, v in d.items()
            if k not in ("events", "phase", "over", "result", "redacted_for", "seed", "deal")
        }
        return build_document(
            head,
            [{"event": e["event"], "cause": e["cause"]} for e in d["events"]],
            phase=d["phase"],
            result=d["result"],
            redacted_for=None,
            seed=d["seed"],
            deal=d["deal"],
        )

    first = next(i for i, e in enumerate(doc["events"]) if e["cause"] and "timeout" in e["cause"])
    # a timeout logged before its deadline
    early = copy.deepcopy(doc)
    early["events"][first]["cause"]["at_ms"] = early["events"][first]["cause"]["timeout"] - 1
    verdict = verify_document(rebuilt(early))
    assert verdict["status"] == "invalid" and "before the deadline" in verdict["reason"], verdict
    # a deadline that is not the seat's
    moved = copy.deepcopy(doc)
    moved["events"][first]["cause"]["timeout"] -= 50
    moved["events"][first]["cause"]["at_ms"] -= 50
    verdict = verify_document(rebuilt(moved))
    assert verdict["status"] == "invalid" and "deadline" in verdict["reason"], verdict
    # a forged forfeit: the first timeout made a forfeit (the seat had strikes left)
    forged = copy.deepcopy(doc)
    forged["events"][first]["cause"]["action"] = {"kind": "timeout"}
    forged["events"][first]["cause"].pop("default")
    verdict = verify_document(rebuilt(forged))
    assert verdict["status"] == "invalid", verdict
    # a move logged after the seat's deadline
    late = copy.deepcopy(doc)
    mover = next(
        i
        for i, e in enumerate(late["events"])
        if e["cause"] and "timeout" not in e["cause"] and e["cause"]["seat"] == 1
    )
    late["events"][mover]["cause"]["at_ms"] += 10_000
    verdict = verify_document(rebuilt(late))
    assert verdict["status"] == "invalid", verdict
    # the clock's header is bound by the chain
    header = copy.deepcopy(doc)
    header["clock"]["move_ms"] = 10_000
    assert verify_document(header)["status"] == "invalid"


@pytest.mark.parametrize(
    ("clock", "code"),
    [
        ({}, "invalid_clock"),
        ({"increment_ms": 100, "move_ms": 500}, "invalid_clock"),
        ({"initial_ms": 10}, "validation_failed"),
        ({"initial_ms": 1000, "on_timeout": "pause"}, "validation_failed"),
        ({"initial_ms": "1000"}, "validation_failed"),
        ({"move_ms": 500, "extra": 1}, "validation_failed"),
    ],
)
def test_bad_clock_bodies_are_422_problems(
    live_server: str, clock: dict[str, Any], code: str
) -> None:
    resp = requests.post(
        f"{live_server}/v1/games",
        json={"ruleset": "classic", "seats": 2, "clock": clock},
        timeout=TIMEOUT,
    )
    assert resp.status_code == 422, resp.text
    assert resp.headers["Content-Type"].startswith("application/problem+json")
    assert resp.json()["code"] == code


def test_matches_and_tournaments_pass_their_clock_to_their_games(
    app: Any, live_server: str
) -> None:
    clock = {"initial_ms": 60_000, "increment_ms": 1_000}
    resp = requests.post(
        f"{live_server}/v1/matches",
        json={"ruleset": "classic", "seats": 2, "clock": clock},
        timeout=TIMEOUT,
    )
    assert resp.status_code == 201, resp.text
    MADE.append(resp.json()["first_game"])
    first = game(live_server, resp.json()["first_game"])
    assert first["clock"]["time_control"]["initial_ms"] == 60_000
    bad = requests.post(
        f"{live_server}/v1/matches",
        json={"ruleset": "classic", "seats": 2, "clock": {}},
        timeout=TIMEOUT,
    )
    assert bad.status_code == 422 and bad.json()["code"] == "invalid_clock"
    bad = requests.post(
        f"{live_server}/v1/tournaments",
        json={"ruleset": "classic", "participants": ["random", "random"], "clock": {}},
        headers=organiser_auth(app),
        timeout=TIMEOUT,
    )
    assert bad.status_code == 422 and bad.json()["code"] == "invalid_clock"


def test_a_forfeit_with_three_seats_places_the_rest_by_cards_left() -> None:
    from engine.forfeits import forfeit
    from engine.game import Game
    from engine.rules.presets import build_ruleset

    game = Game(build_ruleset("classic", {}, ()), 3)
    state, _ = game.start(seed="forfeit")
    (ended,) = forfeit(state, 1)
    assert ended.reason == "forfeit" and ended.loser == 1
    assert sorted(ended.order) == [0, 2] and ended.winner == ended.order[0]
    assert state.is_over()


def test_a_tournament_plays_its_games_on_the_clock(app: Any, live_server: str) -> None:
    body = {
        "ruleset": {"preset": "classic", "options": {"turn_cap": 40}},
        "participants": ["random", "heuristic"],
        "seed": "clocked",
        "clock": {"initial_ms": 600_000, "increment_ms": 1_000},
    }
    resp = requests.post(
        f"{live_server}/v1/tournaments", json=body, headers=organiser_auth(app), timeout=TIMEOUT
    )
    assert resp.status_code == 201, resp.text

    def done() -> dict[str, Any] | None:
        t: dict[str, Any] = requests.get(
            f"{live_server}/v1/tournaments/{resp.json()['id']}", timeout=TIMEOUT
        ).json()
        assert t["status"] != "failed", t
        return t if t["status"] == "done" else None

    t = eventually(done, within=60)
    for g in t["games"]:
        MADE.append(g["game_id"])
        view = game(live_server, g["game_id"])
        assert view["clock"]["time_control"]["initial_ms"] == 600_000
        doc = requests.get(f"{live_server}/v1/games/{g['game_id']}/replay", timeout=TIMEOUT).json()
        assert doc["clock"]["initial_ms"] == 600_000
        assert all(
            e["cause"] is None or isinstance(e["cause"]["at_ms"], int) for e in doc["events"]
        )
        assert verify_document(doc)["status"] == "consistent"

"""Schemathesis against a real gunicorn: no 5xx, and every response as ``openapi.yaml`` says.

Every operation of the spec gets Hypothesis-generated requests, both valid (positive) and
schema-violating (negative) ones. Generated requests are pointed at real games part of the
time (a game in setup, one being played, a finished one) with real, foreign or no bearer
tokens, so the checks reach past the 404/401 answers. Each response must not be a server
error, and its status code, content type, required headers and body must match the spec.

The pytest plugin's ``schema.parametrize()`` names every item ``test_api`` under pytest 9.2
(and ``schemathesis.pytest.from_fixture`` fails on the removed ``Node._nodeid``), so the
operations are parametrized here and the cases drawn from the public
``APIOperation.as_strategy``; that keeps one clearly named test per operation.

A hand-written flow then plays a game from creation to a verified replay and validates every
response on the way, including the success answers random requests rarely reach.
"""

from __future__ import annotations

import json
import socket
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import unquote

import pytest
import requests
import schemathesis
from hypothesis import HealthCheck, given, reject, settings
from hypothesis import strategies as st
from schemathesis import GenerationMode
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_headers_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from schemas.openapi import load_yaml

SPEC_PATH = Path(__file__).resolve().parents[2] / "openapi.yaml"
SPEC: dict[str, Any] = load_yaml(SPEC_PATH.read_text())
HTTP_METHODS = ("get", "put", "post", "delete", "patch")
OPERATIONS = [
    (method.upper(), path)
    for path, item in SPEC["paths"].items()
    for method in HTTP_METHODS
    if method in item
]
CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_headers_conformance,
    response_schema_conformance,
]
MAX_EXAMPLES = 30
TIMEOUT = 15  # seconds per request; no request here may block longer than `wait` <= 1


def has_inputs(method: str, path: str) -> bool:
    """Whether there is anything to make invalid (negative generation needs something)."""
    item = SPEC["paths"][path]
    op = item[method.lower()]
    return bool(
        item.get("parameters")
        or op.get("parameters")
        or op.get("requestBody")
        or op.get("security")
    )


# -- real games for the generated requests to hit ---------------------------------------------


@dataclass
class SeededGame:
    id: str
    tokens: list[str | None] = field(default_factory=list)


def bearer(token: str | None) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"} if token else {}


def act(
    http: requests.Session,
    base: str,
    game: SeededGame,
    seat: int,
    action: dict[str, Any],
    version: int,
) -> requests.Response:
    return http.post(
        f"{base}/v1/games/{game.id}/actions",
        json={"action": action, "expected_version": version},
        headers=bearer(game.tokens[seat]),
        timeout=TIMEOUT,
    )


def pick(actions: list[dict[str, Any]]) -> dict[str, Any]:
    """A simple bot: get ready, play when possible, otherwise the first legal move."""
    for kinds in (("ready",), ("play", "flip"), ("draw", "chance")):
        for a in actions:
            if a["kind"] in kinds:
                return a
    return actions[0]


def play_turns(http: requests.Session, base: str, game: SeededGame, limit: int) -> dict[str, Any]:
    """Let every seat play its simple bot for up to ``limit`` actions; the final game."""
    state: dict[str, Any] = http.get(f"{base}/v1/games/{game.id}", timeout=TIMEOUT).json()
    for _ in range(limit):
        if state["phase"] == "over":
            break
        seat = state["to_act"][0]
        moves = http.get(
            f"{base}/v1/games/{game.id}/legal-moves",
            headers=bearer(game.tokens[seat]),
            timeout=TIMEOUT,
        ).json()
        resp = act(http, base, game, seat, pick(moves["actions"]), moves["version"])
        assert resp.status_code == 201, resp.text
        state = resp.json()["game"]
    return state


def create(http: requests.Session, base: str, body: dict[str, Any]) -> SeededGame:
    resp = http.post(f"{base}/v1/games", json=body, timeout=TIMEOUT)
    assert resp.status_code == 201, resp.text
    data = resp.json()
    return SeededGame(data["id"], [s["token"] for s in data["seats"]])


@pytest.fixture(scope="module")
def http() -> Iterator[requests.Session]:
    with requests.Session() as session:
        yield session


@pytest.fixture(scope="module")
def games(live_server: str, http: requests.Session) -> dict[str, SeededGame]:
    base = live_server
    setup = create(
        http,
        base,
        {"ruleset": "classic", "seats": [{"name": "a"}, {}, {"open": True}, {"open": True}]},
    )
    playing = create(http, base, {"ruleset": "classic", "seats": 2, "seed": "schemathesis"})
    play_turns(http, base, playing, 6)
    over = create(
        http,
        base,
        {
            "ruleset": {"preset": "classic", "options": {"turn_cap": 10}},
            "seats": 2,
            "seed": "schemathesis-over",
        },
    )
    assert play_turns(http, base, over, 500)["phase"] == "over"
    cutthroat = create(
        http, base, {"ruleset": "green-cutthroat-2018", "seats": 3, "seed": "cutthroat"}
    )
    play_turns(
        http, base, cutthroat, 4
    )  # face-down-but-known placements: causes hidden from others
    return {"setup": setup, "playing": playing, "over": over, "cutthroat": cutthroat}


@pytest.fixture(scope="module")
def matches(live_server: str, http: requests.Session) -> dict[str, str]:
    """Real matches for generated match ids: one being played by people, one of bots, over."""
    base = live_server
    out = {}
    for key, body in (
        ("playing", {"ruleset": "green-cutthroat-2018", "seats": 2, "seed": "schemathesis"}),
        (
            "over",
            {
                "ruleset": {"preset": "classic", "options": {"turn_cap": 20}},
                "seats": [{"bot": "random"}, {"bot": "random"}],
                "games": 2,
                "seed": "schemathesis",
            },
        ),
    ):
        resp = http.post(f"{base}/v1/matches", json=body, timeout=TIMEOUT)
        assert resp.status_code == 201, resp.text
        out[key] = resp.json()["id"]
    return out


@pytest.fixture(scope="module")
def api(live_server: str) -> Any:
    """The schema as the live server serves it (``test_openapi`` checks it is the file)."""
    return schemathesis.openapi.from_url(f"{live_server}/openapi.yaml")


# -- fuzzing every operation -------------------------------------------------------------------

# Hypothesis leans towards the first choices: real games and tokens first.
GAME_CHOICES = ("playing", "setup", "over", "cutthroat", None)
AUTH_CHOICES = ("seat", "none", "generated", "other_seat", "foreign")
PRESET_CHOICES = (
    "classic",
    "green-shithead-2018",
    "green-cutthroat-2018",
    "green-shithead-2006",
    None,
)


@dataclass
class Steering:
    """How to bend one generated case towards the service's real state."""

    game: str | None  # a key of ``games``, or None to keep the generated game id
    auth: str  # one of AUTH_CHOICES
    seat: int
    fix_version: bool  # use the game's current version (expected_version, views/{version})
    preset: str | None  # POST /v1/games: a real preset instead of the generated name


STEERING = st.builds(
    Steering,
    game=st.sampled_from(GAME_CHOICES),
    auth=st.sampled_from(AUTH_CHOICES),
    seat=st.integers(0, 3),
    fix_version=st.sampled_from((True, False)),
    preset=st.sampled_from(PRESET_CHOICES),
)


def steer(
    case: Any,
    how: Steering,
    games: dict[str, SeededGame],
    http: requests.Session,
    base: str,
    matches: dict[str, str],
    organiser: str = "",
) -> None:
    """Point a generated case at a real game, match, token or preset; keep long polls short."""
    params = case.path_parameters
    body = case.body
    game_key = how.game
    # a real credential part of the time, so creating and cancelling tournaments get past the 401
    if (
        organiser
        and case.operation.path.startswith("/v1/tournaments")
        and case.method.upper() == "POST"
        and how.auth in ("seat", "other_seat")
    ):
        case.headers = {
            k: v for k, v in (case.headers or {}).items() if k.lower() != "authorization"
        }
        case.headers.update(bearer(organiser))
    if params is not None and "match_id" in params:
        raw = unquote(str(params["match_id"]))
        if game_key is not None or not raw or "/" in raw:
            params["match_id"] = matches["over" if game_key in ("over", "setup") else "playing"]
    if params is not None and "game_id" in params:
        raw = unquote(str(params["game_id"]))
        # An empty id or one with "/" changes the route (werkzeug merges "//" with a 308
        # redirect): that is another URL, not this operation, so such ids are replaced.
        if game_key is None and (not raw or "/" in raw):
            game_key = "setup"
        if game_key is not None and case.operation.path.endswith("/stream"):
            # a running game's stream never ends (tests/e2e/test_streams.py reads those);
            # a finished game's is its whole log, its status and its end, at once
            game_key = "over"
        if game_key is not None:
            game = games[game_key]
            params["game_id"] = game.id
            if how.auth != "generated":
                case.headers = {
                    k: v for k, v in (case.headers or {}).items() if k.lower() != "authorization"
                }
            if how.auth == "seat":
                case.headers.update(
                    bearer(game.tokens[how.seat % len(game.tokens)] or game.tokens[0])
                )
            elif how.auth == "other_seat":
                case.headers.update(
                    bearer(game.tokens[(how.seat + 1) % len(game.tokens)] or game.tokens[0])
                )
            elif how.auth == "foreign":
                other = games["over" if game_key != "over" else "setup"]
                case.headers.update(bearer(other.tokens[0]))
            if how.fix_version:
                current = http.get(f"{base}/v1/games/{game.id}", timeout=TIMEOUT).json()["version"]
                if isinstance(params.get("version"), int):
                    params["version"] = params["version"] % (current + 1)
                if isinstance(body, dict) and "expected_version" in body:
                    body["expected_version"] = current
    if how.preset is not None and isinstance(body, dict) and "ruleset" in body and "seats" in body:
        if isinstance(body["ruleset"], dict) and "preset" in body["ruleset"]:
            body["ruleset"]["preset"] = how.preset
        else:
            body["ruleset"] = how.preset
        if how.fix_version:
            body.pop("deck", None)  # a generated deck is almost never exactly the preset's deck
    if case.query and "wait" in case.query:
        try:
            wait = int(case.query["wait"])
        except (TypeError, ValueError):
            pass  # not a number: answered at once with 422
        else:
            case.query["wait"] = min(max(wait, 0), 1)


def http_server_limit(response: Any) -> bool:
    """gunicorn's HTML answer to a request line over 4094 bytes (414) or an oversized header (400).

    Negative generation sometimes builds such requests (long repeated query parameters);
    they never reach the application, so they say nothing about the API.
    """
    content_type = " ".join(response.headers.get("content-type", []))
    return response.status_code in (400, 414, 431) and content_type.startswith("text/html")


@pytest.mark.parametrize(("method", "path"), OPERATIONS, ids=[f"{m} {p}" for m, p in OPERATIONS])
def test_operation_conforms(
    method: str,
    path: str,
    api: Any,
    games: dict[str, SeededGame],
    matches: dict[str, str],
    live_server: str,
    http: requests.Session,
    organiser_token: str,
) -> None:
    operation = api[path][method]
    modes = [GenerationMode.POSITIVE]
    if has_inputs(method, path):
        modes.append(GenerationMode.NEGATIVE)
    cases = st.one_of(*(operation.as_strategy(mode) for mode in modes))

    @given(case=cases, how=STEERING)
    @settings(
        max_examples=MAX_EXAMPLES,
        deadline=None,
        suppress_health_check=list(HealthCheck),
        database=None,
    )
    def run(case: Any, how: Steering) -> None:
        steer(case, how, games, http, live_server, matches, organiser_token)
        response = case.call(session=http, timeout=TIMEOUT)
        if http_server_limit(response):
            reject()  # gunicorn's own limits, answered before the application runs
        case.validate_response(response, checks=CHECKS)

    run()


# -- a whole game, every response validated -----------------------------------------------------


class Validator:
    """Send requests with ``requests`` and validate each response against its operation."""

    def __init__(self, api: Any, http: requests.Session, base: str) -> None:
        self.api, self.http, self.base = api, http, base

    def __call__(
        self,
        method: str,
        template: str,
        *,
        expect: int,
        path: dict[str, Any] | None = None,
        token: str | None = None,
        headers: dict[str, str] | None = None,
        **kwargs: Any,
    ) -> Any:
        url = self.base + template.format(**(path or {}))
        hdrs = {**bearer(token), **(headers or {})}
        resp = self.http.request(method, url, headers=hdrs, timeout=TIMEOUT, **kwargs)
        case = self.api[template][method].Case(path_parameters=path or {}, headers=hdrs)
        case.validate_response(resp, checks=CHECKS)
        assert resp.status_code == expect, (method, url, resp.status_code, resp.text[:500])
        return (
            resp.json()
            if resp.headers.get("Content-Type", "").startswith(
                ("application/json", "application/problem")
            )
            else resp
        )


def test_a_whole_game_conforms(api: Any, http: requests.Session, live_server: str) -> None:
    call = Validator(api, http, live_server)
    call("GET", "/v1/rulesets", expect=200)
    call("GET", "/v1/rulesets/{name}", path={"name": "green-cutthroat-2018"}, expect=200)
    call("GET", "/v1/rulesets/{name}", path={"name": "nope"}, expect=404)

    created = call(
        "POST",
        "/v1/games",
        expect=201,
        json={
            "ruleset": {"preset": "classic", "options": {"ten_anytime": True}},
            "seats": [{"name": "bot"}, {"open": True}],
            "seed": "flow",
            "turn_cap": 400,
        },
    )
    gid = {"game_id": created["id"]}
    assert created["seats"][1] == {
        "seat": 1,
        "name": "seat 1",
        "open": True,
        "bot": None,
        "strikes": 0,
        "token": None,
        "webhook_secret": None,
    }
    call("POST", "/v1/games/{game_id}/join", path=gid, expect=201, json={"name": "late"})
    call("POST", "/v1/games/{game_id}/join", path=gid, expect=409, json={})
    call("POST", "/v1/games/{game_id}/join", path=gid, expect=409, json={"seat": 1})
    call("POST", "/v1/games/{game_id}/join", path=gid, expect=422, json={"seat": 7})
    call("POST", "/v1/games/{game_id}/join", path={"game_id": "0" * 32}, expect=404, json={})

    # the game played out below: seat 0 created, seat 1 joined
    created = call(
        "POST",
        "/v1/games",
        expect=201,
        json={"ruleset": "classic", "seats": [{}, {"open": True}], "seed": "flow-2"},
    )
    gid = {"game_id": created["id"]}
    joined = call("POST", "/v1/games/{game_id}/join", path=gid, expect=201, json={"name": "second"})
    tokens = [created["seats"][0]["token"], joined["token"]]

    call(
        "GET",
        "/v1/games",
        expect=200,
        params={"ruleset": "classic", "status": "playing", "limit": 2},
    )
    call("GET", "/v1/games/{game_id}", path=gid, expect=200)
    call("GET", "/v1/games/{game_id}", path=gid, token=tokens[1], expect=200)
    call("GET", "/v1/games/{game_id}", path=gid, token="not-a-seat", expect=401)
    call(
        "GET", "/v1/games/{game_id}", path=gid, headers={"Authorization": "Basic eDp5"}, expect=401
    )
    call("GET", "/v1/games/{game_id}/legal-moves", path=gid, expect=401)
    moves = call("GET", "/v1/games/{game_id}/legal-moves", path=gid, token=tokens[0], expect=200)
    version = moves["version"]

    actions = "/v1/games/{game_id}/actions"
    ready = {"action": {"kind": "ready"}, "expected_version": version}
    call("POST", actions, path=gid, expect=401, json=ready)
    call(
        "POST",
        actions,
        path=gid,
        token=tokens[0],
        expect=409,
        json={**ready, "expected_version": version + 5},
    )
    first = call(
        "POST",
        actions,
        path=gid,
        token=tokens[0],
        headers={"Idempotency-Key": "flow-1"},
        expect=201,
        json=ready,
    )
    again = call(
        "POST",
        actions,
        path=gid,
        token=tokens[0],
        headers={"Idempotency-Key": "flow-1"},
        expect=201,
        json=ready,
    )
    assert again == first
    call(
        "POST",
        actions,
        path=gid,
        token=tokens[0],
        headers={"Idempotency-Key": "flow-1"},
        expect=422,
        json={**ready, "expected_version": version + 1},
    )
    call(
        "POST",
        actions,
        path=gid,
        token=tokens[0],
        expect=403,
        json={"action": {"kind": "ready"}, "expected_version": first["version"]},
    )
    call(
        "POST",
        actions,
        path=gid,
        token=tokens[1],
        expect=422,
        json={
            "action": {"kind": "play", "cards": ["10h", " qs "]},
            "expected_version": first["version"],
        },
    )
    call(
        "POST",
        actions,
        path=gid,
        token=tokens[1],
        expect=422,
        json={"action": {"kind": "jump"}, "expected_version": first["version"]},
    )
    call(
        "POST",
        actions,
        path=gid,
        token=tokens[1],
        expect=400,
        data="{not json",
        headers={"Content-Type": "application/json"},
    )
    call(
        "POST",
        actions,
        path=gid,
        token=tokens[1],
        expect=415,
        data="ready",
        headers={"Content-Type": "text/plain"},
    )
    # "Connection: close": see test_keep_alive_survives_a_413 for why this one must not be reused
    call(
        "POST",
        actions,
        path=gid,
        token=tokens[1],
        expect=413,
        data=json.dumps({"pad": "x" * (70 * 1024)}),
        headers={"Content-Type": "application/json", "Connection": "close"},
    )

    # play it out with a simple bot, validating each step
    game = first["game"]
    turns = 0
    while game["phase"] != "over" and turns < 600:
        seat = game["to_act"][0]
        moves = call(
            "GET", "/v1/games/{game_id}/legal-moves", path=gid, token=tokens[seat], expect=200
        )
        done = call(
            "POST",
            actions,
            path=gid,
            token=tokens[seat],
            expect=201,
            json={"action": pick(moves["actions"]), "expected_version": moves["version"]},
        )
        game = done["game"]
        turns += 1
        if turns == 3:
            call("GET", "/v1/games/{game_id}/replay", path=gid, token=tokens[1], expect=200)
            call(
                "GET",
                "/v1/games/{game_id}/events",
                path=gid,
                token=tokens[0],
                expect=200,
                params={"after": 1},
            )
    assert game["phase"] == "over", game
    final = game["version"]

    call(
        "POST",
        actions,
        path=gid,
        token=tokens[0],
        expect=409,
        json={"action": {"kind": "pass"}, "expected_version": final},
    )
    assert (
        call("GET", "/v1/games/{game_id}/legal-moves", path=gid, token=tokens[1], expect=200)[
            "actions"
        ]
        == []
    )
    events = call("GET", "/v1/games/{game_id}/events", path=gid, expect=200, params={"after": 0})
    assert [e["seq"] for e in events["events"]] == list(range(1, final + 1))
    waited = call(
        "GET",
        "/v1/games/{game_id}/events",
        path=gid,
        expect=200,
        params={"after": final, "wait": 1},
    )
    assert waited["events"] == []
    call("GET", "/v1/games/{game_id}/events", path=gid, expect=422, params={"wait": 31})
    for v in (0, 1, final // 2, final):
        call(
            "GET",
            "/v1/games/{game_id}/views/{version}",
            path={**gid, "version": v},
            token=tokens[0],
            expect=200,
        )
    missing = call(
        "GET", "/v1/games/{game_id}/views/{version}", path={**gid, "version": final + 1}, expect=404
    )
    assert missing["code"] == "no_such_version" and missing["version"] == final

    replay = call("GET", "/v1/games/{game_id}/replay", path=gid, expect=200)
    assert replay["over"] is True and replay["seed"] == "flow-2"
    assert call("POST", "/v1/replays/verify", expect=200, json=replay)["status"] == "valid"
    replay["events"][3]["event"]["seat"] = 1 - replay["events"][3]["event"].get("seat", 0)
    verdict = call("POST", "/v1/replays/verify", expect=200, json=replay)
    # the service holds the game: it names the changed field, and the check that failed
    assert verdict["status"] == "invalid" and verdict["pointer"] == "/events/3/event/seat", verdict
    assert "at /events/3/hash: the hash chain breaks here" in verdict["reason"]
    call("POST", "/v1/replays/verify", expect=200, json=[1, 2])
    keys = call("GET", "/v1/keys", expect=200)["keys"]
    assert replay["signature"]["key_id"] in {k["id"] for k in keys}

    call("POST", "/v1/games", expect=422, json={"ruleset": "classic", "seats": 9})
    call("POST", "/v1/games", expect=422, json={"ruleset": "nope", "seats": 2})
    call(
        "POST",
        "/v1/games",
        expect=422,
        json={"ruleset": "classic", "seats": 2, "seed": "x", "deck": ["2C"]},
    )
    call("POST", "/v1/games", expect=422, json={"ruleset": "classic", "seats": 2, "deck": ["2C"]})
    call("GET", "/v1/games", expect=422, params={"limit": 0})
    call("GET", "/v1/games/{game_id}", path={"game_id": "0" * 32}, expect=404)

    # Cutthroat: a placement is hidden from the other seats, down to the action's cards
    ct = call(
        "POST",
        "/v1/games",
        expect=201,
        json={"ruleset": "green-cutthroat-2018", "seats": 2, "seed": "flow"},
    )
    ct_id = {"game_id": ct["id"]}
    ct_tokens = [s["token"] for s in ct["seats"]]
    moves = call(
        "GET", "/v1/games/{game_id}/legal-moves", path=ct_id, token=ct_tokens[0], expect=200
    )
    place = next(a for a in moves["actions"] if a["kind"] == "place")
    call(
        "POST",
        actions,
        path=ct_id,
        token=ct_tokens[0],
        expect=201,
        json={"action": place, "expected_version": moves["version"]},
    )
    seen = call(
        "GET",
        "/v1/games/{game_id}/events",
        path=ct_id,
        token=ct_tokens[1],
        expect=200,
        params={"after": 1},
    )
    assert seen["events"][0]["cause"]["action"]["cards"] is None
    call("GET", "/v1/games/{game_id}/replay", path=ct_id, expect=200)

    call("GET", "/healthz", expect=200)
    call("GET", "/readyz", expect=200)
    call("GET", "/metrics", expect=200)
    call("GET", "/openapi.yaml", expect=200)


def test_a_match_conforms(api: Any, http: requests.Session, live_server: str) -> None:
    """A match from creation to its second game, every answer validated."""
    call = Validator(api, http, live_server)
    created = call(
        "POST",
        "/v1/matches",
        expect=201,
        json={
            "ruleset": {"preset": "green-cutthroat-2018", "options": {"turn_cap": 60}},
            "seats": [{"name": "ann"}, {"name": "bob"}],
            "games": 2,
            "first_dealer": 1,
            "seed": "conforms",
        },
    )
    mid = {"match_id": created["id"]}
    tokens = [s["token"] for s in created["seats"]]
    game = SeededGame(created["first_game"], tokens)
    call("GET", "/v1/games/{game_id}", path={"game_id": game.id}, token=tokens[1], expect=200)
    assert play_turns(http, live_server, game, 2000)["phase"] == "over"
    match = call("GET", "/v1/matches/{match_id}", path=mid, expect=200)
    assert match["progress"] == {"played": 1, "total": 2} and len(match["games"]) == 2
    second = SeededGame(match["current_game"], tokens)
    call("GET", "/v1/games/{game_id}", path={"game_id": second.id}, token=tokens[0], expect=200)
    assert play_turns(http, live_server, second, 2000)["phase"] == "over"
    done = call("GET", "/v1/matches/{match_id}", path=mid, expect=200)
    assert done["status"] == "over" and done["seed"] == "conforms"
    call("GET", "/v1/games/{game_id}/replay", path={"game_id": second.id}, expect=200)

    bots = call(
        "POST",
        "/v1/matches",
        expect=201,
        json={
            "ruleset": {"preset": "classic", "options": {"turn_cap": 20}},
            "seats": [{"bot": "random"}, {"open": True}],
        },
    )
    assert bots["seats"][1]["open"] is True and bots["seats"][1]["token"] is None
    call("GET", "/v1/matches/{match_id}", path={"match_id": "0" * 32}, expect=404)
    for body in (
        {"ruleset": "classic", "seats": 2, "games": 100},
        {"ruleset": "classic", "seats": 2, "games": 0},
        {"ruleset": "nope", "seats": 2},
        {"ruleset": "classic", "seats": 2, "first_dealer": 3},
    ):
        call("POST", "/v1/matches", expect=422, json=body)
    call("POST", "/v1/matches", expect=400, data="{", headers={"Content-Type": "application/json"})
    call("POST", "/v1/matches", expect=415, data="x", headers={"Content-Type": "text/plain"})


def test_a_tournament_and_its_push_calls_conform(
    api: Any, http: requests.Session, live_server: str, push_bots: Any, organiser_token: str
) -> None:
    """A tournament from creation to its end, every answer validated, and the push bot's
    requests validated against the ``pushBotMove`` and ``pushBotNotice`` webhooks' schemas."""
    from jsonschema import Draft202012Validator

    call = Validator(api, http, live_server)
    body = {
        "ruleset": {"preset": "classic", "options": {"turn_cap": 30}},
        "participants": [
            "heuristic",
            {"name": "pushed", "push": {"url": push_bots.url("random"), "timeout_ms": 10_000}},
            {"push": {"url": push_bots.url("error"), "timeout_ms": 200}},
        ],
        "format": "swiss",
        "rounds": 2,
        "seed": "conforms",
    }
    call("POST", "/v1/tournaments", expect=401, json=body)
    call("POST", "/v1/tournaments", expect=401, json=body, token="org_not-a-credential")
    created = call("POST", "/v1/tournaments", expect=201, json=body, token=organiser_token)
    tid = {"tournament_id": created["id"]}
    deadline = time.monotonic() + 120
    while True:
        t = call("GET", "/v1/tournaments/{tournament_id}", path=tid, expect=200)
        if t["status"] != "running":
            break
        assert time.monotonic() < deadline, t["progress"]
        time.sleep(0.2)
    assert t["status"] == "done" and t["progress"]["done"] == t["progress"]["total"] == 4
    assert [p["bot"] for p in t["participants"]] == ["heuristic", "push", "push"]
    assert {r["name"]: r["strikes"] > 0 for r in t["standings"]} == {
        "heuristic": False,
        "pushed": False,
        "push": True,
    }
    game = next(g for g in t["games"] if 2 in g["seats"])
    stored = call("GET", "/v1/games/{game_id}", path={"game_id": game["game_id"]}, expect=200)
    assert (
        stored["seats"][game["seats"].index(2)]["strikes"]
        == game["result"]["strikes"][game["seats"].index(2)]
    )
    call("GET", "/v1/tournaments/{tournament_id}", path={"tournament_id": "0" * 32}, expect=404)
    call("POST", "/v1/tournaments/{tournament_id}/cancel", path=tid, expect=401)
    call(
        "POST",
        "/v1/tournaments/{tournament_id}/cancel",
        path=tid,
        expect=409,
        token=organiser_token,
    )
    call(
        "POST",
        "/v1/tournaments/{tournament_id}/cancel",
        path={"tournament_id": "0" * 32},
        expect=404,
        token=organiser_token,
    )
    too_big = call(
        "POST",
        "/v1/tournaments",
        expect=422,
        token=organiser_token,
        json={
            **body,
            "participants": ["random"] * 30,
            "games_per_pairing": 3,
            "format": "round_robin",
            "rounds": None,
        },
    )
    assert too_big["code"] == "tournament_too_large"
    call(
        "POST",
        "/v1/tournaments",
        expect=422,
        json={**body, "ruleset": "nope"},
        token=organiser_token,
    )
    call(
        "POST",
        "/v1/tournaments",
        expect=400,
        data="{",
        headers={"Content-Type": "application/json"},
    )

    webhook = Draft202012Validator(
        {"$ref": "#/components/schemas/PushBotRequest", "components": SPEC["components"]}
    )
    calls = [p for path, p in push_bots.calls if path in ("random", "error")]
    assert calls
    for payload in calls:
        webhook.validate(payload)
    answer = Draft202012Validator(
        {"$ref": "#/components/schemas/PushBotAnswer", "components": SPEC["components"]}
    )
    answer.validate({"action": calls[0]["legal_moves"][0]})
    notice = Draft202012Validator(
        {"$ref": "#/components/schemas/PushBotNotice", "components": SPEC["components"]}
    )
    notices = [p for path, p in push_bots.notices if path in ("random", "error")]
    assert {p["type"] for p in notices} == {"game_started", "game_ended"}
    for payload in notices:
        notice.validate(payload)


# -- answers the live server cannot give on demand: rate limiting and a store outage -----------


def test_rate_limited_and_store_down_answers_conform(redis_url: str, tmp_path: Path) -> None:
    from api.http.app import create_app, start_background

    spec = schemathesis.openapi.from_path(SPEC_PATH)

    def check(
        client: Any,
        method: str,
        path: str,
        template: str,
        expect: int,
        params: dict[str, Any] | None = None,
        **kwargs: Any,
    ) -> None:
        resp = client.open(path, method=method, **kwargs)
        case = spec[template][method].Case(path_parameters=params or {})
        case.validate_response(resp, checks=CHECKS[1:])  # 503 is the expected answer here
        assert resp.status_code == expect, resp.get_data(as_text=True)

    limited = start_background(
        create_app(
            {
                "REDIS_URL": redis_url,
                "RATELIMIT_ENABLED": True,
                "RATELIMIT_PER_ADDRESS": "1 per hour",
                "TESTING": True,
            }
        )
    ).test_client()
    limited.get("/v1/rulesets/classic", environ_base={"REMOTE_ADDR": "192.0.2.7"})
    check(
        limited,
        "GET",
        "/v1/rulesets/classic",
        "/v1/rulesets/{name}",
        429,
        {"name": "classic"},
        environ_base={"REMOTE_ADDR": "192.0.2.7"},
    )

    down = start_background(
        create_app(
            {
                "REDIS_URL": f"unix://{tmp_path / 'no-redis.sock'}",
                "TESTING": True,
                "RATELIMIT_ENABLED": False,
            }
        )
    ).test_client()
    gid = {"game_id": "0" * 32}
    check(down, "GET", "/readyz", "/readyz", 503)
    check(down, "GET", "/metrics", "/metrics", 200)  # served without the store
    check(down, "GET", "/v1/games", "/v1/games", 503)
    check(down, "POST", "/v1/games", "/v1/games", 503, json={"ruleset": "classic", "seats": 2})
    check(down, "GET", f"/v1/games/{gid['game_id']}", "/v1/games/{game_id}", 503, gid)
    check(
        down,
        "POST",
        f"/v1/games/{gid['game_id']}/actions",
        "/v1/games/{game_id}/actions",
        503,
        gid,
        json={"action": {"kind": "ready"}, "expected_version": 1},
        headers={"Authorization": "Bearer x"},
    )
    check(down, "GET", "/healthz", "/healthz", 200)


# -- regressions: service bugs found while writing the spec -----------------------------------
# Each was reproduced against the service and fixed there; these keep them fixed.


def test_list_games_rejects_a_nan_cursor(live_server: str, http: requests.Session) -> None:
    # was: float("nan") went on to Redis, which refused it, and the answer was 503 store_unavailable
    for cursor in ("nan", "inf", "-inf"):
        resp = http.get(f"{live_server}/v1/games", params={"cursor": cursor}, timeout=TIMEOUT)
        assert resp.status_code == 422, resp.text
        assert resp.json()["code"] == "invalid_parameter"


def test_verify_survives_lone_surrogates(live_server: str, http: requests.Session) -> None:
    # was: a 500 (UnicodeEncodeError while hashing the document or the seed)
    ruleset = http.get(f"{live_server}/v1/rulesets/classic", timeout=TIMEOUT).json()["ruleset"]
    for extra in (
        {"seed": "\ud800"},
        {"seed_commitment": "\ud800"},
        {"events": [{"seq": 1, "cause": "\ud800"}]},
    ):
        doc = {
            "format": "shithead-replay/2",
            "ruleset": ruleset,
            "players": 2,
            "events": [{"seq": 1}],
            **extra,
        }
        # json.dumps writes the surrogate as an escape: valid JSON that decodes to a lone surrogate
        resp = http.post(
            f"{live_server}/v1/replays/verify",
            data=json.dumps(doc),
            headers={"Content-Type": "application/json"},
            timeout=TIMEOUT,
        )
        assert resp.status_code == 200, resp.text
        assert resp.json()["status"] == "invalid"


def test_idempotency_keys_are_per_seat(live_server: str, http: requests.Session) -> None:
    # was: keys were per game, so another seat sending the same key and body got the first
    # seat's stored answer (with its hand) and its own action was silently dropped
    game = create(http, live_server, {"ruleset": "classic", "seats": 2})
    url = f"{live_server}/v1/games/{game.id}/actions"
    body: dict[str, Any] = {"action": {"kind": "ready"}, "expected_version": 1}
    first = http.post(
        url, json=body, headers={**bearer(game.tokens[0]), "Idempotency-Key": "k"}, timeout=TIMEOUT
    )
    assert first.status_code == 201
    second = http.post(
        url, json=body, headers={**bearer(game.tokens[1]), "Idempotency-Key": "k"}, timeout=TIMEOUT
    )
    # a request of its own: seat 1's ready, applied after seat 0's (it commutes with it)
    assert second.status_code == 201, second.text
    assert "Idempotent-Replayed" not in second.headers
    assert second.json()["game"]["you"] == 1 and second.json()["rebased_from"] == 1
    assert second.json()["events"][0]["cause"] == {"seat": 1, "action": {"kind": "ready"}}
    third = http.post(
        url, json=body, headers={**bearer(game.tokens[1]), "Idempotency-Key": "k"}, timeout=TIMEOUT
    )
    assert third.status_code == 201, third.text
    assert third.headers["Idempotent-Replayed"] == "true" and third.text == second.text


def test_keep_alive_survives_a_413(live_server: str) -> None:
    host, port = live_server.removeprefix("http://").split(":")
    body = b"{" + b" " * (1024 * 1024) + b"}"
    with socket.create_connection((host, int(port)), timeout=TIMEOUT) as sock:
        sock.sendall(
            b"POST /v1/games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            + f"Content-Length: {len(body)}\r\n\r\n".encode()
            + body
        )
        head = read_response(sock)
        assert head.startswith(b"HTTP/1.1 413"), head[:200]
        if b"connection: close" in head.lower():
            return  # announced: a client opens a new connection
        time.sleep(0.5)  # the client's next request comes a moment later, on the same connection
        try:
            sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
            again = read_response(sock)
        except OSError as exc:
            again = repr(exc).encode()
        assert again.startswith(b"HTTP/1.1 200"), again[:200]


def read_response(sock: socket.socket) -> bytes:
    """One response's bytes (headers and Content-Length body); b"" if the peer closed first."""
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(65536)
        if not chunk:
            return data
        data += chunk
    head, _, rest = data.partition(b"\r\n\r\n")
    length = 0
    for line in head.split(b"\r\n")[1:]:
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length":
            length = int(value)
    while len(rest) < length:
        chunk = sock.recv(65536)
        if not chunk:
            break
        rest += chunk
    return head + b"\r\n\r\n" + rest

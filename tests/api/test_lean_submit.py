"""The lean submit layer (``api/http/lean_submit.py``) answers as the Flask route does.

Two games dealt from one seed are played move for move, one with the layer on and one
with it off (every submit through Flask): the same statuses, bodies and headers, errors
included, and the same counts in the request histogram. The layer takes the plain submit
only: a request it does not take reaches Flask untouched.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from prometheus_client import REGISTRY

from api.http.app import create_app
from tests.api.test_api import assert_problem, auth, create, legal, tokens_of

ROUTE = "/v1/games/<game_id>/actions"


def _count(status: str) -> float:
    labels = {"method": "POST", "route": ROUTE, "status": status}
    return REGISTRY.get_sample_value("shithead_http_request_duration_seconds_count", labels) or 0.0


@pytest.fixture
def reached_flask(app: Any) -> Iterator[list[str]]:
    """The submits that went past the layer into Flask."""
    lean = app.extensions["lean_submit"]
    inner, seen = lean.inner, []

    def counted(environ: dict[str, Any], start_response: Any) -> Any:
        if environ["PATH_INFO"].endswith("/actions"):
            seen.append(environ["PATH_INFO"])
        return inner(environ, start_response)

    lean.inner = counted
    yield seen
    lean.inner = inner


def _submit(app: Any, lean: bool, game_id: str, token: str | None, body: Any, **kw: Any) -> Any:
    app.extensions["lean_submit"].enabled = lean
    try:
        return app.test_client().post(
            f"/v1/games/{game_id}/actions", headers={**auth(token), **kw.pop("headers", {})}, **kw
        )
    finally:
        app.extensions["lean_submit"].enabled = True


def _shown(resp: Any, game_id: str) -> Any:
    """An answer's document with its game's own values (the id, the deal's commitment, made
    from the id) taken out."""

    def strip(value: Any) -> Any:
        if isinstance(value, dict):
            return {k: strip(v) for k, v in value.items() if not k.endswith("commitment")}
        if isinstance(value, list):
            return [strip(v) for v in value]
        return "G" if value == game_id else value

    return strip(json.loads(resp.get_data(as_text=True).replace(game_id, "G")))


def _same(a: Any, b: Any, ids: tuple[str, str]) -> None:
    """Two answers alike but for their games' own values and request ids."""
    assert a.status == b.status
    assert _shown(a, ids[0]) == _shown(b, ids[1])
    skip = {"X-Request-Id", "Content-Length"}
    assert sorted((k, v) for k, v in a.headers.items() if k not in skip) == sorted(
        (k, v) for k, v in b.headers.items() if k not in skip
    )
    assert int(a.headers["Content-Length"]) == len(a.get_data())


def test_a_game_played_through_the_layer_answers_as_through_flask(
    app: Any, reached_flask: list[str]
) -> None:
    client = app.test_client()
    lean_game, flask_game = create(client, seed="lean-1"), create(client, seed="lean-1")
    ids = (lean_game["id"], flask_game["id"])
    tokens = (tokens_of(lean_game), tokens_of(flask_game))
    before = _count("201")
    moves = 0
    for _ in range(40):
        seat = next(s for s in range(2) if legal(client, ids[0], tokens[0][s])["actions"])
        moves_now = legal(client, ids[0], tokens[0][seat])
        action = moves_now["actions"][-1]
        body = {"action": action, "expected_version": moves_now["version"]}
        key = {"Idempotency-Key": f"move-{moves}"}
        a = _submit(app, True, ids[0], tokens[0][seat], None, json=body, headers=key)
        b = _submit(app, False, ids[1], tokens[1][seat], None, json=body, headers=key)
        assert a.status_code == 201, a.get_data(as_text=True)
        _same(a, b, ids)
        assert a.headers["Content-Type"] == "application/json"
        # the same key again: the first answer, byte for byte, marked as a replay
        again = _submit(app, True, ids[0], tokens[0][seat], None, json=body, headers=key)
        assert again.headers["Idempotent-Replayed"] == "true"
        assert again.get_data() == a.get_data()
        moves += 1
        if a.json["game"]["phase"] == "over":
            break
    assert moves > 5
    # every lean submit counted as the route counts it; the Flask ones too
    assert _count("201") - before == 3 * moves  # the replays answer 201 as well
    assert reached_flask == [f"/v1/games/{ids[1]}/actions"] * moves


@pytest.mark.parametrize(
    ("case", "status", "code"),
    [
        ("no_token", 401, "missing_token"),
        ("bad_scheme", 401, "bad_authorization"),
        ("wrong_token", 401, "bad_token"),
        ("not_your_turn", 403, "not_your_turn"),
        ("stale_version", 409, "version_conflict"),
        ("illegal", 422, "illegal_action"),
        ("not_the_schema", 422, "validation_failed"),
        ("malformed", 400, "malformed_json"),
        ("long_key", 422, "invalid_idempotency_key"),
        ("unknown_game", 404, "not_found"),
        ("form_body", 415, "unsupported_media_type"),
    ],
)
def test_a_refused_submit_is_the_same_problem_either_way(
    app: Any, case: str, status: int, code: str
) -> None:
    client = app.test_client()
    games = [create(client, seed="lean-refused"), create(client, seed="lean-refused")]
    for game in games:  # both seats ready: one seat to act
        for token in tokens_of(game):
            moves = legal(client, game["id"], token)
            ready = next(a for a in moves["actions"] if a["kind"] == "ready")
            body = {"action": ready, "expected_version": moves["version"]}
            assert _submit(app, True, game["id"], token, None, json=body).status_code == 201
    ids = (games[0]["id"], games[1]["id"])
    answers = []
    for lean, game in zip((True, False), games, strict=True):
        tokens = tokens_of(game)
        seat = next(s for s in range(2) if legal(client, game["id"], tokens[s])["actions"])
        moves = legal(client, game["id"], tokens[seat])
        body: Any = {"action": moves["actions"][0], "expected_version": moves["version"]}
        token: str | None = tokens[seat]
        kw: dict[str, Any] = {}
        game_id = game["id"]
        if case == "no_token":
            token = None
        elif case == "bad_scheme":
            token, kw["headers"] = None, {"Authorization": "Basic abc"}
        elif case == "wrong_token":
            token = "not-a-token"
        elif case == "not_your_turn":
            token = tokens[1 - seat]
        elif case == "stale_version":
            body["expected_version"] -= 1
        elif case == "illegal":
            body["action"] = {"kind": "play", "cards": ["AS", "AH", "AD", "AC"]}
        elif case == "not_the_schema":
            body["action"] = {"kind": "fly"}
        elif case == "long_key":
            kw["headers"] = {"Idempotency-Key": "k" * 201}
        elif case == "unknown_game":
            game_id = "0" * 32
        before = _count(str(status))
        if case == "malformed":
            kw.update(data=b'{"action": ', content_type="application/json")
        elif case == "form_body":
            kw.update(data={"action": "play"})
        else:
            kw["json"] = body
        resp = _submit(app, lean, game_id, token, None, **kw)
        assert_problem(resp, status, code)
        assert _count(str(status)) - before == 1
        answers.append(resp)
    _same(answers[0], answers[1], ids)


@pytest.fixture
def limited(redis_url: str) -> Iterator[Any]:
    """The app with its rate limits on (the service's default), its lean layer in front."""
    from api.http.app import stop_background

    app = create_app({"REDIS_URL": redis_url, "TESTING": True, "RATELIMIT_ENABLED": True})
    yield app
    stop_background(app)


def _same_limited(a: Any, b: Any, ids: tuple[str, str]) -> None:
    """Two answers alike, their windows' resets (a clock's reading) within two seconds."""
    resets = [int(r.headers.pop("X-RateLimit-Reset")) for r in (a, b)]
    assert abs(resets[0] - resets[1]) <= 2, resets
    _same(a, b, ids)


def test_with_rate_limits_on_the_layer_counts_and_answers_as_flask(limited: Any) -> None:
    """With the limits on, a game played through the layer (which counts each submit in its
    token's window) answers as one played through Flask-Limiter's hooks: the same bodies,
    the same ``X-RateLimit-*`` headers and remaining budgets, the refusals included."""
    app = limited
    client = app.test_client()
    seen: list[str] = []
    lean = app.extensions["lean_submit"]
    inner = lean.inner

    def counted(environ: dict[str, Any], start_response: Any) -> Any:
        if environ["PATH_INFO"].endswith("/actions"):
            seen.append(environ["PATH_INFO"])
        return inner(environ, start_response)

    lean.inner = counted
    games = (create(client, seed="lean-limits"), create(client, seed="lean-limits"))
    ids = (games[0]["id"], games[1]["id"])
    tokens = (tokens_of(games[0]), tokens_of(games[1]))
    moves = 0
    for _ in range(30):
        seat = next(s for s in range(2) if legal(client, ids[0], tokens[0][s])["actions"])
        legal(client, ids[1], tokens[1][seat])  # the same reads of each token's window
        now = legal(client, ids[0], tokens[0][seat])
        legal(client, ids[1], tokens[1][seat])
        body = {"action": now["actions"][-1], "expected_version": now["version"]}
        a = _submit(app, True, ids[0], tokens[0][seat], None, json=body)
        b = _submit(app, False, ids[1], tokens[1][seat], None, json=body)
        assert a.status_code == 201, a.get_data(as_text=True)
        assert int(a.headers["X-RateLimit-Remaining"]) < 6000
        _same_limited(a, b, ids)
        # a stale version: refused by the service after the count, with the limiter's headers
        stale = {**body, "expected_version": now["version"]}
        a = _submit(app, True, ids[0], tokens[0][seat], None, json=stale)
        b = _submit(app, False, ids[1], tokens[1][seat], None, json=stale)
        assert_problem(a, 409, "version_conflict")
        assert "X-RateLimit-Remaining" in a.headers
        _same_limited(a, b, ids)
        moves += 1
        if moves == 9:
            break
    assert moves == 9
    assert seen == [f"/v1/games/{ids[1]}/actions"] * (2 * moves)


def test_a_token_over_its_budget_is_refused_either_way(limited: Any) -> None:
    """A token's window spent: the layer leaves the submit to Flask, whose check refuses it
    with the 429 the route gives, having counted through the layer what Flask would have."""
    app = limited
    app.config["RATELIMIT_PER_TOKEN"] = "3 per minute"
    client = app.test_client()
    answers = []
    for lean in (True, False):
        game = create(client, seed="lean-budget")
        token = tokens_of(game)[0]
        body = {"action": {"kind": "ready"}, "expected_version": game["version"]}
        key = {"Idempotency-Key": "ready-once"}
        got = [
            _submit(app, lean, game["id"], token, None, json=body, headers=key) for _ in range(4)
        ]
        assert [r.status_code for r in got] == [201, 201, 201, 429], [r.json for r in got]
        assert [r.headers["X-RateLimit-Remaining"] for r in got[:3]] == ["2", "1", "0"]
        assert_problem(got[3], 429, "rate_limited")
        assert int(got[3].headers["Retry-After"]) >= 1
        answers.append((got, game["id"]))
    ids = (answers[0][1], answers[1][1])
    for a, b in zip(answers[0][0], answers[1][0], strict=True):
        _same_limited(a, b, ids)


def test_with_rate_limits_on_a_submit_carries_the_limiter_s_headers(redis_url: str) -> None:
    """With the limits on (the service's default), a submit the layer answers carries the
    limiter's headers and the request's id."""
    app = create_app({"REDIS_URL": redis_url, "TESTING": True, "RATELIMIT_ENABLED": True})
    client = app.test_client()
    game = create(client, seed="lean-limited")
    tokens = tokens_of(game)
    seat = next(s for s in range(2) if legal(client, game["id"], tokens[s])["actions"])
    moves = legal(client, game["id"], tokens[seat])
    resp = client.post(
        f"/v1/games/{game['id']}/actions",
        json={"action": moves["actions"][0], "expected_version": moves["version"]},
        headers={**auth(tokens[seat]), "X-Request-Id": "lean-limited-1"},
    )
    assert resp.status_code == 201, resp.get_data(as_text=True)
    assert resp.headers["X-RateLimit-Limit"] == "6000"
    assert resp.headers["X-Request-Id"] == "lean-limited-1"


def test_a_lean_answer_carries_its_request_id(client: Any) -> None:
    game = create(client, seed="lean-id")
    tokens = tokens_of(game)
    seat = next(s for s in range(2) if legal(client, game["id"], tokens[s])["actions"])
    moves = legal(client, game["id"], tokens[seat])
    resp = client.post(
        f"/v1/games/{game['id']}/actions",
        data=json.dumps({"action": moves["actions"][0], "expected_version": moves["version"]}),
        content_type="application/json; charset=utf-8",
        headers={**auth(tokens[seat]), "X-Request-Id": "lean-id-1"},
    )
    assert resp.status_code == 201, resp.get_data(as_text=True)
    assert resp.headers["X-Request-Id"] == "lean-id-1"

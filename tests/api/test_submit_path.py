"""Submits decided on a worker's kept state: one store call, and the same answers as a read.

Two apps on one Redis stand for two gunicorn workers, each with its own kept states.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from marshmallow import ValidationError

from api.http.app import create_app, start_background
from engine.actions import ACTION_KINDS, Action
from schemas import SubmitActionSchema, load_submit_action
from tests.api.test_api import (
    assert_problem,
    auth,
    create,
    describe,
    legal,
    post_action,
    stored,
    tokens_of,
)

STORE_CALLS = ("read", "meta", "entries", "version", "idempotent_response", "append")


@pytest.fixture
def other_app(redis_url: str) -> Any:
    return start_background(
        create_app({"REDIS_URL": redis_url, "TESTING": True, "RATELIMIT_ENABLED": False})
    )


def count_store_calls(app: Any, monkeypatch: pytest.MonkeyPatch) -> Counter[str]:
    """Count the calls to the event store's methods that talk to Redis."""
    store = app.extensions["store"]
    calls: Counter[str] = Counter()
    for name in STORE_CALLS:
        method = getattr(store, name)

        def counted(*args: Any, _name: str = name, _method: Any = method, **kwargs: Any) -> Any:
            calls[_name] += 1
            return _method(*args, **kwargs)

        monkeypatch.setattr(store, name, counted)
    return calls


def test_a_submit_at_the_kept_version_is_one_store_call(
    app: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    client = app.test_client()
    g = create(client, seed="kept-1")
    gid, tokens = g["id"], tokens_of(g)
    describe(client, gid)  # the worker keeps the game now
    calls = count_store_calls(app, monkeypatch)
    resp = post_action(client, gid, tokens[0], {"kind": "ready"}, g["version"])
    assert resp.status_code == 201, resp.get_data(as_text=True)
    assert calls == Counter({"append": 1})
    calls.clear()
    resp = post_action(
        client,
        gid,
        tokens[1],
        {"kind": "ready"},
        resp.json["version"],
        **{"Idempotency-Key": "kept-key"},
    )
    assert resp.status_code == 201, resp.get_data(as_text=True)
    assert calls == Counter({"append": 1})
    assert resp.json["game"]["phase"] == "playing"


def test_a_kept_state_behind_the_store_answers_409_as_a_read_does(app: Any, other_app: Any) -> None:
    a, b = app.test_client(), other_app.test_client()
    g = create(a, seed="kept-2")
    gid, tokens = g["id"], tokens_of(g)
    version = g["version"]
    describe(a, gid)
    describe(b, gid)
    moved = post_action(b, gid, tokens[0], {"kind": "ready"}, version)
    assert moved.status_code == 201
    before = stored(app, gid)
    # worker a still keeps the game at `version`: the append finds the log moved on
    body = assert_problem(
        post_action(a, gid, tokens[0], {"kind": "ready"}, version), 409, "version_conflict"
    )
    assert body["version"] == moved.json["version"]
    assert body["detail"] == (
        f"expected version {version} but the game is at version {moved.json['version']}"
    )
    assert stored(app, gid) == before
    # and a then acts at the current version
    resp = post_action(a, gid, tokens[1], {"kind": "ready"}, moved.json["version"])
    assert resp.status_code == 201, resp.get_data(as_text=True)
    assert resp.json["version"] > moved.json["version"]


def test_a_join_on_another_worker_shows_in_the_next_submits_answer(
    app: Any, other_app: Any
) -> None:
    a, b = app.test_client(), other_app.test_client()
    g = create(a, seats=[{"name": "ann"}, {"open": True}], seed="kept-3")
    gid, token0 = g["id"], g["seats"][0]["token"]
    moves = legal(a, gid, token0)  # worker a keeps the game with seat 1 open
    joined = b.post(f"/v1/games/{gid}/join", json={"name": "bob"})
    assert joined.status_code == 201, joined.get_data(as_text=True)
    swap = next(m for m in moves["actions"] if m["kind"] == "swap")
    resp = post_action(a, gid, token0, swap, moves["version"])
    assert resp.status_code == 201, resp.get_data(as_text=True)
    assert resp.json["game"]["seats"][1] == {
        "seat": 1,
        "name": "bob",
        "open": False,
        "bot": None,
        "strikes": 0,
    }
    # the new seat's token works on worker a too, and it sees only its own hand
    token1 = joined.json["token"]
    d = describe(a, gid, token1)
    assert d["you"] == 1 and "hand" in d["view"]["seats"][1] and "hand" not in d["view"]["seats"][0]
    resp = post_action(a, gid, token1, {"kind": "ready"}, d["version"])
    assert resp.status_code == 201, resp.get_data(as_text=True)


def test_a_retry_on_a_worker_keeping_the_old_version_replays(app: Any, other_app: Any) -> None:
    a, b = app.test_client(), other_app.test_client()
    g = create(a, seed="kept-4")
    gid, tokens = g["id"], tokens_of(g)
    version = g["version"]
    moves = legal(a, gid, tokens[0])
    legal(b, gid, tokens[0])  # worker b keeps the game at `version` as well
    swaps = [m for m in moves["actions"] if m["kind"] == "swap"]
    key = {"Idempotency-Key": "kept-retry"}
    first = post_action(a, gid, tokens[0], swaps[0], version, **key)
    assert first.status_code == 201
    after = stored(app, gid)
    again = post_action(b, gid, tokens[0], swaps[0], version, **key)
    assert again.status_code == 201
    assert again.headers["Idempotent-Replayed"] == "true"
    assert again.data == first.data
    # another legal body, an illegal one, and one from the wrong seat's turn: the key wins
    for action in (swaps[1], {"kind": "play", "cards": ["2C"]}):
        assert_problem(
            post_action(b, gid, tokens[0], action, version, **key), 422, "idempotency_key_reused"
        )
    assert stored(app, gid) == after
    # the key is the seat's: the other seat's same key is a new request
    resp = post_action(b, gid, tokens[1], {"kind": "ready"}, first.json["version"], **key)
    assert resp.status_code == 201 and "Idempotent-Replayed" not in resp.headers


def test_a_token_of_no_seat_is_refused_with_a_kept_state(app: Any) -> None:
    client = app.test_client()
    g = create(client, seed="kept-5")
    gid = g["id"]
    describe(client, gid)
    before = stored(app, gid)
    resp = client.post(
        f"/v1/games/{gid}/actions",
        headers=auth("not-a-token"),
        json={"action": {"kind": "ready"}, "expected_version": g["version"]},
    )
    assert_problem(resp, 401, "bad_token")
    assert stored(app, gid) == before


# -- the submit body's loader --------------------------------------------------------------------

_CARD_TEXT = st.sampled_from(["TH", "10h", "2C", "RJ", "BJ", "AS", "1X", "", "ZZ"])
_JSON_SCALAR = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 2**70),
    st.floats(allow_nan=False),
    st.text(max_size=4),
    _CARD_TEXT,
)
_ACTION = st.dictionaries(
    st.sampled_from(["kind", "cards", "link", "as", "slot", "choice", "other"]),
    st.one_of(st.sampled_from(list(ACTION_KINDS)), st.lists(_CARD_TEXT, max_size=3), _JSON_SCALAR),
    max_size=5,
)
_BODY = st.one_of(
    st.fixed_dictionaries({"action": _ACTION, "expected_version": _JSON_SCALAR}),
    st.dictionaries(
        st.sampled_from(["action", "expected_version", "extra"]),
        st.one_of(_ACTION, _JSON_SCALAR),
        max_size=3,
    ),
    _JSON_SCALAR,
)


def _loaded_or_messages(load: Any, body: Any) -> Any:
    try:
        return load(body)
    except ValidationError as exc:
        return ("refused", exc.messages)


@given(_BODY)
def test_the_submit_loader_answers_as_the_schema(body: Any) -> None:
    # twice: the second time an action may come from the loader's memory
    for _ in range(2):
        assert _loaded_or_messages(load_submit_action, body) == _loaded_or_messages(
            SubmitActionSchema().load, body
        )


def test_the_submit_loader_keeps_each_action_it_loaded() -> None:
    body = {"action": {"kind": "play", "cards": ["10h", "TD"]}, "expected_version": 7}
    first = load_submit_action(body)
    assert first == {
        "action": Action.from_dict({"kind": "play", "cards": ["TH", "TD"]}),
        "expected_version": 7,
        "note": None,
    }
    # the same action with its keys in another order is the same text, and the same object
    again = load_submit_action(
        {"expected_version": 8, "action": {"cards": ["10h", "TD"], "kind": "play"}}
    )
    assert again["action"] is first["action"] and again["expected_version"] == 8

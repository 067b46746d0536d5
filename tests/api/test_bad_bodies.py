"""Bodies no client should send, each answered with a 4xx problem, never a 500, and nothing
stored changed: JSON nested past what a parser reads, a lone surrogate in a string, and
(through real gunicorn) a chunked body whose framing is broken."""

from __future__ import annotations

import json
import socket
from typing import Any
from urllib.parse import urlsplit

import pytest
import requests

from tests.api.test_api import assert_problem, auth, create
from tests.organisers import organiser_auth

JSON = {"content-type": "application/json"}


def nested(depth: int) -> str:
    return "[" * depth + "]" * depth


def nested_object(depth: int) -> str:
    return '{"a":' * depth + "1" + "}" * depth


def fill(template: str, value: str) -> str:
    return template.replace("@", value)


def stored(client: Any, gid: str) -> Any:
    return client.get(f"/v1/games/{gid}/replay").get_json()


@pytest.mark.parametrize("depth", [1000, 1100, 30_000])
def test_deeply_nested_json_is_refused(client: Any, depth: int) -> None:
    game = create(client)
    gid, token = game["id"], game["seats"][0]["token"]
    before = stored(client, gid)
    replay = json.dumps(before)
    bodies = {
        "/v1/games": [
            nested(depth),
            fill('{"ruleset": "classic", "seats": @}', nested(depth)),
            fill('{"ruleset": "classic", "seats": 2, "options": @}', nested_object(depth)),
        ],
        f"/v1/games/{gid}/actions": [
            nested(depth),
            fill('{"action": @, "expected_version": 1}', nested_object(depth)),
        ],
        "/v1/replays/verify": [
            nested(depth),
            nested_object(depth),
            replay.replace('"events": [', fill('"events": [@, ', nested(depth)), 1),
        ],
        "/v1/matches": [nested(depth)],
        "/v1/tournaments": [nested(depth)],
    }
    for path, texts in bodies.items():
        for text in texts:
            resp = client.post(path, data=text, headers={**JSON, **auth(token)})
            if resp.status_code == 200 and path == "/v1/replays/verify":
                assert resp.get_json()["status"] == "invalid"  # read, and found to be no replay
                continue
            assert 400 <= resp.status_code < 500, (path, resp.get_data(as_text=True)[:300])
            assert resp.mimetype == "application/problem+json"
            if depth > 1024 and text.startswith("["):  # past what the parsers read
                assert_problem(resp, 400, "malformed_json")
    assert stored(client, gid) == before


LONE = '"\\ud800"'  # the JSON text of a string holding a lone (high) surrogate


def test_a_lone_surrogate_is_refused_wherever_it_is(client: Any) -> None:
    game = create(client, seats=[{"name": "ann"}, {"open": True}])
    gid, token = game["id"], game["seats"][0]["token"]
    before = stored(client, gid)
    bodies = {
        "/v1/games": [
            fill('{"ruleset": "classic", "seats": [{"name": @}, {"name": "b"}]}', LONE),
            fill('{"ruleset": "classic", "seats": 2, "seed": @}', LONE),
            '{"ruleset": "classic", "seats": 2, "seed": "a\\udc00b"}',
        ],
        "/v1/matches": [
            fill('{"ruleset": "classic", "seats": 2, "seed": @}', LONE),
            fill('{"ruleset": "classic", "seats": [{"name": @}, {}]}', LONE),
        ],
        "/v1/tournaments": [
            fill('{"ruleset": "classic", "participants": ["random", "random"], "seed": @}', LONE),
            fill(
                '{"ruleset": "classic", "participants": [{"bot": "random", "name": @}, "random"]}',
                LONE,
            ),
        ],
        f"/v1/games/{gid}/join": [fill('{"name": @}', LONE)],
        f"/v1/games/{gid}/actions": [
            fill('{"action": {"kind": @}, "expected_version": 1}', LONE),
            fill('{@: 1, "action": {"kind": "ready"}, "expected_version": 1}', LONE),
        ],
    }
    for path, texts in bodies.items():
        for text in texts:
            resp = client.post(path, data=text, headers={**JSON, **auth(token)})
            assert_problem(resp, 400, "malformed_json")
    # a replay to verify is only read: such a string makes it invalid
    resp = client.post(
        "/v1/replays/verify", data=json.dumps(before).replace('"ann"', LONE), headers=JSON
    )
    assert resp.status_code == 200 and resp.get_json()["status"] == "invalid"
    assert stored(client, gid) == before
    # a surrogate pair (one character past the Basic Multilingual Plane) is an ordinary name
    resp = client.post(
        "/v1/games",
        data='{"ruleset": "classic", "seats": [{"name": "\\ud83c\\udca1"}, {}]}',
        headers=JSON,
    )
    assert resp.status_code == 201, resp.get_data(as_text=True)


BROKEN_CHUNKS = {
    "chunk size not hex": b"zz\r\n{}\r\n0\r\n\r\n",
    "negative chunk size": b"-2\r\n{}\r\n0\r\n\r\n",
    "chunk not ended by CRLF": b"2\r\n{}XX0\r\n\r\n",
    "malformed chunk extension": b'2;x="\r\n{}\r\n0\r\n\r\n',
}


def post_raw(base: str, path: str, head: bytes, body: bytes) -> bytes:
    """Send one request as raw bytes; everything the server answers until it closes."""
    url = urlsplit(base)
    with socket.create_connection((url.hostname, url.port), timeout=10) as sock:
        sock.sendall(b"POST " + path.encode() + b" HTTP/1.1\r\nHost: x\r\n" + head + b"\r\n" + body)
        answer = b""
        while chunk := sock.recv(65536):
            answer += chunk
        return answer


@pytest.mark.parametrize("body", list(BROKEN_CHUNKS.values()), ids=list(BROKEN_CHUNKS))
def test_a_malformed_chunked_body_is_a_400_through_gunicorn(live_server: str, body: bytes) -> None:
    head = b"Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n"
    for path in ("/v1/games", "/v1/replays/verify"):
        answer = post_raw(live_server, path, head, body)
        status_line, _, rest = answer.partition(b"\r\n")
        assert status_line.startswith(b"HTTP/1.1 400"), answer[:400]
        assert b"Content-Type: application/problem+json" in rest
        problem = json.loads(rest.partition(b"\r\n\r\n")[2])
        assert problem["code"] == "malformed_body", problem
        # one answer, and the connection is closed: the broken rest is not read as a request
        assert answer.count(b"HTTP/1.1 ") == 1, answer
    assert requests.get(f"{live_server}/healthz", timeout=10).status_code == 200


@pytest.mark.parametrize("seat", [{"bot": None}, {"push": None}, {"name": "a", "bot": None}])
def test_a_null_bot_or_push_in_a_seat_is_refused(client: Any, seat: dict[str, Any]) -> None:
    # the contract has no null for either: a seat without a bot leaves the key out
    for path, body in (
        ("/v1/games", {"ruleset": "classic", "seats": [seat, {}]}),
        ("/v1/matches", {"ruleset": "classic", "seats": [seat, {}]}),
    ):
        resp = client.post(path, json=body)
        assert_problem(resp, 422, "validation_failed")
        assert "may not be null" in json.dumps(resp.get_json()["errors"])


@pytest.mark.parametrize(
    "participant", [{"bot": None, "name": "x"}, {"bot": "random", "push": None}]
)
def test_a_null_bot_or_push_in_a_participant_is_refused(
    client: Any, participant: dict[str, Any]
) -> None:
    resp = client.post(
        "/v1/tournaments",
        json={"ruleset": "classic", "participants": [participant, "random"]},
        headers=organiser_auth(client.application),
    )
    assert_problem(resp, 422, "validation_failed")

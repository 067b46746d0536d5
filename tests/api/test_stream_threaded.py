"""A game stream served by its request thread, as under a server that does not take the
stream's socket over (here Flask's test client): the same bytes as through the hand-over."""

from __future__ import annotations

import json
from typing import Any


def test_a_thread_served_stream_sends_each_batch_and_frees_its_slot(app: Any, client: Any) -> None:
    game = client.post(
        "/v1/games", json={"ruleset": "classic", "seats": 2, "seed": "threaded"}
    ).json
    gid, token = game["id"], game["seats"][0]["token"]
    hub = app.extensions["streams"]
    resp = client.get(
        f"/v1/games/{gid}/stream", buffered=False, headers={"Accept": "application/x-ndjson"}
    )
    assert resp.status_code == 200 and resp.mimetype == "application/x-ndjson"
    body = iter(resp.response)
    first = next(body)
    assert first.endswith(
        b'{"kind":"status","version":1,"phase":"setup","to_act":[0,1],"result":null}\n'
    )
    assert hub.watchers == 1
    moves = client.get(
        f"/v1/games/{gid}/legal-moves", headers={"Authorization": f"Bearer {token}"}
    ).json
    posted = client.post(
        f"/v1/games/{gid}/actions",
        headers={"Authorization": f"Bearer {token}"},
        json={"action": moves["actions"][0], "expected_version": 1},
    )
    assert posted.status_code == 201
    got = b""
    while b'"kind":"status"' not in got or b'"kind":"watching"' not in got:
        got += next(body)
    page = client.get(f"/v1/games/{gid}/events?after=1").json
    lines = [json.loads(line) for line in got.decode().splitlines()]
    # the stream was told who watches as it opened (one spectator), beside the batch
    assert {"kind": "watching", "watching": 1, "seats": []} in lines
    lines = [m for m in lines if m["kind"] != "watching"]
    assert [m["event"] for m in lines[:-1]] == page["events"]
    assert lines[-1] == {
        "kind": "status",
        **{k: page[k] for k in ("version", "phase", "to_act", "result")},
    }
    resp.close()  # the client goes away: the generator is closed, its slot freed
    assert hub.watchers == 0


def test_a_thread_served_stream_of_a_bot_ends_when_its_token_is_rotated(
    app: Any, client: Any
) -> None:
    """The request thread's stream ends as the handed-over one does: an ``error`` frame
    (``token_revoked``) within about a second of the rotation, then the end of the body."""
    import time
    import uuid

    bot = client.post(
        "/v1/bots", json={"name": f"threaded-{uuid.uuid4().hex[:8]}", "kind": "pull"}
    ).json
    headers = {"Authorization": f"Bearer {bot['token']}"}
    game = client.post("/v1/games", json={"ruleset": "classic", "seats": [{}, {"open": True}]}).json
    assert client.post(f"/v1/games/{game['id']}/join", json={}, headers=headers).status_code == 201
    hub = app.extensions["streams"]
    resp = client.get(
        f"/v1/games/{game['id']}/stream",
        buffered=False,
        headers={**headers, "Accept": "application/x-ndjson"},
    )
    assert resp.status_code == 200
    body = iter(resp.response)
    assert b'"kind":"status"' in next(body)
    assert client.post(f"/v1/bots/{bot['name']}/token", headers=headers).status_code == 201
    rotated = time.monotonic()
    rest = b"".join(body)  # the body ends: the stream was ended by the server
    ended = time.monotonic()
    lines = [json.loads(line) for line in rest.decode().splitlines()]
    assert lines[-1]["kind"] == "error" and lines[-1]["code"] == "token_revoked", lines
    assert all(m["kind"] in ("heartbeat", "watching", "error") for m in lines)
    assert ended - rotated < 10
    resp.close()
    assert hub.watchers == 0

"""A stream or long poll opened with a registered bot's token ends once the token is rotated
or revoked, through a real gunicorn: an audit's stream kept sending the bot's seat its cards
for 40 s after a rotation (7 frames) and after a revocation (21), and the bot's feed kept
delivering. Now each ends within a second or two, its last frame saying why
(``token_revoked``), and nothing comes after it."""

from __future__ import annotations

import json
import threading
import time
import uuid
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
import requests

from tests.streams import Stream, is_status_at

TIMEOUT = 30
#: How long after a rotation or revocation the stream may still be open: the check runs every
#: second; the rest is slack for a loaded machine.
ENDS_WITHIN_S = 10.0


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def register(base: str) -> dict[str, Any]:
    resp = requests.post(
        f"{base}/v1/bots",
        json={"name": f"held-{uuid.uuid4().hex[:10]}", "kind": "pull"},
        timeout=TIMEOUT,
    )
    assert resp.status_code == 201, resp.text
    body: dict[str, Any] = resp.json()
    return body


def seated(base: str) -> tuple[str, str, dict[str, Any]]:
    """A game of a person (seat 0) and a registered bot that joined the open seat 1 with its
    token: the game's id, the person's token, the bot."""
    bot = register(base)
    game = requests.post(
        f"{base}/v1/games",
        json={"ruleset": "classic", "seats": [{}, {"open": True}]},
        timeout=TIMEOUT,
    ).json()
    joined = requests.post(
        f"{base}/v1/games/{game['id']}/join", json={}, headers=auth(bot["token"]), timeout=TIMEOUT
    )
    assert joined.status_code == 201 and joined.json()["seat"] == 1, joined.text
    return game["id"], game["seats"][0]["token"], bot


def rotate(base: str, bot: dict[str, Any]) -> str:
    resp = requests.post(
        f"{base}/v1/bots/{bot['name']}/token", headers=auth(bot["token"]), timeout=TIMEOUT
    )
    assert resp.status_code == 201, resp.text
    fresh: str = resp.json()["token"]
    return fresh


def revoke(base: str, bot: dict[str, Any]) -> None:
    resp = requests.delete(
        f"{base}/v1/bots/{bot['name']}/token", headers=auth(bot["token"]), timeout=TIMEOUT
    )
    assert resp.status_code == 204, resp.text


class Mover:
    """Plays both seats' first legal move, one move at a time, until stopped: the game goes
    on (and the bot's seat draws cards) while a stream opened with the old token is open."""

    def __init__(self, base: str, game_id: str, tokens: dict[int, str]) -> None:
        self.base, self.game_id, self.tokens = base, game_id, tokens
        self.moves = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def __enter__(self) -> Mover:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join(timeout=TIMEOUT)

    def _run(self) -> None:
        with requests.Session() as http:
            while not self._stop.is_set():
                for token in list(self.tokens.values()):
                    moves = http.get(
                        f"{self.base}/v1/games/{self.game_id}/legal-moves",
                        headers=auth(token),
                        timeout=TIMEOUT,
                    ).json()
                    if moves.get("result") is not None:
                        return
                    if not moves.get("actions"):
                        continue
                    http.post(
                        f"{self.base}/v1/games/{self.game_id}/actions",
                        headers=auth(token),
                        json={"action": moves["actions"][0], "expected_version": moves["version"]},
                        timeout=TIMEOUT,
                    )
                    self.moves += 1
                self._stop.wait(0.2)


def read_to_the_end(stream: Stream, ndjson: bool) -> tuple[list[dict[str, Any]], float]:
    """Every message up to the end of the body, and when the error message came (monotonic)."""
    got: list[dict[str, Any]] = []
    at = 0.0
    deadline = time.monotonic() + ENDS_WITHIN_S + 5
    while (message := stream.next()) is not None:
        got.append(message)
        if (message.get("kind") if ndjson else message.get("event")) == "error":
            at = time.monotonic()
        # a stream that is not ended sends heartbeats for ever: give up on it
        assert time.monotonic() < deadline, f"the stream is still open: {got[-3:]}"
    return got, at


def the_error(messages: list[dict[str, Any]], ndjson: bool) -> dict[str, Any]:
    """The stream's last message: the problem that ended it."""
    last = messages[-1]
    body: dict[str, Any] = last if ndjson else last["data"]
    assert (last.get("kind") if ndjson else last.get("event")) == "error", messages[-3:]
    assert body["code"] == "token_revoked" and body["status"] == 401, body
    return body


@pytest.mark.parametrize("framing", ["sse", "ndjson"])
def test_a_rotation_ends_a_game_stream_opened_with_the_old_token(
    live_server: str, framing: str
) -> None:
    base = live_server
    ndjson = framing == "ndjson"
    gid, person, bot = seated(base)
    headers = {"Accept": "application/x-ndjson"} if ndjson else {}
    with Stream(base, gid, token=bot["token"], headers=headers, timeout=TIMEOUT) as stream:
        assert stream.status == 200
        stream.until(is_status_at(1, ndjson), TIMEOUT)
        fresh = rotate(base, bot)
        rotated = time.monotonic()
        # the game goes on, the bot's seat played with its new token: the old stream would
        # be sent its cards
        with Mover(base, gid, {0: person, 1: fresh}) as mover:
            messages, ended = read_to_the_end(stream, ndjson)
        assert mover.moves > 0 or ended - rotated < 1.0
    the_error(messages, ndjson)
    assert 0 < ended - rotated < ENDS_WITHIN_S
    # the new token opens the stream again; the old one is refused at once
    with Stream(base, gid, token=bot["token"], timeout=TIMEOUT) as again:
        assert again.status == 401
    with Stream(base, gid, token=fresh, timeout=TIMEOUT) as again:
        assert again.status == 200


def test_a_revocation_ends_a_quiet_game_stream(live_server: str) -> None:
    base = live_server
    gid, _, bot = seated(base)
    with Stream(base, gid, token=bot["token"], timeout=TIMEOUT) as stream:
        stream.until(is_status_at(1), TIMEOUT)
        revoke(base, bot)
        revoked = time.monotonic()
        messages, ended = read_to_the_end(stream, False)
    assert the_error(messages, False)["detail"]
    assert all(m.get("event") != "game" for m in messages)  # nothing happened: no frame but why
    assert 0 < ended - revoked < ENDS_WITHIN_S


def test_a_spectator_stream_is_not_ended_by_a_bot_s_rotation(live_server: str) -> None:
    base = live_server
    gid, _, bot = seated(base)
    with Stream(base, gid, timeout=5) as watching:
        watching.until(is_status_at(1), TIMEOUT)
        rotate(base, bot)
        time.sleep(3)  # three checks of the hub's held tokens: none is the spectator's
        with pytest.raises(TimeoutError):
            watching.next()  # nothing to say (no heartbeat within 5 s), and not ended


def long_poll(base: str, path: str, token: str) -> tuple[requests.Response, float]:
    resp = requests.get(f"{base}{path}", headers=auth(token), timeout=TIMEOUT)
    return resp, time.monotonic()


@pytest.mark.parametrize("change", ["rotate", "revoke"])
def test_a_game_long_poll_with_a_bot_s_token_ends_when_the_token_changes(
    live_server: str, change: str
) -> None:
    base = live_server
    gid, _, bot = seated(base)
    version = requests.get(f"{base}/v1/games/{gid}", timeout=TIMEOUT).json()["version"]
    with ThreadPoolExecutor(1) as pool:
        waiting = pool.submit(
            long_poll, base, f"/v1/games/{gid}/events?after={version}&wait=25", bot["token"]
        )
        time.sleep(1.5)  # the poll is waiting
        rotate(base, bot) if change == "rotate" else revoke(base, bot)
        changed = time.monotonic()
        resp, answered = waiting.result(timeout=TIMEOUT)
    assert resp.status_code == 401, resp.text
    assert resp.json()["code"] == "token_revoked"
    assert answered - changed < ENDS_WITHIN_S


def test_the_bot_feed_s_long_poll_and_stream_end_at_a_rotation(live_server: str) -> None:
    base = live_server
    bot = register(base)
    feed = f"{base}/v1/bots/me/events"
    with ThreadPoolExecutor(1) as pool:
        waiting = pool.submit(long_poll, base, "/v1/bots/me/events?wait=25", bot["token"])
        time.sleep(1.5)
        fresh = rotate(base, bot)
        changed = time.monotonic()
        resp, answered = waiting.result(timeout=TIMEOUT)
    assert resp.status_code == 401 and resp.json()["code"] == "token_revoked", resp.text
    assert answered - changed < ENDS_WITHIN_S

    bot["token"] = fresh
    lines: list[dict[str, Any]] = []
    with requests.get(
        feed,
        headers={**auth(fresh), "Accept": "application/x-ndjson"},
        stream=True,
        timeout=TIMEOUT,
    ) as resp:
        assert resp.status_code == 200
        it: Iterator[bytes] = resp.iter_lines()
        lines.append(json.loads(next(it)))
        # an event arrives while the stream is open, then the token is rotated and events
        # go on arriving (a game the bot joins): the stream ends before it sends them
        game = requests.post(
            f"{base}/v1/games",
            json={"ruleset": "classic", "seats": [{}, {"open": True}]},
            timeout=TIMEOUT,
        ).json()
        requests.post(
            f"{base}/v1/games/{game['id']}/join", json={}, headers=auth(fresh), timeout=TIMEOUT
        )
        lines.append(json.loads(next(it)))
        assert lines[-1]["kind"] == "bot"
        newer = rotate(base, bot)
        changed = time.monotonic()
        for line in it:
            if line:
                lines.append(json.loads(line))
        ended = time.monotonic()
    assert lines[-1]["kind"] == "error" and lines[-1]["code"] == "token_revoked", lines
    assert ended - changed < ENDS_WITHIN_S
    # the newest token reads the feed
    resp = requests.get(f"{feed}?wait=0", headers=auth(newer), timeout=TIMEOUT)
    assert resp.status_code == 200

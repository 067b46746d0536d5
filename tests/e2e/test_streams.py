"""Game streams through a real gunicorn: SSE and NDJSON framing, resuming, heartbeats, the
end of a game, errors, watchers that leave or never read, hidden cards kept hidden, and
spectators' frames coalesced while the seats' own streams are sent each batch at once."""

from __future__ import annotations

import random
import socket
import time
from collections.abc import Iterator
from typing import Any
from urllib.parse import urlsplit

import pytest
import requests

from api.http.app import create_app, start_background, stop_background
from api.http.local_server import gunicorn
from engine import State, evolve
from engine.events import event_from_dict
from tests.api.test_hidden_info import Played, check_causes, check_events
from tests.streams import Stream, game_events, is_status_at, wait_for_open_streams

SSE = {"Accept": "text/event-stream"}
NDJSON = {"Accept": "application/x-ndjson"}
#: Frames a second a spectator's stream is sent at most (the server's, below: fewer than
#: the default, so that coalescing shows in short tests).
SPECTATOR_HZ = 2


@pytest.fixture(scope="module")
def server(redis_url: str) -> Iterator[str]:
    # short heartbeats, a small buffer for a client that does not read, few spectator frames
    env = {
        "STREAM_HEARTBEAT_S": "0.5",
        "STREAM_BUFFER_BYTES": "65536",
        "STREAM_SPECTATOR_HZ": str(SPECTATOR_HZ),
    }
    with gunicorn(redis_url, extra_env=env) as base:
        yield base


@pytest.fixture(autouse=True)
def no_stream_left_open(server: str) -> Iterator[None]:
    """Every test's streams are closed (and counted so) once it is done with them."""
    yield
    wait_for_open_streams(server, 0)


def auth(token: str | None) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"} if token else {}


def create(base: str, **body: Any) -> dict[str, Any]:
    resp = requests.post(
        f"{base}/v1/games", json={"ruleset": "classic", "seats": 2, **body}, timeout=10
    )
    assert resp.status_code == 201, resp.text
    game: dict[str, Any] = resp.json()
    return game


def events_page(base: str, gid: str, token: str | None = None, after: int = 0) -> dict[str, Any]:
    resp = requests.get(
        f"{base}/v1/games/{gid}/events?after={after}", headers=auth(token), timeout=10
    )
    assert resp.status_code == 200
    page: dict[str, Any] = resp.json()
    return page


def submit_first_legal(base: str, gid: str, token: str, rng: random.Random | None = None) -> int:
    """Submit a legal move of ``token``'s seat (the first, or a random one); the new version."""
    moves = requests.get(
        f"{base}/v1/games/{gid}/legal-moves", headers=auth(token), timeout=10
    ).json()
    actions = moves["actions"]
    if rng is not None:
        plays = [a for a in actions if a["kind"] != "pickup"] or actions
        if moves["phase"] == "setup" and {"kind": "ready"} in plays and rng.random() < 0.4:
            plays = [{"kind": "ready"}]
        action = plays[rng.randrange(len(plays))]
    else:
        action = actions[0]
    resp = requests.post(
        f"{base}/v1/games/{gid}/actions",
        headers=auth(token),
        timeout=10,
        json={"action": action, "expected_version": moves["version"]},
    )
    assert resp.status_code == 201, resp.text
    version: int = resp.json()["version"]
    return version


def submit_any(base: str, gid: str, tokens: list[str]) -> int:
    """A legal move of the first seat to act; the new version."""
    to_act = requests.get(f"{base}/v1/games/{gid}", timeout=10).json()["to_act"]
    return submit_first_legal(base, gid, tokens[to_act[0]])


# -- framing and resuming ---------------------------------------------------------------------------


def test_sse_sends_the_log_then_each_new_batch_with_its_status(server: str) -> None:
    game = create(server, seed="sse")
    gid, tokens = game["id"], [s["token"] for s in game["seats"]]
    with Stream(server, gid, headers=SSE) as stream:
        assert stream.status == 200
        assert stream.resp.getheader("Content-Type") == "text/event-stream; charset=utf-8"
        assert stream.resp.getheader("Cache-Control") == "no-cache"
        assert stream.next() == {"retry": "3000"}
        first = stream.until(is_status_at(1))
        assert [m["event"] for m in first] == ["game", "status"]
        assert first[-1]["data"] == {
            "version": 1,
            "phase": "setup",
            "to_act": [0, 1],
            "result": None,
        }
        version = submit_first_legal(server, gid, tokens[0])
        batch = stream.until(is_status_at(version))
        assert [m["event"] for m in batch] == ["game"] * (version - 1) + ["status"]
        page = events_page(server, gid)
        # exactly the events page's items, the status as its status
        assert game_events(first + batch) == page["events"]
        assert batch[-1]["data"] == {k: page[k] for k in ("version", "phase", "to_act", "result")}


def test_ndjson_is_the_same_stream_one_object_a_line(server: str) -> None:
    game = create(server, seed="ndjson")
    gid, tokens = game["id"], [s["token"] for s in game["seats"]]
    with Stream(server, gid, headers=NDJSON, token=tokens[1]) as stream:
        assert stream.resp.getheader("Content-Type") == "application/x-ndjson"
        first = stream.until(is_status_at(1, ndjson=True))
        assert [m["kind"] for m in first] == ["game", "status"]
        version = submit_first_legal(server, gid, tokens[1])
        batch = stream.until(is_status_at(version, ndjson=True))
        # the seat's own view: its own hand is in the deal it is sent
        assert game_events(first + batch) == events_page(server, gid, tokens[1])["events"]
        assert (
            "hand" in first[0]["event"]["seats"][1] and "hand" not in first[0]["event"]["seats"][0]
        )


def test_a_stream_resumes_after_last_event_id_or_after(server: str) -> None:
    game = create(server, seed="resume")
    gid, tokens = game["id"], [s["token"] for s in game["seats"]]
    version = 1
    for _ in range(3):
        version = submit_any(server, gid, tokens)
    page = events_page(server, gid)["events"]
    assert version >= 4
    cases = [
        ({"Last-Event-ID": "2"}, "", 2),
        ({}, "?after=3", 3),
        ({"Last-Event-ID": "1"}, "?after=3", 1),
        ({}, f"?after={version}", version),
    ]
    for headers, query, after in cases:
        with Stream(server, gid, headers=headers, query=query) as stream:
            got = game_events(stream.until(is_status_at(version)))
            assert got == page[after:], (headers, query)


def test_heartbeats_keep_an_idle_stream_alive(server: str) -> None:
    gid = create(server, seed="idle")["id"]
    with Stream(server, gid) as stream:
        stream.until(is_status_at(1))
        assert stream.next() == {"comment": "keep-alive"}
        assert stream.next() == {"comment": "keep-alive"}
    with Stream(server, gid, headers=NDJSON) as stream:
        stream.until(is_status_at(1, ndjson=True))
        assert stream.next() == {"kind": "heartbeat"}


# -- the end ---------------------------------------------------------------------------------------


def test_a_game_that_ends_while_watched_ends_the_stream(server: str) -> None:
    game = create(server, seats=[{"bot": "random"}, {"bot": "random"}], seed="bots-end")
    with Stream(server, game["id"], timeout=60) as stream:
        messages = stream.until(lambda m: m.get("event") == "end")
        assert stream.next() is None  # and the server closes it
    status = [m for m in messages if m.get("event") == "status"][-1]["data"]
    assert status["result"] is not None and status["phase"] == "over"
    events = game_events(messages)
    page = events_page(server, game["id"])
    # every event, redacted as it was while the game ran (the page now shows them whole)
    assert [(e["seq"], e["type"]) for e in events] == [
        (e["seq"], e["type"]) for e in page["events"]
    ]
    assert events[-1] == page["events"][-1] and status["version"] == page["version"]
    # a finished game's stream is its whole log, the status and the end, at once
    with Stream(server, game["id"], headers=NDJSON, query="?after=2") as stream:
        again = stream.until(lambda m: m.get("kind") == "end")
        assert stream.next() is None
    assert game_events(again) == page["events"][2:]


# -- errors ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("path", "headers", "status", "code"),
    [
        ("/v1/games/nosuchgame/stream", {}, 404, "not_found"),
        ("/v1/games/{gid}/stream", {"Authorization": "Bearer wrong"}, 401, "bad_token"),
        ("/v1/games/{gid}/stream", {"Authorization": "Basic x"}, 401, "bad_authorization"),
        ("/v1/games/{gid}/stream?after=-1", {}, 422, "invalid_parameter"),
        ("/v1/games/{gid}/stream?after=x", {}, 422, "invalid_parameter"),
        ("/v1/games/{gid}/stream", {"Last-Event-ID": "abc"}, 422, "invalid_parameter"),
    ],
)
def test_errors_before_the_stream_are_problems(
    server: str, path: str, headers: dict[str, str], status: int, code: str
) -> None:
    gid = create(server, seed="errors")["id"]
    resp = requests.get(server + path.format(gid=gid), headers={**SSE, **headers}, timeout=10)
    assert resp.status_code == status
    assert resp.headers["Content-Type"] == "application/problem+json"
    assert resp.json()["code"] == code


# -- watchers that leave, or never read --------------------------------------------------------------


def test_a_client_that_goes_away_frees_its_stream(server: str) -> None:
    gid = create(server, seed="leave")["id"]
    wait_for_open_streams(server, 0)
    streams = [Stream(server, gid) for _ in range(3)]
    for s in streams:
        s.until(is_status_at(1))
    wait_for_open_streams(server, 3)
    streams[0].close()
    wait_for_open_streams(server, 2)
    for s in streams[1:]:
        s.close()
    wait_for_open_streams(server, 0)


def test_a_client_that_never_reads_stalls_no_other_watcher_nor_submit(server: str) -> None:
    bots = create(server, seats=[{"bot": "random"}, {"bot": "random"}], seed="slow-reader")
    person = create(server, seed="beside-the-slow-reader")
    url = urlsplit(server)
    slow = socket.socket()
    slow.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    slow.connect((url.hostname, url.port))
    slow.sendall(f"GET /v1/games/{bots['id']}/stream HTTP/1.1\r\nHost: x\r\n\r\n".encode())
    try:
        # the game plays to its end (thousands of events) past the slow client, and another
        # watcher sees all of it while a person's submits are answered
        with Stream(server, bots["id"], timeout=60) as watcher:
            for _ in range(3):
                submit_any(server, person["id"], [s["token"] for s in person["seats"]])
            messages = watcher.until(lambda m: m.get("event") == "end")
        assert [e["seq"] for e in game_events(messages)] == list(
            range(1, messages[-2]["data"]["version"] + 1)
        )
    finally:
        slow.close()
    wait_for_open_streams(server, 0)


# -- spectators' frames coalesced, the seats' own at once ---------------------------------------


def frames_of(messages: list[dict[str, Any]]) -> int:
    """How many frames (each ends with the status) among SSE or NDJSON messages."""
    return sum(m.get("event") == "status" or m.get("kind") == "status" for m in messages)


def test_a_spectator_of_a_game_played_flat_out_gets_every_event_in_few_frames(server: str) -> None:
    """Four built-in bots play a game to its end as fast as the service goes: a spectator,
    in either framing, receives every event once and in order, in frames of many events at
    most ``SPECTATOR_HZ`` a second, and never a hand while the game runs. Two of the bots
    search (ISMCTS) before each move, so that the game outlasts a few of the spectator's
    frames on any machine: four random bots play a whole game in a fifth of a second, which
    a fast machine's spectator got in the one frame after its first."""
    seats = [{"bot": "ismcts"}, {"bot": "random"}] * 2
    game = create(server, seats=seats, seed="flat-out")
    opened = time.monotonic()
    with (
        Stream(server, game["id"], headers=SSE, timeout=60) as sse,
        Stream(server, game["id"], headers=NDJSON, timeout=60) as ndjson,
    ):
        first_sse = sse.until(is_status_at(0))  # the first answer: the log so far
        first_ndjson = ndjson.until(is_status_at(0, ndjson=True))
        rest_sse = sse.until(lambda m: m.get("event") == "end")
        rest_ndjson = ndjson.until(lambda m: m.get("kind") == "end")
    elapsed = time.monotonic() - opened
    page = events_page(server, game["id"])
    version = page["version"]
    for first, rest in ((first_sse, rest_sse), (first_ndjson, rest_ndjson)):
        events = game_events(first + rest)
        assert [e["seq"] for e in events] == list(range(1, version + 1))  # each once, in order
        assert [e["type"] for e in events] == [e["type"] for e in page["events"]]
        frames = frames_of(rest)
        assert frames <= SPECTATOR_HZ * elapsed + 2, (frames, elapsed)
        assert len(game_events(rest)) >= 5 * frames, (len(game_events(rest)), frames)
        assert frames >= 2, "the game ended before it was watched"
        # every frame but the last (which ends the game, and may show every card)
        statuses = [i for i, m in enumerate(rest) if frames_of([m])]
        for e in game_events(first + rest[: statuses[-2] + 1]):
            if e["type"] == "Dealt":
                assert e["deck"] is None and all("hand" not in s for s in e["seats"]), e
            if e["type"] == "CardsDrawn":
                assert e["cards"] is None, e


def test_a_seat_stream_is_sent_each_batch_while_spectators_wait_for_their_frame(
    server: str,
) -> None:
    """The moves of a game made one after another, each waited for on seat 0's own stream:
    that stream gets a frame for every move (it is not coalesced), while a spectator of the
    same game gets the same events, in order and each once, in frames at most
    ``SPECTATOR_HZ`` a second."""
    game = create(server, seed="seat-and-spectator")
    gid, tokens = game["id"], [s["token"] for s in game["seats"]]
    moves = 30
    opened = time.monotonic()
    with (
        Stream(server, gid, headers=NDJSON, token=tokens[0]) as seat,
        Stream(server, gid, headers=SSE) as spectator,
    ):
        seat_messages = seat.until(is_status_at(1, ndjson=True))
        version = 1
        for _ in range(moves):
            version = submit_any(server, gid, tokens)
            seat_messages += seat.until(is_status_at(version, ndjson=True))
        spectator_messages = spectator.until(is_status_at(version))
    elapsed = time.monotonic() - opened
    assert frames_of(seat_messages) >= moves + 1  # the first answer, then a frame a move
    spectator_frames = frames_of(spectator_messages)
    assert spectator_frames <= SPECTATOR_HZ * elapsed + 2, (spectator_frames, elapsed)
    assert spectator_frames < frames_of(seat_messages)
    assert game_events(seat_messages) == events_page(server, gid, tokens[0])["events"]
    assert game_events(spectator_messages) == events_page(server, gid)["events"]


# -- hidden cards ------------------------------------------------------------------------------------


@pytest.mark.parametrize(("preset", "players"), [("classic", 2), ("green-cutthroat-2018", 3)])
def test_streams_show_no_hidden_card_during_play(
    server: str, redis_url: str, preset: str, players: int
) -> None:
    """A game played through HTTP with a stream open for every viewer from the deal on: each
    received event names only cards its viewer may see then, as the events page does."""
    rng = random.Random(preset)
    game = create(server, ruleset=preset, seats=players, seed=f"stream-hidden-{preset}")
    gid, tokens = game["id"], [s["token"] for s in game["seats"]]
    viewers: list[int | None] = [*range(players), None]
    streams = {
        v: Stream(
            server,
            gid,
            token=None if v is None else tokens[v],
            headers=SSE if v is None else NDJSON,
        )
        for v in viewers
    }
    try:
        received: dict[int | None, list[dict[str, Any]]] = {v: [] for v in viewers}
        version, in_play = 1, 0
        while in_play < 25:
            to_act = requests.get(f"{server}/v1/games/{gid}", timeout=10).json()
            assert to_act["result"] is None
            in_play += to_act["phase"] == "playing"
            seat = to_act["to_act"][rng.randrange(len(to_act["to_act"]))]
            version = submit_first_legal(server, gid, tokens[seat], rng)
            if rng.random() < 0.3:  # read as the game goes, and at the end what is left
                for v, s in streams.items():
                    received[v] += s.until(is_status_at(version, ndjson=v is not None))
        for v, s in streams.items():
            if not any(is_status_at(version, ndjson=v is not None)(m) for m in received[v]):
                received[v] += s.until(is_status_at(version, ndjson=v is not None))
    finally:
        for s in streams.values():
            s.close()
    played = _played(redis_url, preset, players, gid, tokens)
    assert played.state.version == version and not played.state.is_over()
    for v in viewers:
        events = game_events(received[v])
        assert [e["seq"] for e in events] == list(range(1, version + 1))
        assert events == events_page(server, gid, None if v is None else tokens[v])["events"]
        check_events(
            played,
            v,
            [{k: x for k, x in e.items() if k not in ("cause", "seq")} for e in events],
            "stream",
        )
        check_causes(played, v, [e.get("cause") for e in events], "stream")


def _played(redis_url: str, preset: str, players: int, gid: str, tokens: list[str]) -> Played:
    """The game as the hidden-information checks want it: every state along its log."""
    app = start_background(
        create_app(
            {"REDIS_URL": redis_url, "TESTING": True, "RATELIMIT_ENABLED": False, "BOT_DRIVERS": 0}
        )
    )
    try:
        svc = app.extensions["service"]
        loaded = svc.load(gid)
        log = svc.store.entries(gid)
        st = State(loaded.game)
        states = [st.copy()]
        for entry in log:
            evolve(st, event_from_dict(entry["e"]))
            states.append(st.copy())
        return Played(
            preset,
            players,
            gid,
            tokens,
            app.test_client(),
            svc,
            loaded.game,
            loaded.state,
            states,
            log,
        )
    finally:
        stop_background(app)

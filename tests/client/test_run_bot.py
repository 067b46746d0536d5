"""``run_bot`` for a registered bot that runs for days, against the live service: the
challenges it declines, the bound on its games at once, the replays it keeps, SIGTERM (a
real process, its games resigned or finished), and a service that answers 503 and 429 with
``Retry-After`` or cuts the connection (a real HTTP server in front of the service)."""

from __future__ import annotations

import json
import os
import random
import re
import signal
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
import requests

from api.games.replays import verify_document
from shithead_client import Backoff, ChallengeFilter, run_bot
from tests.api.test_ladders import fast
from tests.conftest import ROOT

Json = dict[str, Any]


def register(base: str, prefix: str = "runner") -> Json:
    name = f"{prefix}-{uuid.uuid4().hex[:8]}"
    bot: Json = requests.post(
        f"{base}/v1/bots", json={"name": name, "kind": "pull"}, timeout=10
    ).json()
    return bot


def seat_bot(base: str, bot: Json, *others: Json, **extra: Any) -> Json:
    """A game seating the bot (first) with its own token."""
    created: Json = requests.post(
        f"{base}/v1/games",
        timeout=10,
        headers={"Authorization": f"Bearer {bot['token']}"},
        json={
            "ruleset": "classic",
            "seats": [{"account": bot["name"]}, *(others or ({"bot": "random"},))],
            "turn_cap": 200,
            **extra,
        },
    ).json()
    assert "id" in created, created
    return created


def challenge(
    base: str, bot: Json, preset: str = "classic", token: str | None = None, **extra: Any
) -> Json:
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    sent: Json = requests.post(
        f"{base}/v1/challenges",
        timeout=10,
        headers=headers,
        json={
            "ruleset": {"preset": preset, "options": {"turn_cap": 200}},
            "seats": [{"bot": "random"}, {"account": bot["name"]}],
            **extra,
        },
    ).json()
    assert sent.get("status") == "pending", sent
    return sent


def status_of(base: str, challenge_id: str) -> str:
    status: str = requests.get(f"{base}/v1/challenges/{challenge_id}", timeout=10).json()["status"]
    return status


def game(base: str, game_id: str, token: str | None = None) -> Json:
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    found: Json = requests.get(f"{base}/v1/games/{game_id}", headers=headers, timeout=10).json()
    return found


# == the pieces, on their own ================================================================


def test_backoff_doubles_with_jitter_and_honours_retry_after() -> None:
    backoff = Backoff(base_s=0.5, cap_s=8.0, rng=random.Random(7))
    pauses = [backoff.delay() for _ in range(7)]
    ceilings = [0.5, 1.0, 2.0, 4.0, 8.0, 8.0, 8.0]
    assert all(c / 2 <= p <= c for p, c in zip(pauses, ceilings, strict=True)), pauses
    assert backoff.delay(3.0) == 3.0  # what the service asked, exactly
    assert backoff.delay(100.0) == 8.0  # never past the cap
    backoff.reset()
    assert 0.25 <= backoff.delay() <= 0.5


def test_a_challenge_filter_names_why_it_declines() -> None:
    pick = ChallengeFilter(
        rulesets=["classic"], min_move_ms=1000, max_initial_ms=600_000, deny=["rude"]
    )
    classic: Json = {"ruleset": {"preset": "classic"}, "from": None, "clock": None}
    assert pick.refusal(classic) is None
    assert "ruleset" in str(pick.refusal({**classic, "ruleset": {"preset": "reverse"}}))
    assert "denied" in str(pick.refusal({**classic, "from": "rude"}))
    fast = {"initial_ms": 60_000, "move_ms": 500}
    assert "move_ms" in str(pick.refusal({**classic, "clock": fast}))
    # a limit the clock leaves out is no limit: over a maximum, never under a minimum
    assert "initial_ms" in str(pick.refusal({**classic, "clock": {"move_ms": 5000}}))
    assert pick.refusal({**classic, "clock": {"initial_ms": 60_000}}) is None
    assert ChallengeFilter(clocked=True).refusal(classic) == "a clock is required"
    assert ChallengeFilter(clocked=False).refusal({**classic, "clock": {"move_ms": 1}})
    only = ChallengeFilter(allow=["friend"])
    assert only.refusal({**classic, "from": "friend"}) is None
    assert only.refusal(classic) is not None  # an anonymous challenger is not "friend"


# == against the live service ================================================================


def test_the_generated_calls_read_a_game_a_seat_resigned(live_server: str) -> None:
    """The exits' causes (``{"kind": "resign"}``...) are read by the generated models: the
    resign's answer and the events after it, as a long-polling seat reads them."""
    from shithead_client import connect_seat
    from shithead_client.generated.api.games import get_events, resign_game

    created = requests.post(
        f"{live_server}/v1/games", json={"ruleset": "classic", "seats": 2}, timeout=10
    ).json()
    with connect_seat(live_server, created["seats"][0]["token"]) as seat:
        resigned = resign_game.sync_detailed(created["id"], client=seat)
        assert resigned.status_code == 201 and resigned.parsed is not None
        events = get_events.sync_detailed(created["id"], client=seat, after=0)
    kinds = [e.cause.action.kind for e in events.parsed.events if e.cause]  # type: ignore[union-attr]
    assert "resign" in kinds, kinds


def test_challenges_outside_the_filter_are_declined(live_server: str) -> None:
    """A challenge of another ruleset, one from a denied challenger and one whose clock is
    too fast are declined; the one that passes is accepted and played to its end."""
    bot, rude = register(live_server), register(live_server, "rude")
    other_ruleset = challenge(live_server, bot, preset="reverse")
    denied = challenge(live_server, bot, token=rude["token"])
    too_fast = challenge(live_server, bot, clock={"move_ms": 200, "on_timeout": "auto"})
    wanted = challenge(live_server, bot, clock={"move_ms": 30_000, "on_timeout": "auto"})
    pick = ChallengeFilter(rulesets=["classic"], deny=[rude["name"]], min_move_ms=1000)
    [final] = run_bot(
        fast, server=live_server, bot=bot["token"], games=1, accept_challenges=pick, wait_s=5
    )
    for declined in (other_ruleset, denied, too_fast):
        assert status_of(live_server, declined["id"]) == "declined"
    made = requests.get(f"{live_server}/v1/challenges/{wanted['id']}", timeout=10).json()
    assert made["status"] == "accepted" and final["id"] == made["game"]
    assert final["result"] is not None


def test_at_most_max_games_are_played_at_once_and_each_replay_is_kept(
    live_server: str, tmp_path: Path
) -> None:
    """Four games given at once to a bot that plays two at a time: never more than two in
    play together, all four played to their ends, each one's signed replay in the folder;
    a challenge that comes while it holds its games is declined."""
    bot = register(live_server)
    created = [seat_bot(live_server, bot) for _ in range(4)]
    late = challenge(live_server, bot)  # after the four seats, on the same feed
    spans: dict[str, list[float]] = {}
    lock = threading.Lock()

    def choose(view: Json, legal_moves: list[Json]) -> Json:
        with lock:
            span = spans.setdefault(view["id"], [time.monotonic(), 0.0])
            span[1] = time.monotonic()
        return fast(view, legal_moves)

    finals = run_bot(
        choose,
        server=live_server,
        bot=bot["token"],
        games=4,
        max_games=2,
        replays=tmp_path / "replays",
        wait_s=5,
    )
    assert [f["id"] for f in finals] == [g["id"] for g in created]
    assert all(f["result"] is not None for f in finals)
    # the most games whose first and last moves' spans overlap (each within its thread's life)
    edges = sorted([(s, 1) for s, _ in spans.values()] + [(e, -1) for _, e in spans.values()])
    at_once = most = 0
    for _, step in edges:
        at_once += step
        most = max(most, at_once)
    assert len(spans) == 4 and most <= 2, spans
    assert status_of(live_server, late["id"]) == "declined"
    kept = sorted(p.stem for p in (tmp_path / "replays").glob("*.json"))
    assert kept == sorted(g["id"] for g in created)
    for path in (tmp_path / "replays").glob("*.json"):
        doc = json.loads(path.read_bytes())
        assert doc["over"] is True and verify_document(doc)["status"] == "consistent"


def wait_for(check: Any, what: str, timeout_s: float = 60.0) -> Any:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        found = check()
        if found:
            return found
        time.sleep(0.1)
    pytest.fail(f"not within {timeout_s} s: {what}")


def test_sigterm_resigns_or_finishes_what_the_bot_holds(live_server: str, tmp_path: Path) -> None:
    """The example bot as a process, holding a game whose other seat never moves and one
    against a built-in bot: on SIGTERM it exits by itself, the stalled game resigned, the
    other ended too, and both replays kept."""
    bot = register(live_server)
    stalled = seat_bot(live_server, bot, {"name": "never-moves"})
    person = stalled["seats"][1]["token"]
    played = seat_bot(live_server, bot)
    replays = tmp_path / "replays"
    path = os.pathsep.join(
        filter(None, [str(ROOT / "clients" / "python"), os.environ.get("PYTHONPATH")])
    )
    proc = subprocess.Popen(
        [
            sys.executable,
            str(ROOT / "examples" / "pull_bot.py"),
            "--server",
            live_server,
            "--bot",
            bot["token"],
            "--wait",
            "2",
            "--grace",
            "3",
            "--replays",
            str(replays),
        ],
        env={**os.environ, "PYTHONPATH": path},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        # the person readies once the bot has; then the bot plays until the person's turn
        wait_for(lambda: 0 not in game(live_server, stalled["id"])["to_act"], "the bot's ready")
        view = game(live_server, stalled["id"], person)
        answer = requests.post(
            f"{live_server}/v1/games/{stalled['id']}/actions",
            headers={"Authorization": f"Bearer {person}"},
            json={"action": {"kind": "ready"}, "expected_version": view["version"]},
            timeout=10,
        )
        assert answer.status_code == 201, answer.text
        wait_for(
            lambda: game(live_server, stalled["id"])["to_act"] == [1], "the person's turn in play"
        )
        proc.send_signal(signal.SIGTERM)
        out, err = proc.communicate(timeout=90)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    assert proc.returncode == 0, err
    ended = game(live_server, stalled["id"])["result"]
    assert ended is not None and ended["reason"] == "resigned" and ended["loser"] == 0, ended
    assert game(live_server, played["id"])["result"] is not None
    assert re.search(rf"game {stalled['id']} over after \d+ events \(resigned\): loss", out), out
    for created in (stalled, played):
        doc = json.loads((replays / f"{created['id']}.json").read_bytes())
        assert doc["over"] is True and verify_document(doc)["status"] == "consistent"


# == a service that says "later", and one that goes away =====================================


class Front(ThreadingHTTPServer):
    """A real HTTP server in front of the service: it answers the bot feed's polls as
    ``script`` says, one entry a poll (a status and its ``Retry-After``, or ``"drop"``: the
    connection closed unanswered), then passes everything on; a game's stream is 404, so the
    client long-polls (whose answers it passes on whole)."""

    daemon_threads = True

    def __init__(self, upstream: str, script: list[tuple[int, str | None] | str]) -> None:
        super().__init__(("127.0.0.1", 0), _FrontHandler)
        self.upstream = upstream
        self.script = list(script)
        self.feed_polls: list[tuple[float, str]] = []  # when, and what was answered
        self.lock = threading.Lock()

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}"


class _FrontHandler(BaseHTTPRequestHandler):
    server: Front
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: Any) -> None:
        pass

    def do_GET(self) -> None:
        self._handle()

    def do_POST(self) -> None:
        self._handle()

    def _send(self, status: int, body: bytes, headers: dict[str, str]) -> None:
        self.send_response(status)
        for name, value in headers.items():
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def _handle(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length) if length else None
        if self.path.split("?")[0].endswith("/stream"):
            self._send(404, b'{"code": "not_found"}', {"Content-Type": "application/problem+json"})
            return
        if self.path.startswith("/v1/bots/me/events"):
            with self.server.lock:
                step = self.server.script.pop(0) if self.server.script else None
                self.server.feed_polls.append((time.monotonic(), str(step or "passed")))
            if step == "drop":
                self.close_connection = True
                return
            if isinstance(step, tuple):
                status, pause = step
                headers = {"Content-Type": "application/problem+json"}
                if pause is not None:
                    headers["Retry-After"] = pause
                self._send(status, b'{"code": "later", "detail": "try again later"}', headers)
                return
        sent = {
            k: v
            for k, v in self.headers.items()
            if k.lower() in ("authorization", "content-type", "idempotency-key", "accept")
        }
        answer = requests.request(
            self.command, self.server.upstream + self.path, headers=sent, data=body, timeout=60
        )
        kept = {
            k: v for k, v in answer.headers.items() if k.lower() in ("content-type", "retry-after")
        }
        self._send(answer.status_code, answer.content, kept)


@pytest.fixture
def front(live_server: str, request: pytest.FixtureRequest) -> Iterator[Front]:
    server = Front(live_server, request.param)
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05})
    thread.start()
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=10)


@pytest.mark.parametrize(
    "front", [[(503, "2"), (429, "1"), "passed", "drop", (503, None)]], indirect=True
)
def test_the_feed_waits_as_retry_after_says_and_comes_back_after_a_cut(
    live_server: str, front: Front
) -> None:
    """A 503 asking two seconds and a 429 asking one are each waited out, no less; a poll
    cut unanswered, and a 503 that says nothing, are tried again after a backoff; the bot
    plays on, through the same front, a game given before and one given after."""
    bot = register(live_server)
    first = seat_bot(live_server, bot)
    finals: list[Json] = []
    runner = threading.Thread(
        target=lambda: finals.extend(
            run_bot(fast, server=front.base, bot=bot["token"], games=2, wait_s=2)
        )
    )
    runner.start()
    wait_for(lambda: len(front.feed_polls) >= 6, "the feed read again after the cut", 90)
    second = seat_bot(live_server, bot)
    runner.join(timeout=120)
    assert not runner.is_alive()
    polls = front.feed_polls
    assert [what for _, what in polls[:5]] == [
        "(503, '2')",
        "(429, '1')",
        "passed",
        "drop",
        "(503, None)",
    ]
    assert polls[1][0] - polls[0][0] >= 1.95  # Retry-After: 2
    assert polls[2][0] - polls[1][0] >= 0.95  # Retry-After: 1
    assert [f["id"] for f in finals] == [first["id"], second["id"]]
    assert all(f["result"] is not None for f in finals)

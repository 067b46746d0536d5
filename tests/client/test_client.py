"""The Python client (``clients/python``): its generated part matches the contract, and its
conveniences hold against the live service (idempotent submits, a conflict answered by
choosing again, Retry-After waited out, run_bot to the end of a game, a push bot's app)."""

from __future__ import annotations

import threading
import time
import uuid
from collections.abc import Iterator
from typing import Any
from wsgiref.simple_server import WSGIRequestHandler, WSGIServer, make_server

import httpx
import pytest
import requests

from api.games.replays import verify_document
from api.http.local_server import gunicorn
from schemas import client as client_code
from shithead_client import (
    Assignment,
    NoBotFeed,
    Seat,
    ServiceProblem,
    VersionConflict,
    connect,
    connect_seat,
    outcome,
    run_bot,
    wsgi_app,
)
from shithead_client.generated.api.games import get_game
from shithead_client.generated.api.rulesets import list_rulesets
from shithead_client.generated.models import Game
from shithead_client.session import RetryAfterTransport, body_of
from tests.pushbots import CLOSED_PORT


def new_game(
    base: str, seats: list[dict[str, Any]], token: str | None = None, **extra: Any
) -> dict[str, Any]:
    """A new game (``token``: a registered bot's, to seat that bot)."""
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    created: dict[str, Any] = requests.post(
        f"{base}/v1/games",
        timeout=10,
        headers=headers,
        json={"ruleset": "classic", "seats": seats, "turn_cap": 200, **extra},
    ).json()
    return created


def lowest(view: dict[str, Any], legal_moves: list[dict[str, Any]]) -> dict[str, Any]:
    """The first legal move that is not a pick-up (the engine lists the lowest plays first)."""
    return next((m for m in legal_moves if m["kind"] != "pickup"), legal_moves[0])


def test_the_committed_client_is_the_one_the_contract_makes() -> None:
    stale = client_code.stale_files()
    assert not stale, (
        f"the generated client is out of date ({', '.join(stale[:5])}): {client_code.FIX}"
    )


def test_the_drift_check_names_what_differs(tmp_path: Any) -> None:
    """A guard on the check: a changed file and a missing one are both found."""
    fresh = client_code.generate(tmp_path / "generated")
    (fresh / "client.py").write_text("changed\n")
    (fresh / "types.py").unlink()
    assert client_code.differences(client_code.GENERATED, fresh) == ["client.py", "types.py"]


def test_a_generated_call_s_typed_model_is_built_when_first_read(live_server: str) -> None:
    """The answer's JSON is there at once; its model only once ``parsed`` is read (and
    then kept), so a caller reading plain JSON never builds it."""
    created = new_game(live_server, [{"name": "a"}, {"name": "b"}])
    with connect_seat(live_server, created["seats"][0]["token"]) as seat:
        answer = get_game.sync_detailed(created["id"], client=seat)
    assert answer._parse is not None and body_of(answer)["id"] == created["id"]
    game = answer.parsed
    assert isinstance(game, Game) and game.id == created["id"] and answer._parse is None
    assert answer.parsed is game
    with connect_seat(live_server, created["seats"][0]["token"]) as seat:
        assert isinstance(get_game.sync(created["id"], client=seat), Game)


def test_run_bot_plays_a_seat_to_the_end(live_server: str) -> None:
    created = new_game(live_server, [{"name": "mine"}, {"bot": "heuristic"}], seed="run-bot")
    seen: list[tuple[int, int]] = []

    def choose(view: dict[str, Any], legal_moves: list[dict[str, Any]]) -> dict[str, Any]:
        assert view["you"] == 0 and view["id"] == created["id"] and legal_moves
        seen.append((view["version"], len(legal_moves)))
        return lowest(view, legal_moves)

    [final] = run_bot(
        choose, server=live_server, token=created["seats"][0]["token"], game=created["id"], wait_s=5
    )
    assert final["result"] is not None and outcome(final) in ("win", "loss", "draw", "placed")
    assert len(seen) > 5
    doc = requests.get(f"{live_server}/v1/games/{created['id']}/replay", timeout=10).json()
    assert verify_document(doc)["status"] == "consistent"
    # every move of seat 0 in the log is one choose made, and each was accepted once
    assert sum(1 for e in doc["events"] if e["cause"] and e["cause"]["seat"] == 0) == len(seen)


def test_a_seat_follows_its_game_on_the_stream_to_the_end(live_server: str) -> None:
    """The client reads the game's NDJSON stream (not long polls), yields exactly the events
    the events page shows the seat, and stops at the end of the finished game."""
    created = new_game(live_server, [{"name": "mine"}, {"bot": "heuristic"}], seed="stream-follow")
    token = created["seats"][0]["token"]
    run_bot(lowest, server=live_server, token=token, game=created["id"], wait_s=5)
    with Seat(live_server, created["id"], token, wait_s=1) as seat:
        streamed = list(seat.stream(3))
        assert seat._stream is True
    page = requests.get(
        f"{live_server}/v1/games/{created['id']}/events",
        params={"after": 3},
        headers={"Authorization": f"Bearer {token}"},
        timeout=10,
    ).json()
    assert page["phase"] == "over" and streamed == page["events"]
    assert [e["seq"] for e in streamed] == list(range(4, page["version"] + 1))


def test_run_bot_plays_every_game_a_feed_gives(live_server: str) -> None:
    games = [new_game(live_server, [{"name": "mine"}, {"bot": "random"}]) for _ in range(2)]

    def feed(server: str, bot_token: str) -> Iterator[Assignment]:
        assert server == live_server and bot_token == "the-bot"
        for created in games:
            yield Assignment(created["id"], created["seats"][0]["token"])

    finals = run_bot(lowest, server=live_server, bot="the-bot", feed=feed, wait_s=5)
    assert [f["id"] for f in finals] == [g["id"] for g in games]
    assert all(f["result"] is not None for f in finals)


def test_a_token_that_is_no_registered_bot_s_is_refused(live_server: str) -> None:
    with pytest.raises(ServiceProblem) as refused:
        run_bot(lowest, server=live_server, bot="the-bot")
    assert refused.value.status == 401 and refused.value.code == "bad_token"


def test_without_a_bot_feed_on_the_server_a_registered_bot_is_told_so() -> None:
    server = f"http://127.0.0.1:{CLOSED_PORT}"
    with pytest.raises((NoBotFeed, httpx.TransportError)):
        run_bot(lowest, server=server, bot="the-bot")


def test_run_bot_plays_every_game_a_registered_bot_is_given(live_server: str) -> None:
    """From the bot's feed alone: a seat given at creation and a challenge it accepts, both
    played to their ends at once against built-in bots."""
    name = f"runner-{uuid.uuid4().hex[:8]}"
    bot = requests.post(
        f"{live_server}/v1/bots", json={"name": name, "kind": "pull"}, timeout=10
    ).json()
    first = new_game(live_server, [{"account": name}, {"bot": "random"}], token=bot["token"])
    challenge = requests.post(
        f"{live_server}/v1/challenges",
        timeout=10,
        json={
            "ruleset": {"preset": "classic", "options": {"turn_cap": 200}},
            "seats": [{"bot": "heuristic"}, {"account": name}],
        },
    ).json()
    assert challenge["status"] == "pending"
    finals = run_bot(lowest, server=live_server, bot=bot["token"], games=2, wait_s=5)
    made = requests.get(f"{live_server}/v1/challenges/{challenge['id']}", timeout=10).json()
    assert made["status"] == "accepted"
    assert [(f["id"], f["you"]) for f in finals] == [(first["id"], 0), (made["game"], 1)]
    assert all(f["result"] is not None for f in finals)
    profile = requests.get(f"{live_server}/v1/bots/{name}", timeout=10).json()
    assert {g["id"] for g in profile["recent_games"]} == {first["id"], made["game"]}


def test_a_submit_repeated_with_its_key_acts_once(live_server: str) -> None:
    created = new_game(live_server, [{"name": "a"}, {"name": "b"}])
    with Seat(live_server, created["id"], created["seats"][0]["token"]) as seat:
        moves = seat.legal_moves()
        first = seat.submit({"kind": "ready"}, moves["version"], idempotency_key="k-1")
        again = seat.submit({"kind": "ready"}, moves["version"], idempotency_key="k-1")
        assert again == first and seat.game()["version"] == first["version"]
        with pytest.raises(VersionConflict) as conflict:  # a new key at the old version
            seat.submit({"kind": "ready"}, moves["version"])
        assert conflict.value.version == first["version"]


def test_a_conflict_is_answered_by_reading_the_game_and_choosing_again(live_server: str) -> None:
    """The first time seat 0 chooses, the same seat swaps a card from elsewhere (another
    client with its token) meanwhile, so seat 0's move names a version that is gone and its
    own cards changed since (409: a move of another seat would commute, docs/api.md); act
    reads the game again and asks again, and the second answer is accepted."""
    created = new_game(live_server, [{"name": "a"}, {"name": "b"}])
    other = Seat(live_server, created["id"], created["seats"][0]["token"])
    asked: list[int] = []

    def choose(view: dict[str, Any], legal_moves: list[dict[str, Any]]) -> dict[str, Any]:
        asked.append(view["version"])
        if len(asked) == 1:
            other.submit(next(m for m in legal_moves if m["kind"] == "swap"), view["version"])
        return {"kind": "ready"}

    with Seat(live_server, created["id"], created["seats"][0]["token"]) as seat, other:
        done = seat.act(choose)
    assert done is not None and asked == [asked[0], asked[0] + 1]
    assert "rebased_from" not in done and done["game"]["view"]["seats"][0]["ready"]


def test_act_chooses_from_the_view_it_is_given_while_it_is_current(live_server: str) -> None:
    """``act(view=...)``: a view at the legal moves' version is what ``choose`` is asked
    with, not read again; an older one is read again first."""
    created = new_game(live_server, [{"name": "a"}, {"name": "b"}])
    asked: list[dict[str, Any]] = []

    def choose(view: dict[str, Any], legal_moves: list[dict[str, Any]]) -> dict[str, Any]:
        asked.append(view)
        return {"kind": "ready"}

    with Seat(live_server, created["id"], created["seats"][0]["token"]) as first:
        current = first.game()
        done = first.act(choose, view=current)
    assert done is not None and asked == [current] and asked[0] is current
    with Seat(live_server, created["id"], created["seats"][1]["token"]) as second:
        done = second.act(choose, view=current)  # seat 0's move came after it
    assert done is not None and asked[1] is not current
    assert asked[1]["version"] == current["version"] + 1


class _Raced(Seat):
    """A seat whose every legal-moves read comes after the other seat swapped a card: in
    setup both seats act at once, and a fast one (a push bot the service plays) can move
    between any two reads of a slower one for as long as its own setup lasts."""

    def __init__(self, base: str, game_id: str, token: str, rival: Seat, swaps: int) -> None:
        super().__init__(base, game_id, token)
        self.rival, self.swaps = rival, swaps

    def legal_moves(self) -> dict[str, Any]:
        if self.swaps:
            self.swaps -= 1
            theirs = self.rival.legal_moves()
            self.rival.submit(
                next(m for m in theirs["actions"] if m["kind"] == "swap"), theirs["version"]
            )
        return super().legal_moves()


class _StoodStill(Seat):
    """A seat whose submits are all refused as conflicts, the game's version unchanged."""

    refused = 0

    def submit(self, action: Any, expected_version: int, **_: Any) -> dict[str, Any]:
        self.refused += 1
        raise VersionConflict(409, {"code": "version_conflict", "version": expected_version})


def test_act_goes_on_while_another_seat_keeps_moving(live_server: str) -> None:
    """Seat 1 moves between seat 0's two reads thirty times over, three times what ``act``
    allows for tries with no new version: each try sees the game move on, so none counts,
    and seat 0's move is made once seat 1 stops. Then a seat with nothing to do gets None
    at once, and one whose every submit is refused while the game stands still (the
    service never does that: a conflict means the game moved) gives up after ``attempts``."""
    created = new_game(live_server, [{"name": "a"}, {"name": "b"}])
    asked: list[int] = []

    def choose(view: dict[str, Any], legal_moves: list[dict[str, Any]]) -> dict[str, Any]:
        asked.append(view["version"])
        return {"kind": "ready"}

    rival = Seat(live_server, created["id"], created["seats"][1]["token"])
    seat = _Raced(live_server, created["id"], created["seats"][0]["token"], rival, 30)
    with rival, seat:
        done = seat.act(choose, attempts=10)
        assert done is not None and seat.swaps == 0
        assert asked == [created["version"] + 30] and done["version"] == created["version"] + 31
        assert seat.act(choose) is None  # ready: nothing more to do in setup until seat 1 is
    with _StoodStill(live_server, created["id"], created["seats"][1]["token"]) as still:
        with pytest.raises(RuntimeError, match="in 4 tries while the game stood still"):
            still.act(choose, attempts=4)
        assert still.refused == 4


def test_a_submit_carries_a_note(live_server: str) -> None:
    created = new_game(live_server, [{"name": "a"}, {"name": "b"}])
    with Seat(live_server, created["id"], created["seats"][0]["token"]) as seat:
        done = seat.submit({"kind": "ready"}, created["version"], note="ready, steady")
    assert done["events"][0]["cause"]["note"] == "ready, steady"


def test_a_rate_limit_is_waited_out_as_retry_after_says(redis_url: str) -> None:
    """Four requests where the service admits two every two seconds: all four answered,
    after waiting what the 429s' Retry-After said."""
    slept: list[float] = []

    def sleep(seconds: float) -> None:
        slept.append(seconds)
        time.sleep(seconds)

    with gunicorn(
        redis_url, extra_env={"RATE_LIMIT_ENABLED": "1", "RATE_LIMIT": "2 per 2 seconds"}
    ) as base:
        anyone = connect(base)
        anyone.set_httpx_client(
            httpx.Client(base_url=base, transport=RetryAfterTransport(sleep=sleep))
        )
        with anyone:
            answers = [body_of(list_rulesets.sync_detailed(client=anyone)) for _ in range(4)]
    assert all(a["rulesets"] for a in answers)
    assert slept and all(0 < s <= 2 for s in slept)


def test_a_long_poll_the_server_could_not_hold_pauses_as_retry_after_says(
    redis_url: str, monkeypatch: Any
) -> None:
    """With the one long poll a worker may hold taken, a seat's long poll is answered at
    once, empty, with Retry-After: the client pauses that long instead of polling again
    at once."""
    from types import SimpleNamespace

    from shithead_client import session

    with gunicorn(redis_url, workers=1, extra_env={"LONG_POLLS": "1"}) as base:
        game = new_game(base, [{}, {}])
        url = f"{base}/v1/games/{game['id']}/events"
        done = threading.Event()

        def hold() -> None:  # a long poll held, and taken again when answered early
            while not done.is_set():
                requests.get(url, params={"after": game["version"], "wait": 30}, timeout=60)

        holder = threading.Thread(target=hold)
        holder.start()
        for _ in range(100):  # until the holder's poll holds the slot
            probe = requests.get(url, params={"after": game["version"], "wait": 1}, timeout=10)
            if "Retry-After" in probe.headers:
                break
        else:
            pytest.fail("the holder's long poll never held the slot")
        slept: list[float] = []
        monkeypatch.setattr(session, "time", SimpleNamespace(sleep=slept.append))
        with Seat(base, game["id"], game["seats"][1]["token"]) as seat:
            page = seat.events(game["version"], wait=20)
        monkeypatch.undo()
        assert page["events"] == [] and slept == [1.0]
        # an action ends the holder's wait
        done.set()
        first = game["seats"][0]["token"]
        requests.post(
            url.removesuffix("/events") + "/actions",
            timeout=10,
            headers={"Authorization": f"Bearer {first}"},
            json={"action": {"kind": "ready"}, "expected_version": game["version"]},
        )
        holder.join(timeout=40)
        assert not holder.is_alive()


class _QuietHandler(WSGIRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture
def push_policy() -> Iterator[tuple[str, list[dict[str, Any]]]]:
    """``wsgi_app(lowest)`` served on the loopback port the tests' service may call (and
    that nothing else listens on while this runs); the views it was given."""
    views: list[dict[str, Any]] = []

    def choose(view: dict[str, Any], legal_moves: list[dict[str, Any]]) -> dict[str, Any]:
        views.append(view)
        return lowest(view, legal_moves)

    server: WSGIServer = make_server(
        "127.0.0.1", CLOSED_PORT, wsgi_app(choose), handler_class=_QuietHandler
    )
    thread = threading.Thread(
        target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
    )
    thread.start()
    try:
        yield f"http://127.0.0.1:{CLOSED_PORT}/move", views
    finally:
        server.shutdown()
        server.server_close()


def test_a_policy_plays_as_a_push_bot(
    live_server: str, push_policy: tuple[str, list[dict[str, Any]]]
) -> None:
    url, views = push_policy
    created = new_game(
        live_server,
        [{"name": "mine", "push": {"url": url, "timeout_ms": 5000}}, {"bot": "random"}],
        play_out=True,
    )
    assert created["result"] is not None
    doc = requests.get(f"{live_server}/v1/games/{created['id']}/replay", timeout=10).json()
    mine = [e["cause"] for e in doc["events"] if e["cause"] and e["cause"]["seat"] == 0]
    assert mine and all(c["bot"] == "push" and "default" not in c for c in mine)
    assert len(views) == len(mine) and all(
        v["you"] == 0 and v["id"] == created["id"] for v in views
    )

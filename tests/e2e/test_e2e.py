"""End-to-end tests: a real gunicorn (``live_server``) over real HTTP with ``requests``.

Whole games per preset, verified online, offline and with ``shithead verify``; racing
submits; tampered replays; and no hidden card reaching another seat or a spectator.
"""

from __future__ import annotations

import copy
import json
import random
import socket
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import requests

from api.games.replays import chain, genesis_hash, verify_document
from api.http.app import MAX_BODY
from api.http.problemdoc import write_gunicorn_error
from engine import PRESETS, Action, Game, build_ruleset, evolve
from engine.cards import card_name, cards_of
from engine.events import event_from_dict, event_to_dict
from engine.game import State
from engine.rules import deck_cards
from engine.signing import checker, load_public
from engine.view import visible_cards

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT = 10
TURN_CAP = 300


# -- helpers ------------------------------------------------------------------------------


@pytest.fixture
def http() -> Iterator[requests.Session]:
    with requests.Session() as s:
        yield s


def auth(token: str | None) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"} if token else {}


def create_game(http: requests.Session, base: str, preset: str, **extra: Any) -> dict[str, Any]:
    body = {"ruleset": preset, "seats": 2, **extra}
    r = http.post(f"{base}/v1/games", json=body, timeout=TIMEOUT)
    assert r.status_code == 201, r.text
    game: dict[str, Any] = r.json()
    return game


def get_json(http: requests.Session, url: str, token: str | None = None) -> Any:
    r = http.get(url, headers=auth(token), timeout=TIMEOUT)
    assert r.status_code == 200, (url, r.status_code, r.text)
    return r.json()


def choose(legal: list[dict[str, Any]], rng: random.Random) -> dict[str, Any]:
    """Uniform among the legal actions, but never pick up while something else is possible."""
    others = [a for a in legal if a["kind"] != "pickup"]
    pool = others or legal
    return pool[rng.randrange(len(pool))]


class Player:
    """Drives both seats of a game over HTTP with the random policy."""

    def __init__(
        self, http: requests.Session, base: str, created: dict[str, Any], seed: int
    ) -> None:
        self.http, self.base = http, base
        self.id = created["id"]
        self.url = f"{base}/v1/games/{self.id}"
        self.tokens = [s["token"] for s in created["seats"]]
        self.rng = random.Random(seed)
        self.actions: list[tuple[int, dict[str, Any]]] = []
        desc = get_json(http, self.url)
        self.to_act: list[int] = desc["to_act"]
        self.result = desc["result"]
        self.version: int = desc["version"]

    def step(self) -> None:
        seat = self.rng.choice(self.to_act)
        moves = get_json(self.http, self.url + "/legal-moves", self.tokens[seat])
        assert moves["seat"] == seat
        assert moves["actions"], f"seat {seat} is to act but has no legal move"
        action = choose(moves["actions"], self.rng)
        r = self.http.post(
            self.url + "/actions",
            json={"action": action, "expected_version": moves["version"]},
            headers=auth(self.tokens[seat]),
            timeout=TIMEOUT,
        )
        assert r.status_code == 201, (action, r.status_code, r.text)
        body = r.json()
        assert body["events"][0]["seq"] == moves["version"] + 1
        assert body["version"] == moves["version"] + len(body["events"])
        self.actions.append((seat, action))
        self.version = body["version"]
        self.to_act = body["game"]["to_act"]
        self.result = body["game"]["result"]

    def play_out(self, limit: int = 5000) -> None:
        while self.result is None:
            assert len(self.actions) < limit, "the game does not end"
            self.step()


#: Keys whose values name cards that are not where a card is: a ruleset's card rules, and a
#: wild card's call (a stand-in identity, the lowest suit of the called rank).
NOT_PLACES = ("ruleset", "as", "as_card")


def strings(obj: Any, skip: tuple[str, ...] = NOT_PLACES) -> Iterator[str]:
    """Every string in a JSON value but under the keys ``skip``."""
    if isinstance(obj, str):
        yield obj
    elif isinstance(obj, dict):
        for k, v in obj.items():
            if k not in skip:
                yield from strings(k, skip)
                yield from strings(v, skip)
    elif isinstance(obj, list):
        for v in obj:
            yield from strings(v, skip)


def rechain(doc: dict[str, Any]) -> None:
    prev = genesis_hash(doc)
    for item in doc["events"]:
        prev = chain(prev, item)
        item["hash"] = prev


def verify_online(http: requests.Session, base: str, doc: dict[str, Any]) -> dict[str, Any]:
    r = http.post(f"{base}/v1/replays/verify", json=doc, timeout=TIMEOUT)
    assert r.status_code == 200, r.text
    result: dict[str, Any] = r.json()
    return result


@pytest.fixture(scope="module")
def finished_replay(live_server: str) -> dict[str, Any]:
    """A short finished classic game (server-chosen seed), as its replay document."""
    with requests.Session() as http:
        created = create_game(http, live_server, "classic", turn_cap=10)
        player = Player(http, live_server, created, seed=7)
        player.play_out()
        doc: dict[str, Any] = get_json(http, f"{player.url}/replay")
    assert doc["over"] is True and doc["seed"] and doc["deal"]
    assert verify_document(doc)["status"] == "consistent"
    return doc


# -- whole games --------------------------------------------------------------------------


class Played:
    def __init__(self, player: Player, final: dict[str, Any], doc: dict[str, Any]) -> None:
        self.player, self.final, self.doc = player, final, doc


@pytest.fixture(scope="module")
def played(live_server: str) -> Iterator[Any]:
    """``played(preset)``: one whole 2-seat game of ``preset`` played over HTTP (cached)."""
    cache: dict[str, Played] = {}
    with requests.Session() as http:

        def get(preset: str) -> Played:
            if preset not in cache:
                # a fixed seed and policy: the same game every run
                created = create_game(
                    http, live_server, preset, turn_cap=TURN_CAP, seed=f"e2e-{preset}"
                )
                assert created["ruleset"]["options"]["turn_cap"] == TURN_CAP
                player = Player(http, live_server, created, seed=sum(map(ord, preset)))
                player.play_out()
                final = get_json(http, player.url)
                doc = get_json(http, player.url + "/replay")
                cache[preset] = Played(player, final, doc)
            return cache[preset]

        yield get


@pytest.mark.parametrize("preset", list(PRESETS))
def test_whole_game_over_http_verifies(
    live_server: str, http: requests.Session, played: Any, preset: str, tmp_path: Path
) -> None:
    game: Played = played(preset)
    player, final, doc = game.player, game.final, game.doc
    assert final["result"] == player.result is not None
    assert final["phase"] == "over"
    for seat in (0, 1):
        assert get_json(http, player.url + "/legal-moves", player.tokens[seat])["actions"] == []

    assert doc["over"] is True
    assert doc["seed"] and doc["deal"], "a finished game's replay carries the seed and the deal"
    assert doc["events"][0]["event"]["deck"] == doc["deal"]
    assert len(doc["events"]) == final["version"]
    assert doc["result"] == final["result"]
    causes = [(e["cause"]["seat"], e["cause"]["action"]) for e in doc["events"] if e["cause"]]
    assert causes == player.actions

    offline = verify_document(doc)  # no key: everything checked but who made it
    assert (offline["status"], offline["valid"], offline["origin"]) == (
        "consistent",
        False,
        "unchecked",
    ), offline
    assert (offline["events"], offline["over"], offline["result"]) == (
        len(doc["events"]),
        True,
        final["result"],
    )
    assert offline["signature"] == "unchecked" and offline["signed_by"] is None
    keys = {
        k["id"]: load_public(k["public_key"])
        for k in get_json(http, f"{live_server}/v1/keys")["keys"]
    }
    keyed = verify_document(doc, check_signature=checker(keys))
    assert (keyed["status"], keyed["valid"], keyed["signed_by"]) == (
        "valid",
        True,
        doc["signature"]["key_id"],
    )
    if len(json.dumps(doc)) <= MAX_BODY:  # longer ones: test_a_long_replay_verifies_online
        online = verify_online(http, live_server, doc)
        assert online == keyed

    path = tmp_path / "replay.json"
    path.write_text(json.dumps(doc))
    proc = subprocess.run(
        [sys.executable, "-m", "api.cli", "verify", str(path), "--server", live_server],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert json.loads(proc.stdout)["status"] == "valid"


def test_a_long_replay_verifies_online(
    live_server: str, http: requests.Session, played: Any
) -> None:
    doc = played("classic").doc
    assert len(json.dumps(doc)) > MAX_BODY  # the premise: a whole game (turn cap 300) is long
    r = http.post(f"{live_server}/v1/replays/verify", json=doc, timeout=TIMEOUT)
    assert r.status_code == 200, r.text
    assert r.json()["status"] == "valid"


# -- racing submits -----------------------------------------------------------------------


def test_concurrent_submits_of_one_action_append_once(
    live_server: str, http: requests.Session
) -> None:
    created = create_game(http, live_server, "classic")
    player = Player(http, live_server, created, seed=3)
    for _ in range(4):  # into the game a little, so the race is not on the first action
        player.step()
    seat = player.to_act[0]
    token = player.tokens[seat]
    moves = get_json(http, player.url + "/legal-moves", token)
    version = moves["version"]
    action = moves["actions"][0]

    n = 20
    barrier = threading.Barrier(n)
    responses: list[requests.Response | BaseException] = [RuntimeError("not run")] * n

    def submit(i: int) -> None:
        with requests.Session() as s:
            try:
                # open the connection first so the posts leave together
                s.get(live_server + "/healthz", timeout=TIMEOUT)
                barrier.wait(timeout=30)
                responses[i] = s.post(
                    player.url + "/actions",
                    json={"action": action, "expected_version": version},
                    headers=auth(token),
                    timeout=TIMEOUT,
                )
            except BaseException as exc:  # reported below
                responses[i] = exc

    threads = [threading.Thread(target=submit, args=(i,)) for i in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    errors = [r for r in responses if isinstance(r, BaseException)]
    assert not errors, errors
    done = [r for r in responses if isinstance(r, requests.Response)]
    statuses = sorted(r.status_code for r in done)
    assert statuses == [201] + [409] * (n - 1), statuses
    winner = next(r for r in done if r.status_code == 201).json()
    for r in done:
        if r.status_code == 409:
            problem = r.json()
            assert problem["code"] == "version_conflict", problem
            assert problem["version"] == winner["version"]

    grown = get_json(http, f"{player.url}/events?after={version}", token)
    assert grown["version"] == winner["version"] == version + len(winner["events"])
    assert grown["events"] == winner["events"]
    causes = [e for e in grown["events"] if "cause" in e]
    assert [e["cause"] for e in causes] == [{"seat": seat, "action": action}]
    assert get_json(http, player.url)["version"] == winner["version"]


# -- tampered replays ---------------------------------------------------------------------


def _altered(doc: dict[str, Any]) -> int:
    """A CardsPlayed event in the middle of the log given another card for its first one,
    in the engine's wire form (a group's cards in the engine's order: a group of two or more
    given a card that sorts later is otherwise refused as unreadable before it is replayed);
    its seq. The first card the event names is always one the original did not."""
    played = [e for e in doc["events"] if e["event"]["type"] == "CardsPlayed"]
    assert played, "the game has no play"
    item = played[len(played) // 2]
    event = item["event"]
    other = next(c for c in doc["deal"] if c not in event["cards"])
    was = event["cards"][0]
    event["cards"][0] = other
    item["event"] = event_to_dict(event_from_dict(event))
    assert item["event"]["cards"][0] != was
    return int(item["seq"])


def test_verify_finds_an_altered_event_by_the_hash_chain(
    live_server: str, http: requests.Session, finished_replay: dict[str, Any]
) -> None:
    doc = copy.deepcopy(finished_replay)
    k = _altered(doc)
    result = verify_document(doc)
    assert (result["status"], result["pointer"]) == ("invalid", f"/events/{k - 1}/hash"), result
    assert "hash chain" in result["reason"]
    # the service holds the game: it names the card changed, beside the check that failed
    result = verify_online(http, live_server, doc)
    assert (result["status"], result["pointer"]) == ("invalid", f"/events/{k - 1}/event/cards/0"), (
        result
    )
    assert "hash chain" in result["reason"]


def test_verify_finds_an_altered_event_by_replaying_it(
    live_server: str, http: requests.Session, finished_replay: dict[str, Any]
) -> None:
    doc = copy.deepcopy(finished_replay)
    k = _altered(doc)
    rechain(doc)
    for result, at in (
        (verify_document(doc), f"/events/{k - 1}/event"),
        (verify_online(http, live_server, doc), f"/events/{k - 1}/event/cards/0"),
    ):
        assert result["status"] == "invalid"
        # the actions before k are untouched, so re-applying diverges exactly at k
        assert result["pointer"] == at, result
        assert (
            "hash chain" not in result["reason"] and "differs from the engine's" in result["reason"]
        )


def test_verify_finds_an_altered_seed(
    live_server: str, http: requests.Session, finished_replay: dict[str, Any]
) -> None:
    doc = copy.deepcopy(finished_replay)
    doc["seed"] = "0" + doc["seed"]
    for result in (verify_document(doc), verify_online(http, live_server, doc)):
        assert result["status"] == "invalid"
        assert result["pointer"] == "/seed"
        assert "commitment" in result["reason"]


def test_verify_finds_a_seed_swapped_with_its_commitment(
    live_server: str, http: requests.Session, finished_replay: dict[str, Any]
) -> None:
    from engine.deal import commitment

    doc = copy.deepcopy(finished_replay)
    doc["seed"] = "0" + doc["seed"]
    doc["seed_commitment"] = commitment(doc["seed"])
    result = verify_document(doc)
    assert (result["status"], result["pointer"]) == (
        "invalid",
        "/events/0/hash",
    )  # the genesis binds it
    assert "the header was changed" in result["reason"]
    # the service holds the game: it names the header field that differs from its own record
    result = verify_online(http, live_server, doc)
    assert (result["status"], result["pointer"]) == ("invalid", "/seed_commitment"), result
    rechain(doc)
    result = verify_document(doc)
    assert (result["status"], result["pointer"]) == ("invalid", "/events/0/event")
    assert "seed" in result["reason"]
    result = verify_online(http, live_server, doc)  # the first field that differs from its record
    assert (result["status"], result["pointer"]) == ("invalid", "/seed_commitment"), result
    assert "seed" in result["reason"]


# -- no leaks -----------------------------------------------------------------------------


def _ever_visible(game: Game, events: list[Any], viewer: int | None) -> set[int]:
    """Every card ``viewer`` may have seen at some point of ``events``."""
    state = State(game)
    seen = visible_cards(state, viewer)
    for ev in events:
        evolve(state, ev)
        seen |= visible_cards(state, viewer)
    return seen


@pytest.mark.parametrize("preset", list(PRESETS))
def test_unfinished_game_leaks_no_hidden_card(
    live_server: str, http: requests.Session, preset: str
) -> None:
    seed = f"e2e-leak-{preset}"
    created = create_game(http, live_server, preset, seed=seed)
    player = Player(http, live_server, created, seed=11)
    # a shadow of the game in the local engine, to know what each viewer may have seen
    game = Game(build_ruleset(preset), 2)
    shadow, events = game.start(seed=seed)
    names = {card_name(c) for c in deck_cards(game.ruleset)}
    checked = 0
    cause_leaks: set[tuple[int, int | None, str, str]] = set()
    for checkpoint in (0, 6, 25, 45):
        while len(player.actions) < checkpoint and player.result is None:
            player.step()
            seat, action = player.actions[-1]
            events += shadow.apply(seat, Action.from_dict(action))
        if player.result is not None:
            break
        assert shadow.version == player.version
        own = get_json(http, player.url, player.tokens[0])["view"]["seats"][0]["hand"]
        assert sorted(own) == sorted(card_name(c) for c in cards_of(shadow.hands[0]))
        for viewer in (1, None):
            token = player.tokens[viewer] if viewer is not None else None
            allowed = {card_name(c) for c in _ever_visible(game, events, viewer)}
            secret = set(own) - allowed
            if checkpoint == 0:
                assert secret, "seat 0 holds hidden cards at the start"
            docs = {
                "game": get_json(http, player.url, token),
                "events": get_json(http, player.url + "/events", token),
                "events_after_1": get_json(http, player.url + "/events?after=1", token),
                "replay": get_json(http, player.url + "/replay", token),
                "view_at_1": get_json(http, player.url + "/views/1", token),
            }
            if player.version > 3:
                docs["view_mid"] = get_json(
                    http, f"{player.url}/views/{player.version // 2}", token
                )
            for where, doc in docs.items():
                shown = {s for s in strings(doc, skip=(*NOT_PLACES, "cause")) if s in names}
                assert not shown & secret, (viewer, where, sorted(shown & secret))
                assert shown <= allowed, (viewer, where, sorted(shown - allowed))
                in_causes = {s for s in strings(doc) if s in names} - allowed
                cause_leaks |= {(checkpoint, viewer, where, c) for c in in_causes}
            deal = docs["events"]["events"][0]
            assert deal["type"] == "Dealt" and deal["deck"] is None
            replay = docs["replay"]
            assert replay["over"] is False and replay["redacted_for"] == viewer
            assert replay["events"][0]["event"]["deck"] is None
            assert replay.get("seed") is None and replay.get("deal") is None
            assert "hand" not in docs["game"]["view"]["seats"][0]
            checked += 1
    assert checked >= 4
    # the action recorded as an event's cause is shown with the event: it must not name
    # a card the event itself hides
    assert not cause_leaks, sorted(cause_leaks, key=str)[:10]


# -- what gunicorn refuses itself ---------------------------------------------------------------------


def _raw_exchange(base: str, request: bytes) -> tuple[int, dict[str, str], bytes]:
    """Send ``request`` as it is on a new connection; the status, headers and body of the
    answer (read until the server closes the connection)."""
    host, port = base.removeprefix("http://").rsplit(":", 1)
    with socket.create_connection((host, int(port)), timeout=TIMEOUT) as sock:
        sock.sendall(request)
        raw = b""
        while chunk := sock.recv(65536):
            raw += chunk
    head, _, body = raw.partition(b"\r\n\r\n")
    status_line, *lines = head.decode("latin-1").split("\r\n")
    headers = {k.lower(): v.strip() for k, _, v in (line.partition(":") for line in lines)}
    return int(status_line.split()[1]), headers, body


@pytest.mark.parametrize(
    "request_bytes, status, code",
    [
        (b"GET /v1/games/" + b"a" * 5000 + b" HTTP/1.1\r\nHost: x\r\n\r\n", 414, "uri_too_long"),
        (
            b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * 9000 + b"\r\n\r\n",
            431,
            "headers_too_large",
        ),
        (
            b"GET /healthz HTTP/1.1\r\nHost: x\r\n"
            + b"".join(b"X-%d: 1\r\n" % i for i in range(101))
            + b"\r\n",
            431,
            "headers_too_large",
        ),
        (b"GET /healthz HTTP/1.1\r\nHost: x\r\nNot A Name: y\r\n\r\n", 400, "malformed_request"),
        (b"G@T /healthz HTTP/1.1\r\nHost: x\r\n\r\n", 400, "malformed_request"),
        (b"GET /healthz HTTP/9.9\r\nHost: x\r\n\r\n", 400, "malformed_request"),
        (
            b"POST /v1/games HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: identity\r\n\r\n",
            400,
            "malformed_request",
        ),
        (
            b"POST /v1/games HTTP/1.1\r\nHost: x\r\nExpect: 200-ok\r\nContent-Length: 2\r\n\r\n{}",
            417,
            "expectation_failed",
        ),
    ],
    ids=[
        "request-line",
        "header-size",
        "header-count",
        "header-name",
        "method",
        "version",
        "transfer-coding",
        "expect",
    ],
)
def test_requests_refused_before_the_app_are_problems_too(
    live_server: str, http: requests.Session, request_bytes: bytes, status: int, code: str
) -> None:
    got, headers, body = _raw_exchange(live_server, request_bytes)
    assert got == status, body
    assert headers["content-type"] == "application/problem+json"
    assert headers["connection"] == "close" and int(headers["content-length"]) == len(body)
    problem = json.loads(body)
    assert problem["status"] == status and problem["code"] == code
    assert problem["type"] == f"/problems/{code}" and problem["detail"]
    assert http.get(f"{live_server}/healthz", timeout=TIMEOUT).status_code == 200  # still serving


def test_gunicorns_own_server_error_is_a_problem_that_keeps_its_details_in_the_log() -> None:
    ours, theirs = socket.socketpair()
    with ours, theirs:
        write_gunicorn_error(ours, 500, "Internal Server Error", "")
        ours.close()
        raw = theirs.recv(65536)
    head, _, body = raw.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 500 Internal Server Error\r\n")
    assert b"Content-Type: application/problem+json" in head
    assert json.loads(body) == {
        "type": "/problems/internal_error",
        "title": "internal error",
        "status": 500,
        "code": "internal_error",
        "detail": "an unexpected error occurred; nothing was written",
    }

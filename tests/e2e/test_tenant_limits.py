"""Fair budgets between clients, through a real gunicorn with its rate limits on: a made-up
bearer token buys no budget of its own, creating has a budget per address, and one address
cannot fill the lobby. An audit's address, its 1,200 requests spent, went on to make 1,300
games, 1,300 bots and 300 verifies with a random token each; and filled all of the first 200
open games."""

from __future__ import annotations

import random
import uuid
from collections.abc import Iterator
from typing import Any

import pytest
import requests

from api.http.local_server import gunicorn

TIMEOUT = 30
WORKERS = 2
PER_ADDRESS = 30
PER_CREATE = 12
OPEN_GAMES = 3


@pytest.fixture(scope="module")
def limited(redis_url: str) -> Iterator[str]:
    """A gunicorn with low limits, believing the address a loopback proxy forwards (so each
    test is a client address of its own)."""
    env = {
        "RATE_LIMIT_ENABLED": "1",
        "RATE_LIMIT": f"{PER_ADDRESS} per minute",
        "RATE_LIMIT_CREATE": f"{PER_CREATE} per minute",
        "OPEN_GAMES_PER_ADDRESS": str(OPEN_GAMES),
        "FORWARDED_ALLOW_IPS": "127.0.0.1",
    }
    with gunicorn(redis_url, workers=WORKERS, extra_env=env) as base:
        yield base


class Client:
    """Requests from one client address (forwarded by the trusted loopback proxy)."""

    def __init__(self, base: str) -> None:
        self.base = base
        self.address = (
            f"10.{random.randrange(256)}.{random.randrange(256)}.{random.randrange(1, 255)}"
        )
        self.http = requests.Session()

    def __call__(
        self, method: str, path: str, token: str | None = None, **kw: Any
    ) -> requests.Response:
        headers = {"X-Forwarded-For": self.address}
        if token is not None:
            headers["Authorization"] = f"Bearer {token}"
        return self.http.request(
            method, f"{self.base}{path}", headers=headers, timeout=TIMEOUT, **kw
        )

    def spend(self) -> None:
        """Spend the address's budget with requests without a token, up to the first 429."""
        for _ in range(PER_ADDRESS + 1):
            if self("GET", "/v1/rulesets").status_code == 429:
                return
        raise AssertionError("the address's budget was never spent")


def problem(resp: requests.Response, status: int, code: str) -> dict[str, Any]:
    assert resp.status_code == status, (resp.status_code, resp.text)
    assert resp.headers["Content-Type"].startswith("application/problem+json")
    body: dict[str, Any] = resp.json()
    assert body["code"] == code, body
    return body


def test_made_up_tokens_buy_no_budget_where_the_token_is_never_read(limited: str) -> None:
    client = Client(limited)
    game = client("POST", "/v1/games", json={"ruleset": "classic", "seats": 2}).json()
    seat_token = game["seats"][0]["token"]
    client.spend()
    # a seat's token, checked and accepted, still has its own budget
    assert client("GET", f"/v1/games/{game['id']}/legal-moves", seat_token).status_code == 200
    # the routes that never read a token: every one refused
    tries = [
        ("POST", "/v1/games", {"json": {"ruleset": "classic", "seats": 2}}),
        ("POST", "/v1/bots", {"json": {"name": f"x-{uuid.uuid4().hex[:8]}", "kind": "pull"}}),
        ("GET", "/v1/games", {}),
        ("POST", "/v1/matches", {"json": {"ruleset": "classic", "seats": 2, "games": 1}}),
        ("POST", "/v1/replays/verify", {"json": {}}),
    ]
    for _ in range(4):
        for method, path, kw in tries:
            resp = client(method, path, uuid.uuid4().hex, **kw)
            problem(resp, 429, "rate_limited")
            assert 1 <= int(resp.headers["Retry-After"]) <= 60
    # one that reads it and refuses it: counted against the address once refused, so each
    # worker lets at most one through before it holds the address back
    answers = [
        client("GET", f"/v1/games/{game['id']}/legal-moves", uuid.uuid4().hex) for _ in range(12)
    ]
    let_in = [r for r in answers if r.status_code != 429]
    assert len(let_in) <= WORKERS and all(r.status_code == 401 for r in let_in), [
        r.status_code for r in answers
    ]
    # another address is not held up
    assert Client(limited)("GET", "/v1/games", uuid.uuid4().hex).status_code == 200


def test_an_address_flood_without_tokens_does_not_hold_up_an_accepted_token(limited: str) -> None:
    client = Client(limited)
    game = client("POST", "/v1/games", json={"ruleset": "classic", "seats": 2}).json()
    client.spend()
    for _ in range(5):
        resp = client("GET", f"/v1/games/{game['id']}/legal-moves", game["seats"][1]["token"])
        assert resp.status_code == 200, resp.text


def test_creating_has_a_budget_per_address_whatever_the_token(limited: str) -> None:
    client = Client(limited)
    bot = client("POST", "/v1/bots", json={"name": f"maker-{uuid.uuid4().hex[:8]}", "kind": "pull"})
    assert bot.status_code == 201, bot.text
    made = 1
    while made < PER_CREATE:
        resp = client("POST", "/v1/games", json={"ruleset": "classic", "seats": 2})
        assert resp.status_code == 201, resp.text
        made += 1
    # the budget is spent: a game, a bot, a match, a seat, with a bot's real token or a made-up one
    for token in (None, bot.json()["token"], uuid.uuid4().hex):
        problem(
            client("POST", "/v1/games", token, json={"ruleset": "classic", "seats": 2}),
            429,
            "rate_limited",
        )
        problem(
            client(
                "POST",
                "/v1/bots",
                token,
                json={"name": f"m-{uuid.uuid4().hex[:8]}", "kind": "pull"},
            ),
            429,
            "rate_limited",
        )
        problem(
            client(
                "POST", "/v1/matches", token, json={"ruleset": "classic", "seats": 2, "games": 1}
            ),
            429,
            "rate_limited",
        )
    # reading is not creating
    assert client("GET", "/v1/rulesets").status_code == 200
    assert (
        Client(limited)("POST", "/v1/games", json={"ruleset": "classic", "seats": 2}).status_code
        == 201
    )


def test_one_address_cannot_fill_the_lobby(limited: str) -> None:
    client, other = Client(limited), Client(limited)
    open_game = {"ruleset": "classic", "seats": [{}, {"open": True}]}
    games = []
    for _ in range(OPEN_GAMES):
        resp = client("POST", "/v1/games", json=open_game)
        assert resp.status_code == 201, resp.text
        games.append(resp.json()["id"])
    body = problem(client("POST", "/v1/games", json=open_game), 429, "too_many_open_games")
    assert body["limit"] == OPEN_GAMES
    # games without an open seat, and other addresses, are not bounded by it
    assert client("POST", "/v1/games", json={"ruleset": "classic", "seats": 2}).status_code == 201
    assert other("POST", "/v1/games", json=open_game).status_code == 201
    lobby = other("GET", "/v1/games?status=open&limit=200").json()["games"]
    assert sum(g["id"] in games for g in lobby) == OPEN_GAMES
    # a seat filled takes a game out of the lobby, and frees a place
    joined = other("POST", f"/v1/games/{games[0]}/join", json={})
    assert joined.status_code == 201, joined.text
    assert client("POST", "/v1/games", json=open_game).status_code == 201
    problem(client("POST", "/v1/games", json=open_game), 429, "too_many_open_games")

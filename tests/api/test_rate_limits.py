"""Rate limits per credential: a seat token has its own budget, an address only what is sent
without one; ``Retry-After`` on 429 (and 503) only, saying when the window admits again."""

from __future__ import annotations

import random
import threading
import time
import uuid
from typing import Any

import requests

from api.http.app import create_app, start_background
from api.http.local_server import gunicorn
from tests.api.test_api import assert_problem, auth


def limited_app(redis_url: str, **config: Any) -> Any:
    return start_background(
        create_app({"REDIS_URL": redis_url, "TESTING": True, "RATELIMIT_ENABLED": True, **config})
    ).test_client()


def fresh_address() -> dict[str, str]:
    """A client address no other test (or run, on a shared Redis) has counted requests for."""
    return {
        "REMOTE_ADDR": f"10.{random.randrange(256)}.{random.randrange(256)}.{random.randrange(1, 255)}"
    }


def two_seats(c: Any, env: dict[str, str]) -> tuple[str, str, str]:
    resp = c.post("/v1/games", json={"ruleset": "classic", "seats": 2}, environ_base=env)
    assert resp.status_code == 201, resp.get_data(as_text=True)
    body = resp.get_json()
    return body["id"], body["seats"][0]["token"], body["seats"][1]["token"]


def test_each_seat_token_has_its_own_budget(redis_url: str) -> None:
    c = limited_app(
        redis_url, RATELIMIT_PER_TOKEN="4 per minute", RATELIMIT_PER_ADDRESS="50 per minute"
    )
    env = fresh_address()
    gid, t0, t1 = two_seats(c, env)
    for _ in range(4):
        resp = c.get(f"/v1/games/{gid}/legal-moves", headers=auth(t0), environ_base=env)
        assert resp.status_code == 200
        assert "Retry-After" not in resp.headers  # only a 429 or a 503 says when to retry
        assert resp.headers["X-RateLimit-Limit"] == "4"
    resp = c.get(f"/v1/games/{gid}/legal-moves", headers=auth(t0), environ_base=env)
    assert_problem(resp, 429, "rate_limited")
    assert 1 <= int(resp.headers["Retry-After"]) <= 60
    # the other seat, from the same address, and requests without a token are not held up
    assert (
        c.get(f"/v1/games/{gid}/legal-moves", headers=auth(t1), environ_base=env).status_code == 200
    )
    assert c.get(f"/v1/games/{gid}", environ_base=env).status_code == 200


def test_requests_without_a_token_are_limited_per_address(redis_url: str) -> None:
    c = limited_app(redis_url, RATELIMIT_PER_ADDRESS="3 per minute")
    env, other = fresh_address(), fresh_address()
    for _ in range(3):
        assert c.get("/v1/rulesets", environ_base=env).status_code == 200
    resp = c.get("/v1/rulesets/classic", environ_base=env)  # one budget for every route
    assert_problem(resp, 429, "rate_limited")
    assert 1 <= int(resp.headers["Retry-After"]) <= 60
    assert c.get("/v1/rulesets", environ_base=other).status_code == 200
    assert c.get("/healthz", environ_base=env).status_code == 200  # operations are not limited


def test_made_up_tokens_count_against_the_address(redis_url: str) -> None:
    c = limited_app(redis_url, RATELIMIT_PER_ADDRESS="3 per minute")
    env = fresh_address()
    gid, token, _ = two_seats(c, env)
    for _ in range(3):
        resp = c.get(
            f"/v1/games/{gid}/legal-moves", headers=auth(uuid.uuid4().hex), environ_base=env
        )
        assert_problem(resp, 401, "bad_token")
    # the budget is spent: the next refusal is the last, then the address is held back,
    # even with a good token, until the window admits again
    c.get(f"/v1/games/{gid}/legal-moves", headers=auth(uuid.uuid4().hex), environ_base=env)
    for t in (uuid.uuid4().hex, token):
        resp = c.get(f"/v1/games/{gid}/legal-moves", headers=auth(t), environ_base=env)
        assert_problem(resp, 429, "rate_limited")
        assert 1 <= int(resp.headers["Retry-After"]) <= 60
    assert (
        c.get(
            f"/v1/games/{gid}/legal-moves", headers=auth(token), environ_base=fresh_address()
        ).status_code
        == 200
    )


def test_retry_after_is_when_the_window_admits_again(redis_url: str) -> None:
    c = limited_app(redis_url, RATELIMIT_PER_ADDRESS="2 per 3 seconds")
    env = fresh_address()
    assert c.get("/v1/rulesets", environ_base=env).status_code == 200
    assert c.get("/v1/rulesets", environ_base=env).status_code == 200
    resp = c.get("/v1/rulesets", environ_base=env)
    assert_problem(resp, 429, "rate_limited")
    wait = int(resp.headers["Retry-After"])
    assert 1 <= wait <= 3
    time.sleep(wait)
    assert c.get("/v1/rulesets", environ_base=env).status_code == 200


def test_a_spent_quota_says_when_it_admits_again_under_the_limiter(redis_url: str) -> None:
    """The limiter writes every 429's Retry-After: a quota's 429 keeps the quota's own."""
    from api.play.credentials import seconds_to_next_day
    from tests.organisers import bearer, mint

    c = limited_app(redis_url)
    token = mint(c.application, "one game a day", max_games_per_day=1)
    before = seconds_to_next_day()
    resp = c.post(
        "/v1/tournaments",
        json={"ruleset": "classic", "participants": ["random", "random"]},
        headers=bearer(token),
        environ_base=fresh_address(),
    )
    after = seconds_to_next_day()
    assert assert_problem(resp, 429, "quota_exceeded")["quota"] == "games_per_day"
    wait = int(resp.headers["Retry-After"])
    if after <= before:  # the UTC day did not turn meanwhile: the wait is until it does
        assert after - 1 <= wait <= before + 1


def test_no_retry_after_on_ordinary_answers(client: Any) -> None:
    for path in ("/v1/rulesets", "/v1/games/nope", "/healthz"):
        assert "Retry-After" not in client.get(path).headers, path


# -- four pull bots on one machine, through real HTTP ----------------------------------------


class RateLimited(Exception):
    pass


def play_like_a_pull_bot(base: str, games: int, out: dict[str, Any]) -> None:
    """Create games against the random bot and play them out as the example pull bot (examples/pull_bot.py) does;
    stop at the first 429."""
    http = requests.Session()
    rnd = random.Random()
    out.update(requests=0, finished=0, limited=False)

    def call(method: str, path: str, token: str | None = None, **kwargs: Any) -> Any:
        out["requests"] += 1
        resp = http.request(method, base + path, headers=auth(token), timeout=60, **kwargs)
        if resp.status_code == 429:
            raise RateLimited(resp.headers.get("Retry-After"))
        return resp

    try:
        for _ in range(games):
            created = call(
                "POST",
                "/v1/games",
                json={
                    "ruleset": "classic",
                    "seats": [{"name": "pull"}, {"bot": "random"}],
                    "turn_cap": 200,
                },
            ).json()
            gid, token = created["id"], created["seats"][0]["token"]
            while True:
                game = call("GET", f"/v1/games/{gid}", token).json()
                if game["result"] is not None:
                    out["finished"] += 1
                    break
                if 0 in game["to_act"]:
                    moves = call("GET", f"/v1/games/{gid}/legal-moves", token).json()
                    plays = [a for a in moves["actions"] if a["kind"] != "pickup"] or moves[
                        "actions"
                    ]
                    call(
                        "POST",
                        f"/v1/games/{gid}/actions",
                        token,
                        json={"action": rnd.choice(plays), "expected_version": moves["version"]},
                    )
                    continue
                call(
                    "GET",
                    f"/v1/games/{gid}/events",
                    token,
                    params={"after": game["version"], "wait": 5},
                )
    except RateLimited:
        out["limited"] = True


def test_four_pull_bots_on_one_machine_are_not_rate_limited(redis_url: str) -> None:
    # the address's budget is far below what the four bots ask together: their seat tokens
    # each have their own, and only the four creates (no token) count against the address
    env = {"RATE_LIMIT_ENABLED": "1", "RATE_LIMIT": "40 per minute"}
    with gunicorn(redis_url, extra_env=env) as base:
        results: list[dict[str, Any]] = [{} for _ in range(4)]
        threads = [
            threading.Thread(target=play_like_a_pull_bot, args=(base, 2, out)) for out in results
        ]
        for t in threads:
            t.start()
        for t in threads:
            t.join(timeout=300)
    assert not any(r["limited"] for r in results), results
    assert all(r["finished"] == 2 for r in results), results
    assert sum(r["requests"] for r in results) > 4 * 40, results  # well past the address's budget


def test_behind_a_trusted_proxy_the_forwarded_address_is_the_client(redis_url: str) -> None:
    c = limited_app(
        redis_url, RATELIMIT_PER_ADDRESS="1 per minute", FORWARDED_ALLOW_IPS="192.0.2.0/24"
    )
    proxy = {"REMOTE_ADDR": "192.0.2.10"}
    a, b = fresh_address()["REMOTE_ADDR"], fresh_address()["REMOTE_ADDR"]
    assert (
        c.get("/v1/rulesets", environ_base=proxy, headers={"X-Forwarded-For": a}).status_code == 200
    )
    assert (
        c.get("/v1/rulesets", environ_base=proxy, headers={"X-Forwarded-For": b}).status_code == 200
    )
    resp = c.get("/v1/rulesets", environ_base=proxy, headers={"X-Forwarded-For": a})
    assert_problem(resp, 429, "rate_limited")
    # from a peer that is not a trusted proxy the header is ignored: the peer is the client
    peer = fresh_address()
    spoofed = fresh_address()["REMOTE_ADDR"]
    assert (
        c.get("/v1/rulesets", environ_base=peer, headers={"X-Forwarded-For": spoofed}).status_code
        == 200
    )
    resp = c.get(
        "/v1/rulesets",
        environ_base=peer,
        headers={"X-Forwarded-For": fresh_address()["REMOTE_ADDR"]},
    )
    assert_problem(resp, 429, "rate_limited")

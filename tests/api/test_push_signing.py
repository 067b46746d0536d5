"""Push calls are signed as Standard Webhooks with the seat's secret, shown once.

The service signs every call to a push bot (move requests, and the notices of a game's start
and end) with the secret of the seat (``webhook-id``, ``webhook-timestamp``,
``webhook-signature``); the create answer of a game, a match or a tournament is the only
place the secret shows. The client's push app and the example push bot
(``examples/push_bot.py``) check the signature: a forged one or a stale timestamp is refused
401. The bots are real HTTP servers: the loopback test bots (``tests/pushbots.py``) and the
example run as a process of its own.
"""

from __future__ import annotations

import base64
import contextlib
import json
import os
import re
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
import requests
from standardwebhooks import Webhook, WebhookVerificationError

from api.games.replays import verify_document
from api.games.webhooks import new_secret, valid_secret
from tests.organisers import organiser_auth
from tests.pushbots import PushBots

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "push_bot.py"
SECRET = re.compile(r"^whsec_[A-Za-z0-9+/]+=*$")


def until(check: Any, seconds: float = 15.0) -> Any:
    deadline = time.monotonic() + seconds
    while True:
        got = check()
        if got:
            return got
        assert time.monotonic() < deadline, "waited in vain"
        time.sleep(0.05)


def received_for(bots: PushBots, gid: str) -> list[Any]:
    return [r for r in bots.received if json.loads(r.body)["game"] == gid]


def notices_for(bots: PushBots, gid: str, seat: int) -> list[str]:
    return [p["type"] for _, p in bots.notices if p["game"] == gid and p["seat"] == seat]


def final_version(client: Any, gid: str) -> int:
    version: int = client.get(f"/v1/games/{gid}").json["version"]
    return version


def verify_all(received: list[Any], secret: str) -> None:
    """Every call verifies with ``secret``, and with no other one."""
    assert received
    for r in received:
        assert Webhook(secret).verify(r.body, r.headers) == json.loads(r.body)
        with pytest.raises(WebhookVerificationError):
            Webhook(new_secret()).verify(r.body, r.headers)


def test_the_service_signs_every_call_with_the_seat_secret_shown_once(
    client: Any, push_bots: PushBots
) -> None:
    resp = client.post(
        "/v1/games",
        json={
            "ruleset": "classic",
            "turn_cap": 60,
            "seed": "signed",
            "play_out": True,
            "seats": [
                {"name": "p", "push": {"url": push_bots.url("random"), "timeout_ms": 10_000}},
                {"bot": "heuristic"},
            ],
        },
    )
    assert resp.status_code == 201, resp.json
    created = resp.json
    gid, secret = created["id"], created["seats"][0]["webhook_secret"]
    assert SECRET.match(secret) and valid_secret(secret)
    assert created["seats"][1]["webhook_secret"] is None
    assert created["result"] is not None and created["seats"][0]["strikes"] == 0
    # the end is sent off the request: it arrives soon after, once
    until(lambda: "game_ended" in notices_for(push_bots, gid, 0))
    time.sleep(0.3)
    assert notices_for(push_bots, gid, 0) == ["game_started", "game_ended"]
    received = received_for(push_bots, gid)
    verify_all(received, secret)
    moves = [json.loads(r.body) for r in received if json.loads(r.body)["type"] == "move"]
    assert moves and len({r.headers["webhook-id"] for r in received}) == len(received)
    # the start shows the seat its own cards at the deal, and nobody else's
    started = next(
        p for _, p in push_bots.notices if p["game"] == gid and p["type"] == "game_started"
    )
    assert started["version"] == started["view"]["version"] < final_version(client, gid)
    assert started["result"] is None and started["view"]["you"] == 0
    assert (
        "hand" in started["view"]["view"]["seats"][0]
        and "hand" not in started["view"]["view"]["seats"][1]
    )
    ended = next(p for _, p in push_bots.notices if p["game"] == gid and p["type"] == "game_ended")
    final = client.get(f"/v1/games/{gid}").json
    assert ended["result"] == final["result"] and ended["version"] == final["version"]


def test_a_push_seat_may_bring_its_own_secret(client: Any, push_bots: PushBots) -> None:
    mine = "whsec_" + base64.b64encode(os.urandom(24)).decode()

    def create(secret: Any) -> Any:
        return client.post(
            "/v1/games",
            json={
                "ruleset": "classic",
                "turn_cap": 40,
                "play_out": True,
                "seats": [
                    {"push": {"url": push_bots.url("first"), "secret": secret}},
                    {"bot": "random"},
                ],
            },
        )

    resp = create(mine)
    assert resp.status_code == 201, resp.json
    assert resp.json["seats"][0]["webhook_secret"] == mine
    verify_all(received_for(push_bots, resp.json["id"]), mine)
    for bad in (
        "",
        "secret",
        "whsec_",
        "whsec_" + base64.b64encode(os.urandom(16)).decode(),
        "whsec_" + base64.b64encode(os.urandom(65)).decode(),
        "whsec_not*base64*at*all*!!!!!!!!!!!!!!!!!!!!",
        mine + "\n",
        " " + mine,
        None,
        42,
    ):
        refused = create(bad)
        assert refused.status_code == 422, (bad, refused.json)
        assert refused.json["code"] == "validation_failed"


def test_secrets_never_show_anywhere_but_the_create_answer(
    client: Any, app: Any, push_bots: PushBots
) -> None:
    created = client.post(
        "/v1/games",
        json={
            "ruleset": "classic",
            "turn_cap": 80,
            "seed": "hidden",
            "seats": [
                {"name": "ann"},
                {"push": {"url": push_bots.url("random"), "timeout_ms": 10_000}},
            ],
        },
    ).json
    gid, token, secret = (
        created["id"],
        created["seats"][0]["token"],
        created["seats"][1]["webhook_secret"],
    )
    assert secret
    until(lambda: notices_for(push_bots, gid, 1))
    seen = [
        client.get(f"/v1/games/{gid}"),
        client.get(f"/v1/games/{gid}", headers={"Authorization": f"Bearer {token}"}),
        client.get("/v1/games"),
        client.get(f"/v1/games/{gid}/replay"),
        client.get(f"/v1/games/{gid}/events?after=0"),
    ]
    store = app.extensions["service"].store
    stored_log = json.dumps(store.entries(gid))
    for resp in seen:
        assert resp.status_code == 200
        assert secret not in resp.get_data(as_text=True)
    assert secret not in stored_log
    # nor in the calls to the bot: it holds the secret, but is never sent it
    assert all(secret.encode() not in r.body for r in received_for(push_bots, gid))


def test_a_match_has_one_secret_per_push_seat_for_all_its_games(
    client: Any, push_bots: PushBots
) -> None:
    resp = client.post(
        "/v1/matches",
        json={
            "ruleset": {"preset": "classic", "options": {"turn_cap": 40}},
            "games": 2,
            "seats": [
                {"push": {"url": push_bots.url("first"), "timeout_ms": 10_000}},
                {"bot": "random"},
            ],
        },
    )
    assert resp.status_code == 201, resp.json
    match = resp.json
    secret = match["seats"][0]["webhook_secret"]
    assert valid_secret(secret) and match["seats"][1]["webhook_secret"] is None
    done = until(
        lambda: (m := client.get(f"/v1/matches/{match['id']}").json)["status"] == "over" and m, 60
    )
    assert secret not in json.dumps(done)
    for g in done["games"]:
        verify_all(received_for(push_bots, g["game_id"]), secret)


def test_a_tournament_shows_each_push_bots_secret_once(client: Any, push_bots: PushBots) -> None:
    mine = new_secret()
    resp = client.post(
        "/v1/tournaments",
        headers=organiser_auth(client.application),
        json={
            "ruleset": {"preset": "classic", "options": {"turn_cap": 40}},
            "seed": "signed-tournament",
            "participants": [
                "random",
                {"name": "made", "push": {"url": push_bots.url("random"), "timeout_ms": 10_000}},
                {"name": "mine", "push": {"url": push_bots.url("first"), "secret": mine}},
            ],
        },
    )
    assert resp.status_code == 201, resp.json
    t = resp.json
    secrets = [p["webhook_secret"] for p in t["participants"]]
    assert secrets[0] is None and valid_secret(secrets[1]) and secrets[2] == mine
    done = until(
        lambda: (b := client.get(f"/v1/tournaments/{t['id']}").json)["status"] == "done" and b, 120
    )
    listed = client.get("/v1/tournaments").get_data(as_text=True)
    for secret in secrets[1:]:
        assert secret not in json.dumps(done) and secret not in listed
    for g in done["games"]:
        for seat, participant in enumerate(g["seats"]):
            if secrets[participant]:
                received = [
                    r
                    for r in received_for(push_bots, g["game_id"])
                    if json.loads(r.body)["seat"] == seat
                ]
                verify_all(received, secrets[participant])


# == the example push bot ======================================================================


@pytest.fixture(scope="module")
def example_bot() -> Iterator[tuple[str, str, list[str]]]:
    """The example push bot on a free loopback port, with a fresh secret: (url, secret, the
    lines it printed so far)."""
    secret = new_secret()
    env = {
        **os.environ,
        "PUSH_BOT_SECRET": secret,
        # the client next to these tests, whatever the environment installed
        "PYTHONPATH": os.pathsep.join(
            [str(ROOT / "clients" / "python"), os.environ.get("PYTHONPATH", "")]
        ),
    }
    proc = subprocess.Popen(
        [sys.executable, str(EXAMPLE), "--port", "0", "--seed", "1"],
        env=env,
        stdout=subprocess.PIPE,
        text=True,
    )
    reader: threading.Thread | None = None
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()
        url = re.search(r"(http://127\.0\.0\.1:\d+/)", line)
        assert url, line
        printed: list[str] = []
        stdout = proc.stdout
        reader = threading.Thread(
            target=lambda: printed.extend(iter(stdout.readline, "")), daemon=True
        )
        reader.start()
        yield url.group(1), secret, printed
    finally:
        proc.terminate()
        with contextlib.suppress(subprocess.TimeoutExpired):
            proc.wait(5)
        if reader is not None:
            reader.join(5)  # it reads to the end of the output of the process that ended
        if proc.stdout is not None:
            proc.stdout.close()


MOVE = {
    "type": "move",
    "game": "0" * 32,
    "seat": 0,
    "version": 3,
    "view": {},
    "legal_moves": [{"kind": "pickup"}, {"kind": "play", "cards": ["4D"]}],
    "deadline_ms": 2000,
}


def post(
    url: str,
    payload: dict[str, Any],
    secret: str | None,
    *,
    msg_id: str = "msg_1",
    at: datetime | None = None,
    **headers: str,
) -> requests.Response:
    body = json.dumps(payload)
    sent = {"Content-Type": "application/json"}
    if secret:
        at = at or datetime.now(tz=UTC)
        sent.update(
            {
                "webhook-id": msg_id,
                "webhook-timestamp": str(int(at.timestamp())),
                "webhook-signature": Webhook(secret).sign(msg_id, at, body),
            }
        )
    sent.update(headers)
    return requests.post(url, data=body, headers=sent, timeout=10)


def test_the_example_push_bot_answers_a_genuine_call(example_bot: Any) -> None:
    url, secret, _ = example_bot
    resp = post(url, MOVE, secret)
    assert resp.status_code == 200, resp.text
    assert resp.json() == {"action": {"kind": "play", "cards": ["4D"]}}
    assert (
        post(url, {**MOVE, "type": "game_started", "view": {}, "result": None}, secret).status_code
        == 204
    )


def test_the_example_push_bot_refuses_forged_stale_and_unsigned_calls(example_bot: Any) -> None:
    url, secret, _ = example_bot
    assert post(url, MOVE, new_secret()).status_code == 401  # another secret
    assert post(url, MOVE, None).status_code == 401  # unsigned
    good = post(url, MOVE, secret)
    assert good.status_code == 200
    for header, value in (
        ("webhook-signature", "v1,AAAA"),
        ("webhook-signature", "garbage"),
        ("webhook-signature", "v1,@@@@"),
        ("webhook-timestamp", "soon"),
        ("webhook-id", "msg_other"),
    ):
        assert post(url, MOVE, secret, **{header: value}).status_code == 401, header
    # the body changed after signing
    at = datetime.now(tz=UTC)
    signature = Webhook(secret).sign("msg_2", at, json.dumps(MOVE))
    tampered = requests.post(
        url,
        data=json.dumps({**MOVE, "version": 4}),
        timeout=10,
        headers={
            "webhook-id": "msg_2",
            "webhook-timestamp": str(int(at.timestamp())),
            "webhook-signature": signature,
        },
    )
    assert tampered.status_code == 401
    # a genuine call replayed later than the standard's five minutes, or dated ahead
    assert (
        post(url, MOVE, secret, at=datetime.now(tz=UTC) - timedelta(minutes=6)).status_code == 401
    )
    assert (
        post(url, MOVE, secret, at=datetime.now(tz=UTC) + timedelta(minutes=6)).status_code == 401
    )
    assert (
        post(url, MOVE, secret, at=datetime.now(tz=UTC) - timedelta(minutes=4)).status_code == 200
    )


def test_the_example_push_bot_plays_a_whole_game_for_the_service(
    example_bot: Any, redis_url: str
) -> None:
    """The service's calls verify: the example, which refuses anything else, plays every move."""
    from api.http.app import create_app, start_background, stop_background

    url, secret, printed = example_bot
    port = url.rsplit(":", 1)[1].strip("/")
    app = start_background(
        create_app(
            {
                "REDIS_URL": redis_url,
                "TESTING": True,
                "RATELIMIT_ENABLED": False,
                "PUSH_BOT_HOSTS": f"127.0.0.1:{port}",
                "BOT_DRIVERS": 0,
            }
        )
    )
    try:
        resp = app.test_client().post(
            "/v1/games",
            json={
                "ruleset": "classic",
                "turn_cap": 80,
                "seed": "example",
                "play_out": True,
                "seats": [
                    {
                        "name": "example",
                        "push": {"url": url, "timeout_ms": 10_000, "secret": secret},
                    },
                    {"bot": "heuristic"},
                ],
            },
        )
        assert resp.status_code == 201, resp.json
        gid = resp.json["id"]
        assert resp.json["result"] is not None and resp.json["seats"][0]["strikes"] == 0
        doc = app.test_client().get(f"/v1/games/{gid}/replay").json
        causes = [e["cause"] for e in doc["events"] if e["cause"] and e["cause"]["seat"] == 0]
        assert causes and all(c["bot"] == "push" and "default" not in c for c in causes)
        assert verify_document(doc)["status"] == "consistent"
    finally:
        stop_background(app)  # sends the notices still waiting
    mine = until(
        lambda: (
            [line.strip() for line in printed if gid in line and "over" in line]
            and [line.strip() for line in printed if gid in line]
        )
    )
    assert mine[0] == f"game {gid} started: seat 0"
    assert len(mine) == 2 and mine[1].startswith(f"game {gid} over: ")


def test_a_command_line_tournament_signs_with_the_secret_it_is_given(push_bots: PushBots) -> None:
    """``shithead tournament`` plays its games in memory: their calls are signed with
    ``--push-secret``, and each game's start and end are sent as it is played."""
    secret = new_secret()

    def tournament(*extra: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [
                sys.executable,
                "-m",
                "api.cli",
                "tournament",
                "--bots",
                f"random,{push_bots.url('first')}",
                "--turn-cap",
                "40",
                "--workers",
                "1",
                "--seed",
                "cli-signed",
                "--json",
                "--no-progress",
                *extra,
            ],
            capture_output=True,
            text=True,
            timeout=300,
            cwd=ROOT,
            env={**os.environ, "REDIS_URL": ""},
        )

    before = len(push_bots.received)
    proc = tournament("--push-secret", secret)
    assert proc.returncode == 0, proc.stderr
    received = push_bots.received[before:]
    verify_all(received, secret)
    games = {json.loads(r.body)["game"] for r in received}
    assert len(games) == 2  # one deal, each seating
    for gid in games:
        assert [
            json.loads(r.body)["type"]
            for r in received
            if json.loads(r.body)["game"] == gid
            if json.loads(r.body)["type"] != "move"
        ] == ["game_started", "game_ended"]
    refused = tournament("--push-secret", "whsec_short")
    assert refused.returncode == 2 and "--push-secret" in refused.stderr

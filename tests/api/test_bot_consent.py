"""A registered bot is seated only with its consent, once per game, and a flood of
challenges can neither fill its feed nor push its seats' news out of it.

Each attack is made as the audit made it, through the real app and Redis (the test client,
or a live gunicorn for the races), and each now holds.
"""

from __future__ import annotations

import threading
import uuid
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
import requests

from tests.api.test_api import auth
from tests.api.test_bot_accounts import feed, register

TIMEOUT = 30


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


# -- consent -----------------------------------------------------------------------------------


def test_nobody_but_the_bot_seats_it_and_a_refused_game_leaves_no_trace(
    client: Any, push_bots: Any
) -> None:
    victim = register(client)
    name = f"pushed-{uuid.uuid4().hex[:8]}"
    pushed = client.post(
        "/v1/bots", json={"name": name, "kind": "push", "url": push_bots.url("first")}
    ).get_json()
    other = register(client)
    fast = {"initial_ms": 100, "on_timeout": "forfeit"}
    calls_before = len(push_bots.received)
    for target in (victim["name"], name):
        for headers in ({}, auth(other["token"])):  # anonymous, or another bot's token
            seats = [{"account": target}, {"bot": "random"}]
            for _ in range(5):  # the audit's five forfeits on a 100 ms clock
                made = client.post(
                    "/v1/games",
                    headers=headers,
                    json={"ruleset": "classic", "seats": seats, "clock": fast, "play_out": True},
                )
                assert made.status_code == 403, made.get_json()
                assert made.get_json()["code"] == "bot_consent_required"
                assert made.headers["Content-Type"].startswith("application/problem+json")
            match = client.post(
                "/v1/matches", headers=headers, json={"ruleset": "classic", "seats": seats}
            )
            assert match.status_code == 403 and match.get_json()["code"] == "bot_consent_required"
    for bot in (victim, pushed):
        profile = client.get(f"/v1/bots/{bot['name']}").get_json()
        assert profile["recent_games"] == [] and profile["ratings"] == {}
        assert feed(client, bot["token"])["events"] == []
    assert len(push_bots.received) == calls_before  # the push bot's URL was never called
    # its own token seats it, and a challenge it accepts does
    own = client.post(
        "/v1/games",
        headers=auth(victim["token"]),
        json={"ruleset": "classic", "seats": [{"account": victim["name"]}, {"bot": "random"}]},
    )
    assert own.status_code == 201, own.get_json()
    ch = client.post(
        "/v1/challenges",
        json={"ruleset": "classic", "seats": [{"account": victim["name"]}, {"bot": "random"}]},
    ).get_json()
    done = client.post(
        f"/v1/challenges/{ch['id']}/accept", headers=auth(victim["token"])
    ).get_json()
    assert done["status"] == "accepted"
    seated = [
        e["by"] for e in feed(client, victim["token"])["events"] if e["type"] == "seat_assigned"
    ]
    assert seated == ["create", "challenge"]


def test_a_bot_s_token_enters_itself_alone_in_a_tournament_or_ladder(client: Any) -> None:
    from tests.organisers import mint

    mine, theirs = register(client), register(client)
    both = [{"account": mine["name"]}, {"account": theirs["name"]}]
    refused = client.post(
        "/v1/tournaments",
        headers=auth(mine["token"]),
        json={"ruleset": "classic", "participants": [*both, "random"]},
    )
    assert refused.status_code == 403 and refused.get_json()["code"] == "bot_consent_required"
    ladder = client.post(
        "/v1/ladders",
        headers=auth(mine["token"]),
        json={"ruleset": "classic", "bots": [mine["name"], theirs["name"]]},
    )
    assert ladder.status_code == 403 and ladder.get_json()["code"] == "bot_consent_required"
    assert feed(client, theirs["token"])["events"] == []
    # an organiser (a credential the operator minted) may invite both
    organiser = mint(client.application, "consent")
    invited = client.post(
        "/v1/ladders",
        headers=auth(organiser),
        json={"ruleset": "classic", "bots": [mine["name"], theirs["name"]]},
    )
    assert invited.status_code == 201, invited.get_json()
    left = client.post(
        f"/v1/ladders/{invited.get_json()['id']}/leave", headers=auth(theirs["token"])
    )
    assert left.status_code == 200 and left.get_json()["bots"] == [mine["name"]]  # declined


# -- one bot, one seat -------------------------------------------------------------------------


def test_racing_joins_never_seat_one_bot_twice(live_server: str) -> None:
    """The audit's race: a bot's token joining one game's open seats from many threads at
    once. Every race seats it once; the others are refused."""
    bot = requests.post(
        f"{live_server}/v1/bots",
        json={"name": f"racer-{uuid.uuid4().hex[:8]}", "kind": "pull"},
        timeout=TIMEOUT,
    ).json()
    racers = 6
    with ThreadPoolExecutor(racers) as pool:
        for _ in range(20):
            game = requests.post(
                f"{live_server}/v1/games",
                timeout=TIMEOUT,
                json={"ruleset": "classic", "seats": [{"bot": "random"}] + [{"open": True}] * 3},
            ).json()
            gate = threading.Barrier(racers)

            def join(
                i: int, gid: str = game["id"], gate: threading.Barrier = gate
            ) -> requests.Response:
                gate.wait(TIMEOUT)
                return requests.post(
                    f"{live_server}/v1/games/{gid}/join",
                    json={"seat": 1 + i % 3},
                    headers=bearer(bot["token"]),
                    timeout=TIMEOUT,
                )

            answers = list(pool.map(join, range(racers)))
            assert sorted(a.status_code for a in answers) == [201] + [409] * (racers - 1), [
                a.json() for a in answers
            ]
            assert {a.json()["code"] for a in answers if a.status_code == 409} <= {
                "already_seated",
                "seat_taken",
            }
            seats = requests.get(f"{live_server}/v1/games/{game['id']}", timeout=TIMEOUT).json()[
                "seats"
            ]
            assert [s.get("account") for s in seats].count(bot["name"]) == 1


# -- challenges --------------------------------------------------------------------------------


@pytest.fixture
def roomy_app(redis_db: Any) -> Iterator[Any]:
    """An app whose challenge budgets let the audit's whole flood through, so what holds
    is the feed's own bound per event kind. In a database of its own: the flood's counts
    against this address would otherwise refuse the next test's challenges for a minute."""
    from api.http.app import create_app, start_background, stop_background
    from tests.conftest import TOURNAMENT_CONCURRENCY
    from tests.pushbots import PUSH_BOT_HOSTS

    app = start_background(
        create_app(
            {
                "REDIS_URL": redis_db(14),
                "TESTING": True,
                "RATELIMIT_ENABLED": False,
                "PUSH_BOT_HOSTS": PUSH_BOT_HOSTS,
                **TOURNAMENT_CONCURRENCY,
                "CHALLENGES_PER_MINUTE": 100_000,
                "CHALLENGES_PER_BOT_PER_MINUTE": 100_000,
                "CHALLENGES_PENDING_PER_BOT": 100_000,
            }
        )
    )
    try:
        yield app
    finally:
        stop_background(app)


def test_a_flood_of_challenges_never_evicts_a_seat_from_the_feed(roomy_app: Any) -> None:
    from api.store.bots import FEED_MAX

    client = roomy_app.test_client()
    bot = register(client)
    game = client.post(
        "/v1/games",
        headers=auth(bot["token"]),
        json={"ruleset": "classic", "seats": [{"account": bot["name"]}, {"open": True}]},
    ).get_json()
    flood = 1150
    for _ in range(flood):
        sent = client.post(
            "/v1/challenges",
            json={"ruleset": "classic", "seats": [{"account": bot["name"]}, {"bot": "random"}]},
        )
        assert sent.status_code == 201, sent.get_json()
    events: list[dict[str, Any]] = []
    after = "0"
    while True:
        page = feed(client, bot["token"], after)
        if not page["events"]:
            break
        events += page["events"]
        after = page["next"]
    kinds = [e["type"] for e in events]
    assert ("seat_assigned", game["id"]) in [(e["type"], e.get("game")) for e in events]
    assert kinds.count("challenge") == FEED_MAX  # the newest of the flood, and no more
    assert [e["id"] for e in events] == sorted(e["id"] for e in events)  # in order, resumable


def test_challenges_are_budgeted_per_challenger_and_per_bot_and_bounded_pending(
    redis_url: str,
) -> None:
    from api.http.app import create_app, start_background, stop_background

    app = start_background(
        create_app(
            {
                "REDIS_URL": redis_url,
                "TESTING": True,
                "RATELIMIT_ENABLED": False,
                "CHALLENGES_PER_MINUTE": 5,
                "CHALLENGES_PER_BOT_PER_MINUTE": 8,
                "CHALLENGES_PENDING_PER_BOT": 3,
            }
        )
    )
    try:
        client = app.test_client()
        target, friend = register(client), register(client)
        senders = [register(client) for _ in range(4)]

        def challenge(sender: dict[str, Any] | None, *names: str) -> Any:
            return client.post(
                "/v1/challenges",
                headers=auth(sender["token"]) if sender else {},
                json={
                    "ruleset": "classic",
                    "seats": [{"account": n} for n in names] + [{"bot": "random"}],
                },
            )

        def refused(resp: Any, limit: str) -> None:
            assert resp.status_code == 429, resp.get_json()
            assert (
                resp.get_json()["code"] == "too_many_challenges"
                and resp.get_json()["limit"] == limit
            )
            assert int(resp.headers["Retry-After"]) > 0

        # at most 3 pending for the target, whoever sends them
        made = [challenge(senders[i], target["name"], friend["name"]) for i in range(3)]
        assert all(m.status_code == 201 for m in made)
        refused(challenge(senders[3], target["name"], friend["name"]), "pending")
        # one that ends frees its place
        first = made[0].get_json()["id"]
        assert (
            client.post(
                f"/v1/challenges/{first}/decline", headers=auth(target["token"])
            ).status_code
            == 200
        )
        assert challenge(senders[3], target["name"], friend["name"]).status_code == 201
        # a challenger sends at most 5 a minute, to anyone
        spammer = register(client)
        sent = [challenge(spammer, register(client)["name"]) for _ in range(5)]
        assert all(s.status_code == 201 for s in sent)
        refused(challenge(spammer, register(client)["name"]), "per_challenger")
        # a bot is sent at most 8 a minute, by everyone together (its pending ones aside)
        lonely = register(client)
        for i in range(8):
            ch = challenge(register(client), lonely["name"])
            assert ch.status_code == 201, (i, ch.get_json())
            client.post(
                f"/v1/challenges/{ch.get_json()['id']}/decline", headers=auth(lonely["token"])
            )
        refused(challenge(register(client), lonely["name"]), "per_bot")
        # what was refused never reached the feed
        kinds = [e["type"] for e in feed(client, lonely["token"])["events"]]
        assert kinds.count("challenge") == 8
    finally:
        stop_background(app)


def test_a_bot_an_organiser_invited_to_a_tournament_may_decline(redis_db: Any) -> None:
    from api.http.app import create_app, start_background, stop_background
    from tests.conftest import TOURNAMENT_CONCURRENCY
    from tests.organisers import mint

    # a service of its own that runs no worker: the tournament is played below, by this thread
    app = start_background(
        create_app(
            {
                "REDIS_URL": redis_db(3),
                "TESTING": True,
                "RATELIMIT_ENABLED": False,
                **TOURNAMENT_CONCURRENCY,
                "TOURNAMENT_WORKER": False,
            }
        )
    )
    try:
        client = app.test_client()
        invited, stranger = register(client), register(client)
        organiser = mint(app, "inviter")
        made = client.post(
            "/v1/tournaments",
            headers=auth(organiser),
            json={
                "ruleset": {"preset": "classic", "options": {"turn_cap": 40}},
                "games_per_pairing": 2,
                "participants": [{"account": invited["name"]}, "heuristic"],
            },
        )
        assert made.status_code == 201, made.get_json()
        tid = made.get_json()["id"]
        invite = feed(client, invited["token"])["events"]
        assert [(e["type"], e["tournament"], e["from"]) for e in invite] == [
            ("tournament_invited", tid, "inviter")
        ]
        no = client.post(f"/v1/tournaments/{tid}/decline", headers=auth(stranger["token"]))
        assert no.status_code == 403 and no.get_json()["code"] == "not_invited"
        assert client.post(f"/v1/tournaments/{tid}/decline").status_code == 401
        declined = client.post(f"/v1/tournaments/{tid}/decline", headers=auth(invited["token"]))
        assert declined.status_code == 200, declined.get_json()
        assert app.extensions["tournaments"].run(tid)  # as a worker plays it
        done = client.get(f"/v1/tournaments/{tid}").get_json()
        assert (
            done["status"] == "done" and done["progress"]["done"] == done["progress"]["total"] > 0
        )
        for g in done["games"]:
            seats = client.get(f"/v1/games/{g['game_id']}").get_json()["seats"]
            assert all(s.get("account") is None for s in seats)  # a built-in bot took its place
        assert feed(client, invited["token"])["events"] == invite  # and no seat
        assert client.get(f"/v1/bots/{invited['name']}").get_json()["recent_games"] == []
        over = client.post(f"/v1/tournaments/{tid}/decline", headers=auth(invited["token"]))
        assert over.status_code == 200  # declined already: the tournament as it is
    finally:
        stop_background(app)

"""Scheduled tournaments over real HTTP against a real worker: open entry with the bots' own
tokens before the start, the start at ``starts_at`` with the bots entered (cancelled with a
reason when too few are), and the signed results POSTed to the organiser's callback URL,
retried after a failure and verified with the ``standardwebhooks`` library; and the
attackers: another bot's name, an entry after the start, a callback into the service's own
network, a forged signature."""

from __future__ import annotations

import json
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest
import requests
from standardwebhooks import Webhook
from standardwebhooks.webhooks import WebhookVerificationError

from tests.api.test_response_schemas import check
from tests.conftest import TOURNAMENT_CONCURRENCY
from tests.organisers import bearer
from tests.pushbots import BOTS_PORT, PUSH_BOT_HOSTS

TIMEOUT = 10
#: The database no other test's worker runs in (its worker's callbacks are this module's).
DB = 8


class Receiver:
    """An organiser's callback endpoint: ``/ok`` answers 204, ``/flaky`` 500 the first time
    for each tournament and 204 after; every request is kept as it came."""

    def __init__(self) -> None:
        self.received: list[tuple[str, dict[str, str], bytes]] = []
        self.lock = threading.Lock()
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, format: str, *args: Any) -> None:
                pass

            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
                with receiver.lock:
                    seen = sum(1 for p, _, _ in receiver.received if p == self.path)
                    receiver.received.append((self.path, dict(self.headers.items()), body))
                status = 500 if self.path.startswith("/flaky") and seen == 0 else 204
                self.send_response(status)
                self.send_header("Content-Length", "0")
                self.end_headers()

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.port = self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def calls(self, path: str) -> list[tuple[dict[str, str], bytes]]:
        with self.lock:
            return [(h, b) for p, h, b in self.received if p == path]

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture(scope="module")
def receiver() -> Iterator[Receiver]:
    r = Receiver()
    try:
        yield r
    finally:
        r.close()


@pytest.fixture(scope="module")
def service(
    redis_db: Callable[[int], str], receiver: Receiver, push_bots: Any
) -> Iterator[tuple[str, str]]:
    """A gunicorn with a worker, a short callback back-off, and the receiver among the places
    it may call; its base URL and an organiser's token."""
    from api.http.local_server import gunicorn
    from api.store.organisers import OrganiserStore
    from api.store.redis_conn import client_from_url
    from tests.organisers import ROOMY

    url = redis_db(DB)
    _, organiser = OrganiserStore(client_from_url(url)).create("schedule tests", **ROOMY)
    env = {
        **{k: str(v) for k, v in TOURNAMENT_CONCURRENCY.items()},
        "TOURNAMENT_WORKER": "1",
        "PUSH_BOT_HOSTS": f"{PUSH_BOT_HOSTS},127.0.0.1:{receiver.port}",
        "TOURNAMENT_CALLBACK_BACKOFF_S": "0.2",
        "TOURNAMENT_CALLBACK_TIMEOUT_S": "5",
        "TOURNAMENT_MAX_LEAD_S": "3600",
    }
    with gunicorn(url, extra_env=env) as base:
        yield base, organiser


def push_bot(base: str) -> tuple[str, str]:
    """A registered push bot the tests' push server plays (``/random``); its name and token."""
    name = f"sched-{uuid.uuid4().hex[:8]}"
    resp = requests.post(
        f"{base}/v1/bots",
        json={"name": name, "kind": "push", "url": f"http://127.0.0.1:{BOTS_PORT}/random"},
        timeout=TIMEOUT,
    )
    assert resp.status_code == 201, resp.text
    return name, resp.json()["token"]


def create(base: str, organiser: str, **body: Any) -> requests.Response:
    return requests.post(
        f"{base}/v1/tournaments",
        json={"ruleset": "classic", **body},
        headers=bearer(organiser),
        timeout=TIMEOUT,
    )


def enter(base: str, tid: str, token: str | None, **body: Any) -> requests.Response:
    return requests.post(
        f"{base}/v1/tournaments/{tid}/entries",
        json=body or None,
        headers=bearer(token) if token else {},
        timeout=TIMEOUT,
    )


def get(base: str, tid: str) -> dict[str, Any]:
    resp = requests.get(f"{base}/v1/tournaments/{tid}", timeout=TIMEOUT)
    assert resp.status_code == 200, resp.text
    body: dict[str, Any] = resp.json()
    check(body, "Tournament")
    return body


def wait_for(
    base: str, tid: str, check: Callable[[dict[str, Any]], bool], timeout: float = 90.0
) -> dict[str, Any]:
    """The tournament's view once ``check`` holds of it (polled, up to ``timeout`` s)."""
    deadline = time.monotonic() + timeout
    view = get(base, tid)
    while not check(view):
        if time.monotonic() > deadline:
            raise AssertionError(f"not so within {timeout} s: {view}")
        time.sleep(0.2)
        view = get(base, tid)
    return view


def listed(base: str, status: str) -> list[str]:
    resp = requests.get(f"{base}/v1/tournaments?status={status}&limit=100", timeout=TIMEOUT)
    assert resp.status_code == 200, resp.text
    check(resp.json(), "TournamentList")  # every field the contract's
    return [t["id"] for t in resp.json()["tournaments"]]


def test_an_open_tournament_is_entered_started_at_its_time_and_its_results_called_back(
    service: tuple[str, str], receiver: Receiver
) -> None:
    base, organiser = service
    bots = [push_bot(base) for _ in range(3)]
    late = push_bot(base)
    # its start leaves the entries below time enough on a busy machine
    resp = create(
        base,
        organiser,
        entry="open",
        starts_at=time.time() + 10,
        max_entries=3,
        seed="scheduled",
        duplicate=False,
        callback_url=f"http://127.0.0.1:{receiver.port}/flaky",
    )
    assert resp.status_code == 201, resp.text
    created = resp.json()
    check(created, "CreatedTournament")
    tid, secret = created["id"], created["callback_secret"]
    assert created["status"] == "upcoming" and secret.startswith("whsec_")
    assert created["entry"] == "open" and created["participants"] == []
    assert created["callback"]["status"] == "pending"
    assert tid in listed(base, "upcoming") and tid not in listed(base, "running")

    for _, token in bots:
        assert enter(base, tid, token).status_code == 201
    again = enter(base, tid, bots[0][1], bot=bots[0][0])  # idempotent
    assert again.status_code == 200
    check(again.json(), "TournamentEntries")
    assert [e["bot"] for e in again.json()["entries"]] == [n for n, _ in bots]
    # the fourth is one too many
    full = enter(base, tid, late[1])
    assert full.status_code == 409 and full.json()["code"] == "tournament_full"
    view = get(base, tid)
    assert [e["bot"] for e in view["entries"]] == [n for n, _ in bots]
    assert [p["account"] for p in view["participants"]] == [n for n, _ in bots]
    assert view["games"] == [] and view["progress"]["total"] == 0

    # the worker starts it at its time, with the bots entered, and plays it out
    done = wait_for(base, tid, lambda t: t["status"] == "done", 180)
    assert sorted(p["account"] for p in done["participants"]) == sorted(n for n, _ in bots)
    assert done["progress"]["done"] == done["progress"]["total"] == 3
    assert tid in listed(base, "finished")
    after = enter(base, tid, late[1])
    assert after.status_code == 409 and after.json()["code"] == "tournament_started"

    # the callback: refused once (500), tried again after the back-off, delivered
    delivered = wait_for(base, tid, lambda t: t["callback"]["status"] == "delivered")
    assert delivered["callback"]["attempts"] == 2
    calls = receiver.calls("/flaky")
    assert len(calls) == 2
    headers, body = calls[-1]
    assert headers["webhook-id"] == calls[0][0]["webhook-id"]  # the same message, again
    doc = Webhook(secret).verify(body, headers)
    served = requests.get(f"{base}/v1/tournaments/{tid}/results", timeout=TIMEOUT).json()
    assert doc == served  # the signed results document the service serves
    # the attacker: a forged signature, or another secret, does not verify
    forged = {**headers, "webhook-signature": "v1,ZmFrZQ=="}
    with pytest.raises(WebhookVerificationError):
        Webhook(secret).verify(body, forged)
    with pytest.raises(WebhookVerificationError):
        Webhook("whsec_" + "QUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUE=").verify(body, headers)
    tampered = json.dumps({**json.loads(body), "tournament": "0" * 32}).encode()
    with pytest.raises(WebhookVerificationError):
        Webhook(secret).verify(tampered, headers)


def test_too_few_entrants_at_the_start_cancel_it_with_a_reason(service: tuple[str, str]) -> None:
    base, organiser = service
    _, token = push_bot(base)
    resp = create(base, organiser, entry="open", starts_at=time.time() + 4, max_entries=4)
    assert resp.status_code == 201, resp.text
    tid = resp.json()["id"]
    assert enter(base, tid, token).status_code == 201
    cancelled = wait_for(base, tid, lambda t: t["status"] == "cancelled", 30)
    assert cancelled["cancelled"]["by"]["kind"] == "service"
    assert "too few entrants" in cancelled["cancelled"]["reason"]
    assert cancelled["games"] == [] and tid in listed(base, "finished")
    assert tid not in listed(base, "upcoming")


def test_a_bot_may_withdraw_its_own_entry_before_the_start_and_no_other(
    service: tuple[str, str],
) -> None:
    base, organiser = service
    (a, a_token), (b, b_token) = push_bot(base), push_bot(base)
    tid = create(base, organiser, entry="open", starts_at=time.time() + 600).json()["id"]
    assert enter(base, tid, a_token).status_code == 201
    assert enter(base, tid, b_token).status_code == 201
    url = f"{base}/v1/tournaments/{tid}/entries"
    # the attacker: b withdraws a's entry
    other = requests.delete(f"{url}/{a}", headers=bearer(b_token), timeout=TIMEOUT)
    assert other.status_code == 403 and other.json()["code"] == "bot_consent_required"
    assert other.headers["Content-Type"] == "application/problem+json"
    stranger = requests.delete(f"{url}/{a}", timeout=TIMEOUT)
    assert stranger.status_code == 401 and stranger.json()["code"] == "missing_token"
    own = requests.delete(f"{url}/{a}", headers=bearer(a_token), timeout=TIMEOUT)
    assert own.status_code == 200 and [e["bot"] for e in own.json()["entries"]] == [b]
    gone = requests.delete(f"{url}/{a}", headers=bearer(a_token), timeout=TIMEOUT)
    assert gone.status_code == 404
    # the organiser cancels it before its start: off the schedule
    cancel = requests.post(
        f"{base}/v1/tournaments/{tid}/cancel", headers=bearer(organiser), timeout=TIMEOUT
    )
    assert cancel.status_code == 200 and cancel.json()["status"] == "cancelled"
    assert tid not in listed(base, "upcoming")
    closed = enter(base, tid, a_token)
    assert closed.status_code == 409 and closed.json()["code"] == "tournament_started"


def test_attackers_entering_are_refused(service: tuple[str, str]) -> None:
    base, organiser = service
    (a, _), (_, b_token) = push_bot(base), push_bot(base)
    tid = create(base, organiser, entry="open", starts_at=time.time() + 600).json()["id"]
    # b's token enters a
    spoof = enter(base, tid, b_token, bot=a)
    assert spoof.status_code == 403 and spoof.json()["code"] == "bot_consent_required"
    assert spoof.headers["Content-Type"] == "application/problem+json"
    assert get(base, tid)["entries"] == []
    for token in (None, "not-a-token"):
        resp = enter(base, tid, token)
        assert resp.status_code == 401
        assert resp.headers["Content-Type"] == "application/problem+json"
    # an organiser's token is no bot's
    assert enter(base, tid, organiser).status_code == 401
    # a tournament of invited participants takes no entries
    invited = create(
        base, organiser, participants=["random", "heuristic"], starts_at=time.time() + 600
    )
    assert invited.status_code == 201, invited.text
    resp = enter(base, invited.json()["id"], b_token)
    assert resp.status_code == 403 and resp.json()["code"] == "entry_by_invitation"
    missing = enter(base, "0" * 32, b_token)
    assert missing.status_code == 404


#: A start a minute ahead, in a case's body.
SOON = "soon"
TWO = ["random", "heuristic"]


@pytest.mark.parametrize(
    ("body", "code"),
    [
        ({"entry": "open", "starts_at": 1.0}, "invalid_start"),
        ({"entry": "open", "starts_at": "next week"}, "validation_failed"),
        ({"entry": "open"}, "invalid_tournament"),
        ({"entry": "open", "starts_at": SOON, "participants": TWO}, "invalid_tournament"),
        ({"entry": "open", "starts_at": SOON, "max_entries": 1}, "validation_failed"),
        ({"participants": TWO, "require_presence": True}, "invalid_tournament"),
        # a callback into the service's own network: loopback at a port not allowed, a
        # cloud's metadata service, a name for the machine itself, another scheme
        ({"participants": TWO, "callback_url": "http://127.0.0.1:6379/"}, "push_host_not_allowed"),
        (
            {"participants": TWO, "callback_url": "http://169.254.169.254/latest/meta-data/"},
            "push_host_not_allowed",
        ),
        ({"participants": TWO, "callback_url": "http://localhost/"}, "push_host_not_allowed"),
        ({"participants": TWO, "callback_url": "file:///etc/passwd"}, "push_host_not_allowed"),
    ],
)
def test_bad_schedules_and_callbacks_are_refused(
    service: tuple[str, str], body: dict[str, Any], code: str
) -> None:
    base, organiser = service
    if body.get("starts_at") == SOON:
        body = {**body, "starts_at": time.time() + 60}
    resp = create(base, organiser, **body)
    assert resp.status_code == 422, resp.text
    assert resp.json()["code"] == code
    assert resp.headers["Content-Type"] == "application/problem+json"


def test_a_start_too_far_ahead_is_refused(service: tuple[str, str]) -> None:
    base, organiser = service
    too_far = create(base, organiser, entry="open", starts_at=time.time() + 7200)
    assert too_far.status_code == 422 and too_far.json()["code"] == "invalid_start"


@pytest.mark.parametrize(
    "url",
    [
        "http://127.0.0.1:8080/",
        "http://localhost/",
        "http://[::1]:9000/",
        "http://169.254.169.254/latest/meta-data/",
        "http://[::ffff:169.254.169.254]/",
        "http://10.0.0.7/hook",
        "http://192.168.1.1/",
        "http://0.0.0.0:80/",
        "gopher://example.org/",
        "http://user:pw@93.184.216.34/",
    ],
)
def test_the_callback_guard_refuses_the_services_own_network_where_any_host_is_allowed(
    url: str,
) -> None:
    """With ``PUSH_BOT_HOSTS=*`` (any place), the guard still refuses a callback into
    loopback, private, link-local and reserved networks."""
    from api.games.errors import Unprocessable
    from api.play.tournament_callbacks import callback_refusal, check_callback_url

    with pytest.raises(Unprocessable) as err:
        check_callback_url(url, None)
    assert err.value.code == "callback_not_allowed"
    assert callback_refusal("http://93.184.216.34/hook", None) is None
    # the operator may name a place on its own network: that very host and port only
    assert callback_refusal("http://127.0.0.1:8080/", (("127.0.0.1", 8080),)) is None


def feed(base: str, token: str) -> list[dict[str, Any]]:
    """The bot's feed (a call with its token: a contact, so the bot is online after it)."""
    resp = requests.get(
        f"{base}/v1/bots/me/events?after=0&wait=0", headers=bearer(token), timeout=TIMEOUT
    )
    assert resp.status_code == 200, resp.text
    events: list[dict[str, Any]] = resp.json()["events"]
    return events


def test_an_open_tournament_is_announced_and_presence_is_required_at_the_start(
    service: tuple[str, str],
) -> None:
    base, organiser = service
    (a, a_token), (b, b_token), (c, _) = push_bot(base), push_bot(base), push_bot(base)
    feed(base, a_token)
    feed(base, b_token)
    # the bots online hear of an open tournament
    open_tid = create(base, organiser, entry="open", starts_at=time.time() + 600).json()["id"]
    heard = [e for e in feed(base, a_token) if e["type"] == "tournament_open"]
    assert any(e["tournament"] == open_tid for e in heard)

    # c never calls: with require_presence it is left out at the start
    resp = create(
        base,
        organiser,
        participants=[{"account": a}, {"account": b}, {"account": c}],
        starts_at=time.time() + 5,
        require_presence=True,
        duplicate=False,
        seed="presence",
    )
    assert resp.status_code == 201, resp.text
    tid = resp.json()["id"]
    upcoming = get(base, tid)
    assert upcoming["status"] == "upcoming" and upcoming["require_presence"] is True
    assert [p["account"] for p in upcoming["participants"]] == [a, b, c]
    feed(base, a_token)
    feed(base, b_token)
    started = wait_for(base, tid, lambda t: t["status"] != "upcoming", 60)
    assert [p["account"] for p in started["participants"]] == [a, b]
    assert started["progress"]["total"] == 1
    done = wait_for(base, tid, lambda t: t["status"] == "done", 180)
    assert {g["game_id"] is not None for g in done["games"]} == {True}
    assert any(
        e["type"] == "tournament_started" and e["tournament"] == tid for e in feed(base, b_token)
    )


def test_the_api_doc_s_scheduled_tournament_block_runs_as_written(
    service: tuple[str, str], receiver: Receiver
) -> None:
    """docs/api.md's block: an open tournament made, a bot's entry, the upcoming list."""
    import os
    import re
    import subprocess
    import sys

    from tests.conftest import ROOT

    base, organiser = service
    name, token = push_bot(base)
    text = (ROOT / "docs" / "api.md").read_text(encoding="utf-8")
    [block] = re.findall(r"<!-- scheduled-tournament -->\n```sh\n(.*?)```", text, re.S)
    script = (
        block.replace("localhost:8000", base)
        .replace("https://organiser.example/results", f"http://127.0.0.1:{receiver.port}/ok")
        .replace("python -c", f"{sys.executable} -c")
    )
    run = subprocess.run(
        ["bash", "--noprofile", "--norc", "-c", "set -eo pipefail\n" + script],
        env={**os.environ, "ORGANISER_TOKEN": organiser, "BOT_TOKEN": token},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stderr
    decoder, out, at = json.JSONDecoder(), run.stdout, 0
    entered, at = decoder.raw_decode(out, at)  # curl prints the answers back to back
    listing, _ = decoder.raw_decode(out, at)
    tid = entered["tournament"]
    assert [e["bot"] for e in entered["entries"]] == [name]
    [shown] = [t for t in listing["tournaments"] if t["id"] == tid]
    assert shown["status"] == "upcoming" and shown["participants"] == [name]
    cancel = requests.post(
        f"{base}/v1/tournaments/{tid}/cancel", headers=bearer(organiser), timeout=TIMEOUT
    )
    assert cancel.status_code == 200

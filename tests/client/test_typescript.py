"""The TypeScript starters (``clients/typescript``) under Node, against the live service: the
pull bot plays a game to its end, the push bot answers the service's signed calls to the end
of a game and refuses forged or replayed ones, and the committed types are what
``openapi-typescript`` makes of ``openapi.yaml`` now.

Their build tools come from npm, pinned by the lock (``tests/typescript.py``); the bots
themselves need nothing but Node.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import os
import re
import subprocess
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
import requests

from api.games.replays import verify_document
from tests.conftest import ROOT
from tests.pushbots import CLOSED_PORT
from tests.typescript import DIST, HERE, built_bots

pytestmark = pytest.mark.service


@pytest.fixture(scope="module")
def node() -> str:
    """Node, with the bots compiled to ``dist/`` (the tools installed from the lock first)."""
    return built_bots()


def test_the_committed_types_are_what_the_contract_makes(node: str, tmp_path: Path) -> None:
    """``src/openapi.ts`` is ``openapi-typescript openapi.yaml`` now (after the contract
    changes: ``npm run types`` in clients/typescript)."""
    fresh = tmp_path / "openapi.ts"
    made = subprocess.run(
        [
            node,
            str(HERE / "node_modules" / "openapi-typescript" / "bin" / "cli.js"),
            str(ROOT / "openapi.yaml"),
            "-o",
            str(fresh),
        ],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert made.returncode == 0, made.stderr
    assert fresh.read_text() == (HERE / "src" / "openapi.ts").read_text(), (
        "clients/typescript/src/openapi.ts is stale: run `python -m schemas.client --write` "
        "(or `npm run types` in clients/typescript)"
    )


def test_the_bots_need_nothing_but_node() -> None:
    """No runtime dependency: the package's dependencies are its build tools alone."""
    package = json.loads((HERE / "package.json").read_text())
    assert "dependencies" not in package
    assert set(package["devDependencies"]) == {"typescript", "openapi-typescript", "@types/node"}
    for source in (HERE / "src").glob("*.ts"):
        imported = re.findall(r'from "([^"]+)"', source.read_text())
        assert all(m.startswith(("node:", "./")) for m in imported), (source.name, imported)


def test_the_pull_bot_plays_a_game_to_its_end(node: str, live_server: str) -> None:
    run = subprocess.run(
        [node, str(DIST / "pull-bot.js"), "--server", live_server, "--opponent", "random"],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode == 0, run.stderr
    found = re.search(r"^game ([0-9a-f]{32}): (win|loss|draw|placed) \((\w+)\)$", run.stdout, re.M)
    assert found, run.stdout
    doc = requests.get(f"{live_server}/v1/games/{found.group(1)}/replay", timeout=10).json()
    assert doc["over"] is True and verify_document(doc)["status"] == "consistent"
    # the bot played seat 0 itself: every one of its moves came over HTTP, none a default
    causes = [e["cause"] for e in doc["events"] if e["cause"] and e["cause"]["seat"] == 0]
    assert causes and not any(c.get("bot") or c.get("default") for c in causes)


def test_the_pull_bot_plays_every_game_a_registered_bot_is_given(
    node: str, live_server: str
) -> None:
    """With a registered bot's token: a seat given at creation and a challenge it accepts
    from its feed, both played to their ends."""
    name = f"ts-{uuid.uuid4().hex[:8]}"
    bot = requests.post(
        f"{live_server}/v1/bots", json={"name": name, "kind": "pull"}, timeout=10
    ).json()
    first = requests.post(
        f"{live_server}/v1/games",
        timeout=10,
        headers={"Authorization": f"Bearer {bot['token']}"},
        json={"ruleset": "classic", "seats": [{"account": name}, {"bot": "random"}]},
    ).json()
    challenge = requests.post(
        f"{live_server}/v1/challenges",
        timeout=10,
        json={"ruleset": {"preset": "classic"}, "seats": [{"bot": "random"}, {"account": name}]},
    ).json()
    run = subprocess.run(
        [
            node,
            str(DIST / "pull-bot.js"),
            "--server",
            live_server,
            "--bot",
            bot["token"],
            "--games",
            "2",
        ],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode == 0, run.stderr
    made = requests.get(f"{live_server}/v1/challenges/{challenge['id']}", timeout=10).json()
    assert made["status"] == "accepted"
    played = re.findall(
        r"^game ([0-9a-f]{32}): (?:win|loss|draw|placed) \(\w+\)$", run.stdout, re.M
    )
    assert played == [first["id"], made["game"]], run.stdout
    for game_id in played:
        view = requests.get(f"{live_server}/v1/games/{game_id}", timeout=10).json()
        assert view["result"] is not None


SECRET = "whsec_" + base64.b64encode(b"typescript push bot secret 32by").decode()


@pytest.fixture
def push_bot(node: str) -> Iterator[str]:
    """The TypeScript push bot on the port the tests' service may call; its URL."""
    proc = subprocess.Popen(
        [node, str(DIST / "push-bot.js"), "--port", str(CLOSED_PORT)],
        env={**os.environ, "PUSH_BOT_SECRET": SECRET},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    url = f"http://127.0.0.1:{CLOSED_PORT}/move"
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                requests.get(url, timeout=2)
                break
            except requests.ConnectionError:
                assert proc.poll() is None, proc.communicate()
                assert time.monotonic() < deadline, "the push bot never listened"
                time.sleep(0.1)
        yield url
    finally:
        proc.terminate()
        proc.communicate(timeout=10)


def signed(body: bytes, secret: str = SECRET, at: int | None = None) -> dict[str, str]:
    """Standard Webhooks headers for ``body``, computed here from the spec."""
    msg_id, stamp = f"msg_{uuid.uuid4().hex}", str(at if at is not None else int(time.time()))
    key = base64.b64decode(secret.removeprefix("whsec_"))
    mac = hmac.new(key, f"{msg_id}.{stamp}.".encode() + body, hashlib.sha256).digest()
    return {
        "webhook-id": msg_id,
        "webhook-timestamp": stamp,
        "webhook-signature": "v1," + base64.b64encode(mac).decode(),
        "content-type": "application/json",
    }


def test_the_push_bot_plays_a_game_to_its_end(push_bot: str, live_server: str) -> None:
    created = requests.post(
        f"{live_server}/v1/games",
        timeout=120,
        json={
            "ruleset": "classic",
            "play_out": True,
            "turn_cap": 200,
            "seats": [
                {"name": "ts", "push": {"url": push_bot, "secret": SECRET}},
                {"bot": "heuristic"},
            ],
        },
    ).json()
    assert created["phase"] == "over" and created["result"] is not None, created
    # the bot answered every call, signed with its secret: no default move, no strike
    assert [s.get("strikes", 0) for s in created["seats"]] == [0, 0], created["seats"]
    doc = requests.get(f"{live_server}/v1/games/{created['id']}/replay", timeout=10).json()
    causes = [e["cause"] for e in doc["events"] if e["cause"] and e["cause"]["seat"] == 0]
    assert causes and all(c.get("bot") == "push" and not c.get("default") for c in causes)


def test_the_push_bot_refuses_forged_and_replayed_calls(push_bot: str) -> None:
    """The attacker: a call signed with another secret, one replayed after six minutes, one
    with its body changed under a good signature, one unsigned: each 401. A call the test
    signs as the spec says is answered with a move."""
    view = {"id": "0" * 32, "you": 0, "version": 1, "result": None}
    body = json.dumps(
        {
            "type": "move",
            "game": "0" * 32,
            "seat": 0,
            "version": 1,
            "view": view,
            "legal_moves": [{"kind": "pickup"}, {"kind": "play", "cards": ["4D"]}],
            "deadline_ms": 5000,
        }
    ).encode()
    other = "whsec_" + base64.b64encode(b"x" * 32).decode()
    tampered = body.replace(b'"4D"', b'"4H"')
    for headers, sent in (
        (signed(body, other), body),
        (signed(body, at=int(time.time()) - 360), body),
        (signed(body), tampered),
        ({"content-type": "application/json"}, body),
    ):
        refused = requests.post(push_bot, data=sent, headers=headers, timeout=10)
        assert refused.status_code == 401, refused.text
    good = requests.post(push_bot, data=body, headers=signed(body), timeout=10)
    assert good.status_code == 200 and good.json() == {"action": {"kind": "play", "cards": ["4D"]}}
    notice = json.dumps({"type": "game_started", "game": "0" * 32}).encode()
    assert (
        requests.post(push_bot, data=notice, headers=signed(notice), timeout=10).status_code == 204
    )

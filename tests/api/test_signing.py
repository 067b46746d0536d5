"""Signed exports, the public keys, rotation; and verifying a game that is not over yet."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

from api.games.replays import SigningKeys
from api.store.redis_conn import client_from_url
from api.store.signing import CURRENT_KEY
from engine.replays import verify_document
from engine.signing import checker, key_id, keys_by_id, load_public

ROOT = Path(__file__).resolve().parent.parent.parent


def bot_game(client: Any, seed: str = "signed") -> dict[str, Any]:
    created = client.post(
        "/v1/games",
        json={
            "ruleset": {"preset": "classic"},
            "turn_cap": 10,
            "seed": seed,
            "seats": [{"bot": "random", "name": "ann"}, {"bot": "random", "name": "bob"}],
            "play_out": True,
        },
    ).json
    doc: dict[str, Any] = client.get(f"/v1/games/{created['id']}/replay").json
    return doc


def cli(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "api.cli", "verify", *args],
        input=stdin,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_exports_are_signed_with_a_listed_key(client: Any, tmp_path: Path) -> None:
    doc = bot_game(client)
    keys = client.get("/v1/keys").json["keys"]
    current = [k for k in keys if k["current"]]
    assert len(current) == 1 and doc["signature"]["key_id"] == current[0]["id"]
    assert doc["signature"]["alg"] == "Ed25519"
    online = client.post("/v1/replays/verify", json=doc).json
    assert (online["status"], online["signed_by"], online["signature"]) == (
        "valid",
        current[0]["id"],
        "verified",
    )
    offline = verify_document(
        doc, check_signature=checker(keys_by_id([load_public(current[0]["public_key"])]))
    )
    assert offline == online

    # offline with --key, from standard input
    key_file = tmp_path / "key.txt"
    key_file.write_text(current[0]["public_key"])
    proc = cli("-", "--key", str(key_file), stdin=json.dumps(doc))
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["signed_by"] == current[0]["id"]
    # a document changed after signing, with its hash chain recomputed, fails its signature
    forged = copy.deepcopy(doc)
    forged["seats"][0]["name"], forged["seats"][1]["name"] = (
        doc["seats"][1]["name"],
        doc["seats"][0]["name"],
    )
    from engine.replays import chain, genesis_hash

    prev = genesis_hash(forged)
    for item in forged["events"]:
        prev = item["hash"] = chain(prev, item)
    plain = verify_document(forged)  # self-consistent, but with no key that proves nothing
    assert (plain["status"], plain["origin"], plain["valid"]) == (
        "consistent",
        "unchecked",
        False,
    ), plain
    assert plain["reason"].startswith("consistent, origin unchecked")
    # the service compares with its own record of the game: the change itself is named
    online = client.post("/v1/replays/verify", json=forged).json
    assert (online["status"], online["pointer"]) == ("invalid", "/seats/0/name"), online
    # offline, with only the key, the signature is what fails
    proc = cli("-", "--key", str(key_file), stdin=json.dumps(forged))
    answer = json.loads(proc.stdout)
    assert (proc.returncode, answer["status"], answer["pointer"]) == (
        1,
        "invalid",
        "/signature/value",
    ), answer
    # a key the verifier was not given: the content holds together, but nothing vouches for it
    stranger = Ed25519PrivateKey.generate().public_key()
    unknown = verify_document(doc, check_signature=checker({key_id(stranger): stranger}))
    assert (unknown["status"], unknown["pointer"], unknown["signature"], unknown["signed_by"]) == (
        "unauthenticated",
        "/signature",
        "unknown_key",
        None,
    )
    # a malformed block is invalid however the keys stand
    assert (
        verify_document({**doc, "signature": {**doc["signature"], "value": "AAAA"}})["pointer"]
        == "/signature/value"
    )


def test_rotation_keeps_old_keys_listed_and_old_documents_verifying(client: Any, app: Any) -> None:
    before = bot_game(client, "before rotation")
    old_id = before["signature"]["key_id"]
    new_id = app.extensions["signing_keys"].rotate()
    assert new_id != old_id
    after = bot_game(client, "after rotation")
    assert after["signature"]["key_id"] == new_id
    keys = {k["id"]: k for k in client.get("/v1/keys").json["keys"]}
    assert keys[new_id]["current"] is True and keys[old_id]["current"] is False
    assert client.post("/v1/replays/verify", json=before).json["signed_by"] == old_id
    assert client.post("/v1/replays/verify", json=after).json["signed_by"] == new_id


def test_workers_agree_on_the_key_they_generate(redis_url: str) -> None:
    """With no key configured, the first worker to need one makes it; all then use it."""
    r = client_from_url(redis_url)
    r.delete(CURRENT_KEY)
    ids: list[str] = []
    barrier = threading.Barrier(4)

    def worker() -> None:
        barrier.wait()
        ids.append(key_id(SigningKeys(client_from_url(redis_url)).current().public_key()))

    threads = [threading.Thread(target=worker) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(ids) == 4 and len(set(ids)) == 1


def test_a_configured_key_file_signs(redis_url: str, tmp_path: Path) -> None:
    from api.http.app import create_app, start_background

    key = Ed25519PrivateKey.generate()
    path = tmp_path / "signing.pem"
    path.write_bytes(
        key.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        )
    )
    app = start_background(
        create_app(
            {
                "REDIS_URL": redis_url,
                "TESTING": True,
                "RATELIMIT_ENABLED": False,
                "SIGNING_KEY_FILE": str(path),
            }
        )
    )
    client = app.test_client()
    doc = bot_game(client, "key file")
    assert doc["signature"]["key_id"] == key_id(key.public_key())
    listed = {k["id"]: k for k in client.get("/v1/keys").json["keys"]}
    assert listed[key_id(key.public_key())]["current"] is True
    assert client.post("/v1/replays/verify", json=doc).json["signed_by"] == key_id(key.public_key())
    # offline with the PEM public key
    pub = tmp_path / "signing.pub"
    pub.write_bytes(
        key.public_key().public_bytes(
            serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo
        )
    )
    proc = cli("-", "--key", str(pub), stdin=json.dumps(doc))
    assert json.loads(proc.stdout)["signed_by"] == key_id(key.public_key())


def test_a_game_in_progress_is_consistent_so_far_never_valid(client: Any) -> None:
    """issue: `shithead verify -` reads standard input; an unfinished game gets a clear answer."""
    created = client.post(
        "/v1/games", json={"ruleset": "classic", "seats": [{"name": "ann"}, {"bot": "random"}]}
    ).json
    token = created["seats"][0]["token"]
    for who in ({}, {"Authorization": f"Bearer {token}"}):
        doc = client.get(f"/v1/games/{created['id']}/replay", headers=who).json
        assert doc["over"] is False and "seed" not in doc and "deal" not in doc
        version = len(doc["events"])
        answer = client.post("/v1/replays/verify", json=doc).json
        assert answer["status"] == "consistent_so_far" and answer["valid"] is False, answer
        assert answer["version"] == version and answer["pointer"] is None
        assert f"consistent up to version {version}" in answer["reason"]
        assert "not yet revealed" in answer["reason"]
        proc = cli("-", stdin=json.dumps(doc))
        assert proc.returncode == 3 and proc.stderr == "", proc.stderr
        assert json.loads(proc.stdout)["status"] == "consistent_so_far"
        # claiming it is over does not make it valid
        claimed = {
            **doc,
            "over": True,
            "phase": "over",
            "seed": "x",
            "deal": doc["events"][0]["event"]["deck"],
        }
        assert verify_document(claimed)["status"] == "invalid"


def test_the_command_explains_what_it_cannot_read() -> None:
    for stdin, words in (("{", "cannot read standard input"), ("", "cannot read standard input")):
        proc = cli("-", stdin=stdin)
        assert proc.returncode == 2 and words in proc.stderr and "Traceback" not in proc.stderr
    proc = cli("-", stdin="[1, 2]")
    assert proc.returncode == 1 and json.loads(proc.stdout)["pointer"] == ""
    proc = cli("-", stdin=json.dumps({"format": "shithead-replay/1"}))
    assert proc.returncode == 1 and "no longer accepted" in json.loads(proc.stdout)["reason"]


def test_the_command_fetches_the_servers_keys(live_server: str) -> None:
    import requests

    created = requests.post(
        f"{live_server}/v1/games",
        timeout=30,
        json={
            "ruleset": "classic",
            "turn_cap": 10,
            "seats": [{"bot": "random"}, {"bot": "random"}],
            "play_out": True,
        },
    ).json()
    doc = requests.get(f"{live_server}/v1/games/{created['id']}/replay", timeout=30).json()
    proc = cli("-", "--server", live_server, stdin=json.dumps(doc))
    assert proc.returncode == 0, proc.stderr
    answer = json.loads(proc.stdout)
    assert (answer["status"], answer["signed_by"]) == ("valid", doc["signature"]["key_id"])
    proc = cli("-", "--server", "http://127.0.0.1:9", stdin=json.dumps(doc))
    assert (
        proc.returncode == 2
        and "cannot read the keys" in proc.stderr
        and "Traceback" not in proc.stderr
    )


def test_a_lone_surrogate_in_a_replay_is_answered(client: Any) -> None:
    doc = bot_game(client, "surrogate")
    for changed in (
        {**doc, "seats": [{**doc["seats"][0], "name": "\ud800"}, doc["seats"][1]]},
        {**doc, "seed": "\ud800"},
        {**doc, "game_id": "\ud800"},
    ):
        resp = client.post(
            "/v1/replays/verify", data=json.dumps(changed), content_type="application/json"
        )
        assert resp.status_code == 200 and resp.json["status"] == "invalid", resp.json

"""The auditor's forgeries against a real gunicorn: ``shithead verify --server URL`` and
``--key``, run as a command, and ``POST /v1/replays/verify`` on the service whose game the
forgery claims to be. A renamed seat with its hash chain recomputed and the signature
deleted, or re-signed with a fresh key, is never ``valid``; a change to a signed replay fails
at the changed field wherever the verifier can know it."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import requests
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

from engine.replays import chain, genesis_hash
from engine.signing import sign

ROOT = Path(__file__).resolve().parent.parent.parent
TIMEOUT = 30


@pytest.fixture(scope="module")
def signed(live_server: str) -> dict[str, Any]:
    """A finished bot game's replay, as the service exports it (signed)."""
    created = requests.post(
        f"{live_server}/v1/games",
        timeout=TIMEOUT,
        json={
            "ruleset": "classic",
            "turn_cap": 10,
            "play_out": True,
            "seats": [{"bot": "random", "name": "ann"}, {"bot": "random", "name": "bob"}],
        },
    )
    assert created.status_code == 201, created.text
    doc: dict[str, Any] = requests.get(
        f"{live_server}/v1/games/{created.json()['id']}/replay", timeout=TIMEOUT
    ).json()
    assert doc["over"] is True and doc["signature"]["key_id"]
    return doc


@pytest.fixture(scope="module")
def server_key(
    live_server: str, signed: dict[str, Any], tmp_path_factory: pytest.TempPathFactory
) -> Path:
    """The key that signed the game, as ``GET /v1/keys`` lists it, in a file (``--key``)."""
    keys = requests.get(f"{live_server}/v1/keys", timeout=TIMEOUT).json()["keys"]
    path = tmp_path_factory.mktemp("keys") / "server.key"
    path.write_text(next(k["public_key"] for k in keys if k["id"] == signed["signature"]["key_id"]))
    return path


def rechain(doc: dict[str, Any]) -> dict[str, Any]:
    prev = genesis_hash(doc)
    for item in doc["events"]:
        prev = item["hash"] = chain(prev, item)
    return doc


def renamed(doc: dict[str, Any]) -> dict[str, Any]:
    out = copy.deepcopy(doc)
    out["seats"][0]["name"] = "mallory"
    return out


def unsigned(doc: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in doc.items() if k != "signature"}


def verify(doc: dict[str, Any], tmp_path: Path, *args: str) -> tuple[int, dict[str, Any]]:
    """``shithead verify FILE ARGS``: its exit status and its answer."""
    path = tmp_path / "doc.json"
    path.write_text(json.dumps(doc))
    proc = subprocess.run(
        [sys.executable, "-m", "api.cli", "verify", str(path), *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.stderr == "", proc.stderr
    return proc.returncode, json.loads(proc.stdout)


def online(live_server: str, doc: dict[str, Any]) -> dict[str, Any]:
    resp = requests.post(f"{live_server}/v1/replays/verify", json=doc, timeout=TIMEOUT)
    assert resp.status_code == 200, resp.text
    answer: dict[str, Any] = resp.json()
    return answer


def test_the_untouched_replay_is_valid_with_the_servers_key(
    live_server: str, signed: dict[str, Any], server_key: Path, tmp_path: Path
) -> None:
    for args in (("--server", live_server), ("--key", str(server_key))):
        code, answer = verify(signed, tmp_path, *args)
        assert (code, answer["status"], answer["signed_by"]) == (
            0,
            "valid",
            signed["signature"]["key_id"],
        )
    assert online(live_server, signed)["status"] == "valid"
    code, answer = verify(signed, tmp_path)  # no key: who made it is not checked
    assert (code, answer["status"], answer["origin"]) == (5, "consistent", "unchecked")
    assert answer["reason"].startswith("consistent, origin unchecked")


def test_a_renamed_seat_recomputed_and_unsigned_is_unauthenticated(
    live_server: str, signed: dict[str, Any], server_key: Path, tmp_path: Path
) -> None:
    forged = unsigned(rechain(renamed(signed)))
    for args in (("--server", live_server), ("--key", str(server_key))):
        code, answer = verify(forged, tmp_path, *args)
        assert (code, answer["status"], answer["pointer"], answer["valid"]) == (
            4,
            "unauthenticated",
            "/signature",
            False,
        ), answer
    # with --server the command also fetches the server's signed copy, and says where it differs
    assert (
        "the server's signed copy of the game at /seats/0/name"
        in verify(forged, tmp_path, "--server", live_server)[1]["reason"]
    )
    answer = online(live_server, forged)
    assert (answer["status"], answer["pointer"], answer["origin"]) == (
        "unauthenticated",
        "/signature",
        "unknown",
    )
    assert "/seats/0/name" in answer["reason"]
    code, answer = verify(
        forged, tmp_path
    )  # no key: consistent, and it says the origin is unchecked
    assert (code, answer["status"]) == (5, "consistent")


def test_the_forgery_re_signed_with_a_fresh_key_is_unauthenticated(
    live_server: str, signed: dict[str, Any], server_key: Path, tmp_path: Path
) -> None:
    forged = sign(rechain(renamed(signed)), Ed25519PrivateKey.generate())
    listed = {
        k["id"] for k in requests.get(f"{live_server}/v1/keys", timeout=TIMEOUT).json()["keys"]
    }
    assert forged["signature"]["key_id"] not in listed
    for args in (("--server", live_server), ("--key", str(server_key))):
        code, answer = verify(forged, tmp_path, *args)
        assert (code, answer["status"], answer["signature"]) == (
            4,
            "unauthenticated",
            "unknown_key",
        ), answer
    answer = online(live_server, forged)
    assert (answer["status"], answer["pointer"]) == ("unauthenticated", "/signature")


def test_a_renamed_seat_in_the_signed_replay_fails_at_the_seats_name(
    live_server: str, signed: dict[str, Any], server_key: Path, tmp_path: Path
) -> None:
    doc = renamed(signed)  # the chain as it was: it breaks at its start
    code, answer = verify(doc, tmp_path, "--server", live_server)
    assert (code, answer["status"], answer["pointer"]) == (1, "invalid", "/seats/0/name"), answer
    assert online(live_server, doc)["pointer"] == "/seats/0/name"
    code, answer = verify(
        doc, tmp_path, "--key", str(server_key)
    )  # the key alone cannot say which field
    assert (code, answer["pointer"]) == (1, "/events/0/hash")
    assert answer["reason"].startswith("the header was changed")
    rechain(doc)  # the chain recomputed, the server's signature kept
    code, answer = verify(doc, tmp_path, "--server", live_server)
    assert (code, answer["status"], answer["pointer"]) == (1, "invalid", "/seats/0/name"), answer
    assert online(live_server, doc)["pointer"] == "/seats/0/name"
    code, answer = verify(doc, tmp_path, "--key", str(server_key))
    assert (code, answer["pointer"]) == (1, "/signature/value")


def test_a_document_naming_no_game_of_the_service_is_at_best_consistent(
    live_server: str, signed: dict[str, Any], tmp_path: Path
) -> None:
    elsewhere = unsigned(rechain({**copy.deepcopy(signed), "game_id": "e" * 32}))
    answer = online(live_server, elsewhere)
    assert (answer["status"], answer["valid"], answer["origin"]) == (
        "consistent",
        False,
        "unchecked",
    ), answer
    # signed by the service but under a made-up id: the service vouches for no such game
    answer = online(live_server, {**elsewhere, "signature": signed["signature"]})
    assert answer["status"] == "consistent" and answer["signature"] == "unchecked", answer
    # the command looks for the server's copy of any id it is given, and finds none here
    for gid in ("e" * 32, "../keys", "\ud800"):
        code, answer = verify(
            {**renamed(signed), "game_id": gid}, tmp_path, "--server", live_server
        )
        assert (code, answer["status"], answer["pointer"]) == (1, "invalid", "/events/0/hash"), (
            answer
        )

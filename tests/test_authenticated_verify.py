"""Verification as an attacker meets it: "valid" means signed by a key the verifier was given.

Anyone can edit a replay and recompute its hash chain with the engine's own ``genesis_hash``
and ``chain``. So with a key (``--key``, ``--server``, or the service's own keys for a document
naming one of its games) a document is ``valid`` only when that key signed it: unsigned, or
signed by any other key, it is ``unauthenticated`` whatever else holds; a signature by the key
that does not hold is ``invalid``, at the change where the verifier can know it. Without a key
the best answer is ``consistent``, its origin unchecked. The same verdict comes from the engine,
the command (its exit status) and ``POST /v1/replays/verify``; the HTTP side against a real
gunicorn is tests/e2e/test_authenticated_verify_http.py.
"""

from __future__ import annotations

import copy
import json
import random
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

from engine.audit import audit
from engine.replays import HEADER_KEYS, chain, genesis_hash, verify_document
from engine.results import verify_match_results
from engine.signing import checker, key_id, load_public, sign
from engine.verdict import EXIT_CODES, STATUSES
from schemas.openapi import load_yaml
from tests.tamper import mutations
from tests.test_replay_tamper import CONTRIBUTED, GAMES, _bot_game, unsigned

ROOT = Path(__file__).resolve().parent.parent
#: Presets whose every one-place change is tried with the signature kept; the others get a sample.
WHOLE = ("classic", CONTRIBUTED)


@pytest.fixture(scope="module")
def service_client(redis_url: str) -> Iterator[Any]:
    from api.http.app import create_app, start_background, stop_background

    app = start_background(
        create_app({"REDIS_URL": redis_url, "TESTING": True, "RATELIMIT_ENABLED": False})
    )
    yield app.test_client()
    stop_background(app)


@pytest.fixture(scope="module")
def keys(service_client: Any) -> dict[str, Any]:
    """The service's public keys by id, as ``GET /v1/keys`` lists them."""
    return {
        k["id"]: load_public(k["public_key"]) for k in service_client.get("/v1/keys").json["keys"]
    }


@pytest.fixture(scope="module")
def signed_games(service_client: Any) -> dict[str, dict[str, Any]]:
    """A short finished game of every preset (and a contributed deal), as the service exports it."""
    return {p: _bot_game(service_client, p, "authenticated", 10) for p in GAMES}


@pytest.fixture(scope="module")
def key_file(
    tmp_path_factory: pytest.TempPathFactory, keys: dict[str, Any], signed_games: dict[str, Any]
) -> Path:
    """The service's key that signed the games, as a PEM file (``shithead verify --key``)."""
    path = tmp_path_factory.mktemp("keys") / "server.key"
    key = keys[signed_games["classic"]["signature"]["key_id"]]
    path.write_bytes(
        key.public_bytes(
            serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo
        )
    )
    return path


def rechain(doc: dict[str, Any]) -> dict[str, Any]:
    """``doc`` with its hash chain recomputed, as anyone can."""
    prev = genesis_hash(doc)
    for item in doc["events"]:
        prev = item["hash"] = chain(prev, item)
    return doc


def renamed(doc: dict[str, Any], name: str = "mallory") -> dict[str, Any]:
    out = copy.deepcopy(doc)
    out["seats"][0]["name"] = name
    return out


def cli(doc: Any, *args: str) -> tuple[int, dict[str, Any]]:
    proc = subprocess.run(
        [sys.executable, "-m", "api.cli", "verify", "-", *args],
        input=json.dumps(doc),
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.stderr == "", proc.stderr
    return proc.returncode, json.loads(proc.stdout)


def online(client: Any, doc: Any) -> dict[str, Any]:
    resp = client.post("/v1/replays/verify", json=doc)
    assert resp.status_code == 200, resp.json
    answer: dict[str, Any] = resp.json
    return answer


# -- the statuses --------------------------------------------------------------------------


def test_the_statuses_and_exit_codes_are_the_documented_ones() -> None:
    assert EXIT_CODES == {
        "valid": 0,
        "invalid": 1,
        "consistent_so_far": 3,
        "unauthenticated": 4,
        "consistent": 5,
    }
    assert set(STATUSES) == set(EXIT_CODES)

    contract = load_yaml((ROOT / "openapi.yaml").read_text())
    assert contract["components"]["schemas"]["VerifyResult"]["properties"]["status"][
        "enum"
    ] == list(STATUSES)


def test_untouched_replays_of_every_preset_are_valid_with_the_key(
    signed_games: dict[str, Any], keys: dict[str, Any], service_client: Any
) -> None:
    for preset, doc in signed_games.items():
        keyed = verify_document(doc, check_signature=checker(keys))
        assert (keyed["status"], keyed["valid"], keyed["origin"]) == ("valid", True, "verified"), (
            preset,
            keyed,
        )
        assert keyed["signed_by"] == doc["signature"]["key_id"] and keyed["signature"] == "verified"
        assert audit(doc, keys=keys) == keyed
        assert online(service_client, doc) == keyed
        plain = verify_document(doc)  # no key: every claim checked, but not who made it
        assert (plain["status"], plain["valid"], plain["origin"], plain["signature"]) == (
            "consistent",
            False,
            "unchecked",
            "unchecked",
        ), (preset, plain)
        assert plain["reason"].startswith("consistent, origin unchecked: ")
        assert plain["pointer"] is None and plain["signed_by"] is None


# -- the forgeries -------------------------------------------------------------------------


def test_a_renamed_seat_with_the_chain_recomputed_and_no_signature_is_refused(
    signed_games: dict[str, Any], keys: dict[str, Any], key_file: Path, service_client: Any
) -> None:
    forged = unsigned(rechain(renamed(signed_games["classic"])))
    assert (
        verify_document(forged)["status"] == "consistent"
    )  # it holds together: anyone can make it
    for answer in (
        verify_document(forged, check_signature=checker(keys)),
        audit(forged, keys=keys),
    ):
        assert (answer["status"], answer["valid"], answer["pointer"]) == (
            "unauthenticated",
            False,
            "/signature",
        )
        assert (answer["origin"], answer["signature"], answer["signed_by"]) == (
            "unknown",
            "absent",
            None,
        )
    answer = online(service_client, forged)  # the service holds the game: its keys always apply
    assert (answer["status"], answer["pointer"]) == ("unauthenticated", "/signature"), answer
    assert "differs from this service's record of the game at /seats/0/name" in answer["reason"]
    code, answer = cli(forged, "--key", str(key_file))
    assert (code, answer["status"], answer["pointer"]) == (4, "unauthenticated", "/signature")
    code, answer = cli(forged)
    assert (code, answer["status"], answer["origin"]) == (5, "consistent", "unchecked")


def test_the_forgery_re_signed_with_a_fresh_key_is_refused(
    signed_games: dict[str, Any],
    keys: dict[str, Any],
    key_file: Path,
    service_client: Any,
    tmp_path: Path,
) -> None:
    stranger = Ed25519PrivateKey.generate()
    forged = sign(rechain(renamed(signed_games["classic"])), stranger)
    answer = verify_document(forged, check_signature=checker(keys))
    assert (answer["status"], answer["pointer"], answer["signature"]) == (
        "unauthenticated",
        "/signature",
        "unknown_key",
    )
    assert key_id(stranger.public_key()) in answer["reason"]
    answer = online(service_client, forged)
    assert (answer["status"], answer["pointer"]) == ("unauthenticated", "/signature"), answer
    code, answer = cli(forged, "--key", str(key_file))
    assert (code, answer["status"]) == (4, "unauthenticated")
    # valid means signed by the key given: the stranger's own key vouches for the stranger's file
    mine = tmp_path / "stranger.key"
    mine.write_bytes(
        stranger.public_key().public_bytes(
            serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo
        )
    )
    code, answer = cli(forged, "--key", str(mine))
    assert (code, answer["status"], answer["signed_by"]) == (
        0,
        "valid",
        key_id(stranger.public_key()),
    )


def test_a_renamed_seat_in_a_signed_replay_fails_at_the_change(
    signed_games: dict[str, Any], keys: dict[str, Any], key_file: Path, service_client: Any
) -> None:
    doc = renamed(signed_games["classic"])  # the signature kept, the chain not recomputed
    offline = verify_document(doc, check_signature=checker(keys))
    assert (offline["status"], offline["pointer"]) == ("invalid", "/events/0/hash")
    assert offline["reason"].startswith("the header was changed")  # which field, a hash cannot tell
    answer = online(service_client, doc)  # the service compares with its own record
    assert (answer["status"], answer["pointer"]) == ("invalid", "/seats/0/name"), answer
    assert '"ann"' in answer["reason"] or '"bob"' in answer["reason"]
    code, answer = cli(doc, "--key", str(key_file))
    assert (code, answer["status"], answer["pointer"]) == (1, "invalid", "/events/0/hash")
    rechain(doc)  # the chain recomputed, the signature kept: the signature is what fails
    offline = verify_document(doc, check_signature=checker(keys))
    assert (offline["status"], offline["pointer"]) == ("invalid", "/signature/value")
    assert "recomputed" in offline["reason"]
    answer = online(service_client, doc)
    assert (answer["status"], answer["pointer"]) == ("invalid", "/seats/0/name"), answer


def test_a_header_number_or_flag_changed_is_named_offline_from_the_first_hash(
    signed_games: dict[str, Any], keys: dict[str, Any]
) -> None:
    """With no copy to compare with, the first event's hash still vouches for the header it was
    made from: a field of few values (a seat, a flag) is found by trying them back."""
    doc = signed_games["classic"]
    for key, value in (
        ("dealer", 1 - doc["dealer"]),
        ("explicit_seed", not doc["explicit_seed"]),
        ("starter", 0),
    ):
        answer = verify_document({**doc, key: value}, check_signature=checker(keys))
        assert (answer["status"], answer["pointer"]) == ("invalid", f"/{key}"), (key, answer)
        assert f"the first event's hash was made from {json.dumps(doc[key])}" in answer["reason"]
    # a name has too many values to try: the reason says the header was changed
    answer = verify_document(renamed(doc), check_signature=checker(keys))
    assert (answer["pointer"], answer["reason"][:29]) == (
        "/events/0/hash",
        "the header was changed (or th",
    )


def test_every_change_to_a_signed_header_is_named_by_the_service(
    signed_games: dict[str, Any], keys: dict[str, Any], service_client: Any
) -> None:
    """Each one-place change of a header field of a signed replay: the service, which holds the
    game, answers invalid at that field; offline with the key, invalid too."""
    doc = signed_games["classic"]
    tried = 0
    for at, kind, changed in mutations(doc):
        field = at.split("/")[1] if at else ""
        if field not in HEADER_KEYS:
            continue
        tried += 1
        answer = online(service_client, changed)
        assert answer["status"] == "invalid", (at, kind, answer)
        if field != "game_id":  # another id names no game of this service's, or another game
            assert answer["pointer"].split("/")[1] == field, (at, kind, answer)
            if kind.startswith("change to") and at.count("/") > 0:
                assert answer["pointer"] == at, (at, kind, answer)
        assert verify_document(changed, check_signature=checker(keys))["status"] == "invalid", (
            at,
            kind,
        )
    assert tried > 100


# -- the tamper suite without the signature, or with another one ---------------------------


@pytest.mark.parametrize("preset", GAMES)
def test_every_tamper_class_after_removing_or_replacing_the_signature_is_refused(
    signed_games: dict[str, Any], keys: dict[str, Any], preset: str
) -> None:
    signed = signed_games[preset]
    check = checker(keys)
    stranger = Ed25519PrivateKey.generate()
    tried = list(mutations(unsigned(signed)))
    assert len(tried) > 500
    for at, kind, changed in tried:  # removed: with a key, never anything but unauthenticated
        answer = verify_document(changed, check_signature=check)
        assert answer["status"] == "unauthenticated" and answer["pointer"] == "/signature", (
            at,
            kind,
            answer,
        )
    for at, kind, changed in random.Random(preset).sample(
        tried, 40
    ):  # replaced: re-signed by another key
        resigned = sign(changed, stranger)
        answer = verify_document(resigned, check_signature=check)
        assert (answer["status"], answer["signature"]) == ("unauthenticated", "unknown_key"), (
            at,
            kind,
            answer,
        )
        assert verify_document(resigned)["status"] == "invalid", (at, kind)  # no key: never valid
        assert verify_document(changed)["status"] == "invalid", (at, kind)


@pytest.mark.parametrize("preset", GAMES)
def test_every_change_to_a_signed_replay_is_refused_with_the_key(
    signed_games: dict[str, Any], keys: dict[str, Any], preset: str
) -> None:
    """The signature kept: a change is invalid (the signature does not hold, or the change's own
    claim fails first), or unauthenticated once the change took the signature away."""
    signed = signed_games[preset]
    check = checker(keys)
    tried = list(mutations(signed))
    if preset not in WHOLE:
        tried = random.Random(preset).sample(tried, 60)
    for at, kind, changed in tried:
        answer = verify_document(changed, check_signature=check)
        want = "unauthenticated" if "signature" not in changed else "invalid"
        assert answer["status"] == want, (at, kind, answer)


# -- the command's exit status, for every answer -------------------------------------------


def test_the_command_exits_with_the_verdicts_code(
    signed_games: dict[str, Any], key_file: Path, service_client: Any, tmp_path: Path
) -> None:
    doc = signed_games["classic"]
    assert cli(doc, "--key", str(key_file))[0] == 0
    assert cli(doc)[0] == 5
    assert cli(unsigned(doc), "--key", str(key_file))[0] == 4
    assert cli({**doc, "seed": "x"}, "--key", str(key_file))[0] == 1
    created = service_client.post(
        "/v1/games", json={"ruleset": "classic", "seats": [{"name": "ann"}, {"bot": "random"}]}
    ).json
    running = service_client.get(f"/v1/games/{created['id']}/replay").json
    code, answer = cli(running, "--key", str(key_file))
    assert (code, answer["status"], answer["origin"]) == (3, "consistent_so_far", "verified")
    code, answer = cli(running)
    assert (code, answer["status"], answer["origin"]) == (3, "consistent_so_far", "unchecked")
    code, answer = cli(unsigned(running), "--key", str(key_file))
    assert (code, answer["status"]) == (
        4,
        "unauthenticated",
    )  # with keys, no signature is no answer
    bad = tmp_path / "bad.key"
    bad.write_text("not a key")
    proc = subprocess.run(
        [sys.executable, "-m", "api.cli", "verify", "-", "--key", str(bad)],
        input=json.dumps(doc),
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 2 and "cannot read the keys" in proc.stderr


# -- results documents: the same verdict ---------------------------------------------------


def test_a_matchs_results_are_valid_only_with_the_key(
    service_client: Any, keys: dict[str, Any]
) -> None:
    from tests.api.test_matches import create_match, finish_bots_match

    match = finish_bots_match(
        service_client,
        create_match(
            service_client,
            {
                "ruleset": {"preset": "classic", "options": {"turn_cap": 10}},
                "games": 2,
                "seats": [{"bot": "random"}, {"bot": "random"}],
                "seed": "authenticated match",
            },
        ),
    )
    assert match["status"] == "over"
    doc = service_client.get(f"/v1/matches/{match['id']}/results").json
    replays = [service_client.get(f"/v1/games/{g['game_id']}/replay").json for g in match["games"]]
    check = checker(keys)
    assert verify_match_results(doc, replays, check_signature=check)["status"] == "valid"
    assert verify_match_results(doc, replays)["status"] == "consistent"
    assert (
        verify_match_results(unsigned(doc), replays, check_signature=check)["status"]
        == "unauthenticated"
    )
    resigned = sign(doc, Ed25519PrivateKey.generate())
    assert (
        verify_match_results(resigned, replays, check_signature=check)["status"]
        == "unauthenticated"
    )
    # the service holds the match: its keys apply to what is posted
    assert online(service_client, doc)["status"] == "valid"
    assert online(service_client, unsigned(doc))["status"] == "unauthenticated"
    assert online(service_client, resigned)["status"] == "unauthenticated"
    forged = {**doc, "standings": list(reversed(doc["standings"]))}
    answer = online(service_client, forged)
    assert answer["status"] == "invalid" and answer["pointer"].startswith("/standings/0/"), answer
    assert "the standings are not the ones the games' results give" in answer["reason"]

"""The tamper suite: every one-place change to a finished game's replay is rejected.

For one short game of every preset (bots, a turn cap of 10, stored through the real service
and exported by ``GET /v1/games/{id}/replay``), every leaf of the JSON tree is changed, every
key dropped, a key added to every object, list items dropped and repeated, neighbouring events
swapped, events repeated and the log cut after every event; the untouched document verifies
and no change does. The signature block is taken off first, and no key is given: the untouched
documents are then ``consistent`` (their origin unchecked) and every change ``invalid``; with
a key, any document without the key's signature is ``unauthenticated`` whatever else holds
(tests/test_authenticated_verify.py, which also shows that re-hashing a forged chain does not
get past a signature). Games that end by themselves (longer) get every change outside the middle of
their log, and Hypothesis draws changes in the middle. ``POST /v1/replays/verify`` and
``shithead verify`` get a sample of the same changes.
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
import requests
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.deal import commitment
from engine.replays import chain, genesis_hash, verify_document
from engine.rules.presets import PRESETS
from engine.signing import checker, load_public
from tests.tamper import Mutation, mutations

ROOT = Path(__file__).resolve().parent.parent
#: Fewer than this many changes tried over all presets means the suite lost its reach.
MIN_MUTATIONS = 30_000
#: Natural-end games: every change to the first and last events of the log, samples between.
EDGE = 6
#: A game of every preset, and one dealt by the contributed deal (commitments and reveals
#: in the log before the deal).
CONTRIBUTED = "classic+contributed"
GAMES = [*PRESETS, CONTRIBUTED]


@pytest.fixture(scope="module")
def service_client(redis_url: str) -> Iterator[Any]:
    from api.http.app import create_app, start_background, stop_background

    app = start_background(
        create_app({"REDIS_URL": redis_url, "TESTING": True, "RATELIMIT_ENABLED": False})
    )
    yield app.test_client()
    stop_background(app)


def _bot_game(client: Any, game: str, seed: str, turn_cap: int | None) -> dict[str, Any]:
    seats = [{"bot": "random", "name": "ann"}, {"bot": "random", "name": "bob"}]
    body: dict[str, Any] = {
        "ruleset": {"preset": game},
        "seed": seed,
        "seats": seats,
        "play_out": True,
    }
    if game == CONTRIBUTED:  # the seats' contributions decide the deal: no seed is given
        body = {
            "ruleset": {"preset": "classic"},
            "deal_mode": "contributed",
            "seats": seats,
            "play_out": True,
        }
    if turn_cap:
        body["turn_cap"] = turn_cap
    created = client.post("/v1/games", json=body)
    assert created.status_code == 201, created.json
    doc: dict[str, Any] = client.get(f"/v1/games/{created.json['id']}/replay").json
    assert doc["over"] is True, "bot games play to the end when created with play_out"
    return doc


def unsigned(doc: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in doc.items() if k != "signature"}


@pytest.fixture(scope="module")
def signed_short_games(service_client: Any) -> dict[str, dict[str, Any]]:
    return {p: _bot_game(service_client, p, "tamper", 10) for p in GAMES}


@pytest.fixture(scope="module")
def short_games(signed_short_games: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    return {p: unsigned(doc) for p, doc in signed_short_games.items()}


@pytest.fixture(scope="module")
def natural_games(service_client: Any) -> dict[str, dict[str, Any]]:
    """Per preset, the shortest of a few bot games that end by themselves (no turn cap)."""
    out = {}
    for p in GAMES:
        # the deals are seeded, but the bots' choices are seeded by the game's id, new each
        # time, and random play runs into the turn cap now and then (in some presets about
        # half the time): more tries find one that ends
        docs = [_bot_game(service_client, p, f"natural-{i}", None) for i in range(3)]
        while len(docs) < 20 and all(d["result"]["reason"] == "turn_cap" for d in docs):
            docs.append(
                _bot_game(
                    service_client, p, f"natural-{len(docs)}" if p != CONTRIBUTED else "", None
                )
            )
        ended = [d for d in docs if d["result"]["reason"] != "turn_cap"]
        assert ended, f"{p}: no game ended by itself"
        out[p] = unsigned(min(ended, key=lambda d: len(d["events"])))
    return out


def survivors(tried: list[Mutation]) -> list[tuple[str, str, str]]:
    """The changes the verifier did not reject."""
    out = []
    for at, kind, doc in tried:
        verdict = verify_document(doc)
        if verdict["status"] != "invalid" or verdict["valid"] is not False:
            out.append((at, kind, verdict["status"]))
    return out


def _event_index(at: str) -> int | None:
    parts = at.split("/")
    return int(parts[2]) if len(parts) > 2 and parts[1] == "events" and parts[2].isdigit() else None


def edges(doc: dict[str, Any]) -> list[Mutation]:
    """Every change except those inside events EDGE.. n-EDGE (and every cut of the log)."""
    n = len(doc["events"])
    out = []
    for m in mutations(doc):
        i = _event_index(m[0])
        if i is None or i < EDGE or i >= n - EDGE or m[1] == "cut the log here":
            out.append(m)
    return out


def test_the_untouched_documents_verify(
    short_games: dict[str, Any], natural_games: dict[str, Any]
) -> None:
    for preset, doc in [*short_games.items(), *natural_games.items()]:
        verdict = verify_document(doc)
        assert (verdict["status"], verdict["valid"], verdict["origin"]) == (
            "consistent",
            False,
            "unchecked",
        ), (preset, verdict)
        assert verdict["signature"] == "absent"


@pytest.mark.parametrize("preset", GAMES)
def test_every_change_to_a_short_game_is_rejected(
    short_games: dict[str, Any], preset: str, record_property: Any
) -> None:
    tried = list(mutations(short_games[preset]))
    assert survivors(tried) == []
    record_property("mutations", len(tried))
    assert len(tried) > 500


@pytest.mark.parametrize("preset", GAMES)
def test_every_change_to_the_ends_of_a_finished_game_is_rejected(
    natural_games: dict[str, Any], preset: str, record_property: Any
) -> None:
    tried = edges(natural_games[preset])
    assert survivors(tried) == []
    record_property("mutations", len(tried))


def test_the_suite_tries_enough_changes(
    short_games: dict[str, Any], natural_games: dict[str, Any], record_property: Any
) -> None:
    """The count the suite stands for (the short games' changes and the natural games' ends)."""
    total = sum(len(list(mutations(d))) for d in short_games.values())
    total += sum(len(edges(d)) for d in natural_games.values())
    record_property("mutations", total)
    print(f"\ntamper suite: {total} changes tried over {len(GAMES)} games")
    assert total >= MIN_MUTATIONS


@settings(max_examples=60, deadline=None, database=None)  # draws depend on games made at run time
@given(data=st.data())
def test_a_change_in_the_middle_of_a_finished_game_is_rejected(
    natural_games: dict[str, Any], data: st.DataObject
) -> None:
    preset = data.draw(st.sampled_from(sorted(natural_games)))
    doc = natural_games[preset]
    n = len(doc["events"])
    i = data.draw(st.integers(min_value=EDGE, max_value=max(EDGE, n - EDGE - 1)))
    part = {**doc, "events": doc["events"][i : i + 1]}
    # the changes of that one event, applied to the whole document
    changes = [m for m in mutations(part) if _event_index(m[0]) == 0 and m[1] != "cut the log here"]
    at, kind, small = data.draw(st.sampled_from(changes))
    whole = {**doc, "events": [*doc["events"][:i], *small["events"], *doc["events"][i + 1 :]]}
    verdict = verify_document(whole)
    assert verdict["status"] == "invalid", (preset, i, at, kind, verdict)


JSON = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-3, 10**20)
    | st.floats(allow_nan=False)
    | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=8,
)


@settings(max_examples=200, deadline=None, database=None)  # draws depend on games made at run time
@given(data=st.data())
def test_any_value_anywhere_gets_an_answer_never_an_exception(
    short_games: dict[str, Any], data: st.DataObject
) -> None:
    """Values of another type (or shape) in place of any part of a document are answered."""
    from tests.tamper import _replace, _set, walk

    doc = short_games[data.draw(st.sampled_from(sorted(short_games)))]
    paths = [p for p, _ in walk(doc) if p]
    path = data.draw(st.sampled_from(paths))
    value = data.draw(JSON)
    changed = _replace(doc, path[:-1], _set(path, value))
    verdict = verify_document(changed)
    assert verdict["status"] in ("consistent", "invalid"), verdict
    if verdict["status"] == "consistent":  # only when the value is the one that was there
        assert json.dumps(changed, sort_keys=True) == json.dumps(doc, sort_keys=True)


# -- forgeries with the hash chain recomputed -------------------------------------------------


def rechain(doc: dict[str, Any]) -> dict[str, Any]:
    prev = genesis_hash(doc)
    for item in doc["events"]:
        prev = chain(prev, item)
        item["hash"] = prev
    return doc


@pytest.fixture(scope="module")
def finished(natural_games: dict[str, Any]) -> dict[str, Any]:
    return natural_games["classic"]


def test_a_forged_result_is_rejected_even_with_the_chain_recomputed(
    finished: dict[str, Any],
) -> None:
    doc = copy.deepcopy(finished)
    r = doc["result"]
    r["winner"], r["loser"] = r["loser"], r["winner"]
    r["order"] = [r["winner"]]
    verdict = verify_document(rechain(doc))
    assert verdict["status"] == "invalid"
    assert verdict["pointer"] == "/result/order/0"
    assert (
        verdict["reason"] == f"the replayed game was won by seat {finished['result']['order'][0]}"
    )


def test_a_log_cut_at_an_action_keeping_the_result_is_rejected(finished: dict[str, Any]) -> None:
    doc = copy.deepcopy(finished)
    starts = [i for i, e in enumerate(doc["events"]) if e["cause"] is not None]
    doc["events"] = doc["events"][: starts[-2]]
    verdict = verify_document(rechain(doc))
    assert verdict["status"] == "invalid" and "cut short" in verdict["reason"], verdict


def test_a_missing_seed_is_rejected(finished: dict[str, Any]) -> None:
    verdict = verify_document({**finished, "seed": None})
    assert (verdict["status"], verdict["pointer"]) == ("invalid", "/seed")


def test_an_unknown_engine_version_is_rejected(finished: dict[str, Any]) -> None:
    verdict = verify_document(rechain(copy.deepcopy({**finished, "engine_version": "9.9.9"})))
    assert (verdict["status"], verdict["pointer"]) == ("invalid", "/engine_version")


def test_a_chosen_deal_cannot_pass_for_a_shuffled_one(service_client: Any) -> None:
    """A deck chosen at creation: clearing explicit_deck, or adding a made-up commitment (and
    a seed for it), is rejected however the chain is recomputed."""
    deal = _bot_game(service_client, "classic", "chosen", 10)["deal"]
    created = service_client.post(
        "/v1/games",
        json={
            "ruleset": {"preset": "classic"},
            "turn_cap": 10,
            "deck": deal,
            "seats": [{"bot": "random"}, {"bot": "random"}],
            "play_out": True,
        },
    ).json
    doc = unsigned(service_client.get(f"/v1/games/{created['id']}/replay").json)
    assert doc["explicit_deck"] is True and doc["seed"] is None and doc["seed_commitment"] is None
    assert verify_document(doc)["status"] == "consistent"
    cleared = rechain(copy.deepcopy({**doc, "explicit_deck": False}))
    assert verify_document(cleared)["status"] == "invalid"
    made_up = rechain(copy.deepcopy({**doc, "seed_commitment": commitment("made up")}))
    assert verify_document(made_up)["pointer"] == "/seed_commitment"
    both = rechain(
        copy.deepcopy(
            {
                **doc,
                "explicit_deck": False,
                "seed": "made up",
                "seed_commitment": commitment("made up"),
            }
        )
    )
    verdict = verify_document(both)
    assert (verdict["status"], verdict["pointer"]) == ("invalid", "/events/0/event"), verdict
    assert "not the one the seed gives" in verdict["reason"]


def test_names_and_game_id_are_bound_by_the_chain_and_the_signature(service_client: Any) -> None:
    """Swapped names or another game's id break the chain; recomputed, the signature still
    fails; and the service, which holds the game, names the field that differs from its record."""
    signed = _bot_game(service_client, "classic", "names", 10)
    other = _bot_game(service_client, "classic", "names, another game", 10)["game_id"]
    keys = service_client.get("/v1/keys").json["keys"]
    assert signed["signature"]["key_id"] in {k["id"] for k in keys}
    for change, field in (
        ({"seats": [signed["seats"][1], signed["seats"][0]]}, "/seats/0/name"),
        # claiming another game's id: the first header field where this
        # document differs from the service's record of that game
        ({"game_id": other}, "/seed_commitment"),
    ):
        forged = {**copy.deepcopy(signed), **change}
        plain = verify_document(unsigned(forged))
        assert (plain["status"], plain["pointer"]) == ("invalid", "/events/0/hash")
        assert "the header was changed" in plain["reason"]
        answer = service_client.post("/v1/replays/verify", json=forged).json
        assert (answer["status"], answer["pointer"]) == ("invalid", field), answer
        rechain(forged)
        answer = service_client.post("/v1/replays/verify", json=forged).json
        assert (answer["status"], answer["pointer"]) == ("invalid", field), answer
        # without the signature, a recomputed chain is self-consistent: only a signature (or
        # a hash published elsewhere) ties the names and the id to what was played
        assert verify_document(unsigned(forged))["status"] == "consistent"
        answer = service_client.post("/v1/replays/verify", json=unsigned(forged)).json
        assert (answer["status"], answer["pointer"], answer["signed_by"]) == (
            "unauthenticated",
            "/signature",
            None,
        )


# -- the same changes over HTTP and through the command -------------------------------------


def sample(doc: dict[str, Any], k: int, seed: int) -> list[Mutation]:
    tried = list(mutations(doc))
    rng = random.Random(seed)
    return rng.sample(tried, min(k, len(tried)))


def test_the_verify_endpoint_rejects_the_changes(
    live_server: str, signed_short_games: dict[str, Any]
) -> None:
    """The service holds these games: signed, a change fails (at the change); unsigned, the
    document is unauthenticated however it reads; under an id the service never gave, the
    chain fails."""
    with requests.Session() as http:
        keys = {
            k["id"]: load_public(k["public_key"])
            for k in http.get(f"{live_server}/v1/keys", timeout=30).json()["keys"]
        }
        for n, preset in enumerate(sorted(signed_short_games)):
            for doc in (signed_short_games[preset], unsigned(signed_short_games[preset])):
                ok = http.post(f"{live_server}/v1/replays/verify", json=doc, timeout=30).json()
                assert ok["status"] == ("valid" if "signature" in doc else "unauthenticated"), ok
                for at, kind, changed in sample(doc, 12, n):
                    r = http.post(f"{live_server}/v1/replays/verify", json=changed, timeout=30)
                    assert r.status_code == 200, r.text
                    answer = r.json()
                    held = changed.get("game_id") == doc["game_id"]
                    want = "unauthenticated" if held and "signature" not in changed else "invalid"
                    assert answer["status"] == want, (preset, at, kind, answer)
                    if held:  # the engine alone, with the service's keys, refuses it the same way
                        assert (
                            verify_document(changed, check_signature=checker(keys))["status"]
                            == want
                        )
                    else:  # nothing the service holds: no key, no copy of its own, the engine's answer
                        assert answer == verify_document(changed)


def _cli(doc: Any) -> tuple[int, dict[str, Any]]:
    proc = subprocess.run(
        [sys.executable, "-m", "api.cli", "verify", "-"],
        input=json.dumps(doc),
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    return proc.returncode, json.loads(proc.stdout)


def test_the_command_rejects_the_changes(short_games: dict[str, Any]) -> None:
    doc = short_games["special-cards"]
    code, answer = _cli(doc)
    assert (code, answer["status"], answer["origin"]) == (
        5,
        "consistent",
        "unchecked",
    )  # no key was given
    for at, kind, changed in sample(doc, 6, 1):
        code, answer = _cli(changed)
        assert (code, answer["status"]) == (1, "invalid"), (at, kind, answer)
        assert answer["pointer"] == verify_document(changed)["pointer"]

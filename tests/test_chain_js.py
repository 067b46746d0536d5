"""The second implementation: the replay page's JavaScript check of the hash chain and the
signature (``api/web/static/chain.js``, written from docs/replays.md alone) run under Node on
the service's own documents.

It must rebuild every hash of every preset's replay (and of games dealt by the contributed
deal, with a clock, from a chosen deck, in a match) exactly as the engine does, verify the
service's Ed25519 signature, and refuse what the chain and the signature can catch: every
one-place change of a signed replay (the tamper suite's changes, ``tests/tamper.py``), every
change to what the chain binds even unsigned, and the forgeries with a recomputed chain that
drop or replace the signature. What only a replay of the rules catches (a changed result, a
cut log, an illegal move with the chain recomputed and re-signed by the service's key) is
not its part: those tests pin that it says so ("consistent" or "valid" for its part) while
the engine refuses them. The documents are fed as the service wrote them (its response
bytes) or as Python's ``json`` writes a changed one; numbers are read exactly (``1.0`` is not
``1``).

Node is required where CI runs (``REQUIRE_BROWSER=1``); elsewhere the tests skip without it.
"""

from __future__ import annotations

import copy
import hashlib
import json
import random
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.documents import canonical
from engine.replays import HEADER_KEYS, OPTIONAL_HEADER_KEYS, chain, genesis_hash, verify_document
from engine.rules.presets import PRESETS
from engine.signing import checker, keys_by_id, load_public, sign
from tests.chainjs import HARNESS, node, request, run_js
from tests.conftest import TOURNAMENT_CONCURRENCY
from tests.tamper import Mutation, mutations

ROOT = Path(__file__).resolve().parent.parent
#: Games beside one of every preset: each header field the genesis may hold, set.
EXTRA = {
    "contributed": {
        "ruleset": {"preset": "classic"},
        "deal_mode": "contributed",
    },  # deal_deadline, a float
    "clocked": {"ruleset": {"preset": "classic"}, "seed": "js-clock", "clock": {"move_ms": 60_000}},
    "chosen-deck": {"ruleset": {"preset": "classic"}, "deck": None},  # the deck: filled in below
    "names": {
        "ruleset": {"preset": "special-cards"},
        "seed": "js-names",
        "seats": [
            {"bot": "random", "name": "Zoë ☃ 😀"},
            {"bot": "heuristic", "name": '\u00e9"\\/'},
        ],
    },
}


@pytest.fixture(scope="module")
def app(redis_url: str) -> Iterator[Any]:
    from api.http.app import create_app, start_background, stop_background

    app = start_background(
        create_app(
            {
                "REDIS_URL": redis_url,
                "TESTING": True,
                "RATELIMIT_ENABLED": False,
                **TOURNAMENT_CONCURRENCY,
                "TOURNAMENT_WORKER": True,
            }
        )
    )
    yield app
    stop_background(app)


@pytest.fixture(scope="module")
def keys(app: Any) -> Any:
    listing = app.test_client().get("/v1/keys").json
    assert listing["keys"]
    return listing


def _game(client: Any, body: dict[str, Any]) -> tuple[bytes, dict[str, Any]]:
    """A finished bot game's replay: the bytes the service sent, and their value."""
    req = {
        "seats": [{"bot": "random", "name": "ann"}, {"bot": "random", "name": "bob"}],
        "turn_cap": 12,
        "play_out": True,
        **body,
    }
    created = client.post("/v1/games", json=req)
    assert created.status_code == 201, created.json
    resp = client.get(f"/v1/games/{created.json['id']}/replay")
    assert resp.status_code == 200 and resp.json["over"] is True
    return resp.data, resp.json


@pytest.fixture(scope="module")
def replays(app: Any) -> dict[str, tuple[bytes, dict[str, Any]]]:
    """Per preset (and each extra kind of game) a signed replay as the service exports it."""
    client = app.test_client()
    out = {p: _game(client, {"ruleset": {"preset": p}, "seed": f"js-{p}"}) for p in PRESETS}
    EXTRA["chosen-deck"]["deck"] = out["classic"][1]["deal"]
    for name, body in EXTRA.items():
        out[name] = _game(client, body)
    match = client.post(
        "/v1/matches",
        json={
            "ruleset": {"preset": "green-cutthroat-2018", "options": {"turn_cap": 400}},
            "seed": "js-match",
            "seats": [{"bot": "heuristic"}, {"bot": "random", "name": "rnd"}],
        },
    ).json
    from tests.api.test_matches import finish_bots_match

    match = finish_bots_match(client, match)
    assert match["status"] == "over", match
    # a game the one before it carried something into (its winner starts, with the spoils)
    carried = next(g["game_id"] for g in match["games"] if g["starter"] is not None)
    resp = client.get(f"/v1/games/{carried}/replay")
    out["match-game"] = (resp.data, resp.json)
    return out


def test_the_extra_games_set_every_optional_header_field(replays: dict[str, Any]) -> None:
    docs = {k: v[1] for k, v in replays.items()}
    assert isinstance(docs["contributed"]["deal_deadline"], float)
    assert docs["clocked"]["clock"] is not None
    assert docs["chosen-deck"]["seed_commitment"] is None and docs["chosen-deck"]["explicit_deck"]
    assert not docs["names"]["seats"][0]["name"].isascii()
    assert (
        docs["match-game"]["starter"] != -1
        or docs["match-game"]["no_swap"]
        or docs["match-game"]["spoils"] != -1
    )


def test_every_hash_of_every_presets_replay_is_the_engines_and_the_signature_verifies(
    replays: dict[str, tuple[bytes, dict[str, Any]]], keys: Any
) -> None:
    names = sorted(replays)
    lines = [request("chain", replays[n][0].decode(), keys) for n in names]
    lines += [request("chain", replays[n][0].decode(), None) for n in names]
    answers = run_js(lines)
    total = 0
    for name, signed, unchecked in zip(
        names, answers[: len(names)], answers[len(names) :], strict=True
    ):
        doc = replays[name][1]
        assert signed["status"] == "valid" and signed["valid"] is True, (name, signed)
        assert (
            signed["signed_by"] == doc["signature"]["key_id"] and signed["signature"] == "verified"
        )
        prev, engine_hashes = genesis_hash(doc), [genesis_hash(doc)]
        for item in doc["events"]:
            prev = chain(prev, item)
            engine_hashes.append(prev)
        assert (
            signed["hashes"]
            == engine_hashes
            == [engine_hashes[0], *(e["hash"] for e in doc["events"])]
        )
        assert signed["final_hash"] == verify_document(doc)["final_hash"]
        total += len(doc["events"])
        # without keys the chain still holds; the origin is unchecked
        assert (unchecked["status"], unchecked["signature"]) == ("consistent", "unchecked"), (
            unchecked
        )
    assert total > 500


#: Every change tried on these; a sample of the changes on the other games.
EVERY_CHANGE = ("classic", "contributed", "clocked", "names")
SAMPLE = 150


def changes(name: str, doc: dict[str, Any]) -> list[Mutation]:
    tried = list(mutations(doc))
    if name in EVERY_CHANGE:
        return tried
    return random.Random(name).sample(tried, min(SAMPLE, len(tried)))


def _bound(at: str, kind: str, doc: dict[str, Any]) -> bool:
    """Whether a change is to what the hash chain binds: the header and the log."""
    if kind == "cut the log here" or (
        kind == "drop item" and at == f"/events/{len(doc['events']) - 1}"
    ):
        return False  # a shorter log's chain holds: only its end (GameEnded) or the signature shows the cut
    return bool(at) and at.split("/")[1] in {*HEADER_KEYS, *OPTIONAL_HEADER_KEYS, "events"}


@pytest.mark.parametrize("name", [*PRESETS, *EXTRA, "match-game"])
def test_every_change_to_a_signed_replay_is_refused(
    replays: dict[str, Any], keys: Any, name: str
) -> None:
    """The tamper suite's changes, on the signed document: each breaks the chain (pointing
    into the log) or the signature, or names a key the service never listed."""
    doc = replays[name][1]
    tried = changes(name, doc)
    answers = run_js([request("chain", json.dumps(m[2]), keys) for m in tried])
    for (at, kind, _), answer in zip(tried, answers, strict=True):
        assert answer["status"] in ("invalid", "unauthenticated") and answer["valid"] is False, (
            at,
            kind,
            answer,
        )
        if at.startswith("/signature"):
            assert answer["pointer"].startswith("/signature"), (at, kind, answer)
        elif _bound(at, kind, doc):
            assert answer["pointer"].startswith("/events") or answer["pointer"] == at, (
                at,
                kind,
                answer,
            )
        else:
            assert answer["pointer"] == "/signature/value", (at, kind, answer)
    assert len(tried) >= SAMPLE


@pytest.mark.parametrize("name", EVERY_CHANGE)
def test_without_a_signature_the_chain_alone_refuses_every_change_to_what_it_binds(
    replays: dict[str, Any], name: str
) -> None:
    """Unsigned, with no key: every change to the header or the log breaks the chain. A
    change elsewhere (the result, the phase, the revealed seed, a cut log) leaves the chain
    whole: not the JavaScript's part, which says the chain holds ("consistent"), while the
    rules replay refuses it."""
    doc = {k: v for k, v in replays[name][1].items() if k != "signature"}
    tried = changes(name, doc)
    answers = run_js([request("chain", json.dumps(m[2]), None) for m in tried])
    rules_only = 0
    for (at, kind, changed), answer in zip(tried, answers, strict=True):
        if _bound(at, kind, doc):
            assert answer["status"] == "invalid", (at, kind, answer)
        elif answer["status"] != "invalid":
            assert answer["status"] == "consistent", (at, kind, answer)
            assert verify_document(changed)["status"] == "invalid", (at, kind)
            rules_only += 1
    assert rules_only > 0


# -- forgeries with the chain recomputed ---------------------------------------------------------


def rechain(doc: dict[str, Any]) -> dict[str, Any]:
    prev = genesis_hash(doc)
    for item in doc["events"]:
        prev = chain(prev, item)
        item["hash"] = prev
    return doc


def test_a_recomputed_chain_gets_past_no_signature_check(
    app: Any, replays: dict[str, Any], keys: Any
) -> None:
    """The auditor's forgery (a seat renamed, the chain recomputed) dropped its signature,
    kept it, or was re-signed by a key the service never listed: each is refused."""
    signed = replays["classic"][1]
    forged = rechain(
        {
            **copy.deepcopy(signed),
            "seats": [{**signed["seats"][0], "name": "mallory"}, signed["seats"][1]],
        }
    )
    unsigned = {k: v for k, v in forged.items() if k != "signature"}
    stranger = sign(unsigned, Ed25519PrivateKey.generate())
    with app.app_context():
        from api.http.context import signing_keys

        by_the_service = signing_keys().sign(unsigned)
    cases = [forged, unsigned, stranger, by_the_service]
    kept, dropped, resigned, real = run_js([request("chain", json.dumps(d), keys) for d in cases])
    assert (kept["status"], kept["pointer"]) == ("invalid", "/signature/value"), kept
    assert (dropped["status"], dropped["pointer"]) == ("unauthenticated", "/signature"), dropped
    assert (resigned["status"], resigned["pointer"]) == ("unauthenticated", "/signature"), resigned
    assert stranger["signature"]["key_id"] in resigned["reason"]
    # re-signed by the service's own key, the forgery is the service's word: chain and
    # signature hold, and the JavaScript says so; the name is not a rule, so the engine agrees
    assert real["status"] == "valid" and real["signed_by"] == by_the_service["signature"]["key_id"]
    # without keys, none of them is "valid"
    for answer in run_js([request("chain", json.dumps(d), None) for d in cases]):
        assert answer["status"] in ("consistent", "invalid") and answer["valid"] is False


def test_an_illegal_move_rechained_and_re_signed_is_the_rules_replays_to_refuse(
    app: Any, replays: dict[str, Any], keys: Any
) -> None:
    """Out of the JavaScript's reach: a log whose move breaks a rule, with the chain recomputed
    and signed by the service's key, holds as a chain and as a signature. Only replaying the
    rules (the service's verify, `shithead verify`) refuses it; the page asks the service."""
    doc = copy.deepcopy({k: v for k, v in replays["classic"][1].items() if k != "signature"})
    played = next(i for i, e in enumerate(doc["events"]) if e["event"]["type"] == "CardsPlayed")
    doc["events"][played]["event"]["cards"] = ["AS"]
    with app.app_context():
        from api.http.context import signing_keys

        forged = signing_keys().sign(rechain(doc))
        engine = signing_keys().verify(forged)
    (answer,) = run_js([request("chain", json.dumps(forged), keys)])
    assert answer["status"] == "valid", answer  # for its part: chain and signature
    assert engine["status"] == "invalid" and engine["pointer"].startswith(f"/events/{played}"), (
        engine
    )


# -- results documents: the signature alone ------------------------------------------------------


def test_the_signatures_of_tournament_and_match_results_verify(app: Any, keys: Any) -> None:
    from tests.api.test_matches import finish_bots_match
    from tests.tournaments.test_http import create, wait_done

    client = app.test_client()
    t = create(client, participants=["random", "heuristic"], seed="js-results")
    assert t.status_code == 201, t.json
    wait_done(client, t.json["id"])
    tournament = client.get(f"/v1/tournaments/{t.json['id']}/results")
    match = finish_bots_match(
        client,
        client.post(
            "/v1/matches",
            json={
                "ruleset": {"preset": "classic", "options": {"turn_cap": 30}},
                "games": 1,
                "seed": "js-results",
                "seats": [{"bot": "random"}, {"bot": "heuristic"}],
            },
        ).json,
    )
    match_results = client.get(f"/v1/matches/{match['id']}/results")
    assert tournament.status_code == match_results.status_code == 200
    lines = []
    for resp in (tournament, match_results):
        doc = resp.json
        py = checker(keys_by_id([load_public(k["public_key"]) for k in keys["keys"]]))
        assert py(doc, doc["signature"]) == doc["signature"]["key_id"]
        changed = copy.deepcopy(doc)
        changed["standings"] = changed["standings"][::-1]
        lines += [
            request("signature", resp.data.decode(), keys),
            request("signature", json.dumps(changed), keys),
            request(
                "signature", json.dumps({k: v for k, v in doc.items() if k != "signature"}), keys
            ),
            request("signature", resp.data.decode(), None),
        ]
    answers = run_js(lines)
    for i in (0, 4):
        assert answers[i]["status"] == "valid", answers[i]
        assert (answers[i + 1]["status"], answers[i + 1]["pointer"]) == (
            "invalid",
            "/signature/value",
        )
        assert (answers[i + 2]["status"], answers[i + 2]["pointer"]) == (
            "unauthenticated",
            "/signature",
        )
        assert (answers[i + 3]["status"], answers[i + 3]["signature"]) == (
            "consistent",
            "unchecked",
        )
    # a tournament's scores are floats (1.0, 0.5): read as JSON.parse reads them, 1.0 would be
    # the integer 1 and the signature would not match
    assert b".0" in tournament.data


# -- the canonical form, against Python's ------------------------------------------------------

#: Strings whose order or escapes differ between naive and exact implementations: code
#: points past U+FFFF against U+E000..U+FFFF, lone surrogates, DEL, controls, separators.
TRICKY = st.sampled_from(
    [
        "\ue000",
        "\uffff",
        "\U0001f600",
        "a\U0001f600",
        "a\ue000",
        "\ud800",
        "x\udfff",
        "\u007f",
        "\x00\x1f",
        "\u2028",
        "/",
        '"\\',
    ]
)
JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(10**30), 10**30)
    | st.floats(allow_nan=False)
    | st.text(max_size=6)
    | TRICKY,
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(st.text(max_size=4) | TRICKY, inner, max_size=4)
    ),
    max_leaves=12,
)


def _utf8(text: str) -> bool:
    try:
        text.encode()
    except UnicodeEncodeError:  # a lone surrogate written unescaped: no UTF-8 text
        return False
    return True


@settings(max_examples=8, deadline=None, database=None)
@given(values=st.lists(JSON_VALUES, min_size=50, max_size=80))
def test_the_canonical_form_is_pythons_byte_for_byte(values: list[Any]) -> None:
    """Keys sorted by code point (not UTF-16 units), escapes, integers past 2^53, floats as
    Python writes them (1.0, 1e+16, 5e-324), from text written either way."""
    texts = [
        t for v in values for t in (json.dumps(v), json.dumps(v, ensure_ascii=False)) if _utf8(t)
    ]
    answers = run_js([request("canonical", t, None) for t in texts])
    for text, answer in zip(texts, answers, strict=True):
        assert answer["canonical"].encode() == canonical(json.loads(text)), text


def test_the_harness_reads_document_files(
    tmp_path: Path, replays: dict[str, Any], keys: Any
) -> None:
    (tmp_path / "keys.json").write_text(json.dumps(keys))
    (tmp_path / "game.json").write_bytes(replays["names"][0])
    (tmp_path / "broken.json").write_text(json.dumps({**replays["names"][1], "game_id": "x"}))
    proc = subprocess.run(
        [
            node(),
            str(HARNESS),
            "--keys",
            str(tmp_path / "keys.json"),
            str(tmp_path / "game.json"),
            str(tmp_path / "broken.json"),
        ],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    good, broken = (json.loads(line) for line in proc.stdout.splitlines())
    assert good["status"] == "valid", good
    assert (broken["status"], broken["pointer"]) == ("invalid", "/events/0/hash"), broken


def test_the_formats_example_is_what_both_implementations_write() -> None:
    """docs/replays.md's example bytes: the engine's, and the JavaScript's from the same values."""
    text = (ROOT / "docs" / "replays.md").read_text()
    block = text.split("An example (a made-up header")[1].split("```text\n")[1].split("```")[0]
    lines = dict(line.split(":", 1) for line in block.splitlines())
    example = {k: v.strip() for k, v in lines.items()}
    header = json.loads(example["header"])
    genesis = hashlib.sha256(canonical(header)).hexdigest()
    entry = json.loads(example["entry 1"])
    floats = [1e16, 0.00001, 0.0001, 123.0, 10**20, -0.0, 0.1 + 0.2]
    assert (canonical(header).decode(), genesis) == (example["header"], example["genesis"])
    assert (canonical(entry).decode(), chain(genesis, entry)) == (
        example["entry 1"],
        example["hash 1"],
    )
    assert canonical(floats).decode() == example["floats"]
    answers = run_js(
        [
            request("canonical", example["header"], None),
            request("canonical", example["entry 1"], None),
            request("canonical", json.dumps(floats), None),
        ]
    )
    assert [a["canonical"] for a in answers] == [
        example["header"],
        example["entry 1"],
        example["floats"],
    ]


def test_the_hashed_header_fields_are_the_engines_and_the_formats() -> None:
    """chain.js, the engine and docs/replays.md name the same header fields, in the same order:
    a field added to the engine's header fails here until the page and the format say it too."""
    (answer,) = run_js(['{"check": "header"}'])
    assert (answer["header"], answer["optional"]) == (list(HEADER_KEYS), list(OPTIONAL_HEADER_KEYS))
    text = " ".join((ROOT / "docs" / "replays.md").read_text().split())
    paragraph = text.split("**The genesis hash**")[1].split("**Each event's hash.**")[0]
    named = paragraph.split("object*:")[1].split("each with its value")[0]
    assert [w.strip("`,") for w in named.split() if w.startswith("`")] == list(HEADER_KEYS)
    optional = paragraph.split("each optional field")[1].split("when the document")[0]
    assert [w.strip("`),") for w in optional.split() if w.startswith("`")] == list(
        OPTIONAL_HEADER_KEYS
    )


def test_numbers_are_hashed_and_signed_exactly(
    app: Any, replays: dict[str, Any], keys: Any
) -> None:
    """An integral float (a deadline of 1764312345.0) and an integer past 2^53 in the header,
    the chain recomputed and signed by the service: read with JSON.parse's numbers (1.0 as 1,
    2^60 + 1 rounded) neither hash would match; read exactly, both do."""
    doc = copy.deepcopy({k: v for k, v in replays["contributed"][1].items() if k != "signature"})
    doc["deal_deadline"] = 1764312345.0
    doc["options"] = {**doc["options"], "exact": 2**60 + 1}
    with app.app_context():
        from api.http.context import signing_keys

        signed = signing_keys().sign(rechain(doc))
    text = json.dumps(signed)
    assert '"deal_deadline": 1764312345.0' in text and str(2**60 + 1) in text
    (answer,) = run_js([request("chain", text, keys)])
    assert answer["status"] == "valid" and answer["genesis"] == genesis_hash(signed), answer

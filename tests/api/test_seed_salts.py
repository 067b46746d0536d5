"""A seed someone chose, and so someone could guess, deals nothing in advance: every
commitment the service publishes is salted, and a tournament's or a match's games are
derived from the seed and its secret salt together (docs/fairness.md).

The attacker here is a dictionary: the seeds the docs' own examples use, and common words.
Against a plain SHA-256 commitment it finds the seed at once, and from it every game's deal.
"""

from __future__ import annotations

import copy
import hashlib
import re
import time
from pathlib import Path
from typing import Any

from engine.deal import commitment
from engine.match import derive_seed
from engine.replays import verify_document
from engine.results import verify_match_results
from engine.tournament import derive
from tests.api.test_matches import create_match, finish_bots_match, replay
from tests.organisers import bearer

ROOT = Path(__file__).resolve().parent.parent.parent
COMMON = (
    "seed",
    "test",
    "demo",
    "bench",
    "play",
    "a",
    "1",
    "42",
    "s1",
    "m1",
    "t1",
    "x",
    "abc",
    "password",
    "shithead",
    "classic",
    "tournament",
    "match",
    "game",
    "hello",
    "foo",
    "bar",
)


def dictionary() -> set[str]:
    """The seeds the README and docs use in their examples, and common words."""
    words = set(COMMON)
    for path in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]:
        text = path.read_text()
        words |= set(re.findall(r'"seed":\s*"([^"]+)"', text))
        words |= set(re.findall(r"--seed[ =]([A-Za-z0-9_.:-]+)", text))
        words |= set(re.findall(r"seed=\"?([A-Za-z0-9_-]+)", text))
    assert {"s1", "bench", "m1"} <= words  # the issue's own examples are found in the docs
    return words


def guesses(words: set[str]) -> set[str]:
    """Every commitment a guessed seed would give: of the seed itself, and of the game seeds a
    tournament (its first rounds' deals) or a match (its first games) derives from it unsalted."""
    out = set()
    for w in words:
        seeds = [
            w,
            *(derive(w, "deal", r, d) for r in (1, 2, 3) for d in range(4)),
            *(derive_seed(w, "deal", i) for i in range(5)),
        ]
        out |= {hashlib.sha256(s.encode()).hexdigest() for s in seeds}
    return out


def test_no_published_commitment_falls_to_a_dictionary_of_the_docs_seeds(
    client: Any, organiser_token: str
) -> None:
    words = dictionary()
    published: list[str] = []
    for seed in sorted(words)[:40]:  # a chosen-seed game for each: the commitment is salted
        g = client.post("/v1/games", json={"ruleset": "classic", "seats": 2, "seed": seed}).json
        published.append(g["seed_commitment"])
        published.append(client.get(f"/v1/games/{g['id']}").json["seed_commitment"])
    t = client.post(
        "/v1/tournaments",
        headers=bearer(organiser_token),
        json={
            "ruleset": {"preset": "classic", "options": {"turn_cap": 20}},
            "participants": ["random", "random", "heuristic"],
            "seed": "s1",
        },
    )
    assert t.status_code == 201, t.json
    published.append(t.json["seed_commitment"])
    m = create_match(
        client,
        {
            "ruleset": {"preset": "classic", "options": {"turn_cap": 20}},
            "seats": [{"bot": "random"}, {"bot": "random"}],
            "seed": "m1",
            "games": 2,
        },
    )
    published.append(m["seed_commitment"])
    m = finish_bots_match(client, m)  # its games, dealt from seeds derived from m1, each salted
    games = [client.get(f"/v1/games/{g['game_id']}").json for g in m["games"]]
    published += [g["seed_commitment"] for g in games]
    # the tournament's games (it is played meanwhile), dealt from s1 and its secret salt
    deadline = time.monotonic() + 120
    while (tour := client.get(f"/v1/tournaments/{t.json['id']}").json)["status"] == "running":
        assert time.monotonic() < deadline, tour["progress"]
        time.sleep(0.1)
    assert tour["status"] == "done" and tour["seed"] == "s1" and tour["seed_salt"]
    assert tour["seed_commitment"] == commitment("s1", tour["seed_salt"])
    published += [
        client.get(f"/v1/games/{g['game_id']}").json["seed_commitment"] for g in tour["games"]
    ]
    assert len(published) == 2 * min(40, len(words)) + 4 + len(tour["games"])
    assert all(re.fullmatch(r"[0-9a-f]{64}", c) for c in published)
    assert not set(published) & guesses(words)
    # what the match reveals at its end checks out against what it published before play
    assert m["seed"] == "m1" and m["seed_salt"]
    assert m["seed_commitment"] == commitment("m1", m["seed_salt"])
    assert [g["seed"] for g in games] == [derive_seed("m1", "deal", i) for i in range(len(games))]
    assert all(g["seed_commitment"] == commitment(g["seed"], g["seed_salt"]) for g in games)


def test_a_replay_whose_salt_was_changed_is_refused(client: Any) -> None:
    g = client.post(
        "/v1/games",
        json={
            "ruleset": "classic",
            "seats": [{"bot": "random"}, {"bot": "random"}],
            "seed": "s1",
            "turn_cap": 20,
            "play_out": True,
        },
    ).json
    doc = replay(client, g["id"])
    assert doc["over"] and doc["seed"] == "s1" and doc["seed_salt"]
    assert doc["seed_commitment"] == commitment("s1", doc["seed_salt"]) != commitment("s1")
    unsigned = {k: v for k, v in doc.items() if k != "signature"}
    assert verify_document(unsigned)["status"] == "consistent"
    for salt, where in (("0" * 64, "/seed"), ("not hex", "/seed_salt")):
        forged = {**copy.deepcopy(unsigned), "seed_salt": salt}
        verdict = verify_document(forged)
        assert (verdict["status"], verdict["pointer"]) == ("invalid", where), verdict
    dropped = {k: v for k, v in unsigned.items() if k != "seed_salt"}
    assert verify_document(dropped)["pointer"] == "/seed"  # unsalted, it matches nothing
    # signed, the service's own check refuses the changed salt too
    online = client.post("/v1/replays/verify", json={**doc, "seed_salt": "0" * 64}).json
    assert online["status"] == "invalid", online


def test_a_game_stored_before_salts_still_verifies(client: Any, app: Any) -> None:
    """A chosen-seed game whose record has no salt (stored by an earlier version) is committed
    to unsalted, and its replay, without ``seed_salt``, verifies."""
    g = client.post(
        "/v1/games",
        json={
            "ruleset": "classic",
            "seats": [{"bot": "random"}, {"bot": "random"}],
            "seed": "old",
            "turn_cap": 20,
            "play_out": True,
        },
    ).json
    store = app.extensions["service"].store
    store.r.hdel(f"g:{{{g['id']}}}:meta", "seed_salt")
    store.r.hset(f"g:{{{g['id']}}}:meta", "seed_commitment", commitment("old"))
    doc = replay(client, g["id"])
    assert "seed_salt" not in doc and doc["seed_commitment"] == commitment("old")
    assert (
        verify_document({k: v for k, v in doc.items() if k != "signature"})["status"]
        == "consistent"
    )


def test_a_match_results_document_with_a_changed_salt_is_refused(client: Any) -> None:
    m = create_match(
        client,
        {
            "ruleset": {"preset": "classic", "options": {"turn_cap": 20}},
            "seats": [{"bot": "random"}, {"bot": "random"}],
            "seed": "m1",
            "games": 2,
        },
    )
    m = finish_bots_match(client, m)
    doc = client.get(f"/v1/matches/{m['id']}/results").json
    replays = [replay(client, g["game_id"]) for g in m["games"]]
    assert doc["seed_salt"] == m["seed_salt"]
    unsigned = {k: v for k, v in doc.items() if k != "signature"}
    assert verify_match_results(unsigned, replays)["status"] == "consistent"
    forged = {**unsigned, "seed_salt": "1" * 64}
    assert verify_match_results(forged, replays)["pointer"] == "/seed"

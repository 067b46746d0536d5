"""A tournament's results as one signed document that verifies against its games' replays."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from engine.results import verify_results
from engine.signing import checker, keys_by_id, load_public
from tests.tournaments.test_http import create, wait_done

ROOT = Path(__file__).resolve().parent.parent.parent


def finished(client: Any, **body: Any) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    resp = create(client, **body)
    assert resp.status_code == 201, resp.json
    t = wait_done(client, resp.json["id"])
    results = client.get(f"/v1/tournaments/{t['id']}/results")
    assert results.status_code == 200, results.json
    replays = [client.get(g["replay"]).json for g in t["games"]]
    return results.json, replays


def test_a_swiss_tournaments_results_verify_against_its_replays(
    client: Any, tmp_path: Path
) -> None:
    doc, replays = finished(
        client,
        ruleset={"preset": "classic", "options": {"turn_cap": 400}},
        participants=["heuristic", "random", "random"],
        format="swiss",
        rounds=2,
        games_per_pairing=1,
        seed="results",
    )
    keys = keys_by_id([load_public(k["public_key"]) for k in client.get("/v1/keys").json["keys"]])
    verdict = verify_results(doc, replays, check_signature=checker(keys))
    assert verdict["status"] == "valid" and verdict["valid"] is True, verdict
    assert verdict["signed_by"] == doc["signature"]["key_id"]
    assert [g["final_hash"] for g in doc["games"]] == [r["events"][-1]["hash"] for r in replays]
    # the endpoint verifies it against the stored games
    online = client.post("/v1/replays/verify", json=doc).json
    assert online["status"] == "valid" and online["signed_by"] == doc["signature"]["key_id"], online

    def rejected(
        changed: dict[str, Any], given: list[dict[str, Any]] | None = None
    ) -> dict[str, Any]:
        verdict = verify_results(changed, replays if given is None else given)
        assert verdict["status"] == "invalid", verdict
        return verdict

    unsigned = {k: v for k, v in doc.items() if k != "signature"}
    swapped = copy.deepcopy(unsigned)
    swapped["standings"][0], swapped["standings"][1] = (
        swapped["standings"][1],
        swapped["standings"][0],
    )
    assert rejected(swapped)["pointer"] == "/standings/0"
    flipped = copy.deepcopy(unsigned)
    won = next(i for i, g in enumerate(doc["games"]) if g["scores"] != [0.5, 0.5])
    flipped["games"][won]["scores"] = [1 - s for s in flipped["games"][won]["scores"]]
    assert rejected(flipped)["pointer"] == f"/games/{won}/scores"
    rehashed = copy.deepcopy(unsigned)
    rehashed["games"][1]["final_hash"] = "0" * 64
    assert rejected(rehashed)["pointer"] == "/games/1/final_hash"
    assert rejected(unsigned, replays[1:])["pointer"] == "/games/0/game_id"
    other_deal = copy.deepcopy(unsigned)
    other_deal["spec"]["seed"] = "another"
    assert rejected(other_deal)["status"] == "invalid"
    # values of another type anywhere get an answer, never an exception, and never "valid"
    from tests.tamper import _replace, _set, walk

    paths = [p for p, _ in walk(unsigned) if p]
    for n, path in enumerate(paths[:: max(1, len(paths) // 40)]):
        value = [None, [], {}, "x", -1][n % 5]
        if value != dict(walk(unsigned)).get(path):
            rejected(_replace(unsigned, path[:-1], _set(path, value)))
    # online, a document naming this tournament is checked against the service's keys: changed
    # after signing it fails at the change, unsigned or signed by another key it is refused
    tampered = copy.deepcopy(doc)
    tampered["games"][0]["events"] += 1
    answer = client.post("/v1/replays/verify", json=tampered).json
    assert (answer["status"], answer["pointer"]) == ("invalid", "/games/0/events"), answer
    answer = client.post("/v1/replays/verify", json=unsigned).json
    assert (answer["status"], answer["pointer"], answer["origin"]) == (
        "unauthenticated",
        "/signature",
        "unknown",
    )
    # one naming a tournament the service does not hold is at best consistent, never valid
    renamed = {**doc, "tournament_id": "0" * 32}
    answer = client.post("/v1/replays/verify", json=renamed).json
    assert (answer["status"], answer["origin"], answer["valid"]) == (
        "consistent",
        "unchecked",
        False,
    ), answer

    # offline: shithead verify results.json --replays DIR --key FILE
    folder = tmp_path / "replays"
    folder.mkdir()
    for i, r in enumerate(replays):
        (folder / f"{i}.json").write_text(json.dumps(r))
    (tmp_path / "results.json").write_text(json.dumps(doc))
    signer = next(
        k for k in client.get("/v1/keys").json["keys"] if k["id"] == doc["signature"]["key_id"]
    )
    (tmp_path / "key").write_text(signer["public_key"])
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "api.cli",
            "verify",
            str(tmp_path / "results.json"),
            "--replays",
            str(folder),
            "--key",
            str(tmp_path / "key"),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert json.loads(proc.stdout)["status"] == "valid"


def test_results_are_exported_only_once_the_tournament_is_done(client: Any) -> None:
    resp = create(client, participants=["heuristic", "random"], games_per_pairing=3, seed="not yet")
    tid = resp.json["id"]
    early = client.get(f"/v1/tournaments/{tid}/results")
    if early.status_code == 409:  # the tournament may already be over on a fast machine
        assert early.json["code"] == "tournament_not_over"
    wait_done(client, tid)
    assert client.get(f"/v1/tournaments/{tid}/results").status_code == 200
    assert client.get("/v1/tournaments/" + "0" * 32 + "/results").status_code == 404

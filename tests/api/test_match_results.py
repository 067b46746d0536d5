"""A match's results as one signed document that verifies against its games' replays."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from engine.results import verify_match_results
from tests.api.test_matches import create_match, finish_bots_match, replay

ROOT = Path(__file__).resolve().parent.parent.parent


def test_a_matchs_results_verify_against_its_replays(client: Any, tmp_path: Path) -> None:
    match = create_match(
        client,
        {
            "ruleset": {"preset": "green-cutthroat-2018", "options": {"turn_cap": 200}},
            "seats": [{"bot": "heuristic"}, {"bot": "random", "name": "rnd"}],
            "seed": "results-match",
        },
    )
    early = client.get(f"/v1/matches/{match['id']}/results")
    match = finish_bots_match(client, match)  # the bot policy plays its games
    if early.status_code != 200:
        assert early.status_code == 409 and early.json["code"] == "match_not_over"
    doc = client.get(f"/v1/matches/{match['id']}/results").json
    replays = [replay(client, g["game_id"]) for g in match["games"]]
    assert doc["standings"] == match["standings"] and doc["seed"] == "results-match"
    assert [g["final_hash"] for g in doc["games"]] == [r["events"][-1]["hash"] for r in replays]
    assert verify_match_results(doc, replays)["status"] == "consistent"  # no key: origin unchecked
    online = client.post("/v1/replays/verify", json=doc).json
    assert online["status"] == "valid" and online["signed_by"] == doc["signature"]["key_id"], online

    unsigned = {k: v for k, v in doc.items() if k != "signature"}
    for change, where in (
        (lambda d: d["standings"].reverse(), "/standings"),
        (lambda d: d["games"].reverse(), "/games/0"),
        (lambda d: d["games"][1].update(final_hash="0" * 64), "/games/1/final_hash"),
        (lambda d: d.update(first_dealer=1 - d["first_dealer"]), "/games/0/game_id"),
        (lambda d: d.update(seed="another"), "/seed"),
    ):
        forged = copy.deepcopy(unsigned)
        change(forged)
        verdict = verify_match_results(forged, replays)
        assert (verdict["status"], verdict["pointer"]) == ("invalid", where), verdict
    missing = verify_match_results(unsigned, replays[:-1])
    assert missing["pointer"] == f"/games/{len(replays) - 1}/game_id"

    folder = tmp_path / "replays"
    folder.mkdir()
    for i, r in enumerate(replays):
        (folder / f"{i}.json").write_text(json.dumps(r))
    proc = subprocess.run(
        [sys.executable, "-m", "api.cli", "verify", "-", "--replays", str(folder)],
        input=json.dumps(doc),
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 5, proc.stdout + proc.stderr
    assert json.loads(proc.stdout)["status"] == "consistent"
    # with the service's key, the signature makes it valid
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
            "-",
            "--replays",
            str(folder),
            "--key",
            str(tmp_path / "key"),
        ],
        input=json.dumps(doc),
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert json.loads(proc.stdout)["status"] == "valid"

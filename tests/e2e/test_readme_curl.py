"""The README's curl walk-through, run as written against a real server: its commands are
taken from the README itself, so the README stays true.

It needs ``curl`` and ``jq`` (``.ci/run`` installs them where they are missing)."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

from tests.conftest import ROOT

SECTION = "## Playing a game with curl"
BASE_LINE = "S=localhost:8000"
#: The game the walk-through creates, and the turns the test's copy of it is capped at
SEATS = '"seats": [{"name": "ann"}, {"name": "bob"}]}'
TURN_CAP = 30


def walk_through() -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text[text.index(SECTION) :]
    block = re.search(r"```sh\n(.*?)```", section, re.S)
    assert block is not None, "the curl section has no sh block"
    return block.group(1)


def test_the_readme_curl_walk_through_plays_a_game_to_its_end(
    live_server: str, tmp_path: Path
) -> None:
    missing = [tool for tool in ("curl", "jq", "bash", "od") if shutil.which(tool) is None]
    assert not missing, f"the walk-through needs {missing} (.ci/run installs curl and jq)"
    script = walk_through()
    assert script.count(BASE_LINE + "\n") == 1
    # the same lines, against the test's server; any failing command fails the run
    script = "set -eo pipefail\n" + script.replace(BASE_LINE, f"S={live_server}")
    # a shorter game: the loop is the README's, each of its moves as many processes (curl,
    # jq) as a reader's; a classic game of lowest plays is some 300 of them
    assert script.count(SEATS) == 1
    script = script.replace(SEATS, SEATS[:-1] + f', "turn_cap": {TURN_CAP}}}')
    run = subprocess.run(
        ["bash", "--noprofile", "--norc"],
        input=script,
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    assert run.stderr == ""
    lines = run.stdout.splitlines()
    # every action was accepted: each answer shows the version it took the game to
    moves = [json.loads(line) for line in lines if line.startswith("[")]
    assert moves and all(isinstance(m[0], int) for m in moves), "an action was refused"
    assert [m[0] for m in moves] == sorted({m[0] for m in moves})
    assert len(moves) >= TURN_CAP  # a game played on to its end (or to its cap)
    answers = [json.loads(line) for line in lines if line.startswith('{"version"')]
    readies = [a for a in answers if "events" in a and "seat" not in a and "phase" not in a]
    assert len(readies) == 2
    assert [r["events"][0]["type"] for r in readies] == ["SeatReady", "SeatReady"]
    assert readies[1]["to_act"] and readies[1]["events"][-1]["type"] == "TurnStarted"
    end = json.loads(next(line for line in lines if line.startswith('{"phase"')))
    assert end["phase"] == "over" and end["result"]["reason"] in ("last_player", "turn_cap")
    assert json.loads(lines[-1])["valid"] is True

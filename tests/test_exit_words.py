"""The table page's words for the exits (api/web/static/words.js), run in node, and
``record.txt``'s (api/games/record.py, their port): what a reader is told when a seat
resigns, leaves or aborts, and when open seats expire."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from api.games.record import phrase

WORDS = Path(__file__).resolve().parent.parent / "api" / "web" / "static" / "words.js"
NODE = shutil.which("node")

EVENTS = [
    {"type": "SeatResigned", "seat": 1},
    {"type": "GameEnded", "reason": "resigned", "order": [0], "loser": 1, "winner": 0},
    {"type": "SeatLeft", "seat": 0, "bot": "heuristic"},
    {"type": "GameAborted", "reason": "abort", "seats": [1]},
    {"type": "GameAborted", "reason": "expired", "seats": [1, 2]},
    {"type": "GameEnded", "reason": "aborted", "order": [], "loser": None, "winner": None},
]


SAID = [
    "bob resigned",
    "the game is over: bob resigned and is the shithead",
    "ann left the table; the heuristic bot plays the seat from now on",
    "bob called the game off before its first play",
    "nobody took bob and cy in time: the game is called off",
    "the game was called off: no result, nobody is rated",
]


@pytest.mark.skipif(NODE is None, reason="node is not installed")
def test_the_exits_in_words() -> None:
    script = (
        f"import {{ phrase }} from {json.dumps(WORDS.as_uri())};\n"
        f"const names = ['ann', 'bob', 'cy'];\n"
        f"console.log(JSON.stringify({json.dumps(EVENTS)}.map((e) => phrase(e, names))));\n"
    )
    assert NODE is not None
    out = subprocess.run(
        [NODE, "--input-type=module", "-e", script],
        capture_output=True,
        text=True,
        timeout=30,
        check=True,
    ).stdout
    assert json.loads(out) == SAID


def test_the_record_says_the_exits_in_the_same_words() -> None:
    assert [phrase(e, ["ann", "bob", "cy"]) for e in EVENTS] == SAID

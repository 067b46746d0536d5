"""``GET /v1/games/{id}/record.txt``: a game's moves in words, one a line, the same words the
pages say; the Python port agrees with ``words.js`` run under Node on the same events, and a
running game's record shows a reader no card it may not see."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from api.games.record import actions, record_text
from tests.api.test_api import auth, create, legal, post_action, tokens_of

STATIC = Path(__file__).resolve().parents[2] / "api" / "web" / "static"
NODE = shutil.which("node") or "/usr/bin/node"

RUN_WORDS = """
import { actions } from "./words.js";
let text = "";
process.stdin.on("data", (d) => { text += d; });
process.stdin.on("end", () => {
  const cases = JSON.parse(text);
  process.stdout.write(JSON.stringify(cases.map((c) => actions(c.entries, c.names))));
});
"""


def words_js(cases: list[dict[str, Any]], tmp_path: Path) -> list[list[dict[str, Any]]]:
    """``actions(entries, names)`` of words.js, run by Node, for each case."""
    for name in ("words.js", "cards.js"):
        shutil.copy(STATIC / name, tmp_path / name)
    (tmp_path / "package.json").write_text('{"type": "module"}')
    (tmp_path / "run.js").write_text(RUN_WORDS)
    done = subprocess.run(
        [NODE, str(tmp_path / "run.js")],
        input=json.dumps(cases),
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    out: list[list[dict[str, Any]]] = json.loads(done.stdout)
    return out


def entries_of(client: Any, gid: str, token: str | None = None) -> list[dict[str, Any]]:
    page = client.get(f"/v1/games/{gid}/events?after=0", headers=auth(token))
    assert page.status_code == 200
    events: list[dict[str, Any]] = page.json["events"]
    return events


PRESETS = [
    "classic",
    "green-cutthroat-2018",
    "green-shithead-2006",
    "reverse",
    "special-cards",
    "doubly-reversed",
    "green-ctsr-2006",
    "green-ctg-2006",
]


@pytest.mark.skipif(not Path(NODE).exists(), reason="node is not installed")
def test_the_record_says_what_words_js_says(client: Any, tmp_path: Path) -> None:
    cases = []
    for i, preset in enumerate(PRESETS):
        seats = [{"bot": "random", "name": f"bot {j}"} for j in range(2 + i % 3)]
        made = client.post(
            "/v1/games",
            json={
                "ruleset": {"preset": preset, "options": {"turn_cap": 150}},
                "seats": seats,
                "seed": f"record-{preset}",
                "play_out": True,
            },
        )
        assert made.status_code == 201, made.get_data(as_text=True)
        g = made.json
        cases.append({"entries": entries_of(client, g["id"]), "names": [s["name"] for s in seats]})
    # a running game, as a spectator and as a seat sees it, with a note
    g = create(client, ruleset="green-cutthroat-2018", seats=3, seed="record-running")
    gid, tokens = g["id"], tokens_of(g)
    moves = legal(client, gid, tokens[0])
    client.post(
        f"/v1/games/{gid}/actions",
        headers=auth(tokens[0]),
        json={
            "action": moves["actions"][0],
            "expected_version": moves["version"],
            "note": "“quoted” ok",
        },
    )
    for token in (None, tokens[1], tokens[0]):
        cases.append({"entries": entries_of(client, gid, token), "names": ["ann", "bob", "cy"]})
    # the exits: a seat resigns, leaves its seat to a bot, calls the game off
    for exit_ in ("resign", "leave", "abort"):
        g = create(client, ruleset="classic", seats=3, seed=f"record-{exit_}")
        resp = client.post(f"/v1/games/{g['id']}/{exit_}", headers=auth(tokens_of(g)[1]), json={})
        assert resp.status_code == 201, resp.get_data(as_text=True)
        cases.append({"entries": entries_of(client, g["id"]), "names": ["ann", "bob", "cy"]})
    assert all(c["entries"] for c in cases)
    expected = words_js(cases, tmp_path)
    for case, js in zip(cases, expected, strict=True):
        assert actions(case["entries"], case["names"]) == js
    assert sum(len(js) for js in expected) > 100


def test_record_txt_is_the_events_page_in_words(client: Any) -> None:
    seats = [{"bot": "heuristic", "name": "hal"}, {"bot": "random", "name": "ran"}]
    g = client.post(
        "/v1/games",
        json={
            "ruleset": {"preset": "classic", "options": {"turn_cap": 200}},
            "seats": seats,
            "seed": "record-txt",
            "play_out": True,
        },
    ).json
    resp = client.get(f"/v1/games/{g['id']}/record.txt")
    assert resp.status_code == 200 and resp.headers["Content-Type"] == "text/plain; charset=utf-8"
    text = resp.get_data(as_text=True)
    assert text == record_text(entries_of(client, g["id"]), ["hal", "ran"])
    lines = text.splitlines()
    assert lines[0] == "1. the cards were dealt"
    assert lines[-1].split(". ", 1)[1].split("; ")[-1].startswith("the game")
    assert any(" played " in line for line in lines)
    missing = client.get("/v1/games/nope/record.txt")
    assert missing.status_code == 404 and missing.mimetype == "application/problem+json"


def test_a_running_games_record_shows_no_hidden_card(client: Any) -> None:
    # Cutthroat's face-up cards are laid face down to the others until play starts
    g = create(client, ruleset="green-cutthroat-2018", seats=2, seed="record-hidden")
    gid, tokens = g["id"], tokens_of(g)
    moves = legal(client, gid, tokens[0])
    place = next(a for a in moves["actions"] if a["kind"] == "place")
    assert post_action(client, gid, tokens[0], place, moves["version"]).status_code == 201
    placed = place["cards"][0]
    from api.games.record import card_text

    shown = card_text(placed)
    spectator = client.get(f"/v1/games/{gid}/record.txt").get_data(as_text=True)
    other = client.get(f"/v1/games/{gid}/record.txt", headers=auth(tokens[1])).get_data(
        as_text=True
    )
    own = client.get(f"/v1/games/{gid}/record.txt", headers=auth(tokens[0])).get_data(as_text=True)
    assert "laid a hidden card face up" in spectator and shown not in spectator.split("dealt", 1)[1]
    assert "laid a hidden card face up" in other and shown not in other.split("dealt", 1)[1]
    assert f"laid {shown} face up" in own
    bad = client.get(f"/v1/games/{gid}/record.txt", headers=auth("not-a-token"))
    assert bad.status_code == 401

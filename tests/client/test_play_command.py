"""``shithead play``: one policy against built-in bots, in-process and over HTTP."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import requests

from api.cli import main
from api.games.replays import verify_document
from api.play.intervals import wilson
from api.play.local import IllegalAnswer

POLICY = """
def choose(view, legal_moves):
    assert view["you"] in view["to_act"] and view["view"]["viewer"] == view["you"]
    plays = [m for m in legal_moves if m["kind"] != "pickup"]
    return (plays or legal_moves)[0]

def cheat(view, legal_moves):
    return {"kind": "play", "cards": ["AS", "AH", "AD", "AC"]}
"""


@pytest.fixture
def policy_file(tmp_path: Path) -> Path:
    path = tmp_path / "mybot.py"
    path.write_text(POLICY)
    return path


def lines(capsys: Any) -> list[dict[str, Any]]:
    return [json.loads(line) for line in capsys.readouterr().out.splitlines()]


def test_wilson_interval_matches_the_formula() -> None:
    low, high = wilson(5, 10)
    assert (round(low, 4), round(high, 4)) == (0.2366, 0.7634)
    assert wilson(0, 10)[0] == 0.0 and round(wilson(0, 10)[1], 4) == 0.2775


def test_play_in_process_takes_every_seat_in_turn(policy_file: Path, capsys: Any) -> None:
    assert (
        main(
            [
                "play",
                "--bot",
                f"{policy_file}:choose",
                "--vs",
                "random,heuristic",
                "--games",
                "3",
                "--turn-cap",
                "150",
                "--json",
            ]
        )
        == 0
    )
    out = lines(capsys)
    games, summaries = out[:3], [o["summary"] for o in out[3:]]
    assert [g["seats"].index("mybot") for g in games] == [0, 1, 2]
    assert [s["participant"] for s in summaries] == ["mybot", "random", "heuristic"]
    for s in summaries:
        assert s["games"] == 3 and s["wins"] + s["draws"] + s["losses"] == 3
        assert s["win_rate_95"][0] <= s["win_rate"] <= s["win_rate_95"][1]
    # the same seed plays the same games
    assert (
        main(
            [
                "play",
                "--bot",
                f"{policy_file}:choose",
                "--vs",
                "random,heuristic",
                "--games",
                "3",
                "--turn-cap",
                "150",
                "--json",
            ]
        )
        == 0
    )
    assert lines(capsys) == out


def test_play_prints_a_table(policy_file: Path, capsys: Any) -> None:
    assert (
        main(
            [
                "play",
                "--bot",
                f"{policy_file}:choose",
                "--vs",
                "random",
                "--games",
                "2",
                "--turn-cap",
                "100",
            ]
        )
        == 0
    )
    text = capsys.readouterr().out
    assert "Wilson" in text and "mybot" in text and "random" in text


def test_an_answer_that_is_not_legal_is_an_error(policy_file: Path) -> None:
    with pytest.raises(IllegalAnswer, match="not one of the legal moves"):
        main(["play", "--bot", f"{policy_file}:cheat", "--vs", "random", "--games", "1"])


def test_play_over_http_plays_the_same_function(
    policy_file: Path, capsys: Any, live_server: str
) -> None:
    assert (
        main(
            [
                "play",
                "--bot",
                f"{policy_file}:choose",
                "--vs",
                "random",
                "--games",
                "2",
                "--turn-cap",
                "150",
                "--json",
                "--server",
                live_server,
            ]
        )
        == 0
    )
    out = lines(capsys)
    for game in out[:2]:
        doc = requests.get(f"{live_server}/v1/games/{game['id']}/replay", timeout=10).json()
        assert doc["over"] is True and verify_document(doc)["status"] == "consistent"
        assert [s["name"] for s in doc["seats"]] == game["seats"]
    assert out[2]["summary"]["games"] == 2

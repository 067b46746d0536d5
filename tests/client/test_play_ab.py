"""``shithead play --bot new:choose --vs old:choose,heuristic``: a bot against another
version of itself, over duplicate deals, run as its author runs it (a subprocess in the
folder of the policies' module)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

SHITHEAD = str(Path(sys.executable).parent / "shithead")

NEW = '''
def choose(view, legal_moves):
    """Never picks up when it can play; sheds its lowest cards first."""
    plays = [m for m in legal_moves if m["kind"] != "pickup"]
    return (plays or legal_moves)[0]
'''

OLD = '''
def choose(view, legal_moves):
    """Picks up the pile whenever it may: a bot that cannot be worse."""
    pickups = [m for m in legal_moves if m["kind"] == "pickup"]
    return (pickups or legal_moves)[-1]
'''


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    (tmp_path / "new.py").write_text(NEW)
    (tmp_path / "old.py").write_text(OLD)
    return tmp_path


def shithead(folder: Path, *args: str) -> list[dict[str, Any]]:
    done = subprocess.run(
        [SHITHEAD, "play", *args, "--json"],
        cwd=folder,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
        env={"SHITHEAD_PURE": "1", "PATH": "/usr/bin:/bin"},
    )
    assert done.returncode == 0, done.stderr
    return [json.loads(line) for line in done.stdout.splitlines()]


def test_a_policy_plays_another_over_duplicate_deals(folder: Path) -> None:
    out = shithead(
        folder,
        "--bot",
        "new:choose",
        "--vs",
        "old:choose,heuristic",
        "--games",
        "6",
        "--turn-cap",
        "150",
    )
    games = [o for o in out if "game" in o]
    summaries = [o["summary"] for o in out if "summary" in o]
    assert [s["participant"] for s in summaries] == ["new", "old", "heuristic"]
    assert len(games) == 6
    # three games a deal, the new bot at every seat of it
    assert [g["seed"] for g in games] == ["play:0"] * 3 + ["play:1"] * 3
    assert [g["seats"].index("new") for g in games] == [0, 1, 2, 0, 1, 2]
    assert all(sorted(g["seats"]) == ["heuristic", "new", "old"] for g in games)
    for s in summaries:
        assert s["games"] == 6 and s["win_rate_95"][0] <= s["win_rate"] <= s["win_rate_95"][1]


def test_until_decided_stops_once_the_interval_leaves_out_an_even_score(folder: Path) -> None:
    out = shithead(
        folder,
        "--bot",
        "new:choose",
        "--vs",
        "old:choose",
        "--games",
        "200",
        "--turn-cap",
        "200",
        "--until-decided",
    )
    verdict = next(o["until_decided"] for o in out if "until_decided" in o)
    new = next(o["summary"] for o in out if o.get("summary", {}).get("participant") == "new")
    assert verdict["decided"] is True and verdict["even_rate"] == 0.5
    assert verdict["games"] == new["games"] < 200 and new["games"] % 2 == 0  # whole deals only
    assert not new["win_rate_95"][0] <= 0.5 <= new["win_rate_95"][1]
    # the other way round it is decided too: the old bot loses
    out = shithead(
        folder,
        "--bot",
        "old:choose",
        "--vs",
        "new:choose",
        "--games",
        "200",
        "--turn-cap",
        "200",
        "--until-decided",
    )
    old = next(o["summary"] for o in out if o.get("summary", {}).get("participant") == "old")
    assert old["win_rate_95"][1] < 0.5


def test_an_opponent_that_is_neither_a_bot_nor_a_policy_is_refused(folder: Path) -> None:
    done = subprocess.run(
        [SHITHEAD, "play", "--bot", "new:choose", "--vs", "nobody"],
        cwd=folder,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 2 and "module:function" in done.stderr


def test_a_tournament_takes_policies_beside_the_built_in_bots(folder: Path) -> None:
    done = subprocess.run(
        [
            SHITHEAD,
            "tournament",
            "--bots",
            "new:choose,old:choose,heuristic",
            "--games",
            "2",
            "--workers",
            "2",
            "--seed",
            "ab",
            "--turn-cap",
            "200",
            "--no-progress",
            "--json",
        ],
        cwd=folder,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
        env={"SHITHEAD_PURE": "1", "PATH": "/usr/bin:/bin"},
    )
    assert done.returncode == 0, done.stderr
    standings = {row["name"]: row for row in json.loads(done.stdout)["standings"]}
    assert set(standings) == {"new", "old", "heuristic"}
    assert standings["old"]["wins"] == 0 < standings["new"]["wins"]
    # a queue's workers could not import the policies: refused
    queued = subprocess.run(
        [SHITHEAD, "tournament", "--bots", "new:choose,heuristic", "--queue"],
        cwd=folder,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert queued.returncode == 2 and "--queue" in queued.stderr


def tournament(folder: Path, *args: str) -> dict[str, Any]:
    done = subprocess.run(
        [SHITHEAD, "tournament", *args, "--no-progress", "--json"],
        cwd=folder,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
        env={"SHITHEAD_PURE": "1", "PATH": "/usr/bin:/bin"},
    )
    assert done.returncode == 0, done.stderr
    out: dict[str, Any] = json.loads(done.stdout)
    return out


def test_a_tournament_prints_the_intervals_play_prints(folder: Path) -> None:
    """``shithead tournament --bots mine:choose,theirs:choose,heuristic``: every participant's
    wins and places with the intervals of ``shithead play``, over duplicate deals."""
    from api.play.intervals import mean_interval, wilson

    out = tournament(
        folder,
        "--bots",
        "new:choose,old:choose,heuristic",
        "--games",
        "3",
        "--workers",
        "2",
        "--seed",
        "ab",
        "--turn-cap",
        "200",
    )
    play = shithead(
        folder, "--bot", "new:choose", "--vs", "old:choose", "--games", "2", "--turn-cap", "150"
    )
    rows = out["intervals"]
    assert [r["participant"] for r in rows] == ["new", "old", "heuristic"]
    assert [set(r) for r in rows] == [set(o["summary"]) for o in play if "summary" in o][:1] * 3
    standings = {s["name"]: s for s in out["standings"]}
    games = out["games"]
    # duplicate deals: each of the three pairings' three deals once from each seat
    assert len(games) == 3 * 3 * 2 and all(g["result"] is not None for g in games)
    deals = {(g["table"], g["deal"]): sorted(g["seats"]) for g in games}
    assert all(
        sum(1 for h in games if (h["table"], h["deal"]) == key and sorted(h["seats"]) == seats) == 2
        for key, seats in deals.items()
    )
    for i, row in enumerate(rows):
        mine = [(g["seats"].index(i), g["result"]) for g in games if i in g["seats"]]
        assert row["games"] == len(mine) == standings[row["participant"]]["games"] == 12
        assert row["wins"] == standings[row["participant"]]["wins"]
        low, high = wilson(row["wins"], row["games"])
        assert row["win_rate_95"] == [round(low, 4), round(high, 4)]
        # two seats: a win is first place, a loss second; a draw has none
        placed = [1 if r["scores"][s] == 1.0 else 2 for s, r in mine if r["scores"][s] != 0.5]
        mean, half = mean_interval(placed)
        assert row["mean_place_95"] == [round(mean - half, 3), round(mean + half, 3)]
    assert rows[0]["wins"] > rows[1]["wins"] == 0
    assert "until_decided" not in out


def test_a_tournament_until_decided_stops_after_a_whole_round_of_deals(folder: Path) -> None:
    from api.play.intervals import wilson

    out = tournament(
        folder,
        "--bots",
        "new:choose,old:choose,heuristic",
        "--games",
        "12",
        "--seed",
        "ab",
        "--turn-cap",
        "200",
        "--until-decided",
        "--workers",
        "2",
    )
    verdict, new = out["until_decided"], out["intervals"][0]
    assert verdict == {
        "decided": True,
        "games": new["games"],
        "even_rate": 0.5,
        "participant": "new",
    }
    assert not new["win_rate_95"][0] <= 0.5 <= new["win_rate_95"][1]
    played = [g for g in out["games"] if g["result"] is not None]
    deals = {g["deal"] for g in played}
    # whole deals only: every table played each of the first deals from both seats, and no more
    assert deals == set(range(len(deals))) and len(deals) < 12
    assert len(played) == len(deals) * 3 * 2 == sum(r["games"] for r in out["intervals"]) // 2
    assert all(g["result"] is None for g in out["games"] if g["deal"] >= len(deals))
    # and not a deal later than it had to: before the last deal played, the interval held 0.5
    before = [
        g["result"]["scores"][g["seats"].index(0)]
        for g in played
        if 0 in g["seats"] and g["deal"] < len(deals) - 1
    ]
    low, high = wilson(sum(1 for s in before if s == 1.0), len(before))
    assert low <= 0.5 <= high
    # the games played are the whole tournament's first ones, move for move
    whole = tournament(
        folder,
        "--bots",
        "new:choose,old:choose,heuristic",
        "--games",
        "12",
        "--seed",
        "ab",
        "--turn-cap",
        "200",
        "--workers",
        "2",
    )
    assert [g for g in whole["games"] if g["deal"] < len(deals)] == played
    # the other way round it is decided too: the old bot loses
    out = tournament(
        folder,
        "--bots",
        "old:choose,new:choose",
        "--games",
        "100",
        "--seed",
        "ab",
        "--turn-cap",
        "200",
        "--until-decided",
        "--workers",
        "1",
    )
    assert out["until_decided"]["decided"] is True and out["until_decided"]["participant"] == "old"
    assert out["intervals"][0]["win_rate_95"][1] < 0.5


def test_a_tournament_prints_its_intervals_and_verdict_as_text(folder: Path) -> None:
    done = subprocess.run(
        [
            SHITHEAD,
            "tournament",
            "--bots",
            "new:choose,old:choose",
            "--games",
            "50",
            "--seed",
            "ab",
            "--turn-cap",
            "200",
            "--until-decided",
            "--workers",
            "1",
            "--no-progress",
        ],
        cwd=folder,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
        env={"SHITHEAD_PURE": "1", "PATH": "/usr/bin:/bin"},
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    at = lines.index("95% intervals: wins Wilson score, places normal")
    assert lines[at + 1].split()[:5] == ["participant", "games", "wins", "draws", "win"]
    assert [line.split()[0] for line in lines[at + 2 : at + 4]] == ["new", "old"]
    assert (
        lines[at + 4].startswith("new: decided after ")
        and "(the even win rate is 0.500)" in lines[at + 4]
    )

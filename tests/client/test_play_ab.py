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
    done = subprocess.run([SHITHEAD, "play", *args, "--json"], cwd=folder, capture_output=True, text=True,
                          timeout=600, check=False, env={"SHITHEAD_PURE": "1", "PATH": "/usr/bin:/bin"})
    assert done.returncode == 0, done.stderr
    return [json.loads(line) for line in done.stdout.splitlines()]


def test_a_policy_plays_another_over_duplicate_deals(folder: Path) -> None:
    out = shithead(folder, "--bot", "new:choose", "--vs", "old:choose,heuristic", "--games", "6",
                   "--turn-cap", "150")
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
    out = shithead(folder, "--bot", "new:choose", "--vs", "old:choose", "--games", "200",
                   "--turn-cap", "200", "--until-decided")
    verdict = next(o["until_decided"] for o in out if "until_decided" in o)
    new = next(o["summary"] for o in out if o.get("summary", {}).get("participant") == "new")
    assert verdict["decided"] is True and verdict["even_rate"] == 0.5
    assert verdict["games"] == new["games"] < 200 and new["games"] % 2 == 0  # whole deals only
    assert not new["win_rate_95"][0] <= 0.5 <= new["win_rate_95"][1]
    # the other way round it is decided too: the old bot loses
    out = shithead(folder, "--bot", "old:choose", "--vs", "new:choose", "--games", "200",
                   "--turn-cap", "200", "--until-decided")
    old = next(o["summary"] for o in out if o.get("summary", {}).get("participant") == "old")
    assert old["win_rate_95"][1] < 0.5


def test_an_opponent_that_is_neither_a_bot_nor_a_policy_is_refused(folder: Path) -> None:
    done = subprocess.run([SHITHEAD, "play", "--bot", "new:choose", "--vs", "nobody"], cwd=folder,
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 2 and "module:function" in done.stderr


def test_a_tournament_takes_policies_beside_the_built_in_bots(folder: Path) -> None:
    done = subprocess.run([SHITHEAD, "tournament", "--bots", "new:choose,old:choose,heuristic", "--games", "2",
                           "--workers", "2", "--seed", "ab", "--turn-cap", "200", "--no-progress", "--json"],
                          cwd=folder, capture_output=True, text=True, timeout=600, check=False,
                          env={"SHITHEAD_PURE": "1", "PATH": "/usr/bin:/bin"})
    assert done.returncode == 0, done.stderr
    standings = {row["name"]: row for row in json.loads(done.stdout)["standings"]}
    assert set(standings) == {"new", "old", "heuristic"}
    assert standings["old"]["wins"] == 0 < standings["new"]["wins"]
    # a queue's workers could not import the policies: refused
    queued = subprocess.run([SHITHEAD, "tournament", "--bots", "new:choose,heuristic", "--queue"], cwd=folder,
                            capture_output=True, text=True, timeout=120, check=False)
    assert queued.returncode == 2 and "--queue" in queued.stderr

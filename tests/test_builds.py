"""The engine's two builds: which one a process loads, and that they play alike.

The compiled engine (``setup.py``) is the pure one compiled; ``SHITHEAD_PURE=1`` makes a
process load the pure one even where the compiled one is installed. The suite runs on
both (``./dev test``); these tests check the switch itself and compare the builds game by
game in one run.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

import engine
from engine import build_ruleset
from engine.rules.presets import PRESETS
from tests import builds
from tests.test_option_playouts import CONFIGS, SEEDS

ROOT = Path(__file__).resolve().parent.parent


def _run(code: str, *, pure: bool) -> str:
    env = {k: v for k, v in os.environ.items() if k != "SHITHEAD_PURE"}
    if pure:
        env["SHITHEAD_PURE"] = "1"
    done = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
        check=True,
    )
    return done.stdout


_LOADED = """
import json, sys
import engine, engine.bench, engine.bots, engine.replays, engine.tournament
print(json.dumps({"build": engine.BUILD, "files": {
    name: getattr(module, "__file__", None) or ""
    for name, module in sys.modules.items() if name == "engine" or name.startswith("engine.")
}}))
"""


def test_pure_switch_loads_every_engine_module_from_its_source() -> None:
    loaded = json.loads(_run(_LOADED, pure=True))
    assert loaded["build"] == "pure"
    assert "engine.state" in loaded["files"] and "engine.legal" in loaded["files"]
    compiled = {name: f for name, f in loaded["files"].items() if not f.endswith(".py")}
    assert compiled == {}


def test_without_the_switch_the_installed_build_loads() -> None:
    loaded = json.loads(_run(_LOADED, pure=False))
    state_file = loaded["files"]["engine.state"]
    assert loaded["build"] == ("pure" if state_file.endswith(".py") else "compiled")
    if os.environ.get("SHITHEAD_EXPECT_COMPILED") == "1":
        # CI's first run: an install that silently fell back to pure fails here
        assert loaded["build"] == "compiled", state_file
        assert not loaded["files"]["engine.legal"].endswith(".py")


def _compare(args: list[str], here: Callable[[], dict[str, list[str]]]) -> dict[str, list[str]]:
    """The digests ``python -m tests.builds ARGS`` prints on the pure engine (in a
    subprocess) against ``here()``'s on this process's compiled one, game by game."""
    if engine.BUILD != "compiled":
        pytest.skip("this process runs the pure engine: there is no compiled one to compare")
    env = {**os.environ, "SHITHEAD_PURE": "1"}
    pure = subprocess.Popen(
        [sys.executable, "-m", "tests.builds", *args],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        ours = here()
        out, _ = pure.communicate(timeout=900)
    finally:
        pure.kill()
    theirs = json.loads(out)
    assert theirs["build"] == "pure"
    assert theirs["digests"].keys() == ours.keys()
    for config, digests in ours.items():
        differ = [
            i
            for i, (a, b) in enumerate(zip(digests, theirs["digests"][config], strict=True))
            if a != b
        ]
        assert not differ, f"{config}: games {differ[:10]} differ between the builds"
    return ours


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_the_two_builds_play_every_preset_alike(preset: str) -> None:
    """Thousands of seeded games over the presets (each preset its own test, so the suite's
    workers share them; two to four players, random and bot play): the pure engine in a
    subprocess, this process's engine here, the same event logs."""
    here = _compare([preset], lambda: builds.game_digests([preset]))
    assert here and all(len(d) == builds.RANDOM_GAMES + builds.BOT_GAMES for d in here.values())


@pytest.mark.parametrize("part", range(builds.OPTION_PARTS))
def test_the_two_builds_play_the_option_playouts_alike(part: int) -> None:
    """The option playouts (``test_option_playouts``) run on the compiled engine alone; here
    a tenth of their seeds, of every option value of every preset at every table size
    (these tests share the configurations between them), is played by both builds: the
    same event logs, end states and replays. With the compiled games' own checks, the pure
    engine plays those games out too."""
    parts = builds.OPTION_PARTS
    here = _compare(["--options", f"{part}/{parts}"], lambda: builds.option_digests(part, parts))
    assert all(len(d) == SEEDS // builds.OPTION_STRIDE for d in here.values())
    assert {key.rsplit(":", 1)[0] for key in here} == {p.id for p in CONFIGS[part::parts]}


def test_the_option_comparison_covers_every_configuration() -> None:
    parts = builds.OPTION_PARTS
    shared = [p.id for part in range(parts) for p in CONFIGS[part::parts]]
    assert sorted(shared) == sorted(p.id for p in CONFIGS)


def test_the_comparison_covers_thousands_of_games() -> None:
    """The presets' tests above play more than two thousand games between them."""
    tables = sum(
        min(build_ruleset(name).max_players, 4) - build_ruleset(name).min_players + 1
        for name in PRESETS
    )
    assert tables * (builds.RANDOM_GAMES + builds.BOT_GAMES) >= 2000

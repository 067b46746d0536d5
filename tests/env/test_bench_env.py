"""``shithead bench env`` prints, per preset, the environment's steps/s beside the engine's
actions/s (figures, never asserted on: only that both loops play and are reported)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from api.cli import main

pytest.importorskip("pettingzoo", reason="the env extra (pip install -e '.[env]') has PettingZoo")


def test_bench_env_reports_both_loops_per_preset(capsys: Any) -> None:
    assert (
        main(
            [
                "bench",
                "env",
                "--seconds",
                "0.05",
                "--rounds",
                "1",
                "--presets",
                "classic,green-ctg-2006",
                "--json",
            ]
        )
        == 0
    )
    rows = json.loads(capsys.readouterr().out)
    assert [r["preset"] for r in rows] == ["classic", "green-ctg-2006"]
    for row in rows:
        assert row["engine_actions_per_s"] > 0 and row["env_steps_per_s"] > 0
        assert row["ratio"] == round(row["env_steps_per_s"] / row["engine_actions_per_s"], 3)

"""``shithead bench capacity`` in its short mode: every figure is printed (the shape of the
output is checked, never the times)."""

from __future__ import annotations

import json
from typing import Any

from api.cli import main


def test_the_capacity_bench_prints_memory_throughput_and_scaling(capsys: Any) -> None:
    assert main(["bench", "capacity", "--short", "--targets", "single", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    memory = out["memory"]
    assert {(r["preset"], r["variant"]) for r in memory} == {
        (p, v)
        for p in ("classic", "green-ctrb-2006")
        for v in ("records", "old records", "no keys", "retention")
    }
    by = {(r["preset"], r["variant"]): r for r in memory}
    for preset in ("classic", "green-ctrb-2006"):
        records, old, none, kept = (
            by[(preset, v)] for v in ("records", "old records", "no keys", "retention")
        )
        assert records["submits"] > 0 and records["keys"]["log"] > 0 and records["keys"]["meta"] > 0
        # the same games each way: the compact records are smaller than the old ones, and a
        # game without keys has none; retention leaves none of the game's keys
        assert 0 < records["per_record"] < old["per_record"]
        assert none["keys"]["records"] == 0
        assert kept["keys_left"] == 0 and kept["key_bytes"] == 0
        assert records["replay_deflated"] > 0
    kinds = {(r["target"], r["kind"]) for r in out["throughput"]}
    assert kinds == {("single", "creates"), ("single", "submits"), ("single", "keyed")}
    assert all(r["done"] > 0 and r["per_s"] > 0 for r in out["throughput"])
    assert [r["clients"] for r in out["scaling"]] == [1, 2]
    assert all(r["p50_ms"] > 0 and r["p99_ms"] >= r["p50_ms"] for r in out["scaling"])


def test_the_capacity_bench_prints_tables(capsys: Any) -> None:
    assert main(["bench", "capacity", "--short", "--presets", "classic", "--skip-http"]) == 0
    text = capsys.readouterr().out
    assert "Redis memory per finished game" in text
    for variant in ("records", "old records", "no keys", "retention"):
        assert f"classic                {variant}" in text

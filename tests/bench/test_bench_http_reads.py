"""``shithead bench http --reads`` in a short run: every read phase is measured against the
baseline, every answer's version checked, and each phase's figures printed (the shape of
the output is checked, never the times); and the submits' run with the rate limits on."""

from __future__ import annotations

import json
from typing import Any

import pytest

from api.cli import main
from bench.http_reads import PHASES, READS, STAGES
from tests.stores import CLUSTER


@pytest.mark.skipif(CLUSTER, reason="the benchmark runs on one Redis server")
def test_the_reads_bench_measures_every_read_against_the_baseline(capsys: Any) -> None:
    args = ["--clients", "2", "--processes", "1", "--seconds", "0.3", "--warmup", "0.1"]
    assert (
        main(["bench", "http", "--reads", *args, "--slices", "1", "--workers", "1", "--json"]) == 0
    )
    out = json.loads(capsys.readouterr().out)
    phases = out["phases"]
    assert (
        list(phases)
        == list(PHASES)
        == ["baseline"] + [f"{read} {stage}" for stage in STAGES for read in READS]
    )
    for phase, figures in phases.items():
        assert figures["errors"] == 0, (phase, figures["last_error"])
        assert figures["rps"] > 0 and 0 < figures["p50_ms"] <= figures["p99_ms"], phase
        assert figures["ratio"] > 0 and figures["gunicorn_us"] >= 0, phase
    assert phases["baseline"]["ratio"] == 1.0
    assert (out["clients"], out["slices"], out["workers"]) == (2, 1, 1)


@pytest.mark.skipif(CLUSTER, reason="the benchmark runs on one Redis server")
def test_the_submits_bench_runs_with_the_rate_limits_on(capsys: Any) -> None:
    """``--rate-limits``: the server counts each submit in its token's window, as served by
    default, and every submit of the short run is accepted and matches the local game."""
    args = ["--clients", "2", "--processes", "1", "--seconds", "0.3", "--warmup", "0.1"]
    assert (
        main(["bench", "http", *args, "--slices", "1", "--workers", "1", "--rate-limits", "--json"])
        == 0
    )
    out = json.loads(capsys.readouterr().out)
    assert out["rate_limits"] is True and out["errors"] == 0
    assert out["submit_rps"] > 0 and out["baseline_rps"] > 0

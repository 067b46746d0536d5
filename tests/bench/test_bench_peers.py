"""``shithead bench peers`` in a short run: boardgame.io's server and this service each play
games and every figure is printed (the shape of the output is checked, never the times).

The peer is installed the way the benchmark installs it on any machine (``npm ci`` from
``bench/peers/package-lock.json`` into a cache folder), so this also keeps the lock
installable and the peer's game and driver working against the framework's own server."""

from __future__ import annotations

import json
from typing import Any

from api.cli import main


def test_the_peers_bench_plays_both_sides_and_prints_their_figures(capsys: Any) -> None:
    args = ["--games", "2", "--processes", "1", "--seconds", "1", "--warmup", "0.3"]
    assert main(["bench", "peers", *args, "--slices", "2", "--workers", "1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    for side in ("service", "peer"):
        figures = out[side]
        assert figures["errors"] == 0, figures["last_error"]
        assert figures["moves"] > 0 and figures["moves_per_s"] > 0
        assert len(figures["moves_per_s_slices"]) == 2
        assert 0 < figures["p50_ms"] <= figures["p99_ms"]
    assert out["moves_ratio"] > 0 and out["p99_ratio"] > 0
    assert (out["games"], out["slices"], out["workers"]) == (2, 2, 1)


def test_a_peers_bench_with_no_games_is_refused(capsys: Any) -> None:
    try:
        main(["bench", "peers", "--games", "0"])
    except SystemExit as exc:
        assert exc.code == 2
    else:  # pragma: no cover - the parser exits
        raise AssertionError("--games 0 was accepted")
    assert "--games" in capsys.readouterr().err

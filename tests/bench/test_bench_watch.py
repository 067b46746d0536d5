"""``shithead bench watch`` in a short run: the submit clients play, the watchers hold their
streams, half of them on the games being played, and every figure is printed (the shape of
the output and that the watched games were live are checked, never the times)."""

from __future__ import annotations

import json
from typing import Any

from api.cli import main


def test_the_watch_bench_streams_the_played_games_to_its_watchers(capsys: Any) -> None:
    args = ["--watchers", "20", "--clients", "2", "--processes", "1", "--seconds", "1.5"]
    assert (
        main(
            ["bench", "watch", *args, "--warmup", "1", "--rounds", "1", "--workers", "1", "--json"]
        )
        == 0
    )
    [line] = [ln for ln in capsys.readouterr().out.splitlines() if ln.startswith("[")]
    baseline, watched = json.loads(line)
    assert (baseline["watchers"], watched["watchers"]) == (0, 20)
    for run in (baseline, watched):
        assert run["errors"] == 0, run["last_error"]
        assert run["submits_per_s"] > 0 and 0 < run["p50_ms"] <= run["p99_ms"]
        assert run["server_cpu_s_per_1k"] > 0
    # every stream open midway (a watcher of a played game that ended may be between
    # games at the end)
    assert watched["all_open"] and watched["watchers_opened"] >= 20, watched
    # the 10 watchers of idle games get a frame each; those of the played games get their
    # moves (a bench whose watchers found no game being played would deliver about 20)
    assert watched["events"] > 200, watched
    assert watched["p99_ratio"] > 0

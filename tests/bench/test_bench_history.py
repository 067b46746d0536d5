"""``shithead bench history`` small: both parts are printed (the shape of the output is
checked, never the times), and the export's figures count what it streamed."""

from __future__ import annotations

import json
from typing import Any

from api.cli import main


def test_the_history_bench_prints_pages_and_the_export(capsys: Any) -> None:
    assert (
        main(["bench", "history", "--games", "300", "--export", "12", "--reps", "3", "--json"]) == 0
    )
    out = json.loads(capsys.readouterr().out)
    assert [(r["games"], r["filters"]) for r in out["pages"]] == [
        (10, "none"),
        (300, "none"),
        (10, "outcome=loss&opponent=rival"),
        (300, "outcome=loss&opponent=rival"),
    ]
    assert all(0 < r["p50_ms"] <= r["p95_ms"] for r in out["pages"])
    quarter, whole = out["export"]
    assert (quarter["games"], whole["games"]) == (3, 12)
    assert whole["streamed_kib"] > quarter["streamed_kib"] > 0 and whole["peak_kib"] > 0

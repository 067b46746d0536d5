"""docs/api.md's walk through a bot's history, versions and export, run as written against a
real server (the test's gunicorn), its commented answers held to what the commands print."""

from __future__ import annotations

import json
import os
import re
import subprocess

from tests.conftest import ROOT

DOC = ROOT / "docs" / "api.md"
HEADING = "### A bot's history, versions and export\n"


def section() -> str:
    text = DOC.read_text(encoding="utf-8")
    return text.split(HEADING, 1)[1].split("\n## ", 1)[0]


def test_the_section_s_block_runs_and_prints_what_it_says(live_server: str) -> None:
    [block] = re.findall(r"```sh\n(.*?)```", section(), re.S)
    script = block.replace("localhost:8000", live_server)
    run = subprocess.run(
        ["bash", "--noprofile", "--norc", "-c", "set -eo pipefail\n" + script],
        capture_output=True,
        text=True,
        timeout=120,
        env=dict(os.environ),
    )
    assert run.returncode == 0, run.stderr
    printed = [json.loads(line) for line in run.stdout.splitlines()]
    said = [
        json.loads(line.removeprefix("# -> ").replace('"..."', '"x"').replace('"doc-..."', '"x"'))
        for line in block.splitlines()
        if line.startswith("# -> ")
    ]
    assert len(printed) == len(said) == 3, run.stdout
    for got, want in zip(printed, said, strict=True):
        assert got.keys() == want.keys()
        for key, value in want.items():
            if value == "x":
                continue
            if isinstance(value, list):
                assert [v for v in got[key] if v in value] == [v for v in value if v != "x"]
            else:
                assert got[key] == value, (key, got)
    assert printed[0]["name"].startswith("doc-") and printed[2]["seats"][0] == printed[0]["name"]

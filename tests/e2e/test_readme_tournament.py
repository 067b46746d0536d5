"""The README's walk-through of entering a registered bot in a tournament, run as written
against a real server (whose web workers advance the tournaments, as `./dev serve`'s do):
register, an organiser's tournament naming the bot, `examples/pull_bot.py --bot` playing
its games. Needs ``curl`` and ``jq``, as the curl walk-through does."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import uuid

from tests.conftest import ROOT

SECTION = "### Entering your bot in a tournament"
BASE_LINE = "S=localhost:8000"


def walk_through() -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text[text.index(SECTION) :]
    block = re.search(r"```sh\n(.*?)```", section, re.S)
    assert block is not None, "the tournament section has no sh block"
    return block.group(1)


def test_the_readme_enters_a_pull_bot_in_a_tournament(live_server: str, redis_url: str) -> None:
    missing = [tool for tool in ("curl", "jq", "bash") if shutil.which(tool) is None]
    assert not missing, f"the walk-through needs {missing} (.ci/run installs curl and jq)"
    script = walk_through()
    assert script.count(BASE_LINE + "\n") == 1 and script.count('"my-bot"') == 2
    name = f"my-bot-{uuid.uuid4().hex[:8]}"  # a name is the bot's for ever: one per run
    script = (
        script.replace(BASE_LINE, f"S={live_server.removeprefix('http://')}")
        .replace('"my-bot"', f'"{name}"')
        .replace(".venv/bin/python", sys.executable)
        .replace(".venv/bin/shithead", f"{sys.executable} -m api.cli")
    )
    run = subprocess.run(
        ["bash", "--noprofile", "--norc"],
        input="set -eo pipefail\n" + script,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
        env={"PATH": "/usr/bin:/bin", "REDIS_URL": redis_url, "HOME": str(ROOT)},
    )
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    out = run.stdout
    assert len(re.findall(r"game [0-9a-f]{32} over after \d+ events", out)) == 4, out
    summary = json.loads(out[out.index('{\n  "status"') :])
    assert summary["status"] in (
        "running",
        "done",
    )  # the bot's games are over; others may be playing
    assert name in [row["name"] for row in summary["standings"]]

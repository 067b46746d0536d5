"""docs/bots.md, run as written: its files are written out, and its commands run against a
real server (the test's), so the ten-minute guide stays true.

Python blocks whose first line is ``# file: NAME`` are written to a scratch folder; the
``sh`` blocks run there in bash, with the server's address, the push bot's port and the
``shithead`` command made the test's. The client's install command is checked by building
its wheel alone (its dependencies are not fetched).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from engine.env import action_space_table
from tests.conftest import ROOT
from tests.pushbots import CLOSED_PORT
from tests.typescript import built_bots

DOC = ROOT / "docs" / "bots.md"
SERVER = "http://127.0.0.1:8000"
PUSH_HOST = "127.0.0.1:9000"


def blocks(language: str) -> list[str]:
    return re.findall(rf"```{language}\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)


def runnable_sh() -> list[str]:
    """The sh blocks a reader runs against a server (the install and build commands aside)."""
    return [b for b in blocks("sh") if "pip install" not in b and "npm ci" not in b]


def write_files(folder: Path) -> list[str]:
    names = []
    for block in blocks("python"):
        first = block.partition("\n")[0]
        assert first.startswith("# file: "), f"a python block without a file name: {first}"
        name = first.removeprefix("# file: ").strip()
        if name == "push.py":  # the push bot listens where the test's server may call it
            assert '"127.0.0.1", 9000' in block
            block = block.replace('"127.0.0.1", 9000', f'"127.0.0.1", {CLOSED_PORT}')
        (folder / name).write_text(block, encoding="utf-8")
        names.append(name)
    return names


def curl_answer(stdout: str) -> str:
    """The one JSON line the block's curl printed. The bot it runs in the background logs to the
    same stdout, and its notice of the game's end may come before or after the curl's answer."""
    [line] = [ln for ln in stdout.splitlines() if ln.startswith("{")]
    return line


def run_sh(script: str, folder: Path, server: str) -> subprocess.CompletedProcess[str]:
    """``script`` as a reader runs it, against ``server``, in ``folder``."""
    script = script.replace(SERVER, server).replace(PUSH_HOST, f"127.0.0.1:{CLOSED_PORT}")
    script = script.replace("--port 9000", f"--port {CLOSED_PORT}")
    script = re.sub(r"(?<![\w/.-])clients/typescript/", f"{ROOT}/clients/typescript/", script)
    script = re.sub(r"(?<![\w/.-])python ", f"{sys.executable} ", script)
    script = re.sub(r"(?<![\w/.-])shithead ", f"{sys.executable} -m api.cli ", script)
    script = re.sub(r"(?<![\w/.-])examples/", f"{ROOT}/examples/", script)
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(folder), str(ROOT), str(ROOT / "clients" / "python")]),
    }
    return subprocess.run(
        ["bash", "--noprofile", "--norc", "-c", "set -eo pipefail\n" + script],
        cwd=folder,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )


def test_the_doc_has_the_files_and_commands_this_test_runs() -> None:
    assert {
        "mybot.py",
        "pull.py",
        "push.py",
        "random_agent.py",
        "registered.py",
        "history.py",
        "longrun.py",
    } <= {b.partition("\n")[0].removeprefix("# file: ").strip() for b in blocks("python")}
    assert len(runnable_sh()) == 10, runnable_sh()


def test_the_action_space_table_is_the_generated_one() -> None:
    text = DOC.read_text(encoding="utf-8")
    table = text.split("<!-- action-space-table -->\n")[1].split("<!-- /action-space-table -->")[0]
    assert table == action_space_table(), "docs/bots.md: paste engine.env.action_space_table() in"


def test_the_client_installs_on_its_own(tmp_path: Path) -> None:
    """``pip install ./clients/python``: the package builds alone, holds the generated and
    the written parts, and asks only for its small dependencies."""
    [install] = [b for b in blocks("sh") if "./clients/python" in b]
    assert install.strip() == "pip install ./clients/python"
    built = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--no-deps",
            "-w",
            str(tmp_path),
            str(ROOT / "clients" / "python"),
        ],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert built.returncode == 0, built.stdout + built.stderr
    [wheel] = tmp_path.glob("shithead_client-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        metadata = archive.read(next(n for n in names if n.endswith("METADATA"))).decode()
    assert (
        "shithead_client/bot.py" in names
        and "shithead_client/generated/api/games/submit_action.py" in names
    )
    assert not any(n.startswith(("engine/", "api/", "schemas/")) for n in names)
    requires = sorted(
        re.split(r"[<>=!~ ;]", line.removeprefix("Requires-Dist: "))[0]
        for line in metadata.splitlines()
        if line.startswith("Requires-Dist")
    )
    assert requires == ["attrs", "httpx", "standardwebhooks"]


def test_playing_locally_as_the_doc_shows(tmp_path: Path) -> None:
    write_files(tmp_path)
    [local] = [
        b
        for b in runnable_sh()
        if "--server" not in b and "shithead play" in b and "--vs random" in b
    ]
    run = run_sh(local, tmp_path, SERVER)
    assert run.returncode == 0, run.stderr
    assert "Wilson" in run.stdout and re.search(r"^mybot\s+100\s", run.stdout, re.M), run.stdout


def test_a_b_testing_one_s_own_bots_as_the_doc_shows(tmp_path: Path) -> None:
    """The doc's A/B block as written, with fewer games (the same bot twice is never told
    apart, so ``--until-decided`` plays its maximum)."""
    write_files(tmp_path)
    [ab] = [b for b in runnable_sh() if "--until-decided" in b]
    run = run_sh(re.sub(r"--games \d+", "--games 12", ab), tmp_path, SERVER)
    assert run.returncode == 0, run.stderr
    assert re.search(r"^old\s", run.stdout, re.M) and re.search(r"^mybot\s", run.stdout, re.M), (
        run.stdout
    )


def test_pulling_as_the_doc_shows(tmp_path: Path, live_server: str) -> None:
    write_files(tmp_path)
    [pull] = [b for b in runnable_sh() if "pull.py" in b]
    run = run_sh(pull, tmp_path, live_server)
    assert run.returncode == 0, run.stderr
    assert re.search(r"^game [0-9a-f]{32}: (win|loss|draw|placed)$", run.stdout, re.M), run.stdout
    assert re.search(r"^mybot\s+3\s", run.stdout, re.M), run.stdout


def test_a_registered_bot_as_the_doc_shows(tmp_path: Path, live_server: str) -> None:
    write_files(tmp_path)
    [registered] = [b for b in runnable_sh() if "registered.py" in b]
    run = run_sh(registered, tmp_path, live_server)
    assert run.returncode == 0, run.stderr
    assert re.search(r"^game [0-9a-f]{32}: (win|loss|draw|placed)$", run.stdout, re.M), run.stdout


def test_a_bot_s_history_and_export_as_the_doc_shows(tmp_path: Path, live_server: str) -> None:
    write_files(tmp_path)
    [block] = [b for b in runnable_sh() if "history.py" in b]
    run = run_sh(block, tmp_path, live_server)
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    games = [ln for ln in lines if re.match(r"^[0-9a-f]{32} (win|loss|draw|placed) 1\.1\.0 ", ln)]
    assert len(games) == 2, run.stdout
    assert re.search(r"^[0-2] of 2 lost$", run.stdout, re.M), run.stdout
    streamed = [json.loads(ln) for ln in lines if ln.startswith('{"game_id"')]
    assert {d["game_id"] for d in streamed} == {g.split()[0] for g in games}
    assert "2 replays written to replays" in run.stdout
    assert len(list((tmp_path / "replays").glob("*.json"))) == 2


def test_a_bot_running_for_days_as_the_doc_shows(tmp_path: Path, live_server: str) -> None:
    """Registered, started, given a game, and stopped with SIGTERM once its first replay is
    kept: it exits cleanly, and the replay is the finished game's."""
    write_files(tmp_path)
    [longrun] = [b for b in runnable_sh() if "longrun.py" in b]
    run = run_sh(longrun, tmp_path, live_server)
    assert run.returncode == 0, run.stderr
    [kept] = [line for line in run.stdout.split() if line.endswith(".json")]
    doc = json.loads((tmp_path / "replays" / kept).read_bytes())
    assert doc["over"] is True and doc["result"] is not None


def test_the_typescript_build_is_the_one_the_tests_make() -> None:
    """The doc's build block is what ``tests/typescript.py`` runs: ``npm ci`` from the lock
    without install scripts, then ``tsc`` (``npm run build``)."""
    [build] = [b for b in blocks("sh") if "npm ci" in b]
    lines = [line.split("#")[0].strip() for line in build.strip().splitlines()]
    assert lines == ["cd clients/typescript", "npm ci --ignore-scripts", "npm run build"]
    package = json.loads((ROOT / "clients" / "typescript" / "package.json").read_text())
    assert package["scripts"]["build"] == "tsc -p tsconfig.json"


def test_the_typescript_pull_bot_as_the_doc_shows(tmp_path: Path, live_server: str) -> None:
    built_bots()
    [pull] = [b for b in runnable_sh() if "pull-bot.js" in b]
    run = run_sh(pull, tmp_path, live_server)
    assert run.returncode == 0, run.stderr
    assert re.search(r"^game [0-9a-f]{32}: (win|loss|draw|placed) \(\w+\)$", run.stdout, re.M), (
        run.stdout
    )


def test_the_typescript_push_bot_as_the_doc_shows(tmp_path: Path, live_server: str) -> None:
    built_bots()
    [push] = [b for b in runnable_sh() if "push-bot.js" in b]
    run = run_sh(push, tmp_path, live_server)
    assert run.returncode == 0, run.stderr
    answer = json.loads(curl_answer(run.stdout))
    assert answer["phase"] == "over" and answer["result"] is not None
    assert answer["strikes"] == [0, 0], answer


def test_pushing_as_the_doc_shows(tmp_path: Path, live_server: str) -> None:
    write_files(tmp_path)
    [push] = [b for b in runnable_sh() if "push.py" in b]
    run = run_sh(push, tmp_path, live_server)
    assert run.returncode == 0, run.stderr
    answer = json.loads(curl_answer(run.stdout))
    assert answer["phase"] == "over" and answer["result"] is not None
    # the doc's bot answered every call, signed with its secret: no default move, no strike
    assert answer["strikes"] == [0, 0], answer


def test_the_environment_and_training_as_the_doc_shows(tmp_path: Path) -> None:
    pytest.importorskip(
        "pettingzoo", reason="the env extra (pip install -e '.[env]') has PettingZoo"
    )
    write_files(tmp_path)
    run = run_sh(f"python {tmp_path / 'random_agent.py'}", tmp_path, SERVER)
    assert run.returncode == 0, run.stderr
    rewards = sorted(float(line.split()[-1]) for line in run.stdout.splitlines())
    assert rewards in ([-1.0, 1.0], [0.0, 0.0]), run.stdout
    [train] = [b for b in runnable_sh() if "train_env.py" in b]
    assert shutil.which("bash")
    run = run_sh(train.replace("--games 200 --eval 200", "--games 100 --eval 50"), tmp_path, SERVER)
    assert run.returncode == 0, run.stderr
    before, after = (float(m) for m in re.findall(r"wins ([\d.]+)%", run.stdout))
    assert after > before, run.stdout

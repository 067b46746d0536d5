"""``shithead serve`` as it is run: the embedded Redis it starts is supervised (killed, it is
started again on the same append-only file and the service recovers by itself), its log
says where that Redis listens and the other commands find it by its folder, and each server
has its own gunicorn control socket."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import redis
import requests

from api.http.local_server import free_port

ROOT = Path(__file__).resolve().parents[2]


def serve(
    data_dir: Path, port: int, runtime_dir: Path, *extra: str, log: Any = subprocess.DEVNULL
) -> subprocess.Popen[bytes]:
    env = {k: v for k, v in os.environ.items() if k not in ("REDIS_URL", "BIND", "CONTROL_SOCKET")}
    env.update(LOG_LEVEL="warning", XDG_RUNTIME_DIR=str(runtime_dir), WEB_WORKERS="1")
    return subprocess.Popen(
        [
            sys.executable,
            "-m",
            "api.cli",
            "serve",
            "--port",
            str(port),
            "--data-dir",
            str(data_dir),
            *extra,
        ],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=log,
    )


def wait_until(check: Any, seconds: float = 60) -> Any:
    deadline = time.monotonic() + seconds
    while True:
        try:
            got = check()
            if got:
                return got
        except (requests.RequestException, OSError, redis.RedisError):
            pass
        if time.monotonic() > deadline:
            pytest.fail("not within the time allowed")
        time.sleep(0.2)


@pytest.fixture(params=[pytest.param((), id="serve")])
def served(tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[tuple[str, Path, Path]]:
    port = free_port()
    runtime = tmp_path / "run"
    runtime.mkdir()
    proc = serve(tmp_path / "data", port, runtime, *request.param)
    base = f"http://127.0.0.1:{port}"
    try:
        wait_until(lambda: requests.get(f"{base}/readyz", timeout=2).status_code == 200)
        yield base, tmp_path / "data", runtime
    finally:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=10)


def embedded_redis(data_dir: Path) -> Any:
    settings = json.loads((data_dir / "dump.rdb.settings").read_text())
    return redis.Redis(unix_socket_path=settings["unixsocket"], socket_timeout=5)


def test_a_killed_embedded_redis_is_restarted_on_the_same_data(
    served: tuple[str, Path, Path],
) -> None:
    base, data_dir, _ = served
    game = requests.post(
        f"{base}/v1/games", json={"ruleset": "classic", "seats": 2}, timeout=10
    ).json()
    token = game["seats"][0]["token"]
    r = embedded_redis(data_dir)
    pid = int(r.info("server")["process_id"])
    os.kill(pid, signal.SIGKILL)

    def submit_works() -> bool:
        resp = requests.post(
            f"{base}/v1/games/{game['id']}/actions",
            timeout=10,
            headers={"Authorization": f"Bearer {token}"},
            json={"action": {"kind": "ready"}, "expected_version": game["version"]},
        )
        return resp.status_code == 201

    wait_until(submit_works)
    assert int(embedded_redis(data_dir).info("server")["process_id"]) != pid
    again = requests.get(f"{base}/v1/games/{game['id']}", timeout=10).json()
    assert again["version"] > game["version"]  # the game from before the crash, moved on
    created = requests.post(f"{base}/v1/games", json={"ruleset": "classic", "seats": 2}, timeout=10)
    assert created.status_code == 201


def test_each_server_has_its_own_control_socket(
    served: tuple[str, Path, Path], tmp_path: Path
) -> None:
    _, _, runtime = served
    other_runtime = tmp_path / "run"  # the same folder: two servers, two sockets
    port = free_port()
    proc = serve(tmp_path / "data2", port, other_runtime)
    try:
        wait_until(
            lambda: requests.get(f"http://127.0.0.1:{port}/readyz", timeout=2).status_code == 200
        )
        sockets = wait_until(
            lambda: (
                sorted(p.name for p in runtime.glob("*.ctl"))
                if len(list(runtime.glob("*.ctl"))) == 2
                else None
            ),
            30,
        )
        assert all(name.startswith("shithead-gunicorn-") for name in sockets)
    finally:
        proc.send_signal(signal.SIGTERM)
        proc.wait(timeout=30)


def test_the_keys_command_finds_the_embedded_redis_the_serve_log_names(tmp_path: Path) -> None:
    """`shithead keys` finds `./dev serve`'s embedded Redis by its folder, as `organiser` and
    `worker` do; and the serve log says where that Redis listens."""
    port, runtime, data_dir = free_port(), tmp_path / "run", tmp_path / "data"
    runtime.mkdir()
    log = tmp_path / "serve.log"
    env = {k: v for k, v in os.environ.items() if k not in ("REDIS_URL", "SIGNING_KEY_FILE")}

    def keys(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "api.cli", "keys", *args, "--data-dir", str(data_dir)],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=60,
            env=env,
        )

    with log.open("w") as out:
        proc = serve(data_dir, port, runtime, log=out)
        try:
            base = f"http://127.0.0.1:{port}"
            wait_until(lambda: requests.get(f"{base}/readyz", timeout=2).status_code == 200)
            served_keys = requests.get(f"{base}/v1/keys", timeout=10).json()["keys"]
            listed = keys("list")
            assert listed.returncode == 0, listed.stderr
            assert json.loads(listed.stdout)["keys"] == served_keys
            rotated = keys("rotate")
            assert rotated.returncode == 0, rotated.stderr
            after = json.loads(keys("list").stdout)["keys"]
            assert [k["id"] for k in after if k["current"]] == [rotated.stdout.strip()]
            assert {k["id"] for k in served_keys} < {
                k["id"] for k in after
            }  # the old ones stay listed
        finally:
            proc.send_signal(signal.SIGTERM)
            proc.wait(timeout=30)
    socket = json.loads((data_dir / "dump.rdb.settings").read_text())["unixsocket"]
    assert f"unix://{socket}" in log.read_text()
    nowhere = subprocess.run(
        [sys.executable, "-m", "api.cli", "keys", "list", "--data-dir", str(tmp_path / "none")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
    )
    assert nowhere.returncode == 2 and "--redis-url" in nowhere.stderr


@pytest.mark.parametrize(
    "served", [pytest.param(("--worker",), id="serve --worker")], indirect=True
)
def test_serve_with_its_worker_plays_tournaments_on_one_machine(
    served: tuple[str, Path, Path],
) -> None:
    """`./dev serve` runs `shithead serve --worker`: the organiser command finds its embedded
    Redis by its folder, and the web workers play the tournament to its end."""
    base, data_dir, _ = served
    minted = subprocess.run(
        [
            sys.executable,
            "-m",
            "api.cli",
            "organiser",
            "create",
            "one machine",
            "--data-dir",
            str(data_dir),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        env={k: v for k, v in os.environ.items() if k != "REDIS_URL"},
    )
    assert minted.returncode == 0, minted.stderr
    token = json.loads(minted.stdout)["token"]
    made = requests.post(
        f"{base}/v1/tournaments",
        headers={"Authorization": f"Bearer {token}"},
        timeout=10,
        json={
            "ruleset": {"preset": "classic", "options": {"turn_cap": 40}},
            "participants": ["random", "heuristic"],
        },
    )
    assert made.status_code == 201, made.text
    done = wait_until(
        lambda: (
            (t := requests.get(f"{base}/v1/tournaments/{made.json()['id']}", timeout=5).json())[
                "status"
            ]
            == "done"
            and t
        )
    )
    assert done["waiting"] is None and done["progress"] == {"done": 2, "total": 2}


def _children(pid: int) -> list[tuple[int, str]]:
    """The processes whose parent is ``pid``, with their command lines (from /proc)."""
    out = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            ppid = int(stat[stat.rindex(")") + 2 :].split()[1])
            cmdline = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode()
        except (OSError, ValueError):
            continue
        if ppid == pid:
            out.append((int(entry.name), cmdline))
    return out


def test_a_killed_gunicorn_master_is_started_again(tmp_path: Path) -> None:
    """kill -9 of gunicorn's master took the service down for good; `shithead serve` now
    starts it again (and a SIGTERM to `shithead serve` still stops everything)."""
    port = free_port()
    runtime = tmp_path / "run"
    runtime.mkdir()
    proc = serve(tmp_path / "data", port, runtime)
    base = f"http://127.0.0.1:{port}"
    try:
        wait_until(lambda: requests.get(f"{base}/healthz", timeout=2).status_code == 200)
        masters = [pid for pid, cmd in _children(proc.pid) if "gunicorn" in cmd]
        assert len(masters) == 1, _children(proc.pid)
        os.kill(masters[0], signal.SIGKILL)
        # (its workers, orphaned, may answer a moment longer: what counts is a new master)
        again = wait_until(
            lambda: [
                pid for pid, cmd in _children(proc.pid) if "gunicorn" in cmd and pid != masters[0]
            ],
            60,
        )
        assert len(again) == 1
        wait_until(lambda: requests.get(f"{base}/readyz", timeout=2).status_code == 200, 90)
        time.sleep(3)  # the orphans are gone by now (they leave once they see their parent gone)
        wait_until(lambda: requests.get(f"{base}/healthz", timeout=2).status_code == 200, 90)
        created = requests.post(
            f"{base}/v1/games", json={"ruleset": "classic", "seats": 2}, timeout=10
        )
        assert created.status_code == 201, created.text
    finally:
        proc.send_signal(signal.SIGTERM)
        status = proc.wait(timeout=60)
    assert status == 0
    assert not [pid for pid, cmd in _children(proc.pid) if "gunicorn" in cmd]

"""The service's settings (``api/settings/``): every variable read once, into one checked
value; a bad value stops the app, the command and gunicorn at their start with a message
naming the variable; docs/deploy.md's table is written from them; and the factory starts
nothing beside the requests until the process serving the app asks."""

from __future__ import annotations

import re
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from api.http.app import create_app, start_background, stop_background
from api.http.local_server import CONF, free_port
from api.settings import Settings, SettingsError, get_settings, reset
from api.settings.table import DOC, documented, markdown
from tests.conftest import ROOT

BAD = {
    "RATE_LIMIT_CREATE": "abc",
    "WEB_THREADS": "0",
    "STORE_SHARDS": "sixteen",
    "RATE_LIMIT_ENABLED": "maybe",
    "STREAM_NEWS": "carrier-pigeon",
    "LOG_FORMAT": "xml",
    "IDEMPOTENCY_TTL_S": "-1",
    "BOT_DRIVERS": "1e9",
    # an origin list that would smuggle another directive into the embed's policy
    "EMBED_FRAME_ANCESTORS": "https://example.org; script-src *",
}


def test_the_docs_table_is_written_from_the_settings() -> None:
    text = DOC.read_text()
    assert documented(text) == text, "run: python -m api.settings --write"
    for line in markdown().splitlines()[2:]:
        assert line.count("|") >= 4 and line.startswith("| `"), line


def test_every_variable_the_service_reads_is_a_setting() -> None:
    """No module reads a setting's variable itself: only :mod:`api.settings` does. What is
    left is prometheus_client's own variable (gunicorn's master sets it for its workers) and
    the system's, and the variables a process hands to the children it starts."""
    names = {f.metadata["env"] for f in Settings.__dataclass_fields__.values()}
    left = {
        ("api/http/gunicorn_conf.py", "PROMETHEUS_MULTIPROC_DIR"),
        ("api/http/gunicorn_conf.py", "XDG_RUNTIME_DIR"),
        ("api/http/gunicorn_conf.py", "SHITHEAD_METRICS_TMP"),
        ("api/http/local_server.py", "LOG_LEVEL"),
    }
    read = re.compile(r"""os\.(?:environ\.get\(|environ\[|getenv\()\s*["']([A-Z][A-Z0-9_]*)["']""")
    found = set()
    for path in [*ROOT.glob("api/**/*.py"), *ROOT.glob("schemas/**/*.py")]:
        rel = path.relative_to(ROOT).as_posix()
        if rel.startswith("api/settings/"):
            continue
        for name in read.findall(path.read_text()):
            found.add((rel, name))
    assert found - left == set(), "read these through api.settings"
    assert {name for _, name in left} - {"XDG_RUNTIME_DIR", "SHITHEAD_METRICS_TMP"} <= names


@pytest.mark.parametrize("name", sorted(BAD))
def test_a_bad_value_is_refused_naming_its_variable(name: str) -> None:
    with pytest.raises(SettingsError, match=f"^{name}="):
        Settings.from_env({name: BAD[name]})


def test_values_are_read_as_their_types() -> None:
    s = Settings.from_env(
        {
            "RATE_LIMIT_ENABLED": "off",
            "REDIS_CLUSTER": "true",
            "WEB_WORKERS": "3",
            "SWITCH_INTERVAL": "0.001",
            "LOG_LEVEL": "WARNING",
            "BOT_DRIVERS": "",
        }
    )
    assert (s.rate_limit_enabled, s.redis_cluster, s.web_workers, s.switch_interval) == (
        False,
        True,
        3,
        0.001,
    )
    assert s.log_level == "warning" and s.bot_drivers == 4  # empty: the default
    assert Settings.from_env({}) == Settings()
    allowed = "https://example.org http://127.0.0.1:8000 https://*.example.net"
    assert Settings.from_env({"EMBED_FRAME_ANCESTORS": allowed}).embed_frame_ancestors == allowed


def test_overrides_are_checked_as_the_environment_is() -> None:
    s, rest = Settings().overridden(
        {"BOT_DRIVERS": 0, "RATELIMIT_ENABLED": "0", "TESTING": True, "LADDER_TICK_S": 1}
    )
    assert (s.bot_drivers, s.rate_limit_enabled, s.ladder_tick_s) == (0, False, 1.0)
    assert rest == {"TESTING": True}
    with pytest.raises(SettingsError, match=r"^BOT_DRIVERS="):
        Settings().overridden({"BOT_DRIVERS": -1})
    with pytest.raises(SettingsError, match=r"^RATE_LIMIT_CREATE="):
        Settings().overridden({"RATELIMIT_PER_ADDRESS_CREATE": "abc"})


def test_the_settings_are_read_once_and_read_again_after_a_reset(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("SNAPSHOT_EVERY", "7")
    first = get_settings()
    monkeypatch.setenv("SNAPSHOT_EVERY", "9")
    assert get_settings() is first and first.snapshot_every == 7
    reset()
    assert get_settings().snapshot_every == 9


def test_the_app_refuses_a_bad_value_naming_it(
    redis_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("RATE_LIMIT_CREATE", "abc")
    with pytest.raises(SettingsError, match="RATE_LIMIT_CREATE"):
        create_app({"REDIS_URL": redis_url, "TESTING": True})
    monkeypatch.delenv("RATE_LIMIT_CREATE")
    reset()
    with pytest.raises(SettingsError, match="SNAPSHOT_EVERY"):
        create_app({"REDIS_URL": redis_url, "TESTING": True, "SNAPSHOT_EVERY": "0"})


@pytest.mark.parametrize(
    "command",
    [["serve", "--port", "0"], ["worker", "--burst"], ["keys", "list"], ["organiser", "list"]],
)
def test_the_commands_refuse_a_bad_value_before_they_start(
    command: list[str],
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
) -> None:
    from api.cli import main

    monkeypatch.setenv("RATE_LIMIT_CREATE", "abc")
    assert main([*command, "--data-dir", str(tmp_path / "redis")]) == 2
    err = capsys.readouterr().err
    assert "RATE_LIMIT_CREATE='abc'" in err
    assert not (tmp_path / "redis").exists()  # nothing was started


def test_gunicorn_does_not_start_with_a_bad_value(redis_url: str) -> None:
    import os

    env = {
        **os.environ,
        "REDIS_URL": redis_url,
        "BIND": f"127.0.0.1:{free_port()}",
        "RATE_LIMIT_CREATE": "abc",
    }
    proc = subprocess.run(
        [sys.executable, "-m", "gunicorn", "-c", str(CONF)],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode != 0
    assert "RATE_LIMIT_CREATE='abc'" in proc.stderr
    assert "Booting worker" not in proc.stderr  # refused in the master, before any worker


def _drivers() -> set[threading.Thread]:
    return {t for t in threading.enumerate() if t.name.startswith(("bot-driver", "bot-lease"))}


def test_the_factory_starts_nothing_the_serving_process_does(redis_url: str) -> None:
    before = _drivers()
    app = create_app(
        {"REDIS_URL": redis_url, "TESTING": True, "BOT_DRIVERS": 2, "TOURNAMENT_WORKER": True}
    )
    try:
        assert _drivers() - before == set()
        assert app.extensions["settings"].bot_drivers == 2 and app.config["BOT_DRIVERS"] == 2
        start_background(app)
        assert len(_drivers() - before) == 3  # two drivers and their lease's heartbeat
    finally:
        stop_background(app)
    deadline = time.monotonic() + 30
    while _drivers() - before and time.monotonic() < deadline:
        time.sleep(0.05)
    assert _drivers() - before == set()

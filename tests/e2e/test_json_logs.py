"""``LOG_FORMAT=json`` (``api/http/logs.py``): every line one JSON object, a request's lines
with its id and, where there is one, its game's id, seat and version; gunicorn's access log
and error log in the same form, from a real gunicorn; and every answer's ``X-Request-Id``."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import requests

from api.http.app import create_app
from api.http.gunicorn_worker import GC_THRESHOLDS
from api.http.local_server import CONF, HOST, free_port
from api.http.logs import configure
from api.settings import Settings
from tests.conftest import ROOT


def _lines(text: str) -> list[dict[str, Any]]:
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def test_a_request_s_lines_carry_its_id_and_its_game(tmp_path: Path) -> None:
    settings = Settings(
        log_format="json", log_level="info", bot_drivers=0, rate_limit_enabled=False
    )
    # a store that is not there: the answer is 503, and the service logs why, inside the request
    app = create_app(
        {
            "REDIS_URL": f"unix://{tmp_path / 'none.sock'}",
            "QUEUE_REDIS_URL": "redis://127.0.0.1:1",
            "TESTING": True,
        },
        settings=settings,
    )
    out = io.StringIO()
    configure(settings, out)
    try:
        c = app.test_client()
        resp = c.get("/v1/games/g-logged", headers={"X-Request-Id": "probe-1"})
        assert resp.status_code == 503 and resp.headers["X-Request-Id"] == "probe-1"
        spoofed = c.get("/v1/games/g-logged", headers={"X-Request-Id": 'a"forged" {line}'})
        fresh = spoofed.headers["X-Request-Id"]
        assert fresh != 'a"forged" {line}' and len(fresh) == 32
        assert c.get("/healthz").headers["X-Request-Id"]  # every answer has one
    finally:
        configure(Settings())
    lines = _lines(out.getvalue())
    # the requests' lines: a background thread of an app an earlier test in this process
    # left behind (its store gone too) may log "store unavailable" meanwhile, outside any
    # request; both requests' lines must still be here, each with its id
    unavailable = [
        line for line in lines if "store unavailable" in line["message"] and "request_id" in line
    ]
    assert [(line["request_id"], line["game_id"]) for line in unavailable] == [
        ("probe-1", "g-logged"),
        (fresh, "g-logged"),
    ]
    assert {"time", "level", "logger"} <= set(unavailable[0])
    assert unavailable[0]["level"] == "WARNING" and unavailable[0]["logger"].startswith("shithead.")


def test_gunicorn_s_access_and_error_logs_are_json(redis_url: str, tmp_path: Path) -> None:
    port = free_port()
    access, errors = tmp_path / "access.log", tmp_path / "errors.log"
    env = {
        **os.environ,
        "REDIS_URL": redis_url,
        "BIND": f"{HOST}:{port}",
        "WEB_WORKERS": "1",
        "RATE_LIMIT_ENABLED": "0",
        "LOG_FORMAT": "json",
        "LOG_LEVEL": "info",
        "ACCESS_LOG": str(access),
    }
    base = f"http://{HOST}:{port}"
    with errors.open("w") as err:
        proc = subprocess.Popen(
            [sys.executable, "-m", "gunicorn", "-c", str(CONF)],
            env=env,
            cwd=ROOT,
            stdout=subprocess.DEVNULL,
            stderr=err,
        )
        try:
            deadline = time.monotonic() + 60
            while True:
                assert proc.poll() is None, errors.read_text()
                try:
                    if requests.get(f"{base}/readyz", timeout=2).status_code == 200:
                        break
                except requests.RequestException:
                    pass
                assert time.monotonic() < deadline, "gunicorn did not become ready"
                time.sleep(0.1)
            game = requests.post(
                f"{base}/v1/games", json={"ruleset": "classic", "seats": 2}, timeout=10
            ).json()
            token = game["seats"][1]["token"]
            seen = requests.get(
                f"{base}/v1/games/{game['id']}",
                headers={"Authorization": f"Bearer {token}", "X-Request-Id": "operator-42"},
                timeout=10,
            )
            assert seen.status_code == 200 and seen.headers["X-Request-Id"] == "operator-42"
            deadline = time.monotonic() + 30
            while "operator-42" not in (access.read_text() if access.exists() else ""):
                assert time.monotonic() < deadline, "no access line for the request"
                time.sleep(0.1)
        finally:
            proc.terminate()
            proc.wait(timeout=30)
    lines = _lines(access.read_text())
    line = next(line for line in lines if line.get("request_id") == "operator-42")
    assert (line["game_id"], line["seat"], line["version"]) == (
        game["id"],
        1,
        seen.json()["version"],
    )
    assert (line["method"], line["path"], line["status"]) == ("GET", f"/v1/games/{game['id']}", 200)
    assert line["level"] == "INFO" and line["duration_ms"] >= 0 and line["bytes"] > 0
    created = next(line for line in lines if line["method"] == "POST")
    assert (
        created["status"] == 201 and created["request_id"] and created["version"] == game["version"]
    )
    assert "game_id" not in created  # no game in its path; its answer names the new one
    error_lines = _lines(errors.read_text())  # every line of the error log parses, too
    assert any("Listening at" in line["message"] for line in error_lines)
    # the worker moved what it loaded out of the collector's reach, and set its thresholds
    gc_line = next(line for line in error_lines if "garbage collector" in line["message"])
    frozen, thresholds = gc_line["message"].split(": ")[1].split(" objects frozen, thresholds ")
    assert int(frozen) > 10_000
    assert thresholds == str(GC_THRESHOLDS)
    assert all({"time", "level", "logger", "message"} <= set(line) for line in error_lines)

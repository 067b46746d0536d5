"""The installed package carries the contract and the pages: an installed service serves
``/openapi.yaml``, the pages and their files from any working directory, not only from a
source checkout."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

from tests.conftest import ROOT

SERVE_SPEC = """
import json, sys
import api
from api.http.app import create_app
app = create_app({"REDIS_URL": sys.argv[1], "RATELIMIT_ENABLED": False})
client = app.test_client()
resp = client.get("/openapi.yaml")
game = client.post("/v1/games", json={"ruleset": "classic", "seats": 2}).get_json()["id"]
pages = {path: client.get(path).status_code
         for path in ("/", f"/games/{game}", f"/games/{game}/replay", "/replay", "/bots",
                      "/assets/site.css", "/assets/table.js", "/assets/cards.js")}
# an unknown id's page is a template of the package too
pages["unknown"] = client.get("/tournaments/x").status_code
print(json.dumps({"package": api.__file__, "status": resp.status_code,
                  "body": resp.get_data(as_text=True), "pages": pages}))
"""


def test_the_installed_package_serves_openapi_yaml_and_the_pages_from_another_directory(
    tmp_path: Path, redis_url: str
) -> None:
    # build from a copy, so that the build leaves nothing in the source tree
    src = tmp_path / "src"
    src.mkdir()
    for name in ("pyproject.toml", "README.md", "openapi.yaml"):
        shutil.copy(ROOT / name, src / name)
    for pkg in ("engine", "api", "schemas", "bench"):
        shutil.copytree(
            ROOT / pkg, src / pkg, symlinks=True, ignore=shutil.ignore_patterns("__pycache__")
        )
    site = tmp_path / "site"
    # built with this environment's setuptools and wheel (the dev extras hold the build's
    # requirements): an isolated build would install them, mypy with them, for each run
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "install",
            "--quiet",
            "--no-deps",
            "--no-build-isolation",
            "--target",
            str(site),
            str(src),
        ],
        check=True,
        capture_output=True,
        timeout=300,
    )
    packaged = site / "api" / "http" / "openapi.yaml"
    assert packaged.is_file() and not packaged.is_symlink()
    # the store's scripts are package data too (read at import: the app below needs them)
    assert (site / "api" / "store" / "lua" / "append.lua").is_file()
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {**os.environ, "PYTHONPATH": str(site)}
    out = subprocess.run(
        [sys.executable, "-c", SERVE_SPEC, redis_url],
        cwd=elsewhere,
        env=env,
        check=True,
        capture_output=True,
        text=True,
        timeout=120,
    )
    answer = json.loads(out.stdout.strip().splitlines()[-1])
    assert Path(answer["package"]).is_relative_to(site)  # the installed copy, not the checkout
    assert answer["status"] == 200
    assert answer["body"] == (ROOT / "openapi.yaml").read_text(encoding="utf-8")
    pages = answer["pages"]
    assert pages.pop("unknown") == 404 and set(pages.values()) == {200}, answer["pages"]

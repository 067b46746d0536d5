"""The TypeScript bots (``clients/typescript``), built for the tests that run them.

Their tools (TypeScript, openapi-typescript, Node's types) come from npm, pinned with their
whole tree by ``clients/typescript/package-lock.json``: the first run installs them (``npm
ci``, without install scripts) and compiles the bots to ``dist/``; later runs use that copy
until the lock or a source changes. Without node and npm the tests skip, unless CI runs them
(``CI=true``) or ``REQUIRE_NODE=1``, where that is a failure.
"""

from __future__ import annotations

import fcntl
import hashlib
import os
import shutil
import subprocess

import pytest

from tests.conftest import ROOT
from tests.node_packages import npm_ci

HERE = ROOT / "clients" / "typescript"
LOCK = HERE / "package-lock.json"
DIST = HERE / "dist"


def _missing(reason: str) -> None:
    if os.environ.get("REQUIRE_NODE") == "1" or os.environ.get("CI") == "true":
        pytest.fail(f"{reason}, and the TypeScript bots must be tested", pytrace=False)
    pytest.skip(f"{reason}: the TypeScript bots are not tested")


def _sources_hash() -> str:
    digest = hashlib.sha256(LOCK.read_bytes())
    for path in [*sorted((HERE / "src").glob("*.ts")), HERE / "tsconfig.json"]:
        digest.update(path.name.encode() + path.read_bytes())
    return digest.hexdigest()


def built_bots() -> str:
    """Node's path, once the bots are compiled to ``dist/`` from the committed sources."""
    failed = npm_ci(HERE)
    if failed:
        _missing(failed)
    node = shutil.which("node")
    assert node is not None
    with open(HERE / ".build.lock", "w") as held:  # one build at a time
        fcntl.flock(held, fcntl.LOCK_EX)
        built_from = DIST / ".built-from"
        if not (built_from.exists() and built_from.read_text() == _sources_hash()):
            tsc = HERE / "node_modules" / "typescript" / "bin" / "tsc"
            built = subprocess.run(
                [node, str(tsc), "-p", str(HERE)], capture_output=True, text=True, timeout=300
            )
            assert built.returncode == 0, built.stdout + built.stderr
            built_from.write_text(_sources_hash())
    return node

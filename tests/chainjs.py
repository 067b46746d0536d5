"""Running the replay page's JavaScript verifier (``api/web/static/chain.js``) under Node,
through ``tests/chain_js.mjs``: one process answers many requests, one JSON line each.

Node is required where CI runs (``REQUIRE_BROWSER=1``); elsewhere a test that needs it skips
and says why.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from typing import Any

import pytest

from tests.conftest import ROOT

HARNESS = ROOT / "tests" / "chain_js.mjs"


def node() -> str:
    found = os.environ.get("NODE") or shutil.which("node")
    if found is None:
        if os.environ.get("REQUIRE_BROWSER") == "1":
            pytest.fail(
                "REQUIRE_BROWSER=1 but no node found (install Debian's `nodejs`)", pytrace=False
            )
        pytest.skip("no node found (install Debian's `nodejs`): the JavaScript verifier is not run")
    return found


def run_js(lines: list[str]) -> list[dict[str, Any]]:
    """The harness's answers to request lines (see tests/chain_js.mjs)."""
    proc = subprocess.run(
        [node(), str(HARNESS), "-"],
        input="\n".join(lines) + "\n",
        capture_output=True,
        text=True,
        timeout=600,
        cwd=ROOT,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    out = [json.loads(line) for line in proc.stdout.splitlines()]
    assert len(out) == len(lines), proc.stderr
    return out


def request(check: str, doc_text: str, keys: Any) -> str:
    """A request line around a document's JSON text, kept as it is."""
    assert "\n" not in doc_text
    return f'{{"check":{json.dumps(check)},"keys":{json.dumps(keys)},"doc":{doc_text}}}'

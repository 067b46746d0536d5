"""``openapi.yaml`` lints clean with Spectral's ``spectral:oas`` rules (``.spectral.yaml``):
no error and no warning.

Spectral (``@stoplight/spectral-cli``) comes from npm, pinned with its whole tree by
``tests/node/package-lock.json``. The first run installs it into ``tests/node/node_modules``
(``npm ci``, without install scripts); later runs use that copy, offline, until the lock
changes. Without node and npm the test skips, unless ``REQUIRE_SPECTRAL=1`` (as CI runs it),
where that is a failure.
"""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path
from typing import Any

import pytest
import yaml

from schemas.openapi import load_yaml
from tests.conftest import ROOT
from tests.node_packages import npm_ci

NODE_DIR = ROOT / "tests" / "node"
LOCK = NODE_DIR / "package-lock.json"
SPECTRAL = NODE_DIR / "node_modules" / ".bin" / "spectral"
RULESET = ROOT / ".spectral.yaml"
SPEC_PATH = ROOT / "openapi.yaml"
#: Spectral's severities: 0 error, 1 warning, 2 information, 3 hint.
WARNING = 1

#: Not a test of the engine: not run again on its pure build.
pytestmark = pytest.mark.service


def _missing(reason: str) -> None:
    if os.environ.get("REQUIRE_SPECTRAL") == "1":
        pytest.fail(f"REQUIRE_SPECTRAL=1 but {reason}", pytrace=False)
    pytest.skip(f"{reason}: the contract is not linted")


def spectral() -> Path:
    """The pinned Spectral, installed on first use."""
    failed = npm_ci(NODE_DIR, SPECTRAL)
    if failed:
        _missing(failed)
    return SPECTRAL


def lint(spec: Path, out: Path) -> list[dict[str, Any]]:
    """Spectral's findings on ``spec`` with the project's ruleset, every severity (written
    as JSON to ``out``: its standard output adds a line of prose to the JSON)."""
    proc = subprocess.run(
        [
            str(spectral()),
            "lint",
            str(spec),
            "--ruleset",
            str(RULESET),
            "--format",
            "json",
            "--output",
            str(out),
            "--fail-severity",
            "hint",
        ],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=ROOT,
        check=False,
    )
    try:
        found: list[dict[str, Any]] = json.loads(out.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError):
        pytest.fail(f"spectral wrote no JSON (exit {proc.returncode}):\n{proc.stdout}{proc.stderr}")
    assert proc.returncode == (1 if found else 0), proc.stdout + proc.stderr
    return found


def _said(findings: list[dict[str, Any]]) -> str:
    return "\n".join(
        f"{f['code']} ({['error', 'warning', 'info', 'hint'][f['severity']]}) at "
        f"{'.'.join(map(str, f['path']))}: {f['message']}"
        for f in findings
    )


def test_the_contract_lints_clean(tmp_path: Path) -> None:
    findings = [f for f in lint(SPEC_PATH, tmp_path / "findings.json") if f["severity"] <= WARNING]
    assert not findings, "Spectral (spectral:oas) finds in openapi.yaml:\n" + _said(findings)


def test_the_lint_finds_what_it_should(tmp_path: Path) -> None:
    """The linter runs, with the rules it is meant to: a contract with the faults Spectral
    once found in this one is refused, each fault by its rule."""
    spec: dict[str, Any] = load_yaml(SPEC_PATH.read_text(encoding="utf-8"))
    del spec["info"]["contact"]
    del spec["paths"]["/openapi.yaml"]["get"]["description"]
    spec["components"]["schemas"]["Unused"] = {"type": "string"}
    spec["components"]["schemas"]["CreateGameRequest"]["not"]["properties"]["deck"].pop("items")
    broken = tmp_path / "openapi.yaml"
    broken.write_text(yaml.safe_dump(spec, sort_keys=False), encoding="utf-8")
    found = {
        (f["code"], ".".join(map(str, f["path"])), f["severity"])
        for f in lint(broken, tmp_path / "findings.json")
    }
    assert found == {
        ("info-contact", "info", WARNING),
        ("operation-description", "paths./openapi.yaml.get", WARNING),
        ("oas3-unused-component", "components.schemas.Unused", WARNING),
        ("array-items", "components.schemas.CreateGameRequest.not.properties.deck", 0),
    }

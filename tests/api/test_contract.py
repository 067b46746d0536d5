"""The committed openapi.yaml is the one generated from schemas/, and a generated client
understands all of it."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from schemas import openapi

ROOT = Path(__file__).resolve().parents[2]


def test_the_committed_spec_is_the_generated_one() -> None:
    committed = openapi.SPEC_PATH.read_text(encoding="utf-8")
    assert committed == openapi.render(), f"openapi.yaml is out of date: run `{openapi.COMMAND}`"


def test_a_generated_client_takes_every_response(tmp_path: Path) -> None:
    """openapi-python-client leaves out what it cannot type (an error response among them)
    and says so in a warning: none may be printed."""
    generator = shutil.which("openapi-python-client", path=str(Path(sys.executable).parent))
    if generator is None:
        pytest.skip("openapi-python-client is not installed (the dev extra has it)")
    out = tmp_path / "client"
    # ruff is not needed (its formatting pass is left out); the config maps the one content
    # type it has no reader for, the document's own YAML, to text
    config = tmp_path / "config.yaml"
    config.write_text("content_type_overrides:\n  application/yaml: text/plain\npost_hooks: []\n")
    done = subprocess.run(
        [generator, "generate", "--path", str(openapi.SPEC_PATH), "--output-path", str(out),
         "--meta", "none", "--config", str(config)],
        capture_output=True, text=True, timeout=300, check=False,
    )
    printed = done.stdout + done.stderr
    assert done.returncode == 0, printed
    assert "Warning" not in printed and "WARNING" not in printed, printed
    assert (out / "api").is_dir(), printed

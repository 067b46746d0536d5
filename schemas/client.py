"""The Python client's generated part: ``clients/python/shithead_client/generated``, made from
``openapi.yaml`` by ``openapi-python-client`` and committed.

``python -m schemas.client --write`` regenerates it, and the TypeScript bots' types beside it
(after ``python -m schemas.openapi --write`` changed the contract: ``./dev client`` runs both); ``--check`` exits 1 when the
committed code differs from what would be generated. The hand-written part of the package
(``session``, ``bot``, ``push``) sits beside the generated one and is never written here.

Two of the generator's templates are the project's own (``schemas/client_templates``,
its templates with one change each): an answer's typed model is built when its
``parsed`` is first read, not for every call, since the hand-written part reads answers
as plain JSON.

The generator runs with no post hooks (no formatter: the output depends only on the
generator's version and the contract), reads the contract's own YAML as text (the one
content type it has no model for), and any warning it prints fails the run: a warning
means a part of the contract left out of the client.
"""

from __future__ import annotations

import argparse
import filecmp
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from .openapi import SPEC_PATH

ROOT = Path(__file__).resolve().parent.parent
GENERATED = ROOT / "clients" / "python" / "shithead_client" / "generated"
COMMAND = "python -m schemas.client --write"
#: What to tell whoever finds the committed client stale.
FIX = f"run `{COMMAND}` (or `./dev client`, which writes openapi.yaml first)"
CONFIG = "content_type_overrides:\n  application/yaml: text/plain\npost_hooks: []\n"
#: The templates that replace the generator's own of the same names.
TEMPLATES = Path(__file__).resolve().parent / "client_templates"


class GeneratorError(RuntimeError):
    """The generator failed or warned: its output, to show as it is."""


def generator() -> str:
    """The ``openapi-python-client`` command beside this Python (the dev extra has it)."""
    found = shutil.which("openapi-python-client", path=str(Path(sys.executable).parent))
    if found is None:
        found = shutil.which("openapi-python-client")
    if found is None:
        raise GeneratorError("openapi-python-client is not installed (pip install -e '.[dev]')")
    return found


def generate(out: Path, spec: Path = SPEC_PATH) -> Path:
    """Generate the client package from ``spec`` into ``out`` (which must not exist)."""
    with tempfile.TemporaryDirectory() as scratch:
        config = Path(scratch) / "config.yaml"
        config.write_text(CONFIG, encoding="utf-8")
        done = subprocess.run(
            [
                generator(),
                "generate",
                "--path",
                str(spec),
                "--output-path",
                str(out),
                "--meta",
                "none",
                "--config",
                str(config),
                "--custom-template-path",
                str(TEMPLATES),
            ],
            capture_output=True,
            text=True,
            timeout=300,
            check=False,
        )
    printed = done.stdout + done.stderr
    if done.returncode != 0 or "Warning" in printed or "WARNING" in printed:
        raise GeneratorError(printed)
    return out


def differences(left: Path, right: Path) -> list[str]:
    """The files (relative paths) that differ between two generated trees, or exist in one only."""
    found: list[str] = []

    def walk(cmp: filecmp.dircmp[str], prefix: str) -> None:
        found.extend(prefix + name for name in cmp.left_only + cmp.right_only + cmp.funny_files)
        _, mismatch, errors = filecmp.cmpfiles(cmp.left, cmp.right, cmp.common_files, shallow=False)
        found.extend(prefix + name for name in mismatch + errors)
        for name, sub in cmp.subdirs.items():
            walk(sub, f"{prefix}{name}/")

    walk(filecmp.dircmp(left, right, ignore=["__pycache__"]), "")
    return sorted(found)


def stale_files() -> list[str]:
    """The generated files that differ from what the contract makes now (empty: up to date)."""
    with tempfile.TemporaryDirectory() as scratch:
        fresh = generate(Path(scratch) / "generated")
        if not GENERATED.is_dir():
            return ["(the whole package is missing)"]
        return differences(GENERATED, fresh)


def write() -> None:
    with tempfile.TemporaryDirectory() as scratch:
        fresh = generate(Path(scratch) / "generated")
        if GENERATED.exists():
            shutil.rmtree(GENERATED)
        shutil.copytree(fresh, GENERATED, ignore=shutil.ignore_patterns("__pycache__"))


#: The TypeScript bots' types, made from the same contract by openapi-typescript.
TYPESCRIPT = ROOT / "clients" / "typescript"


def write_typescript_types() -> str:
    """``clients/typescript/src/openapi.ts`` made again (its tools installed from the lock
    first); what was done, or why not (no node and npm: the tests then name it stale)."""
    npm = shutil.which("npm")
    if npm is None or shutil.which("node") is None:
        return "no node and npm: clients/typescript/src/openapi.ts was not made again"
    quiet = ["--no-audit", "--no-fund", "--loglevel=error"]
    if not (TYPESCRIPT / "node_modules" / ".bin" / "openapi-typescript").exists():
        subprocess.run(
            [npm, "ci", "--ignore-scripts", "--prefer-offline", *quiet], cwd=TYPESCRIPT, check=True
        )
    subprocess.run([npm, "run", "--silent", "types"], cwd=TYPESCRIPT, check=True)
    return "wrote clients/typescript/src/openapi.ts"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="the Python client's generated part")
    parser.add_argument("--write", action="store_true", help="regenerate it from openapi.yaml")
    parser.add_argument("--check", action="store_true", help="exit 1 if it is out of date")
    args = parser.parse_args(argv)
    try:
        if args.write:
            write()
            print(f"wrote {GENERATED.relative_to(ROOT)}")
            print(write_typescript_types())
            return 0
        stale = stale_files()
    except GeneratorError as exc:
        print(exc, file=sys.stderr)
        return 1
    if stale:
        print(
            f"the generated client is out of date ({', '.join(stale[:5])}): {FIX}", file=sys.stderr
        )
        return 1
    print("the generated client is up to date")
    return 0


if __name__ == "__main__":
    sys.exit(main())

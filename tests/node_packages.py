"""The npm packages the tests run, each installed from its committed lock.

- ``tests/node``: Spectral (the contract's lint) and axe-core (the pages' accessibility);
- ``clients/typescript``: TypeScript and the tools the TypeScript bots are built with;
- the peer server of ``shithead bench peers`` (boardgame.io), in its own cache folder.

A folder is installed with ``npm ci`` (no install scripts, one install at a time) and again
only when its lock changes. The tests install what they need on first use; ``./dev test``
installs everything first (``python -m tests.node_packages``), with the virtualenv, so the
downloads of a fresh machine are not counted as the tests' time.
"""

from __future__ import annotations

import fcntl
import hashlib
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: The folders whose ``package-lock.json`` the tests install from.
FOLDERS = (ROOT / "tests" / "node", ROOT / "clients" / "typescript")


def stamp(folder: Path) -> Path:
    """Where an install records the lock it was made from."""
    return folder / "node_modules" / ".installed-from-lock"


def npm_ci(folder: Path, needed: Path | None = None) -> str | None:
    """Install ``folder``'s packages from its lock unless that lock is installed already (and
    ``needed``, a file the caller runs, is there): ``None``, or why it could not be done."""
    npm = shutil.which("npm")
    if shutil.which("node") is None or npm is None:
        return "no node and npm found (install Debian's `nodejs` and `npm`)"
    lock_hash = hashlib.sha256((folder / "package-lock.json").read_bytes()).hexdigest()
    with open(folder / ".install.lock", "w") as held:  # one install at a time
        fcntl.flock(held, fcntl.LOCK_EX)
        done = stamp(folder)
        if done.exists() and done.read_text() == lock_hash and (needed is None or needed.exists()):
            return None
        proc = subprocess.run(
            [
                npm,
                "ci",
                "--prefix",
                str(folder),
                "--ignore-scripts",
                "--no-audit",
                "--no-fund",
                "--prefer-offline",
                "--loglevel=error",
            ],
            capture_output=True,
            text=True,
            timeout=600,
            check=False,
        )
        if proc.returncode != 0:
            name = folder.relative_to(ROOT)
            return f"`npm ci` of {name} failed:\n{proc.stdout}{proc.stderr}"
        done.write_text(lock_hash)
    return None


def _peer() -> str | None:
    from bench.peers import install

    try:
        install()
    except (OSError, RuntimeError, subprocess.CalledProcessError) as exc:
        return f"the peer server of `shithead bench peers`: {exc}"
    return None


def main() -> int:
    """Install every folder at once (npm's time is mostly the network's); say what failed.
    A failure is not fatal here: the test that needs the package says so itself."""
    with ThreadPoolExecutor(len(FOLDERS) + 1) as pool:
        failures = [f for f in pool.map(npm_ci, FOLDERS) if f]
        peer = pool.submit(_peer).result()
    for failure in [*failures, *([peer] if peer else [])]:
        print(failure, file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())

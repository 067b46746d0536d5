"""axe-core, the accessibility engine browsers' own audit tools use, run on a page under test.

axe-core comes from npm, pinned by ``tests/node/package-lock.json`` and installed into
``tests/node/node_modules`` on first use (``npm ci`` without install scripts, one install at
a time, again when the lock changes; the same install Spectral's test makes). Its source is
evaluated in the page through the DevTools protocol, which the page's
Content-Security-Policy does not govern: the policy the pages are served with stays as it
is (``script-src 'self'``, no inline script), and no test context bypasses it.
"""

from __future__ import annotations

import os
from functools import cache
from typing import Any

import pytest

from tests.conftest import ROOT
from tests.node_packages import npm_ci

NODE_DIR = ROOT / "tests" / "node"
LOCK = NODE_DIR / "package-lock.json"
AXE = NODE_DIR / "node_modules" / "axe-core" / "axe.min.js"

#: Every impact axe reports is held to: none of them may be found.
IMPACTS = ("minor", "moderate", "serious", "critical")
#: The rules run: WCAG 2.x A and AA, and axe's best practices (heading order, landmarks).
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]


def _missing(reason: str) -> None:
    if os.environ.get("REQUIRE_BROWSER") == "1":
        pytest.fail(f"REQUIRE_BROWSER=1 but {reason}", pytrace=False)
    pytest.skip(f"{reason}: the page's accessibility is not checked")


@cache
def axe_source() -> str:
    """axe-core's script, installed from the lock on first use."""
    failed = npm_ci(NODE_DIR, AXE)
    if failed:
        _missing(failed)
    return AXE.read_text()


def violations(page: Any) -> list[dict[str, Any]]:
    """What axe-core finds wrong with the page as it is now: each rule broken, its impact and
    the elements (CSS selectors) that break it."""
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.evaluate(axe_source())  # a script, not a function: it defines window.axe
    found: list[dict[str, Any]] = page.evaluate(
        """async tags => {
          const result = await window.axe.run(document, {runOnly: {type: 'tag', values: tags}});
          return result.violations.map(v => ({
            id: v.id, impact: v.impact, help: v.help,
            nodes: v.nodes.map(n => n.target.join(' ')),
          }));
        }""",
        TAGS,
    )
    return found


def assert_accessible(page: Any, state: str) -> None:
    """axe-core finds nothing wrong with the page in this ``state`` (a name for the failure
    message: "table, a player choosing cards"): no violation of any impact."""
    found = [v for v in violations(page) if v["impact"] in IMPACTS or v["impact"] is None]
    assert not found, f"{state}: " + "; ".join(
        f"{v['id']} ({v['impact']}: {v['help']}) on {', '.join(v['nodes'][:5])}" for v in found
    )

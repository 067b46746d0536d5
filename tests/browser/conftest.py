"""A real browser for the pages: Debian's Chromium driven by Playwright's Python package.

Playwright is pointed at the system's Chromium (``CHROMIUM``, else ``chromium`` on the
PATH); it never downloads a browser. Without one the tests skip and say why, except under
``REQUIRE_BROWSER=1`` (as CI runs them), where that is a failure.

Each test saves a screenshot of its page: into ``build/screenshots`` (ignored by git), or
into ``docs/screenshots`` (the README shows them) with ``UPDATE_SCREENSHOTS=1``.

Each state a test brings a page to is checked with axe-core: ``assert_accessible(page,
"table, a player choosing cards")`` fails the test on any violation axe finds there
(tests/browser/axe.py).
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path
from typing import Any

import pytest

from tests.browser.axe import assert_accessible
from tests.conftest import ROOT

__all__ = ["DESKTOP", "PHONE", "assert_accessible", "screenshot"]

#: What lets Chromium run here, as root in a container with no display, and keeps it from
#: reaching out to anything but the server under test.
LAUNCH_FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]

DESKTOP = {"width": 1280, "height": 900}
PHONE = {"width": 375, "height": 740}


def _chromium() -> str | None:
    found = (
        os.environ.get("CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
    )
    return found if found and os.access(found, os.X_OK) else None


def _unavailable(reason: str) -> None:
    if os.environ.get("REQUIRE_BROWSER") == "1":
        pytest.fail(f"REQUIRE_BROWSER=1 but {reason}", pytrace=False)
    pytest.skip(reason)


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    executable = _chromium()
    if executable is None:
        _unavailable("no Chromium found (install Debian's `chromium` package, or set CHROMIUM)")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _unavailable("the playwright package is not installed (pip install -e '.[dev]')")
    with sync_playwright() as pw:
        chromium = pw.chromium.launch(executable_path=executable, args=LAUNCH_FLAGS)
        try:
            yield chromium
        finally:
            chromium.close()


@pytest.fixture
def new_page(browser: Any) -> Iterator[Any]:
    """Pages in contexts of their own (separate session storage, as separate people have),
    each failing the test on a script error."""
    contexts: list[Any] = []
    errors: list[str] = []

    def make(viewport: dict[str, int] = DESKTOP) -> Any:
        context = browser.new_context(viewport=viewport)
        contexts.append(context)
        page = context.new_page()
        page.set_default_timeout(15_000)
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        return page

    try:
        yield make
    finally:
        for context in contexts:
            context.close()
    assert not errors, errors


def screenshot(page: Any, name: str, *, phone_too: bool = True) -> None:
    """Save the page as ``name``.png (desktop) and ``name``-375.png (a phone's width)."""
    folder = ROOT / (
        "docs/screenshots" if os.environ.get("UPDATE_SCREENSHOTS") == "1" else "build/screenshots"
    )
    folder.mkdir(parents=True, exist_ok=True)
    page.set_viewport_size(DESKTOP)
    page.screenshot(path=str(Path(folder, f"{name}.png")), full_page=True)
    if phone_too:
        page.set_viewport_size(PHONE)
        page.screenshot(path=str(Path(folder, f"{name}-375.png")), full_page=True)
        page.set_viewport_size(DESKTOP)


def fixed(x: float, places: int = 2) -> str:
    """``x`` as the pages write a number (JavaScript's ``toFixed``): the float's exact value
    rounded, a tie away from zero. Python's ``format`` breaks a tie to even, so a rating
    stored as -3.125 reads "-3.12" there and "-3.13" on the page."""
    return str(Decimal(x).quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP))

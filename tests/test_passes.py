"""``--pass-files`` (tests/conftest.py): the later passes of ``./dev test`` collect only the
files that can hold their tests, and leave out none that can."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests import conftest
from tests.conftest import ROOT


class PassOption:
    """A configuration whose ``--pass-files`` is ``which``: all the hook reads."""

    def __init__(self, which: str | None) -> None:
        self.which = which

    def getoption(self, name: str, default: object = None) -> object:
        assert name == "pass_files"
        return self.which


def ignored(which: str | None, path: str) -> bool:
    config: pytest.Config = PassOption(which)  # type: ignore[assignment]
    return bool(conftest.pytest_ignore_collect(ROOT / path, config))


def test_without_the_option_every_file_is_collected() -> None:
    for path in ("tests/api", "tests/api/test_notes.py", "tests/test_cards.py"):
        assert not ignored(None, path)


def test_the_cluster_pass_collects_its_lists_files_alone() -> None:
    for path in (*conftest.BOTH_STORES, *conftest.CLUSTER_PASS):
        assert (ROOT / path).is_file(), path
        assert not ignored("cluster", path)
    assert ignored("cluster", "tests/api/test_notes.py")
    assert ignored("cluster", "tests/test_cards.py")
    assert ignored("cluster", "tests/store/test_store_contract.py")
    # folders are walked, helpers and conftests read
    for path in ("tests/api", "tests/e2e", "tests/stores.py", "tests/browser/conftest.py"):
        assert not ignored("cluster", path)


def test_the_pure_pass_leaves_out_the_service_folders_and_the_compiled_pass() -> None:
    for folder in conftest.SERVICE_DIRS:
        assert ignored("pure", str(Path(folder).relative_to(ROOT)))
    for path in conftest.COMPILED_PASS:
        assert ignored("pure", path)
    for path in conftest.PURE_SMOKE:
        assert not ignored("pure", path)
    for path in ("tests/test_cards.py", "tests/scenarios", "tests/tournaments", "tests/env"):
        assert not ignored("pure", path)


def test_a_smoke_file_in_a_service_folder_would_still_be_collected(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(conftest, "PURE_FILES", frozenset({ROOT / "tests/api/test_notes.py"}))
    assert not ignored("pure", "tests/api")
    assert not ignored("pure", "tests/api/test_notes.py")
    assert ignored("pure", "tests/store")

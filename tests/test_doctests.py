"""The examples in the engine's docstrings run, and answer as they show.

The engine's face shows a reader one call and its answer in each docstring
(``State.legal_actions``, ``State.apply``, ``replay``, ``view``), as python-chess and pokerkit
do. The examples are read from the modules' sources, not from the imported modules (a
compiled module's functions need not keep their docstrings), and run against the engine this
process loaded: the suite's pure pass and its compiled pass both run them.
"""

from __future__ import annotations

import ast
import doctest
from collections.abc import Iterator
from pathlib import Path

import pytest

import engine

ENGINE_DIR = Path(engine.__file__).parent
#: The modules whose examples run, and the functions each must show one for.
FACE = {
    "game.py": {"State.legal_actions", "State.apply"},
    "evolve.py": {"replay"},
    "view.py": {"view"},
}


def _docstrings(path: Path) -> list[tuple[str, str, int]]:
    """``(name, docstring, line)`` of the module and of every class and function in it."""
    tree = ast.parse(path.read_text(), str(path))
    found = []
    if (doc := ast.get_docstring(tree)) is not None:
        found.append(("<module>", doc, 1))

    def walk(node: ast.AST, prefix: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                name = prefix + child.name
                if (doc := ast.get_docstring(child)) is not None:
                    found.append((name, doc, child.body[0].lineno))
                walk(child, name + ".")

    walk(tree, "")
    return found


def _examples() -> Iterator[object]:
    for filename in FACE:
        for name, doc, line in _docstrings(ENGINE_DIR / filename):
            if ">>>" in doc:
                yield pytest.param(filename, name, doc, line, id=f"{filename}:{name}")


@pytest.mark.parametrize(("filename", "name", "doc", "line"), list(_examples()))
def test_the_example_answers_as_it_shows(filename: str, name: str, doc: str, line: int) -> None:
    test = doctest.DocTestParser().get_doctest(
        doc, {}, f"engine/{filename}:{name}", str(ENGINE_DIR / filename), line - 1
    )
    report: list[str] = []
    runner = doctest.DocTestRunner(verbose=False)
    failed, attempted = runner.run(test, out=report.append, clear_globs=True)
    assert attempted > 0
    assert failed == 0, "".join(report)


def test_the_face_shows_a_call_and_its_answer() -> None:
    for filename, names in FACE.items():
        shown = {name for name, doc, _ in _docstrings(ENGINE_DIR / filename) if ">>>" in doc}
        assert names <= shown, f"engine/{filename}: no example in {sorted(names - shown)}"


def test_a_wrong_answer_fails() -> None:
    """The runner the examples go through reports an answer that differs (so the test above
    can fail)."""
    test = doctest.DocTestParser().get_doctest(
        ">>> from engine import Game, build_ruleset\n"
        ">>> state, _ = Game(build_ruleset('classic'), 2).start(seed='doc')\n"
        ">>> state.legal_actions(1)[0].text()\n'pickup'\n",
        {},
        "wrong",
        None,
        0,
    )
    report: list[str] = []
    failed, _ = doctest.DocTestRunner().run(test, out=report.append)
    assert failed == 1 and "Expected:" in "".join(report)

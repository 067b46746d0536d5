"""The engine's modules import one another in layers: no circle, type-only imports included.

A circle of imports, even one closed only by an ``if TYPE_CHECKING:`` import, means no module
on it can be read (or moved, or tested) without the others, and a reader's tools draw it as
one knot. So every import is counted: at the top, under ``TYPE_CHECKING`` and inside
functions. The source is parsed, not imported, so what is counted is what a reader sees.

An edge goes to the module an import names: ``from .rules import Ruleset`` to
``engine.rules``, ``from . import flow`` to ``engine.flow`` (a submodule by that name), and
``from .rules.compiled import Compiled`` to ``engine.rules.compiled`` alone. The parent
packages Python runs first are not counted as edges (a package importing its own submodules
would otherwise always close a circle), as import graphs conventionally draw them.
"""

from __future__ import annotations

import ast
from pathlib import Path

import engine

ENGINE_DIR = Path(engine.__file__).parent


def _module_name(path: Path) -> str:
    parts = path.relative_to(ENGINE_DIR.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _modules() -> dict[str, Path]:
    return {_module_name(p): p for p in sorted(ENGINE_DIR.rglob("*.py"))}


def _imports(name: str, path: Path, known: set[str]) -> set[str]:
    """The engine modules that the module ``name`` (at ``path``) imports anywhere in it."""
    is_package = path.name == "__init__.py"
    package = name if is_package else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                target = alias.name
                while target and target not in known:  # import engine.x.y names engine.x.y
                    target = target.rpartition(".")[0]
                if target:
                    found.add(target)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base_parts = package.split(".")
                base_parts = base_parts[: len(base_parts) - (node.level - 1)]
                base = ".".join(base_parts + ([node.module] if node.module else []))
            else:
                base = node.module or ""
            for alias in node.names:
                sub = f"{base}.{alias.name}"
                if sub in known:
                    found.add(sub)
                elif base in known:
                    found.add(base)
    found.discard(name)  # a module naming itself (``from . import x`` in a package) is no circle
    return found


def import_graph() -> dict[str, set[str]]:
    modules = _modules()
    known = set(modules)
    return {name: _imports(name, path, known) for name, path in modules.items()}


def knots(graph: dict[str, set[str]]) -> list[set[str]]:
    """The knots of ``graph``: its strongly connected components of more than one module
    (each module in one reaches every other through a circle)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[set[str]] = []

    def visit(v: str) -> None:  # Tarjan's algorithm; the graph is a few dozen modules deep
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            knot = set()
            while True:
                w = stack.pop()
                on_stack.discard(w)
                knot.add(w)
                if w == v:
                    break
            if len(knot) > 1:
                found.append(knot)

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def circle_in(graph: dict[str, set[str]], knot: set[str]) -> list[str]:
    """A shortest circle through the knot's first module (breadth first, back to it)."""
    start = min(knot)
    came_from: dict[str, str] = {}
    frontier = [start]
    while frontier:
        nxt = []
        for v in frontier:
            for w in sorted(graph[v] & knot):
                if w == start:
                    path = [v]
                    while path[-1] != start:
                        path.append(came_from[path[-1]])
                    return [start, *reversed(path[:-1]), start]
                if w not in came_from:
                    came_from[w] = v
                    nxt.append(w)
        frontier = nxt
    raise AssertionError(f"no circle in the knot {sorted(knot)}")


def test_the_graph_sees_every_kind_of_import() -> None:
    """The parser counts the imports the layering is about (a guard on the test itself)."""
    graph = import_graph()
    assert "engine.state" in graph and "engine.rules.compiled" in graph
    assert "engine.rules.compiled" in graph["engine.rules"]  # from . import compiled
    assert "engine.cards" in graph["engine.rules.model"]  # from ..cards import ...
    assert "engine.deal" in graph["engine.game"]  # inside a function, and at the top


def test_no_import_circle_in_the_engine() -> None:
    graph = import_graph()
    found = knots(graph)
    assert not found, "import circles in the engine:\n" + "\n".join(
        f"{len(knot)} modules in a knot: {', '.join(sorted(knot))}\n"
        f"  one circle: {' -> '.join(circle_in(graph, knot))}"
        for knot in found
    )


#: Libraries only the PettingZoo environment (``engine/env.py``, the ``env`` extra) may use:
#: the engine itself runs with none of them installed.
ENV_ONLY = ("numpy", "pettingzoo", "gymnasium")


def test_only_the_environment_imports_its_extra() -> None:
    users: dict[str, set[str]] = {}
    for name, path in _modules().items():
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            names = (
                [alias.name for alias in node.names]
                if isinstance(node, ast.Import)
                else [node.module or ""]
                if isinstance(node, ast.ImportFrom) and not node.level
                else []
            )
            for imported in names:
                if imported.split(".")[0] in ENV_ONLY:
                    users.setdefault(name, set()).add(imported.split(".")[0])
    assert set(users) == {"engine.env"}, users

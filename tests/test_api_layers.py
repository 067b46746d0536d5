"""The service's rooms import one another in layers, and nothing imports upward.

``api/http`` (and the ``shithead`` command) sits on top; below it ``api/play`` and
``api/bots``, what follows from new events and the registered bots; below them
``api/games``, one game; below that ``api/store``, the only code that speaks to Redis; and
under every room the base modules they all share (the JSON text, the metrics, the accepted
tokens, the settings). docs/architecture.md draws the same picture. Every import counts: at
the top, under ``TYPE_CHECKING`` and inside functions, as the engine's own layering test
counts them (:mod:`tests.test_layers`), since a type-only import upward is still a room
that cannot be read without the one above it.
"""

from __future__ import annotations

import ast
from pathlib import Path

import api

API_DIR = Path(api.__file__).parent

#: Each room's layer, from the bottom; a module may import its own layer and the ones below.
#: A module not named here by its room is a base module of the package (``api/*.py``).
LAYERS: dict[str, int] = {
    "base": 0,
    "store": 1,
    "games": 2,
    "play": 3,
    "bots": 3,
    "web": 3,  # the pages' templates and scripts, which http serves
    "http": 4,
    "cli": 5,
}


def _module_name(path: Path) -> str:
    parts = path.relative_to(API_DIR.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def room_of(module: str) -> str:
    parts = module.split(".")
    if len(parts) > 1 and parts[1] in LAYERS:
        return parts[1]
    return "base"


def _imported_api_modules(name: str, path: Path) -> set[str]:
    is_package = path.name == "__init__.py"
    package = name if is_package else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names if alias.name.split(".")[0] == "api")
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base_parts = package.split(".")
                base_parts = base_parts[: len(base_parts) - (node.level - 1)]
                base = ".".join(base_parts + ([node.module] if node.module else []))
            else:
                base = node.module or ""
            if base.split(".")[0] != "api":
                continue
            if base == "api":  # from api import jsontext: the names are the modules
                found.update(f"api.{alias.name}" for alias in node.names)
            elif base.count(".") == 1 and not node.module and node.level:
                found.update(f"{base}.{alias.name}" for alias in node.names)
            else:
                found.add(base)
    return found


def upward_imports() -> list[str]:
    wrong = []
    for path in sorted(API_DIR.rglob("*.py")):
        name = _module_name(path)
        room = room_of(name)
        for target in sorted(_imported_api_modules(name, path)):
            target_room = room_of(target)
            if target == "api" or target_room == room:
                continue
            if LAYERS[target_room] >= LAYERS[room]:
                wrong.append(f"{name} ({room}) imports {target} ({target_room})")
    return wrong


def test_the_parser_sees_the_imports_the_layering_is_about() -> None:
    """A guard on the test itself: relative, absolute and package-level imports all count."""
    modules = {_module_name(p): p for p in API_DIR.rglob("*.py")}

    def room_imports(room: str) -> set[str]:
        return set().union(
            *(_imported_api_modules(n, p) for n, p in modules.items() if room_of(n) == room)
        )

    games = room_imports("games")
    assert any(room_of(m) == "store" for m in games)
    assert "api.jsontext" in games  # from .. import jsontext
    http = room_imports("http")
    assert {"games", "play", "store"} <= {room_of(m) for m in http}
    assert room_of("api.cli") == "cli" and room_of("api.metrics") == "base"


def test_no_room_imports_upward() -> None:
    wrong = upward_imports()
    assert not wrong, (
        "imports against the layers http > play, bots > games > store > base:\n" + "\n".join(wrong)
    )


def test_the_layering_test_catches_an_upward_import(tmp_path: Path) -> None:
    """The check itself fails on a store module that reaches into the game service."""
    path = tmp_path / "bad.py"
    path.write_text("from ..games.service import GameService\n")
    found = _imported_api_modules("api.store.bad", path)
    assert found == {"api.games.service"}
    assert LAYERS[room_of("api.games.service")] > LAYERS[room_of("api.store.bad")]

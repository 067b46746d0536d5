"""The optional compiled engine: the engine's hot modules compiled with mypyc.

Everything else about the package is declared in ``pyproject.toml``. The engine is pure
Python and stays the reference; where mypyc and a C compiler are at hand, ``pip install``
(a plain or an editable one) also compiles the modules named in ``COMPILED`` into C
extensions that Python imports in place of their sources. Where it cannot (no compiler, a
mypyc error, ``SHITHEAD_BUILD_PURE=1``), the install goes on without them and the same
package runs as pure Python. ``SHITHEAD_PURE=1`` makes a process import the pure modules
even when the compiled ones are installed (see ``engine/__init__.py``).
"""

from __future__ import annotations

import os
import sys
from typing import Any

from setuptools import setup
from setuptools.command.build_ext import build_ext

#: The modules compiled together (one mypyc group: calls between them are native). A
#: module imported from one of them at run time need not be here, and ``engine/__init__.py``
#: never is: it decides which build a process loads.
COMPILED = [
    "engine/actions.py",
    "engine/cards.py",
    "engine/events.py",
    "engine/evolve.py",
    "engine/evolve_setup.py",
    "engine/flow.py",
    "engine/flow_play.py",
    "engine/game.py",
    "engine/legal.py",
    "engine/legal_plays.py",
    "engine/params.py",
    "engine/phases.py",
    "engine/pile.py",
    "engine/pile_moves.py",
    "engine/rules/compiled.py",
    "engine/state.py",
    "engine/turns.py",
    "engine/view.py",
]


def _warn(message: str) -> None:
    print(f"shithead: {message}; the engine is installed as pure Python", file=sys.stderr)


class OptionalBuildExt(build_ext):
    """Builds the extensions where it can. A failed compile leaves the pure engine: the
    extensions built before the failure are removed too, since a module compiled without
    the group's shared library beside it could not be imported."""

    def run(self) -> None:
        try:
            super().run()
        except Exception as exc:  # no compiler, missing headers, a C error: any failure
            _warn(f"the compiled engine was not built ({exc})")
            self._remove_outputs()
            self.extensions = []

    def _remove_outputs(self) -> None:
        for ext in self.extensions:
            built = self.get_ext_fullpath(ext.name)
            in_place = os.path.join(*ext.name.split(".")[:-1], os.path.basename(built))
            for path in (built, in_place):
                if os.path.exists(path) and path.endswith((".so", ".pyd")):
                    os.remove(path)

    def get_outputs(self) -> list[str]:
        return super().get_outputs() if self.extensions else []

    def copy_extensions_to_source(self) -> None:
        if self.extensions:
            super().copy_extensions_to_source()


def _extensions() -> list[Any]:
    if os.environ.get("SHITHEAD_BUILD_PURE") == "1":
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:
        _warn("mypyc is not available")
        return []
    try:
        return list(mypycify(COMPILED, opt_level="3", debug_level="0"))
    except BaseException as exc:  # mypyc exits through SystemExit on a type error
        _warn(f"mypyc could not compile the engine ({exc!r})")
        return []


setup(ext_modules=_extensions(), cmdclass={"build_ext": OptionalBuildExt})

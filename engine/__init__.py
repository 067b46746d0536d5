"""Shithead rules engine: pure, deterministic, event-sourced. No I/O, no clock, no global random.

The engine is pure Python, and that is its reference form. An install may also carry its
hot modules compiled (mypyc, see ``setup.py``); Python then imports those in place of the
sources. ``SHITHEAD_PURE=1`` in the environment makes the process import the sources even
so: the finder below is put in front of the import system before any other engine module
loads (this package's ``__init__`` is never compiled), and ``BUILD`` says which one loaded.
"""

import os
import sys
from importlib.abc import MetaPathFinder
from importlib.machinery import ModuleSpec, SourceFileLoader
from importlib.util import spec_from_file_location
from types import ModuleType


class _PureEngineFinder(MetaPathFinder):
    """Finds the engine's submodules as their ``.py`` sources, passing over compiled ones."""

    def find_spec(
        self, fullname: str, path: object = None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        if not fullname.startswith(__name__ + "."):
            return None
        leaf = fullname.rpartition(".")[2]
        for entry in path if isinstance(path, list) else []:
            package = os.path.join(entry, leaf, "__init__.py")
            if os.path.isfile(package):
                return spec_from_file_location(
                    fullname,
                    package,
                    loader=SourceFileLoader(fullname, package),
                    submodule_search_locations=[os.path.dirname(package)],
                )
            source = os.path.join(entry, leaf + ".py")
            if os.path.isfile(source):
                return spec_from_file_location(
                    fullname, source, loader=SourceFileLoader(fullname, source)
                )
        return None


if os.environ.get("SHITHEAD_PURE") == "1" and not any(
    isinstance(f, _PureEngineFinder) for f in sys.meta_path
):
    sys.meta_path.insert(0, _PureEngineFinder())

from . import state as _state_module
from .actions import Action
from .cards import card_name, format_cards, parse_card, parse_cards
from .deal import DEAL_ALGORITHM, commitment, shuffled
from .errors import (
    EngineError,
    GameOverError,
    IllegalActionError,
    InvalidActionError,
    NotYourTurnError,
    ReplayError,
)
from .game import Game, State, evolve, replay
from .rules import Ruleset, RulesetError
from .rules.presets import PRESETS, build_ruleset, get_preset

ENGINE_VERSION = "1.0.0"
#: Which build of the engine this process runs: "compiled" or "pure".
BUILD = "pure" if (_state_module.__file__ or "").endswith(".py") else "compiled"

__all__ = [
    "BUILD",
    "DEAL_ALGORITHM",
    "ENGINE_VERSION",
    "PRESETS",
    "Action",
    "EngineError",
    "Game",
    "GameOverError",
    "IllegalActionError",
    "InvalidActionError",
    "NotYourTurnError",
    "ReplayError",
    "Ruleset",
    "RulesetError",
    "State",
    "build_ruleset",
    "card_name",
    "commitment",
    "evolve",
    "format_cards",
    "get_preset",
    "parse_card",
    "parse_cards",
    "replay",
    "shuffled",
]

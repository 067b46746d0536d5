"""Shithead rules engine: pure, deterministic, event-sourced. No I/O, no clock, no global random."""

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

__all__ = [
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

"""Rulesets as data: a frozen, JSON-serialisable description of one rule system.

The engine never asks which preset it is playing; it asks the ruleset. A ruleset says how
cards are laid out, how hands are kept topped up, how the game starts and ends, and what
each card does. What a card does is a :class:`CardRule` (where it may be placed) with a
tuple of :class:`Power` values drawn from :data:`POWER_CATALOG`, the catalog of every card
power found in the rule texts the service implements.

The package, from the bottom up: :mod:`.powers` (the catalog, a card's rule and its
selectors), :mod:`.parts` (the layout, four of a kind, gambits and a match's carry-over),
:mod:`.model` (the ruleset, its JSON form and validation), :mod:`.compiled`
(a ruleset compiled into the lookup tables the engine plays from), :mod:`.options` (the
typed changes a preset offers), :mod:`.describe` (a ruleset in words) and :mod:`.presets`
(the rule systems of the source texts). No module imports one above it.
"""

from ..cards import CARD_NAMES
from . import compiled  # noqa: F401  (registers its tables' check with validate())
from .model import ObjectiveKind, Ruleset, deck_cards, ruleset_from_dict, ruleset_to_dict, validate
from .parts import FourOfAKind, Gambit, Layer, Layout, MatchRules
from .powers import (
    POWER_CATALOG,
    CardRule,
    Placement,
    Power,
    PowerKind,
    PowerSpec,
    RulesetError,
    rank_symbol,
    selector_cards,
    selector_specificity,
)

__all__ = [
    "CARD_NAMES",
    "POWER_CATALOG",
    "CardRule",
    "FourOfAKind",
    "Gambit",
    "Layer",
    "Layout",
    "MatchRules",
    "ObjectiveKind",
    "Placement",
    "Power",
    "PowerKind",
    "PowerSpec",
    "Ruleset",
    "RulesetError",
    "deck_cards",
    "rank_symbol",
    "ruleset_from_dict",
    "ruleset_to_dict",
    "selector_cards",
    "selector_specificity",
    "validate",
]

"""What the presets of every source text use to build their rulesets and options: editing a
ruleset's card rules, and the options that several presets offer alike.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from ..model import Ruleset, changed
from ..options import Option
from ..powers import CardRule, Power

#: Short for :class:`Power` in the card tables of the presets.
P = Power


def set_card(rs: Ruleset, rule: CardRule) -> Ruleset:
    """``rs`` with the card rule for ``rule.cards`` replaced (or added)."""
    rules = [r for r in rs.cards if r.cards != rule.cards]
    rules.append(rule)
    return changed(rs, cards=tuple(rules))


def card_rule(rs: Ruleset, selector: str) -> CardRule:
    for r in rs.cards:
        if r.cards == selector:
            return r
    return CardRule(cards=selector)


def add_power(rs: Ruleset, selector: str, power: Power) -> Ruleset:
    rule = card_rule(rs, selector)
    return set_card(rs, dataclasses.replace(rule, powers=(*rule.powers, power)))


def flag(name: str, summary: str, when_on: Callable[[Ruleset], Ruleset]) -> Option:
    return Option(
        name=name,
        summary=summary,
        default=False,
        type="bool",
        apply=lambda rs, v: when_on(rs) if v else rs,
    )


def turn_cap_option() -> Option:
    return Option(
        name="turn_cap",
        summary="turns after which the game ends as a draw",
        default=1000,
        type="int",
        minimum=10,
        maximum=100_000,
        apply=lambda rs, v: changed(rs, turn_cap=v),
    )

"""Random playouts of every option: each non-default value of each option of each preset, at
every player count, 200 seeds, reach the end (or the turn cap) with no exception.

Games run with the turn cap lowered to 100 (the engine's own stalemate rule), with the
eager policy of ``test_playouts``. An option that cannot be honoured alone (it needs another
option) is refused by ``build_ruleset`` with a clash error, checked in ``test_rulesets``;
here it is played together with what it needs.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine import PRESETS, Game, Ruleset, RulesetError, State, build_ruleset, replay
from tests.test_playouts import check_end, play_out

SEEDS = 200
CAP = 100

#: What an option needs to be played at all, where it needs something.
NEEDS: dict[str, dict[str, Any]] = {
    "joker_steals_gambit": {"gambits": True, "jokers": True},
    "ace_completes_four": {"jokers": True, "ace_of_spades_wild": True},
    "shot_answers": {"jokers": "highest"},
}


def _values(opt: Any) -> list[Any]:
    if isinstance(opt.type, tuple):
        return [v for v in opt.type if v != opt.default]
    if opt.type == "bool":
        return [not opt.default]
    if opt.type == "ranks":
        return [["5", "9"], []]
    if opt.name == "turn_cap":
        return []
    return [v for v in range(opt.minimum, opt.maximum + 1) if v != opt.default]


CONFIGS = [
    pytest.param(name, opt.name, value, id=f"{name}-{opt.name}={value}")
    for name in sorted(PRESETS)
    for opt in PRESETS[name].options
    for value in _values(opt)
]


def option_ruleset(name: str, option: str, value: Any) -> Ruleset:
    """The preset ``name`` with ``option`` set to ``value`` (and the turn cap lowered), with
    whatever the option needs to be played at all."""
    options = {option: value, "turn_cap": CAP}
    try:
        return build_ruleset(name, options)
    except RulesetError:
        if option in NEEDS:
            options.update(NEEDS[option])
        else:  # a special card moved onto another's rank: that one steps aside
            for other in PRESETS[name].options:
                if (
                    other.name != option
                    and other.default == value
                    and isinstance(other.type, tuple)
                ):
                    options[other.name] = "none"
        return build_ruleset(name, options)


def option_game(
    rs: Ruleset, name: str, option: str, players: int, i: int
) -> tuple[Game, State, list]:
    """Seed ``i`` of the option's playouts at ``players``: the game, played out."""
    game = Game(rs, players, dealer=i % players)
    rnd = random.Random(i * 16 + players)
    return game, *play_out(game, f"option-{name}-{option}-{players}-{i}", rnd)


@pytest.mark.parametrize(("name", "option", "value"), CONFIGS)
def test_every_option_plays_out(name: str, option: str, value: Any) -> None:
    rs = option_ruleset(name, option, value)
    for players in range(rs.min_players, rs.max_players + 1):
        for i in range(SEEDS):
            game, state, events = option_game(rs, name, option, players, i)
            check_end(state, events, CAP)
            if i % 25 == 0:
                assert replay(game, events) == state

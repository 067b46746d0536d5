"""The PettingZoo environment (``engine.env``): PettingZoo's own API and seed tests for every
preset, the service's deal for a seed, and no hidden card in any observation."""

from __future__ import annotations

import random
import warnings
from typing import Any

import numpy as np
import pytest

pytest.importorskip("pettingzoo", reason="the env extra (pip install -e '.[env]') has PettingZoo")

from pettingzoo.test import api_test, seed_test

from api.games.dealing import new_game
from engine.cards import cards_of, mask_of
from engine.env import ShitheadEnv, env, observation
from engine.game import State
from engine.rules.presets import PRESETS
from engine.view import visible_cards

#: Steps of play each PettingZoo test runs (a few hundred: setup and well into play).
CYCLES = 150


#: PettingZoo's tests advise a NumPy array (or a Box) as the observation, unless the env is
#: on their list of games with dict observations (their card and board games, whose dict of
#: an observation and an action mask ours follows): that advice is not an error here; every
#: other warning still is.
DICT_OBSERVATION_ADVICE = (
    "Observation space for each agent probably should be",
    "Observation is not a NumPy array",
)


def pettingzoo_checks() -> Any:
    context = warnings.catch_warnings()
    context.__enter__()
    for advice in DICT_OBSERVATION_ADVICE:
        warnings.filterwarnings("ignore", message=advice)
    return context


@pytest.mark.parametrize("preset", list(PRESETS))
def test_pettingzoo_api_and_seed_tests_pass(preset: str) -> None:
    context = pettingzoo_checks()
    try:
        api_test(env(preset, turn_cap=60), num_cycles=CYCLES)
        seed_test(lambda: env(preset, turn_cap=60), num_cycles=CYCLES)
    finally:
        context.__exit__(None, None, None)


@pytest.mark.parametrize("preset", ["classic", "green-ctg-2006", "doubly-reversed"])
def test_a_seed_deals_what_the_service_deals_for_it(preset: str) -> None:
    table = env(preset, players=3)
    table.reset(seed=1234)
    served = new_game(
        {
            "ruleset": {"preset": preset, "options": {}},
            "seats": [{"name": "a"}, {"name": "b"}, {"name": "c"}],
            "seed": "1234",
            "deck": None,
            "turn_cap": None,
            "dealer": 0,
        }
    )
    assert table.state.to_snapshot() == served.state.to_snapshot()
    table.reset(seed=1235)
    assert table.state.to_snapshot() != served.state.to_snapshot()


def relabelled(state: State, mapping: dict[int, int]) -> State:
    """``state`` with cards renamed by ``mapping`` wherever the snapshot keeps secret cards."""
    snap = state.to_snapshot()

    def mask(m: int) -> int:
        return mask_of(mapping.get(c, c) for c in cards_of(m))

    snap["hands"] = [mask(m) for m in snap["hands"]]
    snap["outbox"] = [mask(m) for m in snap["outbox"]]
    snap["fresh"] = mask(snap["fresh"])
    snap["aside"] = mask(snap["aside"])
    snap["stock"] = [mapping.get(c, c) for c in snap["stock"]]
    snap["stocks"] = [[mapping.get(c, c) for c in s] for s in snap["stocks"]]
    snap["tables"] = [[[mapping.get(c, c) for c in slot] for slot in t] for t in snap["tables"]]
    out = State.from_snapshot(state.game, snap)
    out.game = state.game
    return out


def same_observation(a: dict[str, Any], b: dict[str, Any]) -> bool:
    return (
        np.array_equal(a["observation"], b["observation"])
        and np.array_equal(a["action_mask"], b["action_mask"])
        and a["view"] == b["view"]
    )


@pytest.mark.parametrize("preset", list(PRESETS))
def test_observations_hold_no_hidden_card(preset: str) -> None:
    """Two states that differ only in the cards a seat cannot see (shuffled among their
    places: other hands, the stock, blind table cards) give that seat the same observation;
    and a swap that moves one card it can see (a guard on the test) changes it."""
    table: ShitheadEnv = env(preset, players=3 if PRESETS[preset].ruleset.max_players >= 3 else 2)
    table.reset(seed=7)
    rng = random.Random(7)
    checked = 0
    for step in range(400):
        if not table.agents or table.state.is_over():
            break
        if step % 10 == 0:
            state = table.state
            for seat in range(table.game.players):
                seen = visible_cards(state, seat)
                # a card once turned face up stays marked revealed wherever it goes: it is
                # not among the cards the seat has never seen
                hidden = sorted(set(table.game.deck()) - seen - set(cards_of(state.revealed)))
                if len(hidden) < 2:
                    continue
                rotated = hidden[1:] + hidden[:1]
                other = relabelled(state, dict(zip(hidden, rotated, strict=True)))
                assert same_observation(
                    observation(table, state, seat), observation(table, other, seat)
                ), (preset, step, seat)
                checked += 1
                own = list(cards_of(state.hands[seat]))
                if own:  # guard: swapping a card the seat holds with a hidden one shows
                    leak = relabelled(state, {own[0]: hidden[0], hidden[0]: own[0]})
                    assert not same_observation(
                        observation(table, state, seat), observation(table, leak, seat)
                    )
        agent = table.agent_selection
        mask = table.observe(agent)["action_mask"]
        table.step(int(rng.choice(np.flatnonzero(mask))))
    assert checked >= 10

#!/usr/bin/env python3
"""Train a simple policy in the PettingZoo environment, with NumPy alone, and watch it improve.

The policy is a linear softmax over the legal actions: ``p(a | x) ∝ exp(W[a] · x + b[a])``
for the indexes the observation's ``action_mask`` allows (``x`` is the observation vector).
It learns by REINFORCE against the random bot (which plays uniformly among its legal moves,
never picking up while it can do anything else): after each game, every move the learner
made is pushed up or down by the game's reward (+1 a win, -1 a loss, 0 a draw) less a
running mean of the rewards. It takes a seat in turn, so it learns both seats.

    python examples/train_env.py                         # classic: 600 games, then evaluated
    python examples/train_env.py --preset reverse --games 1000 --eval 400

It prints the win rate against the random bot before training and after, on the same deals.
Needs the env extra: ``pip install -e '.[env]'``.
"""

from __future__ import annotations

import argparse
import random
import sys
from typing import Any

import numpy as np

from engine.actions import PICKUP
from engine.env import ShitheadEnv, env

Vector = np.ndarray[Any, np.dtype[np.float64]]


class LinearPolicy:
    """A linear softmax over the legal actions; all zero (uniform over them) when new."""

    def __init__(self, actions: int, features: int) -> None:
        self.weights = np.zeros((actions, features))
        self.bias = np.zeros(actions)

    def probabilities(self, x: Vector, legal: np.ndarray[Any, np.dtype[np.intp]]) -> Vector:
        logits = self.weights[legal] @ x + self.bias[legal]
        logits -= logits.max()
        p: Vector = np.exp(logits)
        return p / p.sum()

    def act(
        self, x: Vector, legal: np.ndarray[Any, np.dtype[np.intp]], rng: np.random.Generator
    ) -> int:
        return int(legal[rng.choice(len(legal), p=self.probabilities(x, legal))])

    def reinforce(
        self,
        x: Vector,
        legal: np.ndarray[Any, np.dtype[np.intp]],
        action: int,
        advantage: float,
        rate: float,
    ) -> None:
        """Move the chosen action's log-probability by ``rate * advantage`` along its gradient."""
        grad = -self.probabilities(x, legal)
        grad[int(np.flatnonzero(legal == action)[0])] += 1.0
        self.weights[legal] += rate * advantage * np.outer(grad, x)
        self.bias[legal] += rate * advantage * grad


def random_bot_move(table: ShitheadEnv, seat: int, rng: random.Random) -> int:
    """The random bot's move as an index: uniform among the legal actions other than
    picking up, when there are any (as ``engine.bots.RandomBot`` plays)."""
    legal = table.legal(seat)
    others = [i for i, action in legal.items() if action.kind != PICKUP]
    return rng.choice(others or list(legal))


Move = tuple[Vector, np.ndarray[Any, np.dtype[np.intp]], int, int]


def held(seen: dict[str, Any], seat: int) -> int:
    """The cards ``seat`` still has to get rid of (hand and table), from its view."""
    mine = seen["seats"][seat]
    return int(mine["hand_count"]) + sum(len(slot) for slot in mine["table"])


def play(
    table: ShitheadEnv,
    policy: LinearPolicy,
    learner: int,
    seed: int,
    rng: np.random.Generator,
    bot_rng: random.Random,
) -> tuple[float, int, list[Move]]:
    """One game, the policy in seat ``learner`` and random bots elsewhere: the policy's
    reward, the cards it held at the end, and its moves (observation, legal indexes, chosen
    index, cards held before the move)."""
    table.reset(seed=seed)
    moves: list[Move] = []
    learner_agent = table.possible_agents[learner]
    reward = 0.0
    left = 0
    for agent in table.agent_iter():
        if table.terminations[agent] or table.truncations[agent]:
            if agent == learner_agent:
                seen, reward, *_ = table.last()
                left = held(seen["view"], learner)
            table.step(None)
            continue
        seat = table.seat(agent)
        if seat == learner:
            seen = table.observe(agent)
            x = seen["observation"].astype(np.float64)
            legal = np.flatnonzero(seen["action_mask"])
            action = policy.act(x, legal, rng)
            moves.append((x, legal, action, held(seen["view"], learner)))
        else:
            action = random_bot_move(table, seat, bot_rng)
        table.step(action)
    return float(reward), left, moves


def returns(moves: list[Move], reward: float, left: int, deck: int, discount: float) -> list[float]:
    """Each move's discounted return: the game's reward at the end, and after every move
    the cards it got rid of (a fraction of the deck; picking the pile up is a loss of that
    kind). Shaping by the change of a potential (the cards held) leaves the best policy what
    it was, and tells a move's effect at once rather than only at the end of a long game."""
    out = [0.0] * len(moves)
    following = reward
    after = left
    for t in range(len(moves) - 1, -1, -1):
        before = moves[t][3]
        following = (before - after) / deck + discount * following
        out[t] = following
        after = before
    return out


def win_rate(table: ShitheadEnv, policy: LinearPolicy, games: int, seed: int) -> float:
    """The share of ``games`` the policy wins against random bots (seats in turn, deals
    ``seed``, ``seed + 1``, ...; the same deals and bot choices for any policy)."""
    wins = 0
    for g in range(games):
        reward, _, _ = play(
            table,
            policy,
            g % len(table.possible_agents),
            seed + g,
            np.random.default_rng(seed + g),
            random.Random(seed + g),
        )
        wins += reward > 0
    return wins / games


def train(
    table: ShitheadEnv, games: int, *, rate: float = 0.05, discount: float = 0.9, seed: int = 0
) -> LinearPolicy:
    """REINFORCE with a running mean of the returns as the baseline."""
    policy = LinearPolicy(table.actions.size, table.encoder.size)
    rng = np.random.default_rng(seed)
    bot_rng = random.Random(seed)
    baseline = 0.0
    for g in range(games):
        reward, left, moves = play(
            table,
            policy,
            g % len(table.possible_agents),
            1_000_000 + seed * 100_000 + g,
            rng,
            bot_rng,
        )
        for (x, legal, action, _), value in zip(
            moves, returns(moves, reward, left, len(table.game.deck()), discount), strict=True
        ):
            policy.reinforce(x, legal, action, value - baseline, rate)
            baseline += 0.01 * (value - baseline)
    return policy


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--preset", default="classic")
    parser.add_argument("--games", type=int, default=600, help="training games")
    parser.add_argument("--eval", type=int, default=300, help="games to measure the win rate on")
    parser.add_argument("--rate", type=float, default=0.05, help="learning rate")
    parser.add_argument("--turn-cap", type=int, default=1000)
    args = parser.parse_args(argv)
    table = env(args.preset, turn_cap=args.turn_cap)
    before = win_rate(
        table, LinearPolicy(table.actions.size, table.encoder.size), args.eval, seed=0
    )
    print(f"untrained: wins {before:.1%} of {args.eval} games against the random bot", flush=True)
    policy = train(table, args.games, rate=args.rate)
    after = win_rate(table, policy, args.eval, seed=0)
    print(
        f"after {args.games} training games: wins {after:.1%} of the same {args.eval} games",
        flush=True,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())

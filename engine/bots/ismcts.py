"""Single-observer information-set Monte Carlo tree search (SO-ISMCTS).

One tree for the deciding seat, keyed by actions. Each iteration:

1. samples a determinization: a full hidden state consistent with everything the seat has
   seen (:class:`~engine.bots.knowledge.Determinizer`: its hand, the face-up and owner-known
   cards, the pile, the cards out of play, the cards others were seen picking up, the count
   of every hidden zone) -- never the true hidden cards, which the bot is never given;
2. descends the tree by UCB1 over the actions legal in that determinization, counting for
   each child how often it was available (Cowling, Powley and Whitehouse, 2012); the first
   action not yet in the tree is added;
3. plays on with the heuristic policy up to ``rollout_depth`` actions, then scores every
   seat: 1 a win, 0 a loss, 0.5 a turn-cap draw, or at the depth limit an estimate from the
   cards each seat still holds;
4. backs the scores up, each node taking the score of the seat that chose its action.

The answer is the most visited root action. The budget is ``iterations`` and/or
``time_limit`` seconds measured with an injected ``clock`` callable (the engine package
reads no clock by itself). Decisions are a pure function of (seed, view, history, budget in
iterations): the random generator is seeded from the bot's seed and the view's version.
Setup decisions (arranging face-up cards) are the heuristic's.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import Any

from ..actions import PLAY, Action
from ..cards import N_CARDS, rank_of
from ..game import OVER, PASSING, PLAYING, TOSSING, Game, State
from .base import outcome
from .heuristic import HeuristicBot, card_values, choose_in_state
from .knowledge import Determinizer


def prune_groups(acts: list[Action]) -> list[Action]:
    """The actions the tree considers: of the plain plays of one rank, only the whole group
    and the single cards (a single card may carry a power of its own); other subsets of a
    group, which differ only in suits, are left out of the search."""
    full: dict[int, int] = {}
    for a in acts:
        if a.kind == PLAY and not a.link and a.as_card < 0:
            r = _RANK[(a.cards & -a.cards).bit_length() - 1]
            full[r] = full.get(r, 0) | a.cards
    if all(m.bit_count() <= 2 for m in full.values()):
        return acts
    out = []
    for a in acts:
        if a.kind == PLAY and not a.link and a.as_card < 0:
            n = a.cards.bit_count()
            if n > 1 and a.cards != full[_RANK[(a.cards & -a.cards).bit_length() - 1]]:
                continue
        out.append(a)
    return out


_RANK = tuple(rank_of(c) for c in range(N_CARDS))


class Node:
    __slots__ = ("avail", "children", "player", "total", "visits")

    def __init__(self, player: int) -> None:
        self.player = player
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.total = 0.0
        self.avail = 0


class ISMCTSBot:
    needs_view = True
    needs_history = True

    def __init__(
        self,
        game: Game,
        seed: int = 0,
        *,
        iterations: int | None = 200,
        time_limit: float | None = None,
        clock: Callable[[], float] | None = None,
        exploration: float = 0.7,
        rollout_depth: int = 10,
        temperature: float = 3.0,
        prune: bool = True,
        power_discount: float = 0.0,
    ) -> None:
        if time_limit is not None and clock is None:
            raise ValueError("a time limit needs a clock callable (e.g. time.perf_counter)")
        if iterations is None and time_limit is None:
            raise ValueError("give iterations, a time limit, or both")
        self.game = game
        self.seed = seed
        self.iterations = iterations
        self.time_limit = time_limit
        self.clock = clock
        self.exploration = exploration
        self.rollout_depth = rollout_depth
        self.temperature = temperature
        self.prune = prune
        self.power_discount = power_discount
        self.cv = card_values(game)
        self.power_mask = sum(1 << c for c in range(N_CARDS) if self.cv.power[c])
        self.heuristic = HeuristicBot(game, seed)
        #: Statistics of the last search (iterations run, root visits per action).
        self.last_iterations = 0
        self.last_root: dict[Action, tuple[int, float]] = {}

    def choose(
        self, view: dict[str, Any], legal: list[Action], history: list[dict[str, Any]]
    ) -> Action:
        if len(legal) == 1:
            return legal[0]
        if view["phase"] != "playing":
            return self.heuristic.choose(view, legal, history)
        det = Determinizer(self.game, view, history)
        rng = random.Random(f"ismcts:{self.seed}:{view['viewer']}:{view['version']}")
        root = Node(-1)
        allowed = set(legal)
        clock = self.clock
        deadline = (
            clock() + self.time_limit if clock is not None and self.time_limit is not None else None
        )
        cap = self.iterations
        n = 0
        while True:
            if cap is not None and n >= cap:
                break
            if deadline is not None and clock is not None and n and clock() >= deadline:
                break
            self._iterate(root, det.sample(rng), rng, allowed)
            n += 1
        self.last_iterations = n
        self.last_root = {a: (ch.visits, ch.total) for a, ch in root.children.items()}
        best: Action | None = None
        best_key = (-1, 0.0)
        for a in legal:  # in the legal order, so ties resolve the same way every time
            ch = root.children.get(a)
            if ch is None:
                continue
            key = (ch.visits, ch.total / ch.visits if ch.visits else 0.0)
            if key > best_key:
                best, best_key = a, key
        return best if best is not None else self.heuristic.choose(view, legal, history)

    # -- one iteration ------------------------------------------------------------------------

    def _iterate(self, root: Node, st: State, rng: random.Random, allowed: set[Action]) -> None:
        node = root
        path: list[Node] = []
        c = self.exploration
        prune = self.prune
        log = math.log
        sqrt = math.sqrt
        while st.phase == PLAYING:
            # one seat at a time, also where several may act (a toss, cards passed at once)
            seat = st.to_act()[0] if st.step in (TOSSING, PASSING) else st.turn
            acts = st.legal_actions(seat)
            if prune:
                acts = prune_groups(acts)
            if node is root:
                acts = [a for a in acts if a in allowed]
                if not acts:
                    break
            children = node.children
            untried = []
            for a in acts:
                ch = children.get(a)
                if ch is None:
                    untried.append(a)
                else:
                    ch.avail += 1
            if untried:
                a = untried[rng.randrange(len(untried))] if len(untried) > 1 else untried[0]
                child = Node(seat)
                child.avail = 1
                children[a] = child
                st.apply(seat, a)
                path.append(child)
                break
            best_a = acts[0]
            best_v = -1.0
            for a in acts:
                ch = children[a]
                v = ch.total / ch.visits + c * sqrt(log(ch.avail) / ch.visits)
                if v > best_v:
                    best_a, best_v = a, v
            node = children[best_a]
            st.apply(seat, best_a)
            path.append(node)
        scores = self._rollout(st)
        for nd in path:
            nd.visits += 1
            nd.total += scores[nd.player]

    def _rollout(self, st: State) -> list[float]:
        cv = self.cv
        for _ in range(self.rollout_depth):
            if st.phase == OVER:
                break
            to_act = st.to_act()
            seat = to_act[0]
            st.apply(seat, choose_in_state(cv, st, seat, st.legal_actions(seat)))
        return self.evaluate(st)

    def evaluate(self, st: State) -> list[float]:
        """Each seat's expected score: exact when the game is over, else from the cards held."""
        n = st.game.players
        if st.phase == OVER:
            return [outcome(st, s) for s in range(n)]
        first_out = st.game.ruleset.objective == "first_out"
        t = self.temperature
        discount = self.power_discount
        power = self.power_mask
        left = [s for s in range(n) if s not in st.finished]
        score = {}
        for s in left:
            hand = st.hands[s]
            held: float = hand.bit_count() + sum(len(slot) for slot in st.tables[s])
            if discount:
                held -= discount * (hand & power).bit_count()
            score[s] = (-held if first_out else held) / t
        top = max(score.values(), default=0.0)
        weights = {s: math.exp(v - top) for s, v in score.items()}
        total = sum(weights.values()) or 1.0
        out = []
        for s in range(n):
            if s not in weights:
                out.append(0.0 if first_out else 1.0)
            elif first_out:
                out.append(weights[s] / total)
            else:
                out.append(1.0 - weights[s] / total)
        return out

"""The game as a PettingZoo AEC environment: ``env(ruleset="classic", players=2, **options)``.

Needs the ``env`` extra (``pip install -e '.[env]'``: PettingZoo and NumPy); no other engine
module imports them.

**Agents** are ``player_0`` .. ``player_{n-1}``, seat ``i`` being ``player_i``. Whoever
:meth:`State.to_act` lists acts; when several seats may (arranging cards in setup, tossing
fives), the lowest acts first.

**Observations** (``observe(agent)``) are a dict:

- ``observation``: the seat's view as a fixed-size ``float32`` vector in [0, 1]
  (:func:`encode`): where each card of the deck is as far as the seat can tell (its hand,
  the pile, out of play, face up or known on a table, counted from the seat), the counts
  of what it cannot see, the phase, the step, the pile's top, who is to act;
- ``action_mask``: ``int8``, 1 at every index :attr:`ActionSpace` maps a legal action to;
- ``view``: :func:`engine.view.view` for the seat, the structured view the HTTP service
  shows as a game's ``view``.

Everything is made from ``view(state, seat)``, the one function that decides what a seat
may see, so no observation holds a card the seat may not see.

**Actions** are indexes into a fixed action space per ruleset and table size
(:class:`ActionSpace`): a legal action's index names its kind and the ranks and counts of
its cards (a play of two 7s, a swap of a 4 for a king, a pick-up with a queen, a flip of
slot 2, a gambit's choice...), not its suits. Where several legal actions share an index
(two 7s of different suits), the index plays the first of them in the engine's order.

**Rewards** come at the end: 1 a win, -1 a loss, 0 a draw (the turn cap ends every game).

**Seeds**: ``reset(seed=s)`` deals what the service deals for ``{"seed": "<s>"}`` (the same
call: ``Game.start(seed=str(s))`` with the dealer in seat 0); later resets without a seed
draw the next seed from that one.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Sequence
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import AgentSelector

from .actions import (
    CALL,
    CHANCE,
    CHOOSE,
    DISCARD,
    DRAW,
    FLIP,
    GIVE,
    PASS,
    PICKUP,
    PLACE,
    PLAY,
    READY,
    STACK,
    SWAP,
    SWITCH,
    TAKE,
    Action,
)
from .bots.base import outcome
from .cards import N_RANKS, RANK_SYMBOLS, card_name, cards_of, rank_of
from .game import PHASE_NAMES, STEP_NAMES, Game, State
from .rules.presets import build_ruleset
from .view import view

#: Count buckets of a group of cards: 1, 2, 3 and 4 or more.
MAX_COUNT = 4
MAX_LINKS = 3
ASKS = ("special", "low", "high")
CALLS = ("normal", "reversed")
GAMBIT_CHOICES = ("discard", "draw", "force", "bottom")

Key = tuple[Any, ...]


class ActionSpace:
    """The fixed action space of one game's parameters: a key per index, and back.

    The keys, in index order: ``ready``, ``draw``, ``chance``, ``pass``; ``call`` per word
    and ``choose`` per gambit choice; ``flip`` and ``take`` per table slot; ``pickup``
    alone and with a face-up card of each rank; ``place``, ``stack`` and ``discard`` per
    rank; ``switch`` and ``give`` per rank (the lowest) and count; ``swap`` per pair of
    ranks; and ``play`` per rank, count and one modifier: none, a link of 1-3 cards (0: the
    group is a link laid straight on the pile), played *as* a rank, a gambit, aimed *at* a
    seat, or asking a seat for a group.
    """

    def __init__(self, game: Game) -> None:
        self.ranks = sorted({rank_of(c) for c in game.deck()})
        players = range(game.players)
        slots = range(max(1, len(game.slot_vis)))
        counts = range(1, MAX_COUNT + 1)
        keys: list[Key] = [(READY,), (DRAW,), (CHANCE,), (PASS,)]
        keys += [(CALL, w) for w in CALLS] + [(CHOOSE, w) for w in GAMBIT_CHOICES]
        keys += [(FLIP, s) for s in slots] + [(TAKE, s) for s in slots]
        keys += [(PICKUP, -1)] + [(PICKUP, r) for r in self.ranks]
        keys += [(kind, r) for kind in (PLACE, STACK, DISCARD) for r in self.ranks]
        keys += [(kind, r, n) for kind in (SWITCH, GIVE) for r in self.ranks for n in counts]
        keys += [(GIVE, -1, 0)]  # giving nothing (a sample answered with no such group)
        keys += [(SWAP, a, b) for i, a in enumerate(self.ranks) for b in self.ranks[i:]]
        modifiers: list[Key] = [("plain",)]
        modifiers += [("link", k) for k in range(MAX_LINKS + 1)]
        modifiers += [("as", r) for r in self.ranks] + [("gambit",)]
        modifiers += [("at", s) for s in players] + [("ask", s, q) for s in players for q in ASKS]
        keys += [(PLAY, r, n, *m) for r in self.ranks for n in counts for m in modifiers]
        self.keys = keys
        self.index = {key: i for i, key in enumerate(keys)}
        #: Each action's index once found: a game meets the same few hundred actions over
        #: and over, and working out an action's key costs ten times looking it up.
        self._indices: dict[Action, int] = {}

    @property
    def size(self) -> int:
        return len(self.keys)

    def key(self, action: Action) -> Key:
        """The key of an action (which index it is played by)."""
        kind = action.kind
        cards = list(cards_of(action.cards))
        low = rank_of(cards[0]) if cards else -1
        count = min(len(cards), MAX_COUNT)
        if kind in (READY, DRAW, CHANCE, PASS):
            return (kind,)
        if kind in (CALL, CHOOSE):
            return (kind, action.choice)
        if kind in (FLIP, TAKE):
            return (kind, action.slot)
        if kind == PICKUP:
            return (PICKUP, low)
        if kind in (PLACE, STACK, DISCARD):
            return (kind, low)
        if kind in (SWITCH, GIVE):
            return (kind, low, count)
        if kind == SWAP:
            return (SWAP, *sorted(rank_of(c) for c in cards))
        if kind == PLAY:
            if not cards and action.link:  # a link laid straight on the pile: the link is the group
                linked = list(cards_of(action.link))
                return (PLAY, rank_of(linked[0]), min(len(linked), MAX_COUNT), "link", 0)
            if action.choice == "gambit":
                return (PLAY, low, count, "gambit")
            if action.slot >= 0:
                if action.choice:
                    return (PLAY, low, count, "ask", action.slot, action.choice)
                return (PLAY, low, count, "at", action.slot)
            if action.as_card >= 0:
                return (PLAY, low, count, "as", rank_of(action.as_card))
            if action.link:
                return (PLAY, low, count, "link", min(action.link.bit_count(), MAX_LINKS))
            return (PLAY, low, count, "plain")
        raise ValueError(f"the environment does not play {kind!r} actions")

    def index_of(self, action: Action) -> int:
        index = self._indices.get(action)
        if index is None:
            key = self.key(action)
            try:
                index = self.index[key]
            except KeyError:
                raise ValueError(
                    f"{action.text()} (key {key}) is outside the action space"
                ) from None
            if len(self._indices) >= 1 << 16:
                self._indices.clear()
            self._indices[action] = index
        return index

    def by_index(self, legal: Sequence[Action]) -> dict[int, Action]:
        """Each index a legal action has, to the first such action in the engine's order."""
        out: dict[int, Action] = {}
        for action in legal:
            out.setdefault(self.index_of(action), action)
        return out

    def describe(self, index: int) -> str:
        """An index in words: ``play 7 x2``, ``swap 4 K``, ``pickup with Q``..."""
        key = self.keys[index]
        kind, rest = key[0], key[1:]
        if kind in (PLACE, STACK, DISCARD, SWITCH, GIVE, SWAP, PLAY) or (
            kind == PICKUP and rest[0] >= 0
        ):
            words = [kind if kind != PICKUP else "pickup with"]
            words.append(RANK_SYMBOLS[rest[0]])
            if kind == SWAP:
                words.append(RANK_SYMBOLS[rest[1]])
            elif kind in (SWITCH, GIVE, PLAY):
                words.append(f"x{rest[1]}{'+' if rest[1] == MAX_COUNT else ''}")
            if kind == PLAY and rest[2] != "plain":
                mod = rest[2:]
                words.append(
                    " ".join(
                        RANK_SYMBOLS[m] if mod[0] == "as" and i == 1 else str(m)
                        for i, m in enumerate(mod)
                    )
                )
            return " ".join(words)
        return " ".join(str(p) for p in key)


class Encoder:
    """The fixed-size vector of a seat's view (:func:`engine.view.view`), for one game's
    parameters; every value in [0, 1]."""

    #: Where a card may be, as the viewing seat can tell (plus one per table, from the seat).
    PLACES = ("hand", "passing", "pile", "out_of_play", "turned")

    def __init__(self, game: Game) -> None:
        self.players = game.players
        self.deck = game.deck()
        self.position = {card_name(c): i for i, c in enumerate(self.deck)}
        self.places = len(self.PLACES) + self.players
        self.turn_cap = max(1, game.ruleset.turn_cap)
        per_seat = 9
        self.card_block = len(self.deck) * self.places
        self.size = (
            self.card_block
            + self.players * per_seat
            + len(PHASE_NAMES)
            + len(STEP_NAMES)
            + 1
            + N_RANKS
            + 1
            + 2
            + (self.players + 1)
            + self.players
            + 1
            + 3
            + 5
        )

    def encode(self, seen: dict[str, Any]) -> np.ndarray[Any, np.dtype[np.float32]]:
        """The vector of ``seen``, a view ``view(state, seat)`` made for a seat."""
        me = seen["viewer"]
        n = self.players
        deck_size = float(len(self.deck))
        out = np.zeros(self.size, dtype=np.float32)
        place = self.PLACES.index

        def put(name: str | None, where: int) -> None:
            if name is not None:
                out[self.position[name] * self.places + where] = 1.0

        mine = seen["seats"][me]
        for name in mine.get("hand", ()):
            put(name, place("hand"))
        for name in mine.get("passing", ()):
            put(name, place("passing"))
        for entry in seen["pile"]:
            for name in entry["cards"]:
                put(name, place("pile"))
        for name in seen["out_of_play"]:
            put(name, place("out_of_play"))
        put(seen["turned"], place("turned"))
        at = self.card_block
        for seat_view in seen["seats"]:
            relative = (seat_view["seat"] - me) % n
            for name in seat_view.get("pile_below", ()):
                put(name, place("pile"))
            hidden = 0
            shown = 0
            for slot in seat_view["table"]:
                for name in slot:
                    if name is None:
                        hidden += 1
                    else:
                        shown += 1
                        put(name, len(self.PLACES) + relative)
            base = at + relative * 9
            out[base + 0] = min(1.0, seat_view["hand_count"] / deck_size)
            out[base + 1] = min(1.0, hidden / 16)
            out[base + 2] = min(1.0, shown / 16)
            out[base + 3] = float(seat_view["finished"])
            out[base + 4] = (seat_view["place"] or 0) / n
            out[base + 5] = float(seat_view["ready"])
            out[base + 6] = min(1.0, seat_view.get("stock_count", 0) / deck_size)
            out[base + 7] = min(1.0, seat_view.get("passing_count", 0) / 16)
            out[base + 8] = float(relative in [(s - me) % n for s in seen["to_act"]])
        at += n * 9
        out[at + PHASE_NAMES.index(seen["phase"])] = 1.0
        at += len(PHASE_NAMES)
        step = seen["step"]
        out[at + (STEP_NAMES.index(step) if step is not None else len(STEP_NAMES))] = 1.0
        at += len(STEP_NAMES) + 1
        top = seen["pile_top"]
        out[at + (RANK_SYMBOLS.index(top["rank"]) if top else N_RANKS)] = 1.0
        at += N_RANKS + 1
        if top:
            out[at] = float(bool(top["active"]))
            out[at + 1] = float(bool(top["wild"]))
        at += 2
        turn = seen["turn"]
        out[at + ((turn - me) % n if turn is not None else n)] = 1.0
        at += n + 1
        for s in seen["to_act"]:
            out[at + (s - me) % n] = 1.0
        at += n
        out[at] = float(seen["direction"] == "clockwise")
        at += 1
        mode = seen["mode"]
        out[at + (("normal", "reversed").index(mode) if mode is not None else 2)] = 1.0
        at += 3
        out[at] = min(1.0, seen["stock_count"] / deck_size)
        out[at + 1] = min(1.0, seen["aside_count"] / deck_size)
        out[at + 2] = min(1.0, len(seen["pile"]) / deck_size)
        out[at + 3] = min(1.0, seen["turns"] / self.turn_cap)
        out[at + 4] = float("gambit" in seen or "sample" in seen or "pass" in seen)
        return out


class ViewSpace(spaces.Space[dict[str, Any]]):
    """The structured view in an observation: a dict, as :func:`engine.view.view` makes it
    (sampling it gives an empty dict: it has no distribution to draw from)."""

    def __init__(self) -> None:
        super().__init__(shape=None, dtype=None)

    def sample(self, mask: Any = None, probability: Any = None) -> dict[str, Any]:
        return {}

    def contains(self, x: Any) -> bool:
        return isinstance(x, dict)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ViewSpace)

    def __hash__(self) -> int:
        return hash(ViewSpace)

    @property
    def is_np_flattenable(self) -> bool:
        return False


class ShitheadEnv(AECEnv):  # type: ignore[misc]  # PettingZoo ships no type information
    """One table of a ruleset as a PettingZoo AEC environment (see the module's text)."""

    metadata = {"name": "shithead_v0", "render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(
        self,
        ruleset: str = "classic",
        players: int = 2,
        render_mode: str | None = None,
        **options: Any,
    ) -> None:
        super().__init__()
        self.ruleset_name = ruleset
        self.game = Game(build_ruleset(ruleset, options), players, dealer=0)
        self.actions = ActionSpace(self.game)
        self.encoder = Encoder(self.game)
        self.render_mode = render_mode
        self.possible_agents = [f"player_{i}" for i in range(players)]
        self.agents = list(self.possible_agents)
        self.observation_spaces = {
            agent: spaces.Dict(
                {
                    "observation": spaces.Box(
                        0.0, 1.0, shape=(self.encoder.size,), dtype=np.float32
                    ),
                    "action_mask": spaces.Box(0, 1, shape=(self.actions.size,), dtype=np.int8),
                    "view": ViewSpace(),
                }
            )
            for agent in self.possible_agents
        }
        self.action_spaces = {
            agent: spaces.Discrete(self.actions.size) for agent in self.possible_agents
        }
        self._seeds = random.Random()
        #: the last legal actions worked out: (state, its version, seat) -> by index; an
        #: agent's loop observes (the mask) and then steps, both asking for them
        self._legal: tuple[State, int, int, dict[int, Action]] | None = None
        self.state: State = self.game.new_state()
        self.deal_seed = ""

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    # == the AEC protocol =========================================================================

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self._seeds.seed(seed)
            self.deal_seed = str(seed)
        else:
            self.deal_seed = str(self._seeds.getrandbits(63))
        self.state, _ = self.game.start(seed=self.deal_seed)
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self._selector = AgentSelector(self.agents)
        self.agent_selection = self._next_agent()

    def seat(self, agent: str) -> int:
        return self.possible_agents.index(agent)

    def _next_agent(self) -> str:
        to_act = self.state.to_act()
        return self.possible_agents[to_act[0]] if to_act else self.agent_selection

    def legal(self, seat: int) -> dict[int, Action]:
        """The legal actions of ``seat`` by index (empty when it may not act)."""
        return legal_by_index(self, self.state, seat)

    def observe(self, agent: str) -> dict[str, Any]:
        return observation(self, self.state, self.seat(agent))

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        seat = self.seat(agent)
        legal = self.legal(seat)
        if action is None or int(action) not in legal:
            raise ValueError(
                f"{agent} may not take action {action} now; the mask lists what it may"
            )
        self._cumulative_rewards[agent] = 0.0
        self.state.apply(seat, legal[int(action)])
        if self.state.is_over():
            for other in self.agents:
                self.rewards[other] = 2.0 * outcome(self.state, self.seat(other)) - 1.0
                self.terminations[other] = True
        else:
            self.agent_selection = self._next_agent()
        self._accumulate_rewards()
        if self.render_mode == "ansi":
            print(self.render())

    def render(self) -> str:
        s = self.state
        return (
            f"{PHASE_NAMES[s.phase]} turn {s.turns} to act {s.to_act()} "
            f"pile top {RANK_SYMBOLS[s.rules.kinds[s.top].rank] if s.top >= 0 else '-'}"
        )

    def close(self) -> None:
        pass


def legal_by_index(environment: ShitheadEnv, state: State, seat: int) -> dict[int, Action]:
    """The legal actions of ``seat`` in ``state`` by index (empty when it may not act)."""
    kept = environment._legal
    if kept is not None and kept[0] is state and kept[1] == state.version and kept[2] == seat:
        return kept[3]
    legal = (
        {}
        if state.is_over() or seat not in state.to_act()
        else environment.actions.by_index(state.legal_actions(seat))
    )
    environment._legal = (state, state.version, seat, legal)
    return legal


def observation(environment: ShitheadEnv, state: State, seat: int) -> dict[str, Any]:
    """What ``seat`` observes in ``state``: made from its view alone (and its legal moves,
    which depend only on what it can see)."""
    seen = view(state, seat, everything=False)
    mask = np.zeros(environment.actions.size, dtype=np.int8)
    for index in legal_by_index(environment, state, seat):
        mask[index] = 1
    return {"observation": environment.encoder.encode(seen), "action_mask": mask, "view": seen}


@functools.cache
def action_space_size(ruleset: str, players: int = 2) -> int:
    """The size of a preset's action space with its default options."""
    return ActionSpace(Game(build_ruleset(ruleset, {}), players)).size


def action_space_table() -> str:
    """Every preset's action space and observation vector sizes (default options), for two
    players and for the most the preset takes, as a Markdown table (docs/bots.md)."""
    from .rules.presets import PRESETS

    lines = [
        "| preset | players | actions | observation | players | actions | observation |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for name, preset in PRESETS.items():
        cells = [name]
        for players in (preset.ruleset.min_players, preset.ruleset.max_players):
            game = Game(preset.ruleset, players)
            cells += [str(players), str(ActionSpace(game).size), str(Encoder(game).size)]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


def env(
    ruleset: str = "classic", players: int = 2, render_mode: str | None = None, **options: Any
) -> ShitheadEnv:
    """A PettingZoo AEC environment of ``ruleset`` (a preset's name) with ``options`` for
    ``players`` seats."""
    return ShitheadEnv(ruleset, players, render_mode, **options)


__all__ = [
    "ActionSpace",
    "Encoder",
    "ShitheadEnv",
    "action_space_size",
    "action_space_table",
    "env",
    "observation",
]

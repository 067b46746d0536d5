"""Seeded games whose event logs are compared between the engine's two builds.

``python -m tests.builds`` prints, as JSON, one digest per game of :func:`game_digests`:
run once with ``SHITHEAD_PURE=1`` and once without, the two lists must be equal (see
``tests/test_builds.py``). Every preset is played at every table size from two to four
players (as far as it goes), by uniformly random play (through ``State.apply`` directly)
and by the built-in bots (random and heuristic, through the bots' own game loop). A game's
digest covers its whole event log and, for random play, the legal actions at every turn,
what the acting seat and a spectator are shown (the service's views), and the typed error
every refused action gets (an off-turn seat, a move that is no longer legal): the answers
the service gives are made of these, so they are compared here in both builds.

:func:`option_digests` does the same for the option playouts (``tests/test_option_playouts.py``,
run on the compiled engine): a sample of their seeds, every option and table size, each
game's whole event log and its replay.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from collections.abc import Sequence

import engine
from engine import Action, Game, State, build_ruleset
from engine.bots import Table, make_bot
from engine.errors import EngineError
from engine.rules.presets import PRESETS
from engine.view import view

#: Games per preset and table size: uniformly random play, and the bots' play.
RANDOM_GAMES = 52
BOT_GAMES = 12
#: Of the random games, those whose views (the acting seat's and a spectator's) are compared
#: at every turn: a view costs more than the move it shows.
VIEW_GAMES = 2
#: Of the option playouts' seeds, every OPTION_STRIDE-th is played by both builds, in
#: OPTION_PARTS tests (each a share of the configurations, so the suite's workers share them).
OPTION_STRIDE = 10
OPTION_PARTS = 12


def random_game(game: Game, seed: int) -> str:
    """Uniformly random play (setup included): the digest of every legal list and event."""
    rng = random.Random(seed)
    state, events = game.start(seed=f"builds-{seed}")
    digest = hashlib.sha256(repr(events).encode())
    last: Action | None = None
    while not state.is_over():
        to_act = state.to_act()
        seat = to_act[rng.randrange(len(to_act))]
        legal = state.legal_actions(seat)
        digest.update(repr(legal).encode())
        if seed < VIEW_GAMES:
            digest.update(
                json.dumps([view(state, seat), view(state, None)], sort_keys=True).encode()
            )
        off_turn = [s for s in range(game.players) if s not in to_act]
        if off_turn:
            digest.update(_refusal(state, off_turn[0], legal[0]).encode())
        if last is not None and last not in legal:
            digest.update(_refusal(state, seat, last).encode())
        last = legal[rng.randrange(len(legal))]
        events = state.apply(seat, last)
        digest.update(repr(events).encode())
    digest.update(repr(state.snapshot()).encode())
    digest.update(_refusal(state, 0, last or Action.from_dict({"kind": "pickup"})).encode())
    return digest.hexdigest()


def _refusal(state: State, seat: int, action: Action) -> str:
    """The typed error (its code and words) the engine refuses ``action`` by ``seat`` with:
    what the service answers a refused submit with."""
    try:
        state.apply(seat, action)
    except EngineError as exc:
        return f"{exc.code}: {exc}"
    raise AssertionError(f"seat {seat}'s {action} was applied, though it is not its legal move")


def bot_game(game: Game, seed: int) -> str:
    """The built-in bots, a heuristic and a random one in turn around the table, each
    given its seat's view and history as the bots' own game loop gives them."""
    bots = [
        make_bot("random" if s % 2 else "heuristic", game, seed + s) for s in range(game.players)
    ]
    table = Table(game, seed=f"builds-bots-{seed}", watch=range(game.players))
    rng = random.Random(seed)
    while not table.state.is_over():
        to_act = table.state.to_act()
        seat = to_act[rng.randrange(len(to_act))]
        table.act(seat, bots[seat].choose(*table.inputs(seat)))
    return hashlib.sha256(repr(table.events).encode()).hexdigest()


def game_digests(names: Sequence[str] = tuple(PRESETS)) -> dict[str, list[str]]:
    """Per preset (of ``names``) and table size (``name:players``), the digests of its games."""
    out: dict[str, list[str]] = {}
    for name in names:
        rules = build_ruleset(name)
        for players in range(rules.min_players, min(rules.max_players, 4) + 1):
            game = Game(rules, players)
            digests = [random_game(game, seed) for seed in range(RANDOM_GAMES)]
            digests += [bot_game(game, seed) for seed in range(BOT_GAMES)]
            out[f"{name}:{players}"] = digests
    return out


def option_digests(part: int, parts: int) -> dict[str, list[str]]:
    """Per option playout configuration (every ``parts``-th from ``part``) and table size
    (``name-option=value:players``), the digests of a sample of its seeds: every event, the
    end state and, where the playouts replay a game, the replay's state."""
    from tests import test_option_playouts as options

    out: dict[str, list[str]] = {}
    for param in options.CONFIGS[part::parts]:
        name, option, value = param.values
        rs = options.option_ruleset(name, option, value)
        for players in range(rs.min_players, rs.max_players + 1):
            digests = []
            for i in range(0, options.SEEDS, OPTION_STRIDE):
                game, state, events = options.option_game(rs, name, option, players, i)
                digest = hashlib.sha256(repr(events).encode())
                digest.update(repr(state.snapshot()).encode())
                if i % 25 == 0:
                    digest.update(repr(engine.replay(game, events).snapshot()).encode())
                digests.append(digest.hexdigest())
            out[f"{param.id}:{players}"] = digests
    return out


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m tests.builds [PRESET...]``: the digests of those presets' games (default
    every preset), as JSON with the build that played them; ``python -m tests.builds
    --options PART/PARTS``: those of that part of the option playouts' sample."""
    args = list(sys.argv[1:] if argv is None else argv)
    if args[:1] == ["--options"]:
        part, parts = (int(n) for n in args[1].split("/"))
        digests = option_digests(part, parts)
    else:
        digests = game_digests(args or list(PRESETS))
    json.dump({"build": engine.BUILD, "digests": digests}, sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main())

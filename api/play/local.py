"""``shithead play``: a bot author's policy against the built-in bots, in-process or over HTTP.

A policy is ``choose(view, legal_moves) -> action`` on plain JSON: ``view`` is the game as
``GET /v1/games/{id}`` shows it to the policy's seat, ``legal_moves`` the action objects
``GET .../legal-moves`` lists, the answer one of them. In-process, the games are dealt by
the service's own code (``new_game``) and played by its own seat loop (``play_seats``, as
the tournament runners play games held in memory), the policy being asked exactly what a
push bot is sent; with ``--server`` the same function plays over HTTP through
:func:`shithead_client.run_bot`. So a bot that plays here plays there, in the same shapes.

The policy takes each seat in turn (game ``i``: seat ``i mod players``), so no seat's
advantage is counted as the bot's; and the deals are duplicate: the players' consecutive
games are one deal (``SEED:i div players``), played once from every seat, so the luck of the
cards cancels out too (``--no-duplicate``: a deal per game). An opponent is a built-in bot or
another policy (``old:choose``), so a new version of a bot can be played against the last
one; ``--until-decided`` stops after the first whole round of deals whose interval of the
policy's wins leaves out the even rate (what an equal player wins), with ``--games`` the
most. The summary gives, per participant, wins and mean places with their 95% intervals, as
:mod:`api.play.intervals` tallies them for ``shithead tournament`` too.
"""

from __future__ import annotations

import importlib
import json
import os
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from marshmallow import ValidationError

from engine import causes
from engine.actions import Action
from engine.bots import BOTS
from engine.bots.base import score
from engine.rules.presets import PRESETS
from schemas import ActionSchema

from ..games.dealing import new_game
from ..games.repository import Loaded
from ..games.service import describe
from .intervals import Tally, decided, even_rate, interval_table, places, print_verdict, verdict
from .seats import Choice, SeatContext, SeatPlayer, play_seats, seat_players

Policy = Callable[[dict[str, Any], list[dict[str, Any]]], dict[str, Any]]
_ACTION = ActionSchema()


class IllegalAnswer(ValueError):
    """The policy answered something that is not one of the legal moves it was given."""


class PolicySeat:
    """A seat played by a policy, asked what a push bot is sent: the seat's view and the
    legal moves as JSON. An answer that is not one of them is an error here (a push bot
    would get a strike and the default move; locally the author wants to know at once)."""

    def __init__(self, choose: Policy, label: str = "policy") -> None:
        self.policy = choose
        self.label = label

    def choose(self, ctx: SeatContext, seat: int) -> Choice:
        legal = ctx.state.legal_actions(seat)
        answer = self.policy(ctx.describe(seat), [a.to_dict() for a in legal])
        try:
            action: Action = _ACTION.load(answer)
        except ValidationError as exc:
            raise IllegalAnswer(
                f"{self.label} answered {answer!r}, not an action: {exc.messages}"
            ) from None
        if action not in legal:
            raise IllegalAnswer(
                f"{self.label} answered {answer!r}, which is not one of the legal moves"
            )
        return Choice(action, causes.move(seat, action))  # its seat is a person's, as over HTTP


def load_policy(spec: str) -> Policy:
    """``module:function`` (a module importable from the current folder, or a file path
    ``path/to/bot.py:choose``) -> the function."""
    module_name, _, attr = spec.partition(":")
    if not attr:
        raise ValueError(f"--bot takes module:function, e.g. mybot:choose, not {spec!r}")
    if module_name.endswith(".py"):
        directory, module_name = os.path.split(module_name[:-3])
        sys.path.insert(0, os.path.abspath(directory or "."))
    elif os.getcwd() not in sys.path:
        sys.path.insert(0, os.getcwd())
    found = getattr(importlib.import_module(module_name), attr)
    if not callable(found):
        raise ValueError(f"{spec} is not a function")
    policy: Policy = found
    return policy


def scores(result: dict[str, Any], players: int, objective: str) -> list[float]:
    """Each seat's score, as the tournaments count it (:func:`engine.bots.base.score`): 1 a
    win, 0.5 a draw (the turn cap), 0 a loss."""
    winner = -1 if result["winner"] is None else result["winner"]
    loser = -1 if result["loser"] is None else result["loser"]
    return [score(result["reason"], winner, loser, objective, s) for s in range(players)]


@dataclass(frozen=True)
class Setup:
    """What ``shithead play`` plays: the policy's label, the opponents (a built-in bot's
    name, or a policy's ``module:function``), the ruleset, the games."""

    label: str
    opponents: tuple[str, ...]
    preset: str
    options: dict[str, Any]
    games: int
    seed: str
    #: Each deal played once from every seat (the players' consecutive games).
    duplicate: bool = False

    def deal_seed(self, index: int) -> str:
        """The seed game ``index`` is dealt from."""
        return f"{self.seed}:{index // self.players if self.duplicate else index}"

    def policy_opponents(self) -> dict[int, str]:
        """The opponents that are policies (``module:function``), by participant number."""
        return {i + 1: spec for i, spec in enumerate(self.opponents) if ":" in spec}

    @property
    def players(self) -> int:
        return 1 + len(self.opponents)

    def names(self) -> list[str]:
        """The participants' names, made unique (a bot listed twice gets ``#2``)."""
        out: list[str] = []
        for name in (self.label, *(policy_label(o) for o in self.opponents)):
            unique, n = name, 2
            while unique in out:
                unique, n = f"{name}#{n}", n + 1
            out.append(unique)
        return out

    def seating(self, index: int) -> list[int]:
        """``seating[s]``: the participant in seat ``s`` of game ``index`` (0 is the policy,
        which takes seat ``index mod players``; the opponents keep their order after it)."""
        n = self.players
        return [(s - index) % n for s in range(n)]

    def request(self, index: int) -> dict[str, Any]:
        """The create-game request of game ``index`` (as ``POST /v1/games`` takes it)."""
        names = self.names()
        seats: list[dict[str, Any]] = []
        for participant in self.seating(index):
            if participant == 0 or ":" in self.opponents[participant - 1]:
                seats.append({"name": names[participant]})
            else:
                seats.append({"name": names[participant], "bot": self.opponents[participant - 1]})
        return {
            "ruleset": {"preset": self.preset, "options": dict(self.options)},
            "seats": seats,
            "seed": self.deal_seed(index),
            "deck": None,
            "turn_cap": None,
            "dealer": 0,
        }


def policy_label(spec: str) -> str:
    """What a participant is called: a built-in bot's name, a policy's module (``old:choose``:
    ``old``; a file's name without ``.py``)."""
    if ":" not in spec:
        return spec
    return os.path.basename(spec.partition(":")[0]).removesuffix(".py")


def play_local_game(
    setup: Setup, choose: Policy, index: int, opponents: dict[int, Policy] | None = None
) -> dict[str, Any]:
    """Deal and play game ``index`` in-process; its final view (as a spectator sees it).
    ``opponents``: the policies among the opponents, by participant number."""
    req = setup.request(index)
    new = new_game(req, game_id=f"local-{index}")
    loaded = Loaded(new.game_id, new.meta, new.game, new.state)
    played = list(new.events)
    ctx = SeatContext(
        new.game_id,
        new.game,
        new.state,
        new.meta,
        describe=lambda seat: describe(loaded, seat),
        load_events=lambda: list(played),
    )
    players: dict[int, SeatPlayer] = dict(seat_players(new.meta))
    seating = setup.seating(index)
    players[seating.index(0)] = PolicySeat(choose, setup.label)
    names = setup.names()
    for participant, policy in (opponents or {}).items():
        players[seating.index(participant)] = PolicySeat(policy, names[participant])

    def commit(version: int, events: list[Any], choice: Choice) -> bool:
        played.extend(events)
        return True

    play_seats(ctx, players, commit, max_moves=10_000_000)
    return describe(loaded, None)


def play_remote_game(setup: Setup, choose: Policy, index: int, server: str) -> dict[str, Any]:
    """Create game ``index`` on ``server`` and play the policy's seat over HTTP; its final view."""
    from shithead_client import new_game as create
    from shithead_client import run_bot

    req = setup.request(index)
    created = create(server, ruleset=req["ruleset"], seed=req["seed"], seats=req["seats"])
    seat = setup.seating(index).index(0)
    token = created["seats"][seat]["token"]
    return run_bot(choose, server=server, token=token, game=created["id"])[0]


def run(
    setup: Setup,
    choose: Policy,
    *,
    server: str | None = None,
    as_json: bool = False,
    out: Any = None,
    opponents: dict[int, Policy] | None = None,
    until_decided: bool = False,
) -> list[Tally]:
    """Play the games, print one line per game with ``as_json`` (JSONL), and the summary.
    ``until_decided``: stop after the first whole round of deals (``players`` games with
    duplicate deals) at which the policy's wins are :func:`decided`."""
    out = out or sys.stdout
    names = setup.names()
    objective = PRESETS[setup.preset].ruleset.objective
    even = even_rate(setup.players, objective)
    tallies = [Tally(name) for name in names]
    block = setup.players if setup.duplicate else 1
    stopped_at: int | None = None
    for index in range(setup.games):
        final = (
            play_remote_game(setup, choose, index, server)
            if server
            else play_local_game(setup, choose, index, opponents)
        )
        seating = setup.seating(index)
        result = final["result"]
        game_places = places(result, setup.players)
        game_scores = scores(result, setup.players, objective)
        for seat, participant in enumerate(seating):
            tallies[participant].add(game_scores[seat], game_places[seat])
        if as_json:
            print(
                json.dumps(
                    {
                        "game": index,
                        "id": final["id"],
                        "seed": setup.deal_seed(index),
                        "seats": [names[p] for p in seating],
                        "reason": result["reason"],
                        "scores": game_scores,
                        "places": game_places,
                    }
                ),
                file=out,
                flush=True,
            )
        if until_decided and (index + 1) % block == 0 and decided(tallies[0], even):
            stopped_at = index + 1
            break
    if until_decided:
        print_verdict(verdict(tallies[0], even, stopped_at is not None), as_json, out)
    if as_json:
        for tally in tallies:
            print(json.dumps({"summary": tally.summary()}), file=out)
    else:
        print(table(tallies, setup, server), file=out)
    return tallies


def table(tallies: Sequence[Tally], setup: Setup, server: str | None) -> str:
    where = f"on {server}" if server else "in-process"
    return "\n".join(
        [
            f"{setup.games} games of {setup.preset} ({setup.players} players) {where}, "
            f"seed {setup.seed}; 95% intervals: wins Wilson score, places normal",
            *interval_table(tallies),
        ]
    )


def main(args: Any) -> int:
    """``shithead play`` (the parsed arguments of :func:`api.cli.build_parser`)."""
    opponents = tuple(name.strip() for name in args.vs.split(",") if name.strip())
    unknown = [name for name in opponents if name not in BOTS and ":" not in name]
    if unknown or not opponents:
        print(
            f"--vs takes built-in bots ({', '.join(BOTS)}) or policies (module:function), "
            f"not {args.vs!r}",
            file=sys.stderr,
        )
        return 2
    if args.preset not in PRESETS:
        print(
            f"unknown preset {args.preset!r}; presets: {', '.join(sorted(PRESETS))}",
            file=sys.stderr,
        )
        return 2
    choose = load_policy(args.bot)
    options = json.loads(args.options) if args.options else {}
    if args.turn_cap:
        options["turn_cap"] = args.turn_cap
    setup = Setup(
        label=policy_label(args.bot),
        opponents=opponents,
        preset=args.preset,
        options=options,
        games=args.games,
        seed=args.seed,
        duplicate=not args.no_duplicate,
    )
    policies = {i: load_policy(spec) for i, spec in setup.policy_opponents().items()}
    if policies and args.server:
        print("policies as opponents play in-process: leave out --server", file=sys.stderr)
        return 2
    run(
        setup,
        choose,
        server=args.server or None,
        as_json=args.json,
        opponents=policies,
        until_decided=args.until_decided,
    )
    return 0

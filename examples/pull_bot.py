#!/usr/bin/env python3
"""A complete pull bot: it plays one seat of a game over the public HTTP API.

It creates a game against one of the service's built-in bots (or joins an open seat of an
existing game with ``--join``), then plays a random legal move (never picking up the pile
while it can do anything else) whenever its seat must act, until the game is over. All the
protocol is the client's (``pip install ./clients/python``, or the project): waiting for the
other seats (long polls, or the event stream), an idempotency key on every move, a move
chosen again when the game moved on meanwhile (409), waiting when told to (429, 503), and
a contributed deal's commit and reveal (``--contributed``, or any game it joins that has
one; see docs/fairness.md).

    python examples/pull_bot.py                                # vs the heuristic bot
    python examples/pull_bot.py --opponent random --seed 7     # another opponent, reproducible
    python examples/pull_bot.py --join 3e72fdb6738a40ee899d6cfe0c728f22   # take an open seat
    python examples/pull_bot.py --contributed                  # a deal nobody can bias
    python examples/pull_bot.py --register my-bot              # a registered bot, forever
    python examples/pull_bot.py --bot bot_...                  # the same bot, later
    python examples/pull_bot.py --bot bot_... --ladder LADDER_ID   # on a ladder, rated
    python examples/pull_bot.py --bot bot_... --max-games 4 --replays replays/ \
        --rulesets classic,reverse --max-move-ms 60000 --deny rude-bot   # for days

With ``--register NAME`` it registers a bot (``POST /v1/bots``; it prints the bot's token,
shown only then), starts one game against ``--opponent`` in which the bot holds a seat, and
then plays every game the bot is given (seats, lobby joins, challenges it accepts), several
at once, as its feed announces them, until stopped (or ``--games`` games). ``--bot TOKEN``
does the same for a bot registered before: a tournament that names the bot among its
participants (``{"account": "my-bot"}``, see the README's "Entering your bot in a
tournament") seats it in its games, and the bot plays each as its feed announces it. With
``--ladder ID`` the bot joins that ladder (``POST /v1/ladders/{id}/join`` with its token)
instead of starting a game of its own, and plays the games the ladder's scheduler gives it
(``shithead worker`` pairs them).

A registered bot meant to run for days takes ``--max-games`` (at most that many games at
once; challenges past it are declined), ``--replays DIR`` (each finished game's signed
replay kept as ``DIR/<id>.json``), the challenges it accepts (``--rulesets``, ``--clocked``
or ``--unclocked``, ``--min-move-ms``/``--max-move-ms``, ``--min-initial-ms``/
``--max-initial-ms``, ``--allow``/``--deny`` challengers by name; every other challenge is
declined), and ``--grace S``: on SIGTERM it takes no more games, gives those it holds S
seconds to end (20 by default), resigns the rest and exits; a second SIGTERM resigns at
once. It reconnects by itself when the service goes away.

It prints the game's id when it starts and the result when the game is over.
"""

from __future__ import annotations

import argparse
import random
import sys
from typing import Any

from shithead_client import (
    ChallengeFilter,
    Move,
    View,
    join_ladder,
    new_game,
    outcome,
    register,
    run_bot,
    take_seat,
)


def random_policy(rng: random.Random) -> Any:
    """A random legal action; picking the pile up only when nothing else is possible."""

    def choose(view: View, legal_moves: list[Move]) -> Move:
        others = [move for move in legal_moves if move["kind"] != "pickup"]
        return rng.choice(others or legal_moves)

    return choose


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--server", default="http://127.0.0.1:8000")
    parser.add_argument("--join", metavar="GAME_ID", help="take an open seat of this game instead")
    parser.add_argument("--seat", type=int, default=None, help="with --join: the seat to take")
    parser.add_argument("--ruleset", default="classic", help="the preset of a new game")
    parser.add_argument(
        "--opponent",
        default="heuristic",
        help="the built-in bot to play (random, heuristic, ismcts)",
    )
    parser.add_argument(
        "--turn-cap", type=int, default=None, help="turns after which a new game is a draw"
    )
    parser.add_argument("--name", default="pull-bot")
    parser.add_argument("--seed", type=int, default=None, help="seed this bot's choices")
    parser.add_argument("--wait", type=int, default=30, help="long-poll seconds (at most 30)")
    parser.add_argument(
        "--contributed",
        action="store_true",
        help="a new game's deal comes from the server's seed and both seats' contributions",
    )
    parser.add_argument(
        "--register", metavar="NAME", help="register a bot of this name and play as it"
    )
    parser.add_argument("--bot", metavar="TOKEN", help="play as the registered bot with this token")
    parser.add_argument(
        "--ladder",
        metavar="LADDER_ID",
        help="with --register or --bot: join this ladder and play the games it gives",
    )
    parser.add_argument(
        "--games",
        type=int,
        default=None,
        help="with --register or --bot: stop after this many games (default: never)",
    )
    long_running(parser)
    args = parser.parse_args(argv)

    if args.ladder and not (args.register or args.bot):
        parser.error("--ladder needs a registered bot: --register NAME or --bot TOKEN")
    if args.register or args.bot:
        return play_as_registered(args)
    if args.join:
        joined = take_seat(args.server, args.join, args.name, args.seat)
        game_id, seat, token = joined["id"], joined["seat"], joined["token"]
    else:
        body: dict[str, Any] = {
            "ruleset": args.ruleset,
            "seats": [{"name": args.name}, {"bot": args.opponent}],
        }
        if args.turn_cap:
            body["turn_cap"] = args.turn_cap
        if args.contributed:
            body["deal_mode"] = "contributed"
        created = new_game(args.server, **body)
        game_id, seat, token = created["id"], 0, created["seats"][0]["token"]
    print(f"playing seat {seat} of game {game_id}", flush=True)

    final = run_bot(
        random_policy(random.Random(args.seed)),
        server=args.server,
        token=token,
        game=game_id,
        wait_s=args.wait,
    )[0]
    print(
        f"game {game_id} over after {final['version']} events ({final['result']['reason']}): "
        f"{outcome(final)}",
        flush=True,
    )
    return 0


def long_running(parser: argparse.ArgumentParser) -> None:
    """The options of a registered bot that runs for days."""
    group = parser.add_argument_group("a registered bot running for days")
    group.add_argument("--max-games", type=int, default=None, help="games played at once")
    group.add_argument("--replays", metavar="DIR", help="keep each finished game's replay here")
    group.add_argument(
        "--grace", type=float, default=20.0, help="on SIGTERM, seconds before resigning"
    )
    group.add_argument("--rulesets", help="accept challenges of these presets (a,b,...)")
    clock = group.add_mutually_exclusive_group()
    clock.add_argument("--clocked", action="store_true", help="accept only clocked challenges")
    clock.add_argument("--unclocked", action="store_true", help="accept only unclocked ones")
    for bound in ("min-move-ms", "max-move-ms", "min-initial-ms", "max-initial-ms"):
        group.add_argument(f"--{bound}", type=int, default=None, help="a bound on the clock")
    group.add_argument("--allow", help="accept challenges only from these bots (a,b,...)")
    group.add_argument("--deny", help="never accept challenges from these bots (a,b,...)")


def names(text: str | None) -> list[str] | None:
    return None if text is None else [n.strip() for n in text.split(",") if n.strip()]


def challenge_filter(args: argparse.Namespace) -> ChallengeFilter:
    return ChallengeFilter(
        rulesets=names(args.rulesets),
        clocked=True if args.clocked else False if args.unclocked else None,
        min_move_ms=args.min_move_ms,
        max_move_ms=args.max_move_ms,
        min_initial_ms=args.min_initial_ms,
        max_initial_ms=args.max_initial_ms,
        allow=names(args.allow),
        deny=names(args.deny) or (),
    )


def play_as_registered(args: argparse.Namespace) -> int:
    """Register a bot (or take a registered one's token) and play what its feed gives."""
    token = args.bot
    if args.register:
        bot = register(args.server, args.register, description="examples/pull_bot.py")
        token = bot["token"]
        print(f"registered bot {bot['name']}; its token (shown once): {token}", flush=True)
    if args.ladder:
        ladder = join_ladder(args.server, args.ladder, token)
        print(
            f"joined ladder {ladder['id']} ({ladder['status']}): {len(ladder['bots'])} bots enrolled",
            flush=True,
        )
    elif args.register:
        body: dict[str, Any] = {
            "ruleset": args.ruleset,
            "seats": [{"account": bot["name"]}, {"bot": args.opponent}],
        }
        if args.turn_cap:
            body["turn_cap"] = args.turn_cap
        first = new_game(args.server, bot_token=token, **body)  # its own token seats it
        print(f"created game {first['id']} for it", flush=True)
    finals = run_bot(
        random_policy(random.Random(args.seed)),
        server=args.server,
        bot=token,
        games=args.games,
        wait_s=args.wait,
        accept_challenges=challenge_filter(args),
        max_games=args.max_games,
        replays=args.replays,
        grace_s=args.grace,
    )
    for final in finals:
        print(
            f"game {final['id']} over after {final['version']} events "
            f"({final['result']['reason']}): {outcome(final)}",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())

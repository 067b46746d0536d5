"""Bot benchmark: matchups over duplicate deals, and random-bot tournament throughput.

    shithead bench bots [--games N] [--ms T] [--iterations I] [--json]
                        [--matchups random:heuristic,heuristic:ismcts]

Each matchup ``a:b`` plays ``--games`` games of two-player ``classic`` (``--ruleset``) over
duplicate deals: every deal is played twice, ``a`` in seat 0 then in seat 1, so the luck of
the deal cancels out. Games run in parallel over all cores (``multiprocessing``). Reported
per matchup: games, ``a``'s win rate (a draw at the turn cap counts half) and its 95% Wilson
confidence interval. Then a random-vs-random tournament (``--tournament-games``) measures
games per second over all cores.

``--ms T`` gives the ISMCTS bot T milliseconds per move (wall clock); without it the bot runs
``--iterations`` iterations per move, which is deterministic.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import sys
import time
from typing import Any

from engine import Game, build_ruleset
from engine.bots import BOTS, Bot, make_bot, outcome, play_game

_GAMES: dict[tuple[str, int], Game] = {}


def _game(ruleset: str, turn_cap: int) -> Game:
    g = _GAMES.get((ruleset, turn_cap))
    if g is None:
        opts = {"turn_cap": turn_cap} if turn_cap else {}
        g = _GAMES[(ruleset, turn_cap)] = Game(build_ruleset(ruleset, opts), 2)
    return g


def _bot(name: str, game: Game, seed: int, opts: dict[str, Any]) -> Bot:
    if name != "ismcts":
        return make_bot(name, game, seed)
    kw: dict[str, Any] = {"rollout_depth": opts["rollout_depth"]}
    if opts["ms"]:
        kw.update(time_limit=opts["ms"] / 1000.0, clock=time.perf_counter, iterations=None)
    else:
        kw["iterations"] = opts["iterations"]
    return make_bot(name, game, seed, **kw)


def play_deal(task: tuple[str, str, int, dict[str, Any]]) -> tuple[float, int, int]:
    """One deal played twice with the seats swapped: (a's total score, games, draws)."""
    a, b, deal, opts = task
    game = _game(opts["ruleset"], opts["turn_cap"])
    score = 0.0
    draws = 0
    for a_seat in (0, 1):
        bots = [_bot(a, game, deal, opts), _bot(b, game, deal + 1_000_003, opts)]
        if a_seat == 1:
            bots.reverse()
        st = play_game(game, bots, seed=f"bench-bots:{opts['ruleset']}:{deal}", order_seed=deal)
        score += outcome(st, a_seat)
        draws += st.result is not None and st.result.reason == "turn_cap"
    return score, 2, draws


def ismcts_rate(ruleset: str, seconds: float, rollout_depth: int) -> dict[str, Any]:
    """ISMCTS iterations per second on one core: the bot searches (``--ms`` 50 per move, on
    the clock) at each of seat 0's decisions in play of seeded two-player games between
    heuristic bots, until ``seconds`` of search have run. The rate follows the engine's
    speed: every iteration samples a deal, then plays moves on a copy of the state."""
    from engine.bots import ISMCTSBot, Table

    game = _game(ruleset, 0)
    heuristic = [make_bot("heuristic", game, 1), make_bot("heuristic", game, 2)]
    iterations = searches = 0
    spent = 0.0
    deal = 0
    while spent < seconds:
        table = Table(game, seed=f"bench-ismcts:{deal}", watch=(0,))
        deal += 1
        while not table.state.is_over() and spent < seconds:
            seat = table.state.to_act()[0]
            view, legal, history = table.inputs(seat)
            if seat == 0 and len(legal) > 1 and view["phase"] == "playing":
                bot = ISMCTSBot(
                    game,
                    deal,
                    iterations=None,
                    time_limit=0.05,
                    clock=time.perf_counter,
                    rollout_depth=rollout_depth,
                )
                t0 = time.perf_counter()
                action = bot.choose(view, legal, history)
                spent += time.perf_counter() - t0
                iterations += bot.last_iterations
                searches += 1
            else:
                action = heuristic[seat].choose(view, legal, history)
            table.act(seat, action)
    return {
        "iterations": iterations,
        "searches": searches,
        "seconds": round(spent, 2),
        "iterations_per_s": round(iterations / spent, 1),
    }


def wilson(p: float, n: int, z: float = 1.959964) -> tuple[float, float]:
    """The Wilson score interval of a proportion ``p`` observed over ``n`` trials."""
    if n == 0:
        return 0.0, 1.0
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def run_matchup(pool: Any, a: str, b: str, games: int, opts: dict[str, Any]) -> dict[str, Any]:
    deals = max(1, (games + 1) // 2)
    tasks = [(a, b, i, opts) for i in range(deals)]
    t0 = time.perf_counter()
    score = 0.0
    n = 0
    draws = 0
    for s, g, d in pool.imap_unordered(
        play_deal, tasks, chunksize=max(1, deals // (8 * opts["workers"]))
    ):
        score += s
        n += g
        draws += d
    elapsed = time.perf_counter() - t0
    rate = score / n
    lo, hi = wilson(rate, n)
    return {
        "a": a,
        "b": b,
        "games": n,
        "a_win_rate": round(rate, 4),
        "ci_low": round(lo, 4),
        "ci_high": round(hi, 4),
        "draws": draws,
        "seconds": round(elapsed, 1),
        "elapsed": elapsed,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="shithead bench bots", description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=200, help="games per matchup (two per deal)")
    parser.add_argument(
        "--ms", type=float, default=0.0, help="ISMCTS milliseconds per move (wall clock)"
    )
    parser.add_argument(
        "--iterations", type=int, default=200, help="ISMCTS iterations per move (without --ms)"
    )
    parser.add_argument(
        "--rollout-depth", type=int, default=10, help="ISMCTS rollout depth in actions"
    )
    parser.add_argument(
        "--matchups",
        default="random:heuristic,heuristic:ismcts",
        help="comma-separated a:b pairs of " + ", ".join(BOTS),
    )
    parser.add_argument("--ruleset", default="classic")
    parser.add_argument("--turn-cap", type=int, default=0, help="turn cap (default: the preset's)")
    parser.add_argument(
        "--tournament-games",
        type=int,
        default=1000,
        help="random-vs-random games for the throughput figure (0: skip)",
    )
    parser.add_argument(
        "--ismcts-seconds",
        type=float,
        default=3.0,
        help="seconds of ISMCTS search for the iterations/s figure (0: skip)",
    )
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    pairs = []
    for item in args.matchups.split(","):
        if not item.strip():
            continue
        a, sep, b = item.strip().partition(":")
        if not sep or a not in BOTS or b not in BOTS:
            parser.error(f"bad matchup {item!r}: write a:b with bots from {', '.join(BOTS)}")
        pairs.append((a, b))
    opts = {
        "ruleset": args.ruleset,
        "turn_cap": args.turn_cap,
        "ms": args.ms,
        "iterations": args.iterations,
        "rollout_depth": args.rollout_depth,
        "workers": args.workers,
    }
    results = []
    with multiprocessing.Pool(args.workers) as pool:
        for a, b in pairs:
            r = run_matchup(pool, a, b, args.games, opts)
            results.append(r)
            if not args.json:
                print(
                    f"{a:>10} vs {b:<10} games {r['games']:>5}  {a} wins {r['a_win_rate']:.3f}  "
                    f"95% CI [{r['ci_low']:.3f}, {r['ci_high']:.3f}]  draws {r['draws']}  "
                    f"{r['seconds']} s",
                    flush=True,
                )
        games_per_s = None
        tournament: dict[str, Any] | None = None
        if args.tournament_games:
            t = run_matchup(pool, "random", "random", args.tournament_games, opts)
            games_per_s = round(t["games"] / max(t["elapsed"], 1e-9), 1)
            tournament = {"games": t["games"], "seconds": t["seconds"], "workers": args.workers}
            if not args.json:
                print(
                    f"random-vs-random tournament: {t['games']} games in {t['seconds']} s on "
                    f"{args.workers} workers = {games_per_s} games/s"
                )
    ismcts: dict[str, Any] | None = None
    if args.ismcts_seconds:
        import engine

        ismcts = ismcts_rate(args.ruleset, args.ismcts_seconds, args.rollout_depth)
        ismcts["engine"] = engine.BUILD
        if not args.json:
            print(
                f"ismcts search: {ismcts['iterations']} iterations in {ismcts['seconds']} s over "
                f"{ismcts['searches']} moves = {ismcts['iterations_per_s']} iterations/s on one "
                f"core ({engine.BUILD} engine)"
            )
    if args.json:
        out = {
            "matchups": [
                {k: r[k] for k in ("a", "b", "games", "a_win_rate", "ci_low", "ci_high")}
                for r in results
            ],
            "tournament_games_per_s": games_per_s,
            "tournament": tournament,
            "ismcts": ismcts,
            "settings": {k: v for k, v in opts.items() if k != "workers"}
            | {"workers": args.workers},
        }
        print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())

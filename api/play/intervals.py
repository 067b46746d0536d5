"""How sure an A/B is: each participant's wins and places with their 95% intervals, and the
rule that stops a run once the answer is known.

``shithead play`` and ``shithead tournament`` both tally their games here and print the same
table: wins with a 95% **Wilson score interval** (right for rates near 0 or 1, where the
normal one is not) and the mean place with a 95% normal interval (mean +- 1.96 standard
errors). Their ``--until-decided`` stops after the first whole round of deals at which the
first participant's interval of wins leaves out the **even rate**, what an equal player wins.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, TextIO

from engine.bots.base import placings
from engine.rules.presets import build_ruleset
from engine.tournament import GameResult, TournamentSpec, all_games

#: z for a two-sided 95% interval
Z95 = 1.959963984540054


@dataclass
class Tally:
    """One participant's results: scores (1 a win, 0.5 a draw, 0 a loss) and places."""

    name: str
    wins: int = 0
    draws: int = 0
    losses: int = 0
    places: list[int] = field(default_factory=list)

    @property
    def games(self) -> int:
        return self.wins + self.draws + self.losses

    def add(self, score: float, place: int | None) -> None:
        if score == 1.0:
            self.wins += 1
        elif score == 0.5:
            self.draws += 1
        else:
            self.losses += 1
        if place is not None:
            self.places.append(place)

    def summary(self) -> dict[str, Any]:
        low, high = wilson(self.wins, self.games)
        mean, half = mean_interval(self.places)
        return {
            "participant": self.name,
            "games": self.games,
            "wins": self.wins,
            "draws": self.draws,
            "losses": self.losses,
            "win_rate": self.wins / self.games if self.games else 0.0,
            "win_rate_95": [round(low, 4), round(high, 4)],
            "mean_place": round(mean, 3),
            "mean_place_95": [round(mean - half, 3), round(mean + half, 3)],
        }


def wilson(successes: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a success rate (0..1 both ends with no games)."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def mean_interval(values: Sequence[int], z: float = Z95) -> tuple[float, float]:
    """The mean and the half width of its normal interval (0 with fewer than two values)."""
    if not values:
        return 0.0, 0.0
    mean = sum(values) / len(values)
    if len(values) < 2:
        return mean, 0.0
    var = sum((v - mean) ** 2 for v in values) / (len(values) - 1)
    return mean, z * math.sqrt(var / len(values))


def places(result: Mapping[str, Any], players: int) -> list[int | None]:
    """Each seat's place in a finished game, from its result as views show it
    (:func:`engine.bots.base.placings`: 1 first out, the loser last, None in a draw)."""
    loser, winner = result["loser"], result["winner"]
    return list(
        placings(
            result["reason"],
            result["order"],
            -1 if winner is None else winner,
            -1 if loser is None else loser,
            players,
        )
    )


def even_rate(players: int, objective: str) -> float:
    """The share of games an equal player wins: one in ``players`` where the first out wins,
    all but one in ``players`` where only the last one loses."""
    return 1 / players if objective == "first_out" else (players - 1) / players


def decided(tally: Tally, even: float) -> bool:
    """Whether the interval of ``tally``'s wins leaves out the even rate."""
    low, high = wilson(tally.wins, tally.games)
    return not low <= even <= high


def verdict(tally: Tally, even: float, stopped: bool) -> dict[str, Any]:
    """What ``--until-decided`` says of a run: whether it stopped decided, after how many of
    the participant's games, and the even rate its wins were held against."""
    return {
        "decided": stopped,
        "games": tally.games,
        "even_rate": round(even, 4),
        "participant": tally.name,
    }


def print_verdict(said: Mapping[str, Any], as_json: bool, out: TextIO) -> None:
    if as_json:
        print(json.dumps({"until_decided": dict(said)}), file=out)
        return
    how = "decided" if said["decided"] else "not decided"
    print(
        f"{said['participant']}: {how} after {said['games']} games "
        f"(the even win rate is {said['even_rate']:.3f})",
        file=out,
    )


def interval_table(tallies: Sequence[Tally]) -> list[str]:
    """The table's lines: a heading and a row per participant."""
    lines = [
        f"{'participant':<24} {'games':>5} {'wins':>5} {'draws':>5} {'win rate':>9} "
        f"{'95% interval':>15} {'mean place':>10} {'95% interval':>15}"
    ]
    for tally in tallies:
        s = tally.summary()
        lo, hi = s["win_rate_95"]
        plo, phi = s["mean_place_95"]
        lines.append(
            f"{s['participant']:<24} {s['games']:>5} {s['wins']:>5} {s['draws']:>5} "
            f"{s['win_rate']:>9.3f} {f'[{lo:.3f}, {hi:.3f}]':>15} {s['mean_place']:>10.2f} "
            f"{f'[{plo:.2f}, {phi:.2f}]':>15}"
        )
    return lines


# == a tournament's games ======================================================================


class TournamentTallies:
    """``shithead tournament``'s intervals: each participant's games tallied as ``shithead
    play`` tallies them, the even rate of a game of ``spec.seats_per_game`` seats, and its
    ``--until-decided``, held to the first participant's wins (the bot the run is about, as
    ``--bot`` is to ``shithead play``)."""

    def __init__(self, spec: TournamentSpec, names: Sequence[str]) -> None:
        self.spec = spec
        self.names = list(names)
        objective = build_ruleset(spec.preset, dict(spec.options)).objective
        self.even = even_rate(spec.seats_per_game, objective)

    def tallies(self, results: Mapping[int, GameResult]) -> list[Tally]:
        out = [Tally(name) for name in self.names]
        for g in all_games(self.spec, results):
            res = results.get(g.index)
            if res is None:
                continue
            for seat, p in enumerate(g.seats):
                out[p].add(res.scores[seat], res.places[seat] if res.places is not None else None)
        return out

    def decided(self, results: Mapping[int, GameResult]) -> bool:
        """Whether the first participant's wins so far leave out the even rate: the runner
        asks after each whole round of deals (:func:`api.play.runners.run_tournament`)."""
        return decided(self.tallies(results)[0], self.even)

    def summary(self, results: Mapping[int, GameResult], until_decided: bool) -> dict[str, Any]:
        """The intervals (and the verdict, with ``until_decided``) as JSON."""
        tallies = self.tallies(results)
        out: dict[str, Any] = {"intervals": [t.summary() for t in tallies]}
        if until_decided:
            out["until_decided"] = verdict(tallies[0], self.even, decided(tallies[0], self.even))
        return out

    def print(self, results: Mapping[int, GameResult], until_decided: bool, out: TextIO) -> None:
        """The intervals' table (and the verdict, with ``until_decided``) as text."""
        tallies = self.tallies(results)
        print("95% intervals: wins Wilson score, places normal", file=out)
        print("\n".join(interval_table(tallies)), file=out)
        if until_decided:
            print_verdict(
                verdict(tallies[0], self.even, decided(tallies[0], self.even)), False, out
            )

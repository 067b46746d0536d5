"""Tournaments between bots: the schedule of games, Swiss pairings and the standings.

Pure: no I/O, no clock, no global random. Whoever plays the games (a process pool, queue
workers, the HTTP service) asks this module what to play and hands the results back, so the
same tournament and seed give the same games however they are run:

- :func:`plan` lists the rounds known so far. A round robin is one round holding every
  game; a Swiss round is paired on the points scored in the rounds before it, so round
  ``r + 1`` exists only once every game of round ``r`` has a result.
- :func:`rounds` is the same as a generator: fill in the results of the round it yields
  before asking for the next.
- :func:`standings` totals games, wins, draws, points and strikes and rates the
  participants with OpenSkill (Plackett-Luce), taking the games in schedule order.

Every game carries a deal seed and a bot seed derived from the tournament seed, never from a
random game id. With ``duplicate`` (the default) each deal is played once per seat rotation,
so every participant of a table holds every seat's cards once and the luck of the deal
cancels out.

A participant is an opaque label (a built-in bot's name, a push bot's URL, ...): the
runner decides how to play it. Labels may repeat (``random`` against ``random``): a
participant is its position in the list.
"""

from __future__ import annotations

import hashlib
import itertools
import math
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .deal import is_salt, salted_seed
from .pairing import pair_tables
from .rules import RulesetError
from .rules.presets import build_ruleset

ROUND_ROBIN = "round_robin"
SWISS = "swiss"
FORMATS = (ROUND_ROBIN, SWISS)
#: Changing how seeds are derived changes every tournament's games: bump this with it.
SCHEDULE_VERSION = "shithead-tournament/1"


class TournamentError(ValueError):
    """A tournament that cannot be played; ``code`` says why (stable, for API problems)."""

    def __init__(self, message: str, code: str = "invalid_tournament") -> None:
        super().__init__(message)
        self.code = code


def derive(*parts: object) -> str:
    """A seed derived from the tournament's: SHA-256 (hex) of the parts joined."""
    text = "\x1f".join([SCHEDULE_VERSION, *map(str, parts)])
    return hashlib.sha256(text.encode()).hexdigest()


@dataclass(frozen=True)
class TournamentSpec:
    """What a tournament is: validated when built (``TournamentError``)."""

    preset: str
    participants: tuple[str, ...]
    seed: str
    options: Mapping[str, Any] = field(default_factory=dict)
    format: str = ROUND_ROBIN
    #: Swiss rounds (default ceil(log2(participants))); a round robin is one round.
    rounds: int | None = None
    #: Deals each table plays; with ``duplicate`` each deal is played once per seat rotation.
    games_per_pairing: int = 1
    seats_per_game: int = 2
    duplicate: bool = True
    #: The seed's secret salt (64 hex digits; "" for none): the games are derived from the
    #: seed and the salt together (:func:`engine.deal.salted_seed`), so that a seed someone
    #: could guess deals nothing. The service draws one for every tournament and reveals it
    #: with the seed; a tournament without one (``shithead tournament``, older ones) derives
    #: from the seed alone.
    salt: str = ""

    def __post_init__(self) -> None:
        object.__setattr__(self, "participants", tuple(self.participants))
        object.__setattr__(self, "options", dict(self.options))
        n, k = len(self.participants), self.seats_per_game
        if n < 2:
            raise TournamentError("a tournament needs at least 2 participants")
        if self.format not in FORMATS:
            raise TournamentError(f"format must be one of {', '.join(FORMATS)}")
        try:
            rs = build_ruleset(self.preset, dict(self.options))
        except RulesetError as exc:
            raise TournamentError(str(exc), "invalid_ruleset") from None
        if not rs.min_players <= k <= rs.max_players:
            raise TournamentError(
                f"{rs.name} is for {rs.min_players} to {rs.max_players} players, not {k}",
                "invalid_seats",
            )
        if k > n:
            raise TournamentError(
                f"{k} seats per game need at least {k} participants (list a bot twice to "
                "have it play itself)",
                "invalid_seats",
            )
        if self.games_per_pairing < 1:
            raise TournamentError("games_per_pairing must be at least 1")
        if self.salt and not is_salt(self.salt):
            raise TournamentError("a tournament's salt is 64 lowercase hex digits")
        if self.format == SWISS:
            if self.rounds is None:
                object.__setattr__(self, "rounds", max(1, math.ceil(math.log2(n))))
            elif self.rounds < 1:
                raise TournamentError("a Swiss tournament needs at least 1 round")
        elif self.rounds not in (None, 1):
            raise TournamentError("a round robin is one round: rounds is for the Swiss format")

    @property
    def base(self) -> str:
        """What every game's seeds are derived from: the seed, salted where there is a salt."""
        return salted_seed(self.seed, self.salt) if self.salt else self.seed

    @property
    def rotations(self) -> int:
        """Games per deal: every seat rotation with ``duplicate``, else one."""
        return self.seats_per_game if self.duplicate else 1

    @property
    def round_count(self) -> int:
        return (self.rounds or 1) if self.format == SWISS else 1

    def tables_per_round(self) -> int:
        n, k = len(self.participants), self.seats_per_game
        return math.comb(n, k) if self.format == ROUND_ROBIN else n // k

    def games_per_round(self) -> int:
        return self.tables_per_round() * self.games_per_pairing * self.rotations

    def total_games(self) -> int:
        return self.round_count * self.games_per_round()

    def to_dict(self) -> dict[str, Any]:
        return {
            "preset": self.preset,
            "options": dict(self.options),
            "participants": list(self.participants),
            "seed": self.seed,
            "format": self.format,
            "rounds": self.rounds,
            "games_per_pairing": self.games_per_pairing,
            "seats_per_game": self.seats_per_game,
            "duplicate": self.duplicate,
            **({"salt": self.salt} if self.salt else {}),
        }

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> TournamentSpec:
        return cls(
            preset=d["preset"],
            options=d.get("options") or {},
            participants=tuple(d["participants"]),
            seed=d["seed"],
            format=d.get("format", ROUND_ROBIN),
            rounds=d.get("rounds"),
            games_per_pairing=int(d.get("games_per_pairing", 1)),
            seats_per_game=int(d.get("seats_per_game", 2)),
            duplicate=bool(d.get("duplicate", True)),
            salt=d.get("salt") or "",
        )


@dataclass(frozen=True)
class ScheduledGame:
    """One game of the schedule."""

    index: int
    round: int
    #: The table (group of participants) within the round, and the deal at that table.
    table: int
    deal: int
    #: Seat ``s`` is taken by participant ``group[(s + rotation) % k]``.
    rotation: int
    #: The participant in each seat.
    seats: tuple[int, ...]
    #: The seed of the deal: every rotation of a deal, and every table of a round, gets the same.
    deal_seed: str
    #: The base of the bots' move seeds (see ``engine.bots.move_seed``).
    bot_seed: str

    def to_dict(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "round": self.round,
            "table": self.table,
            "deal": self.deal,
            "rotation": self.rotation,
            "seats": list(self.seats),
            "deal_seed": self.deal_seed,
            "bot_seed": self.bot_seed,
        }

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> ScheduledGame:
        return cls(
            index=int(d["index"]),
            round=int(d["round"]),
            table=int(d["table"]),
            deal=int(d["deal"]),
            rotation=int(d["rotation"]),
            seats=tuple(d["seats"]),
            deal_seed=d["deal_seed"],
            bot_seed=d["bot_seed"],
        )


@dataclass(frozen=True)
class GameResult:
    """How a scheduled game ended, as a runner reports it."""

    index: int
    #: Each seat's score: 1 a win, 0.5 a draw (the turn cap), 0 a loss (``engine.bots.outcome``).
    scores: tuple[float, ...]
    reason: str
    #: Strikes each seat got (a push bot that timed out, failed or answered illegally).
    strikes: tuple[int, ...]
    #: The number of events, and the hash of the last one in the game's replay chain.
    events: int
    log_hash: str
    #: The stored game's id, when the runner stores games (not part of the comparison).
    game_id: str | None = None
    #: Each seat's place (1 first out, the loser last; None in a draw or unranked), where the
    #: runner kept them: what the command line's intervals of mean places count, and no part
    #: of the results documents.
    places: tuple[int | None, ...] | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "scores": list(self.scores),
            "reason": self.reason,
            "strikes": list(self.strikes),
            "events": self.events,
            "log_hash": self.log_hash,
            "game_id": self.game_id,
            **({"places": list(self.places)} if self.places is not None else {}),
        }

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> GameResult:
        return cls(
            index=int(d["index"]),
            scores=tuple(float(x) for x in d["scores"]),
            reason=d["reason"],
            strikes=tuple(int(x) for x in d["strikes"]),
            events=int(d["events"]),
            log_hash=d["log_hash"],
            game_id=d.get("game_id"),
            places=tuple(d["places"]) if d.get("places") is not None else None,
        )

    def outcome(self) -> dict[str, Any]:
        """Everything but where the game is stored: equal for the same game however it was run."""
        d = self.to_dict()
        del d["game_id"]
        d.pop("places", None)
        return d


@dataclass(frozen=True)
class Round:
    number: int
    games: tuple[ScheduledGame, ...]
    #: Swiss: the participants left without a table this round.
    byes: tuple[int, ...] = ()


# == the schedule ==============================================================================


def _games_for_tables(
    spec: TournamentSpec, number: int, tables: Sequence[Sequence[int]], first_index: int
) -> tuple[ScheduledGame, ...]:
    k = spec.seats_per_game
    out = []
    index = first_index
    for t, group in enumerate(tables):
        for deal in range(spec.games_per_pairing):
            deal_seed = derive(spec.base, "deal", number, deal)
            # without duplicate deals, the seats still turn from one deal to the next
            rotations = range(k) if spec.duplicate else (deal % k,)
            for rotation in rotations:
                seats = tuple(group[(s + rotation) % k] for s in range(k))
                out.append(
                    ScheduledGame(
                        index=index,
                        round=number,
                        table=t,
                        deal=deal,
                        rotation=rotation,
                        seats=seats,
                        deal_seed=deal_seed,
                        bot_seed=derive(spec.base, "bots", index),
                    )
                )
                index += 1
    return tuple(out)


def deal_games(spec: TournamentSpec, number: int, deal: int) -> list[int]:
    """The indices of the games of round ``number`` dealt deal ``deal``: every rotation of it
    at every table of the round, as :func:`plan` numbers them. They share one deal seed, so
    until the last of them has ended each one's cards reveal the others' (the service withholds
    them until then, see docs/fairness.md)."""
    rotations = spec.rotations
    first = (number - 1) * spec.games_per_round()
    return [
        first + (t * spec.games_per_pairing + deal) * rotations + r
        for t in range(spec.tables_per_round())
        for r in range(rotations)
    ]


def plan(spec: TournamentSpec, results: Mapping[int, GameResult]) -> list[Round]:
    """The rounds known so far: every round whose pairing the results decide.

    The last round may still have games without a result; the tournament is over when
    ``len(plan(...)) == spec.round_count`` and every game of it has a result.
    """
    if spec.format == ROUND_ROBIN:
        tables = list(itertools.combinations(range(len(spec.participants)), spec.seats_per_game))
        return [Round(1, _games_for_tables(spec, 1, tables, 0))]
    out: list[Round] = []
    per_round = spec.games_per_round()
    for number in range(1, spec.round_count + 1):
        if out and not all(g.index in results for g in out[-1].games):
            break
        tables, byes = swiss_tables(spec, out, results)
        out.append(
            Round(
                number,
                _games_for_tables(spec, number, tables, (number - 1) * per_round),
                tuple(byes),
            )
        )
    return out


def rounds(spec: TournamentSpec, results: Mapping[int, GameResult]) -> Iterator[Round]:
    """The rounds one after the other; ``results`` must hold a round's results before the next."""
    given = 0
    while True:
        known = plan(spec, results)
        if given < len(known):
            yield known[given]
            given += 1
            continue
        last = known[-1]
        if not all(g.index in results for g in last.games):
            raise RuntimeError(f"round {last.number} has games without a result")
        return


def is_complete(spec: TournamentSpec, results: Mapping[int, GameResult]) -> bool:
    known = plan(spec, results)
    return len(known) == spec.round_count and all(g.index in results for g in known[-1].games)


def all_games(spec: TournamentSpec, results: Mapping[int, GameResult]) -> list[ScheduledGame]:
    return [g for r in plan(spec, results) for g in r.games]


# == Swiss pairing =============================================================================


def points(
    spec: TournamentSpec, games: Sequence[ScheduledGame], results: Mapping[int, GameResult]
) -> list[float]:
    total = [0.0] * len(spec.participants)
    for g in games:
        r = results.get(g.index)
        if r is not None:
            for seat, p in enumerate(g.seats):
                total[p] += r.scores[seat]
    return total


def swiss_tables(
    spec: TournamentSpec, before: Sequence[Round], results: Mapping[int, GameResult]
) -> tuple[list[tuple[int, ...]], list[int]]:
    """The next Swiss round's tables (each in rank order) and byes.

    Participants are ranked by points, ties broken by an order drawn from the tournament
    seed. When the participants do not fill whole tables, the lowest-ranked among those with
    the fewest byes so far sit out (a bye scores nothing). Tables are then formed top down,
    avoiding rematches where possible (see :func:`pair_tables`).
    """
    n, k = len(spec.participants), spec.seats_per_game
    games = [g for r in before for g in r.games]
    score = points(spec, games, results)
    tiebreak = {p: derive(spec.base, "order", p) for p in range(n)}
    ranked = sorted(range(n), key=lambda p: (-score[p], tiebreak[p]))
    bye_count = [0] * n
    for r in before:
        for p in r.byes:
            bye_count[p] += 1
    extra = n % k
    byes: list[int] = []
    if extra:
        position = {p: i for i, p in enumerate(ranked)}
        byes = sorted(range(n), key=lambda p: (bye_count[p], -position[p]))[:extra]
        ranked = [p for p in ranked if p not in byes]
    met: dict[tuple[int, int], int] = {}
    for r in before:
        for g in r.games:
            if g.deal or g.rotation:
                continue  # one meeting per table, not per game
            for a, b in itertools.combinations(sorted(g.seats), 2):
                met[(a, b)] = met.get((a, b), 0) + 1
    return pair_tables(ranked, k, met), sorted(byes)


# == standings =================================================================================


@dataclass(frozen=True)
class Standing:
    participant: int
    name: str
    games: int
    wins: int
    draws: int
    losses: int
    points: float
    strikes: int
    byes: int
    #: OpenSkill (Plackett-Luce) rating: mean, uncertainty, and the ordinal mu - 3 sigma.
    mu: float
    sigma: float
    ordinal: float

    def to_dict(self) -> dict[str, Any]:
        return {
            "participant": self.participant,
            "name": self.name,
            "games": self.games,
            "wins": self.wins,
            "draws": self.draws,
            "losses": self.losses,
            "points": self.points,
            "strikes": self.strikes,
            "byes": self.byes,
            "mu": round(self.mu, 4),
            "sigma": round(self.sigma, 4),
            "ordinal": round(self.ordinal, 4),
        }


def standings(
    spec: TournamentSpec, results: Mapping[int, GameResult], names: Sequence[str] | None = None
) -> list[Standing]:
    """The table: best first (points, then rating ordinal, then list order).

    Ratings are updated game by game in schedule order; a game's ranks follow its scores
    (every winner shares first place; a draw at the turn cap ties everybody).
    """
    from openskill.models import PlackettLuce

    n = len(spec.participants)
    names = list(names or spec.participants)
    model = PlackettLuce()
    ratings = [model.rating(name=str(p)) for p in range(n)]
    games = [0] * n
    wins = [0] * n
    draws = [0] * n
    losses = [0] * n
    pts = [0.0] * n
    strikes = [0] * n
    byes = [0] * n
    known = plan(spec, results)
    for r in known:
        for p in r.byes:
            byes[p] += 1
    for g in sorted((g for r in known for g in r.games), key=lambda g: g.index):
        res = results.get(g.index)
        if res is None:
            continue
        for seat, p in enumerate(g.seats):
            s = res.scores[seat]
            games[p] += 1
            pts[p] += s
            strikes[p] += res.strikes[seat]
            if s >= 1.0:
                wins[p] += 1
            elif s > 0.0:
                draws[p] += 1
            else:
                losses[p] += 1
        teams = [[ratings[p]] for p in g.seats]
        rated = model.rate(teams, ranks=[1.0 - s for s in res.scores])
        for seat, p in enumerate(g.seats):
            ratings[p] = rated[seat][0]
    rows = [
        Standing(
            participant=p,
            name=names[p],
            games=games[p],
            wins=wins[p],
            draws=draws[p],
            losses=losses[p],
            points=pts[p],
            strikes=strikes[p],
            byes=byes[p],
            mu=ratings[p].mu,
            sigma=ratings[p].sigma,
            ordinal=ratings[p].ordinal(),
        )
        for p in range(n)
    ]
    rows.sort(key=lambda s: (-s.points, -s.ordinal, s.participant))
    return rows


def unique_names(labels: Sequence[str]) -> list[str]:
    """Labels made unique for display: a repeated one gets ``#2``, ``#3``..."""
    seen: dict[str, int] = {}
    out = []
    for label in labels:
        seen[label] = seen.get(label, 0) + 1
        out.append(label if seen[label] == 1 else f"{label}#{seen[label]}")
    return out


__all__ = [
    "FORMATS",
    "ROUND_ROBIN",
    "SWISS",
    "GameResult",
    "Round",
    "ScheduledGame",
    "Standing",
    "TournamentError",
    "TournamentSpec",
    "all_games",
    "derive",
    "is_complete",
    "pair_tables",
    "plan",
    "rounds",
    "standings",
    "swiss_tables",
    "unique_names",
]

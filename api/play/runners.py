"""Playing a tournament's games outside the HTTP service: in this process's pool or on rq
workers, round after round, and what the command line prints of the outcome.

Each game is played by :func:`api.play.tournament_games.play_game_in_memory`, as the
service's own tournaments play theirs, so every runner gives the same games for the same seed.
"""

from __future__ import annotations

import json
import multiprocessing
import sys
import threading
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any, Protocol, TextIO

from engine.tournament import (
    GameResult,
    ScheduledGame,
    TournamentSpec,
    all_games,
    rounds,
    standings,
)

from .entrants import Entrant, entrant_names
from .intervals import TournamentTallies
from .tournament_games import play_game_in_memory

#: The rq queue the games of ``shithead tournament --queue`` wait on (``shithead worker`` runs them).
QUEUE_NAME = "shithead-tournaments"


def play_job(
    spec: dict[str, Any],
    entrants: list[dict[str, Any]],
    names: list[str],
    games: list[dict[str, Any]],
) -> list[dict[str, Any]]:
    """A pool task or an rq job: play some scheduled games; their results as dicts. Its
    arguments are plain data (the entrants as :meth:`Entrant.to_dict` gives them), so a job
    queued by one version is played by another."""
    ts = TournamentSpec.from_dict(spec)
    seated = [Entrant.from_dict(e) for e in entrants]
    return [
        play_game_in_memory(ts, seated, names, ScheduledGame.from_dict(g)).to_dict() for g in games
    ]


# == runners ===================================================================================


def _chunks(games: Sequence[ScheduledGame], size: int) -> list[list[ScheduledGame]]:
    return [list(games[i : i + size]) for i in range(0, len(games), size)]


class PoolRunner:
    """Plays a round's games over ``workers`` processes (in this process for one worker)."""

    def __init__(self, workers: int) -> None:
        self.workers = max(1, workers)
        self._pool: Any = None

    def __enter__(self) -> PoolRunner:
        if self.workers > 1:
            # forking is the quick start, but only safe while this process has no other thread
            method = (
                "fork" if threading.active_count() == 1 and sys.platform == "linux" else "spawn"
            )
            self._pool = multiprocessing.get_context(method).Pool(self.workers)
        return self

    def __exit__(self, *exc: object) -> None:
        if self._pool is not None:
            self._pool.terminate()
            self._pool.join()

    def play(
        self,
        spec: TournamentSpec,
        entrants: Sequence[Entrant],
        names: Sequence[str],
        games: Sequence[ScheduledGame],
    ) -> Iterator[GameResult]:
        if self._pool is None:
            for g in games:
                yield play_game_in_memory(spec, entrants, names, g)
            return
        size = max(1, min(8, len(games) // (4 * self.workers)))
        tasks = [
            (
                spec.to_dict(),
                [e.to_dict() for e in entrants],
                list(names),
                [g.to_dict() for g in chunk],
            )
            for chunk in _chunks(games, size)
        ]
        for out in self._pool.imap_unordered(_play_task, tasks):
            for d in out:
                yield GameResult.from_dict(d)


def _play_task(
    task: tuple[dict[str, Any], list[dict[str, Any]], list[str], list[dict[str, Any]]],
) -> list[dict[str, Any]]:
    return play_job(*task)


class QueueRunner:
    """Enqueues a round's games as rq jobs and yields their results as the jobs finish."""

    def __init__(
        self,
        connection: Any,
        queue_name: str = QUEUE_NAME,
        *,
        poll: float = 0.05,
        job_timeout: int = 3600,
    ) -> None:
        from rq import Queue

        self.connection = connection
        self.queue = Queue(queue_name, connection=connection)
        self.poll = poll
        self.job_timeout = job_timeout

    def play(
        self,
        spec: TournamentSpec,
        entrants: Sequence[Entrant],
        names: Sequence[str],
        games: Sequence[ScheduledGame],
    ) -> Iterator[GameResult]:
        from rq.job import Job, JobStatus

        size = max(1, min(8, len(games) // 32))
        pending = {}
        for chunk in _chunks(games, size):
            job = self.queue.enqueue(
                play_job,
                spec.to_dict(),
                [e.to_dict() for e in entrants],
                list(names),
                [g.to_dict() for g in chunk],
                job_timeout=self.job_timeout,
                result_ttl=3600,
                failure_ttl=3600,
                description=f"tournament games {chunk[0].index}-{chunk[-1].index}",
            )
            pending[job.id] = job
        while pending:
            for maybe in Job.fetch_many(list(pending), connection=self.connection):
                if maybe is None:
                    continue
                job = maybe
                status = job.get_status(refresh=False)
                if status == JobStatus.FINISHED:
                    del pending[job.id]
                    for d in job.return_value() or []:
                        yield GameResult.from_dict(d)
                elif status in (JobStatus.FAILED, JobStatus.STOPPED, JobStatus.CANCELED):
                    result = job.latest_result()
                    detail = result.exc_string if result is not None else status
                    raise RuntimeError(f"job {job.id} ({job.description}) {status}: {detail}")
            if pending:
                time.sleep(self.poll)


class Progress:
    """A progress bar on stderr: games done of the total, and the rate.

    On a terminal it is one line redrawn ten times a second; in a log (not a terminal) it
    is a plain line every few seconds.
    """

    def __init__(
        self, total: int, stream: TextIO | None = None, *, width: int = 30, enabled: bool = True
    ) -> None:
        self.total = total
        self.stream = stream or sys.stderr
        self.width = width
        self.enabled = enabled
        self.tty = self.stream.isatty()
        self.interval = 0.1 if self.tty else 5.0
        self.done = 0
        self.t0 = time.perf_counter()
        self._last = self.t0

    def advance(self, n: int = 1) -> None:
        self.done += n
        now = time.perf_counter()
        if self.enabled and now - self._last >= self.interval:
            self._last = now
            self._draw(now)

    def _draw(self, now: float) -> None:
        frac = self.done / self.total if self.total else 1.0
        filled = int(frac * self.width)
        rate = self.done / max(now - self.t0, 1e-9)
        bar = "#" * filled + "." * (self.width - filled)
        line = f"[{bar}] {self.done}/{self.total} games  {rate:.1f} games/s"
        self.stream.write(f"\r{line}" if self.tty else f"{line}\n")
        self.stream.flush()

    def close(self) -> None:
        if self.enabled:
            self._draw(time.perf_counter())
            if self.tty:
                self.stream.write("\n")
            self.stream.flush()


class GameRunner(Protocol):
    """Anything that plays a list of scheduled games and yields their results."""

    def play(
        self,
        spec: TournamentSpec,
        entrants: Sequence[Entrant],
        names: Sequence[str],
        games: Sequence[ScheduledGame],
    ) -> Iterable[GameResult]: ...


def run_tournament(
    spec: TournamentSpec,
    entrants: Sequence[Entrant],
    runner: GameRunner,
    *,
    on_result: Callable[[GameResult], None] | None = None,
    stop: Callable[[dict[int, GameResult]], bool] | None = None,
) -> dict[int, GameResult]:
    """Play every round with ``runner``; the results by game index. ``stop`` (``shithead
    tournament --until-decided``) is asked after each whole round of deals, a deal played at
    every table from every seat, whether to stop there: a round's games are then played a deal
    at a time, each game as it would be in the whole tournament."""
    names = entrant_names(entrants)
    results: dict[int, GameResult] = {}
    for rnd in rounds(spec, results):
        todo = [g for g in rnd.games if g.index not in results]
        for block in [todo] if stop is None else by_deal(todo):
            for res in runner.play(spec, entrants, names, block):
                results[res.index] = res
                if on_result is not None:
                    on_result(res)
            if stop is not None and stop(results):
                return results
    return results


def by_deal(games: Sequence[ScheduledGame]) -> list[list[ScheduledGame]]:
    """``games`` (of one round) by deal, first deal first: each deal at every table, every rotation."""
    deals: dict[int, list[ScheduledGame]] = {}
    for g in games:
        deals.setdefault(g.deal, []).append(g)
    return [deals[d] for d in sorted(deals)]


def report(
    spec: TournamentSpec, entrants: Sequence[Entrant], results: dict[int, GameResult]
) -> dict[str, Any]:
    """The outcome of a tournament as one JSON-ready object: the same for every runner."""
    names = entrant_names(entrants)
    return {
        "tournament": spec.to_dict() | {"participants": names},
        "standings": [s.to_dict() for s in standings(spec, results, names)],
        "games": [
            {**g.to_dict(), "result": results[g.index].outcome() if g.index in results else None}
            for g in all_games(spec, results)
        ],
    }


def until_decided(
    spec: TournamentSpec, entrants: Sequence[Entrant]
) -> Callable[[dict[int, GameResult]], bool]:
    """``--until-decided``'s question, asked after each whole round of deals: whether the first
    participant's wins so far leave out the even rate (:class:`~api.play.intervals.TournamentTallies`)."""
    return TournamentTallies(spec, entrant_names(entrants)).decided


def print_outcome(
    spec: TournamentSpec,
    entrants: Sequence[Entrant],
    results: dict[int, GameResult],
    *,
    as_json: bool,
    until_decided: bool,
    seconds: float,
    where: str,
    out: TextIO | None = None,
) -> None:
    """What ``shithead tournament`` prints: the standings, then every participant's wins and
    places with the intervals ``shithead play`` prints (and, with ``until_decided``, whether the
    first participant's were decided); or all of it, and every game, as one JSON object."""
    out = out or sys.stdout
    tallies = TournamentTallies(spec, entrant_names(entrants))
    outcome = report(spec, entrants, results)
    if as_json:
        print(
            json.dumps(
                {**outcome, **tallies.summary(results, until_decided), "seconds": round(seconds, 3)}
            ),
            file=out,
        )
        return
    print(format_table(outcome["standings"]), file=out)
    tallies.print(results, until_decided, out)
    played = len(results)
    print(
        f"{played} games in {seconds:.1f} s ({played / max(seconds, 1e-9):.1f} games/s) {where}",
        file=out,
    )


def format_table(rows: Sequence[dict[str, Any]]) -> str:
    head = (
        f"{'#':>2}  {'participant':<24} {'games':>6} {'wins':>5} {'draws':>5} {'losses':>6} "
        f"{'points':>7} {'strikes':>7} {'mu':>7} {'sigma':>6} {'ordinal':>8}"
    )
    lines = [head]
    for i, r in enumerate(rows, 1):
        lines.append(
            f"{i:>2}  {r['name'][:24]:<24} {r['games']:>6} {r['wins']:>5} {r['draws']:>5} "
            f"{r['losses']:>6} {r['points']:>7.1f} {r['strikes']:>7} {r['mu']:>7.2f} "
            f"{r['sigma']:>6.2f} {r['ordinal']:>8.2f}"
        )
    return "\n".join(lines)

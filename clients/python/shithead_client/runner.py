"""A registered bot that runs for days: which challenges it takes, how many games it plays at
once, where its replays go, how it stops, and how it comes back when the service goes away.

:func:`~shithead_client.bot.run_bot` with ``bot=`` is played by a :class:`BotRunner`. Its
feed is read in a thread of its own (so a stop is heard at once, not after a long poll), and
each game it is given is played in another:

- **Challenges** are accepted or declined by a :class:`ChallengeFilter` (ruleset, clock
  bounds, the challenger's name), and declined while the bot holds ``max_games`` games or is
  stopping.
- **At most ``max_games`` games are played at once.** A seat given beyond the bound (by a
  tournament, a ladder, a game created with the bot's token) waits for a free place.
- **Every finished game's replay** (``GET /v1/games/{id}/replay``, signed by the service) is
  written to ``replays/<game id>.json`` as the service sent it.
- **On SIGTERM** it takes no more games (challenges are declined), gives the games it holds
  ``grace_s`` seconds to end, then resigns those still going (``POST /v1/games/{id}/resign``;
  a game not yet dealt or played is aborted instead, as the service asks) and returns. A
  second SIGTERM resigns at once.
- **When the service goes away** (a connection refused or cut, a ``5xx``), the feed and each
  game try again after an exponential backoff with jitter; a ``429`` or ``503`` is waited out
  as its ``Retry-After`` says (:class:`~shithead_client.backoff.Backoff`).
"""

from __future__ import annotations

import logging
import queue
import signal
import threading
import time
from collections import deque
from collections.abc import Callable, Collection, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from types import FrameType
from typing import Any

import httpx

from .backoff import Backoff
from .generated.api.bots import accept_challenge, decline_challenge
from .generated.api.games import abort_game, resign_game
from .generated.api.replays import get_replay
from .session import Policy, Seat, ServiceProblem, View, body_of, connect_seat

log = logging.getLogger("shithead_client.runner")

#: How often the runner looks at its queue and its games while it waits.
TICK_S = 0.2


def _unbounded(value: int | None) -> float:
    return float("inf") if value is None else float(value)


@dataclass(frozen=True)
class ChallengeFilter:
    """Which challenges a bot accepts; every other one it declines.

    - ``rulesets``: the presets it plays (``None``: any).
    - ``clocked``: ``True`` only challenges with a clock, ``False`` only those without,
      ``None`` either.
    - ``min_initial_ms`` / ``max_initial_ms``, ``min_move_ms`` / ``max_move_ms``: bounds on
      the clock's ``initial_ms`` and ``move_ms``. A limit the clock does not set is no limit
      (an unbounded time): it passes a minimum and fails a maximum. A challenge without a
      clock is bounded by none of them (``clocked=True`` refuses it).
    - ``allow``: the only challengers it accepts, by bot name (``None``: anyone, an anonymous
      challenger too); ``deny``: challengers it never accepts.
    """

    rulesets: Collection[str] | None = None
    clocked: bool | None = None
    min_initial_ms: int | None = None
    max_initial_ms: int | None = None
    min_move_ms: int | None = None
    max_move_ms: int | None = None
    allow: Collection[str] | None = None
    deny: Collection[str] = ()

    def refusal(self, challenge: dict[str, Any]) -> str | None:
        """Why the challenge (a feed's ``challenge`` event, or ``GET /v1/challenges/{id}``)
        is declined; None when it is accepted."""
        preset = (challenge.get("ruleset") or {}).get("preset")
        if self.rulesets is not None and preset not in self.rulesets:
            return f"ruleset {preset!r} is not one of {sorted(self.rulesets)}"
        challenger = challenge.get("from")
        if challenger is not None and challenger in self.deny:
            return f"challenger {challenger!r} is denied"
        if self.allow is not None and challenger not in self.allow:
            return f"challenger {challenger!r} is not allowed"
        return self._clock_refusal(challenge.get("clock"))

    def _clock_refusal(self, clock: dict[str, Any] | None) -> str | None:
        if clock is None:
            return "a clock is required" if self.clocked else None
        if self.clocked is False:
            return "only games without a clock are accepted"
        for field in ("initial_ms", "move_ms"):
            value = _unbounded(clock.get(field))
            low = getattr(self, f"min_{field}")
            high = getattr(self, f"max_{field}")
            if low is not None and value < low:
                return f"clock {field} {value:g} is under {low}"
            if high is not None and value > high:
                return f"clock {field} {value:g} is over {high}"
        return None


#: What a runner decides of a challenge: accept (True), decline (False), or leave it (None).
Decision = Callable[[dict[str, Any]], bool | None]


@dataclass(frozen=True)
class Assignment:
    """A seat a bot is to play: the game and the seat's bearer token."""

    game_id: str
    token: str


class BotRunner:
    """Plays what one registered bot's feed gives it; see the module's text."""

    def __init__(
        self,
        choose: Policy,
        *,
        server: str,
        bot: str,
        feed: Callable[[BotRunner], Iterable[Assignment]],
        wait_s: int,
        games: int | None,
        stop: threading.Event,
        challenges: bool | ChallengeFilter,
        max_games: int | None,
        replays: str | Path | None,
        grace_s: float,
        play_seat: Callable[[Policy, Seat], View],
    ) -> None:
        if max_games is not None and max_games < 1:
            raise ValueError("max_games is at least 1 (None: no bound)")
        self.choose, self.server, self.bot = choose, server, bot
        self.feed, self.wait_s, self.games = feed, wait_s, games
        self.stop, self.challenges, self.max_games = stop, challenges, max_games
        self.replays = Path(replays) if replays is not None else None
        self.grace_s = grace_s
        self.play_seat = play_seat
        #: set to resign every game held, at once (a second SIGTERM, or ``grace_s`` after one)
        self.resign_now = threading.Event()
        self.terminated_at: float | None = None
        self.lock = threading.Lock()
        self.given: queue.Queue[Assignment | BaseException | None] = queue.Queue()
        self.waiting: deque[tuple[int, Assignment]] = deque()
        self.playing: dict[str, Assignment] = {}
        self.accepted: set[str] = set()  # challenges accepted whose game is not given yet
        self.queued = 0  # assignments the feed gave that the runner has not taken yet
        self.results: dict[int, View] = {}
        self.failures: list[BaseException] = []
        self.threads: list[threading.Thread] = []

    # == how many games the bot holds =========================================================

    def held(self) -> int:
        """Games played, waiting for a place, given and not taken yet, or accepted as a
        challenge and not given yet."""
        with self.lock:
            return len(self.playing) + len(self.waiting) + self.queued + len(self.accepted)

    def decide(self, challenge: dict[str, Any]) -> bool | None:
        """Accept the challenge (True), decline it (False), or leave it unanswered (None)."""
        if self.challenges is False:
            return None
        reason = (
            self.challenges.refusal(challenge)
            if isinstance(self.challenges, ChallengeFilter)
            else None
        )
        if reason is None and self.stop.is_set():
            reason = "the bot is stopping"
        if reason is None and self.held() >= _unbounded(self.max_games):
            reason = f"the bot holds its {self.max_games} games"
        if reason is not None:
            log.info("declining challenge %s: %s", challenge.get("challenge"), reason)
            return False
        with self.lock:
            self.accepted.add(str(challenge.get("challenge")))
        return True

    def challenge_ended(self, challenge_id: str) -> None:
        with self.lock:
            self.accepted.discard(challenge_id)

    # == the feed, in its thread ==============================================================

    def _read_feed(self) -> None:
        try:
            for assignment in self.feed(self):
                with self.lock:
                    self.queued += 1
                self.given.put(assignment)
        except BaseException as failure:  # handed to the runner's thread, which raises it
            self.given.put(failure)
            return
        self.given.put(None)

    # == playing ==============================================================================

    def run(self) -> list[View]:
        threading.Thread(target=self._read_feed, daemon=True, name="shithead-feed").start()
        seen: set[str] = set()
        count = 0
        while not self.stop.is_set():
            self._start_waiting()
            try:
                item = self.given.get(timeout=TICK_S)
            except queue.Empty:
                continue
            if item is None:
                break
            if isinstance(item, BaseException):
                raise item
            with self.lock:
                self.queued -= 1
                if item.game_id not in seen:
                    seen.add(item.game_id)
                    self.waiting.append((count, item))
                    count += 1
            if self.games is not None and count >= self.games:
                self.stop.set()
        self._finish()
        if self.failures:
            raise self.failures[0]
        return [self.results[i] for i in sorted(self.results)]

    def _start_waiting(self) -> None:
        with self.lock:
            while self.waiting and len(self.playing) < _unbounded(self.max_games):
                index, assignment = self.waiting.popleft()
                self.playing[assignment.game_id] = assignment
                thread = threading.Thread(
                    target=self._play,
                    args=(index, assignment),
                    daemon=True,
                    name=f"shithead-game-{assignment.game_id}",
                )
                self.threads.append(thread)
                thread.start()

    def _finish(self) -> None:
        """Stopped: the games held are played to their ends, or resigned when told to."""
        while True:
            if self.terminated_at is not None and time.monotonic() >= self.terminated_at + (
                self.grace_s
            ):
                self.resign_now.set()
            if self.resign_now.is_set():
                self._resign_all()
                break
            self._start_waiting()
            with self.lock:
                if not self.playing and not self.waiting:
                    break
            self.resign_now.wait(TICK_S)
        deadline = time.monotonic() + self.wait_s + 10
        for thread in self.threads:
            thread.join(timeout=max(deadline - time.monotonic(), 0.0))

    def _play(self, index: int, assignment: Assignment) -> None:
        backoff = Backoff()
        try:
            while True:
                try:
                    with Seat(
                        self.server, assignment.game_id, assignment.token, wait_s=self.wait_s
                    ) as seat:
                        final = self.play_seat(self.choose, seat)
                    self.results[index] = final
                    self.save_replay(assignment)
                    return
                except ServiceProblem as problem:
                    if problem.status == 404:  # a game that went away: on to the next one
                        return
                    if problem.code == "game_over":  # it ended under a move: read it again
                        continue
                    if problem.status < 500 and problem.status != 429:
                        self.failures.append(problem)
                        return
                    pause = backoff.delay(problem.retry_after)
                except httpx.TransportError as lost:
                    pause = backoff.delay()
                    log.warning("game %s: %s; again in %.1f s", assignment.game_id, lost, pause)
                if self.resign_now.wait(pause):
                    return
        except Exception as exc:  # one game's failure does not stop the others
            log.exception("game %s failed", assignment.game_id)
            self.failures.append(exc)
        finally:
            with self.lock:
                self.playing.pop(assignment.game_id, None)

    # == ending ===============================================================================

    def _resign_all(self) -> None:
        with self.lock:
            playing = set(self.playing)  # their threads keep their replays
            held = list(self.playing.values()) + [a for _, a in self.waiting]
            self.waiting.clear()
        while True:  # seats given since the stop, never taken: held all the same
            try:
                item = self.given.get_nowait()
            except queue.Empty:
                break
            if isinstance(item, Assignment) and item.game_id not in {a.game_id for a in held}:
                held.append(item)
        for assignment in held:
            how = self.resign(assignment)
            log.info("game %s: %s", assignment.game_id, how)
            if how != "playing on" and assignment.game_id not in playing:
                self.save_replay(assignment)

    def resign(self, assignment: Assignment) -> str:
        """Resign the seat (abort a game not yet dealt or played, which cannot be resigned);
        what became of the game."""
        with connect_seat(self.server, assignment.token) as client:
            for exit_, done in ((resign_game, "resigned"), (abort_game, "aborted")):
                try:
                    body_of(exit_.sync_detailed(assignment.game_id, client=client))
                    return done
                except ServiceProblem as problem:
                    if problem.code == "game_over" or problem.status == 404:
                        return "over"
                    if problem.code != "illegal_action":
                        return "playing on"
                except httpx.TransportError:
                    return "playing on"
        return "playing on"  # out of cards, the game going on without the seat

    def save_replay(self, assignment: Assignment) -> None:
        """The finished game's replay, as the service signed it, in ``replays/<id>.json``."""
        if self.replays is None:
            return
        self.replays.mkdir(parents=True, exist_ok=True)
        with connect_seat(self.server, assignment.token) as client:
            answer = get_replay.sync_detailed(assignment.game_id, client=client)
        body_of(answer)
        target = self.replays / f"{assignment.game_id}.json"
        partial = target.with_name(f".{target.name}.{threading.get_ident()}.part")
        partial.write_bytes(answer.content)
        partial.replace(target)  # whole or not at all

    def terminate(self, signum: int, frame: FrameType | None) -> None:
        """SIGTERM: stop taking games, resign what is held after ``grace_s`` (the second:
        at once)."""
        if self.terminated_at is not None:
            self.resign_now.set()
        else:
            self.terminated_at = time.monotonic()
        self.stop.set()


@contextmanager
def sigterm_to(runner: BotRunner, enabled: bool) -> Iterator[None]:
    """SIGTERM handed to ``runner`` while it runs, when it runs in the main thread (only
    there may a handler be installed); the handler before it is put back after."""
    if not enabled or threading.current_thread() is not threading.main_thread():
        yield
        return
    before = signal.signal(signal.SIGTERM, runner.terminate)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, before)


def answer_challenge(client: Any, challenge: dict[str, Any], accept: bool) -> bool:
    """Accept or decline a challenge the feed announced; False when the service refused
    (it ended meanwhile: logged)."""
    call = accept_challenge if accept else decline_challenge
    try:
        body_of(call.sync_detailed(challenge["challenge"], client=client))
        return True
    except ServiceProblem as problem:
        log.info(
            "challenge %s not %s: %s",
            challenge["challenge"],
            "accepted" if accept else "declined",
            problem,
        )
        return False

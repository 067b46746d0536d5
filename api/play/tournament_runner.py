"""The runner of the service's tournaments: it plays a stored tournament's games to its end.

A worker (:mod:`api.play.tournament_worker`: ``shithead worker``, or a web process with
``TOURNAMENT_WORKER=1``) starts a runner for each running tournament that no runner holds.
The runner takes the tournament's lease in Redis and renews it while it plays, so of several
workers one plays it, and when that one dies the lease runs out and another resumes the
tournament (and the game it was playing). Every game is an ordinary stored game (created
through :class:`~api.games.service.GameService`, with its log and replay), played a few at a
time, each holding a slot (:class:`~api.store.organisers.GameSlots`) in three scopes: every
tournament game of the deployment, the creator's, and the tournament's own, each with a cap
(:class:`Concurrency`), so however large a tournament is it takes a bounded share of the web
workers, and games played over HTTP keep the rest. The deployment's slots go round robin
between the creators whose games wait for one, and the tournaments bot tokens started share
a budget of their own besides (``BOT_TOURNAMENT_SLOTS``).

A game with a registered pull bot is played by the bots themselves (the pull bot over HTTP,
the service's seats by the bot policy) while the runner waits for its end; a slow pull bot's
seat plays its default move, with a strike (:data:`PULL_MOVE_TIMEOUT_S`, or the game's
clock), and a revoked bot's seats play it at once. A registered bot that declined the
tournament is the built-in ``random`` bot, under its name, in every game not yet started.

Once the tournament is no longer running (cancelled) no game of it starts; the games being
played are played to their end.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import math
import threading
import time
import uuid
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engine.tournament import GameResult, ScheduledGame, TournamentSpec, rounds

from ..games.errors import NotFound
from ..games.repository import Loaded
from ..games.service import GameService
from ..store.errors import GameExistsError, StoreError
from ..store.organisers import SHARED, GameSlots
from ..store.records import RecordStore
from ..store.tournament_schedule import ScheduleStore
from .credentials import BOT, Credentials
from .entrants import Entrant, game_request, has_pull_seat
from .leaderboards import Leaderboards
from .seats import MAX_STRIKES, play_bots, play_default
from .tournament_games import result_of

log = logging.getLogger("shithead.tournaments")

LEASE_MS = 30_000
#: How often a game waiting for a slot asks again (and looks whether it was cancelled).
SLOT_POLL_SECONDS = 0.1
SLOT_POLL_MAX_SECONDS = 1.0
#: The most threads one tournament's runner plays games in, whatever the caps (0 is none).
MAX_RUNNER_THREADS = 16
#: How long the runner waits for a registered pull bot's move before playing the default move
#: for it, with a strike, in a game without a clock (which would otherwise wait for ever; a
#: clocked game's clock does it sooner).
PULL_MOVE_TIMEOUT_S = 90.0


@dataclass(frozen=True)
class Concurrency:
    """How many tournament games the service plays at once (0: no cap on that scope): in
    all (the whole deployment, every web worker), per creator, per tournament, and in all
    the tournaments bot tokens started (their budget of their own, so free bot accounts
    cannot take every slot from the organisers)."""

    total: int = 2
    per_creator: int = 2
    per_tournament: int = 2
    bots: int = 1


#: The caps when none are given.
DEFAULT_CONCURRENCY = Concurrency()


def stored_game_id(tid: str, index: int) -> str:
    """The id of the tournament's game ``index``: the same for every runner that makes it."""
    return hashlib.sha256(f"tournament:{tid}:game:{index}".encode()).hexdigest()[:32]


class TournamentRunner:
    """Plays stored tournaments: one lease-holding runner per tournament, whose threads each
    play one game at a time, within the game slots' caps."""

    def __init__(
        self,
        store: RecordStore,
        games: GameService,
        credentials: Credentials,
        slots: GameSlots,
        *,
        lease_ms: int = LEASE_MS,
        concurrency: Concurrency = DEFAULT_CONCURRENCY,
        slot_poll: float = SLOT_POLL_SECONDS,
        pull_timeout: float = PULL_MOVE_TIMEOUT_S,
        schedule: ScheduleStore | None = None,
    ) -> None:
        self.store = store
        #: Where a finished tournament's results callback is queued.
        self.schedule = schedule
        self.games = games
        self.credentials = credentials
        self.slots = slots
        self.lease_ms = lease_ms
        self.concurrency = concurrency
        self.slot_poll = slot_poll
        self.pull_timeout = pull_timeout
        #: Rates a rated tournament's games on the leaderboards (given by the app).
        self.leaderboards: Leaderboards | None = None
        self._threads: dict[str, threading.Thread] = {}
        self._lock = threading.Lock()

    def start(self, tid: str) -> None:
        with self._lock:
            for done in [k for k, t in self._threads.items() if not t.is_alive()]:
                del self._threads[done]
            if tid in self._threads:
                return
            thread = threading.Thread(
                target=self.run, args=(tid,), name=f"tournament-{tid}", daemon=True
            )
            self._threads[tid] = thread
        thread.start()

    def join(self, tid: str, timeout: float | None = None) -> bool:
        """Wait for this process's runner of ``tid`` (if any) to stop; whether none runs now."""
        with self._lock:
            thread = self._threads.get(tid)
        if thread is not None:
            thread.join(timeout)
            return not thread.is_alive()
        return True

    def scopes(self, tid: str, creator_key: str) -> dict[str, int]:
        """The slot scopes a game of ``tid`` is played in, with their caps."""
        out = {SHARED: self.concurrency.total}
        if creator_key:  # tournaments stored before credentials have no creator
            out[f"c:{creator_key}"] = self.concurrency.per_creator
        if creator_key.startswith(f"{BOT}:"):  # a bot token's: within the bots' budget
            out["bots"] = self.concurrency.bots
        out[f"t:{tid}"] = self.concurrency.per_tournament
        return out

    def run(self, tid: str) -> bool:
        """Play the tournament to its end if this runner gets its lease; whether it ended here."""
        owner = uuid.uuid4().hex
        try:
            if not self.store.lease(tid, owner, self.lease_ms):
                return False
        except StoreError as exc:
            log.warning("tournament %s: store unavailable: %s", tid, exc)
            return False
        lost = threading.Event()
        stop = threading.Event()
        held: dict[str, list[str]] = {}  # the game slots this runner holds: holder -> scopes

        def heartbeat() -> None:
            while not stop.wait(self.lease_ms / 3000.0):
                try:
                    if not self.store.lease(tid, owner, self.lease_ms):
                        lost.set()
                        return
                    for holder, scopes in list(held.items()):
                        self.slots.renew(holder, scopes, hold_ms=self.lease_ms)
                except StoreError:
                    pass  # the lease runs out unless the store comes back in time

        beat = threading.Thread(target=heartbeat, name=f"tournament-lease-{tid}", daemon=True)
        beat.start()
        try:
            return self._play_all(tid, lost, held)
        except StoreError as exc:
            log.warning(
                "tournament %s stopped, store unavailable (resumed on a later read): %s", tid, exc
            )
            return False
        except Exception as exc:
            log.exception("tournament %s failed", tid)
            with contextlib.suppress(StoreError):
                self._end(tid, {"status": "failed", "error": f"{type(exc).__name__}: {exc}"})
            return False
        finally:
            stop.set()
            with contextlib.suppress(StoreError):
                self.store.release(tid, owner)

    def _end(self, tid: str, fields: dict[str, str]) -> bool:
        """End a running tournament (done, failed) and stop counting it against its creator's
        quota; False if it was no longer running (cancelled meanwhile)."""
        if not self.store.transition(tid, "running", fields):
            return False
        self.store.deactivate(tid)
        meta, _, _ = self.store.read(tid)
        if meta.get("creator_key"):
            self.credentials.finish(meta["creator_key"], tid)
        if fields["status"] == "done" and meta.get("callback_url") and self.schedule is not None:
            # the standings are final: a sender delivers them (api.play.tournament_callbacks)
            self.schedule.queue_callback(tid, time.time())
        return True

    def _play_all(self, tid: str, lost: threading.Event, held: dict[str, list[str]]) -> bool:
        meta, game_ids, raw = self.store.read(tid)
        if meta["status"] != "running":
            return False
        spec = TournamentSpec.from_dict(json.loads(meta["spec"]))
        entrants = [Entrant.from_dict(e) for e in json.loads(meta["entrants"])]
        names = json.loads(meta["names"])
        results = {i: GameResult.from_dict(json.loads(v)) for i, v in raw.items()}
        scopes = self.scopes(tid, meta.get("creator_key", ""))
        clock = json.loads(meta["clock"]) if meta.get("clock") else None  # the games' time control
        for rnd in rounds(spec, results):
            todo = deque(g for g in rnd.games if g.index not in results)
            stop = threading.Event()
            errors: list[BaseException] = []
            lock = threading.Condition()
            #: the participants seated in each deal's games being played now: nobody plays
            #: two games of one deal at once (what it sees in one is the other's hidden cards)
            seated: dict[int, set[int]] = {}

            def play(
                todo: deque[ScheduledGame] = todo,
                stop: threading.Event = stop,
                errors: list[BaseException] = errors,
                lock: threading.Condition = lock,
                seated: dict[int, set[int]] = seated,
            ) -> None:
                """Take the round's next game whose participants play no other game of its
                deal now, wait for its slot, play it; until none is left, or the tournament
                stops (cancelled, lease lost, a game failed)."""
                while not stop.is_set():
                    with lock:
                        g = None
                        while g is None and todo and not stop.is_set():
                            g = next(
                                (c for c in todo if not seated.get(c.deal, set()) & set(c.seats)),
                                None,
                            )
                            if g is None:
                                lock.wait(self.slot_poll)
                        if g is None:
                            return
                        todo.remove(g)
                        seated.setdefault(g.deal, set()).update(g.seats)
                    holder = f"{tid}:{g.index}"
                    try:
                        if not self._wait_for_slot(
                            tid, g.index, holder, scopes, lost, stop, meta.get("creator_key", "")
                        ):
                            stop.set()
                            return
                        held[holder] = list(scopes)
                        try:
                            res = self._play_stored(
                                tid, spec, entrants, names, g, game_ids.get(g.index), clock
                            )
                            self.store.put_result(tid, g.index, json.dumps(res.to_dict()))
                        finally:
                            held.pop(holder, None)
                            self.slots.release(holder, list(scopes))
                        with lock:
                            results[g.index] = res
                    except BaseException as exc:
                        errors.append(exc)
                        stop.set()
                        return
                    finally:
                        with lock:
                            seated[g.deal] -= set(g.seats)
                            lock.notify_all()

            width = min(
                self.concurrency.per_tournament or MAX_RUNNER_THREADS, MAX_RUNNER_THREADS, len(todo)
            )
            helpers = [
                threading.Thread(target=play, name=f"tournament-{tid}-{i}", daemon=True)
                for i in range(1, width)
            ]
            for t in helpers:
                t.start()
            play()
            for t in helpers:
                t.join()
            if errors:
                raise errors[0]
            if stop.is_set():
                return False
        return self._end(tid, {"status": "done", "finished": repr(time.time())})

    def _wait_for_slot(
        self,
        tid: str,
        index: int,
        holder: str,
        scopes: dict[str, int],
        lost: threading.Event,
        stop: threading.Event,
        creator_key: str = "",
    ) -> bool:
        """Hold a slot for game ``index`` in every scope and note its start; False once the
        tournament is to stop (cancelled, its lease lost) before one is free, or by the time
        one is (the start is noted only while the tournament runs, in one step with the
        check: a cancel knows every game that will be played). The deployment's slots go
        round robin between the creators waiting (:class:`~api.store.organisers.GameSlots`).
        A long wait asks less and less often (up to once a second), so many waiting
        tournaments cost Redis little."""
        pause = self.slot_poll
        while not (lost.is_set() or stop.is_set()):
            if self.store.status(tid) != "running":
                break
            if self.slots.acquire(
                holder,
                scopes,
                hold_ms=self.lease_ms,
                creator=creator_key,
                wait_ms=int(SLOT_POLL_MAX_SECONDS * 5000),
            ):
                if self.store.start_game(tid, index):
                    return True
                self.slots.release(holder, list(scopes))  # cancelled meanwhile
                break
            stop.wait(pause)
            pause = min(pause * 1.5, SLOT_POLL_MAX_SECONDS)
        self.slots.stop_waiting(holder)
        return False

    def _play_stored(
        self,
        tid: str,
        spec: TournamentSpec,
        entrants: Sequence[Entrant],
        names: Sequence[str],
        g: ScheduledGame,
        game_id: str | None,
        clock: dict[str, Any] | None = None,
    ) -> GameResult:
        """Create (or resume) the stored game of ``g`` and play it out (under ``clock``, the
        tournament's time control, if it has one): here, or, with a registered pull bot in
        it, by the bots themselves while this runner waits."""
        seated = self._playing(tid, entrants, g)  # for a game created now: declines apply
        # a game of the service's seats only is played out here, by this runner, not by the
        # bot policy's drivers; one with a pull bot's seat is the policy's to play around it
        req = {
            **game_request(spec, seated, names, g, tid),
            "play_out": not has_pull_seat(seated, g),
            "clock": clock,
        }
        if game_id is None:
            # made first, named after: a reader of the tournament never meets an id whose
            # game is not made (a runner resuming it finds the game made, by the same id)
            game_id = stored_game_id(tid, g.index)
            with contextlib.suppress(GameExistsError):
                self.games.create(req, game_id=game_id)
            game_id = self.store.claim_game(tid, g.index, game_id)
        try:
            loaded = self.games.load(game_id)
        except NotFound:  # named by an earlier version before it was made, never made
            self.games.create(req, game_id=game_id)
            loaded = self.games.load(game_id)
        if any(
            loaded.meta.get(f"account:{i}") and not loaded.meta.get(f"bot:{i}")
            for i in range(loaded.game.players)
        ):  # a registered pull bot sits in it
            loaded = self._wait_for_end(loaded)
        while not loaded.state.is_over():
            before = loaded.state.version
            play_bots(self.games, game_id)
            loaded = self.games.load(game_id)
            if not loaded.state.is_over() and loaded.state.version == before:
                # every seat is a bot: a game that does not move on has no one left to move it
                raise RuntimeError(f"game {game_id} of tournament {tid} does not move on")
        doc = self.games.replay(game_id, None, whole=True)
        if self.leaderboards is not None and self.store.fields(tid, ["rated"])[0]:
            # a rated tournament's game rates its bots on the ruleset's leaderboard (once)
            self.leaderboards.rate_loaded(loaded, game_id, time.time(), {"tournament": tid})
        return result_of(g.index, loaded, doc["events"][-1]["hash"], game_id)

    def _revoked(self, account: str) -> bool:
        record = self.games.bots.get(account) if self.games.bots is not None else None
        return record is None or bool(record.get("disabled"))

    def _wait_for_end(self, loaded: Loaded) -> Loaded:
        """Wait for a game with a registered pull bot's seat to end. The bots move it on (the
        pull bot over HTTP, the others through the bot policy, whose mark each of this
        runner's reads restores if it was lost). In a game without a clock, a pull bot's seat
        that has not moved within ``pull_timeout`` seconds plays the default move, with a
        strike, as a push bot that does not answer does (at once after
        :data:`~api.play.seats.MAX_STRIKES`); a revoked bot's seat plays it at once."""
        game_id = loaded.game_id
        pulls = [
            i
            for i in range(loaded.game.players)
            if loaded.meta.get(f"account:{i}") and not loaded.meta.get(f"bot:{i}")
        ]
        since = time.monotonic()
        while not loaded.state.is_over():
            version = loaded.state.version
            waiting = [s for s in loaded.state.to_act() if s in pulls]
            revoked = [s for s in waiting if self._revoked(loaded.meta[f"account:{s}"])]
            # a clocked game's clock deals with a seat that takes too long (docs/clocks.md)
            clocked = bool(loaded.meta.get("clock"))
            timeout = math.inf if clocked else self.pull_timeout
            if (
                not clocked
                and waiting
                and all(int(loaded.meta.get(f"strikes:{s}", "0")) >= MAX_STRIKES for s in waiting)
            ):
                timeout = 0.0
            left = since + timeout - time.monotonic()
            if revoked:  # its token no longer acts: its seat plays the default move at once
                play_default(self.games, game_id, revoked, dropped=True)
            elif waiting and left <= 0:
                play_default(self.games, game_id, waiting)
            else:
                self.games.store.wait_for_version(
                    game_id, version, min(left, 5.0) if waiting else 5.0
                )
            loaded = self.games.load(game_id)
            if loaded.state.version != version:
                since = time.monotonic()
        return loaded

    def _playing(self, tid: str, entrants: Sequence[Entrant], g: ScheduledGame) -> list[Entrant]:
        """The entrants as game ``g`` seats them: a registered bot that declined the
        tournament is the built-in ``random`` bot, under its name, and no account."""
        mine = sorted({a for p in g.seats if (a := entrants[p].account)})
        declined = {
            n
            for n, at in zip(
                mine, self.store.fields(tid, [f"declined:{n}" for n in mine]), strict=True
            )
            if at
        }
        return [
            Entrant(name=e.name, bot="random") if e.account in declined else e for e in entrants
        ]

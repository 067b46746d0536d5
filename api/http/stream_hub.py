"""The fan-out of game streams: one hub per process, however many watchers it serves.

A watcher (an open ``GET /v1/games/{id}/stream``) is subscribed here once its request has
answered the log up to some version. The hub keeps, per game, the watchers it has, and learns
of new versions from one :class:`~api.store.news.NewsFeed` (one Redis connection blocking on
the news of every game it streams, gathered for ``STREAM_BATCH_S``); its thread then reads
each game that moved once (its new log entries, in one round trip, folded into the state the
hub keeps of it, each event parsed once), redacts them once per seat among the watchers and
per version they are at (:func:`api.games.answers.redacted_entries`, as the events page
does; the spectators' once, for the public), and frames them once per media type. A game
its spectators alone watch is read only at their ticks, and rests in the news feed until
then. A thousand watchers of a hundred games cost a hundred reads per round of moves, not a
thousand, and one blocked connection.

A stream opened with a registered bot's token holds it (:mod:`api.games.held_tokens`): the
hub's thread checks every held token once a second (one read per bot, however many streams
it has), and ends the streams of a token rotated or revoked meanwhile with an ``error``
frame (code ``token_revoked``), before it sends them anything more.

Every stream of a game is told who watches it (``watching`` frames) when a stream of it opens
or closes, on this process or another: each process writes its own count of each game's
streams to Redis (:mod:`api.store.watching`) and reads everyone's, in one round trip: at once
for the games whose streams it opened or closed, and every second for all it streams.

Watchers come in two kinds (:mod:`api.http.stream_watchers`), both fed the same framed bytes:

* :class:`SocketWatcher`: the stream's socket, handed over by the worker after the headers
  (:mod:`api.http.gunicorn_worker`), written by the process's one stream loop
  (:class:`StreamLoop`, a selector thread): a stream holds no request thread. A watcher
  whose unsent bytes pass ``STREAM_BUFFER_BYTES`` (a client that does not read) is closed,
  and resumes with ``Last-Event-ID`` if it comes back; it never holds up anyone else.
* :class:`QueueWatcher`: a queue read by the request thread that serves the stream
  (a server without the hand-over: the test client, another WSGI server).
"""

from __future__ import annotations

import contextlib
import logging
import os
import threading
import time
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

import redis

from engine.clock import Clock
from engine.events import CardsSwapped, Dealt, FaceUpPlaced, event_from_dict
from engine.game import Game, State, evolve

from ..games.answers import redacted_entries
from ..games.clocks import ClockFold, clock_view, time_control
from ..games.held_tokens import CHECK_S, REVOKED_DETAIL, HeldToken, still_held
from ..games.service import GameService, game_over, status
from ..metrics import STREAM_WATCHERS
from ..settings import Settings
from ..store.news import NewsFeed
from ..store.watching import REFRESH_S, Watching
from .problemdoc import document
from .stream_frames import (
    Framing,
    frame_end,
    frame_events,
    frame_problem,
    frame_status,
    frame_watching,
)
from .stream_watchers import SocketWatcher, StreamLoop, Watcher

log = logging.getLogger("shithead.streams")

#: Seconds between heartbeats on a stream that has nothing else to say (the service's: its
#: settings', ``STREAM_HEARTBEAT_S`` and the two below).
HEARTBEAT_S = Settings.stream_heartbeat_s
#: Unsent bytes past which a stream's client is taken to have stopped reading, and dropped.
BUFFER_BYTES = Settings.stream_buffer_bytes
#: Whether a stream's socket is handed to the stream loop where the worker offers it ("0":
#: the request's thread serves the stream, as without the service's worker).
HAND_OFF = Settings.stream_hand_off
#: The most frames a second a spectator's stream is sent (each with every event since the last).
SPECTATOR_HZ = Settings.stream_spectator_hz
_SETUP_EVENTS = (Dealt, FaceUpPlaced, CardsSwapped)


@dataclass
class _Kept:
    """A watched game as the hub last read it: its parameters, its record and its state
    (the hub's own, folded forward with every batch it sends)."""

    game: Game
    meta: dict[str, str]
    state: State
    #: Every seat's clock (a clocked game), folded forward with the state.
    clock: Clock | None = None
    #: The events read for the spectators since their last frame, redacted for the public:
    #: the log after version ``held_from`` up to the state's.
    held: list[dict[str, Any]] = field(default_factory=list)
    held_from: int = 0


@dataclass(frozen=True)
class _Frame:
    """What a round of a game's streams ends with: the version reached, the status then
    (``head``) and whether the game is over; the game's record, as read with it."""

    game_id: str
    meta: dict[str, str]
    version: int
    head: dict[str, Any]
    over: bool


class StreamHub:
    """The process's watchers by game, fed from one news feed (see the module)."""

    def __init__(
        self,
        service: GameService,
        client: redis.Redis,
        *,
        heartbeat_s: float = HEARTBEAT_S,
        buffer_bytes: int = BUFFER_BYTES,
        hand_off: bool = HAND_OFF,
        spectator_hz: float = SPECTATOR_HZ,
    ) -> None:
        self.service = service
        self.hand_off = hand_off
        #: Seconds between two frames of a game's spectators.
        self.spectator_interval = 1 / spectator_hz
        self.client: Any = client
        self.heartbeat_s = heartbeat_s
        self.buffer_bytes = buffer_bytes
        self._games: dict[str, set[Watcher]] = {}
        self._dirty: set[str] = set()
        #: The games whose streams opened or closed here since their count was last written.
        self._recount: set[str] = set()
        #: Per game: who watches, as its streams were last told; when this process's count
        #: was last written (all the processes' counts are read every CHECK_S).
        self._told: dict[str, dict[str, Any]] = {}
        self._written: dict[str, float] = {}
        self._watching: Watching | None = None
        self._next_count = 0.0
        #: The state the hub keeps of each game it streams (touched by its thread only).
        self._kept: dict[str, _Kept] = {}
        #: When each game's spectators may next be sent a frame (the hub's thread's own).
        self._next_frame: dict[str, float] = {}
        #: The games left until their spectators' next frame, and when that is.
        self._parked: dict[str, float] = {}
        self._lock = threading.Lock()
        self._changed = threading.Condition(self._lock)
        self._count = 0
        self._feed: NewsFeed | None = None
        self._loop: StreamLoop | None = None
        self._thread: threading.Thread | None = None
        self._pid = 0
        self._stopped = False
        self._next_check = 0.0

    @property
    def watchers(self) -> int:
        """How many streams this process has open."""
        return self._count

    def _started(self) -> None:
        """Start the hub's threads in this process (made anew in a forked worker)."""
        if self._pid == os.getpid():
            return
        with self._lock:
            if self._pid == os.getpid():
                return
            self._games.clear()
            self._dirty.clear()
            self._recount.clear()
            self._told.clear()
            self._written.clear()
            self._kept.clear()
            self._next_frame.clear()
            self._parked.clear()
            self._watching = Watching(self.client)
            self._count = 0
            self._feed = NewsFeed(self.client, self._on_version)
            self._feed.start()
            self._loop = StreamLoop(self._socket_closed, self.heartbeat_s, self.buffer_bytes)
            self._thread = threading.Thread(target=self._run, name="stream-hub", daemon=True)
            self._thread.start()
            self._pid = os.getpid()

    def stop(self) -> None:
        if self._pid != os.getpid():
            return
        self._stopped = True
        with self._lock:
            self._changed.notify_all()
        if self._feed is not None:
            self._feed.stop()
        if self._loop is not None:
            self._loop.stop()
        if self._thread is not None:
            self._thread.join(timeout=5)
        if self._watching is not None and self._written:  # nor counted by the others
            with contextlib.suppress(Exception):
                self._watching.write(dict.fromkeys(self._written, (0, [])))
        with self._lock:  # its streams are gone with it (and no longer counted)
            STREAM_WATCHERS.dec(self._count)
            self._count = 0
            self._games.clear()

    # -- watchers -----------------------------------------------------------------------------

    def subscribe(self, watcher: Watcher) -> None:
        """Start feeding ``watcher`` from the version it was sent up to."""
        self._started()
        with self._lock:
            if watcher.closed:  # its client went away before it was subscribed
                return
            watchers = self._games.setdefault(watcher.game_id, set())
            new_game = not watchers
            watchers.add(watcher)
            self._count += 1
            STREAM_WATCHERS.inc()
            # whatever was appended since the watcher's first answer is caught up at once
            self._dirty.add(watcher.game_id)
            self._recount.add(watcher.game_id)
            self._changed.notify()
        assert self._feed is not None
        if new_game:
            self._feed.add(watcher.game_id)
        else:  # a seat's stream is sent each batch at once: the game's news are read again
            self._feed.wake(watcher.game_id)

    def unsubscribe(self, watcher: Watcher) -> None:
        with self._lock:
            watchers = self._games.get(watcher.game_id)
            if watchers is None or watcher not in watchers:
                return
            watchers.discard(watcher)
            self._count -= 1
            STREAM_WATCHERS.dec()
            gone = not watchers
            if gone:
                del self._games[watcher.game_id]
            self._recount.add(watcher.game_id)
            self._changed.notify()
        if gone and self._feed is not None:
            self._feed.remove(watcher.game_id)

    def adopt(self, watcher: SocketWatcher) -> None:
        """Take over a stream's socket (from the worker's event loop, once the headers and
        the first answer are sent) and subscribe it."""
        self._started()
        assert self._loop is not None
        watcher.loop = self._loop  # what it is sent is queued behind its adoption
        self._loop.call(self._loop.adopt, watcher)
        self.subscribe(watcher)

    def _socket_closed(self, watcher: SocketWatcher) -> None:
        self.unsubscribe(watcher)

    # -- the hub's thread ---------------------------------------------------------------------

    def _on_version(self, game_id: str, version: int) -> None:
        with self._lock:
            watchers = self._games.get(game_id)
            if not watchers or all(w.version >= version for w in watchers):
                return
            if game_id in self._parked and all(w.seat is None for w in watchers):
                return  # its spectators' next frame reads it
            self._dirty.add(game_id)
            self._changed.notify()

    def _unpark(self) -> tuple[float, list[str]]:
        """Mark dirty the parked games whose tick has come (holding the lock): the seconds
        until the next one's (or ``CHECK_S``), and those games (to be woken in the feed)."""
        now = time.monotonic()
        due = [g for g, tick in self._parked.items() if tick <= now]
        for game_id in due:
            del self._parked[game_id]
        self._dirty.update(due)
        return min((tick - now for tick in self._parked.values()), default=CHECK_S), due

    def _run(self) -> None:
        while not self._stopped:
            with self._lock:
                wait, due = self._unpark()
                if not self._dirty and not self._recount:
                    self._changed.wait(min(CHECK_S, wait))
                    due += self._unpark()[1]
                dirty, self._dirty = self._dirty, set()
                recount, self._recount = self._recount, set()
            if due and self._feed is not None:
                for game_id in due:  # the feed reads their news again
                    self._feed.wake(game_id)
            if time.monotonic() >= self._next_check:
                self._next_check = time.monotonic() + CHECK_S
                try:
                    self._check_tokens()
                except Exception:  # a failed check is made again a second later
                    log.exception("checking the streams' tokens")
            with self._lock:
                for gone in [g for g in self._kept if g not in self._games]:
                    del self._kept[gone]
                for gone in [g for g in self._next_frame if g not in self._games]:
                    del self._next_frame[gone]
                    self._parked.pop(gone, None)
            now = time.monotonic()
            for game_id in dirty:
                try:
                    self._advance(game_id, now)
                except Exception:  # one game's failure must not stop the others' streams
                    log.exception("stream of game %s", game_id)
                    self._kept.pop(game_id, None)  # read it afresh
                    with self._lock:
                        self._dirty.add(game_id)
                    time.sleep(0.2)
            try:
                self._count_watchers(recount)
            except Exception:  # counted again a second later
                log.exception("counting the streams' watchers")

    def _own(self, game_id: str) -> tuple[int, list[int]]:
        """This process's streams of ``game_id``, and the seats among them."""
        with self._lock:
            watchers = [w for w in self._games.get(game_id, ()) if not w.ended]
        return len(watchers), sorted({w.seat for w in watchers if w.seat is not None})

    def _count_watchers(self, recount: set[str]) -> None:
        """Write this process's counts that changed, read every process's for those games,
        and tell the streams of each game whose count moved; once every ``CHECK_S`` also
        write the counts due again (every ``REFRESH_S``) and read all the games streamed
        here. One round trip each time, none between (the hub's thread comes here after
        every batch it sends: a count was once written and read on every pass)."""
        assert self._watching is not None
        now = time.monotonic()
        tick = now >= self._next_count
        if not recount and not tick:
            return
        with self._lock:
            streamed = set(self._games)
        write = set(recount)
        if tick:
            self._next_count = now + CHECK_S
            write |= {g for g in streamed if now - self._written.get(g, 0.0) >= REFRESH_S}
            for gone in [g for g in self._written if g not in streamed]:
                del self._written[gone]
                self._told.pop(gone, None)
            asked = streamed  # the games whose streams came or went here at once, all now
        else:
            asked = recount & streamed
        counts = self._watching.exchange({g: self._own(g) for g in write}, asked)
        self._written.update((g, now) for g in write)
        for game_id, watching in counts.items():
            if game_id in recount or self._told.get(game_id) != watching:
                self._told[game_id] = watching
                self._tell_watching(game_id, watching)

    def _tell_watching(self, game_id: str, now: dict[str, Any]) -> None:
        """Tell every stream of ``game_id`` who watches it now."""
        with self._lock:
            watchers = [w for w in self._games.get(game_id, ()) if not w.ended]
        if not watchers:
            return
        framed = {f: frame_watching(f, now) for f in Framing}
        to_sockets: list[tuple[SocketWatcher, bytes, bool]] = []
        for w in watchers:
            if isinstance(w, SocketWatcher):
                to_sockets.append((w, framed[w.framing], False))
            else:
                w.deliver(framed[w.framing])
        if to_sockets and self._loop is not None:
            self._loop.call(self._loop.push_all, to_sockets)

    def _check_tokens(self) -> None:
        """End the streams whose bot's token was rotated or revoked since they opened: an
        ``error`` frame, and nothing more (this thread is the one that sends them events)."""
        with self._lock:
            held: dict[HeldToken, list[Watcher]] = defaultdict(list)
            for watchers in self._games.values():
                for w in watchers:
                    if w.held is not None and not w.ended:
                        held[w.held].append(w)
        if not held:
            return
        bots = self.service.bots
        to_sockets: list[tuple[SocketWatcher, bytes, bool]] = []
        for token, theirs in held.items():
            if still_held(bots, token):
                continue
            doc = document(401, "token_revoked", REVOKED_DETAIL)
            log.info("streams of bot %s ended: its token was rotated or revoked", token.bot)
            for w in theirs:
                w.ended = True
                data = frame_problem(w.framing, doc)
                if isinstance(w, SocketWatcher):
                    to_sockets.append((w, data, True))
                else:
                    w.deliver(data, last=True)
                    self.unsubscribe(w)
        if to_sockets and self._loop is not None:
            self._loop.call(self._loop.push_all, to_sockets)

    def _advance(self, game_id: str, now: float) -> None:
        """Send the watchers of ``game_id`` the entries after the version each has: one read
        of the game's new log entries for all of them, folded into the state the hub keeps
        of the game (which also gives the status, and the state before them where a deal or
        a setup move must be redacted). The seats' streams are sent what is new at once; the
        spectators' only at their tick (see :meth:`_frame_spectators`): until then a game
        watched by spectators alone is not read at all."""
        with self._lock:
            watching = [w for w in self._games.get(game_id, ()) if not w.ended]
        if not watching:
            self._kept.pop(game_id, None)
            return
        spectators = [w for w in watching if w.seat is None]
        tick = self._next_frame.get(game_id, 0.0)
        if len(spectators) == len(watching) and now < tick:
            # read at the tick, with whatever came meanwhile; its news are not read until then
            self._park(game_id, tick)
            if self._feed is not None:
                self._feed.rest(game_id)
            return
        kept, start, entries, events, before = self._read(game_id)
        st, meta = kept.state, kept.meta
        version = st.version
        svc = self.service
        over = game_over(meta, st)
        # every card once over, unless another game of the deal plays on (one rule, the service's)
        whole = over and svc.shows_everything(meta, st)
        if not spectators:
            kept.held, kept.held_from = [], version
        elif entries:  # redacted for the public once, held for the spectators' next frame
            base = before.copy() if before is not None and not whole else None
            kept.held += redacted_entries(
                kept.game, entries, start, None, base, events=events, everything=whole
            )
        if all(w.version >= version for w in watching):
            return
        head = {"version": version, **status(st)}
        if kept.clock is not None:
            head["clock"] = clock_view(kept.clock, meta)
        frame = _Frame(game_id, meta, version, head, over)
        to_sockets: list[tuple[SocketWatcher, bytes, bool]] = []
        groups: dict[tuple[int | None, int], list[Watcher]] = defaultdict(list)
        for w in watching:
            if w.seat is not None and w.version < version:
                groups[(w.seat, w.version)].append(w)
        for (seat, after), members in groups.items():
            if after == start:  # the usual case: the entries just read, once for all
                base = before.copy() if before is not None and not whole else None
                shown = redacted_entries(
                    kept.game, entries, after, seat, base, events=events, everything=whole
                )
            else:  # a stream that joined at another version: as the events page would
                shown = svc.events_page(game_id, meta, seat, after, version)["events"]
            to_sockets += self._send(frame, members, shown)
        if any(w.version < version for w in spectators):
            if now >= tick:
                to_sockets += self._frame_spectators(kept, frame, spectators)
                self._next_frame[game_id] = time.monotonic() + self.spectator_interval
            else:
                self._park(game_id, tick)
        if to_sockets and self._loop is not None:
            self._loop.call(self._loop.push_all, to_sockets)

    def _read(
        self, game_id: str
    ) -> tuple[_Kept, int, list[dict[str, Any]], list[Any], State | None]:
        """The game as the hub keeps it, brought to its last version: the version it was at,
        the entries read since and their events (parsed once, for the fold and the
        redactions), and the state before them where they hold a deal or a setup move (to
        redact them), else None."""
        svc = self.service
        kept = self._kept.get(game_id)
        if kept is None:
            loaded = svc.repository.get(game_id)
            kept = self._kept[game_id] = _Kept(
                loaded.game, loaded.meta, loaded.state, loaded.clock, [], loaded.state.version
            )
            return kept, kept.state.version, [], [], None
        start = kept.state.version
        meta, version, entries, _, _ = svc.store.read(game_id, log_from=start, with_snapshot=False)
        entries = entries[: version - start]
        kept.meta = meta
        events = [event_from_dict(e["e"]) for e in entries]
        before = kept.state.copy() if any(type(ev) in _SETUP_EVENTS for ev in events) else None
        control = time_control(kept.meta)
        if control is not None and kept.clock is not None:
            kept.clock = ClockFold(control, kept.meta, kept.state, kept.clock).fold(entries)
        else:
            state = kept.state
            for ev in events:
                evolve(state, ev)
        return kept, start, entries, events, before

    def _frame_spectators(
        self, kept: _Kept, frame: _Frame, spectators: list[Watcher]
    ) -> list[tuple[SocketWatcher, bytes, bool]]:
        """The spectators' frame of the game: every event since their last one (held as it was
        read, redacted for the public once), and the status now; built once per framing and
        version reached, the same bytes for every stream."""
        groups: dict[int, list[Watcher]] = defaultdict(list)
        for w in spectators:
            if w.version < frame.version:
                groups[w.version].append(w)
        to_sockets = []
        for after, members in groups.items():
            if after >= kept.held_from:
                events = kept.held[after - kept.held_from :]
            else:  # joined before what is held (the hub read the game afresh since)
                svc = self.service
                events = svc.events_page(frame.game_id, frame.meta, None, after, frame.version)[
                    "events"
                ]
            to_sockets += self._send(frame, members, events)
        kept.held, kept.held_from = [], frame.version
        return to_sockets

    def _send(
        self, frame: _Frame, members: list[Watcher], events: list[dict[str, Any]]
    ) -> list[tuple[SocketWatcher, bytes, bool]]:
        """``events`` and the status to each of ``members`` (framed once per framing): the
        queued watchers' at once, the sockets' returned to be pushed in one call of the loop."""
        framed: dict[Framing, bytes] = {}
        to_sockets = []
        for w in members:
            data = framed.get(w.framing)
            if data is None:
                data = frame_events(w.framing, events) + frame_status(w.framing, frame.head)
                if frame.over:
                    data += frame_end(w.framing)
                framed[w.framing] = data
            w.version = frame.version
            w.ended = frame.over
            if isinstance(w, SocketWatcher):
                to_sockets.append((w, data, frame.over))
            else:
                w.deliver(data, last=frame.over)
                if frame.over:
                    self.unsubscribe(w)
        return to_sockets

    def _park(self, game_id: str, tick: float) -> None:
        """Leave ``game_id`` until ``tick``, its spectators' next frame."""
        with self._lock:
            self._parked[game_id] = tick

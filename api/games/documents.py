"""A game's reads answered from this process's copies: the view, the legal moves and the
events pages, kept as the JSON text they were answered with.

A read of a game rebuilds its state (the record and the log after the kept state, one
round trip), decides what the caller may see and writes it as JSON: about twice a trivial
request's work. Most reads ask again what was answered before: a spectator polling a
game, many spectators of one game, a finished game's page. So each answer is kept, by game,
under what was asked, by whom and with what (:class:`Asked`), with the stamp of the record
it was built from: the game's ``version`` (its log's length) and its seats' revision.

Every write to a game's record either appends to its log (which moves ``version``, in the
same step) or fills a seat (which moves ``seats_rev``), so an answer whose stamp is the
record's stamp now is the answer a rebuild would give. A read asks Redis for the stamp alone
(one ``HMGET``) and answers the kept text when it matches; a read after a submit finds a
new version and builds its answer anew. The viewer is part of what is asked: a seat's
answer is never another seat's or a spectator's. Who the caller is is decided on the
record kept with the answers, as a rebuild decides it (:meth:`Reader.seat_for`), so a
token that is no seat's is refused as it would be.

Only answers that nothing but the record and the log decide are kept: not those of a game
whose clock runs (they show the time left now), whose open seats or contributed deal wait
for a deadline (a read past it logs what the deadline gives), where a seat the service plays
is to act (a read restores its mark), or whose deal another game shares (a finished game's
cards are shown once every game of the deal has ended). A finished game with none of these,
in a store that keeps finished games for ever, never changes: its answers are kept as they
are and read with no round trip at all.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from .. import jsontext
from ..store.events import EventStore
from ..store.game_record import SEATS_REVISION, VERSION, GameRecord
from . import expiry
from .answers import Answers, service_seat_to_act
from .clocks import time_control
from .deals import DEAL_GROUP
from .reading import Reader
from .repository import Loaded

#: The bytes of answers a process keeps, all games together; the games read least recently
#: are dropped first.
MAX_BYTES = 32 * 1024 * 1024
#: The answers kept of one game (an events page per ``after`` asked counts one each).
MAX_PER_GAME = 64


class Asked(NamedTuple):
    """What a read asked: ``what`` (``game``, ``legal-moves``, ``events``), the viewer's seat
    (None: a spectator) and its argument (an events page's ``after``; 0 otherwise)."""

    what: str
    seat: int | None
    arg: int = 0


class Answer(NamedTuple):
    """A read's answer: its JSON text, the seat it was read as and the version it shows."""

    text: bytes
    seat: int | None
    version: int


Stamp = tuple[int, str]


@dataclass
class _Kept:
    """A game's kept answers: the stamp and record they were built from, and whether they
    are final (the game is over and its answers never change)."""

    stamp: Stamp
    meta: dict[str, str]
    final: bool
    answers: OrderedDict[Asked, bytes] = field(default_factory=OrderedDict)
    size: int = 0


def _stamp_of(loaded: Loaded) -> Stamp | None:
    """The stamp of the answers built from ``loaded``, if its record and state agree (a
    record read in the same round trip as a log that has grown since does not)."""
    meta = loaded.meta
    if meta.get(VERSION) != str(loaded.state.version):
        return None
    return loaded.state.version, meta.get(SEATS_REVISION, "")


def keeps(loaded: Loaded) -> bool:
    """Whether the game's answers are decided by its record and log alone (see the module)."""
    meta, st = loaded.meta, loaded.state
    return (
        time_control(meta) is None
        and expiry.deadline(meta) is None
        and not (GameRecord(meta).deal_deadline is not None and st.phase == 0)
        and not meta.get(DEAL_GROUP)
        and not service_seat_to_act(meta, st)
    )


class Documents:
    """This process's kept answers of game reads (thread-safe, bounded by :data:`MAX_BYTES`)."""

    def __init__(
        self, store: EventStore, reader: Reader, answers: Answers, *, max_bytes: int = MAX_BYTES
    ) -> None:
        self.store = store
        self.reader = reader
        self.answers = answers
        self.max_bytes = max_bytes
        self._games: OrderedDict[str, _Kept] = OrderedDict()
        self._size = 0
        self._lock = threading.Lock()
        #: Reads answered from a kept answer, and reads that built theirs.
        self.hits = 0
        self.misses = 0

    # -- the reads ------------------------------------------------------------------------------

    def game(self, game_id: str, token: str | None) -> Answer:
        """``GET /v1/games/{id}``: the game as the token's seat (or a spectator) sees it."""
        answer = self._read(game_id, token, "game", 0, False, self.answers.describe)
        assert answer is not None  # (None only for an events page that is not ready)
        return answer

    def legal_moves(self, game_id: str, token: str) -> Answer:
        """``GET /v1/games/{id}/legal-moves``: the token's seat's legal actions."""

        def build(loaded: Loaded, seat: int | None) -> dict[str, Any]:
            assert seat is not None  # acting: a spectator's token is refused before
            return self.answers.legal_moves(loaded, seat)

        answer = self._read(game_id, token, "legal-moves", 0, True, build)
        assert answer is not None
        return answer

    def events(
        self, game_id: str, after: int, token: str | None, *, ready: bool = False
    ) -> Answer | None:
        """``GET /v1/games/{id}/events?after=`` answered now: the events after ``after`` as
        the token's seat (or a spectator) sees them, and the game's status. ``ready``: only
        if there are any (None otherwise: a long poll waits for them)."""

        def build(loaded: Loaded, seat: int | None) -> dict[str, Any]:
            return self.reader.events_now(loaded, loaded.meta, seat, after)

        past = after if ready else None
        return self._read(game_id, token, "events", after, False, build, past=past)

    # -- the one way they are answered ----------------------------------------------------------

    def _read(
        self,
        game_id: str,
        token: str | None,
        what: str,
        arg: int,
        acting: bool,
        build: Callable[[Loaded, int | None], dict[str, Any]],
        *,
        past: int | None = None,
    ) -> Answer | None:
        """The answer to a read, kept or built (and kept when it may be); ``past``: None
        unless the game is past that version (then nothing is built either)."""
        kept = self._kept(game_id)
        stamp = None if kept is not None and kept.final else self.store.stamp(game_id)
        if kept is not None and not kept.final and stamp != kept.stamp:
            kept = None  # the game moved on (or is gone): build anew
        if past is not None:
            version = kept.stamp[0] if kept is not None else stamp[0] if stamp else None
            if version is None or version <= past:
                return None
        if kept is not None:
            seat = self.reader.seat_for(kept.meta, token, acting=acting)
            asked = Asked(what, seat, min(arg, kept.stamp[0]))
            text = self._answer(kept, asked)
            if text is not None:
                self.hits += 1
                return Answer(text, seat, kept.stamp[0])
        self.misses += 1
        loaded = self.reader.load(game_id)
        seat = self.reader.seat_for(loaded.meta, token, acting=acting)
        text = jsontext.dumps(build(loaded, seat)).encode()
        built = _stamp_of(loaded)
        if built is not None and keeps(loaded):
            self._keep(game_id, loaded, built, Asked(what, seat, min(arg, built[0])), text)
        return Answer(text, seat, loaded.state.version)

    def _kept(self, game_id: str) -> _Kept | None:
        with self._lock:
            kept = self._games.get(game_id)
            if kept is not None:
                self._games.move_to_end(game_id)
            return kept

    def _answer(self, kept: _Kept, asked: Asked) -> bytes | None:
        with self._lock:
            text = kept.answers.get(asked)
            if text is not None:
                kept.answers.move_to_end(asked)
            return text

    def _keep(self, game_id: str, loaded: Loaded, stamp: Stamp, asked: Asked, text: bytes) -> None:
        final = (
            loaded.meta.get("status") == "over"
            and loaded.state.is_over()
            and self.store.finished_game_ttl_ms == 0
        )
        with self._lock:
            kept = self._games.get(game_id)
            if kept is None or kept.stamp != stamp:
                if kept is not None:
                    if kept.stamp[0] > stamp[0]:
                        return  # a later version is kept already
                    self._size -= kept.size
                kept = _Kept(stamp, dict(loaded.meta), final)
                self._games[game_id] = kept
            self._games.move_to_end(game_id)
            old = kept.answers.pop(asked, None)
            if old is not None:
                kept.size -= len(old)
                self._size -= len(old)
            kept.answers[asked] = text
            kept.size += len(text)
            self._size += len(text)
            while len(kept.answers) > MAX_PER_GAME:
                _, dropped = kept.answers.popitem(last=False)
                kept.size -= len(dropped)
                self._size -= len(dropped)
            while self._size > self.max_bytes and self._games:
                _, gone = self._games.popitem(last=False)
                self._size -= gone.size


__all__ = ["MAX_BYTES", "MAX_PER_GAME", "Answer", "Asked", "Documents", "keeps"]

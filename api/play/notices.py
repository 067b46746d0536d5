"""Push bots hear of their games' start and end: a reaction to the create and to the append
that ends a game, off the request that made them.

Besides the move requests (:mod:`api.play.seats`), every push seat of a game is sent two
notices, signed as the move requests are:

- ``game_started`` once the game is dealt: ``{"type", "game", "seat", "version", "view",
  "result": null}``, the view as ``GET /v1/games/{id}`` shows the seat at the deal (its own
  cards, no one else's);
- ``game_ended`` once it is over: the same at the last version, with the ``result`` (the
  view then shows every card, as it does to anyone once a game is over; not while another
  game dealt the same cards, in a tournament, is still to end: see docs/fairness.md);
- ``seat_left`` when a seat's player left it to a built-in bot (``POST
  /v1/games/{id}/leave``): the same at the leave's version (the view's seats show which).

They are fire-and-forget: sent with a short time-out (:data:`NOTICE_TIMEOUT_MS`), their
answer unread, never a strike, never in the game's log; a bot that is down misses them.
Each is sent at most once per game and seat, whichever process gets to it: the sender
claims it in the store first (``HSETNX``), so a notice is lost, never doubled, when a
process dies in between; a host whose breaker is open (:mod:`api.play.push_guard`) is sent
none. :meth:`PushNotices.after_append`, a subscriber of the game service's appends
(:mod:`api.games.appended`), hands them over, and :class:`PushNotices` sends them on a thread of its own, in the order they came, so a
game's start goes before its end. The tournament runners that play games in memory send
them in line, as the game is played (:func:`send_notices`).
"""

from __future__ import annotations

import contextlib
import logging
import queue
import threading
from typing import Any

from engine.causes import LEAVE

from ..games.announcing import SEAT_LEFT
from ..games.appended import CREATE, Appended
from ..games.repository import Loaded
from ..games.service import GameService, describe, has_push_seat
from .seats import PushSeat, ask, message_id, seat_players

log = logging.getLogger("shithead.push_notices")

STARTED = "game_started"
ENDED = "game_ended"
#: How long a notice waits for the bot at most (a seat's own time-out when it is shorter).
NOTICE_TIMEOUT_MS = 1000
#: Notices waiting to be sent at most; past it new ones are dropped (with a log line).
MAX_WAITING = 10_000


def push_players(meta: dict[str, str]) -> dict[int, PushSeat]:
    """The game's push seats and their bots."""
    return {seat: p for seat, p in seat_players(meta).items() if isinstance(p, PushSeat)}


def notice(
    kind: str, loaded: Loaded, seat: int, *, everything: bool | None = None
) -> dict[str, Any]:
    """The notice ``kind`` for ``seat`` of the game ``loaded`` (at the version it is about);
    ``everything`` False: the game's deal is still played elsewhere, its cards stay hidden."""
    if kind == STARTED:
        # the seat's view at the deal, also when the game is over by the time this is sent
        loaded = Loaded(
            loaded.game_id, {**loaded.meta, "status": "playing"}, loaded.game, loaded.state
        )
        everything = False
    view = describe(loaded, seat, everything=everything)
    return {
        "type": kind,
        "game": loaded.game_id,
        "seat": seat,
        "version": loaded.state.version,
        "view": view,
        "result": view["result"] if kind == ENDED else None,
    }


def send(
    kind: str, loaded: Loaded, seat: int, bot: PushSeat, *, everything: bool | None = None
) -> None:
    """Send one notice, signed as the seat's move requests are; its answer is not read."""
    payload = notice(kind, loaded, seat, everything=everything)
    ask(
        bot.url,
        payload,
        min(bot.timeout_ms, NOTICE_TIMEOUT_MS),
        secret=bot.secret,
        msg_id=message_id(loaded.game_id, seat, once_key(kind, loaded.state.version)),
    )


def once_key(kind: str, version: int) -> str:
    """What a notice is sent once for: a game's start and end once per game, a seat left to
    a bot once per leave (its version)."""
    return kind if kind in (STARTED, ENDED) else f"{kind}@{version}"


def send_notices(kind: str, loaded: Loaded, *, everything: bool | None = None) -> None:
    """Send the notice ``kind`` to every push seat of a game played in memory (once by
    construction: the runner playing it is the only one); ``everything`` as for :func:`notice`."""
    for seat, bot in push_players(loaded.meta).items():
        send(kind, loaded, seat, bot, everything=everything)


class PushNotices:
    """Sends the game service's notices on a daemon thread of this process."""

    def __init__(self, service: GameService) -> None:
        self.service = service
        self._queue: queue.Queue[tuple[str, str, int] | None] = queue.Queue(MAX_WAITING)
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()

    def after_append(self, appended: Appended) -> None:
        """The subscriber: a game with a push seat was dealt (``game_started``, at the deal's
        version), ended (``game_ended``) or had a seat left to a bot (``seat_left``)."""
        kinds = [
            kind
            for kind, told in (
                (STARTED, appended.by == CREATE),
                (ENDED, appended.ended),
                (SEAT_LEFT, appended.by == LEAVE),
            )
            if told
        ]
        if kinds and has_push_seat(appended.meta):
            for kind in kinds:
                self.notify(kind, appended.game_id, appended.version)

    def notify(self, kind: str, game_id: str, version: int) -> None:
        """Send notice ``kind`` about the game at ``version`` (off the request: queued)."""
        with self._lock:
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="push-notices", daemon=True)
                self._thread.start()
        try:
            self._queue.put_nowait((kind, game_id, version))
        except queue.Full:
            log.warning("game %s: %s not sent, %d notices are waiting", game_id, kind, MAX_WAITING)

    def stop(self, timeout: float = 5.0) -> None:
        """Send what is waiting, then stop the thread (at most ``timeout`` seconds)."""
        with self._lock:
            thread, self._thread = self._thread, None
        if thread is not None:
            with contextlib.suppress(queue.Full):
                self._queue.put(None, timeout=timeout)
            thread.join(timeout)

    def _run(self) -> None:
        while True:
            item = self._queue.get()
            if item is None:
                return
            try:
                self.send(*item)
            except Exception:
                log.exception("game %s: %s could not be sent", item[1], item[0])

    def send(self, kind: str, game_id: str, version: int) -> None:
        """Send notice ``kind`` to each push seat of the game that has not been sent it."""
        loaded = self.service.repository.at_version(game_id, version)
        guard = self.service.push_guard
        everything = self.service.shows_everything(loaded.meta, loaded.state)
        for seat, bot in push_players(loaded.meta).items():
            if guard is not None and guard.is_open(bot.url):
                continue  # a host that keeps timing out is not called (api.play.push_guard)
            if self.service.store.first_notice(game_id, f"{once_key(kind, version)}:{seat}"):
                send(kind, loaded, seat, bot, everything=everything)

"""One process's wake-up for every game it streams: one connection blocking on their news.

A long poll (:meth:`EventStore.wait_for_version`) blocks on one game's news stream for one
request. A process that streams many games to many watchers does it once for all of them:
:class:`NewsFeed` keeps each game it is given marked watched (so every append adds the new
version to the game's news stream), blocks in one ``XREAD`` on the news of all of them, on
one connection of its own, and calls ``on_version(game_id, version)`` with what it learns.
A game added while the read blocks unblocks it (``CLIENT UNBLOCK``), so the next read
includes it.

Every ``REFRESH_S`` it marks its games watched again and reads their versions (``LLEN``) in
the same pipeline, and reports those too: an append made before a game was first marked
watched (or while the mark lapsed, the process being stalled) wrote no news, and is found
this way. The caller compares the versions with what it has delivered; a version reported
twice costs it nothing.

The ``XREAD`` names every key at once, which a Redis Cluster refuses for keys of different
slots. On a cluster the feed listens instead: the append script also ``PUBLISH``es the new
version on the channel named as the game's news key while the game is watched, and the feed
subscribes to its games' channels on one pub/sub connection (redis-py's ``pubsub()``; a
cluster delivers a ``PUBLISH`` on any node to the subscribers of every node). It keeps the
``REFRESH_S`` marks and ``LLEN`` reads, which also find a version whose message was missed
(pub/sub keeps nothing for a subscriber that is reconnecting). A single server keeps the
``XREAD``.

A game can rest (:meth:`NewsFeed.rest`): the hub rests a game its spectators alone watch
until their next frame, when it reads the game whatever its news. A resting game is left out
of the ``XREAD`` (a game played flat out would otherwise answer every read with news nobody
acts on) until it is woken (:meth:`NewsFeed.wake`), from the last entry seen, so an append
meanwhile is heard at once. It stays marked watched and its version is still read every
``REFRESH_S``. (With pub/sub its messages still come, and the hub ignores them.)
"""

from __future__ import annotations

import contextlib
import logging
import threading
import time
from collections.abc import Callable
from typing import Any

import redis

from ..settings import get_settings
from .connections import is_cluster
from .events import BLOCK_SLICE, WATCH_MARGIN
from .keys import game_key

log = logging.getLogger("shithead.news")

#: How often (seconds) the feed marks its games watched again and reads their versions.
REFRESH_S = 1.0
#: How the feed hears of appends (``STREAM_NEWS``): ``xread`` (one blocking read of every
#: game's news stream; a single server only), ``pubsub`` (the games' channels), or ``auto``
#: (the default): ``xread`` on a single server, ``pubsub`` on a cluster.
NEWS_MODE = get_settings().stream_news
#: With pub/sub: the longest the feed waits for a message before it looks for games added or
#: removed (a game added is read at once all the same, by its version).
LISTEN_S = 0.1
#: Seconds the feed lets news gather after a read that brought some, before it reads again:
#: a game played fast is then read once for several moves, and the read of every watched
#: game's news is sent a few dozen times a second at most, however many moves are made.
BATCH_S = get_settings().stream_batch_s


class NewsFeed:
    """The news of a changing set of games, read on one blocking connection (see the module)."""

    def __init__(self, client: redis.Redis, on_version: Callable[[str, int], None]) -> None:
        self._pubsub = NEWS_MODE == "pubsub" or is_cluster(client)  # no XREAD spans slots
        self._blocking: Any = None
        if not self._pubsub:
            pool: Any = client.connection_pool
            # a connection of its own: it blocks in XREAD, and CLIENT UNBLOCK names it by its id
            self._blocking = redis.Redis(
                connection_pool=redis.ConnectionPool(
                    connection_class=pool.connection_class,
                    max_connections=1,
                    **pool.connection_kwargs,
                )
            )
        self._client: Any = client
        self._on_version = on_version
        self._games: dict[str, bytes] = {}  # game id -> the last news entry id seen
        self._added: set[str] = set()  # games not yet marked watched
        #: Games left out of the ``XREAD`` until woken (their watcher reads them at a tick).
        self._resting: set[str] = set()
        self._reading = False  # whether an XREAD is in flight (without the resting games)
        self._lock = threading.Lock()
        self._wake = threading.Event()
        self._stopped = False
        self._blocked_id: int | None = None  # the blocking connection's id while it blocks
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        self._thread = threading.Thread(
            target=self._listen if self._pubsub else self._run, name="stream-news", daemon=True
        )
        self._thread.start()

    def stop(self) -> None:
        self._stopped = True
        self._wake.set()
        self._unblock()
        if self._thread is not None:
            self._thread.join(timeout=5)
        if self._blocking is not None:
            with contextlib.suppress(redis.RedisError):
                self._blocking.connection_pool.disconnect()

    def add(self, game_id: str) -> None:
        with self._lock:
            if game_id in self._games:
                return
            self._games[game_id] = b"0-0"
            self._added.add(game_id)
        self._wake.set()
        self._unblock()

    def remove(self, game_id: str) -> None:
        with self._lock:
            self._games.pop(game_id, None)
            self._added.discard(game_id)
            self._resting.discard(game_id)

    def rest(self, game_id: str) -> None:
        """Leave ``game_id`` out of the feed's reads until :meth:`wake`: its watcher reads it
        at a time of its own whatever its news, so a game played flat out costs the read of
        every game nothing meanwhile. It is still marked watched (its appends still write
        news) and its version still read every ``REFRESH_S``."""
        with self._lock:
            if game_id in self._games:
                self._resting.add(game_id)

    def wake(self, game_id: str) -> None:
        """Read ``game_id``'s news again, from the last entry seen (so an append while it
        rested is reported at once)."""
        with self._lock:
            if game_id not in self._resting:
                return
            self._resting.discard(game_id)
            reading = self._reading
        self._wake.set()
        if reading:  # the read in flight leaves it out
            self._unblock()

    def _unblock(self) -> None:
        blocked = self._blocked_id
        if blocked is not None:
            with contextlib.suppress(redis.RedisError):
                self._client.client_unblock(blocked)

    # -- the feed's thread ----------------------------------------------------------------------

    def _run(self) -> None:
        refreshed = 0.0
        while not self._stopped:
            try:
                ticked = self._tick(refreshed)
                if ticked is None:
                    continue
                refreshed = ticked
                self._read()
            except redis.RedisError as exc:
                log.warning("stream news: %s", exc)
                self._blocked_id = None
                with contextlib.suppress(redis.RedisError):
                    self._blocking.connection_pool.disconnect()
                time.sleep(0.5)
            except Exception:  # a feed that stops silently would leave every stream quiet
                log.exception("stream news failed")
                time.sleep(0.5)

    def _tick(self, refreshed: float) -> float | None:
        """None when the feed has no game (after waiting a while for one); else when its games
        were last refreshed (``refreshed``, or now: refreshed first when due or added to)."""
        if not self._games:
            self._wake.wait(REFRESH_S)
            self._wake.clear()
            return None
        now = time.monotonic()
        if self._added or now - refreshed >= REFRESH_S:
            self._refresh()
            return now
        return refreshed

    def _listen(self) -> None:
        """The feed's thread with pub/sub (a cluster's): the games' channels on one pub/sub
        connection."""
        pubsub: Any = None
        subscribed: set[str] = set()
        refreshed = 0.0
        while not self._stopped:
            try:
                if pubsub is None:
                    pubsub = self._client.pubsub(ignore_subscribe_messages=True)
                    subscribed = set()
                with self._lock:
                    games = set(self._games)
                if games - subscribed:
                    # subscribed before the version is read: an append after is seen either way
                    pubsub.subscribe(*(game_key(g, "news") for g in games - subscribed))
                    with self._lock:
                        self._added |= games - subscribed
                if subscribed - games:
                    pubsub.unsubscribe(*(game_key(g, "news") for g in subscribed - games))
                subscribed = games
                ticked = self._tick(refreshed)
                if ticked is None:
                    continue
                refreshed = ticked
                message = pubsub.get_message(timeout=LISTEN_S)
                while message is not None:
                    if message.get("type") == "message":
                        name = message["channel"]
                        name = name.decode() if isinstance(name, bytes) else name
                        self._on_version(
                            name[name.index("{") + 1 : name.rindex("}")], int(message["data"])
                        )
                    message = pubsub.get_message(timeout=0)
            except redis.RedisError as exc:
                log.warning("stream news: %s", exc)
                if pubsub is not None:
                    with contextlib.suppress(Exception):
                        pubsub.close()
                pubsub = None
                time.sleep(0.5)
            except Exception:  # a feed that stops silently would leave every stream quiet
                log.exception("stream news failed")
                time.sleep(0.5)
        if pubsub is not None:
            with contextlib.suppress(Exception):
                pubsub.close()

    def _refresh(self) -> None:
        """Mark every game watched, and read its version (and a new game's last news entry,
        in the same round trip: an append after it is seen either way)."""
        with self._lock:
            games = list(self._games)
            added = set(self._added)
            self._added.clear()
        mark_ms = int((BLOCK_SLICE + REFRESH_S + WATCH_MARGIN) * 1000)
        pipe = self._client.pipeline(transaction=False)
        for game_id in games:
            pipe.set(game_key(game_id, "watched"), 1, px=mark_ms)
            if game_id in added:
                pipe.xrevrange(game_key(game_id, "news"), count=1)
            pipe.llen(game_key(game_id, "log"))
        replies = iter(pipe.execute())
        versions: list[tuple[str, int]] = []
        for game_id in games:
            next(replies)
            if game_id in added:
                last = next(replies)
                with self._lock:
                    if game_id in self._games and last:
                        self._games[game_id] = last[0][0]
            versions.append((game_id, int(next(replies))))
        for game_id, version in versions:
            self._on_version(game_id, version)

    def _read(self) -> None:
        if self._blocked_id is None:
            self._blocked_id = int(self._blocking.client_id())
        with self._lock:
            if self._added:
                return  # mark the new games watched first
            resting = self._resting
            streams = {
                game_key(game_id, "news"): last
                for game_id, last in self._games.items()
                if game_id not in resting
            }
            self._reading = bool(streams)
            self._wake.clear()
        if not streams:  # none, or all resting: until one is woken or added (or a refresh)
            self._wake.wait(REFRESH_S)
            return
        try:
            replies = self._blocking.xread(streams, count=1, block=int(BLOCK_SLICE * 1000)) or []
        finally:
            self._reading = False
        for key, items in replies:
            name = key.decode() if isinstance(key, bytes) else key
            game_id = name[name.index("{") + 1 : name.rindex("}")]
            entry_id, fields = items[-1]
            with self._lock:
                if game_id in self._games:
                    self._games[game_id] = entry_id
            self._on_version(game_id, int(fields[b"version"]))
        if replies and BATCH_S > 0:
            time.sleep(BATCH_S)

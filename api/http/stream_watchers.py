"""A game stream's watcher, of either kind, and the process's one loop that writes the
sockets of those handed over (see :mod:`api.http.stream_hub`, which feeds them)."""

from __future__ import annotations

import contextlib
import logging
import queue
import selectors
import socket
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

from ..games.held_tokens import HeldToken
from .stream_frames import Framing, frame_heartbeat

log = logging.getLogger("shithead.streams")


class Watcher:
    """One open stream: the game, who watches (a seat, or None for a spectator), how its
    bytes are framed, and the version it has been sent up to."""

    def __init__(
        self,
        game_id: str,
        seat: int | None,
        framing: Framing,
        version: int,
        held: HeldToken | None = None,
    ) -> None:
        self.game_id = game_id
        self.seat = seat
        self.framing = framing
        self.version = version
        #: The bot's token the stream was opened with, checked again while it is open.
        self.held = held
        self.ended = False
        #: Set once the stream is closed: a subscription that comes after it is ignored.
        self.closed = False

    def deliver(self, data: bytes, *, last: bool = False) -> None:
        """Send ``data``; ``last``: the stream ends after it."""
        raise NotImplementedError


class QueueWatcher(Watcher):
    """A stream served by its request thread, which reads :meth:`frames`."""

    def __init__(
        self,
        game_id: str,
        seat: int | None,
        framing: Framing,
        version: int,
        held: HeldToken | None = None,
    ) -> None:
        super().__init__(game_id, seat, framing, version, held)
        self._queue: queue.SimpleQueue[bytes | None] = queue.SimpleQueue()

    def deliver(self, data: bytes, *, last: bool = False) -> None:
        self._queue.put(data)
        if last:
            self._queue.put(None)

    def frames(self, heartbeat_s: float) -> Iterator[bytes]:
        """The stream's bytes as they come, a heartbeat when none came for ``heartbeat_s``."""
        while True:
            try:
                data = self._queue.get(timeout=heartbeat_s)
            except queue.Empty:
                yield frame_heartbeat(self.framing)
                continue
            if data is None:
                return
            yield data


class SocketWatcher(Watcher):
    """A stream whose socket the stream loop writes (see :class:`StreamLoop`)."""

    def __init__(
        self,
        game_id: str,
        seat: int | None,
        framing: Framing,
        version: int,
        sock: socket.socket,
        *,
        chunked: bool,
        held: HeldToken | None = None,
    ) -> None:
        super().__init__(game_id, seat, framing, version, held)
        self.sock = sock
        self.chunked = chunked
        self.loop: StreamLoop | None = None
        self.pending = bytearray()
        #: Whether the loop's selector waits for the socket to take more (its unsent bytes).
        self.writing = False
        self.closing = False
        self.last_sent = time.monotonic()

    def deliver(self, data: bytes, *, last: bool = False) -> None:
        assert self.loop is not None
        self.loop.call(self.loop.push, self, data, last)

    def framed(self, data: bytes) -> bytes:
        """``data`` as the response body carries it (one chunk of a chunked body)."""
        if not self.chunked or not data:
            return data
        return b"%x\r\n%b\r\n" % (len(data), data)


class StreamLoop:
    """The process's one selector thread writing every handed-over stream's socket.

    It sends what it can without blocking and keeps the rest; it reads only to learn that
    a client went away; it sends heartbeats to streams idle for ``heartbeat_s``.
    """

    def __init__(
        self, on_closed: Callable[[SocketWatcher], None], heartbeat_s: float, buffer_bytes: int
    ) -> None:
        self.on_closed = on_closed
        self.heartbeat_s = heartbeat_s
        self.buffer_bytes = buffer_bytes
        self.selector = selectors.DefaultSelector()
        self.watchers: set[SocketWatcher] = set()
        self._calls: queue.SimpleQueue[tuple[Callable[..., None], tuple[Any, ...]]] = (
            queue.SimpleQueue()
        )
        self._wake_r, self._wake_w = socket.socketpair()
        self._wake_r.setblocking(False)
        self._wake_w.setblocking(False)
        self.selector.register(self._wake_r, selectors.EVENT_READ, None)
        self._stopped = False
        self._thread = threading.Thread(target=self._run, name="stream-loop", daemon=True)
        self._thread.start()

    def call(self, fn: Callable[..., None], *args: Any) -> None:
        """Run ``fn(*args)`` on the loop's thread (from any thread)."""
        self._calls.put((fn, args))
        with contextlib.suppress(BlockingIOError, OSError):
            self._wake_w.send(b"\0")

    def stop(self) -> None:
        self._stopped = True
        self.call(lambda: None)
        self._thread.join(timeout=5)
        for watcher in list(self.watchers):
            self._drop(watcher)
        self.selector.close()
        self._wake_r.close()
        self._wake_w.close()

    # -- on the loop's thread -------------------------------------------------------------------

    def adopt(self, watcher: SocketWatcher) -> None:
        watcher.sock.setblocking(False)
        self.watchers.add(watcher)
        self.selector.register(watcher.sock, selectors.EVENT_READ, watcher)

    def push_all(self, deliveries: list[tuple[SocketWatcher, bytes, bool]]) -> None:
        """:meth:`push` for each of a batch's streams (one wake-up of the loop for them all);
        the same bytes to many streams are made a chunk of a chunked body once."""
        chunks: dict[int, bytes] = {}
        for watcher, data, last in deliveries:
            if watcher.chunked:
                chunk = chunks.get(id(data))
                if chunk is None:
                    chunk = chunks[id(data)] = watcher.framed(data)
                self.push(watcher, data, last, chunk)
            else:
                self.push(watcher, data, last, data)

    def push(
        self, watcher: SocketWatcher, data: bytes, last: bool, framed: bytes | None = None
    ) -> None:
        """Send ``data`` (``framed``: as the body carries it, if the caller made it so)."""
        if watcher not in self.watchers or watcher.closing:
            return
        out = watcher.framed(data) if framed is None else framed
        if last:
            watcher.closing = True
            if watcher.chunked:
                out += b"0\r\n\r\n"
        if watcher.pending:
            watcher.pending += out
            self._flush(watcher)
            return
        try:  # the usual case: nothing waits, the bytes go straight to the socket
            sent = watcher.sock.send(out)
        except (BlockingIOError, InterruptedError):
            sent = 0
        except OSError:
            self._drop(watcher)
            return
        watcher.last_sent = time.monotonic()
        if sent < len(out):
            watcher.pending += memoryview(out)[sent:]
        self._flushed(watcher)

    def _flush(self, watcher: SocketWatcher) -> None:
        try:
            while watcher.pending:
                sent = watcher.sock.send(watcher.pending)
                del watcher.pending[:sent]
                watcher.last_sent = time.monotonic()
        except (BlockingIOError, InterruptedError):
            pass
        except OSError:
            self._drop(watcher)
            return
        self._flushed(watcher)

    def _flushed(self, watcher: SocketWatcher) -> None:
        """After a send: close a stream that has sent its last bytes, drop one whose client
        reads too slowly, and wait for the socket to take more only while bytes wait."""
        if not watcher.pending and watcher.closing:
            self._drop(watcher, graceful=True)
            return
        if len(watcher.pending) > self.buffer_bytes:
            log.info("stream of game %s dropped: its client reads too slowly", watcher.game_id)
            self._drop(watcher)
            return
        writing = bool(watcher.pending)
        if writing != watcher.writing:  # a change of the selector's watch costs a system call
            watcher.writing = writing
            events = selectors.EVENT_READ | (selectors.EVENT_WRITE if writing else 0)
            with contextlib.suppress(KeyError, ValueError):
                self.selector.modify(watcher.sock, events, watcher)

    def _on_ready(self, watcher: SocketWatcher, mask: int) -> None:
        if mask & selectors.EVENT_READ:
            try:
                data = watcher.sock.recv(4096)
            except (BlockingIOError, InterruptedError):
                data = b"-"
            except OSError:
                data = b""
            if not data:  # the client went away
                self._drop(watcher)
                return
        if mask & selectors.EVENT_WRITE:
            self._flush(watcher)

    def _drop(self, watcher: SocketWatcher, *, graceful: bool = False) -> None:
        if watcher not in self.watchers:
            return
        self.watchers.discard(watcher)
        watcher.closed = True
        with contextlib.suppress(KeyError, ValueError, OSError):
            self.selector.unregister(watcher.sock)
        if graceful:
            with contextlib.suppress(OSError):
                watcher.sock.shutdown(socket.SHUT_WR)
        with contextlib.suppress(OSError):
            watcher.sock.close()
        self.on_closed(watcher)

    def _heartbeats(self) -> None:
        due = time.monotonic() - self.heartbeat_s
        for watcher in list(self.watchers):
            if watcher.last_sent <= due and not watcher.pending and not watcher.closing:
                self.push(watcher, frame_heartbeat(watcher.framing), False)
                watcher.last_sent = time.monotonic()

    def _run(self) -> None:
        tick = min(1.0, self.heartbeat_s / 2)
        next_beat = time.monotonic() + tick
        while not self._stopped:
            try:
                for key, mask in self.selector.select(max(0.0, next_beat - time.monotonic())):
                    if key.data is None:
                        with contextlib.suppress(BlockingIOError, OSError):
                            self._wake_r.recv(4096)
                    else:
                        self._on_ready(key.data, mask)
                while True:
                    try:
                        fn, args = self._calls.get_nowait()
                    except queue.Empty:
                        break
                    fn(*args)
                if time.monotonic() >= next_beat:
                    self._heartbeats()
                    next_beat = time.monotonic() + tick
            except Exception:  # the loop serves every stream: one failure must not end it
                log.exception("stream loop")

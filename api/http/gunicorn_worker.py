"""gunicorn's threaded worker, except that a thread gets a request only once it has arrived whole.

gunicorn's ``gthread`` worker hands a connection to a thread as soon as its first bytes
arrive, and the thread then blocks reading the rest: a client that sends part of its headers
or body and stops holds a thread until it goes away. A few dozen such clients (one per
thread) stop the service answering anyone. Here the worker's event loop, which waits on all
connections at once, reads each request (request line, headers and body, by
``Content-Length`` or to the last chunk) into a buffer first; a thread then parses it from
that buffer without waiting on the client. A request that has not arrived whole within
``REQUEST_READ_TIMEOUT`` seconds (10 by default) of its first byte is answered ``408`` and
its connection closed. Kept-alive connections wait in the event loop as before, and a long
poll (``/events?wait=``) holds its thread only once its request is in. A connection that
has sent nothing is closed after the keep-alive time, as an idle kept-alive one is; while
the worker stops, after at most gunicorn's linger for kept-alive ones (2 s): a browser's
idle preconnection no longer holds a restart up for the whole keep-alive time.

A game stream (``/v1/games/{id}/stream``) holds a thread only until its first answer is
sent: the app then asks (through the ``shithead.stream_hand_off`` environ key) for the
connection, and once the thread is done with it the worker hands its socket to the
process's stream loop (:mod:`api.http.stream_hub`) instead of keeping it alive or closing
it. The response's headers announce the body as gunicorn would frame it (chunked for
HTTP/1.1) and ``Connection: close``; the stream loop writes the rest of the body in the
same framing. A handed-over stream no longer counts against ``worker_connections``.

The buffer holds at most the largest body the service takes (8 MiB, for a replay) plus the
headers; past that the request is handed over as it is, and refused by the server's limits.
TLS and HTTP/2 connections (neither is configured by the service) are handled as ``gthread``
handles them.
"""

from __future__ import annotations

import contextlib
import gc
import selectors
import threading
import time
from collections.abc import Callable, Iterable
from functools import partial
from typing import Any

from gunicorn.http2 import negotiation
from gunicorn.workers import gthread
from gunicorn.workers.gthread import ThreadWorker

from api.http.problemdoc import write_gunicorn_error
from api.http.stream_frames import HAND_OFF
from api.settings import get_settings

#: The garbage collector's thresholds in a worker, youngest generation first (CPython's
#: are 700, 10, 10).
GC_THRESHOLDS = (700, 10, 10)


def settle_collector(log: Any) -> None:
    """Once a worker has loaded the app: everything it holds so far (modules, the compiled
    rulesets, Flask) moved out of the collector's reach (``gc.freeze``), so a full
    collection walks only what requests made since, and :data:`GC_THRESHOLDS` set; both
    said in the worker's log."""
    gc.freeze()
    gc.set_threshold(*GC_THRESHOLDS)
    log.info(
        "garbage collector: %d objects frozen, thresholds %s",
        gc.get_freeze_count(),
        gc.get_threshold(),
    )


#: What adopts a handed-over stream: (the socket, whether its body is chunked).
Adopt = Callable[[Any, bool], None]

#: Seconds a request may take to arrive whole, from its first byte.
READ_TIMEOUT = get_settings().request_read_timeout
#: Seconds a stopping worker keeps a silent connection open: gunicorn's own linger for its
#: kept-alive ones (a client may be sending a request on it just now).
STOP_LINGER: float = getattr(gthread, "STOP_KEEPALIVE_LINGER", 2.0)
#: Past this many buffered bytes the request is handed over (and refused by the limits).
MAX_BUFFER = 8 * 1024 * 1024 + 64 * 1024
#: The longest head (request line and headers) gunicorn reads, at its default limits.
MAX_HEAD = 4094 + 100 * 8190


def request_complete(buf: bytes | bytearray) -> bool:
    """Whether ``buf`` holds a whole HTTP/1.x request, or enough for the parser to refuse it."""
    end = buf.find(b"\r\n\r\n")
    if end < 0:
        return len(buf) > MAX_HEAD
    if len(buf) > MAX_BUFFER:
        return True
    length = 0
    chunked = False
    for line in bytes(buf[:end]).split(b"\r\n")[1:]:
        name, _, value = line.partition(b":")
        name = name.strip().lower()
        if name == b"transfer-encoding":
            chunked = chunked or b"chunked" in value.lower()
        elif name == b"content-length":
            try:
                length = int(value.strip())
            except ValueError:
                return True  # the parser refuses it
    body = end + 4
    if chunked:
        return _chunks_complete(buf, body)
    return len(buf) - body >= length


def _chunks_complete(buf: bytes | bytearray, pos: int) -> bool:
    while True:
        eol = buf.find(b"\r\n", pos)
        if eol < 0:
            return len(buf) - pos > 4096  # a chunk-size line that long is refused
        size_text = bytes(buf[pos:eol]).split(b";", 1)[0].strip()
        try:
            size = int(size_text, 16)
        except ValueError:
            return True  # malformed: the parser refuses it
        if size < 0:
            return True
        if size == 0:  # the last chunk, then trailers up to an empty line
            return buf[eol + 2 : eol + 4] == b"\r\n" or buf.find(b"\r\n\r\n", eol) >= 0
        pos = eol + 2 + size + 2
        if pos > len(buf):
            return False


class BufferingThreadWorker(ThreadWorker):  # type: ignore[misc]
    """``gthread`` with requests read whole in the event loop before a thread takes them."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        #: Connections whose request is being read, oldest first.
        self.arriving: list[Any] = []
        #: The connection each request thread serves (what a stream's hand-over takes).
        self._serving = threading.local()

    def load_wsgi(self) -> None:
        super().load_wsgi()
        #: The app itself (``wsgi`` is it wrapped in the offer; see :meth:`_offer_hand_off`).
        self.served_app = self.wsgi  # type: ignore[has-type]
        self.wsgi = partial(self._offer_hand_off, self.wsgi)  # type: ignore[has-type]

    def _offer_hand_off(
        self, app: Any, environ: dict[str, Any], start_response: Any
    ) -> Iterable[bytes]:
        """Run the app with the offer to hand its stream's connection over; a response that
        takes it is sent as a stream: no last chunk, no keep-alive."""
        conn = getattr(self._serving, "conn", None)
        if conn is None:
            return app(environ, start_response)  # type: ignore[no-any-return]
        conn.hand_off = None
        conn.hand_off_ready = False

        def take(adopt: Adopt) -> None:
            conn.hand_off = adopt

        def starting(status: str, headers: list[tuple[str, str]], exc_info: Any = None) -> Any:
            write = start_response(status, headers, exc_info)
            if conn.hand_off is not None:
                start_response.__self__.force_close()  # gunicorn's Response: Connection: close
            return write

        environ[HAND_OFF] = take
        result = app(environ, starting)
        if conn.hand_off is None:
            return result  # type: ignore[no-any-return]
        return self._handed_off_body(conn, result, start_response.__self__)

    @staticmethod
    def _handed_off_body(conn: Any, result: Iterable[bytes], resp: Any) -> Iterable[bytes]:
        try:
            yield from result
        finally:
            close = getattr(result, "close", None)
            if close is not None:
                close()
        # all of the first answer is out: the stream loop writes the rest of the body, so
        # gunicorn writes no last chunk
        conn.hand_off_chunked = bool(resp.chunked)
        resp.chunked = False
        conn.hand_off_ready = True

    def enqueue_req(self, conn: Any) -> None:
        if (
            conn.is_http2
            or self.cfg.is_ssl
            or negotiation.prior_knowledge_allowed(self.cfg, conn.client)
        ):
            super().enqueue_req(conn)
            return
        held = conn.parser is not None and conn.parser.unreader.buf.getvalue()
        if held or getattr(conn, "whole_request", None) is not None:
            super().enqueue_req(conn)
            return
        conn.sock.setblocking(False)
        conn.arrived = bytearray()
        conn.read_deadline = None
        conn.continued = False
        self.arriving.append(conn)
        # a kept-alive connection is here because its next request has come: most often
        # it is all there already, and goes to a thread without another turn of the loop
        if not self._read_some(conn):
            self.poller.register(conn.sock, selectors.EVENT_READ, partial(self._on_readable, conn))

    def _on_readable(self, conn: Any, _sock: Any) -> None:
        self._read_some(conn)

    def _read_some(self, conn: Any) -> bool:
        """Read what has come; whether the connection is done with here (handed over or closed)."""
        try:
            data = conn.sock.recv(65536)
        except (BlockingIOError, InterruptedError):
            return False
        except OSError:
            data = b""
        if not data:  # the client went away
            self._stop_reading(conn)
            self._close(conn)
            return True
        if conn.read_deadline is None:
            conn.read_deadline = time.monotonic() + READ_TIMEOUT
        conn.arrived += data
        if request_complete(conn.arrived):
            self._stop_reading(conn)
            conn.whole_request = bytes(conn.arrived)
            conn.arrived = bytearray()
            conn.data_ready = True
            super().enqueue_req(conn)
            return True
        if not conn.continued and b"\r\n\r\n" in conn.arrived:
            # a client waiting for "100 Continue" before it sends the body (curl does for
            # bodies over 1 KiB) is told to go on; a 1xx answer may be repeated
            head = bytes(conn.arrived[: conn.arrived.find(b"\r\n\r\n")]).lower()
            if b"\r\nexpect:" in head and b"100-continue" in head:
                with contextlib.suppress(OSError):
                    conn.sock.send(b"HTTP/1.1 100 Continue\r\n\r\n")
            conn.continued = True
        return False

    def handle(self, conn: Any) -> Any:
        whole = getattr(conn, "whole_request", None)
        if whole is not None:
            conn.whole_request = None
            conn.sock.setblocking(True)
            conn.init()
            conn.parser.unreader.unread(whole)
        self._serving.conn = conn
        try:
            return super().handle(conn)
        finally:
            self._serving.conn = None

    def finish_request(self, conn: Any, fs: Any) -> None:
        adopt: Adopt | None = getattr(conn, "hand_off", None)
        if adopt is None or not getattr(conn, "hand_off_ready", False) or fs.cancelled():
            super().finish_request(conn, fs)
            return
        conn.hand_off = None
        self.nr_conns -= 1  # the stream loop's from now on
        try:
            adopt(conn.sock, conn.hand_off_chunked)
        except Exception:
            self.log.exception("handing a stream over")
            conn.close()

    def murder_keepalived(self, force: bool = False) -> None:
        super().murder_keepalived(force)
        now = time.monotonic()
        idle_limit = self.cfg.keepalive if self.alive else min(self.cfg.keepalive, STOP_LINGER)
        for conn in list(self.arriving):
            if force or (conn.read_deadline is not None and conn.read_deadline <= now):
                self._stop_reading(conn)
                if not force:
                    with contextlib.suppress(OSError):
                        write_gunicorn_error(
                            conn.sock,
                            408,
                            "Request Timeout",
                            f"the request did not arrive within {READ_TIMEOUT:g} s",
                        )
                self._close(conn)
            elif conn.read_deadline is None and now - getattr(conn, "idle_since", now) > idle_limit:
                # connected (or kept alive) and silent: closed like an idle kept-alive connection
                self._stop_reading(conn)
                self._close(conn)
            elif conn.read_deadline is None and not hasattr(conn, "idle_since"):
                conn.idle_since = now

    def _stop_reading(self, conn: Any) -> None:
        with contextlib.suppress(ValueError):
            self.arriving.remove(conn)
        # gthread has often unregistered it already; asked to unregister a socket it does not
        # hold, the selector formats the socket into its KeyError, which cost every request
        # about 5% of a worker's time: the map says so for the price of a dict lookup
        with contextlib.suppress(OSError, ValueError):
            if conn.sock in self.poller.get_map():
                self.poller.unregister(conn.sock)
        if hasattr(conn, "idle_since"):
            del conn.idle_since

    def _close(self, conn: Any) -> None:
        self.nr_conns -= 1
        conn.close()

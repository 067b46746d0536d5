"""One pool of keep-alive connections a process, under every client this package makes.

httpx's own transport (httpcore and h11) costs more CPU a request than the service's
submit takes to answer, and each ``httpx.HTTPTransport`` loads a certificate store when it
is made, even for ``http://``: a fresh client a game, and three of them a game, was most of
what a bot spent. :class:`KeepAliveTransport` is an ``httpx`` transport over the standard
library's ``http.client``: plain HTTP/1.1, each connection kept open and reused by every
client, seat and game of the process (one connection a thread at a time), and ``https://``
handed to one ``httpx.HTTPTransport`` made once. It is what the clients of
:func:`~shithead_client.session.connect` and :class:`~shithead_client.session.Seat` send
through; the API above it is httpx's, unchanged, and its failures are httpx's
(``httpx.ConnectError``, ``httpx.ReadTimeout``, ...).

A connection is reused only when its server has not closed it meanwhile (it is checked
before each use); one that breaks before any answer comes is opened again and the request
sent once more, but only for requests that may be sent twice (``GET``, ``PUT``, ``DELETE``,
..., and any request with an ``Idempotency-Key``). After a ``fork`` the child opens
connections of its own.

A request's head and body go out in one write (``http.client`` alone sends them in two, and
the server then reads a small request twice). :meth:`KeepAliveTransport.exchange` is the
same pool without httpx's request and response models, for callers that send the same
headers again and again and read the whole answer at once:
:class:`~shithead_client.session.Seat`'s reads and submits, where httpx's own handling of a
request cost more CPU than the rest of the move.
"""

from __future__ import annotations

import atexit
import http.client
import os
import re
import select
import socket
import threading
from collections.abc import Iterable, Iterator
from typing import Any

import httpx

#: Idle connections kept for one server (more are closed once their answer is read).
MAX_IDLE = 64
#: What a header's name may not hold (``http.client.putheader`` refuses these too).
_BAD_HEADER = re.compile(r"[\x00-\x20:\x7f]")
#: Methods a request may be sent with again when a kept connection broke under it.
REPEATABLE = frozenset({b"GET", b"HEAD", b"OPTIONS", b"PUT", b"DELETE"})


def _closed_by_peer(sock: socket.socket | None) -> bool:
    """Whether an idle connection's socket is readable: its server closed it (or broke the
    protocol). Either way it cannot carry another request."""
    if sock is None:
        return True
    try:
        if hasattr(select, "poll"):
            poller = select.poll()
            poller.register(sock, select.POLLIN)
            return bool(poller.poll(0))
        readable, _, _ = select.select([sock], [], [], 0)
        return bool(readable)
    except (OSError, ValueError):
        return True


class _Connection(http.client.HTTPConnection):
    """``http.client``'s connection, with a request's head and body sent in one write, and
    headers given as lines already encoded (a caller sending the same ones again)."""

    def put_lines(self, lines: bytes) -> None:
        """Header lines (``Name: value``, joined by CRLF, none at the end) as they are."""
        if lines:
            self._buffer.append(lines)  # type: ignore[attr-defined]

    def _send_output(self, message_body: Any = None, encode_chunked: bool = False) -> None:
        if isinstance(message_body, bytes) and not encode_chunked:
            self._buffer.extend((b"", message_body))  # type: ignore[attr-defined]
            message = b"\r\n".join(self._buffer)  # type: ignore[attr-defined]
            del self._buffer[:]  # type: ignore[attr-defined]
            self.send(message)
            return
        super()._send_output(message_body, encode_chunked)  # type: ignore[misc]


def header_lines(headers: Iterable[tuple[str, str]]) -> bytes:
    """Header lines, encoded once, as :meth:`KeepAliveTransport.exchange` sends them."""
    lines = []
    for name, value in headers:
        if _BAD_HEADER.search(name) or "\r" in value or "\n" in value:
            raise ValueError(f"not a header http.client would send: {name!r}: {value!r}")
        lines.append(f"{name}: {value}".encode("latin-1"))
    return b"\r\n".join(lines)


class _Body(httpx.SyncByteStream):
    """An answer's body as it arrives; its connection goes back to the pool once the body
    is read to its end, and is closed when the answer is dropped before."""

    def __init__(
        self,
        pool: KeepAliveTransport,
        key: tuple[str, int],
        conn: _Connection,
        answer: http.client.HTTPResponse,
    ) -> None:
        self._pool, self._key, self._answer = pool, key, answer
        self._conn: _Connection | None = conn
        self._done = False

    def __iter__(self) -> Iterator[bytes]:
        answer = self._answer
        try:
            while True:
                chunk = answer.read1(65536)
                if not chunk:
                    break
                yield chunk
            answer.read()  # at the end: marks the answer read, so the connection is free
        except TimeoutError as exc:
            raise httpx.ReadTimeout(str(exc) or "timed out") from exc
        except (http.client.HTTPException, OSError) as exc:
            raise httpx.RemoteProtocolError(f"the answer broke off: {exc!r}") from exc
        self._done = True

    def close(self) -> None:
        conn, self._conn = self._conn, None
        if conn is None:
            return
        if self._done and not self._answer.will_close:
            self._pool._release(self._key, conn)
        else:
            self._answer.close()
            conn.close()


class KeepAliveTransport(httpx.BaseTransport):
    """Pooled keep-alive HTTP/1.1 connections (``http.client``) for every ``http://`` server;
    ``https://`` through one ``httpx.HTTPTransport``. Safe to share between threads."""

    def __init__(self, max_idle: int = MAX_IDLE) -> None:
        self.max_idle = max_idle
        self._idle: dict[tuple[str, int], list[_Connection]] = {}
        self._lock = threading.Lock()
        self._pid = os.getpid()
        self._tls: httpx.HTTPTransport | None = None

    # -- the pool ----------------------------------------------------------------------------

    def _acquire(self, key: tuple[str, int]) -> _Connection | None:
        with self._lock:
            if self._pid != os.getpid():  # a forked child: the parent's sockets are not ours
                self._idle, self._pid = {}, os.getpid()
            idle = self._idle.get(key)
            while idle:
                conn = idle.pop()
                if not _closed_by_peer(conn.sock):
                    return conn
                conn.close()
        return None

    def _release(self, key: tuple[str, int], conn: _Connection) -> None:
        with self._lock:
            idle = self._idle.setdefault(key, [])
            if len(idle) < self.max_idle and self._pid == os.getpid():
                idle.append(conn)
                return
        conn.close()

    def close(self) -> None:
        with self._lock:
            idle, self._idle = self._idle, {}
            tls, self._tls = self._tls, None
        for conns in idle.values():
            for conn in conns:
                conn.close()
        if tls is not None:
            tls.close()

    # -- a request ---------------------------------------------------------------------------

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        url = request.url
        if url.scheme != "http":
            with self._lock:
                if self._tls is None:
                    self._tls = httpx.HTTPTransport()
                tls = self._tls
            return tls.handle_request(request)
        timeout: dict[str, float | None] = request.extensions.get("timeout", {})
        key = (url.host, url.port or 80)
        lines = header_lines(
            (k.decode("latin-1"), v.decode("latin-1")) for k, v in request.headers.raw
        )
        repeatable = request.method.encode() in REPEATABLE or "idempotency-key" in request.headers
        conn, answer = self._send(
            key,
            request.method,
            url.raw_path.decode("ascii"),
            lines,
            request.read(),
            (timeout.get("connect"), timeout.get("write"), timeout.get("read")),
            repeatable,
        )
        return httpx.Response(
            answer.status,
            headers=[(k.encode("latin-1"), v.encode("latin-1")) for k, v in answer.getheaders()],
            stream=_Body(self, key, conn, answer),
            extensions={
                "http_version": b"HTTP/1.1",
                "reason_phrase": answer.reason.encode("latin-1", "replace"),
            },
        )

    def exchange(
        self,
        host: str,
        port: int,
        method: str,
        target: str,
        lines: bytes,
        body: bytes = b"",
        *,
        timeout_s: float | None = 60.0,
        repeatable: bool = False,
    ) -> tuple[int, http.client.HTTPMessage, bytes]:
        """One request on the pool's connections to ``http://host:port``, its answer read
        whole: (status, headers, body). ``lines``: the request's headers but ``Content-Length``
        (:func:`header_lines`), the ``Host`` among them; ``repeatable``: whether the request
        may be sent again when a kept connection broke under it (as :meth:`handle_request`
        decides from its method and ``Idempotency-Key``). Failures are httpx's, as through
        the transport."""
        key = (host, port)
        if body or method not in ("GET", "HEAD"):
            length = b"Content-Length: %d" % len(body)
            lines = lines + b"\r\n" + length if lines else length
        conn, answer = self._send(
            key, method, target, lines, body, (timeout_s, timeout_s, timeout_s), repeatable
        )
        try:
            content = answer.read()
        except TimeoutError as exc:
            conn.close()
            raise httpx.ReadTimeout(str(exc) or "timed out") from exc
        except (http.client.HTTPException, OSError) as exc:
            conn.close()
            raise httpx.RemoteProtocolError(f"the answer broke off: {exc!r}") from exc
        if answer.will_close:
            conn.close()
        else:
            self._release(key, conn)
        return answer.status, answer.headers, content

    def _send(
        self,
        key: tuple[str, int],
        method: str,
        target: str,
        lines: bytes,
        body: bytes,
        timeout: tuple[float | None, float | None, float | None],
        repeatable: bool,
    ) -> tuple[_Connection, http.client.HTTPResponse]:
        """A kept connection (or a new one) and the answer's head on it; a kept connection
        that broke before any answer came is replaced once more when ``repeatable``."""
        while True:
            conn = self._acquire(key)
            reused = conn is not None
            if conn is None:
                conn = self._connect(key, timeout[0])
            try:
                return conn, self._exchange(conn, method, target, lines, body, timeout)
            except _Broken as broken:
                conn.close()
                if reused and repeatable:
                    continue  # the server closed a kept connection: once more on a new one
                raise broken.error from broken.__cause__
            except BaseException:
                conn.close()
                raise

    @staticmethod
    def _connect(key: tuple[str, int], connect_s: float | None) -> _Connection:
        conn = _Connection(key[0], key[1], timeout=connect_s)
        try:
            conn.connect()
        except TimeoutError as exc:
            raise httpx.ConnectTimeout(str(exc) or "timed out") from exc
        except OSError as exc:
            raise httpx.ConnectError(str(exc)) from exc
        assert conn.sock is not None
        conn.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        return conn

    @staticmethod
    def _exchange(
        conn: _Connection,
        method: str,
        target: str,
        lines: bytes,
        body: bytes,
        timeout: tuple[float | None, float | None, float | None],
    ) -> http.client.HTTPResponse:
        """Send the request and read the answer's head; a connection that broke before any
        of the answer came raises :class:`_Broken`."""
        sock = conn.sock
        assert sock is not None
        try:
            _set_timeout(sock, timeout[1])
            conn.putrequest(method, target, skip_host=True, skip_accept_encoding=True)
            conn.put_lines(lines)
            conn.endheaders(body or None)
        except TimeoutError as exc:
            raise httpx.WriteTimeout(str(exc) or "timed out") from exc
        except OSError as exc:
            raise _Broken(httpx.WriteError(str(exc))) from exc
        try:
            _set_timeout(sock, timeout[2])
            return conn.getresponse()
        except TimeoutError as exc:
            raise httpx.ReadTimeout(str(exc) or "timed out") from exc
        except (http.client.RemoteDisconnected, ConnectionResetError, BrokenPipeError) as exc:
            raise _Broken(httpx.RemoteProtocolError(f"no answer: {exc!r}")) from exc
        except (http.client.HTTPException, OSError) as exc:
            raise httpx.RemoteProtocolError(f"a bad answer: {exc!r}") from exc


def _set_timeout(sock: socket.socket, seconds: float | None) -> None:
    # each change is a system call or two; the same timeout request after request is none
    if sock.gettimeout() != seconds:
        sock.settimeout(seconds)


class _Broken(Exception):
    """A connection that broke before any of the answer came: ``error`` is what to raise
    when the request may not be sent again."""

    def __init__(self, error: httpx.TransportError) -> None:
        super().__init__(str(error))
        self.error = error


_shared: KeepAliveTransport | None = None
_shared_lock = threading.Lock()


def shared() -> KeepAliveTransport:
    """The process's one pool (made on first use)."""
    global _shared
    with _shared_lock:
        if _shared is None:
            _shared = KeepAliveTransport()
            atexit.register(_shared.close)
        return _shared

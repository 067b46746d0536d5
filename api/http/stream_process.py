"""The deployment's stream process: one process, beside the web workers, that serves every
handed-over game stream.

Each web worker answers a stream's request (the headers, the log so far, the first status)
and then, instead of feeding the stream itself, passes the client's socket to this process
over a Unix socket (``SCM_RIGHTS``, :func:`socket.send_fds`) with what the hub needs: the
game, the viewer's seat, the version it was sent up to, the framing and whether the body is
chunked. It then forgets the connection. This process runs the one
:class:`~api.http.stream_hub.StreamHub` of the deployment and its stream loop, so a game's
news is read, folded, redacted and framed once per deployment, not once per worker, and the
writing of streams takes no turn of a web worker's interpreter lock from its requests.

The gunicorn master starts it (``on_starting`` in :mod:`api.http.gunicorn_conf`) and stops
it on exit; it is not a gunicorn worker. Its socket's path is in ``STREAM_SOCKET``, which the
workers inherit. Where it cannot be reached (not started, gone, or ``STREAM_PROCESS=0``), a
worker feeds the stream from its own hub as before.

The messages are ``SOCK_SEQPACKET`` datagrams: one JSON object and one descriptor each.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING, Any

from .stream_frames import Framing

if TYPE_CHECKING:  # the gunicorn master imports this module, and need not load the service's
    from .stream_hub import SocketWatcher, StreamHub

log = logging.getLogger("shithead.streams")

#: The environment variable holding the stream process's socket path (set by the master).
SOCKET_ENV = "STREAM_SOCKET"
#: "0": no stream process; every worker feeds its streams from its own hub.
ENABLED = os.environ.get("STREAM_PROCESS", "1") != "0"
#: Seconds a worker waits before it tries again to reach a stream process it could not reach.
RETRY_S = 1.0
#: Seconds the master waits for the stream process to listen before it starts the workers.
START_S = 15.0
_MAX_MESSAGE = 4096


@dataclass(frozen=True)
class HandOver:
    """What the stream process needs of a stream besides its socket."""

    game_id: str
    seat: int | None
    framing: str
    version: int
    chunked: bool

    def encode(self) -> bytes:
        return json.dumps(asdict(self)).encode()

    @classmethod
    def decode(cls, data: bytes) -> HandOver:
        fields: dict[str, Any] = json.loads(data)
        return cls(game_id=str(fields["game_id"]),
                   seat=None if fields["seat"] is None else int(fields["seat"]),
                   framing=str(fields["framing"]), version=int(fields["version"]),
                   chunked=bool(fields["chunked"]))

    def watcher(self, sock: socket.socket) -> SocketWatcher:
        from .stream_hub import SocketWatcher

        return SocketWatcher(self.game_id, self.seat, Framing(self.framing), self.version, sock,
                             chunked=self.chunked)


def default_socket_path() -> str:
    runtime = os.environ.get("XDG_RUNTIME_DIR", "")
    folder = runtime if os.path.isdir(runtime) else tempfile.gettempdir()
    return os.path.join(folder, f"shithead-streams-{os.getpid()}.sock")


# -- in a web worker ------------------------------------------------------------------------------

class StreamProcessClient:
    """A worker's connection to the stream process (made on first use, remade once it fails)."""

    def __init__(self, path: str) -> None:
        self.path = path
        self._sock: socket.socket | None = None
        self._lock = threading.Lock()
        self._retry_at = 0.0

    def hand_over(self, handover: HandOver, sock: socket.socket) -> bool:
        """Pass ``sock`` to the stream process; whether it took it (if so, the caller closes
        its own descriptor and forgets the connection; if not, it serves the stream itself)."""
        message = handover.encode()
        with self._lock:
            for _attempt in range(2):  # a connection the stream process closed is remade once
                conn = self._connected()
                if conn is None:
                    return False
                try:
                    socket.send_fds(conn, [message], [sock.fileno()])
                    return True
                except OSError:
                    self._close()
            self._retry_at = time.monotonic() + RETRY_S
            return False

    def _connected(self) -> socket.socket | None:
        if self._sock is not None:
            return self._sock
        if time.monotonic() < self._retry_at:
            return None
        conn = socket.socket(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        conn.settimeout(1.0)  # the stream process reads its socket at once; never block a loop long
        try:
            conn.connect(self.path)
        except OSError:
            conn.close()
            self._retry_at = time.monotonic() + RETRY_S
            return None
        self._sock = conn
        return conn

    def _close(self) -> None:
        if self._sock is not None:
            with contextlib.suppress(OSError):
                self._sock.close()
        self._sock = None


_client: tuple[int, StreamProcessClient | None] = (0, None)


def stream_process_client() -> StreamProcessClient | None:
    """This process's client of the stream process, or None where there is none to reach."""
    global _client
    pid, client = _client
    if pid != os.getpid():  # made anew in each forked worker
        path = os.environ.get(SOCKET_ENV, "")
        client = StreamProcessClient(path) if path and ENABLED else None
        _client = (os.getpid(), client)
    return client


# -- in the stream process ------------------------------------------------------------------------

class StreamProcess:
    """Takes handed-over streams on a Unix socket and feeds them from its hub."""

    def __init__(self, path: str, hub: StreamHub) -> None:
        self.path = path
        self.hub = hub
        self._listener = socket.socket(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        with contextlib.suppress(FileNotFoundError):
            os.unlink(path)
        self._listener.bind(path)
        os.chmod(path, 0o600)
        self._listener.listen(64)
        self._stopped = threading.Event()
        self._thread = threading.Thread(target=self._accept, name="stream-accept", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        self._stopped.set()
        with contextlib.suppress(OSError):
            self._listener.shutdown(socket.SHUT_RDWR)
        self._listener.close()
        with contextlib.suppress(FileNotFoundError):
            os.unlink(self.path)
        self.hub.stop()

    def _accept(self) -> None:
        while not self._stopped.is_set():
            try:
                conn, _ = self._listener.accept()
            except OSError:
                if self._stopped.is_set():
                    return
                log.exception("stream process: accepting a worker")
                time.sleep(0.2)
                continue
            threading.Thread(target=self._receive, args=(conn,), name="stream-receive",
                             daemon=True).start()

    def _receive(self, conn: socket.socket) -> None:
        """Adopt each stream a worker passes, until the worker goes away."""
        with conn:
            while not self._stopped.is_set():
                try:
                    message, fds, _flags, _addr = socket.recv_fds(conn, _MAX_MESSAGE, 1)
                except OSError:
                    return
                if not message and not fds:
                    return  # the worker went away
                socks = [socket.socket(fileno=fd) for fd in fds]
                try:
                    handover = HandOver.decode(message)
                    if len(socks) != 1:
                        raise ValueError(f"{len(socks)} descriptors with one stream")
                except (ValueError, KeyError, TypeError):
                    log.exception("stream process: a malformed hand-over")
                    for sock in socks:
                        sock.close()
                    continue
                self.hub.adopt(handover.watcher(socks[0]))


def serve(path: str) -> None:
    """Run the stream process until SIGTERM or SIGINT, or until its parent is gone."""
    from ..games.service import GameService
    from ..store.events import EventStore
    from ..store.redis_conn import client_from_url
    from .stream_hub import StreamHub

    client = client_from_url(os.environ["REDIS_URL"])
    hub = StreamHub(GameService(EventStore(client)), client, hand_off=True)
    server = StreamProcess(path, hub)
    done = threading.Event()
    for signum in (signal.SIGTERM, signal.SIGINT):
        signal.signal(signum, lambda *_: done.set())
    parent = os.getppid()
    while not done.wait(1.0):
        if os.getppid() != parent:  # the master died without stopping us
            break
    server.stop()


# -- in the gunicorn master -----------------------------------------------------------------------

def start(path: str) -> subprocess.Popen[bytes]:
    """Start the stream process listening on ``path``, and wait until it listens (a worker
    that cannot reach it serves its streams itself, so a slow start only costs that)."""
    proc = subprocess.Popen([sys.executable, "-m", "api.http.stream_process", path])
    deadline = time.monotonic() + START_S
    while time.monotonic() < deadline and proc.poll() is None:
        probe = socket.socket(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        try:
            probe.connect(path)
            break
        except OSError:
            time.sleep(0.05)
        finally:
            probe.close()
    return proc


def stop(proc: subprocess.Popen[bytes]) -> None:
    proc.terminate()
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(timeout=5)


if __name__ == "__main__":
    logging.basicConfig(level=os.environ.get("LOG_LEVEL", "info").upper(),
                        format="[%(asctime)s] [%(process)d] [%(levelname)s] %(message)s")
    serve(sys.argv[1])

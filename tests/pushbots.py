"""Push bots for the tests: a loopback HTTP server, one behaviour per path.

``/random``     a legal move chosen from the request alone (so it makes the same choice
                whichever runner asks: the game id is not used)
``/first``      the first legal move
``/slow``       answers after ``slow_s`` seconds (longer than the tests' time-outs)
``/error``      500
``/redirect``   302 to ``/first`` (the service does not follow it)
``/malformed``  a body that is not JSON
``/illegal``    a well-formed action that is never legal
``/flaky``      every other request a 500, else a legal move
``/swapper``    a swap whenever one is legal (it never gets ready by itself), else the first
``/noter``      the first legal move, with a note
``/badnote``    the first legal move, with a note out of bounds (a line break)

Every move request is recorded in ``calls`` as ``(path, payload)``; the notices of a game's
start and end (any other ``type``) are answered 204 by every path and recorded in
``notices``; and every request, its headers and its body as sent, in ``received``, for the
tests that check the signatures.
"""

from __future__ import annotations

import hashlib
import json
import socket
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, NamedTuple


def choose_from(payload: dict[str, Any]) -> dict[str, Any]:
    """A move that depends only on the seat's view of the game, never on the game id."""
    legal = payload["legal_moves"]
    plays = [a for a in legal if a["kind"] != "pickup"] or legal
    key = json.dumps([payload["version"], payload["seat"], plays], sort_keys=True).encode()
    return dict(plays[int.from_bytes(hashlib.sha256(key).digest()[:4], "big") % len(plays)])


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


#: Where the test bots are served, and a port where nothing is: the only places the tests'
#: service may call (``PUSH_BOT_HOSTS`` holds host:port pairs).
BOTS_PORT = _free_port()
CLOSED_PORT = _free_port()
PUSH_BOT_HOSTS = f"127.0.0.1:{BOTS_PORT},127.0.0.1:{CLOSED_PORT}"


class Received(NamedTuple):
    """A request as it came: its path, headers and body."""

    path: str
    headers: dict[str, str]
    body: bytes


class _Handler(BaseHTTPRequestHandler):
    server: _Server

    def log_message(self, format: str, *args: Any) -> None:
        pass

    def do_POST(self) -> None:
        length = int(self.headers.get("Content-Length", "0"))
        body = self.rfile.read(length)
        payload = json.loads(body)
        path = self.path.strip("/")
        with self.server.lock:
            self.server.received.append(Received(path, dict(self.headers.items()), body))
            if payload.get("type") != "move":
                self.server.notices.append((path, payload))
        if payload.get("type") != "move":
            self._send(204, b"", "text/plain")
            return
        with self.server.lock:
            self.server.calls.append((path, payload))
            count = sum(1 for p, _ in self.server.calls if p == path)
        legal = payload["legal_moves"]
        if path == "random":
            self._json({"action": choose_from(payload)})
        elif path == "first":
            self._json({"action": legal[0]})
        elif path == "slow":
            time.sleep(self.server.slow_s)
            self._json({"action": legal[0]})
        elif path == "error":
            self._send(500, b"oops", "text/plain")
        elif path == "redirect":
            self.send_response(302)
            self.send_header("Location", "/first")
            self.send_header("Content-Length", "0")
            self.end_headers()
        elif path == "malformed":
            self._send(200, b"{not json", "application/json")
        elif path == "illegal":
            self._json({"action": {"kind": "flip", "slot": 63}})
        elif path == "flaky":
            if count % 2:
                self._send(500, b"oops", "text/plain")
            else:
                self._json({"action": choose_from(payload)})
        elif path == "noter":
            self._json({"action": legal[0], "note": f"move {count}: the first of {len(legal)}"})
        elif path == "badnote":
            self._json({"action": legal[0], "note": "a\nline break"})
        elif path == "swapper":
            swaps = [a for a in legal if a["kind"] == "swap"]
            self._json({"action": swaps[count % len(swaps)] if swaps else legal[0]})
        else:
            self._send(404, b"no such bot", "text/plain")

    def _json(self, body: Any) -> None:
        self._send(200, json.dumps(body).encode(), "application/json")

    def _send(self, status: int, body: bytes, content_type: str) -> None:
        try:
            self.send_response(status)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
        except OSError:
            pass  # the service gave up waiting (the slow bot) and closed the connection


class _Server(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self) -> None:
        super().__init__(("127.0.0.1", BOTS_PORT), _Handler)
        self.calls: list[tuple[str, dict[str, Any]]] = []
        self.notices: list[tuple[str, dict[str, Any]]] = []
        self.received: list[Received] = []
        self.lock = threading.Lock()
        self.slow_s = 0.6

    def handle_error(self, request: Any, client_address: Any) -> None:
        pass  # a connection the service closed early is expected here


class PushBots:
    def __init__(self) -> None:
        self.server = _Server()
        self.port = self.server.server_address[1]
        self.thread = threading.Thread(
            target=self.server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )
        self.thread.start()

    def url(self, kind: str) -> str:
        return f"http://127.0.0.1:{self.port}/{kind}"

    @property
    def calls(self) -> list[tuple[str, dict[str, Any]]]:
        with self.server.lock:
            return list(self.server.calls)

    @property
    def notices(self) -> list[tuple[str, dict[str, Any]]]:
        with self.server.lock:
            return list(self.server.notices)

    @property
    def received(self) -> list[Received]:
        with self.server.lock:
            return list(self.server.received)

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def closed_port_url() -> str:
    """A loopback URL nothing listens on (but push bots may be at): every call is refused."""
    return f"http://127.0.0.1:{CLOSED_PORT}/gone"

"""The Python client's pool of keep-alive connections (``shithead_client.keepalive``), against
a real HTTP/1.1 server on a loopback port that can misbehave on purpose: connections are
kept and reused across clients, one the server closed is never reused, a request cut off
before its answer is sent again only when that is safe, and failures are httpx's own."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import httpx
import pytest

from shithead_client import connect, connect_seat
from shithead_client.keepalive import KeepAliveTransport
from tests.pushbots import CLOSED_PORT


class _Server(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self) -> None:
        super().__init__(("127.0.0.1", 0), _Handler)
        #: every request read: (client port, method, path, Idempotency-Key)
        self.seen: list[tuple[int, str, str, str | None]] = []
        self.lock = threading.Lock()
        self.drops: set[str] = set()  # the paths whose next request is cut off unanswered


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server: _Server

    def log_message(self, format: str, *args: Any) -> None:
        pass

    def _answer(self, body: bytes, *, close: bool = False) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)
        self.wfile.flush()
        self.close_connection = close

    def _handle(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        sent = self.rfile.read(length) if length else b""
        with self.server.lock:
            self.server.seen.append(
                (self.client_address[1], self.command, self.path, self.headers["Idempotency-Key"])
            )
            drop = self.path in self.server.drops
            self.server.drops.discard(self.path)
        if drop:  # read, then the connection closed with no answer
            self.close_connection = True
            return
        if self.path == "/hang-up":  # answered, then closed without saying so
            self._answer(b'{"ok": true}', close=True)
        elif self.path == "/slow":
            threading.Event().wait(2)
            self._answer(b"{}")
        elif self.path == "/big":
            self._answer(b"x" * 1_000_000)
        else:
            self._answer(b'{"ok": true, "echo": "%s"}' % sent.hex().encode())

    do_GET = do_POST = _handle


@pytest.fixture(scope="module")
def server() -> Iterator[_Server]:
    srv = _Server()
    thread = threading.Thread(target=srv.serve_forever, kwargs={"poll_interval": 0.05})
    thread.start()
    try:
        yield srv
    finally:
        srv.shutdown()
        srv.server_close()
        thread.join(10)


@pytest.fixture
def client(server: _Server) -> Iterator[httpx.Client]:
    """A client over a pool of its own, and the server's record emptied."""
    with server.lock:
        server.seen.clear()
    port = server.server_address[1]
    with httpx.Client(base_url=f"http://127.0.0.1:{port}", transport=KeepAliveTransport()) as c:
        yield c


def ports(server: _Server) -> list[int]:
    with server.lock:
        return [seen[0] for seen in server.seen]


def test_one_connection_carries_every_request_of_a_thread(
    server: _Server, client: httpx.Client
) -> None:
    for n in range(5):
        assert client.post("/echo", json={"n": n}).json()["ok"] is True
        assert client.get("/ok").status_code == 200
    assert len(ports(server)) == 10 and len(set(ports(server))) == 1


def test_the_clients_a_process_makes_share_its_pool(server: _Server) -> None:
    """``connect`` and ``connect_seat`` clients, made and closed one after the other (a game
    after a game), send on one connection."""
    with server.lock:
        server.seen.clear()
    base = f"http://127.0.0.1:{server.server_address[1]}"
    for n in range(3):
        with connect(base) as anyone:
            assert anyone.get_httpx_client().get("/ok").json()["ok"] is True
        with connect_seat(base, f"token-{n}") as seat:
            assert seat.get_httpx_client().post("/act", json={}).status_code == 200
    assert len(ports(server)) == 6 and len(set(ports(server))) == 1


def test_a_connection_the_server_closed_is_not_reused(
    server: _Server, client: httpx.Client
) -> None:
    assert client.get("/hang-up").json()["ok"] is True
    assert client.get("/ok").json()["ok"] is True
    first, second = ports(server)
    assert first != second


def test_a_keyed_request_cut_off_on_a_kept_connection_is_sent_again(
    server: _Server, client: httpx.Client
) -> None:
    client.get("/ok")
    server.drops.add("/keyed")
    answer = client.post("/keyed", json={"a": 1}, headers={"Idempotency-Key": "k1"})
    assert answer.json()["ok"] is True
    with server.lock:
        keyed = [seen for seen in server.seen if seen[2] == "/keyed"]
    assert [seen[3] for seen in keyed] == ["k1", "k1"] and keyed[0][0] != keyed[1][0]


def test_a_request_without_a_key_cut_off_is_never_sent_twice(
    server: _Server, client: httpx.Client
) -> None:
    client.get("/ok")
    server.drops.add("/create")
    with pytest.raises(httpx.RemoteProtocolError):
        client.post("/create", json={"game": 1})
    with server.lock:
        assert [seen[2] for seen in server.seen].count("/create") == 1
    assert client.get("/ok").status_code == 200  # and the pool goes on


def test_a_slow_answer_is_httpx_s_read_timeout(server: _Server, client: httpx.Client) -> None:
    with pytest.raises(httpx.ReadTimeout):
        client.get("/slow", timeout=httpx.Timeout(5, read=0.2))
    assert client.get("/ok").status_code == 200


def test_an_answer_dropped_half_read_takes_its_connection_with_it(
    server: _Server, client: httpx.Client
) -> None:
    with client.stream("GET", "/big") as answer:
        first = next(answer.iter_bytes())
        assert first and len(first) < 1_000_000
    assert client.get("/ok").status_code == 200
    big, after = ports(server)
    assert big != after
    assert len(client.get("/big").content) == 1_000_000


def test_a_server_that_is_not_there_is_httpx_s_connect_error() -> None:
    with httpx.Client(transport=KeepAliveTransport()) as client, pytest.raises(httpx.ConnectError):
        client.get(f"http://127.0.0.1:{CLOSED_PORT}/")

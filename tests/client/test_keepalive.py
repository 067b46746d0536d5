"""The Python client's pool of keep-alive connections (``shithead_client.keepalive``), against
a real HTTP/1.1 server on a loopback port that can misbehave on purpose: connections are
kept and reused across clients, one the server closed is never reused, a request cut off
before its answer is sent again only when that is safe, and failures are httpx's own."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import httpx
import pytest

from shithead_client import Seat, ServiceProblem, VersionConflict, connect, connect_seat
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
        #: answers given, in turn, to a path's next requests: (status, headers, body)
        self.scripted: dict[str, list[tuple[int, dict[str, str], bytes]]] = {}


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
            script = self.server.scripted.get(self.path)
            scripted = script.pop(0) if script else None
        if scripted is not None:
            status, headers, body = scripted
            self.send_response(status)
            for name, value in {**headers, "Content-Length": str(len(body))}.items():
                self.send_header(name, value)
            self.end_headers()
            self.wfile.write(body)
        elif drop:  # read, then the connection closed with no answer
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


def test_a_seat_sends_its_reads_and_submits_on_one_kept_connection(server: _Server) -> None:
    """A seat's requests go straight to the pool (not through httpx): the same paths, the
    submit's body and its key, one connection."""
    with server.lock:
        server.seen.clear()
    with Seat(f"http://127.0.0.1:{server.server_address[1]}", "g 1", "t") as seat:
        assert seat.game()["ok"] is True
        assert seat.legal_moves()["ok"] is True
        assert seat.events(4)["ok"] is True
        done = seat.submit({"kind": "ready"}, 3, idempotency_key="k-1", note="hi")
    assert json.loads(bytes.fromhex(done["echo"])) == {
        "action": {"kind": "ready"},
        "expected_version": 3,
        "note": "hi",
    }
    with server.lock:
        seen = list(server.seen)
    assert [(method, path, key) for _, method, path, key in seen] == [
        ("GET", "/v1/games/g%201", None),
        ("GET", "/v1/games/g%201/legal-moves", None),
        ("GET", "/v1/games/g%201/events?after=4&wait=0", None),
        ("POST", "/v1/games/g%201/actions", "k-1"),
    ]
    assert len({port for port, *_ in seen}) == 1


def test_a_seat_s_submit_cut_off_is_sent_again_with_its_key(server: _Server) -> None:
    with server.lock:
        server.seen.clear()
    with Seat(f"http://127.0.0.1:{server.server_address[1]}", "g2", "t") as seat:
        seat.game()  # a kept connection for the submit
        server.drops.add("/v1/games/g2/actions")
        assert seat.submit({"kind": "ready"}, 1)["ok"] is True
    with server.lock:
        keys = [key for _, _, path, key in server.seen if path.endswith("/actions")]
    assert len(keys) == 2 and keys[0] is not None and keys[0] == keys[1]


def test_a_seat_waits_out_a_429_and_raises_a_refusal_with_its_code(server: _Server) -> None:
    limited = b'{"code": "rate_limited", "status": 429, "detail": "slow down"}'
    conflict = b'{"code": "version_conflict", "status": 409, "version": 7, "detail": "moved"}'
    problem = {"Content-Type": "application/problem+json"}
    server.scripted["/v1/games/g3/legal-moves"] = [
        (429, {**problem, "Retry-After": "0.2"}, limited)
    ]
    server.scripted["/v1/games/g3/actions"] = [(409, problem, conflict)]
    server.scripted["/v1/games/g3"] = [(404, problem, b'{"code": "game_not_found"}')]
    with Seat(f"http://127.0.0.1:{server.server_address[1]}", "g3", "t") as seat:
        started = time.monotonic()
        assert seat.legal_moves()["ok"] is True  # the second answer, after the pause
        assert time.monotonic() - started >= 0.2
        with pytest.raises(VersionConflict) as refused:
            seat.submit({"kind": "ready"}, 1)
        assert refused.value.code == "version_conflict" and refused.value.version == 7
        with pytest.raises(ServiceProblem) as missing:
            seat.game()
        assert (missing.value.status, missing.value.code) == (404, "game_not_found")

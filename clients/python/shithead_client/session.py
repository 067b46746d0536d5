"""What a bot needs beyond the generated calls: polite retries, idempotent submits, conflicts
handled, and waiting for the game to move.

- Every request that gets ``429`` or ``503`` is sent again after the ``Retry-After`` the
  answer gives (:class:`RetryAfterTransport`, under every client :func:`connect` makes).
- Every submit carries an ``Idempotency-Key``; a submit whose connection broke is sent again
  with the same key, so the service acts at most once (:meth:`Seat.submit`).
- A ``409 version_conflict`` (the game moved on between reading and acting) is answered by
  reading the game again and choosing again (:meth:`Seat.act`).
- Waiting for the next event uses the game's event stream when the server has one
  (``GET /v1/games/{id}/stream`` as NDJSON), else a long poll (``/events?wait=``).

A :class:`Seat` on an ``http://`` server sends its reads and submits straight on the
process's pool of keep-alive connections (:meth:`~shithead_client.keepalive.KeepAliveTransport.exchange`),
its headers encoded once, without httpx's request and response models: the same requests,
retries and answers as the generated calls, at a third of their CPU, which a bot playing
flat out spends on every move. Everything else goes through the generated calls.

Views and legal moves are plain JSON (``dict``), exactly as the service sends them: the
same shapes a push bot is sent and the local loop (``shithead play``) gives.
"""

from __future__ import annotations

import json
import time
import uuid
from collections.abc import Callable, Iterator
from typing import Any
from urllib.parse import quote

import httpx

from . import keepalive
from .backoff import Backoff
from .generated import AuthenticatedClient, Client
from .generated.api.bots import register_bot
from .generated.api.games import (
    create_game,
    get_events,
    get_game,
    get_legal_moves,
    join_game,
    submit_action,
)
from .generated.api.ladders import join_ladder as join_ladder_call
from .generated.models import (
    CreateGameRequest,
    JoinRequest,
    RegisterBotRequest,
    SubmitActionRequest,
)
from .generated.types import Response

try:  # a faster JSON decoder when the process has it (the service does); json otherwise
    import orjson as _orjson
except ImportError:  # pragma: no cover - the tests' process has it
    _orjson = None  # type: ignore[assignment]


def _loads(content: bytes) -> Any:
    if _orjson is not None:
        try:
            return _orjson.loads(content)
        except _orjson.JSONDecodeError:
            pass  # what orjson refuses (an integer past 64 bits) json may read
    return json.loads(content)


#: A game as a seat sees it (``GET /v1/games/{id}``), a legal action, and a bot's whole policy.
View = dict[str, Any]
Move = dict[str, Any]
Policy = Callable[[View, list[Move]], Move]

#: The longest wait a long poll may ask for (the service's limit).
MAX_WAIT_S = 30
#: A seat's requests time out after this many seconds (connecting, sending, each read).
SEAT_TIMEOUT_S = 60.0
#: What a :class:`Seat`'s own requests say they are.
USER_AGENT = "shithead-client/0.1"
NDJSON = "application/x-ndjson"
#: Lines of an event stream that only keep the connection open.


class ServiceProblem(Exception):
    """The service refused a request: its ``application/problem+json`` body."""

    def __init__(
        self, status: int, problem: dict[str, Any], retry_after: float | None = None
    ) -> None:
        self.status = status
        self.problem = problem
        #: the seconds the answer's ``Retry-After`` asked to wait (``429``, ``503``), if any
        self.retry_after = retry_after
        self.code: str = str(problem.get("code", ""))
        super().__init__(f"{status} {self.code}: {problem.get('detail', '')}")


class VersionConflict(ServiceProblem):
    """``409 version_conflict``: the game is at ``version`` now, not the one the action named."""

    @property
    def version(self) -> int | None:
        found = self.problem.get("version")
        return found if isinstance(found, int) else None


class RetryAfterTransport(httpx.BaseTransport):
    """Sends a request again when the service answers ``429`` (rate limited) or ``503``
    (unavailable for a moment), after the seconds its ``Retry-After`` says (when it says
    nothing, an exponential backoff with jitter from half a second: :class:`Backoff`; at
    most ``max_sleep_s``), up to ``attempts`` times in all. It sends through ``inner``,
    by default the process's one pool of keep-alive connections
    (:mod:`~shithead_client.keepalive`), which closing this transport leaves open for the
    process's other clients; an ``inner`` given is closed with it."""

    def __init__(
        self,
        inner: httpx.BaseTransport | None = None,
        *,
        attempts: int = 10,
        max_sleep_s: float = 30.0,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self._owns_inner = inner is not None
        self.inner: httpx.BaseTransport = inner if inner is not None else keepalive.shared()
        self.attempts = attempts
        self.max_sleep_s = max_sleep_s
        self.sleep = sleep

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        backoff: Backoff | None = None  # made at the first refusal (it seeds a random source)
        for _ in range(self.attempts - 1):
            response = self.inner.handle_request(request)
            if response.status_code not in (429, 503):
                return response
            backoff = backoff or Backoff(cap_s=self.max_sleep_s)
            response.read()
            response.close()
            self.sleep(backoff.delay(retry_after_s(response.headers.get("Retry-After"))))
        return self.inner.handle_request(request)

    def close(self) -> None:
        if self._owns_inner:
            self.inner.close()


def retry_after_s(header: str | None) -> float | None:
    """The seconds a ``Retry-After`` header asks for, when it is a number of seconds."""
    try:
        return max(float(header), 0.0) if header is not None else None
    except ValueError:
        return None


def retry_after(header: str | None, cap: float) -> float:
    """The seconds a ``Retry-After`` header asks for (a number; anything else: 1 second)."""
    try:
        seconds = float(header) if header is not None else 1.0
    except ValueError:
        seconds = 1.0
    return min(max(seconds, 0.0), cap)


def connect(server: str, *, timeout_s: float = 60.0) -> Client:
    """A generated client for ``server`` (no token: what anyone may do, such as creating a
    game) that retries on 429 and 503."""
    return Client(
        base_url=server.rstrip("/"),
        timeout=httpx.Timeout(timeout_s),
        httpx_args={"transport": RetryAfterTransport()},
    )


def connect_seat(server: str, token: str, *, timeout_s: float = 60.0) -> AuthenticatedClient:
    """A generated client acting with a seat's bearer ``token``, retrying on 429 and 503."""
    return AuthenticatedClient(
        base_url=server.rstrip("/"),
        token=token,
        timeout=httpx.Timeout(timeout_s),
        httpx_args={"transport": RetryAfterTransport()},
    )


def body_of(response: Response[Any]) -> dict[str, Any]:
    """The JSON body of a 2xx answer; a refusal raises :class:`ServiceProblem` (or
    :class:`VersionConflict` for a 409 ``version_conflict``)."""
    return _body(int(response.status_code), response.content, response.headers.get("retry-after"))


def _body(status: int, content: bytes, pause: str | None) -> dict[str, Any]:
    """:func:`body_of` on an answer's status, body and ``Retry-After``."""
    try:
        data = _loads(content)
    except ValueError:
        data = {"detail": content[:200].decode("utf-8", "replace")}
    if 200 <= status < 300:
        assert isinstance(data, dict)
        return data
    problem = data if isinstance(data, dict) else {"detail": str(data)}
    if status == 409 and problem.get("code") == "version_conflict":
        raise VersionConflict(409, problem)
    raise ServiceProblem(status, problem, retry_after_s(pause))


def long_poll_page(response: Response[Any], wait: int) -> dict[str, Any]:
    """The page a long poll answered (as :func:`body_of`). A server holding as many long polls
    as it may answers one at once, without its wait, with ``Retry-After``: when nothing came,
    that pause is taken here, so a client polling in a loop does not spin."""
    return _paused(body_of(response), response.headers.get("retry-after"), wait)


def _paused(page: dict[str, Any], pause: str | None, wait: int) -> dict[str, Any]:
    if wait > 0 and not page.get("events") and pause is not None:
        time.sleep(retry_after(pause, wait))
    return page


def new_game(server: str, bot_token: str | None = None, **request: Any) -> dict[str, Any]:
    """``POST /v1/games`` with ``request`` as its body (``ruleset``, ``seats``, ...): the
    created game, with a bearer token for each seat a person (or your program) plays. A
    registered bot's seat (``{"account": name}``) needs that bot's token as ``bot_token``:
    nobody else may seat it (challenge it instead)."""
    if bot_token is not None:
        with connect_seat(server, bot_token) as bot:
            return body_of(
                create_game.sync_detailed(client=bot, body=CreateGameRequest.from_dict(request))
            )
    with connect(server) as anyone:
        return body_of(
            create_game.sync_detailed(client=anyone, body=CreateGameRequest.from_dict(request))
        )


def register(server: str, name: str, kind: str = "pull", **fields: Any) -> dict[str, Any]:
    """``POST /v1/bots``: a registered bot (``fields``: ``url`` for a push bot,
    ``description``, ``owner``) with its ``token``, shown only in this answer: keep it.
    :func:`~shithead_client.bot.run_bot` with ``bot=`` plays every game it is given."""
    with connect(server) as anyone:
        return body_of(
            register_bot.sync_detailed(
                client=anyone,
                body=RegisterBotRequest.from_dict({"name": name, "kind": kind, **fields}),
            )
        )


def join_ladder(server: str, ladder_id: str, bot_token: str) -> dict[str, Any]:
    """``POST /v1/ladders/{id}/join`` with a registered bot's token: the bot is enrolled, and
    the ladder's scheduler gives it games (``seat_assigned`` on its feed, ``by: ladder``)
    that :func:`~shithead_client.bot.run_bot` with ``bot=`` plays. The ladder, as it is now."""
    with connect_seat(server, bot_token) as bot:
        return body_of(join_ladder_call.sync_detailed(ladder_id, client=bot))


def take_seat(
    server: str, game_id: str, name: str | None = None, seat: int | None = None
) -> dict[str, Any]:
    """``POST /v1/games/{id}/join``: an open seat (``seat``, or the first open one) and its token."""
    body: dict[str, Any] = {} if name is None else {"name": name}
    if seat is not None:
        body["seat"] = seat
    with connect(server) as anyone:
        return body_of(
            join_game.sync_detailed(game_id, client=anyone, body=JoinRequest.from_dict(body))
        )


class Seat:
    """One seat of one game, played with its bearer token."""

    def __init__(
        self,
        server: str,
        game_id: str,
        token: str,
        *,
        submit_attempts: int = 5,
        wait_s: int = MAX_WAIT_S,
    ) -> None:
        self.server = server.rstrip("/")
        self.wait_s = min(wait_s, MAX_WAIT_S)
        self.game_id = game_id
        self.auth = connect_seat(server, token, timeout_s=SEAT_TIMEOUT_S)
        self.submit_attempts: int = submit_attempts
        self._stream: bool | None = (
            None  # whether the server has the event stream (None: not asked)
        )
        url = httpx.URL(self.server)
        #: (host, port) of an ``http://`` server, whose requests go straight to the pool
        self._direct = (url.host, url.port or 80) if url.scheme == "http" else None
        self._path = (
            f"{url.raw_path.decode('ascii').rstrip('/')}/v1/games/{quote(game_id, safe='')}"
        )
        self._lines = keepalive.header_lines(
            [
                ("Host", url.netloc.decode("ascii")),
                ("Accept", "application/json"),
                ("User-Agent", USER_AGENT),
                ("Authorization", f"Bearer {token}"),
            ]
        )
        self._retries = RetryAfterTransport()

    def close(self) -> None:
        self.auth.get_httpx_client().close()

    def __enter__(self) -> Seat:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # == straight to the pool =================================================================

    def _request(
        self, method: str, target: str, body: bytes = b"", key: str | None = None
    ) -> tuple[int, bytes, str | None]:
        """``method target`` on the pool's connection (an ``http://`` server only), sent again
        after a ``429``/``503`` as :class:`RetryAfterTransport` does: (status, body,
        ``Retry-After``). Only a request with a ``key`` (its ``Idempotency-Key``) or a ``GET``
        is sent again when a kept connection broke under it."""
        assert self._direct is not None
        lines = self._lines
        if body:
            lines += b"\r\nContent-Type: application/json"
        if key is not None:
            lines += b"\r\n" + keepalive.header_lines([("Idempotency-Key", key)])
        pool, (host, port) = keepalive.shared(), self._direct
        retries, backoff = self._retries, None
        for attempt in range(retries.attempts):
            status, headers, content = pool.exchange(
                host,
                port,
                method,
                target,
                lines,
                body,
                timeout_s=SEAT_TIMEOUT_S,
                repeatable=method == "GET" or key is not None,
            )
            if status not in (429, 503) or attempt == retries.attempts - 1:
                return status, content, headers.get("retry-after")
            backoff = backoff or Backoff(cap_s=retries.max_sleep_s)
            retries.sleep(backoff.delay(retry_after_s(headers.get("retry-after"))))
        raise AssertionError("unreachable")  # pragma: no cover

    # == reading ==============================================================================

    def game(self) -> View:
        """The game as this seat sees it: ``GET /v1/games/{id}``."""
        if self._direct is not None:
            return _body(*self._request("GET", self._path))
        return body_of(get_game.sync_detailed(self.game_id, client=self.auth))

    def legal_moves(self) -> dict[str, Any]:
        """``GET /v1/games/{id}/legal-moves``: ``version``, ``actions``, ``to_act``, ``result``..."""
        if self._direct is not None:
            return _body(*self._request("GET", f"{self._path}/legal-moves"))
        return body_of(get_legal_moves.sync_detailed(self.game_id, client=self.auth))

    def events(self, after: int, wait: int = 0) -> dict[str, Any]:
        """The events after ``after`` (a long poll with ``wait`` seconds, at most 30)."""
        wait = min(wait, MAX_WAIT_S)
        if self._direct is not None:
            status, content, pause = self._request(
                "GET", f"{self._path}/events?after={int(after)}&wait={int(wait)}"
            )
            return _paused(_body(status, content, pause), pause, wait)
        return long_poll_page(
            get_events.sync_detailed(self.game_id, client=self.auth, after=after, wait=wait), wait
        )

    def stream(self, after: int) -> Iterator[dict[str, Any]]:
        """The events after ``after``, one at a time, as they happen: from the game's NDJSON
        stream when the server has one, else from long polls. Ends with the game."""
        if self._stream is not False:
            http = self.auth.get_httpx_client()
            headers = {"Accept": NDJSON, "Last-Event-ID": str(after)}
            with http.stream(
                "GET",
                f"/v1/games/{self.game_id}/stream",
                headers=headers,
                params={"after": after},
                timeout=httpx.Timeout(60, read=None),
            ) as answer:
                ndjson = answer.headers.get("content-type", "").startswith(NDJSON)
                self._stream = answer.status_code == 200 and ndjson
                if self._stream:
                    # one object per line, by its kind: a log entry ("game"), the game's
                    # status after each batch, a heartbeat, the end of a finished game, and
                    # the problem that ended it early (a bot's token rotated or revoked)
                    for line in answer.iter_lines():
                        frame = json.loads(line) if line.strip() else None
                        if not isinstance(frame, dict):
                            continue
                        if frame.get("kind") == "game":
                            yield frame["event"]
                        elif frame.get("kind") == "end":
                            return
                        elif frame.get("kind") == "error":
                            problem = {k: v for k, v in frame.items() if k != "kind"}
                            raise ServiceProblem(int(problem.get("status") or 401), problem)
                    return
        while True:
            page = self.events(after, self.wait_s)
            yield from page["events"]
            if page["phase"] == "over":
                return
            after = max(after, int(page["version"]))

    def wait_after(self, version: int) -> None:
        """Return once the game is past ``version`` (or after a long poll's wait)."""
        if self._stream is None or self._stream:
            for _event in self.stream(version):
                return
        self.events(version, self.wait_s)

    # == acting ===============================================================================

    def submit(
        self,
        action: Move,
        expected_version: int,
        *,
        idempotency_key: str | None = None,
        note: str | None = None,
    ) -> dict[str, Any]:
        """``POST /v1/games/{id}/actions`` with an ``Idempotency-Key`` (a fresh one unless
        given). A broken connection sends the same request again with the same key: the
        service answers a repeat with its first answer and never acts twice. ``note``: a
        short public text logged with the move (everyone reads it)."""
        key = idempotency_key or uuid.uuid4().hex
        sent: dict[str, Any] = {"action": action, "expected_version": expected_version}
        if note is not None:
            sent["note"] = note
        body = SubmitActionRequest.from_dict(sent)
        data = json.dumps(body.to_dict(), ensure_ascii=False, separators=(",", ":")).encode()
        for attempt in range(self.submit_attempts):
            try:
                if self._direct is not None:
                    return _body(*self._request("POST", f"{self._path}/actions", data, key))
                return body_of(
                    submit_action.sync_detailed(
                        self.game_id, client=self.auth, body=body, idempotency_key=key
                    )
                )
            except httpx.TransportError:
                if attempt == self.submit_attempts - 1:
                    raise
                time.sleep(0.2 * (attempt + 1))
        raise AssertionError("unreachable")  # pragma: no cover

    def act(
        self, choose: Policy, *, attempts: int = 10, view: View | None = None
    ) -> dict[str, Any] | None:
        """Ask ``choose`` for a move and submit it, reading the game again and asking again
        when it moved on: between the view's read and the legal moves' read, or before the
        submit (``409 version_conflict``). The submit's answer; None when the seat has
        nothing to do (not its turn, or the game is over). ``view``: the game as the caller
        last read it (or a submit's answer gave it), used instead of reading it again while
        the legal moves are at its version.

        Other seats moving is not a failure: in setup every seat acts at once, and a fast
        one may move between any two reads of this one for as long as its own setup lasts.
        Only ``attempts`` tries in a row at one version (the game did not move, yet the move
        was not accepted) raise."""
        known = view
        newest, stalled = -1, 0
        while stalled < attempts:
            view, known = (known if known is not None else self.game()), None
            moves = self.legal_moves()
            seen = max(int(view["version"]), int(moves["version"]))
            stalled = 1 if seen > newest else stalled + 1  # this try, the first of a run
            newest = max(newest, seen)
            if not moves["actions"] or moves["version"] != view["version"]:
                if moves["actions"]:
                    continue  # the game moved between the two reads
                return None
            action = choose(view, moves["actions"])
            try:
                return self.submit(action, moves["version"])
            except VersionConflict:
                continue  # the game moved on since the reads: the next ones see its version
        raise RuntimeError(f"no move accepted in {attempts} tries while the game stood still")

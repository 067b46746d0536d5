"""``run_bot(choose, ...)``: a policy plays seats over HTTP until its games end.

``choose(view, legal_moves) -> action`` is the whole bot: ``view`` is the game as its seat
sees it (``GET /v1/games/{id}``), ``legal_moves`` the actions it may take now (``actions``
of ``GET /v1/games/{id}/legal-moves``), and the answer one of them. The same function plays
in-process (``shithead play``), as a pull bot (here) and as a push bot
(:func:`shithead_client.push.wsgi_app`).

A contributed deal's ``commit`` and ``reveal`` are answered here, never asked of ``choose``:
the seat commits to a fresh secret contribution, then reveals it.
"""

from __future__ import annotations

import hashlib
import logging
import secrets
import threading
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any, Protocol

from .generated.api.bots import accept_challenge, get_bot_feed
from .session import (
    MAX_WAIT_S,
    Move,
    Policy,
    Seat,
    ServiceProblem,
    View,
    body_of,
    connect_seat,
    long_poll_page,
)

log = logging.getLogger("shithead_client.bot")


@dataclass(frozen=True)
class Assignment:
    """A seat a bot is to play: the game and the seat's bearer token."""

    game_id: str
    token: str


class Feed(Protocol):
    """Where a registered bot learns of the seats it is given (:func:`run_bot` with ``bot=``)."""

    def __call__(self, server: str, bot_token: str) -> Iterable[Assignment]: ...


class NoBotFeed(RuntimeError):
    """The server has no bot feed to tell a registered bot which seats it plays."""


def service_feed(
    server: str,
    bot_token: str,
    *,
    stop: threading.Event | None = None,
    wait_s: int = MAX_WAIT_S,
    accept: bool = True,
) -> Iterator[Assignment]:
    """The seats the service gives the registered bot behind ``bot_token``, read from its
    feed (``GET /v1/bots/me/events``, long polls from the feed's start) until ``stop`` is
    set; each is played with the bot's own token. ``accept``: every challenge the feed
    announces is accepted. Games the feed already says ended are not given."""
    after = "0"
    with connect_seat(server, bot_token) as client:
        while stop is None or not stop.is_set():
            wait = min(wait_s, MAX_WAIT_S)
            answer = get_bot_feed.sync_detailed(client=client, after=after, wait=wait)
            if int(answer.status_code) == 404:
                raise NoBotFeed(f"{server} has no bot feed (GET /v1/bots/me/events)")
            page = long_poll_page(answer, wait)
            events: list[dict[str, Any]] = page["events"]
            ended = {e["game"] for e in events if e["type"] == "game_ended"}
            for event in events:
                if event["type"] == "challenge" and accept:
                    try:
                        body_of(accept_challenge.sync_detailed(event["challenge"], client=client))
                    except ServiceProblem as problem:  # ended meanwhile, or refused
                        log.info("challenge %s not accepted: %s", event["challenge"], problem)
                elif event["type"] == "seat_assigned" and event["game"] not in ended:
                    yield Assignment(event["game"], bot_token)
            after = page["next"]


class Contribution:
    """A seat's part of a contributed deal: 32 random bytes, secret until revealed."""

    def __init__(self) -> None:
        self.value = secrets.token_hex(32)

    def answer(self, legal_moves: list[Move]) -> Move | None:
        """The commit or reveal a contributed deal asks for, filled in; None otherwise."""
        kinds = {move["kind"] for move in legal_moves}
        if "commit" in kinds:
            return {"kind": "commit", "commitment": hashlib.sha256(self.value.encode()).hexdigest()}
        if "reveal" in kinds:
            return {"kind": "reveal", "contribution": self.value}
        return None


def with_contribution(choose: Policy) -> Policy:
    """``choose``, with a contributed deal's commit and reveal answered for it."""
    contribution = Contribution()

    def policy(view: View, legal_moves: list[Move]) -> Move:
        return contribution.answer(legal_moves) or choose(view, legal_moves)

    return policy


def play_seat(choose: Policy, seat: Seat) -> View:
    """Play ``seat`` with ``choose`` until its game is over; the game's last view."""
    policy = with_contribution(choose)
    while True:
        view = seat.game()
        if view["result"] is not None:
            return view
        if view["you"] in view["to_act"]:
            done = seat.act(policy)
            if done is not None:
                continue
            view = seat.game()
            if view["result"] is not None:
                return view
        seat.wait_after(view["version"])


def run_bot(
    choose: Policy,
    *,
    server: str,
    token: str | None = None,
    game: str | None = None,
    bot: str | None = None,
    feed: Feed | None = None,
    wait_s: int = 30,
    games: int | None = None,
    stop: threading.Event | None = None,
    accept_challenges: bool = True,
) -> list[View]:
    """Play with ``choose`` until the games end; each game's final view, in the order the
    games were given.

    - ``token`` and ``game``: one seat of one game (a token from creating or joining it).
    - ``bot``: a registered bot's token (``POST /v1/bots``): every game the bot is given,
      each in a thread of its own, as ``feed(server, bot)`` announces them (by default
      :func:`service_feed`, the bot's feed on the service, which also accepts the
      challenges it announces unless ``accept_challenges`` is false). It goes on until
      ``stop`` is set or ``games`` games were given (or a feed of your own ends), then
      plays the games it has to their ends and returns.

    ``wait_s``: the longest a long poll waits for the others' moves (at most 30).
    """
    if token is not None:
        if game is None:
            raise ValueError("a seat's token plays one game: give its id as game=")
        with Seat(server, game, token, wait_s=wait_s) as seat:
            return [play_seat(choose, seat)]
    if bot is None:
        raise ValueError("give token= and game= (one seat) or bot= (a registered bot)")
    stop = stop or threading.Event()
    given = (
        feed(server, bot)
        if feed is not None
        else service_feed(server, bot, stop=stop, wait_s=wait_s, accept=accept_challenges)
    )
    results: dict[int, View] = {}
    failures: list[BaseException] = []
    threads: list[threading.Thread] = []

    def play(index: int, assignment: Assignment) -> None:
        try:
            with Seat(server, assignment.game_id, assignment.token, wait_s=wait_s) as seat:
                results[index] = play_seat(choose, seat)
        except ServiceProblem as problem:
            if problem.status != 404:  # a game that went away: on to the next one
                failures.append(problem)
        except Exception as exc:  # one game's failure does not stop the others
            log.exception("game %s failed", assignment.game_id)
            failures.append(exc)

    seen: set[str] = set()
    for assignment in given:
        if assignment.game_id in seen:
            continue
        seen.add(assignment.game_id)
        thread = threading.Thread(
            target=play,
            args=(len(threads), assignment),
            daemon=True,
            name=f"shithead-game-{assignment.game_id}",
        )
        threads.append(thread)
        thread.start()
        if games is not None and len(threads) >= games:
            stop.set()
        if stop.is_set():
            break
    for thread in threads:
        thread.join()
    if failures:
        raise failures[0]
    return [results[i] for i in sorted(results)]


def outcome(view: View) -> str:
    """``win``, ``loss``, ``draw`` or ``placed`` (out neither first nor last, at a table of
    three or more): how a finished game went for the seat that sees it, in the words the
    service's profiles, feeds and histories use (``GET /v1/bots/{name}/games?outcome=``)."""
    result: dict[str, Any] = view["result"]
    seat = view["you"]
    if result["draw"]:
        return "draw"
    if result["winner"] == seat:
        return "win"
    if result["loser"] == seat:
        return "loss"
    return "placed"

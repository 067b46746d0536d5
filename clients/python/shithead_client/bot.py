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
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any, Protocol

import httpx

from .backoff import Backoff
from .generated.api.bots import get_bot_feed
from .runner import Assignment, BotRunner, ChallengeFilter, Decision, answer_challenge, sigterm_to
from .session import (
    MAX_WAIT_S,
    Move,
    Policy,
    Seat,
    ServiceProblem,
    View,
    connect_seat,
    long_poll_page,
)

log = logging.getLogger("shithead_client.bot")

__all__ = ["Assignment", "ChallengeFilter", "NoBotFeed", "outcome", "run_bot", "service_feed"]


class Feed(Protocol):
    """Where a registered bot learns of the seats it is given (:func:`run_bot` with ``bot=``)."""

    def __call__(self, server: str, bot_token: str) -> Iterable[Assignment]: ...


class NoBotFeed(RuntimeError):
    """The server has no bot feed to tell a registered bot which seats it plays."""


def _passing(failure: BaseException) -> bool:
    """Whether a failure of the feed's poll is the service away for a while (tried again)
    rather than a refusal (raised): a connection refused or cut, a 5xx, a 429."""
    if isinstance(failure, httpx.TransportError):
        return True
    return isinstance(failure, ServiceProblem) and (failure.status >= 500 or failure.status == 429)


def service_feed(
    server: str,
    bot_token: str,
    *,
    stop: threading.Event | None = None,
    wait_s: int = MAX_WAIT_S,
    accept: bool | Decision = True,
    on_challenge_ended: Callable[[str], None] = lambda challenge_id: None,
    backoff: Backoff | None = None,
) -> Iterator[Assignment]:
    """The seats the service gives the registered bot behind ``bot_token``, read from its
    feed (``GET /v1/bots/me/events``, long polls from the feed's start) until ``stop`` is
    set; each is played with the bot's own token. Games the feed already says ended are
    not given.

    ``accept``: ``True``, every challenge the feed announces is accepted; ``False``, none is
    answered; or a function of the ``challenge`` event answering ``True`` (accept),
    ``False`` (decline) or ``None`` (leave it). ``on_challenge_ended(id)`` hears each
    ``challenge_ended``.

    Once the feed has answered, a poll that fails because the service is away (a connection
    refused or cut, a ``5xx``, a ``429`` or ``503`` past the transport's own retries) is
    sent again after ``backoff`` (exponential, with jitter, ``Retry-After`` honoured), for
    as long as it takes; a first poll that cannot connect raises (a wrong address says so
    at once)."""
    after = "0"
    backoff = backoff or Backoff()
    answered = False
    stop = stop or threading.Event()
    with connect_seat(server, bot_token) as client:
        while not stop.is_set():
            wait = min(wait_s, MAX_WAIT_S)
            try:
                answer = get_bot_feed.sync_detailed(client=client, after=after, wait=wait)
                if int(answer.status_code) == 404:
                    raise NoBotFeed(f"{server} has no bot feed (GET /v1/bots/me/events)")
                page = long_poll_page(answer, wait)
            except (httpx.TransportError, ServiceProblem) as failure:
                if not _passing(failure) or (
                    not answered and isinstance(failure, httpx.TransportError)
                ):
                    raise
                pause = backoff.delay(getattr(failure, "retry_after", None))
                log.warning("the feed failed (%s); reading it again in %.1f s", failure, pause)
                stop.wait(pause)
                continue
            answered = True
            backoff.reset()
            events: list[dict[str, Any]] = page["events"]
            ended = {e["game"] for e in events if e["type"] == "game_ended"}
            made: list[str] = []  # challenges that made a game: ended once its seat is given
            for event in events:
                if event["type"] == "challenge":
                    decision = accept(event) if callable(accept) else (True if accept else None)
                    if decision is not None and not answer_challenge(client, event, decision):
                        on_challenge_ended(str(event["challenge"]))
                elif event["type"] == "challenge_ended":
                    if event.get("outcome") == "accepted":
                        made.append(str(event["challenge"]))
                    else:
                        on_challenge_ended(str(event["challenge"]))
                elif event["type"] == "seat_assigned" and event["game"] not in ended:
                    yield Assignment(event["game"], bot_token)
            for challenge_id in made:
                on_challenge_ended(challenge_id)
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
    view = seat.game()
    while True:
        if view["result"] is not None:
            return view
        if view["you"] in view["to_act"]:
            done = seat.act(policy, view=view)
            if done is not None:
                # the game as the move left it: no read needed, but at the end the last view
                view = done["game"] if done["game"]["result"] is None else seat.game()
                continue
            view = seat.game()
            if view["result"] is not None:
                return view
        seat.wait_after(view["version"])
        view = seat.game()


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
    accept_challenges: bool | ChallengeFilter = True,
    max_games: int | None = None,
    replays: str | Path | None = None,
    grace_s: float = 20.0,
    handle_sigterm: bool = True,
) -> list[View]:
    """Play with ``choose`` until the games end; each game's final view, in the order the
    games were given.

    - ``token`` and ``game``: one seat of one game (a token from creating or joining it).
    - ``bot``: a registered bot's token (``POST /v1/bots``): every game the bot is given,
      each in a thread of its own, as ``feed(server, bot)`` announces them (by default
      :func:`service_feed`, the bot's feed on the service). It goes on until ``stop`` is
      set or ``games`` games were given (or a feed of your own ends), then plays the games
      it has to their ends and returns.

    For a bot that runs for days (``bot=``; :mod:`shithead_client.runner`):

    - ``accept_challenges``: ``True`` accepts every challenge, ``False`` answers none, a
      :class:`ChallengeFilter` accepts those it passes and declines the others.
    - ``max_games``: at most this many games played at once; a challenge that comes while
      the bot holds as many is declined, and a seat given beyond it waits for a place.
    - ``replays``: a folder; each finished game's replay is written there as ``<id>.json``.
    - ``grace_s``: on SIGTERM (when ``run_bot`` runs in the main thread and
      ``handle_sigterm``), no more games are taken, the games held get ``grace_s`` seconds
      to end, and those still going are resigned; a second SIGTERM resigns at once.
    - The feed and each game come back after the service went away, with exponential
      backoff and jitter; ``Retry-After`` on a ``429`` or ``503`` is waited out as it says.

    ``wait_s``: the longest a long poll waits for the others' moves (at most 30).
    """
    if token is not None:
        if game is None:
            raise ValueError("a seat's token plays one game: give its id as game=")
        with Seat(server, game, token, wait_s=wait_s) as seat:
            return [play_seat(choose, seat)]
    if bot is None:
        raise ValueError("give token= and game= (one seat) or bot= (a registered bot)")
    bot_token = bot

    def given(runner: BotRunner) -> Iterable[Assignment]:
        if feed is not None:
            return feed(server, bot_token)
        return service_feed(
            server,
            bot_token,
            stop=runner.stop,
            wait_s=wait_s,
            accept=runner.decide,
            on_challenge_ended=runner.challenge_ended,
        )

    runner = BotRunner(
        choose,
        server=server,
        bot=bot_token,
        feed=given,
        wait_s=wait_s,
        games=games,
        stop=stop or threading.Event(),
        challenges=accept_challenges,
        max_games=max_games,
        replays=replays,
        grace_s=grace_s,
        play_seat=play_seat,
    )
    with sigterm_to(runner, handle_sigterm):
        return runner.run()


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

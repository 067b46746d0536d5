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
import secrets
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Protocol

from .session import Move, Policy, Seat, ServiceProblem, View


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


def service_feed(server: str, bot_token: str) -> Iterable[Assignment]:
    """The seats the service gives the bot behind ``bot_token``, read from its bot feed.

    This is the hook for bot accounts: the service does not have them yet (no
    ``/v1/bots/me/events``), so this raises :class:`NoBotFeed`. Until it does, pass
    ``run_bot`` a ``feed`` of your own (any callable giving :class:`Assignment` values, such
    as games your program creates or joins).
    """
    raise NoBotFeed(f"{server} has no bot feed (GET /v1/bots/me/events) yet: pass run_bot a feed")


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


def run_bot(choose: Policy, *, server: str, token: str | None = None, game: str | None = None,
            bot: str | None = None, feed: Feed | None = None, wait_s: int = 30) -> list[View]:
    """Play with ``choose`` until the games end; each game's final view, in order.

    - ``token`` and ``game``: one seat of one game (a token from creating or joining it).
    - ``bot``: a registered bot's token; every game the bot is given, one after the other,
      as ``feed(server, bot)`` announces them (by default :func:`service_feed`, the hook for
      the service's bot feed, which the service does not have yet).

    ``wait_s``: the longest a long poll waits for the others' moves (at most 30).
    """
    if token is not None:
        if game is None:
            raise ValueError("a seat's token plays one game: give its id as game=")
        with Seat(server, game, token, wait_s=wait_s) as seat:
            return [play_seat(choose, seat)]
    if bot is None:
        raise ValueError("give token= and game= (one seat) or bot= (a registered bot)")
    finished: list[View] = []
    for assignment in (feed or service_feed)(server, bot):
        with Seat(server, assignment.game_id, assignment.token, wait_s=wait_s) as seat:
            try:
                finished.append(play_seat(choose, seat))
            except ServiceProblem as problem:
                if problem.status != 404:  # a game that went away: on to the next one
                    raise
    return finished


def outcome(view: View) -> str:
    """``won``, ``lost`` or ``a draw``: how a finished game went for the seat that sees it."""
    result: dict[str, Any] = view["result"]
    seat = view["you"]
    if result["draw"]:
        return "a draw"
    if result["loser"] is not None:
        return "lost" if result["loser"] == seat else "won"
    return "won" if result["winner"] == seat else "lost"

"""The lobby's bound per address: a create with an open seat is refused (429
``too_many_open_games``) while its client address holds ``OPEN_GAMES_PER_ADDRESS`` games
in the lobby (default :data:`DEFAULT_OPEN_GAMES_PER_ADDRESS`; 0: no bound), so that one
address cannot fill the open games everyone lists (an audit filled all of the first 200).
A limit of the rate limits' kind: off with them (``RATE_LIMIT_ENABLED=0``)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from flask import current_app

from ..games.errors import ServiceError
from ..store.lobby import LobbyHolds
from .ratelimit import address_key

DEFAULT_OPEN_GAMES_PER_ADDRESS = 20
#: Seconds a client refused for its open games is asked to wait (a seat filled frees a place).
RETRY_S = 30


def _holds() -> LobbyHolds:
    holds: LobbyHolds = current_app.extensions["lobby_holds"]
    return holds


def opens_seats(req: dict[str, Any]) -> bool:
    """Whether a create request has a seat anyone may join."""
    seats = req.get("seats")
    return isinstance(seats, list) and any(isinstance(s, dict) and s.get("open") for s in seats)


@contextmanager
def lobby_place(req: dict[str, Any]) -> Iterator[Callable[[str], None]]:
    """Around a create: a place in the lobby for the address when the game opens a seat
    (refused when it holds its bound); the block calls what it yields with the game's id."""
    bound = int(current_app.config.get("OPEN_GAMES_PER_ADDRESS") or 0)
    if bound <= 0 or not current_app.config["RATELIMIT_ENABLED"] or not opens_seats(req):
        yield lambda _game_id: None
        return
    address = address_key()
    holds = _holds()
    reservation = holds.reserve(address, bound)
    if reservation is None:
        raise ServiceError(
            f"this address holds {bound} games with open seats in the lobby already; one must "
            "fill or end first",
            status=429,
            code="too_many_open_games",
            retry_after=RETRY_S,
            limit=bound,
        )
    made: list[str] = []
    try:
        yield made.append
    finally:
        holds.settle(address, reservation, made[0] if made else None)

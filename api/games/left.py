"""Seats whose player left (``POST /v1/games/{id}/leave``): what the game's record keeps of
a leave, read by the service (a left seat's token acts no more), the replay's header (the
seat as it was when the game began) and the views (the seat, and who plays it now)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..store.game_record import GameRecord
from .errors import ServiceError


def left_of(meta: Mapping[str, str], seat: int) -> dict[str, Any] | None:
    """The seat's leave as the record keeps it (``version``: the log's version after it,
    ``bot``: the substitute, ``was``: the seat's bot before, "" for none); None for a seat
    its player still plays."""
    return GameRecord(meta).seat(seat).left


def check_seat_acts(meta: Mapping[str, str], seat: int) -> None:
    """Refuse a seat whose player left: its substitute plays it now (403 ``seat_left``)."""
    refuse_left(seat, left_of(meta, seat))


def refuse_left(seat: int, left: Mapping[str, Any] | None) -> None:
    """Refuse the seat if its player left (``left``: its leave as :func:`left_of` reads it)."""
    if left is not None:
        raise ServiceError(
            f"seat {seat} was left at version {left['version']}; {left['bot']} plays it now",
            code="seat_left",
            status=403,
        )


__all__ = ["check_seat_acts", "left_of", "refuse_left"]

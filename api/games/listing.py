"""Listing games: a page of them newest first, each with who sits where."""

from __future__ import annotations

import time
from typing import Any

from ..store.events import EventStore
from ..store.game_record import PLAYERS, PRESET, STATUS, GameRecord, SeatRecord
from ..store.index import index_part
from ..store.shards import CREATE_GRACE_S
from .clocks import time_control
from .expiry import expired, view_fields


def list_page(
    store: EventStore, *, preset: str | None, status: str | None, cursor: float, limit: int
) -> dict[str, Any]:
    """A page of games, newest first: those created before ``cursor`` (``math.inf``: the
    newest). ``status`` ``open``: games being played with a seat anyone may join.

    Reads the index of the games asked for (the preset's, the status's, the lobby, or both:
    :func:`~api.store.index.index_part`), at most ``limit`` entries from each of its shards,
    then only the records of the games it shows. An entry whose record says otherwise (a
    status or seat change whose index upkeep failed) is skipped and repaired; an entry of a
    game that does not exist (expired, or a create that crashed half-way on a cluster) is
    skipped and dropped once older than ``CREATE_GRACE_S``.
    """
    part = index_part(preset, status)
    out: list[dict[str, Any]] = []
    scan_from = cursor
    next_cursor = None
    while len(out) < limit:
        rows = store.index.page(part, scan_from, limit - len(out))
        if not rows:
            break
        gone: list[str] = []
        for (gid, score), meta in zip(rows, store.metas([gid for gid, _ in rows]), strict=True):
            scan_from = score
            if meta is None:
                if score < time.time() - CREATE_GRACE_S:
                    gone.append(gid)
                continue
            if not _listed(meta, preset, status):
                store.index.reindex(gid, meta, stale=part)
                continue
            if expired(meta):
                # its open seats can no longer be taken, and the watcher is about to abort the
                # game or seat bots in them: not listed until it has (a second at most)
                continue
            out.append(_list_item(gid, meta))
        if gone:
            store.index.unindex(gone)
        if len(out) >= limit:
            next_cursor = scan_from
    return {"games": out, "next_cursor": repr(next_cursor) if next_cursor is not None else None}


def _seat_kind(seat: SeatRecord) -> str:
    if seat.bot or seat.account:
        return "bot"
    return "person" if seat.token else "open"


def _list_seat(seat: SeatRecord) -> dict[str, Any]:
    """Who sits at the seat, and the registered bot holding it (``account``) if one does."""
    listed = {"name": seat.name, "kind": _seat_kind(seat)}
    if seat.account:
        listed["account"] = seat.account
    return listed


def _listed(meta: dict[str, str], preset: str | None, status: str | None) -> bool:
    record = GameRecord(meta)
    if preset and record.preset != preset:
        return False
    if status == "open":
        return record.lobby_open
    return not status or record.status == status


def _list_item(gid: str, meta: dict[str, str]) -> dict[str, Any]:
    record = GameRecord(meta)
    return {
        "id": gid,
        "preset": meta.get(PRESET),
        "players": int(meta[PLAYERS]),
        "status": meta.get(STATUS),
        "version": record.version,
        "created": record.created or 0.0,
        "seats": [_list_seat(seat) for seat in record.seats],
        "time_control": control.to_dict() if (control := time_control(meta)) is not None else None,
        **view_fields(meta),
    }

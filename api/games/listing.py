"""Listing games: a page of them newest first, each with who sits where."""

from __future__ import annotations

import time
from typing import Any

from ..store.events import CREATE_GRACE_S, EventStore, index_part, lobby_open
from .clocks import time_control
from .expiry import expired, view_fields


def list_page(store: EventStore, *, preset: str | None, status: str | None, cursor: float,
              limit: int) -> dict[str, Any]:
    """A page of games, newest first: those created before ``cursor`` (``math.inf``: the
    newest). ``status`` ``open``: games being played with a seat anyone may join.

    Reads the index of the games asked for (the preset's, the status's, the lobby, or both:
    :func:`~api.store.events.index_part`), at most ``limit`` entries from each of its shards,
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
        rows = store.index_page(part, scan_from, limit - len(out))
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
                store.reindex(gid, meta, stale=part)
                continue
            if expired(meta):
                # its open seats can no longer be taken, and the watcher is about to abort the
                # game or seat bots in them: not listed until it has (a second at most)
                continue
            out.append(_list_item(gid, meta))
        if gone:
            store.unindex(gone)
        if len(out) >= limit:
            next_cursor = scan_from
    return {"games": out, "next_cursor": repr(next_cursor) if next_cursor is not None else None}


def _seat_kind(meta: dict[str, str], i: int) -> str:
    if meta.get(f"bot:{i}") or meta.get(f"account:{i}"):
        return "bot"
    return "person" if meta.get(f"token:{i}") else "open"


def _list_seat(meta: dict[str, str], i: int) -> dict[str, Any]:
    """Who sits at seat ``i``, and the registered bot holding it (``account``) if one does."""
    seat = {"name": meta.get(f"name:{i}", f"seat {i}"), "kind": _seat_kind(meta, i)}
    if meta.get(f"account:{i}"):
        seat["account"] = meta[f"account:{i}"]
    return seat


def _listed(meta: dict[str, str], preset: str | None, status: str | None) -> bool:
    if preset and meta.get("preset") != preset:
        return False
    if status == "open":
        return lobby_open(meta)
    return not status or meta.get("status") == status


def _list_item(gid: str, meta: dict[str, str]) -> dict[str, Any]:
    return {
        "id": gid,
        "preset": meta.get("preset"),
        "players": int(meta["players"]),
        "status": meta.get("status"),
        "version": int(meta.get("version", "0")),
        "created": float(meta.get("created", "0")),
        "seats": [_list_seat(meta, i) for i in range(int(meta["players"]))],
        "time_control": control.to_dict() if (control := time_control(meta)) is not None else None,
        **view_fields(meta),
    }

"""Pages of the service's tournaments: all of them newest first, or by status.

``GET /v1/tournaments`` reads the index newest first (:meth:`RecordStore.newest`);
``?status=upcoming`` reads the upcoming ones by start time, soonest first
(:class:`~api.store.tournament_schedule.ScheduleStore`), ``?status=running`` the running set,
and ``?status=finished`` the index newest first, passing over the few that are still to
play (upcoming and running tournaments are few: each counts against its creator's quota).
"""

from __future__ import annotations

import contextlib
import json
import math
import time
from collections.abc import Iterator
from typing import Any

from engine.tournament import TournamentSpec

from ..store.records import RecordStore, UnknownRecordError
from ..store.tournament_schedule import ScheduleStore

#: The statuses ``?status=finished`` lists.
FINISHED = ("done", "failed", "cancelled")


def list_page(
    store: RecordStore, schedule: ScheduleStore, cursor: float, limit: int, status: str | None
) -> dict[str, Any]:
    """A page of tournaments, newest first: those created before ``cursor``; with
    ``status`` only the ``running`` ones or the ``finished`` ones (done, failed or
    cancelled), or the ``upcoming`` ones, soonest start first (``cursor``: a start time)."""
    out: list[dict[str, Any]] = []
    more = False
    for tid, score, meta, raw in _candidates(store, schedule, cursor, status):
        if len(out) == limit:
            more = True
            break
        spec = TournamentSpec.from_dict(json.loads(meta["spec"]))
        pending = bool(meta.get("starts_at")) and not meta.get("started")
        names = json.loads(meta["names"])
        if pending and meta.get("entry") == "open":
            names = [name for name, _ in schedule.entries(tid)]
        out.append(
            {
                "id": tid,
                "status": "upcoming" if meta["status"] == "starting" else meta["status"],
                "created": float(meta["created"]),
                "starts_at": float(meta["starts_at"]) if meta.get("starts_at") else None,
                "entry": meta.get("entry") or "invite",
                "ruleset": {"preset": spec.preset, "options": dict(spec.options)},
                "format": spec.format,
                "participants": names,
                "progress": {"done": len(raw), "total": 0 if pending else spec.total_games()},
                "_cursor": score,
            }
        )
    next_cursor = out[-1]["_cursor"] if more and out else None
    for item in out:
        del item["_cursor"]
    return {
        "tournaments": out,
        "next_cursor": repr(next_cursor) if next_cursor is not None else None,
    }


def _candidates(
    store: RecordStore, schedule: ScheduleStore, cursor: float, status: str | None
) -> Iterator[tuple[str, float, dict[str, str], dict[int, str]]]:
    """The tournaments a page is made of, in its order, each with its cursor's value and
    its record. Upcoming and running ones are few (a set each); a page of finished ones
    reads the index newest first, passing over the few that are not."""
    if status == "upcoming":
        after = -math.inf if cursor == math.inf else cursor
        for tid, starts_at in schedule.soonest(after, 101):
            with contextlib.suppress(UnknownRecordError):
                meta, _, raw = store.read(tid)
                if meta["status"] in ("upcoming", "starting"):
                    yield tid, starts_at, meta, raw
        return
    if status == "running":
        rows = []
        for tid in store.active():
            with contextlib.suppress(UnknownRecordError):
                meta, _, raw = store.read(tid)
                if meta["status"] == "running" and float(meta["created"]) < cursor:
                    rows.append((tid, float(meta["created"]), meta, raw))
        yield from sorted(rows, key=lambda row: (row[1], row[0]), reverse=True)
        return
    before = cursor
    while True:
        batch = store.newest(before, 100)
        for tid, score in batch:
            try:
                meta, _, raw = store.read(tid)
            except UnknownRecordError:  # being created, or an entry a crash left: dropped once old
                store.drop_missing(tid, time.time())
                continue
            if status is None or meta["status"] in FINISHED:
                yield tid, score, meta, raw
        if len(batch) < 100:
            return
        before = batch[-1][1]

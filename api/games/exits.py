"""Seats that come and go: a seat resigns, leaves its seat to a built-in bot, or aborts the
game before its first play (``POST /v1/games/{id}/resign``, ``/leave``, ``/abort``).

Each is logged as any action is: a cause of the engine's one table (:mod:`engine.causes`:
``resign``, ``leave``, ``abort``) decided with :func:`engine.causes.apply_cause`, so the
verifier re-applies it offline, and appended with the version check. An exit needs no
expected version: it asks nothing of the position, so a conflict is read again and
decided again (the engine refuses what no longer holds: a game that ended meanwhile).

A seat that left is played by its substitute from the next version on: the record names it
as the seat's ``bot`` (the bot policy's drivers play it), keeps what the seat was before
(``left:<n>``: the version, the substitute and the seat's bot until then, which the replay's
header binds), and the seat's own token acts in it no more.
"""

from __future__ import annotations

import json
from typing import Any

from engine import causes
from engine.causes import CauseRefused, apply_cause

from ..metrics import VERSION_CONFLICTS
from ..store.errors import ConflictError, StaleMetaError
from ..store.game_record import BOT, LEFT, SEATS_REVISION, GameRecord, seat_field
from .announcing import SEAT_LEFT
from .appended import Appended
from .appending import entries, seat_kinds, wire
from .errors import ServiceError, Unauthorized
from .repository import Loaded
from .service import GameService
from .timeouts import stamp

#: The built-in bot that takes a seat whose player left without naming one: the heuristic
#: bot, which plays every preset.
DEFAULT_SUBSTITUTE = "heuristic"
#: How often an exit is decided again when others appended first (each retry follows an
#: append, so the game moved on; an exit that conflicts this often is answered 409).
RETRIES = 64


def exit_seat(
    service: GameService, game_id: str, token: str | None, kind: str, substitute: str | None = None
) -> dict[str, Any]:
    """The seat whose token this is resigns, leaves (to ``substitute``) or aborts (``kind``:
    one of :data:`engine.causes.EXITS`); the answer: ``{"version", "events", "game"}`` as a
    submitted action's, the events as the seat may see them."""
    if token is None:
        service.meta(game_id)  # 404 before 401 for an unknown game
        raise Unauthorized(f"to {kind}, send the seat's bearer token", code="missing_token")
    for _ in range(RETRIES):
        loaded = service.load(game_id)
        meta = loaded.meta
        seat = service.seat_for(meta, token, acting=True)  # a seat left: 403 seat_left
        assert seat is not None
        done = _decide_and_append(service, loaded, seat, kind, substitute or DEFAULT_SUBSTITUTE)
        if done is not None:
            return done
    raise ServiceError("the game kept changing; try again", code="version_conflict", status=409)


def _decide_and_append(
    service: GameService, loaded: Loaded, seat: int, kind: str, substitute: str
) -> dict[str, Any] | None:
    game_id, meta = loaded.game_id, loaded.meta
    st = loaded.state.copy()
    version = st.version
    cause = causes.exit_cause(kind, seat, GameRecord(meta).seat(seat).bot, substitute)
    in_time, clock = stamp(loaded.clock, seat, cause)
    if not in_time:
        return None  # the seat's time ran out: the read that logs it goes first
    try:
        events = apply_cause(st, cause, seat_kinds(meta), clock=clock)
    except CauseRefused as refused:
        exc = refused.error
        raise ServiceError(
            str(exc), code=exc.code, status=409 if exc.code == "game_over" else 422
        ) from None
    if clock is not None:
        clock.fold(cause, st)
    also = service.appending.also_written(st, version)
    meta_set = dict(also["meta_set"] or {})
    if kind == causes.LEAVE:
        left = {
            "version": st.version,
            "bot": substitute,
            "was": GameRecord(meta).seat(seat).bot or "",
        }
        meta_set.update(
            {seat_field(LEFT, seat): json.dumps(left), seat_field(BOT, seat): substitute}
        )
    try:
        service.store.append(
            game_id,
            version,
            entries(wire(events), cause),
            meta_check={SEATS_REVISION: meta.get(SEATS_REVISION, "")},
            meta_set=meta_set or None,
            meta_incr=(SEATS_REVISION,) if kind == causes.LEAVE else (),
            snapshot=also["snapshot"],
        )
    except (ConflictError, StaleMetaError):
        VERSION_CONFLICTS.labels("exit").inc()
        return None
    meta = {**meta, **meta_set}
    if kind == causes.LEAVE:
        meta[SEATS_REVISION] = str(int(meta.get(SEATS_REVISION) or 0) + 1)
    after = Loaded(game_id, meta, st.public_game(), st, clock=clock)
    # the subscribers: a seat left to a bot (the feeds, the push notices, the substitute
    # marked due for the policy), a game that ended
    service.appending.appended(
        Appended(game_id, meta, st, version, kind, tuple(events), seat), clock=clock
    )
    shown = service.shown_events(after, seat, cause, version, events, wire(events))
    return {"version": st.version, "events": shown, "game": service.describe(after, seat)}


__all__ = ["DEFAULT_SUBSTITUTE", "SEAT_LEFT", "exit_seat"]

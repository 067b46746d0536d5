"""Open seats that expire: a game created with open seats may say how long they stay open
(``open_seat_ttl_s``); when nobody has taken them by then (``open_until`` in its record, ms
since the epoch) the game is aborted (``on_expiry: "abort"``, logged with the cause table's
``expire`` kind, so its replay verifies) or a built-in bot takes each of them (``"bot"``: the
seats are filled as a join fills them, nothing is logged: the seat has not acted yet).

The deadline is one more of the game's deadlines in the set the clock watchers claim from
(:mod:`api.store.deadlines`), so it is enforced with no request; every read of the game
enforces it too (:meth:`api.games.reading.Reader.load`), and a join after it is refused.
The lobby never lists a game whose open seats have expired (:mod:`api.games.listing`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Final

from engine import causes
from engine.causes import apply_cause
from engine.fairness import new_contribution

from ..metrics import VERSION_CONFLICTS
from ..store.errors import ConflictError, StaleMetaError
from ..store.game_record import SEATS_REVISION, GameRecord
from .clocks import now_ms
from .errors import ServiceError
from .replays import seat_header
from .repository import Loaded

if TYPE_CHECKING:
    from .reading import Reader

OPEN_UNTIL: Final = "open_until"
ON_EXPIRY: Final = "on_expiry"
#: What happens to open seats nobody took in time: the game is aborted, or bots take them.
ABORT: Final = "abort"
BOT: Final = "bot"
ON_EXPIRY_CHOICES: Final = (ABORT, BOT)
#: The built-in bot that takes an expired seat (``on_expiry: "bot"``).
EXPIRY_BOT: Final = "heuristic"


def expiry_meta(req: Mapping[str, Any], at_ms: int) -> dict[str, str]:
    """A new game's record fields for its open seats' time to live (none when not asked for)."""
    ttl = req.get("open_seat_ttl_s")
    if not ttl:
        return {}
    return {OPEN_UNTIL: str(at_ms + int(ttl) * 1000), ON_EXPIRY: req.get("on_expiry") or ABORT}


def open_seats(meta: Mapping[str, str]) -> list[int]:
    """The seats nobody has taken yet."""
    return [seat.seat for seat in GameRecord(meta).seats if not seat.token]


def deadline(meta: Mapping[str, str]) -> int | None:
    """When the game's open seats expire (ms since the epoch); None once none is open, the
    game is over or it set no time."""
    until = meta.get(OPEN_UNTIL)
    if not until or GameRecord(meta).over or not open_seats(meta):
        return None
    return int(until)


def view_fields(meta: Mapping[str, str]) -> dict[str, Any]:
    """When the open seats stop being open (Unix time) and what happens then, as the game,
    its creation's answer and the lobby show it: both null once no open seat waits to expire."""
    until = deadline(meta)
    return {
        "open_until": until / 1000 if until is not None else None,
        "on_expiry": (meta.get(ON_EXPIRY) or ABORT) if until is not None else None,
    }


def expired(meta: Mapping[str, str], at_ms: int | None = None) -> bool:
    """Whether the game's open seats can no longer be taken."""
    until = deadline(meta)
    return until is not None and (now_ms() if at_ms is None else at_ms) >= until


def refuse_join(meta: Mapping[str, str]) -> None:
    """A join after the open seats expired (409 ``seats_expired``), also once the game they
    expired in was aborted."""
    until = meta.get(OPEN_UNTIL)
    if until and now_ms() >= int(until):
        raise ServiceError("the game's open seats have expired", code="seats_expired", status=409)


def enforce(service: Reader, loaded: Loaded) -> Loaded:
    """The open seats of ``loaded``'s game expired: abort it, or seat bots, as its creator
    chose; the game read again (whoever gets there first does it: the others find it done)."""
    game_id, meta = loaded.game_id, loaded.meta
    seats = open_seats(meta)
    if meta.get(ON_EXPIRY) == BOT:
        contributed = GameRecord(meta).contributed
        filled = service.store.seat_bots(
            game_id,
            seats,
            EXPIRY_BOT,
            f"{EXPIRY_BOT} bot",
            {i: new_contribution() for i in seats} if contributed else {},
        )
        if filled:
            fresh = service.meta(game_id)
            service.announcer.seats(game_id, fresh, filled, "expiry")
        return service.load(game_id)
    st = loaded.state.copy()
    version = st.version
    cause = causes.expire(seats)
    events = apply_cause(st, cause, _seats(meta))
    from .appended import EXPIRY, Appended
    from .appending import entries, wire  # which imports this module

    try:
        service.store.append(
            game_id,
            version,
            entries(wire(events), cause),
            meta_check={SEATS_REVISION: meta.get(SEATS_REVISION, "")},
            **service.appending.also_written(st, version),
        )
    except (ConflictError, StaleMetaError):
        VERSION_CONFLICTS.labels("expiry").inc()  # a join or a move came first: read again
        return service.load(game_id)
    meta = {**meta, "status": "over"}
    service.appending.appended(
        Appended(game_id, meta, st, version, EXPIRY, tuple(events)), clock=loaded.clock
    )
    return Loaded(game_id, meta, st.public_game(), st, clock=loaded.clock)


def _seats(meta: Mapping[str, str]) -> list[dict[str, Any]]:
    return [seat_header(meta, seat.seat) for seat in GameRecord(meta).seats]


__all__ = [
    "ABORT",
    "BOT",
    "EXPIRY_BOT",
    "ON_EXPIRY",
    "ON_EXPIRY_CHOICES",
    "OPEN_UNTIL",
    "deadline",
    "enforce",
    "expired",
    "expiry_meta",
    "open_seats",
    "refuse_join",
    "view_fields",
]

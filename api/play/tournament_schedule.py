"""Scheduled tournaments: made now, started by a worker at ``starts_at``.

A tournament asked for with ``starts_at`` is stored ``upcoming`` and listed by its start time
(:class:`~api.store.tournament_schedule.ScheduleStore`). With ``entry: "invite"`` its
participants are the ones named at its creation, as for a tournament that starts at once;
with ``entry: "open"`` they are the registered bots that enter it with their own token
before the start (``POST /v1/tournaments/{id}/entries``), at most ``max_entries``, in the
order they entered. An open tournament's creation is announced on the feeds of the bots the
service has seen lately (online: ``BOT_ONLINE_SECONDS``) as ``tournament_open``, so they
can find it.

At ``starts_at`` a worker (:mod:`api.play.tournament_worker`) starts it: the entries are
closed (``upcoming`` becomes ``starting``, one step, so no entry is taken after the
participants are read), the participants fixed (with ``require_presence``, only the
registered bots present then: :attr:`Scheduler.present`), and the record becomes an
ordinary running tournament, or ``cancelled`` with a reason when too few are left. A worker
that dies between the two steps leaves it ``starting`` and still listed as due: the next
worker finishes the start the same way.

Quota: a scheduled tournament counts as running from its creation, and its games are
counted at creation for the most it could play (``max_entries`` entrants); what the entrants
it starts with do not play is given back at the start, and all of it when it is cancelled.
"""

from __future__ import annotations

import contextlib
import json
import logging
import time
from collections.abc import Callable, Iterable
from typing import Any

from engine.tournament import TournamentError, TournamentSpec

from ..games.errors import Forbidden, NotFound, ServiceError, Unprocessable
from ..games.push_hosts import Endpoint
from ..games.webhooks import new_secret
from ..store.errors import StoreError
from ..store.presence import Presence
from ..store.records import RecordStore, UnknownRecordError
from ..store.tournament_schedule import ALREADY, ENTERED, FULL, NOT_UPCOMING, STARTED, ScheduleStore
from .credentials import Credentials
from .entrants import Entrant, entrant_names
from .tournament_callbacks import check_callback_url

log = logging.getLogger("shithead.tournaments")

#: Who cancels a scheduled tournament that cannot start (too few entrants).
SCHEDULE = {"kind": "service", "id": "schedule", "name": "the schedule"}
#: The most bots an open tournament's creation is announced to (the most recently seen).
ANNOUNCE_MAX = 1000
#: How far ahead a tournament may be scheduled (``TOURNAMENT_MAX_LEAD_S``).
MAX_LEAD_S = 30 * 86400.0


def schedule_fields(
    req: dict[str, Any], now: float, max_lead_s: float, allowed: tuple[Endpoint, ...] | None
) -> tuple[dict[str, str], str | None]:
    """A create request's schedule as the record's fields (none for a tournament that starts
    at once), and its callback's secret (None: no callback); 422 for a start in the past or
    too far ahead, an open tournament without a start or with named participants, or a
    callback URL the service will not call."""
    fields: dict[str, str] = {}
    secret = None
    if req.get("callback_url"):
        check_callback_url(req["callback_url"], allowed)
        secret = new_secret()
        fields.update({"callback_url": req["callback_url"], "callback_secret": secret})
    starts_at = req.get("starts_at")
    entry = req.get("entry") or "invite"
    if starts_at is None:
        if entry == "open" or req.get("require_presence"):
            raise Unprocessable(
                "an open tournament, or one that requires presence, needs `starts_at`: its "
                "participants are fixed at its start",
                code="invalid_tournament",
            )
        return fields, secret
    if not now < starts_at <= now + max_lead_s:
        raise Unprocessable(
            f"starts_at must be in the future, at most {max_lead_s:.0f} s from now",
            code="invalid_start",
        )
    if entry == "open" and req.get("participants"):
        raise Unprocessable(
            "an open tournament's participants are the bots that enter it: name none",
            code="invalid_tournament",
        )
    fields.update(
        {
            "starts_at": repr(float(starts_at)),
            "entry": entry,
            "require_presence": "1" if req.get("require_presence") else "",
            **({"max_entries": str(req["max_entries"])} if entry == "open" else {}),
        }
    )
    return fields, secret


def present(presence: Presence, names: list[str]) -> set[str]:
    """The bots among ``names`` online now (seen within ``BOT_ONLINE_SECONDS``)."""
    return {n for n, at in presence.last_seen(names).items() if presence.is_online(at)}


def online_now(presence: Presence, limit: int) -> list[str]:
    """Up to ``limit`` of the bots online now, by name."""
    return sorted(presence.online_since())[:limit]


def placeholders(n: int) -> list[str]:
    """The participants an open tournament's schedule is checked with at its creation."""
    return [f"entry-{i + 1}" for i in range(n)]


class Scheduler:
    """The upcoming tournaments: entries, the start at ``starts_at``, a cancel before it."""

    def __init__(
        self,
        records: RecordStore,
        schedule: ScheduleStore,
        credentials: Credentials,
        bot_record: Callable[[str], dict[str, str] | None],
        announce: Callable[[Iterable[str], dict[str, Any]], None] | None,
    ) -> None:
        self.records = records
        self.schedule = schedule
        self.credentials = credentials
        self.bot_record = bot_record
        self.announce = announce
        #: The registered bots present now, of those named (with ``require_presence``, a
        #: tournament starts with those alone). None: the service cannot tell (every bot is
        #: taken for present).
        self.present: Callable[[list[str]], set[str]] | None = None
        #: The bots an open tournament's creation is announced to (None: none).
        self.audience: Callable[[int], list[str]] | None = None

    # -- made, entered, withdrawn ----------------------------------------------------------

    def created(self, tid: str, starts_at: float, entry: str, by: str) -> None:
        """List a stored upcoming tournament by its start, and announce an open one."""
        self.schedule.schedule(tid, starts_at)
        if entry == "open" and self.audience is not None and self.announce is not None:
            with contextlib.suppress(StoreError):  # an announcement lost is no failure
                self.announce(
                    self.audience(ANNOUNCE_MAX),
                    {
                        "type": "tournament_open",
                        "tournament": tid,
                        "from": by,
                        "starts_at": starts_at,
                    },
                )

    def _meta(self, tid: str) -> dict[str, str]:
        try:
            meta, _, _ = self.records.read(tid)
        except UnknownRecordError:
            raise NotFound(f"no tournament {tid}") from None
        return meta

    def enter(self, tid: str, bot: str) -> tuple[bool, list[tuple[str, float]]]:
        """Enter the registered bot ``bot`` (the caller's own) in an open upcoming
        tournament: whether it entered now (False: it was entered already), and the entries."""
        meta = self._meta(tid)
        if meta.get("entry") != "open":
            raise Forbidden(
                "this tournament's participants are invited by its creator",
                code="entry_by_invitation",
            )
        got = self.schedule.enter(tid, bot, time.time(), int(meta["max_entries"]))
        if got == FULL:
            raise ServiceError(
                f"the tournament has its {meta['max_entries']} entries",
                status=409,
                code="tournament_full",
            )
        if got in (NOT_UPCOMING, STARTED):
            raise ServiceError(
                "the tournament has started (or ended): entries close at its start",
                status=409,
                code="tournament_started",
            )
        return got == ENTERED, self.schedule.entries(tid)

    def withdraw(self, tid: str, bot: str) -> list[tuple[str, float]]:
        """Withdraw ``bot``'s entry before the start; the entries left."""
        self._meta(tid)
        got = self.schedule.withdraw(tid, bot)
        if got == NOT_UPCOMING:
            raise ServiceError(
                "the tournament has started (or ended): entries close at its start",
                status=409,
                code="tournament_started",
            )
        if got == ALREADY:
            raise NotFound(f"bot {bot} is not entered in tournament {tid}")
        return self.schedule.entries(tid)

    def cancel(self, tid: str, by: dict[str, str], reason: str | None = None) -> bool:
        """Cancel an upcoming (or starting) tournament: its quota given back; False if it
        was neither."""
        for status in ("upcoming", "starting"):
            fields = {
                "status": "cancelled",
                "cancelled_by": json.dumps(by),
                "cancelled_at": repr(time.time()),
                **({"cancel_reason": reason} if reason else {}),
            }
            if self.records.transition(tid, status, fields):
                self._closed(tid, refund=None)
                return True
        return False

    def _closed(self, tid: str, *, refund: int | None) -> None:
        """No longer upcoming: off the schedule, and its quota settled (``refund`` games
        given back; None: all it was counted, and it counts as running no more)."""
        self.schedule.unschedule(tid)
        meta, _, _ = self.records.read(tid)
        creator = meta.get("creator_key", "")
        if not creator:
            return
        counted = int(meta.get("counted") or meta.get("total") or 0)
        if refund is None:
            self.credentials.finish(creator, tid)
            refund = counted
        if refund > 0:
            self.credentials.refund(creator, refund, meta.get("quota_day", ""))

    # -- started ---------------------------------------------------------------------------

    def start_due(self, now: float) -> list[str]:
        """Start every upcoming tournament whose time has come; those started (running)."""
        started = []
        for tid in self.schedule.due(now):
            try:
                if self.start(tid):
                    started.append(tid)
            except StoreError:
                raise
            except Exception:  # one bad record stops no other
                log.exception("tournament %s could not be started", tid)
        return started

    def start(self, tid: str) -> bool:
        """Close the entries, fix the participants, and run it (or cancel it, too few)."""
        status = self.records.status(tid)
        if status == "upcoming":
            if not self.records.transition(tid, "upcoming", {"status": "starting"}):
                status = self.records.status(tid)
            else:
                status = "starting"
        if status != "starting":  # cancelled meanwhile, or gone
            self.schedule.unschedule(tid)
            return False
        meta, _, _ = self.records.read(tid)
        entrants = self.entrants_at_start(tid, meta)
        template = json.loads(meta["spec"])
        try:
            spec = TournamentSpec.from_dict(
                {**template, "participants": [e.label for e in entrants]}
            )
        except TournamentError as exc:
            present = " present" if meta.get("require_presence") == "1" else ""
            self.cancel(
                tid, SCHEDULE, f"too few entrants{present} at the start ({len(entrants)}): {exc}"
            )
            return False
        total = spec.total_games()
        counted = int(meta.get("counted") or meta.get("total") or total)
        if not self.records.transition(
            tid,
            "starting",
            {
                "status": "running",
                "spec": json.dumps(spec.to_dict()),
                "entrants": json.dumps([e.to_dict() for e in entrants]),
                "names": json.dumps(entrant_names(entrants)),
                "total": str(total),
                "started": repr(time.time()),
            },
        ):
            return False
        self._closed_started(tid, meta, counted - total)
        self.records.activate(tid)
        if self.announce is not None:
            accounts = sorted({e.account for e in entrants if e.account})
            with contextlib.suppress(StoreError):
                self.announce(accounts, {"type": "tournament_started", "tournament": tid})
        return True

    def _closed_started(self, tid: str, meta: dict[str, str], unplayed: int) -> None:
        self.schedule.unschedule(tid)
        if meta.get("creator_key") and unplayed > 0:
            self.credentials.refund(meta["creator_key"], unplayed, meta.get("quota_day", ""))

    def entrants_at_start(self, tid: str, meta: dict[str, str]) -> list[Entrant]:
        """The participants a tournament starts with: an open one's entries (bots revoked
        since are left out), an invited one's participants; with ``require_presence`` the
        registered bots among them that are present now, and the others."""
        if meta.get("entry") == "open":
            entrants = []
            for name, _ in self.schedule.entries(tid):
                record = self.bot_record(name)
                if record is not None and not record.get("disabled"):
                    entrants.append(Entrant(account=name, kind=record.get("kind")))
        else:
            entrants = [Entrant.from_dict(e) for e in json.loads(meta["entrants"])]
        if meta.get("require_presence") == "1" and self.present is not None:
            accounts = sorted({e.account for e in entrants if e.account})
            here = self.present(accounts) if accounts else set()
            entrants = [e for e in entrants if not e.account or e.account in here]
        return entrants

    # -- shown -----------------------------------------------------------------------------

    def entered(self, name: str) -> Entrant:
        """An entered bot as an upcoming tournament's participants show it."""
        record = self.bot_record(name)
        return Entrant(account=name, kind=(record or {}).get("kind") or "pull")

    def entries_shown(self, tid: str, meta: dict[str, str]) -> list[dict[str, Any]]:
        """An open tournament's entries as its view shows them (empty for an invited one)."""
        if meta.get("entry") != "open":
            return []
        return [{"bot": name, "entered": at} for name, at in self.schedule.entries(tid)]


def scheduled_fields(meta: dict[str, str], callback: dict[str, Any] | None) -> dict[str, Any]:
    """What every tournament's view says of its schedule (a tournament that started at once:
    no start time, invited participants)."""
    return {
        "starts_at": float(meta["starts_at"]) if meta.get("starts_at") else None,
        "entry": meta.get("entry") or "invite",
        "max_entries": int(meta["max_entries"]) if meta.get("max_entries") else None,
        "require_presence": meta.get("require_presence") == "1",
        "callback": callback,
    }

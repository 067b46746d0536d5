"""The service's tournaments over HTTP: created, read, cancelled and declined here; played by
:class:`~api.play.tournament_runner.TournamentRunner`.

:mod:`engine.tournament` decides what to play; the runners play it. The service's games are
ordinary stored games, played by a background thread of the worker
(:mod:`api.play.tournament_worker`: ``shithead worker``, or a web process with
``TOURNAMENT_WORKER=1``) that holds the tournament's lease in Redis; a web request only
records it. Outside the service, :mod:`api.play.runners` plays a tournament in this
process's pool or on rq workers, each game as :func:`~api.play.tournament_games.play_game_in_memory`
plays it, so the same tournament and seed give the same games whichever runner plays them.
The participants are :class:`~api.play.entrants.Entrant` values.

**Registered bots** take part by their account (``{"account": name}``): each game seats
them by name, announced on their feeds as assigned by the tournament. A registered push bot
is played at its URL like any push seat; a game with a registered pull bot is played by the
bots themselves (the pull bot over HTTP, the service's seats by the bot policy) while the
runner waits for its end. Such a tournament plays on a clock (its own, else
:data:`BOTS_CLOCK`), which plays a slow seat's default move; a revoked bot's seats play it
at once.

**Who may start one, and how much of the machine it gets.** A tournament over HTTP is
started with a credential (:mod:`api.play.credentials`), counted against that credential's
quota (tournaments running at once, games scheduled per day) and recorded as its creator,
who alone may cancel it. Its games are played a few at a time, within the game slots' caps
(:class:`~api.play.tournament_runner.Concurrency`).

**Consent.** A bot's token enters that bot alone; an organiser may enter (invite) any
registered bot, which may decline (:meth:`TournamentService.decline`): from then on each
game of the schedule not yet started seats the built-in ``random`` bot in its place, under
its name, so the schedule and the other participants' games stay whole, and the bot's feed
and profile hear of none of them.

**Cancelling** stops the scheduling: no game starts once the status is ``cancelled``; the
games already being played are played to their end (their results are recorded and shown),
which takes at most the turn cap's moves, and the games it will not play are given back to
its creator's games per day (:func:`cancel_running`). Only a live credential cancels: a
revoked one acts no more, and the operator cancels what it left running
(``shithead organiser revoke ID --cancel``).
"""

from __future__ import annotations

import contextlib
import datetime
import functools
import json
import time
import uuid
from typing import Any

from engine.deal import commitment, new_salt, new_seed
from engine.results import build_results
from engine.tournament import GameResult, TournamentError, TournamentSpec, all_games, standings

from ..games.clocks import request_time_control
from ..games.consent import require_own
from ..games.errors import Forbidden, NotFound, ServiceError, Unprocessable
from ..games.push_hosts import check_push_url
from ..games.service import GameService
from ..games.webhooks import with_secret
from ..store.errors import StoreError
from ..store.organisers import GameSlots
from ..store.records import RecordStore, UnknownRecordError
from ..store.tournament_schedule import ScheduleStore
from .credentials import ORGANISER, Credential, Credentials, utc_day
from .entrants import Entrant, PushBot, entrant_names
from .tournament_callbacks import callback_shown
from .tournament_lists import list_page
from .tournament_runner import (
    DEFAULT_CONCURRENCY,
    LEASE_MS,
    PULL_MOVE_TIMEOUT_S,
    SLOT_POLL_SECONDS,
    Concurrency,
    TournamentRunner,
)
from .tournament_schedule import (
    MAX_LEAD_S,
    Scheduler,
    online_now,
    placeholders,
    present,
    schedule_fields,
    scheduled_fields,
)

#: More games than this in one tournament is refused over HTTP (422 ``tournament_too_large``).
MAX_GAMES = 2000
#: A worker whose last heartbeat is older than this is taken for gone (``waiting``).
WORKER_STALE_S = 10.0
#: What a running tournament's ``waiting`` says when no worker is alive to play it.
NO_WORKER = "no worker has taken this tournament"
#: The time control of a tournament with registered bots that names none (docs/clocks.md):
#: ten minutes a seat, two seconds more a move, a minute at most for one move; a seat out of
#: time plays its default move with a strike.
BOTS_CLOCK: dict[str, Any] = {
    "initial_ms": 600_000,
    "increment_ms": 2_000,
    "move_ms": 60_000,
    "on_timeout": "auto",
}


#: Who cancelled a tournament the operator cancelled (``shithead organiser revoke ID --cancel``).
OPERATOR = {"kind": "operator", "id": "operator", "name": "the operator"}


def cancel_running(
    store: RecordStore, credentials: Credentials, tid: str, by: dict[str, str]
) -> bool:
    """End a running tournament as ``cancelled`` by ``by`` (a creator's :meth:`Credential.public`,
    or the operator's); False if it was not running. No game of it starts from then on (the
    runner notes each game's start only while it runs: :meth:`RecordStore.start_game`), so
    the games not started are exactly the ones it will not play: they are given back to its
    creator's games per day, on the day they were counted on."""
    if not store.transition(
        tid,
        "running",
        {"status": "cancelled", "cancelled_by": json.dumps(by), "cancelled_at": repr(time.time())},
    ):
        return False
    meta, _, _ = store.read(tid)
    creator = meta.get("creator_key", "")
    if creator:  # tournaments stored before credentials have no creator
        credentials.finish(creator, tid)
        total = int(
            meta.get("total") or TournamentSpec.from_dict(json.loads(meta["spec"])).total_games()
        )
        day = meta.get("quota_day") or utc_day(
            datetime.datetime.fromtimestamp(float(meta["created"]), datetime.UTC)
        )
        credentials.refund(creator, total - len(store.started_games(tid)), day)
    store.deactivate(tid)
    return True


class TournamentService:
    """Tournaments over HTTP: created in Redis, played by a lease-holding runner
    (:attr:`runner`) whose threads each play one game at a time, within the game slots' caps."""

    def __init__(
        self,
        store: RecordStore,
        games: GameService,
        credentials: Credentials,
        slots: GameSlots,
        *,
        max_games: int = MAX_GAMES,
        lease_ms: int = LEASE_MS,
        concurrency: Concurrency = DEFAULT_CONCURRENCY,
        slot_poll: float = SLOT_POLL_SECONDS,
        pull_timeout: float = PULL_MOVE_TIMEOUT_S,
        worker_stale_s: float = WORKER_STALE_S,
        max_lead_s: float = MAX_LEAD_S,
    ) -> None:
        self.store = store
        self.max_lead_s = max_lead_s
        bots = games.bots
        self.scheduler = Scheduler(
            store,
            ScheduleStore(store.r),
            credentials,
            bot_record=bots.get if bots is not None else (lambda name: None),
            announce=bots.announce if bots is not None else None,
        )
        if bots is not None:  # who is there, by the bots' last contact (api.store.presence)
            self.scheduler.present = functools.partial(present, bots.presence)
            self.scheduler.audience = functools.partial(online_now, bots.presence)
        self.games = games
        self.credentials = credentials
        self.slots = slots
        self.max_games = max_games
        self.worker_stale_s = worker_stale_s
        self.runner = TournamentRunner(
            store,
            games,
            credentials,
            slots,
            lease_ms=lease_ms,
            concurrency=concurrency,
            slot_poll=slot_poll,
            pull_timeout=pull_timeout,
            schedule=self.scheduler.schedule,
        )

    # -- creating and reading --------------------------------------------------------------

    def create(self, req: dict[str, Any], creator: Credential) -> dict[str, Any]:
        """Store and start a tournament by ``creator``, within its quota (429 ``quota_exceeded``)."""
        entrants: list[Entrant] = []
        accounts: set[str] = set()
        if creator.kind != ORGANISER:  # a bot's token enters itself alone (api.games.consent)
            require_own(
                [p["account"] for p in req["participants"] if p.get("account")],
                creator.id,
                what="a tournament",
            )
        for p in req["participants"]:
            if p.get("account"):
                entrants.append(self._registered(p.get("name"), p["account"], accounts))
            elif p.get("push"):
                check_push_url(p["push"]["url"], self.games.push_hosts)
                # one secret for the participant in every game (kept in the record)
                push = with_secret(
                    {
                        "url": p["push"]["url"],
                        "timeout_ms": p["push"]["timeout_ms"],
                        "secret": p["push"].get("secret"),
                    }
                )
                entrants.append(Entrant(name=p.get("name"), push=PushBot(**push)))
            else:
                entrants.append(Entrant(name=p.get("name"), bot=p["bot"]))
        extra, callback_secret = schedule_fields(
            req, time.time(), self.max_lead_s, self.games.push_hosts
        )
        labels = [e.label for e in entrants]
        if extra.get("entry") == "open":
            labels = placeholders(int(extra["max_entries"]))
        ref = req["ruleset"]
        try:
            spec = TournamentSpec(
                preset=ref["preset"],
                options=dict(ref.get("options") or {}),
                participants=tuple(labels),
                seed=req.get("seed") or new_seed(),
                salt=new_salt(),
                format=req["format"],
                rounds=req.get("rounds"),
                games_per_pairing=req["games_per_pairing"],
                seats_per_game=req["seats_per_game"],
                duplicate=req["duplicate"],
            )
        except TournamentError as exc:
            raise Unprocessable(str(exc), code=exc.code) from None
        total = spec.total_games()
        if total > self.max_games:
            raise Unprocessable(
                f"this tournament would be {total} games; at most {self.max_games} are played here",
                code="tournament_too_large",
                games=total,
                max_games=self.max_games,
            )
        clock = req.get("clock")
        if not clock and (extra.get("entry") == "open" or any(e.account for e in entrants)):
            clock = BOTS_CLOCK  # a registered bot plays over the network: the clock keeps it moving
        control = request_time_control(clock)
        tid = uuid.uuid4().hex
        day = self.credentials.admit(creator, tid, total)
        try:
            self.store.create(
                tid,
                {
                    # the stored games play under it (api.games.clocks)
                    **({"clock": json.dumps(control.to_dict())} if control is not None else {}),
                    # a scheduled one's: its rounds as asked, fixed with its participants
                    "spec": json.dumps(
                        {**spec.to_dict(), "rounds": req.get("rounds")} if extra else spec.to_dict()
                    ),
                    "entrants": json.dumps([e.to_dict() for e in entrants]),
                    "names": json.dumps(entrant_names(entrants)),
                    "status": "upcoming" if extra else "running",
                    "counted": str(total),
                    **extra,
                    "created": repr(time.time()),
                    "total": str(total),
                    "creator": json.dumps(creator.public()),
                    "creator_key": creator.key,
                    "quota_day": day,  # the day its games count on: a cancel gives back what is not played
                    "rated": "1" if req.get("rated") else "",  # its games rate the leaderboards
                },
            )
        except StoreError:
            with contextlib.suppress(StoreError):
                self.credentials.finish(creator.key, tid)
                self.credentials.refund(creator.key, total, day)
            raise
        # the web process only records it: a worker (shithead worker, or a process run with
        # TOURNAMENT_WORKER=1) takes its lease and plays it (api.play.tournament_worker),
        # a scheduled one from its start (api.play.tournament_schedule)
        if extra:
            self.scheduler.created(tid, float(extra["starts_at"]), extra["entry"], creator.name)
        else:
            self.store.activate(tid)
        invited = [e.account for e in entrants if e.account and e.account != creator.id]
        if (
            invited and self.games.bots is not None
        ):  # an organiser's invitation, which it may decline
            self.games.bots.announce(
                invited, {"type": "tournament_invited", "tournament": tid, "from": creator.name}
            )
        body = self.describe(tid)
        body["participants"] = [
            {**p, "webhook_secret": e.push.secret if e.push else None}
            for p, e in zip(body["participants"], entrants, strict=True)
        ]
        body["callback_secret"] = callback_secret
        return body

    def _registered(self, shown: str | None, name: str, seen: set[str]) -> Entrant:
        """A registered bot as a participant: it must exist, not be revoked, and be entered
        once (a bot holds at most one seat in a game)."""
        record = self.games.bots.get(name) if self.games.bots is not None else None
        if record is None or record.get("disabled"):
            raise Unprocessable(
                f"no registered bot {name} (or its token was revoked)", code="unknown_bot"
            )
        if name in seen:
            raise Unprocessable(
                f"bot {name} is entered twice: a registered bot is one participant",
                code="duplicate_participant",
            )
        seen.add(name)
        return Entrant(name=shown, account=name, kind=record["kind"])

    @staticmethod
    def _entrants(meta: dict[str, str]) -> list[Entrant]:
        return [Entrant.from_dict(e) for e in json.loads(meta["entrants"])]

    def describe(self, tid: str) -> dict[str, Any]:
        try:
            meta, game_ids, raw = self.store.read(tid)
        except UnknownRecordError:
            raise NotFound(f"no tournament {tid}") from None
        spec = TournamentSpec.from_dict(json.loads(meta["spec"]))
        entrants = self._entrants(meta)
        names = json.loads(meta["names"])
        results = {i: GameResult.from_dict(json.loads(v)) for i, v in raw.items()}
        status = meta["status"]
        # not started yet (or cancelled before its start): no schedule of games to show
        pending = bool(meta.get("starts_at")) and not meta.get("started")
        if pending and meta.get("entry") == "open":
            entries = self.scheduler.schedule.entries(tid)
            entrants = [self.scheduler.entered(name) for name, _ in entries]
            names = [name for name, _ in entries]
        games = []
        for g in [] if pending else all_games(spec, results):
            gid = game_ids.get(g.index)
            res = results.get(g.index)
            games.append(
                {
                    "index": g.index,
                    "round": g.round,
                    "table": g.table,
                    "deal": g.deal,
                    "rotation": g.rotation,
                    "seats": list(g.seats),
                    "game_id": gid,
                    "replay": f"/v1/games/{gid}/replay" if gid else None,
                    "result": res.outcome() if res is not None else None,
                }
            )
        return {
            "id": tid,
            "status": "upcoming" if status == "starting" else status,
            "error": meta.get("error") or None,
            "waiting": self.waiting(tid, meta),
            "clock": json.loads(meta["clock"]) if meta.get("clock") else None,
            "rated": bool(meta.get("rated")),
            "created": float(meta["created"]),
            "created_by": json.loads(meta["creator"]) if meta.get("creator") else None,
            "cancelled": (
                {
                    "by": json.loads(meta["cancelled_by"]),
                    "at": float(meta["cancelled_at"]),
                    "reason": meta.get("cancel_reason") or None,
                }
                if meta.get("cancelled_at")
                else None
            ),
            "ruleset": {"preset": spec.preset, "options": dict(spec.options)},
            "format": spec.format,
            # a Swiss tournament's rounds follow from its participants, once they are known
            "rounds": (
                json.loads(meta["spec"]).get("rounds")
                if pending and spec.format == "swiss"
                else spec.round_count
            ),
            "games_per_pairing": spec.games_per_pairing,
            "seats_per_game": spec.seats_per_game,
            "duplicate": spec.duplicate,
            # the seed decides every deal: it is shown once no game is left to play
            "seed": spec.seed if status == "done" else None,
            "seed_salt": (spec.salt or None) if status == "done" else None,
            # salted: a seed someone could guess is not found from it (docs/fairness.md)
            "seed_commitment": commitment(spec.seed, spec.salt or None),
            "participants": [e.row(i, names[i]) for i, e in enumerate(entrants)],
            "progress": {"done": len(results), "total": 0 if pending else spec.total_games()},
            "standings": (
                [] if pending else [s.to_dict() for s in standings(spec, results, names)]
            ),
            "games": games,
            **scheduled_fields(meta, callback_shown(meta)),
            "entries": self.scheduler.entries_shown(tid, meta),
        }

    def waiting(self, tid: str, meta: dict[str, str]) -> dict[str, Any] | None:
        """Why a running tournament does not move, if that is so: no runner holds its lease
        and no worker has beaten its heart lately (since the later of the tournament's
        creation and the last heartbeat). None while a runner plays it, or a live worker is
        about to take it."""
        if meta["status"] != "running" or self.store.leased(tid):
            return None
        beat = self.store.last_beat()
        if beat is not None and time.time() - beat <= self.worker_stale_s:
            return None
        return {"reason": NO_WORKER, "since": max(float(meta["created"]), beat or 0.0)}

    def list_page(self, *, cursor: float, limit: int, status: str | None = None) -> dict[str, Any]:
        """A page of tournaments (:func:`~api.play.tournament_lists.list_page`)."""
        return list_page(self.store, self.scheduler.schedule, cursor, limit, status)

    def results(self, tid: str) -> dict[str, Any]:
        """The results document of a finished tournament (see :mod:`engine.results`)."""
        try:
            meta, _, raw = self.store.read(tid)
        except UnknownRecordError:
            raise NotFound(f"no tournament {tid}") from None
        if meta["status"] != "done":
            # the spec holds the seed, which decides the deals still to come
            raise ServiceError(
                f"the tournament is {meta['status']}: its results are exported once it is done",
                status=409,
                code="tournament_not_over",
            )
        spec = TournamentSpec.from_dict(json.loads(meta["spec"]))
        entrants = self._entrants(meta)
        names = json.loads(meta["names"])
        results = {i: GameResult.from_dict(json.loads(v)) for i, v in raw.items()}
        participants = [e.row(i, names[i]) for i, e in enumerate(entrants)]
        return build_results(tid, spec, names, participants, results)

    def cancel(self, tid: str, who: Credential) -> dict[str, Any]:
        """Cancel a running tournament for its creator (a live credential: a revoked one no
        longer acts, :meth:`~api.play.credentials.Credentials.require`): no game of it starts
        any more (the ones being played end), and the games it will not play are given back
        to its creator's quota; the tournament as it stands. Cancelling a cancelled one again
        answers it as it is; a done or failed one is 409 ``tournament_over``."""
        try:
            meta, _, _ = self.store.read(tid)
        except UnknownRecordError:
            raise NotFound(f"no tournament {tid}") from None
        if (
            who.revoked
        ):  # the HTTP edge refuses it first (Credentials.require): revoked means revoked
            raise Forbidden("this credential was revoked", code="credential_revoked")
        if meta.get("creator_key") != who.key:
            raise Forbidden(
                "only the credential that created the tournament may cancel it", code="not_creator"
            )
        status: str | None = meta["status"]
        if status in ("upcoming", "starting") and self.scheduler.cancel(tid, who.public()):
            return self.describe(tid)
        if status == "running":
            if cancel_running(self.store, self.credentials, tid, who.public()):
                return self.describe(tid)
            status = self.store.status(tid)  # it ended meanwhile
        if status == "cancelled":
            return self.describe(tid)
        raise ServiceError(
            f"the tournament is {status}: only an upcoming or running one can be cancelled",
            status=409,
            code="tournament_over",
        )

    def decline(self, tid: str, bot: str) -> dict[str, Any]:
        """A registered bot entered in a running tournament declines it: the games not yet
        started seat the built-in ``random`` bot in its place (declining again answers the
        tournament as it is)."""
        try:
            meta, _, _ = self.store.read(tid)
        except UnknownRecordError:
            raise NotFound(f"no tournament {tid}") from None
        if not any(e.account == bot for e in self._entrants(meta)):
            raise Forbidden(f"bot {bot} is not entered in this tournament", code="not_invited")
        if meta.get(f"declined:{bot}"):
            return self.describe(tid)
        if not self.store.transition(tid, "running", {f"declined:{bot}": repr(time.time())}):
            raise ServiceError(
                f"the tournament is {self.store.status(tid)}: only a running one can be declined",
                status=409,
                code="tournament_over",
            )
        return self.describe(tid)

    def get(self, tid: str) -> dict[str, Any]:
        """The tournament. A running one that no runner holds is left to the workers (one
        stored before they kept the set of running tournaments is put in it here), and an
        upcoming one is on the schedule."""
        body = self.describe(tid)
        if body["status"] == "running" and not self.store.leased(tid):
            self.store.activate(tid, wake=False)
        elif body["status"] == "upcoming":  # listed by its start (again, if a crash lost it)
            self.scheduler.schedule.schedule(tid, body["starts_at"])
        return body

    # -- playing ---------------------------------------------------------------------------

    def start(self, tid: str) -> None:
        """Play ``tid`` on a thread of this process, unless one plays it already."""
        self.runner.start(tid)

    def join(self, tid: str, timeout: float | None = None) -> bool:
        """Wait for this process's runner of ``tid`` (if any) to stop; whether none runs now."""
        return self.runner.join(tid, timeout)

    def run(self, tid: str) -> bool:
        """Play the tournament to its end here if this runner gets its lease; whether it ended here."""
        return self.runner.run(tid)

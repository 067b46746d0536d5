"""Game service: load a game's events (plus a snapshot), fold, decide, append.

The store is the only source of truth; each worker keeps the last state (and record) it
built of a game so that it folds only new events, and a submit at the kept state's version
goes straight to the store's atomic append (see :meth:`GameService.submit`). Nothing here
knows about HTTP.
"""

from __future__ import annotations

import contextlib
import logging
import secrets
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import orjson

from engine import ENGINE_VERSION, causes
from engine.actions import Action
from engine.cards import card_name
from engine.causes import CauseRefused, apply_cause
from engine.clock import Clock
from engine.deal import DEAL_ALGORITHM
from engine.events import GameEnded, event_from_dict, event_to_dict
from engine.game import PHASE_NAMES, Game, State, evolve
from engine.notes import noted
from engine.rules.presets import PRESETS
from engine.view import redact_cause, redact_event, result_to_dict, view

from .. import jsontext
from ..metrics import CLOCK_TIMEOUT_LATENESS, VERSION_CONFLICTS
from ..store.bots import BotStore
from ..store.deadlines import DeadlineSet
from ..store.events import (
    SEATS_REVISION,
    AlreadySeated,
    ConflictError,
    EventStore,
    StaleMetaError,
    UnknownGameError,
)
from . import expiry
from .clocks import clock_view, now_ms, time_control
from .dealing import ACCOUNT, hash_token, new_game, seat_info, token_seat
from .errors import (
    Conflict,
    CredentialRevoked,
    NotFound,
    ServiceError,
    Unauthorized,
    Unprocessable,
)
from .held_tokens import CHECK_S, REVOKED_DETAIL, held_token, still_held
from .left import check_seat_acts
from .listing import list_page
from .push_hosts import Endpoint, check_push_url
from .rebase import MAX_REREADS, rebases
from .replays import build_document, deal_deadline, deal_fields, replay_header, seat_header
from .repository import GameRepository, Loaded

log = logging.getLogger("shithead.service")

SNAPSHOT_EVERY = 64
MAX_WAIT_S = 30.0


def status(st: State) -> dict[str, Any]:
    """What tells a client waiting on a game from one done with it: the phase, the seats
    that may act now and the result (null while the game runs)."""
    return {
        "phase": PHASE_NAMES[st.phase],
        "to_act": st.to_act(),
        "result": result_to_dict(st.result) if st.result is not None else None,
    }


def seat_kinds(meta: dict[str, str]) -> list[dict[str, Any]]:
    """The game's seats as its causes are checked against (:func:`engine.causes.apply_cause`):
    each as the replay's header shows it."""
    return [seat_header(meta, i) for i in range(int(meta["players"]))]


def _entries(wire: list[dict[str, Any]], cause: dict[str, Any] | None) -> list[str]:
    """An action's log entries from its events' wire forms, the first with the action that
    caused them."""
    return [jsontext.dumps({"e": d, "c": cause} if i == 0 and cause is not None else {"e": d})
            for i, d in enumerate(wire)]


def _wire(events: list[Any]) -> list[dict[str, Any]]:
    """Events' wire forms (read, never changed: the log entries and the answer share them)."""
    return [event_to_dict(ev) for ev in events]


def service_seat_to_act(meta: dict[str, str], state: State) -> bool:
    """Whether a seat the service plays (a built-in or push bot) may act in ``state``."""
    return any(f"bot:{seat}" in meta for seat in state.to_act())


def has_push_seat(meta: dict[str, str]) -> bool:
    """Whether a push bot plays one of the game's seats."""
    return any(meta.get(f"bot:{seat}") == "push" for seat in range(int(meta["players"])))


def seat_outcome(result: dict[str, Any], seat: int) -> str:
    """A seat's outcome in a game's result: ``win``, ``loss``, ``draw`` or ``placed`` (neither
    the winner nor the loser of a game of three or more)."""
    if result["draw"]:
        return "draw"
    if result["winner"] == seat:
        return "win"
    if result["loser"] == seat:
        return "loss"
    return "placed"


def game_over(meta: dict[str, str], state: State | None = None) -> bool:
    """Whether the game is over (its record says so, or ``state`` is its end): from then on
    nothing about it is secret."""
    return meta.get("status") == "over" or (state is not None and state.is_over())


def describe(loaded: Loaded, seat: int | None, *, everything: bool | None = None) -> dict[str, Any]:
    """The game as ``seat`` (None: a spectator) may see it: ``GET /v1/games/{id}``.

    Once the game is over (also for a view of one of its earlier versions) every card is
    shown, and the seed, as the replay shows them; ``everything`` False keeps them hidden as
    while it ran (a deal another game still plays, :meth:`GameService.shows_everything`).
    """
    st = loaded.state
    meta = loaded.meta
    over = game_over(meta, st) if everything is None else everything
    v = view(st, seat, everything=over)
    return {
        "id": loaded.game_id,
        "version": st.version,
        "ruleset": {
            "preset": meta["preset"],
            "options": orjson.loads(meta["options"]),
            "name": loaded.game.ruleset.name,
        },
        "seats": [seat_info(meta, i) for i in range(int(meta["players"]))],
        "you": seat,
        "phase": v["phase"],
        "to_act": v["to_act"],
        "result": v["result"],
        "seed_commitment": meta.get("seed_commitment") or None,
        "seed": (meta.get("seed") or None) if over else None,
        "seed_salt": (meta.get("seed_salt") or None) if over else None,
        "explicit_seed": bool(meta.get("explicit_seed")),
        "explicit_deck": bool(meta.get("explicit_deck")),
        **deal_fields(meta), **expiry.view_fields(meta),
        "match": ({"id": meta["match"], "game": int(meta.get("match_game", "0"))}
                  if meta.get("match") else None),
        # an earlier version's clocks as they stood at its last action
        "clock": clock_view(loaded.clock, meta,
                            loaded.clock.at_ms if loaded.past and loaded.clock is not None else None),
        "view": v,
    }


@dataclass
class _SubmitAt:
    """The game a submit decides on, at the expected version: the record it was read with,
    the state (the submit's own copy) and the acting seat. ``fresh``: just read from the
    store, so a refusal is the answer; else this worker's kept state, which may be behind."""

    meta: dict[str, str]
    state: State
    seat: int
    fresh: bool
    #: The clocks at the expected version (a clocked game; None otherwise).
    clock: Clock | None = None
    #: The note sent with the action (:mod:`engine.notes`), logged in its cause.
    note: str | None = None


class GameService:
    def __init__(self, store: EventStore, *, snapshot_every: int = SNAPSHOT_EVERY,
                 push_hosts: tuple[Endpoint, ...] | None = None,
                 bots: BotStore | None = None) -> None:
        self.store = store
        #: The registered bots: seats may name one, whose token then acts in its seat, and
        #: whose feed hears of its seats and of their games' ends.
        self.bots = bots
        self.snapshot_every = snapshot_every
        #: The hosts push bots may be at (None: any); see :func:`check_push_url`.
        self.push_hosts = push_hosts
        self.repository = GameRepository(store)
        #: Every clocked game's next deadline (read by the clock watchers, api.play.clocks).
        self.deadlines = DeadlineSet(store.r)
        #: Called with (game id, meta) by the request whose append ended a game.
        self.on_game_over: Callable[[str, dict[str, str]], None] | None = None
        #: Called with (game id, lost) when an append leaves a seat the service plays to act
        #: (lost=False), or a read finds one so (lost=True: a mark may have been lost); the
        #: bot policy (api.play.policy) marks the game due and its drivers play the seats.
        self.on_bots_due: Callable[[str, bool], None] | None = None
        #: Set while this thread plays bots: its own reads restore no marks.
        self._playing = threading.local()
        #: Called with (kind, game id, version) when a game with a push seat starts (kind
        #: ``game_started``, at the deal's version) or ends (``game_ended``); the push
        #: notices (api.play.notices) tell its push bots, off the request.
        self.on_push_notice: Callable[[str, str, int], None] | None = None
        #: Plays a game's bot seats until a person must act; the moves made
        #: (:func:`api.play.seats.play_bots`, given by the app): a create with ``play_out``.
        self.bot_player: Callable[[str], int] | None = None
        #: The push hosts' cap and breaker the seats ask before a push call
        #: (api.play.push_guard.PushGuard, given by the app; None: calls unguarded).
        self.push_guard: Any = None
        #: Whether another game dealt the same deck has yet to end (given by the app:
        #: :meth:`api.games.deals.DealGroups.live`); none has by default.
        self.deal_live: Callable[[dict[str, str]], bool] = lambda meta: False

    def shows_everything(self, meta: dict[str, str], state: State | None = None) -> bool:
        """Whether every card of the game, and its seed, may be shown to anyone: it is over
        and no other game of its deal is still to end. Every read of a game asks this."""
        return game_over(meta, state) and not self.deal_live(meta)

    # == creating and joining =================================================================

    def create(self, req: dict[str, Any], *, game_id: str | None = None,
               with_events: bool = False) -> dict[str, Any]:
        """Deal a new game and store it; its bot seats are the bot policy's to play.

        With ``play_out`` in the request, the bot seats are played here until a person must
        act (a game of bots only: to its end) and the answer is at the version after their
        moves; without it, the answer is at the deal's version and the game is marked due
        for the policy when a bot is to act. The answer has the game's status; with
        ``with_events``, also every event so far as a spectator sees them (the creator holds
        the people's tokens but is none of the seats).
        """
        # a tournament's schedule named its bots when it was made: one revoked since keeps
        # its seats, played by the default move (as in the games it was already seated in)
        req = {**req, "seats": self.account_seats(req["seats"],
                                                  revoked_play_on=req.get("assigned_by") == "tournament")}
        for seat in req["seats"]:
            if seat.get("push"):
                check_push_url(seat["push"]["url"], self.push_hosts)
        new = new_game(req, game_id=game_id)
        self.store.create(new.game_id, new.meta, _entries(_wire(new.events), None))
        clock = self._start_clock(new.game_id, new.meta, new.state)
        self._push_notice("game_started", new.game_id, new.meta, len(new.events))
        self._announce_seats(new.game_id, new.meta, range(len(new.seats)),
                             req.get("assigned_by") or "create")
        moved = 0
        if req.get("play_out"):
            if self.bot_player is None:  # the app factory gives one
                raise RuntimeError("play_out needs the service's bot player")
            moved = self.bot_player(new.game_id)
        body = new.created()
        st = new.state
        if moved:  # the state, and the seats (a push bot's strikes), as the bots left them
            loaded = self.load(new.game_id)
            st = loaded.state
            clock = loaded.clock
            body["seats"] = [{**seat, **seat_info(loaded.meta, i)}
                             for i, seat in enumerate(body["seats"])]
        self._bots_due(new.game_id, st, new.meta)
        body["version"] = st.version
        body.update(status(st))
        body["clock"] = clock_view(clock, new.meta)
        if with_events:
            body["events"] = self._events_slice(new.game_id, new.meta, None, 0, st.version)["events"]
        return body

    def account_seats(self, seats: list[dict[str, Any]], *,
                      revoked_play_on: bool = False) -> list[dict[str, Any]]:
        """The seats with each registered bot's seat made whole: it must exist and be
        enabled (or, with ``revoked_play_on``, may have been revoked since it was entered),
        sit at most once, and a push bot's seat is played at its URL."""
        if not any(seat.get("account") for seat in seats):
            return seats
        if self.bots is None:
            raise Unprocessable("this service has no registered bots", code="unknown_bot")
        out = []
        seen: set[str] = set()
        for seat in seats:
            name = seat.get("account")
            if not name:
                out.append(seat)
                continue
            if name in seen:
                raise Unprocessable(f"bot {name} holds at most one seat in a game", code="invalid_seats")
            seen.add(name)
            record = self.bots.get(name)
            if record is None or (record.get("disabled") and not revoked_play_on):
                raise Unprocessable(f"no registered bot {name} (or its token was revoked)",
                                    code="unknown_bot")
            if record["kind"] == "push":
                # signed with the bot's own secret (api.games.webhooks)
                seat = {**seat, "push": {"url": record["url"], "timeout_ms": 2000,
                                         "secret": self.bots.webhook_secret(name)}}
            out.append(seat)
        return out

    def _announce_seats(self, game_id: str, meta: dict[str, str], seats: Any, by: str) -> None:
        """Tell the registered bots among ``seats`` of their seat (and that the game started,
        when no seat is open any more)."""
        if self.bots is None:
            return
        n = int(meta["players"])
        mine = [(i, meta[f"account:{i}"]) for i in seats if meta.get(f"account:{i}")]
        if not mine:
            return
        for i, name in mine:
            self.bots.add_game(name, game_id, i)
            self.bots.announce([name], {"type": "seat_assigned", "game": game_id, "seat": i, "by": by})
        if all(meta.get(f"token:{i}") for i in range(n)):
            self._announce_started(game_id, meta)

    def _announce_started(self, game_id: str, meta: dict[str, str]) -> None:
        assert self.bots is not None
        for i in range(int(meta["players"])):
            name = meta.get(f"account:{i}")
            if name:
                self.bots.announce([name], {"type": "game_started", "game": game_id, "seat": i})

    def join(self, game_id: str, name: str | None, seat: int | None, *,
             account: str | None = None) -> dict[str, Any]:
        """Take an open seat: a person (a new token) or, with ``account``, a registered bot
        (whose own token acts in the seat; its feed hears of it)."""
        meta = self._meta(game_id)
        expiry.refuse_join(meta)  # the open seats expired: the read logs it, the join is refused
        n = int(meta["players"])
        open_seats = [i for i in range(n) if not meta.get(f"token:{i}")]
        if seat is not None:
            if seat >= n:
                raise Unprocessable(f"no seat {seat}", code="invalid_seat")
            if seat not in open_seats:
                raise ServiceError(f"seat {seat} is taken", code="seat_taken", status=409)
            chosen = seat
        elif open_seats:
            chosen = open_seats[0]
        else:
            raise ServiceError("no open seat", code="no_open_seat", status=409)
        if account is not None:
            if any(meta.get(f"account:{i}") == account for i in range(n)):
                raise ServiceError(f"bot {account} already holds a seat in this game",
                                   code="already_seated", status=409)
            try:
                final_name = self.store.claim_seat(game_id, chosen, ACCOUNT, name or account, account)
            except AlreadySeated:  # a racing join of the same bot was first
                raise ServiceError(f"bot {account} already holds a seat in this game",
                                   code="already_seated", status=409) from None
            if final_name is None:
                raise ServiceError(f"seat {chosen} is taken", code="seat_taken", status=409)
            meta = self._meta(game_id)
            self._announce_seats(game_id, meta, [chosen], "lobby")
            return {"id": game_id, "seat": chosen, "name": final_name, "token": None,
                    "account": account}
        token = secrets.token_urlsafe(32)
        final_name = self.store.claim_seat(game_id, chosen, hash_token(token), name or "")
        if final_name is None:
            raise ServiceError(f"seat {chosen} is taken", code="seat_taken", status=409)
        if self.bots is not None and all(
                i == chosen or meta.get(f"token:{i}") for i in range(n)):
            self._announce_started(game_id, meta)
        return {"id": game_id, "seat": chosen, "name": final_name, "token": token}

    # == loading ==============================================================================

    def _meta(self, game_id: str) -> dict[str, str]:
        return self.repository.meta(game_id)

    def game_of(self, meta: dict[str, str]) -> Game:
        return self.repository.game_of(meta)

    def load(self, game_id: str, *, at_version: int | None = None,
             idempotency_key: str = "") -> Loaded:
        """The game's state now (or at ``at_version``), rebuilt by the repository; a
        contributed deal whose deadline has passed is timed out first (and logged)."""
        if at_version is not None:
            return self.repository.at_version(game_id, at_version)
        loaded = self.repository.get(game_id, idempotency_key=idempotency_key)
        if self._deadline_passed(loaded.state, loaded.meta):
            return self._time_out(game_id, loaded.state, loaded.meta)
        if loaded.clock is not None and self._clock_expired(loaded.clock):
            return self._clock_out(game_id, loaded, idempotency_key)
        if expiry.expired(loaded.meta):  # nobody took the open seats in time
            return expiry.enforce(self, loaded)
        if not getattr(self._playing, "on", False):
            # the log says what is due: a mark lost with a process that died is restored
            self._bots_due(game_id, loaded.state, loaded.meta, lost=True)
        return loaded

    @staticmethod
    def _deadline_passed(state: State, meta: dict[str, str]) -> bool:
        deadline = deal_deadline(meta)
        return (deadline is not None and state.phase == 0 and bool(state.commits)
                and time.time() > deadline)

    def _time_out(self, game_id: str, state: State, meta: dict[str, str]) -> Loaded:
        """The contributed deal's deadline passed with seats still to commit or reveal: they
        forfeit (the engine has no clock; the first request after the deadline says so)."""
        st = state.copy()
        version = st.version
        cause = causes.deal_forfeit()
        events = apply_cause(st, cause, seat_kinds(meta))
        try:
            self.store.append(game_id, version, _entries(_wire(events), cause),
                              **self._also_written(st, version))
        except ConflictError:
            VERSION_CONFLICTS.labels("timeout").inc()
            return self.load(game_id)  # someone acted, or timed it out, first: read again
        meta = {**meta, "status": "over"}
        self._after_append(game_id, st, meta)
        return Loaded(game_id, meta, st.public_game(), st)

    def expire_deal(self, game_id: str, meta: dict[str, str]) -> dict[str, str]:
        """Reads that do not load the game call this first: a passed deadline is logged."""
        if ((deal_deadline(meta) is not None or meta.get("clock") or expiry.expired(meta))
                and meta.get("status") != "over"):
            return self.load(game_id).meta
        return meta

    # == clocks ===============================================================================

    @staticmethod
    def _clock_expired(clock: Clock, at_ms: int | None = None) -> bool:
        nxt = clock.next_deadline()
        return nxt is not None and nxt[0] <= (now_ms() if at_ms is None else at_ms)

    def _start_clock(self, game_id: str, meta: dict[str, str], state: State) -> Clock | None:
        """A new game's clocks (None without a time control), kept and scheduled."""
        control = time_control(meta)
        if control is None:
            self._schedule(game_id, state, None, meta)  # the open seats' expiry, if any
            return None
        clock = Clock.start(control, state.game.players, int(meta["clock_start"]), state)
        self.repository.keep(game_id, state, meta, clock=clock)
        self._schedule(game_id, state, clock, meta)
        return clock

    def _schedule(self, game_id: str, state: State, clock: Clock | None,
                  meta: dict[str, str] | None = None) -> None:
        """Set the game's next deadline for the watchers (none once no clock runs and no
        open seat waits to expire: ``meta``'s, :mod:`api.games.expiry`). The append is in
        the log already, so a failure here must not fail the request: every read of the
        game applies a deadline that passed."""
        until = expiry.deadline(meta) if meta is not None and not state.is_over() else None
        if clock is None and until is None:
            return
        nxt = clock.next_deadline() if clock is not None else None
        at = nxt[0] if nxt else None
        if until is not None and (at is None or until < at):
            at = until
        try:
            self.deadlines.set(game_id, at, state.version)
        except Exception:
            log.exception("game %s: its next deadline could not be set", game_id)

    def enforce_clock(self, game_id: str) -> None:
        """The clock watcher's read of a game whose deadline passed: log what is due (the
        read does) and set the game's next deadline again (the watcher's claim moved it)."""
        loaded = self.load(game_id)
        self._schedule(game_id, loaded.state, loaded.clock, loaded.meta)

    def _stamp(self, clock: Clock | None, seat: int, cause: dict[str, Any]) -> tuple[bool, Clock | None]:
        """Stamp ``cause`` (a seat's action) with the time (a clocked game): (whether it is
        in time, the clocks after it, to be settled on the state after it). An action whose
        seat's deadline passed is not logged: the read that applies the timeout goes first."""
        if clock is None:
            return True, None
        at = max(now_ms(), clock.at_ms)
        if self._clock_expired(clock, at):
            return False, None
        causes.stamped(cause, at)
        return True, clock.copy()

    def _clock_out(self, game_id: str, loaded: Loaded, idempotency_key: str = "") -> Loaded:
        """A seat's time ran out (``loaded``'s clocks say so): log its timeout, which the
        game's ``on_timeout`` makes a forfeit or its default move with a strike (the fifth
        forfeits), and read again (a later deadline may have passed too). Whoever appends
        first wins: the watcher, a read or the seat's own action, through the version check."""
        clock = loaded.clock
        assert clock is not None
        nxt = clock.next_deadline()
        assert nxt is not None
        deadline, seat = nxt
        st = loaded.state.copy()
        at = max(now_ms(), deadline, clock.at_ms)
        bot = loaded.meta.get(f"bot:{seat}") or None
        if clock.forfeits(seat):
            cause = causes.clock_forfeit(seat, deadline, at, bot)
        else:
            cause = causes.clock_default(seat, st.legal_actions(seat)[0], deadline, at, bot)
        events = apply_cause(st, cause, seat_kinds(loaded.meta), clock=clock, server_seed=loaded.meta["seed"])
        after = clock.copy()
        after.fold(cause, st)
        version = loaded.state.version
        try:
            self.store.append(game_id, version, _entries(_wire(events), cause),
                              **self._also_written(st, version))
        except ConflictError:
            VERSION_CONFLICTS.labels("clock").inc()  # someone acted, or timed it out, first
        else:
            CLOCK_TIMEOUT_LATENESS.labels("default" if "default" in cause else "forfeit").observe(
                (at - deadline) / 1000.0)
            meta = {**loaded.meta, "status": "over"} if st.is_over() else loaded.meta
            self._after_append(game_id, st, meta, clock=after)
        return self.load(game_id, idempotency_key=idempotency_key)

    def seat_for(self, meta: dict[str, str], token: str | None, *, acting: bool = False) -> int | None:
        """The seat a bearer token belongs to; None for no token (a spectator). A registered
        bot's token belongs to the seat the bot holds in this game (at most one). The token of
        a seat whose player left it to a bot (:mod:`api.games.left`) reads as a spectator's,
        and ``acting`` with it is refused (403 ``seat_left``)."""
        if token is None:
            return None
        found = token_seat(meta, token)
        if found is None:
            found = self._account_seat(meta, token)
        if found is None:
            raise Unauthorized("the token does not belong to a seat of this game", code="bad_token")
        if f"left:{found}" in meta:
            if acting:
                check_seat_acts(meta, found)
            return None  # the seat is its substitute's: its cards are no longer this token's
        return found

    def _account_seat(self, meta: dict[str, str], token: str) -> int | None:
        """The seat of the registered bot whose token this is, if it holds one in the game
        (its token is looked up each time, so a revoked or rotated one stops at once)."""
        if self.bots is None or not any(k.startswith("account:") for k in meta):
            return None
        name = self.bots.name_of_token(token)
        if name is None:
            return None
        return next((i for i in range(int(meta["players"])) if meta.get(f"account:{i}") == name), None)

    # == reading ==============================================================================

    def describe(self, loaded: Loaded, seat: int | None) -> dict[str, Any]:
        return describe(loaded, seat, everything=self.shows_everything(loaded.meta, loaded.state))

    def legal_moves(self, loaded: Loaded, seat: int) -> dict[str, Any]:
        st = loaded.state
        return {
            "version": st.version,
            "seat": seat,
            "actions": [a.to_dict() for a in st.legal_actions(seat)] if not st.is_over() else [],
            **status(st),
        }

    def redacted_events(self, loaded_game: Game, entries: list[dict[str, Any]], first_version: int,
                        seat: int | None, base: State | None, *,
                        everything: bool = False) -> list[dict[str, Any]]:
        """Log entries ``first_version+1..`` redacted for ``seat``; ``base`` is the state before
        them. ``everything``: the game is over, so they are shown whole."""
        out = []
        state = base
        for i, entry in enumerate(entries):
            ev = event_from_dict(entry["e"])
            item = redact_event(state, ev, seat, everything=everything)
            item["seq"] = first_version + i + 1
            cause = redact_cause(loaded_game, entry.get("c"), seat, everything=everything)
            if cause is not None:
                item["cause"] = cause
            out.append(item)
            if state is not None:
                evolve(state, ev)
        return out

    def events_after(self, game_id: str, after: int, seat_token: str | None, wait: float) -> dict[str, Any]:
        meta = self.expire_deal(game_id, self._meta(game_id))
        seat = self.seat_for(meta, seat_token)
        held = held_token(meta, seat_token, seat)
        deadline = time.monotonic() + min(max(wait, 0.0), MAX_WAIT_S)
        while True:  # a bot's token is checked again every CHECK_S while the poll waits
            left = deadline - time.monotonic()
            version = self.store.wait_for_version(game_id, after, min(left, CHECK_S) if held else left)
            if held is not None and left > 0 and not still_held(self.bots, held):
                raise CredentialRevoked(REVOKED_DETAIL)
            if version > after or time.monotonic() >= deadline:
                break
        # the page ends at the state read now (at least the version waited for), whose
        # status it shows
        loaded = self.load(game_id)
        st = loaded.state
        page = {**self._events_slice(game_id, meta, seat, after, st.version), **status(st)}
        if loaded.clock is not None:  # a clocked game's, as the stream's status frames
            page["clock"] = clock_view(loaded.clock, loaded.meta)
        return page

    def _events_slice(self, game_id: str, meta: dict[str, str], seat: int | None, after: int,
                      version: int) -> dict[str, Any]:
        after = max(0, min(after, version))
        entries = self.store.entries(game_id, after, version - 1) if version > after else []
        # the record read before a long poll may predate the end: the last event tells too
        over = self.shows_everything(meta) or (
            any(e["e"]["type"] == "GameEnded" for e in entries) and not self.deal_live(meta))
        needs_state = not over and any(
            e["e"]["type"] in ("Dealt", "FaceUpPlaced", "CardsSwapped") for e in entries)
        base = self.load(game_id, at_version=after).state if needs_state else None
        game = self.game_of(meta)
        return {"version": version,
                "events": self.redacted_events(game, entries, after, seat, base, everything=over)}

    # == acting ===============================================================================

    def submit(self, game_id: str, token: str | None, action: Action, expected_version: int,
               idempotency_key: str | None, fingerprint: str, note: str | None = None) -> tuple[str, bool]:
        """The response body (JSON text) and whether it is the stored answer to a retry.

        One sequence, whatever the state comes from (:meth:`_decide_and_append`): decide on
        the game at ``expected_version``, log, answer, and append with the idempotency key,
        the version check and the check that the seats the answer shows are unchanged. The
        state is this worker's kept one when it is at ``expected_version`` and the token is
        one of its record's seats: the submit is then one store call. Anything but a plain
        success on a kept state (it may be behind the store) writes nothing, and the same
        sequence runs again on a fresh read, whose refusals (unknown game, token, stored
        answer, version, engine) are the answers. A fresh read is read again only when the
        seats changed between the read and the append (a join or a strike: finitely many).
        """
        if token is None:
            self._meta(game_id)  # 404 before 401 for an unknown game
            raise Unauthorized("acting needs the seat's bearer token", code="missing_token")
        key = idempotency_key or ""
        sent = expected_version
        rebased_from: int | None = None
        reads = 0
        at = self._kept_for_submit(game_id, token, expected_version)
        if at is not None:
            at.note = note
        while True:
            if at is None:
                reads += 1
                loaded = self.load(game_id)
                seat = self.seat_for(loaded.meta, token, acting=True)
                assert seat is not None
                if key:
                    # keys are scoped to the seat: another seat's key never replays this
                    # seat's answer; the seat is only known after the read
                    stored = self.store.idempotent_response(game_id, f"{seat}:{key}")
                    if stored is not None:
                        return self._replayed(game_id, stored, fingerprint)
                st = loaded.state
                expected_version, rebased_from = sent, None
                if sent != st.version:
                    if not rebases(self.repository, game_id, st, seat, sent):
                        VERSION_CONFLICTS.labels("submit").inc()
                        raise Conflict(
                            f"expected version {sent} but the game is at version {st.version}",
                            version=st.version,
                        )
                    # nothing of the seat's changed since: the action is applied now
                    expected_version, rebased_from = st.version, sent
                at = _SubmitAt(loaded.meta, st, seat, fresh=True, clock=loaded.clock, note=note)
            # another seat's append between the read and this one: read again, and the
            # action is applied if it commutes with it (a few times: setup's races are short)
            done = self._decide_and_append(game_id, at, action, expected_version, key, fingerprint,
                                           rebased_from, reread=reads < MAX_REREADS)
            if done is not None:
                return done
            at = None  # the state was behind the store, or the seats changed: read again

    def _kept_for_submit(self, game_id: str, token: str, expected_version: int) -> _SubmitAt | None:
        """This worker's kept state to submit on: only when it is at ``expected_version``,
        the contributed deal's deadline has not passed (the read logs the forfeit) and the
        token's hash is one of the kept record's seats (a seat's token hash, once set, never
        changes: a join only fills an open seat) or a registered bot's seat there. None: the
        submit reads first."""
        kept = self.repository.kept_at(game_id, expected_version)
        if kept is None or self._deadline_passed(kept.state, kept.meta):
            return None
        if kept.meta.get("clock") and (kept.clock is None or self._clock_expired(kept.clock)):
            return None
        seat = token_seat(kept.meta, token)
        if seat is None:
            seat = self._account_seat(kept.meta, token)
        if seat is None:
            return None
        return _SubmitAt(kept.meta, kept.state.copy(), seat, fresh=False, clock=kept.clock)

    def _decide_and_append(self, game_id: str, at: _SubmitAt, action: Action,
                           expected_version: int, key: str, fingerprint: str,
                           rebased_from: int | None = None, *,
                           reread: bool = False) -> tuple[str, bool] | None:
        """Decide ``action`` on ``at``, log it, answer it and append it, in one store call that
        checks the version, the idempotency key (a stored one answers as always) and that the
        seats (tokens, names, strikes) are still those of ``at``'s record: its seats revision,
        which every join and strike counts up (a record without one has had neither).

        The answer (JSON text) and whether it is a stored one; None when nothing was written
        and a fresh read must tell: ``at`` is a kept state that the engine refused or the
        store had moved past, or the seats changed since ``at`` was read. On a fresh state a
        refusal raises its error instead.
        """
        st, meta, seat = at.state, at.meta, at.seat
        check_seat_acts(meta, seat)  # a seat whose player left: its substitute plays it
        # a registered push bot may also move through its token: its cause names it, as its
        # seat's every move does
        cause = noted(causes.move(seat, action, meta.get(f"bot:{seat}") or None), at.note)
        in_time, clock = self._stamp(at.clock, seat, cause)
        if not in_time:
            return None  # the seat's time ran out: the read that logs it answers
        try:
            events = apply_cause(st, cause, seat_kinds(meta), clock=clock, action=action,
                                 server_seed=meta["seed"])
        except CauseRefused as refused:
            exc = refused.error
            if not at.fresh:
                return None
            status = 403 if exc.code == "not_your_turn" else (409 if exc.code == "game_over" else 422)
            raise ServiceError(str(exc), code=exc.code, status=status) from None
        if clock is not None:
            clock.fold(cause, st)
        loaded = Loaded(game_id, meta, st.public_game(), st, clock=clock)
        wire = _wire(events)
        entries = _entries(wire, cause)
        scoped_key = f"{seat}:{key}" if key else ""
        answer: list[str] = []

        def write_answer() -> None:
            answer.append(self._answer(loaded, seat, cause, expected_version, events, wire,
                                       rebased_from))

        if key:  # the answer is stored with the key, so it goes with the append
            write_answer()
        try:
            result = self.store.append(
                game_id, expected_version, entries,
                idempotency_key=scoped_key, fingerprint=fingerprint,
                response=answer[0] if answer else "",
                meta_check={SEATS_REVISION: meta.get(SEATS_REVISION, "")},
                meanwhile=None if answer else write_answer,  # written while Redis appends
                **self._also_written(st, expected_version),
            )
        except ConflictError as exc:
            if not at.fresh or reread:
                VERSION_CONFLICTS.labels("kept_state" if not at.fresh else "reread").inc()
                return None
            VERSION_CONFLICTS.labels("submit").inc()
            raise Conflict(str(exc), version=exc.version) from None
        except StaleMetaError:
            return None
        except UnknownGameError:
            if not at.fresh:
                return None
            raise NotFound(f"no game {game_id}") from None
        if result.replayed is not None:
            return self._replayed(game_id, result.replayed, fingerprint)
        self._after_submit(game_id, st, meta, clock)
        return answer[0], False

    def _answer(self, loaded: Loaded, seat: int, cause: dict[str, Any], expected_version: int,
                events: list[Any], wire: list[dict[str, Any]], rebased_from: int | None = None) -> str:
        """The answer to a submitted action (JSON text); ``loaded`` holds the state after it,
        ``wire`` the events' wire forms; ``rebased_from``: the version the action was sent
        with, when it commuted with the events since (:mod:`api.games.rebase`)."""
        response = {
            "version": loaded.state.version,
            "events": self.shown_events(loaded, seat, cause, expected_version, events, wire),
            "game": self.describe(loaded, seat),
        }
        if rebased_from is not None:
            response["rebased_from"] = rebased_from
        return jsontext.dumps(response)

    def shown_events(self, loaded: Loaded, seat: int, cause: dict[str, Any], version: int,
                     events: list[Any], wire: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """The events one append made at ``version``, as ``seat`` may see them, numbered on
        from it with the cause on the first: what the answer to an action or an exit shows.
        ``loaded`` holds the state after them, ``wire`` their wire forms. An append that ended
        the game shows every card, unless another game of its deal plays on."""
        st = loaded.state
        everything = self.shows_everything(loaded.meta, st)
        shown = []
        for i, ev in enumerate(events):
            # (a deal, the contributed deal's last reveal's, only needs the state's game)
            item = redact_event(st, ev, seat, wire[i], everything=everything)
            item["seq"] = version + i + 1
            if i == 0:
                item["cause"] = cause
            shown.append(item)
        return shown

    def _after_submit(self, game_id: str, st: State, meta: dict[str, str],
                      clock: Clock | None = None) -> None:
        """What follows a person's append (``st`` and ``meta`` are kept as they are: the
        submit is done with them): the bot seats due to answer it are the policy's to play,
        after this request has answered."""
        self._after_append(game_id, st, meta, owned=True, clock=clock)
        self._bots_due(game_id, st, meta)

    def _bots_due(self, game_id: str, st: State, meta: dict[str, str], *,
                  lost: bool = False) -> None:
        """Tell the bot policy when a seat the service plays is to act in ``st``. The append
        is in the log already, so a failure here must not fail the request: the next read
        of the game marks it again."""
        if self.on_bots_due is None or not service_seat_to_act(meta, st):
            return
        try:
            self.on_bots_due(game_id, lost)
        except Exception:
            log.exception("game %s has a bot to act, but it could not be marked due", game_id)

    def _also_written(self, st: State, before: int) -> dict[str, Any]:
        """What the append that takes a game from version ``before`` to ``st`` writes besides
        its entries: a snapshot of ``st`` each time the log passes a multiple of
        ``snapshot_every`` events, and the record's status once the game is over."""
        due = st.version // self.snapshot_every > before // self.snapshot_every
        return {"snapshot": st.to_snapshot() if due else None,
                "meta_set": {"status": "over"} if st.is_over() else None}

    def _push_notice(self, kind: str, game_id: str, meta: dict[str, str], version: int) -> None:
        """Tell the push notices about a game with a push seat; like a mark, never a failure
        of the request (the notices are sent at most once, and may be lost)."""
        if self.on_push_notice is None or not has_push_seat(meta):
            return
        try:
            self.on_push_notice(kind, game_id, version)
        except Exception:
            log.exception("game %s: its push bots could not be told (%s)", game_id, kind)

    def _after_append(self, game_id: str, st: State, meta: dict[str, str], *,
                      owned: bool = False, clock: Clock | None = None) -> None:
        self.repository.keep(game_id, st, meta, owned=owned, clock=clock)
        self._schedule(game_id, st, clock, meta)
        if st.is_over():
            self._push_notice("game_ended", game_id, meta, st.version)
            self._announce_end(game_id, st)
        if st.is_over() and self.on_game_over is not None:
            # the request that ended the game moves its match on (see api.play.matches); the
            # move is in the log already, so a failure here must not fail the request:
            # the next read of the match does it instead
            try:
                self.on_game_over(game_id, meta)
            except Exception:
                log.exception("game %s ended, but what follows it could not be started", game_id)

    def _announce_end(self, game_id: str, st: State) -> None:
        """The append that ended the game tells the registered bots seated in it (the record
        is read again: a bot may have joined since ``st``'s was read). A failure here must
        not fail the request: the result stays in the log."""
        if self.bots is None or st.result is None:
            return
        try:
            meta = self._meta(game_id)
            result = result_to_dict(st.result)
            for i in range(int(meta["players"])):
                name = meta.get(f"account:{i}")
                if not name:
                    continue
                mine = {"outcome": seat_outcome(result, i), **result}
                self.bots.set_result(name, game_id, mine)
                self.bots.announce([name], {"type": "game_ended", "game": game_id, "seat": i,
                                            "result": mine})
        except Exception:
            log.exception("game %s ended, but its bots' feeds could not be told", game_id)

    @contextlib.contextmanager
    def playing_bots(self) -> Iterator[None]:
        """While this thread plays the service's seats (:func:`api.play.seats.play_bots`),
        its own reads restore no bot-policy marks: it is the one playing them."""
        was_playing = getattr(self._playing, "on", False)
        self._playing.on = True
        try:
            yield
        finally:
            self._playing.on = was_playing

    def append_bot_move(self, game_id: str, version: int, events: list[Any],
                        cause: dict[str, Any], state: State, meta: dict[str, str], *,
                        strike: bool) -> bool:
        """Append a move a seat the service plays made at ``version`` (``state`` is the state
        after it); False if someone else moved first (nothing is written). A push bot's
        strike is counted in the game's record by the same append."""
        # the strike and the seats' revision (which every strike counts up) land with the move
        counted = (f"strikes:{cause['seat']}", SEATS_REVISION) if strike else ()
        clock = None
        if meta.get("clock"):
            kept = self.repository.kept_at(game_id, version)
            before = kept.clock if kept is not None else None
            if before is None:  # not kept here: the clocks as the store has them
                fresh = self.repository.get(game_id)
                if fresh.state.version != version:
                    return False  # someone else moved first
                before = fresh.clock
            if before is None:
                return False
            in_time, clock = self._stamp(before, int(cause["seat"]), cause)
            if not in_time:
                return False  # the seat's time ran out: the driver's read logs it
            assert clock is not None
            clock.fold(cause, state)
        try:
            self.store.append(game_id, version, _entries(_wire(events), cause),
                              meta_incr=counted, **self._also_written(state, version))
        except ConflictError:
            VERSION_CONFLICTS.labels("bot").inc()
            return False
        self._after_append(game_id, state, meta, clock=clock)
        return True

    def _replayed(self, game_id: str, stored: tuple[str, str], fingerprint: str) -> tuple[str, bool]:
        fp, body = stored
        if fp != fingerprint:
            raise Unprocessable(
                "this Idempotency-Key was used with a different request body",
                code="idempotency_key_reused",
            )
        self.store.confirm_replicated(game_id)  # as safe as the first answer (REDIS_WAIT_REPLICAS)
        return body, True

    # == replays ==============================================================================

    def replay(self, game_id: str, token: str | None, *, whole: bool = False) -> dict[str, Any]:
        """The game's replay as ``token``'s seat (or a spectator) may read it. A finished game
        whose deal another game still plays is withheld (409 ``deal_in_play``) unless
        ``whole``: the service's own reads (a tournament's result, a results check)."""
        meta = self.expire_deal(game_id, self._meta(game_id))
        seat = self.seat_for(meta, token)
        game = self.game_of(meta)
        entries = self.store.entries(game_id)
        events = [event_from_dict(entry["e"]) for entry in entries]
        over = any(isinstance(ev, GameEnded) for ev in events)
        # the log says it is over, even where the record read before it did not yet
        if over and not whole and not self.shows_everything({**meta, "status": "over"}):
            raise ServiceError(
                "another game dealt the same cards is still being played: this game's replay "
                "is published once every game of its deal has ended", status=409, code="deal_in_play")
        # one fold: each event is redacted against the state before it, unless all is public
        final = State(game)
        shown = []
        for entry, ev in zip(entries, events, strict=True):
            if over:
                shown.append({"event": entry["e"], "cause": entry.get("c")})
            else:
                shown.append({"event": redact_event(final, ev, seat),
                              "cause": redact_cause(game, entry.get("c"), seat)})
            evolve(final, ev)
        v = view(final, seat)
        if over:
            dealt = next((e["e"] for e in entries if e["e"]["type"] == "Dealt"), None)
            return build_document(replay_header(game_id, meta), shown, phase=v["phase"], result=v["result"],
                                  redacted_for=None, seed=meta.get("seed") or None,
                                  deal=dealt["deck"] if dealt else None,
                                  seed_salt=meta.get("seed_salt") or None)
        return build_document(replay_header(game_id, meta), shown, phase=v["phase"], result=v["result"],
                              redacted_for=seat)

    # == listing ==============================================================================

    def list_games(self, *, preset: str | None, status: str | None, cursor: float,
                   limit: int) -> dict[str, Any]:
        """A page of games, newest first (see :func:`api.games.listing.list_page`)."""
        return list_page(self.store, preset=preset, status=status, cursor=cursor, limit=limit)


__all__ = [
    "DEAL_ALGORITHM",
    "ENGINE_VERSION",
    "PRESETS",
    "GameService",
    "ServiceError",
    "card_name",
]

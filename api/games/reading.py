"""Reading a game: its state now or at a version, the events page and its long poll, the
replay, the list of games, and which seat a bearer token is.

Every read of a game's state now goes through :meth:`Reader.load`, which first logs what a
passed deadline gives (:mod:`api.games.timeouts`, :mod:`api.games.expiry`), and, finding a
seat the service plays to act, tells the subscribers again (:data:`api.games.appended.READ`),
so a mark lost with a process that died is restored.
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Iterator
from typing import Any

from engine.events import GameEnded, event_from_dict
from engine.game import Game, State, evolve
from engine.view import redact_cause, redact_event, view

from ..store.bots import BotStore
from ..store.events import EventStore
from . import expiry
from .announcing import Announcer
from .answers import Answers, redacted_entries, service_seat_to_act, status
from .appended import READ, Appended
from .appending import Appending
from .clocks import clock_view
from .dealing import token_seat
from .errors import CredentialRevoked, ServiceError, Unauthorized
from .held_tokens import CHECK_S, REVOKED_DETAIL, held_token, still_held
from .left import check_seat_acts
from .listing import list_page
from .replays import build_document, deal_deadline, replay_header
from .repository import GameRepository, Loaded
from .timeouts import Timeouts, clock_expired, deadline_passed

MAX_WAIT_S = 30.0


class Reader:
    """The game service's reads."""

    def __init__(
        self,
        store: EventStore,
        repository: GameRepository,
        answers: Answers,
        appending: Appending,
        timeouts: Timeouts,
        announcer: Announcer,
        bots: BotStore | None,
    ) -> None:
        self.store = store
        self.repository = repository
        self.answers = answers
        self.appending = appending
        self.timeouts = timeouts
        self.announcer = announcer
        self.bots = bots
        #: Set while this thread plays bots: its own reads restore no marks.
        self._playing = threading.local()

    def meta(self, game_id: str) -> dict[str, str]:
        """The game's record; 404 for an unknown game."""
        return self.repository.meta(game_id)

    def game_of(self, meta: dict[str, str]) -> Game:
        return self.repository.game_of(meta)

    def load(
        self, game_id: str, *, at_version: int | None = None, idempotency_key: str = ""
    ) -> Loaded:
        """The game's state now (or at ``at_version``), rebuilt by the repository; a
        contributed deal whose deadline has passed is timed out first (and logged)."""
        if at_version is not None:
            return self.repository.at_version(game_id, at_version)
        loaded = self.repository.get(game_id, idempotency_key=idempotency_key)
        if deadline_passed(loaded.state, loaded.meta):
            timed_out = self.timeouts.time_out(game_id, loaded.state, loaded.meta)
            # None: someone acted, or timed it out, first: read again
            return timed_out if timed_out is not None else self.load(game_id)
        if loaded.clock is not None and clock_expired(loaded.clock):
            self.timeouts.clock_out(game_id, loaded)
            return self.load(game_id, idempotency_key=idempotency_key)
        if expiry.expired(loaded.meta):  # nobody took the open seats in time
            return expiry.enforce(self, loaded)
        if (
            self.appending.subscribers
            and not getattr(self._playing, "on", False)
            and service_seat_to_act(loaded.meta, loaded.state)
        ):
            # the log says what is due: a mark lost with a process that died is restored
            st = loaded.state
            self.appending.tell(Appended(game_id, loaded.meta, st, st.version, READ))
        return loaded

    def expire_deal(self, game_id: str, meta: dict[str, str]) -> dict[str, str]:
        """Reads that do not load the game call this first: a passed deadline is logged."""
        if (
            deal_deadline(meta) is not None or meta.get("clock") or expiry.expired(meta)
        ) and meta.get("status") != "over":
            return self.load(game_id).meta
        return meta

    def enforce_clock(self, game_id: str) -> None:
        """The clock watcher's read of a game whose deadline passed: log what is due (the
        read does) and set the game's next deadline again (the watcher's claim moved it)."""
        loaded = self.load(game_id)
        self.appending.schedule(game_id, loaded.state, loaded.clock, loaded.meta)

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

    # == who a token is ========================================================================

    def seat_for(
        self, meta: dict[str, str], token: str | None, *, acting: bool = False
    ) -> int | None:
        """The seat a bearer token belongs to; None for no token (a spectator). A registered
        bot's token belongs to the seat the bot holds in this game (at most one). The token of
        a seat whose player left it to a bot (:mod:`api.games.left`) reads as a spectator's,
        and ``acting`` with it is refused (403 ``seat_left``)."""
        if token is None:
            return None
        found = token_seat(meta, token)
        if found is None:
            found = self.account_seat(meta, token)
        if found is None:
            raise Unauthorized("the token does not belong to a seat of this game", code="bad_token")
        if f"left:{found}" in meta:
            if acting:
                check_seat_acts(meta, found)
            return None  # the seat is its substitute's: its cards are no longer this token's
        return found

    def account_seat(self, meta: dict[str, str], token: str) -> int | None:
        """The seat of the registered bot whose token this is, if it holds one in the game
        (its token is looked up each time, so a revoked or rotated one stops at once)."""
        if self.bots is None or not any(k.startswith("account:") for k in meta):
            return None
        name = self.bots.name_of_token(token)
        if name is None:
            return None
        return next(
            (i for i in range(int(meta["players"])) if meta.get(f"account:{i}") == name), None
        )

    # == pages ==================================================================================

    def events_after(
        self, game_id: str, after: int, seat_token: str | None, wait: float
    ) -> dict[str, Any]:
        meta = self.expire_deal(game_id, self.meta(game_id))
        seat = self.seat_for(meta, seat_token)
        held = held_token(meta, seat_token, seat)
        deadline = time.monotonic() + min(max(wait, 0.0), MAX_WAIT_S)
        while True:  # a bot's token is checked again every CHECK_S while the poll waits
            left = deadline - time.monotonic()
            version = self.store.wait_for_version(
                game_id, after, min(left, CHECK_S) if held else left
            )
            if held is not None and left > 0 and not still_held(self.bots, held):
                raise CredentialRevoked(REVOKED_DETAIL)
            if version > after or time.monotonic() >= deadline:
                break
        # the page ends at the state read now (at least the version waited for), whose
        # status it shows
        return self.events_now(self.load(game_id), meta, seat, after)

    def events_now(
        self, loaded: Loaded, meta: dict[str, str], seat: int | None, after: int
    ) -> dict[str, Any]:
        """The events page that ends at ``loaded``'s state, with its status (``meta``: the
        game's record, read before or with it)."""
        st = loaded.state
        page = {**self.events_page(loaded.game_id, meta, seat, after, st.version), **status(st)}
        if loaded.clock is not None:  # a clocked game's, as the stream's status frames
            page["clock"] = clock_view(loaded.clock, loaded.meta)
        return page

    def events_page(
        self, game_id: str, meta: dict[str, str], seat: int | None, after: int, version: int
    ) -> dict[str, Any]:
        """The events after ``after`` up to ``version`` as ``seat`` may see them (``meta``:
        the game's record, read before): ``{"version", "events"}``, the events page's body."""
        after = max(0, min(after, version))
        entries = self.store.entries(game_id, after, version - 1) if version > after else []
        # the record read before a long poll may predate the end: the last event tells too
        over = self.answers.shows_everything(meta) or (
            any(e["e"]["type"] == "GameEnded" for e in entries) and not self.answers.deal_live(meta)
        )
        needs_state = not over and any(
            e["e"]["type"] in ("Dealt", "FaceUpPlaced", "CardsSwapped") for e in entries
        )
        base = self.load(game_id, at_version=after).state if needs_state else None
        game = self.game_of(meta)
        return {
            "version": version,
            "events": redacted_entries(game, entries, after, seat, base, everything=over),
        }

    def replay(self, game_id: str, token: str | None, *, whole: bool = False) -> dict[str, Any]:
        """The game's replay as ``token``'s seat (or a spectator) may read it. A finished game
        whose deal another game still plays is withheld (409 ``deal_in_play``) unless
        ``whole``: the service's own reads (a tournament's result, a results check)."""
        meta = self.expire_deal(game_id, self.meta(game_id))
        seat = self.seat_for(meta, token)
        game = self.game_of(meta)
        entries = self.store.entries(game_id)
        events = [event_from_dict(entry["e"]) for entry in entries]
        over = any(isinstance(ev, GameEnded) for ev in events)
        # the log says it is over, even where the record read before it did not yet
        if over and not whole and not self.answers.shows_everything({**meta, "status": "over"}):
            raise ServiceError(
                "another game dealt the same cards is still being played: this game's replay "
                "is published once every game of its deal has ended",
                status=409,
                code="deal_in_play",
            )
        # one fold: each event is redacted against the state before it, unless all is public
        final = State(game)
        shown = []
        for entry, ev in zip(entries, events, strict=True):
            if over:
                shown.append({"event": entry["e"], "cause": entry.get("c")})
            else:
                shown.append(
                    {
                        "event": redact_event(final, ev, seat),
                        "cause": redact_cause(game, entry.get("c"), seat),
                    }
                )
            evolve(final, ev)
        v = view(final, seat)
        if over:
            dealt = next((e["e"] for e in entries if e["e"]["type"] == "Dealt"), None)
            return build_document(
                replay_header(game_id, meta),
                shown,
                phase=v["phase"],
                result=v["result"],
                redacted_for=None,
                seed=meta.get("seed") or None,
                deal=dealt["deck"] if dealt else None,
                seed_salt=meta.get("seed_salt") or None,
            )
        return build_document(
            replay_header(game_id, meta),
            shown,
            phase=v["phase"],
            result=v["result"],
            redacted_for=seat,
        )

    def list_games(
        self, *, preset: str | None, status: str | None, cursor: float, limit: int
    ) -> dict[str, Any]:
        """A page of games, newest first (see :func:`api.games.listing.list_page`)."""
        return list_page(self.store, preset=preset, status=status, cursor=cursor, limit=limit)


__all__ = ["MAX_WAIT_S", "Reader"]

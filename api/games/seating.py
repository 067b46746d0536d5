"""Seating a game: a new game dealt and stored, an open seat taken (by a person or a
registered bot), and a registered bot's seat made whole (its push URL, its secret)."""

from __future__ import annotations

import secrets
from typing import Any

from ..store.bots import BotStore
from ..store.errors import AlreadySeated
from ..store.events import EventStore
from . import expiry
from .announcing import Announcer
from .answers import Answers, status
from .appended import CREATE, Appended
from .appending import Appending, entries, wire
from .clocks import clock_view
from .dealing import ACCOUNT, hash_token, new_game, seat_info
from .errors import ServiceError, Unprocessable
from .push_hosts import Endpoint, check_push_url
from .reading import Reader
from .timeouts import Timeouts


class Seating:
    """Creates games and seats their players."""

    def __init__(
        self,
        store: EventStore,
        reader: Reader,
        answers: Answers,
        appending: Appending,
        timeouts: Timeouts,
        announcer: Announcer,
        *,
        bots: BotStore | None = None,
        push_hosts: tuple[Endpoint, ...] | None = None,
    ) -> None:
        self.store = store
        self.reader = reader
        self.answers = answers
        self.appending = appending
        self.timeouts = timeouts
        self.announcer = announcer
        self.bots = bots
        #: The hosts push bots may be at (None: any); see :func:`check_push_url`.
        self.push_hosts = push_hosts

    def create(
        self, req: dict[str, Any], *, game_id: str | None = None, with_events: bool = False
    ) -> dict[str, Any]:
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
        req = {
            **req,
            "seats": self.account_seats(
                req["seats"], revoked_play_on=req.get("assigned_by") == "tournament"
            ),
        }
        for seat in req["seats"]:
            if seat.get("push"):
                check_push_url(seat["push"]["url"], self.push_hosts)
        new = new_game(req, game_id=game_id)
        self.store.create(new.game_id, new.meta, entries(wire(new.events), None))
        clock = self.timeouts.start_clock(new.game_id, new.meta, new.state)
        self.announcer.seats(
            new.game_id, new.meta, range(len(new.seats)), req.get("assigned_by") or "create"
        )
        # the subscribers: the push bots' notice, the bots played here (play_out), or the game
        # marked due for the policy
        play_out = bool(req.get("play_out"))
        self.appending.tell(
            Appended(
                new.game_id, new.meta, new.state, 0, CREATE, tuple(new.events), play_out=play_out
            )
        )
        body = new.created()
        st = new.state
        if play_out and self.store.version(new.game_id) != st.version:
            # the state, and the seats (a push bot's strikes), as the bots left them
            loaded = self.reader.load(new.game_id)
            st = loaded.state
            clock = loaded.clock
            body["seats"] = [
                {**seat, **seat_info(loaded.meta, i)} for i, seat in enumerate(body["seats"])
            ]
        body["version"] = st.version
        body.update(status(st))
        body["clock"] = clock_view(clock, new.meta)
        if with_events:
            body["events"] = self.reader.events_page(new.game_id, new.meta, None, 0, st.version)[
                "events"
            ]
        return body

    def account_seats(
        self, seats: list[dict[str, Any]], *, revoked_play_on: bool = False
    ) -> list[dict[str, Any]]:
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
                raise Unprocessable(
                    f"bot {name} holds at most one seat in a game", code="invalid_seats"
                )
            seen.add(name)
            record = self.bots.get(name)
            if record is None or (record.get("disabled") and not revoked_play_on):
                raise Unprocessable(
                    f"no registered bot {name} (or its token was revoked)", code="unknown_bot"
                )
            if record["kind"] == "push":
                # signed with the bot's own secret (api.games.webhooks)
                seat = {
                    **seat,
                    "push": {
                        "url": record["url"],
                        "timeout_ms": 2000,
                        "secret": self.bots.webhook_secret(name),
                    },
                }
            # the version that plays the seat, recorded as it is seated
            out.append({**seat, "bot_version": record.get("version", "")})
        return out

    def join(
        self, game_id: str, name: str | None, seat: int | None, *, account: str | None = None
    ) -> dict[str, Any]:
        """Take an open seat: a person (a new token) or, with ``account``, a registered bot
        (whose own token acts in the seat; its feed hears of it)."""
        meta = self.reader.meta(game_id)
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
                raise ServiceError(
                    f"bot {account} already holds a seat in this game",
                    code="already_seated",
                    status=409,
                )
            try:
                record = self.bots.get(account) if self.bots is not None else None
                final_name = self.store.claim_seat(
                    game_id,
                    chosen,
                    ACCOUNT,
                    name or account,
                    account,
                    (record or {}).get("version", ""),
                )
            except AlreadySeated:  # a racing join of the same bot was first
                raise ServiceError(
                    f"bot {account} already holds a seat in this game",
                    code="already_seated",
                    status=409,
                ) from None
            if final_name is None:
                raise ServiceError(f"seat {chosen} is taken", code="seat_taken", status=409)
            meta = self.reader.meta(game_id)
            self.announcer.seats(game_id, meta, [chosen], "lobby")
            return {
                "id": game_id,
                "seat": chosen,
                "name": final_name,
                "token": None,
                "account": account,
            }
        token = secrets.token_urlsafe(32)
        final_name = self.store.claim_seat(game_id, chosen, hash_token(token), name or "")
        if final_name is None:
            raise ServiceError(f"seat {chosen} is taken", code="seat_taken", status=409)
        if self.bots is not None and all(i == chosen or meta.get(f"token:{i}") for i in range(n)):
            self.announcer.started(game_id, meta)
        return {"id": game_id, "seat": chosen, "name": final_name, "token": token}


__all__ = ["Seating"]

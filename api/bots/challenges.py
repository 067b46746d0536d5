"""Challenges: a game proposed to named registered bots, created once every one of them has
accepted.

A challenge is ``pending`` until every invited bot accepts (``accepted``: the game is
created, each bot hears ``seat_assigned`` with ``by: challenge``), one declines
(``declined``) or its time runs out (``expired``). Expiry is applied at the challenge's
deadline by the challenges' watcher (:mod:`api.bots.expiry`, beside the bot drivers), and on
the spot when the challenge is read or answered, or a bot reads its feed (every pending
challenge whose time is up, whoever it invited). Each change is announced on every invited
bot's feed as ``challenge_ended``, once, whoever made it.

A challenge seats only bots (built-in, push, registered) and open seats: a person's seat
would have a token nobody receives, so it is refused (422 ``challenge_person_seat``).

**A flood of challenges is refused, not delivered.** Each challenger (a bot by its token,
anyone else by address) sends at most :data:`PER_CHALLENGER` a minute, each bot is sent at
most :data:`PER_TARGET` a minute and has at most :data:`MAX_PENDING` pending: beyond any of
them the answer is 429 ``too_many_challenges`` (its ``limit`` says which) with
``Retry-After``. And a bot's feed bounds each event kind on its own
(:mod:`api.store.bots`), so challenges never push a seat's news out of it.
"""

from __future__ import annotations

import time
import uuid
from typing import Any

import orjson

from .. import jsontext
from ..games.clocks import request_time_control
from ..games.dealing import check_players, request_ruleset
from ..games.errors import Forbidden, NotFound, ServiceError
from ..games.push_hosts import check_push_url
from ..games.service import GameService
from ..settings import Settings
from ..store.bots import BotStore

#: Seconds a challenge waits for its answers, unless the request says.
DEFAULT_EXPIRES_S = 60
#: Challenges one challenger (a bot, or an address) sends a minute at most (the service's: its
#: settings', ``CHALLENGES_PER_MINUTE`` and the two below).
PER_CHALLENGER = Settings.challenges_per_minute
#: Challenges one bot is sent a minute at most, whoever sends them.
PER_TARGET = Settings.challenges_per_bot_per_minute
#: Challenges pending for one bot at most.
MAX_PENDING = Settings.challenges_pending_per_bot
#: Seconds past its expiry after which an accepted challenge whose game was never made (the
#: request making it died) is ``failed``.
STARTING_GRACE_S = 60


def _seat_summary(seat: dict[str, Any], i: int) -> dict[str, Any]:
    """A challenge's seat as the invited see it: who plays it (no URLs)."""
    if seat.get("account"):
        kind, who = "account", seat["account"]
    elif seat.get("bot"):
        kind, who = "bot", seat["bot"]
    elif seat.get("push"):
        kind, who = "push", None
    elif seat.get("open"):
        kind, who = "open", None
    else:
        kind, who = "person", None
    return {
        "seat": i,
        "kind": kind,
        "account": who if kind == "account" else None,
        "bot": who if kind == "bot" else None,
        "name": seat.get("name"),
    }


class TooManyChallenges(ServiceError):
    status, code = 429, "too_many_challenges"


class ChallengeService:
    def __init__(
        self,
        store: BotStore,
        games: GameService,
        *,
        per_challenger: int = PER_CHALLENGER,
        per_target: int = PER_TARGET,
        max_pending: int = MAX_PENDING,
    ) -> None:
        self.store = store
        self.games = games
        self.per_challenger = per_challenger
        self.per_target = per_target
        self.max_pending = max_pending

    def create(
        self, req: dict[str, Any], challenger: str | None, address: str = ""
    ) -> dict[str, Any]:
        """A challenge from bot ``challenger`` (None: anonymous, from ``address``)."""
        seats = req["seats"]
        invited = [s["account"] for s in seats if s.get("account")]
        if not invited:
            raise ServiceError(
                "a challenge invites at least one registered bot (a seat's `account`)",
                code="invalid_seats",
                status=422,
            )
        people = [i for i, s in enumerate(seats) if _seat_summary(s, i)["kind"] == "person"]
        if people:
            raise ServiceError(
                f"seat {people[0]} is a person's: a challenge's game hands out no seat tokens, so "
                "its seats are bots (built-in, push or registered) or open",
                code="challenge_person_seat",
                status=422,
                seats=people,
            )
        ref = req["ruleset"]
        options = dict(ref.get("options") or {})
        check_players(request_ruleset(ref["preset"], options, ref.get("cards") or ()), len(seats))
        for seat in self.games.account_seats(seats):  # every invited bot exists, once, enabled
            if seat.get("push"):
                check_push_url(seat["push"]["url"], self.games.push_hosts)
        request_time_control(req.get("clock"))  # 422 invalid_clock now, not when accepted
        challenge_id = uuid.uuid4().hex
        now = time.time()
        expires = now + req["expires_in_s"]
        self._admit(challenge_id, invited, challenger or f"address:{address}", expires)
        game_req = {"ruleset": ref, "seats": seats}
        if req.get("clock") is not None:
            game_req["clock"] = req["clock"]
        record = {
            "id": challenge_id,
            "status": "pending",
            "from": challenger or "",
            "request": jsontext.dumps(game_req),
            "invited": jsontext.dumps(invited),
            "created": repr(now),
            "expires": repr(expires),
            "game": "",
        }
        self.store.create_challenge(challenge_id, record, expires)
        body = self._view(record)
        self.store.announce(
            invited,
            {
                "type": "challenge",
                "challenge": challenge_id,
                "from": body["from"],
                "ruleset": body["ruleset"],
                "seats": body["seats"],
                "clock": body["clock"],
                "expires": body["expires"],
            },
        )
        return body

    def _admit(self, challenge_id: str, invited: list[str], who: str, expires: float) -> None:
        """Count the challenge against its challenger's and each invited bot's budgets and
        the invited bots' pending ones, or refuse it (429 ``too_many_challenges``)."""
        if not self.store.spend_challenge(self.store.challenger_key(who), self.per_challenger):
            raise TooManyChallenges(
                f"at most {self.per_challenger} challenges a minute from one challenger",
                limit="per_challenger",
                retry_after=60,
            )
        for name in invited:
            if not self.store.spend_challenge(self.store.challenged_key(name), self.per_target):
                raise TooManyChallenges(
                    f"bot {name} was sent {self.per_target} challenges this minute",
                    limit="per_bot",
                    bot=name,
                    retry_after=60,
                )
        full = self.store.pend(invited, challenge_id, expires, self.max_pending)
        if full is not None:
            raise TooManyChallenges(
                f"bot {full} has {self.max_pending} challenges pending",
                limit="pending",
                bot=full,
                retry_after=60,
            )

    def get(self, challenge_id: str) -> dict[str, Any]:
        return self._view(self._current(challenge_id))

    def accept(self, challenge_id: str, bot: str) -> dict[str, Any]:
        record = self._current(challenge_id)
        self._invited(record, bot)
        got = self.store.accept(challenge_id, bot)
        if got < 0:
            raise self._not_pending(self._current(challenge_id))
        if got == 1:  # the last acceptance: this request creates the game
            req = orjson.loads(record["request"])
            try:
                game = self.games.create({**req, "assigned_by": "challenge"})
            except ServiceError as exc:  # a bot was revoked meanwhile
                self.store.set_challenge(challenge_id, status="failed")
                self._ended(record, "failed", None)
                raise ServiceError(
                    f"the game could not be created: {exc.detail}",
                    code="challenge_failed",
                    status=409,
                ) from None
            self.store.set_challenge(challenge_id, status="accepted", game=game["id"])
            self._ended(record, "accepted", game["id"])
        return self.get(challenge_id)

    def decline(self, challenge_id: str, bot: str) -> dict[str, Any]:
        record = self._current(challenge_id)
        self._invited(record, bot)
        if not self.store.settle(challenge_id, "declined", declined_by=bot):
            raise self._not_pending(self._current(challenge_id))
        self._ended(record, "declined", None)
        return self.get(challenge_id)

    def expire_due(self) -> int:
        """The deadline check (the watcher's, and before feed reads): expire every pending
        challenge whose time is up, and fail an accepted one whose game was never made; how
        many changed. Whatever else is in the deadline set leaves it (a challenge gone, or
        settled), or, an accepted one whose game is being made, waits there until its grace
        runs out: nothing stays due to be looked at again at once."""
        changed = 0
        for challenge_id in self.store.due_challenges():
            record = self.store.challenge(challenge_id)
            if record is None or record["status"] not in ("pending", "starting"):
                self.store.set_challenge(challenge_id)  # gone or settled: drop its deadline
                continue
            if self._expire(record):
                changed += 1
            elif record["status"] == "starting":
                self.store.defer_challenge(
                    challenge_id, float(record["expires"]) + STARTING_GRACE_S
                )
        return changed

    # == inside ==============================================================================

    def _current(self, challenge_id: str) -> dict[str, str]:
        """The challenge, expired first when its time is up."""
        record = self.store.challenge(challenge_id)
        if record is None:
            raise NotFound(f"no challenge {challenge_id}")
        if self._expire(record):
            record = self.store.challenge(challenge_id) or record
        return record

    def _expire(self, record: dict[str, str]) -> bool:
        """Expire a pending challenge whose time is up, or fail an accepted one whose game
        was never made; whether it changed."""
        now = time.time()
        if record["status"] == "starting" and now > float(record["expires"]) + STARTING_GRACE_S:
            if self.store.settle(record["id"], "failed", was="starting"):
                self._ended(record, "failed", None)
                return True
            return False
        if record["status"] != "pending" or now <= float(record["expires"]):
            return False
        if self.store.settle(record["id"], "expired"):
            self._ended(record, "expired", None)
            return True
        return False

    def _ended(self, record: dict[str, str], outcome: str, game_id: str | None) -> None:
        self.store.unpend(orjson.loads(record["invited"]), record["id"])
        self.store.announce(
            orjson.loads(record["invited"]),
            {
                "type": "challenge_ended",
                "challenge": record["id"],
                "outcome": outcome,
                "game": game_id,
            },
        )

    @staticmethod
    def _invited(record: dict[str, str], bot: str) -> None:
        if bot not in orjson.loads(record["invited"]):
            raise Forbidden(f"bot {bot} is not invited to this challenge", code="not_invited")

    @staticmethod
    def _not_pending(record: dict[str, str]) -> ServiceError:
        return ServiceError(
            f"the challenge is {record['status']}", code="challenge_not_pending", status=409
        )

    @staticmethod
    def _view(record: dict[str, str]) -> dict[str, Any]:
        req = orjson.loads(record["request"])
        invited = orjson.loads(record["invited"])
        ref = req["ruleset"]
        return {
            "id": record["id"],
            "status": record["status"],
            "from": record.get("from") or None,
            "ruleset": {"preset": ref["preset"], "options": ref.get("options") or {}},
            "seats": [_seat_summary(s, i) for i, s in enumerate(req["seats"])],
            "clock": req.get("clock"),
            "invited": invited,
            "accepted": [n for n in invited if record.get(f"accepted:{n}")],
            "created": float(record["created"]),
            "expires": float(record["expires"]),
            "game": record.get("game") or None,
        }

"""Registered bots: registering one, its token (rotated, revoked), its public profile and its
feed; and joining an open seat with a bot's token.

A bot's token is shown once, at registration or rotation, and stored as its SHA-256. It
acts in every seat the bot holds (see :meth:`api.games.service.GameService.seat_for`).
Revoking it disables the bot for good: no token works any more, its seats can no longer
act, and it cannot be seated or challenged; the name stays taken.
"""

from __future__ import annotations

import re
import threading
import time
from typing import Any

from ..games.errors import (
    CredentialRevoked,
    Forbidden,
    NotFound,
    ServiceError,
    Unauthorized,
    Unprocessable,
)
from ..games.held_tokens import CHECK_S, REVOKED_DETAIL, HeldToken, still_held
from ..games.push_hosts import check_push_url
from ..games.service import GameService
from ..store.bots import BotStore, hash_token, new_token, new_webhook_secret
from .presence import presence_view

#: Longest a feed's long poll waits, in seconds.
MAX_WAIT_S = 30
#: Feed ids: Redis stream ids (``<ms>-<n>``), or ``0`` for the start.
FEED_ID = re.compile(r"^[0-9]{1,20}(-[0-9]{1,20})?$")
#: The deadline check before feed reads runs at most this often per process (seconds): it
#: reads the head of every shard of the challenges' deadlines, and many bots long-poll their
#: feeds at once. A challenge read on its own is expired on the spot whatever this says.
CHALLENGE_CHECK_S = 1.0
#: Names no bot may take: they are words of the API's paths.
RESERVED = frozenset({"me"})


def push_calls_view(raw: dict[str, str]) -> dict[str, Any] | None:
    """A bot's counted calls as its profile shows them (None: never called)."""
    if not raw.get("calls"):
        return None
    return {
        "calls": int(raw["calls"]),
        "failures": int(raw.get("failures", "0")),
        "last": {
            "latency_ms": int(raw["last_latency_ms"]),
            "failure": raw.get("last_failure") or None,
            "at": float(raw["last_at"]),
        },
    }


class BotService:
    def __init__(self, store: BotStore, games: GameService) -> None:
        self.store = store
        self.games = games
        #: Called before a feed is read: expires the challenges whose time is up (given by
        #: the app: :meth:`api.bots.challenges.ChallengeService.expire_due`).
        self.before_feed: Any = None
        #: When this process last ran ``before_feed`` (time.monotonic()), and the lock one
        #: thread holds while it does (the others skip it rather than wait).
        self._checked = -CHALLENGE_CHECK_S
        self._check_lock = threading.Lock()

    # == the account =========================================================================

    def register(self, req: dict[str, Any]) -> dict[str, Any]:
        name = req["name"]
        if name.lower() in RESERVED:
            raise Unprocessable(f"{name!r} is reserved", code="invalid_bot_name")
        kind = req["kind"]
        url = req.get("url") or ""
        if kind == "push":
            check_push_url(url, self.games.push_hosts)
        token = new_token()
        secret = new_webhook_secret() if kind == "push" else ""
        record = {
            "name": name,
            "kind": kind,
            "url": url,
            "description": req.get("description") or "",
            "owner": req.get("owner") or "",
            "created": repr(time.time()),
            "secret": secret,
            "disabled": "",
        }
        if not self.store.register(record, hash_token(token)):
            raise ServiceError(f"a bot named {name} exists", code="bot_exists", status=409)
        body = self.profile(name)
        body["token"] = token
        body["webhook_secret"] = secret or None
        return body

    def authenticate(self, token: str | None) -> str:
        """The registered bot a bearer token belongs to."""
        if token is None:
            raise Unauthorized(
                "send the bot's token: 'Authorization: Bearer <token>'", code="missing_token"
            )
        name = self.store.name_of_token(token)
        if name is None:
            raise Unauthorized(
                "the token is not a registered bot's (or it was revoked)", code="bad_token"
            )
        return name

    def _own(self, name: str, token: str | None) -> str:
        """The token's hash, when it is the named bot's."""
        record = self.store.get(name)
        if record is None:
            raise NotFound(f"no bot {name}")
        holder = self.authenticate(token)
        if holder != name:
            raise Forbidden(f"the token is bot {holder}'s, not {name}'s", code="not_your_bot")
        assert token is not None
        return hash_token(token)

    def check_owner(self, name: str, token: str | None) -> None:
        """Refuse a token that is not the named bot's (404 no bot, 401 no or a bad token,
        403 another bot's)."""
        self._own(name, token)

    def rotate(self, name: str, token: str | None) -> dict[str, Any]:
        old = self._own(name, token)
        fresh = new_token()
        if not self.store.swap_token(name, old, hash_token(fresh)):
            raise Unauthorized("the token was rotated or revoked meanwhile", code="bad_token")
        return {"name": name, "token": fresh}

    def revoke(self, name: str, token: str | None) -> None:
        old = self._own(name, token)
        if not self.store.swap_token(name, old, ""):
            raise Unauthorized("the token was rotated or revoked meanwhile", code="bad_token")

    def edit(self, name: str, token: str | None, req: dict[str, Any]) -> dict[str, Any]:
        """The owner's changes (``PATCH /v1/bots/{name}``): its description, a push bot's
        URL (checked as at registration), its version tag, and with a new version whether its
        ratings are kept or reset. The profile as its owner reads it."""
        self._own(name, token)
        record = self.store.get(name)
        if record is None:
            raise NotFound(f"no bot {name}")
        changes: dict[str, str] = {}
        if req.get("description") is not None:
            changes["description"] = req["description"]
        if req.get("push_url") is not None:
            if record["kind"] != "push":
                raise Unprocessable(
                    "a pull bot has no push URL (register a push bot instead)",
                    code="not_a_push_bot",
                )
            check_push_url(req["push_url"], self.games.push_hosts)
            changes["url"] = req["push_url"]
        new_version = req.get("version")
        if new_version is not None:
            changes["version"] = new_version
        if not self.store.update(name, changes):
            raise NotFound(f"no bot {name}")
        if (
            new_version is not None
            and new_version != (record.get("version") or "")
            and req.get("rating") == "reset"
        ):
            self.store.reset_ratings(name)
        return self.profile(name, token)

    def profile(self, name: str, token: str | None = None) -> dict[str, Any]:
        """What anyone may read of a bot: never its token, hash, secret or push URL. With the
        bot's own token, a push bot's profile also has its calls (``push_calls``)."""
        record = self.store.get(name)
        if record is None:
            raise NotFound(f"no bot {name}")
        own: dict[str, Any] = {}
        if token is not None and record["kind"] == "push":
            self._own(name, token)  # another's token, or none of a bot's, is refused
            own["push_calls"] = push_calls_view(self.store.push_calls(name))
        return {
            "name": record["name"],
            "kind": record["kind"],
            "description": record.get("description") or None,
            "owner": record.get("owner") or None,
            "created": float(record["created"]),
            "status": "disabled" if record.get("disabled") else "active",
            **presence_view(self.store.presence, name),
            "ratings": self.store.ratings(name),
            "recent_games": self.store.recent_games(name),
            "version": record.get("version") or None,
            **own,
        }

    # == joining =============================================================================

    def join(
        self, game_id: str, token: str | None, seat: int | None, name: str | None
    ) -> dict[str, Any]:
        """An open seat taken by the bot whose token this is."""
        bot = self.authenticate(token)
        return self.games.join(game_id, name, seat, account=bot)

    # == the feed ============================================================================

    def feed_page(
        self, name: str, after: str, wait: float, token: str | None = None
    ) -> dict[str, Any]:
        """The feed's events after ``after``, waiting up to ``wait`` seconds for one.
        ``token``: the bot's, checked again every ``CHECK_S`` while the poll waits (a
        rotated or revoked one ends it: 401 ``token_revoked``)."""
        self._expire_due()
        held = HeldToken(name, hash_token(token)) if token is not None else None
        deadline = time.monotonic() + max(0.0, min(wait, MAX_WAIT_S))
        while True:
            left = deadline - time.monotonic()
            events = self.store.feed(name, after, int(min(max(left, 0.0), CHECK_S) * 1000))
            if held is not None and left > 0 and not still_held(self.store, held):
                raise CredentialRevoked(REVOKED_DETAIL)
            if events or left <= 0:
                break
            self._expire_due()
        return {"events": events, "next": events[-1]["id"] if events else after}

    def _expire_due(self) -> None:
        if self.before_feed is None or time.monotonic() - self._checked < CHALLENGE_CHECK_S:
            return
        if not self._check_lock.acquire(blocking=False):
            return  # another thread of this process is checking now
        try:
            self._checked = time.monotonic()
            self.before_feed()
        finally:
            self._check_lock.release()

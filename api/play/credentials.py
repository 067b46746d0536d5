"""Credentials that may start work (tournaments), and the quota each one draws on.

A :class:`Credential` is what a bearer token stands for when it starts work: its kind
(``organiser``, ``bot``), an id, a name to show and a :class:`Quota`. The service asks
:meth:`Credentials.credential_for` and nothing else, so any kind of token can become a
credential: organiser tokens are looked up in the :class:`~api.store.organisers.OrganiserStore`;
any other token is handed to ``bot_lookup`` when one is given (a bot account store's lookup,
returning a credential of kind ``bot`` with that account's quota), which is where bot tokens
plug in.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .. import tokens_accepted
from ..games.errors import Forbidden, ServiceError, Unauthorized
from ..store.bots import BotStore
from ..store.organisers import TOKEN_PREFIX, Organiser, OrganiserStore, QuotaStore

ORGANISER = "organiser"
BOT = "bot"


@dataclass(frozen=True)
class Quota:
    """How much work a credential may have: tournaments running at once, and games
    scheduled per UTC calendar day."""

    max_running: int
    max_games_per_day: int


@dataclass(frozen=True)
class Credential:
    kind: str
    id: str
    name: str
    quota: Quota
    revoked: bool = False

    @property
    def key(self) -> str:
        """What the credential's counters and slots are named by: ``kind:id``."""
        return f"{self.kind}:{self.id}"

    def public(self) -> dict[str, Any]:
        """Who, as a tournament shows its creator (never the token)."""
        return {"kind": self.kind, "id": self.id, "name": self.name}


def organiser_credential(organiser: Organiser) -> Credential:
    return Credential(
        ORGANISER,
        organiser.id,
        organiser.name,
        Quota(organiser.max_running, organiser.max_games_per_day),
        revoked=organiser.revoked is not None,
    )


def bot_credential(bots: BotStore, quota: Quota, token: str) -> Credential | None:
    """A registered bot's token as a credential of kind ``bot`` (its name as id), with the
    quota every bot has; None for any other token (a revoked bot's token is no bot's)."""
    name = bots.name_of_token(token)
    return Credential(BOT, name, name, quota) if name is not None else None


class QuotaExceeded(ServiceError):
    status, code = 429, "quota_exceeded"


def utc_day(now: datetime.datetime | None = None) -> str:
    return (now or datetime.datetime.now(datetime.UTC)).strftime("%Y-%m-%d")


def seconds_to_next_day(now: datetime.datetime | None = None) -> int:
    now = now or datetime.datetime.now(datetime.UTC)
    midnight = (now + datetime.timedelta(days=1)).replace(hour=0, minute=0, second=0, microsecond=0)
    return max(1, int((midnight - now).total_seconds()) + 1)


#: How long a client is told to wait when it has as many tournaments running as it may.
RUNNING_RETRY_AFTER = 60


class Credentials:
    """Bearer tokens to credentials, and the quota check when a credential starts work."""

    def __init__(
        self,
        organisers: OrganiserStore,
        quotas: QuotaStore,
        *,
        bot_lookup: Callable[[str], Credential | None] | None = None,
    ) -> None:
        self.organisers = organisers
        self.quotas = quotas
        #: bot tokens plug in here: token -> a ``bot`` credential, or None
        self.bot_lookup = bot_lookup

    def credential_for(self, token: str) -> Credential | None:
        """The credential ``token`` stands for (revoked ones too: ``revoked`` says so), or None."""
        if token.startswith(TOKEN_PREFIX):
            organiser = self.organisers.by_token(token)
            return organiser_credential(organiser) if organiser is not None else None
        if self.bot_lookup is not None:
            return self.bot_lookup(token)
        return None

    def require(self, token: str | None) -> Credential:
        """The credential of a request that starts work: 401 without a known one, 403 revoked."""
        if token is None:
            raise Unauthorized(
                "starting a tournament or a ladder needs an organiser's or a bot's bearer token",
                code="missing_credential",
            )
        credential = self.credential_for(token)
        if credential is None:
            raise Unauthorized(
                "the bearer token is no organiser's or bot's credential", code="bad_credential"
            )
        if credential.revoked:
            raise Forbidden("this credential was revoked", code="credential_revoked")
        tokens_accepted.accepted()
        return credential

    def admit(self, credential: Credential, tournament_id: str, games: int) -> str:
        """Count a new tournament of ``games`` games against the credential's quota, or
        refuse it (429 ``quota_exceeded``) with nothing counted; the UTC day they count on."""
        day = utc_day()
        refusal = self.quotas.admit(
            credential.key,
            tournament_id,
            games,
            max_running=credential.quota.max_running,
            max_games_per_day=credential.quota.max_games_per_day,
            day=day,
        )
        if refusal is None:
            return day
        if refusal.quota == "running":
            raise QuotaExceeded(
                f"{refusal.used} tournaments of this credential are running; at most "
                f"{refusal.limit} may run at once",
                quota="running",
                limit=refusal.limit,
                used=refusal.used,
                retry_after=RUNNING_RETRY_AFTER,
            )
        raise QuotaExceeded(
            f"this credential scheduled {refusal.used} games today (UTC); {games} more would pass "
            f"its {refusal.limit} a day",
            quota="games_per_day",
            limit=refusal.limit,
            used=refusal.used,
            retry_after=seconds_to_next_day(),
        )

    def spend(self, credential_key: str, games: int, max_games_per_day: int) -> bool:
        """Count games a running ladder starts against its creator's games per day; False
        (nothing counted) once that would pass the quota."""
        return (
            self.quotas.spend(
                credential_key, games, max_games_per_day=max_games_per_day, day=utc_day()
            )
            is None
        )

    def finish(self, credential_key: str, tournament_id: str) -> None:
        self.quotas.finish(credential_key, tournament_id)

    def refund(self, credential_key: str, games: int, day: str) -> int:
        """Give back games counted on ``day`` that will not be played (a cancelled
        tournament's not started); how many were given back."""
        return self.quotas.refund(credential_key, games, day=day) if games > 0 else 0

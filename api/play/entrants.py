"""A tournament's participants: who each one is, what the schedule calls it, how its seat is made.

An :class:`Entrant` is one participant, whichever runner plays it: a built-in bot
(``Entrant(bot="heuristic")``), a push bot at a URL (``push``, a :class:`PushBot`), a
registered bot taking part by its account (``account`` with its ``kind`` as it was when the
tournament was made), or a policy (``module:function``, ``shithead tournament`` in-process
only). A stored tournament keeps its entrants as JSON (:meth:`Entrant.to_dict`), the shape
earlier versions stored, so a tournament resumed by a newer worker reads the same.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engine.tournament import ScheduledGame, TournamentSpec, unique_names

from ..games.deals import tournament_group
from .local import policy_label

#: How long a push bot has for a move, unless its entry says.
PUSH_TIMEOUT_MS = 2000


@dataclass(frozen=True, kw_only=True)
class PushBot:
    """A push bot at ``url``: its time per move, and the secret its calls are signed with
    (None: a fresh one per game)."""

    url: str
    timeout_ms: int = PUSH_TIMEOUT_MS
    secret: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"url": self.url, "timeout_ms": self.timeout_ms, "secret": self.secret}


@dataclass(frozen=True, kw_only=True)
class Entrant:
    """One participant: exactly one of ``bot``, ``push``, ``account``, ``policy``; ``name``
    is the name it was given (None: one is made from what it is)."""

    name: str | None = None
    bot: str | None = None
    push: PushBot | None = None
    account: str | None = None
    #: a registered bot's kind when it was entered (``pull`` or ``push``)
    kind: str | None = None
    policy: str | None = None

    def __post_init__(self) -> None:
        given = [k for k in ("bot", "push", "account", "policy") if getattr(self, k)]
        if len(given) != 1:
            raise ValueError(
                f"a participant is one of a bot, a push bot, an account or a policy, not {given}"
            )

    @classmethod
    def from_text(
        cls, text: str, timeout_ms: int = PUSH_TIMEOUT_MS, secret: str | None = None
    ) -> Entrant:
        """A participant from the command line: a built-in bot's name, a push bot's URL (whose
        calls are signed with ``secret``, else with a fresh secret per game) or a policy."""
        if text.startswith(("http://", "https://")):
            return cls(push=PushBot(url=text, timeout_ms=timeout_ms, secret=secret))
        if ":" in text:  # a policy, module:function (``shithead tournament`` in-process only)
            return cls(policy=text)
        return cls(bot=text)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Entrant:
        """A participant as stored (:meth:`to_dict`)."""
        push = d.get("push")
        return cls(
            name=d.get("name"),
            bot=d.get("bot"),
            account=d.get("account"),
            kind=d.get("kind"),
            policy=d.get("policy"),
            push=PushBot(
                url=push["url"],
                timeout_ms=int(push.get("timeout_ms", PUSH_TIMEOUT_MS)),
                secret=push.get("secret"),
            )
            if push
            else None,
        )

    def to_dict(self) -> dict[str, Any]:
        """As stored in a tournament's record: its name and what it is."""
        out: dict[str, Any] = {"name": self.name}
        if self.account:
            out.update(account=self.account, kind=self.kind)
        elif self.push:
            out["push"] = self.push.to_dict()
        elif self.policy:
            out["policy"] = self.policy
        else:
            out["bot"] = self.bot
        return out

    @property
    def label(self) -> str:
        """What the schedule calls it: the bot's name, the push bot's URL, the policy, or the
        registered bot's name after an ``@``."""
        if self.account:
            return f"@{self.account}"
        if self.push:
            return self.push.url
        return str(self.policy or self.bot)

    @property
    def shown_kind(self) -> str:
        """What it is, as the tournament shows it: a built-in bot's name, ``push`` (a push bot
        at a URL, or a registered push bot), ``pull`` (a registered pull bot) or ``policy``."""
        if self.account:
            return self.kind or "pull"
        if self.policy:
            return "policy"
        return self.bot or "push"

    @property
    def is_pull(self) -> bool:
        """A registered pull bot: its moves come over HTTP, not from the runner."""
        return bool(self.account) and self.kind == "pull"

    def row(self, i: int, name: str) -> dict[str, Any]:
        """As the tournament and its results show participant ``i`` (a registered bot with
        its ``account``)."""
        out: dict[str, Any] = {"participant": i, "name": name, "bot": self.shown_kind}
        if self.account:
            out["account"] = self.account
        return out

    def seat(self, name: str) -> dict[str, Any]:
        """Its seat in a create-game request. A registered bot's seat names its account: the
        game service makes it whole (a push bot's URL and secret)."""
        seat: dict[str, Any] = {"name": name, "open": False, "bot": self.bot, "push": None}
        if self.account:
            return {**seat, "bot": None, "account": self.account}
        if self.push:
            return {**seat, "bot": None, "push": self.push.to_dict()}
        return seat


def entrant_names(entrants: Sequence[Entrant]) -> list[str]:
    """Display names: given ones, else the bot's name or ``push`` (URLs stay private), made unique."""
    return unique_names(
        [
            e.name or e.account or e.bot or (policy_label(e.policy) if e.policy else "push")
            for e in entrants
        ]
    )


def has_pull_seat(entrants: Sequence[Entrant], g: ScheduledGame) -> bool:
    """Whether a registered pull bot sits in ``g``: its moves come over HTTP, not from the runner."""
    return any(entrants[p].is_pull for p in g.seats)


def game_request(
    spec: TournamentSpec,
    entrants: Sequence[Entrant],
    names: Sequence[str],
    g: ScheduledGame,
    tournament_id: str | None = None,
) -> dict[str, Any]:
    """The create-game request (as ``CreateGameSchema`` loads it) of a scheduled game. A registered bot's seat is
    announced on its feed, assigned by the tournament. A stored tournament's game names its
    deal group, which the service withholds while any game of it is still to end
    (:mod:`api.games.deals`)."""
    return {
        "ruleset": {"preset": spec.preset, "options": dict(spec.options)},
        "seats": [entrants[p].seat(names[p]) for p in g.seats],
        "seed": g.deal_seed,
        "derived_seed": True,  # from the tournament's salted seed: nothing to salt again
        "deck": None,
        "turn_cap": None,
        "dealer": 0,
        "bot_seed": g.bot_seed,
        "assigned_by": "tournament",
        **(
            {"deal_group": tournament_group(tournament_id, g.round, g.deal)}
            if tournament_id
            else {}
        ),
    }


__all__ = ["Entrant", "PushBot", "entrant_names", "game_request", "has_pull_seat"]

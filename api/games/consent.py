"""A registered bot is seated only with its consent.

A seat that names a registered bot (``{"account": name}``) acts with that bot's token, fills
its feed, counts on its public profile and, for a push bot, makes the service call the bot's
URL signed with its secret. So nobody seats a bot it has not agreed to. A bot agrees by:

- creating the game (or match) itself, with its own token: ``POST /v1/games`` and
  ``POST /v1/matches`` seat no bot but the one whose token the request carries;
- accepting a challenge (:mod:`api.bots.challenges`: the game is made once all accept);
- joining an open seat, a ladder, or entering a tournament with its own token;
- being invited by an organiser (a credential the operator minted) to a ladder or a
  tournament, which it may decline: it leaves the ladder, or declines the tournament, whose
  games then no longer seat it.

A bot's token may start a ladder or a tournament with itself in it, and no other registered
bot; an anonymous request seats none. The refusal is 403 ``bot_consent_required``.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from .errors import Forbidden


class ConsentRequired(Forbidden):
    code = "bot_consent_required"


def seated_bots(seats: Any) -> list[str]:
    """The registered bots a request's seats name (a seat count names none)."""
    if not isinstance(seats, list):
        return []
    return [s["account"] for s in seats if isinstance(s, dict) and s.get("account")]


def require_own(names: Iterable[str], bot: str | None, *, what: str = "a game") -> None:
    """Refuse to seat any registered bot but ``bot`` (the one whose token the request
    carries; None: no bot's token)."""
    others = sorted({n for n in names if n != bot})
    if not others:
        return
    who = ", ".join(others)
    if bot is None:
        raise ConsentRequired(
            f"{what} seats registered bot {who} only with its consent: send that bot's token, "
            "or challenge it (POST /v1/challenges)",
            bots=others,
        )
    raise ConsentRequired(
        f"bot {bot}'s token seats no other registered bot ({who}) in {what}: challenge it "
        "(POST /v1/challenges)",
        bots=others,
    )

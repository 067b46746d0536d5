"""A registered bot's presence as the API shows it: ``online`` and ``last_seen``.

The contacts are recorded where they happen, below every room (:mod:`api.store.presence`:
a token accepted, a held stream's check, a push call answered, one ``ZADD`` a second at
most per bot); this module is the face the profile and the directory read them through. The
rooms beside this one (the ladders, the tournaments in :mod:`api.play`) ask the same
:class:`~api.store.presence.Presence`, which the bots' store holds (``BotStore.presence``).
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from typing import Any

from ..store.presence import Presence

__all__ = ["Presence", "last_seen", "online", "presence_view", "presence_views"]


def last_seen(presence: Presence, names: Iterable[str]) -> dict[str, float | None]:
    """Each bot's last contact (Unix seconds; None: never seen)."""
    return presence.last_seen(names)


def online(presence: Presence, name: str, now: float | None = None) -> bool:
    """Whether the bot was seen within the bound (``BOT_ONLINE_SECONDS``) of ``now``."""
    return presence.online(name, now)


def presence_views(
    presence: Presence, names: Iterable[str], now: float | None = None
) -> dict[str, dict[str, Any]]:
    """``{"online", "last_seen"}`` for each bot, as its profile and the directory show it."""
    now = time.time() if now is None else now
    return {
        name: {"online": presence.is_online(at, now), "last_seen": at}
        for name, at in presence.last_seen(names).items()
    }


def presence_view(presence: Presence, name: str, now: float | None = None) -> dict[str, Any]:
    return presence_views(presence, [name], now)[name]

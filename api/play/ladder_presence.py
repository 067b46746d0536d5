"""Which of a ladder's bots are there: the scheduler pairs only bots seen lately, pauses one
after a run of forfeits, and rates no game that a bot forfeited without ever showing up.

- **Absent.** A bot is paired only while it is online (:mod:`api.store.presence`: heard
  from within ``BOT_ONLINE_SECONDS``). A pull bot that is not running is never seen, so it
  is never paired, and its opponents get no free wins from it.
- **Paused.** A bot that forfeits ``LADDER_PAUSE_FORFEITS`` ladder games in a row on time is
  paused at that moment; it is paired again once it is seen after its pause began (any call
  with its token, a stream it holds, a push call it answers), its run of forfeits forgotten.
- **Not played.** A game that a bot forfeited on time without being heard from once since it
  started was not played: no seat of it is rated (the forfeit still counts in the bot's run).
  A bot that was there and ran out of time lost, and is rated so.
"""

from __future__ import annotations

from typing import Any

from engine import forfeits

from ..store.ladders import LadderStore
from ..store.presence import Presence

#: Forfeits in a row after which a ladder pauses a bot (the ``LADDER_PAUSE_FORFEITS`` default).
PAUSE_AFTER = 3


def pairable(
    presence: Presence, store: LadderStore, found: dict[str, Any], candidates: list[str], now: float
) -> list[str]:
    """Of ``candidates``, the bots online at ``now`` and not paused; a paused bot seen since
    its pause began is unpaused here (one read of every candidate's last contact)."""
    lid = found["meta"]["id"]
    seen = presence.last_seen(candidates)
    out = []
    for name in candidates:
        at = seen[name]
        if not presence.is_online(at, now):
            continue
        paused = found.get("paused", {}).get(name)
        if paused is not None:
            if at is None or at <= paused:
                continue
            store.unpause(lid, name)
        out.append(name)
    return out


def forfeited_by(reason: str, loser: int, seated: list[str]) -> str | None:
    """The bot whose time ran out and ended the game, if it ended so."""
    if reason == forfeits.REASON and 0 <= loser < len(seated):
        return seated[loser]
    return None


def was_absent(presence: Presence, name: str, started: float) -> bool:
    """Whether the bot was not heard from once since its game started."""
    at = presence.last_seen([name])[name]
    return at is None or at < started


def board_presence(
    presence: Presence, found: dict[str, Any], names: list[str], now: float
) -> dict[str, dict[str, Any]]:
    """What a ladder's leaderboard shows of each bot's presence: ``online``, ``last_seen``,
    ``paused`` (when its pause began; null: not paused) and ``forfeits_in_a_row``."""
    seen = presence.last_seen(names)
    paused = found.get("paused", {})
    runs = found.get("forfeits", {})
    return {
        name: {
            "online": presence.is_online(seen[name], now),
            "last_seen": seen[name],
            "paused": paused.get(name),
            "forfeits_in_a_row": runs.get(name, 0),
        }
        for name in names
    }

"""The one-time moves of what earlier versions stored under keys that are now sharded.

Each store moves its own keys (it knows their names and what a member becomes in a shard);
:func:`migrate_legacy` runs every one of them, when the app starts (``create_app``: every
web worker and ``shithead worker``). A key sharded next adds its store's move here. Every
move is repeatable and safe to run in several processes at once and beside processes of
the earlier version (see :mod:`api.store.legacy`).
"""

from __future__ import annotations

import logging
from typing import Any

from .bots import BotStore
from .deadlines import DeadlineSet
from .due import DueSet
from .errors import StoreError
from .events import EventStore
from .ladders import LadderStore
from .records import MATCHES, TOURNAMENTS, RecordStore

log = logging.getLogger("shithead.migrate")


def migrate_legacy(client: Any, store: EventStore | None = None) -> dict[str, int]:
    """Move every old single key's members to its shards; how many moved, by what they are.
    Logs the counts when anything moved."""
    moved: dict[str, int] = {}
    try:
        moved["games"] = (store or EventStore(client)).index.migrate_legacy()
        moved["matches"] = RecordStore(client, MATCHES).migrate_legacy()
        moved["tournaments"] = RecordStore(client, TOURNAMENTS).migrate_legacy()
        moved["ladders"] = LadderStore(client).migrate_legacy()
        moved["challenge deadlines"] = BotStore(client).migrate_legacy()
        moved["clock deadlines"] = DeadlineSet(client).migrate_legacy()
        moved["bot games due"] = DueSet(client).migrate_legacy()
    except StoreError as exc:
        log.warning(
            "moving the keys of earlier versions to their shards failed (the next "
            "start tries again): %s",
            exc,
        )
        return moved
    if any(moved.values()):  # once per upgrade; a warning, as a server's default logging shows
        log.warning(
            "moved the keys of earlier versions to their shards: %s",
            ", ".join(f"{n} {what}" for what, n in moved.items() if n),
        )
    return moved


__all__ = ["migrate_legacy"]

"""The Lua scripts of the games' store, kept as files beside this module (``lua/*.lua``,
package data: an editable and a regular install read them alike), each read once, when this
module is imported. What each takes and answers is said at the top of its file.
"""

from __future__ import annotations

from importlib.resources import files

#: A game's news stream is dropped this long after its last append (waiters of a quiet
#: game are still served: a new append makes it anew, with a later entry id).
NEWS_TTL_S = 60


def load(name: str) -> str:
    """The text of script ``lua/<name>.lua``."""
    return files("api.store").joinpath("lua", f"{name}.lua").read_text(encoding="utf-8")


#: The append: checks and writes in one step (:meth:`api.store.events.EventStore.append`).
APPEND = load("append").replace("NEWS_TTL_MS", str(NEWS_TTL_S * 1000))
#: A game's record, first entries and (on one server) ruleset and index entries.
CREATE = load("create")
#: An open seat taken, in one step.
CLAIM_SEAT = load("claim_seat")
#: An open seat given to a built-in bot, in one step.
SEAT_BOT = load("seat_bot")
#: A notice claimed once.
NOTICE = load("notice")
#: A game put in and taken out of the index parts of one shard.
INDEX = load("index")

__all__ = ["APPEND", "CLAIM_SEAT", "CREATE", "INDEX", "NEWS_TTL_S", "NOTICE", "SEAT_BOT", "load"]

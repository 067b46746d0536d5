"""What an append tells those who react to it: one :class:`Appended` value, handed to each of
the game service's subscribers in the order they were wired (once, by the app factory:
:func:`api.play.reactions.subscribe`), after the append is in the log.

The subscribers are the reactions of the rooms above the game service, as followers of its
log: the registered bots' feeds, the push bots' notices, the match that starts its next
game, the bots a create with ``play_out`` plays, the bot policy that marks the game due for
its drivers. Nothing a subscriber does fails the request that appended: the append is in the
log already, and each reaction is made good later (the next read of the game marks it due
again, the next read of a match moves it on). A read that finds a seat the service plays to
act tells the subscribers again (``by`` :data:`READ`): a mark lost with a process that died
between an append and its reaction is restored so.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from engine.game import State

log = logging.getLogger("shithead.service")

#: Who appended (:attr:`Appended.by`): the deal of a new game, a seat's submitted action, a
#: move of a seat the service plays, a contributed deal's forfeit, a clock's timeout, the
#: open seats' expiry; an exit is named by its kind (``resign``, ``leave``, ``abort``:
#: :data:`engine.causes.EXITS`).
CREATE = "create"
ACTION = "action"
BOT = "bot"
DEAL_FORFEIT = "deal_forfeit"
CLOCK = "clock"
EXPIRY = "expiry"
#: Nothing was appended: a read found a seat the service plays to act (the last append told again).
READ = "read"


@dataclass(frozen=True)
class Appended:
    """One append of a game's log, as its subscribers see it."""

    game_id: str
    #: The game's record as the append left it (a leave's substitute, an end's status).
    meta: dict[str, str]
    #: The state after the append (read, never changed: the writer keeps it too).
    state: State
    #: The version before the append (the state's version after a read).
    before: int
    by: str
    #: The events appended (none on a read).
    events: tuple[Any, ...] = ()
    #: The seat that appended (a submitted action's, a bot's, an exit's); None otherwise.
    seat: int | None = None
    #: A create whose bot seats are to be played in the request, until a person must act.
    play_out: bool = False

    @property
    def version(self) -> int:
        """The version after the append."""
        return self.state.version

    @property
    def again(self) -> bool:
        """A read told it again: the reaction may have been made before (or lost)."""
        return self.by == READ

    @property
    def ended(self) -> bool:
        """This append ended the game."""
        return self.by != READ and self.state.is_over()


Subscriber = Callable[[Appended], None]


def publish(subscribers: Iterable[Subscriber], appended: Appended) -> None:
    """Hand ``appended`` to each subscriber in turn; a failure is logged, never the request's."""
    for subscriber in subscribers:
        try:
            subscriber(appended)
        except Exception:
            log.exception(
                "game %s: a reaction to its append (%s, version %d) failed",
                appended.game_id,
                appended.by,
                appended.version,
            )


__all__ = [
    "ACTION",
    "BOT",
    "CLOCK",
    "CREATE",
    "DEAL_FORFEIT",
    "EXPIRY",
    "READ",
    "Appended",
    "Subscriber",
    "publish",
]

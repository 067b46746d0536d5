"""What every append of a game's log writes, and the one step after it.

Every writer (a submitted action, a bot's move, an exit, a timeout, the open seats' expiry)
logs its events with :func:`entries`, writes :meth:`Appending.also_written` with them, and
once the store has them calls :meth:`Appending.appended`: the state is kept for this
worker's next submit, the game's next deadline set for the clock watchers, and the
subscribers told (:mod:`api.games.appended`).
"""

from __future__ import annotations

import logging
from typing import Any

from engine.clock import Clock
from engine.events import event_to_dict
from engine.game import State

from .. import jsontext
from ..store.deadlines import DeadlineSet
from . import expiry
from .appended import Appended, Subscriber, publish
from .facts import RecordFacts
from .replays import seat_header
from .repository import GameRepository

log = logging.getLogger("shithead.service")

SNAPSHOT_EVERY = 64


def entries(wire: list[dict[str, Any]], cause: dict[str, Any] | None) -> list[str]:
    """An action's log entries from its events' wire forms, the first with the action that
    caused them."""
    return [
        jsontext.dumps({"e": d, "c": cause} if i == 0 and cause is not None else {"e": d})
        for i, d in enumerate(wire)
    ]


def wire(events: list[Any]) -> list[dict[str, Any]]:
    """Events' wire forms (read, never changed: the log entries and the answer share them)."""
    return [event_to_dict(ev) for ev in events]


def seat_kinds(meta: dict[str, str]) -> list[dict[str, Any]]:
    """The game's seats as its causes are checked against (:func:`engine.causes.apply_cause`):
    each as the replay's header shows it."""
    return [seat_header(meta, i) for i in range(int(meta["players"]))]


class Appending:
    """The step every append shares: what it writes besides its entries, and what follows it."""

    def __init__(
        self,
        repository: GameRepository,
        deadlines: DeadlineSet,
        *,
        snapshot_every: int = SNAPSHOT_EVERY,
    ) -> None:
        self.repository = repository
        #: Every clocked game's next deadline (read by the clock watchers, api.play.clocks).
        self.deadlines = deadlines
        self.snapshot_every = snapshot_every
        #: Told of every append, in this order (wired once: api.play.reactions.subscribe).
        self.subscribers: list[Subscriber] = []

    def also_written(self, st: State, before: int) -> dict[str, Any]:
        """What the append that takes a game from version ``before`` to ``st`` writes besides
        its entries: a snapshot of ``st`` each time the log passes a multiple of
        ``snapshot_every`` events, and the record's status once the game is over."""
        due = st.version // self.snapshot_every > before // self.snapshot_every
        return {
            "snapshot": st.to_snapshot() if due else None,
            "meta_set": {"status": "over"} if st.is_over() else None,
        }

    def appended(
        self,
        appended: Appended,
        *,
        owned: bool = False,
        clock: Clock | None = None,
        facts: RecordFacts | None = None,
    ) -> None:
        """After an append: keep the state (``owned``: a submit's own copy, with the
        ``facts`` it read from the record), set the game's next deadline and tell the
        subscribers."""
        self.repository.keep(
            appended.game_id, appended.state, appended.meta, owned=owned, clock=clock, facts=facts
        )
        self.schedule(appended.game_id, appended.state, clock, appended.meta)
        self.tell(appended)

    def tell(self, appended: Appended) -> None:
        """Tell the subscribers of ``appended`` (a new game's deal, or a read's :data:`READ`)."""
        if self.subscribers:
            publish(self.subscribers, appended)

    def schedule(
        self, game_id: str, state: State, clock: Clock | None, meta: dict[str, str] | None = None
    ) -> None:
        """Set the game's next deadline for the watchers (none once no clock runs and no
        open seat waits to expire: ``meta``'s, :mod:`api.games.expiry`). The append is in
        the log already, so a failure here must not fail the request: every read of the
        game applies a deadline that passed."""
        until = expiry.deadline(meta) if meta is not None and not state.is_over() else None
        if clock is None and until is None:
            return
        nxt = clock.next_deadline() if clock is not None else None
        at = nxt[0] if nxt else None
        if until is not None and (at is None or until < at):
            at = until
        try:
            self.deadlines.set(game_id, at, state.version)
        except Exception:
            log.exception("game %s: its next deadline could not be set", game_id)


__all__ = ["SNAPSHOT_EVERY", "Appending", "entries", "seat_kinds", "wire"]

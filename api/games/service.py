"""The game service: one name for the rooms a game is read and written through.

Each collaborator has its room, and this one builds them and lends their methods:

- :mod:`~api.games.writing`: the write path (a submitted action, a bot's move);
- :mod:`~api.games.appending`: what every append writes, and the step after it (the state
  kept, the next deadline set, the subscribers told: :mod:`~api.games.appended`);
- :mod:`~api.games.reading`: a game's state, its events page and long poll, the replay, the
  list of games, the seat a token is;
- :mod:`~api.games.seating`: a new game dealt, an open seat taken;
- :mod:`~api.games.timeouts`: a contributed deal's deadline, the seats' clocks;
- :mod:`~api.games.answers`: what a reader is shown;
- :mod:`~api.games.announcing`: the registered bots' feeds.

The store is the only source of truth; each worker keeps the last state (and record) it
built of a game so that it folds only new events, and a submit at the kept state's version
goes straight to the store's atomic append. Nothing here knows about HTTP.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine import ENGINE_VERSION
from engine.cards import card_name
from engine.deal import DEAL_ALGORITHM
from engine.rules.presets import PRESETS

from ..store.bots import BotStore
from ..store.deadlines import DeadlineSet
from ..store.events import EventStore
from .announcing import Announcer
from .answers import (
    Answers,
    describe,
    game_over,
    has_push_seat,
    seat_outcome,
    service_seat_to_act,
    status,
)
from .appended import Subscriber
from .appending import SNAPSHOT_EVERY, Appending, seat_kinds
from .documents import Documents
from .errors import ServiceError
from .push_hosts import Endpoint
from .reading import MAX_WAIT_S, Reader
from .repository import GameRepository, Loaded
from .seating import Seating
from .timeouts import Timeouts
from .writing import Writer


class GameService:
    """A game's reads and writes, each its room's (see the module)."""

    def __init__(
        self,
        store: EventStore,
        *,
        snapshot_every: int = SNAPSHOT_EVERY,
        push_hosts: tuple[Endpoint, ...] | None = None,
        bots: BotStore | None = None,
    ) -> None:
        self.store = store
        #: The registered bots: seats may name one, whose token then acts in its seat, and
        #: whose feed hears of its seats and of their games' ends.
        self.bots = bots
        self.push_hosts = push_hosts
        self.repository = GameRepository(store)
        #: The push hosts' cap and breaker the seats ask before a push call
        #: (api.play.push_guard.PushGuard, given by the app; None: calls unguarded).
        self.push_guard: Any = None
        self.answers = Answers()
        self.appending = Appending(
            self.repository, DeadlineSet(store.r), snapshot_every=snapshot_every
        )
        self.announcer = Announcer(bots, self.repository.meta)
        self.timeouts = Timeouts(store, self.appending)
        self.reader = Reader(
            store,
            self.repository,
            self.answers,
            self.appending,
            self.timeouts,
            self.announcer,
            bots,
        )
        self.seating = Seating(
            store,
            self.reader,
            self.answers,
            self.appending,
            self.timeouts,
            self.announcer,
            bots=bots,
            push_hosts=push_hosts,
        )
        self.writer = Writer(store, self.reader, self.answers, self.appending)
        #: The reads' answers this process keeps (a game's view, legal moves, events pages).
        self.documents = Documents(store, self.reader, self.answers)
        # the rooms' methods, under the service's one name
        self.submit = self.writer.submit
        self.append_bot_move = self.writer.append_bot_move
        self.create = self.seating.create
        self.join = self.seating.join
        self.account_seats = self.seating.account_seats
        self.meta = self.reader.meta
        self.game_of = self.reader.game_of
        self.load = self.reader.load
        self.expire_deal = self.reader.expire_deal
        self.enforce_clock = self.reader.enforce_clock
        self.playing_bots = self.reader.playing_bots
        self.seat_for = self.reader.seat_for
        self.events_after = self.reader.events_after
        self.events_page = self.reader.events_page
        self.replay = self.reader.replay
        self.list_games = self.reader.list_games
        self.shows_everything = self.answers.shows_everything
        self.describe = self.answers.describe
        self.legal_moves = self.answers.legal_moves
        self.shown_events = self.answers.shown_events

    @property
    def subscribers(self) -> list[Subscriber]:
        """Told of every append, in this order (:mod:`api.games.appended`; wired once, by the
        app factory: :func:`api.play.reactions.subscribe`)."""
        return self.appending.subscribers

    @property
    def deadlines(self) -> DeadlineSet:
        """Every clocked game's next deadline (read by the clock watchers, api.play.clocks)."""
        return self.appending.deadlines

    @deadlines.setter
    def deadlines(self, deadlines: DeadlineSet) -> None:
        self.appending.deadlines = deadlines

    @property
    def snapshot_every(self) -> int:
        return self.appending.snapshot_every

    @property
    def deal_live(self) -> Callable[[dict[str, str]], bool]:
        """Whether another game dealt the same deck has yet to end (given by the app:
        :meth:`api.games.deals.DealGroups.live`); none has by default."""
        return self.answers.deal_live

    @deal_live.setter
    def deal_live(self, live: Callable[[dict[str, str]], bool]) -> None:
        self.answers.deal_live = live


__all__ = [
    "DEAL_ALGORITHM",
    "ENGINE_VERSION",
    "MAX_WAIT_S",
    "PRESETS",
    "GameService",
    "Loaded",
    "ServiceError",
    "card_name",
    "describe",
    "game_over",
    "has_push_seat",
    "seat_kinds",
    "seat_outcome",
    "service_seat_to_act",
    "status",
]

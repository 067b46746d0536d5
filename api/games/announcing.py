"""The registered bots' feeds hear of their games: a seat given, the game started, a seat left
to a bot, the game ended (with each seat's outcome). A feed is told through the store
(:class:`api.store.bots.BotStore`); what a push bot is sent instead is the push notices'
(:mod:`api.play.notices`). The end and a seat left follow an append: :meth:`Announcer.after_append`
is a subscriber of the game service (:mod:`api.games.appended`).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Iterable
from typing import Any

from engine.causes import LEAVE
from engine.game import State
from engine.view import result_to_dict

from ..store.bots import BotStore
from ..store.game_record import GameRecord
from .answers import seat_outcome
from .appended import Appended

log = logging.getLogger("shithead.service")

#: The feed event (and push notice) of a seat left to a bot.
SEAT_LEFT = "seat_left"


def history_entry(
    meta: dict[str, str], seat: int, accounts: dict[int, str], result: dict[str, Any]
) -> dict[str, Any]:
    """A finished game as its registered bot's history keeps it (:mod:`api.store.bot_games`):
    the seat, the ruleset, the outcome and result, the registered bots it met and the
    version tag each seat played with (the bot's own as ``version``)."""
    record = GameRecord(meta)
    return {
        "seat": seat,
        "ruleset": record.preset,
        "players": int(meta["players"]),
        "outcome": result["outcome"],
        "result": result,
        "opponents": [name for i, name in sorted(accounts.items()) if i != seat],
        "version": record.seat(seat).version,
        "seats": [
            {"seat": i, "account": name, "version": record.seat(i).version}
            for i, name in sorted(accounts.items())
        ],
    }


class Announcer:
    """Tells the registered bots seated in a game what happened to it (nothing without bots)."""

    def __init__(self, bots: BotStore | None, meta: Callable[[str], dict[str, str]]) -> None:
        self.bots = bots
        #: A game's record read afresh (a bot may have joined since an append's was read).
        self.meta = meta

    def seats(self, game_id: str, meta: dict[str, str], seats: Iterable[int], by: str) -> None:
        """Tell the registered bots among ``seats`` of their seat (and that the game started,
        when no seat is open any more)."""
        if self.bots is None:
            return
        n = int(meta["players"])
        mine = [(i, meta[f"account:{i}"]) for i in seats if meta.get(f"account:{i}")]
        if not mine:
            return
        for i, name in mine:
            self.bots.add_game(name, game_id, i)
            self.bots.announce(
                [name], {"type": "seat_assigned", "game": game_id, "seat": i, "by": by}
            )
        if all(meta.get(f"token:{i}") for i in range(n)):
            self.started(game_id, meta)

    def started(self, game_id: str, meta: dict[str, str]) -> None:
        """Tell the game's registered bots that it started (its last open seat was taken)."""
        if self.bots is None:
            return
        for i in range(int(meta["players"])):
            name = meta.get(f"account:{i}")
            if name:
                self.bots.announce([name], {"type": "game_started", "game": game_id, "seat": i})

    def after_append(self, appended: Appended) -> None:
        """The subscriber: an append that ended the game, or left a seat to a bot."""
        if appended.ended:
            self.ended(appended.game_id, appended.state)
        if appended.by == LEAVE and appended.seat is not None:
            seat = appended.seat
            self.left(
                appended.game_id,
                appended.meta,
                seat,
                appended.meta[f"bot:{seat}"],
                appended.version,
            )

    def ended(self, game_id: str, st: State) -> None:
        """The append that ended the game tells the registered bots seated in it (the record
        is read again: a bot may have joined since ``st``'s was read). A failure here must
        not fail the request: the result stays in the log."""
        if self.bots is None or st.result is None:
            return
        try:
            meta = self.meta(game_id)
            result = result_to_dict(st.result)
            n = int(meta["players"])
            accounts = {i: meta[f"account:{i}"] for i in range(n) if meta.get(f"account:{i}")}
            finished_ms = int(time.time() * 1000)
            for i, name in accounts.items():
                mine = {"outcome": seat_outcome(result, i), **result}
                self.bots.set_result(name, game_id, mine)
                self.bots.history.record(
                    name, game_id, finished_ms, history_entry(meta, i, accounts, mine)
                )
                self.bots.announce(
                    [name], {"type": "game_ended", "game": game_id, "seat": i, "result": mine}
                )
        except Exception:
            log.exception("game %s ended, but its bots' feeds could not be told", game_id)

    def left(self, game_id: str, meta: dict[str, str], seat: int, bot: str, version: int) -> None:
        """The registered bots seated in the game hear that ``seat`` was left to ``bot``;
        never a failure of the request."""
        if self.bots is None:
            return
        try:
            for i in range(int(meta["players"])):
                name = meta.get(f"account:{i}")
                if name:
                    self.bots.announce(
                        [name],
                        {
                            "type": SEAT_LEFT,
                            "game": game_id,
                            "seat": i,
                            "left": seat,
                            "bot": bot,
                            "version": version,
                        },
                    )
        except Exception:  # the leave is in the log: the feeds may miss it
            log.exception("game %s: its bots' feeds could not be told", game_id)


__all__ = ["SEAT_LEFT", "Announcer"]

"""Deals shared between games: whether a finished game may show its cards yet.

A game's cards are public once it is over, except where another game was dealt the same deck
and has not ended: the rotations of a duplicate tournament's deal, and the tables of one of
its rounds, share one deal seed, so a finished game's replay, views and events would tell
the players of the others every hand, face-down card and the stock's order. Such a game's
record names its *deal group* (``deal_group``); while the group is live, every read of the
game shows it as it was shown while it ran (hidden cards redacted, no seed) and its replay is
withheld (409 ``deal_in_play``). Once every game of the deal has ended (or its tournament
stopped and the games of the deal it began have ended) all of it is public as for any
other game.

:meth:`DealGroups.live` is the one question every read asks (through
:meth:`api.games.service.GameService.shows_everything`); see docs/fairness.md.
"""

from __future__ import annotations

import json
from collections.abc import Mapping

from engine.tournament import TournamentSpec, deal_games

from ..store.records import RecordStore, UnknownRecordError

#: The game record's field naming its deal group.
DEAL_GROUP = "deal_group"


def tournament_group(tournament_id: str, round_number: int, deal: int) -> str:
    """The deal group of a tournament's round ``round_number``, deal ``deal``."""
    return f"tournament:{tournament_id}:{round_number}:{deal}"


class DealGroups:
    """Answers whether a game's deal group still has a game to end, from the tournaments'
    records (a group of a record that is gone, or that no longer runs, is over)."""

    def __init__(self, tournaments: RecordStore | None) -> None:
        self.tournaments = tournaments

    def live(self, meta: Mapping[str, str]) -> bool:
        group = meta.get(DEAL_GROUP)
        if not group or self.tournaments is None:
            return False
        kind, _, rest = group.partition(":")
        tid, round_text, deal_text = rest.rsplit(":", 2) if rest.count(":") >= 2 else ("", "", "")
        if kind != "tournament" or not tid:
            return True  # a group this version cannot read: withheld rather than shown
        try:
            record, game_ids, results = self.tournaments.read(tid)
        except UnknownRecordError:
            return False
        spec = TournamentSpec.from_dict(json.loads(record["spec"]))
        group_games = deal_games(spec, int(round_text), int(deal_text))
        if record.get("status") == "running":
            return not all(i in results for i in group_games)
        # cancelled or failed: no game of it starts any more, those begun are played out
        return any(i in game_ids and i not in results for i in group_games)

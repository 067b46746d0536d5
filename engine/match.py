"""Matches: a series of games with what the ruleset carries from one game to the next.

A :class:`Match` hands out the next :class:`~engine.game.Game` (who deals, who plays first,
who takes the spoils, who may not swap), records each finished game's result and keeps the
standings. It is pure bookkeeping over :class:`~engine.events.GameEnded` results, so a
match can be rebuilt from its games' results alone.

What carries over comes from ``ruleset.match`` (:class:`~engine.rules.MatchRules`):

- the loser deals the next game (002: "This player must deal the next hand"; 001:
  "Shithead deals the next round"; 000: "the Shit Head (loser) deals"); after a draw, or
  where a game has no loser, the deal passes to the left;
- the winner plays first (000: "Every game thereafter, the Cut Throat (winner) plays first");
- the winner's spoils (001: "the shithead (loser) flips the first card facedown; this is the
  winners' spoils. Play begins with the King Shit (winner) taking their spoils");
- the previous loser may not swap (003, Hollidge);
- best of three: all three games are played (001: "All three rounds are played in a best of
  three").
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from .events import GameEnded
from .game import Game
from .rules import Ruleset


@dataclass
class SeatStanding:
    seat: int
    #: Games won: first out (the King Shit, the Cut Throat).
    wins: int = 0
    #: Games lost: left holding cards (the shithead).
    losses: int = 0
    #: Games that reached the turn cap.
    draws: int = 0
    #: Finishing places, one per game (``None`` for a draw or a game it did not finish).
    places: list[int | None] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "wins": self.wins,
            "losses": self.losses,
            "draws": self.draws,
            "places": list(self.places),
        }


#: Prefix of the seeds derived from a match's seed: a new derivation gets a new prefix.
SEED_VERSION = "shithead-match/1"


def derive_seed(seed: str, part: str, index: int) -> str:
    """A game's seed (``part`` ``deal`` or ``bots``) derived from the match's seed."""
    text = "\x1f".join([SEED_VERSION, seed, part, str(index)])
    return hashlib.sha256(text.encode()).hexdigest()


class Match:
    """The games of one match at one table of ``players`` seats."""

    def __init__(
        self, ruleset: Ruleset, players: int, *, first_dealer: int = 0, games: int | None = None
    ) -> None:
        if not 0 <= first_dealer < players:
            raise ValueError(f"first_dealer must be a seat from 0 to {players - 1}")
        if games is not None and not 1 <= games <= 99:
            raise ValueError("a match has 1 to 99 games")
        self.ruleset = ruleset
        self.players = players
        self.first_dealer = first_dealer
        self.total = games if games is not None else ruleset.match.games
        self.results: list[GameEnded] = []
        self.dealers: list[int] = []

    def is_over(self) -> bool:
        return len(self.results) >= self.total

    def next_game(self) -> Game:
        """The next game, carrying over what the ruleset says from the previous one."""
        if self.is_over():
            raise ValueError("the match is over")
        rules = self.ruleset.match
        n = self.players
        if not self.results:
            dealer = self.first_dealer
            return Game(self.ruleset, n, dealer=dealer)
        prev = self.results[-1]
        prev_dealer = self.dealers[-1]
        if rules.next_dealer == "loser" and prev.loser >= 0:
            dealer = prev.loser
        else:
            dealer = (prev_dealer + 1) % n
        winner = prev.winner
        starter = winner if rules.winner_starts and winner >= 0 else -1
        spoils = winner if rules.spoils and winner >= 0 else -1
        no_swap = (prev.loser,) if rules.loser_no_swap and prev.loser >= 0 else ()
        return Game(self.ruleset, n, dealer=dealer, starter=starter, spoils=spoils, no_swap=no_swap)

    def record(self, game: Game, result: GameEnded) -> None:
        """Record the result of the game :meth:`next_game` gave."""
        if self.is_over():
            raise ValueError("the match is over")
        self.dealers.append(game.dealer)
        self.results.append(result)

    def standings(self) -> list[dict[str, Any]]:
        """Seats ranked by wins, then fewest losses, then seat."""
        table = [SeatStanding(s) for s in range(self.players)]
        for r in self.results:
            for st in table:
                if r.reason == "turn_cap":
                    st.draws += 1
                    st.places.append(None)
                    continue
                if st.seat in r.order:
                    st.places.append(r.order.index(st.seat) + 1)
                else:  # the loser is last; with a first-out objective the rest are unplaced
                    st.places.append(self.players if st.seat == r.loser else None)
            if r.reason == "turn_cap":
                continue
            if r.winner >= 0:
                table[r.winner].wins += 1
            if r.loser >= 0:
                table[r.loser].losses += 1
        ranked = sorted(table, key=lambda s: (-s.wins, s.losses, s.seat))
        return [{"rank": i + 1, **s.to_dict()} for i, s in enumerate(ranked)]

    def to_dict(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "games": self.total,
            "played": len(self.results),
            "over": self.is_over(),
            "dealers": list(self.dealers),
            "standings": self.standings(),
        }


def play_match(
    match: Match, choose: Any, *, seeds: Sequence[str], max_actions: int = 1_000_000
) -> Match:
    """Play every game of ``match`` in-process: ``choose(state, seat, legal) -> action``."""
    for i in range(match.total):
        game = match.next_game()
        state, _ = game.start(seed=seeds[i])
        for _ in range(max_actions):
            if state.is_over():
                break
            seat = state.to_act()[0]
            state.apply(seat, choose(state, seat, state.legal_actions(seat)))
        assert state.result is not None
        match.record(game, state.result)
    return match

"""The parts of a ruleset besides its card rules: the table's layout, four of a kind, the
gambits, and what carries over between the games of a match.

Frozen values with their defaults, each read by :class:`engine.rules.model.Ruleset`, which
holds them, writes them to JSON and validates them together with the rest of the ruleset.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal


@dataclass(frozen=True, kw_only=True)
class Layer:
    """One layer of table cards, dealt one per slot, bottom layer first."""

    visibility: Literal["hidden", "owner", "public"]


@dataclass(frozen=True, kw_only=True)
class Layout:
    slots: int = 3
    #: Table layers from the bottom up; the top layer is the one set up from the hand.
    layers: tuple[Layer, ...] = (Layer(visibility="hidden"), Layer(visibility="public"))
    #: Cards dealt to the hand (before any are laid on the table in a ``choose`` setup).
    hand: int = 3
    #: ``swap``: the top layer is dealt and players may swap hand and top-layer cards;
    #: ``choose``: the top layer is laid from the hand by each player; ``none``: no setup.
    setup: Literal["swap", "choose", "none"] = "swap"
    #: ``layer``: a table card may be played only once every card of the layers above it
    #: is gone; ``uncovered``: any table card with nothing on top of it may be played.
    access: Literal["layer", "uncovered"] = "layer"
    #: Cards in each layer, from the bottom up, where they differ (004's 3 to 5 face down
    #: and face up); empty: ``slots`` in every layer. Each layer fills the first slots: a
    #: layer with fewer cards than the one below leaves that one's last cards uncovered, a
    #: layer with more lays its extra cards in slots of their own with nothing beneath. The
    #: largest count is ``slots``; the counts rise, then fall, so a slot's layers adjoin.
    counts: tuple[int, ...] = ()

    def layer_counts(self) -> tuple[int, ...]:
        """The cards in each layer, from the bottom up."""
        return self.counts or (self.slots,) * len(self.layers)

    def top_count(self) -> int:
        """The cards of the top layer (those set up from the hand)."""
        return self.layer_counts()[-1] if self.layers else 0


@dataclass(frozen=True, kw_only=True)
class FourOfAKind:
    """Four (or more) cards of one rank on top of the pile, by one player or several."""

    count: int = 4
    effect: Literal["burn"] = "burn"
    #: Mimic cards (3s as match) bridge a run without counting towards it.
    mimic_bridges: bool = True
    #: Only these ranks burn as four of a kind (empty: every rank).
    ranks: tuple[str, ...] = ()
    #: The player who completes it plays again (else the turn passes on as usual).
    go_again: bool = True
    #: Only four laid together in one play count.
    in_one_play: bool = False
    #: Ranks whose four cards one player may lay together although they work differently
    #: (where groups are by function); the play has every one of their powers.
    together: tuple[str, ...] = ()
    #: Skips of a play that burns and so plays again apply once that extra turn ends.
    skips_after_again: bool = False
    #: Transparent cards, which a run of another rank is seen through, make a four of their
    #: own on top of the pile, laid by one player or several (else only laid together).
    transparent_runs: bool = False


@dataclass(frozen=True, kw_only=True)
class Gambit:
    """Four cards of ``rank`` laid together in one play, where that rank may be played.

    ``forced_pickup``: the next player must pick up the pile (a Queens Gambit), unless they
    answer with a counter card or a stopper. ``choice``: once the next player has had the
    chance to stop it, the gambit's player chooses: discard ``count`` hand cards, draw
    ``count`` cards, or make the next player draw ``count``; a gambit that was the player's
    last hand cards, with the stock empty, may instead take ``bottom`` face-down cards into
    the hand.
    """

    rank: str
    effect: Literal["forced_pickup", "choice"] = "forced_pickup"
    #: Cards that, played alone on the gambit, send the pick-up back to its player.
    counters: tuple[str, ...] = ()
    #: After the gambit resolves, this card leaves the game so it cannot recur.
    remove: str = ""
    #: A counter card ``reflect``s the pick-up onto the gambit's player, or ``pass_on`` to the next.
    counter_mode: Literal["reflect", "pass_on"] = "reflect"
    #: Whether four of the rank may also be played as plain cards (the gambit is called).
    optional: bool = False
    #: Cards (a rank such as ``JK``, or single cards) the next player may lay alone to stop
    #: the gambit; the stopper leaves the game.
    stoppers: tuple[str, ...] = ()
    #: A stopper ``block``s the gambit, or ``steal``s its choice for the player who laid it.
    stop_mode: Literal["block", "steal"] = "block"
    count: int = 4
    bottom: int = 2


@dataclass(frozen=True, kw_only=True)
class MatchRules:
    """What carries over from one game of a match to the next."""

    #: Who deals the next game: the ``loser`` (else, or after a draw, the seat on the left).
    next_dealer: Literal["loser", "left"] = "loser"
    #: The previous winner plays first.
    winner_starts: bool = False
    #: The start card is dealt face down to the previous winner (the winner's spoils), who
    #: takes it into the hand and plays first.
    spoils: bool = False
    #: The previous loser may not swap hand and face-up cards.
    loser_no_swap: bool = False
    #: Games in a match (all are played: best of three is three games).
    games: int = 1

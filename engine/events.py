"""Events: past-tense facts, the only thing the store keeps.

Each is a NamedTuple; card sets are bitmasks, cards and seats small ints. ``evolve`` in
:mod:`engine.evolve` folds them; :func:`event_to_dict` gives the wire form with card names.
Events carry what happened, never what may be decided next, so a log replays with no
rules decisions at all.
"""

from __future__ import annotations

from typing import Any, Final, NamedTuple

from .cards import card_name, card_names

#: ``tuple.__new__`` itself: ``new_event(CardsPlayed, (...))`` makes the same event as
#: ``CardsPlayed(...)`` without the Python-level ``__new__`` every NamedTuple call goes
#: through; used where an event is made on nearly every move (a third of its cost).
new_event: Final = tuple.__new__

# sources of a play
FROM_HAND: Final = 0
FROM_TABLE: Final = 1
FROM_TURNED: Final = 2  # the card just turned (a blind face-down card or the chance card)
SOURCE_NAMES: Final = ("hand", "table", "turned")


class Dealt(NamedTuple):
    """The shuffled deck, top card first; dealing from it is fixed by the ruleset's layout."""

    deck: tuple[int, ...]


class ContributionsRequested(NamedTuple):
    """The contributed deal (see :mod:`engine.fairness`): before the deal every seat commits
    to a contribution of its own, then reveals it; the deck comes from the server's seed and
    every contribution, by ``algorithm``."""

    algorithm: str


class ContributionCommitted(NamedTuple):
    """``seat`` committed to its contribution: ``commitment`` is SHA-256 of it, in hex."""

    seat: int
    commitment: str


class ContributionRevealed(NamedTuple):
    """``seat`` revealed the contribution it committed to (only once every seat committed)."""

    seat: int
    contribution: str


class DealForfeited(NamedTuple):
    """The deadline passed before ``seats`` committed or revealed: they forfeit, and the game
    ends undealt."""

    seats: tuple[int, ...]


class FaceUpPlaced(NamedTuple):
    seat: int
    card: int


class CardsSwapped(NamedTuple):
    seat: int
    hand_card: int
    table_card: int


class CardStacked(NamedTuple):
    """Setup: a hand card laid on a face-up card of the same rank."""

    seat: int
    card: int
    slot: int


class ModeChanged(NamedTuple):
    """The game switched between normal (0) and reversed (1), or the dealer called it."""

    mode: int


class CardsThrownIn(NamedTuple):
    """Dealt cards of the throw-in rank go onto the pile before play (they choose the starter)."""

    seat: int
    cards: int


class SeatReady(NamedTuple):
    seat: int


class TurnStarted(NamedTuple):
    seat: int


class TurnContinued(NamedTuple):
    """The same player plays again within the turn (after a clear, a free play, a pick-up)."""

    seat: int


class CardsDrawn(NamedTuple):
    seat: int
    cards: int


class CardTurned(NamedTuple):
    """A card turned face up to be played: a blind table card (``slot``) or the stock's top (-1)."""

    seat: int
    card: int
    slot: int


class CardLeftFaceUp(NamedTuple):
    """The first blind card turned was not wanted: it stays face up on its slot."""

    seat: int
    card: int
    slot: int


class CardsPlayed(NamedTuple):
    seat: int
    cards: int
    source: int
    as_card: int
    link: int


class PileTaken(NamedTuple):
    seat: int
    cards: int
    #: Table or turned cards taken into the hand along with the pile.
    extra: int


class PileBurned(NamedTuple):
    seat: int
    reason: str


class CardsRemoved(NamedTuple):
    """Cards taken out of the game from the pile (a spent gambit's spade)."""

    cards: int


class DirectionReversed(NamedTuple):
    direction: int


class PlayersSkipped(NamedTuple):
    seats: tuple[int, ...]


class RunOffered(NamedTuple):
    """Freshly drawn cards of the rank just played may be added to that play."""

    seat: int
    rank: int


class ResponseRequested(NamedTuple):
    """``seat`` must answer ``by``'s play before it takes effect (``burn`` or ``forced_pickup``)."""

    seat: int
    reason: str
    by: int


class GambitCalled(NamedTuple):
    """``seat``'s four cards just played are a gambit of ``rank`` (its choice follows)."""

    seat: int
    rank: int


class ChoiceMade(NamedTuple):
    """A gambit's choice: ``discard`` or ``bottom`` leave ``owed`` cards to discard or take."""

    seat: int
    choice: str
    owed: int


class CardsDiscarded(NamedTuple):
    """Hand cards discarded face up out of the game (a gambit's discard)."""

    seat: int
    cards: int


class CardTaken(NamedTuple):
    """A blind face-down table card taken into its owner's hand unseen by others."""

    seat: int
    card: int
    slot: int


class CardsSwitched(NamedTuple):
    """``cards`` laid in place of the top play, whose ``taken`` cards go to the hand."""

    seat: int
    cards: int
    taken: int


class TossOffered(NamedTuple):
    """After ``by``'s play, ``seats`` may each toss cards of its rank out of turn, or decline."""

    by: int
    seats: tuple[int, ...]


class TossDeclined(NamedTuple):
    seat: int


class HandsPassed(NamedTuple):
    """Every player still in passes their whole hand to the next player in ``direction``."""

    direction: int


class PassRequested(NamedTuple):
    """Every seat in ``seats`` must pass ``each`` cards on (black jacks); then ``seat`` plays
    (``again``: it goes on with its own turn)."""

    each: int
    seats: tuple[int, ...]
    seat: int
    again: bool


class CardsGiven(NamedTuple):
    """``seat`` gives ``cards`` from its hand or face-up table cards, and the blind top card
    of each of ``slots``, to seat ``to`` (-1: to the pass, delivered once everyone has given).
    Only the giver and the receiver see the cards; the giver never sees the blind ones."""

    seat: int
    to: int
    cards: int
    slots: tuple[int, ...]


class CardsPassed(NamedTuple):
    """The cards given to the pass reach the next player in ``direction``, all at once."""

    direction: int


class SampleRequested(NamedTuple):
    """``seat`` laid a sample card asking ``target`` for a ``special``, ``low`` or ``high`` group."""

    seat: int
    target: int
    request: str


class SkipsDeferred(NamedTuple):
    """``skips`` skips of the play just made apply when its player's extra turn ends."""

    skips: int


class SeatFinished(NamedTuple):
    seat: int
    place: int


class SeatResigned(NamedTuple):
    """``seat`` resigned: it is the loser, and the :class:`GameEnded` that follows ends the game."""

    seat: int


class SeatLeft(NamedTuple):
    """``seat``'s player left the table: the built-in bot ``bot`` plays the seat from here on."""

    seat: int
    bot: str


class GameAborted(NamedTuple):
    """The game was called off before its first play, with no result: ``reason`` ``abort``
    (``seats``: the seat that aborted it) or ``expired`` (``seats``: the open seats nobody
    took in time). The :class:`GameEnded` that follows ends it."""

    reason: str
    seats: tuple[int, ...]


class GameEnded(NamedTuple):
    #: ``last_player`` (one player is left holding cards), ``first_out``, ``turn_cap``,
    #: ``forfeit``, ``resigned`` or ``aborted``.
    reason: str
    order: tuple[int, ...]
    loser: int
    winner: int


Event = (
    ContributionsRequested
    | ContributionCommitted
    | ContributionRevealed
    | DealForfeited
    | Dealt
    | FaceUpPlaced
    | CardsSwapped
    | CardStacked
    | ModeChanged
    | CardsThrownIn
    | SeatReady
    | TurnStarted
    | TurnContinued
    | CardsDrawn
    | CardTurned
    | CardLeftFaceUp
    | CardsPlayed
    | PileTaken
    | PileBurned
    | CardsRemoved
    | DirectionReversed
    | PlayersSkipped
    | RunOffered
    | ResponseRequested
    | GambitCalled
    | ChoiceMade
    | CardsDiscarded
    | CardTaken
    | CardsSwitched
    | TossOffered
    | TossDeclined
    | HandsPassed
    | PassRequested
    | CardsGiven
    | CardsPassed
    | SampleRequested
    | SkipsDeferred
    | SeatFinished
    | SeatResigned
    | SeatLeft
    | GameAborted
    | GameEnded
)

EVENT_TYPES: Final[tuple[type, ...]] = (
    ContributionsRequested,
    ContributionCommitted,
    ContributionRevealed,
    DealForfeited,
    Dealt,
    FaceUpPlaced,
    CardsSwapped,
    CardStacked,
    ModeChanged,
    CardsThrownIn,
    SeatReady,
    TurnStarted,
    TurnContinued,
    CardsDrawn,
    CardTurned,
    CardLeftFaceUp,
    CardsPlayed,
    PileTaken,
    PileBurned,
    CardsRemoved,
    DirectionReversed,
    PlayersSkipped,
    RunOffered,
    ResponseRequested,
    GambitCalled,
    ChoiceMade,
    CardsDiscarded,
    CardTaken,
    CardsSwitched,
    TossOffered,
    TossDeclined,
    HandsPassed,
    PassRequested,
    CardsGiven,
    CardsPassed,
    SampleRequested,
    SkipsDeferred,
    SeatFinished,
    SeatResigned,
    SeatLeft,
    GameAborted,
    GameEnded,
)
EVENT_BY_NAME: Final[dict[str, type]] = {t.__name__: t for t in EVENT_TYPES}

_MASK_FIELDS: Final = {"cards", "extra", "link", "taken"}
_CARD_FIELDS: Final = {"card", "hand_card", "table_card", "as_card"}


def event_to_dict(ev: Any) -> dict[str, Any]:
    """The full (unredacted) wire form of an event."""
    out: dict[str, Any] = {"type": type(ev).__name__}
    for name, value in zip(ev._fields, ev, strict=True):
        if name in _MASK_FIELDS:
            out[name] = card_names(value)
        elif name in _CARD_FIELDS:
            out[name] = card_name(value) if value >= 0 else None
        elif name == "deck":
            out[name] = [card_name(c) for c in value]
        elif name == "source":
            out[name] = SOURCE_NAMES[value]
        elif name in ("loser", "winner"):
            out[name] = value if value >= 0 else None
        elif isinstance(value, tuple):
            out[name] = list(value)
        else:
            out[name] = value
    return out


def event_from_dict(data: dict[str, Any]) -> Any:
    from .cards import mask_of, parse_card

    cls: Any = EVENT_BY_NAME[data["type"]]
    values = []
    for name in cls._fields:
        v = data[name]
        if name in _MASK_FIELDS:
            v = mask_of(parse_card(c) for c in v)
        elif name in _CARD_FIELDS:
            v = parse_card(v) if v is not None else -1
        elif name == "deck":
            v = tuple(parse_card(c) for c in v)
        elif name == "source":
            v = SOURCE_NAMES.index(v)
        elif name in ("loser", "winner"):
            v = -1 if v is None else v
        elif isinstance(v, list):
            v = tuple(v)
        values.append(v)
    return cls(*values)

"""Cards as small ints, card sets as bitmasks.

A standard card is ``rank * 4 + suit`` with ranks ``2..A`` numbered 0..12 and suits
``C D H S`` numbered 0..3, so the four cards of a rank share one nibble of a mask.
Jokers are 52 (red, ``RJ``) and 53 (black, ``BJ``) and share the pseudo-rank 13;
the two blank "sample cards" of the Hollidge variant are 54 and 55 (``X1``, ``X2``),
pseudo-rank 14; a pack with a third joker (Hollidge's three-joker game) has 56 (``J3``),
of no colour, pseudo-rank 13 too. A set of cards is an int with bit ``c`` set for card ``c``: one deck
holds every card at most once, so a hand, a pile or a face-down layer is one int.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Final

RANKS: Final = "23456789TJQKA"
SUITS: Final = "CDHS"
JOKER_RANK: Final = 13
SAMPLE_RANK: Final = 14
N_RANKS: Final = 15
RED_JOKER: Final = 52
BLACK_JOKER: Final = 53
SAMPLE_1: Final = 54
SAMPLE_2: Final = 55
THIRD_JOKER: Final = 56
N_CARDS: Final = 57

#: Rank symbols including the pseudo-ranks, indexable by rank number.
RANK_SYMBOLS: Final = (*RANKS, "JK", "X")

_SPECIAL_NAMES: Final = {
    RED_JOKER: "RJ",
    BLACK_JOKER: "BJ",
    SAMPLE_1: "X1",
    SAMPLE_2: "X2",
    THIRD_JOKER: "J3",
}
_SPECIAL_BY_NAME: Final = {v: k for k, v in _SPECIAL_NAMES.items()}


class CardError(ValueError):
    """Text that does not name a card."""


def card(rank: int, suit: int) -> int:
    return rank * 4 + suit


def rank_of(c: int) -> int:
    if c < 52:
        return c >> 2
    return SAMPLE_RANK if c in (SAMPLE_1, SAMPLE_2) else JOKER_RANK


def suit_of(c: int) -> int:
    """Suit number 0..3; jokers and sample cards have no suit (-1)."""
    return c & 3 if c < 52 else -1


def is_red(c: int) -> bool:
    return c == RED_JOKER or (c < 52 and (c & 3) in (1, 2))


def _build_names() -> tuple[str, ...]:
    names = [f"{RANKS[c >> 2]}{SUITS[c & 3]}" for c in range(52)]
    names.extend(_SPECIAL_NAMES[c] for c in range(52, N_CARDS))
    return tuple(names)


CARD_NAMES: Final[tuple[str, ...]] = _build_names()
_BY_NAME: Final = {name: i for i, name in enumerate(CARD_NAMES)}


def parse_card(text: object) -> int:
    """Parse ``TH``, ``10h``, ``qs``, ``RJ``... into a card number."""
    if not isinstance(text, str):
        raise CardError(f"a card is written as text like 'TH', not {text!r}")
    t = text.strip().upper()
    if t.startswith("10"):
        t = "T" + t[2:]
    found = _BY_NAME.get(t)
    if found is None:
        found = _SPECIAL_BY_NAME.get(t)
    if found is None:
        raise CardError(
            f"unknown card {text!r}: write rank (2-9, T or 10, J, Q, K, A) then suit "
            "(C, D, H, S), or RJ/BJ (J3: a third joker) for the jokers"
        )
    return found


def card_name(c: int) -> str:
    return CARD_NAMES[c]


def parse_rank(text: str) -> int:
    """Parse a rank symbol (``2``..``A``, ``10``, ``JK`` for jokers, ``X`` for samples)."""
    t = str(text).strip().upper()
    if t == "10":
        t = "T"
    if t in ("JK", "JOKER"):
        return JOKER_RANK
    if t == "X":
        return SAMPLE_RANK
    idx = RANKS.find(t) if len(t) == 1 else -1
    if idx < 0:
        raise CardError(f"unknown rank {text!r}: use 2-9, T, J, Q, K, A or JK")
    return idx


# --- masks -----------------------------------------------------------------------------

RANK_MASK: Final[tuple[int, ...]] = tuple(
    [0xF << (4 * r) for r in range(13)]
    + [
        (1 << RED_JOKER) | (1 << BLACK_JOKER) | (1 << THIRD_JOKER),
        (1 << SAMPLE_1) | (1 << SAMPLE_2),
    ]
)
STANDARD_DECK: Final = (1 << 52) - 1


def mask_of(cards: Iterable[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def cards_of(mask: int) -> Iterator[int]:
    """The cards of a mask in ascending order."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def card_names(mask: int) -> list[str]:
    """The names of a mask's cards in ascending order."""
    names = []
    while mask:
        low = mask & -mask
        names.append(CARD_NAMES[low.bit_length() - 1])
        mask ^= low
    return names


def card_list(mask: int) -> list[int]:
    return list(cards_of(mask))


def lowest(mask: int) -> int:
    return (mask & -mask).bit_length() - 1


def format_cards(mask_or_cards: int | Iterable[int]) -> str:
    cs = cards_of(mask_or_cards) if isinstance(mask_or_cards, int) else mask_or_cards
    return " ".join(CARD_NAMES[c] for c in cs)


def parse_cards(text: str | Iterable[str]) -> list[int]:
    parts = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    return [parse_card(p) for p in parts]


#: For a nibble (which suits of a rank are present), every non-empty subset of it.
SUBSETS_OF_NIBBLE: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(s for s in range(1, 16) if s & n == s) for n in range(16)
)

"""The verifiable deal: a seed drives a documented, versioned shuffle.

Algorithm ``hmac-sha256-ctr-fisher-yates/1``:

* the key is the seed's UTF-8 bytes;
* block ``i`` of the random stream is ``HMAC-SHA256(key, b"shithead-deal/1" || i)`` with
  ``i`` an 8-byte big-endian counter starting at 0; the stream is the blocks concatenated,
  read as consecutive 4-byte big-endian unsigned integers;
* Fisher-Yates over the deck in ascending card order: for ``i`` from ``n-1`` down to ``1``,
  draw ``j`` uniform in ``[0, i]`` by rejection sampling (discard a 32-bit word ``w`` with
  ``w >= 2**32 - 2**32 % (i+1)``, else ``j = w % (i+1)``) and swap positions ``i`` and ``j``;
* the first card of the result is the top of the deck, dealt first.

The commitment published before play is ``SHA-256(seed)`` in hex, so anyone holding the
seed after the game can check it and re-deal; a seed its creator chose is salted first
(``SHA-256(salt || seed)``, the salt revealed with the seed: :func:`commitment`). Python's
``random`` is never used.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Iterator, Sequence

DEAL_ALGORITHM = "hmac-sha256-ctr-fisher-yates/1"
_DOMAIN = b"shithead-deal/1"
#: The contributed deal (see :mod:`engine.fairness`): the seed the shuffle above is keyed by
#: is derived from the server's seed and every seat's contribution.
CONTRIBUTED_DEAL_ALGORITHM = "contributed-sha256/1+" + DEAL_ALGORITHM
_CONTRIBUTED_DOMAIN = b"shithead-contributed-deal/1"
_SALTED_DOMAIN = b"shithead-salted-seed/1"


def commitment(seed: str, salt: str | None = None) -> str:
    """The commitment to ``seed`` published before play: SHA-256 of the seed's UTF-8 bytes, in
    hex; with a ``salt`` (64 hex digits, a secret drawn by the server and revealed with the
    seed), SHA-256 of the salt's 32 bytes followed by the seed's bytes, so that a seed someone
    could guess (``s1``) cannot be found from its commitment (see docs/fairness.md)."""
    if salt is None:
        return hashlib.sha256(seed.encode("utf-8")).hexdigest()
    return hashlib.sha256(bytes.fromhex(salt) + seed.encode("utf-8")).hexdigest()


def new_salt() -> str:
    """A fresh 256-bit salt for a chosen seed (for callers with I/O, as :func:`new_seed`)."""
    return secrets.token_hex(32)


def is_salt(value: object) -> bool:
    """Whether ``value`` is a salt as documents carry it: 64 lowercase hex digits."""
    return (
        isinstance(value, str) and len(value) == 64 and all(c in "0123456789abcdef" for c in value)
    )


def salted_seed(seed: str, salt: str) -> str:
    """The seed a tournament's or a match's games are derived from when its chosen ``seed``
    is salted: HMAC-SHA256 keyed by the salt's bytes over ``shithead-salted-seed/1`` and the
    seed's UTF-8 bytes, in hex. Without the salt, guessing the seed deals none of the games."""
    return hmac.new(
        bytes.fromhex(salt), _SALTED_DOMAIN + seed.encode("utf-8"), hashlib.sha256
    ).hexdigest()


def contributed_seed(server_seed: str, contributions: Sequence[str]) -> str:
    """The seed of a contributed deal: SHA-256, in hex, over the domain
    ``shithead-contributed-deal/1``, then the server's seed and each contribution in seat
    order, each as its UTF-8 bytes preceded by their length (4 bytes, big-endian), so no two
    lists of values give the same input."""
    h = hashlib.sha256(_CONTRIBUTED_DOMAIN)
    for value in (server_seed, *contributions):
        raw = value.encode("utf-8")
        h.update(len(raw).to_bytes(4, "big"))
        h.update(raw)
    return h.hexdigest()


def new_seed() -> str:
    """A fresh 256-bit seed (for callers with I/O; the engine itself never calls this)."""
    return secrets.token_hex(32)


def _words(seed: str) -> Iterator[int]:
    key = seed.encode("utf-8")
    counter = 0
    while True:
        block = hmac.new(key, _DOMAIN + counter.to_bytes(8, "big"), hashlib.sha256).digest()
        for k in range(0, 32, 4):
            yield int.from_bytes(block[k : k + 4], "big")
        counter += 1


def shuffled(cards: Sequence[int], seed: str) -> tuple[int, ...]:
    """The deck ``cards`` (taken in ascending order) shuffled by ``seed``; index 0 is the top."""
    deck = sorted(cards)
    words = _words(seed)
    for i in range(len(deck) - 1, 0, -1):
        bound = i + 1
        limit = (1 << 32) - (1 << 32) % bound
        w = next(words)
        while w >= limit:
            w = next(words)
        j = w % bound
        deck[i], deck[j] = deck[j], deck[i]
    return tuple(deck)


def arranged_deck(
    *,
    deck: Sequence[int],
    players: int,
    dealer: int,
    slots: int,
    layers: int,
    dealt_layers: int,
    hand: int,
    start_card: bool,
    hands: Sequence[Sequence[int]] = (),
    table: Sequence[Sequence[Sequence[int]]] = (),
    start: int | None = None,
    stock: Sequence[int] = (),
    aside: int = 0,
    set_aside: Sequence[int] = (),
    layer_slots: Sequence[int] = (),
) -> tuple[int, ...]:
    """A deck order that deals the given cards where asked (for puzzles, analysis, tests).

    ``hands[s]`` and ``table[s][layer]`` (layer 0 is the bottom) name cards for seat ``s``;
    ``stock`` lists the stock from its top; ``set_aside`` the ``aside`` cards removed unseen
    before the deal (the Chaos deal); ``layer_slots`` the cards of each layer where they
    differ (else ``slots`` each). Positions left unnamed are filled with the remaining
    cards in ascending order, after the named stock cards.
    """
    del layers
    order = [(dealer + 1 + i) % players for i in range(players)]
    positions: list[tuple[str, int, int, int]] = [("aside", 0, i, 0) for i in range(aside)]
    for layer in range(dealt_layers):
        for slot in range(layer_slots[layer] if layer_slots else slots):
            for seat in order:
                positions.append(("table", seat, layer, slot))
    for i in range(hand):
        for seat in order:
            positions.append(("hand", seat, i, 0))
    if start_card:
        positions.append(("start", 0, 0, 0))
    wanted: dict[tuple[str, int, int, int], int] = {}
    for seat, cards in enumerate(hands):
        for i, c in enumerate(cards):
            wanted[("hand", seat, i, 0)] = c
    for seat, seat_layers in enumerate(table):
        for layer, cards in enumerate(seat_layers):
            for slot, c in enumerate(cards):
                wanted[("table", seat, layer, slot)] = c
    if start is not None:
        wanted[("start", 0, 0, 0)] = start
    for i, c in enumerate(set_aside):
        wanted[("aside", 0, i, 0)] = c
    used = list(wanted.values()) + list(stock)
    if len(set(used)) != len(used):
        raise ValueError("a card is named twice")
    if not set(used) <= set(deck):
        raise ValueError("a named card is not in the deck")
    spare = [c for c in sorted(deck) if c not in set(used)]
    out: list[int] = []
    spare_iter = iter(spare)
    for pos in positions:
        out.append(wanted[pos] if pos in wanted else next(spare_iter))
    out.extend(stock)
    out.extend(spare_iter)
    return tuple(out)

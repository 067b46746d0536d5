"""Actions: small immutable values with a text form.

``Action.parse("play 7C 7H")`` and ``action.text()`` round-trip. Card sets are bitmasks.

============  =====================================================================
text          meaning
============  =====================================================================
``place QS``  setup: lay a hand card on the next empty slot of the top layer
``swap 3H KS``  setup: exchange a hand card with a top-layer table card
``stack 7H``  setup: lay a hand card on a face-up card of the same rank
``ready``     setup: done arranging
``call reversed``  the dealer calls how the game starts (``normal`` or ``reversed``)
``draw``      take one card from the stock at the start of the turn
``chance``    try the top card of the stock instead of playing from the hand
``play 7C 7H``  play a group of equal cards (from the hand, or the table once the hand is empty)
``play AS as 8C``  play a wild card as another card (keywords are lower case; ``AS`` is a card)
``play 4C 4D link 2H``  play a group, then lay 2s as a Link2: the turn continues
``flip 2``    turn the blind face-down card of slot 2 (0-based) and play it if possible
``pickup``    take the pile into the hand
``pickup with KH``  take the pile and one face-up table card
``pass``      decline: end the turn instead of adding a run, let a clear or a gambit stand
``play 2H link 2S``  lay a link straight on the pile's top card (where links may start there)
``play 7C 7D 7H 7S gambit``  play four of a kind and call it a gambit
``choose draw``  a gambit's choice: ``discard``, ``draw``, ``force`` or ``bottom``
``discard 9C``  discard one hand card (a gambit's discard, one card at a time)
``take 1``    take the blind face-down card of slot 1 into the hand (a gambit's bottom pick)
``switch AC``  lay aces in place of the top play, taking it into the hand (ace as switch)
``play RJ at 2``  play a shooting card at seat 2 (the shooting ace)
``play X1 at 1 low``  play a sample card asking seat 1 for a ``special``, ``low`` or ``high`` group
``give 4C 9D``  pass cards on (black jacks), answer a sample, or give a group back for one
``commit 9f2c...``  the contributed deal: commit to a contribution (SHA-256 of it, hex)
``reveal 5e1a...``  the contributed deal: reveal the contribution committed to
============  =====================================================================
"""

from __future__ import annotations

from typing import Any, Final, NamedTuple

from .cards import CardError, card_name, cards_of, mask_of, parse_card
from .errors import InvalidActionError

PLACE: Final = "place"
SWAP: Final = "swap"
READY: Final = "ready"
DRAW: Final = "draw"
CHANCE: Final = "chance"
PLAY: Final = "play"
FLIP: Final = "flip"
PICKUP: Final = "pickup"
PASS: Final = "pass"
CALL: Final = "call"
STACK: Final = "stack"
SWITCH: Final = "switch"
CHOOSE: Final = "choose"
DISCARD: Final = "discard"
TAKE: Final = "take"
GIVE: Final = "give"
COMMIT: Final = "commit"
REVEAL: Final = "reveal"

ACTION_KINDS: Final = (
    PLACE,
    SWAP,
    STACK,
    READY,
    CALL,
    DRAW,
    CHANCE,
    PLAY,
    FLIP,
    PICKUP,
    PASS,
    SWITCH,
    CHOOSE,
    DISCARD,
    TAKE,
    GIVE,
    COMMIT,
    REVEAL,
)
#: The wire key of the hex value a ``commit`` or ``reveal`` carries (``Action.value``).
VALUE_KEYS: Final = {COMMIT: "commitment", REVEAL: "contribution"}
#: Words an action may carry as its ``choice`` (lower case, so never mistaken for a card).
CHOICE_WORDS: Final = (
    "normal",
    "reversed",
    "gambit",
    "discard",
    "draw",
    "force",
    "bottom",
    "special",
    "low",
    "high",
)


class Action(NamedTuple):
    kind: str
    #: The cards the action moves: the group played, the card placed, the two cards
    #: swapped, the face-up card taken with the pile.
    cards: int = 0
    #: ``play``: link cards laid after the group (Link2).
    link: int = 0
    #: ``play``: the card a wild card is played as.
    as_card: int = -1
    #: ``flip``, ``take``: the table slot; ``play``: the seat a shooting card is aimed at, or
    #: a sample card asks.
    slot: int = -1
    #: ``call``: the word chosen (``normal``, ``reversed``); ``play``: ``gambit`` when four of
    #: a kind are called as a gambit, or a sample card's request; ``choose``: the gambit's
    #: choice.
    choice: str = ""
    #: ``commit``: the commitment (SHA-256 hex); ``reveal``: the contribution (64 hex
    #: digits). Empty in the templates ``legal_actions`` lists: the client fills it in.
    value: str = ""

    def text(self) -> str:
        parts = [self.kind]
        if self.kind == PICKUP and self.cards:
            parts.append("with")
        parts.extend(card_name(c) for c in cards_of(self.cards))
        if self.as_card >= 0:
            parts += ["as", card_name(self.as_card)]
        if self.link:
            parts.append("link")
            parts.extend(card_name(c) for c in cards_of(self.link))
        if self.slot >= 0:
            if self.kind == PLAY:
                parts.append("at")
            parts.append(str(self.slot))
        if self.choice:
            parts.append(self.choice)
        if self.value:
            parts.append(self.value)
        return " ".join(parts)

    def __str__(self) -> str:
        return self.text()

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind}
        if self.cards:
            out["cards"] = [card_name(c) for c in cards_of(self.cards)]
        if self.link:
            out["link"] = [card_name(c) for c in cards_of(self.link)]
        if self.as_card >= 0:
            out["as"] = card_name(self.as_card)
        if self.slot >= 0:
            out["slot"] = self.slot
        if self.choice:
            out["choice"] = self.choice
        if self.value:
            out[VALUE_KEYS[self.kind]] = self.value
        return out

    @classmethod
    def from_dict(cls, data: Any) -> Action:
        if not isinstance(data, dict):
            raise InvalidActionError("an action is an object with a 'kind'")
        kind = data.get("kind")
        if kind not in ACTION_KINDS:
            raise InvalidActionError(
                f"unknown action kind {kind!r}; kinds: {', '.join(ACTION_KINDS)}"
            )
        value_key = VALUE_KEYS.get(kind)
        unknown = set(data) - {"kind", "cards", "link", "as", "slot", "choice", value_key}
        if unknown:
            raise InvalidActionError(
                f"unknown action field(s): {', '.join(sorted(map(str, unknown)))}"
            )
        try:
            cards = _card_mask(data.get("cards", []), "cards")
            link = _card_mask(data.get("link", []), "link")
            as_raw = data.get("as")
            as_card = parse_card(as_raw) if as_raw is not None else -1
        except CardError as exc:
            raise InvalidActionError(str(exc)) from None
        slot = data.get("slot", -1)
        if isinstance(slot, bool) or not isinstance(slot, int) or not -1 <= slot < 64:
            raise InvalidActionError("slot must be a small non-negative integer")
        choice = data.get("choice", "")
        if not isinstance(choice, str) or len(choice) > 32:
            raise InvalidActionError("choice must be a short word")
        value = data.get(value_key, "") if value_key else ""
        if not isinstance(value, str) or len(value) > 64 or not _is_hex(value):
            raise InvalidActionError(f"{value_key} must be up to 64 lower-case hex digits")
        return cls(kind, cards, link, as_card, slot, choice, value)

    @classmethod
    def parse(cls, text: str) -> Action:
        words = text.split()
        if not words:
            raise InvalidActionError("empty action")
        kind = words[0].lower()
        if kind not in ACTION_KINDS:
            raise InvalidActionError(
                f"unknown action kind {kind!r}; kinds: {', '.join(ACTION_KINDS)}"
            )
        cards: list[int] = []
        link: list[int] = []
        as_card = -1
        slot = -1
        choice = ""
        target = cards
        rest = words[1:]
        if kind in VALUE_KEYS:
            if len(rest) > 1 or (rest and (len(rest[0]) > 64 or not _is_hex(rest[0]))):
                raise InvalidActionError(f"{kind} takes up to 64 lower-case hex digits")
            return cls(kind, value=rest[0] if rest else "")
        try:
            i = 0
            while i < len(rest):
                # keywords are lower case: "as" is a keyword, "AS" the ace of spades
                w = rest[i]
                if w == "with" and kind == PICKUP:
                    pass
                elif w == "link":
                    target = link
                elif w == "as" and i + 1 < len(rest):
                    i += 1
                    as_card = parse_card(rest[i])
                elif w == "at" and kind == PLAY and i + 1 < len(rest) and rest[i + 1].isdigit():
                    i += 1
                    slot = int(rest[i])
                elif kind in (FLIP, TAKE) and w.isascii() and w.isdigit():
                    slot = int(w)
                elif w in CHOICE_WORDS or kind == CALL:
                    choice = w
                else:
                    target.append(parse_card(rest[i]))
                i += 1
        except CardError as exc:
            raise InvalidActionError(str(exc)) from None
        if len(set(cards)) != len(cards) or len(set(link)) != len(link):
            raise InvalidActionError("an action names a card twice")
        return cls(kind, mask_of(cards), mask_of(link), as_card, slot, choice)


def _is_hex(value: str) -> bool:
    return all(ch in "0123456789abcdef" for ch in value)


def _card_mask(values: Any, field: str) -> int:
    if not isinstance(values, list):
        raise InvalidActionError(f"{field} must be a list of cards like ['7C', '7H']")
    cards = [parse_card(v) for v in values]
    m = mask_of(cards)
    if m.bit_count() != len(cards):
        raise InvalidActionError(f"{field} names a card twice")
    return m

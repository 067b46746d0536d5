"""The schemas' building blocks: base classes, and the value types with a component of
their own (a card, a seat number, an id).

What a marshmallow field cannot say (a union, a free-form object) is written as JSON Schema
on the field (:class:`Json`) or in a field's ``metadata["json_schema"]``; a value type used in
many places is a :class:`ComponentField`, written once as its own component
(``#/components/schemas/<class name>``) and referred to everywhere else.
"""

from __future__ import annotations

from typing import Any, ClassVar

from marshmallow import EXCLUDE, RAISE, Schema, fields


class ResponseSchema(Schema):
    """An answer's object: more fields may come in later versions of the service."""

    #: JSON Schema keys of the component that no field gives (``allOf``, ``example``).
    json_schema_extra: ClassVar[dict[str, Any]] = {}

    class Meta:
        unknown = EXCLUDE


class StrictResponseSchema(ResponseSchema):
    """An answer's object that has exactly these fields (``additionalProperties: false``)."""

    class Meta:
        unknown = RAISE


class ComponentField(fields.Field):  # type: ignore[type-arg]
    """A value type with a component of its own (``#/components/schemas/<class name>``)."""

    json_schema: ClassVar[dict[str, Any]] = {}


class Json(fields.Raw):
    """A field described by the JSON Schema given, as it is."""

    def __init__(self, json_schema: dict[str, Any], **kwargs: Any) -> None:
        super().__init__(metadata={"json_schema_exact": json_schema}, **kwargs)


#: Components with no fields of their own (unions of others), as JSON Schema.
RAW: dict[str, dict[str, Any]] = {}


class Card(ComponentField):
    json_schema = {
        "type": "string",
        "description": (
            "A card in canonical form (rank `2`-`9` `T` `J` `Q` `K` `A`, suit `C` `D` `H` "
            "`S`; `RJ`/`BJ` jokers, `J3` a third joker, `X1`/`X2` sample cards)."
        ),
        "pattern": "^([2-9TJQKA][CDHS]|RJ|BJ|J3|X1|X2)$",
        "examples": ["TH", "7C", "RJ"],
    }


class Seat(ComponentField):
    json_schema = {
        "type": "integer",
        "description": "A seat number, 0-based.",
        "minimum": 0,
        "maximum": 7,
    }


class ActionKind(ComponentField):
    json_schema = {
        "type": "string",
        "description": (
            "`place` (setup: lay a hand card on the next empty top-layer slot; `cards`: the "
            "card),\n"
            "`swap` (setup: exchange a hand card with a top-layer table card; `cards`: the "
            "two),\n"
            "`stack` (setup, where the ruleset allows: lay a hand card on a face-up card of "
            "the same\n"
            "rank; `cards`: the card), `ready` (done arranging), `call` (the dealer calls "
            "how the\n"
            "game starts; `choice`: `normal` or `reversed`), `draw` (take one card from the "
            "stock at the start of the\n"
            "turn), `chance` (try the top card of the stock instead of playing), `play` (a "
            "group of\n"
            "equal cards in `cards`, from the hand or the table once the hand is empty; "
            "`as`: the\n"
            "card a wild card is played as; `link`: 2s laid after the group as a Link2, the "
            "turn\n"
            "continues), `flip` (turn the blind face-down card of table `slot` and play it "
            "if\n"
            "possible), `pickup` (take the pile; `cards`: a face-up table card taken with "
            "it),\n"
            "`pass` (end the turn instead of adding a run, or let a clear or a gambit "
            "stand),\n"
            "`commit` (the contributed deal: `commitment` is the SHA-256, lower-case hex, of "
            "the\n"
            "UTF-8 bytes of the seat's contribution), `reveal` (the contributed deal, once "
            "every\n"
            "seat has committed: `contribution`, 64 lower-case hex digits; legal moves list\n"
            "both without their value, which only the client knows),\n"
            "`switch` (ace as switch card: `cards` laid in place of the top play, which goes "
            "to\n"
            "the hand), `choose` (a gambit's choice: `choice` is `discard`, `draw`, `force` "
            "or\n"
            "`bottom`), `discard` (one hand card of a gambit's discard, `cards`: the card), "
            "`take`\n"
            "(a gambit's bottom pick: the face-down card of table `slot` into the hand), "
            "`give`\n"
            "(cards passed on after black jacks, a sampled player's group, or the group a "
            "sampler\n"
            "gives back; `cards` may be empty when there is nothing to give). A `play`\n"
            "may carry `choice: gambit` (four of a kind called as a gambit); a `play` with "
            "only\n"
            "`link` lays a link straight on the pile's top card; a `play` of a shooting card\n"
            "carries `slot`: the seat it is aimed at; a `play` of a sample card carries "
            "`slot`\n"
            "(the neighbour asked) and `choice` (`special`, `low` or `high`).\n"
        ),
        "enum": [
            "place",
            "swap",
            "stack",
            "ready",
            "call",
            "draw",
            "chance",
            "play",
            "flip",
            "pickup",
            "pass",
            "switch",
            "choose",
            "discard",
            "take",
            "give",
            "commit",
            "reveal",
        ],
    }


class GameIdValue(ComponentField):
    json_schema = {"type": "string", "pattern": "^[0-9a-f]{32}$"}


class SeedCommitment(ComponentField):
    json_schema = {
        "type": ["string", "null"],
        "description": "SHA-256 (hex) of the seed; null when the game was dealt from an explicit deck.",
        "pattern": "^[0-9a-f]{64}$",
    }


class Phase(ComponentField):
    json_schema = {"type": "string", "enum": ["dealing", "setup", "playing", "over"]}


class MatchIdValue(ComponentField):
    json_schema = {"type": "string", "pattern": "^[0-9a-f]{32}$"}


class TournamentIdValue(ComponentField):
    json_schema = {"type": "string", "pattern": "^[0-9a-f]{32}$"}


COMPONENTS = [
    "Card",
    "Seat",
    "ActionKind",
    "GameIdValue",
    "SeedCommitment",
    "Phase",
    "MatchIdValue",
    "TournamentIdValue",
]


def next_cursor_field() -> fields.String:
    """A list page's ``next_cursor``: where the next page starts."""
    return fields.String(
        required=True,
        allow_none=True,
        metadata={"description": "Pass as `cursor` for the next page; null on the last page."},
    )

"""The state as one viewer may see it: a game's ``view``, and each seat's part of it."""

from __future__ import annotations

from typing import Any

from marshmallow import fields, validate

from .common import ResultSchema, version_field
from .values import Card, Json, Phase, ResponseSchema, Seat


class SeatViewSchema(ResponseSchema):
    seat = Seat(required=True)
    hand_count = fields.Integer(strict=True, validate=validate.Range(min=0), required=True)
    hand = fields.List(
        Card(),
        metadata={
            "description": "Only in the viewer's own seat while the game runs; in every seat once it is over."
        },
    )
    table = fields.List(
        Json(
            json_schema={
                "type": "array",
                "items": {"oneOf": [{"$ref": "#/components/schemas/Card"}, {"type": "null"}]},
            }
        ),
        required=True,
        metadata={
            "description": (
                "One list per table slot, bottom card first; a card the viewer may not see is "
                "null. A slot starts at the lowest layer that reaches it (the ruleset's "
                "`layout.counts`), so where there are more face-up than face-down cards, the "
                "extra face-up cards lie alone in their slots, with nothing beneath."
            )
        },
    )
    finished = fields.Boolean(required=True)
    place = fields.Integer(
        strict=True, validate=validate.Range(min=1), required=True, allow_none=True
    )
    ready = fields.Boolean(required=True)
    stock_count = fields.Integer(
        strict=True,
        validate=validate.Range(min=0),
        metadata={
            "description": (
                "Where each player has a pile and a stock (the red/black split deck), the cards "
                "in this seat's stock."
            )
        },
    )
    stock = fields.List(
        Card(),
        metadata={
            "description": (
                "Where each player has a stock, only once the game is over, its cards in order, "
                "top first."
            )
        },
    )
    pile_below = fields.List(
        Card(),
        metadata={
            "description": (
                "Where each player has a pile, its cards below the plays since the last pick-up "
                "or clear (face up, public)."
            )
        },
    )
    passing_count = fields.Integer(
        strict=True,
        validate=validate.Range(min=0),
        metadata={
            "description": "While cards are passed on (black jacks), how many this seat has given."
        },
    )
    passing = fields.List(
        Card(),
        metadata={
            "description": "Only in the viewer's own seat, while cards are passed on; the cards it gave."
        },
    )


class ViewPileItemSchema(ResponseSchema):
    seat = fields.Integer(strict=True, required=True, allow_none=True)
    link = fields.Boolean(
        required=True, metadata={"description": "The entry holds link cards (Link2), not a play."}
    )
    cards = fields.List(Card(), required=True)
    as_ = Card(required=True, allow_none=True, data_key="as")


class ViewPileTopSchema(ResponseSchema):
    rank = fields.String(required=True)
    active = fields.Boolean(required=True)
    wild = fields.Boolean(required=True)


class ViewContributionsItemSchema(ResponseSchema):
    seat = Seat(required=True)
    commitment = fields.String(required=True, allow_none=True)
    contribution = fields.String(required=True, allow_none=True)


class ViewGambitSchema(ResponseSchema):
    rank = fields.String(required=True)
    by = fields.Integer(strict=True, required=True)
    owed = fields.Integer(strict=True, validate=validate.Range(min=0), required=True)


class ViewPassSchema(ResponseSchema):
    each = fields.Integer(strict=True, validate=validate.Range(min=1), required=True)


class ViewSampleSchema(ResponseSchema):
    by = fields.Integer(strict=True, required=True)
    target = fields.Integer(strict=True, required=True)
    request = fields.String(validate=validate.OneOf(["special", "low", "high"]), required=True)


class ViewSchema(ResponseSchema):
    """The state as one viewer may see it."""

    viewer = fields.Integer(
        strict=True,
        required=True,
        allow_none=True,
        metadata={"description": "The viewer's seat; null for a spectator."},
    )
    players = fields.Integer(strict=True, validate=validate.Range(min=2, max=8), required=True)
    phase = Phase(required=True)
    step = fields.String(
        validate=validate.OneOf(
            [
                "start",
                "run",
                "link",
                "respond_burn",
                "respond_forced",
                "turned",
                "respond_gambit",
                "choose",
                "discard",
                "take",
                "toss",
                "respond_shot",
                "passing",
                "sample_answer",
                "sample_return",
                None,
            ]
        ),
        required=True,
        allow_none=True,
        metadata={"description": "Where in the turn play stands (null outside the playing phase)."},
    )
    turn = fields.Integer(
        strict=True,
        required=True,
        allow_none=True,
        metadata={"description": "The seat whose turn it is (null outside the playing phase)."},
    )
    to_act = fields.List(Seat(), required=True)
    direction = fields.String(
        validate=validate.OneOf(["clockwise", "counterclockwise"]), required=True
    )
    mode = fields.String(
        validate=validate.OneOf(["normal", "reversed", None]),
        required=True,
        allow_none=True,
        metadata={
            "description": (
                "Which game is played where the ruleset has two (`mode_toggle`): `normal` or "
                "`reversed`; null until the dealer calls it."
            )
        },
    )
    turns = fields.Integer(strict=True, validate=validate.Range(min=0), required=True)
    seats = fields.List(fields.Nested(SeatViewSchema), required=True)
    pile = fields.List(
        fields.Nested(ViewPileItemSchema),
        required=True,
        metadata={"description": "The plays on the pile, bottom first."},
    )
    pile_top = fields.Nested(ViewPileTopSchema, required=True, allow_none=True)
    turned = Card(required=True, allow_none=True)
    stock_count = fields.Integer(strict=True, validate=validate.Range(min=0), required=True)
    aside_count = fields.Integer(
        strict=True,
        validate=validate.Range(min=0),
        required=True,
        metadata={
            "description": "Cards removed unseen before the deal (the Chaos deal); never shown while the game runs."
        },
    )
    stock = fields.List(
        Card(),
        metadata={
            "description": (
                "Only once the game is over (then every view shows every card): the shared\n"
                "stock in its order, top first. Never present while the game runs.\n"
            )
        },
    )
    aside = fields.List(
        Card(),
        metadata={
            "description": "Only once the game is over, the cards that were set aside unseen."
        },
    )
    out_of_play = fields.List(Card(), required=True)
    contributions = fields.List(
        fields.Nested(ViewContributionsItemSchema),
        metadata={
            "description": (
                "The contributed deal only: each seat's commitment and, once revealed, its\n"
                "contribution (null until then). Public: a contribution is revealed only after\n"
                "every seat has committed.\n"
            )
        },
    )
    result = fields.Nested(ResultSchema, required=True, allow_none=True)
    version = version_field()
    run_rank = fields.String(
        metadata={"description": "During a run step, the rank that may be added."}
    )
    gambit = fields.Nested(
        ViewGambitSchema,
        metadata={
            "description": (
                "While a gambit is resolved, its rank, its player and the cards still owed (to "
                "discard or take)."
            )
        },
    )
    pass_ = fields.Nested(
        ViewPassSchema,
        metadata={
            "description": "While cards are passed on (black jacks), how many each seat passes."
        },
        data_key="pass",
    )
    sample = fields.Nested(
        ViewSampleSchema,
        metadata={
            "description": "While a sample card's request is answered, who asked whom for what."
        },
    )


COMPONENTS = ["SeatView", "View"]
RAW: dict[str, dict[str, Any]] = {}

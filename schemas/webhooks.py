"""The push bot's webhooks: what the service sends a push bot (a move to make, a notice)
and what the bot answers."""

from __future__ import annotations

from typing import Any

from marshmallow import fields, validate

from .common import ResultSchema
from .games import ActionOutSchema, GameSchema
from .requests import ActionSchema
from .values import ResponseSchema, Seat


class PushBotRequestSchema(ResponseSchema):
    type = fields.String(
        validate=validate.OneOf(["move"]),
        required=True,
        metadata={"description": "`move`: the seat must act (`pushBotNotice` sends the others)."},
    )
    game = fields.String(required=True, metadata={"description": "The game's id."})
    seat = Seat(required=True)
    version = fields.Integer(
        strict=True,
        validate=validate.Range(min=0),
        required=True,
        metadata={"description": "The game's version the move is asked at."},
    )
    view = fields.Nested(GameSchema, required=True)
    legal_moves = fields.List(
        fields.Nested(ActionOutSchema),
        required=True,
        metadata={
            "description": "Every action the seat may take, as `GET /v1/games/{game_id}/legal-moves` lists them."
        },
        validate=validate.Length(min=1),
    )
    deadline_ms = fields.Integer(
        strict=True,
        validate=validate.Range(min=50),
        required=True,
        metadata={
            "description": "Milliseconds the bot has to answer, from when the request is sent."
        },
    )


class PushBotAnswerSchema(ResponseSchema):
    action = fields.Nested(
        ActionSchema, required=True, metadata={"description": "One of `legal_moves`, unchanged."}
    )


class PushBotNoticeSchema(ResponseSchema):
    type = fields.String(
        validate=validate.OneOf(["game_started", "game_ended", "seat_left"]),
        required=True,
        metadata={
            "description": "`game_started`: the game was dealt; `game_ended`: it is over; `seat_left`: "
            "a seat's player left it to a built-in bot (the view's `seats` show which)."
        },
    )
    game = fields.String(required=True, metadata={"description": "The game's id."})
    seat = Seat(required=True)
    version = fields.Integer(
        strict=True,
        validate=validate.Range(min=0),
        required=True,
        metadata={
            "description": "The game's version the notice is about: the deal's, the leave's, or the last."
        },
    )
    view = fields.Nested(
        GameSchema,
        required=True,
        metadata={"description": "`GET /v1/games/{game_id}` as the seat sees it at `version`."},
    )
    result = fields.Nested(
        ResultSchema,
        required=True,
        allow_none=True,
        metadata={"description": "How the game ended (`game_ended`); null in `game_started`."},
    )


COMPONENTS = ["PushBotRequest", "PushBotAnswer", "PushBotNotice"]
RAW: dict[str, dict[str, Any]] = {}

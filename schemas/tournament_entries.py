"""What a scheduled tournament's answers are made of: the bots entered in an open one, and
how its results callback goes (`schemas.competitions` nests them in a tournament)."""

from __future__ import annotations

from typing import Any

from marshmallow import fields, validate

from .values import ResponseSchema, TournamentIdValue


class EnteredBotSchema(ResponseSchema):
    bot = fields.String(required=True, metadata={"description": "The registered bot entered."})
    entered = fields.Float(required=True, metadata={"description": "When (Unix seconds)."})


class TournamentCallbackSchema(ResponseSchema):
    """How the delivery of the results to the creator's callback URL goes (never the URL)."""

    status = fields.String(
        validate=validate.OneOf(["pending", "delivered", "failed"]), required=True
    )
    attempts = fields.Integer(strict=True, validate=validate.Range(min=0), required=True)
    last_attempt = fields.Float(
        required=True, allow_none=True, metadata={"description": "Unix seconds."}
    )
    error = fields.String(
        required=True, allow_none=True, metadata={"description": "The last attempt's failure."}
    )


class TournamentEntriesSchema(ResponseSchema):
    """An open tournament's entries, after an entry or a withdrawal."""

    tournament = TournamentIdValue(required=True)
    entered = fields.Boolean(
        required=True,
        metadata={"description": "Whether the bot is entered now (false after a withdrawal)."},
    )
    entries = fields.List(fields.Nested(EnteredBotSchema), required=True)


COMPONENTS = ["EnteredBot", "TournamentCallback", "TournamentEntries"]
RAW: dict[str, dict[str, Any]] = {}

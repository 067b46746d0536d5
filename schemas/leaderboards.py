"""Response schemas of the leaderboards (one rating per bot and ruleset) and the bots'
directory (``GET /v1/bots``)."""

from __future__ import annotations

from marshmallow import fields, validate

from .values import GameIdValue, Json, ResponseSchema, next_cursor_field

_NAME = {"type": "string", "pattern": "^[A-Za-z0-9_-]{1,40}$"}
_ID = {"type": "string", "pattern": "^[0-9a-f]{32}$"}


def _count(description: str = "") -> fields.Integer:
    return fields.Integer(
        strict=True,
        validate=validate.Range(min=0),
        required=True,
        metadata={"description": description} if description else {},
    )


class LeaderboardRowSchema(ResponseSchema):
    """A bot's rating in one ruleset, across every rated game."""

    bot = Json(required=True, json_schema=_NAME)
    rating = fields.Float(
        required=True,
        metadata={
            "description": "The OpenSkill (Plackett-Luce) ordinal, `mu - 3 sigma`: the board's order."
        },
    )
    mu = fields.Float(required=True)
    sigma = fields.Float(required=True)
    games = _count("Rated games.")
    wins = _count()
    draws = _count()
    losses = _count()
    provisional = fields.Boolean(
        required=True,
        metadata={
            "description": "Fewer rated games than `provisional_games`: the rating is still uncertain."
        },
    )
    online = fields.Boolean(
        required=True, metadata={"description": "Heard from within `BOT_ONLINE_SECONDS`."}
    )
    last_seen = fields.Float(
        required=True,
        allow_none=True,
        metadata={"description": "When the bot was last heard from (Unix seconds); null: never."},
    )


class LeaderboardSchema(ResponseSchema):
    ruleset = fields.String(required=True, metadata={"description": "The ruleset's name."})
    provisional_games = fields.Integer(
        strict=True,
        required=True,
        metadata={"description": "Rated games below which a rating is `provisional`."},
    )
    bots = fields.List(
        fields.Nested(LeaderboardRowSchema),
        required=True,
        metadata={"description": "Best rating first (equal ratings by name, descending)."},
    )
    next_cursor = next_cursor_field()


class LeaderboardRatingSchema(ResponseSchema):
    """A bot's rating after one rated game."""

    game = GameIdValue(required=True)
    at = fields.Float(required=True, metadata={"description": "When it was rated (Unix seconds)."})
    rating = fields.Float(required=True)
    mu = fields.Float(required=True)
    sigma = fields.Float(required=True)
    score = fields.Float(
        required=True,
        metadata={"description": "The bot's score in the game: a win 1, a draw 0.5, a loss 0."},
    )
    ladder = Json(json_schema={**_ID, "description": "The ladder whose game it was."})
    tournament = fields.String(metadata={"description": "The rated tournament whose game it was."})


class BotLeaderboardSchema(LeaderboardRowSchema):
    """A bot's rating in one ruleset and how it got there."""

    ruleset = fields.String(required=True)
    provisional_games = fields.Integer(strict=True, required=True)
    history = fields.List(
        fields.Nested(LeaderboardRatingSchema),
        required=True,
        metadata={"description": "Its rating after each rated game, newest first (at most 200)."},
    )


class DirectoryBotSchema(ResponseSchema):
    """A bot as the directory lists it."""

    name = Json(required=True, json_schema=_NAME)
    kind = fields.String(required=True, validate=validate.OneOf(["pull", "push"]))
    description = fields.String(required=True, allow_none=True)
    status = fields.String(required=True, validate=validate.OneOf(["active", "disabled"]))
    online = fields.Boolean(required=True)
    last_seen = fields.Float(required=True, allow_none=True)
    rating = fields.Nested(
        LeaderboardRowSchema,
        required=True,
        allow_none=True,
        metadata={
            "description": "Its rating in `ruleset`, when the list was asked for one (else null)."
        },
    )


class DirectorySchema(ResponseSchema):
    bots = fields.List(fields.Nested(DirectoryBotSchema), required=True)
    next_cursor = next_cursor_field()


COMPONENTS = [
    "LeaderboardRow",
    "Leaderboard",
    "LeaderboardRating",
    "BotLeaderboard",
    "DirectoryBot",
    "Directory",
]
RAW: dict[str, dict[str, object]] = {}

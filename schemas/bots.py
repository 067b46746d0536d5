"""Response schemas of registered bots, their feed and challenges."""

from __future__ import annotations

from typing import Any

from marshmallow import fields, validate

from .common import ResultSchema
from .values import GameIdValue, Json, ResponseSchema, Seat

_NAME = {"type": "string", "pattern": "^[A-Za-z0-9_-]{1,40}$"}


class BotGameSchema(ResponseSchema):
    id = GameIdValue(required=True)
    seat = Seat(required=True)
    result = Json(
        required=True,
        json_schema={
            "oneOf": [{"$ref": "#/components/schemas/BotResult"}, {"type": "null"}],
            "description": "The game's result with the bot's `outcome`; null while it is played.",
        },
    )


class BotResultSchema(ResultSchema):
    """A game's result, and what it was for the bot's seat."""

    outcome = fields.String(
        required=True,
        validate=validate.OneOf(["win", "loss", "draw", "placed"]),
        metadata={"description": "`placed`: out neither first nor last (three or more seats)."},
    )


class PushCallSchema(ResponseSchema):
    latency_ms = fields.Integer(
        strict=True,
        required=True,
        metadata={
            "description": "From the call's start to its answer read (or its failure), in milliseconds."
        },
    )
    failure = fields.String(
        required=True,
        allow_none=True,
        metadata={
            "description": "Why the bot's seat played the default move instead (the cause's `default`); null "
            "when its answer was a legal move."
        },
    )
    at = fields.Float(
        required=True, metadata={"description": "When the call was made (Unix seconds)."}
    )


class PushCallsSchema(ResponseSchema):
    calls = fields.Integer(
        strict=True, required=True, metadata={"description": "Moves asked of the bot."}
    )
    failures = fields.Integer(
        strict=True,
        required=True,
        metadata={"description": "Calls that ended in the default move."},
    )
    last = fields.Nested(PushCallSchema, required=True)


class BotProfileSchema(ResponseSchema):
    """What anyone may read of a registered bot: never its token or secrets."""

    name = Json(required=True, json_schema=_NAME)
    kind = fields.String(required=True, validate=validate.OneOf(["pull", "push"]))
    description = fields.String(required=True, allow_none=True)
    owner = fields.String(
        required=True, allow_none=True, metadata={"description": "How to reach its owner."}
    )
    created = fields.Float(
        required=True, metadata={"description": "Registration time (Unix seconds)."}
    )
    status = fields.String(
        required=True,
        validate=validate.OneOf(["active", "disabled"]),
        metadata={
            "description": "`disabled` once its token was revoked: it can no longer act or be seated."
        },
    )
    online = fields.Boolean(
        required=True,
        metadata={
            "description": "Whether the bot was heard from within `BOT_ONLINE_SECONDS` (a call with its "
            "token, a stream it holds open, a push call it answered): ladders pair only online bots."
        },
    )
    last_seen = fields.Float(
        required=True,
        allow_none=True,
        metadata={"description": "When the bot was last heard from (Unix seconds); null: never."},
    )
    ratings = Json(
        required=True,
        json_schema={
            "type": "object",
            "additionalProperties": True,
            "description": "The bot's rating per ruleset, across every rated game (ladders' games, rated "
            "tournaments'): its line of `GET /v1/leaderboards/{ruleset}`; empty until its first.",
        },
    )
    recent_games = fields.List(
        fields.Nested(BotGameSchema),
        required=True,
        metadata={
            "description": "Its latest games, newest first (all of them: `GET /v1/bots/{name}/games`)."
        },
    )
    version = fields.String(
        required=True,
        allow_none=True,
        metadata={
            "description": "The version tag its owner set (`PATCH /v1/bots/{name}`); each game records "
            "the one that played it. Null until set."
        },
    )
    push_calls = fields.Nested(
        PushCallsSchema,
        allow_none=True,
        metadata={
            "description": (
                "A push bot's calls (the moves asked of it): only with the bot's own token, null before\n"
                "its first call.\n"
            )
        },
    )


class RegisteredBotSchema(BotProfileSchema):
    """A new bot: its profile, its token and (a push bot) its webhook signing secret, shown
    only here."""

    token = fields.String(
        required=True,
        metadata={
            "description": "The bot's bearer token: it acts in every seat the bot holds. Shown once."
        },
    )
    webhook_secret = fields.String(
        required=True,
        allow_none=True,
        metadata={
            "description": "A push bot's Standard Webhooks signing secret (`whsec_...`), shown once; "
            "null for a pull bot."
        },
    )


class BotTokenSchema(ResponseSchema):
    name = Json(required=True, json_schema=_NAME)
    token = fields.String(
        required=True, metadata={"description": "The new token (the old one no longer works)."}
    )


class ChallengeSeatSchema(ResponseSchema):
    seat = Seat(required=True)
    kind = fields.String(
        required=True, validate=validate.OneOf(["account", "bot", "push", "open", "person"])
    )
    account = fields.String(
        required=True, allow_none=True, metadata={"description": "The invited bot."}
    )
    bot = fields.String(required=True, allow_none=True, metadata={"description": "A built-in bot."})
    name = fields.String(required=True, allow_none=True)


class ChallengeSchema(ResponseSchema):
    id = Json(required=True, json_schema={"type": "string", "pattern": "^[0-9a-f]{32}$"})
    status = fields.String(
        required=True,
        validate=validate.OneOf(
            ["pending", "starting", "accepted", "declined", "expired", "failed"]
        ),
        metadata={
            "description": "`pending` until every invited bot accepted (`accepted`: `game` is set), one "
            "declined, or it expired; `failed`: the game could not be created (a bot was "
            "disabled meanwhile)."
        },
    )
    from_ = fields.String(
        data_key="from",
        required=True,
        allow_none=True,
        metadata={"description": "The bot that sent it (its token), or null."},
    )
    ruleset = Json(
        required=True,
        json_schema={
            "type": "object",
            "required": ["preset", "options"],
            "properties": {"preset": {"type": "string"}, "options": {"type": "object"}},
        },
    )
    seats = fields.List(fields.Nested(ChallengeSeatSchema), required=True)
    clock = Json(required=True, json_schema={"type": ["object", "null"]})
    invited = fields.List(Json(json_schema=_NAME), required=True)
    accepted = fields.List(Json(json_schema=_NAME), required=True)
    created = fields.Float(required=True)
    expires = fields.Float(
        required=True, metadata={"description": "Unix time it expires unless answered."}
    )
    game = Json(
        required=True,
        json_schema={"oneOf": [{"$ref": "#/components/schemas/GameIdValue"}, {"type": "null"}]},
    )


class FeedEventSchema(ResponseSchema):
    """One event of a bot's feed. Never a card: what it says of games is who sits where and
    how they ended."""

    id = fields.String(
        required=True,
        metadata={
            "description": "The event's id: pass it as `after` (or `Last-Event-ID`) to read on."
        },
    )
    type = fields.String(
        required=True,
        validate=validate.OneOf(
            [
                "challenge",
                "challenge_ended",
                "seat_assigned",
                "game_started",
                "game_ended",
                "tournament_invited",
                "tournament_open",
                "seat_left",
            ]
        ),
    )
    game = Json(
        json_schema={
            "oneOf": [{"$ref": "#/components/schemas/GameIdValue"}, {"type": "null"}],
            "description": "The game (null in a `challenge_ended` that made none).",
        }
    )
    seat = Seat(metadata={"description": "The bot's seat in `game`."})
    by = fields.String(
        validate=validate.OneOf(["lobby", "challenge", "tournament", "ladder", "create", "expiry"]),
        metadata={
            "description": "`seat_assigned`: what gave the seat (`expiry`: an open seat "
            "nobody took in time, given to a built-in bot)."
        },
    )
    left = Seat(metadata={"description": "`seat_left`: the seat whose player left it to `bot`."})
    bot = fields.String(
        metadata={"description": "`seat_left`: the built-in bot that plays the seat left."}
    )
    version = fields.Integer(
        strict=True,
        validate=validate.Range(min=1),
        metadata={"description": "`seat_left`: the game's version after the leave."},
    )
    result = fields.Nested(BotResultSchema, metadata={"description": "`game_ended`: the result."})
    challenge = Json(json_schema={"type": "string", "description": "The challenge's id."})
    tournament = Json(
        json_schema={
            "type": "string",
            "description": (
                "`tournament_invited`: the tournament an organiser entered the bot in (it may decline: "
                "`POST /v1/tournaments/{id}/decline`); `tournament_open`: an open tournament announced, "
                "which the bot may enter before `starts_at` (`POST /v1/tournaments/{id}/entries`)."
            ),
        }
    )
    from_ = fields.String(
        data_key="from",
        allow_none=True,
        metadata={
            "description": "`challenge`: the bot that sent it; `tournament_invited`, `tournament_open`: "
            "the organiser."
        },
    )
    starts_at = fields.Float(
        metadata={"description": "`tournament_open`: when the tournament starts (Unix seconds)."}
    )
    ruleset = Json(json_schema={"type": "object"})
    seats = fields.List(fields.Nested(ChallengeSeatSchema))
    clock = Json(json_schema={"type": ["object", "null"]})
    expires = fields.Float()
    outcome = fields.String(
        validate=validate.OneOf(["accepted", "declined", "expired", "failed"]),
        metadata={"description": "`challenge_ended`: how."},
    )


class FeedPageSchema(ResponseSchema):
    events = fields.List(fields.Nested(FeedEventSchema), required=True)
    next = fields.String(
        required=True, metadata={"description": "Pass as `after` for the next page."}
    )


class HistorySeatSchema(ResponseSchema):
    seat = Seat(required=True)
    account = Json(required=True, json_schema=_NAME)
    version = fields.String(
        required=True, allow_none=True, metadata={"description": "Its version tag in the game."}
    )


class HistoryGameSchema(ResponseSchema):
    """A finished game in a bot's history."""

    id = GameIdValue(required=True)
    finished = fields.Float(
        required=True, metadata={"description": "When the game ended (Unix seconds)."}
    )
    seat = Seat(required=True)
    ruleset = fields.String(required=True, metadata={"description": "The ruleset's preset."})
    players = fields.Integer(strict=True, required=True)
    outcome = fields.String(
        required=True,
        validate=validate.OneOf(["win", "loss", "draw", "placed"]),
        metadata={"description": "What the game was for the bot's seat."},
    )
    result = fields.Nested(BotResultSchema, required=True)
    opponents = fields.List(
        Json(json_schema=_NAME),
        required=True,
        metadata={"description": "The registered bots it met (not people or built-in bots)."},
    )
    version = fields.String(
        required=True,
        allow_none=True,
        metadata={"description": "The bot's version tag in the game (null: none was set)."},
    )
    seats = fields.List(
        fields.Nested(HistorySeatSchema),
        required=True,
        metadata={"description": "The registered bots' seats and the version each played with."},
    )


class BotHistorySchema(ResponseSchema):
    """A page of a bot's finished games, newest first (`GET /v1/bots/{name}/games`)."""

    games = fields.List(fields.Nested(HistoryGameSchema), required=True)
    next_cursor = fields.String(
        required=True,
        allow_none=True,
        metadata={
            "description": "Give it as `cursor` for the next page; null: no more. A page may hold "
            "fewer games than `limit` and still have a next one (a page reads a bounded part "
            "of the history)."
        },
    )


COMPONENTS = [
    "BotResult",
    "BotGame",
    "BotProfile",
    "RegisteredBot",
    "BotToken",
    "ChallengeSeat",
    "Challenge",
    "FeedEvent",
    "FeedPage",
    "HistorySeat",
    "HistoryGame",
    "BotHistory",
]
RAW: dict[str, dict[str, Any]] = {}

"""Response schemas of ladders: registered bots paired by rating, their leaderboard and games."""

from __future__ import annotations

from typing import Any

from marshmallow import fields, validate

from .competitions import CredentialRefSchema, TournamentCancelledSchema, TournamentRulesetSchema
from .replays import SignatureSchema
from .values import GameIdValue, Json, ResponseSchema, Seat, next_cursor_field

_NAME = {"type": "string", "pattern": "^[A-Za-z0-9_-]{1,40}$"}
_ID = {"type": "string", "pattern": "^[0-9a-f]{32}$"}
STATUSES = ["running", "waiting_for_bots", "waiting_for_worker", "waiting_for_quota", "cancelled"]
_STATUS_DOC = (
    "`running`: the scheduler pairs due bots; `waiting_for_bots`: fewer enabled, online bots\n"
    "are enrolled than a game seats; `waiting_for_worker`: no scheduler (`shithead worker`) has\n"
    "looked at the ladder lately, so nothing moves; `waiting_for_quota`: its creator's\n"
    "credential has scheduled its games for the day (UTC); `cancelled` by its creator.\n"
)


class LadderRatingSchema(ResponseSchema):
    """A bot's rating after one of its ladder games."""

    game = GameIdValue(required=True)
    at = fields.Float(
        required=True, metadata={"description": "When the game was rated (Unix seconds)."}
    )
    rating = fields.Float(required=True, metadata={"description": "The ordinal, `mu - 3 sigma`."})
    mu = fields.Float(required=True)
    sigma = fields.Float(required=True)


class LadderEntrySchema(ResponseSchema):
    """A bot's line of the leaderboard."""

    rank = fields.Integer(strict=True, validate=validate.Range(min=1), required=True)
    bot = Json(required=True, json_schema=_NAME)
    rating = fields.Float(
        required=True,
        metadata={
            "description": "The OpenSkill (Plackett-Luce) ordinal, `mu - 3 sigma`: what the board is ordered by."
        },
    )
    mu = fields.Float(required=True)
    sigma = fields.Float(required=True)
    games = fields.Integer(strict=True, validate=validate.Range(min=0), required=True)
    wins = fields.Integer(strict=True, validate=validate.Range(min=0), required=True)
    draws = fields.Integer(strict=True, validate=validate.Range(min=0), required=True)
    losses = fields.Integer(strict=True, validate=validate.Range(min=0), required=True)
    win_rate = fields.Float(
        required=True,
        allow_none=True,
        metadata={"description": "Wins per game; null before its first game."},
    )
    enrolled = fields.Boolean(
        required=True,
        metadata={"description": "Whether it is enrolled now (a bot that left keeps its line)."},
    )
    online = fields.Boolean(
        required=True,
        metadata={
            "description": "Whether the bot was heard from within `BOT_ONLINE_SECONDS`: the scheduler pairs "
            "only online bots."
        },
    )
    last_seen = fields.Float(
        required=True,
        allow_none=True,
        metadata={"description": "When the bot was last heard from (Unix seconds); null: never."},
    )
    paused = fields.Float(
        required=True,
        allow_none=True,
        metadata={
            "description": "When the scheduler paused the bot after `LADDER_PAUSE_FORFEITS` forfeits in a row "
            "(Unix seconds); null: not paused. A paused bot is paired again once heard from after it."
        },
    )
    forfeits_in_a_row = fields.Integer(
        strict=True,
        validate=validate.Range(min=0),
        required=True,
        metadata={"description": "Its latest ladder games it forfeited on time, in a row."},
    )
    history = fields.List(
        fields.Nested(LadderRatingSchema),
        required=True,
        metadata={"description": "Its latest ratings, newest first (at most 20)."},
    )


class LadderLiveGameSchema(ResponseSchema):
    game = GameIdValue(required=True)
    bots = fields.List(
        Json(json_schema=_NAME), required=True, metadata={"description": "In seat order."}
    )
    started = fields.Float(required=True)


class LadderGameSeatSchema(ResponseSchema):
    seat = Seat(required=True)
    bot = Json(required=True, json_schema=_NAME)
    score = fields.Float(required=True, metadata={"description": "1 a win, 0.5 a draw, 0 a loss."})
    rating_before = fields.Float(required=True)
    rating_after = fields.Float(required=True)


class LadderGameSchema(ResponseSchema):
    """A rated game of the ladder."""

    game = GameIdValue(required=True)
    ended = fields.Float(
        required=True, metadata={"description": "When it was rated (Unix seconds)."}
    )
    reason = fields.String(
        required=True, metadata={"description": "How the game ended (its result's `reason`)."}
    )
    seats = fields.List(fields.Nested(LadderGameSeatSchema), required=True)


class LadderSchema(ResponseSchema):
    id = Json(required=True, json_schema=_ID)
    name = fields.String(required=True, allow_none=True)
    status = fields.String(
        required=True, validate=validate.OneOf(STATUSES), metadata={"description": _STATUS_DOC}
    )
    status_detail = fields.String(
        required=True, metadata={"description": "Why the ladder is in its status."}
    )
    created = fields.Float(required=True, metadata={"description": "Creation time (Unix seconds)."})
    created_by = fields.Nested(CredentialRefSchema, required=True)
    cancelled = fields.Nested(
        TournamentCancelledSchema,
        required=True,
        allow_none=True,
        metadata={"description": "Who cancelled it and when (null unless cancelled)."},
    )
    ruleset = fields.Nested(TournamentRulesetSchema, required=True)
    seats_per_game = fields.Integer(
        strict=True, validate=validate.Range(min=2, max=4), required=True
    )
    games_per_hour = fields.Integer(
        strict=True,
        validate=validate.Range(min=1),
        required=True,
        metadata={"description": "The most games a bot starts in any hour."},
    )
    clock = Json(
        required=True,
        json_schema={
            "type": "object",
            "description": "Every game's time control (docs/clocks.md).",
        },
    )
    last_tick = fields.Float(
        required=True,
        allow_none=True,
        metadata={"description": "When a scheduler last looked at the ladder (null: never)."},
    )
    bots = fields.List(
        Json(json_schema=_NAME), required=True, metadata={"description": "The enrolled bots."}
    )
    leaderboard = fields.List(
        fields.Nested(LadderEntrySchema),
        required=True,
        metadata={"description": "Best rating first."},
    )
    live_games = fields.List(
        fields.Nested(LadderLiveGameSchema),
        required=True,
        metadata={"description": "The games being played, newest first."},
    )
    recent_games = fields.List(
        fields.Nested(LadderGameSchema),
        required=True,
        metadata={"description": "The latest rated games, newest first (at most 50)."},
    )


class LadderListItemSchema(ResponseSchema):
    id = Json(required=True, json_schema=_ID)
    name = fields.String(required=True, allow_none=True)
    status = fields.String(required=True, validate=validate.OneOf(STATUSES))
    created = fields.Float(required=True)
    ruleset = fields.Nested(TournamentRulesetSchema, required=True)
    seats_per_game = fields.Integer(strict=True, required=True)
    games_per_hour = fields.Integer(strict=True, required=True)
    bots = fields.Integer(
        strict=True,
        validate=validate.Range(min=0),
        required=True,
        metadata={"description": "How many bots are enrolled."},
    )


class LadderListSchema(ResponseSchema):
    ladders = fields.List(fields.Nested(LadderListItemSchema), required=True)
    next_cursor = next_cursor_field()


class LadderRatingValueSchema(ResponseSchema):
    mu = fields.Float(required=True)
    sigma = fields.Float(required=True)


class LadderResultsSeatSchema(ResponseSchema):
    bot = fields.String(required=True)
    score = fields.Float(required=True, metadata={"description": "1 a win, 0.5 a draw, 0 a loss."})
    before = fields.Nested(LadderRatingValueSchema, required=True)
    after = fields.Nested(LadderRatingValueSchema, required=True)


class LadderResultsGameSchema(ResponseSchema):
    index = fields.Integer(strict=True, required=True)
    game_id = GameIdValue(required=True)
    final_hash = fields.String(
        required=True, metadata={"description": "The last hash of the game's replay."}
    )
    seats = fields.List(fields.Nested(LadderResultsSeatSchema), required=True)


class LadderResultsRatingSchema(ResponseSchema):
    bot = fields.String(required=True)
    mu = fields.Float(required=True)
    sigma = fields.Float(required=True)
    ordinal = fields.Float(required=True)
    games = fields.Integer(strict=True, required=True)
    wins = fields.Integer(strict=True, required=True)
    draws = fields.Integer(strict=True, required=True)
    losses = fields.Integer(strict=True, required=True)


class LadderResultsSchema(ResponseSchema):
    """A ladder's results (`shithead-ladder-results/1`): every rated game, oldest first, with
    the last hash of its replay and each seat's OpenSkill rating before and after it, and
    the ratings they give; signed. It verifies against the games' replays, every update
    recomputed with the `openskill` library."""

    format = Json(json_schema={"const": "shithead-ladder-results/1"}, required=True)
    ladder_id = Json(required=True, json_schema=_ID)
    ruleset = fields.Nested(TournamentRulesetSchema, required=True)
    seats_per_game = fields.Integer(strict=True, required=True)
    model = Json(json_schema={"type": "object"}, required=True)
    games = fields.List(fields.Nested(LadderResultsGameSchema), required=True)
    ratings = fields.List(fields.Nested(LadderResultsRatingSchema), required=True)
    signature = fields.Nested(SignatureSchema)


COMPONENTS = [
    "LadderRating",
    "LadderEntry",
    "LadderLiveGame",
    "LadderGameSeat",
    "LadderGame",
    "Ladder",
    "LadderList",
    "LadderRatingValue",
    "LadderResultsSeat",
    "LadderResultsGame",
    "LadderResultsRating",
    "LadderResults",
]
RAW: dict[str, dict[str, Any]] = {}

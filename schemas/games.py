"""Response schemas: the answers about games (a game, its legal moves, its events, an
action's answer, a join's, a page of the lobby) and the cause of a logged action.

The service builds its answers from the engine's own dict forms; these schemas describe
them for the contract (``python -m schemas.openapi`` writes them into ``openapi.yaml``) and
for clients. Each ``<Name>Schema`` listed in ``COMPONENTS`` is
``#/components/schemas/<Name>``; the others are written in place. A seat's view:
``schemas.views``; the fields many answers share: ``schemas.common``.
"""

from __future__ import annotations

from typing import Any

from marshmallow import fields, validate

from engine.causes import DEFAULT_REASONS, EXITS, EXPIRE, TIMED_OUT
from engine.notes import MAX_NOTE

from .common import (
    GameRulesetSchema,
    ResultSchema,
    TimeControlSchema,
    deal_deadline_field,
    deal_mode_field,
    events_field,
    on_expiry_field,
    open_until_field,
    result_field,
    to_act_field,
    version_field,
)
from .values import (
    ActionKind,
    Card,
    GameIdValue,
    Json,
    MatchIdValue,
    Phase,
    ResponseSchema,
    Seat,
    SeedCommitment,
    StrictResponseSchema,
    next_cursor_field,
)
from .views import ViewSchema


class ActionOutSchema(StrictResponseSchema):
    "An action in canonical form, as the service shows it (legal moves, causes). Fields are present only when used."

    kind = ActionKind(required=True)
    cards = fields.List(Card(), validate=validate.Length(min=1))
    link = fields.List(Card(), validate=validate.Length(min=1))
    as_ = Card(data_key="as")
    slot = fields.Integer(strict=True, validate=validate.Range(min=0, max=63))
    choice = fields.String(validate=validate.Length(min=1, max=32))
    commitment = fields.String(
        validate=validate.Regexp("^[0-9a-f]{64}$"),
        metadata={
            "description": "`commit`: SHA-256 (lower-case hex) of the UTF-8 bytes of the contribution."
        },
    )
    contribution = fields.String(
        validate=validate.Regexp("^[0-9a-f]{64}$"),
        metadata={
            "description": "`reveal`: the contribution committed to, 64 lower-case hex digits."
        },
    )


class SeatLeftSchema(ResponseSchema):
    version = fields.Integer(
        strict=True,
        validate=validate.Range(min=1),
        required=True,
        metadata={"description": "The log's version after the leave."},
    )
    bot = fields.String(
        required=True, metadata={"description": "The built-in bot that plays the seat since."}
    )


class SeatInfoSchema(ResponseSchema):
    seat = Seat(required=True)
    name = fields.String(required=True)
    open = fields.Boolean(
        required=True, metadata={"description": "Nobody holds this seat's token yet."}
    )
    bot = fields.String(
        allow_none=True,
        metadata={
            "description": (
                "The built-in bot playing this seat (`random`, `heuristic`, `ismcts`), `push` "
                "for a push bot, or null."
            )
        },
    )
    account = fields.String(
        allow_none=True,
        metadata={
            "description": (
                "The registered bot holding this seat (`POST /v1/bots`), whose own token acts "
                "in it; only on such a seat."
            )
        },
    )
    version = fields.String(
        allow_none=True,
        metadata={
            "description": (
                "The registered bot's version tag when it took the seat (`PATCH "
                "/v1/bots/{name}`); only on such a seat, and only when it had one."
            )
        },
    )
    strikes = fields.Integer(
        strict=True,
        validate=validate.Range(min=0),
        metadata={
            "description": "The times a push bot failed to answer with a legal move and the default move was played."
        },
    )
    left = fields.Nested(
        SeatLeftSchema,
        metadata={
            "description": (
                "The seat's player left (`POST /v1/games/{game_id}/leave`): from `version` on, the built-in "
                "bot `bot` plays it; only on such a seat. A rating counts the game as the leaver's loss."
            )
        },
    )


class ClockSeatSchema(ResponseSchema):
    seat = Seat(required=True)
    remaining_ms = fields.Integer(
        strict=True,
        required=True,
        allow_none=True,
        metadata={
            "description": "The seat's time left now (its move's time left when that is less); null: no limit."
        },
    )
    running = fields.Boolean(
        required=True, metadata={"description": "Whether the seat's clock runs now."}
    )
    timeouts = fields.Integer(
        strict=True,
        required=True,
        metadata={
            "description": "The seat's timeouts so far (with `on_timeout` `auto`, the fifth forfeits)."
        },
    )


class ClockSchema(ResponseSchema):
    """Every seat's clock at this version of the game."""

    time_control = fields.Nested(TimeControlSchema, required=True)
    seats = fields.List(fields.Nested(ClockSeatSchema), required=True)
    running = fields.List(
        Seat(), required=True, metadata={"description": "The seats whose clocks run."}
    )
    deadline_ms = fields.Integer(
        strict=True,
        required=True,
        allow_none=True,
        metadata={
            "description": "The next deadline (server time, ms since the epoch); null when no clock runs."
        },
    )
    deadline_seat = Seat(required=True, allow_none=True)
    server_time_ms = fields.Integer(
        strict=True,
        required=True,
        metadata={
            "description": "The server's time the remaining times are counted at (ms since the epoch)."
        },
    )


_CLOCK = {
    "description": "Every seat's clock (docs/clocks.md); null for a game without a time control."
}


class GameMatchSchema(ResponseSchema):
    id = MatchIdValue(required=True)
    game = fields.Integer(strict=True, validate=validate.Range(min=0), required=True)


class GameSchema(ResponseSchema):
    id = GameIdValue(required=True)
    version = version_field("The number of events so far; send it as `expected_version`.")
    ruleset = fields.Nested(GameRulesetSchema, required=True)
    seats = fields.List(fields.Nested(SeatInfoSchema), required=True)
    you = fields.Integer(
        strict=True,
        required=True,
        allow_none=True,
        metadata={"description": "The caller's seat; null without a token."},
    )
    phase = Phase(required=True)
    to_act = fields.List(
        Seat(),
        required=True,
        metadata={"description": "The seats that may act now (several during setup)."},
    )
    result = fields.Nested(ResultSchema, required=True, allow_none=True)
    seed_commitment = SeedCommitment(required=True)
    seed = fields.String(
        allow_none=True,
        metadata={
            "description": (
                "The seed the deal came from, once the game is over (as in the replay); null\n"
                "while it runs and for a game dealt from an explicit deck. Once the game is\n"
                "over every view shows every card, unless another game dealt the same cards\n"
                "(a duplicate tournament's) is still being played: then they stay hidden.\n"
            )
        },
    )
    seed_salt = fields.String(
        allow_none=True,
        metadata={
            "description": (
                "A seed its creator chose is committed to salted: `seed_commitment` is\n"
                "SHA-256 of this salt's 32 bytes (64 hex digits) followed by the seed's UTF-8\n"
                "bytes. Revealed with the seed once the game is over; null before, and for a\n"
                "seed the server drew (committed to unsalted)."
            )
        },
    )
    explicit_seed = fields.Boolean(required=True)
    explicit_deck = fields.Boolean(required=True)
    deal_mode = deal_mode_field()
    deal_deadline = deal_deadline_field()
    open_until = open_until_field()
    on_expiry = on_expiry_field()
    match = fields.Nested(
        GameMatchSchema,
        required=True,
        allow_none=True,
        metadata={
            "description": (
                "The match this game is part of (`POST /v1/matches`) and its index there; null "
                "for a lone game."
            )
        },
    )
    clock = fields.Nested(ClockSchema, required=True, allow_none=True, metadata=_CLOCK)
    view = fields.Nested(ViewSchema, required=True)


class CreatedSeatSchema(SeatInfoSchema):
    """A seat of a game just created, with its token."""

    token = fields.String(
        required=True,
        allow_none=True,
        metadata={"description": "The seat's bearer token (null for an open seat)."},
    )
    webhook_secret = fields.String(
        required=True,
        allow_none=True,
        metadata={
            "description": "A push seat's signing secret (Standard Webhooks, `whsec_...`): every "
            "call to the bot is signed with it. Shown only here; null for other seats."
        },
    )


class CreatedGameSchema(ResponseSchema):
    id = GameIdValue(required=True)
    version = version_field(
        "The game's version now, after the moves of its bot seats: send it as the first\n"
        "`expected_version`.\n"
    )
    phase = Phase(required=True)
    to_act = to_act_field()
    result = result_field()
    events = events_field(
        "Every event so far (the deal, and the moves of the bot seats), redacted as a\n"
        "spectator sees them: the creator is none of the seats.\n"
    )
    ruleset = fields.Nested(GameRulesetSchema, required=True)
    seed_commitment = SeedCommitment(required=True)
    explicit_seed = fields.Boolean(required=True)
    explicit_deck = fields.Boolean(required=True)
    deal_mode = deal_mode_field()
    deal_deadline = deal_deadline_field()
    open_until = open_until_field()
    on_expiry = on_expiry_field()
    seats = fields.List(
        fields.Nested(CreatedSeatSchema), required=True, validate=validate.Length(min=2, max=8)
    )
    clock = fields.Nested(ClockSchema, required=True, allow_none=True, metadata=_CLOCK)


class JoinedSchema(ResponseSchema):
    id = GameIdValue(required=True)
    seat = Seat(required=True)
    name = fields.String(required=True)
    token = fields.String(
        required=True,
        allow_none=True,
        metadata={
            "description": (
                "The seat's bearer token; null when a registered bot joined with its own token, "
                "which then acts in the seat."
            )
        },
    )
    account = fields.String(
        allow_none=True,
        metadata={"description": "The registered bot that took the seat (a join with its token)."},
    )


class GameListSeatSchema(ResponseSchema):
    name = fields.String(required=True)
    kind = fields.String(
        validate=validate.OneOf(["person", "bot", "open"]),
        required=True,
        metadata={
            "description": "`person`: a player holding the seat's token; `bot`: played by the "
            "service (a built-in or push bot) or held by a registered bot; `open`: anyone may join it."
        },
    )
    account = fields.String(
        allow_none=True,
        metadata={"description": "The registered bot holding the seat; only on such a seat."},
    )


class GameListGamesItemSchema(ResponseSchema):
    id = GameIdValue(required=True)
    preset = fields.String(required=True)
    players = fields.Integer(strict=True, validate=validate.Range(min=2, max=8), required=True)
    status = fields.String(validate=validate.OneOf(["playing", "over"]), required=True)
    version = version_field()
    created = fields.Float(required=True, metadata={"description": "Creation time (Unix seconds)."})
    seats = fields.List(fields.Nested(GameListSeatSchema), required=True)
    open_until = open_until_field()
    on_expiry = on_expiry_field()
    time_control = fields.Nested(
        TimeControlSchema,
        required=True,
        allow_none=True,
        metadata={"description": "The game's time control; null for none."},
    )


class GameListSchema(ResponseSchema):
    games = fields.List(fields.Nested(GameListGamesItemSchema), required=True)
    next_cursor = next_cursor_field()


class LegalMovesSchema(ResponseSchema):
    """An empty `actions` list means "wait" while `to_act` names other seats, and "over"
    once `phase` is `over` (`result` is then set)."""

    version = version_field()
    phase = Phase(required=True)
    to_act = to_act_field()
    result = result_field()
    seat = Seat(required=True)
    actions = fields.List(fields.Nested(ActionOutSchema), required=True)


class CauseActionSchema(StrictResponseSchema):
    kind = Json(
        json_schema={
            # the const last: a generated client (openapi-python-client) tries the branches in
            # order and cannot pass over a failed const, so no branch after it would be read
            "oneOf": [
                {"$ref": "#/components/schemas/ActionKind"},
                {
                    "enum": [*EXITS, EXPIRE],
                    "description": (
                        "A seat resigned, left its seat to `bot`, or aborted the game; or the open "
                        '`seats` expired (seat null): docs/api.md, "Resign, leave, abort".'
                    ),
                },
                {"const": TIMED_OUT},
            ]
        },
        required=True,
    )
    bot = fields.String(
        validate=validate.OneOf(["random", "heuristic", "ismcts"]),
        metadata={"description": "`leave`: the built-in bot that plays the seat from then on."},
    )
    seats = fields.List(
        Seat(), metadata={"description": "`expire`: the open seats nobody took in time."}
    )
    cards = fields.List(Card(), allow_none=True, validate=validate.Length(min=1))
    link = fields.List(Card(), validate=validate.Length(min=1))
    as_ = Card(data_key="as")
    slot = fields.Integer(strict=True, validate=validate.Range(min=0, max=63))
    choice = fields.String()
    commitment = fields.String()
    contribution = fields.String()


class CauseSchema(ResponseSchema):
    """The action that caused an event (on the first event of the action's batch). Actions
    are public, except the cards of another seat's `place` and `swap` when the ruleset's
    top layer is not public (Cutthroat): those `cards` are null. `bot` names the built-in
    bot that chose the action (`push` for a push bot), for seats played by one; `default`
    says why a push bot's seat (or a tournament's stalled pull bot's) played the default move
    instead of the bot's answer.
    The contributed deal's deadline is logged with `seat` null and the action
    `{"kind": "timeout"}`."""

    seat = Seat(required=True, allow_none=True)
    bot = fields.String(validate=validate.OneOf(["random", "heuristic", "ismcts", "push"]))
    default = fields.String(
        validate=validate.OneOf(list(DEFAULT_REASONS["push"])),  # the person seat's are among them
        metadata={
            "description": (
                "Why the seat played the default move. `timeout`: the seat's clock ran out "
                "(`on_timeout: auto`), or, in a tournament game without a clock, a registered pull "
                "bot did not move in time; in games logged before `unreachable`, also a push bot "
                "that did not answer (as `connection_error`)."
            )
        },
    )
    action = fields.Nested(CauseActionSchema, required=True)
    note = fields.String(
        validate=validate.Length(min=1, max=MAX_NOTE),
        metadata={
            "description": (
                "A seat's own move: the note it was sent with (a submit's `note`, a push bot's answer's).\n"
                "Public: every viewer reads it, and it is part of the log's hash chain.\n"
            )
        },
    )
    at_ms = fields.Integer(
        strict=True,
        metadata={
            "description": (
                "A clocked game's actions: the server's time of the append (ms since the epoch), which\n"
                "the clocks are folded from (docs/clocks.md).\n"
            )
        },
    )
    timeout = fields.Integer(
        strict=True,
        metadata={
            "description": (
                "A timeout (a clocked game): the deadline it enforced (ms since the epoch). Its action\n"
                'is the seat\'s default move (`default` `timeout`) or `{"kind": "timeout"}`: the seat\n'
                "forfeits.\n"
            )
        },
    )


class EventPageSchema(ResponseSchema):
    """The events, and the game's status at `version`."""

    version = version_field()
    phase = Phase(required=True)
    to_act = to_act_field()
    result = result_field()
    events = events_field()
    clock = fields.Nested(
        ClockSchema,
        metadata={
            "description": "Every seat's clock (docs/clocks.md); only in a game with a time control."
        },
    )


class ActionResultSchema(ResponseSchema):
    version = version_field(
        "The game's version now, after the action and any bot seats' moves that followed it.",
        minimum=1,
    )
    events = events_field(
        "The events the action caused, and those of the bot seats' moves that followed it,\n"
        "redacted for the actor.\n"
    )
    game = fields.Nested(GameSchema, required=True)
    rebased_from = fields.Integer(
        strict=True,
        validate=validate.Range(min=1),
        metadata={
            "description": (
                "Only when the action was sent with an `expected_version` other seats had moved past,\n"
                "and nothing of the acting seat's changed since (its legal moves, its own cards): the\n"
                'version it was sent with. It was applied at the current version (docs/api.md, "Moves\n'
                'that commute").\n'
            )
        },
    )


COMPONENTS = [
    "ActionOut",
    "SeatInfo",
    "CreatedSeat",
    "CreatedGame",
    "Joined",
    "GameList",
    "Game",
    "Clock",
    "LegalMoves",
    "Cause",
    "EventPage",
    "ActionResult",
]
RAW: dict[str, dict[str, Any]] = {}

"""Response schemas: the answers about games (a game and its view, legal moves, events,
actions' answers, replays and their verification, signing keys) and problems.

The service builds its answers from the engine's own dict forms; these schemas describe
them for the contract (``python -m schemas.openapi`` writes them into ``openapi.yaml``) and
for clients. Each ``<Name>Schema`` listed in ``COMPONENTS`` is
``#/components/schemas/<Name>``; the others are written in place. Events: ``schemas.events``;
matches and tournaments: ``schemas.competitions``; presets: ``schemas.rulesets``.
"""

from __future__ import annotations

from typing import Any

from marshmallow import fields, validate

from engine.causes import DEFAULT_REASONS, EXITS, EXPIRE, TIMED_OUT
from engine.notes import MAX_NOTE
from engine.verdict import ORIGINS, STATUSES

from .game_fields import deal_deadline_field, on_expiry_field, open_until_field
from .requests import ActionSchema
from .rulesets import RulesetSchema
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


class ProblemSchema(ResponseSchema):
    """An RFC 9457 problem. Switch on `code`."""

    json_schema_extra = {
        "allOf": [
            {
                "if": {
                    "properties": {"code": {"enum": ["version_conflict", "no_such_version"]}},
                    "required": ["code"],
                },
                "then": {"required": ["version"]},
            },
            {
                "if": {
                    "properties": {"code": {"const": "validation_failed"}},
                    "required": ["code"],
                },
                "then": {"required": ["errors"]},
            },
        ]
    }
    type = fields.String(
        validate=validate.Regexp("^/problems/[a-z_]+$"),
        required=True,
        metadata={"description": "`/problems/<code>`."},
    )
    title = fields.String(required=True)
    status = fields.Integer(strict=True, validate=validate.Range(min=400, max=599), required=True)
    code = fields.String(validate=validate.Regexp("^[a-z_]+$"), required=True)
    detail = fields.String(required=True)
    version = fields.Integer(
        strict=True,
        validate=validate.Range(min=0),
        metadata={
            "description": "`version_conflict` and `no_such_version`: the game's current version."
        },
    )
    errors = Json(
        json_schema={
            "description": (
                "`validation_failed`: the messages by field, nested like the body (list items by\n"
                "index); `_schema` holds messages about the object as a whole.\n"
            ),
            "type": "object",
        }
    )
    maybe_written = fields.Boolean(
        metadata={
            "description": (
                "`store_unavailable`: true when the connection to the store broke after a write\n"
                "was sent, so that it may have been applied; false when nothing was written.\n"
            )
        }
    )


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
    version = fields.Integer(strict=True, validate=validate.Range(min=1), required=True,
                             metadata={"description": "The log's version after the leave."})
    bot = fields.String(required=True, metadata={"description": "The built-in bot that plays the seat since."})


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



class ResultSchema(ResponseSchema):
    """How the game ended."""

    reason = fields.String(
        validate=validate.OneOf(["last_player", "first_out", "turn_cap", "forfeit", "resigned", "aborted"]),
        required=True,
        metadata={
            "description": (
                "`last_player` (one player is left holding cards), `first_out`, `turn_cap` (a\n"
                "draw) or `forfeit` (a contributed deal's seats missed the deadline: `order` "
                "holds\n"
                "the seats on time, `loser` a lone late seat, `winner` a lone seat on time; or a\n"
                "seat's time ran out: `loser` is that seat, `order` every other seat);\n"
                "`resigned` (`loser` resigned, `order` every other seat, as a forfeit orders them);\n"
                "`aborted` (called off before the first play, or its open seats expired: no\n"
                "result, `order` empty, no winner or loser).\n"
            )
        },
    )
    order = fields.List(
        Seat(), required=True, metadata={"description": "Seats in the order they went out."}
    )
    loser = Seat(required=True, allow_none=True)
    winner = Seat(required=True, allow_none=True)
    draw = fields.Boolean(required=True)


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
    version = fields.Integer(strict=True, validate=validate.Range(min=0), required=True)
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


class GameRulesetSchema(ResponseSchema):
    preset = fields.String(required=True)
    options = Json(json_schema={"type": "object"}, required=True)
    name = fields.String(required=True)


class TimeControlSchema(ResponseSchema):
    """A game's time control (docs/clocks.md), as it was created."""

    initial_ms = fields.Integer(strict=True, required=True, allow_none=True,
                                metadata={"description": "Each seat's time for the game; null: no such limit."})
    increment_ms = fields.Integer(strict=True, required=True,
                                  metadata={"description": "Added when a seat's own move stops its clock."})
    move_ms = fields.Integer(strict=True, required=True, allow_none=True,
                             metadata={"description": "The most one move may take; null: no such limit."})
    on_timeout = fields.String(validate=validate.OneOf(["forfeit", "auto"]), required=True)


class ClockSeatSchema(ResponseSchema):
    seat = Seat(required=True)
    remaining_ms = fields.Integer(strict=True, required=True, allow_none=True, metadata={
        "description": "The seat's time left now (its move's time left when that is less); null: no limit."})
    running = fields.Boolean(required=True, metadata={"description": "Whether the seat's clock runs now."})
    timeouts = fields.Integer(strict=True, required=True, metadata={
        "description": "The seat's timeouts so far (with `on_timeout` `auto`, the fifth forfeits)."})


class ClockSchema(ResponseSchema):
    """Every seat's clock at this version of the game."""

    time_control = fields.Nested(TimeControlSchema, required=True)
    seats = fields.List(fields.Nested(ClockSeatSchema), required=True)
    running = fields.List(Seat(), required=True, metadata={"description": "The seats whose clocks run."})
    deadline_ms = fields.Integer(strict=True, required=True, allow_none=True, metadata={
        "description": "The next deadline (server time, ms since the epoch); null when no clock runs."})
    deadline_seat = Seat(required=True, allow_none=True)
    server_time_ms = fields.Integer(strict=True, required=True, metadata={
        "description": "The server's time the remaining times are counted at (ms since the epoch)."})


_CLOCK = {"description": "Every seat's clock (docs/clocks.md); null for a game without a time control."}


class GameMatchSchema(ResponseSchema):
    id = MatchIdValue(required=True)
    game = fields.Integer(strict=True, validate=validate.Range(min=0), required=True)


class GameSchema(ResponseSchema):
    id = GameIdValue(required=True)
    version = fields.Integer(
        strict=True,
        validate=validate.Range(min=0),
        required=True,
        metadata={"description": "The number of events so far; send it as `expected_version`."},
    )
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
    deal_mode = fields.String(
        validate=validate.OneOf(["server", "contributed"]),
        required=True,
        metadata={"description": "How the deal is made (docs/fairness.md)."},
    )
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
        metadata={"description": "`game_started`: the game was dealt; `game_ended`: it is over; `seat_left`: "
                                 "a seat's player left it to a built-in bot (the view's `seats` show which)."},
    )
    game = fields.String(required=True, metadata={"description": "The game's id."})
    seat = Seat(required=True)
    version = fields.Integer(
        strict=True,
        validate=validate.Range(min=0),
        required=True,
        metadata={"description": "The game's version the notice is about: the deal's, the leave's, or the last."},
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


class CreatedGameRulesetSchema(ResponseSchema):
    preset = fields.String(required=True)
    options = Json(json_schema={"type": "object"}, required=True)
    name = fields.String(required=True)


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
    version = fields.Integer(
        strict=True,
        validate=validate.Range(min=0),
        required=True,
        metadata={
            "description": (
                "The game's version now, after the moves of its bot seats: send it as the first\n"
                "`expected_version`.\n"
            )
        },
    )
    phase = Phase(required=True)
    to_act = fields.List(
        Seat(),
        required=True,
        metadata={
            "description": "The seats that may act now (several during setup; none once the game is over)."
        },
    )
    result = fields.Nested(
        ResultSchema,
        required=True,
        allow_none=True,
        metadata={"description": "The result once the game is over; null while it runs."},
    )
    events = fields.List(
        Json(json_schema={"$ref": "#/components/schemas/SequencedEvent"}),
        required=True,
        metadata={
            "description": (
                "Every event so far (the deal, and the moves of the bot seats), redacted as a\n"
                "spectator sees them: the creator is none of the seats.\n"
            )
        },
    )
    ruleset = fields.Nested(CreatedGameRulesetSchema, required=True)
    seed_commitment = SeedCommitment(required=True)
    explicit_seed = fields.Boolean(required=True)
    explicit_deck = fields.Boolean(required=True)
    deal_mode = fields.String(
        validate=validate.OneOf(["server", "contributed"]),
        required=True,
        metadata={"description": "How the deal is made (docs/fairness.md)."},
    )
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
    version = fields.Integer(strict=True, validate=validate.Range(min=0), required=True)
    created = fields.Float(required=True, metadata={"description": "Creation time (Unix seconds)."})
    seats = fields.List(fields.Nested(GameListSeatSchema), required=True)
    open_until = open_until_field()
    on_expiry = on_expiry_field()
    time_control = fields.Nested(TimeControlSchema, required=True, allow_none=True, metadata={
        "description": "The game's time control; null for none."})


class GameListSchema(ResponseSchema):
    games = fields.List(fields.Nested(GameListGamesItemSchema), required=True)
    next_cursor = next_cursor_field()


class LegalMovesSchema(ResponseSchema):
    """An empty `actions` list means "wait" while `to_act` names other seats, and "over"
    once `phase` is `over` (`result` is then set)."""

    version = fields.Integer(strict=True, validate=validate.Range(min=0), required=True)
    phase = Phase(required=True)
    to_act = fields.List(
        Seat(),
        required=True,
        metadata={
            "description": "The seats that may act now (several during setup; none once the game is over)."
        },
    )
    result = fields.Nested(
        ResultSchema,
        required=True,
        allow_none=True,
        metadata={"description": "The result once the game is over; null while it runs."},
    )
    seat = Seat(required=True)
    actions = fields.List(fields.Nested(ActionOutSchema), required=True)


class CauseActionSchema(StrictResponseSchema):
    kind = Json(
        json_schema={"oneOf": [{"$ref": "#/components/schemas/ActionKind"}, {"const": TIMED_OUT},
                               {"enum": [*EXITS, EXPIRE], "description": (
                                   "A seat resigned, left its seat to `bot`, or aborted the game; or the open "
                                   "`seats` expired (seat null): docs/api.md, \"Resign, leave, abort\".")}]},
        required=True,
    )
    bot = fields.String(validate=validate.OneOf(["random", "heuristic", "ismcts"]),
                        metadata={"description": "`leave`: the built-in bot that plays the seat from then on."})
    seats = fields.List(Seat(), metadata={"description": "`expire`: the open seats nobody took in time."})
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
    note = fields.String(validate=validate.Length(min=1, max=MAX_NOTE), metadata={"description": (
        "A seat's own move: the note it was sent with (a submit's `note`, a push bot's answer's).\n"
        "Public: every viewer reads it, and it is part of the log's hash chain.\n")})
    at_ms = fields.Integer(strict=True, metadata={"description": (
        "A clocked game's actions: the server's time of the append (ms since the epoch), which\n"
        "the clocks are folded from (docs/clocks.md).\n")})
    timeout = fields.Integer(strict=True, metadata={"description": (
        "A timeout (a clocked game): the deadline it enforced (ms since the epoch). Its action\n"
        "is the seat's default move (`default` `timeout`) or `{\"kind\": \"timeout\"}`: the seat\n"
        "forfeits.\n")})


class EventPageSchema(ResponseSchema):
    """The events, and the game's status at `version`."""

    version = fields.Integer(strict=True, validate=validate.Range(min=0), required=True)
    phase = Phase(required=True)
    to_act = fields.List(
        Seat(),
        required=True,
        metadata={
            "description": "The seats that may act now (several during setup; none once the game is over)."
        },
    )
    result = fields.Nested(
        ResultSchema,
        required=True,
        allow_none=True,
        metadata={"description": "The result once the game is over; null while it runs."},
    )
    events = fields.List(
        Json(json_schema={"$ref": "#/components/schemas/SequencedEvent"}), required=True
    )
    clock = fields.Nested(ClockSchema, metadata={
        "description": "Every seat's clock (docs/clocks.md); only in a game with a time control."})


class ActionResultSchema(ResponseSchema):
    version = fields.Integer(
        strict=True,
        validate=validate.Range(min=1),
        required=True,
        metadata={
            "description": "The game's version now, after the action and any bot seats' moves that followed it."
        },
    )
    events = fields.List(
        Json(json_schema={"$ref": "#/components/schemas/SequencedEvent"}),
        required=True,
        metadata={
            "description": (
                "The events the action caused, and those of the bot seats' moves that followed "
                "it,\n"
                "redacted for the actor.\n"
            )
        },
    )
    game = fields.Nested(GameSchema, required=True)
    rebased_from = fields.Integer(strict=True, validate=validate.Range(min=1), metadata={"description": (
        "Only when the action was sent with an `expected_version` other seats had moved past,\n"
        "and nothing of the acting seat's changed since (its legal moves, its own cards): the\n"
        "version it was sent with. It was applied at the current version (docs/api.md, \"Moves\n"
        "that commute\").\n")})


class SignatureSchema(StrictResponseSchema):
    """The service's Ed25519 signature (base64) of the canonical JSON of the document without
    this block, by the key `key_id` listed at `GET /v1/keys`."""

    alg = Json(json_schema={"const": "Ed25519"}, required=True)
    key_id = fields.String(validate=validate.Regexp("^[0-9a-f]{16}$"), required=True)
    value = fields.String(required=True)


class ReplayDocumentSeatsItemSchema(StrictResponseSchema):
    name = fields.String(required=True)
    kind = Json(
        json_schema={
            "description": "A person (or a pull bot) with a token, a built-in bot, or a push bot.",
            "enum": ["person", "bot", "push"],
        },
        required=True,
    )
    bot = fields.String(
        required=True,
        allow_none=True,
        metadata={
            "description": "The built-in bot's name, `push` for a push bot, null for a person."
        },
    )
    timeout_ms = fields.Integer(
        strict=True,
        required=True,
        allow_none=True,
        metadata={"description": "A push bot's time per move (its URL is not shown)."},
    )


class ReplayDocumentEventsItemSchema(StrictResponseSchema):
    seq = fields.Integer(strict=True, validate=validate.Range(min=1), required=True)
    event = Json(json_schema={"$ref": "#/components/schemas/Event"}, required=True)
    cause = fields.Nested(CauseSchema, required=True, allow_none=True)
    hash = fields.String(validate=validate.Regexp("^[0-9a-f]{64}$"), required=True)


class ReplayClockSchema(TimeControlSchema):
    start_ms = fields.Integer(strict=True, required=True)


class ReplayDocumentSchema(StrictResponseSchema):
    """A replay (`format` `shithead-replay/2`; see README's "Auditing a game"). The hash
    chain starts from the genesis hash, SHA-256 of the canonical JSON (sorted keys, no
    spaces, ASCII) of the header: `format`, `engine_version`, `deal_algorithm`, `game_id`,
    `ruleset`, `preset`, `options`, `players`, `dealer`, `starter`, `spoils`, `no_swap`,
    `seats`, `seed_commitment`, `explicit_seed`, `explicit_deck`, `deal_mode`,
    `deal_deadline`. Each event's `hash` is
    SHA-256(previous hash + canonical JSON of {seq, event, cause}). `phase`, `over`,
    `result`, the `seed` and the `deal` are recomputed from the log by the verifier. No
    other field is accepted. Documents of format `shithead-replay/1` are answered
    `invalid` (they did not bind names, game id or result): fetch the replay again."""

    format = Json(json_schema={"const": "shithead-replay/2"}, required=True)
    engine_version = fields.String(
        required=True,
        metadata={
            "description": "The engine that played the game; a verifier replays only the versions it knows."
        },
    )
    deal_algorithm = fields.String(
        validate=validate.OneOf(
            [
                "hmac-sha256-ctr-fisher-yates/1",
                "contributed-sha256/1+hmac-sha256-ctr-fisher-yates/1",
            ]
        ),
        required=True,
        metadata={"description": "The deal algorithm `deal_mode` names (docs/fairness.md)."},
    )
    deal_mode = fields.String(
        validate=validate.OneOf(["server", "contributed"]),
        required=True,
        metadata={"description": "How the deck was made (docs/fairness.md)."},
    )
    deal_deadline = fields.Float(
        required=True,
        allow_none=True,
        metadata={
            "description": (
                "A contributed deal's deadline (Unix time) for the seats' commitments and "
                "reveals; null otherwise."
            )
        },
    )
    game_id = fields.String(required=True)
    ruleset = fields.Nested(
        RulesetSchema,
        required=True,
        metadata={
            "description": "The complete ruleset (as in `GET /v1/rulesets/{name}`'s `ruleset`)."
        },
    )
    preset = fields.String(required=True)
    options = Json(json_schema={"type": "object"}, required=True)
    players = fields.Integer(strict=True, validate=validate.Range(min=2, max=8), required=True)
    dealer = fields.Integer(strict=True, validate=validate.Range(min=0), required=True)
    starter = fields.Integer(
        strict=True,
        validate=validate.Range(min=-1),
        required=True,
        metadata={
            "description": "A match game's seat that plays first (the game before's winner); -1 for none."
        },
    )
    spoils = fields.Integer(
        strict=True,
        validate=validate.Range(min=-1),
        required=True,
        metadata={
            "description": "A match game's seat dealt the start card face down as its spoils; -1 for none."
        },
    )
    no_swap = fields.List(
        fields.Integer(strict=True, validate=validate.Range(min=0)),
        required=True,
        metadata={
            "description": "A match game's seats that may not swap in setup, ascending; empty for none."
        },
    )
    seats = fields.List(
        fields.Nested(ReplayDocumentSeatsItemSchema),
        required=True,
        metadata={"description": "Who sat where."},
    )
    seed_commitment = SeedCommitment(required=True, allow_none=True)
    explicit_seed = fields.Boolean(
        required=True,
        metadata={"description": "The creator chose the seed (and so knew the deal)."},
    )
    explicit_deck = fields.Boolean(
        required=True,
        metadata={
            "description": "The creator chose the deck order; such a game has no seed and no commitment."
        },
    )
    clock = fields.Nested(ReplayClockSchema, metadata={"description": (
        "A clocked game's time control and `start_ms`, when its clocks started (the deal's\n"
        "time); hashed into the genesis with the header when present (docs/clocks.md).\n")})
    events = fields.List(fields.Nested(ReplayDocumentEventsItemSchema), required=True)
    phase = Json(json_schema={"enum": ["dealing", "setup", "playing", "over"]}, required=True)
    over = fields.Boolean(required=True)
    result = fields.Nested(ResultSchema, required=True, allow_none=True)
    redacted_for = fields.Integer(
        strict=True,
        required=True,
        allow_none=True,
        metadata={
            "description": "The seat the events are redacted for (null for a spectator or a finished game)."
        },
    )
    seed = fields.String(
        allow_none=True,
        metadata={
            "description": "Only once the game is over, the seed (null for an explicit deck)."
        },
    )
    seed_salt = fields.String(
        metadata={
            "description": (
                "Only once the game is over, and only for a seed its creator chose: the salt\n"
                "(64 hex digits) of `seed_commitment`, which is SHA-256 of the salt's bytes\n"
                "followed by the seed's. Absent where the commitment is SHA-256 of the seed."
            )
        },
    )
    deal = fields.List(
        Card(),
        metadata={"description": "Only once the game is over, the dealt deck, top card first."},
    )
    signature = fields.Nested(SignatureSchema)


class SigningKeySchema(ResponseSchema):
    id = fields.String(
        validate=validate.Regexp("^[0-9a-f]{16}$"),
        required=True,
        metadata={"description": "The first 16 hex digits of SHA-256 of the raw public key."},
    )
    alg = Json(json_schema={"const": "Ed25519"}, required=True)
    public_key = fields.String(
        required=True, metadata={"description": "The raw 32-byte public key, base64."}
    )
    created = fields.Float(
        required=True, metadata={"description": "When the service first used the key (Unix time)."}
    )
    current = fields.Boolean(
        required=True, metadata={"description": "The key new exports are signed with."}
    )


class VerifyResultSchema(ResponseSchema):
    status = Json(
        json_schema={
            "description": (
                "`valid`: every claim checked, and signed by a key the verifier was given "
                "(`signed_by`; this\n"
                "service's own keys for a document naming one of its games, tournaments or "
                "matches).\n"
                "`consistent`: every claim checked, but no key was given (the document names "
                "nothing this\n"
                "service holds), so its origin is unchecked (`origin` `unchecked`).\n"
                "`consistent_so_far`: a game still being played (or a tournament not over): the "
                "structure and\n"
                "hash chain hold up to `version`, but the deal is not revealed yet, so nothing "
                "could be replayed.\n"
                "`unauthenticated`: keys were given, and the document is not signed, or signed by "
                "a key not\n"
                "among them (`pointer` `/signature`).\n"
                "`invalid`: `pointer` names the first field that fails and `reason` says why.\n"
            ),
            "enum": list(STATUSES),
        },
        required=True,
    )
    origin = Json(
        json_schema={
            "description": "Who made the document, as far as the verifier can tell: `verified` (signed "
            "by a key it was given), `unchecked` (no key given), `unknown` (keys given, no signature "
            "by one of them). Absent when the document is `invalid`.",
            "enum": list(ORIGINS),
        }
    )
    valid = fields.Boolean(
        required=True, metadata={"description": "True only for `status` `valid`."}
    )
    pointer = fields.String(
        required=True,
        allow_none=True,
        metadata={
            "description": "A JSON pointer (RFC 6901) into the document to the first failure."
        },
    )
    reason = fields.String(required=True)
    game_id = fields.String()
    events = fields.Integer(strict=True)
    version = fields.Integer(strict=True)
    over = fields.Boolean()
    result = fields.Nested(ResultSchema, allow_none=True)
    final_hash = fields.String(
        metadata={
            "description": "The last event's hash, which the signature and a tournament's results vouch for."
        }
    )
    games = fields.Integer(
        strict=True, metadata={"description": "For a tournament's results, the games checked."}
    )
    signed_by = fields.String(
        allow_none=True,
        metadata={
            "description": "The id of the key whose signature checked out (null when unsigned, unknown or unchecked)."
        },
    )
    signature = Json(json_schema={"enum": ["verified", "unknown_key", "unchecked", "absent"]})
    views = fields.List(
        fields.Nested(ViewSchema),
        metadata={
            "description": "With `?views=true` and a valid replay: the game after each event "
            "(`views[0]` at version 1), every card shown, rebuilt from the document alone."
        },
    )


class KeyListSchema(ResponseSchema):
    """The service's signing keys, current and earlier (`GET /v1/keys`)."""

    keys = fields.List(fields.Nested(SigningKeySchema), required=True)


class HealthSchema(ResponseSchema):
    """The process is up (`GET /healthz`)."""

    status = Json(json_schema={"const": "ok"}, required=True)


class ReadinessSchema(ResponseSchema):
    """The process is up and reaches the store (`GET /readyz`)."""

    status = Json(json_schema={"const": "ready"}, required=True)


COMPONENTS = [
    "Problem",
    "ActionOut",
    "PushBotRequest",
    "PushBotAnswer",
    "SeatInfo",
    "CreatedSeat",
    "CreatedGame",
    "Joined",
    "GameList",
    "Result",
    "SeatView",
    "View",
    "Game",
    "TimeControl",
    "Clock",
    "PushBotNotice",
    "LegalMoves",
    "Cause",
    "EventPage",
    "ActionResult",
    "ReplayDocument",
    "Signature",
    "SigningKey",
    "KeyList",
    "VerifyResult",
    "Health",
    "Readiness",
]
RAW: dict[str, dict[str, Any]] = {}

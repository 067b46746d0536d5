"""The requests of competitions and registered bots: a match, a tournament with its
participants, a bot's registration, a challenge and a ladder (a game's own requests:
:mod:`schemas.requests`, whose shared parts they build on)."""

from __future__ import annotations

from typing import Any, ClassVar

from marshmallow import Schema, ValidationError, fields, validate, validates_schema

from .request_parts import _REF, RULESET_REF, StrictSchema, doc, written_as
from .requests import (
    BOT_NAME,
    BOT_NAMES,
    ClockRequestSchema,
    PushSchema,
    RulesetRefField,
    SeatsRequestSchema,
)


class CreateMatchSchema(SeatsRequestSchema):
    """A match: a series of games at one table (`POST /v1/matches`)."""

    games = fields.Integer(
        strict=True,
        validate=validate.Range(min=1, max=99),
        load_default=None,
        metadata=doc("Games in the match (default the ruleset's `match.games`); all are played."),
    )
    first_dealer = fields.Integer(
        strict=True,
        validate=validate.Range(min=0, max=7),
        load_default=0,
        metadata=doc("The first game's dealer; after that the ruleset decides (the loser deals)."),
    )
    seed = fields.String(
        validate=validate.Length(min=1, max=256),
        load_default=None,
        metadata=doc(
            "Every game's deal and bot moves derived from this and the game's index\n"
            "(reproducible matches); shown in the match once it is over.\n"
        ),
    )
    clock = fields.Nested(
        ClockRequestSchema,
        load_default=None,
        allow_none=False,
        metadata=doc("A time control for every game of the match (docs/clocks.md)."),
    )


class ParticipantSchema(StrictSchema):
    name = fields.String(validate=validate.Length(min=1, max=64), load_default=None)
    bot = fields.String(validate=validate.OneOf(BOT_NAMES), load_default=None, allow_none=False)
    push = fields.Nested(PushSchema, load_default=None, allow_none=False)
    account = fields.String(validate=validate.Regexp(BOT_NAME), load_default=None, allow_none=False)

    @validates_schema
    def _one_player(self, data: dict[str, Any], **kwargs: Any) -> None:
        if sum(bool(data.get(k)) for k in ("bot", "push", "account")) != 1:
            raise ValidationError(
                "a participant is a built-in bot, a push bot or a registered bot", "bot"
            )


class ParticipantField(fields.Field):  # type: ignore[type-arg]
    """``"heuristic"``, ``{"bot": "heuristic", "name": ...}``, ``{"push": {...}, "name": ...}``
    or ``{"account": "<registered bot>", "name": ...}``."""

    def _deserialize(
        self, value: Any, attr: str | None, data: Any, **kwargs: Any
    ) -> dict[str, Any]:
        if isinstance(value, str):
            value = {"bot": value}
        if not isinstance(value, dict):
            raise ValidationError("a built-in bot's name or an object {bot | push | account, name}")
        loaded: dict[str, Any] = ParticipantSchema().load(value)
        return loaded


class CreateTournamentSchema(StrictSchema):
    ruleset = RulesetRefField(
        required=True,
        metadata=written_as(
            {
                "description": "A preset name, or a preset with options (e.g. `turn_cap`).",
                **RULESET_REF,
            }
        ),
    )
    participants = fields.List(
        ParticipantField(metadata=written_as({"$ref": f"{_REF}ParticipantRequest"})),
        load_default=list,
        validate=validate.Length(min=2, max=64),
        metadata=doc(
            "The players (at least 2); list a bot twice to have it play itself. None for an\n"
            "open tournament, whose players are the registered bots that enter it.\n"
        ),
    )
    starts_at = fields.Float(
        load_default=None,
        allow_none=True,
        validate=validate.Range(min=0),
        metadata=doc(
            "When a worker starts it (Unix seconds): in the future, within\n"
            "`TOURNAMENT_MAX_LEAD_S`. Until then it is `upcoming`; without it, it starts at once.\n"
        ),
    )
    entry = fields.String(
        validate=validate.OneOf(["invite", "open"]),
        load_default="invite",
        metadata=doc(
            "`invite`: the participants named here; `open` (with `starts_at`): the registered\n"
            "bots that enter with their own token before the start\n"
            "(`POST /v1/tournaments/{id}/entries`).\n"
        ),
    )
    max_entries = fields.Integer(
        strict=True,
        validate=validate.Range(min=2, max=64),
        load_default=16,
        metadata=doc("The most bots an open tournament takes."),
    )
    require_presence = fields.Boolean(
        load_default=False,
        metadata=doc(
            "With `starts_at`: at the start, only the registered bots the service has seen\n"
            "lately (`online` on their profile) play; the others are left out.\n"
        ),
    )
    callback_url = fields.String(
        load_default=None,
        allow_none=True,
        validate=validate.Length(min=1, max=2000),
        metadata=doc(
            "Where the signed results document is POSTed once the standings are final, signed\n"
            "as a Standard Webhook with the `callback_secret` the answer gives. A host and port\n"
            "`PUSH_BOT_HOSTS` allows, and no loopback, private or link-local address.\n"
        ),
    )
    format = fields.String(
        validate=validate.OneOf(["round_robin", "swiss"]), load_default="round_robin"
    )
    rounds = fields.Integer(
        strict=True,
        validate=validate.Range(min=1, max=64),
        load_default=None,
        allow_none=True,
        metadata=doc(
            "Swiss rounds (default ceil(log2(participants))); a round robin is one round."
        ),
    )
    games_per_pairing = fields.Integer(
        strict=True,
        validate=validate.Range(min=1, max=1000),
        load_default=1,
        metadata=doc(
            "Deals each table plays (each played `seats_per_game` times with `duplicate`)."
        ),
    )
    seats_per_game = fields.Integer(
        strict=True, validate=validate.Range(min=2, max=8), load_default=2
    )
    seed = fields.String(
        validate=validate.Length(min=1, max=256),
        load_default=None,
        allow_none=True,
        metadata=doc("Decides every deal and every built-in bot's choice."),
    )
    duplicate = fields.Boolean(
        load_default=True, metadata=doc("Play every deal once per seat rotation.")
    )
    clock = fields.Nested(
        ClockRequestSchema,
        load_default=None,
        allow_none=False,
        metadata=doc(
            "A time control for every game of the tournament (docs/clocks.md). Without one, a\n"
            "tournament with a registered bot among its participants plays on the default bots'\n"
            'clock, `{"initial_ms": 600000, "increment_ms": 2000, "move_ms": 60000,\n'
            '"on_timeout": "auto"}`, so an absent bot cannot hold it up; others have none.\n'
        ),
    )
    rated = fields.Boolean(
        load_default=False,
        metadata=doc(
            "`true`: each game whose seats are all registered bots is rated on the ruleset's\n"
            "leaderboard (`GET /v1/leaderboards/{ruleset}`) when it ends, as a ladder's games are.\n"
        ),
    )


class EnterTournamentSchema(StrictSchema):
    """A registered bot's entry in an open tournament (`POST /v1/tournaments/{id}/entries`)."""

    json_schema_extra: ClassVar[dict[str, Any]] = {"example": {"bot": "my-bot"}}

    bot = fields.String(
        load_default=None,
        allow_none=True,
        validate=validate.Regexp(BOT_NAME, error="1-40 of A-Z a-z 0-9 _ -"),
        metadata=doc("The bot entering: the token's own (the default); no other may be named."),
    )


class RegisterBotSchema(StrictSchema):
    """A bot to register (`POST /v1/bots`)."""

    json_schema_extra: ClassVar[dict[str, Any]] = {
        "example": {
            "name": "my-bot",
            "kind": "pull",
            "description": "plays low",
            "owner": "ann@example.org",
        }
    }

    name = fields.String(
        required=True,
        validate=validate.Regexp(BOT_NAME, error="1-40 of A-Z a-z 0-9 _ -"),
        metadata=doc("Unique; 1-40 letters, digits, `_` or `-`."),
    )
    kind = fields.String(
        required=True,
        validate=validate.OneOf(["pull", "push"]),
        metadata=doc(
            "`pull`: the bot calls the API itself (its feed tells it of its seats); `push`: the\n"
            "service POSTs to `url` whenever one of its seats must act (the `pushBotMove` webhook).\n"
        ),
    )
    url = fields.String(
        validate=[
            validate.Length(max=2048),
            validate.URL(
                schemes={"http", "https"}, require_tld=False, error="an http:// or https:// URL"
            ),
        ],
        load_default=None,
        metadata=doc(
            "A push bot's URL (only and always for `push`): a host and port the service may "
            "call (`PUSH_BOT_HOSTS`).",
            pattern="^[Hh][Tt][Tt][Pp][Ss]?://",
        ),
    )
    description = fields.String(
        validate=validate.Length(max=500),
        load_default=None,
        metadata=doc("Shown on the bot's profile."),
    )
    owner = fields.String(
        validate=validate.Length(max=200),
        load_default=None,
        metadata=doc("How to reach the bot's owner (shown on its profile)."),
    )

    @validates_schema
    def _url_for_push(self, data: dict[str, Any], **kwargs: Any) -> None:
        if (data.get("kind") == "push") != bool(data.get("url")):
            raise ValidationError("a push bot has a url, a pull bot none", "url")


class UpdateBotSchema(StrictSchema):
    """A bot's record changed by its owner (`PATCH /v1/bots/{name}` with its token)."""

    json_schema_extra: ClassVar[dict[str, Any]] = {
        "example": {"version": "2.0.0", "rating": "reset", "description": "plays high now"}
    }

    description = fields.String(
        validate=validate.Length(max=500),
        load_default=None,
        metadata=doc("Shown on the bot's profile."),
    )
    push_url = fields.String(
        validate=[
            validate.Length(max=2048),
            validate.URL(
                schemes={"http", "https"}, require_tld=False, error="an http:// or https:// URL"
            ),
        ],
        load_default=None,
        metadata=doc(
            "A push bot's new URL (checked as at registration, `PUSH_BOT_HOSTS`); games\n"
            "created from now on call it.\n",
            pattern="^[Hh][Tt][Tt][Pp][Ss]?://",
        ),
    )
    version = fields.String(
        validate=validate.Regexp(
            r"^[A-Za-z0-9][A-Za-z0-9._+-]{0,39}$", error="1-40 of A-Z a-z 0-9 . _ + -"
        ),
        load_default=None,
        metadata=doc(
            "The version tag of the code that plays from now on; each game records the one\n"
            "that played each seat, and the history filters by it.\n"
        ),
    )
    rating = fields.String(
        validate=validate.OneOf(["keep", "reset"]),
        load_default="keep",
        metadata=doc(
            "When `version` changes: `keep` the bot's ratings, or `reset` them (every\n"
            "ruleset's starts afresh).\n"
        ),
    )

    @validates_schema
    def _something(self, data: dict[str, Any], **kwargs: Any) -> None:
        if all(data.get(k) is None for k in ("description", "push_url", "version")):
            raise ValidationError("give description, push_url or version", "_schema")


class CreateChallengeSchema(SeatsRequestSchema):
    """A game proposed to registered bots (`POST /v1/challenges`): created once every bot
    named in a seat's `account` accepts."""

    clock = fields.Nested(
        ClockRequestSchema,
        load_default=None,
        allow_none=False,
        metadata=doc("The game's time control (docs/clocks.md), as `POST /v1/games` takes it."),
    )
    expires_in_s = fields.Integer(
        strict=True,
        validate=validate.Range(min=5, max=86_400),
        load_default=60,
        metadata=doc("Seconds the invited bots have to accept."),
    )


class CreateLadderSchema(StrictSchema):
    """A standing ladder of registered bots (`POST /v1/ladders`), paired by rating by the
    scheduler in `shithead worker`."""

    json_schema_extra: ClassVar[dict[str, Any]] = {
        "example": {
            "ruleset": "classic",
            "name": "classic ladder",
            "seats_per_game": 2,
            "games_per_hour": 30,
            "bots": ["my-bot", "your-bot"],
        }
    }

    ruleset = RulesetRefField(
        required=True,
        metadata=written_as(
            {
                "description": "A preset name, or a preset with options and card rules.",
                **RULESET_REF,
            }
        ),
    )
    name = fields.String(
        validate=validate.Length(min=1, max=64), load_default=None, metadata=doc("A name to show.")
    )
    seats_per_game = fields.Integer(
        strict=True,
        validate=validate.Range(min=2, max=4),
        load_default=2,
        metadata=doc("Bots at each game's table (the ruleset's player range applies)."),
    )
    games_per_hour = fields.Integer(
        strict=True,
        validate=validate.Range(min=1, max=3600),
        load_default=12,
        metadata=doc(
            "The cadence: the most games a bot starts in any hour, spaced at least an hour / this\n"
            "apart.\n"
        ),
    )
    clock = fields.Nested(
        ClockRequestSchema,
        load_default=None,
        allow_none=False,
        metadata=doc(
            "The time control of every game of the ladder (docs/clocks.md); by default\n"
            '`{"move_ms": 10000, "on_timeout": "forfeit"}`: ladder games are always clocked, so a\n'
            "bot that stops answering forfeits its game and cannot hold the ladder.\n"
        ),
    )
    bots = fields.List(
        fields.String(validate=validate.Regexp(BOT_NAME)),
        validate=validate.Length(max=64),
        load_default=list,
        metadata=doc(
            "Registered bots to enrol now (each may leave); others join with their own token.",
            items={"type": "string", "pattern": BOT_NAME},
        ),
    )


_NAME = {"type": ["string", "null"], "minLength": 1, "maxLength": 64}

#: The request components of this module, by their names in the contract.
SCHEMAS: dict[str, type[Schema]] = {
    "CreateMatchRequest": CreateMatchSchema,
    "CreateTournamentRequest": CreateTournamentSchema,
    "EnterTournamentRequest": EnterTournamentSchema,
    "RegisterBotRequest": RegisterBotSchema,
    "UpdateBotRequest": UpdateBotSchema,
    "CreateChallengeRequest": CreateChallengeSchema,
    "CreateLadderRequest": CreateLadderSchema,
}
#: What a schema cannot say: a participant is a name or one of two objects (ParticipantField).
RAW: dict[str, dict[str, Any]] = {
    "ParticipantRequest": {
        "description": "A built-in bot's name, or a built-in bot, a push bot or a registered bot\n"
        "(`account`, pull or push: `POST /v1/bots`) with a name. A registered bot's\n"
        "seats are announced on its feed (`seat_assigned` by `tournament`); it must\n"
        "exist and not be revoked (422 `unknown_bot`), and is entered at most once.\n",
        "oneOf": [
            {"type": "string", "enum": BOT_NAMES},
            {
                "type": "object",
                "additionalProperties": False,
                "required": ["bot"],
                "properties": {"bot": {"type": "string", "enum": BOT_NAMES}, "name": _NAME},
            },
            {
                "type": "object",
                "additionalProperties": False,
                "required": ["push"],
                "properties": {"push": {"$ref": f"{_REF}PushBot"}, "name": _NAME},
            },
            {
                "type": "object",
                "additionalProperties": False,
                "required": ["account"],
                "properties": {"account": {"type": "string", "pattern": BOT_NAME}, "name": _NAME},
            },
        ],
    }
}
COMPONENTS = [
    "CreateMatchRequest",
    "ParticipantRequest",
    "CreateTournamentRequest",
    "EnterTournamentRequest",
    "RegisterBotRequest",
    "UpdateBotRequest",
    "CreateChallengeRequest",
    "CreateLadderRequest",
]

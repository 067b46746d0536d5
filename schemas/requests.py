"""Request schemas: what the service loads from a request body (the answers: schemas.games and the modules beside it)."""

from __future__ import annotations

import functools
from typing import Any, ClassVar

import orjson
from marshmallow import (
    Schema,
    ValidationError,
    fields,
    post_load,
    pre_load,
    validate,
    validates_schema,
)

from engine.actions import ACTION_KINDS, Action
from engine.errors import InvalidActionError
from engine.notes import MAX_NOTE, note_problem

from .request_parts import (
    _REF,
    RULESET_REF,
    SEATS,
    WEBHOOK_SECRET,
    CardInput,
    StrictSchema,
    _webhook_secret,
    doc,
    written_as,
)
from .values import ActionKind


class RulesetRefSchema(StrictSchema):
    preset = fields.String(
        required=True,
        validate=validate.Length(min=1, max=64),
        metadata=doc("A preset name from `GET /v1/rulesets`."),
    )
    options = fields.Dict(
        keys=fields.String(validate=validate.Length(max=64)),
        load_default=dict,
        metadata=doc(
            "Option values by option name (see the preset's `options`).",
            propertyNames={"maxLength": 64},
            additionalProperties=True,
        ),
    )
    #: Card rules replacing the preset's for the same cards (powers reassigned); checked by
    #: the engine, which says what it cannot honour.
    cards = fields.List(
        fields.Dict(keys=fields.String(validate=validate.Length(max=32))),
        validate=validate.Length(max=32),
        load_default=list,
        metadata=doc(
            "Card rules that replace the preset's rule for the same cards, applied after the\n"
            "options: how a card's powers are reassigned (a custom ruleset, named\n"
            "`<preset>+custom`). Each is `{cards, placement, up_to, powers}` as in the\n"
            "ruleset's `cards` (see `GET /v1/rulesets/{name}`); a rule with no powers and the\n"
            "default placement removes the preset's rule. A combination the engine cannot\n"
            "honour is refused with 422 `invalid_ruleset` saying why.\n",
            items={
                "type": "object",
                "required": ["cards"],
                "properties": {
                    "cards": {
                        "type": "string",
                        "description": "A rank (`7`, `T`, `JK`), one card (`AS`) or a colour and rank (`red:J`).",
                    },
                    "placement": {
                        "type": "string",
                        "enum": ["in_turn", "anywhere", "always", "up_to"],
                    },
                    "up_to": {"type": "string"},
                    "powers": {
                        "type": "array",
                        "items": {
                            "type": "object",
                            "required": ["kind"],
                            "properties": {"kind": {"type": "string"}},
                        },
                    },
                },
            },
            example=[{"cards": "7", "placement": "in_turn", "powers": [{"kind": "reverse"}]}],
        ),
    )


class RulesetRefField(fields.Field):  # type: ignore[type-arg]
    """``"classic"`` or ``{"preset": "classic", "options": {...}}``."""

    def _deserialize(
        self, value: Any, attr: str | None, data: Any, **kwargs: Any
    ) -> dict[str, Any]:
        if isinstance(value, str):
            value = {"preset": value}
        if not isinstance(value, dict):
            raise ValidationError("a preset name or an object {preset, options}")
        loaded: dict[str, Any] = RulesetRefSchema().load(value)
        return loaded


BOT_NAMES = ["random", "heuristic", "ismcts"]
#: A registered bot's name.
BOT_NAME = r"^[A-Za-z0-9_-]{1,40}$"


class PushSchema(StrictSchema):
    """A push bot plays this seat: the service POSTs to `url` when the seat must act (see
    the `pushBotMove` webhook). Not together with `bot` or `open`."""

    url = fields.String(
        required=True,
        validate=[
            validate.Length(max=2048),
            validate.URL(
                schemes={"http", "https"}, require_tld=False, error="an http:// or https:// URL"
            ),
        ],
        metadata=doc(
            "An `http://` or `https://` URL whose host and port (80 or 443 when it names "
            "none) are a pair the service may call (`PUSH_BOT_HOSTS`).",
            pattern="^[Hh][Tt][Tt][Pp][Ss]?://",
        ),
    )
    timeout_ms = fields.Integer(
        strict=True,
        validate=validate.Range(min=50, max=10_000),
        load_default=2000,
        metadata=doc("How long the service waits for each answer."),
    )
    secret = fields.String(
        load_default=None,
        allow_none=False,
        validate=_webhook_secret,
        metadata=doc(
            "The secret the service signs its calls to this bot with (Standard "
            "Webhooks): yours, so one bot keeps one secret across games. Without it the "
            "service makes one, answered once in the create answer's `webhook_secret`.",
            pattern=WEBHOOK_SECRET,
        ),
    )


class ClockRequestSchema(StrictSchema):
    """A time control (docs/clocks.md): a Fischer clock per seat (`initial_ms`, with
    `increment_ms` added when the seat's own move stops its clock), a limit per move
    (`move_ms`), or both; at least one of `initial_ms` and `move_ms` (422 `invalid_clock`
    otherwise, and for `increment_ms` without `initial_ms`). A seat's clock runs while it is
    to act, in setup as in play; when its time runs out, `on_timeout` applies."""

    initial_ms = fields.Integer(
        strict=True,
        validate=validate.Range(min=100, max=86_400_000),
        load_default=None,
        metadata=doc("Each seat's time for the whole game."),
    )
    increment_ms = fields.Integer(
        strict=True,
        validate=validate.Range(min=0, max=3_600_000),
        load_default=0,
        metadata=doc("Added to a seat's time when its own move stops its clock."),
    )
    move_ms = fields.Integer(
        strict=True,
        validate=validate.Range(min=100, max=86_400_000),
        load_default=None,
        metadata=doc("The most one move may take (from when the seat's clock starts)."),
    )
    on_timeout = fields.String(
        validate=validate.OneOf(("forfeit", "auto")),
        load_default="auto",
        metadata=doc(
            "`forfeit`: the seat whose time runs out forfeits (it is the loser and the game ends).\n"
            "`auto`: it plays its default move (the first legal one) and gets a strike; its fifth\n"
            "timeout forfeits.\n"
        ),
    )


_CLOCK_DOC = "A time control for every seat (docs/clocks.md); none by default."


class SeatSchema(StrictSchema):
    name = fields.String(
        validate=validate.Length(min=1, max=64),
        load_default=None,
        metadata=doc("The seat's name (default `seat <n>`)."),
    )
    open = fields.Boolean(
        load_default=False, metadata=doc("Leave the seat open for `join` (no token is issued now).")
    )
    #: ``null`` is refused (the contract has no null here): leave the key out instead.
    bot = fields.String(
        validate=validate.OneOf(BOT_NAMES),
        load_default=None,
        allow_none=False,
        metadata=doc(
            "A built-in bot plays this seat: the service plays its turns itself, right after\n"
            "the game is created and after every action, until a person must act. A game of\n"
            "bots only is played to its end while it is created.\n"
        ),
    )
    #: A push bot plays this seat (the service asks it over HTTP).
    push = fields.Nested(PushSchema, load_default=None, allow_none=False)
    account = fields.String(
        validate=validate.Regexp(BOT_NAME),
        load_default=None,
        allow_none=False,
        metadata=doc(
            "A registered bot (`POST /v1/bots`) holds this seat: its own token acts in it, and\n"
            "its feed announces the seat (`seat_assigned`); a registered push bot's seat is\n"
            "played by the service at the bot's URL. A bot holds at most one seat in a game.\n"
        ),
    )

    @validates_schema
    def _bot_or_open(self, data: dict[str, Any], **kwargs: Any) -> None:
        if sum(bool(data.get(k)) for k in ("bot", "open", "push", "account")) > 1:
            raise ValidationError(
                "a seat is open, or played by a bot, a push bot or a registered bot", "bot"
            )


class SeatsRequestSchema(StrictSchema):
    """A request with a table's seats: a count (2-8) or a list of 2-8 seats."""

    ruleset = RulesetRefField(
        required=True,
        metadata=written_as(
            {
                "description": "A preset name, or a preset with options and card rules.",
                **RULESET_REF,
            }
        ),
    )
    seats = fields.Raw(
        required=True,
        metadata=written_as(
            {
                "description": "The number of seats (all closed; a JSON integer such as `3`, not `3.0`), or one\n"
                "entry per seat. The preset's player range applies (422 `invalid_seats`).\n",
                **SEATS,
            }
        ),
    )

    @pre_load
    def _seats(self, data: Any, **kwargs: Any) -> Any:
        if (
            isinstance(data, dict)
            and isinstance(data.get("seats"), int)
            and not isinstance(data.get("seats"), bool)
        ):
            n = data["seats"]
            if not 2 <= n <= 8:
                raise ValidationError({"seats": ["between 2 and 8 seats"]})
            data = {**data, "seats": [{} for _ in range(n)]}
        return data

    @post_load
    def _load_seats(self, data: dict[str, Any], **kwargs: Any) -> dict[str, Any]:
        seats = data["seats"]
        if not isinstance(seats, list) or not 2 <= len(seats) <= 8:
            raise ValidationError({"seats": ["a count (2-8) or a list of 2-8 seats"]})
        data["seats"] = SeatSchema(many=True).load(seats)
        return data


class CreateGameSchema(SeatsRequestSchema):
    json_schema_extra: ClassVar[dict[str, Any]] = {
        "not": {
            "required": ["seed", "deck"],
            "properties": {"seed": {"type": "string"}, "deck": {"type": "array", "items": {}}},
        }
    }

    seed = fields.String(
        validate=validate.Length(min=1, max=256),
        load_default=None,
        metadata=doc("A fixed seed for a reproducible deal (not together with `deck`)."),
    )
    deck = fields.List(
        CardInput(),
        validate=validate.Length(min=1, max=60),
        load_default=None,
        metadata=doc(
            "The complete deck, top card first (not together with `seed`): exactly the cards of\n"
            "the ruleset's deck (52, plus `RJ` and `BJ` when the ruleset has jokers), each once.\n",
            uniqueItems=True,
        ),
    )
    turn_cap = fields.Integer(
        strict=True,
        validate=validate.Range(min=10, max=100_000),
        load_default=None,
        metadata=doc("Turns after which the game ends as a draw (the `turn_cap` option)."),
    )
    dealer = fields.Integer(
        strict=True,
        validate=validate.Range(min=0, max=7),
        load_default=0,
        metadata=doc("The dealer's seat."),
    )
    #: ``server``: the deal comes from the server's seed; ``contributed``: from the server's
    #: seed and a contribution of every seat (see docs/fairness.md)
    deal_mode = fields.String(
        validate=validate.OneOf(("server", "contributed")),
        load_default="server",
        metadata=doc(
            "`server`: the deal comes from the server's seed (or `seed` or `deck`).\n"
            "`contributed`: from the server's seed and a contribution of every seat, committed\n"
            "to and then revealed before the deal (docs/fairness.md); not with `seed` or `deck`.\n"
        ),
    )
    #: the contributed deal: seconds the seats have to commit and reveal (then a seat that
    #: has not forfeits)
    deal_timeout = fields.Integer(
        strict=True,
        validate=validate.Range(min=5, max=86_400),
        load_default=None,
        metadata=doc(
            "A contributed deal's seconds for every seat to commit and reveal (default 300); only "
            "with `deal_mode` `contributed`."
        ),
    )

    clock = fields.Nested(
        ClockRequestSchema, load_default=None, allow_none=False, metadata=doc(_CLOCK_DOC)
    )

    play_out = fields.Boolean(
        load_default=False,
        metadata=doc(
            "Play the bot seats before answering, until a person must act (a game of bots only:\n"
            "to its end); without it the service plays them after answering.\n"
        ),
    )

    open_seat_ttl_s = fields.Integer(
        strict=True,
        validate=validate.Range(min=1, max=7 * 86_400),
        load_default=None,
        metadata=doc(
            "Seconds the open seats stay open; when nobody has taken them by then, `on_expiry` says\n"
            'what happens (docs/api.md, "Open seats that expire"). Only with an open seat;\n'
            "none: they stay open until taken.\n"
        ),
    )
    on_expiry = fields.String(
        validate=validate.OneOf(("abort", "bot")),
        load_default=None,
        metadata=doc(
            "`abort` (the default): the game ends with no result; `bot`: the heuristic bot takes\n"
            "each seat still open, and the game goes on. Only with `open_seat_ttl_s`.\n"
        ),
    )

    @validates_schema
    def _open_seats_expire(self, data: dict[str, Any], **kwargs: Any) -> None:
        if data.get("open_seat_ttl_s") is not None:
            seats = data.get("seats")
            if isinstance(seats, list) and not any(
                isinstance(s, dict) and s.get("open") for s in seats
            ):
                raise ValidationError(
                    "only open seats expire: the game has none", "open_seat_ttl_s"
                )
        elif data.get("on_expiry") is not None:
            raise ValidationError("only with open_seat_ttl_s", "on_expiry")

    @validates_schema
    def _seed_or_deck(self, data: dict[str, Any], **kwargs: Any) -> None:
        if data.get("seed") is not None and data.get("deck") is not None:
            raise ValidationError("give a seed or a deck, not both", "deck")
        if data.get("deal_mode") == "contributed":
            # a chosen seed or deck would let whoever chose it choose the deal
            for key in ("seed", "deck"):
                if data.get(key) is not None:
                    raise ValidationError(f"a contributed deal takes no {key}", key)
        elif data.get("deal_timeout") is not None:
            raise ValidationError("only a contributed deal has a deadline", "deal_timeout")


class ActionSchema(StrictSchema):
    """An action as sent by a client (the fields an action kind does not use must be left out)."""

    json_schema_extra: ClassVar[dict[str, Any]] = {
        "example": {"kind": "play", "cards": ["7C", "7H"]}
    }

    # the contract's ActionKind: its enum (ACTION_KINDS) with each kind's prose
    kind = fields.String(
        required=True,
        validate=validate.OneOf(ACTION_KINDS),
        metadata=written_as({"$ref": f"{_REF}{ActionKind.__name__}"}),
    )
    cards = fields.List(
        CardInput(),
        validate=validate.Length(max=60),
        metadata=doc(
            "Each card at most once (`TH` and `10h` are the same card).", uniqueItems=True
        ),
    )
    link = fields.List(
        CardInput(),
        validate=validate.Length(max=8),
        metadata={"json_schema": {"uniqueItems": True}},
    )
    # read as a card by Action.from_dict, which gives the usual message
    as_ = fields.String(data_key="as", metadata=written_as({"$ref": f"{_REF}CardInput"}))
    slot = fields.Integer(strict=True, validate=validate.Range(min=0, max=63))
    choice = fields.String(validate=validate.Length(min=1, max=32))
    #: the contributed deal: ``commit`` carries a commitment, ``reveal`` a contribution
    commitment = fields.String(
        validate=validate.Regexp(r"^[0-9a-f]{64}$"),
        metadata=doc("`commit`: SHA-256 (lower-case hex) of the UTF-8 bytes of the contribution."),
    )
    contribution = fields.String(
        validate=validate.Regexp(r"^[0-9a-f]{64}$"),
        metadata=doc("`reveal`: the contribution committed to, 64 lower-case hex digits."),
    )

    @post_load
    def _to_action(self, data: dict[str, Any], **kwargs: Any) -> Action:
        raw: dict[str, Any] = {"kind": data["kind"]}
        for key in ("cards", "link", "slot", "choice", "commitment", "contribution"):
            if key in data:
                raw[key] = data[key]
        if "as_" in data:
            raw["as"] = data["as_"]
        try:
            return Action.from_dict(raw)
        except InvalidActionError as exc:
            raise ValidationError(str(exc)) from None


def _valid_note(note: str) -> None:
    why = note_problem(note)
    if why is not None:
        raise ValidationError(why)


class SubmitActionSchema(StrictSchema):
    action = fields.Nested(ActionSchema, required=True)
    expected_version = fields.Integer(
        strict=True,
        required=True,
        validate=validate.Range(min=0),
        metadata=doc("The game version the action was decided on."),
    )
    note = fields.String(
        load_default=None,
        allow_none=False,
        validate=_valid_note,
        metadata=written_as(
            {
                "type": "string",
                "minLength": 1,
                "maxLength": MAX_NOTE,
                "description": (
                    "A short note beside the action (printable text, no control characters or line\n"
                    "breaks), kept in the action's cause in the log. A note is public: everyone,\n"
                    'spectators included, reads it while the game runs (docs/api.md, "Move notes").\n'
                ),
            }
        ),
    )


_SUBMIT_ACTION = SubmitActionSchema()
_ACTION = ActionSchema()
_SUBMIT_KEYS = frozenset(("action", "expected_version"))


@functools.lru_cache(maxsize=4096)
def _action_of_text(text: bytes) -> Action:
    action: Action = _ACTION.load(orjson.loads(text))
    return action


def load_submit_action(body: Any) -> dict[str, Any]:
    """``SubmitActionSchema().load(body)``, with each distinct action loaded only once.

    A game offers few distinct actions, and bots send the same ones over and over: a body
    of the usual shape has its action looked up by its JSON text (keys sorted) among the
    last few thousand loaded. Anything else, and any action the schema refuses, goes
    through the whole schema, which gives the usual answer and messages.
    """
    if type(body) is dict and body.keys() == _SUBMIT_KEYS and type(body["action"]) is dict:
        version = body["expected_version"]
        if type(version) is int and version >= 0:
            try:
                return {
                    "action": _action_of_text(
                        orjson.dumps(body["action"], option=orjson.OPT_SORT_KEYS)
                    ),
                    "expected_version": version,
                    "note": None,
                }
            except (TypeError, ValidationError):  # TypeError: a value orjson cannot write
                pass
    loaded: dict[str, Any] = _SUBMIT_ACTION.load(body)
    return loaded


class JoinSchema(StrictSchema):
    name = fields.String(validate=validate.Length(min=1, max=64), load_default=None)
    seat = fields.Integer(
        strict=True,
        validate=validate.Range(min=0, max=7),
        load_default=None,
        metadata=doc("The seat to take (default the first open one)."),
    )


class LeaveSchema(StrictSchema):
    bot = fields.String(
        validate=validate.OneOf(BOT_NAMES),
        load_default=None,
        allow_none=False,
        metadata=doc("The built-in bot that plays the seat from now on (default `heuristic`)."),
    )


#: The request components: each schema by its name in the contract, each after those it nests
#: (a competition's requests: schemas.competition_requests).
SCHEMAS: dict[str, type[Schema]] = {
    "Action": ActionSchema,
    "RulesetRef": RulesetRefSchema,
    "PushBot": PushSchema,
    "ClockRequest": ClockRequestSchema,
    "SeatRequest": SeatSchema,
    "CreateGameRequest": CreateGameSchema,
    "JoinRequest": JoinSchema,
    "LeaveRequest": LeaveSchema,
    "SubmitActionRequest": SubmitActionSchema,
}
RAW: dict[str, dict[str, Any]] = {}
COMPONENTS = [
    "CardInput",
    "Action",
    "RulesetRef",
    "SeatRequest",
    "PushBot",
    "ClockRequest",
    "CreateGameRequest",
    "JoinRequest",
    "LeaveRequest",
    "SubmitActionRequest",
]

"""Request schemas: what the service loads from a request body (the answers: schemas.games and the modules beside it)."""

from __future__ import annotations

import functools
import re
from typing import Any, ClassVar

import orjson
from marshmallow import (
    RAISE,
    Schema,
    ValidationError,
    fields,
    post_load,
    pre_load,
    validate,
    validates_schema,
)

from engine.actions import ACTION_KINDS, Action
from engine.cards import CardError, parse_card
from engine.errors import InvalidActionError
from engine.notes import MAX_NOTE, note_problem

from .values import ActionKind, ComponentField


def doc(description: str, **json_schema: Any) -> dict[str, Any]:
    """A field's ``metadata``: its description in the contract, and any JSON Schema keys
    its validators do not give (``schemas.openapi`` writes them)."""
    return {"description": description, **({"json_schema": json_schema} if json_schema else {})}


def written_as(json_schema: dict[str, Any]) -> dict[str, Any]:
    """A field's ``metadata`` for a field whose JSON Schema is written out (a union)."""
    return {"json_schema_exact": json_schema}


_REF = "#/components/schemas/"
#: A Standard Webhooks secret: ``whsec_`` and the base64 of 24 to 64 bytes.
WEBHOOK_SECRET = (r"^whsec_(?:(?:[A-Za-z0-9+/]{4}){8,21}(?:[A-Za-z0-9+/]{2}==)?"
                  r"|(?:[A-Za-z0-9+/]{4}){8,20}[A-Za-z0-9+/]{3}=)$")
#: A ruleset in a request: a preset's name, or a preset with options and card rules.
RULESET_REF = {"oneOf": [{"type": "string", "minLength": 1, "maxLength": 64}, {"$ref": f"{_REF}RulesetRef"}]}
#: A table's seats in a request: how many, or one entry each.
SEATS = {"oneOf": [{"type": "integer", "minimum": 2, "maximum": 8},
                   {"type": "array", "minItems": 2, "maxItems": 8, "items": {"$ref": f"{_REF}SeatRequest"}}]}


def _webhook_secret(text: str) -> None:
    # the whole text (a pattern's "$" would let a trailing new line through)
    if not re.fullmatch(WEBHOOK_SECRET.removeprefix("^").removesuffix("$"), text):
        raise ValidationError("a Standard Webhooks secret: whsec_ and the base64 of 24 to 64 random bytes")


class CardInput(fields.String, ComponentField):
    """A card in text form (``TH``, ``10h``, ``RJ``); loaded as its canonical name."""

    json_schema: ClassVar[dict[str, Any]] = {
        "type": "string",
        "description": "A card as a client may write it: the canonical form, `10` for `T`, and any "
                       "letter case\n(`TH`, `10h`, `qs`, `rj`); white space around it is ignored.\n",
        "pattern": "^(([2-9TJQKAtjqka]|10)[CDHScdhs]|[RrBb][Jj])$",
        "examples": ["TH", "10h", "qs"],
    }

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> str:
        text = super()._deserialize(value, attr, data, **kwargs)
        try:
            parse_card(text)
        except CardError as exc:
            raise ValidationError(str(exc)) from None
        return text


class StrictSchema(Schema):
    class Meta:
        unknown = RAISE


class RulesetRefSchema(StrictSchema):
    preset = fields.String(required=True, validate=validate.Length(min=1, max=64),
                           metadata=doc("A preset name from `GET /v1/rulesets`."))
    options = fields.Dict(keys=fields.String(validate=validate.Length(max=64)), load_default=dict,
                          metadata=doc("Option values by option name (see the preset's `options`).",
                                       propertyNames={"maxLength": 64}, additionalProperties=True))
    #: Card rules replacing the preset's for the same cards (powers reassigned); checked by
    #: the engine, which says what it cannot honour.
    cards = fields.List(fields.Dict(keys=fields.String(validate=validate.Length(max=32))),
                        validate=validate.Length(max=32), load_default=list, metadata=doc(
        "Card rules that replace the preset's rule for the same cards, applied after the\n"
        "options: how a card's powers are reassigned (a custom ruleset, named\n"
        "`<preset>+custom`). Each is `{cards, placement, up_to, powers}` as in the\n"
        "ruleset's `cards` (see `GET /v1/rulesets/{name}`); a rule with no powers and the\n"
        "default placement removes the preset's rule. A combination the engine cannot\n"
        "honour is refused with 422 `invalid_ruleset` saying why.\n",
        items={"type": "object", "required": ["cards"], "properties": {
            "cards": {"type": "string", "description": "A rank (`7`, `T`, `JK`), one card (`AS`) or a colour and rank (`red:J`)."},
            "placement": {"type": "string", "enum": ["in_turn", "anywhere", "always", "up_to"]},
            "up_to": {"type": "string"},
            "powers": {"type": "array", "items": {"type": "object", "required": ["kind"],
                                                  "properties": {"kind": {"type": "string"}}}},
        }},
        example=[{"cards": "7", "placement": "in_turn", "powers": [{"kind": "reverse"}]}],
    ))


class RulesetRefField(fields.Field):  # type: ignore[type-arg]
    """``"classic"`` or ``{"preset": "classic", "options": {...}}``."""

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> dict[str, Any]:
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
        validate=[validate.Length(max=2048),
                  validate.URL(schemes={"http", "https"}, require_tld=False,
                               error="an http:// or https:// URL")],
        metadata=doc("An `http://` or `https://` URL whose host and port (80 or 443 when it names "
                     "none) are a pair the service may call (`PUSH_BOT_HOSTS`).",
                     pattern="^[Hh][Tt][Tt][Pp][Ss]?://"),
    )
    timeout_ms = fields.Integer(strict=True, validate=validate.Range(min=50, max=10_000), load_default=2000,
                                metadata=doc("How long the service waits for each answer."))
    secret = fields.String(
        load_default=None, allow_none=False,
        validate=_webhook_secret,
        metadata=doc("The secret the service signs its calls to this bot with (Standard "
                     "Webhooks): yours, so one bot keeps one secret across games. Without it the "
                     "service makes one, answered once in the create answer's `webhook_secret`.",
                     pattern=WEBHOOK_SECRET),
    )


class ClockRequestSchema(StrictSchema):
    """A time control (docs/clocks.md): a Fischer clock per seat (`initial_ms`, with
    `increment_ms` added when the seat's own move stops its clock), a limit per move
    (`move_ms`), or both; at least one of `initial_ms` and `move_ms` (422 `invalid_clock`
    otherwise, and for `increment_ms` without `initial_ms`). A seat's clock runs while it is
    to act, in setup as in play; when its time runs out, `on_timeout` applies."""

    initial_ms = fields.Integer(strict=True, validate=validate.Range(min=100, max=86_400_000),
                                load_default=None, metadata=doc("Each seat's time for the whole game."))
    increment_ms = fields.Integer(strict=True, validate=validate.Range(min=0, max=3_600_000), load_default=0,
                                  metadata=doc("Added to a seat's time when its own move stops its clock."))
    move_ms = fields.Integer(strict=True, validate=validate.Range(min=100, max=86_400_000), load_default=None,
                             metadata=doc("The most one move may take (from when the seat's clock starts)."))
    on_timeout = fields.String(validate=validate.OneOf(("forfeit", "auto")), load_default="auto", metadata=doc(
        "`forfeit`: the seat whose time runs out forfeits (it is the loser and the game ends).\n"
        "`auto`: it plays its default move (the first legal one) and gets a strike; its fifth\n"
        "timeout forfeits.\n"))


_CLOCK_DOC = "A time control for every seat (docs/clocks.md); none by default."


class SeatSchema(StrictSchema):
    name = fields.String(validate=validate.Length(min=1, max=64), load_default=None,
                         metadata=doc("The seat's name (default `seat <n>`)."))
    open = fields.Boolean(load_default=False,
                          metadata=doc("Leave the seat open for `join` (no token is issued now)."))
    #: ``null`` is refused (the contract has no null here): leave the key out instead.
    bot = fields.String(validate=validate.OneOf(BOT_NAMES), load_default=None, allow_none=False, metadata=doc(
        "A built-in bot plays this seat: the service plays its turns itself, right after\n"
        "the game is created and after every action, until a person must act. A game of\n"
        "bots only is played to its end while it is created.\n"))
    #: A push bot plays this seat (the service asks it over HTTP).
    push = fields.Nested(PushSchema, load_default=None, allow_none=False)
    account = fields.String(validate=validate.Regexp(BOT_NAME), load_default=None, allow_none=False,
                            metadata=doc(
        "A registered bot (`POST /v1/bots`) holds this seat: its own token acts in it, and\n"
        "its feed announces the seat (`seat_assigned`); a registered push bot's seat is\n"
        "played by the service at the bot's URL. A bot holds at most one seat in a game.\n"))

    @validates_schema
    def _bot_or_open(self, data: dict[str, Any], **kwargs: Any) -> None:
        if sum(bool(data.get(k)) for k in ("bot", "open", "push", "account")) > 1:
            raise ValidationError("a seat is open, or played by a bot, a push bot or a registered bot",
                                  "bot")


class SeatsRequestSchema(StrictSchema):
    """A request with a table's seats: a count (2-8) or a list of 2-8 seats."""

    ruleset = RulesetRefField(required=True, metadata=written_as(
        {"description": "A preset name, or a preset with options and card rules.", **RULESET_REF}))
    seats = fields.Raw(required=True, metadata=written_as({
        "description": "The number of seats (all closed; a JSON integer such as `3`, not `3.0`), or one\n"
                       "entry per seat. The preset's player range applies (422 `invalid_seats`).\n",
        **SEATS}))

    @pre_load
    def _seats(self, data: Any, **kwargs: Any) -> Any:
        if isinstance(data, dict) and isinstance(data.get("seats"), int) and not isinstance(
            data.get("seats"), bool
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
        "not": {"required": ["seed", "deck"],
                "properties": {"seed": {"type": "string"}, "deck": {"type": "array", "items": {}}}},
    }

    seed = fields.String(validate=validate.Length(min=1, max=256), load_default=None,
                         metadata=doc("A fixed seed for a reproducible deal (not together with `deck`)."))
    deck = fields.List(CardInput(), validate=validate.Length(min=1, max=60), load_default=None, metadata=doc(
        "The complete deck, top card first (not together with `seed`): exactly the cards of\n"
        "the ruleset's deck (52, plus `RJ` and `BJ` when the ruleset has jokers), each once.\n",
        uniqueItems=True))
    turn_cap = fields.Integer(strict=True, validate=validate.Range(min=10, max=100_000), load_default=None,
                              metadata=doc("Turns after which the game ends as a draw (the `turn_cap` option)."))
    dealer = fields.Integer(strict=True, validate=validate.Range(min=0, max=7), load_default=0,
                            metadata=doc("The dealer's seat."))
    #: ``server``: the deal comes from the server's seed; ``contributed``: from the server's
    #: seed and a contribution of every seat (see docs/fairness.md)
    deal_mode = fields.String(validate=validate.OneOf(("server", "contributed")), load_default="server",
                              metadata=doc(
        "`server`: the deal comes from the server's seed (or `seed` or `deck`).\n"
        "`contributed`: from the server's seed and a contribution of every seat, committed\n"
        "to and then revealed before the deal (docs/fairness.md); not with `seed` or `deck`.\n"))
    #: the contributed deal: seconds the seats have to commit and reveal (then a seat that
    #: has not forfeits)
    deal_timeout = fields.Integer(strict=True, validate=validate.Range(min=5, max=86_400),
                                  load_default=None, metadata=doc(
        "A contributed deal's seconds for every seat to commit and reveal (default 300); only "
        "with `deal_mode` `contributed`."))

    clock = fields.Nested(ClockRequestSchema, load_default=None, allow_none=False, metadata=doc(_CLOCK_DOC))

    play_out = fields.Boolean(load_default=False, metadata=doc(
        "Play the bot seats before answering, until a person must act (a game of bots only:\n"
        "to its end); without it the service plays them after answering.\n"))

    open_seat_ttl_s = fields.Integer(strict=True, validate=validate.Range(min=1, max=7 * 86_400),
                                     load_default=None, metadata=doc(
        "Seconds the open seats stay open; when nobody has taken them by then, `on_expiry` says\n"
        "what happens (docs/api.md, \"Open seats that expire\"). Only with an open seat;\n"
        "none: they stay open until taken.\n"))
    on_expiry = fields.String(validate=validate.OneOf(("abort", "bot")), load_default=None, metadata=doc(
        "`abort` (the default): the game ends with no result; `bot`: the heuristic bot takes\n"
        "each seat still open, and the game goes on. Only with `open_seat_ttl_s`.\n"))

    @validates_schema
    def _open_seats_expire(self, data: dict[str, Any], **kwargs: Any) -> None:
        if data.get("open_seat_ttl_s") is not None:
            seats = data.get("seats")
            if isinstance(seats, list) and not any(isinstance(s, dict) and s.get("open") for s in seats):
                raise ValidationError("only open seats expire: the game has none", "open_seat_ttl_s")
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

    json_schema_extra: ClassVar[dict[str, Any]] = {"example": {"kind": "play", "cards": ["7C", "7H"]}}

    # the contract's ActionKind: its enum (ACTION_KINDS) with each kind's prose
    kind = fields.String(required=True, validate=validate.OneOf(ACTION_KINDS),
                         metadata=written_as({"$ref": f"{_REF}{ActionKind.__name__}"}))
    cards = fields.List(CardInput(), validate=validate.Length(max=60), metadata=doc(
        "Each card at most once (`TH` and `10h` are the same card).", uniqueItems=True))
    link = fields.List(CardInput(), validate=validate.Length(max=8), metadata={"json_schema": {"uniqueItems": True}})
    # read as a card by Action.from_dict, which gives the usual message
    as_ = fields.String(data_key="as", metadata=written_as({"$ref": f"{_REF}CardInput"}))
    slot = fields.Integer(strict=True, validate=validate.Range(min=0, max=63))
    choice = fields.String(validate=validate.Length(min=1, max=32))
    #: the contributed deal: ``commit`` carries a commitment, ``reveal`` a contribution
    commitment = fields.String(validate=validate.Regexp(r"^[0-9a-f]{64}$"), metadata=doc(
        "`commit`: SHA-256 (lower-case hex) of the UTF-8 bytes of the contribution."))
    contribution = fields.String(validate=validate.Regexp(r"^[0-9a-f]{64}$"), metadata=doc(
        "`reveal`: the contribution committed to, 64 lower-case hex digits."))

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
    expected_version = fields.Integer(strict=True, required=True, validate=validate.Range(min=0),
                                      metadata=doc("The game version the action was decided on."))
    note = fields.String(load_default=None, allow_none=False, validate=_valid_note, metadata=written_as({
        "type": "string", "minLength": 1, "maxLength": MAX_NOTE,
        "description": ("A short note beside the action (printable text, no control characters or line\n"
                        "breaks), kept in the action's cause in the log. A note is public: everyone,\n"
                        "spectators included, reads it while the game runs (docs/api.md, \"Move notes\").\n")}))


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
                return {"action": _action_of_text(orjson.dumps(body["action"], option=orjson.OPT_SORT_KEYS)),
                        "expected_version": version, "note": None}
            except (TypeError, ValidationError):  # TypeError: a value orjson cannot write
                pass
    loaded: dict[str, Any] = _SUBMIT_ACTION.load(body)
    return loaded


class CreateMatchSchema(SeatsRequestSchema):
    """A match: a series of games at one table (`POST /v1/matches`)."""

    games = fields.Integer(strict=True, validate=validate.Range(min=1, max=99), load_default=None, metadata=doc(
        "Games in the match (default the ruleset's `match.games`); all are played."))
    first_dealer = fields.Integer(strict=True, validate=validate.Range(min=0, max=7), load_default=0, metadata=doc(
        "The first game's dealer; after that the ruleset decides (the loser deals)."))
    seed = fields.String(validate=validate.Length(min=1, max=256), load_default=None, metadata=doc(
        "Every game's deal and bot moves derived from this and the game's index\n"
        "(reproducible matches); shown in the match once it is over.\n"))
    clock = fields.Nested(ClockRequestSchema, load_default=None, allow_none=False,
                          metadata=doc("A time control for every game of the match (docs/clocks.md)."))


class JoinSchema(StrictSchema):
    name = fields.String(validate=validate.Length(min=1, max=64), load_default=None)
    seat = fields.Integer(strict=True, validate=validate.Range(min=0, max=7), load_default=None,
                          metadata=doc("The seat to take (default the first open one)."))


class LeaveSchema(StrictSchema):
    bot = fields.String(validate=validate.OneOf(BOT_NAMES), load_default=None, allow_none=False, metadata=doc(
        "The built-in bot that plays the seat from now on (default `heuristic`)."))


class ParticipantSchema(StrictSchema):
    name = fields.String(validate=validate.Length(min=1, max=64), load_default=None)
    bot = fields.String(validate=validate.OneOf(BOT_NAMES), load_default=None, allow_none=False)
    push = fields.Nested(PushSchema, load_default=None, allow_none=False)
    account = fields.String(validate=validate.Regexp(BOT_NAME), load_default=None, allow_none=False)

    @validates_schema
    def _one_player(self, data: dict[str, Any], **kwargs: Any) -> None:
        if sum(bool(data.get(k)) for k in ("bot", "push", "account")) != 1:
            raise ValidationError("a participant is a built-in bot, a push bot or a registered bot", "bot")


class ParticipantField(fields.Field):  # type: ignore[type-arg]
    """``"heuristic"``, ``{"bot": "heuristic", "name": ...}``, ``{"push": {...}, "name": ...}``
    or ``{"account": "<registered bot>", "name": ...}``."""

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> dict[str, Any]:
        if isinstance(value, str):
            value = {"bot": value}
        if not isinstance(value, dict):
            raise ValidationError("a built-in bot's name or an object {bot | push | account, name}")
        loaded: dict[str, Any] = ParticipantSchema().load(value)
        return loaded


class CreateTournamentSchema(StrictSchema):
    ruleset = RulesetRefField(required=True, metadata=written_as(
        {"description": "A preset name, or a preset with options (e.g. `turn_cap`).", **RULESET_REF}))
    participants = fields.List(ParticipantField(metadata=written_as({"$ref": f"{_REF}ParticipantRequest"})),
                               required=True, validate=validate.Length(min=2, max=64),
                               metadata=doc("The players; list a bot twice to have it play itself."))
    format = fields.String(validate=validate.OneOf(["round_robin", "swiss"]), load_default="round_robin")
    rounds = fields.Integer(strict=True, validate=validate.Range(min=1, max=64), load_default=None,
                            allow_none=True, metadata=doc(
        "Swiss rounds (default ceil(log2(participants))); a round robin is one round."))
    games_per_pairing = fields.Integer(strict=True, validate=validate.Range(min=1, max=1000), load_default=1,
                                       metadata=doc("Deals each table plays (each played `seats_per_game` "
                                                    "times with `duplicate`)."))
    seats_per_game = fields.Integer(strict=True, validate=validate.Range(min=2, max=8), load_default=2)
    seed = fields.String(validate=validate.Length(min=1, max=256), load_default=None, allow_none=True,
                         metadata=doc("Decides every deal and every built-in bot's choice."))
    duplicate = fields.Boolean(load_default=True, metadata=doc("Play every deal once per seat rotation."))
    clock = fields.Nested(ClockRequestSchema, load_default=None, allow_none=False,
                          metadata=doc(
        "A time control for every game of the tournament (docs/clocks.md). Without one, a\n"
        "tournament with a registered bot among its participants plays on the default bots'\n"
        "clock, `{\"initial_ms\": 600000, \"increment_ms\": 2000, \"move_ms\": 60000,\n"
        "\"on_timeout\": \"auto\"}`, so an absent bot cannot hold it up; others have none.\n"))


class RegisterBotSchema(StrictSchema):
    """A bot to register (`POST /v1/bots`)."""

    json_schema_extra: ClassVar[dict[str, Any]] = {
        "example": {"name": "my-bot", "kind": "pull", "description": "plays low", "owner": "ann@example.org"}}

    name = fields.String(required=True, validate=validate.Regexp(BOT_NAME, error="1-40 of A-Z a-z 0-9 _ -"),
                         metadata=doc("Unique; 1-40 letters, digits, `_` or `-`."))
    kind = fields.String(required=True, validate=validate.OneOf(["pull", "push"]), metadata=doc(
        "`pull`: the bot calls the API itself (its feed tells it of its seats); `push`: the\n"
        "service POSTs to `url` whenever one of its seats must act (the `pushBotMove` webhook).\n"))
    url = fields.String(
        validate=[validate.Length(max=2048),
                  validate.URL(schemes={"http", "https"}, require_tld=False,
                               error="an http:// or https:// URL")],
        load_default=None,
        metadata=doc("A push bot's URL (only and always for `push`): a host and port the service may "
                     "call (`PUSH_BOT_HOSTS`).", pattern="^[Hh][Tt][Tt][Pp][Ss]?://"))
    description = fields.String(validate=validate.Length(max=500), load_default=None,
                                metadata=doc("Shown on the bot's profile."))
    owner = fields.String(validate=validate.Length(max=200), load_default=None,
                          metadata=doc("How to reach the bot's owner (shown on its profile)."))

    @validates_schema
    def _url_for_push(self, data: dict[str, Any], **kwargs: Any) -> None:
        if (data.get("kind") == "push") != bool(data.get("url")):
            raise ValidationError("a push bot has a url, a pull bot none", "url")


class CreateChallengeSchema(SeatsRequestSchema):
    """A game proposed to registered bots (`POST /v1/challenges`): created once every bot
    named in a seat's `account` accepts."""

    clock = fields.Nested(ClockRequestSchema, load_default=None, allow_none=False,
                          metadata=doc("The game's time control (docs/clocks.md), as `POST /v1/games` takes it."))
    expires_in_s = fields.Integer(strict=True, validate=validate.Range(min=5, max=86_400), load_default=60,
                                  metadata=doc("Seconds the invited bots have to accept."))


class CreateLadderSchema(StrictSchema):
    """A standing ladder of registered bots (`POST /v1/ladders`), paired by rating by the
    scheduler in `shithead worker`."""

    json_schema_extra: ClassVar[dict[str, Any]] = {
        "example": {"ruleset": "classic", "name": "classic ladder", "seats_per_game": 2,
                    "games_per_hour": 30, "bots": ["my-bot", "your-bot"]}}

    ruleset = RulesetRefField(required=True, metadata=written_as(
        {"description": "A preset name, or a preset with options and card rules.", **RULESET_REF}))
    name = fields.String(validate=validate.Length(min=1, max=64), load_default=None,
                         metadata=doc("A name to show."))
    seats_per_game = fields.Integer(strict=True, validate=validate.Range(min=2, max=4), load_default=2,
                                    metadata=doc("Bots at each game's table (the ruleset's player range applies)."))
    games_per_hour = fields.Integer(strict=True, validate=validate.Range(min=1, max=3600), load_default=12,
                                    metadata=doc(
        "The cadence: the most games a bot starts in any hour, spaced at least an hour / this\n"
        "apart.\n"))
    clock = fields.Nested(ClockRequestSchema, load_default=None, allow_none=False, metadata=doc(
        "The time control of every game of the ladder (docs/clocks.md); by default\n"
        "`{\"move_ms\": 10000, \"on_timeout\": \"forfeit\"}`: ladder games are always clocked, so a\n"
        "bot that stops answering forfeits its game and cannot hold the ladder.\n"))
    bots = fields.List(fields.String(validate=validate.Regexp(BOT_NAME)), validate=validate.Length(max=64),
                       load_default=list, metadata=doc(
        "Registered bots to enrol now (each may leave); others join with their own token.",
        items={"type": "string", "pattern": BOT_NAME}))


_NAME = {"type": ["string", "null"], "minLength": 1, "maxLength": 64}

#: The request components: each schema by its name in the contract, each after those it nests.
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
    "CreateMatchRequest": CreateMatchSchema,
    "CreateTournamentRequest": CreateTournamentSchema,
    "RegisterBotRequest": RegisterBotSchema,
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
            {"type": "object", "additionalProperties": False, "required": ["bot"],
             "properties": {"bot": {"type": "string", "enum": BOT_NAMES}, "name": _NAME}},
            {"type": "object", "additionalProperties": False, "required": ["push"],
             "properties": {"push": {"$ref": f"{_REF}PushBot"}, "name": _NAME}},
            {"type": "object", "additionalProperties": False, "required": ["account"],
             "properties": {"account": {"type": "string", "pattern": BOT_NAME}, "name": _NAME}},
        ],
    },
}
COMPONENTS = ["CardInput", "Action", "RulesetRef", "SeatRequest", "PushBot", "ClockRequest", "CreateGameRequest",
              "JoinRequest", "LeaveRequest", "SubmitActionRequest", "CreateMatchRequest", "ParticipantRequest",
              "CreateTournamentRequest", "RegisterBotRequest", "CreateChallengeRequest",
              "CreateLadderRequest"]

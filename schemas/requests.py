"""Request schemas: what the service loads from a request body (responses: schemas.responses)."""

from __future__ import annotations

import functools
from typing import Any

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


class Card(fields.String):
    """A card in text form (``TH``, ``10h``, ``RJ``); loaded as its canonical name."""

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
    preset = fields.String(required=True, validate=validate.Length(min=1, max=64))
    options = fields.Dict(keys=fields.String(validate=validate.Length(max=64)), load_default=dict)
    #: Card rules replacing the preset's for the same cards (powers reassigned); checked by
    #: the engine, which says what it cannot honour.
    cards = fields.List(fields.Dict(keys=fields.String(validate=validate.Length(max=32))),
                        validate=validate.Length(max=32), load_default=list)


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


class PushSchema(StrictSchema):
    """A push bot: the service POSTs to ``url`` when the seat must act (see ``api.seats``)."""

    url = fields.String(
        required=True,
        validate=[validate.Length(max=2048),
                  validate.URL(schemes={"http", "https"}, require_tld=False,
                               error="an http:// or https:// URL")],
    )
    timeout_ms = fields.Integer(strict=True, validate=validate.Range(min=50, max=10_000), load_default=2000)


class SeatSchema(StrictSchema):
    name = fields.String(validate=validate.Length(min=1, max=64), load_default=None)
    open = fields.Boolean(load_default=False)
    #: A built-in bot plays this seat (the service plays its turns itself).
    #: ``null`` is refused (the contract has no null here): leave the key out instead.
    bot = fields.String(validate=validate.OneOf(BOT_NAMES), load_default=None, allow_none=False)
    #: A push bot plays this seat (the service asks it over HTTP).
    push = fields.Nested(PushSchema, load_default=None, allow_none=False)

    @validates_schema
    def _bot_or_open(self, data: dict[str, Any], **kwargs: Any) -> None:
        if sum(bool(data.get(k)) for k in ("bot", "open", "push")) > 1:
            raise ValidationError("a seat is open, or played by a bot, or by a push bot", "bot")


class SeatsRequestSchema(StrictSchema):
    """A request with a table's seats: a count (2-8) or a list of 2-8 seats."""

    ruleset = RulesetRefField(required=True)
    seats = fields.Raw(required=True)

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
    seed = fields.String(validate=validate.Length(min=1, max=256), load_default=None)
    deck = fields.List(Card(), validate=validate.Length(min=1, max=60), load_default=None)
    turn_cap = fields.Integer(strict=True, validate=validate.Range(min=10, max=100_000), load_default=None)
    dealer = fields.Integer(strict=True, validate=validate.Range(min=0, max=7), load_default=0)
    #: ``server``: the deal comes from the server's seed; ``contributed``: from the server's
    #: seed and a contribution of every seat (see docs/fairness.md)
    deal_mode = fields.String(validate=validate.OneOf(("server", "contributed")), load_default="server")
    #: the contributed deal: seconds the seats have to commit and reveal (then a seat that
    #: has not forfeits)
    deal_timeout = fields.Integer(strict=True, validate=validate.Range(min=5, max=86_400),
                                  load_default=None)

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
    kind = fields.String(required=True, validate=validate.OneOf(ACTION_KINDS))
    cards = fields.List(Card(), validate=validate.Length(max=60))
    link = fields.List(Card(), validate=validate.Length(max=8))
    as_ = fields.String(data_key="as")
    slot = fields.Integer(strict=True, validate=validate.Range(min=0, max=63))
    choice = fields.String(validate=validate.Length(min=1, max=32))
    #: the contributed deal: ``commit`` carries a commitment, ``reveal`` a contribution
    commitment = fields.String(validate=validate.Regexp(r"^[0-9a-f]{64}$"))
    contribution = fields.String(validate=validate.Regexp(r"^[0-9a-f]{64}$"))

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


class SubmitActionSchema(StrictSchema):
    action = fields.Nested(ActionSchema, required=True)
    expected_version = fields.Integer(strict=True, required=True, validate=validate.Range(min=0))


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
                        "expected_version": version}
            except (TypeError, ValidationError):  # TypeError: a value orjson cannot write
                pass
    loaded: dict[str, Any] = _SUBMIT_ACTION.load(body)
    return loaded


class CreateMatchSchema(SeatsRequestSchema):
    """A match: a series of games at one table (``POST /v1/matches``)."""

    #: Games in the match (default: the ruleset's ``match.games``); all of them are played.
    games = fields.Integer(strict=True, validate=validate.Range(min=1, max=99), load_default=None)
    #: The first game's dealer; later games' dealers follow the ruleset (the loser deals).
    first_dealer = fields.Integer(strict=True, validate=validate.Range(min=0, max=7), load_default=0)
    #: Every game's deal (and bot seats' moves) derived from this and the game's index.
    seed = fields.String(validate=validate.Length(min=1, max=256), load_default=None)


class JoinSchema(StrictSchema):
    name = fields.String(validate=validate.Length(min=1, max=64), load_default=None)
    seat = fields.Integer(strict=True, validate=validate.Range(min=0, max=7), load_default=None)


class ParticipantSchema(StrictSchema):
    name = fields.String(validate=validate.Length(min=1, max=64), load_default=None)
    bot = fields.String(validate=validate.OneOf(BOT_NAMES), load_default=None, allow_none=False)
    push = fields.Nested(PushSchema, load_default=None, allow_none=False)

    @validates_schema
    def _one_player(self, data: dict[str, Any], **kwargs: Any) -> None:
        if bool(data.get("bot")) == bool(data.get("push")):
            raise ValidationError("a participant is a built-in bot or a push bot", "bot")


class ParticipantField(fields.Field):  # type: ignore[type-arg]
    """``"heuristic"`` or ``{"bot": "heuristic", "name": ...}`` or ``{"push": {...}, "name": ...}``."""

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> dict[str, Any]:
        if isinstance(value, str):
            value = {"bot": value}
        if not isinstance(value, dict):
            raise ValidationError("a built-in bot's name or an object {bot | push, name}")
        loaded: dict[str, Any] = ParticipantSchema().load(value)
        return loaded


class CreateTournamentSchema(StrictSchema):
    ruleset = RulesetRefField(required=True)
    participants = fields.List(ParticipantField(), required=True, validate=validate.Length(min=2, max=64))
    format = fields.String(validate=validate.OneOf(["round_robin", "swiss"]), load_default="round_robin")
    rounds = fields.Integer(strict=True, validate=validate.Range(min=1, max=64), load_default=None,
                            allow_none=True)
    games_per_pairing = fields.Integer(strict=True, validate=validate.Range(min=1, max=1000), load_default=1)
    seats_per_game = fields.Integer(strict=True, validate=validate.Range(min=2, max=8), load_default=2)
    seed = fields.String(validate=validate.Length(min=1, max=256), load_default=None, allow_none=True)
    duplicate = fields.Boolean(load_default=True)

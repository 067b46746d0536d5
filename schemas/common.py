"""What many answers share: the result of a game, a time control, a game's ruleset, and
the field groups that say where a game stands (its version, who acts, its result, its
events, its deal), made by one function each so every answer that carries them says the
same."""

from __future__ import annotations

from typing import Any

from marshmallow import fields, validate

from .values import Json, ResponseSchema, Seat


class ResultSchema(ResponseSchema):
    """How the game ended."""

    reason = fields.String(
        validate=validate.OneOf(
            ["last_player", "first_out", "turn_cap", "forfeit", "resigned", "aborted"]
        ),
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


class TimeControlSchema(ResponseSchema):
    """A game's time control (docs/clocks.md), as it was created."""

    initial_ms = fields.Integer(
        strict=True,
        required=True,
        allow_none=True,
        metadata={"description": "Each seat's time for the game; null: no such limit."},
    )
    increment_ms = fields.Integer(
        strict=True,
        required=True,
        metadata={"description": "Added when a seat's own move stops its clock."},
    )
    move_ms = fields.Integer(
        strict=True,
        required=True,
        allow_none=True,
        metadata={"description": "The most one move may take; null: no such limit."},
    )
    on_timeout = fields.String(validate=validate.OneOf(["forfeit", "auto"]), required=True)


class GameRulesetSchema(ResponseSchema):
    preset = fields.String(required=True)
    options = Json(json_schema={"type": "object"}, required=True)
    name = fields.String(required=True)


def version_field(description: str | None = None, minimum: int = 0) -> fields.Integer:
    """A game's version (the number of events in its log)."""
    return fields.Integer(
        strict=True,
        validate=validate.Range(min=minimum),
        required=True,
        metadata={"description": description} if description else {},
    )


def to_act_field() -> fields.List[Any]:
    """The seats that may act at the answer's version."""
    return fields.List(
        Seat(),
        required=True,
        metadata={
            "description": "The seats that may act now (several during setup; none once the game is over)."
        },
    )


def result_field() -> fields.Nested:
    """The game's result at the answer's version."""
    return fields.Nested(
        ResultSchema,
        required=True,
        allow_none=True,
        metadata={"description": "The result once the game is over; null while it runs."},
    )


def events_field(description: str | None = None) -> fields.List[Any]:
    """Events of the log, each with its `seq` and cause."""
    return fields.List(
        Json(json_schema={"$ref": "#/components/schemas/SequencedEvent"}),
        required=True,
        metadata={"description": description} if description else {},
    )


def deal_mode_field(description: str = "How the deal is made (docs/fairness.md).") -> fields.String:
    return fields.String(
        validate=validate.OneOf(["server", "contributed"]),
        required=True,
        metadata={"description": description},
    )


def deal_deadline_field(
    description: str = (
        "A contributed deal's deadline (Unix time) for every seat to commit and reveal; "
        "null otherwise."
    ),
) -> fields.Float:
    return fields.Float(required=True, allow_none=True, metadata={"description": description})


def open_until_field() -> fields.Float:
    """When a game's open seats stop being open (its creation's ``open_seat_ttl_s``)."""
    return fields.Float(
        required=True,
        allow_none=True,
        metadata={
            "description": (
                "When the open seats stop being open (Unix time), as the creation's `open_seat_ttl_s` "
                "set it: a join after it is refused (409 `seats_expired`) and `on_expiry` happens. "
                "Null when no open seat waits to expire: none was set, every seat is taken, or the "
                "game is over. The lobby lists no game past it."
            )
        },
    )


def on_expiry_field() -> fields.String:
    """What happens at ``open_until`` to the seats still open."""
    return fields.String(
        validate=validate.OneOf(["abort", "bot"]),
        required=True,
        allow_none=True,
        metadata={
            "description": (
                "What happens at `open_until` to the seats still open: `abort`, the "
                "game ends with no result; `bot`, the heuristic bot takes each of them. "
                "Null with `open_until`."
            )
        },
    )


COMPONENTS = ["Result", "TimeControl"]
RAW: dict[str, dict[str, Any]] = {}

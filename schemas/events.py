"""Event schemas: one per event type of ``engine.events``, made from its fields.

An event's wire form (``engine.events.event_to_dict``) is its type's name under ``type``
and its fields, cards by name; a reader's copy may be redacted (``engine.view.redact_event``):
a card it may not see is null, cards drawn or given unseen are null with a ``count``, and
the deal shows the reader's own view of the table instead of the deck. The schemas follow
the event types, so a new event type is in the contract as soon as it is in the engine.
"""

from __future__ import annotations

import importlib.util
import inspect
import typing
from pathlib import Path
from typing import Any

from marshmallow import fields, validate

from engine import events as engine_events
from engine.events import _CARD_FIELDS, _MASK_FIELDS, EVENT_TYPES, SOURCE_NAMES

from .games import CauseSchema
from .values import Card, ResponseSchema, Seat
from .views import SeatViewSchema, ViewPileItemSchema

#: Fields that name a seat (a number 0-7, never -1).
_SEAT_FIELDS = {"seat", "by", "target"}
#: What a field means where its name and its event's description do not say it all.
_MEANING = {
    ("ModeChanged", "mode"): "0: the normal game, 1: the reversed game.",
    ("CardTurned", "slot"): "The table slot of the blind card turned; -1: the stock's top card.",
    ("CardsGiven", "to"): "The seat given to; -1: to the pass (delivered once everyone has given).",
    ("CardsGiven", "slots"): "The table slots whose blind top card is given too.",
    (
        "ResponseRequested",
        "reason",
    ): "`burn`, `forced_pickup`, `gambit`, `gambit_choice`, `shot` or `sample_return`.",
    (
        "GameEnded",
        "reason",
    ): "`last_player` (one player is left holding cards), `first_out`, `turn_cap`, `forfeit`, "
    "`resigned` or `aborted`.",
    (
        "GameAborted",
        "reason",
    ): "`abort`: a seat called the game off before its first play (`seats`: that "
    "seat); `expired`: nobody took the open seats in time (`seats`: those seats).",
    ("SeatLeft", "bot"): "The built-in bot that plays the seat from now on.",
    ("DealForfeited", "seats"): "The seats that had not committed or revealed in time.",
    ("PassRequested", "again"): "`seat` goes on with its own turn.",
    ("SkipsDeferred", "skips"): "Applied when the player's extra turn ends.",
}
for _event, _name in (
    ("HandsPassed", "direction"),
    ("CardsPassed", "direction"),
    ("DirectionReversed", "direction"),
):
    _MEANING[_event, _name] = "1: clockwise, -1: counterclockwise."

#: Fields whose cards a reader may be refused: null, with a ``count`` beside them.
_COUNTED = {"CardsDrawn": "cards", "CardsGiven": "cards"}


def _field(event: str, name: str, annotation: Any) -> fields.Field[Any]:
    """The schema field of one of an event type's fields, from its name and type."""
    if name in _MASK_FIELDS:
        return fields.List(Card(), required=True, allow_none=_COUNTED.get(event) == name)
    if name in _CARD_FIELDS:
        return Card(
            required=True,
            allow_none=True,
            metadata={"description": "null: a card the reader may not see (or none)."},
        )
    if name == "deck":
        return fields.List(
            Card(),
            required=True,
            allow_none=True,
            metadata={"description": "The deck, top card first; null when redacted."},
        )
    if name == "source":
        return fields.String(required=True, validate=validate.OneOf(SOURCE_NAMES))
    if name in ("loser", "winner"):
        return Seat(required=True, allow_none=True)
    if name in ("seats", "order"):
        return fields.List(Seat(), required=True)
    if name in _SEAT_FIELDS:
        return Seat(required=True)
    if annotation == tuple[int, ...]:
        return fields.List(fields.Integer(strict=True), required=True)
    if annotation is bool:
        return fields.Boolean(required=True)
    if annotation is int:
        return fields.Integer(strict=True, required=True)
    if annotation is str:
        return fields.String(required=True)
    raise TypeError(f"{event}.{name}: no schema field for {annotation!r}")


def _extra_fields(event: str) -> dict[str, fields.Field[Any]]:
    """Fields only a reader's redacted copy has."""
    if event in _COUNTED:
        return {
            "count": fields.Integer(
                strict=True,
                validate=validate.Range(min=0),
                metadata={
                    "description": "How many cards (in a reader's copy, even when it may not see them)."
                },
            )
        }
    if event == "Dealt":
        return {
            "deck_size": fields.Integer(strict=True, validate=validate.Range(min=1)),
            "seats": fields.List(
                fields.Nested(SeatViewSchema),
                metadata={
                    "description": "The table as the reader sees it once dealt (a redacted deal)."
                },
            ),
            "pile": fields.List(fields.Nested(ViewPileItemSchema)),
            "stock_count": fields.Integer(strict=True, validate=validate.Range(min=0)),
        }
    return {}


def _event_schema(event_type: type) -> type[ResponseSchema]:
    name = event_type.__name__
    declared: dict[str, Any] = {
        "type": fields.String(required=True, validate=validate.OneOf([name]))
    }
    hints = typing.get_type_hints(event_type)
    for field_name in event_type._fields:  # type: ignore[attr-defined]
        field = _field(name, field_name, hints[field_name])
        meaning = _MEANING.get((name, field_name))
        if meaning:
            field.metadata = {**field.metadata, "description": meaning}
        declared[field_name] = field
    declared.update(_extra_fields(name))
    doc = inspect.getdoc(event_type) or ""
    if doc.startswith(f"{name}("):  # the NamedTuple's own placeholder
        doc = ""
    declared["__doc__"] = doc or None
    return type(f"{name}EventSchema", (ResponseSchema,), declared)


def _sequenced(name: str, schema: type[ResponseSchema]) -> type[ResponseSchema]:
    """An event as a game's log gives it: numbered, with the action that caused it."""
    return type(
        f"Sequenced{name}Schema",
        (schema,),
        {
            "__doc__": schema.__doc__,
            "seq": fields.Integer(
                strict=True,
                required=True,
                validate=validate.Range(min=1),
                metadata={"description": "The event's number; the game's version after it."},
            ),
            "cause": fields.Nested(
                CauseSchema,
                metadata={
                    "description": "The action that caused it, on the first event of the action's batch."
                },
            ),
        },
    )


def _declared_event_types() -> tuple[type, ...]:
    """The event types as their source declares them. The compiled engine (see ``setup.py``)
    keeps neither a class's docstring nor the parameters of its annotations (``tuple`` for
    ``tuple[int, ...]``), and the contract must not depend on which build runs: under it,
    the source module is loaded beside the compiled one, for its declarations only."""
    source = Path(engine_events.__file__ or "").with_name("events.py")
    if (engine_events.__file__ or "").endswith(".py") or not source.is_file():
        return tuple(EVENT_TYPES)
    spec = importlib.util.spec_from_file_location("engine._declared_events", source)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    declared: tuple[type, ...] = module.EVENT_TYPES
    assert [t.__name__ for t in declared] == [t.__name__ for t in EVENT_TYPES]
    return declared


#: The schema of each event type, by component name (``<type>Event``).
EVENTS: dict[str, type[ResponseSchema]] = {
    f"{t.__name__}Event": _event_schema(t) for t in _declared_event_types()
}
#: The same in a game's log (``Sequenced<type>Event``): a ``seq`` and a ``cause`` more.
SEQUENCED: dict[str, type[ResponseSchema]] = {
    f"Sequenced{name}": _sequenced(name, schema) for name, schema in EVENTS.items()
}
SCHEMAS = {**EVENTS, **SEQUENCED}

_REF = "#/components/schemas/"


def _union(description: str, names: list[str]) -> dict[str, Any]:
    """One of ``names``, told apart by ``type`` (which the names end with)."""
    return {
        "description": description,
        "type": "object",
        "required": ["type"],
        "properties": {"type": {"$ref": f"{_REF}EventType"}},
        "oneOf": [{"$ref": f"{_REF}{name}"} for name in names],
        "discriminator": {
            "propertyName": "type",
            "mapping": {
                t.__name__: f"{_REF}{name}" for t, name in zip(EVENT_TYPES, names, strict=True)
            },
        },
    }


RAW: dict[str, dict[str, Any]] = {
    "EventType": {
        "type": "string",
        "description": "An event's `type`.",
        "enum": [t.__name__ for t in EVENT_TYPES],
    },
    "Event": _union(
        "One event, possibly redacted for the reader: its fields depend on its "
        "`type` (one schema per type).",
        list(EVENTS),
    ),
    "SequencedEvent": _union(
        "An event of a game's log: an `Event` with its number (`seq`) and, "
        "on the first event of an action's batch, its `cause`.",
        list(SEQUENCED),
    ),
}

COMPONENTS: list[str] = ["EventType", *SCHEMAS, "Event", "SequencedEvent"]

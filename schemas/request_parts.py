"""What every request schema is made of: a field's documentation, a strict schema (unknown
fields refused), a card in text form, the shared ``$ref`` unions of a ruleset and of seats,
and the check of a Standard Webhooks secret (:mod:`schemas.requests`,
:mod:`schemas.competition_requests`)."""

from __future__ import annotations

import re
from typing import Any, ClassVar

from marshmallow import RAISE, Schema, ValidationError, fields

from engine.cards import CardError, parse_card

from .values import ComponentField


def doc(description: str, **json_schema: Any) -> dict[str, Any]:
    """A field's ``metadata``: its description in the contract, and any JSON Schema keys
    its validators do not give (``schemas.openapi`` writes them)."""
    return {"description": description, **({"json_schema": json_schema} if json_schema else {})}


def written_as(json_schema: dict[str, Any]) -> dict[str, Any]:
    """A field's ``metadata`` for a field whose JSON Schema is written out (a union)."""
    return {"json_schema_exact": json_schema}


_REF = "#/components/schemas/"
#: A Standard Webhooks secret: ``whsec_`` and the base64 of 24 to 64 bytes.
WEBHOOK_SECRET = (
    r"^whsec_(?:(?:[A-Za-z0-9+/]{4}){8,21}(?:[A-Za-z0-9+/]{2}==)?"
    r"|(?:[A-Za-z0-9+/]{4}){8,20}[A-Za-z0-9+/]{3}=)$"
)
#: A ruleset in a request: a preset's name, or a preset with options and card rules.
RULESET_REF = {
    "oneOf": [{"type": "string", "minLength": 1, "maxLength": 64}, {"$ref": f"{_REF}RulesetRef"}]
}
#: A table's seats in a request: how many, or one entry each.
SEATS = {
    "oneOf": [
        {"type": "integer", "minimum": 2, "maximum": 8},
        {"type": "array", "minItems": 2, "maxItems": 8, "items": {"$ref": f"{_REF}SeatRequest"}},
    ]
}


def _webhook_secret(text: str) -> None:
    # the whole text (a pattern's "$" would let a trailing new line through)
    if not re.fullmatch(WEBHOOK_SECRET.removeprefix("^").removesuffix("$"), text):
        raise ValidationError(
            "a Standard Webhooks secret: whsec_ and the base64 of 24 to 64 random bytes"
        )


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


__all__ = [
    "RULESET_REF",
    "SEATS",
    "WEBHOOK_SECRET",
    "CardInput",
    "StrictSchema",
    "doc",
    "written_as",
]

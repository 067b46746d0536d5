"""The problem every error is answered with (RFC 9457, ``application/problem+json``)."""

from __future__ import annotations

from typing import Any

from marshmallow import fields, validate

from .values import Json, ResponseSchema


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


COMPONENTS = ["Problem"]
RAW: dict[str, dict[str, Any]] = {}

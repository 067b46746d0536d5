"""Replay documents, their signature and verification, and the service's signing keys."""

from __future__ import annotations

from typing import Any

from marshmallow import fields, validate

from engine.verdict import ORIGINS, STATUSES

from .common import ResultSchema, TimeControlSchema, deal_deadline_field, deal_mode_field
from .games import CauseSchema
from .rulesets import RulesetSchema
from .values import Card, Json, ResponseSchema, SeedCommitment, StrictResponseSchema
from .views import ViewSchema


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
    deal_mode = deal_mode_field("How the deck was made (docs/fairness.md).")
    deal_deadline = deal_deadline_field(
        "A contributed deal's deadline (Unix time) for the seats' commitments and reveals; null otherwise."
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
    clock = fields.Nested(
        ReplayClockSchema,
        metadata={
            "description": (
                "A clocked game's time control and `start_ms`, when its clocks started (the deal's\n"
                "time); hashed into the genesis with the header when present (docs/clocks.md).\n"
            )
        },
    )
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
        }
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


COMPONENTS = ["ReplayDocument", "Signature", "SigningKey", "KeyList", "VerifyResult"]
RAW: dict[str, dict[str, Any]] = {}

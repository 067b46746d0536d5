"""Marshmallow schemas: the wire format of requests and responses."""

from .wire import (
    ActionSchema,
    CreateGameSchema,
    CreateMatchSchema,
    CreateTournamentSchema,
    JoinSchema,
    RulesetRefSchema,
    SeatSchema,
    SubmitActionSchema,
)

__all__ = [
    "ActionSchema",
    "CreateGameSchema",
    "CreateMatchSchema",
    "CreateTournamentSchema",
    "JoinSchema",
    "RulesetRefSchema",
    "SeatSchema",
    "SubmitActionSchema",
]

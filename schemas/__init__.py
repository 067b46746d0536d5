"""Marshmallow schemas: the wire format of requests and responses."""

from .competition_requests import CreateMatchSchema, CreateTournamentSchema
from .requests import (
    ActionSchema,
    CreateGameSchema,
    JoinSchema,
    LeaveSchema,
    RulesetRefSchema,
    SeatSchema,
    SubmitActionSchema,
    load_submit_action,
)

__all__ = [
    "ActionSchema",
    "CreateGameSchema",
    "CreateMatchSchema",
    "CreateTournamentSchema",
    "JoinSchema",
    "LeaveSchema",
    "RulesetRefSchema",
    "SeatSchema",
    "SubmitActionSchema",
    "load_submit_action",
]

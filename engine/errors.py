"""Typed engine errors, each with a stable code clients can switch on."""

from __future__ import annotations


class EngineError(ValueError):
    code = "engine_error"


class InvalidActionError(EngineError):
    """The action is malformed (unknown kind, unknown card, wrong shape)."""

    code = "invalid_action"


class IllegalActionError(EngineError):
    """A well-formed action that the rules do not allow now."""

    code = "illegal_action"


class NotYourTurnError(EngineError):
    code = "not_your_turn"


class GameOverError(EngineError):
    code = "game_over"


class NotStartedError(EngineError):
    code = "not_started"


class UnknownSeatError(EngineError):
    code = "unknown_seat"


class ReplayError(EngineError):
    """An event log that cannot be folded into a state."""

    code = "invalid_event_log"

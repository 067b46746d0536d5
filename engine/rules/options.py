"""Options: the named, typed changes to a preset's data that a client may choose, each
declared next to its preset (see :mod:`engine.rules.presets`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .model import Ruleset
from .powers import RulesetError


@dataclass(frozen=True, kw_only=True)
class Option:
    name: str
    summary: str
    default: Any
    #: ``bool``, ``int``, a tuple of allowed string values, or ``ranks``: a list of distinct
    #: values from ``choices`` (the default may be ``None``: as the preset has it).
    type: str | tuple[str, ...]
    apply: Callable[[Ruleset, Any], Ruleset]
    minimum: int = 0
    maximum: int = 0
    choices: tuple[str, ...] = ()
    #: Given the finished ruleset, why this option (chosen) cannot be honoured, or ``None``.
    clash: Callable[[Ruleset], str | None] | None = None

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"name": self.name, "summary": self.summary, "default": self.default}
        if isinstance(self.type, tuple):
            out["type"] = "choice"
            out["choices"] = list(self.type)
        else:
            out["type"] = self.type
        if self.type == "ranks":
            out["choices"] = list(self.choices)
        if self.type == "int":
            out["minimum"], out["maximum"] = self.minimum, self.maximum
        return out

    def check(self, value: Any) -> Any:
        if isinstance(self.type, tuple):
            if value not in self.type:
                raise RulesetError(
                    f"option {self.name!r} must be one of {list(self.type)}, got {value!r}"
                )
        elif self.type == "bool":
            if not isinstance(value, bool):
                raise RulesetError(f"option {self.name!r} must be true or false, got {value!r}")
        elif self.type == "ranks":
            if value is None and self.default is None:
                return value
            if (
                not isinstance(value, list)
                or not all(isinstance(v, str) for v in value)
                or not set(value) <= set(self.choices)
                or len(set(value)) != len(value)
            ):
                raise RulesetError(
                    f"option {self.name!r} must be a list of distinct ranks from "
                    f"{list(self.choices)}, got {value!r}"
                )
        elif self.type == "int" and value is None and self.default is None:
            return value
        elif self.type == "int" and (
            isinstance(value, bool)
            or not isinstance(value, int)
            or not self.minimum <= value <= self.maximum
        ):
            raise RulesetError(
                f"option {self.name!r} must be an integer from {self.minimum} to {self.maximum}, got {value!r}"
            )
        return value

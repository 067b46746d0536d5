"""Reading and checking one setting's value: a variable's text as the setting's type, within
its bounds and choices (:mod:`api.settings` declares the settings; this module checks them)."""

from __future__ import annotations

import dataclasses
import typing
from typing import Any


class SettingsError(ValueError):
    """A setting's value that cannot be used; the message names its variable."""


_TRUE, _FALSE = ("1", "true", "yes", "on"), ("0", "false", "no", "off")


def kind_of(hint: Any) -> type:
    """A field's type, without its ``| None``."""
    args = [a for a in typing.get_args(hint) if a is not type(None)]
    return args[0] if args else hint  # type: ignore[no-any-return]


def fail(f: dataclasses.Field[Any], value: Any, why: str) -> SettingsError:
    return SettingsError(
        f"{f.metadata['env']}={value!r}: {why} (see docs/deploy.md, Environment variables)"
    )


def parse(f: dataclasses.Field[Any], raw: str, hint: Any) -> Any:
    """The variable's text as the field's value, checked."""
    kind = kind_of(hint)
    text = raw.strip()
    if kind is bool:
        if text.lower() not in _TRUE + _FALSE:
            raise fail(f, raw, "not 1 or 0")
        return checked(f, hint=hint, value=text.lower() in _TRUE)
    if kind is int or kind is float:
        try:
            value = kind(text)
        except ValueError:
            raise fail(f, raw, f"not {'a whole number' if kind is int else 'a number'}") from None
        return checked(f, hint=hint, value=value)
    return checked(f, hint=hint, value=raw)


def checked(f: dataclasses.Field[Any], value: Any, hint: Any) -> Any:
    """``value`` if it is of the field's type and within its bounds, else :class:`SettingsError`."""
    kind, meta = kind_of(hint), f.metadata
    if value is None and type(None) in typing.get_args(hint):
        return None
    if kind is float and isinstance(value, int) and not isinstance(value, bool):
        value = float(value)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise fail(f, value, f"not of type {kind.__name__}")
    if kind in (int, float):
        if value != value or (meta["minimum"] is not None and value < meta["minimum"]):
            raise fail(f, value, f"below {meta['minimum']:g}")
        if meta["maximum"] is not None and value > meta["maximum"]:
            raise fail(f, value, f"above {meta['maximum']:g}")
    if meta["choices"]:
        if str(value).lower() not in meta["choices"]:
            raise fail(f, value, f"not one of {', '.join(meta['choices'])}")
        value = str(value).lower()
    if meta["check"] == "limits":
        from limits import parse_many

        try:
            parse_many(value)
        except ValueError:
            raise fail(f, value, "not a rate limit such as '120 per minute'") from None
    return value

"""The JSON text of response bodies: orjson where it can write the value, else the standard
library (which also writes integers past 64 bits). Both give the same JSON values; orjson
writes no spaces and leaves non-ASCII characters unescaped (the body is UTF-8)."""

from __future__ import annotations

import json
from typing import Any

import orjson

_OPTIONS = orjson.OPT_NON_STR_KEYS


def dumps(obj: Any) -> str:
    try:
        return orjson.dumps(obj, option=_OPTIONS).decode()
    except TypeError:
        return json.dumps(obj)


class BodyError(ValueError):
    """A request body that is not JSON text the service can take (the message says why)."""


def loads(raw: bytes, *, lone_surrogates: bool = False) -> Any:
    """A request body's JSON value: orjson where it reads the text, else the standard library
    (which also reads ``NaN``, integers past 64 bits, ...).

    Refused with :class:`BodyError`: text that is not JSON, nesting deeper than the parsers
    go (orjson stops at 1024 levels, the standard library at Python's recursion limit), and
    a string holding a lone surrogate (``"\\ud800"``), which is no Unicode character and
    could be neither stored nor answered (unless ``lone_surrogates``: a replay document to
    verify is only read, and such a string makes it invalid).
    """
    try:
        return orjson.loads(raw)
    except orjson.JSONDecodeError:
        pass  # orjson reads strict JSON only; what the standard library reads is read as before
    try:
        value = json.loads(raw)
    except RecursionError:
        raise BodyError("the body nests deeper than this service reads") from None
    except (ValueError, UnicodeDecodeError) as exc:
        raise BodyError(f"the body is not valid JSON: {exc}") from None
    if not lone_surrogates:
        _refuse_lone_surrogates(value)
    return value


def _refuse_lone_surrogates(value: Any) -> None:
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
        elif isinstance(item, str):
            try:
                item.encode("utf-8")
            except UnicodeEncodeError:
                raise BodyError(
                    "the body holds a lone surrogate (such as \\ud800), "
                    "which is not a Unicode character"
                ) from None

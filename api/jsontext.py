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

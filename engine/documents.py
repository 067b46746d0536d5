"""What every signed JSON document of the engine shares: its canonical bytes, the name of
its signature block, and the failure a check of it reports.

Replays (:mod:`engine.replays`) and signatures (:mod:`engine.signing`) both build on these;
keeping them here lets each of the two import the other's ground without importing the other.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

#: The document's field that holds its signature block (left out of what is signed).
SIGNATURE_KEY = "signature"


def canonical(obj: Any) -> bytes:
    """The bytes hashed and signed: sorted keys, no spaces, non-ASCII escaped (so any string encodes)."""
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=True).encode()


@dataclass(frozen=True)
class Failure(Exception):
    """The first thing that fails: a JSON pointer into the document and why."""

    pointer: str
    reason: str


__all__ = ["SIGNATURE_KEY", "Failure", "canonical"]

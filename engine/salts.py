"""The salt of a chosen seed, as documents reveal it: checked before the commitment is.

A seed its creator chose (``s1``) could be guessed, and its plain SHA-256 found from a short
list in a moment; so the server commits to it salted (:func:`engine.deal.commitment`) and
reveals the salt beside the seed once nothing is left to deal. Replays (``seed_salt``),
tournament specs (``salt``) and match results (``seed_salt``) carry it; a document without
one is an older one, or a seed the server drew itself, and is checked unsalted.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .deal import is_salt
from .documents import Failure

SALT_KEY = "seed_salt"


def check_salt(doc: Mapping[str, Any], key: str = SALT_KEY, at: str | None = None) -> None:
    """``doc[key]``, when there, is a salt: 64 lowercase hex digits (``at``: its pointer)."""
    if doc.get(key) is not None and not is_salt(doc[key]):
        raise Failure(at or f"/{key}", "a seed's salt is 64 lowercase hex digits")

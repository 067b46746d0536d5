"""Which check a document gets: the one entry ``shithead verify`` and ``POST
/v1/replays/verify`` call, for a replay or a tournament's or a match's results alike.

The verdict itself is :func:`engine.verdict.decide`'s: ``keys`` None means the verifier was
given no key (the answer is ``consistent`` at best); a mapping, even an empty one, means only a
signature by one of those keys makes a document ``valid``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

from .ladder import verify_ladder_results
from .replays import verify_document
from .results import verify_match_results, verify_results
from .signing import checker
from .verdict import Reference

#: What a document is, by its ``format``'s name (any version of it).
KINDS = {
    "shithead-tournament-results/": "tournament",
    "shithead-match-results/": "match",
    "shithead-ladder-results/": "ladder",
}
#: The field naming what each kind of document claims to be.
SUBJECTS = {
    "replay": "game_id",
    "tournament": "tournament_id",
    "match": "match_id",
    "ladder": "ladder_id",
}


def kind(doc: Any) -> str:
    """``tournament``, ``match`` or ``ladder`` for a results document, else ``replay``."""
    fmt = doc.get("format") if isinstance(doc, dict) else None
    return next(
        (k for prefix, k in KINDS.items() if isinstance(fmt, str) and fmt.startswith(prefix)),
        "replay",
    )


def subject(doc: Any) -> str | None:
    """The id of what the document claims to be (a game, a tournament, a match, a ladder), if
    it names one."""
    if not isinstance(doc, dict):
        return None
    value = doc.get(SUBJECTS[kind(doc)])
    return value if isinstance(value, str) and value else None


def audit(
    doc: Any,
    *,
    keys: Mapping[str, Ed25519PublicKey] | None = None,
    replays: Sequence[Any] = (),
    reference: Callable[[], Reference | None] | None = None,
) -> dict[str, Any]:
    """The verdict on ``doc`` (any JSON value), never an exception: a replay, or a results
    document checked against its games' ``replays``; its signature checked against ``keys``
    (by id) when given. ``reference`` gives a trusted copy of the same document, asked for only
    to say where a failing one was changed."""
    check = checker(keys) if keys is not None else None
    what = kind(doc)
    if what == "replay":
        return verify_document(doc, check_signature=check, reference=reference)
    verify = {"match": verify_match_results, "ladder": verify_ladder_results}.get(
        what, verify_results
    )
    return verify(doc, replays, check_signature=check, reference=reference)


__all__ = ["KINDS", "SUBJECTS", "audit", "kind", "subject"]

"""Replay documents: build one from a game's log, and verify one with nothing but the engine.

A replay is one JSON document (format ``shithead-replay/2``). Every field is either

* **bound** by the hash chain: the header fields (:data:`HEADER_KEYS`) are hashed into the
  chain's genesis, and each event's hash covers its sequence number, the event and the action
  that caused it, chained to the hash before it; or
* **recomputed and compared**: the deal (from the seed, which must match its commitment), every
  event (each recorded action re-applied by the engine), the phase, ``over``, and the result
  (placings, loser, winner, draw, reason); or
* the optional ``signature`` block, which is checked when the verifier knows the key and is
  otherwise reported as unchecked (see :mod:`engine.signing`).

Nothing else may be in the document: an unknown field anywhere is rejected. The hash chain
alone proves nothing against someone who recomputes it; it makes the whole document depend on
its last hash, so that one signature, or one hash published elsewhere (a tournament's results),
vouches for every field.

:func:`verify_document` answers with a ``status`` (:mod:`engine.verdict` decides it):
``valid`` (a finished game, everything checked, signed by a key the verifier was given),
``consistent`` (the same, but no key was given: the origin is unchecked),
``consistent_so_far`` (a game still being played: structure and chain hold up to the last
event, but the deal is not revealed yet, so nothing can be re-played), ``unauthenticated``
(keys given, but the document is not signed by one of them) or ``invalid``, with ``pointer``
(a JSON pointer, RFC 6901, to the first field that fails) and ``reason``.

Documents of the older format ``shithead-replay/1`` are answered ``invalid``: they did not bind
the seats' names, the game id or the result, so a check of one would vouch for too little.
The service exports any stored game again in the current format.

The package is three rooms, each importing only those before it: :mod:`.build` (the
format's fields, the hash chain and the document built from a game's log), :mod:`.shape`
(the document's structure checked, field by field, before anything is re-played) and
:mod:`.verify` (the deal and every action re-played by the engine, and the verdict). The
names the rest of the code uses are importable from here.
"""

from ..documents import Failure, canonical
from ..verdict import Reference, SignatureCheck
from ..verdict import decide as verdict
from .build import (
    FORMAT,
    HEADER_KEYS,
    OPTIONAL_HEADER_KEYS,
    build_document,
    chain,
    genesis_hash,
    header,
    last_hash,
)
from .shape import check_fields, pointer
from .verify import expected_deal, replay_views, verify_document

__all__ = [
    "FORMAT",
    "HEADER_KEYS",
    "OPTIONAL_HEADER_KEYS",
    "Failure",
    "Reference",
    "SignatureCheck",
    "build_document",
    "canonical",
    "chain",
    "check_fields",
    "expected_deal",
    "genesis_hash",
    "header",
    "last_hash",
    "pointer",
    "replay_views",
    "verdict",
    "verify_document",
]

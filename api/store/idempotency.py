"""Idempotency records: what a submit with an ``Idempotency-Key`` leaves for its retries.

A retry of a submit (same seat, same key) gets the first answer again, byte for byte, and
appends nothing; the same key with another request body is refused. So a record holds the
request's fingerprint and the first answer. It is kept compact and for a limited time:

* one hash per game, ``g:{<game id>}:idempotency`` (in the game's hash slot), field
  ``<seat>:<key>``, written by the append script itself with the time it was written
  (Redis's clock): a retry inside the window (``IDEMPOTENCY_TTL_S``, default a day) is
  answered from it; after the window the key is new again, and the version check refuses
  the stale move it carries (a 409). Redis 6.2 has no expiry per field: the hash as a whole
  expires a window after its last write (so a game's records go a window after its last
  keyed submit), and with the game when a finished game's keys expire (retention), so no
  record outlives its game;
* the record: a format byte, the fingerprint (a SHA-256 hex digest kept as its 32 bytes),
  and the answer deflated against a preset dictionary (the shape every answer shares, and
  the game's id): about 300 bytes for a 1.5 KB answer, where the old records kept the whole
  text for ever.

Records in the old format (the hash ``g:{<game id>}:idem``, field ``<seat>:<key>``, value
``fingerprint\\nanswer``) are still read, so games stored before keep answering their
retries.
"""

from __future__ import annotations

import re
import zlib

#: How long a submit's idempotency record is kept, in seconds (``IDEMPOTENCY_TTL_S``;
#: 0 keeps them for ever).
IDEMPOTENCY_TTL_S = 24 * 3600

#: Record formats (the value's first byte).
_HEX_DIGEST = b"\x01"  # 32 bytes of a SHA-256 hex fingerprint, then the deflated answer
_TEXT = b"\x02"  # any other fingerprint's text, a newline, then the deflated answer
_SHA256_HEX = re.compile(r"[0-9a-f]{64}")

#: The preset dictionary the answers are deflated against: what an answer to a submit looks
#: like (keys, the usual values). Changing it would make stored records unreadable: a new
#: dictionary needs a new format byte.
_ANSWER_SHAPE = (
    b'{"version":1,"events":[{"type":"CardsPlayed","seat":0,"cards":[],"source":"hand",'
    b'"as_card":null,"link":[],"seq":1,"cause":{"seat":0,"action":{"kind":"play","cards":[]}}},'
    b'{"type":"CardsDrawn","seat":0,"count":1,"seq":2},{"type":"PileTaken","seat":0,"seq":3}],'
    b'"game":{"id":"","version":1,"ruleset":{"preset":"classic","options":{},"name":"classic"},'
    b'"seats":[{"seat":0,"name":"seat 0","open":false,"bot":null,"strikes":0},'
    b'{"seat":1,"name":"seat 1","open":false,"bot":null,"strikes":0}],"you":0,"phase":"play",'
    b'"to_act":[0],"result":null,"seed_commitment":"","seed":null,"explicit_seed":false,'
    b'"explicit_deck":false,"deal_mode":"server","deal_deadline":null,"match":null,'
    b'"clock":null,"view":{"viewer":0,"players":2,"phase":"play","step":null,"turn":0,'
    b'"to_act":[0],"direction":"clockwise","mode":"normal","turns":0,"seats":[{"seat":0,'
    b'"hand_count":3,"table":[[null,"JC"],[null,"TD"],[null,"AD"]],"finished":false,'
    b'"place":null,"ready":true,"hand":["6H","8D","9S"]},{"seat":1,"hand_count":3,'
    b'"table":[[null,"AS"],[null,"7S"],[null,"KD"]],"finished":false,"place":null,'
    b'"ready":true}],"pile":[{"seat":1,"cards":["QH"],"as":null,"link":false}],'
    b'"pile_top":{"rank":"2","active":true,"wild":false},"turned":null,"stock_count":34,'
    b'"aside_count":0,"out_of_play":[],"result":null,"version":1}}}'
)


def records_key(game_id: str) -> str:
    """The hash of the game's records (in the game's hash slot)."""
    return f"g:{{{game_id}}}:idempotency"


def unwrap(stored: bytes, now_ms: float, ttl_ms: int) -> bytes | None:
    """The record in a hash field's value (``<written at, ms>:<record>``), or None if it is
    older than ``ttl_ms`` at ``now_ms`` (``ttl_ms`` 0: never)."""
    at, _, record = stored.partition(b":")
    if ttl_ms and now_ms - int(at) >= ttl_ms:
        return None
    return record


def _dictionary(game_id: str) -> bytes:
    # the game's id sits at the end, where deflate finds it cheapest (every answer holds it)
    return _ANSWER_SHAPE + b'"id":"' + game_id.encode() + b'"'


def encode(game_id: str, fingerprint: str, response: str) -> bytes:
    """The stored record of a submit to ``game_id``: its fingerprint and its answer."""
    packer = zlib.compressobj(
        6, zlib.DEFLATED, -15, 9, zlib.Z_DEFAULT_STRATEGY, zdict=_dictionary(game_id)
    )
    packed = packer.compress(response.encode()) + packer.flush()
    if _SHA256_HEX.fullmatch(fingerprint):
        return _HEX_DIGEST + bytes.fromhex(fingerprint) + packed
    return _TEXT + fingerprint.encode() + b"\n" + packed


def decode(game_id: str, raw: bytes) -> tuple[str, str]:
    """(fingerprint, answer) of a stored record, in either format (an old hash field's value
    is the text ``fingerprint\\nanswer``)."""
    tag = raw[:1]
    if tag == _HEX_DIGEST:
        fingerprint, packed = raw[1:33].hex(), raw[33:]
    elif tag == _TEXT:
        text, _, packed = raw[1:].partition(b"\n")
        fingerprint = text.decode()
    else:
        fp, _, response = raw.decode().partition("\n")
        return fp, response
    unpacker = zlib.decompressobj(-15, zdict=_dictionary(game_id))
    return fingerprint, (unpacker.decompress(packed) + unpacker.flush()).decode()

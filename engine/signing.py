"""Signed documents: an Ed25519 signature over a document's canonical JSON.

A replay proves that it is self-consistent, not who played it. The service signs every replay
(and tournament result document) it exports: the ``signature`` block is
``{"alg": "Ed25519", "key_id": ..., "value": ...}``, where ``value`` is the base64 (standard
alphabet, padded) signature of the canonical JSON (sorted keys, no spaces, ASCII) of the
document without its ``signature`` block, and ``key_id`` the first 16 hex digits of the SHA-256
of the raw 32-byte public key. Public keys are published at ``GET /v1/keys``.

Pure computation (the ``cryptography`` package); reading keys from files or a store is the
caller's business.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import re
from collections.abc import Mapping
from typing import Any

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

from .documents import SIGNATURE_KEY, Failure, canonical

ALG = "Ed25519"
BLOCK_KEYS = frozenset({"alg", "key_id", "value"})
_KEY_ID = re.compile(r"[0-9a-f]{16}\Z")


def key_id(public: Ed25519PublicKey) -> str:
    raw = public.public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)
    return hashlib.sha256(raw).hexdigest()[:16]


def public_raw(public: Ed25519PublicKey) -> str:
    """The raw public key in base64, as ``GET /v1/keys`` lists it."""
    raw = public.public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)
    return base64.b64encode(raw).decode()


def load_public(text: str | bytes) -> Ed25519PublicKey:
    """A public key from PEM, or the base64 of its 32 raw bytes (as listed at ``/v1/keys``)."""
    data = text.encode() if isinstance(text, str) else text
    if b"-----BEGIN" in data:
        key = serialization.load_pem_public_key(data)
        if not isinstance(key, Ed25519PublicKey):
            raise ValueError("not an Ed25519 public key")
        return key
    try:
        return Ed25519PublicKey.from_public_bytes(base64.b64decode(data.strip(), validate=True))
    except (binascii.Error, ValueError) as exc:
        raise ValueError(f"not an Ed25519 public key: {exc}") from None


def signed_bytes(doc: Mapping[str, Any]) -> bytes:
    return canonical({k: v for k, v in doc.items() if k != SIGNATURE_KEY})


def sign(doc: Mapping[str, Any], private: Ed25519PrivateKey) -> dict[str, Any]:
    """``doc`` with a ``signature`` block (any old one replaced)."""
    value = private.sign(signed_bytes(doc))
    out = {k: v for k, v in doc.items() if k != SIGNATURE_KEY}
    out[SIGNATURE_KEY] = {
        "alg": ALG,
        "key_id": key_id(private.public_key()),
        "value": base64.b64encode(value).decode(),
    }
    return out


def check_block(block: Any) -> bytes:
    """The signature's bytes, once the block is well formed."""
    if not isinstance(block, dict):
        raise Failure("/signature", "the signature is an object {alg, key_id, value}")
    for key in block:
        if key not in BLOCK_KEYS:
            raise Failure(f"/signature/{key}", f"unknown field {key!r} in the signature")
    if block.get("alg") != ALG:
        raise Failure("/signature/alg", f"the signature's algorithm is {ALG}")
    if not isinstance(block.get("key_id"), str) or not _KEY_ID.match(block["key_id"]):
        raise Failure("/signature/key_id", "a key id is 16 lowercase hex digits")
    try:
        value = base64.b64decode(str(block.get("value")), validate=True)
    except (binascii.Error, ValueError, TypeError):
        value = b""
    if len(value) != 64:
        raise Failure("/signature/value", "an Ed25519 signature is 64 bytes in base64")
    return value


def checker(keys: Mapping[str, Ed25519PublicKey]) -> Any:
    """A ``check_signature`` for :func:`engine.replays.verify_document` with these keys (by id)."""

    def check(doc: Mapping[str, Any], block: Any) -> str | None:
        value = check_block(block)
        key = keys.get(block["key_id"])
        if key is None:
            return None
        try:
            key.verify(value, signed_bytes(doc))
        except InvalidSignature:
            raise Failure(
                "/signature/value",
                f"the signature does not match the document under key "
                f"{block['key_id']}: the document was altered after signing",
            ) from None
        return str(block["key_id"])

    return check


def keys_by_id(keys: list[Ed25519PublicKey]) -> dict[str, Ed25519PublicKey]:
    return {key_id(k): k for k in keys}

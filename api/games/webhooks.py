"""Push bots' signing secrets: every call the service makes to a push bot is signed as a
Standard Webhook (``webhook-id``, ``webhook-timestamp``, ``webhook-signature``) with the
secret of the seat it is for, so the bot can tell the service's calls from anyone else's.

A push seat's secret is made when the game, match or tournament is created (or given by
the request, so one bot can keep one secret across games), kept in the game's record
beside the seat's URL (``push_secret:<n>``, never in a view, a listing, a replay or a log),
and answered once, in the create answer. :func:`push_secret` is the one place the signer
asks for it.
"""

from __future__ import annotations

import base64
import binascii
import secrets
from collections.abc import Mapping
from typing import Any

from ..store.game_record import GameRecord

#: What a Standard Webhooks secret starts with; the rest is base64.
SECRET_PREFIX = "whsec_"
#: Random bytes in a secret the service makes (the standard allows 24 to 64).
SECRET_BYTES = 32
MIN_SECRET_BYTES, MAX_SECRET_BYTES = 24, 64


def new_secret() -> str:
    """A fresh secret, ``whsec_`` and 32 random bytes in base64."""
    return SECRET_PREFIX + base64.b64encode(secrets.token_bytes(SECRET_BYTES)).decode()


def valid_secret(text: str) -> bool:
    """Whether ``text`` is a Standard Webhooks secret: ``whsec_`` and base64 of 24-64 bytes."""
    if not text.startswith(SECRET_PREFIX):
        return False
    try:
        raw = base64.b64decode(text[len(SECRET_PREFIX) :], validate=True)
    except (binascii.Error, ValueError):
        return False
    return MIN_SECRET_BYTES <= len(raw) <= MAX_SECRET_BYTES


def with_secret(push: Mapping[str, Any]) -> dict[str, Any]:
    """A push seat's settings with its secret: the request's own, else a fresh one."""
    return {**push, "secret": push.get("secret") or new_secret()}


def push_secret(meta: Mapping[str, str], seat: int) -> str | None:
    """The secret the calls to push seat ``seat`` of a game (its record ``meta``) are signed
    with; None for a game stored before push calls were signed (they go unsigned).

    The one seam between a seat and its secret: a seat played by a registered bot would
    answer with the bot's own secret here.
    """
    return GameRecord(meta).seat(seat).push_secret

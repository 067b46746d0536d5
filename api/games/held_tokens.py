"""A registered bot's token that opened a stream or a long poll, checked again while it is open.

A seat's own token never changes, but a bot's can be rotated or revoked while a stream it
opened is still sending that seat's cards. So what a bot's token opened keeps a
:class:`HeldToken` (the bot and its token's SHA-256, never the token), and whoever feeds it
asks :func:`still_held` again at most every :data:`CHECK_S` seconds: one read of the bot's
record, whatever number of streams the bot has open in the process. A rotation or a
revocation ends them within that time, with a last frame that says why (code
``token_revoked``).
"""

from __future__ import annotations

import hmac
from dataclasses import dataclass

from ..store.bots import BotStore
from ..store.game_record import GameRecord
from .dealing import hash_token, token_seat

#: Seconds between two checks of a held token (a stream's, a long poll's).
CHECK_S = 1.0
#: The problem a stream ends with, or a long poll answers, once its token no longer holds.
REVOKED_DETAIL = (
    "the bot's token was rotated or revoked while this was open; open it again with the new one"
)


@dataclass(frozen=True)
class HeldToken:
    """The registered bot whose token opened a stream, and that token's SHA-256."""

    bot: str
    digest: str


def held_token(meta: dict[str, str], token: str | None, seat: int | None) -> HeldToken | None:
    """What a stream or long poll opened with ``token`` for ``seat`` must check again: None
    for a spectator or a seat's own token (which never changes), else the bot holding it."""
    if token is None or seat is None or token_seat(meta, token) is not None:
        return None
    name = GameRecord(meta).seat(seat).account
    return HeldToken(name, hash_token(token)) if name else None


def still_held(bots: BotStore | None, held: HeldToken) -> bool:
    """Whether the bot's token is still the one that opened it (a store failure says yes:
    the next check tells)."""
    if bots is None:
        return True
    current = bots.token_hash(held.bot)
    if current is None:  # the store did not answer
        return True
    return bool(current) and hmac.compare_digest(current, held.digest)

"""What the submit path reads of a game's record, read once per record a worker keeps.

A submit on a kept state reads the same record again and again: the seat a token's hash is,
the seats as the cause table checks them, a left seat, the bot that plays a seat, and every
field of the game the answer shows that only the record decides (the ruleset, the seats,
the deal). :class:`RecordFacts` reads them once from a record (a hash never changed once
kept: :class:`api.games.repository.Kept`) and is kept beside it, so each later submit on
that record looks them up instead of parsing the hash's strings again. A record read anew
(another worker's join, a strike, a leave) gets its own facts; the append's check of the
seats' revision refuses a submit decided on a record that is no longer the store's, as it
does without them.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import orjson

from .. import tokens_accepted
from ..store.game_record import GameRecord
from .dealing import seat_info
from .expiry import view_fields
from .replays import deal_fields, seat_header


@dataclass(frozen=True, slots=True)
class RecordFacts:
    """A record's facts for the submit path (read, never changed: each submit shares them)."""

    #: A person's seat by its token's hash (the record keeps hashes, never tokens).
    seat_of_hash: Mapping[str, int]
    #: The seats as the cause table checks a cause against them (:func:`seat_kinds`).
    kinds: tuple[Mapping[str, Any], ...]
    #: Each seat's leave, None while its player plays it (:func:`api.games.left.left_of`).
    left: tuple[Mapping[str, Any] | None, ...]
    #: The bot that plays each seat (``push`` for a push bot), None for a person.
    bots: tuple[str | None, ...]
    #: Whether a registered bot holds a seat (then a token no seat's hash matches may be its).
    accounts: bool
    #: When the contributed deal's seats must have committed and revealed (Unix time).
    deal_deadline: float | None
    #: The fields of the game that only the record decides, as :func:`api.games.answers.describe`
    #: shows them (in its order), but for the seed and its salt, shown once the game is over.
    shown: Mapping[str, Any]

    @classmethod
    def of(cls, meta: dict[str, str]) -> RecordFacts:
        record = GameRecord(meta)
        seats = record.seats
        return cls(
            seat_of_hash={seat.token: seat.seat for seat in seats if seat.token},
            kinds=tuple(seat_header(meta, seat.seat) for seat in seats),
            left=tuple(seat.left for seat in seats),
            bots=tuple(seat.bot for seat in seats),
            accounts=any(seat.account for seat in seats),
            deal_deadline=record.deal_deadline,
            shown=shown_fields(meta),
        )

    def token_seat(self, token: str) -> int | None:
        """The person's seat whose token this is (the request's token then counts as
        accepted, as :func:`api.games.dealing.token_seat` says); None if no seat's is."""
        seat = self.seat_of_hash.get(hashlib.sha256(token.encode()).hexdigest())
        if seat is not None:
            tokens_accepted.accepted()
        return seat


def shown_fields(meta: dict[str, str]) -> dict[str, Any]:
    """The fields of a game's view that only its record decides, in the view's order (but
    for the ruleset's name, which its game knows, and the seed and its salt, shown once the
    game is over)."""
    return {
        "preset": meta["preset"],
        "options": orjson.loads(meta["options"]),
        "seats": [seat_info(meta, i) for i in range(int(meta["players"]))],
        "seed_commitment": meta.get("seed_commitment") or None,
        "explicit_seed": bool(meta.get("explicit_seed")),
        "explicit_deck": bool(meta.get("explicit_deck")),
        **deal_fields(meta),
        **view_fields(meta),
        "match": (
            {"id": meta["match"], "game": int(meta.get("match_game", "0"))}
            if meta.get("match")
            else None
        ),
    }


__all__ = ["RecordFacts", "shown_fields"]

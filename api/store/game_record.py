"""A game's record, typed: the fields of its hash (``g:{id}:meta``) named once, here.

The record is what a game keeps beside its log: the ruleset and options it was created
with, its seats (who sits where, their token hashes, bots, push endpoints), its seed and
deal, its clock, its status and version. Redis keeps it as a hash of strings;
:class:`GameRecord` reads it with types, and :class:`SeatRecord` one seat of it. Both are
views, made at no cost from the hash as read (:meth:`GameRecord.from_hash`), and give it
back unchanged (:meth:`GameRecord.to_hash`), so code that still reads the hash by hand and
code that reads the record side by side agree.

The field names are this module's constants: a writer builds a record's hash with them
(:func:`seat_field`), a reader asks :class:`GameRecord`.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

# -- the game's own fields --------------------------------------------------------------------
RULESET: Final = "ruleset"  # the ruleset's JSON (the store puts it in place of its digest)
PRESET: Final = "preset"
OPTIONS: Final = "options"  # JSON
PLAYERS: Final = "players"
DEALER: Final = "dealer"
SEED: Final = "seed"
SEED_SALT: Final = "seed_salt"
SEED_COMMITMENT: Final = "seed_commitment"
EXPLICIT_SEED: Final = "explicit_seed"  # "1" or ""
EXPLICIT_DECK: Final = "explicit_deck"  # "1" or ""
BOT_SEED: Final = "bot_seed"
CREATED: Final = "created"  # Unix seconds (repr of a float)
STATUS: Final = "status"  # "playing" or "over"
VERSION: Final = "version"  # the log's length at the record's last write
#: Counts the changes to the seats since the creation (a join filling an open seat, a push
#: bot's strike): the same count means the same seats.
SEATS_REVISION: Final = "seats_rev"
CLOCK: Final = "clock"  # the time control's JSON
CLOCK_START: Final = "clock_start"  # ms since the epoch
DEAL_MODE: Final = "deal_mode"  # "contributed", or none: the server deals
DEAL_DEADLINE: Final = "deal_deadline"  # Unix seconds
STARTER: Final = "starter"  # a match's carry-over: the seat that starts
SPOILS: Final = "spoils"  # a match's carry-over: the seat that takes the spoils
NO_SWAP: Final = "no_swap"  # a match's carry-over: seats that may not swap ("0,2")
MATCH: Final = "match"
MATCH_GAME: Final = "match_game"

# -- a seat's fields: ``<name>:<seat>`` -----------------------------------------------------------
TOKEN: Final = "token"  # the token's hash; "bot"; the registered bot's mark; "" while open
NAME: Final = "name"
BOT: Final = "bot"  # the bot that plays the seat ("push" for a push bot)
ACCOUNT: Final = "account"  # the registered bot that holds the seat
BOT_VERSION: Final = "bot_version"  # the registered bot's version tag when it was seated
PUSH: Final = "push"  # a push bot's endpoint: JSON {url, timeout_ms}
PUSH_SECRET: Final = "push_secret"
CONTRIBUTION: Final = "contribution"  # the service's deal contribution for a seat it plays
STRIKES: Final = "strikes"  # a push bot's missed calls
LEFT: Final = "left"  # the seat's leave: JSON {version, bot, was}


def seat_field(name: str, seat: int) -> str:
    """The name of seat ``seat``'s field ``name`` (``token:0``)."""
    return f"{name}:{seat}"


def _int(raw: str | None, default: int) -> int:
    return int(raw) if raw else default


@dataclass(frozen=True, slots=True)
class SeatRecord:
    """One seat of a game's record."""

    seat: int
    fields: Mapping[str, str]

    def _get(self, name: str) -> str:
        return self.fields.get(f"{name}:{self.seat}") or ""

    @property
    def token(self) -> str:
        """What is stored for the seat's token: its hash, ``"bot"``, a registered bot's mark,
        or "" while the seat is open."""
        return self._get(TOKEN)

    @property
    def name(self) -> str:
        return self.fields.get(f"{NAME}:{self.seat}", f"seat {self.seat}")

    @property
    def bot(self) -> str | None:
        """The bot that plays the seat (``push`` for a push bot), if one does."""
        return self._get(BOT) or None

    @property
    def account(self) -> str | None:
        """The registered bot that holds the seat, if one does."""
        return self._get(ACCOUNT) or None

    @property
    def version(self) -> str | None:
        """The registered bot's version tag when it took the seat, if it had one."""
        return self._get(BOT_VERSION) or None

    @property
    def push(self) -> dict[str, Any] | None:
        """A push bot's endpoint: ``{url, timeout_ms}``."""
        raw = self._get(PUSH)
        return json.loads(raw) if raw else None

    @property
    def push_secret(self) -> str | None:
        return self._get(PUSH_SECRET) or None

    @property
    def contribution(self) -> str | None:
        return self._get(CONTRIBUTION) or None

    @property
    def strikes(self) -> int:
        return _int(self._get(STRIKES), 0)

    @property
    def left(self) -> dict[str, Any] | None:
        """The seat's leave (``version``, ``bot``: the substitute, ``was``: the seat's bot
        before, "" for none); None while its player plays it."""
        raw = self._get(LEFT)
        return json.loads(raw) if raw else None

    @property
    def held(self) -> bool:
        """Whether someone holds the seat: a person, a bot or a registered bot."""
        return bool(self.token or self.bot or self.account)


@dataclass(frozen=True, slots=True)
class GameRecord:
    """A game's record (see the module's notes): typed reads of its hash."""

    fields: Mapping[str, str]

    @classmethod
    def from_hash(cls, raw: Mapping[str, str] | Mapping[bytes, bytes]) -> GameRecord:
        """The record of a hash as read: decoded when it is bytes."""
        return cls(
            {
                (k.decode() if isinstance(k, bytes) else k): (
                    v.decode() if isinstance(v, bytes) else v
                )
                for k, v in raw.items()
            }
        )

    def to_hash(self) -> dict[str, str]:
        """The hash the record stands for (a copy)."""
        return dict(self.fields)

    def get(self, name: str, default: str = "") -> str:
        """A field as stored, by its name (one this module does not name yet)."""
        return self.fields.get(name, default)

    # -- the game ------------------------------------------------------------------------------

    @property
    def ruleset(self) -> str:
        """The ruleset's JSON."""
        return self.fields[RULESET]

    @property
    def preset(self) -> str:
        return self.fields.get(PRESET, "")

    @property
    def options(self) -> dict[str, Any]:
        raw = self.fields.get(OPTIONS)
        return json.loads(raw) if raw else {}

    @property
    def players(self) -> int:
        return _int(self.fields.get(PLAYERS), 0)

    @property
    def dealer(self) -> int:
        return _int(self.fields.get(DEALER), 0)

    @property
    def status(self) -> str:
        return self.fields.get(STATUS, "")

    @property
    def over(self) -> bool:
        return self.status == "over"

    @property
    def created(self) -> float | None:
        """When the game was created (Unix seconds), if the record says."""
        raw = self.fields.get(CREATED)
        return float(raw) if raw else None

    @property
    def version(self) -> int:
        return _int(self.fields.get(VERSION), 0)

    @property
    def seats_revision(self) -> str:
        """The seats' revision as stored ("" before the first change): compared, not counted."""
        return self.fields.get(SEATS_REVISION, "")

    # -- the deal ------------------------------------------------------------------------------

    @property
    def seed(self) -> str:
        return self.fields.get(SEED, "")

    @property
    def seed_salt(self) -> str | None:
        return self.fields.get(SEED_SALT) or None

    @property
    def seed_commitment(self) -> str | None:
        return self.fields.get(SEED_COMMITMENT) or None

    @property
    def explicit_seed(self) -> bool:
        return bool(self.fields.get(EXPLICIT_SEED))

    @property
    def explicit_deck(self) -> bool:
        return bool(self.fields.get(EXPLICIT_DECK))

    @property
    def bot_seed(self) -> str | None:
        return self.fields.get(BOT_SEED) or None

    @property
    def contributed(self) -> bool:
        """Whether every seat contributes to the deal (``deal_mode: contributed``)."""
        return self.fields.get(DEAL_MODE) == "contributed"

    @property
    def deal_deadline(self) -> float | None:
        """When the contributed deal's seats must have committed and revealed (Unix time)."""
        raw = self.fields.get(DEAL_DEADLINE)
        return float(raw) if raw else None

    @property
    def carry(self) -> tuple[int, int, tuple[int, ...]]:
        """The carry-over from the game's match: (starter, spoils, no_swap); none: (-1, -1, ())."""
        no_swap = tuple(int(s) for s in self.fields.get(NO_SWAP, "").split(",") if s)
        return int(self.fields.get(STARTER, "-1")), int(self.fields.get(SPOILS, "-1")), no_swap

    @property
    def match(self) -> str | None:
        return self.fields.get(MATCH) or None

    # -- the clock -----------------------------------------------------------------------------

    @property
    def clock(self) -> dict[str, Any] | None:
        """The time control as stored, if the game has one."""
        raw = self.fields.get(CLOCK)
        return json.loads(raw) if raw else None

    @property
    def clock_start(self) -> int:
        """When the clocks started (ms since the epoch; 0: no clock)."""
        return _int(self.fields.get(CLOCK_START), 0)

    # -- the seats -----------------------------------------------------------------------------

    def seat(self, i: int) -> SeatRecord:
        return SeatRecord(i, self.fields)

    @property
    def seats(self) -> tuple[SeatRecord, ...]:
        return tuple(SeatRecord(i, self.fields) for i in range(self.players))

    @property
    def lobby_open(self) -> bool:
        """Whether the game is in the lobby: being played, with a seat nobody (no person, no
        bot) holds."""
        return self.status == "playing" and not all(seat.held for seat in self.seats)


__all__ = ["SEATS_REVISION", "GameRecord", "SeatRecord", "seat_field"]

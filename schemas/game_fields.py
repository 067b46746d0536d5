"""Fields that several answers about a game share, written once so that each says them in
the same words: a contributed deal's deadline (the game and its creation's answer), and how
long its open seats stay open (``open_seat_ttl_s`` at creation; docs/api.md, "Open seats that
expire"), which the lobby's rows show too."""

from __future__ import annotations

from marshmallow import fields, validate


def deal_deadline_field() -> fields.Float:
    return fields.Float(required=True, allow_none=True, metadata={"description": (
        "A contributed deal's deadline (Unix time) for every seat to commit and reveal; "
        "null otherwise.")})


def open_until_field() -> fields.Float:
    return fields.Float(required=True, allow_none=True, metadata={"description": (
        "When the open seats stop being open (Unix time), as the creation's `open_seat_ttl_s` "
        "set it: a join after it is refused (409 `seats_expired`) and `on_expiry` happens. "
        "Null when no open seat waits to expire: none was set, every seat is taken, or the "
        "game is over. The lobby lists no game past it.")})


def on_expiry_field() -> fields.String:
    return fields.String(validate=validate.OneOf(["abort", "bot"]), required=True, allow_none=True, metadata={
        "description": ("What happens at `open_until` to the seats still open: `abort`, the "
                        "game ends with no result; `bot`, the heuristic bot takes each of them. "
                        "Null with `open_until`.")})

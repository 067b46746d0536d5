"""The fields that say how long a game's open seats stay open (``open_seat_ttl_s`` at
creation; docs/api.md, "Open seats that expire"), shared by the game, its creation's answer
and the lobby's rows, so all three say it in the same words."""

from __future__ import annotations

from marshmallow import fields, validate


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

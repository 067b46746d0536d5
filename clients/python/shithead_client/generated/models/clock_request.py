from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.clock_request_on_timeout import ClockRequestOnTimeout
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ClockRequest")



@_attrs_define
class ClockRequest:
    """ A time control (docs/clocks.md): a Fischer clock per seat (`initial_ms`, with
    `increment_ms` added when the seat's own move stops its clock), a limit per move
    (`move_ms`), or both; at least one of `initial_ms` and `move_ms` (422 `invalid_clock`
    otherwise, and for `increment_ms` without `initial_ms`). A seat's clock runs while it is
    to act, in setup as in play; when its time runs out, `on_timeout` applies.

        Attributes:
            initial_ms (int | None | Unset): Each seat's time for the whole game.
            increment_ms (int | Unset): Added to a seat's time when its own move stops its clock. Default: 0.
            move_ms (int | None | Unset): The most one move may take (from when the seat's clock starts).
            on_timeout (ClockRequestOnTimeout | Unset): `forfeit`: the seat whose time runs out forfeits (it is the loser
                and the game ends).
                `auto`: it plays its default move (the first legal one) and gets a strike; its fifth
                timeout forfeits.
                 Default: ClockRequestOnTimeout.AUTO.
     """

    initial_ms: int | None | Unset = UNSET
    increment_ms: int | Unset = 0
    move_ms: int | None | Unset = UNSET
    on_timeout: ClockRequestOnTimeout | Unset = ClockRequestOnTimeout.AUTO





    def to_dict(self) -> dict[str, Any]:
        initial_ms: int | None | Unset
        if isinstance(self.initial_ms, Unset):
            initial_ms = UNSET
        else:
            initial_ms = self.initial_ms

        increment_ms = self.increment_ms

        move_ms: int | None | Unset
        if isinstance(self.move_ms, Unset):
            move_ms = UNSET
        else:
            move_ms = self.move_ms

        on_timeout: str | Unset = UNSET
        if not isinstance(self.on_timeout, Unset):
            on_timeout = self.on_timeout.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if initial_ms is not UNSET:
            field_dict["initial_ms"] = initial_ms
        if increment_ms is not UNSET:
            field_dict["increment_ms"] = increment_ms
        if move_ms is not UNSET:
            field_dict["move_ms"] = move_ms
        if on_timeout is not UNSET:
            field_dict["on_timeout"] = on_timeout

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_initial_ms(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        initial_ms = _parse_initial_ms(d.pop("initial_ms", UNSET))


        increment_ms = d.pop("increment_ms", UNSET)

        def _parse_move_ms(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        move_ms = _parse_move_ms(d.pop("move_ms", UNSET))


        _on_timeout = d.pop("on_timeout", UNSET)
        on_timeout: ClockRequestOnTimeout | Unset
        if isinstance(_on_timeout,  Unset):
            on_timeout = UNSET
        else:
            on_timeout = ClockRequestOnTimeout(_on_timeout)




        clock_request = cls(
            initial_ms=initial_ms,
            increment_ms=increment_ms,
            move_ms=move_ms,
            on_timeout=on_timeout,
        )

        return clock_request


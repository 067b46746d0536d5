from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.time_control_on_timeout import TimeControlOnTimeout
from typing import cast






T = TypeVar("T", bound="TimeControl")



@_attrs_define
class TimeControl:
    """ A game's time control (docs/clocks.md), as it was created.

        Attributes:
            initial_ms (int | None): Each seat's time for the game; null: no such limit.
            increment_ms (int): Added when a seat's own move stops its clock.
            move_ms (int | None): The most one move may take; null: no such limit.
            on_timeout (TimeControlOnTimeout):
     """

    initial_ms: int | None
    increment_ms: int
    move_ms: int | None
    on_timeout: TimeControlOnTimeout
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        initial_ms: int | None
        initial_ms = self.initial_ms

        increment_ms = self.increment_ms

        move_ms: int | None
        move_ms = self.move_ms

        on_timeout = self.on_timeout.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "initial_ms": initial_ms,
            "increment_ms": increment_ms,
            "move_ms": move_ms,
            "on_timeout": on_timeout,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_initial_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        initial_ms = _parse_initial_ms(d.pop("initial_ms"))


        increment_ms = d.pop("increment_ms")

        def _parse_move_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        move_ms = _parse_move_ms(d.pop("move_ms"))


        on_timeout = TimeControlOnTimeout(d.pop("on_timeout"))




        time_control = cls(
            initial_ms=initial_ms,
            increment_ms=increment_ms,
            move_ms=move_ms,
            on_timeout=on_timeout,
        )


        time_control.additional_properties = d
        return time_control

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties

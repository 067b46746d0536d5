from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="ClockSeatsItem")



@_attrs_define
class ClockSeatsItem:
    """ 
        Attributes:
            seat (int): A seat number, 0-based.
            remaining_ms (int | None): The seat's time left now (its move's time left when that is less); null: no limit.
            running (bool): Whether the seat's clock runs now.
            timeouts (int): The seat's timeouts so far (with `on_timeout` `auto`, the fifth forfeits).
     """

    seat: int
    remaining_ms: int | None
    running: bool
    timeouts: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        remaining_ms: int | None
        remaining_ms = self.remaining_ms

        running = self.running

        timeouts = self.timeouts


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "remaining_ms": remaining_ms,
            "running": running,
            "timeouts": timeouts,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        def _parse_remaining_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        remaining_ms = _parse_remaining_ms(d.pop("remaining_ms"))


        running = d.pop("running")

        timeouts = d.pop("timeouts")

        clock_seats_item = cls(
            seat=seat,
            remaining_ms=remaining_ms,
            running=running,
            timeouts=timeouts,
        )


        clock_seats_item.additional_properties = d
        return clock_seats_item

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

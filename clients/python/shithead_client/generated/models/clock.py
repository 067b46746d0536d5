from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.clock_seats_item import ClockSeatsItem
  from ..models.time_control import TimeControl





T = TypeVar("T", bound="Clock")



@_attrs_define
class Clock:
    """ Every seat's clock at this version of the game.

        Attributes:
            time_control (TimeControl): A game's time control (docs/clocks.md), as it was created.
            seats (list[ClockSeatsItem]):
            running (list[int]): The seats whose clocks run.
            deadline_ms (int | None): The next deadline (server time, ms since the epoch); null when no clock runs.
            deadline_seat (int | None):
            server_time_ms (int): The server's time the remaining times are counted at (ms since the epoch).
     """

    time_control: TimeControl
    seats: list[ClockSeatsItem]
    running: list[int]
    deadline_ms: int | None
    deadline_seat: int | None
    server_time_ms: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.clock_seats_item import ClockSeatsItem # noqa: PLC0415
        from ..models.time_control import TimeControl # noqa: PLC0415
        time_control = self.time_control.to_dict()

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        running = self.running



        deadline_ms: int | None
        deadline_ms = self.deadline_ms

        deadline_seat: int | None
        deadline_seat = self.deadline_seat

        server_time_ms = self.server_time_ms


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "time_control": time_control,
            "seats": seats,
            "running": running,
            "deadline_ms": deadline_ms,
            "deadline_seat": deadline_seat,
            "server_time_ms": server_time_ms,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.clock_seats_item import ClockSeatsItem # noqa: PLC0415
        from ..models.time_control import TimeControl # noqa: PLC0415
        d = dict(src_dict)
        time_control = TimeControl.from_dict(d.pop("time_control"))




        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = ClockSeatsItem.from_dict(seats_item_data)



            seats.append(seats_item)


        running = cast(list[int], d.pop("running"))


        def _parse_deadline_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        deadline_ms = _parse_deadline_ms(d.pop("deadline_ms"))


        def _parse_deadline_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        deadline_seat = _parse_deadline_seat(d.pop("deadline_seat"))


        server_time_ms = d.pop("server_time_ms")

        clock = cls(
            time_control=time_control,
            seats=seats,
            running=running,
            deadline_ms=deadline_ms,
            deadline_seat=deadline_seat,
            server_time_ms=server_time_ms,
        )


        clock.additional_properties = d
        return clock

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

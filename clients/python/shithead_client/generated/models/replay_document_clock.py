from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.replay_document_clock_on_timeout import ReplayDocumentClockOnTimeout
from typing import cast






T = TypeVar("T", bound="ReplayDocumentClock")



@_attrs_define
class ReplayDocumentClock:
    """ A clocked game's time control and `start_ms`, when its clocks started (the deal's
    time); hashed into the genesis with the header when present (docs/clocks.md).

        Attributes:
            initial_ms (int | None): Each seat's time for the game; null: no such limit.
            increment_ms (int): Added when a seat's own move stops its clock.
            move_ms (int | None): The most one move may take; null: no such limit.
            on_timeout (ReplayDocumentClockOnTimeout):
            start_ms (int):
     """

    initial_ms: int | None
    increment_ms: int
    move_ms: int | None
    on_timeout: ReplayDocumentClockOnTimeout
    start_ms: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        initial_ms: int | None
        initial_ms = self.initial_ms

        increment_ms = self.increment_ms

        move_ms: int | None
        move_ms = self.move_ms

        on_timeout = self.on_timeout.value

        start_ms = self.start_ms


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "initial_ms": initial_ms,
            "increment_ms": increment_ms,
            "move_ms": move_ms,
            "on_timeout": on_timeout,
            "start_ms": start_ms,
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


        on_timeout = ReplayDocumentClockOnTimeout(d.pop("on_timeout"))




        start_ms = d.pop("start_ms")

        replay_document_clock = cls(
            initial_ms=initial_ms,
            increment_ms=increment_ms,
            move_ms=move_ms,
            on_timeout=on_timeout,
            start_ms=start_ms,
        )


        replay_document_clock.additional_properties = d
        return replay_document_clock

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

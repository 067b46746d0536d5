from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.response_requested_event_type import ResponseRequestedEventType






T = TypeVar("T", bound="ResponseRequestedEvent")



@_attrs_define
class ResponseRequestedEvent:
    """ ``seat`` must answer ``by``'s play before it takes effect (``burn`` or ``forced_pickup``).

        Attributes:
            type_ (ResponseRequestedEventType):
            seat (int): A seat number, 0-based.
            reason (str): `burn`, `forced_pickup`, `gambit`, `gambit_choice`, `shot` or `sample_return`.
            by (int): A seat number, 0-based.
     """

    type_: ResponseRequestedEventType
    seat: int
    reason: str
    by: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        seat = self.seat

        reason = self.reason

        by = self.by


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "seat": seat,
            "reason": reason,
            "by": by,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = ResponseRequestedEventType(d.pop("type"))




        seat = d.pop("seat")

        reason = d.pop("reason")

        by = d.pop("by")

        response_requested_event = cls(
            type_=type_,
            seat=seat,
            reason=reason,
            by=by,
        )


        response_requested_event.additional_properties = d
        return response_requested_event

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

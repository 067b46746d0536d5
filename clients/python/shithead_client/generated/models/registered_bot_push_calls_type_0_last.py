from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="RegisteredBotPushCallsType0Last")



@_attrs_define
class RegisteredBotPushCallsType0Last:
    """ 
        Attributes:
            latency_ms (int): From the call's start to its answer read (or its failure), in milliseconds.
            failure (None | str): Why the bot's seat played the default move instead (the cause's `default`); null when its
                answer was a legal move.
            at (float): When the call was made (Unix seconds).
     """

    latency_ms: int
    failure: None | str
    at: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        latency_ms = self.latency_ms

        failure: None | str
        failure = self.failure

        at = self.at


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "latency_ms": latency_ms,
            "failure": failure,
            "at": at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        latency_ms = d.pop("latency_ms")

        def _parse_failure(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        failure = _parse_failure(d.pop("failure"))


        at = d.pop("at")

        registered_bot_push_calls_type_0_last = cls(
            latency_ms=latency_ms,
            failure=failure,
            at=at,
        )


        registered_bot_push_calls_type_0_last.additional_properties = d
        return registered_bot_push_calls_type_0_last

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

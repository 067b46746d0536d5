from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.registered_bot_push_calls_type_0_last import RegisteredBotPushCallsType0Last





T = TypeVar("T", bound="RegisteredBotPushCallsType0")



@_attrs_define
class RegisteredBotPushCallsType0:
    """ A push bot's calls (the moves asked of it): only with the bot's own token, null before
    its first call.

        Attributes:
            calls (int): Moves asked of the bot.
            failures (int): Calls that ended in the default move.
            last (RegisteredBotPushCallsType0Last):
     """

    calls: int
    failures: int
    last: RegisteredBotPushCallsType0Last
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.registered_bot_push_calls_type_0_last import RegisteredBotPushCallsType0Last # noqa: PLC0415
        calls = self.calls

        failures = self.failures

        last = self.last.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "calls": calls,
            "failures": failures,
            "last": last,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.registered_bot_push_calls_type_0_last import RegisteredBotPushCallsType0Last # noqa: PLC0415
        d = dict(src_dict)
        calls = d.pop("calls")

        failures = d.pop("failures")

        last = RegisteredBotPushCallsType0Last.from_dict(d.pop("last"))




        registered_bot_push_calls_type_0 = cls(
            calls=calls,
            failures=failures,
            last=last,
        )


        registered_bot_push_calls_type_0.additional_properties = d
        return registered_bot_push_calls_type_0

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

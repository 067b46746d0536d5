from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.skips_deferred_event_type import SkipsDeferredEventType






T = TypeVar("T", bound="SkipsDeferredEvent")



@_attrs_define
class SkipsDeferredEvent:
    """ ``skips`` skips of the play just made apply when its player's extra turn ends.

        Attributes:
            type_ (SkipsDeferredEventType):
            skips (int): Applied when the player's extra turn ends.
     """

    type_: SkipsDeferredEventType
    skips: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        skips = self.skips


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "skips": skips,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = SkipsDeferredEventType(d.pop("type"))




        skips = d.pop("skips")

        skips_deferred_event = cls(
            type_=type_,
            skips=skips,
        )


        skips_deferred_event.additional_properties = d
        return skips_deferred_event

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

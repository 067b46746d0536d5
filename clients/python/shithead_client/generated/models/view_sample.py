from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.view_sample_request import ViewSampleRequest






T = TypeVar("T", bound="ViewSample")



@_attrs_define
class ViewSample:
    """ While a sample card's request is answered, who asked whom for what.

        Attributes:
            by (int):
            target (int):
            request (ViewSampleRequest):
     """

    by: int
    target: int
    request: ViewSampleRequest
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        by = self.by

        target = self.target

        request = self.request.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "by": by,
            "target": target,
            "request": request,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        by = d.pop("by")

        target = d.pop("target")

        request = ViewSampleRequest(d.pop("request"))




        view_sample = cls(
            by=by,
            target=target,
            request=request,
        )


        view_sample.additional_properties = d
        return view_sample

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="ViewContributionsItem")



@_attrs_define
class ViewContributionsItem:
    """ 
        Attributes:
            seat (int): A seat number, 0-based.
            commitment (None | str):
            contribution (None | str):
     """

    seat: int
    commitment: None | str
    contribution: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        commitment: None | str
        commitment = self.commitment

        contribution: None | str
        contribution = self.contribution


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "commitment": commitment,
            "contribution": contribution,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        def _parse_commitment(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        commitment = _parse_commitment(d.pop("commitment"))


        def _parse_contribution(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        contribution = _parse_contribution(d.pop("contribution"))


        view_contributions_item = cls(
            seat=seat,
            commitment=commitment,
            contribution=contribution,
        )


        view_contributions_item.additional_properties = d
        return view_contributions_item

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

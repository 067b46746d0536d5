from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.option_info_type import OptionInfoType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="OptionInfo")



@_attrs_define
class OptionInfo:
    """ 
        Attributes:
            name (str):
            summary (str):
            default (Any): The value when the option is not given (`null`, for some `ranks` and `int` options, means as the
                preset has it, e.g. `face_up` as `zone_size` sets it).
            type_ (OptionInfoType): `ranks`: a list of distinct values from `choices`.
            choices (list[str] | Unset):
            minimum (int | Unset):
            maximum (int | Unset):
     """

    name: str
    summary: str
    default: Any
    type_: OptionInfoType
    choices: list[str] | Unset = UNSET
    minimum: int | Unset = UNSET
    maximum: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        summary = self.summary

        default = self.default

        type_ = self.type_.value

        choices: list[str] | Unset = UNSET
        if not isinstance(self.choices, Unset):
            choices = self.choices



        minimum = self.minimum

        maximum = self.maximum


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "name": name,
            "summary": summary,
            "default": default,
            "type": type_,
        })
        if choices is not UNSET:
            field_dict["choices"] = choices
        if minimum is not UNSET:
            field_dict["minimum"] = minimum
        if maximum is not UNSET:
            field_dict["maximum"] = maximum

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        summary = d.pop("summary")

        default = d.pop("default")

        type_ = OptionInfoType(d.pop("type"))




        choices = cast(list[str], d.pop("choices", UNSET))


        minimum = d.pop("minimum", UNSET)

        maximum = d.pop("maximum", UNSET)

        option_info = cls(
            name=name,
            summary=summary,
            default=default,
            type_=type_,
            choices=choices,
            minimum=minimum,
            maximum=maximum,
        )


        option_info.additional_properties = d
        return option_info

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

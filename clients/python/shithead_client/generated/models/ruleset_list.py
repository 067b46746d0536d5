from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.ruleset_summary import RulesetSummary





T = TypeVar("T", bound="RulesetList")



@_attrs_define
class RulesetList:
    """ Every preset (`GET /v1/rulesets`).

        Attributes:
            rulesets (list[RulesetSummary]):
     """

    rulesets: list[RulesetSummary]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.ruleset_summary import RulesetSummary # noqa: PLC0415
        rulesets = []
        for rulesets_item_data in self.rulesets:
            rulesets_item = rulesets_item_data.to_dict()
            rulesets.append(rulesets_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "rulesets": rulesets,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ruleset_summary import RulesetSummary # noqa: PLC0415
        d = dict(src_dict)
        rulesets = []
        _rulesets = d.pop("rulesets")
        for rulesets_item_data in (_rulesets):
            rulesets_item = RulesetSummary.from_dict(rulesets_item_data)



            rulesets.append(rulesets_item)


        ruleset_list = cls(
            rulesets=rulesets,
        )


        ruleset_list.additional_properties = d
        return ruleset_list

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

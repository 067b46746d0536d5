from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.ladder_results_ruleset_options import LadderResultsRulesetOptions





T = TypeVar("T", bound="LadderResultsRuleset")



@_attrs_define
class LadderResultsRuleset:
    """ 
        Attributes:
            preset (str):
            options (LadderResultsRulesetOptions):
     """

    preset: str
    options: LadderResultsRulesetOptions
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.ladder_results_ruleset_options import LadderResultsRulesetOptions # noqa: PLC0415
        preset = self.preset

        options = self.options.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "preset": preset,
            "options": options,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ladder_results_ruleset_options import LadderResultsRulesetOptions # noqa: PLC0415
        d = dict(src_dict)
        preset = d.pop("preset")

        options = LadderResultsRulesetOptions.from_dict(d.pop("options"))




        ladder_results_ruleset = cls(
            preset=preset,
            options=options,
        )


        ladder_results_ruleset.additional_properties = d
        return ladder_results_ruleset

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

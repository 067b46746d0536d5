from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ruleset_layout_access import RulesetLayoutAccess
from ..models.ruleset_layout_layers_item import RulesetLayoutLayersItem
from ..models.ruleset_layout_setup import RulesetLayoutSetup
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="RulesetLayout")



@_attrs_define
class RulesetLayout:
    """ 
        Attributes:
            slots (int):
            layers (list[RulesetLayoutLayersItem]):
            hand (int):
            setup (RulesetLayoutSetup):
            access (RulesetLayoutAccess):
            counts (list[int] | Unset): Cards in each layer from the bottom up, where they differ (else `slots` each). Each
                layer fills the first slots; the largest count is `slots`, and the counts rise, then fall. A layer with more
                cards than the one below lays its extra cards in slots of their own, with nothing beneath.
     """

    slots: int
    layers: list[RulesetLayoutLayersItem]
    hand: int
    setup: RulesetLayoutSetup
    access: RulesetLayoutAccess
    counts: list[int] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        slots = self.slots

        layers = []
        for layers_item_data in self.layers:
            layers_item = layers_item_data.value
            layers.append(layers_item)



        hand = self.hand

        setup = self.setup.value

        access = self.access.value

        counts: list[int] | Unset = UNSET
        if not isinstance(self.counts, Unset):
            counts = self.counts




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "slots": slots,
            "layers": layers,
            "hand": hand,
            "setup": setup,
            "access": access,
        })
        if counts is not UNSET:
            field_dict["counts"] = counts

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        slots = d.pop("slots")

        layers = []
        _layers = d.pop("layers")
        for layers_item_data in (_layers):
            layers_item = RulesetLayoutLayersItem(layers_item_data)



            layers.append(layers_item)


        hand = d.pop("hand")

        setup = RulesetLayoutSetup(d.pop("setup"))




        access = RulesetLayoutAccess(d.pop("access"))




        counts = cast(list[int], d.pop("counts", UNSET))


        ruleset_layout = cls(
            slots=slots,
            layers=layers,
            hand=hand,
            setup=setup,
            access=access,
            counts=counts,
        )


        ruleset_layout.additional_properties = d
        return ruleset_layout

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

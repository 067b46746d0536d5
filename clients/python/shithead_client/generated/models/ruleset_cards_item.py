from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ruleset_cards_item_placement import RulesetCardsItemPlacement
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.power import Power





T = TypeVar("T", bound="RulesetCardsItem")



@_attrs_define
class RulesetCardsItem:
    """ 
        Attributes:
            cards (str):
            placement (RulesetCardsItemPlacement):
            powers (list[Power]):
            up_to (str | Unset):
     """

    cards: str
    placement: RulesetCardsItemPlacement
    powers: list[Power]
    up_to: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.power import Power # noqa: PLC0415
        cards = self.cards

        placement = self.placement.value

        powers = []
        for powers_item_data in self.powers:
            powers_item = powers_item_data.to_dict()
            powers.append(powers_item)



        up_to = self.up_to


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cards": cards,
            "placement": placement,
            "powers": powers,
        })
        if up_to is not UNSET:
            field_dict["up_to"] = up_to

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.power import Power # noqa: PLC0415
        d = dict(src_dict)
        cards = d.pop("cards")

        placement = RulesetCardsItemPlacement(d.pop("placement"))




        powers = []
        _powers = d.pop("powers")
        for powers_item_data in (_powers):
            powers_item = Power.from_dict(powers_item_data)



            powers.append(powers_item)


        up_to = d.pop("up_to", UNSET)

        ruleset_cards_item = cls(
            cards=cards,
            placement=placement,
            powers=powers,
            up_to=up_to,
        )


        ruleset_cards_item.additional_properties = d
        return ruleset_cards_item

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

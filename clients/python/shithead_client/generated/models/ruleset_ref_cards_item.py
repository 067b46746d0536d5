from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ruleset_ref_cards_item_placement import RulesetRefCardsItemPlacement
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.ruleset_ref_cards_item_powers_item import RulesetRefCardsItemPowersItem





T = TypeVar("T", bound="RulesetRefCardsItem")



@_attrs_define
class RulesetRefCardsItem:
    """ 
        Attributes:
            cards (str): A rank (`7`, `T`, `JK`), one card (`AS`) or a colour and rank (`red:J`).
            placement (RulesetRefCardsItemPlacement | Unset):
            up_to (str | Unset):
            powers (list[RulesetRefCardsItemPowersItem] | Unset):
     """

    cards: str
    placement: RulesetRefCardsItemPlacement | Unset = UNSET
    up_to: str | Unset = UNSET
    powers: list[RulesetRefCardsItemPowersItem] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.ruleset_ref_cards_item_powers_item import RulesetRefCardsItemPowersItem # noqa: PLC0415
        cards = self.cards

        placement: str | Unset = UNSET
        if not isinstance(self.placement, Unset):
            placement = self.placement.value


        up_to = self.up_to

        powers: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.powers, Unset):
            powers = []
            for powers_item_data in self.powers:
                powers_item = powers_item_data.to_dict()
                powers.append(powers_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cards": cards,
        })
        if placement is not UNSET:
            field_dict["placement"] = placement
        if up_to is not UNSET:
            field_dict["up_to"] = up_to
        if powers is not UNSET:
            field_dict["powers"] = powers

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ruleset_ref_cards_item_powers_item import RulesetRefCardsItemPowersItem # noqa: PLC0415
        d = dict(src_dict)
        cards = d.pop("cards")

        _placement = d.pop("placement", UNSET)
        placement: RulesetRefCardsItemPlacement | Unset
        if isinstance(_placement,  Unset):
            placement = UNSET
        else:
            placement = RulesetRefCardsItemPlacement(_placement)




        up_to = d.pop("up_to", UNSET)

        _powers = d.pop("powers", UNSET)
        powers: list[RulesetRefCardsItemPowersItem] | Unset = UNSET
        if _powers is not UNSET:
            powers = []
            for powers_item_data in _powers:
                powers_item = RulesetRefCardsItemPowersItem.from_dict(powers_item_data)



                powers.append(powers_item)


        ruleset_ref_cards_item = cls(
            cards=cards,
            placement=placement,
            up_to=up_to,
            powers=powers,
        )


        ruleset_ref_cards_item.additional_properties = d
        return ruleset_ref_cards_item

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

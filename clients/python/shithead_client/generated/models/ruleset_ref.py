from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.ruleset_ref_cards_item import RulesetRefCardsItem
  from ..models.ruleset_ref_options import RulesetRefOptions





T = TypeVar("T", bound="RulesetRef")



@_attrs_define
class RulesetRef:
    """ 
        Attributes:
            preset (str): A preset name from `GET /v1/rulesets`.
            options (RulesetRefOptions | Unset): Option values by option name (see the preset's `options`).
            cards (list[RulesetRefCardsItem] | Unset): Card rules that replace the preset's rule for the same cards, applied
                after the
                options: how a card's powers are reassigned (a custom ruleset, named
                `<preset>+custom`). Each is `{cards, placement, up_to, powers}` as in the
                ruleset's `cards` (see `GET /v1/rulesets/{name}`); a rule with no powers and the
                default placement removes the preset's rule. A combination the engine cannot
                honour is refused with 422 `invalid_ruleset` saying why.
                 Example: [{'cards': '7', 'placement': 'in_turn', 'powers': [{'kind': 'reverse'}]}].
     """

    preset: str
    options: RulesetRefOptions | Unset = UNSET
    cards: list[RulesetRefCardsItem] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.ruleset_ref_cards_item import RulesetRefCardsItem # noqa: PLC0415
        from ..models.ruleset_ref_options import RulesetRefOptions # noqa: PLC0415
        preset = self.preset

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        cards: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = []
            for cards_item_data in self.cards:
                cards_item = cards_item_data.to_dict()
                cards.append(cards_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "preset": preset,
        })
        if options is not UNSET:
            field_dict["options"] = options
        if cards is not UNSET:
            field_dict["cards"] = cards

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ruleset_ref_cards_item import RulesetRefCardsItem # noqa: PLC0415
        from ..models.ruleset_ref_options import RulesetRefOptions # noqa: PLC0415
        d = dict(src_dict)
        preset = d.pop("preset")

        _options = d.pop("options", UNSET)
        options: RulesetRefOptions | Unset
        if isinstance(_options,  Unset):
            options = UNSET
        else:
            options = RulesetRefOptions.from_dict(_options)




        _cards = d.pop("cards", UNSET)
        cards: list[RulesetRefCardsItem] | Unset = UNSET
        if _cards is not UNSET:
            cards = []
            for cards_item_data in _cards:
                cards_item = RulesetRefCardsItem.from_dict(cards_item_data)



                cards.append(cards_item)


        ruleset_ref = cls(
            preset=preset,
            options=options,
            cards=cards,
        )

        return ruleset_ref


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.option_info import OptionInfo
  from ..models.ruleset_summary_cards_item import RulesetSummaryCardsItem
  from ..models.ruleset_summary_layout import RulesetSummaryLayout
  from ..models.ruleset_summary_match import RulesetSummaryMatch
  from ..models.ruleset_summary_players import RulesetSummaryPlayers





T = TypeVar("T", bound="RulesetSummary")



@_attrs_define
class RulesetSummary:
    """ 
        Attributes:
            name (str):
            title (str):
            source (str):
            description (str):
            players (RulesetSummaryPlayers):
            cards (list[RulesetSummaryCardsItem]): What the special cards do.
            options (list[OptionInfo]):
            layout (RulesetSummaryLayout | Unset): Cards each player is dealt face down, face up and in hand; the hand's
                minimum and maximum; jokers in the deck.
            objective (str | Unset):
            table_rules (list[str] | Unset): Rules of the table rather than of one card (four of a kind, gambits).
            match (RulesetSummaryMatch | Unset): What carries over between the games of a match.
     """

    name: str
    title: str
    source: str
    description: str
    players: RulesetSummaryPlayers
    cards: list[RulesetSummaryCardsItem]
    options: list[OptionInfo]
    layout: RulesetSummaryLayout | Unset = UNSET
    objective: str | Unset = UNSET
    table_rules: list[str] | Unset = UNSET
    match: RulesetSummaryMatch | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.option_info import OptionInfo # noqa: PLC0415
        from ..models.ruleset_summary_cards_item import RulesetSummaryCardsItem # noqa: PLC0415
        from ..models.ruleset_summary_layout import RulesetSummaryLayout # noqa: PLC0415
        from ..models.ruleset_summary_match import RulesetSummaryMatch # noqa: PLC0415
        from ..models.ruleset_summary_players import RulesetSummaryPlayers # noqa: PLC0415
        name = self.name

        title = self.title

        source = self.source

        description = self.description

        players = self.players.to_dict()

        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)



        options = []
        for options_item_data in self.options:
            options_item = options_item_data.to_dict()
            options.append(options_item)



        layout: dict[str, Any] | Unset = UNSET
        if not isinstance(self.layout, Unset):
            layout = self.layout.to_dict()

        objective = self.objective

        table_rules: list[str] | Unset = UNSET
        if not isinstance(self.table_rules, Unset):
            table_rules = self.table_rules



        match: dict[str, Any] | Unset = UNSET
        if not isinstance(self.match, Unset):
            match = self.match.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "name": name,
            "title": title,
            "source": source,
            "description": description,
            "players": players,
            "cards": cards,
            "options": options,
        })
        if layout is not UNSET:
            field_dict["layout"] = layout
        if objective is not UNSET:
            field_dict["objective"] = objective
        if table_rules is not UNSET:
            field_dict["table_rules"] = table_rules
        if match is not UNSET:
            field_dict["match"] = match

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.option_info import OptionInfo # noqa: PLC0415
        from ..models.ruleset_summary_cards_item import RulesetSummaryCardsItem # noqa: PLC0415
        from ..models.ruleset_summary_layout import RulesetSummaryLayout # noqa: PLC0415
        from ..models.ruleset_summary_match import RulesetSummaryMatch # noqa: PLC0415
        from ..models.ruleset_summary_players import RulesetSummaryPlayers # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name")

        title = d.pop("title")

        source = d.pop("source")

        description = d.pop("description")

        players = RulesetSummaryPlayers.from_dict(d.pop("players"))




        cards = []
        _cards = d.pop("cards")
        for cards_item_data in (_cards):
            cards_item = RulesetSummaryCardsItem.from_dict(cards_item_data)



            cards.append(cards_item)


        options = []
        _options = d.pop("options")
        for options_item_data in (_options):
            options_item = OptionInfo.from_dict(options_item_data)



            options.append(options_item)


        _layout = d.pop("layout", UNSET)
        layout: RulesetSummaryLayout | Unset
        if isinstance(_layout,  Unset):
            layout = UNSET
        else:
            layout = RulesetSummaryLayout.from_dict(_layout)




        objective = d.pop("objective", UNSET)

        table_rules = cast(list[str], d.pop("table_rules", UNSET))


        _match = d.pop("match", UNSET)
        match: RulesetSummaryMatch | Unset
        if isinstance(_match,  Unset):
            match = UNSET
        else:
            match = RulesetSummaryMatch.from_dict(_match)




        ruleset_summary = cls(
            name=name,
            title=title,
            source=source,
            description=description,
            players=players,
            cards=cards,
            options=options,
            layout=layout,
            objective=objective,
            table_rules=table_rules,
            match=match,
        )


        ruleset_summary.additional_properties = d
        return ruleset_summary

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="RulesetSummaryMatch")



@_attrs_define
class RulesetSummaryMatch:
    """ What carries over between the games of a match.

        Attributes:
            games (int):
            carried_over (list[str]):
     """

    games: int
    carried_over: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        games = self.games

        carried_over = self.carried_over




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "games": games,
            "carried_over": carried_over,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        games = d.pop("games")

        carried_over = cast(list[str], d.pop("carried_over"))


        ruleset_summary_match = cls(
            games=games,
            carried_over=carried_over,
        )


        ruleset_summary_match.additional_properties = d
        return ruleset_summary_match

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

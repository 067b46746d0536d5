from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.match_rules_next_dealer import MatchRulesNextDealer






T = TypeVar("T", bound="MatchRules")



@_attrs_define
class MatchRules:
    """ What carries over from one game of a match to the next.

        Attributes:
            next_dealer (MatchRulesNextDealer):
            winner_starts (bool):
            spoils (bool):
            loser_no_swap (bool):
            games (int):
     """

    next_dealer: MatchRulesNextDealer
    winner_starts: bool
    spoils: bool
    loser_no_swap: bool
    games: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        next_dealer = self.next_dealer.value

        winner_starts = self.winner_starts

        spoils = self.spoils

        loser_no_swap = self.loser_no_swap

        games = self.games


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "next_dealer": next_dealer,
            "winner_starts": winner_starts,
            "spoils": spoils,
            "loser_no_swap": loser_no_swap,
            "games": games,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        next_dealer = MatchRulesNextDealer(d.pop("next_dealer"))




        winner_starts = d.pop("winner_starts")

        spoils = d.pop("spoils")

        loser_no_swap = d.pop("loser_no_swap")

        games = d.pop("games")

        match_rules = cls(
            next_dealer=next_dealer,
            winner_starts=winner_starts,
            spoils=spoils,
            loser_no_swap=loser_no_swap,
            games=games,
        )


        match_rules.additional_properties = d
        return match_rules

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="MatchStanding")



@_attrs_define
class MatchStanding:
    """ 
        Attributes:
            rank (int):
            seat (int): A seat number, 0-based.
            wins (int): Games won (first out).
            losses (int): Games lost (left holding cards).
            draws (int): Games ended by the turn cap.
            places (list[int | None]): The seat's finishing place in each game (null for a draw or a place not decided).
     """

    rank: int
    seat: int
    wins: int
    losses: int
    draws: int
    places: list[int | None]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        rank = self.rank

        seat = self.seat

        wins = self.wins

        losses = self.losses

        draws = self.draws

        places = []
        for places_item_data in self.places:
            places_item: int | None
            places_item = places_item_data
            places.append(places_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "rank": rank,
            "seat": seat,
            "wins": wins,
            "losses": losses,
            "draws": draws,
            "places": places,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rank = d.pop("rank")

        seat = d.pop("seat")

        wins = d.pop("wins")

        losses = d.pop("losses")

        draws = d.pop("draws")

        places = []
        _places = d.pop("places")
        for places_item_data in (_places):
            def _parse_places_item(data: object) -> int | None:
                if data is None:
                    return data
                return cast(int | None, data)

            places_item = _parse_places_item(places_item_data)

            places.append(places_item)


        match_standing = cls(
            rank=rank,
            seat=seat,
            wins=wins,
            losses=losses,
            draws=draws,
            places=places,
        )


        match_standing.additional_properties = d
        return match_standing

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

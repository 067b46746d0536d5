from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.tournament_list_tournaments_item import TournamentListTournamentsItem





T = TypeVar("T", bound="TournamentList")



@_attrs_define
class TournamentList:
    """ 
        Attributes:
            tournaments (list[TournamentListTournamentsItem]):
            next_cursor (None | str): Pass as `cursor` for the next page; null on the last page.
     """

    tournaments: list[TournamentListTournamentsItem]
    next_cursor: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.tournament_list_tournaments_item import TournamentListTournamentsItem # noqa: PLC0415
        tournaments = []
        for tournaments_item_data in self.tournaments:
            tournaments_item = tournaments_item_data.to_dict()
            tournaments.append(tournaments_item)



        next_cursor: None | str
        next_cursor = self.next_cursor


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "tournaments": tournaments,
            "next_cursor": next_cursor,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tournament_list_tournaments_item import TournamentListTournamentsItem # noqa: PLC0415
        d = dict(src_dict)
        tournaments = []
        _tournaments = d.pop("tournaments")
        for tournaments_item_data in (_tournaments):
            tournaments_item = TournamentListTournamentsItem.from_dict(tournaments_item_data)



            tournaments.append(tournaments_item)


        def _parse_next_cursor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_cursor = _parse_next_cursor(d.pop("next_cursor"))


        tournament_list = cls(
            tournaments=tournaments,
            next_cursor=next_cursor,
        )


        tournament_list.additional_properties = d
        return tournament_list

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

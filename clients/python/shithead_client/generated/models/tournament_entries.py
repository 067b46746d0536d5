from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.entered_bot import EnteredBot





T = TypeVar("T", bound="TournamentEntries")



@_attrs_define
class TournamentEntries:
    """ An open tournament's entries, after an entry or a withdrawal.

        Attributes:
            tournament (str):
            entered (bool): Whether the bot is entered now (false after a withdrawal).
            entries (list[EnteredBot]):
     """

    tournament: str
    entered: bool
    entries: list[EnteredBot]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.entered_bot import EnteredBot # noqa: PLC0415
        tournament = self.tournament

        entered = self.entered

        entries = []
        for entries_item_data in self.entries:
            entries_item = entries_item_data.to_dict()
            entries.append(entries_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "tournament": tournament,
            "entered": entered,
            "entries": entries,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.entered_bot import EnteredBot # noqa: PLC0415
        d = dict(src_dict)
        tournament = d.pop("tournament")

        entered = d.pop("entered")

        entries = []
        _entries = d.pop("entries")
        for entries_item_data in (_entries):
            entries_item = EnteredBot.from_dict(entries_item_data)



            entries.append(entries_item)


        tournament_entries = cls(
            tournament=tournament,
            entered=entered,
            entries=entries,
        )


        tournament_entries.additional_properties = d
        return tournament_entries

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

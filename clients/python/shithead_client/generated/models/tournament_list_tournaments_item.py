from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.tournament_list_tournaments_item_entry import TournamentListTournamentsItemEntry
from ..models.tournament_list_tournaments_item_format import TournamentListTournamentsItemFormat
from ..models.tournament_list_tournaments_item_status import TournamentListTournamentsItemStatus
from typing import cast

if TYPE_CHECKING:
  from ..models.tournament_list_tournaments_item_progress import TournamentListTournamentsItemProgress
  from ..models.tournament_list_tournaments_item_ruleset import TournamentListTournamentsItemRuleset





T = TypeVar("T", bound="TournamentListTournamentsItem")



@_attrs_define
class TournamentListTournamentsItem:
    """ 
        Attributes:
            id (str):
            status (TournamentListTournamentsItemStatus):
            created (float): Creation time (Unix seconds).
            starts_at (float | None): When it starts (Unix seconds); null: it started at once.
            entry (TournamentListTournamentsItemEntry):
            ruleset (TournamentListTournamentsItemRuleset):
            format_ (TournamentListTournamentsItemFormat):
            participants (list[str]): The participants' names.
            progress (TournamentListTournamentsItemProgress):
     """

    id: str
    status: TournamentListTournamentsItemStatus
    created: float
    starts_at: float | None
    entry: TournamentListTournamentsItemEntry
    ruleset: TournamentListTournamentsItemRuleset
    format_: TournamentListTournamentsItemFormat
    participants: list[str]
    progress: TournamentListTournamentsItemProgress
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.tournament_list_tournaments_item_progress import TournamentListTournamentsItemProgress # noqa: PLC0415
        from ..models.tournament_list_tournaments_item_ruleset import TournamentListTournamentsItemRuleset # noqa: PLC0415
        id = self.id

        status = self.status.value

        created = self.created

        starts_at: float | None
        starts_at = self.starts_at

        entry = self.entry.value

        ruleset = self.ruleset.to_dict()

        format_ = self.format_.value

        participants = self.participants



        progress = self.progress.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "status": status,
            "created": created,
            "starts_at": starts_at,
            "entry": entry,
            "ruleset": ruleset,
            "format": format_,
            "participants": participants,
            "progress": progress,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tournament_list_tournaments_item_progress import TournamentListTournamentsItemProgress # noqa: PLC0415
        from ..models.tournament_list_tournaments_item_ruleset import TournamentListTournamentsItemRuleset # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        status = TournamentListTournamentsItemStatus(d.pop("status"))




        created = d.pop("created")

        def _parse_starts_at(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        starts_at = _parse_starts_at(d.pop("starts_at"))


        entry = TournamentListTournamentsItemEntry(d.pop("entry"))




        ruleset = TournamentListTournamentsItemRuleset.from_dict(d.pop("ruleset"))




        format_ = TournamentListTournamentsItemFormat(d.pop("format"))




        participants = cast(list[str], d.pop("participants"))


        progress = TournamentListTournamentsItemProgress.from_dict(d.pop("progress"))




        tournament_list_tournaments_item = cls(
            id=id,
            status=status,
            created=created,
            starts_at=starts_at,
            entry=entry,
            ruleset=ruleset,
            format_=format_,
            participants=participants,
            progress=progress,
        )


        tournament_list_tournaments_item.additional_properties = d
        return tournament_list_tournaments_item

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

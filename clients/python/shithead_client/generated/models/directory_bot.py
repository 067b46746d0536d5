from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.directory_bot_kind import DirectoryBotKind
from ..models.directory_bot_status import DirectoryBotStatus
from typing import cast

if TYPE_CHECKING:
  from ..models.leaderboard_row import LeaderboardRow





T = TypeVar("T", bound="DirectoryBot")



@_attrs_define
class DirectoryBot:
    """ A bot as the directory lists it.

        Attributes:
            name (str):
            kind (DirectoryBotKind):
            description (None | str):
            status (DirectoryBotStatus):
            online (bool):
            last_seen (float | None):
            rating (LeaderboardRow | None): Its rating in `ruleset`, when the list was asked for one (else null).
     """

    name: str
    kind: DirectoryBotKind
    description: None | str
    status: DirectoryBotStatus
    online: bool
    last_seen: float | None
    rating: LeaderboardRow | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.leaderboard_row import LeaderboardRow # noqa: PLC0415
        name = self.name

        kind = self.kind.value

        description: None | str
        description = self.description

        status = self.status.value

        online = self.online

        last_seen: float | None
        last_seen = self.last_seen

        rating: dict[str, Any] | None
        if isinstance(self.rating, LeaderboardRow):
            rating = self.rating.to_dict()
        else:
            rating = self.rating


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "name": name,
            "kind": kind,
            "description": description,
            "status": status,
            "online": online,
            "last_seen": last_seen,
            "rating": rating,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.leaderboard_row import LeaderboardRow # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name")

        kind = DirectoryBotKind(d.pop("kind"))




        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))


        status = DirectoryBotStatus(d.pop("status"))




        online = d.pop("online")

        def _parse_last_seen(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        last_seen = _parse_last_seen(d.pop("last_seen"))


        def _parse_rating(data: object) -> LeaderboardRow | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rating_type_0 = LeaderboardRow.from_dict(data)



                return rating_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LeaderboardRow | None, data)

        rating = _parse_rating(d.pop("rating"))


        directory_bot = cls(
            name=name,
            kind=kind,
            description=description,
            status=status,
            online=online,
            last_seen=last_seen,
            rating=rating,
        )


        directory_bot.additional_properties = d
        return directory_bot

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

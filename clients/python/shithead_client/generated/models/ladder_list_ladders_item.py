from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ladder_list_ladders_item_status import LadderListLaddersItemStatus
from typing import cast

if TYPE_CHECKING:
  from ..models.ladder_list_ladders_item_ruleset import LadderListLaddersItemRuleset





T = TypeVar("T", bound="LadderListLaddersItem")



@_attrs_define
class LadderListLaddersItem:
    """ 
        Attributes:
            id (str):
            name (None | str):
            status (LadderListLaddersItemStatus):
            created (float):
            ruleset (LadderListLaddersItemRuleset):
            seats_per_game (int):
            games_per_hour (int):
            bots (int): How many bots are enrolled.
     """

    id: str
    name: None | str
    status: LadderListLaddersItemStatus
    created: float
    ruleset: LadderListLaddersItemRuleset
    seats_per_game: int
    games_per_hour: int
    bots: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.ladder_list_ladders_item_ruleset import LadderListLaddersItemRuleset # noqa: PLC0415
        id = self.id

        name: None | str
        name = self.name

        status = self.status.value

        created = self.created

        ruleset = self.ruleset.to_dict()

        seats_per_game = self.seats_per_game

        games_per_hour = self.games_per_hour

        bots = self.bots


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "name": name,
            "status": status,
            "created": created,
            "ruleset": ruleset,
            "seats_per_game": seats_per_game,
            "games_per_hour": games_per_hour,
            "bots": bots,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ladder_list_ladders_item_ruleset import LadderListLaddersItemRuleset # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))


        status = LadderListLaddersItemStatus(d.pop("status"))




        created = d.pop("created")

        ruleset = LadderListLaddersItemRuleset.from_dict(d.pop("ruleset"))




        seats_per_game = d.pop("seats_per_game")

        games_per_hour = d.pop("games_per_hour")

        bots = d.pop("bots")

        ladder_list_ladders_item = cls(
            id=id,
            name=name,
            status=status,
            created=created,
            ruleset=ruleset,
            seats_per_game=seats_per_game,
            games_per_hour=games_per_hour,
            bots=bots,
        )


        ladder_list_ladders_item.additional_properties = d
        return ladder_list_ladders_item

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

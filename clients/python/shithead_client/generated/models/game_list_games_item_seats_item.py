from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_list_games_item_seats_item_kind import GameListGamesItemSeatsItemKind
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="GameListGamesItemSeatsItem")



@_attrs_define
class GameListGamesItemSeatsItem:
    """ 
        Attributes:
            name (str):
            kind (GameListGamesItemSeatsItemKind): `person`: a player holding the seat's token; `bot`: played by the service
                (a built-in or push bot) or held by a registered bot; `open`: anyone may join it.
            account (None | str | Unset): The registered bot holding the seat; only on such a seat.
     """

    name: str
    kind: GameListGamesItemSeatsItemKind
    account: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        kind = self.kind.value

        account: None | str | Unset
        if isinstance(self.account, Unset):
            account = UNSET
        else:
            account = self.account


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "name": name,
            "kind": kind,
        })
        if account is not UNSET:
            field_dict["account"] = account

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        kind = GameListGamesItemSeatsItemKind(d.pop("kind"))




        def _parse_account(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        account = _parse_account(d.pop("account", UNSET))


        game_list_games_item_seats_item = cls(
            name=name,
            kind=kind,
            account=account,
        )


        game_list_games_item_seats_item.additional_properties = d
        return game_list_games_item_seats_item

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

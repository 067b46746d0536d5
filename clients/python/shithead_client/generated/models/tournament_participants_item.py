from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.tournament_participants_item_bot import TournamentParticipantsItemBot
from ..types import UNSET, Unset






T = TypeVar("T", bound="TournamentParticipantsItem")



@_attrs_define
class TournamentParticipantsItem:
    """ 
        Attributes:
            participant (int):
            name (str):
            bot (TournamentParticipantsItemBot): A built-in bot's name, `push` (a push bot, registered or at a URL) or
                `pull` (a registered bot that calls the API itself).
            account (str | Unset): The registered bot playing as this participant (only for one).
     """

    participant: int
    name: str
    bot: TournamentParticipantsItemBot
    account: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        participant = self.participant

        name = self.name

        bot = self.bot.value

        account = self.account


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "participant": participant,
            "name": name,
            "bot": bot,
        })
        if account is not UNSET:
            field_dict["account"] = account

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        participant = d.pop("participant")

        name = d.pop("name")

        bot = TournamentParticipantsItemBot(d.pop("bot"))




        account = d.pop("account", UNSET)

        tournament_participants_item = cls(
            participant=participant,
            name=name,
            bot=bot,
            account=account,
        )


        tournament_participants_item.additional_properties = d
        return tournament_participants_item

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

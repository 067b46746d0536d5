from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.created_tournament_participants_item_bot import CreatedTournamentParticipantsItemBot
from typing import cast






T = TypeVar("T", bound="CreatedTournamentParticipantsItem")



@_attrs_define
class CreatedTournamentParticipantsItem:
    """ 
        Attributes:
            participant (int):
            name (str):
            bot (CreatedTournamentParticipantsItemBot):
            webhook_secret (None | str): A push bot's signing secret (Standard Webhooks, `whsec_...`) for every game of the
                tournament. Shown only here; null for built-in bots.
     """

    participant: int
    name: str
    bot: CreatedTournamentParticipantsItemBot
    webhook_secret: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        participant = self.participant

        name = self.name

        bot = self.bot.value

        webhook_secret: None | str
        webhook_secret = self.webhook_secret


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "participant": participant,
            "name": name,
            "bot": bot,
            "webhook_secret": webhook_secret,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        participant = d.pop("participant")

        name = d.pop("name")

        bot = CreatedTournamentParticipantsItemBot(d.pop("bot"))




        def _parse_webhook_secret(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        webhook_secret = _parse_webhook_secret(d.pop("webhook_secret"))


        created_tournament_participants_item = cls(
            participant=participant,
            name=name,
            bot=bot,
            webhook_secret=webhook_secret,
        )


        created_tournament_participants_item.additional_properties = d
        return created_tournament_participants_item

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="CreatedMatchSeat")



@_attrs_define
class CreatedMatchSeat:
    """ 
        Attributes:
            seat (int): A seat number, 0-based.
            name (str):
            open_ (bool): Nobody has taken this seat yet (join it in the current game).
            bot (None | str): The built-in bot playing this seat, `push` for a push bot, or null.
            token (None | str): The seat's bearer token for every game of the match (null for a bot or an open seat).
            webhook_secret (None | str): A push seat's signing secret (Standard Webhooks, `whsec_...`) for every game of the
                match. Shown only here; null for other seats.
     """

    seat: int
    name: str
    open_: bool
    bot: None | str
    token: None | str
    webhook_secret: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        name = self.name

        open_ = self.open_

        bot: None | str
        bot = self.bot

        token: None | str
        token = self.token

        webhook_secret: None | str
        webhook_secret = self.webhook_secret


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "name": name,
            "open": open_,
            "bot": bot,
            "token": token,
            "webhook_secret": webhook_secret,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        name = d.pop("name")

        open_ = d.pop("open")

        def _parse_bot(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        bot = _parse_bot(d.pop("bot"))


        def _parse_token(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        token = _parse_token(d.pop("token"))


        def _parse_webhook_secret(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        webhook_secret = _parse_webhook_secret(d.pop("webhook_secret"))


        created_match_seat = cls(
            seat=seat,
            name=name,
            open_=open_,
            bot=bot,
            token=token,
            webhook_secret=webhook_secret,
        )


        created_match_seat.additional_properties = d
        return created_match_seat

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

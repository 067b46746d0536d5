from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.challenge_seat_kind import ChallengeSeatKind
from typing import cast






T = TypeVar("T", bound="ChallengeSeat")



@_attrs_define
class ChallengeSeat:
    """ 
        Attributes:
            seat (int): A seat number, 0-based.
            kind (ChallengeSeatKind):
            account (None | str): The invited bot.
            bot (None | str): A built-in bot.
            name (None | str):
     """

    seat: int
    kind: ChallengeSeatKind
    account: None | str
    bot: None | str
    name: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        kind = self.kind.value

        account: None | str
        account = self.account

        bot: None | str
        bot = self.bot

        name: None | str
        name = self.name


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "kind": kind,
            "account": account,
            "bot": bot,
            "name": name,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        kind = ChallengeSeatKind(d.pop("kind"))




        def _parse_account(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        account = _parse_account(d.pop("account"))


        def _parse_bot(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        bot = _parse_bot(d.pop("bot"))


        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))


        challenge_seat = cls(
            seat=seat,
            kind=kind,
            account=account,
            bot=bot,
            name=name,
        )


        challenge_seat.additional_properties = d
        return challenge_seat

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

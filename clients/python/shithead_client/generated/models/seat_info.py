from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.seat_info_left import SeatInfoLeft





T = TypeVar("T", bound="SeatInfo")



@_attrs_define
class SeatInfo:
    """ 
        Attributes:
            seat (int): A seat number, 0-based.
            name (str):
            open_ (bool): Nobody holds this seat's token yet.
            bot (None | str | Unset): The built-in bot playing this seat (`random`, `heuristic`, `ismcts`), `push` for a
                push bot, or null.
            account (None | str | Unset): The registered bot holding this seat (`POST /v1/bots`), whose own token acts in
                it; only on such a seat.
            version (None | str | Unset): The registered bot's version tag when it took the seat (`PATCH /v1/bots/{name}`);
                only on such a seat, and only when it had one.
            strikes (int | Unset): The times a push bot failed to answer with a legal move and the default move was played.
            left (SeatInfoLeft | Unset): The seat's player left (`POST /v1/games/{game_id}/leave`): from `version` on, the
                built-in bot `bot` plays it; only on such a seat. A rating counts the game as the leaver's loss.
     """

    seat: int
    name: str
    open_: bool
    bot: None | str | Unset = UNSET
    account: None | str | Unset = UNSET
    version: None | str | Unset = UNSET
    strikes: int | Unset = UNSET
    left: SeatInfoLeft | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.seat_info_left import SeatInfoLeft # noqa: PLC0415
        seat = self.seat

        name = self.name

        open_ = self.open_

        bot: None | str | Unset
        if isinstance(self.bot, Unset):
            bot = UNSET
        else:
            bot = self.bot

        account: None | str | Unset
        if isinstance(self.account, Unset):
            account = UNSET
        else:
            account = self.account

        version: None | str | Unset
        if isinstance(self.version, Unset):
            version = UNSET
        else:
            version = self.version

        strikes = self.strikes

        left: dict[str, Any] | Unset = UNSET
        if not isinstance(self.left, Unset):
            left = self.left.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "name": name,
            "open": open_,
        })
        if bot is not UNSET:
            field_dict["bot"] = bot
        if account is not UNSET:
            field_dict["account"] = account
        if version is not UNSET:
            field_dict["version"] = version
        if strikes is not UNSET:
            field_dict["strikes"] = strikes
        if left is not UNSET:
            field_dict["left"] = left

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.seat_info_left import SeatInfoLeft # noqa: PLC0415
        d = dict(src_dict)
        seat = d.pop("seat")

        name = d.pop("name")

        open_ = d.pop("open")

        def _parse_bot(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        bot = _parse_bot(d.pop("bot", UNSET))


        def _parse_account(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        account = _parse_account(d.pop("account", UNSET))


        def _parse_version(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        version = _parse_version(d.pop("version", UNSET))


        strikes = d.pop("strikes", UNSET)

        _left = d.pop("left", UNSET)
        left: SeatInfoLeft | Unset
        if isinstance(_left,  Unset):
            left = UNSET
        else:
            left = SeatInfoLeft.from_dict(_left)




        seat_info = cls(
            seat=seat,
            name=name,
            open_=open_,
            bot=bot,
            account=account,
            version=version,
            strikes=strikes,
            left=left,
        )


        seat_info.additional_properties = d
        return seat_info

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

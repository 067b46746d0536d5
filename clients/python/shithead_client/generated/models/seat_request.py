from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seat_request_bot import SeatRequestBot
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.push_bot import PushBot





T = TypeVar("T", bound="SeatRequest")



@_attrs_define
class SeatRequest:
    """ 
        Attributes:
            name (None | str | Unset): The seat's name (default `seat <n>`).
            open_ (bool | Unset): Leave the seat open for `join` (no token is issued now). Default: False.
            bot (SeatRequestBot | Unset): A built-in bot plays this seat: the service plays its turns itself, right after
                the game is created and after every action, until a person must act. A game of
                bots only is played to its end while it is created.
            push (PushBot | Unset): A push bot plays this seat: the service POSTs to `url` when the seat must act (see
                the `pushBotMove` webhook). Not together with `bot` or `open`.
            account (str | Unset): A registered bot (`POST /v1/bots`) holds this seat: its own token acts in it, and
                its feed announces the seat (`seat_assigned`); a registered push bot's seat is
                played by the service at the bot's URL. A bot holds at most one seat in a game.
     """

    name: None | str | Unset = UNSET
    open_: bool | Unset = False
    bot: SeatRequestBot | Unset = UNSET
    push: PushBot | Unset = UNSET
    account: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.push_bot import PushBot # noqa: PLC0415
        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        open_ = self.open_

        bot: str | Unset = UNSET
        if not isinstance(self.bot, Unset):
            bot = self.bot.value


        push: dict[str, Any] | Unset = UNSET
        if not isinstance(self.push, Unset):
            push = self.push.to_dict()

        account = self.account


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if name is not UNSET:
            field_dict["name"] = name
        if open_ is not UNSET:
            field_dict["open"] = open_
        if bot is not UNSET:
            field_dict["bot"] = bot
        if push is not UNSET:
            field_dict["push"] = push
        if account is not UNSET:
            field_dict["account"] = account

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.push_bot import PushBot # noqa: PLC0415
        d = dict(src_dict)
        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))


        open_ = d.pop("open", UNSET)

        _bot = d.pop("bot", UNSET)
        bot: SeatRequestBot | Unset
        if isinstance(_bot,  Unset):
            bot = UNSET
        else:
            bot = SeatRequestBot(_bot)




        _push = d.pop("push", UNSET)
        push: PushBot | Unset
        if isinstance(_push,  Unset):
            push = UNSET
        else:
            push = PushBot.from_dict(_push)




        account = d.pop("account", UNSET)

        seat_request = cls(
            name=name,
            open_=open_,
            bot=bot,
            push=push,
            account=account,
        )

        return seat_request


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.push_bot_notice_type import PushBotNoticeType
from typing import cast

if TYPE_CHECKING:
  from ..models.game import Game
  from ..models.result import Result





T = TypeVar("T", bound="PushBotNotice")



@_attrs_define
class PushBotNotice:
    """ 
        Attributes:
            type_ (PushBotNoticeType): `game_started`: the game was dealt; `game_ended`: it is over; `seat_left`: a seat's
                player left it to a built-in bot (the view's `seats` show which).
            game (str): The game's id.
            seat (int): A seat number, 0-based.
            version (int): The game's version the notice is about: the deal's, the leave's, or the last.
            view (Game):
            result (None | Result): How the game ended (`game_ended`); null in `game_started`.
     """

    type_: PushBotNoticeType
    game: str
    seat: int
    version: int
    view: Game
    result: None | Result
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.game import Game # noqa: PLC0415
        from ..models.result import Result # noqa: PLC0415
        type_ = self.type_.value

        game = self.game

        seat = self.seat

        version = self.version

        view = self.view.to_dict()

        result: dict[str, Any] | None
        if isinstance(self.result, Result):
            result = self.result.to_dict()
        else:
            result = self.result


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "game": game,
            "seat": seat,
            "version": version,
            "view": view,
            "result": result,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game import Game # noqa: PLC0415
        from ..models.result import Result # noqa: PLC0415
        d = dict(src_dict)
        type_ = PushBotNoticeType(d.pop("type"))




        game = d.pop("game")

        seat = d.pop("seat")

        version = d.pop("version")

        view = Game.from_dict(d.pop("view"))




        def _parse_result(data: object) -> None | Result:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = Result.from_dict(data)



                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Result, data)

        result = _parse_result(d.pop("result"))


        push_bot_notice = cls(
            type_=type_,
            game=game,
            seat=seat,
            version=version,
            view=view,
            result=result,
        )


        push_bot_notice.additional_properties = d
        return push_bot_notice

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

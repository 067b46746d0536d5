from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.push_bot_request_type import PushBotRequestType
from typing import cast

if TYPE_CHECKING:
  from ..models.action_out import ActionOut
  from ..models.game import Game





T = TypeVar("T", bound="PushBotRequest")



@_attrs_define
class PushBotRequest:
    """ 
        Attributes:
            type_ (PushBotRequestType): `move`: the seat must act (`pushBotNotice` sends the others).
            game (str): The game's id.
            seat (int): A seat number, 0-based.
            version (int): The game's version the move is asked at.
            view (Game):
            legal_moves (list[ActionOut]): Every action the seat may take, as `GET /v1/games/{game_id}/legal-moves` lists
                them.
            deadline_ms (int): Milliseconds the bot has to answer, from when the request is sent.
     """

    type_: PushBotRequestType
    game: str
    seat: int
    version: int
    view: Game
    legal_moves: list[ActionOut]
    deadline_ms: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.action_out import ActionOut # noqa: PLC0415
        from ..models.game import Game # noqa: PLC0415
        type_ = self.type_.value

        game = self.game

        seat = self.seat

        version = self.version

        view = self.view.to_dict()

        legal_moves = []
        for legal_moves_item_data in self.legal_moves:
            legal_moves_item = legal_moves_item_data.to_dict()
            legal_moves.append(legal_moves_item)



        deadline_ms = self.deadline_ms


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "game": game,
            "seat": seat,
            "version": version,
            "view": view,
            "legal_moves": legal_moves,
            "deadline_ms": deadline_ms,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.action_out import ActionOut # noqa: PLC0415
        from ..models.game import Game # noqa: PLC0415
        d = dict(src_dict)
        type_ = PushBotRequestType(d.pop("type"))




        game = d.pop("game")

        seat = d.pop("seat")

        version = d.pop("version")

        view = Game.from_dict(d.pop("view"))




        legal_moves = []
        _legal_moves = d.pop("legal_moves")
        for legal_moves_item_data in (_legal_moves):
            legal_moves_item = ActionOut.from_dict(legal_moves_item_data)



            legal_moves.append(legal_moves_item)


        deadline_ms = d.pop("deadline_ms")

        push_bot_request = cls(
            type_=type_,
            game=game,
            seat=seat,
            version=version,
            view=view,
            legal_moves=legal_moves,
            deadline_ms=deadline_ms,
        )


        push_bot_request.additional_properties = d
        return push_bot_request

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

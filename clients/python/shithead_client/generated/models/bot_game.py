from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.bot_result import BotResult





T = TypeVar("T", bound="BotGame")



@_attrs_define
class BotGame:
    """ 
        Attributes:
            id (str):
            seat (int): A seat number, 0-based.
            result (BotResult | None): The game's result with the bot's `outcome`; null while it is played.
     """

    id: str
    seat: int
    result: BotResult | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.bot_result import BotResult # noqa: PLC0415
        id = self.id

        seat = self.seat

        result: dict[str, Any] | None
        if isinstance(self.result, BotResult):
            result = self.result.to_dict()
        else:
            result = self.result


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "seat": seat,
            "result": result,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bot_result import BotResult # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        seat = d.pop("seat")

        def _parse_result(data: object) -> BotResult | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = BotResult.from_dict(data)



                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BotResult | None, data)

        result = _parse_result(d.pop("result"))


        bot_game = cls(
            id=id,
            seat=seat,
            result=result,
        )


        bot_game.additional_properties = d
        return bot_game

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

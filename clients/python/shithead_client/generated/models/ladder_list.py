from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.ladder_list_ladders_item import LadderListLaddersItem





T = TypeVar("T", bound="LadderList")



@_attrs_define
class LadderList:
    """ 
        Attributes:
            ladders (list[LadderListLaddersItem]):
            next_cursor (None | str): Pass as `cursor` for the next page; null on the last page.
     """

    ladders: list[LadderListLaddersItem]
    next_cursor: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.ladder_list_ladders_item import LadderListLaddersItem # noqa: PLC0415
        ladders = []
        for ladders_item_data in self.ladders:
            ladders_item = ladders_item_data.to_dict()
            ladders.append(ladders_item)



        next_cursor: None | str
        next_cursor = self.next_cursor


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "ladders": ladders,
            "next_cursor": next_cursor,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ladder_list_ladders_item import LadderListLaddersItem # noqa: PLC0415
        d = dict(src_dict)
        ladders = []
        _ladders = d.pop("ladders")
        for ladders_item_data in (_ladders):
            ladders_item = LadderListLaddersItem.from_dict(ladders_item_data)



            ladders.append(ladders_item)


        def _parse_next_cursor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_cursor = _parse_next_cursor(d.pop("next_cursor"))


        ladder_list = cls(
            ladders=ladders,
            next_cursor=next_cursor,
        )


        ladder_list.additional_properties = d
        return ladder_list

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

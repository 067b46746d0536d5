from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="SeatView")



@_attrs_define
class SeatView:
    """ 
        Attributes:
            seat (int): A seat number, 0-based.
            hand_count (int):
            table (list[list[None | str]]): One list per table slot, bottom card first; a card the viewer may not see is
                null. A slot starts at the lowest layer that reaches it (the ruleset's `layout.counts`), so where there are more
                face-up than face-down cards, the extra face-up cards lie alone in their slots, with nothing beneath.
            finished (bool):
            place (int | None):
            ready (bool):
            hand (list[str] | Unset): Only in the viewer's own seat while the game runs; in every seat once it is over.
            stock_count (int | Unset): Where each player has a pile and a stock (the red/black split deck), the cards in
                this seat's stock.
            stock (list[str] | Unset): Where each player has a stock, only once the game is over, its cards in order, top
                first.
            pile_below (list[str] | Unset): Where each player has a pile, its cards below the plays since the last pick-up
                or clear (face up, public).
            passing_count (int | Unset): While cards are passed on (black jacks), how many this seat has given.
            passing (list[str] | Unset): Only in the viewer's own seat, while cards are passed on; the cards it gave.
     """

    seat: int
    hand_count: int
    table: list[list[None | str]]
    finished: bool
    place: int | None
    ready: bool
    hand: list[str] | Unset = UNSET
    stock_count: int | Unset = UNSET
    stock: list[str] | Unset = UNSET
    pile_below: list[str] | Unset = UNSET
    passing_count: int | Unset = UNSET
    passing: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        hand_count = self.hand_count

        table = []
        for table_item_data in self.table:
            table_item = []
            for table_item_item_data in table_item_data:
                table_item_item: None | str
                table_item_item = table_item_item_data
                table_item.append(table_item_item)


            table.append(table_item)



        finished = self.finished

        place: int | None
        place = self.place

        ready = self.ready

        hand: list[str] | Unset = UNSET
        if not isinstance(self.hand, Unset):
            hand = self.hand



        stock_count = self.stock_count

        stock: list[str] | Unset = UNSET
        if not isinstance(self.stock, Unset):
            stock = self.stock



        pile_below: list[str] | Unset = UNSET
        if not isinstance(self.pile_below, Unset):
            pile_below = self.pile_below



        passing_count = self.passing_count

        passing: list[str] | Unset = UNSET
        if not isinstance(self.passing, Unset):
            passing = self.passing




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "hand_count": hand_count,
            "table": table,
            "finished": finished,
            "place": place,
            "ready": ready,
        })
        if hand is not UNSET:
            field_dict["hand"] = hand
        if stock_count is not UNSET:
            field_dict["stock_count"] = stock_count
        if stock is not UNSET:
            field_dict["stock"] = stock
        if pile_below is not UNSET:
            field_dict["pile_below"] = pile_below
        if passing_count is not UNSET:
            field_dict["passing_count"] = passing_count
        if passing is not UNSET:
            field_dict["passing"] = passing

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        hand_count = d.pop("hand_count")

        table = []
        _table = d.pop("table")
        for table_item_data in (_table):
            table_item = []
            _table_item = table_item_data
            for table_item_item_data in (_table_item):
                def _parse_table_item_item(data: object) -> None | str:
                    if data is None:
                        return data
                    return cast(None | str, data)

                table_item_item = _parse_table_item_item(table_item_item_data)

                table_item.append(table_item_item)

            table.append(table_item)


        finished = d.pop("finished")

        def _parse_place(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        place = _parse_place(d.pop("place"))


        ready = d.pop("ready")

        hand = cast(list[str], d.pop("hand", UNSET))


        stock_count = d.pop("stock_count", UNSET)

        stock = cast(list[str], d.pop("stock", UNSET))


        pile_below = cast(list[str], d.pop("pile_below", UNSET))


        passing_count = d.pop("passing_count", UNSET)

        passing = cast(list[str], d.pop("passing", UNSET))


        seat_view = cls(
            seat=seat,
            hand_count=hand_count,
            table=table,
            finished=finished,
            place=place,
            ready=ready,
            hand=hand,
            stock_count=stock_count,
            stock=stock,
            pile_below=pile_below,
            passing_count=passing_count,
            passing=passing,
        )


        seat_view.additional_properties = d
        return seat_view

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

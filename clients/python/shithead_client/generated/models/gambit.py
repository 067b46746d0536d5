from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.gambit_counter_mode import GambitCounterMode
from ..models.gambit_effect import GambitEffect
from ..models.gambit_stop_mode import GambitStopMode
from typing import cast






T = TypeVar("T", bound="Gambit")



@_attrs_define
class Gambit:
    """ Four of a kind of ``rank`` called as a gambit (``engine.rules.Gambit``).

        Attributes:
            rank (str):
            effect (GambitEffect):
            counters (list[str]):
            remove (str):
            counter_mode (GambitCounterMode):
            optional (bool):
            stoppers (list[str]):
            stop_mode (GambitStopMode):
            count (int):
            bottom (int):
     """

    rank: str
    effect: GambitEffect
    counters: list[str]
    remove: str
    counter_mode: GambitCounterMode
    optional: bool
    stoppers: list[str]
    stop_mode: GambitStopMode
    count: int
    bottom: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        rank = self.rank

        effect = self.effect.value

        counters = self.counters



        remove = self.remove

        counter_mode = self.counter_mode.value

        optional = self.optional

        stoppers = self.stoppers



        stop_mode = self.stop_mode.value

        count = self.count

        bottom = self.bottom


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "rank": rank,
            "effect": effect,
            "counters": counters,
            "remove": remove,
            "counter_mode": counter_mode,
            "optional": optional,
            "stoppers": stoppers,
            "stop_mode": stop_mode,
            "count": count,
            "bottom": bottom,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rank = d.pop("rank")

        effect = GambitEffect(d.pop("effect"))




        counters = cast(list[str], d.pop("counters"))


        remove = d.pop("remove")

        counter_mode = GambitCounterMode(d.pop("counter_mode"))




        optional = d.pop("optional")

        stoppers = cast(list[str], d.pop("stoppers"))


        stop_mode = GambitStopMode(d.pop("stop_mode"))




        count = d.pop("count")

        bottom = d.pop("bottom")

        gambit = cls(
            rank=rank,
            effect=effect,
            counters=counters,
            remove=remove,
            counter_mode=counter_mode,
            optional=optional,
            stoppers=stoppers,
            stop_mode=stop_mode,
            count=count,
            bottom=bottom,
        )


        gambit.additional_properties = d
        return gambit

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

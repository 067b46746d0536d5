from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.four_of_a_kind_effect import FourOfAKindEffect
from typing import cast






T = TypeVar("T", bound="FourOfAKind")



@_attrs_define
class FourOfAKind:
    """ What four cards of a rank do (``engine.rules.FourOfAKind``).

        Attributes:
            count (int):
            effect (FourOfAKindEffect):
            mimic_bridges (bool):
            ranks (list[str]):
            go_again (bool):
            in_one_play (bool):
            together (list[str]):
            skips_after_again (bool):
            transparent_runs (bool):
     """

    count: int
    effect: FourOfAKindEffect
    mimic_bridges: bool
    ranks: list[str]
    go_again: bool
    in_one_play: bool
    together: list[str]
    skips_after_again: bool
    transparent_runs: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        count = self.count

        effect = self.effect.value

        mimic_bridges = self.mimic_bridges

        ranks = self.ranks



        go_again = self.go_again

        in_one_play = self.in_one_play

        together = self.together



        skips_after_again = self.skips_after_again

        transparent_runs = self.transparent_runs


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "count": count,
            "effect": effect,
            "mimic_bridges": mimic_bridges,
            "ranks": ranks,
            "go_again": go_again,
            "in_one_play": in_one_play,
            "together": together,
            "skips_after_again": skips_after_again,
            "transparent_runs": transparent_runs,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        effect = FourOfAKindEffect(d.pop("effect"))




        mimic_bridges = d.pop("mimic_bridges")

        ranks = cast(list[str], d.pop("ranks"))


        go_again = d.pop("go_again")

        in_one_play = d.pop("in_one_play")

        together = cast(list[str], d.pop("together"))


        skips_after_again = d.pop("skips_after_again")

        transparent_runs = d.pop("transparent_runs")

        four_of_a_kind = cls(
            count=count,
            effect=effect,
            mimic_bridges=mimic_bridges,
            ranks=ranks,
            go_again=go_again,
            in_one_play=in_one_play,
            together=together,
            skips_after_again=skips_after_again,
            transparent_runs=transparent_runs,
        )


        four_of_a_kind.additional_properties = d
        return four_of_a_kind

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="RulesetSummaryLayout")



@_attrs_define
class RulesetSummaryLayout:
    """ Cards each player is dealt face down, face up and in hand; the hand's minimum and maximum; jokers in the deck.

        Attributes:
            face_down (int | Unset):
            face_up (int | Unset):
            hand (int | Unset):
            hand_min (int | Unset):
            hand_max (int | None | Unset):
            jokers (int | Unset):
     """

    face_down: int | Unset = UNSET
    face_up: int | Unset = UNSET
    hand: int | Unset = UNSET
    hand_min: int | Unset = UNSET
    hand_max: int | None | Unset = UNSET
    jokers: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        face_down = self.face_down

        face_up = self.face_up

        hand = self.hand

        hand_min = self.hand_min

        hand_max: int | None | Unset
        if isinstance(self.hand_max, Unset):
            hand_max = UNSET
        else:
            hand_max = self.hand_max

        jokers = self.jokers


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if face_down is not UNSET:
            field_dict["face_down"] = face_down
        if face_up is not UNSET:
            field_dict["face_up"] = face_up
        if hand is not UNSET:
            field_dict["hand"] = hand
        if hand_min is not UNSET:
            field_dict["hand_min"] = hand_min
        if hand_max is not UNSET:
            field_dict["hand_max"] = hand_max
        if jokers is not UNSET:
            field_dict["jokers"] = jokers

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        face_down = d.pop("face_down", UNSET)

        face_up = d.pop("face_up", UNSET)

        hand = d.pop("hand", UNSET)

        hand_min = d.pop("hand_min", UNSET)

        def _parse_hand_max(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        hand_max = _parse_hand_max(d.pop("hand_max", UNSET))


        jokers = d.pop("jokers", UNSET)

        ruleset_summary_layout = cls(
            face_down=face_down,
            face_up=face_up,
            hand=hand,
            hand_min=hand_min,
            hand_max=hand_max,
            jokers=jokers,
        )


        ruleset_summary_layout.additional_properties = d
        return ruleset_summary_layout

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.contributions_requested_event_type import ContributionsRequestedEventType






T = TypeVar("T", bound="ContributionsRequestedEvent")



@_attrs_define
class ContributionsRequestedEvent:
    """ The contributed deal (see :mod:`engine.fairness`): before the deal every seat commits
    to a contribution of its own, then reveals it; the deck comes from the server's seed and
    every contribution, by ``algorithm``.

        Attributes:
            type_ (ContributionsRequestedEventType):
            algorithm (str):
     """

    type_: ContributionsRequestedEventType
    algorithm: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        algorithm = self.algorithm


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "algorithm": algorithm,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = ContributionsRequestedEventType(d.pop("type"))




        algorithm = d.pop("algorithm")

        contributions_requested_event = cls(
            type_=type_,
            algorithm=algorithm,
        )


        contributions_requested_event.additional_properties = d
        return contributions_requested_event

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

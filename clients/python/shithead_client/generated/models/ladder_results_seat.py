from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.ladder_rating_value import LadderRatingValue





T = TypeVar("T", bound="LadderResultsSeat")



@_attrs_define
class LadderResultsSeat:
    """ 
        Attributes:
            bot (str):
            score (float): 1 a win, 0.5 a draw, 0 a loss.
            before (LadderRatingValue):
            after (LadderRatingValue):
     """

    bot: str
    score: float
    before: LadderRatingValue
    after: LadderRatingValue
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.ladder_rating_value import LadderRatingValue # noqa: PLC0415
        bot = self.bot

        score = self.score

        before = self.before.to_dict()

        after = self.after.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "bot": bot,
            "score": score,
            "before": before,
            "after": after,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ladder_rating_value import LadderRatingValue # noqa: PLC0415
        d = dict(src_dict)
        bot = d.pop("bot")

        score = d.pop("score")

        before = LadderRatingValue.from_dict(d.pop("before"))




        after = LadderRatingValue.from_dict(d.pop("after"))




        ladder_results_seat = cls(
            bot=bot,
            score=score,
            before=before,
            after=after,
        )


        ladder_results_seat.additional_properties = d
        return ladder_results_seat

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

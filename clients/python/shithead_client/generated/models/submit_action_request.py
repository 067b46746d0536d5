from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.action import Action





T = TypeVar("T", bound="SubmitActionRequest")



@_attrs_define
class SubmitActionRequest:
    """ 
        Attributes:
            action (Action): An action as sent by a client (the fields an action kind does not use must be left out).
                Example: {'kind': 'play', 'cards': ['7C', '7H']}.
            expected_version (int): The game version the action was decided on.
            note (str | Unset): A short note beside the action (printable text, no control characters or line
                breaks), kept in the action's cause in the log. A note is public: everyone,
                spectators included, reads it while the game runs (docs/api.md, "Move notes").
     """

    action: Action
    expected_version: int
    note: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.action import Action # noqa: PLC0415
        action = self.action.to_dict()

        expected_version = self.expected_version

        note = self.note


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action": action,
            "expected_version": expected_version,
        })
        if note is not UNSET:
            field_dict["note"] = note

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.action import Action # noqa: PLC0415
        d = dict(src_dict)
        action = Action.from_dict(d.pop("action"))




        expected_version = d.pop("expected_version")

        note = d.pop("note", UNSET)

        submit_action_request = cls(
            action=action,
            expected_version=expected_version,
            note=note,
        )

        return submit_action_request


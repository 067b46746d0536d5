from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.phase import Phase
from typing import cast

if TYPE_CHECKING:
  from ..models.action_out import ActionOut
  from ..models.result import Result





T = TypeVar("T", bound="LegalMoves")



@_attrs_define
class LegalMoves:
    """ An empty `actions` list means "wait" while `to_act` names other seats, and "over"
    once `phase` is `over` (`result` is then set).

        Attributes:
            version (int):
            phase (Phase):
            to_act (list[int]): The seats that may act now (several during setup; none once the game is over).
            result (None | Result): The result once the game is over; null while it runs.
            seat (int): A seat number, 0-based.
            actions (list[ActionOut]):
     """

    version: int
    phase: Phase
    to_act: list[int]
    result: None | Result
    seat: int
    actions: list[ActionOut]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.action_out import ActionOut # noqa: PLC0415
        from ..models.result import Result # noqa: PLC0415
        version = self.version

        phase = self.phase.value

        to_act = self.to_act



        result: dict[str, Any] | None
        if isinstance(self.result, Result):
            result = self.result.to_dict()
        else:
            result = self.result

        seat = self.seat

        actions = []
        for actions_item_data in self.actions:
            actions_item = actions_item_data.to_dict()
            actions.append(actions_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "version": version,
            "phase": phase,
            "to_act": to_act,
            "result": result,
            "seat": seat,
            "actions": actions,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.action_out import ActionOut # noqa: PLC0415
        from ..models.result import Result # noqa: PLC0415
        d = dict(src_dict)
        version = d.pop("version")

        phase = Phase(d.pop("phase"))




        to_act = cast(list[int], d.pop("to_act"))


        def _parse_result(data: object) -> None | Result:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = Result.from_dict(data)



                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Result, data)

        result = _parse_result(d.pop("result"))


        seat = d.pop("seat")

        actions = []
        _actions = d.pop("actions")
        for actions_item_data in (_actions):
            actions_item = ActionOut.from_dict(actions_item_data)



            actions.append(actions_item)


        legal_moves = cls(
            version=version,
            phase=phase,
            to_act=to_act,
            result=result,
            seat=seat,
            actions=actions,
        )


        legal_moves.additional_properties = d
        return legal_moves

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

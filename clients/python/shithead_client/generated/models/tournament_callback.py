from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.tournament_callback_status import TournamentCallbackStatus
from typing import cast






T = TypeVar("T", bound="TournamentCallback")



@_attrs_define
class TournamentCallback:
    """ How the delivery of the results to the creator's callback URL goes (never the URL).

        Attributes:
            status (TournamentCallbackStatus):
            attempts (int):
            last_attempt (float | None): Unix seconds.
            error (None | str): The last attempt's failure.
     """

    status: TournamentCallbackStatus
    attempts: int
    last_attempt: float | None
    error: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        status = self.status.value

        attempts = self.attempts

        last_attempt: float | None
        last_attempt = self.last_attempt

        error: None | str
        error = self.error


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "status": status,
            "attempts": attempts,
            "last_attempt": last_attempt,
            "error": error,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = TournamentCallbackStatus(d.pop("status"))




        attempts = d.pop("attempts")

        def _parse_last_attempt(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        last_attempt = _parse_last_attempt(d.pop("last_attempt"))


        def _parse_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error = _parse_error(d.pop("error"))


        tournament_callback = cls(
            status=status,
            attempts=attempts,
            last_attempt=last_attempt,
            error=error,
        )


        tournament_callback.additional_properties = d
        return tournament_callback

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

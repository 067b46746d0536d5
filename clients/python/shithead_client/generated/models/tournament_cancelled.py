from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.credential_ref import CredentialRef





T = TypeVar("T", bound="TournamentCancelled")



@_attrs_define
class TournamentCancelled:
    """ 
        Attributes:
            by (CredentialRef): Who started (or cancelled) a tournament: a credential's kind, id and name, never its
                token; `operator` for a tournament the operator cancelled (a revoked organiser's).
            at (float): When (Unix seconds).
            reason (None | str | Unset): Why the schedule cancelled it (too few entrants); null else.
     """

    by: CredentialRef
    at: float
    reason: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.credential_ref import CredentialRef # noqa: PLC0415
        by = self.by.to_dict()

        at = self.at

        reason: None | str | Unset
        if isinstance(self.reason, Unset):
            reason = UNSET
        else:
            reason = self.reason


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "by": by,
            "at": at,
        })
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.credential_ref import CredentialRef # noqa: PLC0415
        d = dict(src_dict)
        by = CredentialRef.from_dict(d.pop("by"))




        at = d.pop("at")

        def _parse_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reason = _parse_reason(d.pop("reason", UNSET))


        tournament_cancelled = cls(
            by=by,
            at=at,
            reason=reason,
        )


        tournament_cancelled.additional_properties = d
        return tournament_cancelled

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

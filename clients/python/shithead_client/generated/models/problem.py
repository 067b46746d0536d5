from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.problem_errors import ProblemErrors





T = TypeVar("T", bound="Problem")



@_attrs_define
class Problem:
    """ An RFC 9457 problem. Switch on `code`.

        Attributes:
            type_ (str): `/problems/<code>`.
            title (str):
            status (int):
            code (str):
            detail (str):
            version (int | Unset): `version_conflict` and `no_such_version`: the game's current version.
            errors (ProblemErrors | Unset): `validation_failed`: the messages by field, nested like the body (list items by
                index); `_schema` holds messages about the object as a whole.
            maybe_written (bool | Unset): `store_unavailable`: true when the connection to the store broke after a write
                was sent, so that it may have been applied; false when nothing was written.
     """

    type_: str
    title: str
    status: int
    code: str
    detail: str
    version: int | Unset = UNSET
    errors: ProblemErrors | Unset = UNSET
    maybe_written: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.problem_errors import ProblemErrors # noqa: PLC0415
        type_ = self.type_

        title = self.title

        status = self.status

        code = self.code

        detail = self.detail

        version = self.version

        errors: dict[str, Any] | Unset = UNSET
        if not isinstance(self.errors, Unset):
            errors = self.errors.to_dict()

        maybe_written = self.maybe_written


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "title": title,
            "status": status,
            "code": code,
            "detail": detail,
        })
        if version is not UNSET:
            field_dict["version"] = version
        if errors is not UNSET:
            field_dict["errors"] = errors
        if maybe_written is not UNSET:
            field_dict["maybe_written"] = maybe_written

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.problem_errors import ProblemErrors # noqa: PLC0415
        d = dict(src_dict)
        type_ = d.pop("type")

        title = d.pop("title")

        status = d.pop("status")

        code = d.pop("code")

        detail = d.pop("detail")

        version = d.pop("version", UNSET)

        _errors = d.pop("errors", UNSET)
        errors: ProblemErrors | Unset
        if isinstance(_errors,  Unset):
            errors = UNSET
        else:
            errors = ProblemErrors.from_dict(_errors)




        maybe_written = d.pop("maybe_written", UNSET)

        problem = cls(
            type_=type_,
            title=title,
            status=status,
            code=code,
            detail=detail,
            version=version,
            errors=errors,
            maybe_written=maybe_written,
        )


        problem.additional_properties = d
        return problem

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

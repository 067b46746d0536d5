from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.push_bot import PushBot





T = TypeVar("T", bound="ParticipantRequestType2")



@_attrs_define
class ParticipantRequestType2:
    """ 
        Attributes:
            push (PushBot): A push bot plays this seat: the service POSTs to `url` when the seat must act (see
                the `pushBotMove` webhook). Not together with `bot` or `open`.
            name (None | str | Unset):
     """

    push: PushBot
    name: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.push_bot import PushBot # noqa: PLC0415
        push = self.push.to_dict()

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "push": push,
        })
        if name is not UNSET:
            field_dict["name"] = name

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.push_bot import PushBot # noqa: PLC0415
        d = dict(src_dict)
        push = PushBot.from_dict(d.pop("push"))




        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))


        participant_request_type_2 = cls(
            push=push,
            name=name,
        )

        return participant_request_type_2


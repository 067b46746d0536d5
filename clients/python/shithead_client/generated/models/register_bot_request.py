from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.register_bot_request_kind import RegisterBotRequestKind
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="RegisterBotRequest")



@_attrs_define
class RegisterBotRequest:
    """ A bot to register (`POST /v1/bots`).

        Example:
            {'name': 'my-bot', 'kind': 'pull', 'description': 'plays low', 'owner': 'ann@example.org'}

        Attributes:
            name (str): Unique; 1-40 letters, digits, `_` or `-`.
            kind (RegisterBotRequestKind): `pull`: the bot calls the API itself (its feed tells it of its seats); `push`:
                the
                service POSTs to `url` whenever one of its seats must act (the `pushBotMove` webhook).
            url (None | str | Unset): A push bot's URL (only and always for `push`): a host and port the service may call
                (`PUSH_BOT_HOSTS`).
            description (None | str | Unset): Shown on the bot's profile.
            owner (None | str | Unset): How to reach the bot's owner (shown on its profile).
     """

    name: str
    kind: RegisterBotRequestKind
    url: None | str | Unset = UNSET
    description: None | str | Unset = UNSET
    owner: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        kind = self.kind.value

        url: None | str | Unset
        if isinstance(self.url, Unset):
            url = UNSET
        else:
            url = self.url

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        owner: None | str | Unset
        if isinstance(self.owner, Unset):
            owner = UNSET
        else:
            owner = self.owner


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "kind": kind,
        })
        if url is not UNSET:
            field_dict["url"] = url
        if description is not UNSET:
            field_dict["description"] = description
        if owner is not UNSET:
            field_dict["owner"] = owner

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        kind = RegisterBotRequestKind(d.pop("kind"))




        def _parse_url(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        url = _parse_url(d.pop("url", UNSET))


        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))


        def _parse_owner(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        owner = _parse_owner(d.pop("owner", UNSET))


        register_bot_request = cls(
            name=name,
            kind=kind,
            url=url,
            description=description,
            owner=owner,
        )

        return register_bot_request


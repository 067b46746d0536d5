from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="PushBot")



@_attrs_define
class PushBot:
    """ A push bot plays this seat: the service POSTs to `url` when the seat must act (see
    the `pushBotMove` webhook). Not together with `bot` or `open`.

        Attributes:
            url (str): An `http://` or `https://` URL whose host and port (80 or 443 when it names none) are a pair the
                service may call (`PUSH_BOT_HOSTS`).
            timeout_ms (int | Unset): How long the service waits for each answer. Default: 2000.
            secret (str | Unset): The secret the service signs its calls to this bot with (Standard Webhooks): yours, so one
                bot keeps one secret across games. Without it the service makes one, answered once in the create answer's
                `webhook_secret`.
     """

    url: str
    timeout_ms: int | Unset = 2000
    secret: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        url = self.url

        timeout_ms = self.timeout_ms

        secret = self.secret


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "url": url,
        })
        if timeout_ms is not UNSET:
            field_dict["timeout_ms"] = timeout_ms
        if secret is not UNSET:
            field_dict["secret"] = secret

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        url = d.pop("url")

        timeout_ms = d.pop("timeout_ms", UNSET)

        secret = d.pop("secret", UNSET)

        push_bot = cls(
            url=url,
            timeout_ms=timeout_ms,
            secret=secret,
        )

        return push_bot


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="Signature")



@_attrs_define
class Signature:
    """ The service's Ed25519 signature (base64) of the canonical JSON of the document without
    this block, by the key `key_id` listed at `GET /v1/keys`.

        Attributes:
            alg (Literal['Ed25519']):
            key_id (str):
            value (str):
     """

    alg: Literal['Ed25519']
    key_id: str
    value: str





    def to_dict(self) -> dict[str, Any]:
        alg = self.alg

        key_id = self.key_id

        value = self.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "alg": alg,
            "key_id": key_id,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        alg = cast(Literal['Ed25519'] , d.pop("alg"))
        if alg != 'Ed25519':
            raise ValueError(f"alg must match const 'Ed25519', got '{alg}'")

        key_id = d.pop("key_id")

        value = d.pop("value")

        signature = cls(
            alg=alg,
            key_id=key_id,
            value=value,
        )

        return signature


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="SigningKey")



@_attrs_define
class SigningKey:
    """ 
        Attributes:
            id (str): The first 16 hex digits of SHA-256 of the raw public key.
            alg (Literal['Ed25519']):
            public_key (str): The raw 32-byte public key, base64.
            created (float): When the service first used the key (Unix time).
            current (bool): The key new exports are signed with.
     """

    id: str
    alg: Literal['Ed25519']
    public_key: str
    created: float
    current: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        alg = self.alg

        public_key = self.public_key

        created = self.created

        current = self.current


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "alg": alg,
            "public_key": public_key,
            "created": created,
            "current": current,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        alg = cast(Literal['Ed25519'] , d.pop("alg"))
        if alg != 'Ed25519':
            raise ValueError(f"alg must match const 'Ed25519', got '{alg}'")

        public_key = d.pop("public_key")

        created = d.pop("created")

        current = d.pop("current")

        signing_key = cls(
            id=id,
            alg=alg,
            public_key=public_key,
            created=created,
            current=current,
        )


        signing_key.additional_properties = d
        return signing_key

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

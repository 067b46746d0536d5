from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.replay_document_seats_item_kind import ReplayDocumentSeatsItemKind
from typing import cast






T = TypeVar("T", bound="ReplayDocumentSeatsItem")



@_attrs_define
class ReplayDocumentSeatsItem:
    """ 
        Attributes:
            name (str):
            kind (ReplayDocumentSeatsItemKind): A person (or a pull bot) with a token, a built-in bot, or a push bot.
            bot (None | str): The built-in bot's name, `push` for a push bot, null for a person.
            timeout_ms (int | None): A push bot's time per move (its URL is not shown).
     """

    name: str
    kind: ReplayDocumentSeatsItemKind
    bot: None | str
    timeout_ms: int | None





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        kind = self.kind.value

        bot: None | str
        bot = self.bot

        timeout_ms: int | None
        timeout_ms = self.timeout_ms


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "kind": kind,
            "bot": bot,
            "timeout_ms": timeout_ms,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        kind = ReplayDocumentSeatsItemKind(d.pop("kind"))




        def _parse_bot(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        bot = _parse_bot(d.pop("bot"))


        def _parse_timeout_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        timeout_ms = _parse_timeout_ms(d.pop("timeout_ms"))


        replay_document_seats_item = cls(
            name=name,
            kind=kind,
            bot=bot,
            timeout_ms=timeout_ms,
        )

        return replay_document_seats_item


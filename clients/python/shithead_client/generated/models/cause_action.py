from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.action_kind import ActionKind
from ..models.cause_action_bot import CauseActionBot
from ..models.cause_action_kind_type_1 import CauseActionKindType1
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="CauseAction")



@_attrs_define
class CauseAction:
    """ 
        Attributes:
            kind (ActionKind | CauseActionKindType1 | Literal['timeout']):
            bot (CauseActionBot | Unset): `leave`: the built-in bot that plays the seat from then on.
            seats (list[int] | Unset): `expire`: the open seats nobody took in time.
            cards (list[str] | None | Unset):
            link (list[str] | Unset):
            as_ (str | Unset): A card in canonical form (rank `2`-`9` `T` `J` `Q` `K` `A`, suit `C` `D` `H` `S`; `RJ`/`BJ`
                jokers, `J3` a third joker, `X1`/`X2` sample cards).
            slot (int | Unset):
            choice (str | Unset):
            commitment (str | Unset):
            contribution (str | Unset):
     """

    kind: ActionKind | CauseActionKindType1 | Literal['timeout']
    bot: CauseActionBot | Unset = UNSET
    seats: list[int] | Unset = UNSET
    cards: list[str] | None | Unset = UNSET
    link: list[str] | Unset = UNSET
    as_: str | Unset = UNSET
    slot: int | Unset = UNSET
    choice: str | Unset = UNSET
    commitment: str | Unset = UNSET
    contribution: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        kind: Literal['timeout'] | str
        if isinstance(self.kind, ActionKind):
            kind = self.kind.value
        elif isinstance(self.kind, CauseActionKindType1):
            kind = self.kind.value
        else:
            kind = self.kind

        bot: str | Unset = UNSET
        if not isinstance(self.bot, Unset):
            bot = self.bot.value


        seats: list[int] | Unset = UNSET
        if not isinstance(self.seats, Unset):
            seats = self.seats



        cards: list[str] | None | Unset
        if isinstance(self.cards, Unset):
            cards = UNSET
        elif isinstance(self.cards, list):
            cards = self.cards


        else:
            cards = self.cards

        link: list[str] | Unset = UNSET
        if not isinstance(self.link, Unset):
            link = self.link



        as_ = self.as_

        slot = self.slot

        choice = self.choice

        commitment = self.commitment

        contribution = self.contribution


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
        })
        if bot is not UNSET:
            field_dict["bot"] = bot
        if seats is not UNSET:
            field_dict["seats"] = seats
        if cards is not UNSET:
            field_dict["cards"] = cards
        if link is not UNSET:
            field_dict["link"] = link
        if as_ is not UNSET:
            field_dict["as"] = as_
        if slot is not UNSET:
            field_dict["slot"] = slot
        if choice is not UNSET:
            field_dict["choice"] = choice
        if commitment is not UNSET:
            field_dict["commitment"] = commitment
        if contribution is not UNSET:
            field_dict["contribution"] = contribution

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_kind(data: object) -> ActionKind | CauseActionKindType1 | Literal['timeout']:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_0 = ActionKind(data)



                return kind_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_1 = CauseActionKindType1(data)



                return kind_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            kind_type_2 = cast(Literal['timeout'] , data)
            if kind_type_2 != 'timeout':
                raise ValueError(f"kind_type_2 must match const 'timeout', got '{kind_type_2}'")
            return kind_type_2

        kind = _parse_kind(d.pop("kind"))


        _bot = d.pop("bot", UNSET)
        bot: CauseActionBot | Unset
        if isinstance(_bot,  Unset):
            bot = UNSET
        else:
            bot = CauseActionBot(_bot)




        seats = cast(list[int], d.pop("seats", UNSET))


        def _parse_cards(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                cards_type_0 = cast(list[str], data)

                return cards_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        cards = _parse_cards(d.pop("cards", UNSET))


        link = cast(list[str], d.pop("link", UNSET))


        as_ = d.pop("as", UNSET)

        slot = d.pop("slot", UNSET)

        choice = d.pop("choice", UNSET)

        commitment = d.pop("commitment", UNSET)

        contribution = d.pop("contribution", UNSET)

        cause_action = cls(
            kind=kind,
            bot=bot,
            seats=seats,
            cards=cards,
            link=link,
            as_=as_,
            slot=slot,
            choice=choice,
            commitment=commitment,
            contribution=contribution,
        )

        return cause_action


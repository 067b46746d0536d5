from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.action_kind import ActionKind
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="Action")



@_attrs_define
class Action:
    """ An action as sent by a client (the fields an action kind does not use must be left out).

        Example:
            {'kind': 'play', 'cards': ['7C', '7H']}

        Attributes:
            kind (ActionKind): `place` (setup: lay a hand card on the next empty top-layer slot; `cards`: the card),
                `swap` (setup: exchange a hand card with a top-layer table card; `cards`: the two),
                `stack` (setup, where the ruleset allows: lay a hand card on a face-up card of the same
                rank; `cards`: the card), `ready` (done arranging), `call` (the dealer calls how the
                game starts; `choice`: `normal` or `reversed`), `draw` (take one card from the stock at the start of the
                turn), `chance` (try the top card of the stock instead of playing), `play` (a group of
                equal cards in `cards`, from the hand or the table once the hand is empty; `as`: the
                card a wild card is played as; `link`: 2s laid after the group as a Link2, the turn
                continues), `flip` (turn the blind face-down card of table `slot` and play it if
                possible), `pickup` (take the pile; `cards`: a face-up table card taken with it),
                `pass` (end the turn instead of adding a run, or let a clear or a gambit stand),
                `commit` (the contributed deal: `commitment` is the SHA-256, lower-case hex, of the
                UTF-8 bytes of the seat's contribution), `reveal` (the contributed deal, once every
                seat has committed: `contribution`, 64 lower-case hex digits; legal moves list
                both without their value, which only the client knows),
                `switch` (ace as switch card: `cards` laid in place of the top play, which goes to
                the hand), `choose` (a gambit's choice: `choice` is `discard`, `draw`, `force` or
                `bottom`), `discard` (one hand card of a gambit's discard, `cards`: the card), `take`
                (a gambit's bottom pick: the face-down card of table `slot` into the hand), `give`
                (cards passed on after black jacks, a sampled player's group, or the group a sampler
                gives back; `cards` may be empty when there is nothing to give). A `play`
                may carry `choice: gambit` (four of a kind called as a gambit); a `play` with only
                `link` lays a link straight on the pile's top card; a `play` of a shooting card
                carries `slot`: the seat it is aimed at; a `play` of a sample card carries `slot`
                (the neighbour asked) and `choice` (`special`, `low` or `high`).
            cards (list[str] | Unset): Each card at most once (`TH` and `10h` are the same card).
            link (list[str] | Unset):
            as_ (str | Unset): A card as a client may write it: the canonical form, `10` for `T`, and any letter case
                (`TH`, `10h`, `qs`, `rj`); white space around it is ignored.
            slot (int | Unset):
            choice (str | Unset):
            commitment (str | Unset): `commit`: SHA-256 (lower-case hex) of the UTF-8 bytes of the contribution.
            contribution (str | Unset): `reveal`: the contribution committed to, 64 lower-case hex digits.
     """

    kind: ActionKind
    cards: list[str] | Unset = UNSET
    link: list[str] | Unset = UNSET
    as_: str | Unset = UNSET
    slot: int | Unset = UNSET
    choice: str | Unset = UNSET
    commitment: str | Unset = UNSET
    contribution: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
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
        kind = ActionKind(d.pop("kind"))




        cards = cast(list[str], d.pop("cards", UNSET))


        link = cast(list[str], d.pop("link", UNSET))


        as_ = d.pop("as", UNSET)

        slot = d.pop("slot", UNSET)

        choice = d.pop("choice", UNSET)

        commitment = d.pop("commitment", UNSET)

        contribution = d.pop("contribution", UNSET)

        action = cls(
            kind=kind,
            cards=cards,
            link=link,
            as_=as_,
            slot=slot,
            choice=choice,
            commitment=commitment,
            contribution=contribution,
        )

        return action


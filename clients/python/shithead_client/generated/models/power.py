from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.power_counter_mode import PowerCounterMode
from ..models.power_kind import PowerKind
from ..models.power_who import PowerWho
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="Power")



@_attrs_define
class Power:
    """ A card's power (``engine.rules.Power``): ``kind`` and the parameters that kind takes
    (``engine.rules.POWER_CATALOG`` says which).

        Attributes:
            kind (PowerKind):
            who (PowerWho | Unset):
            rank (str | Unset):
            inclusive (bool | Unset):
            ranks (list[str] | Unset):
            targets (list[str] | Unset):
            exclude (list[str] | Unset):
            many (bool | Unset):
            off_top (bool | Unset):
            per_card (int | Unset):
            counters (list[str] | Unset):
            counter_mode (PowerCounterMode | Unset):
            blocked_by_four (bool | Unset):
            wild_fourth (bool | Unset):
            in_turn (bool | Unset):
            per_turn (int | Unset):
            extra (list[str] | Unset):
            on_empty (bool | Unset):
            each (bool | Unset):
            specials (list[str] | Unset):
            masquerade (list[str] | Unset):
     """

    kind: PowerKind
    who: PowerWho | Unset = UNSET
    rank: str | Unset = UNSET
    inclusive: bool | Unset = UNSET
    ranks: list[str] | Unset = UNSET
    targets: list[str] | Unset = UNSET
    exclude: list[str] | Unset = UNSET
    many: bool | Unset = UNSET
    off_top: bool | Unset = UNSET
    per_card: int | Unset = UNSET
    counters: list[str] | Unset = UNSET
    counter_mode: PowerCounterMode | Unset = UNSET
    blocked_by_four: bool | Unset = UNSET
    wild_fourth: bool | Unset = UNSET
    in_turn: bool | Unset = UNSET
    per_turn: int | Unset = UNSET
    extra: list[str] | Unset = UNSET
    on_empty: bool | Unset = UNSET
    each: bool | Unset = UNSET
    specials: list[str] | Unset = UNSET
    masquerade: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        who: str | Unset = UNSET
        if not isinstance(self.who, Unset):
            who = self.who.value


        rank = self.rank

        inclusive = self.inclusive

        ranks: list[str] | Unset = UNSET
        if not isinstance(self.ranks, Unset):
            ranks = self.ranks



        targets: list[str] | Unset = UNSET
        if not isinstance(self.targets, Unset):
            targets = self.targets



        exclude: list[str] | Unset = UNSET
        if not isinstance(self.exclude, Unset):
            exclude = self.exclude



        many = self.many

        off_top = self.off_top

        per_card = self.per_card

        counters: list[str] | Unset = UNSET
        if not isinstance(self.counters, Unset):
            counters = self.counters



        counter_mode: str | Unset = UNSET
        if not isinstance(self.counter_mode, Unset):
            counter_mode = self.counter_mode.value


        blocked_by_four = self.blocked_by_four

        wild_fourth = self.wild_fourth

        in_turn = self.in_turn

        per_turn = self.per_turn

        extra: list[str] | Unset = UNSET
        if not isinstance(self.extra, Unset):
            extra = self.extra



        on_empty = self.on_empty

        each = self.each

        specials: list[str] | Unset = UNSET
        if not isinstance(self.specials, Unset):
            specials = self.specials



        masquerade: list[str] | Unset = UNSET
        if not isinstance(self.masquerade, Unset):
            masquerade = self.masquerade




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "kind": kind,
        })
        if who is not UNSET:
            field_dict["who"] = who
        if rank is not UNSET:
            field_dict["rank"] = rank
        if inclusive is not UNSET:
            field_dict["inclusive"] = inclusive
        if ranks is not UNSET:
            field_dict["ranks"] = ranks
        if targets is not UNSET:
            field_dict["targets"] = targets
        if exclude is not UNSET:
            field_dict["exclude"] = exclude
        if many is not UNSET:
            field_dict["many"] = many
        if off_top is not UNSET:
            field_dict["off_top"] = off_top
        if per_card is not UNSET:
            field_dict["per_card"] = per_card
        if counters is not UNSET:
            field_dict["counters"] = counters
        if counter_mode is not UNSET:
            field_dict["counter_mode"] = counter_mode
        if blocked_by_four is not UNSET:
            field_dict["blocked_by_four"] = blocked_by_four
        if wild_fourth is not UNSET:
            field_dict["wild_fourth"] = wild_fourth
        if in_turn is not UNSET:
            field_dict["in_turn"] = in_turn
        if per_turn is not UNSET:
            field_dict["per_turn"] = per_turn
        if extra is not UNSET:
            field_dict["extra"] = extra
        if on_empty is not UNSET:
            field_dict["on_empty"] = on_empty
        if each is not UNSET:
            field_dict["each"] = each
        if specials is not UNSET:
            field_dict["specials"] = specials
        if masquerade is not UNSET:
            field_dict["masquerade"] = masquerade

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = PowerKind(d.pop("kind"))




        _who = d.pop("who", UNSET)
        who: PowerWho | Unset
        if isinstance(_who,  Unset):
            who = UNSET
        else:
            who = PowerWho(_who)




        rank = d.pop("rank", UNSET)

        inclusive = d.pop("inclusive", UNSET)

        ranks = cast(list[str], d.pop("ranks", UNSET))


        targets = cast(list[str], d.pop("targets", UNSET))


        exclude = cast(list[str], d.pop("exclude", UNSET))


        many = d.pop("many", UNSET)

        off_top = d.pop("off_top", UNSET)

        per_card = d.pop("per_card", UNSET)

        counters = cast(list[str], d.pop("counters", UNSET))


        _counter_mode = d.pop("counter_mode", UNSET)
        counter_mode: PowerCounterMode | Unset
        if isinstance(_counter_mode,  Unset):
            counter_mode = UNSET
        else:
            counter_mode = PowerCounterMode(_counter_mode)




        blocked_by_four = d.pop("blocked_by_four", UNSET)

        wild_fourth = d.pop("wild_fourth", UNSET)

        in_turn = d.pop("in_turn", UNSET)

        per_turn = d.pop("per_turn", UNSET)

        extra = cast(list[str], d.pop("extra", UNSET))


        on_empty = d.pop("on_empty", UNSET)

        each = d.pop("each", UNSET)

        specials = cast(list[str], d.pop("specials", UNSET))


        masquerade = cast(list[str], d.pop("masquerade", UNSET))


        power = cls(
            kind=kind,
            who=who,
            rank=rank,
            inclusive=inclusive,
            ranks=ranks,
            targets=targets,
            exclude=exclude,
            many=many,
            off_top=off_top,
            per_card=per_card,
            counters=counters,
            counter_mode=counter_mode,
            blocked_by_four=blocked_by_four,
            wild_fourth=wild_fourth,
            in_turn=in_turn,
            per_turn=per_turn,
            extra=extra,
            on_empty=on_empty,
            each=each,
            specials=specials,
            masquerade=masquerade,
        )


        power.additional_properties = d
        return power

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

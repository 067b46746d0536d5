from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ruleset_after_pickup import RulesetAfterPickup
from ..models.ruleset_face_up_pickup import RulesetFaceUpPickup
from ..models.ruleset_first_player import RulesetFirstPlayer
from ..models.ruleset_groups import RulesetGroups
from ..models.ruleset_objective import RulesetObjective
from ..models.ruleset_piles import RulesetPiles
from ..models.ruleset_reversed_pickup import RulesetReversedPickup
from ..models.ruleset_start_mode import RulesetStartMode
from ..models.ruleset_turn_draw import RulesetTurnDraw
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.four_of_a_kind import FourOfAKind
  from ..models.gambit import Gambit
  from ..models.match_rules import MatchRules
  from ..models.ruleset_cards_item import RulesetCardsItem
  from ..models.ruleset_layout import RulesetLayout
  from ..models.ruleset_options import RulesetOptions
  from ..models.ruleset_reversed_values import RulesetReversedValues
  from ..models.ruleset_values import RulesetValues





T = TypeVar("T", bound="Ruleset")



@_attrs_define
class Ruleset:
    """ The complete rule data of a ruleset (``engine.rules.Ruleset``; its comments say
    what each field does).

        Attributes:
            name (str):
            title (str):
            source (str):
            description (str):
            min_players (int):
            max_players (int):
            jokers (int):
            samples (int): Blank sample cards in the deck.
            groups (RulesetGroups):
            layout (RulesetLayout):
            hand_min (int):
            hand_max (int): 0: no limit.
            turn_draw (RulesetTurnDraw):
            start_card (bool):
            first_player (RulesetFirstPlayer):
            first_player_ranks (str):
            values (RulesetValues):
            cards (list[RulesetCardsItem]):
            four_of_a_kind (FourOfAKind | None):
            gambits (list[Gambit]):
            after_pickup (RulesetAfterPickup):
            face_up_pickup (RulesetFaceUpPickup):
            voluntary_pickup (bool):
            runs_of_drawn (bool):
            combine_with_table (bool):
            chance_card (bool):
            chance_when_stuck (bool):
            first_blind_free (bool):
            objective (RulesetObjective):
            reversed_values (RulesetReversedValues): Values in the reversed game; empty: one mode only.
            start_mode (RulesetStartMode):
            reversed_pickup (RulesetReversedPickup):
            skipped_picks_up (bool):
            throw_in (list[str]): Rank orders (one per mode) thrown in at the deal.
            stacking (bool):
            piles (RulesetPiles):
            out_before_refill (bool):
            set_aside (int):
            toss (str): A rank others may toss out of turn after it is played; empty: none.
            turn_cap (int):
            setup_cap (int): Swaps (and stacks) each seat may make in setup; the one that reaches the cap
                also makes the seat ready (`SeatReady` follows it), so setup always ends.
                0: no cap (rulesets stored before there was one).
            match (MatchRules): What carries over from one game of a match to the next.
            options (RulesetOptions): The option values this ruleset was made with.
            start_card_restricts (bool | Unset): Present only when false: a start card is only a value to beat, with no
                effect of its own.
     """

    name: str
    title: str
    source: str
    description: str
    min_players: int
    max_players: int
    jokers: int
    samples: int
    groups: RulesetGroups
    layout: RulesetLayout
    hand_min: int
    hand_max: int
    turn_draw: RulesetTurnDraw
    start_card: bool
    first_player: RulesetFirstPlayer
    first_player_ranks: str
    values: RulesetValues
    cards: list[RulesetCardsItem]
    four_of_a_kind: FourOfAKind | None
    gambits: list[Gambit]
    after_pickup: RulesetAfterPickup
    face_up_pickup: RulesetFaceUpPickup
    voluntary_pickup: bool
    runs_of_drawn: bool
    combine_with_table: bool
    chance_card: bool
    chance_when_stuck: bool
    first_blind_free: bool
    objective: RulesetObjective
    reversed_values: RulesetReversedValues
    start_mode: RulesetStartMode
    reversed_pickup: RulesetReversedPickup
    skipped_picks_up: bool
    throw_in: list[str]
    stacking: bool
    piles: RulesetPiles
    out_before_refill: bool
    set_aside: int
    toss: str
    turn_cap: int
    setup_cap: int
    match: MatchRules
    options: RulesetOptions
    start_card_restricts: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.four_of_a_kind import FourOfAKind # noqa: PLC0415
        from ..models.gambit import Gambit # noqa: PLC0415
        from ..models.match_rules import MatchRules # noqa: PLC0415
        from ..models.ruleset_cards_item import RulesetCardsItem # noqa: PLC0415
        from ..models.ruleset_layout import RulesetLayout # noqa: PLC0415
        from ..models.ruleset_options import RulesetOptions # noqa: PLC0415
        from ..models.ruleset_reversed_values import RulesetReversedValues # noqa: PLC0415
        from ..models.ruleset_values import RulesetValues # noqa: PLC0415
        name = self.name

        title = self.title

        source = self.source

        description = self.description

        min_players = self.min_players

        max_players = self.max_players

        jokers = self.jokers

        samples = self.samples

        groups = self.groups.value

        layout = self.layout.to_dict()

        hand_min = self.hand_min

        hand_max = self.hand_max

        turn_draw = self.turn_draw.value

        start_card = self.start_card

        first_player = self.first_player.value

        first_player_ranks = self.first_player_ranks

        values = self.values.to_dict()

        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)



        four_of_a_kind: dict[str, Any] | None
        if isinstance(self.four_of_a_kind, FourOfAKind):
            four_of_a_kind = self.four_of_a_kind.to_dict()
        else:
            four_of_a_kind = self.four_of_a_kind

        gambits = []
        for gambits_item_data in self.gambits:
            gambits_item = gambits_item_data.to_dict()
            gambits.append(gambits_item)



        after_pickup = self.after_pickup.value

        face_up_pickup = self.face_up_pickup.value

        voluntary_pickup = self.voluntary_pickup

        runs_of_drawn = self.runs_of_drawn

        combine_with_table = self.combine_with_table

        chance_card = self.chance_card

        chance_when_stuck = self.chance_when_stuck

        first_blind_free = self.first_blind_free

        objective = self.objective.value

        reversed_values = self.reversed_values.to_dict()

        start_mode = self.start_mode.value

        reversed_pickup = self.reversed_pickup.value

        skipped_picks_up = self.skipped_picks_up

        throw_in = self.throw_in



        stacking = self.stacking

        piles = self.piles.value

        out_before_refill = self.out_before_refill

        set_aside = self.set_aside

        toss = self.toss

        turn_cap = self.turn_cap

        setup_cap = self.setup_cap

        match = self.match.to_dict()

        options = self.options.to_dict()

        start_card_restricts = self.start_card_restricts


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "name": name,
            "title": title,
            "source": source,
            "description": description,
            "min_players": min_players,
            "max_players": max_players,
            "jokers": jokers,
            "samples": samples,
            "groups": groups,
            "layout": layout,
            "hand_min": hand_min,
            "hand_max": hand_max,
            "turn_draw": turn_draw,
            "start_card": start_card,
            "first_player": first_player,
            "first_player_ranks": first_player_ranks,
            "values": values,
            "cards": cards,
            "four_of_a_kind": four_of_a_kind,
            "gambits": gambits,
            "after_pickup": after_pickup,
            "face_up_pickup": face_up_pickup,
            "voluntary_pickup": voluntary_pickup,
            "runs_of_drawn": runs_of_drawn,
            "combine_with_table": combine_with_table,
            "chance_card": chance_card,
            "chance_when_stuck": chance_when_stuck,
            "first_blind_free": first_blind_free,
            "objective": objective,
            "reversed_values": reversed_values,
            "start_mode": start_mode,
            "reversed_pickup": reversed_pickup,
            "skipped_picks_up": skipped_picks_up,
            "throw_in": throw_in,
            "stacking": stacking,
            "piles": piles,
            "out_before_refill": out_before_refill,
            "set_aside": set_aside,
            "toss": toss,
            "turn_cap": turn_cap,
            "setup_cap": setup_cap,
            "match": match,
            "options": options,
        })
        if start_card_restricts is not UNSET:
            field_dict["start_card_restricts"] = start_card_restricts

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.four_of_a_kind import FourOfAKind # noqa: PLC0415
        from ..models.gambit import Gambit # noqa: PLC0415
        from ..models.match_rules import MatchRules # noqa: PLC0415
        from ..models.ruleset_cards_item import RulesetCardsItem # noqa: PLC0415
        from ..models.ruleset_layout import RulesetLayout # noqa: PLC0415
        from ..models.ruleset_options import RulesetOptions # noqa: PLC0415
        from ..models.ruleset_reversed_values import RulesetReversedValues # noqa: PLC0415
        from ..models.ruleset_values import RulesetValues # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name")

        title = d.pop("title")

        source = d.pop("source")

        description = d.pop("description")

        min_players = d.pop("min_players")

        max_players = d.pop("max_players")

        jokers = d.pop("jokers")

        samples = d.pop("samples")

        groups = RulesetGroups(d.pop("groups"))




        layout = RulesetLayout.from_dict(d.pop("layout"))




        hand_min = d.pop("hand_min")

        hand_max = d.pop("hand_max")

        turn_draw = RulesetTurnDraw(d.pop("turn_draw"))




        start_card = d.pop("start_card")

        first_player = RulesetFirstPlayer(d.pop("first_player"))




        first_player_ranks = d.pop("first_player_ranks")

        values = RulesetValues.from_dict(d.pop("values"))




        cards = []
        _cards = d.pop("cards")
        for cards_item_data in (_cards):
            cards_item = RulesetCardsItem.from_dict(cards_item_data)



            cards.append(cards_item)


        def _parse_four_of_a_kind(data: object) -> FourOfAKind | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                four_of_a_kind_type_0 = FourOfAKind.from_dict(data)



                return four_of_a_kind_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FourOfAKind | None, data)

        four_of_a_kind = _parse_four_of_a_kind(d.pop("four_of_a_kind"))


        gambits = []
        _gambits = d.pop("gambits")
        for gambits_item_data in (_gambits):
            gambits_item = Gambit.from_dict(gambits_item_data)



            gambits.append(gambits_item)


        after_pickup = RulesetAfterPickup(d.pop("after_pickup"))




        face_up_pickup = RulesetFaceUpPickup(d.pop("face_up_pickup"))




        voluntary_pickup = d.pop("voluntary_pickup")

        runs_of_drawn = d.pop("runs_of_drawn")

        combine_with_table = d.pop("combine_with_table")

        chance_card = d.pop("chance_card")

        chance_when_stuck = d.pop("chance_when_stuck")

        first_blind_free = d.pop("first_blind_free")

        objective = RulesetObjective(d.pop("objective"))




        reversed_values = RulesetReversedValues.from_dict(d.pop("reversed_values"))




        start_mode = RulesetStartMode(d.pop("start_mode"))




        reversed_pickup = RulesetReversedPickup(d.pop("reversed_pickup"))




        skipped_picks_up = d.pop("skipped_picks_up")

        throw_in = cast(list[str], d.pop("throw_in"))


        stacking = d.pop("stacking")

        piles = RulesetPiles(d.pop("piles"))




        out_before_refill = d.pop("out_before_refill")

        set_aside = d.pop("set_aside")

        toss = d.pop("toss")

        turn_cap = d.pop("turn_cap")

        setup_cap = d.pop("setup_cap")

        match = MatchRules.from_dict(d.pop("match"))




        options = RulesetOptions.from_dict(d.pop("options"))




        start_card_restricts = d.pop("start_card_restricts", UNSET)

        ruleset = cls(
            name=name,
            title=title,
            source=source,
            description=description,
            min_players=min_players,
            max_players=max_players,
            jokers=jokers,
            samples=samples,
            groups=groups,
            layout=layout,
            hand_min=hand_min,
            hand_max=hand_max,
            turn_draw=turn_draw,
            start_card=start_card,
            first_player=first_player,
            first_player_ranks=first_player_ranks,
            values=values,
            cards=cards,
            four_of_a_kind=four_of_a_kind,
            gambits=gambits,
            after_pickup=after_pickup,
            face_up_pickup=face_up_pickup,
            voluntary_pickup=voluntary_pickup,
            runs_of_drawn=runs_of_drawn,
            combine_with_table=combine_with_table,
            chance_card=chance_card,
            chance_when_stuck=chance_when_stuck,
            first_blind_free=first_blind_free,
            objective=objective,
            reversed_values=reversed_values,
            start_mode=start_mode,
            reversed_pickup=reversed_pickup,
            skipped_picks_up=skipped_picks_up,
            throw_in=throw_in,
            stacking=stacking,
            piles=piles,
            out_before_refill=out_before_refill,
            set_aside=set_aside,
            toss=toss,
            turn_cap=turn_cap,
            setup_cap=setup_cap,
            match=match,
            options=options,
            start_card_restricts=start_card_restricts,
        )


        ruleset.additional_properties = d
        return ruleset

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

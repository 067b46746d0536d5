from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.phase import Phase
from ..models.view_direction import ViewDirection
from ..models.view_mode_type_1 import ViewModeType1
from ..models.view_mode_type_2_type_1 import ViewModeType2Type1
from ..models.view_mode_type_3_type_1 import ViewModeType3Type1
from ..models.view_step_type_1 import ViewStepType1
from ..models.view_step_type_2_type_1 import ViewStepType2Type1
from ..models.view_step_type_3_type_1 import ViewStepType3Type1
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.result import Result
  from ..models.seat_view import SeatView
  from ..models.view_contributions_item import ViewContributionsItem
  from ..models.view_gambit import ViewGambit
  from ..models.view_pass import ViewPass
  from ..models.view_pile_item import ViewPileItem
  from ..models.view_pile_top_type_0 import ViewPileTopType0
  from ..models.view_sample import ViewSample





T = TypeVar("T", bound="View")



@_attrs_define
class View:
    """ The state as one viewer may see it.

        Attributes:
            viewer (int | None): The viewer's seat; null for a spectator.
            players (int):
            phase (Phase):
            step (None | ViewStepType1 | ViewStepType2Type1 | ViewStepType3Type1): Where in the turn play stands (null
                outside the playing phase).
            turn (int | None): The seat whose turn it is (null outside the playing phase).
            to_act (list[int]):
            direction (ViewDirection):
            mode (None | ViewModeType1 | ViewModeType2Type1 | ViewModeType3Type1): Which game is played where the ruleset
                has two (`mode_toggle`): `normal` or `reversed`; null until the dealer calls it.
            turns (int):
            seats (list[SeatView]):
            pile (list[ViewPileItem]): The plays on the pile, bottom first.
            pile_top (None | ViewPileTopType0):
            turned (None | str):
            stock_count (int):
            aside_count (int): Cards removed unseen before the deal (the Chaos deal); never shown while the game runs.
            out_of_play (list[str]):
            result (None | Result):
            version (int):
            stock (list[str] | Unset): Only once the game is over (then every view shows every card): the shared
                stock in its order, top first. Never present while the game runs.
            aside (list[str] | Unset): Only once the game is over, the cards that were set aside unseen.
            contributions (list[ViewContributionsItem] | Unset): The contributed deal only: each seat's commitment and, once
                revealed, its
                contribution (null until then). Public: a contribution is revealed only after
                every seat has committed.
            run_rank (str | Unset): During a run step, the rank that may be added.
            gambit (ViewGambit | Unset): While a gambit is resolved, its rank, its player and the cards still owed (to
                discard or take).
            pass_ (ViewPass | Unset): While cards are passed on (black jacks), how many each seat passes.
            sample (ViewSample | Unset): While a sample card's request is answered, who asked whom for what.
     """

    viewer: int | None
    players: int
    phase: Phase
    step: None | ViewStepType1 | ViewStepType2Type1 | ViewStepType3Type1
    turn: int | None
    to_act: list[int]
    direction: ViewDirection
    mode: None | ViewModeType1 | ViewModeType2Type1 | ViewModeType3Type1
    turns: int
    seats: list[SeatView]
    pile: list[ViewPileItem]
    pile_top: None | ViewPileTopType0
    turned: None | str
    stock_count: int
    aside_count: int
    out_of_play: list[str]
    result: None | Result
    version: int
    stock: list[str] | Unset = UNSET
    aside: list[str] | Unset = UNSET
    contributions: list[ViewContributionsItem] | Unset = UNSET
    run_rank: str | Unset = UNSET
    gambit: ViewGambit | Unset = UNSET
    pass_: ViewPass | Unset = UNSET
    sample: ViewSample | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.result import Result # noqa: PLC0415
        from ..models.seat_view import SeatView # noqa: PLC0415
        from ..models.view_contributions_item import ViewContributionsItem # noqa: PLC0415
        from ..models.view_gambit import ViewGambit # noqa: PLC0415
        from ..models.view_pass import ViewPass # noqa: PLC0415
        from ..models.view_pile_item import ViewPileItem # noqa: PLC0415
        from ..models.view_pile_top_type_0 import ViewPileTopType0 # noqa: PLC0415
        from ..models.view_sample import ViewSample # noqa: PLC0415
        viewer: int | None
        viewer = self.viewer

        players = self.players

        phase = self.phase.value

        step: None | str
        if isinstance(self.step, ViewStepType1):
            step = self.step.value
        elif isinstance(self.step, ViewStepType2Type1):
            step = self.step.value
        elif isinstance(self.step, ViewStepType3Type1):
            step = self.step.value
        else:
            step = self.step

        turn: int | None
        turn = self.turn

        to_act = self.to_act



        direction = self.direction.value

        mode: None | str
        if isinstance(self.mode, ViewModeType1):
            mode = self.mode.value
        elif isinstance(self.mode, ViewModeType2Type1):
            mode = self.mode.value
        elif isinstance(self.mode, ViewModeType3Type1):
            mode = self.mode.value
        else:
            mode = self.mode

        turns = self.turns

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        pile = []
        for pile_item_data in self.pile:
            pile_item = pile_item_data.to_dict()
            pile.append(pile_item)



        pile_top: dict[str, Any] | None
        if isinstance(self.pile_top, ViewPileTopType0):
            pile_top = self.pile_top.to_dict()
        else:
            pile_top = self.pile_top

        turned: None | str
        turned = self.turned

        stock_count = self.stock_count

        aside_count = self.aside_count

        out_of_play = self.out_of_play



        result: dict[str, Any] | None
        if isinstance(self.result, Result):
            result = self.result.to_dict()
        else:
            result = self.result

        version = self.version

        stock: list[str] | Unset = UNSET
        if not isinstance(self.stock, Unset):
            stock = self.stock



        aside: list[str] | Unset = UNSET
        if not isinstance(self.aside, Unset):
            aside = self.aside



        contributions: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.contributions, Unset):
            contributions = []
            for contributions_item_data in self.contributions:
                contributions_item = contributions_item_data.to_dict()
                contributions.append(contributions_item)



        run_rank = self.run_rank

        gambit: dict[str, Any] | Unset = UNSET
        if not isinstance(self.gambit, Unset):
            gambit = self.gambit.to_dict()

        pass_: dict[str, Any] | Unset = UNSET
        if not isinstance(self.pass_, Unset):
            pass_ = self.pass_.to_dict()

        sample: dict[str, Any] | Unset = UNSET
        if not isinstance(self.sample, Unset):
            sample = self.sample.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "viewer": viewer,
            "players": players,
            "phase": phase,
            "step": step,
            "turn": turn,
            "to_act": to_act,
            "direction": direction,
            "mode": mode,
            "turns": turns,
            "seats": seats,
            "pile": pile,
            "pile_top": pile_top,
            "turned": turned,
            "stock_count": stock_count,
            "aside_count": aside_count,
            "out_of_play": out_of_play,
            "result": result,
            "version": version,
        })
        if stock is not UNSET:
            field_dict["stock"] = stock
        if aside is not UNSET:
            field_dict["aside"] = aside
        if contributions is not UNSET:
            field_dict["contributions"] = contributions
        if run_rank is not UNSET:
            field_dict["run_rank"] = run_rank
        if gambit is not UNSET:
            field_dict["gambit"] = gambit
        if pass_ is not UNSET:
            field_dict["pass"] = pass_
        if sample is not UNSET:
            field_dict["sample"] = sample

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.result import Result # noqa: PLC0415
        from ..models.seat_view import SeatView # noqa: PLC0415
        from ..models.view_contributions_item import ViewContributionsItem # noqa: PLC0415
        from ..models.view_gambit import ViewGambit # noqa: PLC0415
        from ..models.view_pass import ViewPass # noqa: PLC0415
        from ..models.view_pile_item import ViewPileItem # noqa: PLC0415
        from ..models.view_pile_top_type_0 import ViewPileTopType0 # noqa: PLC0415
        from ..models.view_sample import ViewSample # noqa: PLC0415
        d = dict(src_dict)
        def _parse_viewer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        viewer = _parse_viewer(d.pop("viewer"))


        players = d.pop("players")

        phase = Phase(d.pop("phase"))




        def _parse_step(data: object) -> None | ViewStepType1 | ViewStepType2Type1 | ViewStepType3Type1:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                step_type_1 = ViewStepType1(data)



                return step_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                step_type_2_type_1 = ViewStepType2Type1(data)



                return step_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                step_type_3_type_1 = ViewStepType3Type1(data)



                return step_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ViewStepType1 | ViewStepType2Type1 | ViewStepType3Type1, data)

        step = _parse_step(d.pop("step"))


        def _parse_turn(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn = _parse_turn(d.pop("turn"))


        to_act = cast(list[int], d.pop("to_act"))


        direction = ViewDirection(d.pop("direction"))




        def _parse_mode(data: object) -> None | ViewModeType1 | ViewModeType2Type1 | ViewModeType3Type1:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                mode_type_1 = ViewModeType1(data)



                return mode_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                mode_type_2_type_1 = ViewModeType2Type1(data)



                return mode_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                mode_type_3_type_1 = ViewModeType3Type1(data)



                return mode_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ViewModeType1 | ViewModeType2Type1 | ViewModeType3Type1, data)

        mode = _parse_mode(d.pop("mode"))


        turns = d.pop("turns")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = SeatView.from_dict(seats_item_data)



            seats.append(seats_item)


        pile = []
        _pile = d.pop("pile")
        for pile_item_data in (_pile):
            pile_item = ViewPileItem.from_dict(pile_item_data)



            pile.append(pile_item)


        def _parse_pile_top(data: object) -> None | ViewPileTopType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                pile_top_type_0 = ViewPileTopType0.from_dict(data)



                return pile_top_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ViewPileTopType0, data)

        pile_top = _parse_pile_top(d.pop("pile_top"))


        def _parse_turned(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        turned = _parse_turned(d.pop("turned"))


        stock_count = d.pop("stock_count")

        aside_count = d.pop("aside_count")

        out_of_play = cast(list[str], d.pop("out_of_play"))


        def _parse_result(data: object) -> None | Result:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = Result.from_dict(data)



                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Result, data)

        result = _parse_result(d.pop("result"))


        version = d.pop("version")

        stock = cast(list[str], d.pop("stock", UNSET))


        aside = cast(list[str], d.pop("aside", UNSET))


        _contributions = d.pop("contributions", UNSET)
        contributions: list[ViewContributionsItem] | Unset = UNSET
        if _contributions is not UNSET:
            contributions = []
            for contributions_item_data in _contributions:
                contributions_item = ViewContributionsItem.from_dict(contributions_item_data)



                contributions.append(contributions_item)


        run_rank = d.pop("run_rank", UNSET)

        _gambit = d.pop("gambit", UNSET)
        gambit: ViewGambit | Unset
        if isinstance(_gambit,  Unset):
            gambit = UNSET
        else:
            gambit = ViewGambit.from_dict(_gambit)




        _pass_ = d.pop("pass", UNSET)
        pass_: ViewPass | Unset
        if isinstance(_pass_,  Unset):
            pass_ = UNSET
        else:
            pass_ = ViewPass.from_dict(_pass_)




        _sample = d.pop("sample", UNSET)
        sample: ViewSample | Unset
        if isinstance(_sample,  Unset):
            sample = UNSET
        else:
            sample = ViewSample.from_dict(_sample)




        view = cls(
            viewer=viewer,
            players=players,
            phase=phase,
            step=step,
            turn=turn,
            to_act=to_act,
            direction=direction,
            mode=mode,
            turns=turns,
            seats=seats,
            pile=pile,
            pile_top=pile_top,
            turned=turned,
            stock_count=stock_count,
            aside_count=aside_count,
            out_of_play=out_of_play,
            result=result,
            version=version,
            stock=stock,
            aside=aside,
            contributions=contributions,
            run_rank=run_rank,
            gambit=gambit,
            pass_=pass_,
            sample=sample,
        )


        view.additional_properties = d
        return view

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_deal_mode import GameDealMode
from ..models.game_on_expiry_type_1 import GameOnExpiryType1
from ..models.game_on_expiry_type_2_type_1 import GameOnExpiryType2Type1
from ..models.game_on_expiry_type_3_type_1 import GameOnExpiryType3Type1
from ..models.phase import Phase
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.clock import Clock
  from ..models.game_match_type_0 import GameMatchType0
  from ..models.game_ruleset import GameRuleset
  from ..models.result import Result
  from ..models.seat_info import SeatInfo
  from ..models.view import View





T = TypeVar("T", bound="Game")



@_attrs_define
class Game:
    """ 
        Attributes:
            id (str):
            version (int): The number of events so far; send it as `expected_version`.
            ruleset (GameRuleset):
            seats (list[SeatInfo]):
            you (int | None): The caller's seat; null without a token.
            phase (Phase):
            to_act (list[int]): The seats that may act now (several during setup).
            result (None | Result):
            seed_commitment (None | str): SHA-256 (hex) of the seed; null when the game was dealt from an explicit deck.
            explicit_seed (bool):
            explicit_deck (bool):
            deal_mode (GameDealMode): How the deal is made (docs/fairness.md).
            deal_deadline (float | None): A contributed deal's deadline (Unix time) for every seat to commit and reveal;
                null otherwise.
            open_until (float | None): When the open seats stop being open (Unix time), as the creation's `open_seat_ttl_s`
                set it: a join after it is refused (409 `seats_expired`) and `on_expiry` happens. Null when no open seat waits
                to expire: none was set, every seat is taken, or the game is over. The lobby lists no game past it.
            on_expiry (GameOnExpiryType1 | GameOnExpiryType2Type1 | GameOnExpiryType3Type1 | None): What happens at
                `open_until` to the seats still open: `abort`, the game ends with no result; `bot`, the heuristic bot takes each
                of them. Null with `open_until`.
            match (GameMatchType0 | None): The match this game is part of (`POST /v1/matches`) and its index there; null for
                a lone game.
            clock (Clock | None): Every seat's clock (docs/clocks.md); null for a game without a time control.
            view (View): The state as one viewer may see it.
            seed (None | str | Unset): The seed the deal came from, once the game is over (as in the replay); null
                while it runs and for a game dealt from an explicit deck. Once the game is
                over every view shows every card, unless another game dealt the same cards
                (a duplicate tournament's) is still being played: then they stay hidden.
            seed_salt (None | str | Unset): A seed its creator chose is committed to salted: `seed_commitment` is
                SHA-256 of this salt's 32 bytes (64 hex digits) followed by the seed's UTF-8
                bytes. Revealed with the seed once the game is over; null before, and for a
                seed the server drew (committed to unsalted).
     """

    id: str
    version: int
    ruleset: GameRuleset
    seats: list[SeatInfo]
    you: int | None
    phase: Phase
    to_act: list[int]
    result: None | Result
    seed_commitment: None | str
    explicit_seed: bool
    explicit_deck: bool
    deal_mode: GameDealMode
    deal_deadline: float | None
    open_until: float | None
    on_expiry: GameOnExpiryType1 | GameOnExpiryType2Type1 | GameOnExpiryType3Type1 | None
    match: GameMatchType0 | None
    clock: Clock | None
    view: View
    seed: None | str | Unset = UNSET
    seed_salt: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.clock import Clock # noqa: PLC0415
        from ..models.game_match_type_0 import GameMatchType0 # noqa: PLC0415
        from ..models.game_ruleset import GameRuleset # noqa: PLC0415
        from ..models.result import Result # noqa: PLC0415
        from ..models.seat_info import SeatInfo # noqa: PLC0415
        from ..models.view import View # noqa: PLC0415
        id = self.id

        version = self.version

        ruleset = self.ruleset.to_dict()

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        you: int | None
        you = self.you

        phase = self.phase.value

        to_act = self.to_act



        result: dict[str, Any] | None
        if isinstance(self.result, Result):
            result = self.result.to_dict()
        else:
            result = self.result

        seed_commitment: None | str
        seed_commitment = self.seed_commitment

        explicit_seed = self.explicit_seed

        explicit_deck = self.explicit_deck

        deal_mode = self.deal_mode.value

        deal_deadline: float | None
        deal_deadline = self.deal_deadline

        open_until: float | None
        open_until = self.open_until

        on_expiry: None | str
        if isinstance(self.on_expiry, GameOnExpiryType1):
            on_expiry = self.on_expiry.value
        elif isinstance(self.on_expiry, GameOnExpiryType2Type1):
            on_expiry = self.on_expiry.value
        elif isinstance(self.on_expiry, GameOnExpiryType3Type1):
            on_expiry = self.on_expiry.value
        else:
            on_expiry = self.on_expiry

        match: dict[str, Any] | None
        if isinstance(self.match, GameMatchType0):
            match = self.match.to_dict()
        else:
            match = self.match

        clock: dict[str, Any] | None
        if isinstance(self.clock, Clock):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        view = self.view.to_dict()

        seed: None | str | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        seed_salt: None | str | Unset
        if isinstance(self.seed_salt, Unset):
            seed_salt = UNSET
        else:
            seed_salt = self.seed_salt


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "version": version,
            "ruleset": ruleset,
            "seats": seats,
            "you": you,
            "phase": phase,
            "to_act": to_act,
            "result": result,
            "seed_commitment": seed_commitment,
            "explicit_seed": explicit_seed,
            "explicit_deck": explicit_deck,
            "deal_mode": deal_mode,
            "deal_deadline": deal_deadline,
            "open_until": open_until,
            "on_expiry": on_expiry,
            "match": match,
            "clock": clock,
            "view": view,
        })
        if seed is not UNSET:
            field_dict["seed"] = seed
        if seed_salt is not UNSET:
            field_dict["seed_salt"] = seed_salt

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.clock import Clock # noqa: PLC0415
        from ..models.game_match_type_0 import GameMatchType0 # noqa: PLC0415
        from ..models.game_ruleset import GameRuleset # noqa: PLC0415
        from ..models.result import Result # noqa: PLC0415
        from ..models.seat_info import SeatInfo # noqa: PLC0415
        from ..models.view import View # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        ruleset = GameRuleset.from_dict(d.pop("ruleset"))




        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = SeatInfo.from_dict(seats_item_data)



            seats.append(seats_item)


        def _parse_you(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        you = _parse_you(d.pop("you"))


        phase = Phase(d.pop("phase"))




        to_act = cast(list[int], d.pop("to_act"))


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


        def _parse_seed_commitment(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed_commitment = _parse_seed_commitment(d.pop("seed_commitment"))


        explicit_seed = d.pop("explicit_seed")

        explicit_deck = d.pop("explicit_deck")

        deal_mode = GameDealMode(d.pop("deal_mode"))




        def _parse_deal_deadline(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        deal_deadline = _parse_deal_deadline(d.pop("deal_deadline"))


        def _parse_open_until(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        open_until = _parse_open_until(d.pop("open_until"))


        def _parse_on_expiry(data: object) -> GameOnExpiryType1 | GameOnExpiryType2Type1 | GameOnExpiryType3Type1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                on_expiry_type_1 = GameOnExpiryType1(data)



                return on_expiry_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                on_expiry_type_2_type_1 = GameOnExpiryType2Type1(data)



                return on_expiry_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                on_expiry_type_3_type_1 = GameOnExpiryType3Type1(data)



                return on_expiry_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GameOnExpiryType1 | GameOnExpiryType2Type1 | GameOnExpiryType3Type1 | None, data)

        on_expiry = _parse_on_expiry(d.pop("on_expiry"))


        def _parse_match(data: object) -> GameMatchType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                match_type_0 = GameMatchType0.from_dict(data)



                return match_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GameMatchType0 | None, data)

        match = _parse_match(d.pop("match"))


        def _parse_clock(data: object) -> Clock | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clock_type_0 = Clock.from_dict(data)



                return clock_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Clock | None, data)

        clock = _parse_clock(d.pop("clock"))


        view = View.from_dict(d.pop("view"))




        def _parse_seed(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))


        def _parse_seed_salt(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        seed_salt = _parse_seed_salt(d.pop("seed_salt", UNSET))


        game = cls(
            id=id,
            version=version,
            ruleset=ruleset,
            seats=seats,
            you=you,
            phase=phase,
            to_act=to_act,
            result=result,
            seed_commitment=seed_commitment,
            explicit_seed=explicit_seed,
            explicit_deck=explicit_deck,
            deal_mode=deal_mode,
            deal_deadline=deal_deadline,
            open_until=open_until,
            on_expiry=on_expiry,
            match=match,
            clock=clock,
            view=view,
            seed=seed,
            seed_salt=seed_salt,
        )


        game.additional_properties = d
        return game

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

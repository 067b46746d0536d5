from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.create_game_request_deal_mode import CreateGameRequestDealMode
from ..models.create_game_request_on_expiry_type_1 import CreateGameRequestOnExpiryType1
from ..models.create_game_request_on_expiry_type_2_type_1 import CreateGameRequestOnExpiryType2Type1
from ..models.create_game_request_on_expiry_type_3_type_1 import CreateGameRequestOnExpiryType3Type1
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.clock_request import ClockRequest
  from ..models.ruleset_ref import RulesetRef
  from ..models.seat_request import SeatRequest





T = TypeVar("T", bound="CreateGameRequest")



@_attrs_define
class CreateGameRequest:
    """ 
        Attributes:
            ruleset (RulesetRef | str): A preset name, or a preset with options and card rules.
            seats (int | list[SeatRequest]): The number of seats (all closed; a JSON integer such as `3`, not `3.0`), or one
                entry per seat. The preset's player range applies (422 `invalid_seats`).
            seed (None | str | Unset): A fixed seed for a reproducible deal (not together with `deck`).
            deck (list[str] | None | Unset): The complete deck, top card first (not together with `seed`): exactly the cards
                of
                the ruleset's deck (52, plus `RJ` and `BJ` when the ruleset has jokers), each once.
            turn_cap (int | None | Unset): Turns after which the game ends as a draw (the `turn_cap` option).
            dealer (int | Unset): The dealer's seat. Default: 0.
            deal_mode (CreateGameRequestDealMode | Unset): `server`: the deal comes from the server's seed (or `seed` or
                `deck`).
                `contributed`: from the server's seed and a contribution of every seat, committed
                to and then revealed before the deal (docs/fairness.md); not with `seed` or `deck`.
                 Default: CreateGameRequestDealMode.SERVER.
            deal_timeout (int | None | Unset): A contributed deal's seconds for every seat to commit and reveal (default
                300); only with `deal_mode` `contributed`.
            clock (ClockRequest | Unset): A time control (docs/clocks.md): a Fischer clock per seat (`initial_ms`, with
                `increment_ms` added when the seat's own move stops its clock), a limit per move
                (`move_ms`), or both; at least one of `initial_ms` and `move_ms` (422 `invalid_clock`
                otherwise, and for `increment_ms` without `initial_ms`). A seat's clock runs while it is
                to act, in setup as in play; when its time runs out, `on_timeout` applies.
            play_out (bool | Unset): Play the bot seats before answering, until a person must act (a game of bots only:
                to its end); without it the service plays them after answering.
                 Default: False.
            open_seat_ttl_s (int | None | Unset): Seconds the open seats stay open; when nobody has taken them by then,
                `on_expiry` says
                what happens (docs/api.md, "Open seats that expire"). Only with an open seat;
                none: they stay open until taken.
            on_expiry (CreateGameRequestOnExpiryType1 | CreateGameRequestOnExpiryType2Type1 |
                CreateGameRequestOnExpiryType3Type1 | None | Unset): `abort` (the default): the game ends with no result; `bot`:
                the heuristic bot takes
                each seat still open, and the game goes on. Only with `open_seat_ttl_s`.
     """

    ruleset: RulesetRef | str
    seats: int | list[SeatRequest]
    seed: None | str | Unset = UNSET
    deck: list[str] | None | Unset = UNSET
    turn_cap: int | None | Unset = UNSET
    dealer: int | Unset = 0
    deal_mode: CreateGameRequestDealMode | Unset = CreateGameRequestDealMode.SERVER
    deal_timeout: int | None | Unset = UNSET
    clock: ClockRequest | Unset = UNSET
    play_out: bool | Unset = False
    open_seat_ttl_s: int | None | Unset = UNSET
    on_expiry: CreateGameRequestOnExpiryType1 | CreateGameRequestOnExpiryType2Type1 | CreateGameRequestOnExpiryType3Type1 | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.clock_request import ClockRequest # noqa: PLC0415
        from ..models.ruleset_ref import RulesetRef # noqa: PLC0415
        from ..models.seat_request import SeatRequest # noqa: PLC0415
        ruleset: dict[str, Any] | str
        if isinstance(self.ruleset, RulesetRef):
            ruleset = self.ruleset.to_dict()
        else:
            ruleset = self.ruleset

        seats: int | list[dict[str, Any]]
        if isinstance(self.seats, list):
            seats = []
            for seats_type_1_item_data in self.seats:
                seats_type_1_item = seats_type_1_item_data.to_dict()
                seats.append(seats_type_1_item)


        else:
            seats = self.seats

        seed: None | str | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        deck: list[str] | None | Unset
        if isinstance(self.deck, Unset):
            deck = UNSET
        elif isinstance(self.deck, list):
            deck = self.deck


        else:
            deck = self.deck

        turn_cap: int | None | Unset
        if isinstance(self.turn_cap, Unset):
            turn_cap = UNSET
        else:
            turn_cap = self.turn_cap

        dealer = self.dealer

        deal_mode: str | Unset = UNSET
        if not isinstance(self.deal_mode, Unset):
            deal_mode = self.deal_mode.value


        deal_timeout: int | None | Unset
        if isinstance(self.deal_timeout, Unset):
            deal_timeout = UNSET
        else:
            deal_timeout = self.deal_timeout

        clock: dict[str, Any] | Unset = UNSET
        if not isinstance(self.clock, Unset):
            clock = self.clock.to_dict()

        play_out = self.play_out

        open_seat_ttl_s: int | None | Unset
        if isinstance(self.open_seat_ttl_s, Unset):
            open_seat_ttl_s = UNSET
        else:
            open_seat_ttl_s = self.open_seat_ttl_s

        on_expiry: None | str | Unset
        if isinstance(self.on_expiry, Unset):
            on_expiry = UNSET
        elif isinstance(self.on_expiry, CreateGameRequestOnExpiryType1):
            on_expiry = self.on_expiry.value
        elif isinstance(self.on_expiry, CreateGameRequestOnExpiryType2Type1):
            on_expiry = self.on_expiry.value
        elif isinstance(self.on_expiry, CreateGameRequestOnExpiryType3Type1):
            on_expiry = self.on_expiry.value
        else:
            on_expiry = self.on_expiry


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "ruleset": ruleset,
            "seats": seats,
        })
        if seed is not UNSET:
            field_dict["seed"] = seed
        if deck is not UNSET:
            field_dict["deck"] = deck
        if turn_cap is not UNSET:
            field_dict["turn_cap"] = turn_cap
        if dealer is not UNSET:
            field_dict["dealer"] = dealer
        if deal_mode is not UNSET:
            field_dict["deal_mode"] = deal_mode
        if deal_timeout is not UNSET:
            field_dict["deal_timeout"] = deal_timeout
        if clock is not UNSET:
            field_dict["clock"] = clock
        if play_out is not UNSET:
            field_dict["play_out"] = play_out
        if open_seat_ttl_s is not UNSET:
            field_dict["open_seat_ttl_s"] = open_seat_ttl_s
        if on_expiry is not UNSET:
            field_dict["on_expiry"] = on_expiry

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.clock_request import ClockRequest # noqa: PLC0415
        from ..models.ruleset_ref import RulesetRef # noqa: PLC0415
        from ..models.seat_request import SeatRequest # noqa: PLC0415
        d = dict(src_dict)
        def _parse_ruleset(data: object) -> RulesetRef | str:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ruleset_type_1 = RulesetRef.from_dict(data)



                return ruleset_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(RulesetRef | str, data)

        ruleset = _parse_ruleset(d.pop("ruleset"))


        def _parse_seats(data: object) -> int | list[SeatRequest]:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                seats_type_1 = []
                _seats_type_1 = data
                for seats_type_1_item_data in (_seats_type_1):
                    seats_type_1_item = SeatRequest.from_dict(seats_type_1_item_data)



                    seats_type_1.append(seats_type_1_item)

                return seats_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | list[SeatRequest], data)

        seats = _parse_seats(d.pop("seats"))


        def _parse_seed(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))


        def _parse_deck(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                deck_type_0 = cast(list[str], data)

                return deck_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        deck = _parse_deck(d.pop("deck", UNSET))


        def _parse_turn_cap(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        turn_cap = _parse_turn_cap(d.pop("turn_cap", UNSET))


        dealer = d.pop("dealer", UNSET)

        _deal_mode = d.pop("deal_mode", UNSET)
        deal_mode: CreateGameRequestDealMode | Unset
        if isinstance(_deal_mode,  Unset):
            deal_mode = UNSET
        else:
            deal_mode = CreateGameRequestDealMode(_deal_mode)




        def _parse_deal_timeout(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        deal_timeout = _parse_deal_timeout(d.pop("deal_timeout", UNSET))


        _clock = d.pop("clock", UNSET)
        clock: ClockRequest | Unset
        if isinstance(_clock,  Unset):
            clock = UNSET
        else:
            clock = ClockRequest.from_dict(_clock)




        play_out = d.pop("play_out", UNSET)

        def _parse_open_seat_ttl_s(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        open_seat_ttl_s = _parse_open_seat_ttl_s(d.pop("open_seat_ttl_s", UNSET))


        def _parse_on_expiry(data: object) -> CreateGameRequestOnExpiryType1 | CreateGameRequestOnExpiryType2Type1 | CreateGameRequestOnExpiryType3Type1 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                on_expiry_type_1 = CreateGameRequestOnExpiryType1(data)



                return on_expiry_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                on_expiry_type_2_type_1 = CreateGameRequestOnExpiryType2Type1(data)



                return on_expiry_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                on_expiry_type_3_type_1 = CreateGameRequestOnExpiryType3Type1(data)



                return on_expiry_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CreateGameRequestOnExpiryType1 | CreateGameRequestOnExpiryType2Type1 | CreateGameRequestOnExpiryType3Type1 | None | Unset, data)

        on_expiry = _parse_on_expiry(d.pop("on_expiry", UNSET))


        create_game_request = cls(
            ruleset=ruleset,
            seats=seats,
            seed=seed,
            deck=deck,
            turn_cap=turn_cap,
            dealer=dealer,
            deal_mode=deal_mode,
            deal_timeout=deal_timeout,
            clock=clock,
            play_out=play_out,
            open_seat_ttl_s=open_seat_ttl_s,
            on_expiry=on_expiry,
        )

        return create_game_request


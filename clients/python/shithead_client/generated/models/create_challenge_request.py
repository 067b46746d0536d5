from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.clock_request import ClockRequest
  from ..models.ruleset_ref import RulesetRef
  from ..models.seat_request import SeatRequest





T = TypeVar("T", bound="CreateChallengeRequest")



@_attrs_define
class CreateChallengeRequest:
    """ A game proposed to registered bots (`POST /v1/challenges`): created once every bot
    named in a seat's `account` accepts.

        Attributes:
            ruleset (RulesetRef | str): A preset name, or a preset with options and card rules.
            seats (int | list[SeatRequest]): The number of seats (all closed; a JSON integer such as `3`, not `3.0`), or one
                entry per seat. The preset's player range applies (422 `invalid_seats`).
            clock (ClockRequest | Unset): A time control (docs/clocks.md): a Fischer clock per seat (`initial_ms`, with
                `increment_ms` added when the seat's own move stops its clock), a limit per move
                (`move_ms`), or both; at least one of `initial_ms` and `move_ms` (422 `invalid_clock`
                otherwise, and for `increment_ms` without `initial_ms`). A seat's clock runs while it is
                to act, in setup as in play; when its time runs out, `on_timeout` applies.
            expires_in_s (int | Unset): Seconds the invited bots have to accept. Default: 60.
     """

    ruleset: RulesetRef | str
    seats: int | list[SeatRequest]
    clock: ClockRequest | Unset = UNSET
    expires_in_s: int | Unset = 60





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

        clock: dict[str, Any] | Unset = UNSET
        if not isinstance(self.clock, Unset):
            clock = self.clock.to_dict()

        expires_in_s = self.expires_in_s


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "ruleset": ruleset,
            "seats": seats,
        })
        if clock is not UNSET:
            field_dict["clock"] = clock
        if expires_in_s is not UNSET:
            field_dict["expires_in_s"] = expires_in_s

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


        _clock = d.pop("clock", UNSET)
        clock: ClockRequest | Unset
        if isinstance(_clock,  Unset):
            clock = UNSET
        else:
            clock = ClockRequest.from_dict(_clock)




        expires_in_s = d.pop("expires_in_s", UNSET)

        create_challenge_request = cls(
            ruleset=ruleset,
            seats=seats,
            clock=clock,
            expires_in_s=expires_in_s,
        )

        return create_challenge_request


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.challenge_status import ChallengeStatus
from typing import cast

if TYPE_CHECKING:
  from ..models.challenge_clock_type_0 import ChallengeClockType0
  from ..models.challenge_ruleset import ChallengeRuleset
  from ..models.challenge_seat import ChallengeSeat





T = TypeVar("T", bound="Challenge")



@_attrs_define
class Challenge:
    """ 
        Attributes:
            id (str):
            status (ChallengeStatus): `pending` until every invited bot accepted (`accepted`: `game` is set), one declined,
                or it expired; `failed`: the game could not be created (a bot was disabled meanwhile).
            from_ (None | str): The bot that sent it (its token), or null.
            ruleset (ChallengeRuleset):
            seats (list[ChallengeSeat]):
            clock (ChallengeClockType0 | None):
            invited (list[str]):
            accepted (list[str]):
            created (float):
            expires (float): Unix time it expires unless answered.
            game (None | str):
     """

    id: str
    status: ChallengeStatus
    from_: None | str
    ruleset: ChallengeRuleset
    seats: list[ChallengeSeat]
    clock: ChallengeClockType0 | None
    invited: list[str]
    accepted: list[str]
    created: float
    expires: float
    game: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.challenge_clock_type_0 import ChallengeClockType0 # noqa: PLC0415
        from ..models.challenge_ruleset import ChallengeRuleset # noqa: PLC0415
        from ..models.challenge_seat import ChallengeSeat # noqa: PLC0415
        id = self.id

        status = self.status.value

        from_: None | str
        from_ = self.from_

        ruleset = self.ruleset.to_dict()

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        clock: dict[str, Any] | None
        if isinstance(self.clock, ChallengeClockType0):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        invited = self.invited



        accepted = self.accepted



        created = self.created

        expires = self.expires

        game: None | str
        game = self.game


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "status": status,
            "from": from_,
            "ruleset": ruleset,
            "seats": seats,
            "clock": clock,
            "invited": invited,
            "accepted": accepted,
            "created": created,
            "expires": expires,
            "game": game,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.challenge_clock_type_0 import ChallengeClockType0 # noqa: PLC0415
        from ..models.challenge_ruleset import ChallengeRuleset # noqa: PLC0415
        from ..models.challenge_seat import ChallengeSeat # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        status = ChallengeStatus(d.pop("status"))




        def _parse_from_(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        from_ = _parse_from_(d.pop("from"))


        ruleset = ChallengeRuleset.from_dict(d.pop("ruleset"))




        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = ChallengeSeat.from_dict(seats_item_data)



            seats.append(seats_item)


        def _parse_clock(data: object) -> ChallengeClockType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clock_type_0 = ChallengeClockType0.from_dict(data)



                return clock_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChallengeClockType0 | None, data)

        clock = _parse_clock(d.pop("clock"))


        invited = cast(list[str], d.pop("invited"))


        accepted = cast(list[str], d.pop("accepted"))


        created = d.pop("created")

        expires = d.pop("expires")

        def _parse_game(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        game = _parse_game(d.pop("game"))


        challenge = cls(
            id=id,
            status=status,
            from_=from_,
            ruleset=ruleset,
            seats=seats,
            clock=clock,
            invited=invited,
            accepted=accepted,
            created=created,
            expires=expires,
            game=game,
        )


        challenge.additional_properties = d
        return challenge

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

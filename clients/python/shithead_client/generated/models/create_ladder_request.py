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





T = TypeVar("T", bound="CreateLadderRequest")



@_attrs_define
class CreateLadderRequest:
    """ A standing ladder of registered bots (`POST /v1/ladders`), paired by rating by the
    scheduler in `shithead worker`.

        Example:
            {'ruleset': 'classic', 'name': 'classic ladder', 'seats_per_game': 2, 'games_per_hour': 30, 'bots': ['my-bot',
                'your-bot']}

        Attributes:
            ruleset (RulesetRef | str): A preset name, or a preset with options and card rules.
            name (None | str | Unset): A name to show.
            seats_per_game (int | Unset): Bots at each game's table (the ruleset's player range applies). Default: 2.
            games_per_hour (int | Unset): The cadence: the most games a bot starts in any hour, spaced at least an hour /
                this
                apart.
                 Default: 12.
            clock (ClockRequest | Unset): A time control (docs/clocks.md): a Fischer clock per seat (`initial_ms`, with
                `increment_ms` added when the seat's own move stops its clock), a limit per move
                (`move_ms`), or both; at least one of `initial_ms` and `move_ms` (422 `invalid_clock`
                otherwise, and for `increment_ms` without `initial_ms`). A seat's clock runs while it is
                to act, in setup as in play; when its time runs out, `on_timeout` applies.
            bots (list[str] | Unset): Registered bots to enrol now (each may leave); others join with their own token.
     """

    ruleset: RulesetRef | str
    name: None | str | Unset = UNSET
    seats_per_game: int | Unset = 2
    games_per_hour: int | Unset = 12
    clock: ClockRequest | Unset = UNSET
    bots: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.clock_request import ClockRequest # noqa: PLC0415
        from ..models.ruleset_ref import RulesetRef # noqa: PLC0415
        ruleset: dict[str, Any] | str
        if isinstance(self.ruleset, RulesetRef):
            ruleset = self.ruleset.to_dict()
        else:
            ruleset = self.ruleset

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        seats_per_game = self.seats_per_game

        games_per_hour = self.games_per_hour

        clock: dict[str, Any] | Unset = UNSET
        if not isinstance(self.clock, Unset):
            clock = self.clock.to_dict()

        bots: list[str] | Unset = UNSET
        if not isinstance(self.bots, Unset):
            bots = self.bots




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "ruleset": ruleset,
        })
        if name is not UNSET:
            field_dict["name"] = name
        if seats_per_game is not UNSET:
            field_dict["seats_per_game"] = seats_per_game
        if games_per_hour is not UNSET:
            field_dict["games_per_hour"] = games_per_hour
        if clock is not UNSET:
            field_dict["clock"] = clock
        if bots is not UNSET:
            field_dict["bots"] = bots

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.clock_request import ClockRequest # noqa: PLC0415
        from ..models.ruleset_ref import RulesetRef # noqa: PLC0415
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


        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))


        seats_per_game = d.pop("seats_per_game", UNSET)

        games_per_hour = d.pop("games_per_hour", UNSET)

        _clock = d.pop("clock", UNSET)
        clock: ClockRequest | Unset
        if isinstance(_clock,  Unset):
            clock = UNSET
        else:
            clock = ClockRequest.from_dict(_clock)




        bots = cast(list[str], d.pop("bots", UNSET))


        create_ladder_request = cls(
            ruleset=ruleset,
            name=name,
            seats_per_game=seats_per_game,
            games_per_hour=games_per_hour,
            clock=clock,
            bots=bots,
        )

        return create_ladder_request


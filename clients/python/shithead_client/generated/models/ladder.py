from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ladder_status import LadderStatus
from typing import cast

if TYPE_CHECKING:
  from ..models.credential_ref import CredentialRef
  from ..models.ladder_clock import LadderClock
  from ..models.ladder_entry import LadderEntry
  from ..models.ladder_game import LadderGame
  from ..models.ladder_live_game import LadderLiveGame
  from ..models.ladder_ruleset import LadderRuleset
  from ..models.tournament_cancelled import TournamentCancelled





T = TypeVar("T", bound="Ladder")



@_attrs_define
class Ladder:
    """ 
        Attributes:
            id (str):
            name (None | str):
            status (LadderStatus): `running`: the scheduler pairs due bots; `waiting_for_bots`: fewer enabled, online bots
                are enrolled than a game seats; `waiting_for_worker`: no scheduler (`shithead worker`) has
                looked at the ladder lately, so nothing moves; `waiting_for_quota`: its creator's
                credential has scheduled its games for the day (UTC); `cancelled` by its creator.
            status_detail (str): Why the ladder is in its status.
            created (float): Creation time (Unix seconds).
            created_by (CredentialRef): Who started (or cancelled) a tournament: a credential's kind, id and name, never its
                token; `operator` for a tournament the operator cancelled (a revoked organiser's).
            cancelled (None | TournamentCancelled): Who cancelled it and when (null unless cancelled).
            ruleset (LadderRuleset):
            seats_per_game (int):
            games_per_hour (int): The most games a bot starts in any hour.
            clock (LadderClock): Every game's time control (docs/clocks.md).
            last_tick (float | None): When a scheduler last looked at the ladder (null: never).
            bots (list[str]): The enrolled bots.
            leaderboard (list[LadderEntry]): Best rating first.
            live_games (list[LadderLiveGame]): The games being played, newest first.
            recent_games (list[LadderGame]): The latest rated games, newest first (at most 50).
     """

    id: str
    name: None | str
    status: LadderStatus
    status_detail: str
    created: float
    created_by: CredentialRef
    cancelled: None | TournamentCancelled
    ruleset: LadderRuleset
    seats_per_game: int
    games_per_hour: int
    clock: LadderClock
    last_tick: float | None
    bots: list[str]
    leaderboard: list[LadderEntry]
    live_games: list[LadderLiveGame]
    recent_games: list[LadderGame]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.credential_ref import CredentialRef # noqa: PLC0415
        from ..models.ladder_clock import LadderClock # noqa: PLC0415
        from ..models.ladder_entry import LadderEntry # noqa: PLC0415
        from ..models.ladder_game import LadderGame # noqa: PLC0415
        from ..models.ladder_live_game import LadderLiveGame # noqa: PLC0415
        from ..models.ladder_ruleset import LadderRuleset # noqa: PLC0415
        from ..models.tournament_cancelled import TournamentCancelled # noqa: PLC0415
        id = self.id

        name: None | str
        name = self.name

        status = self.status.value

        status_detail = self.status_detail

        created = self.created

        created_by = self.created_by.to_dict()

        cancelled: dict[str, Any] | None
        if isinstance(self.cancelled, TournamentCancelled):
            cancelled = self.cancelled.to_dict()
        else:
            cancelled = self.cancelled

        ruleset = self.ruleset.to_dict()

        seats_per_game = self.seats_per_game

        games_per_hour = self.games_per_hour

        clock = self.clock.to_dict()

        last_tick: float | None
        last_tick = self.last_tick

        bots = self.bots



        leaderboard = []
        for leaderboard_item_data in self.leaderboard:
            leaderboard_item = leaderboard_item_data.to_dict()
            leaderboard.append(leaderboard_item)



        live_games = []
        for live_games_item_data in self.live_games:
            live_games_item = live_games_item_data.to_dict()
            live_games.append(live_games_item)



        recent_games = []
        for recent_games_item_data in self.recent_games:
            recent_games_item = recent_games_item_data.to_dict()
            recent_games.append(recent_games_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "name": name,
            "status": status,
            "status_detail": status_detail,
            "created": created,
            "created_by": created_by,
            "cancelled": cancelled,
            "ruleset": ruleset,
            "seats_per_game": seats_per_game,
            "games_per_hour": games_per_hour,
            "clock": clock,
            "last_tick": last_tick,
            "bots": bots,
            "leaderboard": leaderboard,
            "live_games": live_games,
            "recent_games": recent_games,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.credential_ref import CredentialRef # noqa: PLC0415
        from ..models.ladder_clock import LadderClock # noqa: PLC0415
        from ..models.ladder_entry import LadderEntry # noqa: PLC0415
        from ..models.ladder_game import LadderGame # noqa: PLC0415
        from ..models.ladder_live_game import LadderLiveGame # noqa: PLC0415
        from ..models.ladder_ruleset import LadderRuleset # noqa: PLC0415
        from ..models.tournament_cancelled import TournamentCancelled # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))


        status = LadderStatus(d.pop("status"))




        status_detail = d.pop("status_detail")

        created = d.pop("created")

        created_by = CredentialRef.from_dict(d.pop("created_by"))




        def _parse_cancelled(data: object) -> None | TournamentCancelled:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                cancelled_type_0 = TournamentCancelled.from_dict(data)



                return cancelled_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TournamentCancelled, data)

        cancelled = _parse_cancelled(d.pop("cancelled"))


        ruleset = LadderRuleset.from_dict(d.pop("ruleset"))




        seats_per_game = d.pop("seats_per_game")

        games_per_hour = d.pop("games_per_hour")

        clock = LadderClock.from_dict(d.pop("clock"))




        def _parse_last_tick(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        last_tick = _parse_last_tick(d.pop("last_tick"))


        bots = cast(list[str], d.pop("bots"))


        leaderboard = []
        _leaderboard = d.pop("leaderboard")
        for leaderboard_item_data in (_leaderboard):
            leaderboard_item = LadderEntry.from_dict(leaderboard_item_data)



            leaderboard.append(leaderboard_item)


        live_games = []
        _live_games = d.pop("live_games")
        for live_games_item_data in (_live_games):
            live_games_item = LadderLiveGame.from_dict(live_games_item_data)



            live_games.append(live_games_item)


        recent_games = []
        _recent_games = d.pop("recent_games")
        for recent_games_item_data in (_recent_games):
            recent_games_item = LadderGame.from_dict(recent_games_item_data)



            recent_games.append(recent_games_item)


        ladder = cls(
            id=id,
            name=name,
            status=status,
            status_detail=status_detail,
            created=created,
            created_by=created_by,
            cancelled=cancelled,
            ruleset=ruleset,
            seats_per_game=seats_per_game,
            games_per_hour=games_per_hour,
            clock=clock,
            last_tick=last_tick,
            bots=bots,
            leaderboard=leaderboard,
            live_games=live_games,
            recent_games=recent_games,
        )


        ladder.additional_properties = d
        return ladder

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bot_profile_kind import BotProfileKind
from ..models.bot_profile_status import BotProfileStatus
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.bot_game import BotGame
  from ..models.bot_profile_push_calls_type_0 import BotProfilePushCallsType0
  from ..models.bot_profile_ratings import BotProfileRatings





T = TypeVar("T", bound="BotProfile")



@_attrs_define
class BotProfile:
    """ What anyone may read of a registered bot: never its token or secrets.

        Attributes:
            name (str):
            kind (BotProfileKind):
            description (None | str):
            owner (None | str): How to reach its owner.
            created (float): Registration time (Unix seconds).
            status (BotProfileStatus): `disabled` once its token was revoked: it can no longer act or be seated.
            online (bool): Whether the bot was heard from within `BOT_ONLINE_SECONDS` (a call with its token, a stream it
                holds open, a push call it answered): ladders pair only online bots.
            last_seen (float | None): When the bot was last heard from (Unix seconds); null: never.
            ratings (BotProfileRatings): The bot's rating per ruleset, across every rated game (ladders' games, rated
                tournaments'): its line of `GET /v1/leaderboards/{ruleset}`; empty until its first.
            recent_games (list[BotGame]): Its latest games, newest first (all of them: `GET /v1/bots/{name}/games`).
            version (None | str): The version tag its owner set (`PATCH /v1/bots/{name}`); each game records the one that
                played it. Null until set.
            push_calls (BotProfilePushCallsType0 | None | Unset): A push bot's calls (the moves asked of it): only with the
                bot's own token, null before
                its first call.
     """

    name: str
    kind: BotProfileKind
    description: None | str
    owner: None | str
    created: float
    status: BotProfileStatus
    online: bool
    last_seen: float | None
    ratings: BotProfileRatings
    recent_games: list[BotGame]
    version: None | str
    push_calls: BotProfilePushCallsType0 | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.bot_game import BotGame # noqa: PLC0415
        from ..models.bot_profile_push_calls_type_0 import BotProfilePushCallsType0 # noqa: PLC0415
        from ..models.bot_profile_ratings import BotProfileRatings # noqa: PLC0415
        name = self.name

        kind = self.kind.value

        description: None | str
        description = self.description

        owner: None | str
        owner = self.owner

        created = self.created

        status = self.status.value

        online = self.online

        last_seen: float | None
        last_seen = self.last_seen

        ratings = self.ratings.to_dict()

        recent_games = []
        for recent_games_item_data in self.recent_games:
            recent_games_item = recent_games_item_data.to_dict()
            recent_games.append(recent_games_item)



        version: None | str
        version = self.version

        push_calls: dict[str, Any] | None | Unset
        if isinstance(self.push_calls, Unset):
            push_calls = UNSET
        elif isinstance(self.push_calls, BotProfilePushCallsType0):
            push_calls = self.push_calls.to_dict()
        else:
            push_calls = self.push_calls


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "name": name,
            "kind": kind,
            "description": description,
            "owner": owner,
            "created": created,
            "status": status,
            "online": online,
            "last_seen": last_seen,
            "ratings": ratings,
            "recent_games": recent_games,
            "version": version,
        })
        if push_calls is not UNSET:
            field_dict["push_calls"] = push_calls

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bot_game import BotGame # noqa: PLC0415
        from ..models.bot_profile_push_calls_type_0 import BotProfilePushCallsType0 # noqa: PLC0415
        from ..models.bot_profile_ratings import BotProfileRatings # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name")

        kind = BotProfileKind(d.pop("kind"))




        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))


        def _parse_owner(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        owner = _parse_owner(d.pop("owner"))


        created = d.pop("created")

        status = BotProfileStatus(d.pop("status"))




        online = d.pop("online")

        def _parse_last_seen(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        last_seen = _parse_last_seen(d.pop("last_seen"))


        ratings = BotProfileRatings.from_dict(d.pop("ratings"))




        recent_games = []
        _recent_games = d.pop("recent_games")
        for recent_games_item_data in (_recent_games):
            recent_games_item = BotGame.from_dict(recent_games_item_data)



            recent_games.append(recent_games_item)


        def _parse_version(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        version = _parse_version(d.pop("version"))


        def _parse_push_calls(data: object) -> BotProfilePushCallsType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                push_calls_type_0 = BotProfilePushCallsType0.from_dict(data)



                return push_calls_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BotProfilePushCallsType0 | None | Unset, data)

        push_calls = _parse_push_calls(d.pop("push_calls", UNSET))


        bot_profile = cls(
            name=name,
            kind=kind,
            description=description,
            owner=owner,
            created=created,
            status=status,
            online=online,
            last_seen=last_seen,
            ratings=ratings,
            recent_games=recent_games,
            version=version,
            push_calls=push_calls,
        )


        bot_profile.additional_properties = d
        return bot_profile

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

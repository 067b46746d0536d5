from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.registered_bot_kind import RegisteredBotKind
from ..models.registered_bot_status import RegisteredBotStatus
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.bot_game import BotGame
  from ..models.registered_bot_push_calls_type_0 import RegisteredBotPushCallsType0
  from ..models.registered_bot_ratings import RegisteredBotRatings





T = TypeVar("T", bound="RegisteredBot")



@_attrs_define
class RegisteredBot:
    """ A new bot: its profile, its token and (a push bot) its webhook signing secret, shown
    only here.

        Attributes:
            name (str):
            kind (RegisteredBotKind):
            description (None | str):
            owner (None | str): How to reach its owner.
            created (float): Registration time (Unix seconds).
            status (RegisteredBotStatus): `disabled` once its token was revoked: it can no longer act or be seated.
            online (bool): Whether the bot was heard from within `BOT_ONLINE_SECONDS` (a call with its token, a stream it
                holds open, a push call it answered): ladders pair only online bots.
            last_seen (float | None): When the bot was last heard from (Unix seconds); null: never.
            ratings (RegisteredBotRatings): The bot's rating per ruleset, across every rated game (ladders' games, rated
                tournaments'): its line of `GET /v1/leaderboards/{ruleset}`; empty until its first.
            recent_games (list[BotGame]): Its latest games, newest first (all of them: `GET /v1/bots/{name}/games`).
            version (None | str): The version tag its owner set (`PATCH /v1/bots/{name}`); each game records the one that
                played it. Null until set.
            token (str): The bot's bearer token: it acts in every seat the bot holds. Shown once.
            webhook_secret (None | str): A push bot's Standard Webhooks signing secret (`whsec_...`), shown once; null for a
                pull bot.
            push_calls (None | RegisteredBotPushCallsType0 | Unset): A push bot's calls (the moves asked of it): only with
                the bot's own token, null before
                its first call.
     """

    name: str
    kind: RegisteredBotKind
    description: None | str
    owner: None | str
    created: float
    status: RegisteredBotStatus
    online: bool
    last_seen: float | None
    ratings: RegisteredBotRatings
    recent_games: list[BotGame]
    version: None | str
    token: str
    webhook_secret: None | str
    push_calls: None | RegisteredBotPushCallsType0 | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.bot_game import BotGame # noqa: PLC0415
        from ..models.registered_bot_push_calls_type_0 import RegisteredBotPushCallsType0 # noqa: PLC0415
        from ..models.registered_bot_ratings import RegisteredBotRatings # noqa: PLC0415
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

        token = self.token

        webhook_secret: None | str
        webhook_secret = self.webhook_secret

        push_calls: dict[str, Any] | None | Unset
        if isinstance(self.push_calls, Unset):
            push_calls = UNSET
        elif isinstance(self.push_calls, RegisteredBotPushCallsType0):
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
            "token": token,
            "webhook_secret": webhook_secret,
        })
        if push_calls is not UNSET:
            field_dict["push_calls"] = push_calls

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bot_game import BotGame # noqa: PLC0415
        from ..models.registered_bot_push_calls_type_0 import RegisteredBotPushCallsType0 # noqa: PLC0415
        from ..models.registered_bot_ratings import RegisteredBotRatings # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name")

        kind = RegisteredBotKind(d.pop("kind"))




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

        status = RegisteredBotStatus(d.pop("status"))




        online = d.pop("online")

        def _parse_last_seen(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        last_seen = _parse_last_seen(d.pop("last_seen"))


        ratings = RegisteredBotRatings.from_dict(d.pop("ratings"))




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


        token = d.pop("token")

        def _parse_webhook_secret(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        webhook_secret = _parse_webhook_secret(d.pop("webhook_secret"))


        def _parse_push_calls(data: object) -> None | RegisteredBotPushCallsType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                push_calls_type_0 = RegisteredBotPushCallsType0.from_dict(data)



                return push_calls_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RegisteredBotPushCallsType0 | Unset, data)

        push_calls = _parse_push_calls(d.pop("push_calls", UNSET))


        registered_bot = cls(
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
            token=token,
            webhook_secret=webhook_secret,
            push_calls=push_calls,
        )


        registered_bot.additional_properties = d
        return registered_bot

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_list_games_item_on_expiry_type_1 import GameListGamesItemOnExpiryType1
from ..models.game_list_games_item_on_expiry_type_2_type_1 import GameListGamesItemOnExpiryType2Type1
from ..models.game_list_games_item_on_expiry_type_3_type_1 import GameListGamesItemOnExpiryType3Type1
from ..models.game_list_games_item_status import GameListGamesItemStatus
from typing import cast

if TYPE_CHECKING:
  from ..models.game_list_games_item_seats_item import GameListGamesItemSeatsItem
  from ..models.time_control import TimeControl





T = TypeVar("T", bound="GameListGamesItem")



@_attrs_define
class GameListGamesItem:
    """ 
        Attributes:
            id (str):
            preset (str):
            players (int):
            status (GameListGamesItemStatus):
            version (int):
            created (float): Creation time (Unix seconds).
            seats (list[GameListGamesItemSeatsItem]):
            open_until (float | None): When the open seats stop being open (Unix time), as the creation's `open_seat_ttl_s`
                set it: a join after it is refused (409 `seats_expired`) and `on_expiry` happens. Null when no open seat waits
                to expire: none was set, every seat is taken, or the game is over. The lobby lists no game past it.
            on_expiry (GameListGamesItemOnExpiryType1 | GameListGamesItemOnExpiryType2Type1 |
                GameListGamesItemOnExpiryType3Type1 | None): What happens at `open_until` to the seats still open: `abort`, the
                game ends with no result; `bot`, the heuristic bot takes each of them. Null with `open_until`.
            time_control (None | TimeControl): The game's time control; null for none.
     """

    id: str
    preset: str
    players: int
    status: GameListGamesItemStatus
    version: int
    created: float
    seats: list[GameListGamesItemSeatsItem]
    open_until: float | None
    on_expiry: GameListGamesItemOnExpiryType1 | GameListGamesItemOnExpiryType2Type1 | GameListGamesItemOnExpiryType3Type1 | None
    time_control: None | TimeControl
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.game_list_games_item_seats_item import GameListGamesItemSeatsItem # noqa: PLC0415
        from ..models.time_control import TimeControl # noqa: PLC0415
        id = self.id

        preset = self.preset

        players = self.players

        status = self.status.value

        version = self.version

        created = self.created

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        open_until: float | None
        open_until = self.open_until

        on_expiry: None | str
        if isinstance(self.on_expiry, GameListGamesItemOnExpiryType1):
            on_expiry = self.on_expiry.value
        elif isinstance(self.on_expiry, GameListGamesItemOnExpiryType2Type1):
            on_expiry = self.on_expiry.value
        elif isinstance(self.on_expiry, GameListGamesItemOnExpiryType3Type1):
            on_expiry = self.on_expiry.value
        else:
            on_expiry = self.on_expiry

        time_control: dict[str, Any] | None
        if isinstance(self.time_control, TimeControl):
            time_control = self.time_control.to_dict()
        else:
            time_control = self.time_control


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "preset": preset,
            "players": players,
            "status": status,
            "version": version,
            "created": created,
            "seats": seats,
            "open_until": open_until,
            "on_expiry": on_expiry,
            "time_control": time_control,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_list_games_item_seats_item import GameListGamesItemSeatsItem # noqa: PLC0415
        from ..models.time_control import TimeControl # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        preset = d.pop("preset")

        players = d.pop("players")

        status = GameListGamesItemStatus(d.pop("status"))




        version = d.pop("version")

        created = d.pop("created")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = GameListGamesItemSeatsItem.from_dict(seats_item_data)



            seats.append(seats_item)


        def _parse_open_until(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        open_until = _parse_open_until(d.pop("open_until"))


        def _parse_on_expiry(data: object) -> GameListGamesItemOnExpiryType1 | GameListGamesItemOnExpiryType2Type1 | GameListGamesItemOnExpiryType3Type1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                on_expiry_type_1 = GameListGamesItemOnExpiryType1(data)



                return on_expiry_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                on_expiry_type_2_type_1 = GameListGamesItemOnExpiryType2Type1(data)



                return on_expiry_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                on_expiry_type_3_type_1 = GameListGamesItemOnExpiryType3Type1(data)



                return on_expiry_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GameListGamesItemOnExpiryType1 | GameListGamesItemOnExpiryType2Type1 | GameListGamesItemOnExpiryType3Type1 | None, data)

        on_expiry = _parse_on_expiry(d.pop("on_expiry"))


        def _parse_time_control(data: object) -> None | TimeControl:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                time_control_type_0 = TimeControl.from_dict(data)



                return time_control_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TimeControl, data)

        time_control = _parse_time_control(d.pop("time_control"))


        game_list_games_item = cls(
            id=id,
            preset=preset,
            players=players,
            status=status,
            version=version,
            created=created,
            seats=seats,
            open_until=open_until,
            on_expiry=on_expiry,
            time_control=time_control,
        )


        game_list_games_item.additional_properties = d
        return game_list_games_item

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

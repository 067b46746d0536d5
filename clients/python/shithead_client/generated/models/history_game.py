from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.history_game_outcome import HistoryGameOutcome
from typing import cast

if TYPE_CHECKING:
  from ..models.bot_result import BotResult
  from ..models.history_seat import HistorySeat





T = TypeVar("T", bound="HistoryGame")



@_attrs_define
class HistoryGame:
    """ A finished game in a bot's history.

        Attributes:
            id (str):
            finished (float): When the game ended (Unix seconds).
            seat (int): A seat number, 0-based.
            ruleset (str): The ruleset's preset.
            players (int):
            outcome (HistoryGameOutcome): What the game was for the bot's seat.
            result (BotResult): A game's result, and what it was for the bot's seat.
            opponents (list[str]): The registered bots it met (not people or built-in bots).
            version (None | str): The bot's version tag in the game (null: none was set).
            seats (list[HistorySeat]): The registered bots' seats and the version each played with.
     """

    id: str
    finished: float
    seat: int
    ruleset: str
    players: int
    outcome: HistoryGameOutcome
    result: BotResult
    opponents: list[str]
    version: None | str
    seats: list[HistorySeat]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.bot_result import BotResult # noqa: PLC0415
        from ..models.history_seat import HistorySeat # noqa: PLC0415
        id = self.id

        finished = self.finished

        seat = self.seat

        ruleset = self.ruleset

        players = self.players

        outcome = self.outcome.value

        result = self.result.to_dict()

        opponents = self.opponents



        version: None | str
        version = self.version

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "finished": finished,
            "seat": seat,
            "ruleset": ruleset,
            "players": players,
            "outcome": outcome,
            "result": result,
            "opponents": opponents,
            "version": version,
            "seats": seats,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bot_result import BotResult # noqa: PLC0415
        from ..models.history_seat import HistorySeat # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        finished = d.pop("finished")

        seat = d.pop("seat")

        ruleset = d.pop("ruleset")

        players = d.pop("players")

        outcome = HistoryGameOutcome(d.pop("outcome"))




        result = BotResult.from_dict(d.pop("result"))




        opponents = cast(list[str], d.pop("opponents"))


        def _parse_version(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        version = _parse_version(d.pop("version"))


        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = HistorySeat.from_dict(seats_item_data)



            seats.append(seats_item)


        history_game = cls(
            id=id,
            finished=finished,
            seat=seat,
            ruleset=ruleset,
            players=players,
            outcome=outcome,
            result=result,
            opponents=opponents,
            version=version,
            seats=seats,
        )


        history_game.additional_properties = d
        return history_game

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

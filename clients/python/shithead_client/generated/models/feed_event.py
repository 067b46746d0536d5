from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.feed_event_by import FeedEventBy
from ..models.feed_event_outcome import FeedEventOutcome
from ..models.feed_event_type import FeedEventType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.bot_result import BotResult
  from ..models.challenge_seat import ChallengeSeat
  from ..models.feed_event_clock_type_0 import FeedEventClockType0
  from ..models.feed_event_ruleset import FeedEventRuleset





T = TypeVar("T", bound="FeedEvent")



@_attrs_define
class FeedEvent:
    """ One event of a bot's feed. Never a card: what it says of games is who sits where and
    how they ended.

        Attributes:
            id (str): The event's id: pass it as `after` (or `Last-Event-ID`) to read on.
            type_ (FeedEventType):
            game (None | str | Unset): The game (null in a `challenge_ended` that made none).
            seat (int | Unset): A seat number, 0-based.
            by (FeedEventBy | Unset): `seat_assigned`: what gave the seat (`expiry`: an open seat nobody took in time, given
                to a built-in bot).
            left (int | Unset): A seat number, 0-based.
            bot (str | Unset): `seat_left`: the built-in bot that plays the seat left.
            version (int | Unset): `seat_left`: the game's version after the leave.
            result (BotResult | Unset): A game's result, and what it was for the bot's seat.
            challenge (str | Unset): The challenge's id.
            tournament (str | Unset): `tournament_invited`: the tournament an organiser entered the bot in (it may decline:
                `POST /v1/tournaments/{id}/decline`); `tournament_open`: an open tournament announced, which the bot may enter
                before `starts_at` (`POST /v1/tournaments/{id}/entries`).
            from_ (None | str | Unset): `challenge`: the bot that sent it; `tournament_invited`, `tournament_open`: the
                organiser.
            starts_at (float | Unset): `tournament_open`: when the tournament starts (Unix seconds).
            ruleset (FeedEventRuleset | Unset):
            seats (list[ChallengeSeat] | Unset):
            clock (FeedEventClockType0 | None | Unset):
            expires (float | Unset):
            outcome (FeedEventOutcome | Unset): `challenge_ended`: how.
     """

    id: str
    type_: FeedEventType
    game: None | str | Unset = UNSET
    seat: int | Unset = UNSET
    by: FeedEventBy | Unset = UNSET
    left: int | Unset = UNSET
    bot: str | Unset = UNSET
    version: int | Unset = UNSET
    result: BotResult | Unset = UNSET
    challenge: str | Unset = UNSET
    tournament: str | Unset = UNSET
    from_: None | str | Unset = UNSET
    starts_at: float | Unset = UNSET
    ruleset: FeedEventRuleset | Unset = UNSET
    seats: list[ChallengeSeat] | Unset = UNSET
    clock: FeedEventClockType0 | None | Unset = UNSET
    expires: float | Unset = UNSET
    outcome: FeedEventOutcome | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.bot_result import BotResult # noqa: PLC0415
        from ..models.challenge_seat import ChallengeSeat # noqa: PLC0415
        from ..models.feed_event_clock_type_0 import FeedEventClockType0 # noqa: PLC0415
        from ..models.feed_event_ruleset import FeedEventRuleset # noqa: PLC0415
        id = self.id

        type_ = self.type_.value

        game: None | str | Unset
        if isinstance(self.game, Unset):
            game = UNSET
        else:
            game = self.game

        seat = self.seat

        by: str | Unset = UNSET
        if not isinstance(self.by, Unset):
            by = self.by.value


        left = self.left

        bot = self.bot

        version = self.version

        result: dict[str, Any] | Unset = UNSET
        if not isinstance(self.result, Unset):
            result = self.result.to_dict()

        challenge = self.challenge

        tournament = self.tournament

        from_: None | str | Unset
        if isinstance(self.from_, Unset):
            from_ = UNSET
        else:
            from_ = self.from_

        starts_at = self.starts_at

        ruleset: dict[str, Any] | Unset = UNSET
        if not isinstance(self.ruleset, Unset):
            ruleset = self.ruleset.to_dict()

        seats: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.seats, Unset):
            seats = []
            for seats_item_data in self.seats:
                seats_item = seats_item_data.to_dict()
                seats.append(seats_item)



        clock: dict[str, Any] | None | Unset
        if isinstance(self.clock, Unset):
            clock = UNSET
        elif isinstance(self.clock, FeedEventClockType0):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        expires = self.expires

        outcome: str | Unset = UNSET
        if not isinstance(self.outcome, Unset):
            outcome = self.outcome.value



        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "type": type_,
        })
        if game is not UNSET:
            field_dict["game"] = game
        if seat is not UNSET:
            field_dict["seat"] = seat
        if by is not UNSET:
            field_dict["by"] = by
        if left is not UNSET:
            field_dict["left"] = left
        if bot is not UNSET:
            field_dict["bot"] = bot
        if version is not UNSET:
            field_dict["version"] = version
        if result is not UNSET:
            field_dict["result"] = result
        if challenge is not UNSET:
            field_dict["challenge"] = challenge
        if tournament is not UNSET:
            field_dict["tournament"] = tournament
        if from_ is not UNSET:
            field_dict["from"] = from_
        if starts_at is not UNSET:
            field_dict["starts_at"] = starts_at
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset
        if seats is not UNSET:
            field_dict["seats"] = seats
        if clock is not UNSET:
            field_dict["clock"] = clock
        if expires is not UNSET:
            field_dict["expires"] = expires
        if outcome is not UNSET:
            field_dict["outcome"] = outcome

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bot_result import BotResult # noqa: PLC0415
        from ..models.challenge_seat import ChallengeSeat # noqa: PLC0415
        from ..models.feed_event_clock_type_0 import FeedEventClockType0 # noqa: PLC0415
        from ..models.feed_event_ruleset import FeedEventRuleset # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        type_ = FeedEventType(d.pop("type"))




        def _parse_game(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        game = _parse_game(d.pop("game", UNSET))


        seat = d.pop("seat", UNSET)

        _by = d.pop("by", UNSET)
        by: FeedEventBy | Unset
        if isinstance(_by,  Unset):
            by = UNSET
        else:
            by = FeedEventBy(_by)




        left = d.pop("left", UNSET)

        bot = d.pop("bot", UNSET)

        version = d.pop("version", UNSET)

        _result = d.pop("result", UNSET)
        result: BotResult | Unset
        if isinstance(_result,  Unset):
            result = UNSET
        else:
            result = BotResult.from_dict(_result)




        challenge = d.pop("challenge", UNSET)

        tournament = d.pop("tournament", UNSET)

        def _parse_from_(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        from_ = _parse_from_(d.pop("from", UNSET))


        starts_at = d.pop("starts_at", UNSET)

        _ruleset = d.pop("ruleset", UNSET)
        ruleset: FeedEventRuleset | Unset
        if isinstance(_ruleset,  Unset):
            ruleset = UNSET
        else:
            ruleset = FeedEventRuleset.from_dict(_ruleset)




        _seats = d.pop("seats", UNSET)
        seats: list[ChallengeSeat] | Unset = UNSET
        if _seats is not UNSET:
            seats = []
            for seats_item_data in _seats:
                seats_item = ChallengeSeat.from_dict(seats_item_data)



                seats.append(seats_item)


        def _parse_clock(data: object) -> FeedEventClockType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clock_type_0 = FeedEventClockType0.from_dict(data)



                return clock_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FeedEventClockType0 | None | Unset, data)

        clock = _parse_clock(d.pop("clock", UNSET))


        expires = d.pop("expires", UNSET)

        _outcome = d.pop("outcome", UNSET)
        outcome: FeedEventOutcome | Unset
        if isinstance(_outcome,  Unset):
            outcome = UNSET
        else:
            outcome = FeedEventOutcome(_outcome)




        feed_event = cls(
            id=id,
            type_=type_,
            game=game,
            seat=seat,
            by=by,
            left=left,
            bot=bot,
            version=version,
            result=result,
            challenge=challenge,
            tournament=tournament,
            from_=from_,
            starts_at=starts_at,
            ruleset=ruleset,
            seats=seats,
            clock=clock,
            expires=expires,
            outcome=outcome,
        )


        feed_event.additional_properties = d
        return feed_event

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

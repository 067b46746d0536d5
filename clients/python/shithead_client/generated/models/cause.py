from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cause_bot import CauseBot
from ..models.cause_default import CauseDefault
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.cause_action import CauseAction





T = TypeVar("T", bound="Cause")



@_attrs_define
class Cause:
    """ The action that caused an event (on the first event of the action's batch). Actions
    are public, except the cards of another seat's `place` and `swap` when the ruleset's
    top layer is not public (Cutthroat): those `cards` are null. `bot` names the built-in
    bot that chose the action (`push` for a push bot), for seats played by one; `default`
    says why a push bot's seat (or a tournament's stalled pull bot's) played the default move
    instead of the bot's answer.
    The contributed deal's deadline is logged with `seat` null and the action
    `{"kind": "timeout"}`.

        Attributes:
            seat (int | None):
            action (CauseAction):
            bot (CauseBot | Unset):
            default (CauseDefault | Unset): Why the seat played the default move. `timeout`: the seat's clock ran out
                (`on_timeout: auto`), or, in a tournament game without a clock, a registered pull bot did not move in time; in
                games logged before `unreachable`, also a push bot that did not answer (as `connection_error`).
            note (str | Unset): A seat's own move: the note it was sent with (a submit's `note`, a push bot's answer's).
                Public: every viewer reads it, and it is part of the log's hash chain.
            at_ms (int | Unset): A clocked game's actions: the server's time of the append (ms since the epoch), which
                the clocks are folded from (docs/clocks.md).
            timeout (int | Unset): A timeout (a clocked game): the deadline it enforced (ms since the epoch). Its action
                is the seat's default move (`default` `timeout`) or `{"kind": "timeout"}`: the seat
                forfeits.
     """

    seat: int | None
    action: CauseAction
    bot: CauseBot | Unset = UNSET
    default: CauseDefault | Unset = UNSET
    note: str | Unset = UNSET
    at_ms: int | Unset = UNSET
    timeout: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.cause_action import CauseAction # noqa: PLC0415
        seat: int | None
        seat = self.seat

        action = self.action.to_dict()

        bot: str | Unset = UNSET
        if not isinstance(self.bot, Unset):
            bot = self.bot.value


        default: str | Unset = UNSET
        if not isinstance(self.default, Unset):
            default = self.default.value


        note = self.note

        at_ms = self.at_ms

        timeout = self.timeout


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "action": action,
        })
        if bot is not UNSET:
            field_dict["bot"] = bot
        if default is not UNSET:
            field_dict["default"] = default
        if note is not UNSET:
            field_dict["note"] = note
        if at_ms is not UNSET:
            field_dict["at_ms"] = at_ms
        if timeout is not UNSET:
            field_dict["timeout"] = timeout

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.cause_action import CauseAction # noqa: PLC0415
        d = dict(src_dict)
        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        action = CauseAction.from_dict(d.pop("action"))




        _bot = d.pop("bot", UNSET)
        bot: CauseBot | Unset
        if isinstance(_bot,  Unset):
            bot = UNSET
        else:
            bot = CauseBot(_bot)




        _default = d.pop("default", UNSET)
        default: CauseDefault | Unset
        if isinstance(_default,  Unset):
            default = UNSET
        else:
            default = CauseDefault(_default)




        note = d.pop("note", UNSET)

        at_ms = d.pop("at_ms", UNSET)

        timeout = d.pop("timeout", UNSET)

        cause = cls(
            seat=seat,
            action=action,
            bot=bot,
            default=default,
            note=note,
            at_ms=at_ms,
            timeout=timeout,
        )


        cause.additional_properties = d
        return cause

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.create_tournament_request_entry import CreateTournamentRequestEntry
from ..models.create_tournament_request_format import CreateTournamentRequestFormat
from ..models.participant_request_type_0 import ParticipantRequestType0
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.clock_request import ClockRequest
  from ..models.participant_request_type_1 import ParticipantRequestType1
  from ..models.participant_request_type_2 import ParticipantRequestType2
  from ..models.participant_request_type_3 import ParticipantRequestType3
  from ..models.ruleset_ref import RulesetRef





T = TypeVar("T", bound="CreateTournamentRequest")



@_attrs_define
class CreateTournamentRequest:
    """ 
        Attributes:
            ruleset (RulesetRef | str): A preset name, or a preset with options (e.g. `turn_cap`).
            participants (list[ParticipantRequestType0 | ParticipantRequestType1 | ParticipantRequestType2 |
                ParticipantRequestType3] | Unset): The players (at least 2); list a bot twice to have it play itself. None for
                an
                open tournament, whose players are the registered bots that enter it.
            starts_at (float | None | Unset): When a worker starts it (Unix seconds): in the future, within
                `TOURNAMENT_MAX_LEAD_S`. Until then it is `upcoming`; without it, it starts at once.
            entry (CreateTournamentRequestEntry | Unset): `invite`: the participants named here; `open` (with `starts_at`):
                the registered
                bots that enter with their own token before the start
                (`POST /v1/tournaments/{id}/entries`).
                 Default: CreateTournamentRequestEntry.INVITE.
            max_entries (int | Unset): The most bots an open tournament takes. Default: 16.
            require_presence (bool | Unset): With `starts_at`: at the start, only the registered bots the service has seen
                lately (`online` on their profile) play; the others are left out.
                 Default: False.
            callback_url (None | str | Unset): Where the signed results document is POSTed once the standings are final,
                signed
                as a Standard Webhook with the `callback_secret` the answer gives. A host and port
                `PUSH_BOT_HOSTS` allows, and no loopback, private or link-local address.
            format_ (CreateTournamentRequestFormat | Unset):  Default: CreateTournamentRequestFormat.ROUND_ROBIN.
            rounds (int | None | Unset): Swiss rounds (default ceil(log2(participants))); a round robin is one round.
            games_per_pairing (int | Unset): Deals each table plays (each played `seats_per_game` times with `duplicate`).
                Default: 1.
            seats_per_game (int | Unset):  Default: 2.
            seed (None | str | Unset): Decides every deal and every built-in bot's choice.
            duplicate (bool | Unset): Play every deal once per seat rotation. Default: True.
            clock (ClockRequest | Unset): A time control (docs/clocks.md): a Fischer clock per seat (`initial_ms`, with
                `increment_ms` added when the seat's own move stops its clock), a limit per move
                (`move_ms`), or both; at least one of `initial_ms` and `move_ms` (422 `invalid_clock`
                otherwise, and for `increment_ms` without `initial_ms`). A seat's clock runs while it is
                to act, in setup as in play; when its time runs out, `on_timeout` applies.
            rated (bool | Unset): `true`: each game whose seats are all registered bots is rated on the ruleset's
                leaderboard (`GET /v1/leaderboards/{ruleset}`) when it ends, as a ladder's games are.
                 Default: False.
     """

    ruleset: RulesetRef | str
    participants: list[ParticipantRequestType0 | ParticipantRequestType1 | ParticipantRequestType2 | ParticipantRequestType3] | Unset = UNSET
    starts_at: float | None | Unset = UNSET
    entry: CreateTournamentRequestEntry | Unset = CreateTournamentRequestEntry.INVITE
    max_entries: int | Unset = 16
    require_presence: bool | Unset = False
    callback_url: None | str | Unset = UNSET
    format_: CreateTournamentRequestFormat | Unset = CreateTournamentRequestFormat.ROUND_ROBIN
    rounds: int | None | Unset = UNSET
    games_per_pairing: int | Unset = 1
    seats_per_game: int | Unset = 2
    seed: None | str | Unset = UNSET
    duplicate: bool | Unset = True
    clock: ClockRequest | Unset = UNSET
    rated: bool | Unset = False





    def to_dict(self) -> dict[str, Any]:
        from ..models.clock_request import ClockRequest # noqa: PLC0415
        from ..models.participant_request_type_1 import ParticipantRequestType1 # noqa: PLC0415
        from ..models.participant_request_type_2 import ParticipantRequestType2 # noqa: PLC0415
        from ..models.participant_request_type_3 import ParticipantRequestType3 # noqa: PLC0415
        from ..models.ruleset_ref import RulesetRef # noqa: PLC0415
        ruleset: dict[str, Any] | str
        if isinstance(self.ruleset, RulesetRef):
            ruleset = self.ruleset.to_dict()
        else:
            ruleset = self.ruleset

        participants: list[dict[str, Any] | str] | Unset = UNSET
        if not isinstance(self.participants, Unset):
            participants = []
            for participants_item_data in self.participants:
                participants_item: dict[str, Any] | str
                if isinstance(participants_item_data, ParticipantRequestType0):
                    participants_item = participants_item_data.value
                elif isinstance(participants_item_data, ParticipantRequestType1):
                    participants_item = participants_item_data.to_dict()
                elif isinstance(participants_item_data, ParticipantRequestType2):
                    participants_item = participants_item_data.to_dict()
                else:
                    participants_item = participants_item_data.to_dict()

                participants.append(participants_item)



        starts_at: float | None | Unset
        if isinstance(self.starts_at, Unset):
            starts_at = UNSET
        else:
            starts_at = self.starts_at

        entry: str | Unset = UNSET
        if not isinstance(self.entry, Unset):
            entry = self.entry.value


        max_entries = self.max_entries

        require_presence = self.require_presence

        callback_url: None | str | Unset
        if isinstance(self.callback_url, Unset):
            callback_url = UNSET
        else:
            callback_url = self.callback_url

        format_: str | Unset = UNSET
        if not isinstance(self.format_, Unset):
            format_ = self.format_.value


        rounds: int | None | Unset
        if isinstance(self.rounds, Unset):
            rounds = UNSET
        else:
            rounds = self.rounds

        games_per_pairing = self.games_per_pairing

        seats_per_game = self.seats_per_game

        seed: None | str | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        duplicate = self.duplicate

        clock: dict[str, Any] | Unset = UNSET
        if not isinstance(self.clock, Unset):
            clock = self.clock.to_dict()

        rated = self.rated


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "ruleset": ruleset,
        })
        if participants is not UNSET:
            field_dict["participants"] = participants
        if starts_at is not UNSET:
            field_dict["starts_at"] = starts_at
        if entry is not UNSET:
            field_dict["entry"] = entry
        if max_entries is not UNSET:
            field_dict["max_entries"] = max_entries
        if require_presence is not UNSET:
            field_dict["require_presence"] = require_presence
        if callback_url is not UNSET:
            field_dict["callback_url"] = callback_url
        if format_ is not UNSET:
            field_dict["format"] = format_
        if rounds is not UNSET:
            field_dict["rounds"] = rounds
        if games_per_pairing is not UNSET:
            field_dict["games_per_pairing"] = games_per_pairing
        if seats_per_game is not UNSET:
            field_dict["seats_per_game"] = seats_per_game
        if seed is not UNSET:
            field_dict["seed"] = seed
        if duplicate is not UNSET:
            field_dict["duplicate"] = duplicate
        if clock is not UNSET:
            field_dict["clock"] = clock
        if rated is not UNSET:
            field_dict["rated"] = rated

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.clock_request import ClockRequest # noqa: PLC0415
        from ..models.participant_request_type_1 import ParticipantRequestType1 # noqa: PLC0415
        from ..models.participant_request_type_2 import ParticipantRequestType2 # noqa: PLC0415
        from ..models.participant_request_type_3 import ParticipantRequestType3 # noqa: PLC0415
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


        _participants = d.pop("participants", UNSET)
        participants: list[ParticipantRequestType0 | ParticipantRequestType1 | ParticipantRequestType2 | ParticipantRequestType3] | Unset = UNSET
        if _participants is not UNSET:
            participants = []
            for participants_item_data in _participants:
                def _parse_participants_item(data: object) -> ParticipantRequestType0 | ParticipantRequestType1 | ParticipantRequestType2 | ParticipantRequestType3:
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        componentsschemas_participant_request_type_0 = ParticipantRequestType0(data)



                        return componentsschemas_participant_request_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_participant_request_type_1 = ParticipantRequestType1.from_dict(data)



                        return componentsschemas_participant_request_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_participant_request_type_2 = ParticipantRequestType2.from_dict(data)



                        return componentsschemas_participant_request_type_2
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_participant_request_type_3 = ParticipantRequestType3.from_dict(data)



                    return componentsschemas_participant_request_type_3

                participants_item = _parse_participants_item(participants_item_data)

                participants.append(participants_item)


        def _parse_starts_at(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        starts_at = _parse_starts_at(d.pop("starts_at", UNSET))


        _entry = d.pop("entry", UNSET)
        entry: CreateTournamentRequestEntry | Unset
        if isinstance(_entry,  Unset):
            entry = UNSET
        else:
            entry = CreateTournamentRequestEntry(_entry)




        max_entries = d.pop("max_entries", UNSET)

        require_presence = d.pop("require_presence", UNSET)

        def _parse_callback_url(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        callback_url = _parse_callback_url(d.pop("callback_url", UNSET))


        _format_ = d.pop("format", UNSET)
        format_: CreateTournamentRequestFormat | Unset
        if isinstance(_format_,  Unset):
            format_ = UNSET
        else:
            format_ = CreateTournamentRequestFormat(_format_)




        def _parse_rounds(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        rounds = _parse_rounds(d.pop("rounds", UNSET))


        games_per_pairing = d.pop("games_per_pairing", UNSET)

        seats_per_game = d.pop("seats_per_game", UNSET)

        def _parse_seed(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))


        duplicate = d.pop("duplicate", UNSET)

        _clock = d.pop("clock", UNSET)
        clock: ClockRequest | Unset
        if isinstance(_clock,  Unset):
            clock = UNSET
        else:
            clock = ClockRequest.from_dict(_clock)




        rated = d.pop("rated", UNSET)

        create_tournament_request = cls(
            ruleset=ruleset,
            participants=participants,
            starts_at=starts_at,
            entry=entry,
            max_entries=max_entries,
            require_presence=require_presence,
            callback_url=callback_url,
            format_=format_,
            rounds=rounds,
            games_per_pairing=games_per_pairing,
            seats_per_game=seats_per_game,
            seed=seed,
            duplicate=duplicate,
            clock=clock,
            rated=rated,
        )

        return create_tournament_request


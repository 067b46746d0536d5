from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.tournament_entry import TournamentEntry
from ..models.tournament_format import TournamentFormat
from ..models.tournament_status import TournamentStatus
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.credential_ref import CredentialRef
  from ..models.entered_bot import EnteredBot
  from ..models.standing import Standing
  from ..models.time_control import TimeControl
  from ..models.tournament_callback import TournamentCallback
  from ..models.tournament_cancelled import TournamentCancelled
  from ..models.tournament_game import TournamentGame
  from ..models.tournament_participants_item import TournamentParticipantsItem
  from ..models.tournament_progress import TournamentProgress
  from ..models.tournament_ruleset import TournamentRuleset
  from ..models.tournament_waiting import TournamentWaiting





T = TypeVar("T", bound="Tournament")



@_attrs_define
class Tournament:
    """ 
        Attributes:
            id (str):
            status (TournamentStatus):
            error (None | str):
            waiting (None | TournamentWaiting): Why a `running` tournament does not move, while that is so: tournaments are
                advanced by workers (`shithead worker`, or `shithead serve --worker`), and none has beaten its heart lately.
                Null while a worker plays it (or is about to).
            rated (bool): Whether its games of registered bots rate the leaderboards (`rated` on create).
            created (float): Creation time (Unix seconds).
            created_by (CredentialRef | None): The credential that started it (null for tournaments started before
                credentials were required).
            cancelled (None | TournamentCancelled): Who cancelled it and when (null unless `status` is `cancelled`).
            ruleset (TournamentRuleset):
            clock (None | TimeControl): The time control every game is played under (docs/clocks.md): the one asked for, or
                the default bots' clock when registered bots take part; null for none.
            format_ (TournamentFormat):
            rounds (int | None): Null for an upcoming Swiss tournament that named none.
            games_per_pairing (int):
            seats_per_game (int):
            duplicate (bool):
            seed (None | str): The tournament's seed, once it is done.
            seed_commitment (str): SHA-256 (hex) of the salt's 32 bytes followed by the seed's (of the seed alone for a
                tournament stored without a salt).
            participants (list[TournamentParticipantsItem]):
            progress (TournamentProgress):
            standings (list[Standing]): Best first (points, then rating ordinal).
            games (list[TournamentGame]):
            starts_at (float | None): When it starts (Unix seconds); null: it started at once.
            entry (TournamentEntry):
            max_entries (int | None): An open one's.
            require_presence (bool):
            entries (list[EnteredBot]): The bots entered in an open tournament, first entered first.
            callback (None | TournamentCallback):
            seed_salt (None | str | Unset): The seed's secret salt (64 hex digits), revealed with the seed once the
                tournament is done (also in the results' `spec`, as `salt`); the games' seeds are derived from both.
     """

    id: str
    status: TournamentStatus
    error: None | str
    waiting: None | TournamentWaiting
    rated: bool
    created: float
    created_by: CredentialRef | None
    cancelled: None | TournamentCancelled
    ruleset: TournamentRuleset
    clock: None | TimeControl
    format_: TournamentFormat
    rounds: int | None
    games_per_pairing: int
    seats_per_game: int
    duplicate: bool
    seed: None | str
    seed_commitment: str
    participants: list[TournamentParticipantsItem]
    progress: TournamentProgress
    standings: list[Standing]
    games: list[TournamentGame]
    starts_at: float | None
    entry: TournamentEntry
    max_entries: int | None
    require_presence: bool
    entries: list[EnteredBot]
    callback: None | TournamentCallback
    seed_salt: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.credential_ref import CredentialRef # noqa: PLC0415
        from ..models.entered_bot import EnteredBot # noqa: PLC0415
        from ..models.standing import Standing # noqa: PLC0415
        from ..models.time_control import TimeControl # noqa: PLC0415
        from ..models.tournament_callback import TournamentCallback # noqa: PLC0415
        from ..models.tournament_cancelled import TournamentCancelled # noqa: PLC0415
        from ..models.tournament_game import TournamentGame # noqa: PLC0415
        from ..models.tournament_participants_item import TournamentParticipantsItem # noqa: PLC0415
        from ..models.tournament_progress import TournamentProgress # noqa: PLC0415
        from ..models.tournament_ruleset import TournamentRuleset # noqa: PLC0415
        from ..models.tournament_waiting import TournamentWaiting # noqa: PLC0415
        id = self.id

        status = self.status.value

        error: None | str
        error = self.error

        waiting: dict[str, Any] | None
        if isinstance(self.waiting, TournamentWaiting):
            waiting = self.waiting.to_dict()
        else:
            waiting = self.waiting

        rated = self.rated

        created = self.created

        created_by: dict[str, Any] | None
        if isinstance(self.created_by, CredentialRef):
            created_by = self.created_by.to_dict()
        else:
            created_by = self.created_by

        cancelled: dict[str, Any] | None
        if isinstance(self.cancelled, TournamentCancelled):
            cancelled = self.cancelled.to_dict()
        else:
            cancelled = self.cancelled

        ruleset = self.ruleset.to_dict()

        clock: dict[str, Any] | None
        if isinstance(self.clock, TimeControl):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        format_ = self.format_.value

        rounds: int | None
        rounds = self.rounds

        games_per_pairing = self.games_per_pairing

        seats_per_game = self.seats_per_game

        duplicate = self.duplicate

        seed: None | str
        seed = self.seed

        seed_commitment = self.seed_commitment

        participants = []
        for participants_item_data in self.participants:
            participants_item = participants_item_data.to_dict()
            participants.append(participants_item)



        progress = self.progress.to_dict()

        standings = []
        for standings_item_data in self.standings:
            standings_item = standings_item_data.to_dict()
            standings.append(standings_item)



        games = []
        for games_item_data in self.games:
            games_item = games_item_data.to_dict()
            games.append(games_item)



        starts_at: float | None
        starts_at = self.starts_at

        entry = self.entry.value

        max_entries: int | None
        max_entries = self.max_entries

        require_presence = self.require_presence

        entries = []
        for entries_item_data in self.entries:
            entries_item = entries_item_data.to_dict()
            entries.append(entries_item)



        callback: dict[str, Any] | None
        if isinstance(self.callback, TournamentCallback):
            callback = self.callback.to_dict()
        else:
            callback = self.callback

        seed_salt: None | str | Unset
        if isinstance(self.seed_salt, Unset):
            seed_salt = UNSET
        else:
            seed_salt = self.seed_salt


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "status": status,
            "error": error,
            "waiting": waiting,
            "rated": rated,
            "created": created,
            "created_by": created_by,
            "cancelled": cancelled,
            "ruleset": ruleset,
            "clock": clock,
            "format": format_,
            "rounds": rounds,
            "games_per_pairing": games_per_pairing,
            "seats_per_game": seats_per_game,
            "duplicate": duplicate,
            "seed": seed,
            "seed_commitment": seed_commitment,
            "participants": participants,
            "progress": progress,
            "standings": standings,
            "games": games,
            "starts_at": starts_at,
            "entry": entry,
            "max_entries": max_entries,
            "require_presence": require_presence,
            "entries": entries,
            "callback": callback,
        })
        if seed_salt is not UNSET:
            field_dict["seed_salt"] = seed_salt

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.credential_ref import CredentialRef # noqa: PLC0415
        from ..models.entered_bot import EnteredBot # noqa: PLC0415
        from ..models.standing import Standing # noqa: PLC0415
        from ..models.time_control import TimeControl # noqa: PLC0415
        from ..models.tournament_callback import TournamentCallback # noqa: PLC0415
        from ..models.tournament_cancelled import TournamentCancelled # noqa: PLC0415
        from ..models.tournament_game import TournamentGame # noqa: PLC0415
        from ..models.tournament_participants_item import TournamentParticipantsItem # noqa: PLC0415
        from ..models.tournament_progress import TournamentProgress # noqa: PLC0415
        from ..models.tournament_ruleset import TournamentRuleset # noqa: PLC0415
        from ..models.tournament_waiting import TournamentWaiting # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        status = TournamentStatus(d.pop("status"))




        def _parse_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error = _parse_error(d.pop("error"))


        def _parse_waiting(data: object) -> None | TournamentWaiting:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                waiting_type_0 = TournamentWaiting.from_dict(data)



                return waiting_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TournamentWaiting, data)

        waiting = _parse_waiting(d.pop("waiting"))


        rated = d.pop("rated")

        created = d.pop("created")

        def _parse_created_by(data: object) -> CredentialRef | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                created_by_type_0 = CredentialRef.from_dict(data)



                return created_by_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CredentialRef | None, data)

        created_by = _parse_created_by(d.pop("created_by"))


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


        ruleset = TournamentRuleset.from_dict(d.pop("ruleset"))




        def _parse_clock(data: object) -> None | TimeControl:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clock_type_0 = TimeControl.from_dict(data)



                return clock_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TimeControl, data)

        clock = _parse_clock(d.pop("clock"))


        format_ = TournamentFormat(d.pop("format"))




        def _parse_rounds(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        rounds = _parse_rounds(d.pop("rounds"))


        games_per_pairing = d.pop("games_per_pairing")

        seats_per_game = d.pop("seats_per_game")

        duplicate = d.pop("duplicate")

        def _parse_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed = _parse_seed(d.pop("seed"))


        seed_commitment = d.pop("seed_commitment")

        participants = []
        _participants = d.pop("participants")
        for participants_item_data in (_participants):
            participants_item = TournamentParticipantsItem.from_dict(participants_item_data)



            participants.append(participants_item)


        progress = TournamentProgress.from_dict(d.pop("progress"))




        standings = []
        _standings = d.pop("standings")
        for standings_item_data in (_standings):
            standings_item = Standing.from_dict(standings_item_data)



            standings.append(standings_item)


        games = []
        _games = d.pop("games")
        for games_item_data in (_games):
            games_item = TournamentGame.from_dict(games_item_data)



            games.append(games_item)


        def _parse_starts_at(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        starts_at = _parse_starts_at(d.pop("starts_at"))


        entry = TournamentEntry(d.pop("entry"))




        def _parse_max_entries(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        max_entries = _parse_max_entries(d.pop("max_entries"))


        require_presence = d.pop("require_presence")

        entries = []
        _entries = d.pop("entries")
        for entries_item_data in (_entries):
            entries_item = EnteredBot.from_dict(entries_item_data)



            entries.append(entries_item)


        def _parse_callback(data: object) -> None | TournamentCallback:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                callback_type_0 = TournamentCallback.from_dict(data)



                return callback_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TournamentCallback, data)

        callback = _parse_callback(d.pop("callback"))


        def _parse_seed_salt(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        seed_salt = _parse_seed_salt(d.pop("seed_salt", UNSET))


        tournament = cls(
            id=id,
            status=status,
            error=error,
            waiting=waiting,
            rated=rated,
            created=created,
            created_by=created_by,
            cancelled=cancelled,
            ruleset=ruleset,
            clock=clock,
            format_=format_,
            rounds=rounds,
            games_per_pairing=games_per_pairing,
            seats_per_game=seats_per_game,
            duplicate=duplicate,
            seed=seed,
            seed_commitment=seed_commitment,
            participants=participants,
            progress=progress,
            standings=standings,
            games=games,
            starts_at=starts_at,
            entry=entry,
            max_entries=max_entries,
            require_presence=require_presence,
            entries=entries,
            callback=callback,
            seed_salt=seed_salt,
        )


        tournament.additional_properties = d
        return tournament

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

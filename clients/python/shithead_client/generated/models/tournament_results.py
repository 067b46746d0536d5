from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.signature import Signature
  from ..models.standing import Standing
  from ..models.tournament_results_games_item import TournamentResultsGamesItem
  from ..models.tournament_results_participants_item import TournamentResultsParticipantsItem
  from ..models.tournament_results_spec import TournamentResultsSpec





T = TypeVar("T", bound="TournamentResults")



@_attrs_define
class TournamentResults:
    """ A finished tournament's results (`shithead-tournament-results/1`): the spec (with the
    seed, and the participants by name), every game with its stored id and the last hash
    of its replay, and the standings; signed. It verifies against the games' replays.

        Attributes:
            format_ (Literal['shithead-tournament-results/1']):
            tournament_id (str):
            spec (TournamentResultsSpec):
            participants (list[TournamentResultsParticipantsItem]):
            games (list[TournamentResultsGamesItem]):
            standings (list[Standing]):
            signature (Signature | Unset): The service's Ed25519 signature (base64) of the canonical JSON of the document
                without
                this block, by the key `key_id` listed at `GET /v1/keys`.
     """

    format_: Literal['shithead-tournament-results/1']
    tournament_id: str
    spec: TournamentResultsSpec
    participants: list[TournamentResultsParticipantsItem]
    games: list[TournamentResultsGamesItem]
    standings: list[Standing]
    signature: Signature | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.signature import Signature # noqa: PLC0415
        from ..models.standing import Standing # noqa: PLC0415
        from ..models.tournament_results_games_item import TournamentResultsGamesItem # noqa: PLC0415
        from ..models.tournament_results_participants_item import TournamentResultsParticipantsItem # noqa: PLC0415
        from ..models.tournament_results_spec import TournamentResultsSpec # noqa: PLC0415
        format_ = self.format_

        tournament_id = self.tournament_id

        spec = self.spec.to_dict()

        participants = []
        for participants_item_data in self.participants:
            participants_item = participants_item_data.to_dict()
            participants.append(participants_item)



        games = []
        for games_item_data in self.games:
            games_item = games_item_data.to_dict()
            games.append(games_item)



        standings = []
        for standings_item_data in self.standings:
            standings_item = standings_item_data.to_dict()
            standings.append(standings_item)



        signature: dict[str, Any] | Unset = UNSET
        if not isinstance(self.signature, Unset):
            signature = self.signature.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "format": format_,
            "tournament_id": tournament_id,
            "spec": spec,
            "participants": participants,
            "games": games,
            "standings": standings,
        })
        if signature is not UNSET:
            field_dict["signature"] = signature

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.signature import Signature # noqa: PLC0415
        from ..models.standing import Standing # noqa: PLC0415
        from ..models.tournament_results_games_item import TournamentResultsGamesItem # noqa: PLC0415
        from ..models.tournament_results_participants_item import TournamentResultsParticipantsItem # noqa: PLC0415
        from ..models.tournament_results_spec import TournamentResultsSpec # noqa: PLC0415
        d = dict(src_dict)
        format_ = cast(Literal['shithead-tournament-results/1'] , d.pop("format"))
        if format_ != 'shithead-tournament-results/1':
            raise ValueError(f"format must match const 'shithead-tournament-results/1', got '{format_}'")

        tournament_id = d.pop("tournament_id")

        spec = TournamentResultsSpec.from_dict(d.pop("spec"))




        participants = []
        _participants = d.pop("participants")
        for participants_item_data in (_participants):
            participants_item = TournamentResultsParticipantsItem.from_dict(participants_item_data)



            participants.append(participants_item)


        games = []
        _games = d.pop("games")
        for games_item_data in (_games):
            games_item = TournamentResultsGamesItem.from_dict(games_item_data)



            games.append(games_item)


        standings = []
        _standings = d.pop("standings")
        for standings_item_data in (_standings):
            standings_item = Standing.from_dict(standings_item_data)



            standings.append(standings_item)


        _signature = d.pop("signature", UNSET)
        signature: Signature | Unset
        if isinstance(_signature,  Unset):
            signature = UNSET
        else:
            signature = Signature.from_dict(_signature)




        tournament_results = cls(
            format_=format_,
            tournament_id=tournament_id,
            spec=spec,
            participants=participants,
            games=games,
            standings=standings,
            signature=signature,
        )

        return tournament_results


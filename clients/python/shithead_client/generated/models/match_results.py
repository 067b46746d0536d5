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
  from ..models.match_results_games_item import MatchResultsGamesItem
  from ..models.match_results_options import MatchResultsOptions
  from ..models.match_results_standings_item import MatchResultsStandingsItem
  from ..models.ruleset import Ruleset
  from ..models.signature import Signature





T = TypeVar("T", bound="MatchResults")



@_attrs_define
class MatchResults:
    """ A finished match's results (`shithead-match-results/1`), signed. It verifies against
    the games' replays: each replay verifies and ends on `final_hash`, was dealt from the
    seed derived from the match's seed, and has the dealer and carry-over the match's
    earlier results give; the standings are recomputed.

        Attributes:
            format_ (Literal['shithead-match-results/1']):
            match_id (str):
            ruleset (Ruleset): The complete rule data of a ruleset (``engine.rules.Ruleset``; its comments say
                what each field does).
            preset (str):
            options (MatchResultsOptions):
            players (int):
            first_dealer (int):
            total (int):
            seed (None | str):
            seed_commitment (None | str):
            games (list[MatchResultsGamesItem]):
            standings (list[MatchResultsStandingsItem]):
            seed_salt (str | Unset): The salt of a seed chosen at creation: `seed_commitment` is SHA-256 of its 32 bytes
                followed by the seed's (docs/fairness.md). Absent in older documents.
            signature (Signature | Unset): The service's Ed25519 signature (base64) of the canonical JSON of the document
                without
                this block, by the key `key_id` listed at `GET /v1/keys`.
     """

    format_: Literal['shithead-match-results/1']
    match_id: str
    ruleset: Ruleset
    preset: str
    options: MatchResultsOptions
    players: int
    first_dealer: int
    total: int
    seed: None | str
    seed_commitment: None | str
    games: list[MatchResultsGamesItem]
    standings: list[MatchResultsStandingsItem]
    seed_salt: str | Unset = UNSET
    signature: Signature | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.match_results_games_item import MatchResultsGamesItem # noqa: PLC0415
        from ..models.match_results_options import MatchResultsOptions # noqa: PLC0415
        from ..models.match_results_standings_item import MatchResultsStandingsItem # noqa: PLC0415
        from ..models.ruleset import Ruleset # noqa: PLC0415
        from ..models.signature import Signature # noqa: PLC0415
        format_ = self.format_

        match_id = self.match_id

        ruleset = self.ruleset.to_dict()

        preset = self.preset

        options = self.options.to_dict()

        players = self.players

        first_dealer = self.first_dealer

        total = self.total

        seed: None | str
        seed = self.seed

        seed_commitment: None | str
        seed_commitment = self.seed_commitment

        games = []
        for games_item_data in self.games:
            games_item = games_item_data.to_dict()
            games.append(games_item)



        standings = []
        for standings_item_data in self.standings:
            standings_item = standings_item_data.to_dict()
            standings.append(standings_item)



        seed_salt = self.seed_salt

        signature: dict[str, Any] | Unset = UNSET
        if not isinstance(self.signature, Unset):
            signature = self.signature.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "format": format_,
            "match_id": match_id,
            "ruleset": ruleset,
            "preset": preset,
            "options": options,
            "players": players,
            "first_dealer": first_dealer,
            "total": total,
            "seed": seed,
            "seed_commitment": seed_commitment,
            "games": games,
            "standings": standings,
        })
        if seed_salt is not UNSET:
            field_dict["seed_salt"] = seed_salt
        if signature is not UNSET:
            field_dict["signature"] = signature

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.match_results_games_item import MatchResultsGamesItem # noqa: PLC0415
        from ..models.match_results_options import MatchResultsOptions # noqa: PLC0415
        from ..models.match_results_standings_item import MatchResultsStandingsItem # noqa: PLC0415
        from ..models.ruleset import Ruleset # noqa: PLC0415
        from ..models.signature import Signature # noqa: PLC0415
        d = dict(src_dict)
        format_ = cast(Literal['shithead-match-results/1'] , d.pop("format"))
        if format_ != 'shithead-match-results/1':
            raise ValueError(f"format must match const 'shithead-match-results/1', got '{format_}'")

        match_id = d.pop("match_id")

        ruleset = Ruleset.from_dict(d.pop("ruleset"))




        preset = d.pop("preset")

        options = MatchResultsOptions.from_dict(d.pop("options"))




        players = d.pop("players")

        first_dealer = d.pop("first_dealer")

        total = d.pop("total")

        def _parse_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed = _parse_seed(d.pop("seed"))


        def _parse_seed_commitment(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed_commitment = _parse_seed_commitment(d.pop("seed_commitment"))


        games = []
        _games = d.pop("games")
        for games_item_data in (_games):
            games_item = MatchResultsGamesItem.from_dict(games_item_data)



            games.append(games_item)


        standings = []
        _standings = d.pop("standings")
        for standings_item_data in (_standings):
            standings_item = MatchResultsStandingsItem.from_dict(standings_item_data)



            standings.append(standings_item)


        seed_salt = d.pop("seed_salt", UNSET)

        _signature = d.pop("signature", UNSET)
        signature: Signature | Unset
        if isinstance(_signature,  Unset):
            signature = UNSET
        else:
            signature = Signature.from_dict(_signature)




        match_results = cls(
            format_=format_,
            match_id=match_id,
            ruleset=ruleset,
            preset=preset,
            options=options,
            players=players,
            first_dealer=first_dealer,
            total=total,
            seed=seed,
            seed_commitment=seed_commitment,
            games=games,
            standings=standings,
            seed_salt=seed_salt,
            signature=signature,
        )

        return match_results


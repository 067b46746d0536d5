from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.created_match_status import CreatedMatchStatus
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.created_match_progress import CreatedMatchProgress
  from ..models.created_match_ruleset import CreatedMatchRuleset
  from ..models.created_match_seat import CreatedMatchSeat
  from ..models.match_game import MatchGame
  from ..models.match_standing import MatchStanding





T = TypeVar("T", bound="CreatedMatch")



@_attrs_define
class CreatedMatch:
    """ A match just created: the match, with every seat's token and the first game's id.

        Attributes:
            id (str):
            status (CreatedMatchStatus):
            created (float): Creation time (Unix seconds).
            ruleset (CreatedMatchRuleset):
            seats (list[CreatedMatchSeat]):
            first_dealer (int): A seat number, 0-based.
            progress (CreatedMatchProgress):
            current_game (None | str): The game being played now; null once the match is over.
            games (list[MatchGame]): The games so far, in order; the last is the current one until the match is over.
            standings (list[MatchStanding]): Best first (wins, then fewest losses, then seat).
            explicit_seed (bool): The games' deals are derived from a seed given at creation.
            seed_commitment (None | str): SHA-256 (hex) of the match's salt's bytes followed by its seed's; null without a
                seed (each game publishes its own).
            seed (None | str): The match's seed, once it is over (null without one).
            first_game (str):
            seed_salt (None | str | Unset): The seed's secret salt (64 hex digits), revealed with the seed.
     """

    id: str
    status: CreatedMatchStatus
    created: float
    ruleset: CreatedMatchRuleset
    seats: list[CreatedMatchSeat]
    first_dealer: int
    progress: CreatedMatchProgress
    current_game: None | str
    games: list[MatchGame]
    standings: list[MatchStanding]
    explicit_seed: bool
    seed_commitment: None | str
    seed: None | str
    first_game: str
    seed_salt: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.created_match_progress import CreatedMatchProgress # noqa: PLC0415
        from ..models.created_match_ruleset import CreatedMatchRuleset # noqa: PLC0415
        from ..models.created_match_seat import CreatedMatchSeat # noqa: PLC0415
        from ..models.match_game import MatchGame # noqa: PLC0415
        from ..models.match_standing import MatchStanding # noqa: PLC0415
        id = self.id

        status = self.status.value

        created = self.created

        ruleset = self.ruleset.to_dict()

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        first_dealer = self.first_dealer

        progress = self.progress.to_dict()

        current_game: None | str
        current_game = self.current_game

        games = []
        for games_item_data in self.games:
            games_item = games_item_data.to_dict()
            games.append(games_item)



        standings = []
        for standings_item_data in self.standings:
            standings_item = standings_item_data.to_dict()
            standings.append(standings_item)



        explicit_seed = self.explicit_seed

        seed_commitment: None | str
        seed_commitment = self.seed_commitment

        seed: None | str
        seed = self.seed

        first_game = self.first_game

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
            "created": created,
            "ruleset": ruleset,
            "seats": seats,
            "first_dealer": first_dealer,
            "progress": progress,
            "current_game": current_game,
            "games": games,
            "standings": standings,
            "explicit_seed": explicit_seed,
            "seed_commitment": seed_commitment,
            "seed": seed,
            "first_game": first_game,
        })
        if seed_salt is not UNSET:
            field_dict["seed_salt"] = seed_salt

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.created_match_progress import CreatedMatchProgress # noqa: PLC0415
        from ..models.created_match_ruleset import CreatedMatchRuleset # noqa: PLC0415
        from ..models.created_match_seat import CreatedMatchSeat # noqa: PLC0415
        from ..models.match_game import MatchGame # noqa: PLC0415
        from ..models.match_standing import MatchStanding # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        status = CreatedMatchStatus(d.pop("status"))




        created = d.pop("created")

        ruleset = CreatedMatchRuleset.from_dict(d.pop("ruleset"))




        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = CreatedMatchSeat.from_dict(seats_item_data)



            seats.append(seats_item)


        first_dealer = d.pop("first_dealer")

        progress = CreatedMatchProgress.from_dict(d.pop("progress"))




        def _parse_current_game(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        current_game = _parse_current_game(d.pop("current_game"))


        games = []
        _games = d.pop("games")
        for games_item_data in (_games):
            games_item = MatchGame.from_dict(games_item_data)



            games.append(games_item)


        standings = []
        _standings = d.pop("standings")
        for standings_item_data in (_standings):
            standings_item = MatchStanding.from_dict(standings_item_data)



            standings.append(standings_item)


        explicit_seed = d.pop("explicit_seed")

        def _parse_seed_commitment(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed_commitment = _parse_seed_commitment(d.pop("seed_commitment"))


        def _parse_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed = _parse_seed(d.pop("seed"))


        first_game = d.pop("first_game")

        def _parse_seed_salt(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        seed_salt = _parse_seed_salt(d.pop("seed_salt", UNSET))


        created_match = cls(
            id=id,
            status=status,
            created=created,
            ruleset=ruleset,
            seats=seats,
            first_dealer=first_dealer,
            progress=progress,
            current_game=current_game,
            games=games,
            standings=standings,
            explicit_seed=explicit_seed,
            seed_commitment=seed_commitment,
            seed=seed,
            first_game=first_game,
            seed_salt=seed_salt,
        )


        created_match.additional_properties = d
        return created_match

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

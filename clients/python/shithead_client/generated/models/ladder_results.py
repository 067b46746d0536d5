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
  from ..models.ladder_results_game import LadderResultsGame
  from ..models.ladder_results_model import LadderResultsModel
  from ..models.ladder_results_rating import LadderResultsRating
  from ..models.ladder_results_ruleset import LadderResultsRuleset
  from ..models.signature import Signature





T = TypeVar("T", bound="LadderResults")



@_attrs_define
class LadderResults:
    """ A ladder's results (`shithead-ladder-results/1`): every rated game, oldest first, with
    the last hash of its replay and each seat's OpenSkill rating before and after it, and
    the ratings they give; signed. It verifies against the games' replays, every update
    recomputed with the `openskill` library.

        Attributes:
            format_ (Literal['shithead-ladder-results/1']):
            ladder_id (str):
            ruleset (LadderResultsRuleset):
            seats_per_game (int):
            model (LadderResultsModel):
            games (list[LadderResultsGame]):
            ratings (list[LadderResultsRating]):
            signature (Signature | Unset): The service's Ed25519 signature (base64) of the canonical JSON of the document
                without
                this block, by the key `key_id` listed at `GET /v1/keys`.
     """

    format_: Literal['shithead-ladder-results/1']
    ladder_id: str
    ruleset: LadderResultsRuleset
    seats_per_game: int
    model: LadderResultsModel
    games: list[LadderResultsGame]
    ratings: list[LadderResultsRating]
    signature: Signature | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.ladder_results_game import LadderResultsGame # noqa: PLC0415
        from ..models.ladder_results_model import LadderResultsModel # noqa: PLC0415
        from ..models.ladder_results_rating import LadderResultsRating # noqa: PLC0415
        from ..models.ladder_results_ruleset import LadderResultsRuleset # noqa: PLC0415
        from ..models.signature import Signature # noqa: PLC0415
        format_ = self.format_

        ladder_id = self.ladder_id

        ruleset = self.ruleset.to_dict()

        seats_per_game = self.seats_per_game

        model = self.model.to_dict()

        games = []
        for games_item_data in self.games:
            games_item = games_item_data.to_dict()
            games.append(games_item)



        ratings = []
        for ratings_item_data in self.ratings:
            ratings_item = ratings_item_data.to_dict()
            ratings.append(ratings_item)



        signature: dict[str, Any] | Unset = UNSET
        if not isinstance(self.signature, Unset):
            signature = self.signature.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "format": format_,
            "ladder_id": ladder_id,
            "ruleset": ruleset,
            "seats_per_game": seats_per_game,
            "model": model,
            "games": games,
            "ratings": ratings,
        })
        if signature is not UNSET:
            field_dict["signature"] = signature

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ladder_results_game import LadderResultsGame # noqa: PLC0415
        from ..models.ladder_results_model import LadderResultsModel # noqa: PLC0415
        from ..models.ladder_results_rating import LadderResultsRating # noqa: PLC0415
        from ..models.ladder_results_ruleset import LadderResultsRuleset # noqa: PLC0415
        from ..models.signature import Signature # noqa: PLC0415
        d = dict(src_dict)
        format_ = cast(Literal['shithead-ladder-results/1'] , d.pop("format"))
        if format_ != 'shithead-ladder-results/1':
            raise ValueError(f"format must match const 'shithead-ladder-results/1', got '{format_}'")

        ladder_id = d.pop("ladder_id")

        ruleset = LadderResultsRuleset.from_dict(d.pop("ruleset"))




        seats_per_game = d.pop("seats_per_game")

        model = LadderResultsModel.from_dict(d.pop("model"))




        games = []
        _games = d.pop("games")
        for games_item_data in (_games):
            games_item = LadderResultsGame.from_dict(games_item_data)



            games.append(games_item)


        ratings = []
        _ratings = d.pop("ratings")
        for ratings_item_data in (_ratings):
            ratings_item = LadderResultsRating.from_dict(ratings_item_data)



            ratings.append(ratings_item)


        _signature = d.pop("signature", UNSET)
        signature: Signature | Unset
        if isinstance(_signature,  Unset):
            signature = UNSET
        else:
            signature = Signature.from_dict(_signature)




        ladder_results = cls(
            format_=format_,
            ladder_id=ladder_id,
            ruleset=ruleset,
            seats_per_game=seats_per_game,
            model=model,
            games=games,
            ratings=ratings,
            signature=signature,
        )


        ladder_results.additional_properties = d
        return ladder_results

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

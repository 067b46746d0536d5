from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.update_bot_request_rating import UpdateBotRequestRating
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="UpdateBotRequest")



@_attrs_define
class UpdateBotRequest:
    """ A bot's record changed by its owner (`PATCH /v1/bots/{name}` with its token).

        Example:
            {'version': '2.0.0', 'rating': 'reset', 'description': 'plays high now'}

        Attributes:
            description (None | str | Unset): Shown on the bot's profile.
            push_url (None | str | Unset): A push bot's new URL (checked as at registration, `PUSH_BOT_HOSTS`); games
                created from now on call it.
            version (None | str | Unset): The version tag of the code that plays from now on; each game records the one
                that played each seat, and the history filters by it.
            rating (UpdateBotRequestRating | Unset): When `version` changes: `keep` the bot's ratings, or `reset` them
                (every
                ruleset's starts afresh).
                 Default: UpdateBotRequestRating.KEEP.
     """

    description: None | str | Unset = UNSET
    push_url: None | str | Unset = UNSET
    version: None | str | Unset = UNSET
    rating: UpdateBotRequestRating | Unset = UpdateBotRequestRating.KEEP





    def to_dict(self) -> dict[str, Any]:
        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        push_url: None | str | Unset
        if isinstance(self.push_url, Unset):
            push_url = UNSET
        else:
            push_url = self.push_url

        version: None | str | Unset
        if isinstance(self.version, Unset):
            version = UNSET
        else:
            version = self.version

        rating: str | Unset = UNSET
        if not isinstance(self.rating, Unset):
            rating = self.rating.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if description is not UNSET:
            field_dict["description"] = description
        if push_url is not UNSET:
            field_dict["push_url"] = push_url
        if version is not UNSET:
            field_dict["version"] = version
        if rating is not UNSET:
            field_dict["rating"] = rating

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))


        def _parse_push_url(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        push_url = _parse_push_url(d.pop("push_url", UNSET))


        def _parse_version(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        version = _parse_version(d.pop("version", UNSET))


        _rating = d.pop("rating", UNSET)
        rating: UpdateBotRequestRating | Unset
        if isinstance(_rating,  Unset):
            rating = UNSET
        else:
            rating = UpdateBotRequestRating(_rating)




        update_bot_request = cls(
            description=description,
            push_url=push_url,
            version=version,
            rating=rating,
        )

        return update_bot_request


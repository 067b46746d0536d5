from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.verify_result_origin import VerifyResultOrigin
from ..models.verify_result_signature import VerifyResultSignature
from ..models.verify_result_status import VerifyResultStatus
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.result import Result
  from ..models.view import View





T = TypeVar("T", bound="VerifyResult")



@_attrs_define
class VerifyResult:
    """ 
        Attributes:
            status (VerifyResultStatus): `valid`: every claim checked, and signed by a key the verifier was given
                (`signed_by`; this
                service's own keys for a document naming one of its games, tournaments or matches).
                `consistent`: every claim checked, but no key was given (the document names nothing this
                service holds), so its origin is unchecked (`origin` `unchecked`).
                `consistent_so_far`: a game still being played (or a tournament not over): the structure and
                hash chain hold up to `version`, but the deal is not revealed yet, so nothing could be replayed.
                `unauthenticated`: keys were given, and the document is not signed, or signed by a key not
                among them (`pointer` `/signature`).
                `invalid`: `pointer` names the first field that fails and `reason` says why.
            valid (bool): True only for `status` `valid`.
            pointer (None | str): A JSON pointer (RFC 6901) into the document to the first failure.
            reason (str):
            origin (VerifyResultOrigin | Unset): Who made the document, as far as the verifier can tell: `verified` (signed
                by a key it was given), `unchecked` (no key given), `unknown` (keys given, no signature by one of them). Absent
                when the document is `invalid`.
            game_id (str | Unset):
            events (int | Unset):
            version (int | Unset):
            over (bool | Unset):
            result (None | Result | Unset):
            final_hash (str | Unset): The last event's hash, which the signature and a tournament's results vouch for.
            games (int | Unset): For a tournament's results, the games checked.
            signed_by (None | str | Unset): The id of the key whose signature checked out (null when unsigned, unknown or
                unchecked).
            signature (VerifyResultSignature | Unset):
            views (list[View] | Unset): With `?views=true` and a valid replay: the game after each event (`views[0]` at
                version 1), every card shown, rebuilt from the document alone.
     """

    status: VerifyResultStatus
    valid: bool
    pointer: None | str
    reason: str
    origin: VerifyResultOrigin | Unset = UNSET
    game_id: str | Unset = UNSET
    events: int | Unset = UNSET
    version: int | Unset = UNSET
    over: bool | Unset = UNSET
    result: None | Result | Unset = UNSET
    final_hash: str | Unset = UNSET
    games: int | Unset = UNSET
    signed_by: None | str | Unset = UNSET
    signature: VerifyResultSignature | Unset = UNSET
    views: list[View] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.result import Result # noqa: PLC0415
        from ..models.view import View # noqa: PLC0415
        status = self.status.value

        valid = self.valid

        pointer: None | str
        pointer = self.pointer

        reason = self.reason

        origin: str | Unset = UNSET
        if not isinstance(self.origin, Unset):
            origin = self.origin.value


        game_id = self.game_id

        events = self.events

        version = self.version

        over = self.over

        result: dict[str, Any] | None | Unset
        if isinstance(self.result, Unset):
            result = UNSET
        elif isinstance(self.result, Result):
            result = self.result.to_dict()
        else:
            result = self.result

        final_hash = self.final_hash

        games = self.games

        signed_by: None | str | Unset
        if isinstance(self.signed_by, Unset):
            signed_by = UNSET
        else:
            signed_by = self.signed_by

        signature: str | Unset = UNSET
        if not isinstance(self.signature, Unset):
            signature = self.signature.value


        views: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.views, Unset):
            views = []
            for views_item_data in self.views:
                views_item = views_item_data.to_dict()
                views.append(views_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "status": status,
            "valid": valid,
            "pointer": pointer,
            "reason": reason,
        })
        if origin is not UNSET:
            field_dict["origin"] = origin
        if game_id is not UNSET:
            field_dict["game_id"] = game_id
        if events is not UNSET:
            field_dict["events"] = events
        if version is not UNSET:
            field_dict["version"] = version
        if over is not UNSET:
            field_dict["over"] = over
        if result is not UNSET:
            field_dict["result"] = result
        if final_hash is not UNSET:
            field_dict["final_hash"] = final_hash
        if games is not UNSET:
            field_dict["games"] = games
        if signed_by is not UNSET:
            field_dict["signed_by"] = signed_by
        if signature is not UNSET:
            field_dict["signature"] = signature
        if views is not UNSET:
            field_dict["views"] = views

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.result import Result # noqa: PLC0415
        from ..models.view import View # noqa: PLC0415
        d = dict(src_dict)
        status = VerifyResultStatus(d.pop("status"))




        valid = d.pop("valid")

        def _parse_pointer(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        pointer = _parse_pointer(d.pop("pointer"))


        reason = d.pop("reason")

        _origin = d.pop("origin", UNSET)
        origin: VerifyResultOrigin | Unset
        if isinstance(_origin,  Unset):
            origin = UNSET
        else:
            origin = VerifyResultOrigin(_origin)




        game_id = d.pop("game_id", UNSET)

        events = d.pop("events", UNSET)

        version = d.pop("version", UNSET)

        over = d.pop("over", UNSET)

        def _parse_result(data: object) -> None | Result | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = Result.from_dict(data)



                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Result | Unset, data)

        result = _parse_result(d.pop("result", UNSET))


        final_hash = d.pop("final_hash", UNSET)

        games = d.pop("games", UNSET)

        def _parse_signed_by(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        signed_by = _parse_signed_by(d.pop("signed_by", UNSET))


        _signature = d.pop("signature", UNSET)
        signature: VerifyResultSignature | Unset
        if isinstance(_signature,  Unset):
            signature = UNSET
        else:
            signature = VerifyResultSignature(_signature)




        _views = d.pop("views", UNSET)
        views: list[View] | Unset = UNSET
        if _views is not UNSET:
            views = []
            for views_item_data in _views:
                views_item = View.from_dict(views_item_data)



                views.append(views_item)


        verify_result = cls(
            status=status,
            valid=valid,
            pointer=pointer,
            reason=reason,
            origin=origin,
            game_id=game_id,
            events=events,
            version=version,
            over=over,
            result=result,
            final_hash=final_hash,
            games=games,
            signed_by=signed_by,
            signature=signature,
            views=views,
        )


        verify_result.additional_properties = d
        return verify_result

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

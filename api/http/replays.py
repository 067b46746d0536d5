"""``/v1/replays/verify`` and ``/v1/keys``: checking replays and results, and the keys
that sign them."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from flask import Blueprint, Response, request

from engine.audit import audit, kind, subject
from engine.replays import replay_views
from engine.verdict import Reference
from schemas.contract import STORE_UNAVAILABLE, responds, takes_json
from schemas.problems import ProblemSchema
from schemas.replays import KeyListSchema, VerifyResultSchema

from ..games.errors import NotFound, ServiceError
from .context import MAX_REPLAY_BODY, json_body, matches, ok, service, signing_keys, tournaments
from .ladders import ladders
from .problems import BadRequest

bp = Blueprint("replays", __name__, url_prefix="/v1")

#: A lazy trusted copy: None when the service holds nothing by the document's id; else a
#: function giving the service's own copy (None when it has none to give yet).
Held = Callable[[], Reference | None] | None


@bp.post("/replays/verify")
@takes_json
@responds(200, VerifyResultSchema, "The verdict.")
@responds(422, ProblemSchema, "`invalid_parameter`: `views` is neither `true` nor `false`.")
@responds(503, STORE_UNAVAILABLE)
def verify_replay() -> Response:
    doc = json_body(MAX_REPLAY_BODY, lone_surrogates=True)
    if request.args.get("views") not in (None, "false", "true"):
        raise BadRequest(422, "invalid_parameter", "views must be 'true' or 'false'")
    held = _held(doc)
    # a document naming one of this service's games, tournaments, matches or ladders is valid only when
    # signed by one of its keys; one naming nothing it holds is at best consistent
    keys = signing_keys().verifiers() if held is not None else None
    replays = [] if kind(doc) == "replay" else _stored_replays(doc)
    verdict = audit(doc, keys=keys, replays=replays, reference=held)
    if (
        request.args.get("views") == "true"
        and verdict["status"] in ("valid", "consistent")
        and kind(doc) == "replay"
    ):
        # the game at every version, rebuilt from the document alone: what a page needs to
        # step through a file it was given
        verdict["views"] = replay_views(doc)
    return ok(verdict)


def _held(doc: Any) -> Held:
    """Whether this service holds what ``doc`` claims to be, and its own copy of it."""
    what, sid = kind(doc), subject(doc)
    if sid is None or not _an_id(sid):
        return None
    if what == "replay":
        try:
            service().repository.meta(sid)
        except NotFound:
            return None
        return lambda: Reference(service().replay(sid, None), "this service's record of the game")
    results: Callable[[str], dict[str, Any]] = (
        tournaments().results
        if what == "tournament"
        else matches().results
        if what == "match"
        else ladders().results
    )
    try:
        copy = results(sid)
    except NotFound:
        return None
    except (
        ServiceError
    ):  # held, and no results to compare with (not over, or a ladder's log incomplete)
        return lambda: None
    return lambda: Reference(copy, f"this service's results of the {what}")


def _an_id(text: str) -> bool:
    """Whether ``text`` could be an id this service gives (not one to look up otherwise)."""
    try:
        text.encode()
    except UnicodeError:  # a lone surrogate
        return False
    return len(text) <= 200


def _stored_replays(doc: Any) -> list[dict[str, Any]]:
    """The replays, as this service stores them, of the games a results document lists."""
    replays = []
    games = doc.get("games") if isinstance(doc, dict) else None
    for entry in games if isinstance(games, list) else []:
        gid = entry.get("game_id") if isinstance(entry, dict) else None
        if isinstance(gid, str) and _an_id(gid):
            try:
                replays.append(service().replay(gid, None))
            except NotFound:
                continue
    return replays


@bp.get("/keys")
@responds(200, KeyListSchema, "The keys, oldest first.")
@responds(503, STORE_UNAVAILABLE)
def signing_key_list() -> Response:
    return ok({"keys": signing_keys().public_keys()})

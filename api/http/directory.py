"""``GET /v1/bots``: the directory of registered bots (search, filters, name or rating
order, cursor paging)."""

from __future__ import annotations

from flask import Blueprint, Response, current_app, request

from schemas.contract import STORE_UNAVAILABLE, responds
from schemas.leaderboards import DirectorySchema
from schemas.problems import ProblemSchema

from ..play.directory import Directory
from .context import int_arg, ok
from .problems import BadRequest

bp = Blueprint("directory", __name__, url_prefix="/v1")


def _choice(name: str, choices: dict[str, object], default: object) -> object:
    raw = request.args.get(name)
    if raw is None:
        return default
    if raw not in choices:
        raise BadRequest(422, "invalid_parameter", f"{name} must be one of {', '.join(choices)}")
    return choices[raw]


@bp.get("/bots")
@responds(200, DirectorySchema, "One page of registered bots.")
@responds(
    422,
    ProblemSchema,
    "`invalid_parameter`: `q`, `ruleset`, `online`, `sort`, `cursor` or `limit` is\n"
    "invalid, or `sort=rating` without a `ruleset`.\n",
)
@responds(503, STORE_UNAVAILABLE)
def list_bots() -> Response:
    q = request.args.get("q")
    if q is not None and not 1 <= len(q) <= 40:
        raise BadRequest(422, "invalid_parameter", "q must be 1 to 40 characters")
    directory: Directory = current_app.extensions["directory"]
    return ok(
        directory.page(
            q=q,
            ruleset=request.args.get("ruleset"),
            online=_choice("online", {"true": True, "false": False}, None),  # type: ignore[arg-type]
            sort=str(_choice("sort", {"name": "name", "rating": "rating"}, "name")),
            cursor=request.args.get("cursor"),
            limit=int_arg("limit", 50, 1, 200),
        )
    )

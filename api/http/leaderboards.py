"""``/v1/leaderboards``: one rating per bot and ruleset, across every rated game (ladders'
games, and rated tournaments'), best first, with each rating's history."""

from __future__ import annotations

from flask import Blueprint, Response, current_app, request

from schemas.contract import NOT_FOUND, STORE_UNAVAILABLE, responds
from schemas.leaderboards import BotLeaderboardSchema, LeaderboardSchema
from schemas.problems import ProblemSchema

from ..play.leaderboards import Leaderboards
from .context import int_arg, ok

bp = Blueprint("leaderboards", __name__, url_prefix="/v1")


def leaderboards() -> Leaderboards:
    svc: Leaderboards = current_app.extensions["leaderboards"]
    return svc


@bp.get("/leaderboards/<ruleset>")
@responds(200, LeaderboardSchema, "One page of the ruleset's leaderboard, best first.")
@responds(
    422, ProblemSchema, "`invalid_parameter`: the ruleset's name, `cursor` or `limit` is invalid."
)
@responds(503, STORE_UNAVAILABLE)
def get_leaderboard(ruleset: str) -> Response:
    return ok(
        leaderboards().board(ruleset, request.args.get("cursor"), int_arg("limit", 50, 1, 200))
    )


@bp.get("/leaderboards/<ruleset>/<bot>")
@responds(200, BotLeaderboardSchema, "The bot's rating in the ruleset, with its history.")
@responds(404, NOT_FOUND)
@responds(422, ProblemSchema, "`invalid_parameter`: the ruleset's name or `limit` is invalid.")
@responds(503, STORE_UNAVAILABLE)
def get_bot_rating(ruleset: str, bot: str) -> Response:
    return ok(leaderboards().bot(ruleset, bot, int_arg("limit", 200, 1, 200)))

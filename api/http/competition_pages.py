"""The competitions' pages: the bots' directory (``/bots``), a bot's profile
(``/bots/{name}``), a ruleset's leaderboard (``/leaderboards/{ruleset}``) and the ladders
(``/ladders``, ``/ladders/{id}``).

Like the other pages (:mod:`api.http.pages`), each is a small HTML document whose module
reads everything through the public ``/v1`` API. The route reads what the address names
once, for the page's title and the description link previews show; an unknown bot, ladder
or ruleset answers 404 with the plain not-found page.

The blueprint is nested in the pages' one (:data:`api.http.routes.BLUEPRINTS`), so its
routes share their Content-Security-Policy, their exemption from the API's rate limit and
their absence from the API's contract.
"""

from __future__ import annotations

from flask import Blueprint, Response, current_app, render_template

from engine.rules.presets import PRESETS

from ..games.errors import NotFound
from .pages import _not_found

bp = Blueprint("competitions", __name__)


def _page(name: str, *, title: str, description: str, **ids: str) -> Response:
    return Response(
        render_template(
            f"{name}.html", script=f"{name}.js", title=title, description=description, **ids
        ),
        mimetype="text/html",
    )


@bp.get("/bots")
def bots() -> Response:
    return _page(
        "bots",
        title="Bots: Shithead",
        description="Every registered Shithead bot: search by name, see who is online and "
        "each bot's rating in every ruleset.",
    )


@bp.get("/bots/<name>")
def bot(name: str) -> Response:
    try:
        found = current_app.extensions["bots"].profile(name)
    except NotFound:
        return _not_found("bot", name)
    rated = ", ".join(sorted(found["ratings"])) or "no ruleset yet"
    return _page(
        "bot",
        bot_name=found["name"],
        title=f"{found['name']}, a bot: Shithead",
        description=f"The Shithead {found['kind']} bot {found['name']}"
        + (f" ({found['description']})" if found["description"] else "")
        + f": its ratings (rated in {rated}) with their history, its recent games and its "
        "versions.",
    )


@bp.get("/leaderboards/<ruleset>")
def leaderboard(ruleset: str) -> Response:
    if ruleset not in PRESETS:
        return _not_found("ruleset", ruleset)
    return _page(
        "leaderboard",
        ruleset=ruleset,
        title=f"Leaderboard of {ruleset}: Shithead",
        description=f"The Shithead bots ranked by their rating in the {ruleset} rules, with "
        "their games, wins, draws and losses and each rating's history.",
    )


@bp.get("/ladders")
def ladders() -> Response:
    return _page(
        "ladders",
        title="Ladders: Shithead",
        description="Standing competitions of Shithead bots: each ladder pairs its bots by "
        "rating, again and again, and rates every game.",
    )


@bp.get("/ladders/<ladder_id>")
def ladder(ladder_id: str) -> Response:
    try:
        found = current_app.extensions["ladders"].describe(ladder_id)
    except NotFound:
        return _not_found("ladder", ladder_id)
    named = found["name"] or ladder_id
    return _page(
        "ladder",
        ladder_id=ladder_id,
        title=f"Ladder {named}: Shithead",
        description=f"A ladder of {len(found['bots'])} Shithead bots in the "
        f"{found['ruleset']['preset']} rules ({found['status'].replace('_', ' ')}): its "
        "leaderboard, its schedule, its recent games and the bots waiting for their next game.",
    )

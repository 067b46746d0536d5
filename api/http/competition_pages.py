"""The competitions' pages: the bots' directory (``/bots``), a bot's profile
(``/bots/{name}``), a ruleset's leaderboard (``/leaderboards/{ruleset}``) and the ladders
(``/ladders``, ``/ladders/{id}``).

Like the other pages (:mod:`api.http.pages`), each is a small HTML document whose module
reads everything through the public ``/v1`` API. The routes only ask the store whether what
the address names exists, so an unknown bot, ladder or ruleset answers 404 with a plain
page that says so, as a link preview or a search engine should see it.

The blueprint is nested in the pages' one (:data:`api.http.routes.BLUEPRINTS`), so its
routes share their Content-Security-Policy, their exemption from the API's rate limit and
their absence from the API's contract.
"""

from __future__ import annotations

from flask import Blueprint, Response, current_app, render_template

from engine.rules.presets import PRESETS

bp = Blueprint("competitions", __name__)


def _page(name: str, status: int = 200, **ids: str) -> Response:
    return Response(
        render_template(f"{name}.html", script=f"{name}.js", **ids),
        status=status,
        mimetype="text/html",
    )


def _missing(what: str, where: str, back: str) -> Response:
    """The plain not-found page: what was asked for, and where to look instead."""
    return Response(
        render_template("missing.html", script=None, what=what, where=where, back=back),
        status=404,
        mimetype="text/html",
    )


@bp.get("/bots")
def bots() -> Response:
    return _page("bots")


@bp.get("/bots/<name>")
def bot(name: str) -> Response:
    if current_app.extensions["bots"].store.get(name) is None:
        return _missing(f"No bot is registered as “{name}”.", "/bots", "the bots")
    return _page("bot", bot_name=name)


@bp.get("/leaderboards/<ruleset>")
def leaderboard(ruleset: str) -> Response:
    if ruleset not in PRESETS:
        return _missing(f"There are no rules named “{ruleset}”.", "/bots", "the bots")
    return _page("leaderboard", ruleset=ruleset)


@bp.get("/ladders")
def ladders() -> Response:
    return _page("ladders")


@bp.get("/ladders/<ladder_id>")
def ladder(ladder_id: str) -> Response:
    if current_app.extensions["ladders"].store.read(ladder_id) is None:
        return _missing(f"There is no ladder {ladder_id}.", "/ladders", "the ladders")
    return _page("ladder", ladder_id=ladder_id)

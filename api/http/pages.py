"""The pages: the lobby (``/``), a game's table (``/games/{id}``), its replay
(``/games/{id}/replay``), a replay file (``/replay``) and a tournament
(``/tournaments/{id}``).

Each page is a small HTML document that loads a JavaScript module; the module does
everything through the public ``/v1`` API from the same origin, so a page can do only what
any client can. A seat's token never reaches these routes: a join link carries it in the
URL's fragment, which browsers do not send.

A game's and a tournament's page is read once here, for its ``<title>`` and the description
link previews show; an unknown id answers 404 with a plain not-found page (no script).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from flask import Blueprint, Response, render_template

import api.web

from ..games.errors import NotFound
from .context import service, tournaments

WEB = Path(api.web.__file__).resolve().parent

bp = Blueprint(
    "pages",
    __name__,
    template_folder=str(WEB / "templates"),
    static_folder=str(WEB / "static"),
    static_url_path="/assets",
)

#: Only this origin's scripts, styles and connections; no inline script, no frames.
CONTENT_SECURITY_POLICY = "; ".join(
    [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data:",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    ]
)


@bp.after_request
def secure_headers(resp: Response) -> Response:
    resp.headers["Content-Security-Policy"] = CONTENT_SECURITY_POLICY
    resp.headers["X-Content-Type-Options"] = "nosniff"
    resp.headers["Referrer-Policy"] = "no-referrer"
    return resp


#: What the service is, for a page that says nothing more particular
DESCRIPTION = (
    "Play Shithead in the browser against people or bots, watch games as they are played, "
    "follow tournaments, and replay any game move by move."
)


def _page(
    name: str, *, title: str = "Shithead", description: str = DESCRIPTION, **ids: str
) -> Response:
    """The page ``name``: its template, which loads the module of the same name, under
    ``title`` and with ``description`` for link previews (a template's own ``title`` and
    ``description`` blocks, if it has them, say it instead)."""
    return Response(
        render_template(
            f"{name}.html", script=f"{name}.js", title=title, description=description, **ids
        ),
        mimetype="text/html",
    )


def _not_found(what: str, ident: str) -> Response:
    """A plain page saying there is no such ``what`` (and 404 to the browser)."""
    return Response(
        render_template(
            "notfound.html",
            script=None,
            what=what,
            ident=ident,
            title=f"No such {what}: Shithead",
            description=f"There is no {what} {ident} on this service.",
        ),
        status=404,
        mimetype="text/html",
    )


#: Names a title lists before it counts the rest
NAMES_SHOWN = 4


def _names(names: list[str | None]) -> str:
    """ "ann", "ann and bob", "ann, bob and cy"; "ann, bob, cy, dan and 4 more" """
    shown = [n or f"seat {i}" for i, n in enumerate(names)]
    if len(shown) > NAMES_SHOWN:
        shown = [*shown[:NAMES_SHOWN], f"{len(shown) - NAMES_SHOWN} more"]
    return shown[0] if len(shown) == 1 else f"{', '.join(shown[:-1])} and {shown[-1]}"


def _game(game_id: str) -> dict[str, Any] | None:
    """The game as a spectator is told of it, or None for an unknown one."""
    svc = service()
    try:
        return svc.describe(svc.load(game_id), None)
    except NotFound:
        return None


@bp.get("/")
def lobby() -> Response:
    return _page("lobby", title="Shithead: the lobby")


@bp.get("/games/<game_id>")
def table(game_id: str) -> Response:
    game = _game(game_id)
    if game is None:
        return _not_found("game", game_id)
    players, rules = _names([s["name"] for s in game["seats"]]), game["ruleset"]["name"]
    state = "finished" if game["phase"] == "over" else "being played"
    return _page(
        "table",
        game_id=game_id,
        title=f"{players}: a game of Shithead",
        description=f"A game of Shithead ({rules}) between {players}, {state}: "
        "watch it live, or play your seat with its link.",
    )


@bp.get("/games/<game_id>/replay")
def game_replay(game_id: str) -> Response:
    game = _game(game_id)
    if game is None:
        return _not_found("game", game_id)
    players, rules = _names([s["name"] for s in game["seats"]]), game["ruleset"]["name"]
    return _page(
        "replay",
        game_id=game_id,
        title=f"Replay of {players}: Shithead",
        description=f"The game of Shithead ({rules}) between {players}, move by move, "
        "its log checked in the browser.",
    )


@bp.get("/replay")
def replay_file() -> Response:
    return _page(
        "replay",
        game_id="",
        title="Open a replay: Shithead",
        description="Open a Shithead replay file: its hash chain and signature are checked "
        "in the browser, then step through the game move by move.",
    )


@bp.get("/tournaments/<tournament_id>")
def tournament(tournament_id: str) -> Response:
    try:
        found = tournaments().describe(tournament_id)
    except NotFound:
        return _not_found("tournament", tournament_id)
    players = _names([p["name"] for p in found["participants"]])
    return _page(
        "tournament",
        tournament_id=tournament_id,
        title=f"Tournament of {players}: Shithead",
        description=f"A Shithead tournament ({found['ruleset']['preset']}, "
        f"{found['format'].replace('_', ' ')}) between {players}: standings, "
        f"ratings and every game ({found['status']}).",
    )

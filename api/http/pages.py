"""The pages: the lobby (``/``), a game's table (``/games/{id}``), its replay
(``/games/{id}/replay``), a replay file (``/replay``) and a tournament
(``/tournaments/{id}``).

Each page is a small HTML document that loads a JavaScript module; the module does
everything through the public ``/v1`` API from the same origin, so a page can do only what
any client can. A seat's token never reaches these routes: a join link carries it in the
URL's fragment, which browsers do not send.
"""

from __future__ import annotations

from pathlib import Path

from flask import Blueprint, Response, render_template

import api.web

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
    # a page that says who may frame it (the embed) sets its own policy; the others none
    if "Content-Security-Policy" not in resp.headers:
        resp.headers["Content-Security-Policy"] = CONTENT_SECURITY_POLICY
        resp.headers["X-Frame-Options"] = "DENY"
    resp.headers["X-Content-Type-Options"] = "nosniff"
    resp.headers["Referrer-Policy"] = "no-referrer"
    return resp


def _page(name: str, **ids: str) -> Response:
    """The page ``name``: its template, which loads the module of the same name."""
    return Response(
        render_template(f"{name}.html", script=f"{name}.js", **ids), mimetype="text/html"
    )


@bp.get("/")
def lobby() -> Response:
    return _page("lobby")


@bp.get("/games/<game_id>")
def table(game_id: str) -> Response:
    return _page("table", game_id=game_id)


@bp.get("/games/<game_id>/replay")
def game_replay(game_id: str) -> Response:
    return _page("replay", game_id=game_id)


@bp.get("/replay")
def replay_file() -> Response:
    return _page("replay", game_id="")


@bp.get("/tournaments/<tournament_id>")
def tournament(tournament_id: str) -> Response:
    return _page("tournament", tournament_id=tournament_id)

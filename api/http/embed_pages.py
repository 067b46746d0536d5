"""A game on another site's page, and a replay that plays with no service at all.

``/embed/games/{id}``: the table with nothing around it, live while the game runs and a
replay once it is over, for an ``<iframe>``. It is the one page another site may frame, and
only the sites the deployment names (``EMBED_FRAME_ANCESTORS``); with none named, it is
refused to every frame, as every other page is.

``/games/{id}/replay.html``: a finished game's replay as one HTML file, its scripts, its
style and its data inline, that plays from disk with no network. What it holds is what the
replay document shows anyone (``GET /v1/games/{id}/replay``): a game in progress has no such
file, and nor has a game whose deal another game still plays. Its own
Content-Security-Policy (a ``<meta>``, so it holds opened from disk too) allows its inline
script and style by their hashes and no connection at all.

Registered under the pages' blueprint (``pages.embed``): the pages people read, not the API.
"""

from __future__ import annotations

import base64
import hashlib
import re
from typing import Any

from flask import Blueprint, Response, current_app, render_template

from engine.replays import replay_views

from .. import jsontext
from ..games.errors import ServiceError
from .context import service, signing_keys
from .pages import CONTENT_SECURITY_POLICY, WEB, _game, _names, _not_found, _page

bp = Blueprint("embed", __name__)

#: The modules the replay file runs, in the order they are bundled (each after those it imports).
OFFLINE_MODULES = ("api", "cards", "words", "board", "offline")
_IMPORT = re.compile(r'^import \{([^}]*)\} from "\./([a-z]+)\.js";$', re.M)
_EXPORT = re.compile(r"^export (?:async )?(?:function|const|class|let) ([A-Za-z_$][\w$]*)", re.M)


def embed_policy(ancestors: str) -> str:
    """The pages' policy, with the frame ancestors the deployment allows (none: ``'none'``)."""
    allowed = ancestors.strip() or "'none'"
    return CONTENT_SECURITY_POLICY.replace("frame-ancestors 'none'", f"frame-ancestors {allowed}")


@bp.get("/embed/games/<game_id>")
def embed(game_id: str) -> Response:
    game = _game(game_id)
    if game is None:
        return _not_found("game", game_id)
    players = _names([s["name"] for s in game["seats"]])
    resp = _page(
        "embed",
        game_id=game_id,
        title=f"{players}: a game of Shithead",
        description=f"A game of Shithead between {players}: live, or its replay once over.",
    )
    ancestors = current_app.config.get("EMBED_FRAME_ANCESTORS", "")
    resp.headers["Content-Security-Policy"] = embed_policy(ancestors)
    if not ancestors.strip():
        resp.headers["X-Frame-Options"] = "DENY"
    return resp


@bp.get("/games/<game_id>/replay.html")
def replay_download(game_id: str) -> Response:
    doc = signing_keys().sign(service().replay(game_id, None))
    if not any(e["event"]["type"] == "GameEnded" for e in doc["events"]):
        raise ServiceError(
            "the game is still being played: its replay file is made once it is over",
            status=409,
            code="game_not_over",
        )
    script = bundle(OFFLINE_MODULES)
    style = (WEB / "static" / "site.css").read_text()
    html = render_template(
        "replay_file.html",
        script=script,
        style=style,
        document=_script_json(doc),
        views=_script_json(replay_views(doc)),
        policy=file_policy(script, style),
        game_id=game_id,
    )
    resp = Response(html, mimetype="text/html")
    resp.headers["Content-Disposition"] = f'attachment; filename="{game_id}.replay.html"'
    resp.headers["Content-Security-Policy"] = file_policy(script, style)
    return resp


def file_policy(script: str, style: str) -> str:
    """The replay file's policy: its inline script and style by their hashes, its cards'
    ``data:`` images, nothing fetched, never framed."""

    def digest(text: str) -> str:
        return f"'sha256-{base64.b64encode(hashlib.sha256(text.encode()).digest()).decode()}'"

    return "; ".join(
        [
            "default-src 'none'",
            f"script-src {digest(script)}",
            f"style-src {digest(style)}",
            "img-src data:",
            "base-uri 'none'",
            "form-action 'none'",
        ]
    )


def bundle(names: tuple[str, ...]) -> str:
    """The pages' modules ``names`` as one classic script: each module a function's scope
    returning its exports, each import taken from the scope of the module it names (no
    build step: the modules are served as they are, and bundled only here)."""
    parts = []
    for name in names:
        text = (WEB / "static" / f"{name}.js").read_text()
        exports = _EXPORT.findall(text)
        text = _IMPORT.sub(lambda m: f"const {{{m.group(1)}}} = module_{m.group(2)};", text)
        text = _EXPORT.sub(lambda m: m.group(0).removeprefix("export "), text)
        if re.search(r"^(import|export) ", text, re.M):
            raise ValueError(f"{name}.js: an import or export the replay file cannot bundle")
        parts.append(
            f"const module_{name} = (() => {{\n{text}\nreturn {{ {', '.join(exports)} }};\n}})();"
        )
    return '"use strict";\n' + "\n".join(parts) + "\n"


def _script_json(value: Any) -> str:
    """``value`` as JSON text safe inside a ``<script>`` element."""
    text = jsontext.dumps(value)
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")

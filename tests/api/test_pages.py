"""The pages are served with a Content-Security-Policy that admits only this origin's
scripts, and nothing in them is fetched from anywhere else; each has a title and a
description for link previews, and an unknown game or tournament answers 404 with a plain
page saying so."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

import api.web
from tests.organisers import organiser_auth

WEB = Path(api.web.__file__).parent


@pytest.fixture
def pages(client: Any) -> tuple[str, ...]:
    """Every page, for a game (of "newbie" and "Bob") and a tournament that exist."""
    gid = client.post(
        "/v1/games", json={"ruleset": "classic", "seats": [{"name": "newbie"}, {"name": "Bob"}]}
    ).json["id"]
    tid = client.post(
        "/v1/tournaments",
        json={"ruleset": {"preset": "classic"}, "participants": ["random", "heuristic"]},
        headers=organiser_auth(client.application),
    ).json["id"]
    return ("/", f"/games/{gid}", f"/games/{gid}/replay", "/replay", f"/tournaments/{tid}")


def test_every_page_and_file_is_served_under_the_policy(
    client: Any, pages: tuple[str, ...]
) -> None:
    assets = sorted(p.name for p in (WEB / "static").iterdir())
    assert "table.js" in assets and "site.css" in assets
    for path in (*pages, *(f"/assets/{name}" for name in assets), "/games/abc"):
        with client.get(path) as resp:
            assert resp.status_code == (404 if path == "/games/abc" else 200), path
            policy = resp.headers["Content-Security-Policy"]
            assert "script-src 'self'" in policy and "default-src 'self'" in policy, path
            assert resp.headers["X-Content-Type-Options"] == "nosniff"
    page = client.get(pages[1]).get_data(as_text=True)
    assert f'data-game="{pages[1][7:]}"' in page and 'src="/assets/table.js"' in page


def test_a_page_loads_only_files_of_this_origin_and_has_no_inline_script(
    client: Any, pages: tuple[str, ...]
) -> None:
    for path in pages:
        html = client.get(path).get_data(as_text=True)
        scripts = re.findall(r"<script\b([^>]*)>(.*?)</script>", html, re.S)
        assert [body for _, body in scripts] == [""], path  # one module, and no inline script
        assert re.fullmatch(r' type="module" src="/assets/[a-z]+\.js"', scripts[0][0]), path
        assert " style=" not in html and "<style" not in html, path
    for file in (WEB / "static").iterdir():
        text = file.read_text(encoding="utf-8")
        assert not re.search(r"https?://", text), file.name  # nothing from another origin
        if file.suffix == ".js":
            imports = re.findall(r'from "([^"]+)"', text)
            assert all(i.startswith("./") for i in imports), (file.name, imports)


def test_every_page_has_a_title_and_a_description_naming_what_it_shows(
    client: Any, pages: tuple[str, ...]
) -> None:
    for path in pages:
        html = client.get(path).get_data(as_text=True)
        title = re.search(r"<title>([^<]+)</title>", html)
        description = re.search(r'<meta name="description" content="([^"]+)">', html)
        assert title and description, path
        assert re.search(r'<meta property="og:title" content="[^"]+">', html), path
        assert re.search(r'<meta property="og:description" content="[^"]+">', html), path
        if path.startswith("/games/"):  # the players, as they wrote their names
            assert "newbie and Bob" in title[1] and "newbie and Bob" in description[1], path
        if path.startswith("/tournaments/"):
            assert "random and heuristic" in title[1], path


@pytest.mark.parametrize("path", ["/games/no-such-game", "/games/no-such-game/replay"])
def test_an_unknown_game_is_a_plain_not_found_page(client: Any, path: str) -> None:
    resp = client.get(path)
    html = resp.get_data(as_text=True)
    assert resp.status_code == 404 and resp.mimetype == "text/html"
    assert "<h1>No such game</h1>" in html and "no-such-game" in html
    assert "<script" not in html and "token" not in html.lower()  # no form, no dead links
    assert "script-src 'self'" in resp.headers["Content-Security-Policy"]
    assert client.get("/v1/games/no-such-game").json["code"] == "not_found"


def test_an_unknown_tournament_is_a_plain_not_found_page(client: Any) -> None:
    resp = client.get("/tournaments/no-such-tournament")
    assert resp.status_code == 404
    assert "<h1>No such tournament</h1>" in resp.get_data(as_text=True)

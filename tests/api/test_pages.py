"""The pages are served with a Content-Security-Policy that admits only this origin's
scripts, and nothing in them is fetched from anywhere else."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import api.web

PAGES = ("/", "/games/abc", "/games/abc/replay", "/replay", "/tournaments/abc")
WEB = Path(api.web.__file__).parent


def test_every_page_and_file_is_served_under_the_policy(client: Any) -> None:
    assets = sorted(p.name for p in (WEB / "static").iterdir())
    assert "table.js" in assets and "site.css" in assets
    for path in (*PAGES, *(f"/assets/{name}" for name in assets)):
        with client.get(path) as resp:
            assert resp.status_code == 200, path
            policy = resp.headers["Content-Security-Policy"]
            assert "script-src 'self'" in policy and "default-src 'self'" in policy, path
            assert resp.headers["X-Content-Type-Options"] == "nosniff"
    page = client.get("/games/abc").get_data(as_text=True)
    assert 'data-game="abc"' in page and 'src="/assets/table.js"' in page


def test_a_page_loads_only_files_of_this_origin_and_has_no_inline_script(client: Any) -> None:
    for path in PAGES:
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


def test_a_page_of_an_id_that_is_no_game_still_loads(client: Any) -> None:
    # the page itself tells the reader what the API answers (404 not_found)
    assert client.get("/games/no-such-game").status_code == 200
    assert client.get("/v1/games/no-such-game").json["code"] == "not_found"

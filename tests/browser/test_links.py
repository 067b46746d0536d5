"""Deep links, the embed and the replay file, and watching together, in Chromium and over
HTTP against a real gunicorn: a link lands on its version (and plays on when asked), the
embed is framed only by the origin the deployment allows, a downloaded replay file plays
from disk with the network cut, and a table counts who watches it as viewers come and go.

The server here has one worker, so every stream is on one process; the count across the
processes of a server with two is tested too.
"""

from __future__ import annotations

import html as markup
import http.server
import re
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import requests

from api.http.local_server import HOST, gunicorn
from tests.browser.conftest import assert_accessible, screenshot
from tests.streams import Stream


class _Framing(http.server.BaseHTTPRequestHandler):
    """Another site: ``/?src=<url>`` is a page framing ``src``."""

    def do_GET(self) -> None:
        src = self.path.partition("?src=")[2]
        body = f'<!doctype html><title>another site</title><iframe src="{src}" width="100%" height="700"></iframe>'
        self.send_response(200)
        self.send_header("Content-Type", "text/html")
        self.end_headers()
        self.wfile.write(body.encode())

    def log_message(self, *args: Any) -> None:
        pass


def _site() -> tuple[http.server.ThreadingHTTPServer, str]:
    server = http.server.ThreadingHTTPServer((HOST, 0), _Framing)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://{HOST}:{server.server_address[1]}"


@pytest.fixture(scope="module")
def sites() -> Iterator[tuple[str, str]]:
    """Two other sites: the first one the deployment lets frame the embed, the second not."""
    allowed, allowed_origin = _site()
    refused, refused_origin = _site()
    try:
        yield allowed_origin, refused_origin
    finally:
        for site in (allowed, refused):
            site.shutdown()
            site.server_close()


@pytest.fixture(scope="module")
def server(redis_url: str, sites: tuple[str, str]) -> Iterator[str]:
    env = {"EMBED_FRAME_ANCESTORS": f"{sites[0]} https://*.example.org"}
    with gunicorn(redis_url, workers=1, extra_env=env) as base:
        yield base


def _create(base: str, seats: list[dict[str, Any]], **body: Any) -> dict[str, Any]:
    resp = requests.post(
        f"{base}/v1/games", json={"ruleset": "classic", "seats": seats, **body}, timeout=10
    )
    assert resp.status_code == 201, resp.text
    game: dict[str, Any] = resp.json()
    return game


@pytest.fixture(scope="module")
def finished(server: str) -> dict[str, Any]:
    """Two random bots' game, played to its end: its replay document."""
    gid = _create(server, [{"bot": "random"}, {"bot": "random"}], turn_cap=12, seed="links")["id"]
    deadline = time.monotonic() + 60
    while requests.get(f"{server}/v1/games/{gid}", timeout=10).json()["phase"] != "over":
        assert time.monotonic() < deadline, "the bots' game did not end"
        requests.get(f"{server}/v1/games/{gid}/events?after=0&wait=2", timeout=10)
    doc: dict[str, Any] = requests.get(f"{server}/v1/games/{gid}/replay", timeout=10).json()
    return doc


@pytest.fixture(scope="module")
def running(server: str) -> dict[str, Any]:
    """Two people's game, in its setup: its id and seat tokens."""
    return _create(server, [{"name": "ann"}, {"name": "bob"}], seed="links-live")


# -- over HTTP -------------------------------------------------------------------------------------


def test_only_the_embed_may_be_framed_and_only_by_the_origins_allowed(
    server: str, sites: tuple[str, str], running: dict[str, Any]
) -> None:
    gid = running["id"]
    for path in ["/", f"/games/{gid}", f"/games/{gid}/replay", "/replay"]:
        resp = requests.get(server + path, timeout=10)
        assert "frame-ancestors 'none'" in resp.headers["Content-Security-Policy"], path
        assert resp.headers["X-Frame-Options"] == "DENY", path
    resp = requests.get(f"{server}/embed/games/{gid}", timeout=10)
    assert resp.status_code == 200 and resp.headers["Content-Type"].startswith("text/html")
    policy = resp.headers["Content-Security-Policy"]
    assert f"frame-ancestors {sites[0]} https://*.example.org" in policy
    assert "script-src 'self'" in policy  # the rest of the policy is the pages' own
    assert "X-Frame-Options" not in resp.headers


def test_with_no_origin_allowed_the_embed_is_framed_by_none(client: Any) -> None:
    gid = client.post("/v1/games", json={"ruleset": "classic", "seats": 2}).json["id"]
    resp = client.get(f"/embed/games/{gid}")
    assert resp.status_code == 200
    assert "frame-ancestors 'none'" in resp.headers["Content-Security-Policy"]
    assert resp.headers["X-Frame-Options"] == "DENY"


def test_a_replay_file_is_made_of_a_finished_game_only(
    server: str, finished: dict[str, Any], running: dict[str, Any]
) -> None:
    resp = requests.get(f"{server}/games/{running['id']}/replay.html", timeout=10)
    assert resp.status_code == 409
    assert resp.headers["Content-Type"] == "application/problem+json"
    assert resp.json()["code"] == "game_not_over"
    resp = requests.get(f"{server}/games/nosuchgame/replay.html", timeout=10)
    assert resp.status_code == 404 and resp.json()["code"] == "not_found"

    gid = finished["game_id"]
    resp = requests.get(f"{server}/games/{gid}/replay.html", timeout=10)
    assert resp.status_code == 200 and resp.headers["Content-Type"].startswith("text/html")
    assert resp.headers["Content-Disposition"] == f'attachment; filename="{gid}.replay.html"'
    html = resp.text
    # everything inline: nothing it would fetch, and a policy that lets it fetch nothing
    assert not re.search(r"<(script|link|img)[^>]*\b(src|href)=", html)
    policy = re.search(r'http-equiv="Content-Security-Policy" content="([^"]*)"', html)
    assert policy is not None
    meta = markup.unescape(policy.group(1))
    assert meta == resp.headers["Content-Security-Policy"]
    assert "default-src 'none'" in meta and "'unsafe-inline'" not in meta
    assert "connect-src" not in meta  # default-src 'none' covers it


def test_streams_say_who_watches_as_they_open_and_close(
    server: str, running: dict[str, Any]
) -> None:
    gid, token = running["id"], running["seats"][0]["token"]
    ndjson = {"Accept": "application/x-ndjson"}

    def watching(stream: Stream) -> dict[str, Any]:
        message = stream.until(lambda m: m.get("kind") == "watching")[-1]
        return {k: v for k, v in message.items() if k != "kind"}

    with Stream(server, gid, headers=ndjson, watching=True) as spectator:
        assert watching(spectator) == {"watching": 1, "seats": []}
        with Stream(server, gid, headers=ndjson, token=token, watching=True) as seat:
            assert watching(seat) == {"watching": 2, "seats": [0]}
            assert watching(spectator) == {"watching": 2, "seats": [0]}
            with Stream(server, gid, watching=True) as sse:  # the same, as an SSE message
                message = sse.until(lambda m: m.get("event") == "watching")[-1]
                assert message["data"] == {"watching": 3, "seats": [0]}
                assert watching(spectator) == {"watching": 3, "seats": [0]}
        # both gone: the one left is told (at once or one by one, as the hub learns of them)
        last = spectator.until(lambda m: m.get("kind") == "watching" and m["watching"] == 1)
        assert last[-1] == {"kind": "watching", "watching": 1, "seats": []}


def test_the_count_adds_up_the_streams_of_every_process(live_server: str) -> None:
    """``live_server`` has two workers: six streams, wherever each lands, count six."""
    gid = _create(live_server, [{"name": "ann"}, {"name": "bob"}], seed="processes")["id"]
    ndjson = {"Accept": "application/x-ndjson"}
    streams = [Stream(live_server, gid, headers=ndjson, watching=True) for _ in range(6)]
    try:
        for stream in streams:
            stream.until(lambda m: m.get("kind") == "watching" and m["watching"] == 6)
        streams.pop().close()
        for stream in streams:
            stream.until(lambda m: m.get("kind") == "watching" and m["watching"] == 5)
    finally:
        for stream in streams:
            stream.close()


# -- in Chromium ----------------------------------------------------------------------------------


def test_a_replay_link_lands_on_its_version_and_plays_on(
    server: str, new_page: Any, finished: dict[str, Any]
) -> None:
    gid, last = finished["game_id"], len(finished["events"])
    page = new_page()
    page.goto(f"{server}/games/{gid}/replay?version=3")
    page.wait_for_selector('#board[data-version="3"]')
    assert page.inner_text("#at") == f"3 of {last}"
    assert_accessible(page, "replay, opened by a link at version 3")
    assert page.get_attribute("#play", "aria-label") == "Play"  # no autoplay: it stays there
    # a step makes the address the link to the version it shows
    page.keyboard.press("ArrowRight")
    page.wait_for_selector('#board[data-version="4"]')
    assert page.url == f"{server}/games/{gid}/replay?version=4"
    # every version the board shows, recorded as it is drawn (autoplay moves on by itself)
    page.add_init_script(
        """new MutationObserver(() => {
          const v = document.getElementById("board")?.dataset.version;
          window.shown = window.shown || [];
          if (v && window.shown.at(-1) !== Number(v)) window.shown.push(Number(v));
        }).observe(document, {subtree: true, childList: true, attributes: true});"""
    )
    # (a speed the menu does not offer, added to it; fast, so that the play is soon over)
    page.goto(f"{server}/games/{gid}/replay?version=2&autoplay=1&speed=20")
    page.wait_for_selector(f'#board[data-version="{last}"]', timeout=60_000)
    assert page.input_value("#speed") == "20"
    shown = page.evaluate("window.shown")
    # from 2 on, forward only, to the end (a slow step is passed over by the next)
    assert shown[0] == 2 and shown[-1] == last and shown == sorted(set(shown)), shown
    assert page.get_attribute("#play", "aria-label") == "Play"  # stopped at the end
    # a version past the end is the end; a version that is no number is the start
    page.goto(f"{server}/games/{gid}/replay?version=99999")
    page.wait_for_selector(f'#board[data-version="{last}"]')
    page.goto(f"{server}/games/{gid}/replay?version=x&speed=1e9")
    page.wait_for_selector('#board[data-version="1"]')
    assert page.input_value("#speed") == "2"


def test_a_finished_tables_link_shows_that_version(
    server: str, new_page: Any, finished: dict[str, Any]
) -> None:
    gid, last = finished["game_id"], len(finished["events"])
    page = new_page()
    page.goto(f"{server}/games/{gid}?version=4")
    page.wait_for_selector('#board[data-version="4"]')
    assert f"version 4 of {last}" in page.inner_text("#sub")
    assert page.get_attribute("#replay-link", "href") == f"/games/{gid}/replay?version=4"
    assert_accessible(page, "table of a finished game, at a linked version")


def test_the_embed_is_framed_by_the_allowed_site_and_refused_by_another(
    server: str, new_page: Any, sites: tuple[str, str], running: dict[str, Any]
) -> None:
    gid = running["id"]
    embed = f"{server}/embed/games/{gid}"
    page = new_page()
    page.goto(f"{sites[0]}/?src={embed}")
    frame = page.frame_locator("iframe")
    frame.locator("#board .seat").first.wait_for()
    assert frame.locator("header").count() == 0  # no chrome: no bar, no links but one
    assert frame.locator("#watching").inner_text() == "1 watching"
    assert frame.locator("#headline").inner_text().startswith("Setting up")
    screenshot(page, "embed-live")
    alone = (
        new_page()
    )  # the embed as its own page, for the checker (a frame of another origin is not)
    alone.goto(embed)
    alone.wait_for_selector("#watching:not([hidden])")
    assert_accessible(alone, "embed, a game in progress")

    refused = new_page()
    messages: list[str] = []
    refused.on("console", lambda m: messages.append(m.text))
    refused.goto(f"{sites[1]}/?src={embed}")
    deadline = time.monotonic() + 15
    while not any("frame-ancestors" in m for m in messages):
        assert time.monotonic() < deadline, messages
        refused.wait_for_timeout(100)
    inner = refused.locator("iframe").element_handle().content_frame()
    assert inner is not None and inner.locator("#main").count() == 0


def test_a_finished_games_embed_is_its_replay_from_the_links_moment(
    server: str, sites: tuple[str, str], new_page: Any, finished: dict[str, Any]
) -> None:
    gid, last = finished["game_id"], len(finished["events"])
    page = new_page()
    page.goto(f"{sites[0]}/?src={server}/embed/games/{gid}?version=5")
    frame = page.frame_locator("iframe")
    frame.locator('#board[data-version="5"]').wait_for()
    frame.locator("#next").click()
    frame.locator('#board[data-version="6"]').wait_for()
    assert frame.locator("#at").inner_text() == f"6 of {last}"
    screenshot(page, "embed-replay")
    alone = new_page()
    alone.goto(f"{server}/embed/games/{gid}?version=5")
    alone.wait_for_selector('#board[data-version="5"]')
    assert_accessible(alone, "embed, a finished game's replay")


def test_a_downloaded_replay_file_plays_from_disk_with_no_network(
    server: str, browser: Any, new_page: Any, finished: dict[str, Any], tmp_path: Path
) -> None:
    gid, last = finished["game_id"], len(finished["events"])
    page = new_page()
    page.goto(f"{server}/games/{gid}/replay")
    page.wait_for_selector('#badge[data-kind="valid"]')
    with page.expect_download() as download:
        page.click("#download-html")
    saved = tmp_path / download.value.suggested_filename
    download.value.save_as(saved)
    assert saved.name == f"{gid}.replay.html"

    context = browser.new_context(offline=True)
    asked: list[str] = []
    errors: list[str] = []
    try:
        # every request but the file itself is refused, and counted
        context.route(
            "**/*",
            lambda route: (
                route.continue_()
                if route.request.url.startswith("file://")
                else (asked.append(route.request.url), route.abort())
            ),
        )
        offline = context.new_page()
        offline.on("pageerror", lambda exc: errors.append(str(exc)))
        offline.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        offline.goto(saved.as_uri())
        offline.wait_for_selector('#board[data-version="1"]')
        assert_accessible(offline, "replay file, from disk, at its start")
        assert offline.inner_text("#headline") == "Replay of " + " vs ".join(
            s["name"] for s in finished["seats"]
        )
        offline.keyboard.press("ArrowRight")
        offline.wait_for_selector('#board[data-version="2"]')
        offline.click("#last")
        offline.wait_for_selector(f'#board[data-version="{last}"]')
        assert offline.inner_text("#at") == f"{last} of {last}"
        assert offline.inner_text("#event-words")
        assert offline.locator("#board .seat .card.back").count() == 0  # every card, once over
        assert_accessible(offline, "replay file, from disk, at its end")
        # every version drawn from the file, stepped through by the key (the player's timer
        # steps at 2 a second: it plays the last few of them, to the end, where it stops)
        offline.click("#first")
        for version in range(2, last + 1):
            offline.keyboard.press("ArrowRight")
            offline.wait_for_selector(f'#board[data-version="{version}"]')
        for _ in range(3):
            offline.click("#prev")
        offline.wait_for_selector(f'#board[data-version="{last - 3}"]')
        offline.click("#play")
        assert offline.get_attribute("#play", "aria-label") == "Pause"
        offline.wait_for_selector(f'#board[data-version="{last}"]', timeout=60_000)
        offline.wait_for_selector('#play[aria-label="Play"]')  # stopped at the end
        screenshot(offline, "replay-file")
    finally:
        context.close()
    assert asked == [] and errors == []


def test_the_table_counts_who_watches_and_shows_each_seats_presence(
    server: str, new_page: Any
) -> None:
    game = _create(server, [{"name": "ann"}, {"name": "bob"}], seed="watching")
    gid, token = game["id"], game["seats"][0]["token"]
    first = new_page()
    first.goto(f"{server}/games/{gid}")
    first.wait_for_selector("#watching:has-text('1 watching')")
    # nobody plays a seat yet: both are away
    assert first.locator("#board [data-presence=away]").count() == 2
    second = new_page()
    second.goto(f"{server}/games/{gid}#token={token}")
    second.wait_for_selector("#watching:has-text('2 watching')")
    first.wait_for_selector("#watching:has-text('2 watching')")
    # ann has the table open, and it is her move (the setup): she is thinking
    first.wait_for_selector('#board [data-seat="0"] [data-presence=thinking]')
    assert first.locator('#board [data-seat="1"] [data-presence=away]').count() == 1
    screenshot(first, "table-watching")
    assert_accessible(first, "table, watched by two, one seat thinking")
    second.close()
    first.wait_for_selector("#watching:has-text('1 watching')")
    first.wait_for_selector('#board [data-seat="0"] [data-presence=away]')


def test_a_running_clock_counts_down_between_reads(server: str, new_page: Any) -> None:
    game = _create(
        server, [{"name": "ann"}, {"name": "bob"}], seed="ticking", clock={"initial_ms": 300_000}
    )
    page = new_page()
    page.goto(f"{server}/games/{game['id']}")
    running = page.locator("#board .clock[data-running]").first
    running.wait_for()
    first = running.inner_text()
    # no move is made, so the game is not read again: the page counts the time down itself
    page.wait_for_function(
        "(before) => document.querySelector('#board .clock[data-running]').textContent !== before",
        arg=first,
        timeout=10_000,
    )
    assert running.inner_text() < first  # "clock 4:58" < "clock 4:59"

"""The competitions' pages in Chromium, on data made through the API: registered pull bots
(played by the client's ``run_bot``) on a ladder whose scheduler's tick the test makes, and a
round robin of built-in bots. The directory, a bot's profile with its rating's history, a
ruleset's leaderboard, the ladders and a ladder, the lobby's tournaments and a tournament's
crosstable as it fills; and the plain not-found pages the unknown ones answer."""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from typing import Any

import pytest
import requests

from tests.api.test_ladders import Bots, create, wait_for
from tests.browser.conftest import assert_accessible, fixed, screenshot
from tests.organisers import bearer

TIMEOUT = 10
QUICK = {"preset": "classic", "options": {"turn_cap": 200}}


@pytest.fixture(scope="module")
def arena(live_server: str, redis_url: str, organiser_token: str) -> Iterator[dict[str, Any]]:
    """Three registered pull bots playing on a ladder until it has rated a few games (the
    test ticks its scheduler, as ``shithead worker`` would); the ladder and the bots."""
    from api.http.app import create_app

    ladders = create_app({"REDIS_URL": redis_url, "TESTING": True}).extensions["ladders"]
    bots = Bots(live_server, 3)
    try:
        made = create(
            live_server,
            organiser_token,
            ruleset=QUICK,
            name="pages ladder",
            seats_per_game=2,
            games_per_hour=3600,
            bots=bots.names,
        )
        assert made.status_code == 201, made.text
        lid = made.json()["id"]

        def rated() -> dict[str, Any] | None:
            ladders.tick(lid)  # rates the games that ended, pairs the bots that are due
            got = requests.get(f"{live_server}/v1/ladders/{lid}", timeout=TIMEOUT).json()
            return got if len(got["recent_games"]) >= 4 else None

        ladder = wait_for(rated, 180, "four rated ladder games")
        yield {
            "ladder": ladder,
            "bots": bots.names,
            "tokens": [b["token"] for b in bots.bots],
            "tick": lambda: ladders.tick(lid),
        }
        requests.post(
            f"{live_server}/v1/ladders/{lid}/cancel",
            headers=bearer(organiser_token),
            timeout=TIMEOUT,
        )
    finally:
        bots.close()


def described(page: Any) -> str:
    """The page's description for link previews."""
    found: str = page.get_attribute('meta[name="description"]', "content") or ""
    return found


def test_the_ladders_page_leads_to_a_ladder_with_its_board_schedule_and_games(
    live_server: str, new_page: Any, arena: dict[str, Any]
) -> None:
    lid = arena["ladder"]["id"]
    arena["tick"]()  # the scheduler looked at it just now: the ladder runs
    page = new_page()
    page.goto(f"{live_server}/ladders")
    assert page.title() == "Ladders: Shithead" and "ladder" in described(page)
    page.click(f'#ladders a[href="/ladders/{lid}"]')
    page.wait_for_selector("#main[data-loaded]")
    assert page.title() == "Ladder pages ladder: Shithead"
    assert "leaderboard" in described(page)
    ladder = requests.get(f"{live_server}/v1/ladders/{lid}", timeout=TIMEOUT).json()
    rows = page.locator("#leaderboard tbody tr")
    assert rows.count() == 3
    # the board's order and ratings are the API's, each rating's history a chart of its points
    for i, line in enumerate(ladder["leaderboard"][:1]):
        row = rows.nth(i)
        assert row.locator("th a").inner_text() == line["bot"]
        assert row.locator("td").nth(1).inner_text() == fixed(line["rating"])
        drawn = row.locator("svg.chart polyline").get_attribute("points") or ""
        assert len(drawn.split()) == len(line["history"])
        assert "rating" in (row.locator("svg.chart").get_attribute("aria-label") or "")
    schedule = page.inner_text("#schedule")
    assert "3600 games an hour" in schedule and "2 bots a game" in schedule
    assert "Status\trunning" in schedule or "Status\nrunning" in schedule, schedule
    assert "10 s a move" in schedule and "forfeits" in schedule
    # every rated game links to its table and its replay
    recent = page.locator("#recent .item")
    assert recent.count() >= 4
    first = recent.first
    gid = ladder["recent_games"][0]["game"]
    assert first.locator(f'a[href="/games/{gid}"]').count() == 1
    assert first.locator(f'a[href="/games/{gid}/replay"]').count() == 1
    # who waits: the enrolled bots in no game being played
    page.wait_for_selector("#waiting .item, #waiting .muted")
    assert_accessible(page, "a ladder")
    screenshot(page, "ladder")
    page.goto(f"{live_server}/ladders")
    page.wait_for_selector("#main[data-loaded]")
    assert_accessible(page, "the ladders")
    screenshot(page, "ladders")


def test_a_bots_profile_shows_its_rating_with_its_history_and_its_games(
    live_server: str, new_page: Any, arena: dict[str, Any]
) -> None:
    name = arena["ladder"]["leaderboard"][0]["bot"]
    profile = requests.get(f"{live_server}/v1/bots/{name}", timeout=TIMEOUT).json()
    (ruleset,) = profile["ratings"]
    page = new_page()
    page.goto(f"{live_server}/bots/{name}")
    page.wait_for_selector("#main[data-loaded]")
    assert page.title() == f"{name}, a bot: Shithead"
    assert f"rated in {ruleset}" in described(page)
    assert page.inner_text("#headline") == name
    card = page.locator("#ratings .rating")
    assert card.count() == 1
    assert card.locator("h3").inner_text() == ruleset
    assert (
        card.locator(f'a[href="/leaderboards/{ruleset}"]').count() == 1
    )  # its ruleset's leaderboard
    ladder = requests.get(f"{live_server}/v1/ladders/{arena['ladder']['id']}", timeout=TIMEOUT)
    line = next(r for r in ladder.json()["leaderboard"] if r["bot"] == name)
    chart = card.locator("svg.chart.large")
    points = (chart.locator("polyline").get_attribute("points") or "").split()
    assert len(points) == len(line["history"]) >= 1
    label = chart.get_attribute("aria-label") or ""
    assert re.search(r"to -?\d+\.\d\d", label), label
    # its games, each linked to its table (and, once over, its replay)
    games = page.locator('#bgames a[href^="/games/"]:not([href$="/replay"])')
    assert games.count() >= 1
    assert (
        "No version tagged" in page.inner_text("#versions")
        or page.locator("#versions strong").count()
    )
    assert_accessible(page, "a bot's profile")
    screenshot(page, "bot")
    href = games.first.get_attribute("href")
    games.first.click()
    page.wait_for_url(f"{live_server}{href}")


def test_the_directory_finds_a_bot_by_its_name(
    live_server: str, new_page: Any, arena: dict[str, Any]
) -> None:
    name = arena["bots"][1]
    served = requests.get(f"{live_server}/v1/bots", timeout=TIMEOUT).status_code == 200
    page = new_page()
    page.goto(f"{live_server}/bots")
    assert page.title() == "Bots: Shithead" and "online" in described(page)
    page.wait_for_selector("#boards a")
    assert page.locator('#boards a[href="/leaderboards/classic"]').count() == 1
    page.fill("#q", name)
    if served:
        page.click("#search button[type=submit]")
        row = page.locator("#directory tbody tr").filter(
            has=page.locator(f'a[href="/bots/{name}"]')
        )
        row.wait_for()
        assert "classic" in row.inner_text()
        assert_accessible(page, "the bots' directory")
        screenshot(page, "bots")
        row.locator(f'a[href="/bots/{name}"]').click()
    else:
        # no directory on this server: the page says so, and a name still opens its profile
        page.wait_for_function(
            "() => document.querySelector('#directory-status').textContent.includes('not served')"
        )
        assert_accessible(page, "the bots' directory")
        screenshot(page, "bots")
        page.click("#search button[type=submit]")
    page.wait_for_url(f"{live_server}/bots/{name}")
    page.wait_for_selector("#main[data-loaded]")


def test_a_rulesets_leaderboard_ranks_the_rated_bots(
    live_server: str, new_page: Any, arena: dict[str, Any]
) -> None:
    page = new_page()
    page.goto(f"{live_server}/leaderboards/classic")
    page.wait_for_selector("#main[data-loaded]")
    assert page.title() == "Leaderboard of classic: Shithead" and "classic" in described(page)
    ratings = {}
    for name in arena["bots"]:
        profile = requests.get(f"{live_server}/v1/bots/{name}", timeout=TIMEOUT).json()
        ratings[name] = profile["ratings"]["classic"]
    for name, rating in ratings.items():
        row = page.locator("#board tbody tr").filter(has=page.locator(f'a[href="/bots/{name}"]'))
        assert row.count() == 1, name
        shown = rating["rating"] if "rating" in rating else rating["ordinal"]  # the ordinal
        assert row.locator("td").nth(1).inner_text() == fixed(shown)
        assert row.locator("svg.chart").count() == 1
    # ties, which ratings stored to four places can be, are written as the page writes them
    for tie in (-3.125, 3.125, -0.375, 2.5):
        assert page.evaluate("x => x.toFixed(2)", tie) == fixed(tie)
    shown = [float(t) for t in page.locator("#board tbody tr td:nth-child(3)").all_inner_texts()]
    assert shown == sorted(shown, reverse=True)  # best first
    assert page.locator(f'#rladders a[href="/ladders/{arena["ladder"]["id"]}"]').count() == 1
    assert_accessible(page, "a ruleset's leaderboard")
    screenshot(page, "leaderboard")


def wait_tournament(base: str, tid: str, predicate: Any, what: str) -> dict[str, Any]:
    def got() -> dict[str, Any] | None:
        t: dict[str, Any] = requests.get(f"{base}/v1/tournaments/{tid}", timeout=TIMEOUT).json()
        return t if predicate(t) else None

    found: dict[str, Any] = wait_for(got, 120, what)
    return found


def test_the_tournament_page_fills_its_crosstable_and_the_lobby_lists_what_runs(
    live_server: str, new_page: Any, organiser_token: str, arena: dict[str, Any]
) -> None:
    def start(participants: list[Any]) -> str:
        made = requests.post(
            f"{live_server}/v1/tournaments",
            timeout=TIMEOUT,
            headers=bearer(organiser_token),
            json={"ruleset": QUICK, "participants": participants},
        )
        assert made.status_code == 201, made.text
        tid: str = made.json()["id"]
        return tid

    # a registered bot that is not running holds its tournament (its clock is a minute a
    # move), so the lobby lists one as being played for as long as the test looks
    from tests.api.test_ladders import register

    idle = register(live_server, "idle")
    held = start([{"account": idle["name"]}, "random"])
    quick = start(
        [
            {"bot": "random", "name": "rand-a"},
            {"bot": "random", "name": "rand-b"},
            {"bot": "heuristic", "name": "heur-a"},
            {"bot": "heuristic", "name": "heur-b"},
        ]
    )
    page = new_page()
    page.goto(f"{live_server}/tournaments/{quick}")
    # the page reads the tournament again while it runs: the crosstable fills as games end
    page.wait_for_selector("#crosstable tbody tr", timeout=60_000)
    page.wait_for_function(
        "() => document.querySelector('#progress').value === document.querySelector('#progress').max",
        timeout=90_000,
    )
    t = wait_tournament(live_server, quick, lambda t: t["status"] == "done", "the round robin")
    page.wait_for_function(
        "n => [...document.querySelectorAll('#crosstable td[data-pair]')].length === n", arg=4 * 3
    )
    # each pair's cell is the games between them, row against column
    names = [p["name"] for p in t["participants"]]
    meetings = {(a, b): 0 for a in range(4) for b in range(4)}
    for g in t["games"]:
        a, b = g["seats"]
        meetings[(a, b)] += 1
        meetings[(b, a)] += 1
    for (a, b), n in meetings.items():
        if a != b:
            cell = page.locator(f'#crosstable td[data-pair="{a}-{b}"]').inner_text()
            assert cell.endswith(f" of {n}"), (names[a], names[b], cell)
    rows = page.locator("#crosstable tbody tr th").all_inner_texts()
    assert [r.split(". ", 1)[1] for r in rows] == [s["name"] for s in t["standings"]]
    # in games of two seats a row's total is its points in the standings
    totals = page.locator("#crosstable tbody tr td:last-child strong").all_inner_texts()
    assert [float(x.replace("½", ".5")) for x in totals] == [s["points"] for s in t["standings"]]
    assert_accessible(page, "a tournament's crosstable")
    screenshot(page, "tournament-crosstable")

    page.goto(f"{live_server}/")
    running = page.locator("#tournaments-running")
    running.locator(f'a[href="/tournaments/{held}"]').wait_for()
    assert running.locator(f'a[href="/tournaments/{quick}"]').count() == 0
    assert idle["name"] in running.inner_text()
    assert_accessible(page, "the lobby with its tournaments")
    page.wait_for_selector("#tournaments-upcoming li")
    requests.post(
        f"{live_server}/v1/tournaments/{held}/cancel",
        timeout=TIMEOUT,
        headers=bearer(organiser_token),
        json={},
    )


def test_an_upcoming_tournament_shows_its_entries_and_the_lobby_lists_it(
    live_server: str, new_page: Any, organiser_token: str, arena: dict[str, Any]
) -> None:
    made = requests.post(
        f"{live_server}/v1/tournaments",
        timeout=TIMEOUT,
        headers=bearer(organiser_token),
        json={"ruleset": QUICK, "entry": "open", "starts_at": time.time() + 3000, "max_entries": 8},
    )
    if made.status_code == 422 and "starts_at" in made.json().get("errors", {}):
        pytest.skip(
            "this service has no scheduled tournaments (POST /v1/tournaments refuses starts_at)"
        )
    assert made.status_code == 201, made.text
    tid = made.json()["id"]
    page = new_page()
    page.goto(f"{live_server}/tournaments/{tid}")
    page.wait_for_selector("#entries-panel:not([hidden]) #entries li")
    assert "No bot has entered yet." in page.inner_text("#entries")
    assert f"/v1/tournaments/{tid}/entries" in page.inner_text("#entry-rules")
    for token in arena["tokens"][:2]:
        entered = requests.post(
            f"{live_server}/v1/tournaments/{tid}/entries", headers=bearer(token), timeout=TIMEOUT
        )
        assert entered.status_code == 201, entered.text
    # the page reads the tournament again before its start: the entries appear, linked
    for name in arena["bots"][:2]:
        page.locator(f'#entries a[href="/bots/{name}"]').wait_for()
    assert "2 entered" in page.inner_text("#entry-rules")
    assert page.locator("#crosstable-panel").is_hidden()
    assert_accessible(page, "an upcoming tournament's entries")
    screenshot(page, "tournament-upcoming")
    page.goto(f"{live_server}/")
    page.locator(f'#tournaments-upcoming a[href="/tournaments/{tid}"]').wait_for()
    assert "open entry" in page.inner_text("#tournaments-upcoming")
    requests.post(
        f"{live_server}/v1/tournaments/{tid}/cancel",
        timeout=TIMEOUT,
        headers=bearer(organiser_token),
        json={},
    )


@pytest.mark.parametrize(
    ("path", "what", "ident"),
    [
        ("/bots/no-such-bot-here", "bot", "no-such-bot-here"),
        ("/ladders/nope", "ladder", "nope"),
        ("/leaderboards/no-such-rules", "ruleset", "no-such-rules"),
    ],
)
def test_an_unknown_competition_answers_a_plain_not_found_page(
    live_server: str, new_page: Any, path: str, what: str, ident: str
) -> None:
    resp = requests.get(f"{live_server}{path}", timeout=TIMEOUT)
    assert resp.status_code == 404
    assert resp.headers["Content-Type"].startswith("text/html")
    assert "frame-ancestors 'none'" in resp.headers["Content-Security-Policy"]
    page = new_page()
    answered = page.goto(f"{live_server}{path}")
    assert answered.status == 404
    assert page.inner_text("h1") == f"No such {what}"
    assert page.title() == f"No such {what}: Shithead"
    assert described(page) == f"There is no {what} {ident} on this service."
    assert_accessible(page, f"not found: {what}")

"""The replay page checks the hash chain and the signature in the browser (chain.js, against
the keys of ``GET /v1/keys``) before it asks the service to replay the rules, and says which
check ran where; a document the browser refuses is never sent to the service."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
import requests
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

from api.http.pages import CONTENT_SECURITY_POLICY
from engine.replays import chain, genesis_hash
from engine.signing import sign
from tests.browser.conftest import screenshot
from tests.stores import redis_client


@pytest.fixture(scope="module")
def signed(live_server: str) -> dict[str, Any]:
    """A finished bot game's replay as the service exports it (a name beyond ASCII in it)."""
    created = requests.post(
        f"{live_server}/v1/games",
        timeout=30,
        json={
            "ruleset": {"preset": "special-cards"},
            "turn_cap": 12,
            "play_out": True,
            "seats": [{"bot": "random", "name": "Zoë 😀"}, {"bot": "heuristic", "name": "bob"}],
        },
    )
    assert created.status_code == 201, created.text
    doc: dict[str, Any] = requests.get(
        f"{live_server}/v1/games/{created.json()['id']}/replay", timeout=10
    ).json()
    assert doc["over"] is True
    return doc


def rechain(doc: dict[str, Any]) -> dict[str, Any]:
    prev = genesis_hash(doc)
    for item in doc["events"]:
        prev = chain(prev, item)
        item["hash"] = prev
    return doc


def unsigned(doc: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in doc.items() if k != "signature"}


class Watched:
    """A page and the API calls it made, in order; failing on a Content-Security-Policy report."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.calls: list[str] = []
        self.console: list[str] = []
        page.on(
            "request",
            lambda r: (
                self.calls.append(f"{r.method} {r.url.split('/', 3)[3]}")
                if "/v1/" in r.url
                else None
            ),
        )
        page.on("console", lambda m: self.console.append(m.text))

    def open_file(self, path: Path) -> None:
        self.calls.clear()
        self.page.eval_on_selector("#badge", "b => { b.dataset.kind = 'stale'; }")
        self.page.set_input_files("#file", str(path))
        self.page.wait_for_selector('#badge:not([data-kind="stale"]):not([data-kind="pending"])')

    def line(self, check: str) -> str:
        text: str = self.page.inner_text(f'#checks li[data-check="{check}"]')
        return text

    def no_csp_report(self) -> None:
        assert not [m for m in self.console if "Content Security Policy" in m], self.console


def test_a_stored_game_is_checked_here_then_replayed_by_the_service(
    live_server: str, new_page: Any, signed: dict[str, Any]
) -> None:
    page = Watched(new_page())
    resp = page.page.goto(f"{live_server}/games/{signed['game_id']}/replay")
    assert resp.headers["content-security-policy"] == CONTENT_SECURITY_POLICY  # not loosened
    assert (
        "script-src 'self'" in CONTENT_SECURITY_POLICY and "unsafe" not in CONTENT_SECURITY_POLICY
    )
    page.page.wait_for_selector('#badge[data-kind="valid"]')
    key = signed["signature"]["key_id"]
    assert (
        page.line("chain")
        == f"hash chain: checked in this browser ({len(signed['events'])} events)"
    )
    assert page.line("signature") == f"signature: checked in this browser, key {key}"
    assert page.line("rules") == "rules: replayed by the service"
    # the keys were fetched, and the chain and the signature checked, before the rules replay was asked
    verify = next(i for i, c in enumerate(page.calls) if c.startswith("POST v1/replays/verify"))
    assert "GET v1/keys" in page.calls[:verify]
    page.no_csp_report()
    screenshot(page.page, "replay-checks")


def test_a_changed_header_is_refused_in_the_browser_with_its_pointer(
    live_server: str, new_page: Any, signed: dict[str, Any], tmp_path: Path
) -> None:
    page = Watched(new_page())
    page.page.goto(f"{live_server}/replay")
    renamed = copy.deepcopy(signed)
    renamed["seats"][0]["name"] = "mallory"
    (tmp_path / "renamed.json").write_text(json.dumps(renamed))
    page.open_file(tmp_path / "renamed.json")
    assert page.page.inner_text("#badge") == "✘ invalid at /events/0/hash"
    assert "checked in this browser" in page.page.inner_text("#badge-detail")
    assert page.line("chain") == "hash chain: broken at /events/0/hash, checked in this browser"
    assert page.line("rules") == "rules: not replayed (the checks in this browser failed)"
    assert not [c for c in page.calls if c.startswith("POST")]  # the service was not asked
    assert page.page.locator("#player").is_hidden()
    screenshot(page.page, "replay-checks-tampered")

    # an event changed in place: the chain breaks at that event's hash
    played = copy.deepcopy(signed)
    i = next(i for i, e in enumerate(played["events"]) if e["event"]["type"] == "CardsPlayed")
    played["events"][i]["event"]["cards"] = ["AS"]
    (tmp_path / "played.json").write_text(json.dumps(played))
    page.open_file(tmp_path / "played.json")
    assert page.page.inner_text("#badge") == f"✘ invalid at /events/{i}/hash"
    page.no_csp_report()


def test_a_recomputed_chain_is_refused_by_its_signature_in_the_browser(
    live_server: str, redis_url: str, new_page: Any, signed: dict[str, Any], tmp_path: Path
) -> None:
    """The forgery anyone can make (a seat renamed, the chain recomputed): with the old
    signature it fails the signature; unsigned, or signed by a key the service never listed,
    it is unauthenticated. Re-signed with the service's own key (only the service can) and
    holding an illegal move, it passes the browser's part and the service's rules replay
    refuses it."""
    from api.games.replays import SigningKeys

    page = Watched(new_page())
    page.page.goto(f"{live_server}/replay")
    forged = rechain(
        {
            **copy.deepcopy(signed),
            "seats": [{**signed["seats"][0], "name": "mallory"}, signed["seats"][1]],
        }
    )
    stranger = sign(unsigned(forged), Ed25519PrivateKey.generate())
    cases = [
        (
            "kept",
            forged,
            "✘ invalid at /signature/value",
            "signature: does not match the document, checked in this browser",
        ),
        (
            "dropped",
            unsigned(forged),
            "✘ unauthenticated: not signed",
            "signature: none, checked in this browser",
        ),
        (
            "stranger",
            stranger,
            "✘ unauthenticated: signed by a key this service does not list",
            "signature: by a key the service does not list, checked in this browser",
        ),
    ]
    for name, doc, badge_text, line in cases:
        (tmp_path / f"{name}.json").write_text(json.dumps(doc))
        page.open_file(tmp_path / f"{name}.json")
        assert page.page.inner_text("#badge") == badge_text, name
        assert page.line("signature") == line
        assert (
            page.line("chain")
            == f"hash chain: checked in this browser ({len(doc['events'])} events)"
        )
        assert not [c for c in page.calls if c.startswith("POST")], name
        if name == "dropped":
            screenshot(page.page, "replay-checks-unsigned", phone_too=False)

    illegal = copy.deepcopy(unsigned(signed))
    i = next(i for i, e in enumerate(illegal["events"]) if e["event"]["type"] == "CardsPlayed")
    illegal["events"][i]["event"]["cards"] = ["AS"]
    r = redis_client(redis_url)
    try:
        resigned = SigningKeys(r).sign(rechain(illegal))
    finally:
        r.close()
    (tmp_path / "illegal.json").write_text(json.dumps(resigned))
    page.open_file(tmp_path / "illegal.json")
    assert (
        page.line("signature")
        == f"signature: checked in this browser, key {resigned['signature']['key_id']}"
    )
    assert page.line("rules") == "rules: replayed by the service"
    assert "POST v1/replays/verify?views=true" in page.calls
    assert page.page.inner_text("#badge").startswith(f"✘ invalid at /events/{i}")
    page.no_csp_report()


def test_the_browser_reads_numbers_exactly(
    live_server: str, redis_url: str, new_page: Any, tmp_path: Path
) -> None:
    """A contributed deal's deadline that happens to be whole (1764312345.0) and an integer
    past 2^53 in the header, rechained and signed by the service: JSON.parse would read 1.0 as
    1 and round the integer, and no hash would match; the page's check reads the text exactly."""
    from api.games.replays import SigningKeys

    created = requests.post(
        f"{live_server}/v1/games",
        timeout=30,
        json={
            "ruleset": {"preset": "classic"},
            "deal_mode": "contributed",
            "turn_cap": 12,
            "play_out": True,
            "seats": [{"bot": "random"}, {"bot": "random"}],
        },
    ).json()
    doc = unsigned(
        requests.get(f"{live_server}/v1/games/{created['id']}/replay", timeout=10).json()
    )
    doc["deal_deadline"] = 1764312345.0
    doc["options"] = {**doc["options"], "exact": 2**60 + 1}
    r = redis_client(redis_url)
    try:
        signed = SigningKeys(r).sign(rechain(doc))
    finally:
        r.close()
    (tmp_path / "exact.json").write_text(json.dumps(signed))
    page = Watched(new_page())
    page.page.goto(f"{live_server}/replay")
    page.open_file(tmp_path / "exact.json")
    assert (
        page.line("chain")
        == f"hash chain: checked in this browser ({len(signed['events'])} events)"
    )
    assert (
        page.line("signature")
        == f"signature: checked in this browser, key {signed['signature']['key_id']}"
    )
    assert page.line("rules") == "rules: replayed by the service"
    page.no_csp_report()


def test_a_results_document_has_its_signature_checked_here_and_its_games_by_the_service(
    live_server: str, new_page: Any, tmp_path: Path
) -> None:
    """A match's results (no chain of their own): the signature in the browser, the rest (every
    game's replay, the standings) by the service; changed after signing, refused here."""
    import time

    match = requests.post(
        f"{live_server}/v1/matches",
        timeout=30,
        json={
            "ruleset": {"preset": "classic", "options": {"turn_cap": 30}},
            "games": 1,
            "seed": "page-results",
            "seats": [{"bot": "random"}, {"bot": "heuristic"}],
        },
    ).json()
    deadline = time.monotonic() + 60
    while (
        requests.get(f"{live_server}/v1/matches/{match['id']}", timeout=10).json()["status"]
        != "over"
    ):
        assert time.monotonic() < deadline, "the match of bots did not finish"
        time.sleep(0.2)
    resp = requests.get(f"{live_server}/v1/matches/{match['id']}/results", timeout=10)
    assert resp.status_code == 200, resp.text
    (tmp_path / "results.json").write_bytes(resp.content)
    page = Watched(new_page())
    page.page.goto(f"{live_server}/replay")
    page.open_file(tmp_path / "results.json")
    key = resp.json()["signature"]["key_id"]
    assert page.line("chain").startswith("hash chain: none in a results document")
    assert page.line("signature") == f"signature: checked in this browser, key {key}"
    assert page.line("rules") == "rules: replayed by the service"
    page.page.wait_for_selector('#badge[data-kind="valid"]')

    changed = {**resp.json(), "standings": resp.json()["standings"][::-1]}
    (tmp_path / "changed.json").write_text(json.dumps(changed))
    page.open_file(tmp_path / "changed.json")
    assert page.page.inner_text("#badge") == "✘ invalid at /signature/value"
    assert not [c for c in page.calls if c.startswith("POST")]
    page.no_csp_report()

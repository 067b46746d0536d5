"""Every exit through a real gunicorn, whoever holds the seat: a person (the seat's token), a
registered pull bot and a registered push bot (each with its own token, having seated
itself), in games of two (unclocked) and of four (clocked), a preset for each; and open
seats that expire beside each of them. Each game's replay is valid with the service's keys,
checked offline by the engine alone, and logs the exit with its cause.

The test holds the pace: a second person, bob, sits at every table and moves only when the
test moves him, so an exit lands where the test means it to (mid-game for a resignation and
a leave, in setup for an abort), whatever the bots do meanwhile.
"""

from __future__ import annotations

import time
import uuid
from dataclasses import dataclass
from typing import Any

import pytest
import requests

from engine.audit import audit
from engine.signing import key_id, load_public

TIMEOUT = 30
CLOCK = {"initial_ms": 600_000, "increment_ms": 1_000}
#: A table of two is unclocked, a table of four clocked; each holder plays its own preset.
TABLES = {
    2: (False, {"person": "classic", "pull": "reverse", "push": "green-cutthroat-2018"}),
    4: (
        True,
        {"person": "green-shithead-2018", "pull": "doubly-reversed", "push": "green-shithead-2006"},
    ),
}
HOLDERS = ("person", "pull", "push")


def auth(token: str | None) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"} if token else {}


@dataclass(frozen=True)
class Holder:
    """Who holds seat 0: its seat in the create request, and a registered bot's own token
    (it creates the game, seating itself with its consent, and takes the exit)."""

    kind: str
    seat: dict[str, Any]
    bot_token: str | None = None


def holder(base: str, kind: str, push_bots: Any) -> Holder:
    if kind == "person":
        return Holder(kind, {"name": "ann"})
    body: dict[str, Any] = {"name": f"exit-{kind}-{uuid.uuid4().hex[:8]}", "kind": kind}
    if kind == "push":
        body["url"] = push_bots.url("first")
    resp = requests.post(f"{base}/v1/bots", json=body, timeout=TIMEOUT)
    assert resp.status_code == 201, resp.text
    return Holder(kind, {"account": resp.json()["name"]}, resp.json()["token"])


def new_game(
    base: str, who: Holder, players: int, *, second: dict[str, Any] | None = None, **extra: Any
) -> tuple[dict[str, Any], str]:
    """A game with ``who`` at seat 0, bob (or ``second``) at seat 1 and built-in bots after
    them; the game, and the token seat 0's exits are taken with."""
    clocked, presets = TABLES[players]
    seats = [
        who.seat,
        second or {"name": "bob"},
        *[{"bot": "random"}, {"bot": "heuristic"}][: players - 2],
    ]
    body = {
        "ruleset": {"preset": presets[who.kind], "options": {"turn_cap": 80}},
        "seats": seats,
        **extra,
    }
    if clocked:
        body["clock"] = CLOCK
    resp = requests.post(
        f"{base}/v1/games", json=body, headers=auth(who.bot_token), timeout=TIMEOUT
    )
    assert resp.status_code == 201, resp.text
    game: dict[str, Any] = resp.json()
    assert game["seats"][0]["bot"] == ("push" if who.kind == "push" else None)
    return game, who.bot_token or game["seats"][0]["token"]


def drive(
    base: str, gid: str, tokens: dict[int, str], until: Any, seconds: float = 120.0
) -> dict[str, Any]:
    """Move the seats of ``tokens`` (getting ready when they may, else their first legal move)
    until ``until(game)``; the game then."""
    deadline = time.monotonic() + seconds
    while True:
        game: dict[str, Any] = requests.get(f"{base}/v1/games/{gid}", timeout=TIMEOUT).json()
        if until(game):
            return game
        assert game["result"] is None and time.monotonic() < deadline, (
            game["phase"],
            game["to_act"],
        )
        mine = [s for s in game["to_act"] if s in tokens]
        if mine:
            token = tokens[mine[0]]
            legal = requests.get(
                f"{base}/v1/games/{gid}/legal-moves", headers=auth(token), timeout=TIMEOUT
            ).json()
            if legal["actions"]:
                move = next(
                    (a for a in legal["actions"] if a["kind"] == "ready"), legal["actions"][0]
                )
                resp = requests.post(
                    f"{base}/v1/games/{gid}/actions",
                    headers=auth(token),
                    timeout=TIMEOUT,
                    json={"action": move, "expected_version": legal["version"]},
                )
                assert resp.status_code in (201, 409), (
                    resp.text
                )  # 409: the game moved on; read again
                continue
        requests.get(
            f"{base}/v1/games/{gid}/events?after={game['version']}&wait=2", timeout=TIMEOUT
        )


def valid_replay(base: str, gid: str) -> dict[str, Any]:
    """The game's replay, once the engine alone finds it valid with the keys the service lists."""
    keys = {}
    for entry in requests.get(f"{base}/v1/keys", timeout=TIMEOUT).json()["keys"]:
        key = load_public(entry["public_key"])
        assert key_id(key) == entry["id"]
        keys[entry["id"]] = key
    doc: dict[str, Any] = requests.get(f"{base}/v1/games/{gid}/replay", timeout=TIMEOUT).json()
    verdict = audit(doc, keys=keys)
    assert verdict["status"] == "valid", verdict
    return doc


def causes_of(doc: dict[str, Any], kind: str) -> list[dict[str, Any]]:
    return [
        e["cause"]
        for e in doc["events"]
        if e["cause"]
        and isinstance(e["cause"].get("action"), dict)
        and e["cause"]["action"]["kind"] == kind
    ]


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("kind", HOLDERS)
@pytest.mark.parametrize("exit_", ["resign", "leave", "abort"])
def test_every_exit_by_every_holder(
    live_server: str, push_bots: Any, exit_: str, kind: str, players: int
) -> None:
    clocked = TABLES[players][0]
    who = holder(live_server, kind, push_bots)
    game, token = new_game(live_server, who, players)
    gid, bob = game["id"], game["seats"][1]["token"]
    moved = (
        {1: bob} if kind == "push" else {0: token, 1: bob}
    )  # a push bot's moves are the service's
    if exit_ != "abort":  # mid-game: a play made, bob to move
        began: list[int] = []

        def mid_game(g: dict[str, Any]) -> bool:
            if g["phase"] == "playing" and not began:
                began.append(g["version"])
            return bool(began) and g["version"] > began[0] and g["to_act"] == [1]

        drive(live_server, gid, moved, mid_game)
    else:
        assert drive(live_server, gid, {}, lambda g: True)["phase"] == "setup"  # bob is not ready
    resp = requests.post(
        f"{live_server}/v1/games/{gid}/{exit_}", headers=auth(token), json={}, timeout=TIMEOUT
    )
    assert resp.status_code == 201, resp.text
    answer = resp.json()["game"]
    if exit_ == "resign":
        assert answer["result"]["reason"] == "resigned" and answer["result"]["loser"] == 0
    elif exit_ == "abort":
        assert answer["result"]["reason"] == "aborted" and answer["result"]["order"] == []
    else:  # the heuristic bot plays the seat out, bob beside it
        assert answer["seats"][0]["left"] == {"version": resp.json()["version"], "bot": "heuristic"}
        refused = requests.post(
            f"{live_server}/v1/games/{gid}/resign", headers=auth(token), timeout=TIMEOUT
        )
        assert refused.status_code == 403 and refused.json()["code"] == "seat_left"
        final = drive(live_server, gid, {1: bob}, lambda g: g["result"] is not None)
        assert final["seats"][0]["left"]["bot"] == "heuristic"
    doc = valid_replay(live_server, gid)
    (cause,) = causes_of(doc, exit_)
    assert cause["seat"] == 0 and ("at_ms" in cause) == clocked
    assert cause.get("bot") == (
        "push" if kind == "push" else None
    )  # the push bot's, as its moves are
    if exit_ == "leave":  # its moves from then on are the substitute's
        at = next(i for i, e in enumerate(doc["events"]) if e["event"]["type"] == "SeatLeft")
        after = [
            e["cause"]
            for e in doc["events"][at + 1 :]
            if e["cause"] and e["cause"].get("seat") == 0
        ]
        assert after and all(c.get("bot") == "heuristic" for c in after)


@pytest.mark.parametrize(("players", "on_expiry"), [(2, "abort"), (4, "bot")])
@pytest.mark.parametrize("kind", HOLDERS)
def test_open_seats_expire_beside_every_holder(
    live_server: str, push_bots: Any, kind: str, players: int, on_expiry: str
) -> None:
    """Seat 1 is open for a second; nobody reads the game until the watcher has dealt with it
    (the listing reads the games' records alone)."""
    who = holder(live_server, kind, push_bots)
    game, token = new_game(
        live_server, who, players, second={"open": True}, open_seat_ttl_s=1, on_expiry=on_expiry
    )
    gid = game["id"]
    assert game["open_until"] is not None and game["on_expiry"] == on_expiry

    def listed() -> dict[str, Any] | None:
        rows = requests.get(f"{live_server}/v1/games?limit=200", timeout=TIMEOUT).json()["games"]
        return next((g for g in rows if g["id"] == gid), None)

    deadline = time.monotonic() + 30
    while (row := listed()) is None or (
        row["status"] != "over" if on_expiry == "abort" else row["seats"][1]["kind"] != "bot"
    ):
        assert time.monotonic() < deadline, f"the open seat of {gid} did not expire"
        time.sleep(0.1)
    assert row["open_until"] is None
    if on_expiry == "abort":
        doc = valid_replay(live_server, gid)
        assert doc["result"]["reason"] == "aborted"
        (cause,) = causes_of(doc, "expire")
        assert cause["seat"] is None and cause["action"]["seats"] == [1]
        return
    # the heuristic bot took the seat and the game goes on, seat 0 played to the end
    drive(live_server, gid, {} if kind == "push" else {0: token}, lambda g: g["result"] is not None)
    doc = valid_replay(live_server, gid)
    assert doc["seats"][1]["kind"] == "bot" and not causes_of(doc, "expire")

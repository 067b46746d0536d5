"""Moves that commute are not conflicts: a setup move sent with a version other seats have
moved past is applied now when nothing of its seat changed (docs/api.md, "Moves that
commute"), through a real gunicorn on one Redis and on a cluster (``BOTH_STORES``)."""

from __future__ import annotations

import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
import requests

from engine.commute import commutes
from engine.game import Game
from engine.rules.presets import build_ruleset

TIMEOUT = 10


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def create(base: str, seats: Any, preset: str = "classic") -> dict[str, Any]:
    r = requests.post(f"{base}/v1/games", json={"ruleset": preset, "seats": seats}, timeout=TIMEOUT)
    assert r.status_code == 201, r.text
    body: dict[str, Any] = r.json()
    return body


def act(base: str, gid: str, token: str, action: dict[str, Any], version: int) -> requests.Response:
    return requests.post(
        f"{base}/v1/games/{gid}/actions",
        headers=auth(token),
        timeout=TIMEOUT,
        json={"action": action, "expected_version": version},
    )


def game(base: str, gid: str, token: str | None = None) -> dict[str, Any]:
    r = requests.get(
        f"{base}/v1/games/{gid}", headers=auth(token) if token else {}, timeout=TIMEOUT
    )
    assert r.status_code == 200, r.text
    body: dict[str, Any] = r.json()
    return body


def test_a_persons_ready_after_a_bot_readied_is_applied_at_the_current_version(
    live_server: str,
) -> None:
    g = create(live_server, [{"name": "ann"}, {"bot": "heuristic"}])
    gid, token, sent = g["id"], g["seats"][0]["token"], g["version"]
    deadline = time.monotonic() + 20
    while True:  # the bot's ready is the policy's, after the create answered
        seen = game(live_server, gid)
        if seen["view"]["seats"][1]["ready"]:
            break
        assert time.monotonic() < deadline, seen
        time.sleep(0.05)
    assert seen["version"] > sent
    r = act(live_server, gid, token, {"kind": "ready"}, sent)
    assert r.status_code == 201, r.text
    body = r.json()
    assert body["rebased_from"] == sent
    assert body["events"][0]["seq"] == seen["version"] + 1
    assert body["events"][0]["cause"] == {"seat": 0, "action": {"kind": "ready"}}
    assert body["game"]["phase"] == "playing"
    # the same ready again is no longer the same seat's position: a conflict
    again = act(live_server, gid, token, {"kind": "ready"}, sent)
    assert again.status_code == 409, again.text
    assert again.json()["code"] == "version_conflict"


def legal(base: str, gid: str, token: str) -> dict[str, Any]:
    r = requests.get(f"{base}/v1/games/{gid}/legal-moves", headers=auth(token), timeout=TIMEOUT)
    assert r.status_code == 200, r.text
    body: dict[str, Any] = r.json()
    return body


def set_up(base: str, gid: str, token: str) -> list[requests.Response]:
    """A seat's setup to its ready, each move decided on the version its legal moves were
    read at (the other seats moving meanwhile)."""
    answers = []
    while True:
        moves = legal(base, gid, token)
        if moves["phase"] != "setup" or not moves["actions"]:
            return answers
        ready = [a for a in moves["actions"] if a["kind"] == "ready"]
        answers.append(act(base, gid, token, (ready or moves["actions"])[0], moves["version"]))
        if ready or answers[-1].status_code != 201:
            return answers


@pytest.mark.parametrize("preset", ["classic", "green-cutthroat-2018", "green-shithead-2006"])
def test_four_people_racing_their_setup_all_land(live_server: str, preset: str) -> None:
    g = create(live_server, 4, preset)
    gid, sent = g["id"], g["version"]
    tokens = [s["token"] for s in g["seats"]]
    # each seat's first move, all decided on the creation's version
    firsts = [legal(live_server, gid, t)["actions"][0] for t in tokens]
    with ThreadPoolExecutor(4) as pool:
        answers = list(
            pool.map(lambda i: act(live_server, gid, tokens[i], firsts[i], sent), range(4))
        )
    assert [a.status_code for a in answers] == [201] * 4, [a.text for a in answers]
    rebased = [a.json().get("rebased_from") for a in answers]
    assert None in rebased and set(rebased) <= {None, sent}
    # and the rest of every seat's setup, side by side: nothing is refused, the game plays
    with ThreadPoolExecutor(4) as pool:
        rest = [a for seat in pool.map(lambda t: set_up(live_server, gid, t), tokens) for a in seat]
    assert [a.status_code for a in rest] == [201] * len(rest), [a.text for a in rest]
    assert game(live_server, gid)["phase"] == "playing"
    # the log holds each seat's ready once, after its own setup moves
    page = requests.get(
        f"{live_server}/v1/games/{gid}/events", params={"after": sent}, timeout=TIMEOUT
    ).json()
    readied = [
        e["cause"]["seat"]
        for e in page["events"]
        if e.get("cause", {}).get("action", {}).get("kind") == "ready"
    ]
    assert sorted(readied) == [0, 1, 2, 3]


def test_a_move_whose_seat_changed_is_still_a_conflict(live_server: str) -> None:
    g = create(live_server, 2)
    gid, sent = g["id"], g["version"]
    tokens = [s["token"] for s in g["seats"]]
    readies = [act(live_server, gid, t, {"kind": "ready"}, sent) for t in tokens]
    assert [r.status_code for r in readies] == [201, 201], [r.text for r in readies]
    assert readies[1].json()["rebased_from"] == sent
    playing = game(live_server, gid)
    assert playing["phase"] == "playing"
    # play began: whoever is not to act finds the game moved under it once the other plays
    mover = playing["to_act"][0]
    other = 1 - mover
    moves = requests.get(
        f"{live_server}/v1/games/{gid}/legal-moves", headers=auth(tokens[mover]), timeout=TIMEOUT
    ).json()["actions"]
    version = playing["version"]
    assert act(live_server, gid, tokens[mover], moves[0], version).status_code == 201
    late = act(live_server, gid, tokens[mover], moves[0], version)
    assert late.status_code == 409 and late.json()["code"] == "version_conflict", late.text
    stale = act(live_server, gid, tokens[other], {"kind": "pickup"}, version)
    assert stale.status_code == 409 and stale.json()["code"] == "version_conflict", stale.text


def test_the_rule_is_the_seats_legal_moves_and_own_cards() -> None:
    g = Game(build_ruleset("classic"), 2)
    st, _ = g.start(seed="commute")
    before = st.copy()
    # the other seat's swap changes nothing of seat 0's
    swap = next(a for a in st.legal_actions(1) if a.kind == "swap")
    st.apply(1, swap)
    assert commutes(before, st, 0)
    assert not commutes(before, st, 1)  # its own cards moved
    # a seat's own ready changes its legal moves
    after_ready = before.copy()
    after_ready.apply(0, next(a for a in before.legal_actions(0) if a.kind == "ready"))
    assert not commutes(before, after_ready, 0)
    # the last ready starts play: every seat's moves change
    both = after_ready.copy()
    both.apply(1, next(a for a in both.legal_actions(1) if a.kind == "ready"))
    assert not commutes(after_ready, both, 1)


def test_a_resignation_racing_the_others_setup_lands_once(live_server: str) -> None:
    """An exit takes no version: decided on whatever the others' racing setup moves left, it
    lands once, and each ready lands before it or is refused (409: the game it was decided
    on has ended, so nothing of it commutes)."""
    from engine.replays import verify_document

    g = create(live_server, 4)
    gid, sent = g["id"], g["version"]
    tokens = [s["token"] for s in g["seats"]]

    def send(i: int) -> requests.Response:
        if i == 0:
            return requests.post(
                f"{live_server}/v1/games/{gid}/resign", headers=auth(tokens[0]), timeout=TIMEOUT
            )
        return act(live_server, gid, tokens[i], {"kind": "ready"}, sent)

    with ThreadPoolExecutor(4) as pool:
        answers = list(pool.map(send, range(4)))
    assert answers[0].status_code == 201, answers[0].text
    assert answers[0].json()["game"]["result"]["loser"] == 0
    for a in answers[1:]:
        assert a.status_code == 201 or (
            a.status_code == 409 and a.json()["code"] in ("version_conflict", "game_over")
        ), a.text
    doc = requests.get(f"{live_server}/v1/games/{gid}/replay", timeout=TIMEOUT).json()
    assert verify_document(doc)["status"] == "consistent"
    kinds = [e["event"]["type"] for e in doc["events"]]
    assert kinds.count("SeatResigned") == 1 and kinds[-1] == "GameEnded"
    resigned = kinds.index("SeatResigned")
    landed = [a.json()["events"][0]["seq"] for a in answers[1:] if a.status_code == 201]
    assert all(seq <= resigned for seq in landed)  # seqs count from 1, the replay's events from 0
    assert sorted(
        e["cause"]["seat"]
        for e in doc["events"][:resigned]
        if e["cause"] and e["cause"]["action"]["kind"] == "ready"
    ) == [i for i in range(1, 4) if answers[i].status_code == 201]

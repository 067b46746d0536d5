"""The contributed deal through the API: create, commit, reveal, deal, forfeit, verify."""

from __future__ import annotations

import copy
import time
from typing import Any

from api.games.service import GameService
from engine import card_name
from engine.deal import commitment
from engine.fairness import commit_to, contributed_deck
from engine.replays import verify_document
from tests.helpers import auth, play_first_moves, wait_until_to_act
from tests.stores import redis_client

CONTRIB = ["1" * 64, "2" * 64, "3" * 64]


def act(client: Any, gid: str, token: str, action: dict[str, Any]) -> Any:
    version = wait_until_to_act(client, gid)["version"]  # the bot's moves first
    return client.post(
        f"/v1/games/{gid}/actions",
        headers=auth(token),
        json={"action": action, "expected_version": version},
    )


def create(client: Any, **extra: Any) -> dict[str, Any]:
    body = {"ruleset": "classic", "seats": 2, "deal_mode": "contributed", "turn_cap": 10, **extra}
    resp = client.post("/v1/games", json=body)
    assert resp.status_code == 201, resp.get_data(as_text=True)
    created: dict[str, Any] = resp.json
    return created


def test_seats_commit_reveal_and_the_deal_is_derived_from_every_value(app: Any) -> None:
    client = app.test_client()
    svc: GameService = app.extensions["service"]
    g = create(client)
    assert g["deal_mode"] == "contributed" and g["deal_deadline"] > time.time()
    assert g["version"] == 1 and g["seed_commitment"]
    gid, tokens = g["id"], [s["token"] for s in g["seats"]]
    game = client.get(f"/v1/games/{gid}").json
    assert game["phase"] == "dealing" and game["to_act"] == [0, 1]
    moves = client.get(f"/v1/games/{gid}/legal-moves", headers=auth(tokens[0])).json
    assert moves["actions"] == [{"kind": "commit"}]
    # a reveal before every seat committed, a play, a malformed commitment: refused, nothing stored
    for action, code in (
        ({"kind": "reveal", "contribution": CONTRIB[0]}, "illegal_action"),
        ({"kind": "ready"}, "illegal_action"),
        ({"kind": "commit", "commitment": "xyz"}, "validation_failed"),
    ):
        resp = act(client, gid, tokens[0], action)
        assert resp.status_code == 422 and resp.json["code"] == code, resp.json
    assert client.get(f"/v1/games/{gid}").json["version"] == 1
    for s in (0, 1):
        resp = act(client, gid, tokens[s], {"kind": "commit", "commitment": commit_to(CONTRIB[s])})
        assert resp.status_code == 201, resp.json
    moves = client.get(f"/v1/games/{gid}/legal-moves", headers=auth(tokens[1])).json
    assert moves["actions"] == [{"kind": "reveal"}]
    resp = act(client, gid, tokens[1], {"kind": "reveal", "contribution": CONTRIB[2]})
    assert resp.status_code == 422 and resp.json["code"] == "illegal_action"
    for s in (1, 0):
        resp = act(client, gid, tokens[s], {"kind": "reveal", "contribution": CONTRIB[s]})
        assert resp.status_code == 201, resp.json
    # the last reveal dealt, in the same answer; the deck stays hidden while the game runs
    assert [e["type"] for e in resp.json["events"]][:2] == ["ContributionRevealed", "Dealt"]
    assert resp.json["events"][1]["deck"] is None
    game = client.get(f"/v1/games/{gid}").json
    assert game["phase"] == "setup" and game["seed"] is None
    assert game["view"]["contributions"] == [
        {"seat": s, "commitment": commit_to(CONTRIB[s]), "contribution": CONTRIB[s]} for s in (0, 1)
    ]
    play_first_moves(client, gid, tokens)
    doc = client.get(f"/v1/games/{gid}/replay").json
    seed = svc.store.meta(gid)["seed"]
    assert doc["seed"] == seed and commitment(seed) == doc["seed_commitment"]
    assert doc["deal_mode"] == "contributed"
    assert doc["deal_algorithm"].startswith("contributed-sha256/1+")
    loaded = svc.load(gid)
    assert doc["deal"] == [card_name(c) for c in contributed_deck(loaded.game, seed, CONTRIB[:2])]
    assert verify_document(doc)["status"] == "consistent", verify_document(doc)
    resp = client.post("/v1/replays/verify", json=doc)
    assert resp.status_code == 200 and resp.json["valid"] is True


def test_a_forged_contribution_or_mode_does_not_verify(app: Any) -> None:
    client = app.test_client()
    g = create(client, seats=[{"name": "ann"}, {"bot": "heuristic"}])
    gid, token = g["id"], g["seats"][0]["token"]
    act(client, gid, token, {"kind": "commit", "commitment": commit_to(CONTRIB[0])})
    act(client, gid, token, {"kind": "reveal", "contribution": CONTRIB[0]})
    play_first_moves(client, gid, [token, ""])
    doc = client.get(f"/v1/games/{gid}/replay").json
    assert verify_document(doc)["status"] == "consistent", verify_document(doc)
    # the bot's contribution, revealed in the log, with the hash chain recomputed
    reveal = next(
        i
        for i, e in enumerate(doc["events"])
        if e["event"]["type"] == "ContributionRevealed" and e["event"]["seat"] == 1
    )
    forged = copy.deepcopy(doc)
    forged["events"][reveal]["event"]["contribution"] = "4" * 64
    forged["events"][reveal]["cause"]["action"]["contribution"] = "4" * 64
    rechain(forged)
    verdict = verify_document(forged)
    assert verdict["status"] == "invalid" and verdict["pointer"].startswith(f"/events/{reveal}/"), (
        verdict
    )
    # the mode is bound into the hash chain's start
    forged = copy.deepcopy(doc)
    forged["deal_mode"] = "server"
    assert verify_document(forged)["pointer"] == "/deal_algorithm"
    forged["deal_algorithm"] = "hmac-sha256-ctr-fisher-yates/1"
    assert verify_document(forged)["pointer"] == "/deal_deadline"
    forged["deal_deadline"] = None
    assert verify_document(forged)["pointer"] == "/events/0/hash"
    rechain(forged)
    assert verify_document(forged)["pointer"] == "/deal_mode", verify_document(forged)


def rechain(doc: dict[str, Any]) -> None:
    from engine.replays import chain, genesis_hash

    prev = genesis_hash(doc)
    for item in doc["events"]:
        prev = item["hash"] = chain(prev, item)


def test_built_in_bots_commit_and_reveal_by_themselves(app: Any) -> None:
    client = app.test_client()
    g = create(client, seats=[{"bot": "random"}, {"bot": "heuristic"}])
    game = wait_until_to_act(client, g["id"])
    assert game["result"] is not None  # committed, revealed, dealt and played to the end
    doc = client.get(f"/v1/games/{g['id']}/replay").json
    kinds = [e["event"]["type"] for e in doc["events"][:6]]
    assert kinds == [
        "ContributionsRequested",
        "ContributionCommitted",
        "ContributionCommitted",
        "ContributionRevealed",
        "ContributionRevealed",
        "Dealt",
    ]
    assert verify_document(doc)["status"] == "consistent"


def test_a_seat_that_misses_the_deadline_forfeits(app: Any, redis_url: str) -> None:
    client = app.test_client()
    g = create(client, seats=[{"name": "ann"}, {"bot": "heuristic"}], deal_timeout=60)
    gid = g["id"]
    # the bot commits at once; ann does not. Move the deadline into the past.
    assert wait_until_to_act(client, gid)["to_act"] == [0]
    r = redis_client(redis_url)
    r.hset(f"g:{{{gid}}}:meta", "deal_deadline", repr(time.time() - 1))
    app.extensions["service"].repository.cache._states.clear()
    # a late commit is refused: the first request after the deadline logs the forfeit
    resp = act(
        client, gid, g["seats"][0]["token"], {"kind": "commit", "commitment": commit_to(CONTRIB[0])}
    )
    assert resp.status_code == 409 and resp.json["code"] == "game_over", resp.json
    game = client.get(f"/v1/games/{gid}").json
    assert game["result"] == {
        "reason": "forfeit",
        "order": [1],
        "loser": 0,
        "winner": 1,
        "draw": False,
    }
    doc = client.get(f"/v1/games/{gid}/replay").json
    assert doc["events"][-2]["event"] == {"type": "DealForfeited", "seats": [0]}
    assert doc["events"][-2]["cause"] == {"seat": None, "action": {"kind": "timeout"}}
    assert doc["deal"] is None and doc["seed"]
    assert verify_document(doc)["status"] == "consistent", verify_document(doc)


def test_a_contributed_deal_takes_no_seed_or_deck(client: Any) -> None:
    for extra in ({"seed": "x"}, {"deck": ["2C"]}):
        resp = client.post(
            "/v1/games",
            json={"ruleset": "classic", "seats": 2, "deal_mode": "contributed", **extra},
        )
        assert resp.status_code == 422 and resp.json["code"] == "validation_failed"
    resp = client.post("/v1/games", json={"ruleset": "classic", "seats": 2, "deal_timeout": 60})
    assert resp.status_code == 422


def test_a_bot_seats_contribution_stays_secret_until_it_is_revealed(app: Any) -> None:
    client = app.test_client()
    svc: GameService = app.extensions["service"]
    g = create(client, seats=[{"name": "ann"}, {"bot": "heuristic"}])
    gid, token = g["id"], g["seats"][0]["token"]
    secret = svc.store.meta(gid)["contribution:1"]
    assert len(secret) == 64

    def shown() -> str:
        texts = [
            client.get(f"/v1/games/{gid}", headers=auth(t)).get_data(as_text=True)
            for t in (token, None)
        ]
        texts += [
            client.get(f"/v1/games/{gid}/{path}", headers=auth(token)).get_data(as_text=True)
            for path in ("legal-moves", "events?after=0", "replay", "views/2")
        ]
        texts.append(client.get(f"/v1/games/{gid}/replay").get_data(as_text=True))
        return "".join(texts)

    wait_until_to_act(client, gid)
    assert commit_to(secret) in shown() and secret not in shown()  # committed, not revealed
    act(client, gid, token, {"kind": "commit", "commitment": commit_to(CONTRIB[0])})
    # every seat has committed: the bot reveals at once, ann has not yet
    wait_until_to_act(client, gid)
    assert secret in client.get(f"/v1/games/{gid}").get_data(as_text=True)
    assert client.get(f"/v1/games/{gid}").json["phase"] == "dealing"

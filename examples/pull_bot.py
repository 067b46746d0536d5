#!/usr/bin/env python3
"""A complete pull bot: it plays one seat of a game over the public HTTP API.

It creates a game against one of the service's built-in bots (or joins an open seat of an
existing game with ``--join``), then long-polls the game's events and, whenever its seat
must act, plays a random legal move (never picking up the pile while it can do anything
else). It needs only ``requests``.

In a game with the contributed deal (``--contributed``, or any game it joins that has one)
it commits to a fresh random contribution and reveals it when asked, by itself: the
commitment is the SHA-256, in lower-case hex, of the contribution's text (64 hex digits);
see docs/fairness.md.

    python examples/pull_bot.py                                # vs the heuristic bot
    python examples/pull_bot.py --opponent random --seed 7     # another opponent, reproducible
    python examples/pull_bot.py --join 3e72fdb6738a40ee899d6cfe0c728f22   # take an open seat
    python examples/pull_bot.py --contributed                  # a deal nobody can bias

It prints the game's id when it starts and the result when the game is over.
"""

from __future__ import annotations

import argparse
import hashlib
import random
import secrets
import sys
import time
from typing import Any

import requests


class Client:
    """The few calls a bot needs, retrying politely when told to (429 / 503 with Retry-After)."""

    def __init__(self, server: str) -> None:
        self.server = server.rstrip("/")
        self.http = requests.Session()
        self.token: str | None = None

    def call(self, method: str, path: str, **kwargs: Any) -> requests.Response:
        headers = {"Authorization": f"Bearer {self.token}"} if self.token else {}
        for _ in range(10):
            resp = self.http.request(method, self.server + path, headers=headers, timeout=60, **kwargs)
            if resp.status_code not in (429, 503):
                return resp
            time.sleep(float(resp.headers.get("Retry-After", "1")))
        return resp

    def json(self, method: str, path: str, **kwargs: Any) -> Any:
        resp = self.call(method, path, **kwargs)
        if resp.status_code >= 400:
            problem = resp.json() if resp.headers.get("Content-Type", "").endswith("json") else {}
            raise SystemExit(f"{method} {path}: {resp.status_code} {problem.get('code')} {problem.get('detail')}")
        return resp.json()


class Contribution:
    """This seat's part of a contributed deal: 32 random bytes, kept secret until revealed."""

    def __init__(self) -> None:
        self.value = secrets.token_hex(32)

    def fill(self, action: dict[str, Any]) -> dict[str, Any]:
        """Legal moves list ``commit`` and ``reveal`` without the value only we know."""
        if action["kind"] == "commit":
            return {"kind": "commit", "commitment": hashlib.sha256(self.value.encode()).hexdigest()}
        if action["kind"] == "reveal":
            return {"kind": "reveal", "contribution": self.value}
        return action


def choose(actions: list[dict[str, Any]], rng: random.Random) -> dict[str, Any]:
    """A random legal action; picking the pile up only when nothing else is possible."""
    others = [a for a in actions if a["kind"] != "pickup"]
    return rng.choice(others or actions)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--server", default="http://127.0.0.1:8000")
    parser.add_argument("--join", metavar="GAME_ID", help="take an open seat of this game instead")
    parser.add_argument("--seat", type=int, default=None, help="with --join: the seat to take")
    parser.add_argument("--ruleset", default="classic", help="the preset of a new game")
    parser.add_argument("--opponent", default="heuristic", help="the built-in bot to play (random, heuristic, ismcts)")
    parser.add_argument("--turn-cap", type=int, default=None, help="turns after which a new game is a draw")
    parser.add_argument("--name", default="pull-bot")
    parser.add_argument("--seed", type=int, default=None, help="seed this bot's choices")
    parser.add_argument("--wait", type=int, default=30, help="long-poll seconds (at most 30)")
    parser.add_argument("--contributed", action="store_true",
                        help="a new game's deal comes from the server's seed and both seats' contributions")
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    api = Client(args.server)

    if args.join:
        joined = api.json("POST", f"/v1/games/{args.join}/join", json={"name": args.name, "seat": args.seat})
        game_id, seat, api.token = joined["id"], joined["seat"], joined["token"]
    else:
        body: dict[str, Any] = {"ruleset": args.ruleset, "seats": [{"name": args.name}, {"bot": args.opponent}]}
        if args.turn_cap:
            body["turn_cap"] = args.turn_cap
        if args.contributed:
            body["deal_mode"] = "contributed"
        created = api.json("POST", "/v1/games", json=body)
        game_id, seat, api.token = created["id"], 0, created["seats"][0]["token"]
    print(f"playing seat {seat} of game {game_id}", flush=True)
    contribution = Contribution()

    while True:
        game = api.json("GET", f"/v1/games/{game_id}")
        if game["result"] is not None:
            break
        if seat in game["to_act"]:
            moves = api.json("GET", f"/v1/games/{game_id}/legal-moves")
            if moves["actions"]:
                resp = api.call("POST", f"/v1/games/{game_id}/actions", json={
                    "action": contribution.fill(choose(moves["actions"], rng)),
                    "expected_version": moves["version"],
                })
                if resp.status_code == 409:
                    continue  # the game moved on meanwhile: look again
                if resp.status_code != 201:
                    raise SystemExit(f"action refused: {resp.status_code} {resp.text}")
                continue
        # not our turn: wait (long poll) for the events after the version we saw
        api.json("GET", f"/v1/games/{game_id}/events", params={"after": game["version"], "wait": args.wait})

    result = game["result"]
    if result["draw"]:
        verdict = "a draw"
    elif result["loser"] is not None:
        verdict = "lost" if result["loser"] == seat else "won"
    else:
        verdict = "won" if result["winner"] == seat else "lost"
    print(f"game {game_id} over after {game['version']} events ({result['reason']}): {verdict}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

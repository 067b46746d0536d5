"""Duplicate deals over real HTTP, played by an attacker: a registered pull bot that, between
every move it makes, reads everything the API lets it read about its tournament (the
tournament and its results, every game's view, past views, events page and replay, as
itself and as a spectator) and looks in all of it for the hidden cards of the deal that the
games still being played were dealt. With ``duplicate`` every rotation of a deal and every
table of a round are dealt the same deck, so a finished game's cards are another's hidden
ones (docs/fairness.md)."""

from __future__ import annotations

import json
import threading
from typing import Any

import requests

from api.store.records import TOURNAMENTS, RecordStore
from api.store.redis_conn import client_from_url
from engine.game import Game
from engine.rules.presets import build_ruleset
from engine.tournament import TournamentSpec, all_games
from engine.view import view
from shithead_client import run_bot
from tests.organisers import bearer
from tests.tournaments.test_registered_bots import create, register, wait_done

TIMEOUT = 10


def true_deal(redis_url: str, tid: str) -> dict[str, Any]:
    """What the deal of round 1, deal 0 hides, from the store: each seat's face-down cards and
    the stock's order (top first), and the seed."""
    meta, _, _ = RecordStore(client_from_url(redis_url), TOURNAMENTS).read(tid)
    spec = TournamentSpec.from_dict(json.loads(meta["spec"]))
    seeds = {g.deal_seed for g in all_games(spec, {})}
    assert len(seeds) == 1  # one round, one deal: every game of the tournament is dealt it
    seed = seeds.pop()
    state, _ = Game(build_ruleset(spec.preset, dict(spec.options)), spec.seats_per_game).start(
        seed=seed
    )
    whole = view(state, None, everything=True)
    return {
        "seed": seed,
        "stock": whole["stock"],
        "face_down": [{slot[0] for slot in s["table"]} for s in whole["seats"]],
    }


def leaks(body: Any, truth: dict[str, Any]) -> list[str]:
    """What of the hidden deal ``body`` (any JSON answer) shows: the seed, the stock's first six
    cards in their order (in a view's stock or a dealt deck), or a seat's face-down cards all
    shown in a view's table before any was played."""
    found: list[str] = []
    text = json.dumps(body)
    if truth["seed"] in text:
        found.append("the deal's seed")
    prefix = truth["stock"][:6]

    def walk(v: Any) -> None:
        if isinstance(v, dict):
            table = v.get("table")
            if isinstance(table, list) and table and all(isinstance(s, list) and s for s in table):
                shown = {s[0] for s in table}
                if any(shown == down for down in truth["face_down"]):
                    found.append(f"face-down cards {sorted(shown)}")
            for x in v.values():
                walk(x)
        elif isinstance(v, list):
            names = [x for x in v if isinstance(x, str)]
            # a view's stock is top first; a dealt deck is drawn from its end
            if len(names) >= len(prefix) and any(
                names[i : i + len(prefix)] in (prefix, prefix[::-1])
                for i in range(len(names) - len(prefix) + 1)
            ):
                found.append(f"the stock's order {prefix}")
            for x in v:
                walk(x)

    walk(body)
    return found


class Attacker:
    """The bot's policy: plays the first legal move, after reading everything it may."""

    def __init__(self, base: str, token: str, tid: str, me: int, truth: dict[str, Any]) -> None:
        self.base, self.token, self.tid, self.me, self.truth = base, token, tid, me, truth
        self.reads = 0
        self.withheld = 0
        self.problems: list[str] = []
        self.lock = threading.Lock()

    def get(self, path: str, auth: bool) -> requests.Response:
        return requests.get(
            f"{self.base}{path}", headers=bearer(self.token) if auth else {}, timeout=TIMEOUT
        )

    def look(self, where: str, body: Any) -> None:
        with self.lock:
            self.reads += 1
            self.problems += [f"{where}: {leak}" for leak in leaks(body, self.truth)]

    def read_everything(self, playing: str) -> None:
        t = self.get(f"/v1/tournaments/{self.tid}", False).json()
        if t["status"] != "running":
            return
        self.look("tournament", t)
        results = self.get(f"/v1/tournaments/{self.tid}/results", False)
        assert results.status_code == 409, results.text
        mine = [g for g in t["games"] if self.me in g["seats"] and g["game_id"]]
        # never seated in two games of one deal at once: the others of mine are over
        others = [g for g in mine if g["game_id"] != playing and g["result"] is None]
        if others:
            self.problems.append(
                f"seated in {playing} and {[g['game_id'] for g in others]} at once"
            )
        for g in t["games"]:
            gid = g["game_id"]
            if gid is None:
                continue
            for auth in (False, True):
                game = self.get(f"/v1/games/{gid}", auth).json()
                self.look(f"game {gid}", game)
                if gid != playing:  # the game being played is this seat's own view: not a leak
                    self.look(
                        f"events {gid}", self.get(f"/v1/games/{gid}/events?after=0", auth).json()
                    )
                    self.look(
                        f"view {gid}",
                        self.get(f"/v1/games/{gid}/views/{game['version']}", auth).json(),
                    )
                # the replay file first: once it is given, the document is public too
                page = self.get(f"/games/{gid}/replay.html", auth)
                if page.status_code == 409:
                    assert page.json()["code"] in ("deal_in_play", "game_not_over"), page.text
                replay = self.get(f"/v1/games/{gid}/replay", auth)
                if page.status_code != 409:
                    assert page.status_code == 200 and replay.status_code == 200, page.text
                    assert game["phase"] == "over" or replay.json()["over"]
                if replay.status_code == 409:
                    assert replay.json()["code"] == "deal_in_play"
                    with self.lock:
                        self.withheld += 1
                else:
                    assert replay.status_code == 200, replay.text
                    assert game["phase"] != "over", f"the replay of finished game {gid} was served"
                    self.look(f"replay {gid}", replay.json())

    def __call__(self, game_view: dict[str, Any], legal: list[Any]) -> Any:
        try:
            self.read_everything(game_view["id"])
        except Exception as exc:  # a failed read fails the test, not just the bot's thread
            with self.lock:
                self.problems.append(f"read failed: {exc!r}")
        return legal[0]


def test_a_bot_reading_everything_never_learns_a_hidden_card_of_a_deal_still_played(
    live_server: str, organiser_token: str, redis_url: str
) -> None:
    bot = register(live_server)
    # three participants, two seats, duplicate: six games of one deal, four of them the bot's,
    # and the two between the built-in bots played beside the bot's
    resp = create(
        live_server, organiser_token, [{"account": bot["name"]}, "heuristic", "random"], seed="s1"
    )
    assert resp.status_code == 201, resp.text
    tid = resp.json()["id"]
    truth = true_deal(redis_url, tid)
    attacker = Attacker(live_server, bot["token"], tid, 0, truth)
    stop = threading.Event()
    played: list[Any] = []
    thread = threading.Thread(
        target=lambda: played.extend(
            run_bot(attacker, server=live_server, bot=bot["token"], games=4, stop=stop, wait_s=5)
        ),
        daemon=True,
    )
    thread.start()
    try:
        done = wait_done(live_server, tid, limit=240)
    finally:
        stop.set()
    thread.join(60)
    assert done["progress"] == {"done": 6, "total": 6}
    assert len(played) == 4
    assert attacker.problems == []
    assert attacker.reads > 50 and attacker.withheld > 0  # it read, and met withheld replays
    # once every game of the deal is over it is all public, and the same search finds it
    replay = requests.get(
        f"{live_server}/v1/games/{done['games'][0]['game_id']}/replay", timeout=TIMEOUT
    )
    assert replay.status_code == 200
    assert "the deal's seed" in leaks(replay.json(), truth)
    assert any(leak.startswith("the stock's order") for leak in leaks(replay.json(), truth))
    assert done["seed"] == "s1"

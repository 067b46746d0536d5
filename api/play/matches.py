"""Matches over HTTP: a table of players plays a series of games, carrying over between them
what the ruleset says (:mod:`engine.match`): the loser deals, the winner plays first or takes
the start card as its spoils, the previous loser may not swap; best of three plays all three.

A match is a record in Redis (a :class:`~api.store.records.RecordStore` of
:data:`~api.store.records.MATCHES`, keys ``m:{id}:...``) and a series of ordinary stored
games, created one after the other through the game service, each with its log and replay. Every game of a match is created with the match's seat token
hashes, so the bearer tokens given when the match is created work in all of its games.

**When the next game starts.** Whatever append ends a match's game (a person's action, or
a bot's move a bot driver played) records the result and creates the next game, built by :meth:`engine.match.Match.next_game` from the stored results: its
:meth:`MatchService.after_append` is one of the game service's subscribers
(:mod:`api.games.appended`). ``GET /v1/matches/{id}`` does
the same when it finds the current game over and not yet followed (the request that ended it
failed before it could), so a match never stalls.

Bot seats are played as in any game, by the bot policy's drivers after the game is created
(:mod:`api.play.policy`): the driver whose move ends a game creates the next one, so a match
of bots only finishes by itself. A game that ends while it is being created (one created
with ``play_out``) is followed at once, for about :data:`CHAIN_SECONDS` seconds (at least
one game), and each ``GET`` of the match moves on from there.

**The next game appears before the match names it.** Game ``i`` of a match has one id,
derived from the match's id and ``i`` (:func:`next_game_id`): whoever moves the match on
creates that game first (a game id can only be created once, so of two racing requests one
creates it and the other finds it made) and only then records it as the match's game ``i``
(``HSETNX``), so every id a reader finds in the match is a game that answers, with its
seats. Each result is recorded with ``HSETNX`` too, so a match never gets two games for one
index. Earlier versions recorded a random id before creating its game: a reader that meets
such a claim without its game creates it (:meth:`MatchService._ensure_created`).
"""

from __future__ import annotations

import hashlib
import json
import logging
import threading
import time
import uuid
from typing import Any

from engine.deal import commitment, new_salt
from engine.events import GameEnded, event_from_dict, event_to_dict
from engine.game import Game
from engine.match import Match, derive_seed
from engine.results import build_match_results
from engine.rules import ruleset_from_dict, ruleset_to_dict
from engine.view import result_to_dict

from ..games.appended import Appended
from ..games.dealing import check_players, new_game, request_ruleset, seat_token
from ..games.errors import NotFound, ServiceError, Unprocessable
from ..games.push_hosts import check_push_url
from ..games.service import GameService
from ..games.webhooks import with_secret
from ..store.errors import GameExistsError, UnknownGameError
from ..store.records import RecordStore, UnknownRecordError

log = logging.getLogger("shithead.matches")

#: A request that moves a match on creates games for about this long (at least one game).
CHAIN_SECONDS = 2.0


def next_game_id(match_id: str, index: int) -> str:
    """The id of the match's game ``index``: the same for every request that makes it."""
    return hashlib.sha256(f"match:{match_id}:game:{index}".encode()).hexdigest()[:32]


def _results(raw: dict[int, str]) -> list[GameEnded]:
    """The recorded results in game order (recorded one after the other, from 0)."""
    out = []
    for i in range(len(raw)):
        if i not in raw:
            break
        ev = event_from_dict(json.loads(raw[i]))
        assert isinstance(ev, GameEnded)
        out.append(ev)
    return out


def _match_of(meta: dict[str, str], results: list[GameEnded]) -> tuple[Match, list[Game]]:
    """The engine's match rebuilt from the stored results, and the games it gave so far
    (the played ones, then the next one unless the match is over)."""
    rs = ruleset_from_dict(json.loads(meta["ruleset"]))
    m = Match(
        rs, int(meta["players"]), first_dealer=int(meta["first_dealer"]), games=int(meta["total"])
    )
    games = []
    for r in results:
        g = m.next_game()
        m.record(g, r)
        games.append(g)
    if not m.is_over():
        games.append(m.next_game())
    return m, games


class MatchService:
    def __init__(
        self, store: RecordStore, games: GameService, *, chain_seconds: float = CHAIN_SECONDS
    ) -> None:
        self.store = store
        self.games = games
        self.chain_seconds = chain_seconds
        self._local = threading.local()

    # -- creating and reading --------------------------------------------------------------

    def create(self, req: dict[str, Any]) -> dict[str, Any]:
        """Store a new match, create (and start playing) its first game; the answer to POST."""
        seats = req["seats"]
        # registered bots: known and enabled, a push bot's seat played at its URL
        seats = self.games.account_seats(seats)
        for seat in seats:
            if seat.get("push"):
                check_push_url(seat["push"]["url"], self.games.push_hosts)
                # one secret for the seat in every game of the match (kept in the record)
                seat["push"] = with_secret(seat["push"])
        ref = req["ruleset"]
        options = dict(ref.get("options") or {})
        cards = list(ref.get("cards") or ())
        rs = request_ruleset(ref["preset"], options, cards)
        n = len(seats)
        check_players(rs, n)
        first_dealer = req.get("first_dealer") or 0
        if first_dealer >= n:
            raise Unprocessable(
                f"first_dealer must be a seat from 0 to {n - 1}", code="invalid_seats"
            )
        total = req.get("games") or rs.match.games
        match_id = uuid.uuid4().hex
        seed = req.get("seed") or ""
        meta: dict[str, str] = {
            "ruleset": json.dumps(ruleset_to_dict(rs)),
            "ref": json.dumps({"preset": ref["preset"], "options": options, "cards": cards}),
            "players": str(n),
            "first_dealer": str(first_dealer),
            "total": str(total),
            "seats": json.dumps(seats),
            "seed": seed,
            "status": "playing",
            "created": repr(time.time()),
        }
        if seed:  # a chosen seed could be guessed: its commitment is salted (each game's too)
            meta["seed_salt"] = new_salt()
        if req.get("clock"):  # every game of the match plays under it
            meta["clock"] = json.dumps(req["clock"], sort_keys=True)
        tokens: list[str | None] = []
        for i, seat in enumerate(seats):
            token, meta[f"token:{i}"] = seat_token(seat)
            tokens.append(token)
        # deal the first game in memory first: whatever it refuses, the match is refused
        _, planned = _match_of(meta, [])
        new_game(self._game_request(match_id, meta, 0, planned[0], None))
        self.store.create(match_id, meta)
        self.advance(match_id)
        body = self.describe(match_id)
        body["seats"] = [
            {
                **s,
                "token": tokens[s["seat"]],
                # a registered bot's secret is its own (see api.games.dealing)
                "webhook_secret": None
                if seats[s["seat"]].get("account")
                else (seats[s["seat"]].get("push") or {}).get("secret"),
            }
            for s in body["seats"]
        ]
        body["first_game"] = body["games"][0]["game_id"]
        return body

    def get(self, match_id: str) -> dict[str, Any]:
        """The match; its next game is created here if the request that ended the last one
        did not (see the module's docstring), and a match of bots plays on."""
        try:
            self.advance(match_id)
        except NotFound:
            raise
        except ServiceError as exc:  # the next game cannot be created (e.g. PUSH_BOT_HOSTS changed)
            log.warning("match %s cannot move on: %s", match_id, exc.detail)
        return self.describe(match_id)

    def _read(self, match_id: str) -> tuple[dict[str, str], dict[int, str], dict[int, str]]:
        try:
            return self.store.read(match_id)
        except UnknownRecordError:
            raise NotFound(f"no match {match_id}") from None

    def describe(self, match_id: str) -> dict[str, Any]:
        meta, game_ids, raw = self._read(match_id)
        results = _results(raw)
        m, planned = _match_of(meta, results)
        total = m.total
        over = m.is_over()
        current = None if over else game_ids.get(len(results))
        if current is not None:
            # named by an earlier version before it was made (and perhaps never made): a
            # reader sent to the game it names must find it, so the game is made here too
            self._ensure_created(match_id, meta, game_ids, results, current)
        games = []
        for i, g in enumerate(planned):
            gid = game_ids.get(i)
            if gid is None:
                break
            games.append(
                {
                    "index": i,
                    "game_id": gid,
                    "replay": f"/v1/games/{gid}/replay",
                    "dealer": g.dealer,
                    "starter": g.starter if g.starter >= 0 else None,
                    "spoils": g.spoils if g.spoils >= 0 else None,
                    "no_swap": sorted(g.no_swap),
                    "result": result_to_dict(results[i]) if i < len(results) else None,
                }
            )
        ref = json.loads(meta["ref"])
        seed = meta.get("seed") or ""
        return {
            "id": match_id,
            "status": "over" if over else "playing",
            "created": float(meta["created"]),
            "ruleset": {"preset": ref["preset"], "options": ref["options"], "name": m.ruleset.name},
            "seats": self._seats(meta, game_ids),
            "first_dealer": m.first_dealer,
            "progress": {"played": len(results), "total": total},
            "current_game": current,
            "games": games,
            "standings": m.standings(),
            "explicit_seed": bool(seed),
            "seed_commitment": commitment(seed, meta.get("seed_salt") or None) if seed else None,
            # the seed gives every game's deal: it is shown once no game is left to deal
            "seed": seed if over and seed else None,
            "seed_salt": (meta.get("seed_salt") or None) if over and seed else None,
        }

    def results(self, match_id: str) -> dict[str, Any]:
        """A finished match's results document (see :mod:`engine.results`)."""
        self.get(match_id)  # records a last result the request that ended the game left
        meta, game_ids, raw = self._read(match_id)
        results = _results(raw)
        m, _ = _match_of(meta, results)
        if not m.is_over():
            raise ServiceError(
                "the match is being played: its results are exported once it is over",
                status=409,
                code="match_not_over",
            )
        ref = json.loads(meta["ref"])
        hashes = [
            (game_ids[i], self.games.replay(game_ids[i], None, whole=True)["events"][-1]["hash"])
            for i in range(len(results))
        ]
        return build_match_results(
            match_id,
            ruleset=json.loads(meta["ruleset"]),
            preset=ref["preset"],
            options=ref["options"],
            players=m.players,
            first_dealer=m.first_dealer,
            total=m.total,
            seed=meta.get("seed") or None,
            final_hashes=hashes,
            standings=m.standings(),
            seed_salt=meta.get("seed_salt") or None,
        )

    def _seats(self, meta: dict[str, str], game_ids: dict[int, str]) -> list[dict[str, Any]]:
        """The seats as the latest game has them (an open seat may have been taken there)."""
        seats = json.loads(meta["seats"])
        gmeta: dict[str, str] = {}
        if game_ids:
            try:
                gmeta = self.games.store.meta(game_ids[max(game_ids)])
            except UnknownGameError:  # claimed, not yet created
                gmeta = {}
        out = []
        for i, seat in enumerate(seats):
            bot = "push" if seat.get("push") else seat.get("bot")
            default = seat.get("name") or (f"{bot} bot" if bot else f"seat {i}")
            token = gmeta.get(f"token:{i}", meta.get(f"token:{i}", ""))
            out.append(
                {"seat": i, "name": gmeta.get(f"name:{i}", default), "open": not token, "bot": bot}
            )
        return out

    # -- moving on -------------------------------------------------------------------------

    def after_append(self, appended: Appended) -> None:
        """The subscriber of the game service's appends: the append that ended a match's game
        starts the next one (the move is in the log already: if this fails, the next read of
        the match does it instead)."""
        if appended.ended and appended.meta.get("match"):
            self.advance(appended.meta["match"])

    def advance(self, match_id: str) -> None:
        """Record finished games' results and create the next game, for about
        ``chain_seconds`` (at least one game); nothing when the current game is not over.

        A game created here whose bots end it calls :meth:`after_append` again from inside
        this call: that call returns at once and the loop here goes on (no recursion).
        """
        active: set[str] = self._local.__dict__.setdefault("active", set())
        if match_id in active:
            return
        active.add(match_id)
        try:
            self._advance(match_id, time.monotonic() + self.chain_seconds)
        finally:
            active.discard(match_id)

    def _advance(self, match_id: str, deadline: float) -> None:
        created = 0
        while True:
            meta, game_ids, raw = self._read(match_id)
            results = _results(raw)
            index = len(results)
            if index >= int(meta["total"]):
                if meta["status"] != "over":
                    self.store.set_meta(match_id, {"status": "over", "finished": repr(time.time())})
                return
            game_id = game_ids.get(index)
            if game_id is None:
                if created and time.monotonic() > deadline:
                    return  # enough for one request: the next read of the match plays on
                # made first, named after: a reader never meets an id whose game is not made
                game_id = next_game_id(match_id, index)
                if self._create_game(match_id, meta, game_ids, results, game_id):
                    created += 1
                game_id = self.store.claim_game(match_id, index, game_id)
            self._ensure_created(match_id, meta, game_ids, results, game_id)
            loaded = self.games.load(game_id)
            result = loaded.state.result
            if result is None:
                return
            self.store.put_result(match_id, index, json.dumps(event_to_dict(result)))

    def _ensure_created(
        self,
        match_id: str,
        meta: dict[str, str],
        game_ids: dict[int, str],
        results: list[GameEnded],
        game_id: str,
    ) -> None:
        """Create the named game ``game_id`` unless it is stored: a claim an earlier version
        recorded before creating its game, whose claimant may have stopped before it did."""
        try:
            self.games.store.meta(game_id)
        except UnknownGameError:
            self._create_game(match_id, meta, game_ids, results, game_id)

    def _create_game(
        self,
        match_id: str,
        meta: dict[str, str],
        game_ids: dict[int, str],
        results: list[GameEnded],
        game_id: str,
    ) -> bool:
        """Create game ``game_id`` as the match's next; whether this call created it."""
        index = len(results)
        _, planned = _match_of(meta, results)
        prev_meta = None
        if index > 0 and index - 1 in game_ids:
            try:
                prev_meta = self.games.store.meta(game_ids[index - 1])
            except UnknownGameError:
                prev_meta = None
        req = self._game_request(match_id, meta, index, planned[index], prev_meta)
        # another request may have created it first: the same game, its bots played by either
        try:
            self.games.create(req, game_id=game_id)
        except GameExistsError:
            return False
        return True

    @staticmethod
    def _game_request(
        match_id: str,
        meta: dict[str, str],
        index: int,
        game: Game,
        prev_meta: dict[str, str] | None,
    ) -> dict[str, Any]:
        """The create-game request of game ``index`` (``game``: what the match carries into it)."""
        seats = json.loads(meta["seats"])
        hashes = []
        for i, seat in enumerate(seats):
            stored = meta.get(f"token:{i}", "")
            taken = prev_meta.get(f"token:{i}", "") if prev_meta is not None else ""
            if not stored and taken:
                # an open seat somebody took in the previous game: theirs in this one too
                stored = taken
                seat["name"] = prev_meta.get(f"name:{i}") if prev_meta is not None else None
                seat["open"] = False
                if prev_meta is not None and prev_meta.get(f"account:{i}"):
                    seat["account"] = prev_meta[f"account:{i}"]  # a registered bot took it
            hashes.append(stored)
        seed = meta.get("seed") or ""
        return {
            "ruleset": json.loads(meta["ref"]),
            "seats": seats,
            "seed": derive_seed(seed, "deal", index) if seed else None,
            "deck": None,
            "turn_cap": None,
            "dealer": game.dealer,
            "bot_seed": derive_seed(seed, "bots", index) if seed else None,
            "starter": game.starter,
            "spoils": game.spoils,
            "no_swap": sorted(game.no_swap),
            "token_hashes": hashes,
            "match": match_id,
            "match_game": index,
            "clock": json.loads(meta["clock"]) if meta.get("clock") else None,
        }

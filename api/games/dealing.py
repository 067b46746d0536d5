"""A new game: the create request checked, its ruleset built, its seats' tokens made, and
the game dealt, without storing anything (the service stores it); and the seats' tokens,
which the record keeps as hashes."""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets
import time
import uuid
from dataclasses import dataclass
from typing import Any

from engine.cards import parse_card
from engine.deal import commitment, new_salt, new_seed
from engine.fairness import new_contribution, open_deal
from engine.game import Game, State
from engine.rules import Ruleset, RulesetError, ruleset_to_dict
from engine.rules.presets import build_ruleset

from .. import tokens_accepted
from ..store import game_record as rec
from ..store.game_record import GameRecord, seat_field
from .clocks import clock_meta, now_ms, request_time_control
from .deals import DEAL_GROUP
from .errors import Unprocessable
from .expiry import expiry_meta, view_fields
from .replays import deal_fields
from .webhooks import with_secret

#: The contributed deal: seconds the seats have to commit and reveal, unless the request says.
DEAL_TIMEOUT_S = 300


#: What a registered pull bot's seat stores for its token (never a hash): the bot's own
#: token, looked up by the service, acts in it.
ACCOUNT = "account"


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


@dataclass
class NewGame:
    """A game dealt but not stored: its record (meta), first events and seat tokens."""

    game_id: str
    game: Game
    state: State
    events: list[Any]
    meta: dict[str, str]
    tokens: list[str | None]
    seats: list[dict[str, Any]]
    options: dict[str, Any]

    def created(self) -> dict[str, Any]:
        """The answer to ``POST /v1/games``."""
        meta = self.meta
        record = GameRecord(meta)
        return {
            "id": self.game_id,
            "version": len(self.events),
            "ruleset": {
                "preset": record.preset,
                "options": self.options,
                "name": self.game.ruleset.name,
            },
            "seed_commitment": record.seed_commitment,
            "explicit_seed": record.explicit_seed,
            "explicit_deck": record.explicit_deck,
            **deal_fields(meta),
            **view_fields(meta),
            "seats": [
                {
                    **seat_info(meta, i),
                    "token": self.tokens[i],
                    # a registered bot's secret is its own: shown to the bot alone, at registration
                    "webhook_secret": None if seat.account else seat.push_secret,
                }
                for i, seat in enumerate(record.seats)
            ],
        }


def request_ruleset(preset: str, options: dict[str, Any], cards: Any = ()) -> Ruleset:
    """The ruleset a request names (preset, options, card rules); 422 ``invalid_ruleset``."""
    try:
        return build_ruleset(preset, options, cards or ())
    except RulesetError as exc:
        raise Unprocessable(str(exc), code="invalid_ruleset") from None
    except (TypeError, ValueError) as exc:  # a card rule of the wrong shape
        raise Unprocessable(f"bad card rule: {exc}", code="invalid_ruleset") from None


def check_players(rs: Ruleset, n: int) -> None:
    if not rs.min_players <= n <= rs.max_players:
        raise Unprocessable(
            f"{rs.name} is for {rs.min_players} to {rs.max_players} players, not {n}",
            code="invalid_seats",
        )


def new_game(req: dict[str, Any], *, game_id: str | None = None) -> NewGame:
    """Validate a create-game request and deal the game, without storing anything.

    ``req`` is ``CreateGameSchema``'s output; the service also passes ``bot_seed``, the base
    of its bot seats' move seeds (default: the game id), which tournaments derive from their
    own seed so that their games do not depend on the random game ids. A match's games (see
    :mod:`api.play.matches`) also carry ``starter``, ``spoils`` and ``no_swap`` (what the match
    carries over), ``token_hashes`` (the match's seat tokens, one hash per seat, "" for an
    open seat) and ``match`` / ``match_game`` (the match's id and the game's index).
    """
    ref = req["ruleset"]
    options = dict(ref.get("options") or {})
    if req.get("turn_cap") is not None:
        options["turn_cap"] = req["turn_cap"]
    rs = request_ruleset(ref["preset"], options, ref.get("cards") or ())
    control = request_time_control(req.get("clock"))
    seats = req["seats"]
    n = len(seats)
    check_players(rs, n)
    dealer = req.get("dealer") or 0
    if dealer >= n:
        raise Unprocessable(f"dealer must be a seat from 0 to {n - 1}", code="invalid_seats")
    # what a match carries over from its previous game (see engine.match); none otherwise
    starter = int(req.get("starter", -1))
    spoils = int(req.get("spoils", -1))
    no_swap = tuple(sorted(int(s) for s in req.get("no_swap") or ()))
    try:
        game = Game(rs, n, dealer=dealer, starter=starter, spoils=spoils, no_swap=no_swap)
    except ValueError as exc:
        raise Unprocessable(str(exc), code="invalid_seats") from None
    seed = req.get("seed")
    deck = req.get("deck")
    explicit_seed = seed is not None
    explicit_deck = deck is not None
    contributed = req.get("deal_mode") == "contributed"
    try:
        if contributed:  # dealt once every seat has revealed its contribution
            seed = new_seed()
            state, events = open_deal(game)
        elif deck is not None:
            order = [parse_card(c) for c in deck]
            state, events = game.start(deck=order)
            seed = ""
        else:
            seed = seed or new_seed()
            state, events = game.start(seed=seed)
    except ValueError as exc:
        raise Unprocessable(str(exc), code="invalid_deck") from None
    # a seed the creator chose may be guessed: its commitment is salted, the salt kept with
    # the seed and revealed with it (a competition's games are dealt from seeds derived from
    # its own salted seed: ``derived_seed``, nothing to salt)
    salt = new_salt() if explicit_seed and not req.get("derived_seed") else None
    game_id = game_id or uuid.uuid4().hex
    tokens: list[str | None] = []
    meta: dict[str, str] = {
        rec.RULESET: json.dumps(ruleset_to_dict(rs)),
        rec.PRESET: ref["preset"],
        rec.OPTIONS: json.dumps(options, sort_keys=True),
        rec.PLAYERS: str(n),
        rec.DEALER: str(dealer),
        rec.SEED: seed,
        rec.SEED_COMMITMENT: commitment(seed, salt) if seed else "",
        rec.EXPLICIT_SEED: "1" if explicit_seed else "",
        rec.EXPLICIT_DECK: "1" if explicit_deck else "",
        rec.CREATED: repr(time.time()),
        rec.STATUS: "playing",
    }
    if salt is not None:
        meta[rec.SEED_SALT] = salt
    if req.get("bot_seed"):
        meta[rec.BOT_SEED] = req["bot_seed"]
    if req.get("deal_group"):  # other games are dealt the same deck (api.games.deals)
        meta[DEAL_GROUP] = req["deal_group"]
    if control is not None:  # the clocks start with the deal (docs/clocks.md)
        meta.update(clock_meta(control, now_ms()))
    if any(seat.get("open") for seat in seats):  # how long its open seats stay open, if it says
        meta.update(expiry_meta(req, now_ms()))
    if contributed:
        meta[rec.DEAL_MODE] = "contributed"
        meta[rec.DEAL_DEADLINE] = repr(
            round(time.time() + (req.get("deal_timeout") or DEAL_TIMEOUT_S), 3)
        )
    # the carry-over, only when there is one (game_of and replays default to none)
    if game.starter >= 0:
        meta[rec.STARTER] = str(game.starter)
    if game.spoils >= 0:
        meta[rec.SPOILS] = str(game.spoils)
    if game.no_swap:
        meta[rec.NO_SWAP] = ",".join(map(str, sorted(game.no_swap)))
    if req.get("match"):
        meta[rec.MATCH] = req["match"]
        meta[rec.MATCH_GAME] = str(req.get("match_game", 0))
    #: a match's games take the match's seat token hashes instead of new tokens
    hashes: list[str] | None = req.get("token_hashes")
    for i, seat in enumerate(seats):
        bot = seat.get("bot")
        push = seat.get("push")
        if push:
            bot = "push"
            meta[seat_field(rec.PUSH, i)] = json.dumps(
                {"url": push["url"], "timeout_ms": push["timeout_ms"]}
            )
            # the calls to the seat are signed with it; a match or tournament gives its own,
            # a registered push bot its account's
            meta[seat_field(rec.PUSH_SECRET, i)] = with_secret(push)["secret"]
        if seat.get("account"):  # a registered bot: its own token acts in the seat
            meta[seat_field(rec.ACCOUNT, i)] = seat["account"]
            if seat.get("bot_version"):  # the version that plays it, as it was seated
                meta[seat_field(rec.BOT_VERSION, i)] = seat["bot_version"]
        meta[seat_field(rec.NAME, i)] = (
            seat.get("name") or seat.get("account") or (f"{bot} bot" if bot else f"seat {i}")
        )
        if bot:
            meta[seat_field(rec.BOT, i)] = bot
            if contributed:  # the service commits and reveals for the seats it plays
                meta[seat_field(rec.CONTRIBUTION, i)] = new_contribution()
        if hashes is not None and not bot and not seat.get("account"):
            token, meta[seat_field(rec.TOKEN, i)] = None, hashes[i]  # "" keeps the seat open
        else:
            token, meta[seat_field(rec.TOKEN, i)] = seat_token(seat)
        tokens.append(token)
    return NewGame(game_id, game, state, list(events), meta, tokens, list(seats), options)


def token_seat(meta: dict[str, str], token: str) -> int | None:
    """The seat of ``meta`` whose stored token hash is the token's; None if none is."""
    digest = hash_token(token)
    found = None
    for seat in GameRecord(meta).seats:
        i, stored = seat.seat, seat.token
        # compare against every seat so timing does not depend on which one matches
        if stored and hmac.compare_digest(stored, digest):
            found = i
    if found is not None:
        tokens_accepted.accepted()
    return found


def seat_token(seat: dict[str, Any]) -> tuple[str | None, str]:
    """A seat's bearer token (``None`` for a bot or an open seat) and what is stored for it:
    the token's hash, ``"bot"`` (which never matches a hash) or ``""`` (open)."""
    if seat.get("bot") or seat.get("push"):
        return None, "bot"
    if seat.get("account"):
        return None, ACCOUNT
    if seat.get("open"):
        return None, ""
    token = secrets.token_urlsafe(32)
    return token, hash_token(token)


def seat_info(meta: dict[str, str], i: int) -> dict[str, Any]:
    """A seat as everyone may see it: who sits there (``account``: the registered bot), and
    a push bot's strikes."""
    seat = GameRecord(meta).seat(i)
    info = {
        "seat": i,
        "name": seat.name,
        "open": not seat.token,
        "bot": seat.bot,
        "strikes": seat.strikes,
    }
    if seat.account:  # a registered bot's seat (only then: the key is new)
        info["account"] = seat.account
        if seat.version:  # and the version it played with, when it named one
            info["version"] = seat.version
    left = seat.left
    if left is not None:  # its player left: ``bot`` plays it since ``version``
        info["left"] = {"version": left["version"], "bot": left["bot"]}
    return info

"""Running tournaments: in this process's pool, on rq workers, or in the HTTP service.

:mod:`engine.tournament` decides what to play; this module plays it. Every runner plays a
scheduled game the same way: a create-game request built from the schedule (the deal seed,
the bot seed, one bot or push seat per participant) and the seat loop of
:mod:`api.play.seats`, so the same tournament and seed give the same games, move for move,
whichever runner plays them:

- :func:`play_game_in_memory` deals and plays one game without storing it (the process
  pool and the rq jobs use it);
- :class:`~api.play.runners.PoolRunner` plays a round's games over ``multiprocessing``
  workers, :class:`~api.play.runners.QueueRunner` enqueues them as rq jobs (run by
  ``shithead worker``) and waits;
- :class:`TournamentService` is the HTTP service's: every game is an ordinary stored game
  (created through :class:`~api.games.service.GameService`, with its log and replay), played by a
  background thread of the worker (:mod:`api.play.tournament_worker`: ``shithead worker``,
  or a web process with ``TOURNAMENT_WORKER=1``) that holds the tournament's lease in
  Redis; a web request only records it. The state is in Redis, so when that worker dies
  another one resumes the tournament (and the game it was playing).

**Registered bots** take part by their account (``{"account": name}``): each game seats
them by name, announced on their feeds as assigned by the tournament. A registered push bot
is played at its URL like any push seat; a game with a registered pull bot is played by the
bots themselves (the pull bot over HTTP, the service's seats by the bot policy) while the
runner waits for its end. Such a tournament plays on a clock (its own, else
:data:`BOTS_CLOCK`), which plays a slow seat's default move; a revoked bot's seats play it
at once.

**Who may start one, and how much of the machine it gets.** A tournament over HTTP is
started with a credential (:mod:`api.play.credentials`), counted against that credential's
quota (tournaments running at once, games scheduled per day) and recorded as its creator,
who alone may cancel it. Its games are played a few at a time, each holding a slot
(:class:`~api.store.organisers.GameSlots`) in three scopes: every tournament game of the
deployment, the creator's, and the tournament's own, each with a cap (:class:`Concurrency`),
so however large a tournament is it takes a bounded share of the web workers, and games
played over HTTP keep the rest. The deployment's slots go round robin between the creators
whose games wait for one, not first come, and the tournaments bot tokens started share a
budget of their own besides (``BOT_TOURNAMENT_SLOTS``): free bot accounts cannot crowd out
an organiser's games.

**Consent.** A bot's token enters that bot alone; an organiser may enter (invite) any
registered bot, which may decline (:meth:`TournamentService.decline`): from then on each
game of the schedule not yet started seats the built-in ``random`` bot in its place, under
its name, so the schedule and the other participants' games stay whole, and the bot's feed
and profile hear of none of them.

**Cancelling** stops the scheduling: no game starts once the status is ``cancelled``; the
games already being played are played to their end (their results are recorded and shown),
which takes at most the turn cap's moves.
"""

from __future__ import annotations

import contextlib
import json
import logging
import math
import threading
import time
import uuid
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engine.bots import outcome, places
from engine.deal import commitment, new_salt, new_seed
from engine.events import event_to_dict
from engine.results import build_results
from engine.tournament import (
    GameResult,
    ScheduledGame,
    TournamentError,
    TournamentSpec,
    all_games,
    deal_games,
    derive,
    rounds,
    standings,
    unique_names,
)
from engine.view import result_to_dict

from ..games.clocks import request_time_control
from ..games.consent import require_own
from ..games.dealing import new_game
from ..games.deals import tournament_group
from ..games.errors import Forbidden, NotFound, ServiceError, Unprocessable
from ..games.push_hosts import check_push_url
from ..games.replays import build_document, last_hash, replay_header
from ..games.repository import Loaded
from ..games.service import GameService, describe
from ..games.webhooks import with_secret
from ..store.events import StoreError
from ..store.organisers import SHARED, GameSlots
from ..store.records import RecordStore, UnknownRecordError
from .credentials import BOT, ORGANISER, Credential, Credentials
from .local import PolicySeat, load_policy, policy_label
from .notices import ENDED, STARTED, send_notices
from .seats import (
    MAX_STRIKES,
    Choice,
    SeatContext,
    SeatPlayer,
    play_bots,
    play_default,
    play_seats,
    seat_players,
)

log = logging.getLogger("shithead.tournaments")

#: More games than this in one tournament is refused over HTTP (422 ``tournament_too_large``).
MAX_GAMES = 2000
QUEUE_NAME = "shithead-tournaments"
LEASE_MS = 30_000
#: How often a game waiting for a slot asks again (and looks whether it was cancelled).
SLOT_POLL_SECONDS = 0.1
SLOT_POLL_MAX_SECONDS = 1.0
#: A worker whose last heartbeat is older than this is taken for gone (``waiting``).
WORKER_STALE_S = 10.0
#: What a running tournament's ``waiting`` says when no worker is alive to play it.
NO_WORKER = "no worker has taken this tournament"
#: The most threads one tournament's runner plays games in, whatever the caps (0 is none).
MAX_RUNNER_THREADS = 16


@dataclass(frozen=True)
class Concurrency:
    """How many tournament games the service plays at once (0: no cap on that scope): in
    all (the whole deployment, every web worker), per creator, per tournament, and in all
    the tournaments bot tokens started (their budget of their own, so free bot accounts
    cannot take every slot from the organisers)."""

    total: int = 2
    per_creator: int = 2
    per_tournament: int = 2
    bots: int = 1

#: A participant: ``{"name": ..., "bot": "heuristic"}``, ``{"name": ..., "push": {"url",
#: "timeout_ms", "secret"}}`` or a registered bot, ``{"name": ..., "account": <its name>,
#: "kind": "pull" | "push"}`` (its kind as it was when the tournament was made).
Entrant = dict[str, Any]
#: The time control of a tournament with registered bots that names none (docs/clocks.md):
#: ten minutes a seat, two seconds more a move, a minute at most for one move; a seat out of
#: time plays its default move with a strike.
BOTS_CLOCK: dict[str, Any] = {"initial_ms": 600_000, "increment_ms": 2_000, "move_ms": 60_000,
                              "on_timeout": "auto"}
#: How long the runner waits for a registered pull bot's move before playing the default move
#: for it, with a strike, in a game without a clock (which would otherwise wait for ever; a
#: clocked game's clock does it sooner).
PULL_MOVE_TIMEOUT_S = 90.0


def entrant_from_text(text: str, timeout_ms: int = 2000, secret: str | None = None) -> Entrant:
    """A participant from the command line: a built-in bot's name or a push bot's URL (whose
    calls are signed with ``secret``, else with a fresh secret per game)."""
    if text.startswith(("http://", "https://")):
        return {"push": {"url": text, "timeout_ms": timeout_ms, "secret": secret}}
    if ":" in text:  # a policy, module:function (``shithead tournament`` in-process only)
        return {"policy": text}
    return {"bot": text}


def label(entrant: Entrant) -> str:
    """What the schedule calls a participant: the bot's name, the push bot's URL or the
    registered bot's name after an ``@``."""
    if entrant.get("account"):
        return f"@{entrant['account']}"
    if entrant.get("push"):
        return str(entrant["push"]["url"])
    if entrant.get("policy"):
        return str(entrant["policy"])
    return str(entrant["bot"])


def entrant_names(entrants: Sequence[Entrant]) -> list[str]:
    """Display names: given ones, else the bot's name or ``push`` (URLs stay private), made unique."""
    raw = [e.get("name") or e.get("account") or (e["bot"] if e.get("bot") else None)
           or (policy_label(e["policy"]) if e.get("policy") else "push") for e in entrants]
    return unique_names(raw)


def participant_kind(entrant: Entrant) -> str:
    """What a participant is, as the tournament shows it: a built-in bot's name, ``push``
    (a push bot at a URL, or a registered push bot) or ``pull`` (a registered pull bot)."""
    if entrant.get("account"):
        return str(entrant.get("kind") or "pull")
    if entrant.get("policy"):
        return "policy"
    return str(entrant.get("bot") or "push")


def participant_row(i: int, entrant: Entrant, name: str) -> dict[str, Any]:
    """A participant as the tournament and its results show it (a registered bot with its
    ``account``)."""
    row: dict[str, Any] = {"participant": i, "name": name, "bot": participant_kind(entrant)}
    if entrant.get("account"):
        row["account"] = entrant["account"]
    return row


def has_pull_seat(entrants: Sequence[Entrant], g: ScheduledGame) -> bool:
    """Whether a registered pull bot sits in ``g``: its moves come over HTTP, not from the runner."""
    return any(entrants[p].get("account") and entrants[p].get("kind") == "pull" for p in g.seats)


def game_request(spec: TournamentSpec, entrants: Sequence[Entrant], names: Sequence[str],
                 g: ScheduledGame, tournament_id: str | None = None) -> dict[str, Any]:
    """The create-game request (as ``CreateGameSchema`` loads it) of a scheduled game. A
    registered bot's seat names its account: the game service makes it whole (a push bot's
    URL and secret) and announces it on the bot's feed, assigned by the tournament. A stored
    tournament's game names its deal group, which the service withholds while any game of
    it is still to end (:mod:`api.games.deals`)."""
    seats = []
    for p in g.seats:
        e = entrants[p]
        seat: dict[str, Any] = {"name": names[p], "open": False, "bot": e.get("bot"), "push": None}
        if e.get("account"):
            seat = {**seat, "bot": None, "account": e["account"]}
        elif e.get("push"):
            seat["bot"] = None
            seat["push"] = {"url": e["push"]["url"], "timeout_ms": int(e["push"].get("timeout_ms", 2000)),
                            "secret": e["push"].get("secret")}
        seats.append(seat)
    return {
        "ruleset": {"preset": spec.preset, "options": dict(spec.options)},
        "seats": seats,
        "seed": g.deal_seed,
        "derived_seed": True,  # from the tournament's salted seed: nothing to salt again
        "deck": None,
        "turn_cap": None,
        "dealer": 0,
        "bot_seed": g.bot_seed,
        "assigned_by": "tournament",
        **({"deal_group": tournament_group(tournament_id, g.round, g.deal)} if tournament_id else {}),
    }


def result_of(index: int, loaded: Loaded, log_hash: str, game_id: str | None) -> GameResult:
    st = loaded.state
    if st.result is None:
        raise RuntimeError(f"game {index} is not over")
    n = loaded.game.players
    return GameResult(
        index=index,
        scores=tuple(outcome(st, s) for s in range(n)),
        reason=st.result.reason,
        strikes=tuple(int(loaded.meta.get(f"strikes:{s}", "0")) for s in range(n)),
        events=st.version,
        log_hash=log_hash,
        game_id=game_id, places=places(st),
    )


def play_game_in_memory(spec: TournamentSpec, entrants: Sequence[Entrant], names: Sequence[str],
                        g: ScheduledGame) -> GameResult:
    """Deal and play one scheduled game without storing it; its result and log hash."""
    return _play_in_memory(spec, entrants, names, g)[0]


def replay_in_memory(spec: TournamentSpec, entrants: Sequence[Entrant], names: Sequence[str],
                     g: ScheduledGame) -> tuple[GameResult, dict[str, Any]]:
    """Play one scheduled game as :func:`play_game_in_memory` does; its result and its
    replay, as the service exports a finished game's (unsigned)."""
    result, head, log_entries, loaded = _play_in_memory(spec, entrants, names, g)
    st = loaded.state
    assert st.result is not None
    dealt = next((e["event"] for e in log_entries if e["event"]["type"] == "Dealt"), None)
    return result, build_document(head, log_entries, phase="over", result=result_to_dict(st.result),
                                  redacted_for=None, seed=loaded.meta.get("seed") or None,
                                  deal=dealt["deck"] if dealt else None,
                                  seed_salt=loaded.meta.get("seed_salt") or None)


def _play_in_memory(spec: TournamentSpec, entrants: Sequence[Entrant], names: Sequence[str],
                    g: ScheduledGame) -> tuple[GameResult, dict[str, Any], list[dict[str, Any]], Loaded]:
    game_id = derive(spec.base, "game", g.index)[:32]
    new = new_game(game_request(spec, entrants, names, g), game_id=game_id)
    loaded = Loaded(game_id, new.meta, new.game, new.state)
    log_entries: list[dict[str, Any]] = [{"event": event_to_dict(ev), "cause": None} for ev in new.events]
    played = list(new.events)  # the whole log so far, for bots that read their seat's history
    ctx = SeatContext(game_id, new.game, new.state, new.meta,
                      describe=lambda seat: describe(loaded, seat), load_events=lambda: list(played))

    def commit(version: int, events: list[Any], choice: Choice) -> bool:
        played.extend(events)
        for i, ev in enumerate(events):
            log_entries.append({"event": event_to_dict(ev), "cause": choice.cause if i == 0 else None})
        return True

    send_notices(STARTED, Loaded(game_id, new.meta, new.game, new.state))
    players: dict[int, SeatPlayer] = dict(seat_players(new.meta))
    for seat, p in enumerate(g.seats):  # a policy's seat is a person's, played here
        if entrants[p].get("policy"):
            players[seat] = PolicySeat(load_policy(entrants[p]["policy"]), names[p])
    play_seats(ctx, players, commit, max_moves=10_000_000)
    # another game of the deal may still be played (in this runner's other workers): its
    # cards stay hidden from the push bots that end this one
    send_notices(ENDED, loaded, everything=len(deal_games(spec, g.round, g.deal)) == 1)
    head = replay_header(game_id, new.meta)
    return result_of(g.index, loaded, last_hash(head, log_entries), None), head, log_entries, loaded


# == the HTTP service's tournaments ============================================================


class TournamentService:
    """Tournaments over HTTP: created in Redis, played by a lease-holding runner whose
    threads each play one game at a time, within the game slots' caps."""

    def __init__(self, store: RecordStore, games: GameService, credentials: Credentials, slots: GameSlots,
                 *, max_games: int = MAX_GAMES, lease_ms: int = LEASE_MS,
                 concurrency: Concurrency = Concurrency(), slot_poll: float = SLOT_POLL_SECONDS,
                 pull_timeout: float = PULL_MOVE_TIMEOUT_S, worker_stale_s: float = WORKER_STALE_S) -> None:
        self.store = store
        self.games = games
        self.credentials = credentials
        self.slots = slots
        self.max_games = max_games
        self.lease_ms = lease_ms
        self.concurrency = concurrency
        self.slot_poll = slot_poll
        self.pull_timeout = pull_timeout
        self.worker_stale_s = worker_stale_s
        self._threads: dict[str, threading.Thread] = {}
        self._lock = threading.Lock()

    # -- creating and reading --------------------------------------------------------------

    def create(self, req: dict[str, Any], creator: Credential) -> dict[str, Any]:
        """Store and start a tournament by ``creator``, within its quota (429 ``quota_exceeded``)."""
        entrants: list[Entrant] = []
        accounts: set[str] = set()
        if creator.kind != ORGANISER:  # a bot's token enters itself alone (api.games.consent)
            require_own([p["account"] for p in req["participants"] if p.get("account")], creator.id,
                        what="a tournament")
        for p in req["participants"]:
            e: Entrant = {"name": p.get("name")}
            if p.get("account"):
                e.update(self._registered(p["account"], accounts))
            elif p.get("push"):
                check_push_url(p["push"]["url"], self.games.push_hosts)
                # one secret for the participant in every game (kept in the record)
                e["push"] = with_secret({"url": p["push"]["url"], "timeout_ms": p["push"]["timeout_ms"],
                                         "secret": p["push"].get("secret")})
            else:
                e["bot"] = p["bot"]
            entrants.append(e)
        ref = req["ruleset"]
        try:
            spec = TournamentSpec(
                preset=ref["preset"], options=dict(ref.get("options") or {}),
                participants=tuple(label(e) for e in entrants), seed=req.get("seed") or new_seed(),
                salt=new_salt(),
                format=req["format"], rounds=req.get("rounds"),
                games_per_pairing=req["games_per_pairing"], seats_per_game=req["seats_per_game"],
                duplicate=req["duplicate"],
            )
        except TournamentError as exc:
            raise Unprocessable(str(exc), code=exc.code) from None
        total = spec.total_games()
        if total > self.max_games:
            raise Unprocessable(
                f"this tournament would be {total} games; at most {self.max_games} are played here",
                code="tournament_too_large", games=total, max_games=self.max_games,
            )
        clock = req.get("clock")
        if not clock and any(e.get("account") for e in entrants):
            clock = BOTS_CLOCK  # a registered bot plays over the network: the clock keeps it moving
        control = request_time_control(clock)
        tid = uuid.uuid4().hex
        self.credentials.admit(creator, tid, total)
        try:
            self.store.create(tid, {
                # the stored games play under it (api.games.clocks)
                **({"clock": json.dumps(control.to_dict())} if control is not None else {}),
                "spec": json.dumps(spec.to_dict()),
                "entrants": json.dumps(entrants),
                "names": json.dumps(entrant_names(entrants)),
                "status": "running",
                "created": repr(time.time()),
                "total": str(total),
                "creator": json.dumps(creator.public()),
                "creator_key": creator.key,
            })
        except StoreError:
            with contextlib.suppress(StoreError):
                self.credentials.finish(creator.key, tid)
            raise
        # the web process only records it: a worker (shithead worker, or a process run with
        # TOURNAMENT_WORKER=1) takes its lease and plays it (api.play.tournament_worker)
        self.store.activate(tid)
        invited = [e["account"] for e in entrants if e.get("account") and e["account"] != creator.id]
        if invited and self.games.bots is not None:  # an organiser's invitation, which it may decline
            self.games.bots.announce(invited, {"type": "tournament_invited", "tournament": tid,
                                               "from": creator.name})
        body = self.describe(tid)
        body["participants"] = [{**p, "webhook_secret": (e.get("push") or {}).get("secret")}
                                for p, e in zip(body["participants"], entrants, strict=True)]
        return body

    def _registered(self, name: str, seen: set[str]) -> Entrant:
        """A registered bot as a participant: it must exist, not be revoked, and be entered
        once (a bot holds at most one seat in a game)."""
        record = self.games.bots.get(name) if self.games.bots is not None else None
        if record is None or record.get("disabled"):
            raise Unprocessable(f"no registered bot {name} (or its token was revoked)", code="unknown_bot")
        if name in seen:
            raise Unprocessable(f"bot {name} is entered twice: a registered bot is one participant",
                                code="duplicate_participant")
        seen.add(name)
        return {"account": name, "kind": record["kind"]}

    def describe(self, tid: str) -> dict[str, Any]:
        try:
            meta, game_ids, raw = self.store.read(tid)
        except UnknownRecordError:
            raise NotFound(f"no tournament {tid}") from None
        spec = TournamentSpec.from_dict(json.loads(meta["spec"]))
        entrants = json.loads(meta["entrants"])
        names = json.loads(meta["names"])
        results = {i: GameResult.from_dict(json.loads(v)) for i, v in raw.items()}
        status = meta["status"]
        games = []
        for g in all_games(spec, results):
            gid = game_ids.get(g.index)
            res = results.get(g.index)
            games.append({
                "index": g.index, "round": g.round, "table": g.table, "deal": g.deal,
                "rotation": g.rotation, "seats": list(g.seats), "game_id": gid,
                "replay": f"/v1/games/{gid}/replay" if gid else None,
                "result": res.outcome() if res is not None else None,
            })
        return {
            "id": tid,
            "status": status,
            "error": meta.get("error") or None,
            "waiting": self.waiting(tid, meta),
            "clock": json.loads(meta["clock"]) if meta.get("clock") else None,
            "created": float(meta["created"]),
            "created_by": json.loads(meta["creator"]) if meta.get("creator") else None,
            "cancelled": ({"by": json.loads(meta["cancelled_by"]), "at": float(meta["cancelled_at"])}
                          if meta.get("cancelled_at") else None),
            "ruleset": {"preset": spec.preset, "options": dict(spec.options)},
            "format": spec.format,
            "rounds": spec.round_count,
            "games_per_pairing": spec.games_per_pairing,
            "seats_per_game": spec.seats_per_game,
            "duplicate": spec.duplicate,
            # the seed decides every deal: it is shown once no game is left to play
            "seed": spec.seed if status == "done" else None,
            "seed_salt": (spec.salt or None) if status == "done" else None,
            # salted: a seed someone could guess is not found from it (docs/fairness.md)
            "seed_commitment": commitment(spec.seed, spec.salt or None),
            "participants": [participant_row(i, e, names[i]) for i, e in enumerate(entrants)],
            "progress": {"done": len(results), "total": spec.total_games()},
            "standings": [s.to_dict() for s in standings(spec, results, names)],
            "games": games,
        }

    def waiting(self, tid: str, meta: dict[str, str]) -> dict[str, Any] | None:
        """Why a running tournament does not move, if that is so: no runner holds its lease
        and no worker has beaten its heart lately (since the later of the tournament's
        creation and the last heartbeat). None while a runner plays it, or a live worker is
        about to take it."""
        if meta["status"] != "running" or self.store.leased(tid):
            return None
        beat = self.store.last_beat()
        if beat is not None and time.time() - beat <= self.worker_stale_s:
            return None
        return {"reason": NO_WORKER, "since": max(float(meta["created"]), beat or 0.0)}

    def list_page(self, *, cursor: float, limit: int) -> dict[str, Any]:
        """A page of tournaments, newest first: those created before ``cursor``."""
        out: list[dict[str, Any]] = []
        next_cursor = None
        for tid, score in self.store.newest(cursor, limit + 1):
            if len(out) == limit:
                next_cursor = out[-1]["created"]
                break
            try:
                meta, _, raw = self.store.read(tid)
            except UnknownRecordError:  # being created, or an entry a crash left: dropped once old
                self.store.drop_missing(tid, time.time())
                continue
            spec = TournamentSpec.from_dict(json.loads(meta["spec"]))
            out.append({
                "id": tid, "status": meta["status"], "created": score,
                "ruleset": {"preset": spec.preset, "options": dict(spec.options)},
                "format": spec.format, "participants": json.loads(meta["names"]),
                "progress": {"done": len(raw), "total": spec.total_games()},
            })
        return {"tournaments": out, "next_cursor": repr(next_cursor) if next_cursor is not None else None}

    def results(self, tid: str) -> dict[str, Any]:
        """The results document of a finished tournament (see :mod:`engine.results`)."""
        try:
            meta, _, raw = self.store.read(tid)
        except UnknownRecordError:
            raise NotFound(f"no tournament {tid}") from None
        if meta["status"] != "done":
            # the spec holds the seed, which decides the deals still to come
            raise ServiceError(
                f"the tournament is {meta['status']}: its results are exported once it is done",
                status=409, code="tournament_not_over")
        spec = TournamentSpec.from_dict(json.loads(meta["spec"]))
        entrants = json.loads(meta["entrants"])
        names = json.loads(meta["names"])
        results = {i: GameResult.from_dict(json.loads(v)) for i, v in raw.items()}
        participants = [participant_row(i, e, names[i]) for i, e in enumerate(entrants)]
        return build_results(tid, spec, names, participants, results)

    def cancel(self, tid: str, who: Credential) -> dict[str, Any]:
        """Cancel a running tournament for its creator: no game of it starts any more (the
        ones being played end); the tournament as it stands. Cancelling a cancelled one again
        answers it as it is; a done or failed one is 409 ``tournament_over``."""
        try:
            meta, _, _ = self.store.read(tid)
        except UnknownRecordError:
            raise NotFound(f"no tournament {tid}") from None
        if meta.get("creator_key") != who.key:
            raise Forbidden("only the credential that created the tournament may cancel it", code="not_creator")
        status: str | None = meta["status"]
        if status == "running":
            if self.store.transition(tid, "running", {
                "status": "cancelled", "cancelled_by": json.dumps(who.public()),
                "cancelled_at": repr(time.time()),
            }):
                self.credentials.finish(who.key, tid)
                self.store.deactivate(tid)
                return self.describe(tid)
            status = self.store.status(tid)  # it ended meanwhile
        if status == "cancelled":
            return self.describe(tid)
        raise ServiceError(f"the tournament is {status}: only a running one can be cancelled",
                           status=409, code="tournament_over")

    def decline(self, tid: str, bot: str) -> dict[str, Any]:
        """A registered bot entered in a running tournament declines it: the games not yet
        started seat the built-in ``random`` bot in its place (declining again answers the
        tournament as it is)."""
        try:
            meta, _, _ = self.store.read(tid)
        except UnknownRecordError:
            raise NotFound(f"no tournament {tid}") from None
        if not any(e.get("account") == bot for e in json.loads(meta["entrants"])):
            raise Forbidden(f"bot {bot} is not entered in this tournament", code="not_invited")
        if meta.get(f"declined:{bot}"):
            return self.describe(tid)
        if not self.store.transition(tid, "running", {f"declined:{bot}": repr(time.time())}):
            raise ServiceError(f"the tournament is {self.store.status(tid)}: only a running one can be declined",
                               status=409, code="tournament_over")
        return self.describe(tid)

    def _playing(self, tid: str, entrants: Sequence[Entrant], g: ScheduledGame) -> list[Entrant]:
        """The entrants as game ``g`` seats them: a registered bot that declined the
        tournament is the built-in ``random`` bot, under its name, and no account."""
        mine = sorted({entrants[p]["account"] for p in g.seats if entrants[p].get("account")})
        declined = {n for n, at in zip(mine, self.store.fields(tid, [f"declined:{n}" for n in mine]),
                                       strict=True) if at}
        return [{"name": e.get("name"), "bot": "random"} if e.get("account") in declined else e
                for e in entrants]

    def get(self, tid: str) -> dict[str, Any]:
        """The tournament. A running one that no runner holds is left to the workers (one
        stored before they kept the set of running tournaments is put in it here)."""
        body = self.describe(tid)
        if body["status"] == "running" and not self.store.leased(tid):
            self.store.activate(tid, wake=False)
        return body

    # -- playing ---------------------------------------------------------------------------

    def start(self, tid: str) -> None:
        with self._lock:
            for done in [k for k, t in self._threads.items() if not t.is_alive()]:
                del self._threads[done]
            if tid in self._threads:
                return
            thread = threading.Thread(target=self.run, args=(tid,), name=f"tournament-{tid}", daemon=True)
            self._threads[tid] = thread
        thread.start()

    def join(self, tid: str, timeout: float | None = None) -> bool:
        """Wait for this process's runner of ``tid`` (if any) to stop; whether none runs now."""
        with self._lock:
            thread = self._threads.get(tid)
        if thread is not None:
            thread.join(timeout)
            return not thread.is_alive()
        return True

    def scopes(self, tid: str, creator_key: str) -> dict[str, int]:
        """The slot scopes a game of ``tid`` is played in, with their caps."""
        out = {SHARED: self.concurrency.total}
        if creator_key:  # tournaments stored before credentials have no creator
            out[f"c:{creator_key}"] = self.concurrency.per_creator
        if creator_key.startswith(f"{BOT}:"):  # a bot token's: within the bots' budget
            out["bots"] = self.concurrency.bots
        out[f"t:{tid}"] = self.concurrency.per_tournament
        return out

    def run(self, tid: str) -> bool:
        """Play the tournament to its end if this runner gets its lease; whether it ended here."""
        owner = uuid.uuid4().hex
        try:
            if not self.store.lease(tid, owner, self.lease_ms):
                return False
        except StoreError as exc:
            log.warning("tournament %s: store unavailable: %s", tid, exc)
            return False
        lost = threading.Event()
        stop = threading.Event()
        held: dict[str, list[str]] = {}  # the game slots this runner holds: holder -> scopes

        def heartbeat() -> None:
            while not stop.wait(self.lease_ms / 3000.0):
                try:
                    if not self.store.lease(tid, owner, self.lease_ms):
                        lost.set()
                        return
                    for holder, scopes in list(held.items()):
                        self.slots.renew(holder, scopes, hold_ms=self.lease_ms)
                except StoreError:
                    pass  # the lease runs out unless the store comes back in time

        beat = threading.Thread(target=heartbeat, name=f"tournament-lease-{tid}", daemon=True)
        beat.start()
        try:
            return self._play_all(tid, lost, held)
        except StoreError as exc:
            log.warning("tournament %s stopped, store unavailable (resumed on a later read): %s", tid, exc)
            return False
        except Exception as exc:
            log.exception("tournament %s failed", tid)
            with contextlib.suppress(StoreError):
                self._end(tid, {"status": "failed", "error": f"{type(exc).__name__}: {exc}"})
            return False
        finally:
            stop.set()
            with contextlib.suppress(StoreError):
                self.store.release(tid, owner)

    def _end(self, tid: str, fields: dict[str, str]) -> bool:
        """End a running tournament (done, failed) and stop counting it against its creator's
        quota; False if it was no longer running (cancelled meanwhile)."""
        if not self.store.transition(tid, "running", fields):
            return False
        self.store.deactivate(tid)
        meta, _, _ = self.store.read(tid)
        if meta.get("creator_key"):
            self.credentials.finish(meta["creator_key"], tid)
        return True

    def _play_all(self, tid: str, lost: threading.Event, held: dict[str, list[str]]) -> bool:
        meta, game_ids, raw = self.store.read(tid)
        if meta["status"] != "running":
            return False
        spec = TournamentSpec.from_dict(json.loads(meta["spec"]))
        entrants = json.loads(meta["entrants"])
        names = json.loads(meta["names"])
        results = {i: GameResult.from_dict(json.loads(v)) for i, v in raw.items()}
        scopes = self.scopes(tid, meta.get("creator_key", ""))
        clock = json.loads(meta["clock"]) if meta.get("clock") else None  # the games' time control
        for rnd in rounds(spec, results):
            todo = deque(g for g in rnd.games if g.index not in results)
            stop = threading.Event()
            errors: list[BaseException] = []
            lock = threading.Condition()
            #: the participants seated in each deal's games being played now: nobody plays
            #: two games of one deal at once (what it sees in one is the other's hidden cards)
            seated: dict[int, set[int]] = {}

            def play(todo: deque[ScheduledGame] = todo, stop: threading.Event = stop,
                     errors: list[BaseException] = errors, lock: threading.Condition = lock,
                     seated: dict[int, set[int]] = seated) -> None:
                """Take the round's next game whose participants play no other game of its
                deal now, wait for its slot, play it; until none is left, or the tournament
                stops (cancelled, lease lost, a game failed)."""
                while not stop.is_set():
                    with lock:
                        g = None
                        while g is None and todo and not stop.is_set():
                            g = next((c for c in todo if not seated.get(c.deal, set()) & set(c.seats)), None)
                            if g is None:
                                lock.wait(self.slot_poll)
                        if g is None:
                            return
                        todo.remove(g)
                        seated.setdefault(g.deal, set()).update(g.seats)
                    holder = f"{tid}:{g.index}"
                    try:
                        if not self._wait_for_slot(tid, holder, scopes, lost, stop,
                                                   meta.get("creator_key", "")):
                            stop.set()
                            return
                        held[holder] = list(scopes)
                        try:
                            res = self._play_stored(tid, spec, entrants, names, g, game_ids.get(g.index),
                                                    clock)
                            self.store.put_result(tid, g.index, json.dumps(res.to_dict()))
                        finally:
                            held.pop(holder, None)
                            self.slots.release(holder, list(scopes))
                        with lock:
                            results[g.index] = res
                    except BaseException as exc:
                        errors.append(exc)
                        stop.set()
                        return
                    finally:
                        with lock:
                            seated[g.deal] -= set(g.seats)
                            lock.notify_all()

            width = min(self.concurrency.per_tournament or MAX_RUNNER_THREADS, MAX_RUNNER_THREADS, len(todo))
            helpers = [threading.Thread(target=play, name=f"tournament-{tid}-{i}", daemon=True)
                       for i in range(1, width)]
            for t in helpers:
                t.start()
            play()
            for t in helpers:
                t.join()
            if errors:
                raise errors[0]
            if stop.is_set():
                return False
        return self._end(tid, {"status": "done", "finished": repr(time.time())})

    def _wait_for_slot(self, tid: str, holder: str, scopes: dict[str, int], lost: threading.Event,
                       stop: threading.Event, creator_key: str = "") -> bool:
        """Hold a slot for a game in every scope; False once the tournament is to stop
        (cancelled, its lease lost) before one is free. The deployment's slots go round
        robin between the creators waiting (:class:`~api.store.organisers.GameSlots`). A
        long wait asks less and less often (up to once a second), so many waiting
        tournaments cost Redis little."""
        pause = self.slot_poll
        while not (lost.is_set() or stop.is_set()):
            if self.store.status(tid) != "running":
                break
            if self.slots.acquire(holder, scopes, hold_ms=self.lease_ms, creator=creator_key,
                                  wait_ms=int(SLOT_POLL_MAX_SECONDS * 5000)):
                return True
            stop.wait(pause)
            pause = min(pause * 1.5, SLOT_POLL_MAX_SECONDS)
        self.slots.stop_waiting(holder)
        return False

    def _play_stored(self, tid: str, spec: TournamentSpec, entrants: Sequence[Entrant],
                     names: Sequence[str], g: ScheduledGame, game_id: str | None,
                     clock: dict[str, Any] | None = None) -> GameResult:
        """Create (or resume) the stored game of ``g`` and play it out (under ``clock``, the
        tournament's time control, if it has one): here, or, with a registered pull bot in
        it, by the bots themselves while this runner waits."""
        seated = self._playing(tid, entrants, g)  # for a game created now: declines apply
        # a game of the service's seats only is played out here, by this runner, not by the
        # bot policy's drivers; one with a pull bot's seat is the policy's to play around it
        req = {**game_request(spec, seated, names, g, tid), "play_out": not has_pull_seat(seated, g),
               "clock": clock}
        if game_id is None:
            fresh = uuid.uuid4().hex
            game_id = self.store.claim_game(tid, g.index, fresh)
            if game_id == fresh:
                self.games.create(req, game_id=game_id)
        try:
            loaded = self.games.load(game_id)
        except NotFound:  # claimed, but the runner stopped before creating it
            self.games.create(req, game_id=game_id)
            loaded = self.games.load(game_id)
        if any(loaded.meta.get(f"account:{i}") and not loaded.meta.get(f"bot:{i}")
               for i in range(loaded.game.players)):  # a registered pull bot sits in it
            loaded = self._wait_for_end(loaded)
        while not loaded.state.is_over():
            before = loaded.state.version
            play_bots(self.games, game_id)
            loaded = self.games.load(game_id)
            if not loaded.state.is_over() and loaded.state.version == before:
                # every seat is a bot: a game that does not move on has no one left to move it
                raise RuntimeError(f"game {game_id} of tournament {tid} does not move on")
        doc = self.games.replay(game_id, None, whole=True)
        return result_of(g.index, loaded, doc["events"][-1]["hash"], game_id)

    def _revoked(self, account: str) -> bool:
        record = self.games.bots.get(account) if self.games.bots is not None else None
        return record is None or bool(record.get("disabled"))

    def _wait_for_end(self, loaded: Loaded) -> Loaded:
        """Wait for a game with a registered pull bot's seat to end. The bots move it on (the
        pull bot over HTTP, the others through the bot policy, whose mark each of this
        runner's reads restores if it was lost). In a game without a clock, a pull bot's seat
        that has not moved within ``pull_timeout`` seconds plays the default move, with a
        strike, as a push bot that does not answer does (at once after
        :data:`~api.play.seats.MAX_STRIKES`); a revoked bot's seat plays it at once."""
        game_id = loaded.game_id
        pulls = [i for i in range(loaded.game.players)
                 if loaded.meta.get(f"account:{i}") and not loaded.meta.get(f"bot:{i}")]
        since = time.monotonic()
        while not loaded.state.is_over():
            version = loaded.state.version
            waiting = [s for s in loaded.state.to_act() if s in pulls]
            revoked = [s for s in waiting if self._revoked(loaded.meta[f"account:{s}"])]
            # a clocked game's clock deals with a seat that takes too long (docs/clocks.md)
            clocked = bool(loaded.meta.get("clock"))
            timeout = math.inf if clocked else self.pull_timeout
            if not clocked and waiting and all(int(loaded.meta.get(f"strikes:{s}", "0")) >= MAX_STRIKES for s in waiting):
                timeout = 0.0
            left = since + timeout - time.monotonic()
            if revoked:  # its token no longer acts: its seat plays the default move at once
                play_default(self.games, game_id, revoked, dropped=True)
            elif waiting and left <= 0:
                play_default(self.games, game_id, waiting)
            else:
                self.games.store.wait_for_version(game_id, version, min(left, 5.0) if waiting else 5.0)
            loaded = self.games.load(game_id)
            if loaded.state.version != version:
                since = time.monotonic()
        return loaded

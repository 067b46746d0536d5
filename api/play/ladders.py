"""Ladders: registered bots paired again and again, rated with OpenSkill.

A ladder is a standing competition of registered bots (:mod:`api.bots`) in one ruleset:
its creator (an organiser's or a bot's credential, counted against its quota as a running
tournament is) sets the seats per game, the cadence (how many games a bot plays an hour at
most) and the games' time control; bots enrol with their tokens, or are enrolled by the
creator, and leave when they like.

**The scheduler** pairs the games and rates them. It runs in ``shithead worker``
(:class:`LadderScheduler`, a thread beside the rq worker), never in a web request: the one
holding the lease in Redis ticks, any other waits its turn, so several workers may run and
one ticks at a time. Each tick, for every active ladder:

1. its live games that ended are rated, once each (the store's marker per game), and the
   ratings written to the ladder, the bots' rating histories and their profiles (a game a
   bot forfeited without showing up is not rated, :mod:`.ladder_presence`);
2. the bots that are due (enrolled, enabled, online and not paused (:mod:`.ladder_presence`),
   in none of its live games, and by the cadence:
   fewer than ``games_per_hour`` games started in the last hour, the last one at least an
   hour / ``games_per_hour`` ago) are paired by rating, ``seats_per_game`` at a time, and a
   game is created for each table through the game service with a seat per bot
   (``{"account": name}``; the bots' feeds announce it with ``by: ladder``). Each game
   counts against the creator's games per day; once they are spent, the ladder waits for
   the next UTC day (``waiting_for_quota``).

Pairing by rating: the due bots are ordered by a draw from each one's rating (``mu`` plus
``sigma`` times a standard normal) and seated in that order, so bots of close ratings
meet, and a bot whose rating is still uncertain meets a wider range.

A ladder whose scheduler has not ticked within :data:`WORKER_GRACE_S` says so: its status
is ``waiting_for_worker``, and nothing moves until a ``shithead worker`` runs.

Ratings: OpenSkill's Plackett-Luce model (as the tournaments' standings), each game's ranks
from its seats' scores (a win 1, a draw 0.5, a loss 0: every winner shares first place);
the rating shown is the ordinal, ``mu - 3 sigma``.
"""

from __future__ import annotations

import contextlib
import logging
import random
import threading
import time
import uuid
from typing import Any

from engine import ladder

from .. import jsontext
from ..games.clocks import request_time_control
from ..games.consent import require_own
from ..games.dealing import check_players, request_ruleset
from ..games.errors import Forbidden, NotFound, ServiceError, Unauthorized, Unprocessable
from ..games.service import GameService
from ..store.bots import BotStore
from ..store.errors import StoreError
from ..store.ladders import LadderStore
from .credentials import ORGANISER, Credential, Credentials, utc_day
from .ladder_presence import PAUSE_AFTER, board_presence, forfeited_by, pairable, was_absent
from .leaderboards import Leaderboards

log = logging.getLogger("shithead.ladders")

#: A ladder no scheduler looked at for this long is ``waiting_for_worker``.
WORKER_GRACE_S = 10.0
#: Seconds between a scheduler's ticks.
TICK_S = 0.5
#: The scheduler's lease: another worker's scheduler takes over once it runs out.
LEASE_MS = 5_000
#: Ratings per bot a ladder's leaderboard shows (the store keeps more).
HISTORY_SHOWN = 20
HOUR = 3600.0
#: A ladder's games are always clocked (a silent bot forfeits rather than holding its
#: opponents): this time control unless the ladder is given another.
DEFAULT_CLOCK: dict[str, Any] = {"move_ms": 10_000, "on_timeout": "forfeit"}


def _model() -> Any:
    return ladder.model()


class LadderService:
    def __init__(
        self,
        store: LadderStore,
        games: GameService,
        bots: BotStore,
        credentials: Credentials,
        *,
        worker_grace: float = WORKER_GRACE_S,
        pause_after: int = PAUSE_AFTER,
        leaderboards: Leaderboards | None = None,
    ) -> None:
        self.store = store
        self.games = games
        self.bots = bots
        self.credentials = credentials
        self.worker_grace = worker_grace
        #: Forfeits in a row after which a bot is paused (:mod:`.ladder_presence`).
        self.pause_after = pause_after
        #: Where a rated game also rates its bots across every rated game of the ruleset.
        self.leaderboards = leaderboards
        self.model = _model()
        self.rng = random.Random()

    # == records ==============================================================================

    def create(self, req: dict[str, Any], creator: Credential) -> dict[str, Any]:
        ref = req["ruleset"]
        options = dict(ref.get("options") or {})
        rs = request_ruleset(ref["preset"], options, ref.get("cards") or ())
        seats = req["seats_per_game"]
        check_players(rs, seats)
        control = request_time_control(req.get("clock") or DEFAULT_CLOCK)  # 422 invalid_clock
        assert control is not None
        names = list(dict.fromkeys(req.get("bots") or []))
        if creator.kind != ORGANISER:  # a bot's token enrols itself alone (api.games.consent)
            require_own(names, creator.id, what="a ladder")
        for name in names:
            self._enabled_bot(name)
        lid = uuid.uuid4().hex
        self.credentials.admit(creator, lid, 0)
        now = time.time()
        meta = {
            "id": lid,
            "name": req.get("name") or "",
            "ruleset": jsontext.dumps(
                {
                    "preset": ref["preset"],
                    "options": options,
                    **({"cards": ref["cards"]} if ref.get("cards") else {}),
                }
            ),
            "ruleset_name": rs.name,
            "seats_per_game": str(seats),
            "games_per_hour": str(req["games_per_hour"]),
            "clock": jsontext.dumps(control.to_dict()),
            "status": "active",
            "created": repr(now),
            "creator": jsontext.dumps(creator.public()),
            "creator_key": creator.key,
            # its games count against the creator's games per day, one by one as they start
            "max_games_per_day": str(creator.quota.max_games_per_day),
        }
        try:
            self.store.create(lid, meta, {name: now for name in names})
        except StoreError:
            with contextlib.suppress(StoreError):
                self.credentials.finish(creator.key, lid)
            raise
        return self.describe(lid)

    def _enabled_bot(self, name: str) -> dict[str, str]:
        record = self.bots.get(name)
        if record is None or record.get("disabled"):
            raise Unprocessable(
                f"no registered bot {name} (or its token was revoked)", code="unknown_bot"
            )
        return record

    def _read(self, lid: str) -> dict[str, Any]:
        found = self.store.read(lid)
        if found is None:
            raise NotFound(f"no ladder {lid}")
        return found

    def _bot_of(self, token: str | None) -> str:
        if token is None:
            raise Unauthorized(
                "send the bot's token: 'Authorization: Bearer <token>'", code="missing_token"
            )
        name = self.bots.name_of_token(token)
        if name is None:
            raise Unauthorized(
                "the token is not a registered bot's (or it was revoked)", code="bad_token"
            )
        return name

    def join(self, lid: str, token: str | None) -> dict[str, Any]:
        """Enrol the bot whose token this is (enrolled already: the ladder as it is)."""
        name = self._bot_of(token)
        meta = self._read(lid)["meta"]
        if meta["status"] != "active":
            raise ServiceError(f"the ladder is {meta['status']}", status=409, code="ladder_over")
        self.store.enrol(lid, name, time.time())
        return self.describe(lid)

    def leave(self, lid: str, token: str | None) -> dict[str, Any]:
        """The bot leaves: no new game pairs it (a game it is playing is played and rated)."""
        name = self._bot_of(token)
        self._read(lid)
        self.store.leave(lid, name)
        return self.describe(lid)

    def cancel(self, lid: str, who: Credential) -> dict[str, Any]:
        """For its creator: no game of the ladder starts any more (those being played are
        rated when they end). Cancelling a cancelled ladder answers it as it is."""
        meta = self._read(lid)["meta"]
        if meta.get("creator_key") != who.key:
            raise Forbidden(
                "only the credential that created the ladder may cancel it", code="not_creator"
            )
        if self.store.transition(
            lid,
            "active",
            {
                "status": "cancelled",
                "cancelled_at": repr(time.time()),
                "cancelled_by": jsontext.dumps(who.public()),
            },
        ):
            self.credentials.finish(who.key, lid)
        return self.describe(lid)

    # == reading ==============================================================================

    def status(self, meta: dict[str, str], enrolled: list[str], now: float) -> tuple[str, str]:
        """The ladder's status and why."""
        if meta["status"] == "cancelled":
            return "cancelled", "cancelled by its creator: no game starts any more"
        last = float(meta["last_tick"]) if meta.get("last_tick") else None
        if last is None or now - last > self.worker_grace:
            since = "ever" if last is None else f"for {now - last:.0f} s"
            return (
                "waiting_for_worker",
                f"no scheduler has looked at this ladder {since}: games are paired by "
                "`shithead worker`, and none runs",
            )
        if meta.get("quota_day") == utc_day():
            return (
                "waiting_for_quota",
                "its creator's credential has scheduled as many games today (UTC) as its "
                "quota allows: games start again tomorrow",
            )
        need = int(meta["seats_per_game"])
        ready = [
            n for n in enrolled if (r := self.bots.get(n)) is not None and not r.get("disabled")
        ]
        seen = self.bots.presence.last_seen(ready)
        here = [n for n in ready if self.bots.presence.is_online(seen[n], now)]
        if len(here) < need:
            return (
                "waiting_for_bots",
                f"{len(here)} of the {len(ready)} enabled bots enrolled are online; a game needs "
                f"{need}",
            )
        return "running", "the scheduler pairs due bots every tick"

    def describe(self, lid: str) -> dict[str, Any]:
        found = self._read(lid)
        meta = found["meta"]
        now = time.time()
        enrolled = sorted(found["bots"])
        status, why = self.status(meta, enrolled, now)
        ratings: dict[str, dict[str, Any]] = found["ratings"]
        names = sorted(set(enrolled) | set(ratings))
        histories = self.store.histories(lid, names, HISTORY_SHOWN)
        present = board_presence(self.bots.presence, found, names, now)
        rows = []
        for name in names:
            r = ratings.get(name) or self._fresh()
            games = int(r["games"])
            rows.append(
                {
                    "bot": name,
                    "rating": r["ordinal"],
                    "mu": r["mu"],
                    "sigma": r["sigma"],
                    "games": games,
                    "wins": r["wins"],
                    "draws": r["draws"],
                    "losses": r["losses"],
                    "win_rate": round(r["wins"] / games, 4) if games else None,
                    "enrolled": name in found["bots"],
                    **present[name],
                    "history": histories[name],
                }
            )
        rows.sort(key=lambda row: (-row["rating"], row["bot"]))
        for rank, row in enumerate(rows, 1):
            row["rank"] = rank
        ruleset = jsontext.loads(meta["ruleset"])
        return {
            "id": lid,
            "name": meta.get("name") or None,
            "status": status,
            "status_detail": why,
            "created": float(meta["created"]),
            "created_by": jsontext.loads(meta["creator"]),
            "cancelled": (
                {"by": jsontext.loads(meta["cancelled_by"]), "at": float(meta["cancelled_at"])}
                if meta.get("cancelled_at")
                else None
            ),
            "ruleset": {"preset": ruleset["preset"], "options": ruleset["options"]},
            "seats_per_game": int(meta["seats_per_game"]),
            "games_per_hour": int(meta["games_per_hour"]),
            "clock": jsontext.loads(meta["clock"]) if meta.get("clock") else None,
            "last_tick": float(meta["last_tick"]) if meta.get("last_tick") else None,
            "bots": enrolled,
            "leaderboard": rows,
            "live_games": sorted(
                ({"game": gid, **live} for gid, live in found["live"].items()),
                key=lambda g: -g["started"],
            ),
            "recent_games": found["recent"],
        }

    def list_page(self, *, cursor: float, limit: int) -> dict[str, Any]:
        out: list[dict[str, Any]] = []
        next_cursor = None
        now = time.time()
        for lid, score in self.store.newest(cursor, limit + 1):
            if len(out) == limit:
                next_cursor = out[-1]["created"]
                break
            found = self.store.read(lid)
            if found is None:  # being created, or entries a crash left: dropped once old
                self.store.drop_missing(lid, now)
                continue
            meta = found["meta"]
            status, _ = self.status(meta, sorted(found["bots"]), now)
            ruleset = jsontext.loads(meta["ruleset"])
            out.append(
                {
                    "id": lid,
                    "name": meta.get("name") or None,
                    "status": status,
                    "created": score,
                    "ruleset": {"preset": ruleset["preset"], "options": ruleset["options"]},
                    "seats_per_game": int(meta["seats_per_game"]),
                    "games_per_hour": int(meta["games_per_hour"]),
                    "bots": len(found["bots"]),
                }
            )
        return {
            "ladders": out,
            "next_cursor": repr(next_cursor) if next_cursor is not None else None,
        }

    # == the scheduler's tick ==================================================================

    def _fresh(self) -> dict[str, Any]:
        return ladder.fresh(self.model)

    def results(self, lid: str) -> dict[str, Any]:
        """The ladder's results document (:mod:`engine.ladder`): every rated game, oldest
        first, with its replay's last hash and the rating updates, and the ratings they give.
        409 ``ladder_log_incomplete`` for a ladder that rated games before it kept its log."""
        found = self._read(lid)
        log, ratings, rated = self.store.rating_log(lid)
        if rated != len(log):
            raise ServiceError(
                f"the ladder rated {rated - len(log)} games before it kept the log of its "
                "ratings: its updates cannot all be shown",
                status=409,
                code="ladder_log_incomplete",
            )
        meta = found["meta"]
        rules = jsontext.loads(meta["ruleset"])
        return ladder.build_ladder_results(
            lid,
            {"preset": rules["preset"], "options": rules["options"]},
            int(meta["seats_per_game"]),
            log,
            ratings,
        )

    def tick(self, lid: str, now: float | None = None) -> int:
        """Rate the ladder's ended games and start the games that are due; how many started."""
        now = time.time() if now is None else now
        found = self.store.read(lid)
        if found is None:  # being created, or entries a crash left: dropped once old
            self.store.drop_missing(lid, now)
            return 0
        self.store.ticked(lid, now)
        for gid, live in found["live"].items():
            self._settle(lid, found["meta"], gid, float(live["started"]), now)
        fresh = self.store.read(lid) or found
        if fresh["meta"]["status"] != "active":
            if not fresh["live"]:  # its last game is rated: no scheduler need look again
                self.store.retire(lid)
            return 0
        return self._pair(lid, fresh, now)

    def _settle(self, lid: str, meta: dict[str, str], gid: str, started: float, now: float) -> None:
        """Rate a live game that ended (once); a game that is gone is dropped, and one that a
        bot forfeited without showing up is not rated (:mod:`.ladder_presence`)."""
        try:
            loaded = self.games.load(gid)
        except NotFound:
            self.store.drop_live(lid, gid)
            return
        st = loaded.state
        if not st.is_over() or st.result is None:
            return
        if st.result.reason == ladder.ABORTED:  # no result: nobody is rated
            self.store.drop_live(lid, gid)
            return
        seated = [loaded.meta.get(f"account:{i}", "") for i in range(loaded.game.players)]
        r = st.result
        forfeited = forfeited_by(r.reason, r.loser, seated)
        if forfeited is not None and was_absent(self.bots.presence, forfeited, started):
            if self.store.drop_live(lid, gid):  # not played: its run of forfeits grows
                self.store.count_forfeits(lid, forfeited, [], now, self.pause_after)
            return
        # a seat whose bot left has lost, however its substitute played on
        scores = ladder.seat_scores(
            r.reason,
            r.winner,
            r.loser,
            loaded.game.ruleset.objective,
            [i for i, sub in enumerate(st.substitutes) if sub],
            loaded.game.players,
        )
        current = self.store.read(lid)
        stored = current["ratings"] if current is not None else {}
        before = {name: stored.get(name) or self._fresh() for name in seated}
        # the engine's update, which a ladder's results document lets anyone recompute
        rated = ladder.rate(self.model, [before[n] for n in seated], scores)
        after = dict(zip(seated, rated, strict=True))
        final_hash = self.games.replay(gid, None, whole=True)["events"][-1]["hash"]
        logged = ladder.logged(gid, final_hash, seated, scores, [before[n] for n in seated], rated)
        history: dict[str, dict[str, Any]] = {}
        seats = []
        for i, name in enumerate(seated):
            old = before[name]
            s = scores[i]
            history[name] = {
                "game": gid,
                "at": now,
                "rating": after[name]["ordinal"],
                "mu": after[name]["mu"],
                "sigma": after[name]["sigma"],
            }
            seats.append(
                {
                    "seat": i,
                    "bot": name,
                    "score": s,
                    "rating_before": old["ordinal"],
                    "rating_after": after[name]["ordinal"],
                }
            )
        recent = {"game": gid, "ended": now, "reason": st.result.reason, "seats": seats}
        if self.store.rate(lid, gid, now, recent, after, history, logged):
            played = [name for name in seated if name != forfeited]
            self.store.count_forfeits(lid, forfeited, played, now, self.pause_after)
            if self.leaderboards is not None:  # the bots' one rating in the ruleset
                self.leaderboards.rate_game(
                    meta["ruleset_name"], gid, seated, scores, now, {"ladder": lid}
                )

    def due(self, found: dict[str, Any], now: float) -> list[str]:
        """The enrolled, enabled bots that may start a game now by the cadence."""
        lid = found["meta"]["id"]
        per_hour = int(found["meta"]["games_per_hour"])
        spacing = HOUR / per_hour
        playing = {name for live in found["live"].values() for name in live["bots"]}
        candidates = pairable(
            self.bots.presence,
            self.store,
            found,
            [n for n in sorted(found["bots"]) if n not in playing],
            now,
        )
        starts = self.store.starts(lid, candidates, now - HOUR)
        out = []
        for name in candidates:
            times = starts[name]
            if len(times) >= per_hour or (times and now - max(times) < spacing):
                continue
            record = self.bots.get(name)
            if record is None or record.get("disabled"):
                continue
            out.append(name)
        return out

    def _pair(self, lid: str, found: dict[str, Any], now: float) -> int:
        meta = found["meta"]
        need = int(meta["seats_per_game"])
        due = self.due(found, now)
        if len(due) < need:
            return 0
        ratings = found["ratings"]

        def draw(name: str) -> float:
            r = ratings.get(name) or self._fresh()
            return float(r["mu"]) + float(r["sigma"]) * self.rng.gauss(0.0, 1.0)

        ordered = sorted(due, key=draw, reverse=True)
        ruleset = jsontext.loads(meta["ruleset"])
        clock = jsontext.loads(meta["clock"]) if meta.get("clock") else None
        started = 0
        for at in range(0, len(ordered) - need + 1, need):
            table = ordered[at : at + need]
            self.rng.shuffle(table)  # who sits first is not the rating's
            req: dict[str, Any] = {
                "ruleset": {
                    "preset": ruleset["preset"],
                    "options": ruleset["options"],
                    "cards": ruleset.get("cards") or [],
                },
                "seats": [
                    {"name": None, "open": False, "bot": None, "push": None, "account": name}
                    for name in table
                ],
                "seed": None,
                "deck": None,
                "turn_cap": None,
                "dealer": 0,
                "deal_mode": "server",
                "play_out": False,
                "assigned_by": "ladder",
            }
            if clock is not None:
                req["clock"] = clock
            if not self.credentials.spend(meta["creator_key"], 1, int(meta["max_games_per_day"])):
                self.store.set_meta(lid, {"quota_day": utc_day()})
                break
            gid = uuid.uuid4().hex
            # recorded first: a game created by a scheduler that dies at once is still rated
            self.store.started(lid, gid, table, now)
            try:
                self.games.create(req, game_id=gid)
            except ServiceError as exc:  # a bot disabled meanwhile
                log.warning("ladder %s: a game for %s could not be created: %s", lid, table, exc)
                self.store.drop_live(lid, gid)
                continue
            started += 1
        return started


class LadderScheduler:
    """The ladders' scheduler: ticks every ``interval`` seconds while it holds the lease
    (``shithead worker`` runs one in a thread; so may a test, exactly as the worker does)."""

    def __init__(
        self, ladders: LadderService, *, interval: float = TICK_S, lease_ms: int = LEASE_MS
    ) -> None:
        self.ladders = ladders
        self.interval = interval
        self.lease_ms = lease_ms
        self.owner = uuid.uuid4().hex
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def tick(self) -> bool:
        """One tick over every active ladder if this scheduler holds the lease; whether it did."""
        store = self.ladders.store
        if not store.lease(self.owner, self.lease_ms):
            return False
        for lid in store.active():
            try:
                self.ladders.tick(lid)
            except StoreError:
                raise
            except Exception:
                log.exception("ladder %s: the tick failed", lid)
        return True

    def run(self) -> None:
        while not self._stop.is_set():
            try:
                self.tick()
            except StoreError as exc:
                log.warning("ladders: store unavailable: %s", exc)
            except Exception:
                log.exception("ladders: the scheduler's tick failed")
            self._stop.wait(self.interval)
        with contextlib.suppress(StoreError):
            self.ladders.store.release(self.owner)

    def start(self) -> LadderScheduler:
        self._thread = threading.Thread(target=self.run, name="ladder-scheduler", daemon=True)
        self._thread.start()
        return self

    def stop(self, timeout: float = 10.0) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout)

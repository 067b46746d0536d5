"""Seats the service plays itself: built-in bots and push bots, and the one loop that plays them.

A game's meta record says who plays each seat: ``bot:<n>`` names a built-in bot, or is
``push`` with ``push:<n>`` holding the push bot's ``{"url", "timeout_ms"}``.
:func:`play_seats` plays such seats until a person must act or the game ends; the game
service runs it on stored games (appending every move to the log) and the tournament
runners on games held in memory, so both make the same moves from the same game.

**Push bots.** When a push seat must act, the service POSTs JSON to its URL::

    {"type": "move", "game": "<id>", "seat": 1, "version": 17,
     "view": <GET /v1/games/{id} as that seat sees it>,
     "legal_moves": [<action objects, as GET /v1/games/{id}/legal-moves lists them>],
     "deadline_ms": 2000}

and expects a 2xx answer ``{"action": <one of legal_moves>}`` within ``deadline_ms``
milliseconds (the seat's ``timeout_ms``). The service calls only the ``host:port`` pairs
in ``PUSH_BOT_HOSTS`` (:func:`push_endpoints`). On a time-out, a connection error, a non-2xx
status (redirects are not followed), a body that is not such JSON, or an action that is not
legal, the seat plays the **default move**, the first of ``legal_moves`` (the engine's
order: the plays, lowest first, before drawing or picking up), and gets a **strike**: the
cause of the move records ``"default": <reason>`` and the game's meta counts the strikes.
After :data:`MAX_STRIKES` strikes in one game the seat is not called again in that game: it
plays the default move at once (``"default": "dropped"``, no further strikes), so a dead
bot cannot hold a game up for longer than ``MAX_STRIKES`` time-outs. Across games, a host
is called by at most a few drivers at once, and one that keeps timing out is not called
for a while, its seats playing the default move with a strike (``unreachable``) at once
(:mod:`api.play.push_guard`), so one host cannot hold the drivers every game shares.

Setup ends however a seat behaves: the ruleset's ``setup_cap`` bounds the swaps (and stacks)
each seat may make, the last of them also making the seat ready. A push bot that would
make that last one is taken to be looping: it plays the default move (``ready``) instead,
with a strike (``"default": "setup_cap"``).

Every call is signed as a Standard Webhook (:func:`signed`) with the seat's secret
(:func:`api.games.webhooks.push_secret`): headers ``webhook-id`` (the same for the same
question asked again), ``webhook-timestamp`` and ``webhook-signature``. The game's start and
end are sent the same way (:mod:`api.play.notices`).
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Protocol

import requests
from marshmallow import ValidationError
from standardwebhooks import Webhook

from engine import causes
from engine.actions import COMMIT, REVEAL, STACK, SWAP, Action
from engine.bots import move_seed, seat_bot, seat_history
from engine.causes import apply_cause
from engine.events import event_from_dict
from engine.fairness import commit_to
from engine.game import DEALING, Game, State
from engine.notes import noted
from engine.view import bot_view
from schemas import ActionSchema

from ..games.service import GameService, seat_kinds
from ..games.webhooks import push_secret
from ..metrics import BOT_CALL_DURATION, BOT_CALL_FAILURES
from ..store.game_record import CONTRIBUTION, STRIKES, GameRecord, seat_field
from .push_calls import CallRecorder, answer_note
from .push_guard import PushGuard

#: Strikes after which a push seat is not called again in the game.
MAX_STRIKES = 5
DEFAULT_TIMEOUT_MS = 2000
MIN_TIMEOUT_MS = 50
MAX_TIMEOUT_MS = 10_000
#: A push bot's answer is one small object; anything longer is refused unread.
MAX_ANSWER_BYTES = 64 * 1024
#: Why a push seat played the default move (all but ``dropped`` count a strike). Every way
#: of not getting an answer (refused, reset, unknown host, a time-out connecting or
#: waiting) is the one reason ``unreachable``: a game's log, which anyone may read, must not
#: tell what the network behind the service looks like. (The cause table's: what it writes
#: is what the verifier accepts.)
DEFAULT_REASONS = causes.PUSH_REASONS
#: A push bot's place: a host (lower case, IPv6 without brackets) and a port.

_ACTION = ActionSchema()
#: The setup actions the setup cap counts.
ARRANGING = frozenset({SWAP, STACK})
_local = threading.local()


class SeatContext:
    """What the seat players of one game are given: the game, its state and its record.

    ``state`` is the live state, advanced by :func:`play_seats` as moves are made;
    ``describe(seat)`` is the game as ``GET /v1/games/{id}`` shows it to ``seat``;
    ``load_events()`` gives the events so far, called at most once (for bots that read
    their seat's history), after which the loop keeps the list up to date.
    """

    def __init__(
        self,
        game_id: str,
        game: Game,
        state: State,
        meta: dict[str, str],
        describe: Callable[[int], dict[str, Any]],
        load_events: Callable[[], list[Any]],
    ) -> None:
        self.game_id = game_id
        self.game = game
        self.state = state
        self.meta = meta
        self.describe = describe
        self._load_events = load_events
        self._events: list[Any] | None = None
        #: The push hosts' cap and breaker (api.play.push_guard; None: calls unguarded, as a
        #: game played in memory is).
        self.guard: PushGuard | None = None

    def events(self) -> list[Any]:
        if self._events is None:
            self._events = list(self._load_events())
        return self._events

    def record(self, events: Sequence[Any]) -> None:
        if self._events is not None:
            self._events.extend(events)

    def strikes(self, seat: int) -> int:
        return GameRecord(self.meta).seat(seat).strikes


@dataclass(frozen=True)
class Choice:
    """A seat's move: the action (always legal), the cause to log, and a strike if any."""

    action: Action
    cause: dict[str, Any]
    strike: str | None = None


class SeatPlayer(Protocol):
    def choose(self, ctx: SeatContext, seat: int) -> Choice: ...


class BuiltinSeat:
    """A built-in bot, rebuilt for every move with a seed from the game's bot seed (or id)."""

    def __init__(self, name: str) -> None:
        self.name = name

    def choose(self, ctx: SeatContext, seat: int) -> Choice:
        st = ctx.state
        legal = st.legal_actions(seat)
        if len(legal) == 1:
            # forced (a bot answers with a legal action): no bot to build, no seed to hash
            action = legal[0]
            return Choice(action, causes.move(seat, action, self.name))
        base = GameRecord(ctx.meta).bot_seed or ctx.game_id
        bot = seat_bot(self.name, ctx.game, move_seed(base, seat, st.version))
        history = seat_history(ctx.game, ctx.events(), seat) if bot.needs_history else []
        view = bot_view(st, seat) if bot.needs_view else {}
        action = bot.choose(view, legal, history)
        return Choice(action, causes.move(seat, action, self.name))


class PushSeat:
    """A bot behind a URL: asked over HTTP, with the default move and a strike on failure."""

    def __init__(
        self, url: str, timeout_ms: int = DEFAULT_TIMEOUT_MS, secret: str | None = None
    ) -> None:
        self.url = url
        self.timeout_ms = timeout_ms
        #: What the calls are signed with (None: unsigned, a game stored before signing).
        self.secret = secret
        #: Told of each call's latency (ms) and failure (a registered bot's profile counts them).
        self.on_call: Callable[[int, str | None], None] | None = None

    def choose(self, ctx: SeatContext, seat: int) -> Choice:
        t0 = time.perf_counter()
        choice = self._ask_move(ctx, seat)
        if self.on_call is not None and choice.cause.get("default") != causes.DROPPED:
            self.on_call(round((time.perf_counter() - t0) * 1000), choice.strike)
        return choice

    def _ask_move(self, ctx: SeatContext, seat: int) -> Choice:
        st = ctx.state
        legal = st.legal_actions(seat)
        if ctx.strikes(seat) >= MAX_STRIKES:
            return self._default(seat, legal, "dropped")
        payload = {
            "type": "move",
            "game": ctx.game_id,
            "seat": seat,
            "version": st.version,
            "view": ctx.describe(seat),
            "legal_moves": [a.to_dict() for a in legal],
            "deadline_ms": self.timeout_ms,
        }
        msg_id = message_id(ctx.game_id, seat, f"move_{st.version}")
        entry = ctx.guard.enter(self.url, self.timeout_ms) if ctx.guard is not None else None
        if ctx.guard is not None and entry is None:
            # the host's breaker is open: not called, as if it had timed out once more
            return self._default(seat, legal, "unreachable")
        t0 = time.perf_counter()
        answer = ask(self.url, payload, self.timeout_ms, secret=self.secret, msg_id=msg_id)
        BOT_CALL_DURATION.observe(time.perf_counter() - t0)
        if ctx.guard is not None and entry is not None:
            ctx.guard.leave(entry, answer if isinstance(answer, str) else None)
        if isinstance(answer, str):
            return self._default(seat, legal, answer)
        action = parse_answer(answer)
        if action is None:
            return self._default(seat, legal, "malformed")
        if action not in legal:
            return self._default(seat, legal, "illegal")
        if action.kind in ARRANGING and st.arrangements_left(seat) == 1:
            return self._default(seat, legal, "setup_cap")  # legal[0] is ready
        return Choice(action, noted(causes.move(seat, action, "push"), answer_note(answer)))

    @staticmethod
    def _default(seat: int, legal: list[Action], reason: str) -> Choice:
        if reason != "dropped":  # a dropped seat is not called: no call failed
            BOT_CALL_FAILURES.labels(reason).inc()
        action = legal[0]
        cause = causes.default(seat, action, reason, "push")
        return Choice(action, cause, None if reason == causes.DROPPED else reason)


def _session() -> requests.Session:
    session: requests.Session | None = getattr(_local, "session", None)
    if session is None:
        session = requests.Session()
        # a callback goes straight to the bot: no proxy or credentials from the environment
        session.trust_env = False
        session.headers["User-Agent"] = "shithead-push/1"
        _local.session = session
    return session


def message_id(game_id: str, seat: int, what: str) -> str:
    """A call's ``webhook-id``: the same for the same message sent again (a move asked
    again at the same version by another driver), so a bot may tell a repeat."""
    return f"msg_{game_id}_{seat}_{what}"


def signed(
    payload: dict[str, Any], secret: str | None, msg_id: str
) -> tuple[bytes, dict[str, str]]:
    """The body of a call to a push bot and its headers, signed as a Standard Webhook with
    ``secret`` (``webhook-id``, ``webhook-timestamp``: now, ``webhook-signature``)."""
    text = json.dumps(payload, separators=(",", ":"))
    headers = {"Content-Type": "application/json"}
    if secret:
        now = datetime.now(tz=UTC)
        headers.update(
            {
                "webhook-id": msg_id,
                "webhook-timestamp": str(int(now.timestamp())),
                "webhook-signature": Webhook(secret).sign(msg_id, now, text),
            }
        )
    return text.encode(), headers


def ask(
    url: str,
    payload: dict[str, Any],
    timeout_ms: int,
    *,
    secret: str | None = None,
    msg_id: str = "",
) -> bytes | str:
    """POST ``payload`` to a push bot, signed with ``secret`` as message ``msg_id``: its
    answer's body, or why there is none (a reason)."""
    timeout = timeout_ms / 1000.0
    deadline = time.monotonic() + timeout
    body, headers = signed(payload, secret, msg_id)
    try:
        with _session().post(
            url,
            data=body,
            headers=headers,
            timeout=(timeout, timeout),
            stream=True,
            allow_redirects=False,
        ) as resp:
            if not 200 <= resp.status_code < 300:
                return "http_status"
            body = b""
            for chunk in resp.iter_content(8192):
                body += chunk
                if len(body) > MAX_ANSWER_BYTES:
                    return "malformed"
                if time.monotonic() > deadline:
                    return "unreachable"
            if time.monotonic() > deadline:
                return "unreachable"
            return body
    except Exception:  # any failure of the call (refused, reset, time-out, unknown host...)
        return "unreachable"


def parse_answer(body: bytes) -> Action | None:
    """The action in a push bot's answer ``{"action": {...}}``; None if it is malformed."""
    try:
        data = json.loads(body)
    except (ValueError, UnicodeDecodeError):
        return None
    if not isinstance(data, dict) or not isinstance(data.get("action"), dict):
        return None
    try:
        action: Action = _ACTION.load(data["action"])
    except ValidationError:
        return None
    return action


class DroppedSeat(PushSeat):
    """A registered push bot whose token was revoked (the bot is disabled): never called
    again, it plays the default move (``"default": "dropped"``), so its games go on."""

    def __init__(self) -> None:
        super().__init__("", DEFAULT_TIMEOUT_MS)

    def choose(self, ctx: SeatContext, seat: int) -> Choice:
        return self._default(seat, ctx.state.legal_actions(seat), "dropped")


def seat_players(meta: dict[str, str]) -> dict[int, SeatPlayer]:
    """The seats of a game record that the service plays, and who plays them."""
    out: dict[int, SeatPlayer] = {}
    for seat in GameRecord(meta).seats:
        i, name = seat.seat, seat.bot
        if not name:
            continue
        if name == "push":
            cfg = seat.push or {}
            out[i] = PushSeat(
                cfg["url"], int(cfg.get("timeout_ms", DEFAULT_TIMEOUT_MS)), push_secret(meta, i)
            )
        else:
            out[i] = BuiltinSeat(name)
    return out


def contribute(ctx: SeatContext, seat: int, player: SeatPlayer) -> Choice:
    """The contributed deal, for a seat the service plays: commit to the contribution kept
    for it in the game's record (made at creation, never shown), then reveal it."""
    secret = ctx.meta[seat_field(CONTRIBUTION, seat)]
    st = ctx.state
    action = (
        Action(REVEAL, value=secret)
        if st.commits[seat]
        else Action(COMMIT, value=commit_to(secret))
    )
    label = player.name if isinstance(player, BuiltinSeat) else "push"
    return Choice(action, causes.move(seat, action, label))


def play_seats(
    ctx: SeatContext,
    players: dict[int, SeatPlayer],
    commit: Callable[[int, list[Any], Choice], bool],
    *,
    max_moves: int = 5000,
) -> int:
    """Play the seats in ``players`` until none of them is to act; the number of moves.

    When several of them may act (setup), the lowest seat goes first. ``commit(version,
    events, choice)`` stores a move made at ``version``; when it returns False (someone else
    moved first) the loop stops, and ``ctx.state`` is then ahead of the store: drop it.
    """
    st = ctx.state
    seats = seat_kinds(ctx.meta)
    moves = 0
    while moves < max_moves and not st.is_over():
        acting = [s for s in st.to_act() if s in players]
        if not acting:
            break
        seat = acting[0]
        if st.phase == DEALING:  # the contributed deal (no other deal waits for a seat)
            choice = contribute(ctx, seat, players[seat])
        else:
            choice = players[seat].choose(ctx, seat)
        version = st.version
        # the cause's table decides, as the verifier will (the time is stamped at the
        # append); the contributed deal's last reveal deals (the server's seed is in the record)
        events = apply_cause(
            st,
            choice.cause,
            seats,
            timed=False,
            action=choice.action,
            server_seed=GameRecord(ctx.meta).seed,
        )
        if not commit(version, events, choice):
            break
        ctx.record(events)
        if choice.strike:
            ctx.meta[seat_field(STRIKES, seat)] = str(ctx.strikes(seat) + 1)
        moves += 1
    return moves


def play_bots(
    service: GameService,
    game_id: str,
    *,
    max_moves: int = 5000,
    stop: Callable[[], bool] | None = None,
) -> int:
    """Play the seats the service plays (built-in and push bots) in ``game_id`` until a
    person must act; the moves made.

    The bot policy's drivers call this after an append left a bot to act (so do a create
    with ``play_out`` and the tournament runners). Each move is appended like any other
    (expected version checked), so if another caller is playing them too, one of the two
    stops at its first conflict. Reads made while playing restore no policy marks. ``stop``
    is asked after each move: when it says so, the loop ends there (a stopping driver).
    """
    with service.playing_bots():
        loaded = service.load(game_id)
        players = seat_players(loaded.meta)
        if not players or loaded.state.is_over():
            return 0
        for seat in list(players):
            account = GameRecord(loaded.meta).seat(seat).account
            if account and service.bots is not None:
                record = service.bots.get(account)
                if record is None or record.get("disabled"):
                    players[seat] = DroppedSeat()
                elif isinstance(player := players[seat], PushSeat):
                    player.on_call = CallRecorder(service.bots, account)
        ctx = SeatContext(
            game_id,
            loaded.game,
            loaded.state,
            loaded.meta,
            describe=lambda seat: service.describe(loaded, seat),
            load_events=lambda: [event_from_dict(e["e"]) for e in service.store.entries(game_id)],
        )
        ctx.guard = service.push_guard

        def commit(version: int, events: list[Any], choice: Choice) -> bool:
            if not service.append_bot_move(
                game_id,
                version,
                events,
                choice.cause,
                ctx.state,
                ctx.meta,
                strike=bool(choice.strike),
            ):
                return False  # someone else moved first; whoever did plays the bots on
            # (a stop ends the loop as a conflict does; the move is in the log all the same)
            return stop is None or not stop()

        return play_seats(ctx, players, commit, max_moves=max_moves)


class StalledSeat:
    """A registered pull bot's seat in a tournament game that did not move in time (see
    :meth:`api.play.tournament_runner.TournamentRunner._wait_for_end`): the default move with a
    strike, as a push bot that does not answer; without one once it has ``MAX_STRIKES``, or
    when the bot was revoked (``dropped``)."""

    def __init__(self, dropped: bool = False) -> None:
        self.dropped = dropped

    def choose(self, ctx: SeatContext, seat: int) -> Choice:
        action = ctx.state.legal_actions(seat)[0]
        reason = causes.DROPPED if self.dropped or ctx.strikes(seat) >= MAX_STRIKES else "timeout"
        cause = causes.default(seat, action, reason)
        return Choice(action, cause, None if reason == causes.DROPPED else reason)


def play_default(
    service: GameService, game_id: str, seats: Sequence[int], *, dropped: bool = False
) -> int:
    """Play the default move for the first of ``seats`` to act in ``game_id`` (a stalled
    pull bot's, or with ``dropped`` a revoked one's); the moves made (0 if someone moved first)."""
    with service.playing_bots():
        loaded = service.load(game_id)
        if loaded.state.is_over() or loaded.state.phase == DEALING:
            return 0
        ctx = SeatContext(
            game_id,
            loaded.game,
            loaded.state,
            loaded.meta,
            describe=lambda seat: service.describe(loaded, seat),
            load_events=lambda: [event_from_dict(e["e"]) for e in service.store.entries(game_id)],
        )

        def commit(version: int, events: list[Any], choice: Choice) -> bool:
            return service.append_bot_move(
                game_id,
                version,
                events,
                choice.cause,
                ctx.state,
                ctx.meta,
                strike=bool(choice.strike),
            )

        stalled: dict[int, SeatPlayer] = {s: StalledSeat(dropped) for s in seats}
        return play_seats(ctx, stalled, commit, max_moves=1)

"""The Flask application factory and the HTTP routes (all JSON, under ``/v1``)."""

from __future__ import annotations

import hashlib
import json
import math
import os
import threading
import time
from pathlib import Path
from typing import Any

import redis
from flask import Blueprint, Flask, Response, current_app, g, request

from engine.rules.presets import PRESETS
from schemas import (
    CreateGameSchema,
    CreateMatchSchema,
    CreateTournamentSchema,
    JoinSchema,
    load_submit_action,
)

from . import jsontext, problems
from .bot_policy import DEFAULT_DRIVERS, BotPolicy
from .matches import MatchService
from .problems import BadRequest
from .ratelimit import DEFAULT_PER_ADDRESS, DEFAULT_PER_TOKEN, init_limiter
from .redis_conn import client_from_url
from .replays import SigningKeys
from .seats import push_endpoints
from .service import GameService, NotFound, Unauthorized
from .store import EventStore, MatchStore, StoreError, TournamentStore
from .tournaments import MAX_GAMES, TournamentService

MAX_BODY = 64 * 1024
#: A finished game's replay document is larger than any request: verify takes up to this.
MAX_REPLAY_BODY = 8 * 1024 * 1024
#: The top-level openapi.yaml, which the package carries as api/openapi.yaml (a link to it in
#: the source tree, the file itself once built): found wherever the service runs from.
SPEC_PATH = Path(__file__).resolve().parent / "openapi.yaml"

v1 = Blueprint("v1", __name__, url_prefix="/v1")
CREATE_GAME = CreateGameSchema()
JOIN = JoinSchema()
CREATE_TOURNAMENT = CreateTournamentSchema()
CREATE_MATCH = CreateMatchSchema()
#: The host:port pairs push bots may be at (PUSH_BOT_HOSTS; "*": anywhere): none unless told.
DEFAULT_PUSH_BOT_HOSTS = ""
ops = Blueprint("ops", __name__)


def create_app(test_config: dict[str, Any] | None = None) -> Flask:
    app = Flask(__name__)
    app.url_map.merge_slashes = False  # '/v1/games//x' is not another route's path
    app.config.update(
        REDIS_URL=os.environ.get("REDIS_URL", ""),
        RATELIMIT_PER_ADDRESS=os.environ.get("RATE_LIMIT", DEFAULT_PER_ADDRESS),
        RATELIMIT_PER_TOKEN=os.environ.get("RATE_LIMIT_PER_TOKEN", DEFAULT_PER_TOKEN),
        FORWARDED_ALLOW_IPS=os.environ.get("FORWARDED_ALLOW_IPS", ""),
        RATELIMIT_ENABLED=os.environ.get("RATE_LIMIT_ENABLED", "1") != "0",
        SNAPSHOT_EVERY=int(os.environ.get("SNAPSHOT_EVERY", "64")),
        PUSH_BOT_HOSTS=os.environ.get("PUSH_BOT_HOSTS", DEFAULT_PUSH_BOT_HOSTS),
        TOURNAMENT_MAX_GAMES=int(os.environ.get("TOURNAMENT_MAX_GAMES", str(MAX_GAMES))),
        MAX_CONTENT_LENGTH=MAX_REPLAY_BODY,
        SIGNING_KEY_FILE=os.environ.get("SIGNING_KEY_FILE", ""),
        # threads per process playing the bot seats after appends (api.bot_policy); 0: this
        # process only marks games due, and another one (`shithead worker --bots`) plays them
        BOT_DRIVERS=int(os.environ.get("BOT_DRIVERS", str(DEFAULT_DRIVERS))),
    )
    if test_config:
        app.config.update(test_config)
    url = app.config["REDIS_URL"]
    if not url:
        raise RuntimeError("REDIS_URL is not set (the `shithead serve` command starts an embedded Redis)")
    client = app.config.get("REDIS_CLIENT") or client_from_url(url)
    store = EventStore(client)
    app.extensions["store"] = store
    games = GameService(store, snapshot_every=app.config["SNAPSHOT_EVERY"],
                        push_hosts=push_endpoints(app.config["PUSH_BOT_HOSTS"]))
    app.extensions["service"] = games
    policy = BotPolicy(games, client, drivers=app.config["BOT_DRIVERS"])
    app.extensions["bot_policy"] = policy
    app.extensions["tournaments"] = TournamentService(
        TournamentStore(client), games, max_games=app.config["TOURNAMENT_MAX_GAMES"]
    )
    app.extensions["matches"] = MatchService(MatchStore(client), games)
    app.extensions["signing_keys"] = SigningKeys(client, app.config["SIGNING_KEY_FILE"])
    limiter = init_limiter(app, _limits_uri(url))
    limiter.exempt(ops)
    app.register_blueprint(v1)
    app.register_blueprint(ops)
    problems.register(app)
    policy.start()  # stopped by stop_background(app): gunicorn's worker_exit, test teardown

    @app.before_request
    def _start_timer() -> None:
        g.t0 = time.perf_counter()

    counters = MetricsBuffer(store)
    app.extensions["metrics"] = counters

    @app.after_request
    def _count(resp: Response) -> Response:
        rule = request.url_rule.rule if request.url_rule else "unmatched"
        elapsed = time.perf_counter() - g.get("t0", time.perf_counter())
        counters.add(f"{request.method} {rule}", resp.status_code, elapsed)
        return resp

    return app


def stop_background(app: Flask) -> None:
    """Stop what the app runs beside its requests (the bot policy's drivers)."""
    policy: BotPolicy | None = app.extensions.get("bot_policy")
    if policy is not None:
        policy.stop()


class MetricsBuffer:
    """Request counters kept per worker and added to Redis at most every ``interval`` s.

    Redis holds the totals of every worker, so ``/metrics`` from any worker shows the
    whole service; buffering keeps the write off nearly every request's path.
    """

    def __init__(self, store: EventStore, interval: float = 1.0) -> None:
        self.store = store
        self.interval = interval
        self._counts: dict[str, int] = {}
        self._seconds: dict[str, float] = {}
        self._lock = threading.Lock()
        self._last = time.monotonic()

    def add(self, route: str, status: int, elapsed: float) -> None:
        with self._lock:
            key = f"{route} {status}"
            self._counts[key] = self._counts.get(key, 0) + 1
            self._seconds[route] = self._seconds.get(route, 0.0) + elapsed
            if time.monotonic() - self._last < self.interval:
                return
            counts, seconds = self._counts, self._seconds
            self._counts, self._seconds = {}, {}
            self._last = time.monotonic()
        self._write(counts, seconds)

    def flush(self) -> None:
        with self._lock:
            counts, seconds = self._counts, self._seconds
            self._counts, self._seconds = {}, {}
            self._last = time.monotonic()
        self._write(counts, seconds)

    def _write(self, counts: dict[str, int], seconds: dict[str, float]) -> None:
        if not counts:
            return
        try:
            pipe = self.store.r.pipeline(transaction=False)
            for key, n in counts.items():
                pipe.hincrby("metrics:http:count", key, n)
            for key, t in seconds.items():
                pipe.hincrbyfloat("metrics:http:seconds", key, t)
            pipe.execute()
        except redis.RedisError:
            pass  # metrics are best effort: losing a second of counts beats failing requests


def _limits_uri(url: str) -> str:
    if url.startswith("unix://"):
        return "redis+unix://" + url[len("unix://"):]
    return url


def service() -> GameService:
    svc: GameService = current_app.extensions["service"]
    return svc


def tournaments() -> TournamentService:
    svc: TournamentService = current_app.extensions["tournaments"]
    return svc


def matches() -> MatchService:
    svc: MatchService = current_app.extensions["matches"]
    return svc


def bearer() -> str | None:
    header: str | None = request.environ.get("HTTP_AUTHORIZATION")
    if header is None:
        return None
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise Unauthorized("use 'Authorization: Bearer <token>'", code="bad_authorization")
    return token.strip()


def json_body(limit: int = MAX_BODY, *, lone_surrogates: bool = False) -> Any:
    req = request._get_current_object()  # type: ignore[attr-defined]
    if req.mimetype != "application/json":
        raise BadRequest(415, "unsupported_media_type", "send the body as application/json")
    length = req.content_length
    if length is not None and length <= limit:
        # the usual small body of known length, read as it is: werkzeug's stream wrappers
        # guard reads of unknown or excessive length, which this is not
        raw = req.environ["wsgi.input"].read(length)
    else:
        # read the body even when it is too large (up to MAX_CONTENT_LENGTH, past which
        # the server refuses it itself): an unread body would break the kept-alive connection
        raw = req.get_data(cache=True)
    if len(raw) > limit:
        raise BadRequest(413, "body_too_large", f"the body is over {limit} bytes")
    try:
        return jsontext.loads(raw, lone_surrogates=lone_surrogates)
    except jsontext.BodyError as exc:
        raise BadRequest(400, "malformed_json", str(exc)) from None


def created(body: Any, status: int = 201, *, location: str = "") -> Response:
    """``body`` as JSON; ``location``: the new resource's path, answered as ``Location``."""
    resp = Response(jsontext.dumps(body), status=status, mimetype="application/json")
    if location:
        resp.headers["Location"] = location
    return resp


def ok(body: Any) -> Response:
    return created(body, 200)


def _int_arg(name: str, default: int, lo: int, hi: int) -> int:
    raw = request.args.get(name)
    if raw is None:
        return default
    try:
        value = int(raw)
    except ValueError:
        raise BadRequest(422, "invalid_parameter", f"{name} must be an integer") from None
    if not lo <= value <= hi:
        raise BadRequest(422, "invalid_parameter", f"{name} must be between {lo} and {hi}")
    return value


# -- rulesets ---------------------------------------------------------------------------------


@v1.get("/rulesets")
def list_rulesets() -> Response:
    return ok({"rulesets": [p.describe() for p in PRESETS.values()]})


@v1.get("/rulesets/<name>")
def get_ruleset(name: str) -> Response:
    preset = PRESETS.get(name)
    if preset is None:
        raise NotFound(f"no preset {name!r}; presets: {', '.join(sorted(PRESETS))}")
    return ok({**preset.describe(), "ruleset": preset.ruleset.to_dict()})


# -- games ------------------------------------------------------------------------------------


@v1.post("/games")
def create_game() -> Response:
    req = CREATE_GAME.load(json_body())
    body = service().create(req, with_events=True)
    return created(body, location=f"/v1/games/{body['id']}")


@v1.get("/games")
def list_games() -> Response:
    preset = request.args.get("ruleset")
    status = request.args.get("status")
    if status not in (None, "playing", "over"):
        raise BadRequest(422, "invalid_parameter", "status must be 'playing' or 'over'")
    raw_cursor = request.args.get("cursor", "0")
    try:
        cursor = float(raw_cursor)
    except ValueError:
        cursor = math.nan
    if not math.isfinite(cursor):
        raise BadRequest(422, "invalid_parameter", "cursor must come from next_cursor")
    limit = _int_arg("limit", 50, 1, 200)
    return ok(service().list_games(preset=preset, status=status, cursor=cursor, limit=limit))


@v1.get("/games/<game_id>")
def get_game(game_id: str) -> Response:
    svc = service()
    loaded = svc.load(game_id)
    seat = svc.seat_for(loaded.meta, bearer())
    return ok(svc.describe(loaded, seat))


@v1.post("/games/<game_id>/join")
def join_game(game_id: str) -> Response:
    req = JOIN.load(json_body())
    return created(service().join(game_id, req["name"], req["seat"]))


@v1.get("/games/<game_id>/legal-moves")
def legal_moves(game_id: str) -> Response:
    svc = service()
    loaded = svc.load(game_id)
    token = bearer()
    if token is None:
        raise Unauthorized("legal moves belong to a seat: send its bearer token", code="missing_token")
    seat = svc.seat_for(loaded.meta, token)
    assert seat is not None
    return ok(svc.legal_moves(loaded, seat))


@v1.post("/games/<game_id>/actions")
def submit_action(game_id: str) -> Response:
    body = json_body()
    req = load_submit_action(body)
    key = request.environ.get("HTTP_IDEMPOTENCY_KEY")
    if key is not None and not 1 <= len(key) <= 200:
        raise BadRequest(422, "invalid_idempotency_key", "Idempotency-Key must be 1-200 characters")
    # what tells a retry from another request under the same key (none without a key)
    fingerprint = (hashlib.sha256(json.dumps(body, sort_keys=True).encode()).hexdigest()
                   if key is not None else "")
    body, replayed = service().submit(
        game_id, bearer(), req["action"], req["expected_version"], key, fingerprint
    )
    resp = Response(body, status=201, mimetype="application/json")
    if replayed:
        # the first answer again, byte for byte; nothing was appended
        resp.headers["Idempotent-Replayed"] = "true"
    return resp


@v1.get("/games/<game_id>/events")
def game_events(game_id: str) -> Response:
    after = _int_arg("after", 0, 0, 10**9)
    wait = _int_arg("wait", 0, 0, 30)
    return ok(service().events_after(game_id, after, bearer(), float(wait)))


@v1.get("/games/<game_id>/replay")
def game_replay(game_id: str) -> Response:
    return ok(signing_keys().sign(service().replay(game_id, bearer())))


@v1.get("/games/<game_id>/views/<int:version>")
def view_at(game_id: str, version: int) -> Response:
    svc = service()
    meta = svc.expire_deal(game_id, svc._meta(game_id))
    seat = svc.seat_for(meta, bearer())
    current = svc.store.version(game_id)
    if version > current:
        raise NotFound(f"the game is at version {current}", code="no_such_version", version=current)
    loaded = svc.load(game_id, at_version=version)
    return ok(svc.describe(loaded, seat))


# -- matches ----------------------------------------------------------------------------------


@v1.post("/matches")
def create_match() -> Response:
    req = CREATE_MATCH.load(json_body())
    body = matches().create(req)
    return created(body, location=f"/v1/matches/{body['id']}")


@v1.get("/matches/<match_id>")
def get_match(match_id: str) -> Response:
    return ok(matches().get(match_id))


# -- tournaments ------------------------------------------------------------------------------


@v1.post("/tournaments")
def create_tournament() -> Response:
    req = CREATE_TOURNAMENT.load(json_body())
    body = tournaments().create(req)
    return created(body, location=f"/v1/tournaments/{body['id']}")


@v1.get("/tournaments/<tournament_id>")
def get_tournament(tournament_id: str) -> Response:
    return ok(tournaments().get(tournament_id))


@v1.get("/matches/<match_id>/results")
def match_results(match_id: str) -> Response:
    return ok(signing_keys().sign(matches().results(match_id)))


@v1.get("/tournaments/<tournament_id>/results")
def tournament_results(tournament_id: str) -> Response:
    return ok(signing_keys().sign(tournaments().results(tournament_id)))


@v1.post("/replays/verify")
def verify_replay() -> Response:
    doc = json_body(MAX_REPLAY_BODY, lone_surrogates=True)
    if isinstance(doc, dict) and str(doc.get("format")).startswith(("shithead-tournament-results/",
                                                                    "shithead-match-results/")):
        return ok(verify_results(doc))
    return ok(signing_keys().verify(doc))


def verify_results(doc: dict[str, Any]) -> dict[str, Any]:
    """A tournament's or a match's results, verified against its games' replays as this
    service stores them."""
    from engine.results import MATCH_FORMAT, verify_match_results
    from engine.results import verify_results as verify_tournament

    from .replays import checker

    verify = verify_match_results if doc.get("format") == MATCH_FORMAT else verify_tournament

    replays = []
    games = doc.get("games")
    for entry in games if isinstance(games, list) else []:
        gid = entry.get("game_id") if isinstance(entry, dict) else None
        if isinstance(gid, str):
            try:
                replays.append(signing_keys().sign(service().replay(gid, None)))
            except NotFound:
                continue
    return verify(doc, replays, check_signature=checker(signing_keys().verifiers()))


@v1.get("/keys")
def signing_key_list() -> Response:
    return ok({"keys": signing_keys().public_keys()})


def signing_keys() -> SigningKeys:
    keys: SigningKeys = current_app.extensions["signing_keys"]
    return keys


# -- operations -------------------------------------------------------------------------------


@ops.get("/healthz")
def healthz() -> Response:
    return ok({"status": "ok"})


@ops.get("/readyz")
def readyz() -> Response:
    store: EventStore = current_app.extensions["store"]
    if not store.ping():
        raise StoreError("ping failed")
    return ok({"status": "ready"})


@ops.get("/metrics")
def metrics() -> Response:
    store: EventStore = current_app.extensions["store"]
    current_app.extensions["metrics"].flush()
    lines = [
        "# HELP shithead_http_requests_total HTTP requests by method, route and status.",
        "# TYPE shithead_http_requests_total counter",
    ]
    try:
        counts = store.r.hgetall("metrics:http:count")
        seconds = store.r.hgetall("metrics:http:seconds")
        games = store.r.zcard("games:index")
    except redis.RedisError as exc:
        raise StoreError(str(exc)) from exc
    for key, value in sorted(counts.items()):
        method, route, status = key.decode().split(" ")
        lines.append(
            f'shithead_http_requests_total{{method="{method}",route="{route}",status="{status}"}} {int(value)}'
        )
    lines += [
        "# HELP shithead_http_request_seconds_total Time spent serving requests by method and route.",
        "# TYPE shithead_http_request_seconds_total counter",
    ]
    for key, value in sorted(seconds.items()):
        method, route = key.decode().split(" ")
        lines.append(f'shithead_http_request_seconds_total{{method="{method}",route="{route}"}} {float(value)}')
    lines += [
        "# HELP shithead_games_total Games created.",
        "# TYPE shithead_games_total counter",
        f"shithead_games_total {int(games)}",
    ]
    return Response("\n".join(lines) + "\n", mimetype="text/plain; version=0.0.4")


@ops.get("/openapi.yaml")
def openapi() -> Response:
    return Response(SPEC_PATH.read_text(encoding="utf-8"), mimetype="application/yaml")

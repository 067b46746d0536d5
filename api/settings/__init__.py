"""The service's settings: every environment variable it reads, in one frozen value.

Each setting is a field of :class:`Settings` with its variable's name, its type, its default,
its bounds and one line of help. :meth:`Settings.from_env` reads them all and checks each,
so a bad value stops the process at its start with a message naming the variable
(:class:`SettingsError`), not at the first request that needs it. :func:`get_settings`
reads the environment once per process and keeps the answer; :func:`reset` drops it (for a
test that changes the environment). The factory (:func:`api.http.app.create_app`) takes a
``Settings`` or builds one; gunicorn's settings (:mod:`api.http.gunicorn_conf`) and the
``shithead`` command read the same one.

``python -m api.settings --markdown`` prints the table of variables in
[docs/deploy.md](../docs/deploy.md#environment-variables), and ``--write`` puts it there
(between its markers); a test keeps the two the same.

A base module, as :mod:`api.metrics` is: it imports nothing of the service's rooms, so every
one of them may read it.
"""

from __future__ import annotations

import dataclasses
import functools
import os
import sys
import typing
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .checks import SettingsError, checked, kind_of, parse

__all__ = ["Settings", "SettingsError", "get_settings", "markdown", "read_at_start", "reset"]


def _setting(
    env: str,
    default: Any,
    help: str,
    *,
    shown: str | None = None,
    minimum: float | None = None,
    maximum: float | None = None,
    choices: tuple[str, ...] = (),
    config: str | None = None,
    check: str = "",
) -> Any:
    """A field of :class:`Settings`: read from ``env``; ``shown`` is its default as the docs
    say it (else the value itself); ``config`` the Flask config key it is also kept under
    (else ``env``); ``check`` a further check by name (``limits``: a rate limit's text; ``origins``: web origins, space-separated)."""
    return field(
        default=default,
        metadata={
            "env": env,
            "help": help,
            "shown": shown,
            "minimum": minimum,
            "maximum": maximum,
            "choices": choices,
            "config": config or env,
            "check": check,
        },
    )


@dataclass(frozen=True, kw_only=True)
class Settings:
    """Every setting of the service (see the module); the defaults are a development server's."""

    redis_url: str = _setting(
        "REDIS_URL", "", "Redis to use; `redis://`, `rediss://` or `unix://`", shown="(embedded)"
    )
    redis_cluster: bool = _setting(
        "REDIS_CLUSTER",
        False,
        "`1`: `REDIS_URL` names a node of a Redis Cluster, which the service finds the others from "
        "([At scale](#at-scale))",
    )
    queue_redis_url: str = _setting(
        "QUEUE_REDIS_URL",
        "",
        "the single Redis server of rq's tournament queue (`shithead worker`, `shithead tournament --queue`, the "
        "queue-depth metric); required with `REDIS_CLUSTER=1` (rq cannot run on a cluster): `shithead serve` and "
        "`shithead worker` refuse to start without it",
        shown="`REDIS_URL` (single server)",
    )
    store_shards: int = _setting(
        "STORE_SHARDS",
        16,
        "shards of every key shared by many games (indexes, due sets, deadlines; "
        "[architecture](architecture.md#inside-the-parts)): set it once, changing it on a running deployment "
        "moves items to other shards",
        minimum=1,
        maximum=1024,
    )
    bind: str = _setting("BIND", "127.0.0.1:8000", "gunicorn bind address")
    web_workers: int | None = _setting(
        "WEB_WORKERS", None, "gunicorn workers (threaded, `gthread`)", shown="cores", minimum=1
    )
    web_threads: int = _setting(
        "WEB_THREADS",
        16,
        "threads per worker (a long poll holds a thread, and a Redis connection while it blocks)",
        minimum=1,
    )
    request_read_timeout: float = _setting(
        "REQUEST_READ_TIMEOUT",
        10.0,
        "seconds a request may take to arrive whole (headers and body) from its first byte; a worker reads "
        "requests in its event loop before a thread takes them, so slow clients hold no thread, and is "
        "answered `408 request_timeout` and closed past this",
        minimum=0.001,
    )
    stream_heartbeat_s: float = _setting(
        "STREAM_HEARTBEAT_S",
        15.0,
        'seconds between heartbeats (`: keep-alive`, `{"kind": "heartbeat"}`) on a game stream that had '
        "nothing else to send",
        minimum=0.01,
    )
    stream_buffer_bytes: int = _setting(
        "STREAM_BUFFER_BYTES",
        256 * 1024,
        "unsent bytes past which a stream's client is taken to have stopped reading and is disconnected (it "
        "resumes with `Last-Event-ID`)",
        minimum=1,
    )
    stream_batch_s: float = _setting(
        "STREAM_BATCH_S",
        0.05,
        "seconds a process lets the news of its watched games gather before it reads them again: a game "
        "played fast is read and sent once for several moves",
        minimum=0,
    )
    stream_spectator_hz: float = _setting(
        "STREAM_SPECTATOR_HZ",
        4.0,
        "the most frames a second a spectator's game stream (opened with no seat's token) is sent: a "
        "frame carries every event since the one before; a seat's own stream is sent each batch at once",
        minimum=1,
        maximum=50,
    )
    stream_news: str = _setting(
        "STREAM_NEWS",
        "auto",
        "how a process hears of appends to the games it streams: `xread` (one blocking `XREAD` of their news "
        "streams), `pubsub` (their channels, on one pub/sub connection), `auto`: `xread` on a single server, "
        "`pubsub` on a cluster (which has no `XREAD` across slots)",
        choices=("auto", "xread", "pubsub"),
    )
    stream_hand_off: bool = _setting(
        "STREAM_HAND_OFF",
        True,
        "`0`: a stream is served by its request thread instead of the process's stream loop (each open "
        "stream then holds one of `WEB_THREADS`); for comparison only",
    )
    embed_frame_ancestors: str = _setting(
        "EMBED_FRAME_ANCESTORS",
        "",
        "the origins (`https://example.org`, space-separated) whose pages may frame `/embed/games/{id}`; "
        "empty: none, as every other page",
        shown="(none)",
        check="origins",
    )
    long_polls: int | None = _setting(
        "LONG_POLLS",
        None,
        "long polls (`/events?wait=`, `/v1/bots/me/events?wait=`) one process lets wait at once, each on a "
        "request thread; one past it is answered at once, without its wait, with `Retry-After: 1` (`0`: no "
        "bound)",
        shown="`WEB_THREADS` / 2",
        minimum=0,
    )
    feed_streams: int = _setting(
        "FEED_STREAMS",
        4,
        "open NDJSON bot feeds (`/v1/bots/me/events`) one process holds, each on a request thread; one per "
        "bot (a newer stream ends the older), past it 503 `feed_streams_full`",
        minimum=1,
    )
    control_socket: str = _setting(
        "CONTROL_SOCKET",
        "",
        "gunicorn's control socket, one per server",
        shown="`$XDG_RUNTIME_DIR` (or the temporary folder)`/shithead-gunicorn-<pid>.ctl`",
    )
    switch_interval: float | None = _setting(
        "SWITCH_INTERVAL",
        None,
        "seconds between the interpreter lock's hand-overs in a worker; shorter cost throughput under "
        "`shithead bench http`",
        shown="(CPython's 0.005)",
        minimum=0.000001,
        maximum=1,
    )
    access_log: str = _setting(
        "ACCESS_LOG",
        "",
        "gunicorn's access log: a file, or `-` for standard output (in `LOG_FORMAT`'s form)",
        shown="(none)",
    )
    log_level: str = _setting(
        "LOG_LEVEL",
        "info",
        "the log level of gunicorn and the service (the error log goes to standard error)",
        choices=("debug", "info", "warning", "error", "critical"),
    )
    log_format: str = _setting(
        "LOG_FORMAT",
        "text",
        "`json`: every log line (the error log, the access log, the service's) is one JSON object, with the "
        "request's id (`request_id`, also the answer's `X-Request-Id`) and, where there is one, the game's "
        "(`game_id`, `seat`, `version`) ([Logs](#logs)); `text`: gunicorn's lines",
        choices=("text", "json"),
    )
    prometheus_multiproc_dir: str = _setting(
        "PROMETHEUS_MULTIPROC_DIR",
        "",
        "where the workers keep their metrics for `/metrics` to merge; a given folder's metric files are "
        "removed when the server starts, so give each deployment its own "
        "([Scraping the metrics](#scraping-the-metrics))",
        shown="(a fresh temporary folder, removed at exit)",
    )
    rate_limit_per_token: str = _setting(
        "RATE_LIMIT_PER_TOKEN",
        "6000 per minute",
        "limit per token (a seat's, a bot's, an organiser's; its hash names the counter) for the requests "
        "where it is checked and accepted, a moving window on the same Redis: a whole game played flat out "
        "fits in it",
        config="RATELIMIT_PER_TOKEN",
        check="limits",
    )
    rate_limit: str = _setting(
        "RATE_LIMIT",
        "1200 per minute",
        "limit per client address for every other request: without a token, with a token that is refused "
        "(401, 403), or with one the route never reads (creating a game, registering a bot, listing games, "
        "verifying a replay); past it the address's requests with a token are held back too",
        config="RATELIMIT_PER_ADDRESS",
        check="limits",
    )
    rate_limit_create: str = _setting(
        "RATE_LIMIT_CREATE",
        "120 per minute",
        "a second limit per client address on creating: games, bots, joined seats, challenges and matches, "
        "whatever token they carry",
        config="RATELIMIT_PER_ADDRESS_CREATE",
        check="limits",
    )
    open_games_per_address: int = _setting(
        "OPEN_GAMES_PER_ADDRESS",
        20,
        "games with an open seat one client address holds in the lobby at once; past it a create with an "
        "open seat is 429 `too_many_open_games` (0: no bound; off with the rate limits)",
        minimum=0,
    )
    rate_limit_enabled: bool = _setting(
        "RATE_LIMIT_ENABLED", True, "`0` turns rate limiting off", config="RATELIMIT_ENABLED"
    )
    forwarded_allow_ips: str = _setting(
        "FORWARDED_ALLOW_IPS",
        "",
        "proxies (addresses or networks, comma-separated; `*`: any) whose `X-Forwarded-For`/`-Proto` are "
        "believed: the client's address is then the one they forward, for the limits and the logs",
        shown="(none)",
    )
    redis_wait_replicas: int = _setting(
        "REDIS_WAIT_REPLICAS",
        0,
        "after each append, wait until this many replicas have it (`WAIT`); fewer within "
        "`REDIS_WAIT_TIMEOUT_MS` answer 503 (the append may have been written: a retry with the same "
        "idempotency key finds out). 0: asynchronous replication, an acknowledged append can be lost if its "
        "master dies before a replica got it ([architecture](architecture.md#inside-the-parts))",
        minimum=0,
    )
    redis_wait_timeout_ms: int = _setting(
        "REDIS_WAIT_TIMEOUT_MS",
        500,
        "how long an append waits for `REDIS_WAIT_REPLICAS`",
        minimum=1,
    )
    snapshot_every: int = _setting(
        "SNAPSHOT_EVERY",
        64,
        "a state snapshot every N events: a request folds at most N events",
        minimum=1,
    )
    push_bot_hosts: str = _setting(
        "PUSH_BOT_HOSTS",
        "",
        "where push bots may be: comma-separated `host:port` pairs (`127.0.0.1:9000`, `bots.example:443`, "
        "`[::1]:9000`), matched against a bot URL's host and port (80/443 when it names none); a host without "
        "a port is refused at start-up; `*`: anywhere",
        shown="(none)",
    )
    push_bot_secret: str = _setting(
        "PUSH_BOT_SECRET",
        "",
        "`shithead tournament`: the secret its push bots' calls are signed with (`whsec_...`, as "
        "`--push-secret`); without it, a fresh one per game",
        shown="(none)",
    )
    tournament_worker: bool = _setting(
        "TOURNAMENT_WORKER",
        False,
        "`1`: this web process also advances the tournaments, as `shithead worker` does (`shithead serve "
        "--worker` sets it); `0`: it only records them, for a `shithead worker` to play",
    )
    ladder_scheduler: bool = _setting(
        "LADDER_SCHEDULER",
        False,
        "`1`: this web process also runs the ladders' scheduler, as `shithead worker` does (`shithead serve "
        "--worker` sets it); the one holding the lease in Redis ticks",
    )
    ladder_tick_s: float = _setting(
        "LADDER_TICK_S",
        0.5,
        "seconds between the ticks of a web process's ladders' scheduler (`LADDER_SCHEDULER=1`; `shithead "
        "worker --ladder-tick` for the worker's)",
        minimum=0.01,
    )
    bot_drivers: int = _setting(
        "BOT_DRIVERS",
        4,
        "threads per worker that play the service's bot seats after the append that left them to act (the "
        "bot policy: a due set in Redis, `bots:{tag}:due` in `STORE_SHARDS` shards, with leases; a mark wakes "
        "an idle driver by pub/sub on `bots:wake`); `0`: this process only marks games due, and another plays "
        "them (`shithead worker --bots N`). Beside the drivers runs one clock watcher per process, which logs "
        "clocked games' timeouts as their deadlines pass (`clocks:{tag}:due`; [clocks.md](clocks.md)): at "
        "least one process must run drivers, or only reads enforce the clocks",
        minimum=0,
        maximum=256,
    )
    push_host_concurrency: int = _setting(
        "PUSH_HOST_CONCURRENCY",
        2,
        "push calls the bot drivers of the whole deployment make to one push host (`host:port`) at once "
        "(`push:{host}:busy` in Redis); a game whose host is at its cap is due again a moment later, and the "
        "driver plays another game meanwhile, so one hanging host holds at most this many drivers; `0`: no "
        "cap",
        minimum=0,
    )
    push_breaker_failures: int = _setting(
        "PUSH_BREAKER_FAILURES",
        3,
        "calls to one push host that time out (or cannot connect) within `PUSH_BREAKER_OPEN_S` that open its "
        "breaker (`push:{host}:open`): the host is not called while it is open, and its seats play the "
        'default move at once with a strike (`"default": "unreachable"`, as a time-out); `0`: no breaker',
        minimum=0,
    )
    push_breaker_open_s: float = _setting(
        "PUSH_BREAKER_OPEN_S",
        30.0,
        "how long a push host's breaker stays open (and the window its time-outs are counted in)",
        minimum=0.001,
    )
    challenges_per_minute: int = _setting(
        "CHALLENGES_PER_MINUTE",
        60,
        "challenges one challenger (a bot by its token, anyone else by address) sends a minute; more are 429 "
        "`too_many_challenges`",
        minimum=1,
    )
    challenges_per_bot_per_minute: int = _setting(
        "CHALLENGES_PER_BOT_PER_MINUTE",
        60,
        "challenges one registered bot is sent a minute, by everyone together",
        minimum=1,
    )
    challenges_pending_per_bot: int = _setting(
        "CHALLENGES_PENDING_PER_BOT",
        100,
        "challenges pending for one registered bot at once",
        minimum=1,
    )
    tournament_max_games: int = _setting(
        "TOURNAMENT_MAX_GAMES",
        2000,
        "the most games one `POST /v1/tournaments` may schedule",
        minimum=1,
    )
    tournament_concurrency: int = _setting(
        "TOURNAMENT_CONCURRENCY",
        2,
        "tournament games played at once in the whole deployment (all web workers together; `0`: no cap). "
        "Keep it below the cores, so games played over HTTP keep the rest",
        minimum=0,
    )
    tournament_concurrency_per_creator: int = _setting(
        "TOURNAMENT_CONCURRENCY_PER_CREATOR",
        2,
        "tournament games played at once for one credential (organiser or bot), across its tournaments; `0`: "
        "no cap",
        minimum=0,
    )
    tournament_concurrency_per_tournament: int = _setting(
        "TOURNAMENT_CONCURRENCY_PER_TOURNAMENT",
        2,
        "games of one tournament played at once; `0`: no cap",
        minimum=0,
    )
    bot_tournament_slots: int = _setting(
        "BOT_TOURNAMENT_SLOTS",
        1,
        "tournament games played at once in all the tournaments bot tokens started, together (a budget of "
        "their own within `TOURNAMENT_CONCURRENCY`, so free bot accounts cannot take every slot from the "
        "organisers); `0`: no cap",
        minimum=0,
    )
    bot_max_running: int = _setting(
        "BOT_MAX_RUNNING",
        1,
        "tournaments a registered bot's token may have running at once",
        minimum=1,
    )
    bot_max_games_per_day: int = _setting(
        "BOT_MAX_GAMES_PER_DAY",
        500,
        "tournament games a registered bot's token may schedule per UTC day",
        minimum=1,
    )
    tournament_max_lead_s: float = _setting(
        "TOURNAMENT_MAX_LEAD_S",
        30 * 86400.0,
        "how far ahead (seconds) `POST /v1/tournaments` may set a tournament's `starts_at`",
        minimum=1,
    )
    tournament_callback_timeout_s: float = _setting(
        "TOURNAMENT_CALLBACK_TIMEOUT_S",
        10.0,
        "seconds one POST of a tournament's results to its `callback_url` may take (to connect, and "
        "between bytes of the answer)",
        minimum=0.1,
        maximum=120,
    )
    tournament_callback_attempts: int = _setting(
        "TOURNAMENT_CALLBACK_ATTEMPTS",
        8,
        "attempts at POSTing a tournament's results to its `callback_url` before it is given up",
        minimum=1,
        maximum=100,
    )
    tournament_callback_backoff_s: float = _setting(
        "TOURNAMENT_CALLBACK_BACKOFF_S",
        30.0,
        "seconds before the second attempt at a results callback; each later one waits twice as "
        "long as the one before (at most an hour)",
        minimum=0.01,
    )
    bot_online_seconds: float = _setting(
        "BOT_ONLINE_SECONDS",
        60.0,
        "seconds after a registered bot's last contact (a call with its token, a stream it holds, a push call "
        "answered) that it still counts as `online`: ladders pair only online bots",
        minimum=1,
    )
    ladder_pause_forfeits: int = _setting(
        "LADDER_PAUSE_FORFEITS",
        3,
        "ladder games in a row a bot may forfeit on time before the scheduler pauses it; it is paired again "
        "once heard from after the pause began",
        minimum=1,
    )
    leaderboard_provisional_games: int = _setting(
        "LEADERBOARD_PROVISIONAL_GAMES",
        10,
        "rated games below which a bot's rating on a leaderboard is marked `provisional`",
        minimum=1,
    )
    ladder_worker_grace: float = _setting(
        "LADDER_WORKER_GRACE",
        10.0,
        "seconds after a ladder's last scheduler tick that its status becomes `waiting_for_worker`",
        minimum=0,
    )
    signing_key_file: str = _setting(
        "SIGNING_KEY_FILE",
        "",
        "a PEM Ed25519 private key to sign replays and results with; without it the first worker generates "
        "one and keeps it in Redis (`signing:current`), shared by every worker",
        shown="(none)",
    )
    finished_game_ttl_s: float = _setting(
        "FINISHED_GAME_TTL_S",
        0.0,
        "seconds a finished game's keys are kept after its end; `0` keeps them for ever "
        "([Retention and idempotency windows](#retention-and-idempotency-windows))",
        minimum=0,
    )
    shared_rulesets: bool = _setting(
        "SHARED_RULESETS",
        True,
        "new games name their ruleset by digest, its JSON kept once in `rulesets:{<digest>}`; `0` writes the "
        "JSON into each game's record, as earlier versions need to read it ([Upgrading](#upgrading))",
    )
    retention_sweep_s: float = _setting(
        "RETENTION_SWEEP_S",
        600.0,
        "with `FINISHED_GAME_TTL_S` set: seconds between a worker process's sweeps (`shithead worker`, "
        "`TOURNAMENT_WORKER=1`) that drop the index entries of games whose keys have expired",
        minimum=0.01,
    )
    idempotency_ttl_s: float = _setting(
        "IDEMPOTENCY_TTL_S",
        86400.0,
        "seconds a submit's `Idempotency-Key` is remembered; a retry after it is a new request; `0`: for ever",
        minimum=0,
    )

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> Settings:
        """Every setting from ``environ`` (default: the process's); an unset or empty variable
        takes its default. Raises :class:`SettingsError` naming the first bad variable."""
        env = os.environ if environ is None else environ
        values = {
            f.name: _parse(f, raw) for f in _FIELDS if (raw := env.get(f.metadata["env"], "")) != ""
        }
        return cls(**values)

    def overridden(self, overrides: Mapping[str, Any]) -> tuple[Settings, dict[str, Any]]:
        """These settings with ``overrides`` (keyed by variable or Flask config key; a text is
        read as the variable's would be, another value checked against its type and bounds),
        and the overrides that name no setting."""
        changed: dict[str, Any] = {}
        rest: dict[str, Any] = {}
        for key, value in overrides.items():
            f = _BY_KEY.get(key)
            if f is None:
                rest[key] = value
            elif isinstance(value, str) and _kind(f) is not str:
                changed[f.name] = _parse(f, value) if value != "" else f.default
            else:
                changed[f.name] = _checked(f, value)
        return dataclasses.replace(self, **changed), rest

    def flask_config(self) -> dict[str, Any]:
        """Every setting under its Flask config key, for the app's ``config``."""
        return {f.metadata["config"]: getattr(self, f.name) for f in _FIELDS}


_FIELDS: tuple[dataclasses.Field[Any], ...] = dataclasses.fields(Settings)
_BY_KEY = {**{f.metadata["env"]: f for f in _FIELDS}, **{f.metadata["config"]: f for f in _FIELDS}}


@functools.cache
def _types() -> dict[str, Any]:
    return typing.get_type_hints(Settings)


def _kind(f: dataclasses.Field[Any]) -> type:
    return kind_of(_types()[f.name])


def _parse(f: dataclasses.Field[Any], raw: str) -> Any:
    return parse(f, raw, _types()[f.name])


def _checked(f: dataclasses.Field[Any], value: Any) -> Any:
    return checked(f, value, _types()[f.name])


_current: Settings | None = None


def get_settings() -> Settings:
    """This process's settings, read from its environment on first use."""
    global _current
    if _current is None:
        _current = Settings.from_env()
    return _current


def reset(settings: Settings | None = None) -> None:
    """Drop the settings read so far (the next :func:`get_settings` reads the environment
    again), or make ``settings`` this process's."""
    global _current
    _current = settings


def read_at_start() -> bool:
    """Read this process's settings from its environment, as a command starts; False (said
    on standard error, naming the variable) when one cannot be used."""
    reset()
    try:
        get_settings()
    except SettingsError as exc:
        print(f"cannot start: {exc}", file=sys.stderr)
        return False
    return True

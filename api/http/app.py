"""The Flask application factory: it only builds the services from the settings
(:mod:`api.settings`) and wires the rate limits, the blueprints (one per resource, all JSON,
under ``/v1``; operations outside it) and the error handlers. What the app runs beside its
requests (the bot drivers and clock watcher, the tournament worker, the retention sweeper,
the ladders' scheduler) is started by the process that serves it (:func:`start_background`)."""

from __future__ import annotations

import functools
import logging
from typing import Any

from flask import Flask

from ..bots.challenges import ChallengeService
from ..bots.expiry import ChallengeWatcher
from ..bots.service import BotService
from ..games.deals import DealGroups
from ..games.push_hosts import push_endpoints
from ..games.replays import SigningKeys
from ..games.service import GameService
from ..metrics import QueueDepth
from ..play import push_guard
from ..play.credentials import Credentials, Quota, bot_credential
from ..play.ladders import LadderScheduler, LadderService
from ..play.matches import MatchService
from ..play.notices import PushNotices
from ..play.policy import BotPolicy
from ..play.reactions import subscribe
from ..play.retention import RetentionSweeper
from ..play.runners import QUEUE_NAME
from ..play.tournament_runner import Concurrency
from ..play.tournament_worker import TournamentWorker
from ..play.tournaments import TournamentService
from ..settings import Settings, get_settings
from ..store.bots import BotStore
from ..store.events import EventStore
from ..store.ladders import LadderStore
from ..store.lobby import LobbyHolds
from ..store.migrate import migrate_legacy
from ..store.organisers import GameSlots, OrganiserStore, QuotaStore
from ..store.queue_conn import QueueConfigError, queue_client, queue_url
from ..store.records import MATCHES, TOURNAMENTS, RecordStore
from ..store.redis_conn import client_from_url
from . import logs, ops, pages, problems
from .context import MAX_BODY, MAX_REPLAY_BODY
from .ratelimit import (
    init_limiter,
)
from .routes import BLUEPRINTS
from .stream_hub import StreamHub

__all__ = ["MAX_BODY", "MAX_REPLAY_BODY", "create_app", "start_background", "stop_background"]


def create_app(test_config: dict[str, Any] | None = None, *, settings: Settings | None = None) -> Flask:
    """The app, built from ``settings`` (default: the process's, :func:`api.settings.get_settings`)
    with ``test_config`` over them (a setting by its variable or config key, checked as the
    environment's are; anything else goes into ``app.config``). Nothing runs beside its
    requests until :func:`start_background`, which the process serving it calls (gunicorn's
    ``post_worker_init``, ``shithead worker``, the tests' fixtures)."""
    settings, extra = (settings or get_settings()).overridden(test_config or {})
    app = Flask(__name__)
    app.url_map.merge_slashes = False  # '/v1/games//x' is not another route's path
    app.config.update(settings.flask_config(), MAX_CONTENT_LENGTH=MAX_REPLAY_BODY)
    app.config.update(extra)
    app.extensions["settings"] = settings
    url = settings.redis_url
    if not url:
        raise RuntimeError("REDIS_URL is not set (the `shithead serve` command starts an embedded Redis)")
    cluster = settings.redis_cluster
    client = app.config.get("REDIS_CLIENT") or client_from_url(url, cluster=cluster)
    store = EventStore(client, idempotency_ttl_s=settings.idempotency_ttl_s,
                       finished_game_ttl_s=settings.finished_game_ttl_s,
                       share_rulesets=settings.shared_rulesets)
    # what earlier versions kept in single keys (indexes, due sets, deadlines) is read from
    # the shards once moved there: every start moves what is left (api.store.migrate)
    app.extensions["migrated"] = migrate_legacy(client, store)
    app.extensions["store"] = store
    app.extensions["lobby_holds"] = LobbyHolds(client, store)
    bot_store = BotStore(client)
    game_service = GameService(store, snapshot_every=settings.snapshot_every,
                               push_hosts=push_endpoints(settings.push_bot_hosts),
                               bots=bot_store)
    app.extensions["service"] = game_service
    app.extensions["bots"] = bot_service = BotService(bot_store, game_service)
    app.extensions["challenges"] = challenge_service = ChallengeService(
        bot_store, game_service, per_challenger=settings.challenges_per_minute,
        per_target=settings.challenges_per_bot_per_minute,
        max_pending=settings.challenges_pending_per_bot)
    bot_service.before_feed = challenge_service.expire_due
    # expires challenges at their deadlines, beside the bot drivers (as the clocks' watcher)
    app.extensions["challenge_watcher"] = ChallengeWatcher(challenge_service)
    game_service.push_guard = push_guard.PushGuard(
        client, concurrency=settings.push_host_concurrency,
        failures=settings.push_breaker_failures, open_s=settings.push_breaker_open_s)
    notices = PushNotices(game_service)
    app.extensions["push_notices"] = notices
    policy = BotPolicy(game_service, client, drivers=settings.bot_drivers)
    app.extensions["bot_policy"] = policy
    # a registered bot's token is a credential too, with the quota every bot has
    bot_quota = Quota(settings.bot_max_running, settings.bot_max_games_per_day)
    credentials = Credentials(OrganiserStore(client), QuotaStore(client),
                              bot_lookup=functools.partial(bot_credential, bot_store, bot_quota))
    app.extensions["credentials"] = credentials
    tournament_records = RecordStore(client, TOURNAMENTS)
    # a finished game's cards stay hidden while another game of its deal plays on
    game_service.deal_live = DealGroups(tournament_records).live
    app.extensions["tournaments"] = TournamentService(
        tournament_records, game_service, credentials, GameSlots(client),
        max_games=settings.tournament_max_games,
        concurrency=Concurrency(settings.tournament_concurrency,
                                settings.tournament_concurrency_per_creator,
                                settings.tournament_concurrency_per_tournament,
                                settings.bot_tournament_slots),
    )
    if settings.tournament_worker:
        app.extensions["tournament_worker"] = TournamentWorker(app.extensions["tournaments"])
        if settings.finished_game_ttl_s > 0:
            app.extensions["retention"] = RetentionSweeper(
                store, settings.finished_game_ttl_s, interval_s=settings.retention_sweep_s)
    app.extensions["ladders"] = LadderService(LadderStore(client), game_service, bot_store, credentials,
                                              worker_grace=settings.ladder_worker_grace)
    if settings.ladder_scheduler:
        app.extensions["ladder_scheduler"] = LadderScheduler(app.extensions["ladders"],
                                                             interval=settings.ladder_tick_s)
    app.extensions["matches"] = MatchService(RecordStore(client, MATCHES), game_service)
    # what follows an append, in order: the bots' feeds, the push notices, a match's next game,
    # a create's play-out, the bot policy's mark (api.play.reactions)
    subscribe(game_service, notices=notices, matches=app.extensions["matches"], policy=policy)
    app.extensions["signing_keys"] = SigningKeys(client, settings.signing_key_file)
    limiter = init_limiter(app, _limits_uri(url, cluster))
    limiter.exempt(ops.bp)
    limiter.exempt(pages.bp)  # the pages and their files: the API calls they make are limited
    app.extensions["streams"] = StreamHub(game_service, client, heartbeat_s=settings.stream_heartbeat_s,
                                           buffer_bytes=settings.stream_buffer_bytes,
                                           hand_off=settings.stream_hand_off)
    for blueprint in BLUEPRINTS:
        app.register_blueprint(blueprint)
    problems.register(app)
    ops.count_requests(app)
    logs.init_request_ids(app)
    app.extensions["queue_depth"] = _queue_depth(settings, client, policy)
    return app


def _queue_depth(settings: Settings, client: Any, policy: BotPolicy) -> QueueDepth:
    """The queues' depths, read at scrape time: the tournament games waiting on the rq queue
    (its Queue.count, one LLEN) and the games due a bot's move."""
    from rq import Queue

    depths = {policy.due.due_key: policy.due.size}
    url, cluster = settings.redis_url, settings.redis_cluster
    try:
        q_url = queue_url(url, settings.queue_redis_url, cluster)
    except QueueConfigError as exc:  # the web workers run without the queue; the worker won't
        logging.getLogger("shithead.app").warning("%s (no queue depth metric until then)", exc)
    else:
        queue_conn = client if q_url == url and not cluster else queue_client(q_url)
        tournament_queue = Queue(QUEUE_NAME, connection=queue_conn)
        depths[QUEUE_NAME] = lambda: tournament_queue.count
    return QueueDepth(depths)


def start_background(app: Flask) -> Flask:
    """Start what the app runs beside its requests: the bot policy's drivers and clock
    watcher (and, with drivers, the challenges' expiry watcher), and as its settings say the
    tournament worker, the retention sweeper and the ladders' scheduler. Called by the
    process that serves the app (gunicorn's ``post_worker_init``, ``shithead worker``, the
    tests' fixtures), not by the factory; :func:`stop_background` stops them. Returns the app."""
    policy: BotPolicy = app.extensions["bot_policy"]
    policy.start()
    if policy.drivers > 0:
        app.extensions["challenge_watcher"].start()
    for name in ("tournament_worker", "retention", "ladder_scheduler"):
        if name in app.extensions:
            app.extensions[name].start()
    return app


def stop_background(app: Flask) -> None:
    """Stop what the app runs beside its requests (the tournament worker, the ladders' scheduler, the bot policy's
    drivers, the streams, the push notices)."""
    worker: TournamentWorker | None = app.extensions.get("tournament_worker")
    if worker is not None:
        worker.stop()
    sweeper: RetentionSweeper | None = app.extensions.get("retention")
    if sweeper is not None:
        sweeper.stop()
    scheduler: LadderScheduler | None = app.extensions.get("ladder_scheduler")
    if scheduler is not None:
        scheduler.stop()
    policy: BotPolicy | None = app.extensions.get("bot_policy")
    if policy is not None:
        policy.stop()
    challenge_watcher: ChallengeWatcher | None = app.extensions.get("challenge_watcher")
    if challenge_watcher is not None:
        challenge_watcher.stop()
    hub: StreamHub | None = app.extensions.get("streams")
    if hub is not None:
        hub.stop()
    notices: PushNotices | None = app.extensions.get("push_notices")
    if notices is not None:
        notices.stop()


def _limits_uri(url: str, cluster: bool = False) -> str:
    """The limits library's storage URI for the service's Redis: on a cluster its cluster
    storage (``redis+cluster://[user:password@]host:port``, any node: it finds the others;
    each limit is one key, so its scripts run on one slot)."""
    if cluster:
        scheme, sep, rest = url.partition("://")
        if not sep or scheme not in ("redis", "rediss"):
            raise RuntimeError(f"REDIS_CLUSTER=1 needs a redis:// REDIS_URL, not {scheme}://")
        rest = rest.split("/", 1)[0]  # no database numbers on a cluster
        return f"redis+cluster://{rest}"
    if url.startswith("unix://"):
        return "redis+unix://" + url[len("unix://"):]
    return url

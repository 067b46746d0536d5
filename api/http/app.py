"""The Flask application factory: it only builds the services from the settings
(:mod:`api.settings`, :func:`.services.install_services`) and wires the rate limits, the blueprints (one per resource, all JSON,
under ``/v1``; operations outside it) and the error handlers. What the app runs beside its
requests (the bot drivers and clock watcher, the tournament worker, the retention sweeper,
the ladders' scheduler) is started by the process that serves it (:func:`start_background`)."""

from __future__ import annotations

import contextlib
from typing import Any

from flask import Flask

from ..bots.expiry import ChallengeWatcher
from ..play.ladders import LadderScheduler
from ..play.notices import PushNotices
from ..play.policy import BotPolicy
from ..play.retention import RetentionSweeper
from ..play.tournament_worker import TournamentWorker
from ..settings import Settings, get_settings
from . import lean_submit, logs, ops, pages, problems
from .context import MAX_BODY, MAX_REPLAY_BODY
from .ratelimit import init_limiter
from .routes import BLUEPRINTS
from .services import install_services
from .stream_hub import StreamHub

__all__ = ["MAX_BODY", "MAX_REPLAY_BODY", "create_app", "start_background", "stop_background"]


def create_app(
    test_config: dict[str, Any] | None = None, *, settings: Settings | None = None
) -> Flask:
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
    install_services(app, settings)
    lean_submit.install(app)  # inside the proxy fix and the request ids, which wrap it
    limiter = init_limiter(app, _limits_uri(settings.redis_url, settings.redis_cluster))
    limiter.exempt(ops.bp)
    limiter.exempt(pages.bp)  # the pages and their files: the API calls they make are limited
    for blueprint in BLUEPRINTS:
        app.register_blueprint(blueprint)
    problems.register(app)
    ops.count_requests(app)
    logs.init_request_ids(app)
    return app


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
    # its idle connections closed, not left to the collector (whose unclosed sockets are a
    # ResourceWarning); not those in use: a thread the stop does not wait for (a
    # tournament's runner finishing) may still be reading on one. The client stays usable
    # (a later call connects again), as a test or a command may still read through it
    client = app.extensions.get("own_redis_client")
    if client is not None:
        nodes = client.get_nodes() if hasattr(client, "get_nodes") else None  # a cluster's
        pools = (
            [n.redis_connection.connection_pool for n in nodes if n.redis_connection]
            if nodes is not None
            else [client.connection_pool]
        )
        for pool in pools:
            with contextlib.suppress(Exception):
                pool.disconnect(inuse_connections=False)


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
        return "redis+unix://" + url[len("unix://") :]
    return url

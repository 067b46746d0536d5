"""The Flask application factory: it only wires the configuration, the services, the rate
limits, the blueprints (one per resource, all JSON, under ``/v1``; operations outside it) and
the error handlers."""

from __future__ import annotations

import functools
import logging
import os
from typing import Any

from flask import Flask

from ..bots.challenges import MAX_PENDING, PER_CHALLENGER, PER_TARGET, ChallengeService
from ..bots.expiry import ChallengeWatcher
from ..bots.service import BotService
from ..games.deals import DealGroups
from ..games.push_hosts import push_endpoints
from ..games.replays import SigningKeys
from ..games.service import GameService
from ..metrics import QueueDepth
from ..play import push_guard
from ..play.credentials import Credentials, Quota, bot_credential
from ..play.ladders import TICK_S, WORKER_GRACE_S, LadderScheduler, LadderService
from ..play.matches import MatchService
from ..play.notices import PushNotices
from ..play.policy import DEFAULT_DRIVERS, BotPolicy
from ..play.reactions import subscribe
from ..play.retention import SWEEP_S, RetentionSweeper
from ..play.runners import QUEUE_NAME
from ..play.tournament_runner import Concurrency
from ..play.tournament_worker import TournamentWorker
from ..play.tournaments import MAX_GAMES, TournamentService
from ..store.bots import BotStore
from ..store.events import FINISHED_GAME_TTL_S, EventStore
from ..store.idempotency import IDEMPOTENCY_TTL_S
from ..store.ladders import LadderStore
from ..store.lobby import LobbyHolds
from ..store.migrate import migrate_legacy
from ..store.organisers import GameSlots, OrganiserStore, QuotaStore
from ..store.queue_conn import QueueConfigError, queue_client, queue_url
from ..store.records import MATCHES, TOURNAMENTS, RecordStore
from ..store.redis_conn import client_from_url
from . import ops, pages, problems
from .context import MAX_BODY, MAX_REPLAY_BODY
from .lobby import DEFAULT_OPEN_GAMES_PER_ADDRESS
from .ratelimit import (
    DEFAULT_PER_ADDRESS,
    DEFAULT_PER_ADDRESS_CREATE,
    DEFAULT_PER_TOKEN,
    init_limiter,
)
from .routes import BLUEPRINTS
from .stream_hub import StreamHub

#: The host:port pairs push bots may be at (PUSH_BOT_HOSTS; "*": anywhere): none unless told.
DEFAULT_PUSH_BOT_HOSTS = ""

__all__ = ["MAX_BODY", "MAX_REPLAY_BODY", "create_app", "stop_background"]


def create_app(test_config: dict[str, Any] | None = None) -> Flask:
    app = Flask(__name__)
    app.url_map.merge_slashes = False  # '/v1/games//x' is not another route's path
    app.config.update(
        REDIS_URL=os.environ.get("REDIS_URL", ""),
        # 1: REDIS_URL names a node of a Redis Cluster
        REDIS_CLUSTER=os.environ.get("REDIS_CLUSTER", "0"),
        # the single Redis server of rq's tournament queue (default: REDIS_URL when that is
        # a single server; required beside a cluster)
        QUEUE_REDIS_URL=os.environ.get("QUEUE_REDIS_URL", ""),
        RATELIMIT_PER_ADDRESS=os.environ.get("RATE_LIMIT", DEFAULT_PER_ADDRESS),
        RATELIMIT_PER_TOKEN=os.environ.get("RATE_LIMIT_PER_TOKEN", DEFAULT_PER_TOKEN),
        # creating games, bots, seats, challenges and matches: a budget of its own per address
        RATELIMIT_PER_ADDRESS_CREATE=os.environ.get("RATE_LIMIT_CREATE", DEFAULT_PER_ADDRESS_CREATE),
        FORWARDED_ALLOW_IPS=os.environ.get("FORWARDED_ALLOW_IPS", ""),
        # games with an open seat one client address holds in the lobby at once (0: no bound)
        OPEN_GAMES_PER_ADDRESS=int(os.environ.get("OPEN_GAMES_PER_ADDRESS",
                                                  str(DEFAULT_OPEN_GAMES_PER_ADDRESS))),
        RATELIMIT_ENABLED=os.environ.get("RATE_LIMIT_ENABLED", "1") != "0",
        SNAPSHOT_EVERY=int(os.environ.get("SNAPSHOT_EVERY", "64")),
        # seconds a submit's idempotency record is kept (0: for ever), and a finished game's
        # keys (0, the default: for ever)
        IDEMPOTENCY_TTL_S=float(os.environ.get("IDEMPOTENCY_TTL_S", str(IDEMPOTENCY_TTL_S))),
        FINISHED_GAME_TTL_S=float(os.environ.get("FINISHED_GAME_TTL_S", str(FINISHED_GAME_TTL_S))),
        # new games name their ruleset by digest, its JSON kept once ("0": in each game's
        # record, as earlier versions need to read it; see docs/deploy.md, Upgrading)
        SHARED_RULESETS=os.environ.get("SHARED_RULESETS", "1") != "0",
        # seconds between the sweeps that drop expired games' index entries (worker processes)
        RETENTION_SWEEP_S=float(os.environ.get("RETENTION_SWEEP_S", str(SWEEP_S))),
        PUSH_BOT_HOSTS=os.environ.get("PUSH_BOT_HOSTS", DEFAULT_PUSH_BOT_HOSTS),
        TOURNAMENT_MAX_GAMES=int(os.environ.get("TOURNAMENT_MAX_GAMES", str(MAX_GAMES))),
        # tournament games played at once (0: no cap): in the whole deployment, per creator
        # (an organiser or bot credential), per tournament
        TOURNAMENT_CONCURRENCY=int(os.environ.get("TOURNAMENT_CONCURRENCY", str(Concurrency.total))),
        TOURNAMENT_CONCURRENCY_PER_CREATOR=int(
            os.environ.get("TOURNAMENT_CONCURRENCY_PER_CREATOR", str(Concurrency.per_creator))),
        TOURNAMENT_CONCURRENCY_PER_TOURNAMENT=int(
            os.environ.get("TOURNAMENT_CONCURRENCY_PER_TOURNAMENT", str(Concurrency.per_tournament))),
        # tournament games played at once in all the tournaments bot tokens started (0: no cap)
        BOT_TOURNAMENT_SLOTS=int(os.environ.get("BOT_TOURNAMENT_SLOTS", str(Concurrency.bots))),
        MAX_CONTENT_LENGTH=MAX_REPLAY_BODY,
        SIGNING_KEY_FILE=os.environ.get("SIGNING_KEY_FILE", ""),
        # threads per process playing the bot seats after appends (api.play.policy); 0: this
        # process only marks games due, and another one (`shithead worker --bots`) plays them
        BOT_DRIVERS=int(os.environ.get("BOT_DRIVERS", str(DEFAULT_DRIVERS))),
        # what a registered bot's token may start (api.play.credentials): tournaments
        # running at once, and their games scheduled per UTC day
        BOT_MAX_RUNNING=int(os.environ.get("BOT_MAX_RUNNING", "1")),
        BOT_MAX_GAMES_PER_DAY=int(os.environ.get("BOT_MAX_GAMES_PER_DAY", "500")),
        # 1: this process also advances the tournaments (api.play.tournament_worker), as
        # `shithead worker` does; web processes only record them unless told so
        TOURNAMENT_WORKER=os.environ.get("TOURNAMENT_WORKER", "0") == "1",
        # seconds after a ladder's last scheduler tick (shithead worker) that its status says
        # waiting_for_worker
        LADDER_WORKER_GRACE=float(os.environ.get("LADDER_WORKER_GRACE", str(WORKER_GRACE_S))),
        # 1: this process also runs the ladders' scheduler, as `shithead worker` does
        LADDER_SCHEDULER=os.environ.get("LADDER_SCHEDULER", "0") == "1",
        LADDER_TICK_S=float(os.environ.get("LADDER_TICK_S", str(TICK_S))),
        # challenges (api.bots.challenges): a minute's from one challenger, a minute's to one
        # bot, and those pending for one bot
        CHALLENGES_PER_MINUTE=PER_CHALLENGER,
        CHALLENGES_PER_BOT_PER_MINUTE=PER_TARGET,
        CHALLENGES_PENDING_PER_BOT=MAX_PENDING,
        # push hosts (api.play.push_guard): the drivers' calls one host gets at once (0: no
        # cap), the time-outs that open its breaker (0: none) and how long it stays open
        PUSH_HOST_CONCURRENCY=push_guard.CONCURRENCY,
        PUSH_BREAKER_FAILURES=push_guard.FAILURES,
        PUSH_BREAKER_OPEN_S=push_guard.OPEN_S,
    )
    if test_config:
        app.config.update(test_config)
    url = app.config["REDIS_URL"]
    if not url:
        raise RuntimeError("REDIS_URL is not set (the `shithead serve` command starts an embedded Redis)")
    cluster = str(app.config["REDIS_CLUSTER"]) in ("1", "True", "true")
    client = app.config.get("REDIS_CLIENT") or client_from_url(url, cluster=cluster)
    store = EventStore(client, idempotency_ttl_s=app.config["IDEMPOTENCY_TTL_S"],
                       finished_game_ttl_s=app.config["FINISHED_GAME_TTL_S"],
                       share_rulesets=app.config["SHARED_RULESETS"])
    # what earlier versions kept in single keys (indexes, due sets, deadlines) is read from
    # the shards once moved there: every start moves what is left (api.store.migrate)
    app.extensions["migrated"] = migrate_legacy(client, store)
    app.extensions["store"] = store
    app.extensions["lobby_holds"] = LobbyHolds(client, store)
    bot_store = BotStore(client)
    game_service = GameService(store, snapshot_every=app.config["SNAPSHOT_EVERY"],
                               push_hosts=push_endpoints(app.config["PUSH_BOT_HOSTS"]),
                               bots=bot_store)
    app.extensions["service"] = game_service
    app.extensions["bots"] = bot_service = BotService(bot_store, game_service)
    app.extensions["challenges"] = challenge_service = ChallengeService(
        bot_store, game_service, per_challenger=int(app.config["CHALLENGES_PER_MINUTE"]),
        per_target=int(app.config["CHALLENGES_PER_BOT_PER_MINUTE"]),
        max_pending=int(app.config["CHALLENGES_PENDING_PER_BOT"]))
    bot_service.before_feed = challenge_service.expire_due
    # expires challenges at their deadlines, beside the bot drivers (as the clocks' watcher)
    app.extensions["challenge_watcher"] = ChallengeWatcher(challenge_service)
    game_service.push_guard = push_guard.PushGuard(
        client, concurrency=int(app.config["PUSH_HOST_CONCURRENCY"]),
        failures=int(app.config["PUSH_BREAKER_FAILURES"]), open_s=float(app.config["PUSH_BREAKER_OPEN_S"]))
    notices = PushNotices(game_service)
    app.extensions["push_notices"] = notices
    policy = BotPolicy(game_service, client, drivers=app.config["BOT_DRIVERS"])
    app.extensions["bot_policy"] = policy
    # a registered bot's token is a credential too, with the quota every bot has
    bot_quota = Quota(app.config["BOT_MAX_RUNNING"], app.config["BOT_MAX_GAMES_PER_DAY"])
    credentials = Credentials(OrganiserStore(client), QuotaStore(client),
                              bot_lookup=functools.partial(bot_credential, bot_store, bot_quota))
    app.extensions["credentials"] = credentials
    tournament_records = RecordStore(client, TOURNAMENTS)
    # a finished game's cards stay hidden while another game of its deal plays on
    game_service.deal_live = DealGroups(tournament_records).live
    app.extensions["tournaments"] = TournamentService(
        tournament_records, game_service, credentials, GameSlots(client),
        max_games=app.config["TOURNAMENT_MAX_GAMES"],
        concurrency=Concurrency(app.config["TOURNAMENT_CONCURRENCY"],
                                app.config["TOURNAMENT_CONCURRENCY_PER_CREATOR"],
                                app.config["TOURNAMENT_CONCURRENCY_PER_TOURNAMENT"],
                                app.config["BOT_TOURNAMENT_SLOTS"]),
    )
    if app.config["TOURNAMENT_WORKER"]:
        app.extensions["tournament_worker"] = TournamentWorker(app.extensions["tournaments"])
        if app.config["FINISHED_GAME_TTL_S"] > 0:
            app.extensions["retention"] = RetentionSweeper(
                store, app.config["FINISHED_GAME_TTL_S"], interval_s=app.config["RETENTION_SWEEP_S"])
    app.extensions["ladders"] = LadderService(LadderStore(client), game_service, bot_store, credentials,
                                              worker_grace=app.config["LADDER_WORKER_GRACE"])
    if app.config["LADDER_SCHEDULER"]:
        app.extensions["ladder_scheduler"] = LadderScheduler(app.extensions["ladders"],
                                                             interval=app.config["LADDER_TICK_S"])
    app.extensions["matches"] = MatchService(RecordStore(client, MATCHES), game_service)
    # what follows an append, in order: the bots' feeds, the push notices, a match's next game,
    # a create's play-out, the bot policy's mark (api.play.reactions)
    subscribe(game_service, notices=notices, matches=app.extensions["matches"], policy=policy)
    app.extensions["signing_keys"] = SigningKeys(client, app.config["SIGNING_KEY_FILE"])
    limiter = init_limiter(app, _limits_uri(url, cluster))
    limiter.exempt(ops.bp)
    limiter.exempt(pages.bp)  # the pages and their files: the API calls they make are limited
    app.extensions["streams"] = StreamHub(game_service, client)
    for blueprint in BLUEPRINTS:
        app.register_blueprint(blueprint)
    problems.register(app)
    ops.count_requests(app)
    # read at scrape time: the tournament games waiting on the rq queue (its Queue.count, one
    # LLEN) and the games due a bot's move
    from rq import Queue

    depths = {policy.due.due_key: policy.due.size}
    try:
        q_url = queue_url(url, app.config["QUEUE_REDIS_URL"], cluster)
    except QueueConfigError as exc:  # the web workers run without the queue; the worker won't
        logging.getLogger("shithead.app").warning("%s (no queue depth metric until then)", exc)
    else:
        queue_conn = client if q_url == url and not cluster else queue_client(q_url)
        tournament_queue = Queue(QUEUE_NAME, connection=queue_conn)
        depths[QUEUE_NAME] = lambda: tournament_queue.count
    app.extensions["queue_depth"] = QueueDepth(depths)
    policy.start()  # stopped by stop_background(app): gunicorn's worker_exit, test teardown
    if policy.drivers > 0:
        app.extensions["challenge_watcher"].start()
    if "tournament_worker" in app.extensions:
        app.extensions["tournament_worker"].start()
    if "retention" in app.extensions:
        app.extensions["retention"].start()
    if "ladder_scheduler" in app.extensions:
        app.extensions["ladder_scheduler"].start()
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

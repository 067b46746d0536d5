"""The services an app is built of, from its settings: the stores over one Redis client, the
game service and the services around it, and the subscribers that follow its appends, wired
in one place (:func:`install_services`, which :func:`api.http.app.create_app` calls). Each
lands in ``app.extensions`` under the name the blueprints ask for (:mod:`.context`)."""

from __future__ import annotations

import contextlib
import functools
import logging
from typing import Any

from flask import Flask

from ..bots.challenges import ChallengeService
from ..bots.expiry import ChallengeWatcher
from ..bots.history import BotHistory
from ..bots.service import BotService
from ..games.deals import DealGroups
from ..games.push_hosts import push_endpoints
from ..games.replays import SigningKeys
from ..games.service import GameService
from ..metrics import QueueDepth
from ..play import push_guard
from ..play.credentials import Credentials, Quota, bot_credential
from ..play.directory import Directory
from ..play.ladders import LadderScheduler, LadderService
from ..play.leaderboards import Leaderboards
from ..play.matches import MatchService
from ..play.notices import PushNotices
from ..play.policy import BotPolicy
from ..play.reactions import subscribe
from ..play.retention import RetentionSweeper
from ..play.runners import QUEUE_NAME
from ..play.tournament_callbacks import CallbackSender
from ..play.tournament_runner import Concurrency
from ..play.tournament_worker import TournamentWorker
from ..play.tournaments import TournamentService
from ..settings import Settings
from ..store.bots import BotStore
from ..store.errors import StoreError
from ..store.events import EventStore
from ..store.ladders import LadderStore
from ..store.leaderboards import LeaderboardStore
from ..store.lobby import LobbyHolds
from ..store.migrate import migrate_legacy
from ..store.organisers import GameSlots, OrganiserStore, QuotaStore
from ..store.presence import Presence
from ..store.queue_conn import QueueConfigError, queue_client, queue_url
from ..store.records import MATCHES, TOURNAMENTS, RecordStore
from ..store.redis_conn import client_from_url
from .stream_hub import StreamHub


def install_services(app: Flask, settings: Settings) -> None:
    """Build the app's services from ``settings`` into ``app.extensions``; nothing is started
    (:func:`api.http.app.start_background` starts what runs beside the requests)."""
    url = settings.redis_url
    if not url:
        raise RuntimeError(
            "REDIS_URL is not set (the `shithead serve` command starts an embedded Redis)"
        )
    cluster = settings.redis_cluster
    given = app.config.get("REDIS_CLIENT")
    client = given or client_from_url(url, cluster=cluster)
    # a client the app made is the app's to close when it stops (api.http.app.stop_background)
    app.extensions["own_redis_client"] = None if given else client
    store = EventStore(
        client,
        idempotency_ttl_s=settings.idempotency_ttl_s,
        finished_game_ttl_s=settings.finished_game_ttl_s,
        share_rulesets=settings.shared_rulesets,
    )
    # what earlier versions kept in single keys (indexes, due sets, deadlines) is read from
    # the shards once moved there: every start moves what is left (api.store.migrate)
    app.extensions["migrated"] = migrate_legacy(client, store)
    app.extensions["store"] = store
    app.extensions["lobby_holds"] = LobbyHolds(client, store)
    # every registered bot's last contact, recorded where its token is accepted
    bot_store = BotStore(client, Presence(client, online_s=settings.bot_online_seconds))
    bot_store.history.ttl_s = settings.finished_game_ttl_s  # older entries are never shown
    with contextlib.suppress(StoreError):  # the directory's index, filled once (next start: again)
        bot_store.index_names()
    game_service = GameService(
        store,
        snapshot_every=settings.snapshot_every,
        push_hosts=push_endpoints(settings.push_bot_hosts),
        bots=bot_store,
    )
    app.extensions["service"] = game_service
    app.extensions["presence"] = bot_store.presence
    app.extensions["bots"] = bot_service = BotService(bot_store, game_service)
    app.extensions["bot_history"] = BotHistory(bot_store, game_service)
    app.extensions["challenges"] = challenge_service = ChallengeService(
        bot_store,
        game_service,
        per_challenger=settings.challenges_per_minute,
        per_target=settings.challenges_per_bot_per_minute,
        max_pending=settings.challenges_pending_per_bot,
    )
    bot_service.before_feed = challenge_service.expire_due
    # expires challenges at their deadlines, beside the bot drivers (as the clocks' watcher)
    app.extensions["challenge_watcher"] = ChallengeWatcher(challenge_service)
    game_service.push_guard = push_guard.PushGuard(
        client,
        concurrency=settings.push_host_concurrency,
        failures=settings.push_breaker_failures,
        open_s=settings.push_breaker_open_s,
    )
    notices = PushNotices(game_service)
    app.extensions["push_notices"] = notices
    policy = BotPolicy(game_service, client, drivers=settings.bot_drivers)
    app.extensions["bot_policy"] = policy
    # a registered bot's token is a credential too, with the quota every bot has
    bot_quota = Quota(settings.bot_max_running, settings.bot_max_games_per_day)
    credentials = Credentials(
        OrganiserStore(client),
        QuotaStore(client),
        bot_lookup=functools.partial(bot_credential, bot_store, bot_quota),
    )
    app.extensions["credentials"] = credentials
    tournament_records = RecordStore(client, TOURNAMENTS)
    # a finished game's cards stay hidden while another game of its deal plays on
    game_service.deal_live = DealGroups(tournament_records).live
    app.extensions["tournaments"] = TournamentService(
        tournament_records,
        game_service,
        credentials,
        GameSlots(client),
        max_games=settings.tournament_max_games,
        concurrency=Concurrency(
            settings.tournament_concurrency,
            settings.tournament_concurrency_per_creator,
            settings.tournament_concurrency_per_tournament,
            settings.bot_tournament_slots,
        ),
        max_lead_s=settings.tournament_max_lead_s,
    )
    if settings.tournament_worker:
        app.extensions["tournament_worker"] = TournamentWorker(
            app.extensions["tournaments"], callbacks=callback_sender(app, settings)
        )
        if settings.finished_game_ttl_s > 0:
            app.extensions["retention"] = RetentionSweeper(
                store,
                settings.finished_game_ttl_s,
                interval_s=settings.retention_sweep_s,
                histories=bot_store.history,
            )
    # one rating per bot and ruleset, across every rated game (ladders, rated tournaments)
    app.extensions["leaderboards"] = leaderboards = Leaderboards(
        LeaderboardStore(client),
        bot_store.presence,
        provisional_games=settings.leaderboard_provisional_games,
    )
    app.extensions["directory"] = Directory(bot_store, leaderboards)
    app.extensions["tournaments"].runner.leaderboards = leaderboards  # rated tournaments
    app.extensions["ladders"] = LadderService(
        LadderStore(client),
        game_service,
        bot_store,
        credentials,
        worker_grace=settings.ladder_worker_grace,
        pause_after=settings.ladder_pause_forfeits,
        leaderboards=leaderboards,
    )
    if settings.ladder_scheduler:
        app.extensions["ladder_scheduler"] = LadderScheduler(
            app.extensions["ladders"], interval=settings.ladder_tick_s
        )
    app.extensions["matches"] = MatchService(RecordStore(client, MATCHES), game_service)
    # what follows an append, in order: the bots' feeds, the push notices, a match's next game,
    # a create's play-out, the bot policy's mark (api.play.reactions)
    subscribe(game_service, notices=notices, matches=app.extensions["matches"], policy=policy)
    app.extensions["signing_keys"] = SigningKeys(client, settings.signing_key_file)
    app.extensions["streams"] = StreamHub(
        game_service,
        client,
        heartbeat_s=settings.stream_heartbeat_s,
        buffer_bytes=settings.stream_buffer_bytes,
        hand_off=settings.stream_hand_off,
        spectator_hz=settings.stream_spectator_hz,
    )
    app.extensions["queue_depth"] = _queue_depth(settings, client, policy)


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


def callback_sender(app: Flask, settings: Settings) -> CallbackSender:
    """The threads that POST finished tournaments' signed results to their callback URLs."""
    tournaments = app.extensions["tournaments"]
    return CallbackSender(
        tournaments.store,
        tournaments.scheduler.schedule,
        lambda tid: app.extensions["signing_keys"].sign(tournaments.results(tid)),
        tournaments.games.push_hosts,
        timeout_s=settings.tournament_callback_timeout_s,
        attempts=settings.tournament_callback_attempts,
        backoff_s=settings.tournament_callback_backoff_s,
    )

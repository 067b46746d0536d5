"""The service's Prometheus metrics, defined once, and the registry a scrape reads.

Every room records into these (the store its appends, the repository its kept states, the
games their conflicts, the seats their push bots' calls, the HTTP layer its requests and
streams), so the module sits beside the rooms, as :mod:`.jsontext` does, and imports none
of them. Nothing of it is written to Redis.

Under gunicorn the workers are separate processes: ``PROMETHEUS_MULTIPROC_DIR`` (set by
:mod:`api.http.gunicorn_conf` before any worker starts) makes ``prometheus_client`` keep
each process's values in a file there, and a scrape of any worker merges every process's
files (:class:`~prometheus_client.multiprocess.MultiProcessCollector`), so ``/metrics``
shows the whole service. Without it (the test client, ``shithead worker``) the values live
in this process's default registry and a scrape shows them.

Gauges say how they merge across processes (``multiprocess_mode``): the stream watchers
are summed over the live processes (``livesum``), so a dead worker's streams drop out.
The queue depths are read from Redis at scrape time (:class:`QueueDepth`), never kept.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Iterator

from prometheus_client import REGISTRY, CollectorRegistry, Counter, Gauge, Histogram
from prometheus_client.core import GaugeMetricFamily, Metric
from prometheus_client.multiprocess import MultiProcessCollector
from prometheus_client.registry import Collector

#: The environment variable that switches ``prometheus_client`` to its multiprocess mode.
MULTIPROC_ENV = "PROMETHEUS_MULTIPROC_DIR"

#: Request durations: the defaults' range, and the long polls' 30 s beyond it.
HTTP_BUCKETS = (
    0.001,
    0.0025,
    0.005,
    0.01,
    0.025,
    0.05,
    0.1,
    0.25,
    0.5,
    1.0,
    2.5,
    5.0,
    10.0,
    30.0,
    60.0,
)
#: A push bot's call lasts at most its time-out (50 ms to 10 s).
BOT_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.0, 5.0, 10.0)

HTTP_REQUEST_DURATION = Histogram(
    "shithead_http_request_duration_seconds",
    "Time to answer an HTTP request, by method ('other' for one outside HTTP's own), route "
    "(the URL rule, as /v1/games/<game_id>; 'unmatched' for a path no rule matches) and status.",
    ["method", "route", "status"],
    buckets=HTTP_BUCKETS,
)
APPENDS = Counter("shithead_appends_total", "Appends to a game's log that were written.")
EVENTS_APPENDED = Counter("shithead_events_appended_total", "Events written by the appends.")
VERSION_CONFLICTS = Counter(
    "shithead_version_conflicts_total",
    "Writes that met a game at another version than expected, by source: 'submit' (answered "
    "409 version_conflict), 'kept_state' (a worker's kept state was behind the store: the "
    "submit read the game again), 'reread' (another append landed between a submit's read and "
    "its append: it read again, and applies the action if it commutes), 'bot' (a bot's move lost to another append), 'timeout' "
    "(a contributed deal's time-out lost to another append), 'clock' (a clock's timeout lost "
    "to another append).",
    ["source"],
)
STATE_CACHE_HITS = Counter(
    "shithead_state_cache_hits_total",
    "Reads of a game that started from this worker's kept state, by use ('read', 'submit').",
    ["use"],
)
STATE_CACHE_MISSES = Counter(
    "shithead_state_cache_misses_total",
    "Reads of a game that found no kept state to start from, by use ('read', 'submit').",
    ["use"],
)
STATES_REBUILT = Counter(
    "shithead_states_rebuilt_total",
    "States built without a kept state: from a snapshot, or from the start of the log.",
)
EVENTS_FOLDED = Counter(
    "shithead_events_folded_total", "Logged events folded into states by the repository."
)
BOT_CALL_DURATION = Histogram(
    "shithead_bot_call_duration_seconds",
    "Time a push bot took to answer a call (or to fail it).",
    buckets=BOT_BUCKETS,
)
BOT_CALL_FAILURES = Counter(
    "shithead_bot_call_failures_total",
    "Push bot calls that ended in the default move and a strike, by reason (unreachable, "
    "http_status, malformed, illegal, setup_cap).",
    ["reason"],
)
CLOCK_TIMEOUT_LATENESS = Histogram(
    "shithead_clock_timeout_lateness_seconds",
    "How late a clock's timeout was logged after its deadline, by what it did (forfeit, default).",
    ["outcome"],
    buckets=BOT_BUCKETS,
)
STREAM_WATCHERS = Gauge(
    "shithead_stream_watchers",
    "Game streams open now, in every live process of the service.",
    multiprocess_mode="livesum",
)

LONG_POLLS_WAITING = Gauge(
    "shithead_long_polls_waiting",
    "Long polls waiting now (each holds a request thread), in every live process.",
    multiprocess_mode="livesum",
)
LONG_POLLS_CUT = Counter(
    "shithead_long_polls_cut_total",
    "Long polls answered at once, without their wait, because their process held as many "
    "waiting long polls as it may (LONG_POLLS).",
)

QUEUE_DEPTH_NAME = "shithead_queue_depth"


def multiprocess() -> bool:
    """Whether the metrics are kept in files shared by the service's processes."""
    return bool(os.environ.get(MULTIPROC_ENV))


class QueueDepth:
    """The lengths of the work queues, read when scraped (one cheap Redis call each).

    ``lengths`` maps a queue's name to the callable that reads its length (an rq queue's
    ``count``, a sorted set's ``ZCARD``); one that fails (Redis away) is left out of the
    scrape, so the rest of the metrics are still served.
    """

    def __init__(self, lengths: dict[str, Callable[[], int]]) -> None:
        self.lengths = lengths

    def collect(self) -> Iterator[Metric]:
        family = GaugeMetricFamily(
            QUEUE_DEPTH_NAME,
            "Work waiting, by queue: the tournament games' rq queue, and the games due a bot's "
            "move (marked due or being played by a driver).",
            labels=["queue"],
        )
        for name, length in self.lengths.items():
            try:
                value = length()
            except Exception:  # a gauge read at scrape time is best effort (Redis may be away)
                continue
            family.add_metric([name], float(value))
        yield family


def registry(extra: Iterable[Collector] = ()) -> CollectorRegistry:
    """A registry to scrape: every process's metrics (multiprocess mode) or this one's, and
    the ``extra`` collectors (read at scrape time)."""
    reg = CollectorRegistry()
    if multiprocess():
        MultiProcessCollector(reg)  # type: ignore[no-untyped-call]
    else:
        reg.register(REGISTRY)
    for collector in extra:
        reg.register(collector)
    return reg

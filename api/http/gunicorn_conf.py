"""gunicorn settings, sized to the machine.

Threaded workers (``gthread``): a long poll (``/events?wait=``, up to 30 s) holds one
thread, not a whole worker, so polls cannot starve action submits. One worker per core
keeps the CPU-bound folding parallel; threads cover the time spent waiting on Redis.

``SWITCH_INTERVAL`` (seconds) sets how often a worker hands the interpreter lock from one
thread to another; unset, it is CPython's 5 ms. Shorter intervals let a request that is
ready wait less behind another thread's CPU work, but every hand-over costs CPU: at 1 ms
both the submits and the baseline of ``shithead bench http`` ran at a lower rate, and the
latency tail was no shorter for it.

The worker class is gthread's, reading each request whole in its event loop before a
thread takes it (:mod:`api.http.gunicorn_worker`): a client that sends part of a request and
stops holds no thread, and is answered 408 after ``REQUEST_READ_TIMEOUT`` seconds.

A request gunicorn refuses itself, before the app (a request line or header past its limits,
a malformed one), is answered with a problem document like the app's own errors, not
gunicorn's HTML page (:func:`api.http.problemdoc.write_gunicorn_error`).

Once a worker has loaded the app, everything it holds so far (modules, the compiled
rulesets, Flask) is moved out of the garbage collector's reach (``gc.freeze``): a full
collection then walks only what requests made since, which took its pauses, which stop
every thread of the worker, from 70-80 ms to about 3 ms under ``shithead bench http``; its
thresholds stay CPython's, since full collections no longer land in requests
(:func:`api.http.gunicorn_worker.settle_collector`, which says both in the worker's log).

Every setting is read here once, in the master, from the environment (:mod:`api.settings`):
a value that cannot be used stops the server before it binds, with a message naming the
variable. Each worker, once it has loaded the app, starts what the app runs beside its
requests (:func:`api.http.app.start_background`): the bot policy's drivers (``BOT_DRIVERS``
threads, :mod:`api.play.policy`), which play the bot seats after appends, its clock watcher,
and with ``TOURNAMENT_WORKER=1`` or ``LADDER_SCHEDULER=1`` the tournament worker, the retention
sweeper and the ladders' scheduler; a worker that exits stops them first.

The metrics (:mod:`api.metrics`) are ``prometheus_client``'s in its multiprocess mode: every
worker keeps its values in files in ``PROMETHEUS_MULTIPROC_DIR``, and a scrape of any worker
merges them all. The directory is this deployment's: the one the environment names (its
files of an earlier run removed at start), else a fresh temporary one, removed at exit. It
is set here, in the master, before any worker is forked or imports ``prometheus_client``
(which reads it once); a worker that exits is marked dead, so its live gauges (the streams
it had open) stop counting, while its counters and histograms still add to the totals.
"""

import glob
import multiprocessing
import os
import shutil
import sys
import tempfile
from typing import Any

from gunicorn import util

from api.http.gunicorn_worker import settle_collector
from api.http.problemdoc import write_gunicorn_error
from api.settings import SettingsError, get_settings

try:  # every setting read once, here in the master; a bad one stops the server before it binds
    _settings = get_settings()
except SettingsError as _exc:
    print(f"cannot start: {_exc}", file=sys.stderr)
    raise SystemExit(2) from None

bind = _settings.bind
workers = _settings.web_workers or multiprocessing.cpu_count()
# gthread, reading each request whole before a thread takes it (slow clients hold no thread)
worker_class = "api.http.gunicorn_worker.BufferingThreadWorker"
threads = _settings.web_threads
timeout = 60  # longer than the longest long poll
graceful_timeout = 10
keepalive = 5
accesslog = _settings.access_log or None
errorlog = "-"
loglevel = _settings.log_level
# LOG_FORMAT=json: every line of both logs (and of the service's own) one JSON object
logger_class = (
    "api.http.logs.JsonLogger" if _settings.log_format == "json" else "gunicorn.glogging.Logger"
)
wsgi_app = "api.http.wsgi:app"
# the proxies whose X-Forwarded-* headers are believed: the app's setting (none by default)
forwarded_allow_ips = _settings.forwarded_allow_ips
# one control socket per server (gunicorn's default is one path for every server of a user)
_runtime_dir = os.environ.get("XDG_RUNTIME_DIR", "")
control_socket = _settings.control_socket or os.path.join(
    _runtime_dir if os.path.isdir(_runtime_dir) else tempfile.gettempdir(),
    f"shithead-gunicorn-{os.getpid()}.ctl",
)
switch_interval = _settings.switch_interval

util.write_error = write_gunicorn_error  # read by the workers' error handler when it answers

# the metrics' files (names with an underscore: gunicorn reads this module's other names as
# settings); set before prometheus_client is imported anywhere in this process or a worker
# (a reload reads this file again: the directory made by the first reading stays this run's)
if not os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
    os.environ["PROMETHEUS_MULTIPROC_DIR"] = os.environ["SHITHEAD_METRICS_TMP"] = tempfile.mkdtemp(
        prefix="shithead-metrics-"
    )
_metrics_dir = os.environ["PROMETHEUS_MULTIPROC_DIR"]
_metrics_dir_made = os.environ.get("SHITHEAD_METRICS_TMP") == _metrics_dir


def on_starting(server: Any) -> None:
    # counts of an earlier run in a given directory are not this run's
    os.makedirs(_metrics_dir, exist_ok=True)
    for path in glob.glob(os.path.join(_metrics_dir, "*.db")):
        os.remove(path)


def on_exit(server: Any) -> None:
    if _metrics_dir_made:
        shutil.rmtree(_metrics_dir, ignore_errors=True)


def child_exit(server: Any, worker: Any) -> None:
    from prometheus_client import multiprocess

    multiprocess.mark_process_dead(worker.pid, _metrics_dir)  # type: ignore[no-untyped-call]


def post_fork(server: Any, worker: Any) -> None:
    if switch_interval:
        sys.setswitchinterval(switch_interval)


def post_worker_init(worker: Any) -> None:
    settle_collector(worker.log)
    # what the app runs beside its requests starts in the worker that serves it, not in the
    # factory (worker_exit stops it)
    from api.http.app import start_background

    start_background(getattr(worker, "served_app", None) or worker.wsgi)


def worker_exit(server: Any, worker: Any) -> None:
    # the bot policy's drivers finish the game they play (a game left held is another
    # worker's once its lease runs out)
    from api.http.app import stop_background

    app = getattr(worker, "served_app", None) or getattr(worker, "wsgi", None)
    if app is not None:
        stop_background(app)

